// defines: NET;NET8_0_OR_GREATER
namespace Sig;

public static class Text
{
#if NET
    public static int Count(ReadOnlySpan<char> text,
        char c)
#else
    public static int Count(string text, char c)
#endif
    {
        var n = 0;
        foreach (var ch in text)
            if (ch == c) n++;
        return n;
    }
}
