using Shop.Core.Notifications;

namespace Shop.Core.Customers;

/// <summary>A registered customer of the shop.</summary>
[Audited("customers", SensitiveFields = new[] { nameof(Customer.Email), nameof(Customer.ShippingAddress) })]
public sealed class Customer : AuditableEntity
{
    /// <summary>Creates an empty customer; used by repositories and deserializers.</summary>
    public Customer()
    {
    }

    public Customer(string name, string email)
    {
        Name = name;
        Email = email;
    }

    /// <summary>Restores a customer with a known id, e.g. from an export.</summary>
    public Customer(Guid id, string name, string email)
        : base(id)
    {
        Name = name;
        Email = email;
    }

    public string Name { get; set; } = string.Empty;

    public string Email { get; set; } = string.Empty;

    public Address? ShippingAddress { get; set; }

    public LoyaltyTier Tier { get; set; } = LoyaltyTier.Standard;

    public NotificationChannels PreferredChannels { get; set; } = NotificationChannels.Email;

    /// <summary>Whether the customer qualifies for a <see cref="Pricing.LoyaltyDiscount"/>.</summary>
    public bool IsLoyal => Tier is LoyaltyTier.Silver or LoyaltyTier.Gold;

    public override string Describe() => $"{Name} <{Email}>, {Tier}";

    /// <summary>Loyalty programme levels; the values are stored, so do not renumber them.</summary>
    public enum LoyaltyTier
    {
        Standard = 0,
        Silver = 10,
        Gold = 20,
    }
}

/// <summary>A postal address.</summary>
public sealed record Address(string Street, string City, string PostalCode, string CountryCode);

/// <summary>Persistence for <see cref="Customer"/>s.</summary>
public interface ICustomerRepository : IRepository<Customer>
{
    /// <summary>Finds a customer by e-mail address, ignoring case.</summary>
    Task<Customer?> FindByEmailAsync(string email, CancellationToken cancellationToken = default);
}
