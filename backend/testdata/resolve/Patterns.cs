using System;
using System.Linq.Expressions;

namespace Res.Patterns;

public class Member
{
    public string Name { get; set; }
    public Member Parent { get; set; }
}

public class Call
{
    public Member Method { get; set; }
    public Member[] Arguments { get; set; }
}

public class Walker
{
    // A namesake of the subpattern's member, which must not be taken for it.
    public string Method => "walker";

    public string Describe(object node) => node switch
    {
        Call { /*$*/Method: var /*$*/m } when /*$*/m./*$*/Name != null => m.Name,
        Call { Method: { } /*$*/method } => /*$*/method./*$*/Parent.Name,
        _ => "",
    };

    public void Switch(object node, bool flag, Member[] members)
    {
        switch (node)
        {
            case Call { Method: { Parent: var /*$*/parent } }:
                _ = /*$*/parent./*$*/Name;
                break;
        }
        var chosen = node switch { Call c => c.Method, _ => null };
        _ = /*$*/chosen./*$*/Parent;
        var either = flag ? null : members[0];
        _ = /*$*/either./*$*/Name;
        _ = members?[^1]./*$*/Parent;
        Func<Member, string> read = x => x.Name;
        read = /*$*/y => /*$*/y./*$*/Name;
    }
}

public record Money(decimal Amount, string Currency)
{
    // In a with expression the names are the record's properties, written, even where a parameter of the record has the name.
    public static Money operator *(Money money, decimal factor) => money with { /*$*/Amount = money.Amount * factor };
    public static Money operator -(Money money) => money with { Amount = -money.Amount };

    public Money Doubled() => (this with { Currency = "EUR" })./*$*/Times(2);

    // The grammar reads Amount * n in an argument as a pointer declaration; C# reads a product.
    public Money Times(decimal n) => new(/*$*/Amount * /*$*/n, Currency);
    public decimal Rounded(decimal n) => Math.Round(/*$*/Amount * n);
    public decimal Scaled(Money other, decimal n) => Math./*$*/Round(/*$*/other./*$*/Amount * n);
}

public class Account(decimal balance, string owner) : Ledger(/*$*/owner)
{
    // In initializers a primary constructor's parameter wins over a member of its name; elsewhere the member does.
    private readonly decimal balance = /*$*/balance;
    public string Owner { get; } = /*$*/owner;
    public decimal Balance => /*$*/balance;
    public string Describe() => /*$*/owner + /*$*/Name;
}

public class Ledger(string name)
{
    public string Name { get; } = name;
}

// A named argument of a primary constructor's call of its base's (Npgsql's
// MultiHostDataSourceWrapper(...) : NpgsqlDataSource(..., reportMetrics: false)).
public class Savings(string owner) : Ledger(/*$*/name: owner);
// A record's too (StrongInject's record Registration(...) : InstanceSource(Scope, IsAsync: false, CanDecorate: true)).
public abstract record InstanceSource(int Scope, bool IsAsync, bool CanDecorate);
public sealed record Registration(int Scope) : InstanceSource(Scope, /*$*/IsAsync: false, /*$*/CanDecorate: true);

// A lambda there takes its parameter's type from the base's type arguments
// (EF Core's WrappedIdConverter() : ValueConverter<WrappedId, int>(v => v.Value, ...)).
public class Converter<TModel, TProvider>(Func<TModel, TProvider> to);
public class AmountConverter() : Converter<Money, decimal>(m => m./*$*/Amount);

public class Prices
{
    public Money Sum(Money a, Money b) => new(a.Amount + b.Amount, a.Currency);

    // A user-defined operator and an indexer, used through their tokens.
    public Money Scaled(Money price, Res.Model.Order order) =>
        price /*$*/* 2m /*$*/* order/*$*/[0].Quantity + /*$*/-Sum(price, price).Amount;

    public Money Twice(Money price)
    {
        var total = price;
        total /*$*/*= 2;
        return total;
    }
}

// The grammar reads `e is A || e is Outer.Inner` as (e is Outer).Inner.
public class IsOuter { public class InnerException : System.Exception { } }
public class IsOr
{
    public bool M(System.Exception e) => e is System.ArgumentException || e is IsOuter./*$*/InnerException;
}

// A positional pattern on a tuple types its variables from the elements.
public static class TuplePositional
{
    public static int M((bool, string) seed) => seed is (true, var s) ? s./*$*/Length : 0;
}

// A method is no pattern: x is Commit names the type even where a method
// Commit is in scope (LibGit2Sharp's RepositoryExtensions).
public class Commit { }
public static class RepositoryExtensions
{
    public static Commit Commit(this object repository) => new();
    public static bool IsCommit(object identifier) => identifier is /*$*/Commit;
}

// var (s, v) in a positional pattern declares locals (language-ext's
// Either<E, (S State, A Value)>.Right(var (s, v)) => ...).
public record Pair((int, string) First, object Second);
public static class Designations
{
    public static string Show(object o) => o switch
    {
        Pair(var (/*$*/s, v), _) => /*$*/s + "" + /*$*/v,
        _ => "",
    };
}

// x is var (a, b) declares a and b, typed by what x deconstructs into (the
// grammar reads it as a call of `x is var` with the arguments a and b).
public static class VarPatterns
{
    public static int Sum((int Count, string Name) pair, Pair other)
    {
        if (pair is var (/*$*/count, name) && other is var (first, _))
        {
            return /*$*/count + /*$*/name./*$*/Length + /*$*/first.Item1;
        }
        return 0;
    }
}

// The patterns of a list pattern match its elements (EFCore.PG's
// arguments is [var multirange] && multirange.IsMultirange()).
public static class ListPatterns
{
    public static int First(System.Collections.Generic.IReadOnlyList<Pair> pairs, string[] words)
    {
        if (pairs is [var /*$*/only] && words is [{ /*$*/Length: > 1 }, .., var last])
        {
            return /*$*/only./*$*/Second./*$*/GetHashCode() + /*$*/last./*$*/Length;
        }
        return 0;
    }

    // A slice's variable has the input's type, not an element's (dunet's
    // `[var first, .. var rest]`).
    public static int Rest(string[] words, System.Collections.Generic.List<Pair> pairs, string text) =>
        (words, pairs, text) switch
        {
            ([var head, .. var /*$*/tail], [.. var /*$*/front, _], [_, .. var /*$*/inner]) =>
                head.Length + /*$*/tail./*$*/Length + /*$*/front./*$*/Count + /*$*/inner./*$*/Length,
            _ => 0,
        };
}

// nameof(Name) as a constant pattern, which the grammar reads as a
// declaration of a variable Name of type nameof (FastEndpoints'
// `nameof(ReadOnly) => ConfiguredHints.ReadOnly` in a switch expression).
public class Hints
{
    public bool ReadOnly { get; set; }
    public static int Of(string name) => name switch { nameof(/*$*/ReadOnly) => 1, _ => 0 };
    public static bool Is(string name)
    {
        switch (name)
        {
            case nameof(/*$*/ReadOnly):
                return true;
        }
        return name is nameof(/*$*/ReadOnly);
    }
    // nameof(this.Name), which it reads as a positional pattern of a type
    // nameof (NeuroAccess' view models).
    public bool IsOwn(string name)
    {
        switch (name)
        {
            case /*$*/nameof(this./*$*/ReadOnly):
                return true;
        }
        return false;
    }
}

// Positional patterns: a var takes what the type's Deconstruct gives
// (a record's), also where the grammar reads the pattern as a call:
// `o is Point (var x, var y)` and language-ext's These<A, B>.This (var x)
// in a switch arm, whose A is the type argument written.
public abstract record Either<A, B>
{
    public sealed record Left(A Value) : Either<A, B>;
    public sealed record Both(A First, B Second) : Either<A, B>;
}
public record Spot(int X, string Label);
public static class Positional
{
    static int M(Either<int, string> e) => e switch
    {
        Either<int, string>.Left (var x) => /*$*/x,
        Either<int, string>.Both (var x, var y) => x + y./*$*/Length,
        _ => 0
    };
    static int N(object o) => o switch
    {
        Spot (var a, var b) => /*$*/a + b./*$*/Length,
        Spot { X: var c } => /*$*/c,
        _ => 0
    };
    static int K(object o) => o is Spot (var a, var b) ? /*$*/a + b./*$*/Length : 0;
}

// A constant the grammar reads as a type pattern, left of `or` in an
// element of a positional pattern (OpenIddict's (endpoint,
// Errors.InvalidToken or Errors.MissingToken) => 401).
public static class ErrorCodes { public const string Invalid = "invalid", Missing = "missing"; }
public static class ErrorStatus
{
    static int Status((int Endpoint, string Error) t) => t switch
    {
        (1, ErrorCodes./*$*/Invalid or ErrorCodes./*$*/Missing) => 401,
        _ => 200
    };
}

// x is Box<T> && y is null, which the grammar reads as
// ((x is Box) < T) > (&&y) is null: the generic type (Fluent UI Blazor's
// `this is not FluentListbox<TOption> && ...`).
public class GenericBox<T> { }
public class GenericIs<T>
{
    public object? Other;
    public bool Use(object a) => a is /*$*/GenericBox<T> && Other is null;
    public bool Not(object a) => a is not /*$*/GenericBox<T> && Other == null;
}

// The right of `P and Q` is matched against what P narrows the value to
// (GuardClauses' input is Array and { Length: 0 }): Array's Length, then
// string's.
public static class AndPatterns
{
    public static bool Empty(System.Collections.Generic.IEnumerable<int> input) => input is Array and { /*$*/Length: 0 };
    public static bool Short(object value) => value is string { Length: > 0 } and { /*$*/Length: < 5 };
    public static bool Named(object value) => value is Member m and { /*$*/Name: "x" };
}

// A name alone after is that is both a member and the member's type is
// the type (the Extended WPF Toolkit's Mouse.Captured is Spinner in
// UpDownBase, whose Spinner property is a Spinner), also where the grammar
// reads x is Spinner && held as x is (Spinner && held).
public class Spinner { }
public class UpDown
{
    protected Spinner Spinner { get; set; } = new();
    public bool Captured(object captured, bool held) => captured is /*$*/Spinner && held;
    public bool Either(object captured) => captured is /*$*/Spinner or null;
    public object Own() => /*$*/Spinner;
}

// A type's name before ?. or on the left of is is no type: in a partial
// class, a member a source generator writes in a part not read (Avalonia's
// ServerCompositionVisual: CacheMode?.Unsubscribe(this), CacheMode is
// ServerCompositionBitmapCache cache).
public abstract class CacheMode { }
public partial class CompositionVisual
{
    public void Detach() { /*$*/CacheMode?.ToString(); _ = /*$*/CacheMode is object; }
    public System.Type Kind() => typeof(/*$*/CacheMode);
}

// o is null || c is { A: 1 } or { B: 2 }, which the grammar reads as
// o is ((null || c is { A: 1 }) or { B: 2 }): the right alternative is
// matched against c (PowerShell Editor Services' command.Commands[0] is
// { IsScript: false } or { Parameters.Count: > 0 }).
public class ShellCommand { public bool IsScript; public int Count; }
public class ShellOther { public int Count; }
public static class Alternatives
{
    static bool Check(ShellOther o, ShellCommand c) => o is null || c is { IsScript: false } or { /*$*/Count: > 0 };
}

// `x is var v and >= 0 ? v : F()`: the grammar reads the ?: as the
// relational pattern's operand; C# reads (x is var v and >= 0) ? v : F(),
// of the branches' type (NCrontab's verboseIndex, an int).
public static class RelationalConditions
{
    static int Find(string s) => s.Length;
    public static int Use(string s)
    {
        var /*$*/index = Find(s) is var found and >= 0 ? /*$*/found : Find("-v");
        return index;
    }

    // ... and reads `not null and >= 0` as not (null and >= 0) (linq2db's newLength)
    public static int? Length(int? max, int? other)
    {
        var /*$*/length = max is not null and >= 0 ? max.Value : other;
        return length;
    }
}

// A switch expression's type is its arms' best common type: an arm's
// tuple with a null element takes the others' element types (NCrontab's
// var (expression, start, end, format) = argList switch { ... => (e, s, t, null), ... => (e, s, t, f) }).
public static class SwitchTuples
{
    public static int Use(int count, string s)
    {
        var (name, /*$*/format) = count switch { 0 => (s, null), _ => (s, s) };
        return /*$*/format.Length;
    }
}

// A list pattern's designation declares a local of the matched type
// (CsWinRT's { Values: [..] propertyNames }).
public static class ListDesignations
{
    public static int Count(int[] values) => values is [..] rest ? /*$*/rest./*$*/Length : 0;
    public static int Pair(int[] values) => values is [_, _] /*$*/pair ? pair[0] : 0;
}

// A declaration pattern of a dotted generic type whose type argument is a
// name, `x is N.G<T> y`, which the grammar reads as comparisons (CsWinRT's
// `first is global::ABI.System.Collections.Generic.FromAbiEnumerator<T> iterator`,
// SuperLinq's `first is global::System.Collections.Generic.IList<TFirst> list1 && ...`).
public static class DottedGenericPatterns<T>
{
    public static int First(object first, object second)
    {
        if (first is global::System.Collections.Generic.List<T> /*$*/list1 && second is System.Collections.Generic.IList<T> list2 && first != null)
            return list1./*$*/Count + /*$*/list2.Count;
        if (first is not System.Collections.Generic.List<T> other)
            return 0;
        var count = first is System.Collections.Generic.IList<T> list3 ? /*$*/list3.Count : /*$*/other.Capacity;
        return first switch { System.Collections.Generic.Stack<T> /*$*/stack => stack.Count, _ => count };
    }
}

// Declaration patterns of generic types as the elements of a positional
// pattern, which the grammar reads as a tuple of comparisons split at the
// type arguments' commas (LanguageExt's (ChooseSourceT<M, A> l,
// ChooseSourceT<M, A> r) => ... arms).
public class Pair<M, A> { public int Weight; }
public class Positional<M, A>
{
    public int Sum(object a, object b) => (a, b) switch
    {
        (Pair<M, A> l, Pair<M, A> r) => l./*$*/Weight + /*$*/r.Weight,
        (System.Collections.Generic.List<A> items, var rest) => /*$*/items.Count,
        _ => 0
    };
}

// var (a, b) in a pattern deconstructs the tuple it is matched against,
// nested ones too (LanguageExt's var (l, r) => ... arms over (ma, rhs)).
public static class TupleArms
{
    public static int Pick(int n, (string s, double d) pair) => (n, pair) switch
    {
        (0, _) => 0,
        var (count, (text, weight)) => count + /*$*/text.Length + (int)/*$*/weight,
    };
}

// x is Name binds Name as a type first: a property of that name and of
// another type does not hide the type (DOLSharp's AttackBehaviour is
// PassiveBehaviour).
public interface IBehaviour { }
public class PassiveBehaviour : IBehaviour { }
public class Brain
{
    private IBehaviour PassiveBehaviour { get; } = new Res.Patterns.PassiveBehaviour();
    public IBehaviour Current { get; set; } = null!;
    public bool Passive() => Current is /*$*/PassiveBehaviour;
}

// Positional patterns in a tuple pattern, which the grammar reads as calls
// in a tuple: each is its type (not called), and its variables are what
// the type deconstructs into (EventSourcing.NetCore's
// (Pending(var productItems), ProductItemAdded(var productItem, _)) arms).
public class CartItems { public CartItems Add(CartItem item) => this; }
public record CartItem(int Id);
public abstract record CartState
{
    public record Pending(CartItems Items) : CartState;
    public record ItemAdded(CartItem Item, int At);
    public static CartState Evolve(CartState state, object e) => (state, e) switch
    {
        (/*$*/Pending(var items), /*$*/ItemAdded(var item, _)) => new Pending(items./*$*/Add(/*$*/item)),
        _ => state
    };
    public static bool Single(object o) => o is /*$*/Pending(var items) && /*$*/items != null;
}

// Color Color through a generic base: the property's type as the class
// sees it (BlazorStrap's BSForm : BSFormBase<TValue, Justify>, whose
// TJustify Justify makes Justify.Default the enum's).
public enum Alignment { Default, Start }
public abstract class AlignedBase<TAlignment> where TAlignment : System.Enum
{
    public TAlignment Alignment { get; set; } = default!;
}
public class AlignedForm : AlignedBase<Alignment>
{
    public bool IsDefault() => /*$*/Alignment == /*$*/Alignment.Default;
}

// A declaration pattern's variable may be named and or or, which the
// grammar reads as a combinator with nothing after it (Stellar's
// case PredicateAnd and:).
public abstract class Predicate { }
public sealed class PredicateAnd : Predicate { public Predicate? Left { get; set; } }
public sealed class PredicateOr : Predicate { public Predicate? Right { get; set; } }
public static class PredicateText
{
    public static object? Side(Predicate p)
    {
        switch (p)
        {
            case PredicateAnd /*$*/and:
                return /*$*/and./*$*/Left;
            case PredicateOr /*$*/or:
                return or./*$*/Right;
        }
        return null;
    }
}
