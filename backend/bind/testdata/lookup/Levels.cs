namespace Outer
{
    using Lib.Other;

    namespace Inner
    {
        using Lib.Models;

        // Lib.Models (imported by the inner declaration) is looked at before Lib.Other.
        public class C
        {
            public void M(Item i, Only o) { }
        }
    }
}

namespace Outer.Inner
{
    // Another declaration of the same namespace does not see the usings above.
    public class D
    {
        public void M(Item i, Only o) { }
    }
}
