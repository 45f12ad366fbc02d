using System;
using System.Collections.Generic;
using System.Linq;

namespace Res.Tuples;

// A tuple element read by the name it was given is the compiler's own
// field of the tuple type (Roslyn's TupleVirtualElementFieldSymbol), its
// own original definition: F:System.ValueTuple{...}.name, declared where
// the name is written (a tuple type, or a tuple literal's name or, for a
// name it infers, the element). Read as ItemN it is ValueTuple's field;
// past the seventh, every element is the tuple's own.
public static class Shapes
{
    public static (string Key, List<int> Values, (int x, int y) Pos) Make() => default;

    public static int Use<T>((T item, int /*$*/count) pair)
    {
        var m = Make();
        var sum = m./*$*/Key.Length + m./*$*/Pos./*$*/y + m./*$*/Item1.Length + pair./*$*/count;
        var named = (/*$*/name: "a", /*$*/age: 3);
        var inferred = (m.Key, sum);
        var many = (1, 2, 3, 4, 5, 6, 7, 8, /*$*/nine: 9);
        var ninth = many./*$*/Item9; // Item9, not the name given
        var rows = new[] { (p: 1, q: 2) };
        return named./*$*/age + inferred./*$*/Key.Length + inferred./*$*/sum + many./*$*/nine + many./*$*/Item8 + many./*$*/Item2 + rows[0]./*$*/q;
    }
}

// A tuple type with named elements as a later type argument, in an
// argument list: a call, which the grammar reads as two comparisons
// unless the names are hidden from it (Dapper-FluentMap's
// SelectMany(a => ....Select<Type, (Type Type, Type EntityMapInterface)>(t => ...))).
public static class TypeArguments
{
    static int N(object o) => 1;
    static int N(object o, object p) => 2;
    public static int Use(Type[] types)
    {
        return /*$*/N(types./*$*/Select<Type, (Type Key, int /*$*/Length)>(/*$*/t => (t, t.Name.Length)));
    }
}

// A tuple converts to a tuple type element by element, by any implicit
// conversion: (i, 1) is one of params (int Joint, float Weight)[], and
// goes to no struct (SharpGLTF's new VERTEX(position, color, (i, 1))).
public struct Joints { }
public struct Weights { }
public readonly struct Vertex<TGeometry, TSkin>
{
    public Vertex(in TGeometry geometry, in TSkin skin) { }
    public Vertex(in TGeometry geometry, params (int Joint, float Weight)[] bindings) { }
    public Vertex(in TGeometry geometry, in Weights bindings) { }
}
public static class Skinned
{
    public static object Make(int i) => new /*$*/Vertex<long, Joints>(1, (i, 1));
}

// A tuple literal is one of the params, never their array: a lambda in it
// takes the element's delegate type (cs-script's fileType.MapValue((".cs",
// to => ...)) of params (T1, Func<object, T2>)[]).
public static class ParamsTuples
{
    static int Map(string value, params (string Key, Func<object, int> Make)[] map) => 0;
    public static int Use(string s) => Map(s, (".cs", /*$*/to => /*$*/to.GetHashCode()));
}

// A nested deconstruction takes the element of the element
// (NetTopologySuite's foreach (var (key, (getter, _, _)) in accessors)).
public static class NestedDeconstruction
{
    static readonly Dictionary<string, (Func<int, object> Getter, Type Kind)> Accessors = new();
    public static int Use()
    {
        foreach (var (key, (/*$*/getter, _)) in Accessors)
            return getter(key.Length).GetHashCode();
        var (name, (/*$*/count, _)) = ("x", (1, 2.0));
        return count + name.Length;
    }
}

// A method group in a tuple literal has no type of its own, nor has the
// element: it is no element of the method's return type (CSharpRepl's
// (name: "x", compile: scriptRunner.CompileTransient) in a collection of
// (string name, CompileDelegate compile)).
public static class GroupElements
{
    public delegate int Compile(string source);
    static int Length(string source) => source.Length;
    public static (string name, Compile compile)[] Transforms() =>
        [(name: "length", /*$*/compile: Length)];
}

// A lambda as an element of a tuple, or of a target-typed new() of a
// tuple type, nullable too, takes its parameter types from the tuple's
// element (Cosmos DB's openTelemetry: new (name, (response) => new
// OpenTelemetryResponse<T>(response)) for a (string, Func<TResult, ...>)?).
public static class TupleLambdas
{
    public class Reply { public int Code; }
    static int Run<TResult>(Func<int, TResult> task, (string Name, Func<TResult, int> Get)? tel = null) => 0;
    static Reply Read(int x) => new Reply();
    public static int Use() =>
        Run(task: t => Read(t), tel: new("x", (response) => /*$*/response.Code)) +
        Run(task: t => Read(t), tel: ("y", (answer) => /*$*/answer.Code));
}

// A named tuple in a nested generic closed by >> before the arguments, which
// the grammar reads as comparisons (StratisFullNode's tests'
// It.Is<IEnumerable<(ChainedHeader header, Block block)>>(c => ...)).
public static class Matching
{
    public static T Is<T>(Func<T, bool> match) => default!;
    public static bool Use() =>
        Matching./*$*/Is<System.Collections.Generic.IEnumerable<(string /*$*/name, int size)>>(c => c./*$*/Any(e => e./*$*/size > 0)) != null;
}

// The best common type of tuples drops the element names they do not all
// give: the names inferred from E.A and E.B differ (neo-devpack's
// new[] { ("Contract1", ContractTemplate.Basic), ... }).
public class CommonNames
{
    public enum Template { Basic, Token }
    public int Run(bool flag)
    {
        var /*$*/pairs = new[] { ("a", Template.Basic), ("b", Template.Token) };
        var /*$*/same = new[] { (Name: "a", Template.Basic), (Name: "b", Template.Token) };
        var /*$*/either = flag ? (Left: 1, Right: 2) : (Left: 3, Other: 4);
        return pairs.Length + same.Length + either.Left;
    }
}

// A tuple type argument with names whose element is a tuple type with
// names, before the arguments of a call: the call of the generic method,
// not comparisons (Loyc's SyncJson.Read<((string? X, int Y) A, int B)>(json, SyncRoot)).
public static class NestedTupleArguments
{
    public static T Read<T>(string json, System.Func<string, T> parse) => parse(json);
    public static int Use(string json)
    {
        var /*$*/pair = NestedTupleArguments./*$*/Read<((string? X, int Y) A, int B)>(json, Parse);
        return pair./*$*/B + pair.A./*$*/Y;
        static ((string? X, int Y) A, int B) Parse(string s) => ((s, 1), 2);
    }
}

// A member of a type not read in a tuple is a value of a type not known,
// not a nested type it names (Glamourer's var (textColor, buttonColor) =
// isOpen ? (..., ImGuiColor.ButtonActive.Get()) : (color, ColorParameter.Default)).
public static class UnreadElements
{
    public static void Use(bool open)
    {
        var (/*$*/first, /*$*/second) = (2, Missing.ColorParameter.Default);
        var (/*$*/text, /*$*/button) = open ? (1, Missing.Palette.Button.Get()) : (2, Missing.ColorParameter.Default);
    }
}
