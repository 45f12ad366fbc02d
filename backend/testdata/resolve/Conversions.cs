using System;
using System.Collections.Generic;

namespace Res.Conversions;

// Overloads chosen by C#'s conversions: implicit numeric ones (int to
// long over decimal, float never to decimal), a constant that fits a
// smaller type, T to T?, the type of `this`, variance, and calls no
// overload of the framework read can take (a newer framework's).
public class Numbers
{
    static void Take(long value) { }
    static void Take(decimal value) { }
    static void Small(uint value) { }
    static void Small(long value) { }
    static void Maybe(int? value) { }
    static void Maybe(string value) { }

    public void Use(int i, long x, double d, float f)
    {
        /*$*/Take(i);
        Math./*$*/Max(x, 0);
        Math./*$*/Max(d, 1);
        Math./*$*/Max(f, 1);
        Math./*$*/Ceiling(f);
        var /*$*/scale = Math.Max(d / 2, 1);
        Convert./*$*/ToInt32(scale * 2);
        /*$*/Small(8);
        /*$*/Maybe(i);
    }
}

public interface IRequest { }

public interface IState
{
    void Handle(IRequest request, int step);
    void Handle(PauseRequest request, int step);
}

public class PauseRequest : IRequest
{
    public void Apply(IState state) => state./*$*/Handle(this, 1);
}

public class Animal { }
public class Cat : Animal { }

public static class SequenceExtensions
{
    public static int Feed(this IEnumerable<Animal> animals) => 0;
    public static bool Contains(this IEnumerable<string> names, string name, StringComparison comparison) => false;
}

public class Newer
{
    public void Use(List<Cat> cats, string text)
    {
        cats./*$*/Feed();
        var /*$*/found = text./*$*/Contains("x", StringComparison.Ordinal); // .NET Core's string.Contains
        var replaced = text./*$*/Replace("a", "b", StringComparison.Ordinal);
    }
}

// A method group converts to a delegate only; a lambda's body decides
// between a delegate that returns a value and one that does not.
public static class Check
{
    public static void That(bool condition, string message) { }
    public static void That(bool condition, Func<string> message) { }
    public static void Run(Action action) { }
    public static void Run(Func<System.Threading.Tasks.Task> action) { }
    public static T Run<T>(Func<T> action) => action();
}

public class Groups
{
    static string Message() => "m";

    public void Use(List<int> list)
    {
        Check./*$*/That(false, Message);
        Check./*$*/Run(async () => { await System.Threading.Tasks.Task.Yield(); });
        Check./*$*/Run(() => 42);
        Check./*$*/Run(() => list.Add(1));
        var timer = new System.Threading./*$*/Timer(Tick, null, TimeSpan.Zero, TimeSpan.FromSeconds(1));
    }

    static void Tick(object? state) { }
}

// null goes to a reference type only, the more derived one first, and
// gives a type parameter nothing to be inferred from; a method that needs
// no default argument beats one that does; x = v has x's type.
public class Context : Dictionary<string, object> { }

public class Policy
{
    public void Execute(Action<Context> action, IDictionary<string, object> data) { }
    public void Execute(Action<Context> action, Context context) { }
    public void Execute(Action<int> action, int token) { }
    public void Run(Action action) { }
    public void Run(Action<int> action, int token = 0) { }
    public void Run<T>(Func<T> action) { }

    public void Use(bool executed)
    {
        /*$*/Execute(_ => { }, null!);
        /*$*/Run(null!);
        /*$*/Run(() => executed = true);
    }
}

// A lambda passed to a local function, or for a delegate type of its own,
// takes its parameters' types from there.
public delegate Exception ExceptionPredicate(Exception exception);

public class Delegates
{
    public Delegates(ExceptionPredicate predicate) { }

    public void Use()
    {
        Check(p => p./*$*/Run(null!));
        var handled = new Delegates(/*$*/e => e./*$*/InnerException!);

        static void Check(Action<Policy> act) { }
    }
}

public static class Tuples
{
    // An element name in a tuple type names the ValueTuple field at its place.
    public static (int /*$*/Count, string /*$*/Name) Pair() => (1, "a");
}

public static class Nested
{
    // Dictionary<K, V>.ValueCollection is an IEnumerable<V> of the dictionary's V.
    public static int Use(Dictionary<string, Policy> policies)
    {
        foreach (var /*$*/policy in policies.Values) { policy./*$*/Run(null!); }
        return policies.Keys.Count(k => k./*$*/Length > 0);
    }
}

// A T argument goes where its constraints go; a private overload is no
// candidate outside its type; an argument whose type no assembly read
// declares decides nothing (Unknown.Thing).
public class Parameter
{
    public Parameter(string name, object value) { }
    public Parameter(object value, Policy? policy = null) { }
    private static void Run(Func<System.Threading.Tasks.Task> task) { }
    public static T Run<T>(Func<System.Threading.Tasks.Task<T>> task) => default!;
}

public class Generic
{
    public Parameter Make<T>(T value, Policy policy) where T : class => new /*$*/Parameter(value, policy);
    public string Fill(string text, Unknown.Thing thing) => text./*$*/Replace("{X}", thing.Name);
    public int Later() => Parameter./*$*/Run(async () => { await System.Threading.Tasks.Task.Yield(); return 1; });
}

// A method's T is inferred to be the argument's type: an identity, better
// than a conversion to object; on a tie the method that is not generic wins.
public static class Equality
{
    public static int EqualTo(object expected) => 0;
    public static int EqualTo<T>(T expected) => 1;
    public static int Write(string text) => 0;
    public static int Write<T>(T value) => 1;
    public static int Use() => /*$*/EqualTo(5) + /*$*/Write("x");
}

// A C# 14 extension block's instance members are called on the receiver.
public static class PolicyExtensions
{
    extension(Policy policy)
    {
        public Policy Twice() => policy;
    }
}

public static class Extended
{
    public static Policy Use(Policy policy) => policy./*$*/Twice()./*$*/Twice();
}

// Array covariance is for reference types: a Cmd[] is no object[].
public enum Command { Up, Down }
public static class Joins
{
    public static string J(string sep, params object[] values) => "";
    public static string J<T>(string sep, System.Collections.Generic.IEnumerable<T> values) => "";
    public static void K(object[] values) { }
    public static void K(System.Collections.Generic.IEnumerable<Command> values) { }
    public static void M(Command[] commands, string[] names)
    {
        /*$*/J(", ", commands);
        /*$*/K(commands);
        /*$*/K(names);
    }
}

// An interpolated string converts to FormattableString; a string does not.
public static class Formattable
{
    public static int Take(int a, int b) => a;
    public static string Take(string a, System.FormattableString f) => a;
    public static void M(int x) => /*$*/Take("a", $"a{x}");
}

// Every struct has a parameterless constructor, which metadata does not list.
public static class StructCtors
{
    public static System.DateTime M() => new /*$*/DateTime();
}

// A collection expression converts better to an array than to an interface it implements (C# 13).
public static class CollectionTargets
{
    public static void Same<T>(IEnumerable<T> actual, IEnumerable<T> expected) { }
    public static void Same<T>(IEnumerable<T> actual, params T[] expected) { }
    public static void M(List<int> xs) { /*$*/Same(xs, []); /*$*/Same(xs, [1, 2]); }
}

// A collection expression converts to a collection only when its elements
// convert to the element type: [" "] is no char[] (Terminal.Gui's
// terms.Split([" "], StringSplitOptions.RemoveEmptyEntries)).
public static class CollectionElements
{
    static void M(char[] separators, int count) { }
    static void M(string[] separators, int count) { }
    static void N(long?[] values) { }
    static void N(string[] values) { }
    public static void Test(string text)
    {
        /*$*/M([" "], 0); /*$*/M(['\r', '\n'], 0); /*$*/N([1, 2]);
        text./*$*/Split([" "], StringSplitOptions.RemoveEmptyEntries);
    }
}

// The literal 0 converts to every enum type but to no reference type.
public static class ZeroLiteral
{
    public enum Mode { Off, On }
    static void F(object o) { }
    static void F(byte[] b) { }
    static void G(Mode m) { }
    static void G(string s) { }
    static void H(long l) { }
    static void H(string s) { }
    public static void M() { /*$*/F(0); /*$*/G(0); /*$*/H(0); }
}

// A collection expression converts to no non-generic interface, nor to ISet<T>:
// only to IEnumerable<T>, IReadOnlyCollection<T>, IReadOnlyList<T>, ICollection<T> and IList<T>.
public static class CollectionInterfaces
{
    static void M(System.Collections.IEnumerable e) { }
    static void M<T>(IEnumerable<T> e) { }
    static void S(ISet<int> s) { }
    static void S(IReadOnlyList<int> s) { }
    public static void Test() { /*$*/M([1, 2, 3]); /*$*/S([1]); }
}

// An identity conversion is better than one to a base class: an int[] goes
// to int[] (or T[]) before System.Array.
public static class ArrayOverIdentity
{
    static int F(Array a) => 0;
    static int F(int[] a) => 1;
    public static void M(int[] ints) { /*$*/F(ints); Array./*$*/IndexOf(ints, 3); }
}

// One argument that cannot convert rules a method out however many others
// fit: the base class's method is called (the derived one takes a bool).
public class ManyArgsBase { public void M(string s, int a, int b, int c, int d) { } }
public class ManyArgsDerived : ManyArgsBase
{
    public void M(bool v, int a, int b, int c, int d) { }
    void T() { /*$*/M("", 1, 2, 3, 4); }
}

// T? of a T constrained to structs is Nullable<T>: an int? gives T = int,
// and the overload for nullable properties is the one that applies.
public interface IRuleBuilder<T, out TProperty> { }
public static class RangeRules
{
    public static int Between<T, TP>(this IRuleBuilder<T, TP> rule, TP from, TP to) where TP : IComparable<TP>, IComparable => 1;
    public static int Between<T, TP>(this IRuleBuilder<T, TP?> rule, TP from, TP to) where TP : struct, IComparable<TP>, IComparable => 2;
    public static TP Unwrap<TP>(TP? value) where TP : struct => default;
    // TP = int? for the first: a Nullable<T> meets no interface constraint (CS0313).
    public static int AtLeast<T, TP>(this IRuleBuilder<T, TP> rule, Func<T, TP> other) where TP : IComparable<TP> => 1;
    public static int AtLeast<T, TP>(this IRuleBuilder<T, TP?> rule, Func<T, TP> other) where TP : struct, IComparable<TP> => 2;
    public static int AtMost<T, TP>(this IRuleBuilder<T, TP> rule, TP value) where TP : IComparable<TP> => 1;
    public static int AtMost<T, TP>(this IRuleBuilder<T, TP?> rule, TP value) where TP : struct, IComparable<TP> => 2;
    public static int Use(IRuleBuilder<string, int?> rule, int? n)
    {
        var /*$*/plain = /*$*/Unwrap(n);
        return rule./*$*/Between(1, 5) + plain./*$*/CompareTo(1) + rule./*$*/AtLeast(s => s.Length) + rule./*$*/AtMost(5);
    }
}

// A string + a value whose type has a + of other operands is a string
// concatenation: no user-defined operator takes a string.
public struct Cents
{
    public static Cents operator +(Cents c, int more) => c;
    public static void Show(Cents c)
    {
        var /*$*/text = "total: " + c;
        Console./*$*/WriteLine("total: " /*$*/+ c);
        var /*$*/more = c /*$*/+ 5;
    }
}

// A T given to C<T>'s methods goes to the T overload by identity, better
// than to object (Newtonsoft.Json's JsonConverter<T>.WriteJson).
public abstract class Converter
{
    public abstract void Write(object? value);
}
public abstract class Converter<T> : Converter
{
    public sealed override void Write(object? value) => /*$*/Write((T?)value);
    public abstract void Write(T? value);
    public void Again(T item) => /*$*/Write(item);
}

// The arguments' conversions decide before the normal form is preferred to
// the params one: an identity beats a user-defined conversion (LiteDB's
// Count(BsonExpression) and Count(string, params BsonValue[])).
public class Predicate
{
    public static implicit operator Predicate(string text) => new Predicate();
}
public class Rows
{
    public int Count(Predicate predicate) => 1;
    public int Count(string predicate, params object[] args) => 2;
    public int Find(string predicate) => 3;
    public int Find(string predicate, params object[] args) => 4;
    public int Widen(long value) => 5;
    public int Widen(params int[] values) => 6;
    public int Use() => /*$*/Count("a") + /*$*/Find("a") + /*$*/Widen(1) + /*$*/Count(new Predicate());
    // Two arrays are two of the params, each no better converted than to
    // object: the normal form wins (NUnit's TestCaseData).
    public int Pair(object? first, object? second) => 7;
    public int Pair(params object?[]? all) => 8;
    public int Arrays() => /*$*/Pair(new[] { "A" }, new[] { "B" }) + /*$*/Pair(new[] { "A" });
}

// A method whose written type argument breaks its constraint is no
// candidate (graphql-dotnet's Field<TGraphType> and Field<TReturnType>).
public interface IGraphType { }
public class ObjectGraph : IGraphType { }
public class Fields
{
    public int Field<TGraphType>(string name) where TGraphType : IGraphType => 1;
    public string Field<TReturnType>(string name, bool nullable = false) => "";
    public void Use()
    {
        var /*$*/text = /*$*/Field<string>("a");
        var graph = /*$*/Field<ObjectGraph>("b");
    }
}

// The same with no argument to tell the extension methods apart (Markdig's
// Descendants<T>: an inline type is no Block, so the ContainerBlock one
// is no candidate though its receiver is more specific).
public class MarkdownObject { }
public class Block : MarkdownObject { }
public class Inline : MarkdownObject { }
public class ContainerBlock : Block { }
public class MarkdownDocument : ContainerBlock { }
public static class Descendants
{
    public static int Of<T>(this MarkdownObject o) where T : MarkdownObject => 1;
    public static string Of<T>(this ContainerBlock c) where T : Block => "";
    public static void Use(MarkdownDocument document)
    {
        var /*$*/inlines = document./*$*/Of<Inline>();
        var /*$*/blocks = document./*$*/Of<Block>();
    }
}

// Of two params collections the same arguments go to, C# 13 prefers a
// ReadOnlySpan<T> to a T[] (.NET 9's Path.Combine and string.Join).
public static class Paths
{
    public static string Combine(params string[] parts) => "";
    public static string Combine(params ReadOnlySpan<string> parts) => "";
    public static string Combine(string first, string second) => "";
    public static string Use(string[] parts) => /*$*/Combine("a", "b", "c") + /*$*/Combine("a", "b") + /*$*/Combine(parts);
}
// ... and an array to an interface it converts to (CliWrap's
// Merge(params PipeTarget[]) over Merge(params IEnumerable<PipeTarget>)).
public static class Targets
{
    public static int Merge(params IEnumerable<string> targets) => 1;
    public static int Merge(params string[] targets) => 2;
    public static int Use() => /*$*/Merge("a", "b");
}

// Of nullable targets the better one is as of their values: an int goes
// to int? over long? and decimal? (xunit's serializer).
public class Serializer
{
    public void Put(string key, bool? value, bool includeNull = false) { }
    public void Put(string key, decimal? value, bool includeNull = false) { }
    public void Put(string key, long? value, bool includeNull = false) { }
    public void Put(string key, int? value, bool includeNull = false) { }
    public void Use(int count, long total) { /*$*/Put("a", count); /*$*/Put("b", total); /*$*/Put("c", 1.5m); }
}

// An integer literal is of the first of int, uint, long and ulong that
// holds it (MemoryPack's WriteVarInt tests).
public static class Literals
{
    public static int Put(int value) => 1;
    public static int Put(long value) => 2;
    public static int Put(ulong value) => 3;
    public static int Use()
    {
        var /*$*/big = 10000000000;
        return /*$*/Put(10000000000) + /*$*/Put(3000000000) + /*$*/Put(9999999999999999999) + /*$*/Put(0x7FFF_FFFF);
    }
}

// The constructors of G<int> take List<int>, not any List: the type
// arguments written decide (Marten's MartenQueryableIncludeBuilder).
public class Grid<T>
{
    public Grid(List<T> row) { }
    public Grid(List<List<T>> rows) { }
    public Grid(object any) { }
    public static void Use(List<List<int>> rows, List<string> names)
    {
        var a = new /*$*/Grid<int>(rows);
        var b = new /*$*/Grid<int>(names);
        Grid<int> c = new(rows);
    }
}

// With its type argument inferred, One<T>(T[]) takes a string[] by
// identity: better than One(Array) (FastEndpoints' Array.Sort(files,
// StringComparer.Ordinal) is Sort<string>(string[], IComparer<string>)).
public static class Arrays
{
    public static int One(Array a) => 1;
    public static int One<T>(T[] a) => 2;
    public static int Use(string[] files) => /*$*/One(files) + /*$*/One(new[] { 1 }) + /*$*/One((Array)files);
    // Equally good once T is object: the method that is not generic.
    public static object? Swap(ref object? slot) => System.Threading.Interlocked./*$*/CompareExchange(ref slot, new object(), null);
}

// A collection expression is no element of a params E[] when E is no
// collection (FastEndpoints' Expression.Block([v, w], body, w)).
public class Node { }
public class Leaf : Node { }
public static class Blocks
{
    public static int Block(params Node[] nodes) => 1;
    public static int Block(IEnumerable<Leaf> leaves, params Node[] nodes) => 2;
    public static int Use(Leaf a, Leaf b, Node n) => /*$*/Block([a, b], n, n) + /*$*/Block([a, b]) + /*$*/Block(n, n);
}

// Inference fails when a type parameter of the caller and another type
// are both bounds of T: Then<T>(IBox<T>, T) given an IBox<IEnumerable<U>>
// and a U is no candidate (Ardalis.Specification's ThenInclude).
public interface IBox<out T> { }
public static class Boxes
{
    public static int Then<T>(IBox<T> box, T value) => 1;
    public static int Then<T>(IBox<IEnumerable<T>> box, T value) => 2;
    public static int Use<U>(IBox<IEnumerable<U>> box, U value, IBox<string> text) => /*$*/Then(box, value) + /*$*/Then(text, "a");
}

// A base Base<string>'s U is a string for the derived type: its M(U) is no
// M(T) of Derived<T> that hides it, and a bare call in the derived type
// reads U as string (Bogus's MultiSetDictionary<K, V> : Dictionary<K,
// HashSet<V>>).
public class Level<U>
{
    public int M(U value) => 1;
    public int M(object value) => 2;
}
public class Sublevel<T> : Level<string>
{
    public int M(T value) => 3;
    public int Use() => this./*$*/M("x") + /*$*/M("y");
}

// A ref argument is of exactly its parameter's type; a type not read may
// convert from the argument's; a method group's delegate that returns
// exactly what its method does is the better target (Garnet).
public class Blocks2
{
    public static int F(ref float x, ulong y) => 1;
    public static int F(ref ulong x, float y) => 2;
    public static int G(string s) => 3;
    public static int G(Memory<byte> m) => 4;
    public static Box H(Func<Box> f) => f();
    public static Box<T> H<T>(Func<Box<T>> f) => f();
    private static Box<bool> Make() => new();
    public static int Use(ulong u) => /*$*/F(ref u, u) + /*$*/G(new byte[1]) + (/*$*/H(Make).Value ? 1 : 0);
}
public class Box { }
public class Box<T> : Box { public T Value = default!; }

// An override's type parameter has the constraints of the method it
// overrides, which it may not restate (Garnet's custom transactions).
public interface IStore { int Get(int key); }
public abstract class Procedure
{
    public abstract int Run<TApi>(TApi api) where TApi : IStore;
}
public class GetProcedure : Procedure
{
    public override int Run<TGarnetApi>(TGarnetApi api) => api./*$*/Get(1);
}

// A user-defined conversion to S also goes to S? (Npgsql's AssertType(value,
// value, "text", dbType: DbType.String) with a DbTypes? parameter).
public static class LiftedUserConversion
{
    public enum Kind { A }
    public struct Wrapped { public static implicit operator Wrapped(Kind k) => default; }
    static void M<T>(T value, string name, Wrapped? wrapped = null) { }
    static void M<T>(Func<T> factory, string name, Wrapped? wrapped = null) { }
    public static void Test() => /*$*/M("x", "y", wrapped: Kind.A);
}

// An extension method on T? of a T not constrained to structs takes any
// receiver: T? is a nullable reference (SharpCompress's NotNull()).
public static class NotNullExtensions
{
    public static T NotNull<T>(this T? obj) where T : class => obj!;
    public static T Checked<T>(this T? obj) => obj!;
}
public static class NullableReceivers
{
    public static int Use(string? text) => text./*$*/NotNull()./*$*/Length + text./*$*/Checked()!.Length;
}

// An array goes to an array of its rank only (ScottPlot's Radar(double[,])).
public static class ArrayRanks
{
    static int Radar(double[] values) => 1;
    static int Radar(double[,] values) => 2;
    static int Series(IEnumerable<double> values) => 1;
    static int Series(double[,] values) => 2;
    public static int Use(double[,] grid, double[] row) =>
        /*$*/Radar(grid) + /*$*/Radar(row) + /*$*/Series(grid) + /*$*/Series(row);
}

// T is a better conversion target than T?: 3 goes to K(long) over
// K(long?), (-1, 6) to L(double, double) (ScottPlot's SetLimits).
public static class NullableTargets
{
    static int K(long? a) => 1;
    static int K(long a) => 2;
    static int L(double? a = null, double? b = null) => 1;
    static int L(double a, double b) => 2;
    public static int Use() => /*$*/K(3) + /*$*/L(-1, 6);
}

// No kind of conversion ranks above another but the identity: between
// object and a type a byte[] converts to by a user-defined conversion, the
// better target is the type, which converts to object (Neo's
// UInt256.CompareTo(byte[])).
public class Hash256
{
    public int CompareTo(object? other) => 0;
    public int CompareTo(Hash256? other) => 1;
    public static implicit operator Hash256(byte[] b) => new();
    public int Use(byte[] raw) => /*$*/CompareTo(raw);
}

// A T? boxes to what T boxes to: an enum's T? goes to System.Enum, an int?
// to IComparable (Octokit's AddOptionalParameter(key, Enum) given a
// PackageVisibility?), not to a string.
public enum Visibility { Public, Private }
public static class Parameters
{
    static int Optional(string value) => 1;
    static int Optional(System.Enum value) => 2;
    static int Ordered(string value) => 1;
    static int Ordered(System.IComparable value) => 2;

    public static int Use(Visibility? visibility, int? count) => /*$*/Optional(visibility) + /*$*/Ordered(count);
}

// A class that implements a generic interface twice converts to each
// construction (Cecil's RowEqualityComparer is an IEqualityComparer of
// three Row types; new Dictionary<Row3, int>(comparer) takes it).
public interface IMatcher<T> { }
public sealed class RowMatcher : IMatcher<string>, IMatcher<int>, IMatcher<long> { }
public static class Matching
{
    static int Match(IMatcher<long> matcher) => 1;
    static int Match(object other) => 2;

    public static int Use() => /*$*/Match(new RowMatcher());
}

// A method group converted to a delegate takes the overload a call with the
// delegate's parameter types would (Shouldly's
// Func<string?, string?, bool> comparer = StringComparer.Ordinal.Equals).
public static class Comparers
{
    static bool Same(object a, object b) => true;
    static bool Same(string a, string b) => true;

    public static bool Use()
    {
        Func<string?, string?, bool> comparer = /*$*/Same;
        comparer = System.StringComparer.Ordinal./*$*/Equals;
        return comparer("a", "b");
    }
}

// A generic method named without type arguments converts to a delegate only
// when the delegate's parameter types give all of them: new Action(Check)
// is Check(), not Check<T>() (AutoMapper's AssertConfigurationIsValid).
public class Checks
{
    void Check() { }
    void Check<T>() { }
    void Check(string profile) { }
    void Wrap<T>(T value) { }

    public void Use()
    {
        var all = new Action(/*$*/Check);
        Action<int> one = /*$*/Wrap;
        all = /*$*/Check<int>;
    }
}

// Type arguments written on a call meet constraints that name the method's
// type parameters too: of extension methods that differ only in them,
// Convert<Lch, Lab> is the one whose IProfile<TTo, Xyz> Lab implements
// (ImageSharp's ColorProfileConverter extensions).
public interface IProfile<TSelf, TSpace> { }
public struct Xyz : IProfile<Xyz, Xyz> { }
public struct Lab : IProfile<Lab, Xyz> { }
public struct Lch : IProfile<Lch, Lab> { }
public class Converter { }
public static class LabToLab
{
    public static TTo Convert<TFrom, TTo>(this Converter c, TFrom from) where TFrom : struct, IProfile<TFrom, Lab> where TTo : struct, IProfile<TTo, Lab> => default;
}
public static class LabToXyz
{
    public static TTo Convert<TFrom, TTo>(this Converter c, TFrom from) where TFrom : struct, IProfile<TFrom, Lab> where TTo : struct, IProfile<TTo, Xyz> => default;
}
public static class Profiles
{
    public static Lab Use(Converter converter, Lch lch) => converter./*$*/Convert<Lch, Lab>(lch);
}

// An implicitly typed array of rank 2 holds the best common type of the
// elements of its rows: new[,] { { 4, double.NaN } } is a double[,]
// (OxyPlot's Min2D(this double[,])).
public static class Grids
{
    public static double Lowest(this double[,] grid) => 0;
    public static double Lowest(this double[] row) => 1;

    public static double Use()
    {
        var grid = new[,] { { 4, double.NaN }, { 1, 2 } };
        var row = new[] { 4, double.NaN };
        return grid./*$*/Lowest() + row./*$*/Lowest();
    }
}

// A target-typed new(...) converts to every type, its constructor bound once
// the overload is chosen: of Add(object) and Add(Setting), the more derived
// target wins (MySqlConnector's Add(new(parameterName, dbType))).
public class Setting
{
    public Setting(string name) { }
    public Setting(string name, int size) { }
}
public class Settings
{
    public int Add(object value) => 0;
    public Setting Add(Setting setting) => setting;
    public Setting Use() => /*$*/Add(new("a", 2));
}

// A conversion operator to its class's own type parameter converts to the
// type argument: ParameterState<T>'s operator T? takes a
// ParameterState<int> to an int (MudBlazor's UpdateSelectedItem(_state)).
public class StateBox<T> { public T Value = default!; public static implicit operator T(StateBox<T> box) => box.Value; }
public class StateUser
{
    void Take(string text) { }
    void Take(int number) { }
    public void Go(StateBox<int> box) => /*$*/Take(box);
}
// Also to a type parameter of the code (MudList<T>'s ParameterState<T?>).
public class StateList<T>
{
    StateBox<T?> state = new();
    void Take(T? value) { }
    void Take(object value) { }
    public void Go() => /*$*/Take(state);
}

// A generic method of a group takes a delegate only if one type argument
// fits all the parameters its type parameter types: Eq<T>(T, T) takes no
// Func<TItem, string, bool>, Eq<T>(T, string) does, in either order of
// declaration (Playnite's GameFieldComparer.FieldEquals).
public static class FieldComparer
{
    public static bool Eq<T>(T item, T other) => true;
    public static bool Eq<T>(T item, string name) => true;
}
public class Items<TItem>
{
    bool Add(string field, System.Func<TItem, string, bool> equals) => true;
    public bool Use() => Add("name", FieldComparer./*$*/Eq);
}

// A local function's group passed to an overloaded method: its own type
// parameters are the local function's (no symbol of the workspace's).
public class LocalGroups
{
    static int Run(System.Func<int, int, bool> f) => 1;
    static int Run(System.Func<string, bool> f) => 2;
    public int Use()
    {
        bool Same<T>(T a, T b) => true;
        return /*$*/Run(Same);
    }
}

// A type nested in a constructed generic type (Dictionary<Guid,
// Task>.ValueCollection) is an IEnumerable<Task>, which gives the T of
// IEnumerable<Task<T>> no bound: inference fails, so
// Task.WhenAny(executions.Values) is WhenAny(IEnumerable<Task>)
// (FastEndpoints).
public static class Waits
{
    static void Any(System.Collections.Generic.IEnumerable<System.Threading.Tasks.Task> tasks) { }
    static void Any<T>(System.Collections.Generic.IEnumerable<System.Threading.Tasks.Task<T>> tasks) { }
    public static void Wait(System.Collections.Generic.Dictionary<int, System.Threading.Tasks.Task> running,
        System.Collections.Generic.List<System.Threading.Tasks.Task<int>> counts)
    {
        /*$*/Any(running.Values);
        /*$*/Any(counts);
    }
}

// M<T>(T) and M<T>(T[]) given an array: both take it as an identity (T is
// the array, or its element type), and C# prefers the more specific T[]
// (FreeSql's fsql.Insert(new[] { ... })).
public interface IInserts
{
    void Insert<T>(T source) where T : class;
    void Insert<T>(T[] source) where T : class;
}
public static class Inserting
{
    public static void Save(IInserts db, Waits[] many, string one)
    {
        db./*$*/Insert(new[] { "a" });
        db./*$*/Insert(many);
        db./*$*/Insert(one);
    }
}

// A named int constant converts to a smaller integral type when its value
// fits, as a literal does (LibreHardwareMonitor's Math.Min(count,
// MAX_DEVICES) of a uint count is Min(uint, uint)); a constant 0 converts to
// an enum.
public static class Limits
{
    const int MaxDevices = 64;
    const int Negative = -1;
    const int Zero = 0;
    static void Take(uint count) { }
    static void Take(long count) { }
    static void Mode(Sizes size) { }
    static void Mode(object size) { }
    public enum Sizes { None, Some }
    public static uint Clamp(uint count)
    {
        /*$*/Take(MaxDevices);
        /*$*/Take(Negative);
        /*$*/Mode(Zero);
        return Math./*$*/Min(count, MaxDevices);
    }
}

// A generic method's T is the type inferred from all its arguments: given
// an int and a long, Eq<T>(T, T) is Eq<long>, which ties with Eq(long,
// long), and C# prefers the method that is not generic (Lucene.NET's
// assertEquals(expected[i], norms.Get(i))).
public static class Equalities
{
    public static void Eq<T>(T expected, T actual) { }
    public static void Eq(long expected, long actual) { }
    public static void Use(int i, long l)
    {
        /*$*/Eq(i, l);
        /*$*/Eq(i, i);
    }
}

// Variance converts references only: a string (an IEnumerable<char>) and a
// List<int> are no IEnumerable<object>, a List<string> is (Elsa's
// TryGetValue<object, T>(key, out value) given a string key).
public static class Variance
{
    static void Pick(object value) { }
    static void Pick(IEnumerable<object> values) { }

    public static void Use(List<int> numbers, List<string> names)
    {
        /*$*/Pick("key");
        /*$*/Pick(numbers);
        /*$*/Pick(names);
    }
}

// Of three overloads, the one better than each other: Join(IEnumerable<string>)
// beats Join(object) by its conversion and Join<T>(IEnumerable<T>) as not
// generic (Humanizer's string.Concat(parts) of a List<string>).
public static class ThreeWay
{
    static string Join(object value) => "";
    static string Join(IEnumerable<string> values) => "";
    static string Join<T>(IEnumerable<T> values) => "";

    public static string Use(List<string> parts) => /*$*/Join(parts) + string./*$*/Concat(parts);
}

// An array given where a params T[] goes with more arguments is one of the
// params: T must take it and the others, and fails where nothing does
// (FakeItEasy's HasSameElementsAs(new[] { 1, 2 }, comparer) is the
// (IEnumerable<T>, IEqualityComparer<T>) overload; FromObject(array, null)
// is FromObject(params object[]), as good as FromObject<object> and not generic).
public static class ParamsInference
{
    public static string Two<T>(params T[] values) => "";
    public static string Two(object first, object second) => "";
    public static string From(params object?[] values) => "";
    public static string From<T>(params T[] values) => "";

    public static void Use()
    {
        /*$*/Two(new[] { 1 }, "x");
        /*$*/Two(1, 2);
        /*$*/From(new[] { 1, 2 }, Array.Empty<int>(), (object?)null);
        /*$*/From("a", "b");
        // T is the bound the others convert to, whatever their order.
        /*$*/From(new[] { 1 }, new List<int> { 2 }, (IEnumerable<int>)new List<int>());
    }
}

// A constraint on a generic type of the workspace that names the type
// parameter (where T : IFormattable<T>) still rules out a type that
// implements no construction of it: a byte[] goes to the Memory overload
// through its conversion (dotNext's wal.AppendAsync(bytes)).
public interface IBinaryFormattable<T> where T : IBinaryFormattable<T> { }
public struct Point3 : IBinaryFormattable<Point3> { }
public static class Appending
{
    public static int Append(this object log, ReadOnlyMemory<byte> bytes) => 1;
    public static int Append<T>(this object log, T value) where T : IBinaryFormattable<T> => 2;

    public static int Use(object log, Point3 point) => log./*$*/Append(new byte[1]) + log./*$*/Append(point);
}

// An interpolated string with holes (or a + of such) converts better to an
// interpolated string handler than to string, and goes to a ref handler
// parameter without ref (MSTest's Assert.IsTrue(x, $"...{path}")).
[System.Runtime.CompilerServices.InterpolatedStringHandler]
public ref struct CheckHandler
{
    public CheckHandler(int literalLength, int formattedCount) { }
    public void AppendLiteral(string s) { }
    public void AppendFormatted<T>(T value) { }
}
public static class Checks
{
    public static void IsTrue(bool condition, string? message = "") { }
    public static void IsTrue(bool condition, ref CheckHandler message) { }

    public static void Use(string path)
    {
        /*$*/IsTrue(true, $"missing {path}");
        /*$*/IsTrue(true, $"in {path}" + $" at {path}");
        /*$*/IsTrue(true, "constant");
    }
}

// Int constants combined by operators are an int constant, which converts
// to a narrower or unsigned type it fits (SSH.NET's BeginRead(handle,
// 2 * ChunkLength, ChunkLength, ...) for ulong and uint parameters).
public static class ConstantArithmetic
{
    private const int Chunk = 1024;
    static void Offset(ulong offset) { }
    static void Offset(object offset) { }
    static void Small(byte value) { }
    static void Small(long value) { }

    public static void Use()
    {
        /*$*/Offset(2 * Chunk);
        /*$*/Offset(-(-Chunk) + 1);
        /*$*/Small(2 * 100);
    }
}

// An int constant converts to a uint? it fits, and uint? is the better
// target than object, to which it boxes (MailKit's Fetch(uint? , ...) over
// Fetch(object, ...) for a literal).
public static class NullableConstant
{
    static void Fetch(uint? max) { }
    static void Fetch(object max) { }

    public static void Use()
    {
        /*$*/Fetch(1);
        /*$*/Fetch(-1);
    }
}

// Of a generic method and one applicable only with its params expanded,
// the parameter types equal, C# prefers the method that is not generic
// before the normal form (Serilog's Error("message", new object()) is
// Error(string, params object[]), not Error<T>(string, T)); a value alone
// that converts to a params collection that is no array is the collection
// itself (C# 13: params List<T>; spans in testdata/spans).
public interface IEnricher { }
public static class ParamsForms
{
    static void Error<T>(string message, T value) { }
    static void Error(string message, params object[] values) { }
    static void Push(IEnricher enricher) { }
    static void Push(params ReadOnlySpan<IEnricher> enrichers) { }
    static void Add(IEnricher enricher) { }
    static void Add(params List<IEnricher> enrichers) { }
    static void Take(object value) { }
    static void Take(params object[] values) { }

    public static void Use(List<IEnricher> list, IEnricher one)
    {
        /*$*/Error("message", new object());
        /*$*/Error("message", 1);
        /*$*/Push(one);
        /*$*/Push(one, one);
        /*$*/Add(list);
        /*$*/Add(one);
        /*$*/Take(new object());
    }
}

// An empty collection expression converts to a class that is a sequence
// (Polly's Context, IEnumerable<KeyValuePair<string, object>>), never to
// IDictionary<K, V>, which no collection expression targets.
public class Context : IEnumerable<KeyValuePair<string, object>>
{
    public void Add(KeyValuePair<string, object> item) { }
    public IEnumerator<KeyValuePair<string, object>> GetEnumerator() => throw null!;
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => throw null!;
}
public class Policy
{
    void Execute(Action<Context> action, IDictionary<string, object> data, bool flag) { }
    void Execute(Action<Context> action, Context context, bool flag) { }

    public void Use() => /*$*/Execute(_ => { }, [], true);
}

// A delegate kept in a tuple's element, called, gives the delegate's
// result (Polly's state.callback(context, state.state) of a (Func<...,
// TResult> callback, TState state)).
public readonly struct Outcome<TResult>
{
    public Outcome(Exception exception) { }
    public Outcome(TResult result) { }
}
public static class TupleCallbacks
{
    public static Outcome<T> Run<T>((Func<T> callback, int state) pair) => new /*$*/Outcome<T>(pair.callback());
    public static System.Threading.Tasks.Task Wait((Func<System.Threading.Tasks.Task> action, int state) pair) => pair.action()./*$*/ContinueWith(_ => { });
}

// A user-defined conversion from byte[] takes no other array: an int[] or
// an object[] goes to the collection interface it implements
// (StackExchange.Redis's ToInner(args) of an object[], RedisKey having an
// operator from byte[]).
public readonly struct RedisKey
{
    public static implicit operator RedisKey(byte[] bytes) => default;
}
public static class ArrayOperators
{
    static void Inner(RedisKey key) { }
    static void Inner(ICollection<object> values) { }
    static void Numbers(RedisKey key) { }
    static void Numbers(IList<int> values) { }

    public static void Use(object[] args, int[] numbers, byte[] bytes)
    {
        /*$*/Inner(args);
        /*$*/Numbers(numbers);
        /*$*/Numbers(bytes);
    }
}

// A nested type of a constructed generic type converts through its bases
// with the outer type's arguments (FluentAssertions' string.Join(", ",
// Frameworks.Keys) of a Dictionary<TestFramework, ...>: Join<T>, no
// IEnumerable<string>).
public enum Framework { XUnit, NUnit }
public static class NestedBases
{
    static void Take(IEnumerable<string> names) { }
    static void Take(object value) { }

    public static void Use(Dictionary<Framework, int> frameworks, Dictionary<string, int> named)
    {
        /*$*/Take(frameworks.Keys);
        /*$*/Take(named.Keys);
    }
}

// A type parameter constrained to classes takes no int?, which is a
// struct (xunit's ValidateNullablePropertyValue<T>(this object, T?) where
// T : class, and where T : struct).
public static class NullableConstraints
{
    static T Check<T>(this object owner, T? value) where T : class => value!;
    static T Check<T>(this object owner, T? value) where T : struct => value!.Value;

    public static void Use(object owner, int? count, string? name)
    {
        owner./*$*/Check(count);
        owner./*$*/Check(name);
    }
}

// null and default, which have no type, infer no type parameter: a
// generic method only they would give one is no candidate (MediatR's
// Send(default!) is Send(object), no Send<T>(IRequest<T>)).
public static class UntypedLiterals
{
    static void Send<T>(IEnumerable<T> request) { }
    static void Send(object request) { }
    static void Pair<T>(T first, T second) { }
    static void Pair(object first, object second) { }

    public static void Use()
    {
        /*$*/Send(default!);
        /*$*/Send(null);
        /*$*/Pair(default, 1);
    }
}

// A T? boxes to what T boxes to: an extension method of this Enum or of an
// interface T implements takes it as its receiver (Octokit's
// SortField.ToParameter() of a UsersSearchSort?).
public enum Sort { Joined, Followers }
public static class EnumParameters
{
    public static string ToParameter(this Enum value) => "";
    public static string Show(this IFormattable value) => "";

    public static string Use(Sort? field, int? count) => field./*$*/ToParameter() + count./*$*/Show();
}

// Two types that convert to each other give T no type: C# fixes T only to
// the one all other bounds convert to, so the generic method drops out
// (LiteDB's S("123").ExpectValue(123) of a BsonValue).
public class Bson
{
    public static implicit operator Bson(int value) => new Bson();
    public static implicit operator int(Bson value) => 0;
}

public static class BsonAsserts
{
    public static void Expect(this Bson actual, Bson expected) { }
    public static void Expect<T>(this T actual, T expected) { }
    public static void ExpectAll(this IEnumerable<Bson> actual, params Bson[] expected) { }
    public static void ExpectAll<T>(this IEnumerable<T> actual, params T[] expected) { }

    static void Use(Bson b, IEnumerable<Bson> all, IEnumerable<int> ints)
    {
        b./*$*/Expect(1);
        all./*$*/ExpectAll(8);
        ints./*$*/ExpectAll(1);
        "a"./*$*/Expect("b");
    }
}

// A collection expression converts better to a span than to an array or
// its interfaces, to a ReadOnlySpan than to a Span (C# 12: NJsonSchema's
// Convert.ToBase64String([1, 2, 3]) and Garnet's InitializeWithArguments([.. arguments])).
public static class SpanTargets
{
    static void Array(int[] values) { }
    static void Array(ReadOnlySpan<int> values, int count = 0) { }
    static void Spans(Span<int> values) { }
    static void Spans(ReadOnlySpan<int> values) { }
    static void Sequence(IEnumerable<int> values) { }
    static void Sequence(Span<int> values) { }

    static void Use(List<int> list)
    {
        /*$*/Array([1, 2, 3]);
        /*$*/Array([.. list]);
        /*$*/Spans([1]);
        /*$*/Sequence([1]);
    }
}

// A method whose inferred type arguments break its constraints is no
// candidate (C# 7.3): Garnet's GET(key, out var output, ref context) for a
// context constrained to another construction of the same interface, and
// linq2db's NullIf<T>(T?, T?) where T : class given two ints.
public interface IContext<TInput, TOutput> { }
public class StringInput { }
public class ObjectInput { }
public class Store
{
    public int Get<TContext>(int key, out string value, ref TContext context)
        where TContext : IContext<StringInput, string> { value = ""; return 1; }
    public int Get<TContext>(int key, out object value, ref TContext context)
        where TContext : IContext<ObjectInput, object> { value = 1; return 2; }

    public int Read<TObjectContext>(ref TObjectContext context) where TObjectContext : IContext<ObjectInput, object>
    {
        /*$*/Get(1, out var /*$*/found, ref context);
        return found./*$*/GetHashCode();
    }

    public static T? NullIf<T>(T? value, T? compareTo) where T : class => value;
    public static T? NullIf<T>(T? value, T compareTo) where T : struct => value;
    public static T? NullIf<T>(T? value, T? compareTo) where T : struct => value;
    public static int? Use(int value, int other) => /*$*/NullIf(value, other);
}

// A type of an assembly not read derives from no workspace type: no
// workspace method whose constraint names one takes it (Jint's
// body.As<Acornima.Ast.Literal>() is no As<T>(this JsValue) where T : ObjectInstance).
public class JsValue { }
public class ObjectInstance : JsValue { }
public static class JsExtensions
{
    public static T As<T>(this JsValue value) where T : ObjectInstance => (T)value;
    public static void Use(Unread.Parser parser) => parser.Parse()./*$*/As<Unread.Literal>();
}

// c ? a : b whose branches convert neither to the other has the type it is
// converted to, where both convert (C# 9: Terminal.Gui's
// sb.Append(r.Value == 0 ? ' ' : r.ToString()) is Append(object)).
public static class TargetTyped
{
    static void Put(object value) { }
    static void Put(char value) { }
    static void Show(string text) { }
    static void Show(char value) { }
    static void Show(object value) { }

    static void Use(bool b, string s, System.Text.StringBuilder sb)
    {
        /*$*/Put(b ? 'x' : s);
        /*$*/Show(b ? s : 'x');
        /*$*/Show(b ? 'a' : 'b');
        sb./*$*/Append(b ? ' ' : s);
    }
}
public interface IInterceptor { }
public class Updating : IInterceptor { }
public class Ignoring : IInterceptor { }
public class Fixup
{
    public Fixup(params IInterceptor[] interceptors) { }
    public Fixup(string name, params IInterceptor[] interceptors) { }
    static Fixup Make(bool copy) => new /*$*/Fixup(copy ? new Updating() : new Ignoring());
}

// [a, b] converts better to a Type[] than to an object[], which a Type[]
// converts to (Harmony's trv.Method("M", [typeof(string), typeof(bool)])).
public static class Traversal
{
    static int Method(string name, params object[] arguments) => 1;
    static int Method(string name, Type[] types, object[]? arguments = null) => 2;
    static int Use() => /*$*/Method("M", [typeof(string), typeof(bool)]) + /*$*/Method("M", ["arg"]) + /*$*/Method("M", [6, 7]);
}

// Two type parameters of the caller fix no T of a callee's (T, T) unless
// one is constrained to the other (Moq's DoReturn(a, b) in
// ExecuteDoReturn<T, T2>(T a, T2 b) is DoReturn<T, T2>(T, T2)).
public class Overloads
{
    public T DoReturn<T>(T a, T b) => a;
    public T2 DoReturn<T, T2>(T a, T2 b) => b;
    public T2 Execute<T, T2>(T a, T2 b) => /*$*/DoReturn(a, b);
    public T Same<T, TDerived>(T a, TDerived b) where TDerived : T => /*$*/DoReturn(a, b);
}

// Int32 written by its name is int: a generic method's Func<T, TResult>
// inferred to Func<T, int> ties with a Func<T, Int32>, which is more
// specific (UniTask's MinAsync(x => x * 2)).
public interface IAsyncSequence<T> { }
public static class AsyncMin
{
    public static Int32 MinAsync<TSource>(this IAsyncSequence<TSource> source, Func<TSource, Int32> selector) => 0;
    public static Int64 MinAsync<TSource>(this IAsyncSequence<TSource> source, Func<TSource, Int64> selector) => 0;
    public static TResult MinAsync<TSource, TResult>(this IAsyncSequence<TSource> source, Func<TSource, TResult> selector) => default!;
    static int Use(IAsyncSequence<int> numbers) => numbers./*$*/MinAsync(x => x * 2);
}

// A record implements IEquatable<itself> (ComputeSharp's GroupBy<T, K>(...)
// where T : IEquatable<T> over records).
public record Hierarchy(string Name);
public record PropertyInfo(Hierarchy Owner, string Name);
public static class ProviderExtensions
{
    public static int GroupBy<T, K>(this Generators.Provider<T> source, Func<T, K> keySelector) where T : IEquatable<T> where K : IEquatable<K> => 0;
    static int Use(Generators.Provider<PropertyInfo> properties) => properties./*$*/GroupBy(keySelector: item => item./*$*/Owner);
}


// c ? [] : [x] converts where both collection expressions do: to an
// array, never to a bool (YARP's events.AssertContainProxyStages(failed ?
// [] : [ForwarderStage.SendAsyncStart])).
public enum Stage { Start, End }
public static class StageAsserts
{
    public static void AssertStages(this List<int> events, bool content = true, bool upgrade = false) { }
    public static void AssertStages(this List<int> events, Stage[] stages) { }
    static void Use(List<int> events, bool failed) => events./*$*/AssertStages(failed ? [] : [Stage.Start]);
}

// A class implementing one generic interface for several type arguments
// converts to each, also through their base interface (EventStore's
// ProjectionManager : IHandle<Started>, IHandle<Stopped>, ... with
// IHandle<in T> : IAsyncHandle<T>, subscribed for each message type).
public class Message { }
public class Started : Message { }
public class Stopped : Message { }
public interface IAsyncHandle<in T> where T : Message { }
public interface IHandle<in T> : IAsyncHandle<T> where T : Message { }
public class Handlers : IHandle<Started>, IHandle<Stopped> { }
public class MessageBus
{
    public void Subscribe<T>(IAsyncHandle<T> handler) where T : Message { }
    public void Take(IAsyncHandle<Stopped> handler) { }
    public void Take(object handler) { }
    static void Use(MessageBus bus, Handlers handlers)
    {
        bus./*$*/Subscribe<Started>(handlers);
        bus./*$*/Subscribe<Stopped>(handlers);
        bus./*$*/Take(handlers);
    }
}

// An extension method Deconstruct types the variables a value is taken
// apart into (Robust's var (scaleX, scaleY) = size / texSize of
// Vector2Helpers.Deconstruct(this Vector2, out float, out float)).
public struct Vector { public float X, Y; }
public static class VectorHelpers
{
    public static void Deconstruct(this Vector v, out float x, out float y) { x = v.X; y = v.Y; }
    static float Larger(Vector size) { var (x, y) = size; return Math./*$*/Max(x, y); }
}

// new G<A, B> { } as a member's value in an initializer, after the first
// member: the grammar splits it at the comma (OpenAPI.NET's
// new OpenApiPathItem { Summary = "", Operations = new Dictionary<HttpMethod, OpenApiOperation> { ... } }).
public class Method { }
public class Operation { public string? Name { get; set; } }
public class PathItem { public string? Summary { get; set; } public Dictionary<Method, Operation>? Operations { get; set; } public int Order { get; set; } }
public static class PathItems
{
    static PathItem Make(Method get) => new PathItem { Summary = "", Operations = new /*$*/Dictionary<Method, Operation> { [get] = new Operation { /*$*/Name = "x" } }, /*$*/Order = 2 };
}

// An interpolated string without holes converts to a handler too, only the
// worse for it when a string overload is there (ZLogger's
// logger.ZLogInformation($"HELLO!") has no string overload).
public static class HandlerOnly
{
    public static void Log(this Missing.Package.ILogger logger, ref CheckHandler message) { }
    public static void Log(this Missing.Package.ILogger logger, int code, ref CheckHandler message) { }
    public static void Trace(this object logger, ref CheckHandler message) { }
    public static void Trace(this object logger, string message) { }
    static void Use(Missing.Package.ILogger logger) { logger./*$*/Log($"HELLO!"); logger./*$*/Trace($"HELLO!"); }
}

// A tuple is the System.ValueTuple of its elements: it goes to object, and
// a lambda returning one to a Func<object> rather than an Action
// (AspNetCoreOData's ExceptionAssert.Throws<T>(() => BindFilterAndVerify<T>(...))
// of a method returning (Expression, Expression)).
public static class TupleTargets
{
    public static void Throws(System.Action action) { }
    public static void Throws(System.Func<object> func) { }
    public static void Take(object value) { }
    public static void Take(int value) { }
    static (int, string) Pair() => (1, "a");
    static void Use() { /*$*/Throws(() => Pair()); /*$*/Take(Pair()); /*$*/Take((1, 2)); }
}

// (Int16)(a * b) is a cast of a product, which the grammar reads as a call
// of (Int16) with a pointer declaration a* b (NAudio's
// SwapEndian((Int16)(Int16.MaxValue * sample))).
public static class CastOfProduct
{
    static int Swap(short n) => 1;
    static int Swap(int n) => 2;
    static int Use(float sample, int scale)
    {
        var cut = (Int16)(scale * sample);
        return /*$*/Swap((Int16)(Int16.MaxValue * sample)) + /*$*/Swap(/*$*/cut) + Swap((Int16)(/*$*/scale * /*$*/sample));
    }
}

// A standard conversion to a nullable type before a user-defined one:
// a TimeSpan goes to Optional<TimeSpan?> through its operator from T, and
// is better there than as an object (the MongoDB driver's
// writeConcern.With(wTimeout: TimeSpan.FromMilliseconds(...))).
public struct Optional<T> { public static implicit operator Optional<T>(T value) => default; }
public class Concern
{
    public Concern With(Optional<TimeSpan?> wTimeout) => this;
    public Concern With(object value) => this;
    public Concern Limit(Optional<long?> count) => this;
    public Concern Limit(object value) => this;
    static void Use(Concern concern) => concern./*$*/With(wTimeout: TimeSpan.Zero)./*$*/Limit(5);
}

// A span goes only to a span of its element type (LLamaSharp's
// Prompt(span) of a Span<LLamaToken> is Prompt(ReadOnlySpan<LLamaToken>,
// bool), not Prompt(ReadOnlySpan<float>), which needs no default argument).
public struct Token { public int Id; }
public class Conversation
{
    public void Prompt(ReadOnlySpan<Token> tokens, bool allLogits = false) { }
    public void Prompt(ReadOnlySpan<float> embeddings) { }
    public void Prompt(Token token)
    {
        Span<Token> span = stackalloc Token[1];
        span[0] = token;
        /*$*/Prompt(span);
    }
}

// Text goes to a ReadOnlySpan<char>, never to a span of bytes (win-acme's
// rsa.ImportEncryptedPkcs8PrivateKey(password, bytes, out var read)).
public static class Keys
{
    static void Import(ReadOnlySpan<byte> passwordBytes, int flags) { }
    static void Import(ReadOnlySpan<char> password, int flags) { }
    static void Use(string password) => /*$*/Import(password, 0);
}

// A type parameter where a value is is a type of its own: an
// IObservable<T>[] is no IObservable<Unit>[], a List<T> no
// IEnumerable<string> (UniRx's WhenAll<T>(sources) calling WhenAll(array)
// is WhenAll<T>, not WhenAll(params IObservable<Unit>[])).
public struct Unit { }
public static class Observables
{
    public static IObservable<T[]> WhenAll<T>(params IObservable<T>[] sources) => null!;
    public static IObservable<Unit> WhenAll(params IObservable<Unit>[] sources) => null!;
    public static IObservable<T[]> Collect<T>(IObservable<T>[] array) => /*$*/WhenAll(array);
    static void Count(IEnumerable<string> names) { }
    static void Count(object value) { }
    public static void Use<T>(List<T> items) => /*$*/Count(items);
}

// x != y?.Size, which the grammar reads as (x != y)?.Size, compares: a
// bool (fluentui-blazor's paginationStateHasChanged).
public class Pages
{
    public int? Size { get; set; }
    static void Compare(Pages? a, Pages? b, int? n)
    {
        var /*$*/changed = n != b?.Size || a?.Size < b?.Size;
    }
}

// A user-defined conversion may be followed by a standard one: to a type
// deriving from the parameter's (LINQKit's ExpressionStarter<T> has an
// operator to Expression<Func<T, bool>>, an Expression:
// new ExpressionExpander().Visit(starter)).
public class Shape { }
public class Circle : Shape { }
public class Starter<T> { public static implicit operator Circle(Starter<T> s) => new(); }
public class Visitor
{
    public void Visit(Shape shape) { }
    public void Visit(System.Collections.Generic.List<Shape> shapes) { }
    void Use(Starter<string> starter) => /*$*/Visit(starter);
}

// c ? a : b of two types not read of other names: which converts to the
// other is not known, but for a branch cast to its type, which the cast
// is there to give the whole (EFCore.Projectables' cond ? maExpr :
// (ExpressionSyntax)node); of one such type, that type.
public static class Unreads
{
    static void Pick(bool c, Missing.Package.MemberAccess m, Missing.Package.Expression e, Missing.Package.Expression f, object o)
    {
        var /*$*/either = c ? m : e;
        var /*$*/same = c ? e : f;
        var /*$*/cast = c ? m : (Missing.Package.Expression)o;
    }
}

// b && s?.Trim() is { } t, which the grammar reads as (b && s)?.Trim() is
// { } t, tests s?.Trim(): t is a string (IDisposableAnalyzers'
// ImplementIDisposableFix).
public static class Tests
{
    static void Test(bool b, string? s)
    {
        if (b && s?.Trim() is { } /*$*/trimmed) { }
    }
}

// A local constant is a constant: const int v = 255 converts to a byte
// (RecyclableMemoryStream's tests' stream.WriteByte(testValue)).
public static class Bytes
{
    static void Put(byte b) { }
    static void Put(string s) { }
    static void Use()
    {
        const int value = 255;
        /*$*/Put(value);
    }
}

// A constant named by a member access converts as its value does:
// int.MaxValue fits a uint, so Math.Min(len, int.MaxValue) of a uint len
// is Min(uint, uint) (LibVLCSharp's StreamMediaInput).
public static class NamedConstants
{
    public const int Small = 200;
    public static void Use(uint len)
    {
        var a = System.Math./*$*/Min(len, int.MaxValue);
        var c = System.Math./*$*/Min(len, NamedConstants.Small);
    }
}

// default goes to every parameter type, no better to one than to
// another: among the tied, the overload whose every parameter has an
// argument wins (Friflo's store.GetArchetype(default) of GetArchetype(in
// Tags) beside GetArchetype(in ComponentTypes, in Tags = default)).
public struct ComponentTypes { public int Mask; }
public struct Tags { public int Bits; }
public class ArchetypeStore
{
    public int GetArchetype(in ComponentTypes types, in Tags tags = default) => 1;
    public int GetArchetype(in Tags tags) => 2;
    public static int Use(ArchetypeStore store) => store./*$*/GetArchetype(default);
}

// One enum's value minus another's is of the enum's underlying type
// (FluentScheduler's var diff = dayOfWeek - last.DayOfWeek is an int).
public enum Shade : byte { Light, Dark }
public static class EnumDifferences
{
    public static void Use(System.DayOfWeek day, System.DateTime last, Shade a, Shade b)
    {
        var /*$*/diff = day - last.DayOfWeek;
        var /*$*/steps = a - b;
        var /*$*/next = a + 1;
    }
}

// A type with conversions of its own gives a generic parameter no bound,
// but converts once the other arguments fix it: NetMQ's Msg, an implicit
// Span<byte>, goes to CopyTo<T>(this T[], Span<T>) for a byte[], not to
// the Memory<T> overload (here the code's Window<T> and Region<T>).
public readonly struct Window<T> { }
public readonly struct Region<T> { }
public struct Msg
{
    public static implicit operator Window<byte>(Msg m) => default;
}
public static class Windows
{
    public static void Put<T>(this T[] source, Window<T> destination) { }
    public static void Put<T>(this T[] source, Region<T> destination) { }
    static void Use(byte[] bytes, Msg msg) => bytes./*$*/Put(msg);
}

// A value of a type of the code without operators of its own, but an
// implicit conversion to a numeric type, takes the predefined operator of
// that type (svg-net's var radius = StrokeWidth / 2 of an SvgUnit with an
// implicit operator float is a float; a double operand makes a double).
public struct SvgUnit
{
    private float _value;
    public static implicit operator float(SvgUnit unit) => unit._value;
    public static implicit operator SvgUnit(float value) => new SvgUnit { _value = value };
}

public class Stroke
{
    public SvgUnit StrokeWidth { get; set; }
    public void Draw()
    {
        var /*$*/radius = StrokeWidth / 2;
        var /*$*/scaled = StrokeWidth * 1.5;
        var /*$*/sum = StrokeWidth + StrokeWidth;
    }
}

// A user-defined conversion declared in a base class converts the derived
// class's values too (Vanara's CreateBitmap(..., SafeNativeArray<uint>) goes
// to the IntPtr overload by SafeAllocatedMemoryHandleBase's operator).
public abstract class HandleBase { public static implicit operator System.IntPtr(HandleBase h) => default; }
public class NativeArrayBase<T> : HandleBase { }
public class NativeArray<T> : NativeArrayBase<int> { }
public static class Bitmaps
{
    static int Create(int width, System.IntPtr bits) => 0;
    static int Create(int width, byte[]? bits) => 1;
    static int Use(NativeArray<uint> bits) => /*$*/Create(13, bits);
}

// a ?? b with b an object is an object, a's type read or not: an object
// converts to no other type (PSRule's InputObject ?? GetTargetObjectValue()
// of a PSObject not read).
public class CoalesceToObject
{
    public System.Management.Automation.PSObject? Input { get; set; }
    static object Fallback() => new object();
    public string? Use()
    {
        var /*$*/value = Input ?? Fallback();
        var /*$*/text = (string?)null ?? Fallback();
        return value.ToString() + text;
    }
}

// A tuple literal converts to a type by that type's user-defined
// conversion from a tuple, and to no class without one (RobustToolbox's
// GetLocalBounds((uid, sprite)) of an Entity<SpriteComponent>, beside
// GetLocalBounds(Layer)).
public struct EntityId { }
public readonly struct EntityOf<T>
{
    public static implicit operator EntityOf<T>((EntityId Owner, T Comp) tuple) => default;
}
public class Bounds
{
    public int Of(EntityOf<Bounds> entity) => 0;
    public int Of(string layer) => 1;
    public int Use(EntityId id) => /*$*/Of((id, this));
}

// The predefined operators of native integers: nuint & nuint is a nuint,
// nuint & 0xFF too, nint | int a nint, nint & long a long (Sep's masks).
public class NativeIntegers
{
    public void Masks(nuint separators, nuint endings, nint offset, int i, long l)
    {
        var /*$*/both = separators & ~endings;
        var /*$*/low = separators & 0xFF;
        var /*$*/moved = offset | i;
        var /*$*/wide = offset & l;
        var /*$*/shifted = separators << 2;
    }
}

// A constant converts to a user-defined operator's parameter type where
// it fits: 100 goes to Dimensions through its operator from ushort; and
// a collection expression converts to no T[,] (L5Sharp's ArrayData<T>).
public sealed class Dimensions
{
    public Dimensions(ushort length) { }
    public static implicit operator Dimensions(ushort length) => new(length);
}
public class ArrayData
{
    public ArrayData(System.Xml.Linq.XElement element) { }
    public ArrayData(Dimensions dimensions) { }
    public ArrayData(int[] array) { }
    public ArrayData(int[,] array) { }
    public static ArrayData Sized() => new /*$*/ArrayData(100);
    public static ArrayData Listed() => new /*$*/ArrayData([1, 2, 3]);
}

// null goes to a struct through its implicit conversion from a reference
// type, so the other arguments choose the overload (Loyc's
// sm.Sync(null, 0L) of Sync(FieldId, bool) and Sync(FieldId, long), where
// FieldId converts from string?).
public struct FieldKey
{
    public string? Name;
    public static implicit operator FieldKey(string? name) => new FieldKey { Name = name };
}
public class FieldSyncer
{
    public bool Sync(FieldKey name, bool value) => value;
    public long Sync(FieldKey name, long value) => value;
    public long Use() => /*$*/Sync(null, 0L);
}

// A collection expression goes better to a collection class than to an
// interface the class implements (SharpTS's new SharpTSArray([]) of
// SharpTSArray(Deque<object?>) and SharpTSArray(IEnumerable<object?>)).
public sealed class Bag<T> : System.Collections.Generic.IEnumerable<T>
{
    private readonly List<T> _items = new();
    public void Add(T item) => _items.Add(item);
    public IEnumerator<T> GetEnumerator() => _items.GetEnumerator();
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
}
public class Bagged
{
    public Bagged(Bag<object?> elements) { }
    public Bagged(IEnumerable<object?> elements) { }
    public static Bagged Empty() => new /*$*/Bagged([]);
}

// A user-defined conversion to string goes to no IEnumerable<string>
// (a string is an IEnumerable<char>): a path that converts to string is a
// params string[]'s element (TreeDataGrid's Nuke Zip(path, params
// string[]) beside Zip(path, IEnumerable<string>)).
public class PathLike
{
    public static implicit operator string(PathLike path) => "";
}
public class Zipping
{
    void Zip(PathLike target, params string[] paths) { }
    void Zip(PathLike target, System.Collections.Generic.IEnumerable<string> paths) { }
    void Use(PathLike target, PathLike root) => /*$*/Zip(target, root);
}

// The receiver is only an argument: where a method's receiver beats a
// generic one's only as not generic, the other arguments decide first
// (SmartStoreNET's he.Merge(m, true) of a Dictionary<string, object> is
// Merge<TKey, TValue>(this IDictionary<TKey, TValue>, IDictionary<TKey,
// TValue>), whose dictionary is better than Merge's object).
public static class Merging
{
    public static IDictionary<string, object> Merge(this IDictionary<string, object> instance, object values, bool replace = true) => instance;
    public static IDictionary<TKey, TValue> Merge<TKey, TValue>(this IDictionary<TKey, TValue> instance, IDictionary<TKey, TValue> from, bool replace = true) => instance;

    static void Use(IDictionary<string, object> into, Dictionary<string, object> from, string text)
    {
        into./*$*/Merge(from, true);
        into./*$*/Merge(text, true);
    }
}
