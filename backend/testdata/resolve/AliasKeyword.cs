using float_ = double;

namespace Res.AliasKeyword;

// An alias of a keyword's type names that type (PDFsharp's charting:
// global using float_ = double, then (float_)angle).
public static class Angles
{
    static object Sweep(int angle) => (/*$*/float_)angle;
}
