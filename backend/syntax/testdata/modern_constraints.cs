namespace Demo;

public class Holder<T> where T : allows ref struct
{
    public void Use<U>(U u) where U : struct, allows ref struct { }
}

public ref partial struct Handler
{
    public int Value;
}

public readonly ref struct Span2 { }

public partial class Derived : Base,
#pragma warning disable CS0618
    IOld,
#pragma warning restore CS0618
    INew
{
}
