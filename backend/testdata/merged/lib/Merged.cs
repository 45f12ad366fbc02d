namespace Mono.Cecil.Cil
{
    public class ILProcessor
    {
        public void Emit(int op, string operand) { }
    }
}

namespace Merged
{
    public static class Loader { }
}
