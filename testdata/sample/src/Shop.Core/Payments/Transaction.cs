using Shop.Core.Pricing;

namespace Shop.Core.Payments;

public enum TransactionKind
{
    Authorization = 1,
    Capture = 2,
    Refund = 3,
    Void = 4,
}

/// <summary>
/// A money movement reported by an <see cref="IPaymentGateway"/>. Not to be confused with
/// <c>Shop.Data.Transaction</c>, the storage unit of work.
/// </summary>
public sealed record Transaction(
    Guid Id,
    Guid OrderId,
    TransactionKind Kind,
    Money Amount,
    DateTimeOffset Timestamp) : IEntity
{
    /// <summary>The gateway's own reference, shown to support staff.</summary>
    public string? GatewayReference { get; init; }

    /// <summary>Whether the money flows back to the customer.</summary>
    public bool IsCredit => Kind is TransactionKind.Refund or TransactionKind.Void;

    public Transaction ToRefund(DateTimeOffset at) =>
        this with { Id = Guid.NewGuid(), Kind = TransactionKind.Refund, Timestamp = at, GatewayReference = null };
}
