using Shop.Core.Inventory;
using Shop.Core.Pricing;
using static Shop.Core.Pricing.Currencies;

namespace Shop.Core.Orders;

/// <summary>
/// Drafts, prices, places and cancels orders. Placing an order reserves its lines in the
/// <see cref="Warehouse"/>; the best applicable <see cref="DiscountRule"/> is applied to the total.
/// </summary>
/// <param name="repo">Where orders are stored.</param>
/// <param name="logger">Diagnostics.</param>
/// <param name="warehouse">The stock that placed orders reserve.</param>
public sealed class OrderService(IOrderRepository repo, ILogger<OrderService> logger, Warehouse warehouse)
{
    private readonly List<DiscountRule> _discounts = [];

    /// <summary>Raised after an order has been placed and saved.</summary>
    public event DomainEventHandler<OrderPlaced>? Placed;

    public OrderService AddDiscount(DiscountRule rule)
    {
        ArgumentNullException.ThrowIfNull(rule);
        _discounts.Add(rule);
        return this;
    }

    /// <summary>Creates and saves an empty draft order.</summary>
    public async Task<Order> CreateDraftAsync(
        Guid customerId,
        string currency = Eur,
        CancellationToken cancellationToken = default)
    {
        var order = new Order(customerId, currency);
        await repo.AddAsync(order, cancellationToken);
        logger.LogInformation("Created draft order {OrderId} for customer {CustomerId}", order.Id, customerId);
        return order;
    }

    /// <summary>Places a draft: reserves stock, saves it and publishes <see cref="OrderPlaced"/>.</summary>
    /// <returns>The placed order, or why it could not be placed.</returns>
    [Audited("orders", Level = AuditLevel.Full)]
    public async Task<Result<Order>> PlaceAsync(Guid orderId, CancellationToken cancellationToken = default)
    {
        var order = await repo.GetAsync(orderId, cancellationToken);
        if (order is null)
        {
            return Result<Order>.Failure($"Order {orderId} does not exist.");
        }

        if (order is not { Status: OrderStatus.Draft, Lines.Count: > 0 })
        {
            return Result<Order>.Failure($"Order {orderId} cannot be placed: it is {order.Status} with {order.Lines.Count} line(s).");
        }

        if (!warehouse.Reserve([.. order.Lines]))
        {
            logger.LogWarning("Not enough stock for order {OrderId}", orderId);
            return Result<Order>.Failure("Some items are out of stock.");
        }

        order.Place();
        await repo.UpdateAsync(order, cancellationToken);

        var placed = new OrderPlaced(order.Id, order.CustomerId, CalculateTotal(order), DateTimeOffset.UtcNow);
        logger.LogInformation("Placed order {OrderId}, total {Total}", order.Id, placed.Total);
        if (Placed is { } handlers)
        {
            foreach (var handler in handlers.GetInvocationList().Cast<DomainEventHandler<OrderPlaced>>())
            {
                await handler(placed, cancellationToken);
            }
        }

        return order;
    }

    /// <summary>Use <see cref="PlaceAsync"/>, which also reserves stock.</summary>
    [Obsolete("Use PlaceAsync; it reserves stock before placing the order.", DiagnosticId = "SHOP001")]
    public Task<Result<Order>> SubmitAsync(Guid orderId) => PlaceAsync(orderId);

    /// <summary>The subtotal minus the most generous applicable discount.</summary>
    public Money CalculateTotal(Order order)
    {
        ArgumentNullException.ThrowIfNull(order);
        var subtotal = order.Subtotal;
        var best = _discounts
            .Where(rule => rule.AppliesTo(order))
            .Select(rule => (Rule: rule, Discount: rule.Apply(subtotal)))
            .OrderByDescending(candidate => candidate.Discount.Amount)
            .ThenBy(candidate => candidate.Rule.Priority)
            .FirstOrDefault();

        if (best.Rule is null)
        {
            return subtotal;
        }

        logger.LogDebug("Discount {Code} takes {Discount} off order {OrderId}", best.Rule.Code, best.Discount, order.Id);
        return NotNegative(subtotal - best.Discount);

        static Money NotNegative(Money money) => money.Amount < 0m ? money with { Amount = 0m } : money;
    }

    /// <summary>Prices an order by id.</summary>
    /// <exception cref="KeyNotFoundException">There is no such order.</exception>
    public async Task<Money> GetTotalAsync(Guid orderId, CancellationToken cancellationToken = default) =>
        CalculateTotal(await repo.GetRequiredAsync(orderId, cancellationToken));

    /// <summary>A customer's submitted orders, newest first.</summary>
    public async Task<IReadOnlyList<OrderSummary>> GetHistoryAsync(Guid customerId)
    {
        var orders = await repo.FindByCustomerAsync(customerId);
        var history =
            from order in orders
            where order.Status != OrderStatus.Draft
            orderby order.CreatedAt descending
            let total = CalculateTotal(order)
            select new OrderSummary(order.Id, order.Status, total, order.CreatedAt);
        return history.ToList();
    }

    /// <summary>Cancels an order and releases its reserved stock.</summary>
    /// <returns><see langword="false"/> if the order does not exist or can no longer be cancelled.</returns>
    public async ValueTask<bool> CancelAsync(Guid orderId, CancellationToken cancellationToken = default)
    {
        var order = await repo.GetAsync(orderId, cancellationToken);
        if (order is null)
        {
            return false;
        }

        var hadReservation = order.Status is OrderStatus.Placed or OrderStatus.Paid;
        if (!order.TryCancel(out var reason))
        {
            logger.LogWarning("Order {OrderId} cannot be cancelled: {Reason}", orderId, reason);
            return false;
        }

        if (hadReservation)
        {
            warehouse.Release(order.Lines);
        }

        await repo.UpdateAsync(order, cancellationToken);
        return true;
    }
}

/// <summary>A row of a customer's order history.</summary>
public sealed record OrderSummary(Guid OrderId, OrderStatus Status, Money Total, DateTimeOffset CreatedAt);
