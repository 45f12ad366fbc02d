using BoxOfInt = H.Generic<int>;
using static H.Generic<string>;
using static H.Closed; // imports what Closed declares, not the Item it inherits

namespace H
{
    public class Node { }
    public class Prot { }

    public class Base
    {
        public class Node { }
        protected class Prot { }
        private class Priv { }
    }

    // Member lookup finds the nested types a base class declares before the
    // namespace's: Node is Base.Node, not H.Node.
    public class Derived : Base
    {
        public void M(Node n, Prot p) { }
    }

    public class Generic<T>
    {
        public class Item { }
    }

    public class Closed : Generic<int>
    {
        public void M(Item i) { }
    }

    public class Open<U> : Generic<U>
    {
        public void M(Item i) { }
    }

    public class Deeper : Closed
    {
        public void M(Item i) { }
    }

    public class Deepest<V> : Open<V[]>
    {
        public void M(Item i) { }
    }

    public class ViaAlias : BoxOfInt
    {
        public void M(Item i) { }
    }

    public class GrandBase
    {
        public class Secret { }
    }

    public class MidBase : GrandBase
    {
        private class Secret { }
    }

    // MidBase.Secret is private: not inherited, so GrandBase.Secret is found.
    public class Leaf2 : MidBase
    {
        public void M(Secret s) { }
    }

    public class Outer2<T>
    {
        public class Mid
        {
            public class Deep2 { }
        }
    }

    public class FromMid : Outer2<int>.Mid
    {
        public void M(Deep2 d) { }
    }

    public class Qualified
    {
        public void M(Derived.Node n, Open<string>.Item i, Deepest<int>.Item d, H.Closed.Item c) { }
    }

    public class Imported
    {
        // using static H.Generic<string> imports Item.
        public void M(Item i) { }
    }

    public interface IHasKinds
    {
        public enum Kind { A }
    }

    public interface IDerivedKinds : IHasKinds
    {
        void M(Kind k);
    }

    // A class does not inherit the nested types of the interfaces it implements.
    public class Implementer : IHasKinds
    {
        public void M(Kind k) { }
    }
}
