namespace Demo;

public class Printer
{
    private string? _name;

    // `""` right before the closing quote of a verbatim interpolated string
    // made the grammar lose the class from here on.
    private string DebuggerToString() => $@"Name = ""{_name}""";

    public const string Quote = $@"""";

    public string Empty => $"";

    public string Raw(string s) => @$"""{s}""" + $@"{s}" + @"a""b";

    public int After { get; }
}
