using Shop.Core.Pricing;
using PaymentTransaction = Shop.Core.Payments.Transaction;

namespace Shop.Data;

/// <summary>Append-only record of the payment transactions for each order.</summary>
/// <param name="context">The store the ledger lives in.</param>
public sealed class PaymentLedger(ShopDataContext context)
{
    /// <summary>Stores a payment transaction reported by the gateway.</summary>
    public void Append(PaymentTransaction payment)
    {
        // Shop.Data.Transaction (the unit of work) storing a Shop.Core.Payments.Transaction.
        using Transaction transaction = context.BeginTransaction();
        transaction.Upsert(payment);
        transaction.Commit();
    }

    public IReadOnlyList<PaymentTransaction> ForOrder(Guid orderId) =>
        context.Query<PaymentTransaction>()
            .Where(payment => payment.OrderId == orderId)
            .OrderBy(payment => payment.Timestamp)
            .ToList();

    /// <summary>What the customer has paid for an order so far, net of refunds.</summary>
    public Money Balance(Guid orderId, string currency) =>
        ForOrder(orderId).Aggregate(
            Money.Zero(currency),
            (balance, payment) => payment.IsCredit ? balance - payment.Amount : balance + payment.Amount);
}
