namespace Plugin;

// Dalamud.NET.Sdk sets the target framework and nullable reference types.
public sealed class Entry
{
    public string? Name { get; set; }
}
