namespace Demo;

public partial class Names
{
    private readonly List<int> required = new();
    private int partial;

    public void Use(bool async)
    {
        required.Add(1);
        partial++;
        Run(async);
        var s = $"";
    }

    public required string Title { get; init; }

    public partial void Hook();

    public async Task RunAsync() => await Task.Yield();
}
