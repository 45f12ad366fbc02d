using Shop.Core.Catalog;
using Shop.Core.Orders;

namespace Shop.Core.Inventory;

/// <summary>The stock position of one SKU.</summary>
/// <param name="OnHand">Units physically in the warehouse.</param>
/// <param name="Reserved">Units promised to placed orders.</param>
public record struct StockLevel(int OnHand, int Reserved)
{
    public readonly int Available => OnHand - Reserved;

    public readonly bool IsLow => Available <= Warehouse.LowStockThreshold;
}

/// <summary>Notifies that the stock of <paramref name="sku"/> changed.</summary>
public delegate void StockChangedHandler(Sku sku, StockLevel level);

/// <summary>Thread-safe stock bookkeeping for the single warehouse the shop ships from.</summary>
public sealed class Warehouse
{
    public const int LowStockThreshold = 5;

    private readonly Dictionary<Sku, StockLevel> _stock = new();
    private readonly object _gate = new();
    private StockChangedHandler? _stockChanged;
    private int _reservations, _releases;

    /// <summary>Raised after a restock, reservation or release, outside the warehouse lock.</summary>
    public event StockChangedHandler StockChanged
    {
        add
        {
            lock (_gate) _stockChanged += value;
        }

        remove
        {
            lock (_gate) _stockChanged -= value;
        }
    }

    /// <summary>Number of successful reservations and releases since start-up.</summary>
    public (int Reservations, int Releases) Statistics => (_reservations, _releases);

    /// <summary>The current stock of <paramref name="sku"/>; unknown SKUs have none.</summary>
    public StockLevel this[Sku sku]
    {
        get
        {
            lock (_gate)
            {
                return LevelOf(sku);
            }
        }
    }

    public void Restock(Sku sku, int quantity)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(quantity);
        StockLevel level;
        lock (_gate)
        {
            level = LevelOf(sku);
            Adjust(ref level, onHand: quantity, reserved: 0);
            _stock[sku] = level;
        }

        _stockChanged?.Invoke(sku, level);
    }

    /// <summary>Reserves one unit of <paramref name="sku"/>.</summary>
    public bool Reserve(Sku sku) => Reserve(sku, 1);

    /// <summary>Reserves <paramref name="quantity"/> units of <paramref name="sku"/>.</summary>
    public bool Reserve(Sku sku, int quantity) => Reserve(sku, quantity, out _);

    /// <summary>Reserves units if enough are available; <paramref name="remaining"/> is the new stock level.</summary>
    public bool Reserve(Sku sku, int quantity, out StockLevel remaining)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(quantity);
        lock (_gate)
        {
            remaining = LevelOf(sku);
            if (remaining.Available < quantity)
            {
                return false;
            }

            Adjust(ref remaining, onHand: 0, reserved: quantity);
            _stock[sku] = remaining;
            _reservations++;
        }

        _stockChanged?.Invoke(sku, remaining);
        return true;
    }

    /// <summary>Reserves every line of an order, or nothing if any line is short.</summary>
    public bool Reserve(params OrderLine[] lines)
    {
        var requested = lines
            .GroupBy(line => line.Sku)
            .Select(group => (Sku: group.Key, Quantity: group.Sum(line => line.Quantity)))
            .ToList();
        var changes = new List<(Sku Sku, StockLevel Level)>(requested.Count);

        lock (_gate)
        {
            if (requested.Any(request => LevelOf(request.Sku).Available < request.Quantity))
            {
                return false;
            }

            foreach (var (sku, quantity) in requested)
            {
                var level = LevelOf(sku);
                Adjust(ref level, onHand: 0, reserved: quantity);
                _stock[sku] = level;
                changes.Add((sku, level));
            }

            _reservations++;
        }

        Publish(changes);
        return true;
    }

    /// <summary>Returns the reserved units of cancelled order lines to available stock.</summary>
    public void Release(IEnumerable<OrderLine> lines)
    {
        var changes = new List<(Sku Sku, StockLevel Level)>();
        lock (_gate)
        {
            foreach (var line in lines)
            {
                var level = LevelOf(line.Sku);
                Adjust(ref level, onHand: 0, reserved: -Math.Min(line.Quantity, level.Reserved));
                _stock[line.Sku] = level;
                changes.Add((line.Sku, level));
            }

            _releases++;
        }

        Publish(changes);
    }

    private static void Adjust(ref StockLevel level, int onHand, int reserved)
    {
        level.OnHand += onHand;
        level.Reserved += reserved;
    }

    private StockLevel LevelOf(Sku sku) => _stock.TryGetValue(sku, out var level) ? level : default;

    private void Publish(List<(Sku Sku, StockLevel Level)> changes)
    {
        var handler = _stockChanged;
        if (handler is null)
        {
            return;
        }

        foreach (var (sku, level) in changes)
        {
            handler(sku, level);
        }
    }
}
