namespace Mono.Cecil.Cil
{
    public class ILProcessor
    {
        public void Emit(int op, string operand) { }
    }
}
