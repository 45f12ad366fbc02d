using System;
using static System.Math;
using Alias = System.Collections.Generic.List<int>;
global using global::System.Linq;
[assembly: InternalsVisibleTo("X")]
namespace N1 { namespace N2.N3 { interface I { int P { get; } void M(); } } }
static class Ext {
  public static void M(this string s, [A] params object[] xs) {}
  void D(int a = 5, ref readonly int b, scoped Span<int> c, (int x, string y) t, int? n, int* p, global::X.Y z, int[,] m, Func<int, List<string>>[] f) {}
  public static bool operator true(Ext e) => true;
  static int I<int>.operator +(int a, int b) => 0;
  static explicit I.operator int(Ext e) => 0;
  [return: NotNull] public int Q => 1;
  protected internal virtual event Action? E;
  file class F {}
}
