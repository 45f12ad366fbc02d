using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace Res.Chains;

// The grammar binds ?. more loosely than C#: b && F?.M() is b && (F?.M()).
public class Operands
{
    private string[]? F;
    private string? S;

    public bool And(bool b) => b && F?./*$*/FirstOrDefault() == null;
    public bool Or(bool b) => b || S?./*$*/Trim() == null;
    public object Coalesce(object a) => a ?? S?./*$*/Trim();
    public bool Not() => !F?./*$*/Any() ?? false;
    public bool Alone() => F?./*$*/FirstOrDefault() == null;
}

// A nested initializer sets the members of the value the property holds.
public class Options { public int Size { get; set; } public Options Inner { get; } = new(); }
public class Holder { public Options Other { get; } = new Options(); }

public class Initializers
{
    public Holder Make() => new Holder { /*$*/Other = { /*$*/Size = 2, /*$*/Inner = { /*$*/Size = 3 } } };
}

// A lambda's body decides between delegates: the one whose parameter has
// the member it reads, and whose result its value converts to.
public delegate TM FromText<TM>(FromArgs a);
public delegate string ToText<TC>(ToArgs<TC> a);
public struct FromArgs { public string Row; }
public struct ToArgs<T> { public T Value; }
public class Rec { public int Id { get; set; } }
public class Map<TC, TM>
{
    public void Convert(FromText<TM> f) { }
    public void Convert(ToText<TC> f) { }
}

public class Conversions
{
    public void Use(Map<Rec, int> m)
    {
        m./*$*/Convert(a => $"x{a./*$*/Value./*$*/Id}");
        m./*$*/Convert(a => "constant");
        m./*$*/Convert(a => a./*$*/Row.Length);
        m./*$*/Convert(a =>
        {
            var id = a./*$*/Value.Id;
            return id.ToString();
        });
    }
}

// .NET's StreamWriter overrides TextWriter's WriteLine(string).
public class Writers
{
    public void Write(Stream s)
    {
        var w = new StreamWriter(s);
        w./*$*/WriteLine("x");
        w./*$*/Write("x");
    }
}

// A body that gives its parameter back: its type is the overload's to
// give, so the result does not decide between a declared delegate and a
// Func; the Func<T, bool> cannot return an Exception, so the other wins.
public delegate Exception? ExceptionFilter(Exception ex);
public class Builder<TResult>
{
    public Builder(ExceptionFilter filter) { }
    public Builder(Func<TResult, bool> predicate) { }
}

public class Builders
{
    public Builder<int> Make() => new /*$*/Builder<int>(exception => /*$*/exception);
}

// T? of a type parameter that is not constrained to structs is T, a struct
// when T stands for one; T? of one constrained to structs is Nullable<T>.
public readonly struct Result { public int[] Ids { get; } public int Count => Ids.Length; }
public class Processor<T> { }
public static class Processing
{
    public static T? Execute<T>(Processor<T> processor) => default;
    public static T? ExecuteValue<T>(Processor<T> processor) where T : struct => default;

    public static void Run(Processor<Result> proc)
    {
        var result = Execute(proc);
        var n = result./*$*/Count + result./*$*/Ids[0];
        var value = ExecuteValue(proc);
        var has = value./*$*/HasValue && value./*$*/Value./*$*/Count > 0;
    }
}

// An extension method called in its static form infers its type
// arguments from its first argument as a call on a receiver does.
public struct Entry { public string Name; public double Score; }
public static class Mapping
{
    public static IEnumerable<R> Map<T, R>(this IEnumerable<T> source, Func<T, R> f) => source.Select(f);

    public static void Use(Entry[] entries, List<Entry> list)
    {
        var a = Mapping.Map(entries, e => e./*$*/Name);
        var b = entries.Map(e => e./*$*/Name);
        var c = Enumerable.Select(list, e => e./*$*/Score);
        var d = Enumerable.Select<Entry, string>(list, e => e./*$*/Name);
    }
}

// "..."u8 is a ReadOnlySpan<byte> of UTF-8 bytes, not a string.
public struct Scanner
{
    public bool TryRead(ReadOnlySpan<byte> value, out int bytesRead) { bytesRead = 0; return true; }
    public bool TryRead(string value, out short bytesRead) { bytesRead = 0; return true; }

    public void Scan()
    {
        /*$*/TryRead("_\r\n"u8, out var consumed);
        /*$*/TryRead("text", out var read);
    }
}

// Types of assemblies not read are told apart by their type arguments too.
public static class Formatting
{
    public static int Format(long value, Span<char> destination) => 0;
    public static int Format(long value, Span<byte> destination) => 0;

    public static int Measure(long value)
    {
        Span<byte> bytes = stackalloc byte[20];
        return /*$*/Format(value, bytes);
    }
}

// A type parameter passed as a type argument keeps its constraints: the
// value Holder<TProvider>.Instance gives has a Provider's members.
public static class Holder<TProvider> where TProvider : Provider
{
    public static TProvider Instance { get; } = default!;
}
public abstract class Provider { public abstract int Factory { get; } }
public abstract class TestBase<TProvider> where TProvider : Provider
{
    public static int Make()
    {
        var provider = Holder<TProvider>.Instance;
        return provider./*$*/Factory;
    }
}

// Iterating an Array (not a T[]) or an IEnumerable gives objects.
public static class Sequences
{
    static void Take(object o) { }
    static void Take(string s) { }

    public static void Iterate(Array values, System.Collections.IEnumerable items)
    {
        foreach (var a in values) /*$*/Take(a);
        foreach (var b in items) { _ = b./*$*/GetHashCode(); }
    }
}

// C# 14: `field` in a property's accessor (or its arrow) is the backing
// field the compiler declares for the property, <Skip>k__BackingField.
public class Paged
{
    public int Skip { get; init { if (value < 0) throw new ArgumentOutOfRangeException(nameof(value)); /*$*/field = value; } }
    public string Name { get => /*$*/field ?? ""; set => field = value.Trim(); } public string Label => /*$*/field ??= "";
}

// A lambda without a target type has its natural type (C# 10).
public static class Natural
{
    public static int Use()
    {
        var start = () => Console.WriteLine();
        start./*$*/Invoke();
        var f = (int x) => x.ToString();
        return f(3)./*$*/Length + f./*$*/Invoke(4).Length;
    }
}

// An extension method the arguments rule out is not called on a value of a
// type not read: the type's own method, unread too, is.
public static class WriterExtensions
{
    public static void WriteString(this Vendor.Json.Writer writer, string name, DateTimeOffset? value) { }
}
public static class Writing
{
    public static void Write(Vendor.Json.Writer writer)
    {
        writer./*$*/WriteString("name", "text");
        writer./*$*/WriteString("when", DateTimeOffset.Now);
    }
}

// Named arguments of constructor initializers and of local functions name
// those parameters.
public class Middleware : MiddlewareBase
{
    public Middleware(string next) : this(next, /*$*/finalize: false) { }
    public Middleware(string next, bool finalize) : base(next, /*$*/quiet: finalize) { }

    public static int Sum()
    {
        int Local(int x, int y) => x - y;
        return Local(/*$*/y: 1, x: 2);
    }
}
public class MiddlewareBase
{
    public MiddlewareBase(string next, bool quiet) { }
}

// Extended property patterns read a member of a member (C# 10).
public class Cmd
{
    public List<string> Items { get; } = new();
    public bool Has => true;
    public static bool Many(object o) => o is Cmd { Has: true, /*$*/Items./*$*/Count: > 1 };
}

// A method group converts to a delegate only when its result converts to
// the delegate's.
public static class Runs
{
    public static int Run(Func<string[], int> f) => 0;
    public static int Run(Func<string[], System.Threading.Tasks.Task<int>> f) => 1;
    static System.Threading.Tasks.Task<int> Program(string[] args) => System.Threading.Tasks.Task.FromResult(0);
    public static int Go() => /*$*/Run(Program);
}

// C# 14 extension properties are members of the receiver's values.
public class Symbol { }
public class Argument : Symbol { }
public static class DynamicSymbolExtensions
{
    /*$*/extension(Symbol symbol)
    {
        public bool IsDynamic { get => true; set { } }
    }
    // A static member of an extension block is a member of the type.
    extension(Symbol)
    {
        public static Symbol Create(string name) => new Argument();
    }
}
public static class Dynamics
{
    public static bool Use(Argument a)
    {
        var b = new Argument { /*$*/IsDynamic = true };
        var /*$*/created = Symbol./*$*/Create("a");
        return a./*$*/IsDynamic && b.IsDynamic;
    }
}

// The instance methods of a generic extension block are called as generic
// extension methods: the block's type parameters are inferred from the
// receiver (Elsa's Input<T>.Get(context)).
public class Slot<T> { public T Value = default!; }
public class Context { }
public static class SlotExtensions
{
    extension<T>(Slot<T>? slot)
    {
        public T Get(Context context) => slot!./*$*/Value;
        public U Map<U>(System.Func<T, U> map) => map(slot!.Value);
    }

    // The block's type parameter in its own header (ReactiveUI's
    // extension<TSender>(TSender? sender) where TSender : class).
    extension<TSender>(/*$*/TSender? sender) where /*$*/TSender : class
    {
        public /*$*/TSender Self() => sender!;
        public int Watch<TValue>(string name, bool beforeChange) => 0;
    }
}
public static class Slots
{
    public static int Use(Slot<Argument> slot, Context context)
    {
        var /*$*/got = slot./*$*/Get(context);
        return slot./*$*/Map(a => a./*$*/GetHashCode()) + /*$*/got.GetHashCode();
    }

    // Type arguments written on such a method called on a value are the
    // block's and then its own, as for the extension method it is
    // (ReactiveUI's sender.ObservableForProperty<TSender, T1>(name, beforeChange: false)).
    public static int Observe<TSender>(TSender sender) where TSender : class =>
        sender./*$*/Watch<TSender, int>("p", /*$*/beforeChange: false);

    // A block's type parameter that neither the receiver nor the arguments
    // give (constraints do not) rules its members out (ReactiveUI's
    // AutoPersistCollection on an ObservableCollection<T>).
    public static int Persist(System.Collections.ObjectModel.ObservableCollection<Argument> items) =>
        items./*$*/Persist(_ => 1);
}
// A block of static members names its receiver's type only: a type, no
// parameter (MiniExcel's extension(ZipArchive) { static CreateAsync(...) }).
public static class ContextStatics
{
    extension(/*$*/Context)
    {
        public static Context Make() => new();
        // The receiver's type named inside is that type, no parameter
        // (CliWrap's extension(Environment) { ... Environment.GetEnvironmentVariable(n) }).
        public static Context Again() => /*$*/Context./*$*/Make();
    }
    public static Context Use() => Context./*$*/Make();
}
public static class PersistExtensions
{
    extension<TItem>(System.Collections.ObjectModel.ObservableCollection<TItem> items)
    {
        public int Persist(System.Func<TItem, int> save) => 0;
    }
    extension<TItem, TCollection>(TCollection items) where TCollection : System.Collections.Generic.IEnumerable<TItem>
    {
        public int Persist(System.Func<TItem, int> save) => 1;
    }
}

// In an array initializer `a = b` is an assignment: a is found by the
// usual lookup, not as a member of what is created.
public class Panel { }
public class Section
{
    private Panel first = null!;
    public object[] Items = System.Array.Empty<object>();
    public void Build()
    {
        Items = new object[] { /*$*/first = new Panel() };
        var a = new[] { /*$*/first = new Panel() };
        Panel[] b = { /*$*/first = new Panel() };
    }
}

// A conditional's type is the one both branches convert to; a switch
// expression's is the best common type of its arms.
public class BaseGroup { public void Add() { } }
public class LoopGroup : BaseGroup { public new void Add() { } }
public static class Groups
{
    public static void Run(bool f, int k, LoopGroup loop, BaseGroup plain)
    {
        var t = f ? loop : plain;
        t./*$*/Add();
        (f ? loop : plain)./*$*/Add();
        var s = k switch { 0 => loop, _ => plain };
        s./*$*/Add();
        (f ? loop : loop)./*$*/Add();
    }
}

// An extension method is not called with fewer arguments than its
// parameters without defaults, even on a receiver of a type not read.
public static class Shoulds
{
    public static void Should<T>(this T self, Func<T, bool> isValid, string message) { }
    public static void Check(Missing.Package.Thing x) => x./*$*/Should();
}

// Of two generic overloads that both apply with the same parameter types,
// the more specific declared parameter wins (a type argument that is
// itself constructed beats a bare type parameter).
public class Box<T> { }
public class Wrap<T> { }
public static class Specific
{
    public static void P<T>(Wrap<T> f) { }
    public static void P<T>(Wrap<Box<T>> f) { }
    public static void M<T>(Func<object, T> f) { }
    public static void M<T>(Func<object, Box<T>> f) { }
    public static void Use(Wrap<Box<int>> w, Func<object, Box<int>> g)
    {
        /*$*/P(w);
        /*$*/M(g);
    }
}

// An interface converts to object and to its base interfaces, not to a
// class.
public interface IRef { }
public class Ref { }
public class Strategy { }
public static class Converts
{
    public static void L(Strategy f) { }
    public static void L(object a) { }
    public static void Use(IRef r, Ref r2)
    {
        /*$*/L(r);
        /*$*/L(r2);
    }
}

// A discard takes its position in a deconstruction.
public class Window { public int X; }
public class Model { public int Y; }
public static class Boots
{
    static (Window Window, Model Model) Boot() => (new Window(), new Model());
    public static int Use()
    {
        var (_, vm) = Boot();
        return vm./*$*/Y;
    }
}

// `is { } v` on a Nullable<S> gives v the type S.
public readonly record struct Target(string Node, int Index);
public static class Targets
{
    public static int Use(Target? initial)
    {
        if (initial is { } first) return first./*$*/Index;
        return initial is not { } other ? 0 : other./*$*/Index;
    }
}

// A value argument goes to a value parameter, an out argument to an out
// parameter.
public class Variable { }
public class Instr
{
    public bool MatchLoad(out Variable v) { v = new Variable(); return true; }
    public bool MatchLoad(Variable v) => false;
    public bool Use(Variable x) => /*$*/MatchLoad(x) || /*$*/MatchLoad(out var y);
}

// When no instance method of the name takes the arguments, extension
// methods are looked up.
public enum Code { A }
public interface ITextOutput { void Write(char ch); void Write(string text); }
public static class OutputExtensions { public static void Write(this ITextOutput o, Code c) { } }
public static class Outputs
{
    public static void Use(ITextOutput output, Code c) => output./*$*/Write(c);
}

// An argument of a type not known does not choose among overloads that
// differ in its parameter's type.
public static class Unknowns
{
    public static object Use(Missing.Package.Thing t) => System.Math./*$*/Abs(t.Height);
}

// An extension method of a workspace type does not apply to a value of a
// type of an assembly not read.
public interface IModule { }
public interface ITypeDef { string Name { get; } }
public static class ModuleExtensions
{
    public static ITypeDef GetTypeDefinition(this IModule m, int handle) => null!;
}
public static class Metadata
{
    public static object Use(Missing.Package.MetadataReader metadata)
    {
        var td = metadata./*$*/GetTypeDefinition(1);
        return td./*$*/Name;
    }
}

// A foreach's variable is in scope in the foreach only: before it, the
// same name is the field.
public class Anim { public void Play() { } }
public class Icons
{
    private Anim icon = new();
    private List<Anim> icons = new();
    public void Scopes()
    {
        foreach (var i in new[] { 1, 2 })
        {
            /*$*/icon = new Anim();
            icon./*$*/Play();
        }
        foreach (var icon in icons)
            icon./*$*/Play();
        for (int k = 0; k < 2; k++) { }
        var /*$*/k2 = 0;
    }
}

// A binary operator is chosen among those of both operands' types by the
// operands: WPos - WPos is a WVec, int2 + float2 goes through int2's
// implicit conversion to float2.
public readonly struct WVec { public int Len => 0; }
public readonly struct WPos
{
    public static WPos operator -(in WPos a, in WVec b) => a;
    public static WVec operator -(in WPos a, in WPos b) => default;
    public int X => 0;
}
public readonly struct Float2
{
    public static Float2 operator +(Float2 a, Float2 b) => a;
    public float Fx => 0;
}
public readonly struct Int2
{
    public static Int2 operator +(Int2 a, Int2 b) => a;
    public static implicit operator Float2(Int2 a) => default;
}
public static class Positions
{
    public static int Use(WPos to, WPos from, WVec v, Int2 i, Float2 f)
    {
        var d = to - from;
        var p = to - v;
        var r = i + f;
        return d./*$*/Len + p./*$*/X + (int)r./*$*/Fx;
    }
}

// Tuple literals have a type: in an implicitly typed array, and as what a
// lambda returns.
public static class TupleArrays
{
    public static string Use(string[] words)
    {
        var names = words.Select(w => (Index: (byte)1, w.Length)).ToArray();
        var all = new[] { (Index: (byte)0, Length: 2) }.Concat(names);
        return names[0]./*$*/Index + all./*$*/First()./*$*/Length.ToString();
    }
}

// A tuple converts to a tuple type element by element, whatever the names:
// the extension method takes the method group.
public class Strategy2 { public int Execute<TState, TResult>(TState s, Func<TState, TResult> op, Func<TState, bool> verify) => 0; }
public static class StrategyExtensions { public static void Execute<TState>(this Strategy2 s, TState state, Func<TState, int> op) { } }
public static class TupleGroups
{
    static int Work((bool A, int B) options) => 0;
    public static void Use(bool a) => new Strategy2()./*$*/Execute((false, 1), Work);
}

// A ref local's type is the type it refers to: ref var, ref T and ref
// readonly T.
public class Cell { public int Count; }
public class Cells
{
    private Cell[] items = { new Cell() };
    public int Use()
    {
        ref var a = ref items[0];
        ref Cell b = ref items[0];
        ref readonly Cell c = ref items[0];
        return a./*$*/Count + b./*$*/Count + c./*$*/Count;
    }
}

// An extension method of a type not read applies to a workspace type
// deriving from it.
public class MyTree : Missing.Package.TreeView { }
public static class TreeExtensions
{
    public static IEnumerable<int> Items(this Missing.Package.TreeView t) => new List<int>();
}
public static class Trees
{
    public static int Use(MyTree t) => t./*$*/Items()./*$*/Count();
}

// From MassTransit: an anonymous object's members are not in scope in its
// own initializers; an out argument declared with a type chooses the
// overload; extension methods apply to a type parameter through its
// constraints; a Task method is no Action.
public enum Sizes { Small, Large }
public interface IMachine<T> { }
public static class MachineExtensions { public static T First<T>(this IMachine<T> m) => default!; }
public class MachineHolder<TM> where TM : IMachine<Cell>
{
    static void Read(out int x) { x = 0; }
    static void Read(out string s) { s = ""; }
    System.Threading.Tasks.Task Work() => System.Threading.Tasks.Task.CompletedTask;
    public object Go(TM m)
    {
        object o = new { Sizes = /*$*/Sizes./*$*/Large };
        /*$*/Read(out string a);
        System.Threading.Tasks.Task./*$*/Run(Work);
        return m./*$*/First()./*$*/Count;
    }
}

// Type arguments written on a call are the method's: M<Msg>("text") cannot
// pass a string for a Msg.
public class Msg { }
public static class Publishes
{
    static void Pub<T>(T message, int n) { }
    static void Pub<T>(object values, int n) { }
    public static void Use() => /*$*/Pub<Msg>("text", 1);
}

// A query expression is a sequence of what it selects.
public static class Queries
{
    public static bool Use(string[] xs)
    {
        var words = from x in xs where x.Length > 2 select x.ToLower();
        var arr = words./*$*/ToArray();
        return words./*$*/All(w => arr./*$*/Contains(w));
    }
    public static object Use(IQueryable<string> q) => (from x in q select x.Length)./*$*/Where(n => n > 1);
    // group ... by calls GroupBy: on an IQueryable it makes an IQueryable of groups.
    public static int Grouped(IQueryable<string> q, string[] xs)
    {
        var groups = from x in q group x by x.Length;
        return groups./*$*/Count(g => g.Key > 2) + (from x in xs group x by x[0])./*$*/Count(g => g.Key > 'a');
    }
}

// A call with a dynamic argument is bound at run time; the compiler
// names the overload when only one can take the arguments
// (Convert.ChangeType(d, typeof(double), culture) in NJsonSchema).
public class Filter { public dynamic Args { get; set; } = 0; }
public static class Dynamics2
{
    static void M(int x) { }
    static void M(string x) { }
    static void N(object value, Type type) { }
    static void N(object value, TypeCode code) { }
    public static void Use(Filter f) => /*$*/M(f.Args);
    public static void Only(Filter f) => /*$*/N(f.Args, typeof(double));
}

// out T _ and is T _ are discards.
public static class Discards
{
    static bool Try(out int x) { x = 0; return true; }
    public static bool Use(object o) => Try(out int /*$*/_) && o is string /*$*/_;
}

// From Duplicati: an async lambda returns a Task of what it returns; a
// nullable tuple is a Nullable<ValueTuple>; (var a, var b) = value types
// its variables.
public static class Asyncs
{
    static T Id<T>(Func<T> f) => f();
    static (long Free, long Total)? Space() => (1, 2);
    static (string Name, int N) Pair() => ("a", 1);
    public static long Use()
    {
        var t = Id(async () => "s");
        var s = Space();
        (var name, var n) = Pair();
        return t./*$*/Result./*$*/Length + s./*$*/Value./*$*/Free + name./*$*/Length;
    }
}

// An extension method's `this T` takes the receiver by identity: better
// than `this object`.
public static class Copies
{
    public static object Copy(this object o) => o;
    public static T Copy<T>(this T o) => o;
}
public class Gradient { public Gradient Use() => this./*$*/Copy(); }

// From Bitwarden: (U, not null) is a pattern, not a declaration; generic
// type arguments are inferred through tuples; int? + int is an int?.
public class Err { }
public class UserErr : Err { }
public static class Patterns2
{
    static void Gen<T>((T, string) e) { }
    static void Gen<T>((T, bool, string) e) { }
    public static Err W(Err error, string? email, (int, bool, string) t, int? seats, int adj)
    {
        /*$*/Gen(t);
        var n = seats + adj;
        var ok = n./*$*/HasValue;
        return (error, email) switch { (UserErr, /*$*/not /*$*/null) => new UserErr(), _ => error };
    }
}

// A nested class's base may be a nested type its outer class inherits.
public abstract class Plan { public class Features { public string? SeatId { get; set; } } }
public class Teams : Plan
{
    private class TeamFeatures : Features
    {
        public TeamFeatures() { /*$*/SeatId = "x"; }
    }
}

// Circular bases (an error, as code mid-edit may have) end the walk up
// bases instead of the process.
public class Circle1 : CircleOuter.X { public class Z { } }
public class CircleOuter : Circle1 { public class Inner : Y { public int Q; } public class Y : Z { } }
public static class Circles { public static int Use(CircleOuter.Inner i) => i./*$*/Q; }

// A property whose type argument makes it a delegate is invoked.
public class BoxedValue { public string Value { get; set; } = ""; }
public class Holding<T> { public T Value { get; set; } = default!; }
public static class Invoked
{
    public static string M(Holding<Func<BoxedValue>> mine, Lazy<Func<BoxedValue>> lazy) =>
        mine./*$*/Value()./*$*/Value + lazy./*$*/Value().Value;
}

// An extension receiver of the same type beats one reached by variance.
public interface IVariant<out TData> { }
public class VBase { }
public class VDerived : VBase { }
public static class VariantExtensions
{
    public static IVariant<VBase> Go(this IVariant<VBase> b) => b;
    public static IVariant<VDerived> Go(this IVariant<VDerived> b) => b;
}
public static class VariantUse
{
    public static void M(IVariant<VDerived> d, IVariant<VBase> b) { d./*$*/Go(); b./*$*/Go(); }
}

// A verbatim identifier's @ is not part of its name.
public class Verbatim
{
    public int @Count;
    static int M(System.Reflection.PropertyInfo property) { var a = /*$*/@property./*$*/GetAccessors(); return a.Length; }
    static int N(string @value, Verbatim c) => /*$*/value.Length + c./*$*/@Count;
    static System.Func<Verbatim, int> F() => @ref => /*$*/@ref.Count;
}

// Type arguments are inferred from a params array's elements in the expanded form.
public class Boxed<T> { public T? Item; }
public static class ParamsInference
{
    public static Boxed<T> P<T>(params T[] xs) => new();
    public static int M() => P(1, 2)./*$*/Item + P(new[] { 3 })./*$*/Item;
}

// A method's type argument must meet its constraints: this T where T : struct, Enum takes no list.
public class EnumChecks<T> { public void OnlyEnum() { } }
public class ListChecks<T> { public void OnlyList() { } }
public static class EnumCheckExtensions
{
    public static EnumChecks<T> Check<T>(this T e) where T : struct, Enum => new();
}
public static class ListCheckExtensions
{
    public static ListChecks<T> Check<T>(this IEnumerable<T> e) => new();
}
public static class ConstraintUse
{
    public static void M<TItem>(List<int> list, DayOfWeek day, TItem[] items)
    {
        list.Check()./*$*/OnlyList();
        day.Check()./*$*/OnlyEnum();
        items.Check()./*$*/OnlyList();
    }
}

// No extension method read takes the call's arguments: the one called is of an assembly not read.
public static class ExpectExtensions
{
    public static void Expect<T>(this T value, Func<T, bool> check, string message) { }
}
public static class ExpectUse
{
    public static void M(string s) { s./*$*/Expect(); s./*$*/Expect(x => true, "m"); }
}

// A type parameter given two types neither of which converts to the other
// fails inference, which rules the method out.
public static class Echo
{
    public static string R<T>(this T value, T x) => "T";
    public static int R<T>(this System.Threading.Tasks.Task<T> value, T x) => 1;
    public static T Pick<T>(T a, T b) => a;
    public static T Pick<T>(T a, T b, string why) => a;
    public static void M(System.Threading.Tasks.Task<string> t, int? n)
    {
        t./*$*/R("a");
        Pick(1, 2L)./*$*/CompareTo(3L);
        Pick(n, 4)./*$*/GetValueOrDefault();
        Pick("s", new object())./*$*/GetHashCode();
    }
}

// The better receiver among three: IEnumerable<string> over object (a
// better conversion) and over IEnumerable<T> (not generic).
public class ObjChecks { }
public class SeqChecks<T> { }
public class StrChecks { }
public static class ThreeShoulds
{
    public static ObjChecks Verify(this object o) => new();
    public static SeqChecks<T> Verify<T>(this IEnumerable<T> e) => new();
    public static StrChecks Verify(this IEnumerable<string> e) => new();
    public static void M(string[] arr, List<string> list, int[] ints) { arr./*$*/Verify(); list./*$*/Verify(); ints./*$*/Verify(); }
}

// A type nested in a constructed generic type reads the outer type arguments.
// In T[] and List<T> too, and in a sibling nested type one member returns.
public class Triple<T>
{
    public Buffer GetForWrite() => new Buffer();
    public class Buffer { public T Object = default!; public T[] All = default!; public List<T> Some = default!; public Spare Next = default!; }
    public class Spare { public T[] Rest = default!; }
    public delegate int Generator(T origin);
}
public class Nodule { public int Depth; }
public static class NestedUse
{
    public static int M(Triple<Nodule> roots)
    {
        Triple<Nodule>.Generator g = b => b./*$*/Depth;
        var buffer = roots.GetForWrite();
        return buffer.Object./*$*/Depth + buffer.All[0]./*$*/Depth + buffer.Some[0]./*$*/Depth + buffer.Next.Rest[0]./*$*/Depth;
    }
}

// So does a member of a base nested in the same generic type, beside the
// base's own type arguments (Eventuous' MongoOperationBuilder<TEvent,
// T>.UpdateOneBuilder : UpdateBuilder<UpdateOneBuilder>, whose
// Update(BuildUpdateFromEvent<TEvent, T>) takes a lambda of the event).
public delegate int Projection<in TEvent, TDoc>(TEvent evt, List<TDoc> docs);
public class OperationBuilder<TEvent, TDoc>
{
    public UpdateOne One => new();
    public class UpdateOne : UpdateBase<UpdateOne> { }
    public class UpdateBase<TBuilder>
    {
        public TBuilder Update(Projection<TEvent, TDoc> project) => default!;
        public TEvent Last() => default!;
    }
}
public static class Projections
{
    public static int M(OperationBuilder<Nodule, string> builder)
    {
        builder.One.Update((/*$*/evt, docs) => evt./*$*/Depth + docs[0]./*$*/Length);
        return builder.One./*$*/Last().Depth;
    }
}

// A tuple literal's type is written in its elements' scopes, one scope even
// when each element's type was written apart; an inferred name two elements
// share is dropped.
public class Pairs
{
    public class Foo { public int N; }
    public class Bar { public string Label = ""; }
    public class Item { public Foo F = new(); public Bar B = new(); }
    static T Id<T>(T x) => x;
    public static int M(List<Item> items, Foo f, Bar b, string s)
    {
        var pairs = items.Select(p => (p.F, p.B)).ToArray();
        var /*$*/same = Id((s, s));
        return pairs[0].F./*$*/N + Id((f, b)).b./*$*/Label.Length + same./*$*/Item2.Length;
    }
    public class MarkAttribute : Attribute { public int Order; }
    public static int Marked(Type[] types)
    {
        var marks = types.Select(t => (Type: t, Marks: System.Reflection.CustomAttributeExtensions.GetCustomAttributes<MarkAttribute>(t)));
        return marks.First().Marks.First()./*$*/Order;
    }
    public static int Zipped(List<Item> items)
    {
        var n = 0;
        foreach (var (item, text) in items.Zip(items, (a, b) => (a, b.ToString())))
            n += item./*$*/F.N + text./*$*/Length;
        return n;
    }
}

// The grammar reads Get<(int Id, decimal Value)>("q") and
// new List<(string X, int Y)> { } as comparisons unless shown them without
// the last element's name, which the type's text keeps.
public static class TupleArguments
{
    public static T Get<T>(string sql) => default!;
    public static object Get(string sql, object? p = null) => 0;
    public static decimal Use()
    {
        var /*$*/row = /*$*/Get<(int Id, decimal Value)>("q");
        var list = new List<(string X, int Y)> { ("a", 1) };
        return row./*$*/Value + list[0]./*$*/Y + Get<(int Id, decimal Value)>("r")./*$*/Id;
    }
}

// A base class's private nested type is not inherited: the base list of a
// type nested in a derived class names the namespace's type.
public class Journal { public string Title => ""; }
public class JournalTestBase { private sealed class Journal { } }
public class JournalTests : JournalTestBase
{
    public class MyJournal : Journal { string M() => /*$*/Title; }
    string N(MyJournal j) => j./*$*/Title;
}

// A value of an interface type has object's members too: an interface's
// ToString(IFormatProvider) hides no ToString().
public interface IFormattedValue { string ToString(IFormatProvider provider); }
public static class InterfaceObjectMembers
{
    public static string Use(IFormattedValue v, IConvertible c) => v./*$*/ToString() + c./*$*/ToString() + v./*$*/ToString(null);
}

// A method's type argument inferred as a type parameter of the code around
// it: ToArray<TSource> on an IEnumerable<T> gives a T[].
public class Projection<T>
{
    private readonly HashSet<T> set = new();
    public int Removed(IEnumerable<T> other)
    {
        var removals = set.Except(other).ToArray();
        return /*$*/removals.Length;
    }
}

// A type argument is inferred from a collection expression's elements
// (C# 12): Rx's Observable.OnErrorResumeNext([xs1, xs2]).
public static class Sources
{
    public static IEnumerable<T> Resume<T>(params IEnumerable<T>[] sources) => sources[0];
    public static List<T> Join<T>(IEnumerable<T> items) => items.ToList();
    public static int Use(List<int> a, List<int> b, List<string> more)
    {
        var resumed = Resume([a, b]);
        var joined = Join(["x", .. more]);
        return /*$*/resumed.Count() + /*$*/joined.Count;
    }
}

// foreach over a value of a type parameter constrained to a collection
// takes the constraint's elements (MemoryPack's collection formatters).
public static class Formatters
{
    public static int Sum<TCollection, TElement>(TCollection value) where TCollection : ICollection<TElement>
    {
        var n = 0;
        foreach (var item in value)
        {
            n += /*$*/item./*$*/GetHashCode();
        }
        return n;
    }
}

// nameof of an unbound generic type (C# 14) names the type of that arity.
public class Holder<T> { }
public class Pairing<TA, TB> { }
public static class Unbound
{
    public static string Names() => nameof(/*$*/Holder<>) + nameof(/*$*/Pairing<,>) + typeof(/*$*/Pairing<,>).Name;
}

// Nothing but itself converts to a type parameter that is open where the
// call is: a string is no TId, so the extension method is called
// (EventStore's read index tests).
public interface IStreamIndex<TId> { bool IsDeleted(TId id, int token); }
public static class StreamIndexExtensions
{
    public static bool IsDeleted<TId>(this IStreamIndex<TId> index, string name, int token) => false;
}
public class IndexScenario<TId>
{
    protected IStreamIndex<TId> Index = null!;
    public bool ByName() => Index./*$*/IsDeleted("stream", 0);
    public bool ById(TId id) => Index./*$*/IsDeleted(id, 0);
}

// A record's ToString, GetHashCode, Equals and == are its own, which the
// compiler declares (EventStore's certificate options).
public record CertificateOptions(string File);
public record struct Span3(int Start, int Length);
public static class Records
{
    public static bool Use(CertificateOptions a, CertificateOptions b, Span3 s, Span3 t) =>
        a./*$*/ToString() == b./*$*/ToString() && a./*$*/Equals(b) && s./*$*/Equals(t) && s./*$*/GetHashCode() > 0 && a /*$*/== b;
}

// The grammar reads `new Bag<Item>(items) { ... }` (one type argument, one
// argument that is a name, an initializer) as comparisons and a cast; the
// tree is put right (NuGet's `new List<PackageSource>(sources) { ... }`).
public class Item { public int Weight; }
public class Shelf { public List<Item> Items = new(); }
public class Bag<T> : List<T>
{
    public Bag() { }
    public Bag(IEnumerable<T> items) : base(items) { }
    public int Limit { get; set; }
}
public static class Creations
{
    public static int Fill(List<Item> items, Shelf shelf)
    {
        var bag = new /*$*/Bag</*$*/Item>(/*$*/items) { /*$*/Limit = 3 };
        var other = new Res.Chains./*$*/Bag<Res.Chains./*$*/Item>(shelf./*$*/Items) { new Item() };
        return bag./*$*/Limit + other./*$*/Count;
    }
}

// An operator of a generic extension block has the block's type
// parameters (language-ext's extension<A, B>(K<IO, A> _) { operator * }).
public class Box<T> { public T Value = default!; }
public static class BoxOperators
{
    extension<A, B>(Box<A> _)
    {
        public static Box</*$*/B> operator *(Func</*$*/A, B> f, Box<A> box) => new Box<B> { Value = f(box./*$*/Value) };
    }
}

// A type nested in a generic type, returned by a member of a construction
// of it, is that construction's: UniTask<T1>.Awaiter, not UniTask<T>.Awaiter.
public class Job<T>
{
    public struct Awaiter { public T GetResult() => default!; }
    public Awaiter GetAwaiter() => default;
}
public static class Jobs
{
    public static int Run(Job<int> job)
    {
        var /*$*/awaiter = job.GetAwaiter();
        return awaiter.GetResult()./*$*/CompareTo(1);
    }
}

// A member named _ after a dot is a member, not a discard (A<T>._ of
// FakeItEasy, which is not read); a type before a dot in a product the grammar reads as a pointer
// declaration, f(Buffer.Size * n), is referred to, not read; the elements
// of a deconstructing assignment are written.
public static class Buffer { public const int Size = 512; }
public class Elements
{
    private int _first, _second;
    static void Check(object a, object b) { }
    static (int, int) Pair() => (1, 2);
    public int Value() => FakeItEasy.A<int>./*$*/_;
    public void Sizes(int n) => Check(/*$*/Buffer./*$*/Size * n, 1);
    public void Split() => (/*$*/_first, this./*$*/_second) = Pair();
}

// a ?? b is of the type b converts to: int? ?? int is an int, int? ?? int?
// an int? (Ocelot's options.TtlSeconds ?? global.TtlSeconds).
public static class Coalescing
{
    static int Take(int x) => 1;
    static int Take(int? x) => 2;
    public static int Use(int? a, int? b, int c)
    {
        var /*$*/both = a ?? b;
        return /*$*/Take(a ?? b) + /*$*/Take(a ?? c) + /*$*/Take(a ?? null);
    }

    // Where b does not convert to a's type and a converts to b's, a ?? b
    // is of b's: a Task<string> ?? Task.CompletedTask is a Task
    // (ScreenToGif's Task.WhenAll(output, error ?? Task.CompletedTask)).
    public static void Wait(Task<string> output, Task<string>? error)
    {
        var /*$*/either = error ?? Task.CompletedTask;
        Task./*$*/WhenAll(output, error ?? Task.CompletedTask);
    }
}

// f(a * b), which the grammar reads as a pointer declaration, is a product
// of both operands' types: an int times a double is a double (Jint's
// JsNumber.Create(sign * result)).
public static class Products
{
    static int Create(int v) => 1;
    static int Create(double v) => 2;
    public static int Use(int sign, double result) => /*$*/Create(sign * result);
}

// A type nested in a generic type, written with the outer type's parameter
// (Rx's Node<TSource> inside AppendPrepend<TSource>), gives its members
// that argument: Value is a TSource, not Node's T.
public class Prepends<TSource> where TSource : IComparable<TSource>
{
    private Node<TSource>? _current;
    public int Compare(TSource other)
    {
        var /*$*/value = _current!.Value;
        return value./*$*/CompareTo(other);
    }
    private sealed class Node<T> { public T Value = default!; }
}

// A method's type parameter is inferred through a type nested in a generic
// one: UniTask's TryGetResult<T>(UniTask<T>.Awaiter, out T) given a
// UniTask<string>.Awaiter makes T a string.
public struct Later<T>
{
    public Awaiter GetAwaiter() => default;
    public struct Awaiter { public T GetResult() => default!; }
}
public static class LaterHelpers
{
    public static bool TryGetResult<T>(Later<T>.Awaiter awaiter, out T result) { result = default!; return true; }

    public static int Read(Later<string> later, Later<string>.Awaiter written)
    {
        var awaiter = later.GetAwaiter();
        if (TryGetResult(awaiter, out var text) && TryGetResult(written, out var other))
        {
            return text./*$*/Length + other./*$*/Length;
        }
        return 0;
    }
}

// An extension block's receiver is typed where the block's type parameters
// are in scope, with their constraints: owner.Changed is INotifying's
// (DiscordChatExporter's extension<TOwner>(TOwner owner) where TOwner :
// INotifyPropertyChanged).
public interface INotifying { int Changed { get; } }
public static class Watching
{
    extension<TOwner>(TOwner owner) where TOwner : INotifying
    {
        public int Watch() => owner./*$*/Changed;
    }
}

// The grammar reads a cast of a generic call with a null-forgiving !,
// (Button)Find<Button>("x")!, as comparisons unless shown it without the
// ! (ILSpy's ((Button)this.FindControl<Button>("Cancel")!).Click).
public class Button { public int Size; }
public class Dialog
{
    T? Find<T>(string name) where T : class => null;
    public void Use()
    {
        var button = (Button)Find<Button>("x")!;
        button./*$*/Size = 5;
        ((Button)this./*$*/Find<Button>("y")!)./*$*/Size = 6;
        var same = Find<Button>("z")! != null;
    }
}

// C# 15's collection expression arguments, [with(capacity), ...], which
// the grammar reads as a call of a method named with: the keyword is no
// name, its arguments are (ArchiSteamFarm's [with(Math.Min(a, b))]).
public static class CollectionArguments
{
    public const int Capacity = 4;
    public static HashSet<int> Make() => [/*$*/with(/*$*/Capacity), 1];
}

// A tuple's ValueTuple members take its element types: (Node, long) goes to
// Equals(ValueTuple<Node, long>), an identity, before Equals(object); a
// tuple of other elements only to Equals(object) (Akka's VectorClock).
public class ClockNode { }
public static class Clocks
{
    static readonly (ClockNode, long) Marker = (new ClockNode(), 1);
    public static bool Same((ClockNode, long) entry) => entry./*$*/Equals(Marker);
    public static bool Named((ClockNode Node, long At) entry, ValueTuple<ClockNode, long> other) => entry./*$*/Equals(other);
    public static bool Other((ClockNode, long) entry) => entry./*$*/Equals(("x", 1));
}

// A property of a generic extension block, on a receiver whose type
// arguments give the block's (NUnit's extension<T>(ExactTypeConstraint<T>
// value) where T : ArgumentException { ParamName }): the blocks for two
// receiver types are told apart, and the property's type has T replaced.
public class ExactBox<T> { }
public class KindBox<T> { }
public class Expectation { public Expectation EqualTo(string s) => this; public Expectation And => this; }
public static class BoxProperties
{
    extension<T>(ExactBox<T> box) where T : System.ArgumentException
    {
        public Expectation ParamName => new Expectation();
        public T First => default!;
    }
    extension<T>(KindBox<T> box) where T : System.ArgumentException
    {
        public Expectation ParamName => new Expectation();
    }
}
public class BoxPropertyUses
{
    void M(ExactBox<System.ArgumentNullException> exact, KindBox<System.ArgumentException> kind)
    {
        exact./*$*/ParamName./*$*/EqualTo("a")./*$*/And./*$*/EqualTo("b");
        kind./*$*/ParamName./*$*/EqualTo("c");
        _ = exact./*$*/First./*$*/ParamName;
    }
}

// A nested type of a generic class found through a base whose type
// arguments are those of the class around (language-ext's Iter<A>, whose
// nested ConsFirst derives from its sibling Cons).
public abstract class Walker<A>
{
    public abstract class Cons : Walker<A> { public A Head = default!; }
    sealed class ConsFirst : /*$*/Cons
    {
        /*$*/Cons Self() => this;
        Walker<A> Clone() => new /*$*/ConsFirst();
    }
}

// A nested type is no member of an invocation: the extension method of
// its name is called (language-ext's either.Right(r => ...)).
public class Sides { public sealed class Right { } }
public static class SidesExtensions { public static int Right(this Sides s, Func<int, int> f) => f(1); }
public static class SidesUse
{
    static int M(Sides s) => s./*$*/Right(x => x + 1);
    static object N() => new Sides./*$*/Right();
}

// Extension methods whose receiver is a tuple: a tuple literal or a local
// of a tuple type calls them (language-ext's (fa, fb).Apply(f) of
// extension<A, B>((Memo<AF, A>, Memo<AF, B>) items)).
public class Cell<A> { }
public static class TupleReceivers
{
    public static Cell<R> Zip2<A, B, R>(this (Cell<A>, Cell<B>) t, Func<A, B, R> f) => null!;
    public static int Sum(this (int, int) t) => t.Item1 + t.Item2;
    extension<A, B>((Cell<A> First, Cell<B> Second) items) { public Cell<R> Apply<R>(Func<A, B, R> f) => null!; }
}
public static class TupleReceiverUses
{
    static void M(Cell<int> fa, Cell<string> fb)
    {
        _ = (fa, fb)./*$*/Zip2((x, y) => /*$*/y.Length + x);
        _ = (1, 2)./*$*/Sum();
        var both = (fa, fb);
        _ = both./*$*/Apply((x, y) => /*$*/y);
        _ = ("a", 2)./*$*/Sum();
    }
}

// An overloaded indexer: the arguments choose which, and so the type of
// the access (Bag[string] is a string, Bag[int] an int).
public class Shelf
{
    public int this[int i] => i;
    public string this[string key] => key;
    public Shelf this[int row, int column] => this;
}
public static class ShelfUses
{
    static int M(Shelf s) => s["k"]./*$*/Length + s[1]./*$*/CompareTo(2) + s[1, 2]["x"]./*$*/Length;
    static int N(Shelf? s) => s?["k"]./*$*/Length ?? 0;
}

// A comment inside a parameter's or local's type is no part of it
// (MagicOnion's StreamingServiceContext<TRequest, Nil /* Dummy */> context).
public class Commented<T1, T2> { public int Stream { get; } }
public class CommentedUse<T>
{
    public int Use(Commented<T, int /* dummy */> context)
    {
        Commented<T, /* none */ int> other = context;
        return context./*$*/Stream + other./*$*/Stream;
    }
}

// await a?.B?.M() awaits the chain whole, which the grammar reads as
// (await a)?.B?.M() (Files' await context.ShellPage?.ShellViewModel?.GetFolderFromPathAsync(path)!).
public class Fetched<T> { public T? Result { get; } }
public class Fetcher { public System.Threading.Tasks.Task<Fetched<string>> GetAsync() => null!; }
public class Shell { public Fetcher? Fetcher { get; } }
public static class AwaitChains
{
    public static async System.Threading.Tasks.Task<string?> Use(Shell? shell)
    {
        var /*$*/fetched = await shell?.Fetcher?.GetAsync()!;
        return fetched./*$*/Result;
    }
}

// new() for a target of type S? makes an S (dotNext's
// EmptyClusterConfiguration? configuration = new() { Fingerprint = ... }).
public struct Fingerprinted { public long Fingerprint { get; init; } }
public static class NullableTargets
{
    public static Fingerprinted? Make(bool empty) => empty ? null : new() { /*$*/Fingerprint = 1 };
}

// Static members of generic extension blocks: the block's own type
// parameter takes any type, a generic type's construction that type
// (dotNext's int.ZeroBytes of extension<T>(T) where T : unmanaged, and
// IReadOnlyList<ParameterExpression>.Singleton(x) of extension<T>(IReadOnlyList<T>)).
public static class GenericBlocks
{
    extension<T>(T) where T : struct { public static int ZeroBytes => 0; }
    extension<T>(IReadOnlyList<T>) { public static IReadOnlyList<T> Singleton(T item) => new[] { item }; }
    public static int Use() => int./*$*/ZeroBytes + IReadOnlyList<string>./*$*/Singleton("a").Count;
}

// foreach over an assembly's type that is a sequence by the pattern only,
// no IEnumerable<T>: the Current of its enumerator (StackExchange.Redis's
// foreach (var memory in sequence) of a ReadOnlySequence<byte>).
public static class PatternSequences
{
    public static int Use(Refs.Sequence<byte> sequence)
    {
        var total = 0;
        foreach (var segment in sequence)
        {
            total += segment./*$*/Length;
        }
        return total;
    }
}

// foreach over a workspace type by the pattern whose enumerator gives a
// type parameter in scope (MoreLINQ's CollectionLike<T>, whose
// GetEnumerator returns an IEnumerator<T>, in a method of T).
public readonly struct CollectionLike<T>
{
    public IEnumerator<T> GetEnumerator() => null!;
}
public static class PatternOfT
{
    public static int Count<T>(CollectionLike<T> items, T other) where T : IComparable<T>
    {
        var n = 0;
        foreach (var item in items)
        {
            n += item./*$*/CompareTo(other);
        }
        return n;
    }
}

// A type parameter constrained by IComparable and IComparable<T>: a T
// argument goes to IComparable<T>.CompareTo(T) by identity, better than
// to CompareTo(object) (GuardClauses' OutOfRange<T>); an object argument
// only to CompareTo(object).
public static class TwoComparables
{
    public static bool Less<T>(T a, T b, object other) where T : IComparable, IComparable<T> => a./*$*/CompareTo(b) < 0 && a./*$*/CompareTo(other) < 0;
}

// T? of a type parameter not constrained to a value type is T annotated:
// of Null<T>(T? input) and Null<T>(T? input) where T : struct, a Guid?
// goes to both as a Guid?, and the struct one, Nullable<T>, is the more
// specific (GuardClauses' Guard.Against.Null); an int only to the first.
public static class NullableOverloads
{
    public static T Null<T>(T? input, string name) => input!;
    public static T Null<T>(T? input, string name) where T : struct => input!.Value;
    static void Use(Guid? id, int count) { /*$*/Null(id, "id"); /*$*/Null(count, "count"); }
}

// A dynamic argument binds a call at run time, and its value is dynamic:
// nothing after it has a symbol (the Bot Framework's
// EndDialogWithResultAsync(dc, result, traceInfo).ConfigureAwait(false) of
// a dynamic traceInfo); a local function's call binds at compile time.
public static class DynamicArguments
{
    static System.Threading.Tasks.Task<int> Send(object value) => System.Threading.Tasks.Task.FromResult(1);
    static async System.Threading.Tasks.Task Use(dynamic trace)
    {
        await Send(trace)./*$*/ConfigureAwait(false);
        await Send(1)./*$*/ConfigureAwait(false);
        int Local(object x) => 1;
        _ = Local(trace)./*$*/CompareTo(2);
        foreach (var /*$*/entry in trace) // what a dynamic value gives is dynamic (Jil's tests)
            _ = /*$*/entry;
    }
}

// Of Observe(this Element, Property) and Observe<T>(this Element,
// Property<T>), the same receiver: no tie-break by the receiver, the
// argument decides, and a Direct<int> goes better to Property<int>
// (Avalonia's _layoutRoot.GetObservable(BoundsProperty)).
public abstract class Property { }
public abstract class Property<T> : Property { }
public class Direct<T> : Property<T> { }
public class Element { }
public static class Observing
{
    public static object Observe(this Element element, Property property) => property;
    public static T Observe<T>(this Element element, Property<T> property) => default!;
    static readonly Direct<int> Bounds = new();
    static object Use(Element element, Property any) => element./*$*/Observe(Bounds) + "" + element./*$*/Observe(any);
}

// A base list in a nested class sees the nested types of the enclosing
// type's bases all the way up (winforms' TabPage : Panel : Control, whose
// TabPageAccessibleObject : ControlAccessibleObject is Control's).
public class Accessible { public virtual string? Label => null; }
public class Widget { public class WidgetAccessible : Accessible { } }
public class Pane : Widget { }
public class Tab : Pane { internal class TabAccessible : /*$*/WidgetAccessible { } }
public static class TabUse
{
    static string? Label(Tab.TabAccessible accessible) => accessible./*$*/Label;
}

// A value of a type parameter has its constraint's members as the
// constraint's type arguments make them (Handlebars.Net's dictionary
// accessors: TryGetValue(key, out var v) of a T :
// IReadOnlyDictionary<TK, TV> gives a TV, and so does d[key]).
public class DictionaryAccessor<T, TK, TV> where T : IReadOnlyDictionary<TK, TV> where TV : Options
{
    public string Read(T dictionary, TK key)
    {
        dictionary.TryGetValue(key, out var v);
        var w = dictionary[key];
        return v./*$*/Size + w./*$*/Size + "";
    }
}

// An element of a nullable tuple read through ?. is the element's type,
// not ValueTuple's T2 (StronglyTypedId's var names = results?.Names, a
// string[]).
public static class TupleResults
{
    static (int? Count, string[]? Names)? Parse() => null;
    public static int Names()
    {
        var names = Parse()?.Names;
        return names!./*$*/Length;
    }
}

// A generic type named through its namespace has its type arguments, as
// when named alone (ZeroFormatter's Formatters.Formatter<DefaultResolver, string>.Default).
public abstract class Formatter<TResolver, T>
{
    public static Formatter<TResolver, T> Default { get; set; } = null!;
    public static T Value { get; set; } = default!;
}

public static class QualifiedGenerics
{
    public static int Use()
    {
        var /*$*/formatter = Chains.Formatter<Operands, string>.Default;
        return Res.Chains.Formatter<Operands, string>.Value./*$*/Length + formatter.GetHashCode();
    }
}

// A property or field an assembly declares dynamic is object marked
// [Dynamic] there: a dynamic value, whose members are bound at run time
// (Glimpse's MVC controllers' ViewBag.GenreId = ...).
public class StoreController : Refs.Controller
{
    public void Edit()
    {
        ViewBag./*$*/GenreId = 1;
        var m = Model./*$*/Name;
        var p = Plain./*$*/GetHashCode();
    }
}

// A creation of a generic type with arguments and an initializer, called
// on at once: the grammar reads it as comparisons around a cast (Comet's
// Body = () => new ListView<Song>(Songs) { ... }.OnSelected(...)).
public class Song { public string Title = ""; }
public class SongList<T>
{
    public SongList(List<T> items) { }
    public Func<T, string>? ViewFor { get; set; }
    public SongList<T> OnSelected(Action<T> selected) => this;
}
public class SongPage
{
    public List<Song> Songs = new();
    public Func<object>? Body;
    public SongPage()
    {
        Body = () => new SongList<Song>(/*$*/Songs) { /*$*/ViewFor = song => song./*$*/Title }./*$*/OnSelected(s => { });
    }
}
