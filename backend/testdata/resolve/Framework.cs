using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using Res.Model;

namespace Res.Framework;

// Names that bind to the framework's types and members (testdata/dotnet).
public static class Parser
{
    public static T Parse<T>(string text) => default!;
}

public class Uses
{
    public async Task<int> Run(Order order, string text, int[] numbers, int? maybe, List<Line> lines)
    {
        var n = Parser./*$*/Parse<int>(text);
        var len = text./*$*/Length + numbers./*$*/Length + int./*$*/MaxValue;
        var upper = text./*$*/ToUpper()./*$*/Trim()./*$*/Length;
        var has = maybe./*$*/HasValue && maybe./*$*/Value > 0;
        var described = order./*$*/ToString()./*$*/Length + order./*$*/GetHashCode();
        var total = lines./*$*/Select(l => l./*$*/Quantity)./*$*/Sum();
        var firstSku = lines./*$*/OrderBy(l => l.Sku)./*$*/First()./*$*/Sku;
        var count = await Task./*$*/FromResult(lines./*$*/Count);
        foreach (var (/*$*/key, /*$*/group) in lines.GroupBy(l => l.Sku).ToDictionary(g => g./*$*/Key, g => g./*$*/Count()))
        {
            _ = /*$*/key./*$*/Length + /*$*/group;
        }
        var name = /*$*/nameof(Order);
        throw new /*$*/InvalidOperationException(/*$*/name);
    }
}

public class Constrained<TOrder> where TOrder : Order
{
    public decimal Of<TLine>(TOrder order, TLine line) where TLine : Line
        => order./*$*/Total + line./*$*/Price + order./*$*/Lines./*$*/Count + typeof(TOrder)./*$*/MakeGenericType()./*$*/Name./*$*/Length;
}

public class TargetTyped
{
    private Line[] Lines() => [new("a", 1) { /*$*/Quantity = 2 }];
    private Order Make(Order? order) { Order made = new() { /*$*/Customer = null }; order = new() { /*$*/Customer = null }; return new() { /*$*/Customer = made./*$*/Customer }; }
}

public class Builder
{
    public Builder Entity(string name) => this;
    public Builder Entity<T>(Action<List<T>> configure) => this;
    public void Use() => /*$*/Entity<Line>(lines => lines./*$*/Add(new Line("x", 1)));
}

public static class Arrays
{
    public static int Use(char[]? chars, params Line[] lines)
        => chars!./*$*/Length + /*$*/lines./*$*/First()./*$*/Quantity + lines./*$*/ToList()./*$*/Count;
}

public interface ISource { IEnumerable<T> Set<T>(); }

public class Asserts
{
    public void Query<TResult>(Func<ISource, IEnumerable<TResult>> query, Func<TResult, object>? sorter = null) { }
    public void Query<TResult>(Func<ISource, IEnumerable<TResult>> actual, Func<ISource, IEnumerable<TResult>> expected, Func<TResult, object>? sorter = null) { }
    public void Use() => Query(ss => ss./*$*/Set<Line>(), /*$*/ss => ss./*$*/Set<Line>(), sorter: l => l./*$*/Sku);
}

public class Pairs
{
    public void Deconstruct(out Line first, out Order second) { first = null!; second = null!; }
    public int Use(Pairs pairs, List<Pairs> all)
    {
        var (a, b) = (new Line("x", 1), 2);
        var (first, second) = pairs;
        foreach (var (line, order) in all) { _ = line./*$*/Quantity + order./*$*/Total; }
        return a./*$*/Quantity + b./*$*/CompareTo(1) + first./*$*/Quantity + (int)second./*$*/Total;
    }
}

public class Expected<T>
{
    public Expected(Func<T, object> navigation, string name = "") { }
    public static object Use() => new Expected<Line>(line => line./*$*/Sku, "x");
}

public static class Joins
{
    public static object Use(List<Order> orders, List<Line> lines)
        => from o in orders
           join l in lines on o./*$*/Total equals l./*$*/Price into matched
           join Line x in lines on o.Total equals /*$*/x./*$*/Price
           select /*$*/matched./*$*/Count() + /*$*/l2(x);

    private static int l2(Line line) => line.Quantity;

    public static int Qualified(/*$*/global::System.String s) => /*$*/global::System./*$*/String.Empty.Length + s.Length;

    public static string Anonymous(List<Line> lines)
    {
        var label = "y";
        var a = new { /*$*/Name = "x", lines.Count, /*$*/Total = lines./*$*/Sum(l => l.Quantity), Label = label };
        var rows = lines.Select(l => new { l./*$*/Sku, /*$*/Twice = l.Quantity * 2 });
        return /*$*/a./*$*/Name./*$*/Length + a./*$*/Count + a./*$*/Total + rows.First()./*$*/Sku./*$*/Length + rows.First()./*$*/Twice + a./*$*/ToString() + /*$*/a.Label;
    }

    public static (int Count, string Name) Pair(List<Line> lines) => (lines.Count, "x");

    public static int Tuples(List<Line> lines)
    {
        var p = Pair(lines);
        (int Count, string Name) q = p;
        var r = (/*$*/Total: 1, Label: "y");
        return p./*$*/Count + q./*$*/Name./*$*/Length + r./*$*/Total + r./*$*/Label.Length + p./*$*/Item1 + Pair(lines)./*$*/Name.Length;
    }

    public static string Reversed(string name) => new string(name.ToCharArray()./*$*/Reverse()./*$*/ToArray());

    public static int Dynamic(/*$*/dynamic d) => d./*$*/Items./*$*/Count + d./*$*/Find(1)./*$*/Length;
    public static object Indexed(dynamic d) => d.Parts[0]./*$*/Text; // an element of a dynamic value is dynamic (ShareX)

    public static int Delegates(Func<int> make, Action<string>? log, Model.Notify notify)
    {
        log?./*$*/Invoke("x");
        notify./*$*/Invoke(1);
        Func<string, int> measure = x => x.Length;
        return make./*$*/Invoke() + Later(2)./*$*/Length + measure("a")./*$*/CompareTo(1) + make()./*$*/CompareTo(2);

        string Later(int n) => n.ToString();
    }

    public static object Continued(List<Line> lines)
        => from l in lines
           group l by l.Sku into /*$*/g
           orderby /*$*/g./*$*/Key./*$*/Length descending
           select /*$*/g./*$*/Count() into /*$*/n
           select /*$*/n;
}

public static class CalledNames
{
    // Type has a Name property; a call of that name means the extension method.
    public static string Name(this System.Type type) => type.FullName ?? "";

    public static int Use(System.Type t) => t./*$*/Name().Length + t./*$*/Name.Length;
}

public static class OutVars
{
    private static readonly bool Enabled = int.TryParse("1", out var parsed) && /*$*/parsed > 0;
    public static bool Check(string s) => int.TryParse(s, out var n) && /*$*/n > 0;
}

public readonly struct Slot
{
    public static Slot None = default;
    public bool Equals(Slot other) => true;
}

public static class Literals
{
    // A numeric literal's type follows its suffix; an array created with sizes is an array.
    public static string Format(IFormatProvider provider, int n)
    {
        var ratio = 12.5;
        var count = 10L;
        var slots = new Slot[n, 2];
        var rows = new Slot[n][];
        Span<int> buffer = stackalloc int[n];
        return ratio./*$*/ToString(provider) + count./*$*/ToString(provider) + 1.5f./*$*/ToString(provider) +
            slots[0, 0]./*$*/Equals(Slot.None) + rows[0][1]./*$*/Equals(Slot.None) + buffer./*$*/Length;
    }
}

public readonly struct Tokens
{
    public TokenEnumerator GetEnumerator() => default;
    public struct TokenEnumerator
    {
        public Slot Current => default;
        public bool MoveNext() => false;
    }
}

public static class Iteration
{
    // foreach takes the Current of GetEnumerator's enumerator; a range gives a slice of the same type.
    public static int Count(Tokens tokens, string text, Line[] lines)
    {
        var n = 0;
        foreach (var token in tokens) { n += token./*$*/Equals(Slot.None) ? 1 : 0; }
        return n + text[1..^1]./*$*/Length + lines[..2]./*$*/Length + lines[0]./*$*/Quantity;
    }
}

public static class Negated
{
    // A prefix operator's type: the operand's (promoted), bool for !, or what a user-defined operator returns.
    public static string Show(IFormatProvider p, short s, Res.Patterns.Money m) =>
        (-1)./*$*/ToString(p) + (-0.5)./*$*/ToString(p) + (-s)./*$*/ToString(p) + (!true)./*$*/ToString() + (-m)./*$*/Amount;
}

public static class Awaited
{
    // Awaiting ConfigureAwait's awaitable gives the task's result (its awaiter is nested in the generic type).
    public static async Task<int> Run() => (await Task.FromResult(new Line("a", 1)).ConfigureAwait(false))./*$*/Quantity;
}

public interface IShape { int Sides { get; } }

public static class Shapes
{
    // A value of an interface type has object's members.
    public static string Describe(IShape shape) => shape./*$*/GetType()./*$*/Name + shape./*$*/ToString() + shape./*$*/Sides;
}

public static class Pairs2
{
    // foreach deconstructs a dictionary's KeyValuePair into its key and value.
    public static int Sum(Dictionary<string, Line> lines)
    {
        var n = 0;
        foreach (var (sku, line) in lines) { n += sku./*$*/Length + line./*$*/Quantity; }
        return n;
    }
}

public class Lookups
{
    public T Get<T>(string key) => default!;
    public object Get(string key, int version) => null!;

    // (T)x.M<U>(a): the grammar reads comparisons, C# a cast of a generic call.
    public int Use(Lookups other) =>
        ((Line)/*$*/Get<Line>("a"))./*$*/Quantity + ((Line)other./*$*/Get<Line>("b")).Quantity + ((Order)this./*$*/Get<Order>("c")).Lines./*$*/Count;
}

// The cast of a generic call is a call like any other: its type argument's
// constraints choose the overload (Orleans' (GrainReference)GrainFactory.GetGrain<I>(id, prefix)).
public interface IWithGuidKey { }
public interface IWithIntegerKey { }
public interface ISimpleGrain : IWithIntegerKey { }
public interface IGrainFactory
{
    T GetGrain<T>(Guid key, string? prefix = null) where T : IWithGuidKey;
    T GetGrain<T>(long key, string? prefix = null) where T : IWithIntegerKey;
}
public class Grains
{
    public IGrainFactory Factory = null!;
    public object Use(int id) => (object)this.Factory./*$*/GetGrain<ISimpleGrain>(id, "prefix");
}

// So is the cast of a creation with one type argument (Npgsql's
// (PgConverter<T>)(object)new RangeConverter<DateTime>(converter)).
public class Converter<T> { public Converter(Grains inner) { } }
public static class Converters
{
    public static object Make(Grains g) => (object)new /*$*/Converter<Grains>(g);
}

// With two type arguments, as an argument, the grammar splits the cast at
// the comma into two arguments (ReactiveUI's (IObservable<TRet>)new
// WhenAnyChangeSink<T1, T2, TRet>(...) in WhenAnyObservable).
public class Sink<T1, T2> { public Sink(Grains g, int n) { } }
public static class Sinks
{
    public static T2 Pick<T1, T2>(object o) => default!;
    public static int Take(object sink) => 0;
    public static int Use(Grains g) =>
        /*$*/Take((object)new /*$*/Sink<Grains, Converters>(g, 1)) + /*$*/Take((object)Sinks./*$*/Pick<Grains, string>(g)!);
}

public static class Groups
{
    public static bool Same(Line a, Line b) => a == b;
    public static bool Same(Line a) => a is null;

    // A method group takes the overload whose parameters the delegate it is converted to has.
    public static Func<Line, Line, bool> Pair { get; } = /*$*/Same;
    public static int Count(List<Line> lines) => lines.Count(/*$*/Same);
}

// An out variable of an overload of a newer framework (.NET 7's
// long.TryParse(string, IFormatProvider, out long)) has the type every
// overload read gives the last out parameter (CliFx's Enum.ToObject(type,
// value) of it is ToObject(Type, Int64)).
public static class NewerOut
{
    public static object Parse(string text, Type type) =>
        long.TryParse(text, System.Globalization.CultureInfo.InvariantCulture, out var value) ? Enum./*$*/ToObject(type, /*$*/value) : 0;
}

// .NET Framework's Concat(object, object, object, object, __arglist) is
// vararg: four arguments, one an int, go to Concat(params object[]) (Math.NET).
public static class VarargCalls
{
    public static string Describe(Version version) => string./*$*/Concat("v", version.ToString(2), " build ", version.Build);
}
