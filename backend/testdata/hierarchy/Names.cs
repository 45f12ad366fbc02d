namespace N1
{
    public class Base { }
}

namespace N2
{
    public class Base { }
    public class FromN2 : Base { }           // N2.Base: the nearer namespace wins
}

namespace N3
{
    using B = N1.Base;
    using N2;
    public class Base { }
    public class FromAlias : B { }           // the alias names N1.Base
    public class FromN3 : Base { }           // N3.Base: the namespace's own type before the using's

    public class Outer
    {
        public class Base { }
        public class Inner : Base { }        // Outer.Base: the nested type hides N3.Base
    }
}
