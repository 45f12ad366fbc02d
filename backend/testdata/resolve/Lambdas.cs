using System;
using System.Collections.Generic;
using System.Linq;

namespace Res.Lambdas;

public interface IMappingExpression { IMappingExpression CreateMap<TSource, TDestination>(); }

public class Configuration
{
    public Configuration(Action<IMappingExpression> configure) { }
}

public class ConfigurationSpec
{
    // A lambda passed to a target-typed new() takes its parameter type from the constructor.
    protected virtual Configuration Create() => new(/*$*/cfg => /*$*/cfg./*$*/CreateMap<int, string>());

    public Configuration Explicit() => new Configuration(c => c./*$*/CreateMap<string, int>());

    public void Assign()
    {
        Configuration assigned;
        assigned = new(x => x./*$*/CreateMap<int, int>());
    }
}

public class Queued(IMappingExpression initial)
{
    // A field initialized with a primary constructor's parameter reads it.
    private readonly IMappingExpression _initial = /*$*/initial;
    private readonly List<Action<IMappingExpression>> _actions = new();

    // List<Action<T>>.Add: the lambda's parameter is a T.
    public void Queue() => _actions.Add(e => /*$*/e./*$*/CreateMap<int, int>());
}

public class Converters
{
    // A lambda returned from a member takes the parameter types of the delegate the member returns.
    public static Func<IMappingExpression, IMappingExpression> Arrow() => m => /*$*/m./*$*/CreateMap<int, int>();

    public Func<IMappingExpression, IMappingExpression> Returned()
    {
        return n => /*$*/n./*$*/CreateMap<int, int>();
    }
}

public interface IHasMetadata { object Metadata { get; } }

public class MetadataBase<T> { public T Metadata { get; } protected T Current() => Metadata; }

public class Builder : MetadataBase<string>, IHasMetadata
{
    object IHasMetadata.Metadata => Metadata;

    // The simple name is the inherited property: an explicit implementation is reached only through its interface.
    public int Length => /*$*/Metadata./*$*/Length;
    public object Through(IHasMetadata h) => h./*$*/Metadata;
    public int CurrentLength => Current()./*$*/Length;
}

public class Config { public bool Ignored { get; set; } public string Name { get; set; } }

public class Details { public List<Config> Configs { get; set; } }

public class Conditional
{
    private Details _details;

    // Calls through ?. take their receiver's type: extension methods, lambdas and results.
    public int Count() => _details?.Configs?./*$*/Where(c => /*$*/c./*$*/Ignored)./*$*/Select(c => c.Name)./*$*/Count() ?? 0;
    public string First() => _details?.Configs?./*$*/Find(c => c./*$*/Ignored)?./*$*/Name;
    public void Sort() => _details.Configs.Sort((a, b) => string.Compare(a./*$*/Name, b./*$*/Name));
}

public class Queries
{
    public IQueryable<Config> Configs { get; set; }
    public List<Config> Listed { get; set; }

    // Both Where apply to an IQueryable<T>; Queryable's, whose receiver converts to Enumerable's, is better.
    public Config[] Queried() => Configs./*$*/Where(c => c./*$*/Ignored)./*$*/ToArray();
    public Config[] Enumerated() => Listed./*$*/Where(c => c.Ignored).ToArray();
}

public interface IReadOnlyModel { Config Find(string name); Config Find(Type type); }

public interface IModel : IReadOnlyModel { new Config Find(string name); new Config Find(Type type); }

public class Models
{
    // IModel.Find hides the base interface's method of the same signature: the call is not ambiguous.
    public Config Named(IModel model) => model./*$*/Find("x");
}

public static class HostExtensions
{
    public static IDisposable AddDefaults(this IDisposable builder) => builder;
}

public class Startup
{
    // The receiver's type comes from an assembly not here; the one member of the name is an extension method in scope.
    public void Run() => MissingHost.CreateBuilder()./*$*/AddDefaults();
}

public class Rules
{
    public Rules() { }
    public Rules(params Action<Rules>[] actions) { }
    public void Add(Func<Rules, Config> rule) { }
    public Config Rule(string name) => null;
}

public class RuleUse
{
    // A lambda given to a params array of delegates is one of them; in a collection initializer it goes to Add.
    public Rules ByParams() => new Rules(r => r./*$*/Rule("a"), r => r.Rule("b"));
    public Rules ByInitializer() => new Rules { r => r./*$*/Rule("c") };
}

public class Validator
{
    public string Validate(Config instance) => "";
}

public static class ValidatorExtensions
{
    public static string Validate(this Validator validator, Config instance, Action<Rules> options) => "";
}

public class Validation
{
    // No instance Validate takes two arguments: the extension method does.
    public string Run(Validator v) => v./*$*/Validate(new Config(), o => o./*$*/Rule("x"));
}

public class Token
{
    public static implicit operator Token(int value) => new Token();
}

public class Container
{
    public virtual void Add(object content) { }
}

public class TokenArray : Container
{
    public void Add(Token item) { }

    // A method of the derived type that applies (through Token's implicit conversion from int) hides the base's.
    public void Fill(object boxed)
    {
        /*$*/Add(1);
        /*$*/Add(boxed);
        this./*$*/Add(new Token());
    }
}

public interface IChecker { string Check(Config context); }

public interface IChecker<T> : IChecker { string Check(T instance); }

public static class CheckerUse
{
    // Check(T) is not known to take a Config (T is open here): the base interface's Check still counts.
    public static string Run<T>(IChecker<T> checker, Config context) => checker./*$*/Check(context);
}

public class Finder
{
    public Config Find(string name) => null;
    public Config Find(Type type) => null;

    // nameof(...) is a string.
    public Config ByName() => /*$*/Find(nameof(Config.Name));
}

public class Seeder<TEntity>
{
    public Seeder<TEntity> HasData(params TEntity[] data) => this;
    public Seeder<TEntity> HasData(params object[] data) => this;
}

public class Seeding
{
    // The receiver's type arguments decide: Seeder<Config>.HasData(params Config[]) takes Configs better than objects.
    public void Seed(Seeder<Config> seeder) => seeder./*$*/HasData(new Config(), new Config());
}

public readonly struct LimiterArgs { public Configuration Context { get; } }

public class LimiterOptions
{
    public Func<LimiterArgs, int>? Limiter { get; set; }
    public Action<LimiterArgs> OnRejected { get; set; } = default!;
}

public class LimiterUse
{
    public LimiterOptions Use(LimiterOptions? given) => given ?? new() { Limiter = a => /*$*/a./*$*/Context.GetHashCode() };

    // An object initializer's lambda takes the delegate of the member it sets (a nullable one too).
    public LimiterOptions Make() => new LimiterOptions
    {
        Limiter = args => args./*$*/Context.GetHashCode(),
        OnRejected = static args => Console.WriteLine(args./*$*/Context),
    };
}

public class DelegateValues
{
    private readonly Func<LimiterArgs, Configuration>? _make;
    private readonly Func<LimiterArgs, Configuration>[] _makers = [];

    // A delegate value called through !, parentheses or an element: what its Invoke returns.
    public int Call(LimiterArgs a) =>
        _make!(a)./*$*/GetHashCode() + (_make!)(a)./*$*/GetHashCode() + _makers[0](a)./*$*/GetHashCode();
}

public class Setters<TSource>
{
    public Setters<TSource> Set<TProperty>(Func<TSource, TProperty> property, TProperty value) => this;
    public Setters<TSource> Set<TProperty>(Func<TSource, TProperty> property, Func<TSource, TProperty> value) => this;
}

public class SettersUse
{
    // An implicitly typed lambda cannot stand for a method's type parameter: the delegate overload.
    public void Use(Setters<LimiterArgs> s) => s./*$*/Set(a => a.Context, a => a./*$*/Context)./*$*/Set(a => a.Context, new Configuration(_ => { }));
}

public interface ISetSource { IQueryable<T> Set<T>(); }

public class QueryAsserts
{
    public void AssertQuery<TResult>(bool async, Func<ISetSource, IQueryable<TResult>> query, Func<TResult, object?>? sorter = null, bool assertEmpty = false) { }
    public void AssertQuery<TResult>(bool async, Func<ISetSource, IQueryable<TResult>> actual, Func<ISetSource, IQueryable<TResult>> expected, Func<TResult, object?>? sorter = null, bool assertEmpty = false) { }

    // Named arguments go to their parameters; the lambda whose body reads Set on its parameter needs an ISetSource.
    public void Use() => /*$*/AssertQuery(async: true, ss => ss.Set<LimiterArgs>(), ss => ss.Set<LimiterArgs>(), assertEmpty: true);
}

public class ModelTests
{
    public void Test(Action<Configuration> build, Action<string>? check = null) { }
    public void Test(Func<string, Configuration> build, Action<string>? check = null) { }
    public int Count(Func<Configuration, int> count) => 0;
    public int Count(Action<Configuration> visit) => 0;

    // A block that returns nothing is no Func; a value returned, or an expression that is no statement, is no Action.
    public void Use()
    {
        /*$*/Test(b => { }, s => { });
        /*$*/Test(s => { return new Configuration(_ => { }); });
        /*$*/Count(c => c.GetHashCode());
        /*$*/Count(c => { c.GetHashCode(); });
        /*$*/Count(c => { throw new InvalidOperationException(); });
        /*$*/Count(c => 1);
    }
}

public class Services
{
    public void Run(Action<Configuration> configure) { }
    public void Run(Func<IServiceProvider, Configuration> build) { }

    // The workspace's Configuration has no GetRequiredService; an assembly's IServiceProvider may, by an extension method of a package not read.
    public void Use() => /*$*/Run(sp => sp.GetRequiredService<Configuration>());
}

public class Factory<T> { public T Create() => default!; }

public class Runner
{
    public void Run<TContext, TResult>(Func<TContext> make, Func<TContext, IEnumerable<TResult>> query) { }

    // A method group passed for a Func<T> gives T what the method returns.
    public void Use(Factory<LimiterArgs> factory) => Run(factory.Create, a => new[] { a./*$*/Context });
}

// A lambda assigned in an index initializer converts to the indexer's type.
public class IndexInitializer
{
    static System.Collections.Generic.Dictionary<int, System.Func<string, int>> Map { get; } = new()
    {
        [1] = s => s./*$*/Length,
    };
}

// A lambda converts to object only with a natural type: its parameters' types written.
public class ScopeCb { public void Add(int x) { } }
public interface IScopeBegin
{
    IScopeBegin Begin(object tag);
    IScopeBegin Begin(System.Action<ScopeCb> configure);
}
public class ScopeUse
{
    public void M(IScopeBegin s)
    {
        s./*$*/Begin(b => b.Add(1));
        s./*$*/Begin((ScopeCb b) => b.Add(1));
    }
}

// An instance method whose type argument the lambda cannot give is no
// candidate, so the extension method is looked up.
public class Conf<T> { }
public class Configured
{
    public Configured With(string key) => this;
    public Configured With<T>(System.Action<Conf<T>> configure) => this;
}
public static class ConfiguredExtensions
{
    public static Configured With(this Configured b, System.Func<System.Type, object> map) => b;
}
public class ConfiguredUse
{
    public void M(Configured b) => b./*$*/With(t => t./*$*/GetMethods());
}

// What a lambda returns must convert to the delegate's result, type arguments included.
public class ServiceKey { }
public static class Mapping
{
    public static void As(System.Func<System.Type, System.Collections.Generic.IEnumerable<ServiceKey>> map) { }
    public static void As(System.Func<System.Type, System.Collections.Generic.IEnumerable<System.Type>> map) { }
    public static void M(System.Collections.Generic.IEnumerable<System.Type> types) => Mapping./*$*/As(t => types);
}

// A lambda's written return type makes its natural type.
public static class WrittenReturn
{
    static int Value() => 1;
    public static void M()
    {
        var act = void () => Value();
        var get = long () => 1;
        act./*$*/Invoke();
        get()./*$*/CompareTo(2L);
    }
}

// Type inference goes in rounds: a lambda's result counts once its parameters' types are fixed.
public static class Rounds
{
    public static R Chain<A, R>(System.Func<int, A> first, System.Func<A, R> then) => then(first(0));
    public static int M() => Chain(i => i.ToString(), s => s.Length)./*$*/CompareTo(1);
}

// A delegate creation expression converts its lambda to the delegate type.
public static class DelegateCreation
{
    public static System.Func<string, int> F() => new System.Func<string, int>(x => x./*$*/Length);
}

// A method group passed for a delegate gives the result type from the
// overload that takes the delegate's inputs, inferred from them.
public static class GroupInference
{
    public static System.Collections.Generic.IEnumerable<TR> Zip2<T1, T2, TR>(this System.Collections.Generic.IEnumerable<T1> a,
        System.Collections.Generic.IEnumerable<T2> b, System.Func<T1, T2, TR> f) => null!;
    public static System.Collections.Generic.KeyValuePair<K, V> Make<K, V>(K k, V v) => new(k, v);
    public static void M(int[] xs, string[] ys)
    {
        foreach (var kv in xs.Zip2(ys, Make)) { _ = kv.Value./*$*/Length; }
        foreach (var t in xs.Zip2(ys, System.ValueTuple./*$*/Create)) { _ = t.Item2./*$*/Length; }
    }
}

// A lambda that writes its parameters' types converts only to a delegate taking those types.
public static class TypedParameters
{
    static void J(System.Action<string> a) { }
    static void J(System.Action<object> a) { }
    public static void M() => /*$*/J((object a) => System.Console.WriteLine(a));
}

// A lambda in an element initializer { key, value } takes Add's parameter type;
// new() passed for a params array is one of its elements; new[] from a lambda is T[].
public interface IParseNodeLike { string GetString(); }
public class Prop { public string Name { get; set; } = ""; }
public class Generated
{
    public string? Code { get; set; }
    public System.Collections.Generic.Dictionary<string, System.Action<IParseNodeLike>> Fields() => new()
    {
        { "code", n => { Code = n./*$*/GetString(); } },
    };
    static void AddProperty(params Prop[] props) { }
    public static void Add() => AddProperty(new() { /*$*/Name = "a" }, new() { Name = "b" });
    public static string First(System.Collections.Generic.List<Prop> ps) =>
        System.Linq.Enumerable.ToList(System.Linq.Enumerable.Select(ps, p => new[] { p.Name }))[0][0]./*$*/Trim();
}

// A lambda's body read while its own parameter is typed (the overload that
// takes it depends on what it returns): what was worked out through that
// cycle is not kept for the next question.
public interface IEntitySource { IQueryable<T> Set<T>() where T : class; }
public class Customer { public string CustomerID { get; set; } = ""; }
public static class QueryableLike
{
    public static IQueryable<T> Filter<T>(this IQueryable<T> source, Func<T, bool> predicate) => source;
    public static IQueryable<T> Filter<T>(this IQueryable<T> source, Func<T, int, bool> predicate) => source;
    public static IEnumerable<T> Filter<T>(this IEnumerable<T> source, Func<T, bool> predicate) => source;
    public static IQueryable<R> Map<T, R>(this IQueryable<T> source, Func<T, R> selector) => null!;
    public static bool Has<T>(this IQueryable<T> source, T item) => true;
}
public class Shelf { public bool Has(string item) => true; }
public abstract class QueryTests<TFixture>
{
    public System.Threading.Tasks.Task AssertQuery<TResult>(Func<IEntitySource, IQueryable<TResult>> query, Func<TResult, object?>? elementSorter = null,
        bool assertEmpty = false) => null!;
    public System.Threading.Tasks.Task AssertQuery<TResult>(Func<IEntitySource, IQueryable<TResult>> actualQuery, Func<IEntitySource, IQueryable<TResult>> expectedQuery,
        Func<TResult, object?>? elementSorter = null, bool assertEmpty = false) => null!;
    public System.Threading.Tasks.Task AssertQuery<TResult>(bool async, Func<IEntitySource, IQueryable<TResult>> query, Func<TResult, object?>? elementSorter = null,
        bool assertEmpty = false) => null!;
    public System.Threading.Tasks.Task AssertQuery<TResult>(bool async, Func<IEntitySource, IQueryable<TResult>> actualQuery,
        Func<IEntitySource, IQueryable<TResult>> expectedQuery, Func<TResult, object?>? elementSorter = null, bool assertEmpty = false) => null!;
}
public abstract class CycleThroughLambda<TFixture> : QueryTests<TFixture> where TFixture : class, new()
{
    public virtual System.Threading.Tasks.Task M(bool async, bool withNull) => AssertQuery(
        async,
        ss =>
        {
            var ids = withNull ? null : ss./*$*/Set<Customer>().Filter(c => c.CustomerID != "A").Map(c => c.CustomerID);
            return ss.Set<Customer>().Filter(c => ids != null && ids./*$*/Has(c.CustomerID));
        },
        assertEmpty: withNull);
}

// A generic method group returning an array of its type parameter goes to
// the delegate of its arity (Array.Empty<T> passed for a Func<T[]>).
public class GroupOfArrays
{
    static void Register(Func<int[]> f) { }
    static void Register(Func<string, int[]> f) { }
    static U[] Make<U>() => null!;
    public static void M() => /*$*/Register(Make<int>);
}

// An async lambda has a return type (its Task): a delegate that returns it
// is better than one that returns nothing.
public static class AsyncLambdaTarget
{
    static void That(Action a) { }
    static void That<T>(Func<T> f) { }
    static System.Threading.Tasks.Task<int> One() => System.Threading.Tasks.Task.FromResult(1);
    public static void M()
    {
        /*$*/That(async () => await One());
        /*$*/That(async () => { await One(); });
    }
}

// A lambda returned from a local function converts to its declared return type.
public static class LocalFunctionReturns
{
    public static void M()
    {
        static Action<string> F() { return a => a./*$*/Trim(); }
        static Func<int, int> G() => b => b./*$*/CompareTo(1);
        F()("x"); G()(1);
    }
}

// A lambda converts to no T that is string: the method taking T is not
// applicable, and the extension method (or the base class's) is called.
public interface ILookupList<T> : IEnumerable<T> { int Find(T item); }
public class ShadowList<T> : List<T> { public int Find(T item, int from) => 0; public new int FindIndex(T item) => 0; }
public static class FindExtensions
{
    public static int Find<T>(this IEnumerable<T> source, Func<T, bool> predicate) => 0;
    public static int IndexOf<T>(this IEnumerable<T> source, Func<T, bool> predicate) => 0;
    public static int Use(ILookupList<string> names, IList<string> list, ShadowList<string> shadow)
        => names./*$*/Find(p => p./*$*/Length == 1) + list./*$*/IndexOf(p => p.Length == 2) + shadow./*$*/FindIndex(s => s./*$*/Length == 3);
}

// An extension method named through its class is a plain static method:
// as a method group it takes the receiver as its first parameter.
public enum Shade { Light, Dark }
public static class Shades
{
    public static string ToName(this Shade s) => s.ToString();
    public static int Use(Shade[] shades) => shades./*$*/Select(Shades.ToName).First()./*$*/Length;
}

// A lambda whose body calls a void method gives no value: it goes to an
// Action, never to a Func<object> (xunit's Record.Exception).
public static class Record
{
    public static Exception? Exception(Action code) => null;
    public static Exception? Exception(Func<object?> code) => null;
    private static void Fail() { }
    private static int Count() => 1;
    public static bool Use() => /*$*/Exception(() => Fail()) == /*$*/Exception(() => Count());
}

// `yield return` converts its value to the iterator's element type: a
// target-typed new() and a lambda take it (xunit's serializer tests).
public class Writer { public void Write(string text) { } }
public record Row(Action<Writer> Write, string Expected);
public static class Rows
{
    public static IEnumerable<Row> Items()
    {
        yield return new(w => w./*$*/Write("a"), "a");
    }
    public static IEnumerable<Action<Writer>> Actions()
    {
        yield return w => w./*$*/Write("b");
    }
}

// A method group converts to a delegate whose result its method's converts
// to by identity or reference: a tuple only to the same tuple
// (ArchiSteamFarm's Task.Run(bot.Actions.Resume)).
public class Actions
{
    public (bool Success, string Message) Resume() => (true, "");
}
public static class Runner
{
    public static int Run(Func<string> work) => 1;
    public static int Run<T>(Func<T> work) => 2;
    public static int Use(Actions actions) => /*$*/Run(actions.Resume);
}

// A lambda parameter with a modifier and no type (C# 14) takes its type
// from the delegate (OpenTelemetry's Batch enumerator).
public struct Cursor { public int Count; }
public delegate bool Step(ref Cursor cursor);
public class Walker
{
    private readonly Step step = (ref c) => c./*$*/Count > 0;
    private readonly int count;
    public Walker(int count) { this./*$*/count = /*$*/count; }
}

// The type parameters of a generic local function are in scope in it, with
// their constraints (MemoryPack's formatters); a call infers them.
public interface IPacker { void Pack(); }
public class Packing
{
    public void Run<TOuter>(TOuter outer) where TOuter : IPacker
    {
        static void Write<T>(T value) where T : IPacker { value./*$*/Pack(); }
        void Nested<V>(V value) where V : TOuter { value./*$*/Pack(); outer./*$*/Pack(); }
        static T Echo<T>(T value) => value;
        static List<T> Wrap<T>(T value) => new List<T> { value };
        var echoed = Echo(new Cursor());
        var wrapped = Wrap(new Cursor());
        var written = Echo<Cursor>(default);
        int total = /*$*/echoed./*$*/Count + wrapped[0]./*$*/Count + /*$*/written.Count;
    }

    // A type parameter constrained to another has that one's constraints.
    public void Chain<U, W>(W value) where U : IPacker where W : U => value./*$*/Pack();
}

// A local function passed by name converts only to a delegate whose result
// its own converts to (SteamKit's callback tests).
public class Callbacks
{
    public void Subscribe<T>(Action<T> handler) { }
    public void Subscribe<T>(Func<T, System.Threading.Tasks.Task> handler) { }
    public static void Run(Action action) { }
    public static void Run(Func<int> func) { }
    public void Wire()
    {
        async System.Threading.Tasks.Task OnAsync(string s) => await System.Threading.Tasks.Task.Yield();
        void OnSync(string s) { }
        int Get() => 1;
        /*$*/Subscribe<string>(OnAsync);
        /*$*/Subscribe<string>(OnSync);
        /*$*/Run(Get);
    }
}

// A target-typed new() takes the type of a with member it sets, of what a
// lambda returns, of a bare array initializer's elements and of its tuple
// element (EventStore's options, Elsa's projections).
public record Certificate { public string File { get; init; } = ""; }
public record Listener { public Certificate Cert { get; init; } = new(); }
public class Targets
{
    public Listener With(Listener l) => l with { Cert = new() { /*$*/File = "w" } };
    public Func<Certificate> Lambda() => () => new() { /*$*/File = "f" };
    public System.Linq.Expressions.Expression<Func<Listener, Certificate>> Tree() => l => new() { /*$*/File = l.Cert.File };
    public Func<System.Threading.Tasks.Task<Certificate>> Later() => async () => { await System.Threading.Tasks.Task.Yield(); return new() { /*$*/File = "a" }; };
    public Certificate[] Array() { Certificate[] all = { new() { /*$*/File = "x" } }; return all; }
    public (Certificate, int) Tuple() => (new() { /*$*/File = "t" }, 1);
}

// A lambda cast to a delegate type takes its parameter types from it; an
// implicitly typed array of anonymous objects is an array of that
// anonymous type (mongo-csharp-driver's tests).
public class Casts
{
    public static int Use(int[] xs)
    {
        var check = (System.Linq.Expressions.Expression<Func<Cursor, bool>>)(c => c./*$*/Count == 1);
        var count = (Func<Cursor, int>)(c => c./*$*/Count);
        var zipped = xs.Zip(new[] { new { Y = 3 } }, (x, y) => y./*$*/Y);
        var rows = new[] { new { Z = 1 } };
        return rows[0]./*$*/Z;
    }
}

// Among delegates that differ in the number they return, the lambda's goes
// to the better conversion target: a byte to int over long, decimal and
// int? (SharpCompress's header.Sum(value => value)).
public static class NumericResults
{
    static decimal F(Func<byte, decimal> f) => 0;
    static long F(Func<byte, long> f) => 0;
    static int F(Func<byte, int> f) => 0;
    public static int Use(byte[] header) => (int)/*$*/F(v => v) + header./*$*/Sum(value => value);

    // A delegate returning a type parameter is inferred to return the byte
    // itself, an identity: Max<TSource, TResult> (LiteDB's Max(x =>
    // x.Value.Slot)); for an int both are identities and Func<T, int>, the
    // more specific, wins.
    public static int Most(List<byte[]> rows) => rows./*$*/Max(r => r[0]) + rows./*$*/Max(r => r.Length);
}

// An anonymous method's block is its body: delegate { } returns nothing, so
// it goes to the Action (NSubstitute's When(...).Do(delegate { })).
public class Callback { }
public class WhenCalled
{
    public void Do(Action<int> action) { }
    public void Do(Func<int, System.Threading.Tasks.Task> action) { }
    public void Do(Callback callback) { }
    public void Use() { /*$*/Do(delegate { }); /*$*/Do(delegate (int x) { }); }
}

// A lambda's written return type is what it returns (C# 10): TElement of
// ToDictionary is ICollection<Order>, not what [] would give (NJsonSchema).
public static class WrittenReturn
{
    public static int Count(List<string> keys)
    {
        var map = keys.ToDictionary(k => k, ICollection<Res.Model.Order> (k) => []);
        return map["a"]./*$*/Count;
    }
}

// A lambda that only throws converts to any delegate; one with a result is
// the better target than a void one (Shouldly's Task.Run(() => throw e, ct)
// is Run(Func<Task>, ...), not Run(Action, ...)).
public static class Throwing
{
    static int Run(Action action) => 1;
    static int Run(Func<object> work) => 2;

    public static int Use() => /*$*/Run(() => throw new InvalidOperationException()) + /*$*/Run(() => { throw new InvalidOperationException(); }) + /*$*/Run(() => { });
}

// A lambda without parameter types infers only what a declared delegate's
// result is made of: Pick<T>(Filter<Crate<T>>) infers no T from x => ..., so
// the derived class's generic overload is inapplicable and the base's is
// called (MassTransit's PublishedMessageList.Select).
public delegate bool Filter<in T>(T element);
public delegate T Maker<out T>();
public class Crate<T> { }
public class PickList<TElement>
{
    public int Pick(Filter<TElement> filter) => 1;
    public int Make<T>(Maker<T> maker) => 2;
}
public class BoxList : PickList<object>
{
    public int Pick<T>(Filter<Crate<T>> filter) => 3;
    public int Use() => /*$*/Pick(x => x is Crate<int>) + /*$*/Make(() => 5);
}

// A lambda whose body cannot bind with a delegate's parameter types makes
// that overload inapplicable, and the base's is called: m => mf.Any(m)
// cannot take a MessageFilter for m (MassTransit's PublishedMessageList).
public interface IMessage { }
public class MessageFilter { public bool Any(IMessage element) => true; }
public class MessageList<T>
{
    public int Choose(Filter<T> filter, int limit = 0) => 1;
}
public class Messages : MessageList<IMessage>
{
    public int Choose(Action<MessageFilter> apply, int limit = 0) => 2;
    public int Use(MessageFilter mf) => /*$*/Choose(m => mf.Any(m), 1) + /*$*/Choose(f => f.Any(null!), 1);
}

// What a lambda returns bounds the type parameter its delegate returns:
// Func<T, P> given x => x.Maybe with P an int from the receiver fails, and
// the overload of Func<T, P?> is called (FluentValidation's GreaterThan).
public interface IRule<T, out P> { }
public static class RuleChecks
{
    public static int Above<T, P>(this IRule<T, P> rule, System.Linq.Expressions.Expression<Func<T, P>> other) where P : IComparable<P> => 1;
    public static int Above<T, P>(this IRule<T, P> rule, System.Linq.Expressions.Expression<Func<T, P?>> other) where P : struct, IComparable<P> => 2;
}
public class Measured { public int Size; public int? Maybe; }
public class RuleUse
{
    public int Use(IRule<Measured, int> rule) => rule./*$*/Above(x => x.Maybe) + rule./*$*/Above(x => x.Size);
}

// A lambda's body that passes its parameter to a method of a type not read
// says nothing against an overload (Autofac's Clear(x => Assert.Single(x))).
public class Clearing
{
    public int Clear() => 1;
    public int Clear(Func<int, bool> predicate) => 2;
    public int Use(Clearing other) => other./*$*/Clear(x => Missing.Single(x));
}

// The elements of a collection expression a class collects through Add go
// to Add's parameter, which need not be its element type: a lambda to a
// delegate, a tuple to a tuple type (xunit's TheoryData<T1, T2>, enumerating
// rows but adding (T1, T2) tuples).
public class Probe { public int Reading; }
public class Probes : System.Collections.Generic.IEnumerable<string>
{
    public void Add(Func<Probe, int> read) { }
    public System.Collections.Generic.IEnumerator<string> GetEnumerator() => null!;
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => null!;
}
public class DataRow<T1, T2> { }
public class DataBase<TRow, TRaw> : System.Collections.Generic.IEnumerable<TRow>
{
    public void Add(TRow row) { }
    public void Add(TRaw raw) { }
    public System.Collections.Generic.IEnumerator<TRow> GetEnumerator() => null!;
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => null!;
}
public class Data<T1, T2> : DataBase<DataRow<T1, T2>, (T1, T2)> { }
public static class Collected
{
    public static Probes All = [p => p./*$*/Reading];
    public static Data<string, Func<Probe, int>> Rows = [("first", p => p./*$*/Reading)];
}

// A lambda goes to a delegate the index reads before a type of an assembly
// not read, which is most likely no delegate (Proto.Actor's EventStream:
// Subscribe<T>(Channel<T>) and Subscribe<T>(Action<T>), declared first).
public class EventStream<T>
{
    public void Subscribe<TMsg>(System.Threading.Channels.Channel<TMsg> channel, object? dispatcher = null) { }
    public void Subscribe<TMsg>(Action<TMsg> action, object? dispatcher = null) { }
    public static void Use(EventStream<object> stream) => stream./*$*/Subscribe<string>(e => Console.WriteLine(e));
}

// A contextual keyword names a lambda's one parameter written without
// parentheses: file => file.Path (NodaTime, Spectre.Console's generators).
public static class KeywordParameters
{
    public static int Sum(string[] paths) => paths.Select(/*$*/file => /*$*/file.Length).Sum() + paths.Count(/*$*/from => from.Length > 1);
}

// A block lambda returns the type of its returns that have one of their
// own: `return null;` first takes the later return's type (Greenshot's
// Task.Run(() => { if (...) return null; return Transform(...); }) is
// Run<Bitmap>(Func<Bitmap>), not Run(Func<Task>)).
public class Frames
{
    public class Bitmap { }
    static Bitmap Make() => new Bitmap();
    public Bitmap Capture(bool empty) => System.Threading.Tasks.Task./*$*/Run(() =>
    {
        if (empty) return null;
        return Make();
    })./*$*/GetAwaiter()./*$*/GetResult();
}

// An async lambda whose body is an expression that may stand as a
// statement (an assignment, a call, an await) converts to a delegate
// returning a Task, which is the better target than one returning
// nothing (Flurl's AfterCall(async call => log = await call.Get())).
public class FlurlCall { public System.Threading.Tasks.Task<string> GetStringAsync() => System.Threading.Tasks.Task.FromResult(""); }
public static class CallHandlers
{
    public static T After<T>(this T target, Action<FlurlCall> act) => target;
    public static T After<T>(this T target, Func<FlurlCall, System.Threading.Tasks.Task> act) => target;
    public static void Use(string target)
    {
        string log = "";
        target./*$*/After(async call => log = await call.GetStringAsync());
        target./*$*/After(call => log = "sync");
    }
}

// A lambda whose body does not bind with the parameter types a method
// infers rules the method out, however well the receiver fits it (EF
// Core's ThenInclude(e => e.Product) after Include(o => o.Details) is the
// ThenInclude of IIncludableQueryable<T, IEnumerable<TPrev>>).
public interface IIncludable<out TEntity, out TProperty> { }
public class Detail { public int Product; }
public static class Includes
{
    public static IIncludable<TE, TP> ThenInclude<TE, TPrev, TP>(this IIncludable<TE, IEnumerable<TPrev>> source, Func<TPrev, TP> path) => null!;
    public static IIncludable<TE, TP> ThenInclude<TE, TPrev, TP>(this IIncludable<TE, TPrev> source, Func<TPrev, TP> path) => null!;
    public static object Use(IIncludable<string, List<Detail>> query) => query./*$*/ThenInclude(d => d./*$*/Product);
}

// The elements' best common type: uint? over uint (EF Core's
// new[] { e.EmployeeID, e.ReportsTo }).
public static class CommonTypes
{
    public static int Count(uint id, uint? reportsTo)
    {
        var /*$*/ids = new[] { id, reportsTo };
        var /*$*/either = id > 0 ? id : reportsTo;
        return ids.Length;
    }
}

// An async lambda's natural type: Func<..., Task> or Func<..., Task<T>>
// (Aspire's WithImagePushOptions(callback) takes the Func overload).
public static class AsyncCallbacks
{
    public static void On(this string s, Action<int> a) { }
    public static void On(this string s, Func<int, System.Threading.Tasks.Task> f) { }
    public static void Get(Action a) { }
    public static void Get(Func<System.Threading.Tasks.Task<int>> f) { }

    static void M()
    {
        var cb = async (int x) => { await System.Threading.Tasks.Task.Delay(x); };
        ""./*$*/On(/*$*/cb);
        ""./*$*/On(async (int x) => await System.Threading.Tasks.Task.Delay(x));
        var one = async () => 1;
        /*$*/Get(/*$*/one);
        var sync = (int x) => { };
        ""./*$*/On(/*$*/sync);
    }
}

// A local function as a method group: what it returns gives a T and makes
// the delegate that returns exactly that the better target (NUnit's
// Assert.ThatAsync(GetResult, ...) of a Task<string> GetResult() is
// ThatAsync<T>(Func<Task<T>>, ...)).
public static class LocalGroups
{
    static void Wait(Func<System.Threading.Tasks.Task> f) { }
    static void Wait<T>(Func<System.Threading.Tasks.Task<T>> f) { }
    static T Run<T>(Func<T> f) => f();

    static void M()
    {
        System.Threading.Tasks.Task<string> GetResult() => System.Threading.Tasks.Task.FromResult("");
        int Count() => 1;
        /*$*/Wait(GetResult);
        var n = Run(Count);
        _ = /*$*/n;
    }
}

// Rx.NET's overloads: the literal default goes to the more derived of two
// parameter types, as null does; a lambda that returns a lambda takes the
// delegate that returns a delegate (Observable.Create(o => { ...; return
// () => ...; }) is Create(Func<IObserver<T>, Action>)); a method's type
// parameter the call writes a delegate type for takes a lambda
// (Task.FromResult<Action>(() => { })).
public interface IFeed<T> { }
public interface IConnectableFeed<T> : IFeed<T> { }
public static class FeedOps
{
    public static int Run<T>(IFeed<T> feed, int n) => 1;
    public static int Run<T>(IConnectableFeed<T> feed, int n) => 2;
    public static int Pick(object o) => 1;
    public static int Pick(string s) => 2;
    public static int Create<T>(Func<int, IDisposable> subscribe) => 1;
    public static int Create<T>(Func<int, Action> subscribe) => 2;

    static void M()
    {
        /*$*/Run<int>(default, 1);
        /*$*/Pick(default);
        /*$*/Create<int>(o => () => { });
        /*$*/Create<int>(o => { return () => { }; });
        var done = System.Threading.Tasks.Task./*$*/FromResult<Action>(() => { });
        _ = /*$*/done;
    }
}

// A call whose value is used is to no method that returns nothing, where
// the lambda's result does not decide (Nuke's var model =
// AsyncHelper.RunSync(() => serializer.OpenAsync(path)), OpenAsync a
// package's).
public static class AsyncHelper
{
    public static T RunSync<T>(Func<System.Threading.Tasks.Task<T>> run) => default!;
    public static void RunSync(Func<System.Threading.Tasks.Task> run) { }

    public static void Use(Missing.Serializer serializer)
    {
        var model = /*$*/RunSync(() => serializer.OpenAsync());
        /*$*/RunSync(() => serializer.OpenAsync());
    }

    // Awaited and used, the task gives a value: Task.WhenAll<T> of tasks a
    // package's method makes (Clean Architecture's validators).
    public static async System.Threading.Tasks.Task<int> Validate(System.Collections.Generic.IEnumerable<Missing.Serializer> all)
    {
        var results = await System.Threading.Tasks.Task./*$*/WhenAll(all.Select(s => s.OpenAsync()));
        return results.Length;
    }
}

// A lambda given to a delegate invoked takes the delegate's parameter
// types (EventFlow's storeAggregateSagaAsync(this, id, sourceId, async (s, c) => ...)).
public class DelegateArguments
{
    private Func<int, Func<string, int>, int> measure = (n, f) => f("x");
    public int Use()
    {
        Func<int, Func<string, int>, int> local = (n, f) => f("y");
        return local(1, s => s./*$*/Length) + measure(2, t => t./*$*/Length);
    }
}

// An anonymous type converts to object only: Concat<T>(this T, IEnumerable<T>)
// given sequences of one fails, so LINQ's Concat is called, and two
// anonymous types of the same members are one (CommandLineParser's
// shortOptions.Concat(longOptions)).
public static class HeadTail
{
    public static IEnumerable<T> Concat<T>(this T head, IEnumerable<T> tail) { yield return head; }
    public static IEnumerable<T> Concat<T>(this IEnumerable<T> head, T tail) { yield return tail; }

    public static int Use(IEnumerable<string> names)
    {
        var shorts = names.Select(s => new { Name = s });
        var longs = names.Select(s => new { Name = s + s });
        return shorts./*$*/Concat(longs).First()./*$*/Name.Length;
    }
}

// b ? lambda : lambda converts to delegates only, as a lambda does
// (coverlet's copy.Sort(descending ? (a, b) => b.CompareTo(a) : (a, b) => a.CompareTo(b))).
public static class Sorting
{
    public static void Use(List<int> list, bool descending) =>
        list./*$*/Sort(descending ? (a, b) => b./*$*/CompareTo(a) : (a, b) => a.CompareTo(b));
}

// A call of many lambdas among many overloads, whose lambdas' parameters
// are typed by the overload chosen: the call is chosen again inside, but
// not a third time (MoreLINQ's Aggregate of seven accumulators took
// minutes, each lambda trying the call again).
public static class Folds
{
    public static TResult Fold<T, TA1, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, Func<TA1, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, Func<TA1, TA2, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TA3, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, TA3 seed3, Func<TA3, T, TA3> acc3, Func<TA1, TA2, TA3, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TA3, TA4, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, TA3 seed3, Func<TA3, T, TA3> acc3, TA4 seed4, Func<TA4, T, TA4> acc4, Func<TA1, TA2, TA3, TA4, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TA3, TA4, TA5, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, TA3 seed3, Func<TA3, T, TA3> acc3, TA4 seed4, Func<TA4, T, TA4> acc4, TA5 seed5, Func<TA5, T, TA5> acc5, Func<TA1, TA2, TA3, TA4, TA5, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TA3, TA4, TA5, TA6, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, TA3 seed3, Func<TA3, T, TA3> acc3, TA4 seed4, Func<TA4, T, TA4> acc4, TA5 seed5, Func<TA5, T, TA5> acc5, TA6 seed6, Func<TA6, T, TA6> acc6, Func<TA1, TA2, TA3, TA4, TA5, TA6, TResult> resultSelector) => default!;
    public static TResult Fold<T, TA1, TA2, TA3, TA4, TA5, TA6, TA7, TResult>(this IEnumerable<T> source, TA1 seed1, Func<TA1, T, TA1> acc1, TA2 seed2, Func<TA2, T, TA2> acc2, TA3 seed3, Func<TA3, T, TA3> acc3, TA4 seed4, Func<TA4, T, TA4> acc4, TA5 seed5, Func<TA5, T, TA5> acc5, TA6 seed6, Func<TA6, T, TA6> acc6, TA7 seed7, Func<TA7, T, TA7> acc7, Func<TA1, TA2, TA3, TA4, TA5, TA6, TA7, TResult> resultSelector) => default!;
}
public static class ManyFolds
{
    public static object Use()
    {
        var result = Enumerable.Range(1, 10)
            .Select(n => new { Num = n, Str = n.ToString() })
            ./*$*/Fold(
                0, (s, e) => s + e.Num,
                0, (s, e) => e.Num % 2 == 0 ? s + e.Num : s,
                0, (s, _) => s + 1,
                (int?)null, (s, e) => s is { } n ? Math.Min(n, e.Num) : e.Num,
                (int?)null, (s, e) => s is { } n ? Math.Max(n, e.Num) : e.Num,
                new HashSet<int>(), (s, e) => { _ = s.Add(e./*$*/Str.Length); return s; },
                new List<(int Num, string Str)>(), (s, e) => { s.Add((e.Num, e.Str)); return s; },
                (sum, esum, count, min, max, lengths, items) => new { Sum = sum, Items = items });
        return result./*$*/Sum;
    }
}

// A type parameter of the code around a lambda is a type of its own: a
// lambda giving a Task<T> goes to no Func<int, T> (GraphQL's
// new FuncFieldResolver<TReturnType>(context => new ValueTask<TReturnType?>(...))).
public class Resolver<T>
{
    public Resolver(Func<int, T?> resolve) { }
    public Resolver(Func<int, System.Threading.Tasks.Task<T?>> resolve) { }
}
public class ResolverUses<TReturn>
{
    public Resolver<TReturn> Make(TReturn value) => new /*$*/Resolver<TReturn>(i => System.Threading.Tasks.Task.FromResult<TReturn?>(value));
    public Resolver<TReturn> Plain(TReturn value) => new /*$*/Resolver<TReturn>(i => value);
}

// A method group of one method has a natural type (C# 10): var p =
// Item.IsIncluded is a Func<Item, bool> (DynamicData's predicate.Invoke(item)).
public class Item
{
    public static bool IsIncluded(Item item) => true;
    public static void Touch(Item item) { }
    public static bool Use(Item item)
    {
        var /*$*/predicate = Item.IsIncluded;
        var /*$*/touch = Touch;
        touch(item);
        return predicate./*$*/Invoke(item);
    }
}

// (ref T x) => ... converts to a delegate taking a ref T only (Harmony's
// ATestCase((ref T instance) => ref ...) takes the StructFieldRef<T, F>).
public delegate ref F StructRef<T, F>(ref T instance) where T : struct;
public delegate ref F ClassRef<T, F>(T instance);
public static class RefCases
{
    static int Case<T, F>(ClassRef<T, F> read) => 1;
    static int Case<T, F>(StructRef<T, F> read) where T : struct => 2;
    static ref long Field(ref int x) => throw null!;
    static ref long Other(int x) => throw null!;
    static int Use() => /*$*/Case((ref int i) => ref Field(ref i)) + /*$*/Case((int i) => ref Other(i));
}

// A lambda goes to a type parameter of the method's type only as the
// delegate the receiver's type gives it, with as many parameters (Nancy's
// pipeline.AddItemToEndOfPipeline(r => { }) of an AfterPipeline).
public abstract class PipelineBase<TAsync, TSync>
{
    public void AddItem(TAsync item) { }
    public void AddItem(TSync item) { }
}
public class AfterPipeline : PipelineBase<Func<int, string, object>, Action<int>> { }
public static class Pipelines
{
    static void Use(AfterPipeline pipeline)
    {
        pipeline./*$*/AddItem(r => { });
        pipeline./*$*/AddItem((x, y) => new object());
    }
}

// A block lambda that never returns (its end cannot be reached and it has
// no return statement) converts to a delegate with a result, the better
// target than a void one (Sentry's Task.Run(() => { signal.Set(); throw e; })).
public static class NeverReturning
{
    public static void Run(Action action) { }
    public static void Run(Func<int> function) { }
    public static void Use(bool flag)
    {
        /*$*/Run(() => { Console.WriteLine(); throw new Exception(); });
        /*$*/Run(() => { while (true) { } });
        /*$*/Run(() => { while (true) { if (flag) break; } });
        /*$*/Run(() => { if (flag) return; throw new Exception(); });
        /*$*/Run(() => { for (;;) { Console.WriteLine(); } }); // the Kubernetes client's tests
    }
}

// An assignment is a value too: () => _ = F and () => F++ return F's type,
// and the delegate that returns it is the better target (PowerShell's
// Task.Run(() => _ = Compiler.DottedLocalsTupleType) is Run<Type>).
public static class AssignedResults
{
    static int counter;
    static Type? kind;
    public static void Run(Action action) { }
    public static void Run<TResult>(Func<TResult> function) { }
    public static void Use()
    {
        /*$*/Run(() => _ = kind);
        /*$*/Run(() => counter++);
        /*$*/Run(() => counter = 2);
    }
}

// A lambda whose body is a collection expression returns a collection:
// no Func<T, Error> of a struct that is none takes it (ErrorOr's
// Else(errors => [Error.Unexpected()])).
public readonly record struct Failure(string Code);
public static class Fallbacks
{
    public static int Else(Func<List<Failure>, Failure> onError) => 0;
    public static int Else(Func<List<Failure>, List<Failure>> onError) => 0;
    public static int Else(Func<List<Failure>, string> onError) => 0;
    static int Use() => /*$*/Else(errors => [new Failure("x")]);
}

// Type arguments written go into a generic receiver parameter: an Error is
// no int, so error.ToErrorOr<int>() is ToErrorOr<T>(this Failure) (ErrorOr).
public static class ToResults
{
    public static int ToResult<TValue>(this TValue value) => 0;
    public static int ToResult<TValue>(this Failure error) => 1;
    public static int ToResult<TValue>(this List<Failure> errors) => 2;
    static int Use(Failure error, List<Failure> errors, int number) => error./*$*/ToResult<int>() + errors./*$*/ToResult<int>() + number./*$*/ToResult<int>();
}

// A generic method called inside itself infers its type arguments anew:
// its T there is not the T of the code that calls (Kiota's
// codeClass.GetPrimaryMessageCodePath(...) inside it, of another
// ProprietableBlock<TKind, TDeclaration>).
public class Box<T> { }
public class IntBox : Box<int> { }
public static class Recursion
{
    public static int Depth<T>(this Box<T> box, Box<int>? inner) => inner is null ? 0 : 1 + inner./*$*/Depth(null);
    public static int Size<T>(this Box<T> box, IntBox? inner) => inner is null ? 0 : inner./*$*/Size(null);
}

// A lambda's in parameter is a parameter, and the lambda goes to a
// delegate whose parameter is in (Robust's new DynamicTree<int>((in int x) => boxes[x])).
public delegate int ByIn(in int value);
public class InTree
{
    public InTree(ByIn extract) { }
    static InTree Make(int[] boxes) => new /*$*/InTree((in int x) => boxes[/*$*/x]);
}

// a ??= b of an int? is an int; a lambda returning a Task<T> takes Run<T>'s
// Func<Task<T>>, the more specific (StreamJsonRpc).
public interface IObserving { System.Threading.Tasks.Task<IObserver<int>?> GetObserver(); }
public static class Coalescing
{
    static int? cached;
    static int Use() => (cached ??= 5)./*$*/CompareTo(3);
    static async System.Threading.Tasks.Task<IObserver<int>?> Run(IObserving client) => await System.Threading.Tasks.Task./*$*/Run(() => client.GetObserver());
}

// An overload whose lambda's body cannot bind is no candidate: v.Sum() of
// an IEnumerable<Failure> takes no Sum<T>(this IEnumerable<T>, Func<T, int>)
// either, which needs a selector (csharp-functional-extensions'
// results.Combine(v => v.Sum()) is the composer overload).
public class Failure { }
public struct Outcome<T, E> { }
public static class Combining
{
    public static E Combine<T, E>(this IEnumerable<Outcome<T, E>> results, Func<IEnumerable<E>, E> composeErrors) => default!;
    public static K Combine<T, K, E>(this IEnumerable<Outcome<T, E>> results, Func<IEnumerable<T>, K> compose) => default!;
    static int Use(IEnumerable<Outcome<int, Failure>> results) => results./*$*/Combine(v => v.Sum());
}

// What an async lambda returns goes to the T of the Task<T> its delegate
// returns, as a lambda's value to a Func's result (Ardalis.Result's
// BindAsync overloads of Func<S, Task<Result>> and Func<S, Task<Result<D>>>,
// where class Result : Result<Result>).
public class Bound : Bound<Bound> { }
public class Bound<T> { }
public static class Binding
{
    public static System.Threading.Tasks.Task<Bound> BindAsync<S>(this Bound<S> r, Func<S, System.Threading.Tasks.Task<Bound>> f) => default!;
    public static System.Threading.Tasks.Task<Bound<D>> BindAsync<S, D>(this Bound<S> r, Func<S, System.Threading.Tasks.Task<Bound<D>>> f) => default!;
    public static System.Threading.Tasks.Task<Bound> BindAsync(this Bound r, Func<Bound, System.Threading.Tasks.Task<Bound>> f) => default!;
    public static System.Threading.Tasks.Task<Bound<D>> BindAsync<S, D>(this System.Threading.Tasks.Task<Bound<S>> t, Func<S, System.Threading.Tasks.Task<Bound<D>>> f) => default!;
    public static System.Threading.Tasks.Task<Bound> BindAsync<S>(this System.Threading.Tasks.Task<Bound<S>> t, Func<S, System.Threading.Tasks.Task<Bound>> f) => default!;

    static void Use(Bound<int> r, Bound b, System.Threading.Tasks.Task<Bound<int>> t)
    {
        r./*$*/BindAsync(async v => { await System.Threading.Tasks.Task.Yield(); return new Bound<string>(); });
        r./*$*/BindAsync(async v => new Bound());
        b./*$*/BindAsync(async _ => { await System.Threading.Tasks.Task.Yield(); return new Bound<int>(); });
        t./*$*/BindAsync(async v => { await System.Threading.Tasks.Task.Yield(); return new Bound(); });
    }
}

// A lambda's parameter of a type nested in a generic type, met through a
// method of another type nested in it, is of the constructed type
// (Stateless' StateMachine<State, Trigger>.StateConfiguration.OnEntry(t => ...)
// takes a StateMachine<State, Trigger>.Transition).
public class Machine<TState>
{
    public class Transition { public TState Source = default!; }
    public class Configuration
    {
        public void OnEntry(Action<Transition> entry) { }
        public Transition Last() => new();
    }
}
public class MachineUses
{
    static string Show(int state) => "";
    static string Show(object state) => "";
    public void Use(Machine<int>.Configuration config)
    {
        config.OnEntry(t => /*$*/Show(t.Source));
        var last = config.Last();
        /*$*/Show(last.Source);
    }
}

// A lambda that writes no modifiers passes its parameters by value: it
// converts to no delegate taking in parameters (Handlebars.Net's
// RegisterHelper(name, (output, options, context, arguments) => ...) is the
// block helper's overload); one that writes them does.
public delegate void InHelper(in int output, in string options);
public delegate void PlainHelper(int output, string options);
public static class Helpers
{
    public static void Register(string name, InHelper helper) { }
    public static void Register(string name, PlainHelper helper) { }
    public static void Use()
    {
        /*$*/Register("a", (output, options) => { });
        /*$*/Register("b", (in int output, in string options) => { });
    }
}

// A delegate other than Func gives its result type to inference from its
// declaration too: Array.ConvertAll(parts, int.Parse) is an int[]
// (NETworkManager's SNMP OID comparer), and so is a call through a
// delegate type of the code.
public delegate TOut Mapping<in TIn, out TOut>(TIn value);
public static class Conversions
{
    static TOut[] MapAll<TIn, TOut>(TIn[] items, Mapping<TIn, TOut> map) => new TOut[items.Length];
    public static int Compare(string x, string[] names)
    {
        var parts = Array.ConvertAll(x.Split('.'), int.Parse);
        var lengths = MapAll(names, n => n.Length);
        return Math.Min(parts./*$*/Length, lengths./*$*/Length);
    }
}

// An expression tree of a delegate type the code declares gives the
// lambda that delegate's parameters (Gridify's Expression<OperatorParameter>).
public delegate bool OperatorParameter(object propertyReference, object value);
public static class Operators
{
    public static System.Linq.Expressions.Expression<OperatorParameter> Build() =>
        (prop, /*$*/value) => value./*$*/ToString() == "x";
}

// A lambda in a branch of ?: whose other branch throws (or is a lambda,
// in parentheses or not) goes where a lambda goes: to the constructor
// taking a delegate (DefaultEcs's this(map is null ? throw ... : _ => map, x)).
public class MultiMapSystem
{
    private MultiMapSystem(Func<object, string> factory, int x) { }
    public MultiMapSystem(string map, int x) : /*$*/this(map is null ? throw new ArgumentNullException(nameof(map)) : /*$*/_ => map, x) { }
    public MultiMapSystem(string map, bool b) : /*$*/this(b ? (/*$*/o => map) : (o => ""), 1) { }
}

// A lambda whose body reads its parameters goes to a delegate of the code
// whose result its body converts to, where the candidates type the
// parameters alike: Hellang's Allow(name, ctx => ctx.User.IsInRole(...))
// is no AsyncSelector<bool> (a ValueTask<bool>) but the extension's
// Selector<bool>, and Limit picks the overload whose delegates return an
// int and a string.
public delegate T Selector<out T>(string context);
public delegate System.Threading.Tasks.Task<T> AsyncSelector<T>(string context);
public class RateOptions
{
    public RateOptions Allow(string name, AsyncSelector<bool> predicate) => this;
    public RateOptions Limit(string name, Selector<int> limit, AsyncSelector<string> key) => this;
    public RateOptions Limit(string name, AsyncSelector<int> limit, Selector<string> key) => this;
    public RateOptions Limit(string name, Selector<int> limit, Selector<string> key) => this;
}
public static class RateOptionsExtensions
{
    public static RateOptions Allow(this RateOptions options, string name, Selector<bool> predicate) => options;
}
public static class RateRules
{
    static void Use(RateOptions options)
    {
        options./*$*/Allow("admins", ctx => ctx.Length > 5);
        options./*$*/Limit("all", ctx => ctx.Length > 5 ? 5000 : 60, ctx => ctx.ToUpper());
    }
}

// A lambda without parameters has its natural type, which a method's own
// type parameter takes (HarmonyX's CodeInstruction.CallClosure(() => { ... })
// with CallClosure<T>(T closure) where T : Delegate).
public static class Closures
{
    static int CallClosure<T>(T closure) where T : Delegate => 0;
    static int field;
    static int Use() => /*$*/CallClosure(() => { field = 1; });
}

// A lambda whose first of several parameters is written with in or out,
// which the parser reads as a tuple compared with the body: its parameters
// and the delegate of in parameters it goes to (LogicLooper's
// RegisterActionAsync((in LogicLooperActionContext ctx, TState state) => ...)).
public delegate bool InFirst(in int frame, string state);
public static class InLambdas
{
    static void Register(InFirst action) { }
    static void Register(Func<int, string, bool> action) { }
    static void Use() => /*$*/Register((in int /*$*/frame, string state) => /*$*/frame > state./*$*/Length);
    // A method's parameters, with an expression body: no lambda's (Trill's
    // MemoryPool.Get(out StreamMessage<TKey, TPayload> result) => ...).
    static bool /*$*/Fill(out Dictionary<int, string> items, int count) => (items = new(count)) != null;
}

// A lambda that only throws has no result type: the delegate whose result
// converts to the other's is the better (System.CommandLine's
// SetAction((_, __) => throw e) takes Func<..., Task<int>>). An async
// lambda returns a task, never a bool (LogicLooper's
// RegisterActionAsync(async ctx => { ...; throw e; }) takes the
// ValueTask<bool> delegate).
public delegate bool SyncAction(in int frame);
public delegate System.Threading.Tasks.ValueTask<bool> AsyncAction(int frame);
public static class Actions
{
    static void SetAction(Func<string, System.Threading.CancellationToken, System.Threading.Tasks.Task> action) { }
    static void SetAction(Func<string, System.Threading.CancellationToken, System.Threading.Tasks.Task<int>> action) { }
    static void Register(SyncAction action) { }
    static void Register(AsyncAction action) { }
    static void Use(Exception e)
    {
        /*$*/SetAction((_, __) => throw e);
        /*$*/SetAction((_, __) => { throw e; });
        /*$*/Register(async (int frame) => { await System.Threading.Tasks.Task.Yield(); throw e; });
    }
}

// Types with [AsyncMethodBuilder] are what async lambdas return, as Task
// and Task<T> are (LogicLooper's RunCoroutine(async ctx => { ...; return 1; })
// takes the Func<..., LogicLooperCoroutine<T>>).
public class CoroutineBuilder { }
[System.Runtime.CompilerServices.AsyncMethodBuilder(typeof(CoroutineBuilder))]
public class Coroutine { }
[System.Runtime.CompilerServices.AsyncMethodBuilder(typeof(CoroutineBuilder))]
public class Coroutine<T> : Coroutine { }
public class CoroutineContext
{
    public Coroutine RunCoroutine(Func<int, Coroutine> action) => null!;
    public Coroutine<T> RunCoroutine<T>(Func<int, Coroutine<T>> action) => null!;
    public void Use()
    {
        /*$*/RunCoroutine(async frame => { await System.Threading.Tasks.Task.Yield(); return 12345; });
        /*$*/RunCoroutine(async frame => { await System.Threading.Tasks.Task.Yield(); });
    }
}

// A lambda reading none of its parameters whose result is of a type not
// known does not choose between a Func<T, Task> and a Func<T, Task<U>>
// (project-system's _waitService.RunAsync(..., context =>
// documentRenameResult.UpdateSolutionAsync(...)), Roslyn not read).
public interface IWaitIndicator
{
    System.Threading.Tasks.Task<int> RunAsync(string title, Func<IDisposable, System.Threading.Tasks.Task> method);
    System.Threading.Tasks.Task<T> RunAsync<T>(string title, Func<IDisposable, System.Threading.Tasks.Task<T>> method);
}
public static class Waiting
{
    public static async System.Threading.Tasks.Task Use(IWaitIndicator wait, Missing.Renamer renamer, Missing.Solution solution)
    {
        Missing.Solution result = await wait./*$*/RunAsync("rename", context => renamer.UpdateSolutionAsync(solution));
        await wait./*$*/RunAsync("known", context => System.Threading.Tasks.Task.CompletedTask);
        // Nor does a block whose returned value reads none of them (AutoGen's
        // (id, runtime) => { agent = new Agent(id, runtime); return ValueTask.FromResult(agent); }).
        await wait./*$*/RunAsync("block", context =>
        {
            context.Dispose();
            return renamer.UpdateSolutionAsync(solution);
        });
    }
}

// A lambda operand of a user-defined operator takes its parameter types
// from the operator's delegate parameter (LanguageExt's ma >> (x => f(x))).
public class Chain<A>
{
    public A Value = default!;
    public static Chain<A> operator >>(Chain<A> ma, Func<A, Chain<A>> f) => ma;
}
public static class Chains
{
    public static Chain<string> Then(Chain<string> c) => c >> (text => { var n = text./*$*/Length; return c; });
}

// A lambda in a tuple, or one of params, converts only to a delegate of its
// parameter count there too (Parlot's Unary((minus, x => ...)) beside
// Unary(params (Parser, Func<Context, T, T>)[])).
public class Rule<T> { }
public static class Rules
{
    public static Rule<T> Prefix<T>(this Rule<T> p, params (string op, Func<T, T> f)[] list) => p;
    public static Rule<T> Prefix<T>(this Rule<T> p, params (string op, Func<string, T, T> f)[] list) => p;
    public static Rule<T> Pair<T>(this Rule<T> p, (string op, Func<T, T> f) item) => p;
    public static Rule<T> Pair<T>(this Rule<T> p, (string op, Func<string, T, T> f) item) => p;
    public static Rule<T> Many<T>(this Rule<T> p, params Func<T, T>[] fs) => p;
    public static Rule<T> Many<T>(this Rule<T> p, params Func<string, T, T>[] fs) => p;
    public static void Use(Rule<int> r)
    {
        r./*$*/Prefix(("-", x => -x));
        r./*$*/Pair(("-", (c, x) => -x));
        r./*$*/Many(x => x, x => x + 1);
    }
}

// A lambda with a written return type converts only to a delegate
// returning that type: `async ValueTask<string> () => ...` goes to
// Func<ValueTask<T>>, not Func<Task<T>> (IceRpc's transport tests).
public class WrittenReturns
{
    public Task Call(int op, Func<Task> f) => f();
    public Task<T> Call<T>(int op, Func<Task<T>> f) => f();
    public ValueTask Call(int op, Func<ValueTask> f) => f();
    public ValueTask<T> Call<T>(int op, Func<ValueTask<T>> f) => f();
    public ValueTask<string> Run() => /*$*/Call(1, async ValueTask<string> () => { await Task.Yield(); return "x"; });
    public Task Plain() => /*$*/Call(2, async Task () => await Task.Yield());
}

// A null-conditional call of a method that returns nothing gives nothing,
// not a void?: () => Closed?.Invoke() is an Action, so Task.Run(Action)
// (CryptoExchange.Net's socket connection).
public class ConditionalVoid
{
    public event System.Action? Closed;
    public void Fire() => System.Threading.Tasks.Task./*$*/Run(() => Closed?.Invoke());
}

// A lambda given as a delegate type nested in a generic base, named in a
// constructor of a class deriving from it: the delegate's parameters as
// the creation's type arguments make them (sharp-measures'
// new AttributeProperty<TDefinition, TLocations, TItem[]>(..., setter: (definition, items) => ...)).
public interface IWithItems<TDef> { TDef WithItems(int[] items); }
public class PropBase<TDefinition, TValue>
{
    public delegate TDefinition DSetter(TDefinition definition, TValue value);
}
public class Prop3<TDefinition, TLocations, TValue> : PropBase<TDefinition, TValue>
{
    public Prop3(string name, DSetter setter) { }
}
public static class PropMaker
{
    public static object Make<TD>() where TD : IWithItems<TD> =>
        new Prop3<TD, string, int[]>("x", (definition, /*$*/items) => definition./*$*/WithItems(items));
}

// A lambda whose result is of a type not known, or a type argument
// inference did not find, does not choose among delegates returning
// different numbers: Sum stays uncertain (Zafiro's
// rows.Sum(row => row.Max(c => c.Control.DesiredSize.Height)) of Avalonia's
// double is Sum(Func<T, double>), not the Func<T, int> it was sure of).
public class GridCell { public Missing.Control Control { get; set; } = null!; }
public static class GridSums
{
    public static object SumOfHeights(System.Collections.Generic.List<System.Collections.Generic.List<GridCell>> rows) =>
        rows./*$*/Sum(row => row./*$*/Max(c => c.Control.DesiredSize.Height));

    // Nor does a Max over such values choose Max<TSource, TResult>: for a
    // double the compiler takes Max(Func<TSource, double>), more specific.
    public static double WidestCell(System.Collections.Generic.List<GridCell> cells) =>
        cells./*$*/Max(c => c.Control.DesiredSize.Width);
}

// Task.Run(() => ComputeAsync()) of a Task<string?> is the more specific
// Run<TResult>(Func<Task<TResult>>): once inferred, both overloads take a
// Func<Task<string?>>, whatever the annotations (WpfHexEditor's hover).
public class Hovers
{
    static async System.Threading.Tasks.Task<string?> ComputeAsync() { await System.Threading.Tasks.Task.Yield(); return null; }
    public async System.Threading.Tasks.Task<int> Show(System.Threading.CancellationToken ct)
    {
        var /*$*/result = await System.Threading.Tasks.Task./*$*/Run(() => ComputeAsync(), ct);
        return result!.Length;
    }
}

// A lambda inside a lambda may name its parameter as the outer one's,
// which it shadows: the outer lambda's body still binds with the outer
// parameter's type, and the delegate overload stays (FmgLib.MauiMarkup's
// new Style<T>(e => e.Color(e => e.OnLight(x))), not Style(Style basedOn)).
public class StyleSetters<T> { public StyleSetters<T> Color(Func<ShadeBuilder, ShadeBuilder> shade) => this; }
public class ShadeBuilder { public ShadeBuilder OnLight(int value) => this; }
public class StyledView<T>
{
    public StyledView(Missing.BaseStyle basedOn) { }
    public StyledView(Func<StyleSetters<T>, StyleSetters<T>> build) { }
}
public static class StyleSheets
{
    public static object Indicator() => new /*$*/StyledView<int>(e => e.Color(e => e./*$*/OnLight(1)));
}

// A lambda combined with a delegate takes the delegate's type: C#'s
// D operator +(D, D) (ServiceConnect's Bus.Initialize(c => { ... } + config)).
public interface IBusConfig { void SetName(string name); }
public static class CombinedBus
{
    public static void Initialize(Action<IBusConfig> configure) { }
    public static void Add(Action<IBusConfig> config) =>
        Initialize(/*$*/c => c./*$*/SetName("x") + config);
}

// Of two overloads a lambda fits, the one whose delegate type converts to
// the other's by contravariance is the better target: Action<Node> over
// Action<Document> (UIExtenderEx's RegisterPatch(movie, type, node => ...)
// of XmlNode and XmlDocument).
public class MarkupNode { public MarkupNode? Select(string path) => null; }
public class MarkupDocument : MarkupNode { }
public static class Patches
{
    public static void Register(Type type, Action<MarkupDocument> patch) { }
    public static void Register(Type type, Action<MarkupNode> patch) { }
    public static void Use(Type type) => /*$*/Register(type, /*$*/node => node.Select("x"));
}
