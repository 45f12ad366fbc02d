namespace Physics
{
    public struct Box { public float HalfWidth; }
    public struct BoxWide
    {
        public float HalfWidth;
        static ref T As<T>(ref T x) => ref x;
        // The grammar cannot read a generic call with a ref argument as an
        // assignment's target: it closes the struct and the namespace early,
        // and the `}` that closes the namespace is left alone at the end.
        public void WriteFirst(in Box source) { As<float>(ref HalfWidth) = source.HalfWidth; }
    }
    public struct BoxSupportFinder { }
    public class User { BoxSupportFinder finder; }
}
namespace Other
{
    public class After { }
}
