using static Res.Inference.Parser<char>;

namespace Res.Inference.Static;

public static class Letters
{
    static void Use()
    {
        var letter = Token(/*$*/c => c./*$*/Equals('a'));
        var word = Token(char.IsLetter)./*$*/ManyString();
    }
}
