using Shop.Core.Common;

namespace Shop.Data;

/// <summary>
/// The in-memory store behind the repositories: one set of entities per entity type.
/// Reads take a snapshot; writes go through a <see cref="Transaction"/>.
/// </summary>
public sealed class ShopDataContext
{
    public static readonly string StoreName = ShopAssemblyInfo.TelemetryPrefix + "InMemory";

    private readonly Dictionary<Type, Dictionary<Guid, IEntity>> _sets = new();
    private int _reads, _writes;

    internal object SyncRoot { get; } = new();

    /// <summary>Reads and writes since start-up, for the diagnostics page.</summary>
    public (int Reads, int Writes) Counters => (Volatile.Read(ref _reads), Volatile.Read(ref _writes));

    /// <summary>Finds an entity by id.</summary>
    /// <typeparam name="T">The entity type the entity was stored as.</typeparam>
    /// <returns>The entity, or <see langword="default"/> if there is none.</returns>
    public T? Find<T>(Guid id) where T : IEntity
    {
        Interlocked.Increment(ref _reads);
        lock (SyncRoot)
        {
            return SetFor(typeof(T)).TryGetValue(id, out var entity) ? (T)entity : default;
        }
    }

    /// <summary>A snapshot of all entities of type <typeparamref name="T"/>.</summary>
    public IReadOnlyList<T> Query<T>() where T : IEntity
    {
        Interlocked.Increment(ref _reads);
        lock (SyncRoot)
        {
            return SetFor(typeof(T)).Values.Cast<T>().ToList();
        }
    }

    /// <summary>Starts a unit of work; dispose it to discard uncommitted changes.</summary>
    public Transaction BeginTransaction() => new(this);

    /// <summary>Applies one change; called by <see cref="Transaction.Commit"/> while holding <see cref="SyncRoot"/>.</summary>
    internal void Write(Type entityType, Guid id, IEntity? entity)
    {
        var set = SetFor(entityType);
        if (entity is null)
        {
            set.Remove(id);
        }
        else
        {
            set[id] = entity;
        }

        Interlocked.Increment(ref _writes);
    }

    private Dictionary<Guid, IEntity> SetFor(Type entityType)
    {
        if (!_sets.TryGetValue(entityType, out var set))
        {
            set = new Dictionary<Guid, IEntity>();
            _sets.Add(entityType, set);
        }

        return set;
    }
}
