// Compiled by both projects, each with its own preprocessor symbols.
#if SHIM
namespace Linked.Shim;
#else
namespace Linked;
#endif

public class Widget
{
    public int Size;
    public int Twice() => /*$*/Size * 2;
}
