using Mono.Cecil.Cil;
using MonoMod.Utils;

namespace B;

public static class Program
{
    public static void Emit(ILProcessor il) => il.Emit(1, typeof(object));
}
