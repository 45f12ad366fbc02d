using Shop.Core.Orders;

namespace Shop.Api.Contracts;

/// <summary>Body of <c>POST /api/orders</c>.</summary>
public sealed class CreateOrderRequest
{
    public required Guid CustomerId { get; init; }

    public string Currency { get; init; } = "EUR";

    public required IReadOnlyList<CreateOrderLine> Lines { get; init; }
}

/// <summary>One requested line: a SKU such as <c>MUG-001</c> and a quantity.</summary>
public sealed record CreateOrderLine(string Sku, int Quantity);

/// <summary>An order as returned by the API.</summary>
public sealed record OrderDto(
    Guid Id,
    Guid CustomerId,
    OrderStatus Status,
    decimal Subtotal,
    string Currency,
    IReadOnlyList<OrderLineDto> Lines);

public sealed record OrderLineDto(string Sku, string Product, int Quantity, decimal UnitPrice);

/// <summary>Maps domain objects to API contracts.</summary>
public static class OrderMappings
{
    public static OrderDto ToDto(this Order order) => new(
        order.Id,
        order.CustomerId,
        order.Status,
        order.Subtotal.Amount,
        order.Currency,
        [.. order.Lines.Select(line => new OrderLineDto(line.Sku, line.ProductName, line.Quantity, line.UnitPrice.Amount))]);
}
