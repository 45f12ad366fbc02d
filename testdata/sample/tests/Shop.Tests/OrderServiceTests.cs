using Microsoft.Extensions.Logging.Abstractions;
using Shop.Core.Catalog;
using Shop.Core.Customers;
using Shop.Core.Inventory;
using Shop.Core.Notifications;
using Shop.Core.Orders;
using Shop.Core.Pricing;
using Shop.Data;
using Shop.Data.Repositories;

namespace Shop.Tests;

public sealed class OrderServiceTests
{
    private static readonly PhysicalProduct Mug =
        new(new Sku("MUG-001"), "Stoneware mug", new Money(12.50m, Currencies.Eur), WeightKg: 0.4m);

    private static readonly DigitalProduct Guide =
        new(new Sku("EBOOK-042"), "Brewing guide", new Money(9.99m, Currencies.Eur), new Uri("https://example.com/guide.pdf"));

    private readonly ShopDataContext _context = new();
    private readonly Warehouse _warehouse = new();
    private readonly OrderRepository _orders;
    private readonly CustomerRepository _customers;
    private readonly OrderService _service;

    public OrderServiceTests()
    {
        _orders = new OrderRepository(_context, NullLogger<OrderRepository>.Instance);
        _customers = new CustomerRepository(_context, NullLogger<CustomerRepository>.Instance);
        _service = new OrderService(_orders, NullLogger<OrderService>.Instance, _warehouse);

        _warehouse.Restock(Mug.Sku, 10);
        _warehouse.Restock(Guide.Sku, 1_000);
    }

    [Fact]
    public async Task PlaceAsync_ReservesStockAndPublishesEvent()
    {
        var order = await _service.CreateDraftAsync(Guid.NewGuid());
        order.AddLine(Mug, 2);
        OrderPlaced? published = null;
        _service.Placed += (placed, _) =>
        {
            published = placed;
            return ValueTask.CompletedTask;
        };

        var result = await _service.PlaceAsync(order.Id);

        Assert.True(result.IsSuccess, result.Error);
        Assert.Equal(OrderStatus.Placed, result.Value.Status);
        Assert.Same(order, await _orders.GetAsync(order.Id));
        Assert.Equal(new StockLevel(OnHand: 10, Reserved: 2), _warehouse[Mug.Sku]);
        Assert.NotNull(published);
        Assert.Equal(new Money(25.00m, Currencies.Eur), published.Total);
    }

    [Fact]
    public async Task PlaceAsync_WithoutEnoughStock_FailsAndKeepsDraft()
    {
        var order = await _service.CreateDraftAsync(Guid.NewGuid());
        order.AddLine(Mug, 11);

        var result = await _service.PlaceAsync(order.Id);

        Assert.True(result.IsFailure);
        Assert.Equal(OrderStatus.Draft, order.Status);
        Assert.Equal(0, _warehouse[Mug.Sku].Reserved);
    }

    [Theory]
    [InlineData(Customer.LoyaltyTier.Standard, 100.00)]
    [InlineData(Customer.LoyaltyTier.Silver, 95.00)]
    [InlineData(Customer.LoyaltyTier.Gold, 90.00)]
    public async Task CalculateTotal_AppliesLoyaltyDiscount(Customer.LoyaltyTier tier, double expectedTotal)
    {
        var customer = new Customer("Ada Lovelace", "ada@example.com") { Tier = tier };
        await _customers.AddAsync(customer);
        _service.AddDiscount(new LoyaltyDiscount(customer));
        var order = await _service.CreateDraftAsync(customer.Id);
        order.AddLine(Mug, 8);

        var total = _service.CalculateTotal(order);

        Assert.Equal((decimal)expectedTotal, total.Amount);
    }

    [Fact]
    public async Task CancelAsync_ReleasesReservedStock()
    {
        var order = await _service.CreateDraftAsync(Guid.NewGuid());
        order.AddLine(Mug, 3);
        await _service.PlaceAsync(order.Id);

        var cancelled = await _service.CancelAsync(order.Id);

        Assert.True(cancelled);
        Assert.Equal(OrderStatus.Cancelled, order.Status);
        Assert.Equal(new StockLevel(10, 0), _warehouse[Mug.Sku]);
        var (reservations, releases) = _warehouse.Statistics;
        Assert.Equal((1, 1), (reservations, releases));
    }

    [Fact]
    public async Task PlacedOrder_IsConfirmedByEmail()
    {
        var sender = new RecordingSender();
        var dispatcher = new NotificationDispatcher([sender], _customers, NullLogger<NotificationDispatcher>.Instance);
        _service.Placed += dispatcher.OnOrderPlacedAsync;
        var customer = await _customers.CreateAsync(c =>
        {
            c.Name = "Grace Hopper";
            c.Email = "grace@example.com";
        });
        var order = await _service.CreateDraftAsync(customer.Id);
        order.AddLine(Guide);

        await _service.PlaceAsync(order.Id);

        var notification = Assert.Single(sender.Sent);
        Assert.Equal("grace@example.com", notification.Recipient);
        Assert.Contains("9.99 EUR", notification.Body);
    }

    [Fact]
    public void Warehouse_ReservesAllLinesOrNothing()
    {
        var changed = new List<Sku>();
        _warehouse.StockChanged += (sku, _) => changed.Add(sku);
        var mugs = new OrderLine(Mug.Sku, Mug.Name, Mug.Price, 2);
        var guides = new OrderLine(Guide.Sku, Guide.Name, Guide.Price, 1_001);

        Assert.False(_warehouse.Reserve(mugs, guides));
        Assert.Empty(changed);

        Assert.True(_warehouse.Reserve(Mug.Sku, 4, out var remaining));
        Assert.Equal(6, remaining.Available);
        Assert.Equal(Mug.Sku, Assert.Single(changed));
    }

    private sealed class RecordingSender : INotificationSender
    {
        public List<Notification> Sent { get; } = [];

        public NotificationChannels Channel => NotificationChannels.Email;

        public Task SendAsync(Notification notification, CancellationToken cancellationToken = default)
        {
            Sent.Add(notification);
            return Task.CompletedTask;
        }
    }
}
