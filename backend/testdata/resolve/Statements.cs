using System;
using System.Collections.Generic;
using System.Linq;

namespace Res.Statements;

// Long bodies whose statements a partial parse may leave out: each marked
// name needs some of the statements before it and none of the others.
public class Shape
{
    public string Name { get; set; } = "";
    public int Sides { get; set; }
    public Shape Next { get; set; }
    public bool TryGrow(out Shape grown) { grown = this; return true; }
    public void Deconstruct(out string name, out int sides) { name = Name; sides = Sides; }
}

public class Circle : Shape
{
    public double Radius { get; set; }
}

public static class Runner
{
    public static T Run<T>(Func<T> work) => work();
    public static void Run(Action work) => work();
    public static void Each(IEnumerable<Shape> shapes, Action<Shape> visit) { }
    public static void Each(IEnumerable<Circle> circles, Func<Circle, double> measure) { }
}

public class Drawing
{
    private readonly List<Shape> shapes = new();

    public void Locals()
    {
        var first = shapes.First();
        Console.WriteLine("unrelated");
        int count = 0;
        count++;
        var next = first.Next;
        if (count > 1) { Console.WriteLine(count); } else { count--; }
        for (var i = 0; i < 3; i++) count += i;
        Console.WriteLine(next./*$*/Sides);
        var (name, sides) = first;
        Console.WriteLine(name./*$*/Length + sides);
    }

    public void Patterns(object o)
    {
        Console.WriteLine("before");
        if (o is not Circle c) return;
        Console.WriteLine("between");
        if (!c.TryGrow(out var grown)) throw new InvalidOperationException();
        Console.WriteLine(c./*$*/Radius + grown./*$*/Sides);
        switch (o)
        {
            case Shape { Sides: 4 } square:
                Console.WriteLine(square./*$*/Name);
                break;
        }
    }

    public void Blocks()
    {
        try
        {
            Shape s = shapes[0];
            Console.WriteLine("in try");
            using (var reader = new System.IO.StringReader(""))
            {
                Console.WriteLine(reader.ReadLine());
                Console.WriteLine(s./*$*/Next);
            }
        }
        catch (ArgumentException e) when (e.Message.Length > 0)
        {
            Console.WriteLine(e./*$*/ParamName);
        }
        finally
        {
            Console.WriteLine("done");
        }
        do Console.WriteLine("once"); while (false);
        var last = shapes.Last();
        lock (shapes) { Console.WriteLine(last./*$*/Name); }
        Helper(3);
        static int Helper(int n) { return n * 2; }
        Console.WriteLine(/*$*/Helper(4));
    }

    // Which overload takes a lambda depends on its statements: the one that
    // returns makes it a Func, and a member read on its parameter rules out
    // the overload whose type lacks it.
    public void Lambdas()
    {
        var total = Runner./*$*/Run(() =>
        {
            Console.WriteLine("working");
            var local = 1;
            return local * 2;
        });
        Runner./*$*/Run(() =>
        {
            Console.WriteLine("working");
            Console.WriteLine(total);
        });
        Runner./*$*/Each(shapes.OfType<Circle>(), circle =>
        {
            Console.WriteLine("measuring");
            var r = circle.Radius;
            Console.WriteLine(circle./*$*/Radius);
            return r;
        });
        Action<Shape> print = shape =>
        {
            Console.WriteLine("printing");
            var doubled = shape.Sides * 2;
            Console.WriteLine(shape./*$*/Name + doubled);
        };
    }

    public int Accessor
    {
        get
        {
            var first = shapes[0];
            Console.WriteLine("reading");
            return first./*$*/Sides;
        }
    }

    public string Expression => shapes.Select(s =>
    {
        Console.WriteLine("selecting");
        return s./*$*/Name;
    }).First();
}

// The grammar reads foreach (Box<D> b in xs) as a comparison.
public class Boxed<T> { public int Size; }
public class Dee { }
public class ForeachGeneric
{
    public void M(System.Collections.Generic.List<Boxed<Dee>> boxes)
    {
        foreach (/*$*/Boxed<Dee> b in boxes) { b./*$*/Size = 1; }
    }
}

// An arm of a switch expression converts to the expression's target type.
public enum Need { All, Single }
public record Mapping(int X) { public Need R { get; init; } }
public class SwitchArms
{
    public System.Func<Mapping, Mapping> Get(Need r) => r switch
    {
        Need.All => m => m with { R = Need./*$*/All },
        _ => m => m./*$*/R == Need.Single ? m : m,
    };

    // In `x is not C.K || ...` the grammar reads C.K as a member of the bool.
    public bool Test(Need r) => r is not Need./*$*/All || r is Need.Single;
    // Before `?` it reads `r is A or B.C ? 1 : 0` as (r is A or B).C.
    public int Pick(Need r, int n) => r is Need.All or Need./*$*/Single ? 1 : n is > Limit./*$*/Max ? 2 : 0;
    public static class Limit { public const int Max = 3; }
    // And `o is C && o is A.B.C` as ((o is A).B).C (MSBuild).
    public bool Either(object o) => o is Mapping && o is System.IO./*$*/Stream;

    // An assembly's collection whose GetEnumerator gives an IEnumerator yields objects.
    public void Each(System.Text.RegularExpressions.MatchCollection ms) { foreach (var m in ms) { m./*$*/GetHashCode(); } }
}

// T? of a type parameter constrained to structs is a Nullable<T>; a local's
// type written over several lines is one type.
public static class NullableOfStruct
{
    public static bool M<T>(T? value) where T : struct => value./*$*/HasValue && value./*$*/Value.Equals(default(T));
    public static int Lines()
    {
        System.Func<int, int,
            int> f = (a, b) => a + b;
        return f./*$*/Invoke(1, 2);
    }
}

// A goto names the label of a block around it; goto case names a constant.
public static class Jumps
{
    const int Two = 2;
    public static int M(int x)
    {
        switch (x)
        {
            case 1: goto case /*$*/Two;
            case Two: break;
        }
        if (x > 0)
        {
            goto /*$*/done;
        }
        if (x < -1) goto /*$*/last;
        x++;
    done: last:
        return x;
    }
}

// A local function's parameter named as the function hides it in its body
// (language-ext's reduced(Reduced<S> reduced) => ...(reduced)).
public static class SameNames
{
    public static int Run()
    {
        return twice(3);
        int twice(int twice) => /*$*/twice * 2;
    }
}

// await foreach takes the Current of what GetAsyncEnumerator() returns
// (UniTask's IUniTaskAsyncEnumerable<T>, whose GetAsyncEnumerator takes an
// optional token), else the T of the IAsyncEnumerable<T> (not read here).
public interface IAsyncSequence<out T> { IAsyncCursor<T> GetAsyncEnumerator(System.Threading.CancellationToken token = default); }
public interface IAsyncCursor<out T> { T Current { get; } System.Threading.Tasks.Task<bool> MoveNextAsync(); }
public class Streams
{
    public async System.Threading.Tasks.Task Read(IAsyncSequence<Shape> shapes, IAsyncEnumerable<Shape> more)
    {
        await foreach (var shape in shapes) { shape./*$*/Sides++; }
        await foreach (var other in more) { other./*$*/Name = ""; }
    }
}

// out var _ and is T _ declare nothing: a later _ = x is a discard too
// (Flow.Launcher's case ... when !CanPreview(out var _)), while var _ = x
// declares a variable named _.
public class Discards
{
    static bool Try(out string text) { text = ""; return true; }

    public int Run(int k, object o)
    {
        switch (k)
        {
            case 1: /*$*/_ = k.ToString(); break;
            case 2 when !Try(out var /*$*/_): break;
        }
        if (o is string /*$*/_ && Try(out /*$*/_)) { /*$*/_ = 5; }
        var (a, /*$*/_) = (1, 2);
        return a;
    }

    public int Named()
    {
        var _ = 3;
        return /*$*/_ + 1;
    }
}

// What an async method or local function returns converts to the T of its
// Task<T>: a target-typed new() there is a T (RestSharp's
// return new(request) { Content = ... } in an async local function).
public class Reply
{
    public string? Content { get; set; }
}
public class Replies
{
    public static async System.Threading.Tasks.Task<Reply> Make()
    {
        await System.Threading.Tasks.Task.Yield();
        return new() { /*$*/Content = "a" };
    }

    public static async System.Threading.Tasks.Task<Reply> Short() => new() { /*$*/Content = "b" };

    public static async System.Threading.Tasks.Task<Reply> Local()
    {
        return await Inner();

        async System.Threading.Tasks.Task<Reply> Inner()
        {
            await System.Threading.Tasks.Task.Yield();
            return new() { /*$*/Content = "c" };
        }
    }
}

// A hole right after `{{` escapes is code, not text: $"{{{x}}}" (GraphQL's
// SchemaPrinter).
public static class Braces
{
    static int count = 1;
    public static string Show() => $"{{{/*$*/count}}}" + $@"a{{{/*$*/count}}}b{{";
}

// `default` as a constraint (C# 9) is a keyword, no name (StackExchange.Redis).
public class Batches
{
    public virtual T? Run<T>() => default;
}
public class OrderedBatches : Batches
{
    public override T? Run<T>() where T : /*$*/default => default;
}

// Awaiting a value through an extension method GetAwaiter gives what its
// awaiter's GetResult returns, type arguments inferred from the value
// (DiscordChatExporter's await on an IAsyncEnumerable<T>).
public class Tally { public int Count; }
public class TallyAwaiter : System.Runtime.CompilerServices.INotifyCompletion
{
    public bool IsCompleted => true;
    public Tally GetResult() => new();
    public void OnCompleted(Action continuation) { }
}
public class Pending { }
public static class Awaiting
{
    public static TallyAwaiter GetAwaiter(this Pending pending) => new();
    public static System.Runtime.CompilerServices.TaskAwaiter<List<T>> GetAwaiter<T>(this IEnumerable<T> items) => System.Threading.Tasks.Task.FromResult(new List<T>(items)).GetAwaiter();

    public static async System.Threading.Tasks.Task<int> Use(Pending pending, IEnumerable<Shape> shapes)
    {
        var list = await shapes;
        return (await pending)./*$*/Count + list[0]./*$*/Sides;
    }
}

// @default is a name, the keyword's text written as one (Akka's
// NextOrElse<T>(IEnumerator<T> iter, T @default)).
public static class VerbatimKeywords
{
    public static T NextOrElse<T>(bool more, T next, T /*$*/@default) => more ? next : /*$*/@default;
}

// A base class's private member is not found from a derived class: the
// lookup goes on out, to the namespace System (Proto.Actor's tests, whose
// base has a private ActorSystem System).
public class HostBase { private int System => 0; protected int Port => 1; }
public class HostTests : HostBase
{
    public string Name() => /*$*/System.Text.Encoding.UTF8.WebName + /*$*/Port;
}

// var before a local named or, and or with (the grammar reads the var of
// `var or = ...` as a name): the type of the value (LiveCharts2).
public static class KeywordLocals
{
    public static double Radius(double a)
    {
        /*$*/var or = System.Math.Sqrt(a);
        return or;
    }
}

// A generic call after a cast, which the grammar misreads as comparisons
// ((Model)Assert.IsType<ViewResult>(result).Model): the cast's type, no bool.
public class Parcel { public Parcel Self => this; }
public static class CastCalls
{
    public static T Get<T>(object value) => default!;
    public static object Use(object value)
    {
        var /*$*/model = (Parcel)CastCalls.Get<Parcel>(value).Self;
        return model;
    }
}

// A variable declared in a deconstruction or an out argument whose type's
// first type argument is a tuple with names (ArchiSteamFarm's
// RemoteCommunication), which the grammar took for comparisons.
public static class TupleKeyed
{
    static (Dictionary<(uint App, int Kind), Dictionary<ulong, uint>>, List<(int A, int B)>) Split() => (new(), new());
    static bool Find(out Dictionary<(uint App, int Kind), List<int>> map) { map = new(); return true; }

    static void M()
    {
        (Dictionary<(uint App, int Kind), Dictionary<ulong, uint>> /*$*/full, List<(int /*$*/A, int /*$*/B)> pairs) = Split();
        /*$*/full./*$*/Clear();
        /*$*/pairs./*$*/Add((1, 2));
        /*$*/Find(out Dictionary<(uint /*$*/App, int /*$*/Kind), List<int>> map);
        /*$*/map./*$*/Keys.First()./*$*/App.ToString();
    }
}

// C# 13's `allows ref struct`, which the grammar reads as a type named
// struct: a keyword, no name (dotNext's where T : allows ref struct).
public static class RefStructs
{
    public static int Size<T>(T value) where T : allows ref /*$*/struct => 0;
}

// An explicit interface implementation's type parameter has the interface
// method's constraints, which it does not restate (dotNext's
// IDataTransferObject.WriteToAsync<TWriter>(TWriter writer)).
public interface IBinaryWriter { void Write(int value); }
public interface ITransferObject { void WriteTo<TWriter>(TWriter writer) where TWriter : IBinaryWriter; }
public class TransferObject : ITransferObject
{
    void ITransferObject.WriteTo<TWriter>(TWriter writer) => writer./*$*/Write(1);
}

// An indexer's params parameter (SimplCommerce's this[string name, params
// object[] arguments]), which the grammar gives no parameter node.
public class Localizer
{
    public string this[string name, params object[] /*$*/arguments] => string./*$*/Format(name, /*$*/arguments);
}

// An out variable declared in a constructor initializer is in scope in the
// constructor's body (Pipelines.Sockets.Unofficial's : base(CreateMapped(...,
// out void* origin), previous) { Origin = origin; }).
public class Mapped
{
    public int Origin { get; }
    public Mapped(int size) : this(Make(size, out int origin)) { Origin = /*$*/origin; }
    private Mapped(Mapped? other) { }
    private static Mapped? Make(int size, out int origin) { origin = size; return null; }
}

// new G<A, B> { ... } as a lambda's body in an argument, or as an element
// of an initializer, which the grammar splits at its commas (Autofac's
// GetOrCreateCache(name, _ => new Cache<Assembly, IEnumerable<Type>> { Usage = ... })).
public class Cache<TKey, TValue> { public int Usage { get; set; } }
public static class SplitCreations
{
    static T Get<T>(string name, Func<string, T> create) => create(name);

    public static object Use() => Get("types", _ => new /*$*/Cache<Parcel, IEnumerable<Parcel>>
    {
        /*$*/Usage = 1,
    });

    public static object[] Elements() => new object[] { new /*$*/Cache<Parcel, Parcel> { /*$*/Usage = 2 } };

    // ... and (R)new G<A, B>(a) as a lambda's body (ReactiveUI's c =>
    // (IObservable<TRet>)new WhenAnyChangeSink<T1, T2>(...)).
    public static Sink<Parcel, Parcel> Cast(int size) => Get("sink", name => (Sink<Parcel, Parcel>)new /*$*/Sink<Parcel, Parcel>(/*$*/size));
}
public class Sink<TKey, TValue> { public Sink(int size) { } }

// new() in a member's collection initializer is of what the member's
// collection adds (Npgsql's new NpgsqlBatch { BatchCommands = { new(sql) {
// Parameters = { new() { Value = ... } } } } }).
public class Command
{
    public Command() { }
    public Command(string text) { }
    public string Text { get; set; } = "";
    public List<Parameter> Parameters { get; } = new();
}
public class Parameter { public object? Value { get; set; } }
public class CommandList : List<Command> { }
public class Batch { public CommandList Commands { get; } = new(); }
public static class MemberCollections
{
    public static Batch Use() => new Batch
    {
        Commands = { new("select 1") { /*$*/Text = "", Parameters = { new() { /*$*/Value = 1 } } } },
    };
}

// Called, a field that is no delegate is not found: the lookup goes on out
// (the MVVM Toolkit's TypeInfo<T>.IsReferenceOrContainsReferences =
// IsReferenceOrContainsReferences(typeof(T))).
public static class Outer
{
    static bool Flag(Type type) => type.IsValueType;
    static class Info<T>
    {
        public static readonly bool Flag = /*$*/Flag(typeof(T));
        public static readonly Action Run = () => { };
        static void Use() => /*$*/Run();
    }
}

// x.M<A, B>(a)(b), the call of what a generic call returns, in an
// argument, which the grammar splits at its commas and reads (a)(b) as a
// cast (Harmony's instance => ref AccessTools.FieldRefAccess<T, F>(field)(instance)).
public delegate ref F FieldRef<T, F>(T instance);
public static class Access
{
    public static FieldRef<T, F> FieldRefAccess<T, F>(string name) => null!;
    public static FieldRef<T, F> FieldRefAccess<T, F>(System.Reflection.FieldInfo field) => null!;
}
public class RefCasesOf<T, F>
{
    static int Case(FieldRef<T, F> read) => 1;
    static int Use(System.Reflection.FieldInfo field) => Case(instance => ref Access./*$*/FieldRefAccess<T, F>(/*$*/field)(/*$*/instance));
}

// An out variable of a property's initializer is in scope in the rest of
// it (MiniProfiler's TestConfig: bool.TryParse(..., out var enabled) &&
// enabled), and one of a constructor initializer in the rest of it.
public class InitializerVariables
{
    public bool Enabled { get; set; } = bool.TryParse("x", out var enabled) && /*$*/enabled;
    public InitializerVariables() : this(int.TryParse("2", out var count) ? /*$*/count : 0) { }
    public InitializerVariables(int size) { }
}

// foreach over a type that implements IEnumerable only explicitly gives
// objects (FileHelpers' MultiRecordEngine); await of a dynamic value is
// dynamic (Stubble's await stubble.RenderAsync(..., data.Data)).
public class RecordEngine : System.Collections.IEnumerable
{
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => new List<object>().GetEnumerator();
}
public static class Iterations
{
    static System.Threading.Tasks.Task<string> Render(object data) => null!;
    public static async System.Threading.Tasks.Task Use(RecordEngine engine, dynamic data)
    {
        foreach (var /*$*/record in engine)
            record./*$*/ToString();
        var /*$*/output = await Render(data);
    }
}

// yield return new() in an async iterator: an element of its
// IAsyncEnumerable<T> (dotnet/extensions' streaming chat updates).
public class ChatUpdate { public string? AuthorName { get; set; } }
public class StreamingClient
{
    public async IAsyncEnumerable<ChatUpdate> Stream()
    {
        await System.Threading.Tasks.Task.Yield();
        yield return new() { /*$*/AuthorName = "a" };
    }
}

// A creation of a generic type whose type argument is generic, with an
// argument and an initializer, `new G<H<T>>(x) { ... }`, which the
// grammar reads as comparisons around the >> (fhir-server's
// new List<Tuple<string, string>>(clonedRequest.ConditionalParameters) { ... }).
public class NestedGenericCreations
{
    public List<string> Parameters { get; } = new();
    public static int Use(NestedGenericCreations request)
    {
        var /*$*/pairs = new /*$*/List<Tuple<string, string>>(request./*$*/Parameters.Select(p => Tuple.Create(p, p))) { Tuple.Create("a", "b") };
        var lists = new List<List<string>>(/*$*/request.Parameters.Count) { };
        return pairs.Count + lists.Count;
    }
}

// A cast of a member of what a generic call returns: the grammar reads
// `(EntityType)Helpers.GetEdmType<RefType>(u).ElementType` as comparisons
// around the cast, the member then one of (u) (EF6's DefaultExpressionVisitor).
public class CastOfCallChain
{
    public class TypeUsage { public EdmType? EdmType { get; set; } }
    public class EdmType { }
    public class EntityType : EdmType { }
    public class RefType : EdmType { public EntityType? ElementType => null; }
    static T GetEdmType<T>(TypeUsage u) where T : EdmType => (T)u.EdmType!;
    public static object? Run(TypeUsage u, RefType[] types)
    {
        var element = (EntityType)CastOfCallChain.GetEdmType<RefType>(u)./*$*/ElementType!;
        object? created = (object)new List<RefType>(types)./*$*/Capacity;
        return element;
    }
}

// A generic call compared: `a.X < Get<Point>(b, "y").X` is a comparison
// with the call's member, which the grammar reads as two more comparisons
// and a tuple (Svg.Skia's GetProperty<SKPoint>(a, "x").X < ...).
public class ComparedCalls
{
    public struct Point { public float X { get; set; } }
    static T Get<T>(object o, string name) => default!;
    public bool Before(object a, object b) => Get<Point>(a, "x").X < Get<Point>(b, "y")./*$*/X;
    public bool After(float limit, object b) => limit >= /*$*/Get<Point>(b, "y").X;
}

// A parenthesized name before .. is the range's start, no cast of ..b:
// s[(SpriteMaps.Prefix.Length)..] (StardewUI).
public static class RangeStarts
{
    public static readonly string Prefix = "ab";
    public static string Rest(string s) => s[(RangeStarts./*$*/Prefix./*$*/Length)..];
}
