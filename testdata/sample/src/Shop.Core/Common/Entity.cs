namespace Shop.Core.Common;

/// <summary>Base class for entities; two entities are equal when their type and <see cref="Id"/> match.</summary>
public abstract class Entity : IEntity, IEquatable<Entity>
{
    protected Entity()
        : this(Guid.NewGuid())
    {
    }

    protected Entity(Guid id)
    {
        if (id == Guid.Empty)
        {
            throw new ArgumentException("An entity id cannot be empty.", nameof(id));
        }

        Id = id;
    }

    /// <inheritdoc />
    public Guid Id { get; }

    public bool Equals(Entity? other) =>
        other is not null && other.GetType() == GetType() && other.Id == Id;

    public override bool Equals(object? obj) => Equals(obj as Entity);

    public override int GetHashCode() => HashCode.Combine(GetType(), Id);
}

/// <summary>An <see cref="Entity"/> that remembers when it was created and last modified.</summary>
public abstract class AuditableEntity : Entity
{
    protected AuditableEntity()
    {
    }

    protected AuditableEntity(Guid id)
        : base(id)
    {
    }

    public DateTimeOffset CreatedAt { get; init; } = DateTimeOffset.UtcNow;

    public DateTimeOffset? ModifiedAt { get; private set; }

    /// <summary>A one-line, human-readable description for logs and the back office.</summary>
    public abstract string Describe();

    /// <summary>Whether the entity has not been touched for longer than <paramref name="maxAge"/>.</summary>
    public virtual bool IsStale(TimeSpan maxAge, TimeProvider? clock = null) =>
        (clock ?? TimeProvider.System).GetUtcNow() - (ModifiedAt ?? CreatedAt) > maxAge;

    protected void Touch(TimeProvider? clock = null) =>
        ModifiedAt = (clock ?? TimeProvider.System).GetUtcNow();
}
