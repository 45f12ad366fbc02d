public class Outer
{
    public class Inner
    {
        public void M(Inner i, Outer o, Inner[] arr) { }
    }

    public enum Mode { On }
}

class Plain<T>
{
    public class Sub
    {
        public void F(T t, Sub s, Plain<int>.Sub other) { }
    }
}

delegate void GlobalHandler(Outer.Mode mode);
