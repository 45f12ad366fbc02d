namespace G
{
    public class Node { }

    public class Outer<T>
    {
        public class Inner<U>
        {
            public T First(U u) => default;
            public void Both(T t, U u, Outer<T>.Inner<U> self) { }
            public V Convert<V>(T t, U u, V v) => v;
            public Inner<int> Make() => null;
            public void Take(Inner<int> other, Leaf leaf, Outer<string>.Leaf leaf2) { }
        }

        public class Leaf { }

        public void Put<T2>(T item, T2 other, Inner<T2> inner) { }
        public T this[int index] => default;
    }

    // A type parameter named like a type hides the type.
    public class Box<Node>
    {
        public void Put(Node n) { }
        public void Get<Node2>(Node2 n, G.Node real) { }
    }

    public class Shadow
    {
        public void M<Node>(Node n) { }
        public void Plain(Node n) { }
    }

    public struct Point { }
    public enum Color { Red }

    public class Nullables<TStruct, TClass, TAny>
        where TStruct : struct
        where TClass : class
    {
        public void Values(int? a, Point? b, Color? c, TStruct? d) { }
        public void Refs(string? a, Node? b, TClass? c, TAny? d, object? e) { }
        public void Method<TM>(TM? m) where TM : struct { }
        public void Unmanaged<TU>(TU? u) where TU : unmanaged { }
        public void Tuples((int, string) a, (int X, Point? Y) b, (int, int)? c) { }
        public void Long((int, int, int, int, int, int, int, string, Point) t) { }
    }

    public abstract class BaseOv
    {
        public abstract void Ov<T>(T? x) where T : struct;
        public abstract void OvC<T>(T? x) where T : class;
    }

    public class DerivedOv : BaseOv
    {
        // Constraints are inherited: T? is Nullable<T> unless `class` or `default` says otherwise.
        public override void Ov<T>(T? x) { }
        public override void OvC<T>(T? x) where T : class { }
    }
}
