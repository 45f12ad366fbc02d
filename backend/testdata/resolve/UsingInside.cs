namespace Res.Implicit;
using /*$*/Sub;

// A using directive inside a namespace names what that namespace holds.
public class UsesSub { public /*$*/Thing T = new(); }

// A namespace declared inside another is the inner one's full name.
namespace Res.Outer
{
    namespace /*$*/Inner
    {
        public class Nested { }
    }
}
