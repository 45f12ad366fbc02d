using Shop.Core.Common;

namespace Shop.Data;

/// <summary>
/// A unit of work against <see cref="ShopDataContext"/>. Changes are buffered and applied together by
/// <see cref="Commit"/>; disposing an uncommitted transaction discards them.
/// Not to be confused with <c>Shop.Core.Payments.Transaction</c>, a payment record.
/// </summary>
public sealed class Transaction : IDisposable
{
    private static long s_lastId;

    private readonly ShopDataContext _context;
    private readonly List<Action> _pending = [];
    private bool _completed;

    internal Transaction(ShopDataContext context)
    {
        _context = context;
        Id = Interlocked.Increment(ref s_lastId);
    }

    public long Id { get; }

    /// <summary>Inserts or replaces <paramref name="entity"/> on commit.</summary>
    public void Upsert<T>(T entity) where T : IEntity
    {
        EnsureActive();
        _pending.Add(() => _context.Write(typeof(T), entity.Id, entity));
    }

    /// <summary>Deletes the entity with the given id on commit.</summary>
    public void Delete<T>(Guid id) where T : IEntity
    {
        EnsureActive();
        _pending.Add(() => _context.Write(typeof(T), id, null));
    }

    /// <summary>Applies all pending changes atomically.</summary>
    public void Commit()
    {
        EnsureActive();
        lock (_context.SyncRoot)
        {
            foreach (var change in _pending)
            {
                change();
            }
        }

        _completed = true;
    }

    public void Dispose()
    {
        if (!_completed)
        {
            _pending.Clear();
            _completed = true;
        }
    }

    private void EnsureActive()
    {
        if (_completed)
        {
            throw new InvalidOperationException($"Transaction {Id} has already completed.");
        }
    }
}
