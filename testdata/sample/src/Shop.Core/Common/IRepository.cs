namespace Shop.Core.Common;

/// <summary>An object with a stable identity, such as an order or a customer.</summary>
public interface IEntity
{
    /// <summary>The identity; never <see cref="Guid.Empty"/>.</summary>
    Guid Id { get; }
}

/// <summary>Stores and loads entities of type <typeparamref name="T"/>.</summary>
/// <typeparam name="T">The entity type.</typeparam>
public interface IRepository<T> where T : IEntity
{
    /// <summary>Loads the entity with the given id.</summary>
    /// <param name="id">The entity id.</param>
    /// <param name="cancellationToken">Cancels the lookup.</param>
    /// <returns>The entity, or <see langword="null"/> if there is none.</returns>
    Task<T?> GetAsync(Guid id, CancellationToken cancellationToken = default);

    /// <summary>Loads every entity.</summary>
    Task<IReadOnlyList<T>> ListAsync(CancellationToken cancellationToken = default);

    /// <summary>Adds a new entity.</summary>
    Task AddAsync(T entity, CancellationToken cancellationToken = default);

    /// <summary>Saves changes to an existing entity.</summary>
    Task UpdateAsync(T entity, CancellationToken cancellationToken = default);

    /// <summary>Deletes the entity with the given id.</summary>
    /// <returns><see langword="true"/> if an entity was deleted.</returns>
    ValueTask<bool> RemoveAsync(Guid id);
}
