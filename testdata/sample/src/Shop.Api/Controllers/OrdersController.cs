using Microsoft.AspNetCore.Mvc;
using Shop.Api.Contracts;
using Shop.Core.Catalog;
using Shop.Core.Common;
using Shop.Core.Orders;
using Shop.Core.Payments;
using Shop.Data;

namespace Shop.Api.Controllers;

/// <summary>Order endpoints under <c>/api/orders</c>. Simpler read-only routes live in <c>Program.cs</c>.</summary>
[ApiController]
[Route("api/[controller]")]
public sealed class OrdersController(
    OrderService orders,
    IOrderRepository repository,
    ProductCatalog catalog,
    ILogger<OrdersController> logger) : ControllerBase
{
    /// <summary>Gets one order.</summary>
    [HttpGet("{id:guid}", Name = "GetOrder")]
    [ProducesResponseType(typeof(OrderDto), StatusCodes.Status200OK)]
    [ProducesResponseType(StatusCodes.Status404NotFound)]
    public async Task<ActionResult<OrderDto>> Get(Guid id, CancellationToken cancellationToken)
    {
        var order = await repository.GetAsync(id, cancellationToken);
        if (order is null)
        {
            return NotFound();
        }

        return order.ToDto();
    }

    /// <summary>Creates an order from a basket and places it.</summary>
    [HttpPost]
    [Audited("api", Level = AuditLevel.Summary)]
    [ProducesResponseType(typeof(OrderDto), StatusCodes.Status201Created)]
    [ProducesResponseType(typeof(ProblemDetails), StatusCodes.Status400BadRequest)]
    [ProducesResponseType(typeof(ProblemDetails), StatusCodes.Status409Conflict)]
    public async Task<ActionResult<OrderDto>> Create(CreateOrderRequest request, CancellationToken cancellationToken)
    {
        var lines = new List<(Product Product, int Quantity)>();
        foreach (var (skuText, quantity) in request.Lines)
        {
            if (!Sku.TryParse(skuText, out var sku) || catalog[sku] is not { } product)
            {
                return Problem($"Unknown SKU '{skuText}'.", statusCode: StatusCodes.Status400BadRequest);
            }

            lines.Add((product, quantity));
        }

        var order = await orders.CreateDraftAsync(request.CustomerId, request.Currency, cancellationToken);
        foreach (var (product, quantity) in lines)
        {
            order.AddLine(product, quantity);
        }

        var placed = await orders.PlaceAsync(order.Id, cancellationToken);
        if (placed.IsFailure)
        {
            logger.LogInformation("Rejected order {OrderId}: {Error}", order.Id, placed.Error);
            return Problem(placed.Error, statusCode: StatusCodes.Status409Conflict);
        }

        return CreatedAtRoute("GetOrder", new { id = order.Id }, placed.Value.ToDto());
    }

    /// <summary>Charges a placed order with the configured payment gateway.</summary>
    [HttpPost("{id:guid}/payment")]
    [Audited("api", Level = AuditLevel.Full)]
    [Audited("finance")]
    public async Task<IActionResult> Pay(
        Guid id,
        [FromServices] PaymentProcessor payments,
        [FromServices] PaymentLedger ledger,
        CancellationToken cancellationToken)
    {
        var order = await repository.GetAsync(id, cancellationToken);
        if (order is not { Status: OrderStatus.Placed })
        {
            return order is null ? NotFound() : Conflict($"Order {id} is {order.Status}.");
        }

        var result = await payments.ChargeAsync(order, orders.CalculateTotal(order), cancellationToken);
        if (result.IsSuccess)
        {
            ledger.Append(result.Value);
            await repository.UpdateAsync(order, cancellationToken);
        }

        return result.Match<IActionResult>(
            transaction => Ok(new { transaction.Id, transaction.GatewayReference }),
            error => error switch
            {
                PaymentError.Declined or PaymentError.InsufficientFunds => StatusCode(StatusCodes.Status402PaymentRequired),
                PaymentError.GatewayUnavailable => StatusCode(StatusCodes.Status503ServiceUnavailable),
                _ => BadRequest(error.ToString()),
            });
    }
}
