using System;

namespace Legacy;

// The polyfills a library targeting .NET Standard 2.0 writes: its string
// has no Contains(char) nor Contains(string, StringComparison), so C#
// binds the extension methods.
public static class StringPolyfills
{
    public static bool Contains(this string text, char c) => text.IndexOf(c) >= 0;
    public static bool Contains(this string text, string value, StringComparison comparison) => text.IndexOf(value, comparison) >= 0;
}

public class Uses
{
    public bool Has(string text) => text./*$*/Contains('-') || text./*$*/Contains("a", StringComparison.Ordinal);
}
