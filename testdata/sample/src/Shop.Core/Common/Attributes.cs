namespace Shop.Core.Common;

/// <summary>How much of a change <see cref="AuditedAttribute"/> records.</summary>
public enum AuditLevel
{
    None = 0,
    Summary = 1,
    Full = 2,
}

/// <summary>
/// Marks a type or an operation whose changes are written to the audit log under <see cref="Category"/>.
/// Apply it several times to log into several categories.
/// </summary>
[AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false, AllowMultiple = true)]
public sealed class AuditedAttribute : Attribute
{
    /// <param name="category">The audit log category, e.g. <c>"orders"</c>.</param>
    public AuditedAttribute(string category)
    {
        ArgumentException.ThrowIfNullOrEmpty(category);
        Category = category;
    }

    public string Category { get; }

    public AuditLevel Level { get; set; } = AuditLevel.Summary;

    /// <summary>Members whose values are masked in the log.</summary>
    public string[] SensitiveFields { get; set; } = [];
}

/// <summary>Declares which entity type a repository stores; used by diagnostics and the admin UI.</summary>
/// <param name="entityType">The stored entity type.</param>
[AttributeUsage(AttributeTargets.Class, Inherited = false)]
public sealed class RepositoryForAttribute(Type entityType) : Attribute
{
    public Type EntityType { get; } = entityType;

    /// <summary>Name of the backing collection; defaults to the entity name.</summary>
    public string? Collection { get; set; }
}
