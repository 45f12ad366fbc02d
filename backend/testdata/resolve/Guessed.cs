using System.Numerics;
using Res.Annotations;

namespace Res.Guessed;

// A type nothing read declares is written in documentation IDs in the
// namespace it is well known in (System.Numerics' IMinMaxValue<T>, .NET
// 7's generic math, not in Mono's assemblies), never in a namespace the
// workspace declares and the code imports, whose types were looked in
// (NodaTime's JetBrains.Annotations, its own copy of the attributes).
public readonly struct Offset : IMinMaxValue<Offset>
{
    public static Offset MinValue => default;
    public static Offset MaxValue => default;
    static Offset IMinMaxValue<Offset>./*$*/MinValue => MinValue;
    [Pure] public Offset Plus(Widget other) => this;
}

public static class Uses
{
    public static Offset Use(Offset offset, Widget widget) => offset./*$*/Plus(widget);
}
