namespace Fix.Generic;

public interface IEntity
{
    int Id { get; }
}

public class Order : IEntity
{
    public int Id { get; set; }
}

public class Customer : IEntity
{
    public int Id => 1;
}

/// <summary>A generic interface: its members take T, which each implementation substitutes.</summary>
public interface IRepo<T> where T : IEntity
{
    T Get(int id);
    void Save(T item);
    void Save(T item, bool flush);
    T[] All { get; }
    event System.Action<T>? Saved;
}

/// <summary>Save(Order) implements IRepo&lt;T&gt;.Save(T); Save(Customer) implements nothing.</summary>
public class OrderRepo : IRepo<Order>
{
    public Order Get(int id) => new Order();
    public void Save(Order item) { }
    public void Save(Order item, bool flush) { }
    public void Save(Customer item) { }
    public Order[] All => [];
    public event System.Action<Order>? Saved;
}

/// <summary>A generic class implements the interface with its own type parameter.</summary>
public abstract class Repo<TEntity> : IRepo<TEntity> where TEntity : IEntity
{
    public virtual TEntity Get(int id) => default!;
    public abstract void Save(TEntity item);
    public void Save(TEntity item, bool flush) => Save(item);
    public TEntity[] All => [];
    public virtual event System.Action<TEntity>? Saved;
}

/// <summary>Implements IRepo&lt;Customer&gt; through its base class: the members are Repo's.</summary>
public class CustomerRepo : Repo<Customer>
{
    public override void Save(Customer item) { }
}

/// <summary>Names the interface again: its own Get now implements IRepo&lt;Customer&gt;.Get.</summary>
public sealed class CachedCustomerRepo : CustomerRepo, IRepo<Customer>
{
    public override Customer Get(int id) => new Customer();
}

/// <summary>Two constructions of one interface, each with explicit and implicit implementations.</summary>
public class Both : IRepo<Order>, IRepo<Customer>
{
    Order IRepo<Order>.Get(int id) => new Order();
    Customer IRepo<Customer>.Get(int id) => new Customer();
    public void Save(Order item) { }
    public void Save(Customer item) { }
    void IRepo<Order>.Save(Order item, bool flush) { }
    public void Save(Customer item, bool flush) { }
    public void Save(Order item, bool flush) { }
    Order[] IRepo<Order>.All => [];
    Customer[] IRepo<Customer>.All => [];
    public event System.Action<Order>? Saved;
    event System.Action<Customer>? IRepo<Customer>.Saved { add { } remove { } }
}

/// <summary>Static abstract members are implemented by static members.</summary>
public interface IParse<TSelf> where TSelf : IParse<TSelf>
{
    static abstract TSelf Parse(string text);
}

public readonly struct Number : IParse<Number>
{
    public static Number Parse(string text) => default;
    public Number Parse(int value) => default;
}

public interface ISource<T>
{
    T Next();
    void Push(T item);
}

/// <summary>A base interface constructed with this interface's type parameter.</summary>
public interface IQueue<TItem> : ISource<TItem[]>
{
}

/// <summary>Push(int[]) implements ISource&lt;T&gt;.Push(T) through IQueue&lt;int&gt;; Push(int) does not.</summary>
public class ArrayQueue : IQueue<int>
{
    public int[] Next() => [];
    public void Push(int[] item) { }
    public void Push(int item) { }
}

/// <summary>Type arguments passed down two levels of base classes.</summary>
public abstract class Store<TKey, TValue> : ISource<TValue>
{
    public abstract TValue Next();
    public void Push(TValue item) { }
}

public class NamedStore<T> : Store<string, T>
{
    public override T Next() => default!;
}

/// <summary>Names ISource&lt;int&gt; again: its own Push(int) implements it, Next is NamedStore's.</summary>
public class IntStore : NamedStore<int>, ISource<int>
{
    public new void Push(int item) { }
}
