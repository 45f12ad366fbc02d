namespace Friends.Shared;

// A file every library compiles in (a linked file): each has its own internal copy.
internal static class TypeExtensions
{
    public static string Describe(this object value) => value.ToString();
}
