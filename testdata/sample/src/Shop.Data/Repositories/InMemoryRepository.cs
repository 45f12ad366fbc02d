using Microsoft.Extensions.Logging;
using Shop.Core.Common;

namespace Shop.Data.Repositories;

/// <summary>An <see cref="IRepository{T}"/> backed by <see cref="ShopDataContext"/>.</summary>
/// <typeparam name="T">The entity type; needs a public parameterless constructor for <see cref="CreateAsync"/>.</typeparam>
public abstract class InMemoryRepository<T> : IRepository<T>
    where T : class, IEntity, new()
{
    protected InMemoryRepository(ShopDataContext context, ILogger logger)
    {
        Context = context;
        Logger = logger;
    }

    protected ShopDataContext Context { get; }

    protected ILogger Logger { get; }

    public virtual Task<T?> GetAsync(Guid id, CancellationToken cancellationToken = default)
    {
        cancellationToken.ThrowIfCancellationRequested();
        return Task.FromResult(Context.Find<T>(id));
    }

    public Task<IReadOnlyList<T>> ListAsync(CancellationToken cancellationToken = default)
    {
        cancellationToken.ThrowIfCancellationRequested();
        return Task.FromResult(Context.Query<T>());
    }

    public virtual Task AddAsync(T entity, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(entity);
        cancellationToken.ThrowIfCancellationRequested();

        using var transaction = Context.BeginTransaction();
        transaction.Upsert(entity);
        transaction.Commit();

        Logger.LogDebug("Stored {EntityType} {EntityId} in transaction {TransactionId}", typeof(T).Name, entity.Id, transaction.Id);
        return Task.CompletedTask;
    }

    public virtual Task UpdateAsync(T entity, CancellationToken cancellationToken = default) =>
        AddAsync(entity, cancellationToken);

    public ValueTask<bool> RemoveAsync(Guid id)
    {
        if (Context.Find<T>(id) is null)
        {
            return ValueTask.FromResult(false);
        }

        using (var transaction = Context.BeginTransaction())
        {
            transaction.Delete<T>(id);
            transaction.Commit();
        }

        return ValueTask.FromResult(true);
    }

    /// <summary>Creates a blank entity, lets <paramref name="configure"/> fill it in and stores it.</summary>
    /// <returns>The stored entity.</returns>
    public async Task<T> CreateAsync(Action<T> configure, CancellationToken cancellationToken = default)
    {
        var entity = new T();
        configure(entity);
        await AddAsync(entity, cancellationToken);
        return entity;
    }
}
