using Mono.Cecil.Cil;

namespace MonoMod.Utils
{
    public static class Extensions
    {
        public static void Emit(this ILProcessor il, int op, System.Type operand) { }
    }
}
