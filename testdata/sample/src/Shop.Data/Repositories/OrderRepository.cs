using Microsoft.Extensions.Logging;
using Shop.Core.Common;
using Shop.Core.Orders;

namespace Shop.Data.Repositories;

/// <summary>Stores <see cref="Order"/>s.</summary>
[RepositoryFor(typeof(Order), Collection = "orders")]
public sealed class OrderRepository(ShopDataContext context, ILogger<OrderRepository> logger)
    : InMemoryRepository<Order>(context, logger), IOrderRepository
{
    public Task<IReadOnlyList<Order>> FindByCustomerAsync(Guid customerId, CancellationToken cancellationToken = default)
    {
        cancellationToken.ThrowIfCancellationRequested();
        IReadOnlyList<Order> orders =
        [
            .. Context.Query<Order>()
                .Where(order => order.CustomerId == customerId)
                .OrderByDescending(order => order.CreatedAt),
        ];
        return Task.FromResult(orders);
    }

    public Task<int> CountByStatusAsync(OrderStatus status) =>
        Task.FromResult(Context.Query<Order>().Count(order => order.Status == status));

    public override Task AddAsync(Order entity, CancellationToken cancellationToken = default)
    {
        if (entity.CustomerId == Guid.Empty)
        {
            throw new ArgumentException("An order must belong to a customer.", nameof(entity));
        }

        return base.AddAsync(entity, cancellationToken);
    }
}
