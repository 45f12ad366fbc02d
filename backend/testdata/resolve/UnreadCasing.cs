using Nextended.Core.Extensions;

namespace Res.UnreadCasing;

// An extension method read that the arguments cannot go to leaves the
// call to a namespace not read, as when there is none: s.ToUpper(true) is
// Nextended's, not string.ToUpper(CultureInfo) for want of an extension
// of three parameters (MudBlazor.Extensions, where C# 14 brings
// MemoryExtensions.ToUpper(this ReadOnlySpan<char>, Span<char>, CultureInfo)).
public static class Padding
{
    public static string ToUpper(this string s, int start, int length) => s;
}
public static class Casing
{
    public static string Upper(string s) => s./*$*/ToUpper(true);
}
