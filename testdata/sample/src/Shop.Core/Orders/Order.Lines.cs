using Shop.Core.Catalog;
using Shop.Core.Pricing;

namespace Shop.Core.Orders;

[DebuggerDisplay("Order {Id}, {Status}, {Lines.Count} line(s)")]
[Audited("orders.lines", Level = AuditLevel.Summary)]
public sealed partial class Order
{
    private readonly List<OrderLine> _lines = [];

    /// <summary>Raised after <see cref="Status"/> has changed.</summary>
    public event EventHandler<OrderStatusChangedEventArgs>? StatusChanged;

    public IReadOnlyList<OrderLine> Lines => _lines;

    /// <summary>The sum of all line totals, before discounts.</summary>
    public Money Subtotal => _lines.Aggregate(Money.Zero(Currency), (total, line) => total + line.Total);

    /// <summary>Adds one unit of <paramref name="product"/>.</summary>
    public OrderLine AddLine(Product product) => AddLine(product, 1);

    /// <summary>Adds <paramref name="quantity"/> units of <paramref name="product"/> at its list price.</summary>
    public OrderLine AddLine(Product product, int quantity) =>
        AddLine(product.Sku, product.Name, product.Price, quantity);

    /// <summary>
    /// Adds a line, or increases the quantity if the order already contains <paramref name="sku"/>.
    /// </summary>
    /// <param name="sku">The product's SKU.</param>
    /// <param name="productName">The name printed on the invoice.</param>
    /// <param name="unitPrice">The price of one unit, in the order's currency.</param>
    /// <param name="quantity">How many units; at least one.</param>
    /// <returns>The new or updated line.</returns>
    public OrderLine AddLine(Sku sku, string productName, Money unitPrice, int quantity)
    {
        EnsureEditable();
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(quantity);
        if (unitPrice.Currency != Currency)
        {
            throw new ArgumentException($"This order is in {Currency}, not {unitPrice.Currency}.", nameof(unitPrice));
        }

        var index = _lines.FindIndex(line => line.Sku == sku);
        if (index >= 0)
        {
            var merged = _lines[index] with { Quantity = _lines[index].Quantity + quantity };
            _lines[index] = merged;
            return merged;
        }

        var added = new OrderLine(sku, productName, unitPrice, quantity);
        _lines.Add(added);
        return added;
    }

    public bool RemoveLine(Sku sku)
    {
        EnsureEditable();
        return _lines.RemoveAll(line => line.Sku == sku) > 0;
    }

    private void EnsureEditable()
    {
        if (!IsEditable)
        {
            throw new InvalidOperationException($"Order {Id} can no longer be changed; it is {Status}.");
        }
    }

    partial void OnStatusChanged(OrderStatus previous, OrderStatus current)
    {
        Touch();
        StatusChanged?.Invoke(this, new OrderStatusChangedEventArgs(Id, previous, current));
    }
}

/// <summary>One product line of an <see cref="Order"/>.</summary>
public sealed record OrderLine(Sku Sku, string ProductName, Money UnitPrice, int Quantity)
{
    public Money Total => UnitPrice * Quantity;
}
