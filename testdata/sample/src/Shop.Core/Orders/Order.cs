using Shop.Core.Pricing;

namespace Shop.Core.Orders;

/// <summary>
/// A customer's order. Lines can be changed while it is a <see cref="OrderStatus.Draft"/>;
/// <see cref="Place"/> freezes it. The line-handling half lives in <c>Order.Lines.cs</c>.
/// </summary>
[Audited("orders", Level = AuditLevel.Full)]
[Audited("finance", SensitiveFields = new[] { nameof(Order.PaymentReference) })]
public sealed partial class Order : AuditableEntity
{
    private OrderStatus _status = OrderStatus.Draft;

    /// <summary>Creates an empty draft; used by repositories and deserializers.</summary>
    public Order()
    {
    }

    public Order(Guid customerId, string currency = Currencies.Eur)
    {
        CustomerId = customerId;
        Currency = currency;
    }

    public Guid CustomerId { get; set; }

    public string Currency { get; set; } = Currencies.Eur;

    /// <summary>The payment provider's reference, set by <see cref="MarkPaid"/>.</summary>
    public string? PaymentReference { get; private set; }

    public OrderStatus Status
    {
        get => _status;
        private set
        {
            if (_status == value)
            {
                return;
            }

            var previous = _status;
            _status = value;
            OnStatusChanged(previous, value);
        }
    }

    public bool IsEditable => Status == OrderStatus.Draft;

    /// <summary>Submits the draft.</summary>
    /// <exception cref="InvalidOperationException">The order is not a draft or has no lines.</exception>
    public void Place()
    {
        EnsureEditable();
        if (_lines.Count == 0)
        {
            throw new InvalidOperationException("Cannot place an empty order.");
        }

        Status = OrderStatus.Placed;
    }

    /// <summary>Records a successful payment.</summary>
    public void MarkPaid(string paymentReference)
    {
        ArgumentException.ThrowIfNullOrEmpty(paymentReference);
        if (Status != OrderStatus.Placed)
        {
            throw new InvalidOperationException($"Only placed orders can be paid; this one is {Status}.");
        }

        PaymentReference = paymentReference;
        Status = OrderStatus.Paid;
    }

    /// <summary>Cancels the order unless it has already left the warehouse.</summary>
    /// <param name="reason">Why the order could not be cancelled.</param>
    /// <returns><see langword="true"/> if the order is now cancelled.</returns>
    public bool TryCancel([NotNullWhen(false)] out string? reason)
    {
        reason = Status switch
        {
            OrderStatus.Shipped or OrderStatus.Delivered => "the order has already shipped",
            OrderStatus.Cancelled => "the order is already cancelled",
            _ => null,
        };

        if (reason is not null)
        {
            return false;
        }

        Status = OrderStatus.Cancelled;
        return true;
    }

    /// <summary>Only drafts go stale; placed orders are handled by the fulfilment process.</summary>
    public override bool IsStale(TimeSpan maxAge, TimeProvider? clock = null) =>
        IsEditable && base.IsStale(maxAge, clock);

    public override string Describe() =>
        $"Order {this.ShortId()} ({Status}): {_lines.Count} line(s), {Subtotal}";

    /// <summary>Called after <see cref="Status"/> changes; implemented in <c>Order.Lines.cs</c>.</summary>
    partial void OnStatusChanged(OrderStatus previous, OrderStatus current);
}

/// <summary>Where an <see cref="Order"/> is in its lifecycle. Values are persisted.</summary>
public enum OrderStatus
{
    Draft = 0,
    Placed = 10,
    Paid = 20,
    Shipped = 30,
    Delivered = 40,
    Cancelled = 90,
}
