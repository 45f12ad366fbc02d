using Shop.Core.Customers;
using DomainAddress = Shop.Core.Customers.Address;

namespace Shop.Data.Rows;

/// <summary>
/// Flat, serializer-friendly shape of a <see cref="Customer"/>, used by exports and imports.
/// </summary>
public sealed class CustomerRow
{
    public Guid Id { get; set; }

    public string Name { get; set; } = string.Empty;

    public string Email { get; set; } = string.Empty;

    public int Tier { get; set; }

    public Address? Shipping { get; set; }

    public static CustomerRow FromDomain(Customer customer) => new()
    {
        Id = customer.Id,
        Name = customer.Name,
        Email = customer.Email,
        Tier = (int)customer.Tier,
        Shipping = customer.ShippingAddress is { } address ? Address.FromDomain(address) : null,
    };

    public Customer ToDomain() => new(Id, Name, Email)
    {
        Tier = Enum.IsDefined((Customer.LoyaltyTier)Tier) ? (Customer.LoyaltyTier)Tier : Customer.LoyaltyTier.Standard,
        ShippingAddress = Shipping?.ToDomain(),
    };

#if DEBUG
    public override string ToString() =>
        $"CustomerRow {Id:N} {Email}, tier {Tier}, {(Shipping is null ? "no address" : Shipping.City)}";
#endif

    /// <summary>
    /// Row shape of <see cref="DomainAddress"/>. Inside <see cref="CustomerRow"/> the simple name
    /// <c>Address</c> means this nested class, not <c>Shop.Core.Customers.Address</c>.
    /// Every field is optional because early exports did not have addresses.
    /// </summary>
    public sealed class Address
    {
        public string? Street { get; set; }

        public string? City { get; set; }

        public string? PostalCode { get; set; }

        public string? Country { get; set; }

        public static Address FromDomain(DomainAddress address) => new()
        {
            Street = address.Street,
            City = address.City,
            PostalCode = address.PostalCode,
            Country = address.CountryCode,
        };

        public DomainAddress? ToDomain()
        {
            if (Street is null || City is null || PostalCode is null || Country is null)
            {
                return null;
            }

            return new DomainAddress(Street, City, PostalCode, Country);
        }
    }
}
