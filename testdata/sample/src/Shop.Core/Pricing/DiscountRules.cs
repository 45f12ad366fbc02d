// Discount rules are kept in a block-scoped namespace (this file predates file-scoped namespaces).
namespace Shop.Core
{
    using Shop.Core.Customers;
    using Shop.Core.Orders;

    namespace Pricing
    {
        /// <summary>
        /// A rule that reduces the price of an <see cref="Order"/>. <see cref="OrderService"/> applies
        /// the rule that saves the customer the most.
        /// </summary>
        public abstract class DiscountRule
        {
            protected DiscountRule(string code)
            {
                ArgumentException.ThrowIfNullOrWhiteSpace(code);
                Code = code;
            }

            /// <summary>The code shown on invoices, e.g. <c>SUMMER10</c>.</summary>
            public string Code { get; }

            /// <summary>Breaks ties between rules that save the same amount; lower wins.</summary>
            public virtual int Priority => 100;

            /// <summary>Whether the rule may be used for <paramref name="order"/>.</summary>
            public virtual bool AppliesTo(Order order) => order.Lines.Count > 0;

            /// <summary>Computes the discount for a subtotal.</summary>
            /// <returns>The amount to take off, never more than <paramref name="subtotal"/>.</returns>
            public abstract Money Apply(Money subtotal);

            public override string ToString() => $"{GetType().Name} {Code}";
        }

        /// <summary>Takes a percentage off the subtotal.</summary>
        public class PercentageDiscount : DiscountRule
        {
            public PercentageDiscount(string code, decimal percent)
                : base(code)
            {
                if (percent is < 0m or > 100m)
                {
                    throw new ArgumentOutOfRangeException(nameof(percent), percent, "Must be between 0 and 100.");
                }

                Percent = percent;
            }

            public decimal Percent { get; }

            public override Money Apply(Money subtotal) => (subtotal * (Percent / 100m)).Round();
        }

        /// <summary>Takes a fixed amount off orders above a minimum subtotal.</summary>
        public sealed class FixedAmountDiscount(string code, Money amount, Money minimumSubtotal) : DiscountRule(code)
        {
            public override bool AppliesTo(Order order) =>
                base.AppliesTo(order)
                && order.Currency == amount.Currency
                && order.Subtotal.Amount >= minimumSubtotal.Amount;

            public override Money Apply(Money subtotal) => amount.Amount > subtotal.Amount ? subtotal : amount;
        }

        /// <summary>Rewards loyal customers: 5% for silver, 10% for gold.</summary>
        public sealed class LoyaltyDiscount : PercentageDiscount
        {
            private readonly Customer _customer;

            public LoyaltyDiscount(Customer customer)
                : base("LOYALTY", PercentFor(customer.Tier))
            {
                _customer = customer;
            }

            public override int Priority => 10;

            public override bool AppliesTo(Order order) =>
                base.AppliesTo(order) && order.CustomerId == _customer.Id && _customer.IsLoyal;

            private static decimal PercentFor(Customer.LoyaltyTier tier) => tier switch
            {
                Customer.LoyaltyTier.Gold => 10m,
                Customer.LoyaltyTier.Silver => 5m,
                _ => 0m,
            };
        }
    }
}
