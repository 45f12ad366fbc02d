namespace Friends.Shared;

internal static class Formatting
{
    public static string Shout(this string text) => text.ToUpperInvariant();
}
