using Shop.Core.Orders;
using Shop.Core.Pricing;

namespace Shop.Core.Payments;

/// <summary>Why a payment failed.</summary>
public enum PaymentError
{
    Declined = 1,
    InsufficientFunds = 2,
    InvalidAmount = 3,
    GatewayUnavailable = 4,
}

/// <summary>A card payment provider. Payments are authorized first and captured afterwards.</summary>
public interface IPaymentGateway
{
    /// <summary>A short name for logs, e.g. <c>"sandbox"</c>.</summary>
    string Name { get; }

    /// <summary>Puts a hold of <paramref name="amount"/> on the customer's card.</summary>
    Task<Result<Transaction, PaymentError>> AuthorizeAsync(Order order, Money amount, CancellationToken cancellationToken);

    /// <summary>Collects a previously authorized amount.</summary>
    Task<Result<Transaction, PaymentError>> CaptureAsync(Transaction authorization, CancellationToken cancellationToken);

    /// <summary>Checks that the provider is reachable.</summary>
    ValueTask<bool> PingAsync();
}
