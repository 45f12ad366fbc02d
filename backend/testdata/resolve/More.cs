using /*$*/Res./*$*/Model;
using static Res.Model./*$*/Palette;
using /*$*/System./*$*/Collections.Generic;
using /*$*/Ord = Res.Model./*$*/Order;

namespace Res.More;

[/*$*/Tracked]
public class Special : Order
{
    private decimal _rate;

    public decimal Rate
    {
        get => _rate;
        set => _rate = /*$*/value;
    }

    public override string Describe() => /*$*/base./*$*/Describe() + /*$*/this./*$*/Rate;

    public void Use(object thing, Order other)
    {
        var d = this./*$*/Discounted(0.1m);
        var t = other./*$*/Touch()./*$*/Total;
        var r = /*$*/Result<Order>./*$*/Of(other)./*$*/Value./*$*/Total;
        var c = /*$*/Pick(1);
        var e = /*$*/Color./*$*/Green;
        var i = new Outer./*$*/Inner { /*$*/Depth = 2 };
        if (thing is Order /*$*/o && /*$*/o./*$*/Total > 0) { }
        if (other is { Customer: not null } /*$*/withCustomer) { _ = /*$*/withCustomer./*$*/Total; }
        var cast = ((/*$*/Order)thing)./*$*/Lines;
        var asOrder = (thing as Order)?./*$*/Customer;
        var line = new Line(/*$*/Sku: "x", Quantity: 1);
        var ty = typeof(/*$*/Special);
        try { } catch (InvalidOperationException /*$*/ex) { _ = /*$*/ex./*$*/Message; }
        /*$*/Add(/*$*/line);
        /*$*/Missing();
        var firstLine = other.Lines./*$*/First()./*$*/Sku;
        var skus = from l in other.Lines where /*$*/l./*$*/Quantity > 1 select l.Sku;
        var big = other.Lines.Where(x => x.Quantity > 1).ToList()[0]./*$*/Price;
    }
}

[/*$*/TrackedAttribute("billing")]
public class Billed { }

public static class Aliased
{
    public static /*$*/Ord Copy(/*$*/Ord order) => new /*$*/Ord();
}

// Only the constructors the call site may call are candidates: a private
// one outside its type, a protected one outside it but through : base(...)
// are not (Elsa's WriteLine).
public class Printer
{
    private Printer(string? source = null, int? line = null) { }
    public Printer(string text, string? source = null, int? line = null) : /*$*/this(source, line) { }
}
public class Shape
{
    protected Shape(string name) { }
    public Shape(object tag) { }
}
public class Square : Shape
{
    public Square() : /*$*/base("square") { }
    public static object Make() => (new /*$*/Printer("hello"), new /*$*/Shape("hello"));
}

// A type is never called: with System imported (implicit usings) and
// `using static Palette`, Convert(c) calls Palette.Convert, not System.Convert.
public static class Conversions
{
    public static string Label(Color c) => /*$*/Convert(c) + /*$*/Convert./*$*/ToString(1);
}

// Type arguments written on the call fix T; the overloads of one arity are
// then told apart by their parameter types (NSubstitute's Arg.Is<T>).
public static class Matchers
{
    public class AnyType { }
    public static T Is<T>(T value) => value;
    public static T Is<T>(System.Linq.Expressions.Expression<Predicate<T>> predicate) => default!;
    public static T Is<T>(System.Linq.Expressions.Expression<Predicate<object>> predicate) where T : AnyType => default!;
    public static T Do<T>(Action<T> use) => default!;
    public static T Do<T>(Action<object> use) where T : AnyType => default!;
    public static T Compat<T>(System.Linq.Expressions.Expression<Predicate<object>> predicate) where T : AnyType => /*$*/Is<T>(predicate);
    public static T CompatDo<T>(Action<object> use) where T : AnyType => /*$*/Do<T>(use);
    public static T Plain<T>(Action<T> use) => /*$*/Do<T>(use);
}

// A value of one type parameter goes to another only through a
// constraint: Zero.Equals(item) of a TU item is object's Equals, of a T
// item IEquatable<T>'s (MathNet's vector storage).
public class Storage<T> where T : struct, IEquatable<T>
{
    public T Zero;
    public bool Same(T item) => Zero./*$*/Equals(item);
    public bool Other<TU>(TU item) where TU : struct => Zero./*$*/Equals(item);
    public bool Derived<TU>(TU item) where TU : T => Zero./*$*/Equals(item);
}

// Commas inside an array size's own call are no ranks: new double[Math.Min(a, b)]
// is a double[] (MathNet's SVD providers).
public static class Sizes
{
    public static void Fill(double[] values) { }
    public static void Fill(double[,] values) { }
    public static void Make(int a, int b)
    {
        var s = new double[Math.Min(a, b)];
        /*$*/Fill(s);
        var grid = new double[a, Math.Max(a, b)];
        /*$*/Fill(grid);
    }
}

// After a parenthesized name, - and * make a binary operator, not a cast:
// -(scale) * factor reads the parameter scale (MathNet's Amos helpers).
public static class Parenthesized
{
    public static double Scaled(ref double scale, double factor) => -(/*$*/scale) * factor + (/*$*/scale) - factor;
}

// The T of the code here given to a generic type's constructor as its T
// (EF Core's EntityEntryGraphNode<TState>).
public class Node<TState>
{
    public Node(Order entry, TState state, Order? source) { }
    public Node(Special entry, TState state, Special? source) { }
    public static Node<TMethod> Track<TMethod>(Order root, TMethod state) => new /*$*/Node<TMethod>(root, state, null);
}

// An operator of a generic base, applied to a type deriving from it,
// returns the base's type argument (MathNet's Matrix : Matrix<Complex32>).
public class Grid<T>
{
    public T Cell = default!;
    public static Grid<T> operator *(Grid<T> a, Grid<T> b) => a;
    public static Grid<T> operator *(Grid<T> a, int times) => a;
    public static Grid<T> operator +(Grid<T> a) => a;
}
public class Plane : Grid<Order> { }
public static class GridUse
{
    public static decimal Total(Plane p, Grid<Order> g)
    {
        var product = p * 2;
        var same = +p;
        return product.Cell./*$*/Total + same.Cell./*$*/Total + (g * p).Cell./*$*/Total;
    }
}

// An implicitly typed array's elements have their best common type:
// new[] { 1000, double.NaN, 2001 } is a double[] (MathNet's tests).
public static class Implicit
{
    public static void Dense(double[] values) { }
    public static void Dense(int[] values) { }
    public static void Make()
    {
        /*$*/Dense(new[] { 1000, double.NaN, 2001 });
        /*$*/Dense(new[] { 1, 2 });
    }
}

// A setter's value is no name in the setter's attributes: nameof(value)
// there is the field (MimeKit's [MemberNotNull(nameof(value))]).
public class Clause
{
    string value = "";
    public string Value
    {
        get => value;
        [System.Diagnostics.CodeAnalysis.MemberNotNull(nameof(/*$*/value))]
        set => this.value = /*$*/value;
    }
}

// The T of where T : ... is the declaration's type parameter, never a
// member named T (NumSharp's NDArray.T, its transpose).
public class Matrix
{
    public Matrix T => this;
    public void Fill<T>(T value) where /*$*/T : unmanaged { }
}

// sizeof of a predefined type is a constant int: a uint minus it is a uint
// (QuickLook's Math.Min(count, (size - sizeof(uint)) / EntrySize)).
public static class Sizes
{
    const int EntrySize = 108;
    static uint Count(uint count, uint size) => Math./*$*/Min(count, (size - sizeof(uint)) / EntrySize);
}

// In a partial type, a call no overload read takes is to one a source
// generator declares in another part, not run here (WireMock's
// ResponseModelBuilder, whose FluentBuilder part has WithDelay(int?) and
// WithStatusCode(Func<object?>)): not the method the call is in.
public partial class ResponseBuilder
{
    public ResponseBuilder WithDelay(System.TimeSpan value) => /*$*/WithDelay((int)value.TotalMilliseconds);
    public ResponseBuilder WithStatusCode(int value) => /*$*/WithStatusCode(() => value);
    public ResponseBuilder WithStatusCode(string value) => WithStatusCode(int.Parse(value));
    public ResponseBuilder Retry(int times) => times > 0 ? /*$*/Retry(times - 1) : this;
}
