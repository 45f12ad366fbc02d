using System.Linq;

namespace Res.Query;

public class Scanner
{
    public string[] Names(System.Type[] types) =>
        (from type in types
         where !type.IsAbstract
         let /*$*/interfaces = type.GetInterfaces()
         let /*$*/generic = /*$*/interfaces./*$*/Where(i => i.IsGenericType)
         let first = /*$*/generic./*$*/FirstOrDefault()
         where /*$*/first != null
         select /*$*/first./*$*/Name).ToArray();
}

public abstract class Validator<T>
{
    protected void RuleFor<TProperty>(System.Linq.Expressions.Expression<System.Func<T, TProperty>> property) { }
    protected void RuleSet(string name, System.Action rules) => rules();
}

public class Person { public string Name = ""; }

public class PersonValidator : Validator<Person>
{
    public PersonValidator()
    {
        RuleFor(/*$*/x => x./*$*/Name);
        RuleSet("names", () => RuleFor(p => /*$*/p./*$*/Name));
    }
}

public struct Depth { public int Value; }

public class Details { public int MaxDepth; public Depth Depth; public string Label = ""; }

public class Lifted
{
    private Details? _details;

    public int Max() => (_details?.MaxDepth)./*$*/GetValueOrDefault();
    public int Value() => _details?.Depth./*$*/Value ?? 0;
    public int Length() => (_details?.Label)!./*$*/Length;
    public bool Has() => (_details?.Depth)./*$*/HasValue;
}

public interface IAddress { }
public class Address : IAddress { }
public interface IRuleValidator<in T> { }
public interface IPropertyRule<T, TProperty> { }
public class RuleValidator<T> : IRuleValidator<T> { }

public class Builder<T, TProperty>
{
    public void SetValidator(IPropertyRule<T, TProperty> rule) { }
    public void SetValidator(IRuleValidator<TProperty> validator, params string[] ruleSets) { }

    public void Use(Builder<Person, Address> b, RuleValidator<IAddress> forBase) => b./*$*/SetValidator(forBase);
}

public class Boxes
{
    public Boxes(object a, object b) { }
    public Boxes(params object[] all) { }
    public static Boxes Implicit() => new /*$*/Boxes(new[] { 'A', 'B' }, new object[] { 'a' });
}

public interface IFormatter { string Format(object value); }
public interface IProvider { object? GetFormat(System.Type type); }

public abstract class Entity2
{
    public override bool Equals(object? obj) => obj is /*$*/Entity2 && /*$*/Object./*$*/ReferenceEquals(this, obj);
    public override int GetHashCode() => 0;

    public static string Show(IProvider? provider, object value)
    {
        var custom = (IFormatter?)provider?./*$*/GetFormat(typeof(IFormatter));
        return /*$*/custom?./*$*/Format(value) ?? "";
    }
}

public class FactAttribute : Xunit.FactAttribute { }

public struct Phrase { public string Forms; }

public class Phrases
{
    public Phrase? Multiple;

    [/*$*/Fact]
    public int Length() => Multiple?./*$*/Forms./*$*/Length ?? 0;
}

public class Joiner
{
    public string Humanize<T>(System.Collections.Generic.IEnumerable<T> items) =>
        Humanize(items, item => item?./*$*/ToString(), ", ");

    public string Humanize<T>(System.Collections.Generic.IEnumerable<T> items, System.Func<T, string?> format, string separator) => separator;
}

public static class Mapper
{
    public static int Query(this System.IDisposable cnn, string sql, object? param = null, object? transaction = null) => 0;
    public static int Query(this System.IDisposable cnn, System.Type type, string sql, object? param = null) => 1;

    public static int Use(System.IDisposable cnn, System.Type type) => cnn./*$*/Query(type, "select", new { A = 1 });
}

// A query over a type with its own Select and Where calls them: the query
// is what they return (language-ext's from v in Array(...) where ... select
// v is an Arr<int>, whose Count is its own property).
public class Arr<A> : IEnumerable<A>
{
    public int Count => 0;
    public Arr<B> Select<B>(Func<A, B> f) => new Arr<B>();
    public IEnumerator<A> GetEnumerator() => throw new NotImplementedException();
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
}
public static class ArrExtensions
{
    public static Arr<A> Where<A>(this Arr<A> ma, Func<A, bool> f) => ma;
}
public static class OwnQueries
{
    public static int Use(Arr<int> xs)
    {
        var evens = from v in xs where v % 2 == 0 select v;
        var names = from v in xs select v.ToString();
        return evens./*$*/Count + names./*$*/Count;
    }
}

// A query over a value that is no sequence calls the Select, Where and
// SelectMany of its type or of extension methods on it: the range
// variables are what their lambdas take, and the query stays in that type
// (Rx's IObservable<T>, language-ext's monads, parser combinators).
public interface IStream<T> { }
public static class StreamQueries
{
    public static IStream<R> Select<T, R>(this IStream<T> s, Func<T, R> f) => null!;
    public static IStream<T> Where<T>(this IStream<T> s, Func<T, bool> f) => null!;
}
public class Maybe<A>
{
    public Maybe<B> Select<B>(Func<A, B> f) => null!;
    public Maybe<C> SelectMany<B, C>(Func<A, Maybe<B>> f, Func<A, B, C> g) => null!;
    public string Show() => "";
}
public class MonadQueries
{
    void M(IStream<Res.Model.Order> orders, Maybe<int> mi, Maybe<string> ms)
    {
        var totals = from o in orders where o./*$*/Total > 3 select o./*$*/Total;
        _ = /*$*/totals;
        var sum = from x in mi from y in ms select y./*$*/Length + /*$*/x;
        _ = sum./*$*/Show();
    }
}

// A continuation starts a new query: after `into c` only that c is in
// scope, not the first one (linq2db's select new { c, ID } into c).
public class Continuations
{
    void M(List<Res.Model.Order> orders)
    {
        var q = from c in orders
                select new { c, ID = c.Total } into c
                where /*$*/c./*$*/ID > 0
                select c./*$*/c./*$*/Total into c
                where /*$*/c > 1
                select c;
        var g = from c in orders
                group c by c.Total into c
                select c./*$*/Key;
    }
}

// A query over a source with query methods of its own calls them: where
// and orderby on a TableQuery<T> make a TableQuery<T>, whose ToList is its
// own; over a source that is no sequence but has a Where, the range
// variable is what that Where gives its lambda (sqlite-net's TableQuery<T>
// and AsyncTableQuery<T>).
public class TableQuery<T> : IEnumerable<T>
{
    public TableQuery<T> Where(System.Linq.Expressions.Expression<Func<T, bool>> predicate) => this;
    public TableQuery<T> OrderBy<U>(System.Linq.Expressions.Expression<Func<T, U>> key) => this;
    public TableQuery<T> ThenByDescending<U>(System.Linq.Expressions.Expression<Func<T, U>> key) => this;
    public List<T> ToList() => new();
    public IEnumerator<T> GetEnumerator() => throw new NotImplementedException();
    System.Collections.IEnumerator System.Collections.IEnumerable.GetEnumerator() => GetEnumerator();
}
public class AsyncTableQuery<T>
{
    public AsyncTableQuery<T> Where(System.Linq.Expressions.Expression<Func<T, bool>> predicate) => this;
    public System.Threading.Tasks.Task<List<T>> ToListAsync() => default!;
}
public class Stock { public int Id; public string Name = ""; }
public static class Tables
{
    static List<Stock> Sorted(TableQuery<Stock> table) => (from s in table where s.Id > 0 orderby s.Name, s.Id descending select s)./*$*/ToList();
    static System.Threading.Tasks.Task<List<Stock>> Some(AsyncTableQuery<Stock> table) => (from s in table where s./*$*/Id > 0 select s)./*$*/ToListAsync();
}

// A query whose select gives back the range variable after orderby is what
// OrderBy or ThenBy returns (C# drops such a select): DotNetZip's
// from fi in files where fi.Length > n orderby fi.Length descending select fi.
public class Ordered
{
    void M(System.IO.FileInfo[] files, IQueryable<string> names)
    {
        var /*$*/sorted = from f in files where f.Length > 0 orderby f.Length descending select f;
        var /*$*/byName = from n in names orderby n select n;
        var /*$*/same = from f in files select f;
        var /*$*/projected = from f in files orderby f.Length select f.Name;
        var /*$*/twice = from f in files orderby f.Length, f.Name select f;
        var /*$*/filtered = from f in files where f.Length > 0 select f;
    }
}
