// The fixture assembly of the metadata reader's tests. Rebuild Fixture.dll
// (Debian: apt-get install mono-mcs) from this folder with:
//
//   mcs -target:library -debug- -optimize+ -unsafe -out:Fixture.dll Fixture.cs
//
// and refresh the golden file with: go test ./backend/metadata -update
using System;
using System.Collections.Generic;

[assembly: System.Reflection.AssemblyVersion("1.2.3.4")]
[assembly: System.Reflection.AssemblyCulture("")]

namespace Fixture
{
    public enum Color : byte { Red, Green = 5, Blue }

    [Flags]
    public enum Access { None = 0, Read = 1, Write = 2 }

    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, AllowMultiple = true)]
    public sealed class NoteAttribute : Attribute
    {
        public NoteAttribute(string text) { Text = text; }
        public NoteAttribute(int level, Color color, Type type, params string[] tags) { }
        public string Text { get; set; }
        public object Extra;
        public Access Mode { get; set; }
    }

    public delegate TResult Transformer<in T, out TResult>(T input);
    public delegate void Handler(object sender, EventArgs e);

    public interface IShape
    {
        double Area { get; }
        string Describe(string prefix);
        event Handler Changed;
    }

    public interface IContainer<T> : IEnumerable<T>
    {
        T this[int index] { get; set; }
        void Add(T item);
    }

    public struct Point : IEquatable<Point>
    {
        public int X;
        public readonly int Y;
        public const double Epsilon = 0.5;
        public static readonly Point Origin = new Point(0, 0);
        public Point(int x, int y) { X = x; Y = y; }
        public bool Equals(Point other) { return X == other.X && Y == other.Y; }
        public static Point operator +(Point a, Point b) { return new Point(a.X + b.X, a.Y + b.Y); }
        public static implicit operator Point(int v) { return new Point(v, v); }
        public static explicit operator int(Point p) { return p.X; }
    }

    [Note("shape"), Note(2, Color.Blue, typeof(List<int>), "a", "b", Text = "named", Extra = 7, Mode = Access.Read | Access.Write)]
    public abstract class Shape : IShape
    {
        protected Shape() { }
        public abstract double Area { get; }
        public virtual string Describe(string prefix) { return prefix; }
        public event Handler Changed;
        protected void OnChanged() { if (Changed != null) Changed(this, EventArgs.Empty); }
        internal static int count;
        private int hidden;
        protected internal string Name { get; private set; }
    }

    public sealed class Circle : Shape
    {
        public Circle(double r) { R = r; }
        public double R { get; }
        public override double Area { get { return Math.PI * R * R; } }
        static Circle() { }
        ~Circle() { }
    }

    public static class Util
    {
        public static T Max<T>(T a, T b) where T : IComparable<T> { return a.CompareTo(b) > 0 ? a : b; }
        public static void Swap<T>(ref T a, ref T b) { T t = a; a = b; b = t; }
        public static bool TryParse(string s, out int value) { value = 0; return false; }
        public static int Sum(params int[] values) { return 0; }
        public static int[,] Grid(int[][] jagged, int[,][] mixed) { return null; }
        public static unsafe byte* Raw(int* p, void* q) { return null; }
        public static Dictionary<string, List<T>> Group<T, TKey>(IEnumerable<T> items, Func<T, TKey> key) { return null; }
        public static int? Maybe(int? x, DateTime? when) { return x; }
        public static void Extend(this string s) { }
    }

    public class Outer<T>
    {
        public class Inner<U>
        {
            public T First;
            public U Second;
            public Dictionary<T, U> Map(Outer<U>.Inner<T> other) { return null; }
        }
        protected internal struct Entry { public T Value; }
        private interface IHidden { }
        public T Value { get; set; }
        public Inner<string> Make() { return null; }
    }

    public class Repository<TEntity, TKey> : IContainer<TEntity>
        where TEntity : class, new()
        where TKey : struct
    {
        public TEntity this[int index] { get { return null; } set { } }
        public void Add(TEntity item) { }
        public IEnumerator<TEntity> GetEnumerator() { return null; }
        System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() { return null; }
        public TEntity Find(TKey key) { return null; }
        public virtual TOut Convert<TOut>(TEntity e, Transformer<TEntity, TOut> f) { return f(e); }
    }
}

public class GlobalType
{
    public object this[string key, int index] { get { return null; } }
}

namespace System.Runtime.CompilerServices
{
    // .NET 9's attribute, which Mono's mscorlib lacks.
    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Constructor | AttributeTargets.Property)]
    public sealed class OverloadResolutionPriorityAttribute : Attribute
    {
        public OverloadResolutionPriorityAttribute(int priority) { Priority = priority; }
        public int Priority { get; private set; }
    }
}

namespace Fixture
{
    // As .NET 9's Debug.Assert: the overload with a default message wins
    // by its priority.
    public static class Checks
    {
        public static void Assert(bool condition) { }
        [System.Runtime.CompilerServices.OverloadResolutionPriority(1)]
        public static void Assert(bool condition, string message = "") { }
    }
}
