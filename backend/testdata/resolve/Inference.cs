using System;
using System.Collections.Generic;
using System.Linq;

namespace Res.Inference;

// A type parameter written only in an out parameter is not inferred from
// out var, which takes its type from the parameter: the generic overload
// is no candidate (AsmResolver's TryLookupMember(token, out var member) is
// the override of the one of out IMetadataMember).
public interface IMember { }
public class Module
{
    public virtual bool TryLookup(int token, out IMember? member) { member = null; return false; }
    public bool TryLookup<T>(int token, out T? member) { member = default; return false; }
}
public class LoadedModule : Module
{
    public override bool TryLookup(int token, out IMember? member) { member = null; return false; }

    void Locate(Module module)
    {
        if (this./*$*/TryLookup(1, out var /*$*/found)) { }
        if (module./*$*/TryLookup(2, out var other)) { }
        if (module./*$*/TryLookup<IMember>(3, out var typed)) { }
    }
}

// Extension methods tied once their type arguments are inferred from the
// receiver: the more specific declared receiver type wins (CommandLine's
// errors.ToMaybe() is ToMaybe<T>(this IEnumerable<T>), not (this T)).
public static class SequenceMaybe { public static int ToMaybe<T>(this IEnumerable<T> items) => 1; }
public static class ValueMaybe { public static int ToMaybe<T>(this T value) => 2; }
public static class Maybes
{
    static int Of(IEnumerable<string> errors, List<string> list) => errors./*$*/ToMaybe() + list./*$*/ToMaybe();
}

// A lambda that gives back null (no type) matches no delegate exactly:
// the delegate whose result converts to the other's is better
// (Humanizer's Humanize(_ => null!) is the Func<T, string> overload).
public static class Humanize
{
    public static string Text<T>(this IEnumerable<T> items, Func<T, string> format) => "s";
    public static string Text<T>(this IEnumerable<T> items, Func<T, object> format) => "o";
    public static string Text<T>(this IEnumerable<T> items, string separator) => "sep";

    static string Run(string[] words) => words./*$*/Text(_ => null!) + words./*$*/Text(w => { return null; }) + words./*$*/Text(w => (object)w);
}

// A null-conditional call of a generic method whose result is a struct is
// that struct made nullable: its Value is Nullable's (RulesEngine's
// inputs?.FirstOrDefault(...) of an IDictionary<string, object>).
public static class Inputs
{
    static object? Pick(IDictionary<string, object> inputs)
    {
        var /*$*/model = inputs?.FirstOrDefault(c => c.Key == "x");
        if (model?./*$*/Value == null) return null;
        return model./*$*/Value./*$*/Value;
    }
}

// using static of a constructed generic type imports its members as that
// type has them: Token(...) under using static Parser<char> is
// Parser<char>.Token, its TToken a char (Pidgin's tests).
public static class Parser<TToken>
{
    public static Parsed<TToken, TToken> Token(Func<TToken, bool> predicate) => null!;
}
public class Parsed<TToken, T> { }
public static class Parsers
{
    public static Parsed<TToken, string> ManyString<TToken>(this Parsed<TToken, char> p) => null!;
    public static Parsed<TToken, string> ManyString<TToken>(this Parsed<TToken, string> p) => null!;
}

// this of a generic type is the type constructed of its own type
// parameters, and gives a generic method's inference its type arguments
// (Pidgin's Map((u, t, v) => t, parser1, this, parser2): t is a T).
public class Step<TToken, T>
{
    public Step<TToken, T> Then<U>(Step<TToken, U> first) => Steps.Map((u, /*$*/t) => t, first, this);
}
public static class Steps
{
    public static Step<TToken, Z> Map<TToken, T1, T2, Z>(Func<T1, T2, Z> f, Step<TToken, T1> a, Step<TToken, T2> b) => null!;
}

// A constraint of a type not read may be met (Mono has no INumber<T>; .NET's
// int is one): the generic method's identity beats int to float (NCalc's
// ValidateFactorialInput<T>(T) where T : INumber<T>).
public static class Factorials
{
    static T Check<T>(T n) where T : System.Numerics.INumber<T> => n;
    static float Check(float n) => n;
    static void Use(int v) => /*$*/Check(v);
}

// Where a base not read stands between the receiver and the extension's
// receiver type, the receiver fixes no type argument: the arguments decide
// alone (CommunityToolkit's writer.Write(b) of an ArrayPoolBufferWriter<byte>
// is Write<T>(this IBufferWriter<byte>, T), more specific than
// Write<T>(this IBufferWriter<T>, T)).
public sealed class PoolWriter<T> : System.Buffers.IBufferWriter<T> { }
public static class BufferWriters
{
    public static void Put<T>(this System.Buffers.IBufferWriter<byte> writer, T value) where T : unmanaged { }
    public static void Put<T>(this System.Buffers.IBufferWriter<T> writer, T value) { }
    static void Use(PoolWriter<byte> writer, byte b) => writer./*$*/Put(b);
}

// Several _ parameters of a lambda are discards, which declare no name:
// _ in the body is a discard (UniGetUI's (_, _) => _ = ShowOptions()); a
// lone _ is the parameter.
public static class Discards
{
    static int Show() => 1;
    static void Use()
    {
        Action<object, EventArgs> handler = (_, _) => /*$*/_ = Show();
        Func<int, int> next = _ => /*$*/_ + 1;
    }
}

// A lambda that writes its parameters' types gives them to inference
// first (LINQKit's Linq.Expr((object o) => lambda.Invoke(o)) is an
// Expression<Func<object, string>>).
public static class Exprs
{
    public static System.Linq.Expressions.Expression<Func<T, TResult>> Expr<T, TResult>(System.Linq.Expressions.Expression<Func<T, TResult>> e) => e;
    static void Use()
    {
        var /*$*/lambda = Expr((object o) => o.ToString());
    }
}

// Lambdas given as the params of a params Func<T>[] each infer T from
// what they return (SuperLinq's From(() => "ana", () => "bob")), and take
// their parameters' types from the element type.
public static class Sources
{
    public static IEnumerable<T> From<T>(params Func<T>[] makers) => makers.Select(m => m());
    public static void Each(params Action<string>[] actions) { }
    static void Use()
    {
        var /*$*/names = From(() => "ana", () => "bob");
        var /*$*/one = From(() => 1);
        Each(s => s./*$*/Trim(), t => t.Trim());
    }
}

// A method group with its type arguments written returns what they make
// of its result: PtrToStructure<Item> given for a Func<IntPtr, T> fixes T
// (LibVLCSharp's MarshalUtils.Retrieve(..., PtrToStructure<S>, s => s.Build(), ...)).
public static class Marshalled
{
    public struct Item { public IntPtr Next; }
    public static T PtrToStructure<T>(IntPtr p) => default!;
    public static TU[] Retrieve<T, TU>(Func<IntPtr, T> retrieve, Func<T, TU> create, Func<T, IntPtr> next) => null!;
    static void Use()
    {
        Retrieve(PtrToStructure<Item>, s => s.Next./*$*/ToInt64(), /*$*/item => item./*$*/Next);
    }
}

// A type argument that breaks a new() constraint drops the overload: an
// interface or an abstract class (a type parameter written is left to the
// candidates; ViewModel takes both, which C# finds ambiguous) (Splat's RegisterAnd<IViewModelOne>(null!) between (string contract)
// where TService : new() and (Func<TService> factory)).
public interface IViewModel { }
public abstract class ViewModelBase { }
public class ViewModel : ViewModelBase { }
public static class Registrations
{
    public static int RegisterAnd<TService>(this object r, string contract) where TService : new() => 0;
    public static int RegisterAnd<TService>(this object r, Func<TService> factory) => 1;
    static void Use<TOpen, TNew>(object r) where TNew : new()
    {
        r./*$*/RegisterAnd<IViewModel>(null!);
        r./*$*/RegisterAnd<ViewModelBase>(null!);
        r./*$*/RegisterAnd<TOpen>(null!);
        r./*$*/RegisterAnd<ViewModel>(null!);
        r./*$*/RegisterAnd<TNew>(null!);
    }
}

// A generic method group given where the call's own type parameters are
// being inferred, beside a lambda: the substitutions lead back to
// themselves, which once overflowed the stack (NCrontab's
// field.impl.TryParse(expression, field.Accumulate, null, static e => e)).
public delegate T Accumulator<T>(T success);
public class Field
{
    public U TryParse<U>(Accumulator<U> accumulate, Func<int, U> select) => default!;
    V Accumulate<V>(V success) => success;
    void Use(Field impl)
    {
        var /*$*/error = impl.TryParse(Accumulate, /*$*/e => e);
    }
}

// A named argument's parameter has the call's type arguments (Bullseye's
// Target<TInput>("x", forEach: [1, 2], i => ...): forEach is an IEnumerable<int>);
// one that names none is shown as written.
public static class NamedArguments
{
    static void Target<TInput>(string name, IEnumerable<TInput> forEach, Action<TInput> action, List<TInput>? more = null, string? label = null) { }
    static void Use() => Target("x", /*$*/forEach: new List<int> { 1, 2 }, i => { }, /*$*/more: null, /*$*/label: "a");
}

// An inferred type argument that breaks a constraint rules the method
// out, also where the parameter is an array of it: From<T>(T[]) where T :
// struct, Enum given an int[] is no candidate, From(ArrayOf<int>) by its
// conversion is the one (OPC UA's Variant.From(new int[] { 1, -1 })).
public readonly struct ArrayOf<T>
{
    public static implicit operator ArrayOf<T>(T[] array) => default;
}
public readonly struct Variant
{
    public static Variant From(ArrayOf<int> value) => default;
    public static Variant From(ArrayOf<string> value) => default;
    public static Variant From<T>(T[] value) where T : struct, Enum => default;
    static Variant Use() => Variant./*$*/From(new int[] { 1, -1 });
}

// A setter's value is of the property's type as written, ? and all.
public class Filtered
{
    private string? filter;
    public string? Filter { get => filter; set => filter = /*$*/value; }
}

// A local whose type is built of a type parameter inference did not find
// has no type shown, never the parameter (Costura's resources.Select(r =>
// r.Name) of Mono.Cecil's resources, not read, is no IEnumerable<TResult>).
public static class Uninferred
{
    static int Use(List<string> names, Missing.Package.Holder holder)
    {
        var /*$*/picked = names.Select(n => holder.Name);
        return picked.Count();
    }

    // nor a lambda's parameter, declared or read (svg-net's GroupBy(x =>
    // x.Symbol.ContainingType, comparer).ToDictionary(x => x.Key, ...)
    // over Roslyn's symbols, not read, is no IGrouping<TKey, Property>)
    static object Grouped(List<Missing.Package.Holder> holders) =>
        holders.GroupBy(h => h.Owner).ToDictionary(/*$*/g => /*$*/g.Key);
}

// A lambda's result goes to T[] as to T: an identity once T is inferred,
// and of the two the more specific wins (Snapshooter's
// matchOptions.IsType(option => option.Fields<X>("...")) takes
// IsType<T>(Func<FieldOption, T[]>), not IsType<T>(Func<FieldOption, T>)).
public class FieldOption { public T[] Fields<T>(string path) => null!; }
public class MatchOptions
{
    public MatchOptions IsType<T>(Func<FieldOption, T> field) => this;
    public MatchOptions IsType<T>(Func<FieldOption, T[]> fields) => this;
    static MatchOptions Use(MatchOptions options) => options./*$*/IsType(option => option.Fields<int>("x"));
}

// A lambda typed by the receiver's type argument (Plan<Target>'s T) gives
// what it returns to inference: Set<TValue>(Func<T, TValue>, TValue) given
// x => x.Gateway and a Source bounds TValue by a gateway and a source,
// neither of which converts to the other, so inference fails and the
// method without type parameters is called (StructureMap's BuildUpPlan<T>.Set).
public interface IGateway { }
public interface IStep { }
public sealed class Step : IStep { }
public sealed class Target { public IGateway Gateway { get; set; } = null!; }
public sealed class Plan<T>
{
    public void Set<TValue>(Func<T, TValue> value, TValue constant) { }
    public void Set(Func<T, object> value, IStep step) { }
}
public static class Plans
{
    public static void Use(Plan<Target> plan) => plan./*$*/Set(x => x.Gateway, new Step());
}

// A generic local function's type arguments, inferred from the other
// arguments, give its lambdas' parameters and choose its method groups'
// overloads (SimdLinq's tests: Run(x => (uint)x.Next(0, 10), x => (uint)x.Sum(y => (int)y), E.Sum)).
public static class ArrayMath
{
    public static int Total(this int[] source) => 0;
    public static uint Total(this uint[] source) => 0;
}
public class LocalInference
{
    public void Check()
    {
        Run(1u, ArrayMath./*$*/Total);
        Run(1u, /*$*/items => items[0]);
        static void Run<T>(T seed, Func<T[], T> total) { }
    }
}

// A value of a generic type whose type argument is not known goes first to
// a parameter of that generic type (sourcelink's AssertEx.Equal(expected,
// items.Select(r => r.GetMetadata("x"))) of MSBuild's items, not read: the
// IEnumerable<T> overload, not ImmutableArray<T>'s).
public static class SequenceAsserts
{
    public static void Equal<T>(IEnumerable<T> expected, System.Collections.Immutable.ImmutableArray<T> actual) { }
    public static void Equal<T>(IEnumerable<T> expected, IEnumerable<T> actual) { }
    public static void Check(Missing.Build.ITaskItem[] items) => /*$*/Equal(new[] { "a" }, items.Select(r => r.GetMetadata("x")));
}

// Wasmtime's Function.FromCallback overloads: a ref struct inferred for a
// type parameter that does not allow ref structs rules the method out; a
// lambda's parameter types must be those of the delegate's (a named
// delegate's too); ValueTuple<T1, T2> is the tuple type (T1, T2) in
// inference (Trill); a local function's group has a natural type.
public ref struct CallbackCaller { }
public delegate void CallerAction<in T1>(CallbackCaller caller, T1 a);
public delegate void CallerCallback(CallbackCaller caller);
public static class Callbacks
{
    public static int Cb<T1, T2>(Action<T1, T2> cb) => 0;
    public static int Cb<T1>(CallerAction<T1> cb) => 0;
    public static int Def(string name, CallerCallback cb) => 0;
    public static int Def<T>(string name, Action<T> cb) => 0;
    public static T1 First<T1, T2>(ValueTuple<T1, T2> pair) => pair.Item1;

    public static void Use()
    {
        /*$*/Cb((CallbackCaller caller, int a) => { });
        /*$*/Def("x", (string s) => { });
        var /*$*/first = First((true, 1UL));
        var /*$*/length = Length;
        var /*$*/method = length./*$*/Method;
        int Length(string s) => s.Length;
    }
}

// A lambda that only throws gives a Func's TResult nothing to be inferred
// from: the Action overload is the one that applies (Wasmtime's
// FromCallback(store, () => throw new Exception(...))).
public static class ThrowingCallbacks
{
    public static int Cb(Action cb) => 0;
    public static int Cb<TResult>(Func<TResult> cb) => 0;
    public static int Cb<T1, T2>(Func<ValueTuple<T1, T2>> cb) => 0;
    public static int Use() => /*$*/Cb(() => throw new InvalidOperationException("x"));
}

// An array of a value type fixes T exactly: Fill<T>(T[], T) given a byte[]
// and an int constant fails, and Fill(byte[], byte) is called (BouncyCastle's
// Arrays.Fill(iv, 0x00)).
public static class Buffers
{
    public static void Fill(byte[] buf, byte b) { }
    public static void Fill<T>(T[] ts, T t) { }
    public static void Clear(byte[] iv) => Buffers./*$*/Fill(iv, 0x00);
}

// A delegate's parameter types are bound where it is declared: a method
// group infers RowFunc<T>'s T through its Row, SepReader.Row (Sep's
// reader.Enumerate(Parse).ToList()).
public class SepReader
{
    public struct Row { }
    public delegate T RowFunc<T>(Row row);
}
public class RowEnumeration
{
    static T[] Enumerate<T>(SepReader.RowFunc<T> select) => new[] { select(default) };
    static string Parse(SepReader.Row row) => "";
    public int Run()
    {
        var /*$*/parsed = Enumerate(Parse);
        return parsed.Length;
    }
}
