using Shop.Core.Orders;
using Shop.Core.Payments;
using Shop.Core.Pricing;
using PaymentResult = Shop.Core.Common.Result<Shop.Core.Payments.Transaction, Shop.Core.Payments.PaymentError>;

namespace Shop.Api.Services;

/// <summary>
/// A payment gateway for development: no network, approves every amount up to
/// <see cref="ApprovalLimit"/> and declines the rest.
/// </summary>
public sealed class SandboxPaymentGateway(TimeProvider clock) : IPaymentGateway
{
    public const decimal ApprovalLimit = 5_000m;

    public string Name => "sandbox";

    public Task<PaymentResult> AuthorizeAsync(Order order, Money amount, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        var result = amount switch
        {
            { Amount: <= 0m } => PaymentResult.Failure(PaymentError.InvalidAmount),
            { Amount: > ApprovalLimit } => PaymentResult.Failure(PaymentError.Declined),
            _ => PaymentResult.Success(NewTransaction(order.Id, TransactionKind.Authorization, amount)),
        };

        return Task.FromResult(result);
    }

    public Task<PaymentResult> CaptureAsync(Transaction authorization, CancellationToken cancellationToken) =>
        Task.FromResult(
            authorization.Kind == TransactionKind.Authorization
                ? PaymentResult.Success(NewTransaction(authorization.OrderId, TransactionKind.Capture, authorization.Amount))
                : PaymentResult.Failure(PaymentError.InvalidAmount));

    public ValueTask<bool> PingAsync() => ValueTask.FromResult(true);

    private Transaction NewTransaction(Guid orderId, TransactionKind kind, Money amount) =>
        new(Guid.NewGuid(), orderId, kind, amount, clock.GetUtcNow())
        {
            GatewayReference = $"sbx_{Guid.NewGuid():N}",
        };
}
