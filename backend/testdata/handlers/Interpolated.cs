namespace Handlers;

// On .NET 6 and later a non-constant interpolated string goes to
// StringBuilder's overload taking an interpolated string handler, which
// Mono's stand-in lacks: an overload of a newer framework; a constant one
// goes to Append(string).
public static class Interpolated
{
    const string Prefix = "p";
    public static string Tag(System.Text.StringBuilder sb, string name, int count)
    {
        sb./*$*/Append($"<b>{name}</b>");
        sb./*$*/AppendLine($"{count,4}");
        sb./*$*/Append($"<i>{Prefix}</i>");
        sb./*$*/AppendLine($"{nameof(Tag)}");
        sb./*$*/Append("plain");
        return sb.ToString();
    }
}

// Nor does a value of a type not known: it may be a string.
public static class Unknown
{
    public static string Url(System.Text.StringBuilder sb, Missing.Request request) => sb./*$*/Append(request.Scheme)./*$*/Append("://").ToString();
}

// Before .NET 9, TimeSpan.FromMinutes takes a double only.
public static class Intervals
{
    public static System.TimeSpan Minutes() => System.TimeSpan./*$*/FromMinutes(2);
}

// What the newer overload gives is still the builder: the chain goes on.
public static class Chained
{
    public static string Tag(System.Text.StringBuilder sb, string name) => sb.Append($"<b>{name}</b>")./*$*/Append("x").ToString();
}
