using Shop.Api.Services;
using Shop.Core.Catalog;
using Shop.Core.Customers;
using Shop.Core.Inventory;
using Shop.Core.Notifications;
using Shop.Core.Orders;
using Shop.Core.Payments;
using Shop.Data;
using Shop.Data.Repositories;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddSingleton<ShopDataContext>();
builder.Services.AddSingleton<IOrderRepository, OrderRepository>();
builder.Services.AddSingleton<ICustomerRepository, CustomerRepository>();
builder.Services.AddSingleton<PaymentLedger>();
builder.Services.AddSingleton(new ProductCatalog(ProductCatalog.DemoProducts));
builder.Services.AddSingleton<Warehouse>();
builder.Services.AddSingleton<IPaymentGateway, SandboxPaymentGateway>();
builder.Services.AddSingleton<PaymentProcessor>();
builder.Services.AddSingleton<INotificationSender, LoggingEmailSender>();
builder.Services.AddSingleton<NotificationDispatcher>();
builder.Services.AddScoped(services =>
{
    var orderService = ActivatorUtilities.CreateInstance<OrderService>(services);
    orderService.Placed += services.GetRequiredService<NotificationDispatcher>().OnOrderPlacedAsync;
    return orderService;
});
builder.Services.AddControllers();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    var warehouse = app.Services.GetRequiredService<Warehouse>();
    foreach (var product in ProductCatalog.DemoProducts)
    {
        warehouse.Restock(product.Sku, product.RequiresShipping ? 25 : 1_000);
    }
}

app.MapControllers();

var api = app.MapGroup("/api");

api.MapGet("/products", (ProductCatalog catalog, string? q) =>
    string.IsNullOrWhiteSpace(q) ? catalog.All : catalog.Search(q));

api.MapGet("/products/{sku}", (string sku, ProductCatalog catalog) =>
    Sku.TryParse(sku, out var parsed) && catalog[parsed] is { } product
        ? Results.Ok(product)
        : Results.NotFound());

api.MapGet("/customers/{customerId:guid}/orders", GetOrderHistoryAsync);

api.MapPost("/orders/{id:guid}/cancel", async (Guid id, OrderService orders, CancellationToken cancellationToken) =>
    await orders.CancelAsync(id, cancellationToken) ? Results.NoContent() : Results.Conflict());

app.MapGet("/health", (ShopDataContext store) =>
{
    var (reads, writes) = store.Counters;
    return Results.Ok(new { status = "ok", store = ShopDataContext.StoreName, reads, writes });
});

app.Run();

static async Task<IResult> GetOrderHistoryAsync(Guid customerId, OrderService orders)
{
    var history = await orders.GetHistoryAsync(customerId);
    return history.Count == 0 ? Results.NotFound() : Results.Ok(history);
}

/// <summary>Entry point; public so that integration tests can use <c>WebApplicationFactory&lt;Program&gt;</c>.</summary>
public partial class Program
{
}
