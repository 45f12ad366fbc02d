using System;
using System.Runtime.CompilerServices;

namespace M
{
    public delegate void Handler(object sender, int code);
    public delegate TResult Func2<in T, out TResult>(T arg);

    public enum Level : byte { Low = 1, High }

    public unsafe class Ops
    {
        public const int Max = 10;
        static readonly string Name = "x";
        public int a, b;

        static Ops() { }
        public Ops(int x) { }
        ~Ops() { }

        public static Ops operator -(Ops x) => x;
        public static Ops operator -(Ops x, Ops y) => x;
        public static Ops operator checked -(Ops x, Ops y) => x;
        public static Ops operator checked -(Ops x) => x;
        public static Ops operator +(Ops x, int y) => x;
        public static bool operator true(Ops x) => true;
        public static bool operator false(Ops x) => false;
        public static bool operator ==(Ops x, Ops y) => true;
        public static bool operator !=(Ops x, Ops y) => false;
        public static bool operator <(Ops x, Ops y) => true;
        public static bool operator >(Ops x, Ops y) => true;
        public static bool operator <=(Ops x, Ops y) => true;
        public static bool operator >=(Ops x, Ops y) => true;
        public static Ops operator >>>(Ops x, int s) => x;
        public static Ops operator ++(Ops x) => x;
        public static Ops operator checked ++(Ops x) => x;

        public static implicit operator int(Ops x) => 0;
        public static explicit operator Ops(long x) => null;
        public static explicit operator checked byte(Ops x) => 0;
        public static explicit operator byte(Ops x) => 0;
        public static implicit operator Ops?(int? x) => null;
        public static implicit operator Level[](Ops x) => null;

        public void Refs(ref int a, out string b, in double c, ref readonly long d, scoped ref int e) { b = null; }
        public void Params(params int[] xs) { }
        public void Arrays(int[,] grid, int[,,] cube, int[][] jagged, int[][,] mixed, int[,][] mixed2) { }
        public void Pointers(int* p, void* q, int** pp, Level* e, int*[] ps) { }
        public void FunctionPointers(delegate*<int, void> f, delegate* unmanaged[Cdecl]<System.IntPtr, void> g, int x) { }
        public void Specials(dynamic d, nint n, nuint u, object o, dynamic[] ds) { }
        public void Framework(DateTime when, IDisposable d, Span<int> s) { }

        public int this[int i] => i;

        public event Handler Changed;
        public event EventHandler Clicked, Pressed;
        public event Handler Custom { add { } remove { } }
    }

    public class Grid
    {
        [IndexerName("Cell")]
        public int this[int row, int col] => 0;

        [System.Runtime.CompilerServices.IndexerNameAttribute("Cell")]
        public int this[string key] => 0;
    }

    public static class Ext
    {
        public static void Twice(this int x) { }
        public static ref int Pick(ref int x) => ref x;
    }
}
