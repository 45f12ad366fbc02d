using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Ids = System.Collections.Generic.List<int>;
using Sizes = Sig.Core.Size;

namespace Sig.Core
{
    /// <summary>Something with an identity.</summary>
    public interface IEntity
    {
        int Id { get; }
        string Describe(string format = "short");
    }

    public interface IProducer<out T>
    {
        T Produce();
        static abstract IProducer<T> Create();
    }

    public delegate Task Handler<in TEvent>(TEvent e, CancellationToken ct) where TEvent : class;

    public enum Size : byte { Small, Medium = 5, Large, Huge = 0x10, All = Small | Huge, Other }

    public abstract class Entity : IEntity, IEquatable<Entity>
    {
        public const int MaxId = 1_000;
        protected static readonly string Prefix = "E";
        private volatile int _version;

        protected Entity(int id) { Id = id; }
        static Entity() { }
        ~Entity() { }

        public int Id { get; private set; }
        public abstract string Name { get; }
        public required string Code { get; init; }
        public virtual string Describe(string format = "short") => Name;
        public bool Equals(Entity? other) => other?.Id == Id;
        public event EventHandler? Changed;
        public event EventHandler<int> Renamed { add { } remove { } }
    }

    /// <summary>An order.</summary>
    public sealed partial class Order : Entity
    {
        public Order(int id, string currency = "EUR") : base(id) { }
        public override string Name => "Order";
        public override string Describe(string format = "short") => base.Describe(format);
        public async Task<Order?> ReloadAsync(CancellationToken ct = default) { await Task.Yield(); return this; }
        public static Order operator +(Order a, int lines) => a;
        public static Order operator checked -(Order a, int lines) => a;
        public static bool operator true(Order o) => true;
        public static bool operator false(Order o) => false;
        public static implicit operator int(Order o) => o.Id;
        public static explicit operator checked byte(Order o) => 0;
        public int this[int line] { get => line; protected internal set { } }
        public ref readonly int First(in int a, ref int b, out int c, params int[] rest) { c = 0; return ref a; }
        public (int Count, string Name) Summary() => (0, "");
        public T[] Many<T, TKey>(Dictionary<TKey, List<T>> byKey, Ids ids, Sizes size = Sizes.Small) where T : class, IEntity, new() where TKey : notnull => [];
        static extern int Native(IntPtr handle);
        partial void OnSaved(Size size);
    }

    public readonly struct Money(decimal amount, string currency) : IComparable<Money>
    {
        public decimal Amount { get; } = amount;
        public readonly string Format() => currency;
    }

    public readonly record struct Point(int X, int Y);

    public record Person(string Name, int? Age);

    public sealed record Employee(string Name, int? Age, Entity Boss) : Person(Name, Age);

    public static class EntityExtensions
    {
        public static string ShortId(this IEntity entity, int length = 8) => "";

        public static async Task<T> LoadAsync<T>(this IProducer<T> producer, CancellationToken cancellationToken = default)
            where T : class, IEntity
        {
            await Task.Yield();
            return producer.Produce();
        }
    }

    public ref struct Cursor
    {
        public int Position;
    }

    class Hidden : Base, ICloneable
    {
        object ICloneable.Clone() => this;
    }
}
