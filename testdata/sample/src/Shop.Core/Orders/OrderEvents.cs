using Shop.Core.Pricing;

namespace Shop.Core.Orders;

/// <summary>Handles a domain event asynchronously.</summary>
/// <typeparam name="TEvent">The event type, e.g. <see cref="OrderPlaced"/>.</typeparam>
public delegate ValueTask DomainEventHandler<in TEvent>(TEvent domainEvent, CancellationToken cancellationToken);

/// <summary>Published by <see cref="OrderService"/> once an order has been placed and saved.</summary>
public sealed record OrderPlaced(Guid OrderId, Guid CustomerId, Money Total, DateTimeOffset PlacedAt);

/// <summary>Data for <see cref="Order.StatusChanged"/>.</summary>
public sealed class OrderStatusChangedEventArgs(Guid orderId, OrderStatus previous, OrderStatus current) : EventArgs
{
    public Guid OrderId { get; } = orderId;

    public OrderStatus Previous { get; } = previous;

    public OrderStatus Current { get; } = current;
}
