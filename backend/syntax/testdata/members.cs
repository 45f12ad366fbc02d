namespace A.B;
/// <summary>Hello <see cref="X"/> world</summary>
[Obsolete("x")]
public partial record struct P(int X, string Y) : IFoo<int>, IBar where T : class
{
    public int this[int i] { get => 1; }
    public static P operator +(P a, P b) => a;
    public static implicit operator int(P p) => 1;
    public static explicit operator checked int(P p) => 1;
    int IFoo<int>.M<T>(ref T a, params int[] b, out int c, in int d) { }
    public event EventHandler E, F;
    public event EventHandler G { add {} remove {} }
    private const int C1 = 1, C2 = 2;
    ~P() {}
    static P() {}
    public required string Name { get; init; } = "";
    delegate void D<in T>(T t);
    enum E : byte { A = 1, [X] B }
    record class R;
    record R2(int A);
    class K<T> : Base(1) where T : new() {}
    void M(bool async) {}
}
