namespace Shop.Core.Orders;

/// <summary>Persistence for <see cref="Order"/>s.</summary>
public interface IOrderRepository : IRepository<Order>
{
    /// <summary>A customer's orders, newest first.</summary>
    Task<IReadOnlyList<Order>> FindByCustomerAsync(Guid customerId, CancellationToken cancellationToken = default);

    /// <summary>How many orders are in <paramref name="status"/>; used by the dashboard.</summary>
    Task<int> CountByStatusAsync(OrderStatus status);
}
