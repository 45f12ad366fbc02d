using System.Collections.Generic;

namespace Friends.LibA;

// Public and internal overloads: App, which LibA shows no internals, can
// call only the public ones (Fluid's NumberValue.Create(int) is internal).
public sealed class Num
{
    public static Num Create(decimal value) => new Num(new List<object>());
    internal static Num Create(int value) => new Num(new List<object>());
    public Num(IReadOnlyList<object> parts) { }
    internal Num(object[] parts) { }
}
