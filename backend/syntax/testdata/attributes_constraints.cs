[A(1, Name = "x", param: typeof(int), B.C | B.D)]
class K<in T, out U> where T : class, IFoo<T>, new() where U : struct {
  public int P { get; private set; } = 0;
  partial void Z();
}
