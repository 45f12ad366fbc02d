namespace Res.Model;

public class Entity
{
    public Guid Id { get; set; }
    public virtual string Describe() => "entity";
}

public class Order : Entity
{
    public Order() : /*$*/base() { }
    public decimal Total { get; private set; }
    public List<Line> Lines { get; } = new();
    public Customer? Customer { get; set; }
    public Line this[int i] => Lines[i];
    public override string Describe() => "order";
    public void Add(Line line) => Lines.Add(line);
    public void Add(string sku, int quantity) => Add(new Line(sku, quantity));
    public static Order Empty() => new Order();
}

public record Line(string Sku, int Quantity)
{
    public decimal Price { get; init; }
}

public class Customer
{
    public Customer() : /*$*/this("nobody") { }
    public Customer(string name) { Name = name; }
    public string Name = "";
    public Address Home { get; } = new Address();
}

public class Address { public string City = ""; }

public interface IRepository<T> where T : Entity
{
    Task<T?> FindAsync(Guid id);
    T Get(Guid id);
}

public static class OrderExtensions
{
    public static decimal Discounted(this Order order, decimal rate) => order.Total * (1 - rate);
    public static T Touch<T>(this T item) where T : Entity => item;
}

public enum Color { Red, Green }

public class Painted
{
    public Color Color { get; set; } = /*$*/Color./*$*/Green;
    public bool IsRed() => /*$*/Color == Color.Red;
}

public static class Palette
{
    public const Color Default = Color.Red;
    public static Color Pick(int i) => i == 0 ? Color.Red : Color.Green;
    public static string Convert(Color c) => c.ToString();

    // The rule holds for locals and parameters too (ReactiveUI's
    // const BindingFlags BindingFlags = BindingFlags.Instance | ...).
    public static string Mix(Color Color)
    {
        const Color Other = Color.Green;
        return /*$*/Color./*$*/Red.ToString() + /*$*/Color.ToString() + Other;
    }
}

public class Outer
{
    public class Inner { public int Depth; }
}

public class Result<T>
{
    public T? Value { get; init; }
    public static Result<T> Of(T value) => new Result<T> { Value = value };
}

[AttributeUsage(AttributeTargets.Class)]
public sealed class TrackedAttribute : Attribute
{
    public TrackedAttribute() { }
    public TrackedAttribute(string area) { }
    public Color Level { get; set; }
}

[/*$*/Tracked(/*$*/area: "orders", /*$*/Level = /*$*/Color.Red)]
public class Audited { }

public class EntityBuilder<TEntity>
{
    public EntityBuilder<TEntity> Ignore(Func<TEntity, object> property) => this;
}

public class ModelBuilder
{
    public ModelBuilder Entity<TEntity>(Action<EntityBuilder<TEntity>> build) => this;
    public TEntity Create<TEntity>() where TEntity : new() => new TEntity();
}

public static class Fluent
{
    public static void Configure(ModelBuilder mb)
    {
        mb.Entity<Order>(e => /*$*/e./*$*/Ignore(o => /*$*/o./*$*/Total));
        var made = mb.Create<Line>()./*$*/Sku;
    }
}
public delegate void Notify(int level);

// "Color Color": a property named as its type, whose type (or base)
// declares a static method of the called name that cannot take the
// arguments and an instance one that can: the property (Friflo's
// Editor.Init() beside the base's static Init(AppEvents, Func<Window>)).
public class ColorEvents { public static void Init(ColorEvents events, System.Func<object> window) { } }
public class ColorEditor : ColorEvents { public void Init() { } }
public class ColorWindow
{
    public ColorEditor ColorEditor { get; init; } = new();
    public void Open() => /*$*/ColorEditor./*$*/Init();
}

// A record's copy constructor leaves it the parameterless one the compiler
// declares (esprima's ParserOptions: new() beside the protected
// ParserOptions(ParserOptions original) it writes).
public record class ParserOptions
{
    public static readonly ParserOptions Default = new();
    protected ParserOptions(ParserOptions original) { }
    public bool Tolerant { get; init; }
    public static ParserOptions Strict() => new /*$*/ParserOptions() { Tolerant = false };
}

// Indexers hide by signature: a class's own this[K1, K2] leaves its base
// Dictionary's this[K1] (CalcBinding's two-key dictionary).
public class TwoKeys<K1, K2, V> : Dictionary<K1, Dictionary<K2, V>> where K1 : notnull where K2 : notnull
{
    public V this[K1 first, K2 second] => base[first][second];
    public void Put(K1 first, K2 second, V value) => this[first]./*$*/Add(second, value);
}
