namespace A
{
    class TopLevel { }
    public enum PublicEnum { X }
    enum InternalEnum { Y }
    delegate void TopDelegate();
    file class Local { }
    public record Rec;
    struct TopStruct
    {
        int x;
        void M() { }
    }

    public class Container
    {
        class Nested { }
        int field;
        void Method() { }
        public void Pub() { }
        internal void Int() { }
        protected void Prot() { }
        protected internal void PI() { }
        internal protected void IP() { }
        private protected void PP() { }
        protected private void PP2() { }
        static Container() { }
        Container() { }
        ~Container() { }
        public interface INested { void M(); }
        enum Kind { One, Two }
        struct S { int x; }
        delegate void D();
        event System.Action E;
        const int K = 1;
        int Prop { get; set; }
        int this[int i] => i;
        public static Container operator +(Container a, Container b) => a;
    }

    public interface IShape
    {
        void Draw();
        private void Helper() { }
        protected void Prot() { }
        internal void Int() { }
        protected internal void PI() { }
        private protected void PP() { }
        static IShape() { }
        static int Count;
        class Inner { }
        int Area { get; }
        event System.Action Changed;
        sealed void Fixed() { }
        static abstract IShape operator -(IShape s);
    }

    public readonly record struct Money(decimal Amount)
    {
        decimal Rate => 1m;
    }
}
