using Microsoft.Extensions.Logging;
using Shop.Core.Common;
using Shop.Core.Customers;
using Shop.Data.Rows;

namespace Shop.Data.Repositories;

// This file uses Windows (CRLF) line endings.

/// <summary>Stores <see cref="Customer"/>s; e-mail addresses are unique, ignoring case.</summary>
[RepositoryFor(typeof(Customer), Collection = "customers")]
public sealed class CustomerRepository : InMemoryRepository<Customer>, ICustomerRepository
{
    public CustomerRepository(ShopDataContext context, ILogger<CustomerRepository> logger)
        : base(context, logger)
    {
    }

    public Task<Customer?> FindByEmailAsync(string email, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(email);
        cancellationToken.ThrowIfCancellationRequested();

        var match = Context.Query<Customer>()
            .FirstOrDefault(customer => string.Equals(customer.Email, email, StringComparison.OrdinalIgnoreCase));
        return Task.FromResult(match);
    }

    /// <exception cref="InvalidOperationException">Another customer already uses the e-mail address.</exception>
    public override async Task AddAsync(Customer entity, CancellationToken cancellationToken = default)
    {
        if (await FindByEmailAsync(entity.Email, cancellationToken) is { } existing && existing.Id != entity.Id)
        {
            throw new InvalidOperationException(
                $"E-mail {entity.Email} is already used by customer {existing.ShortId()}.");
        }

        await base.AddAsync(entity, cancellationToken);
    }

    /// <summary>All customers in export format, sorted by name.</summary>
    public IReadOnlyList<CustomerRow> Export() =>
        [.. Context.Query<Customer>().OrderBy(customer => customer.Name).Select(CustomerRow.FromDomain)];
}
