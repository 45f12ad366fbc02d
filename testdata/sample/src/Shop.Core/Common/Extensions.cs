namespace Shop.Core.Common;

/// <summary>Helpers for anything that implements <see cref="IEntity"/>.</summary>
public static class EntityExtensions
{
    /// <summary>The first eight hex digits of the id, for logs and customer-facing references.</summary>
    public static string ShortId(this IEntity entity) => entity.Id.ToString("N")[..8];
}

/// <summary>Helpers for <see cref="IRepository{T}"/>.</summary>
public static class RepositoryExtensions
{
    /// <summary>Loads an entity that must exist.</summary>
    /// <exception cref="KeyNotFoundException">There is no entity with the id.</exception>
    public static async Task<T> GetRequiredAsync<T>(
        this IRepository<T> repository,
        Guid id,
        CancellationToken cancellationToken = default)
        where T : class, IEntity
    {
        return await repository.GetAsync(id, cancellationToken)
            ?? throw new KeyNotFoundException($"{typeof(T).Name} {id} was not found.");
    }
}

/// <summary>Helpers for <see cref="Result{T}"/>.</summary>
public static class ResultExtensions
{
    /// <summary>Transforms the value of a successful result and passes failures through.</summary>
    public static Result<TOut> Map<TIn, TOut>(this Result<TIn> result, Func<TIn, TOut> map) =>
        result.IsSuccess ? Result<TOut>.Success(map(result.Value)) : Result<TOut>.Failure(result.Error!);
}

/// <summary>Helpers for display strings.</summary>
public static class StringExtensions
{
    /// <summary>Shortens <paramref name="value"/> to at most <paramref name="maxLength"/> characters.</summary>
    [return: NotNullIfNotNull(nameof(value))]
    public static string? Truncate(this string? value, int maxLength)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxLength);
        return value is null || value.Length <= maxLength
            ? value
            : string.Concat(value.AsSpan(0, maxLength - 1), "…");
    }
}
