using Shop.Core.Pricing;
using static Shop.Core.Pricing.Currencies;

namespace Shop.Core.Catalog;

/// <summary>Something the shop sells.</summary>
/// <param name="Sku">The stock keeping unit.</param>
/// <param name="Name">The display name.</param>
/// <param name="Price">The unit price.</param>
public abstract record Product(Sku Sku, string Name, Money Price)
{
    public string? Description { get; init; }

    public abstract bool RequiresShipping { get; }

    /// <summary>The price of <paramref name="quantity"/> units.</summary>
    public virtual Money PriceFor(int quantity) =>
        quantity > 0 ? Price * quantity : throw new ArgumentOutOfRangeException(nameof(quantity));
}

/// <summary>A product that is shipped in a parcel.</summary>
public sealed record PhysicalProduct(Sku Sku, string Name, Money Price, decimal WeightKg)
    : Product(Sku, Name, Price)
{
    public override bool RequiresShipping => true;
}

/// <summary>A product delivered as a download link.</summary>
public sealed record DigitalProduct(Sku Sku, string Name, Money Price, Uri DownloadUrl)
    : Product(Sku, Name, Price)
{
    public override bool RequiresShipping => false;

    /// <summary>Site licences: ten or more copies cost 20% less.</summary>
    public override Money PriceFor(int quantity) =>
        quantity >= 10 ? (base.PriceFor(quantity) * 0.8m).Round() : base.PriceFor(quantity);
}

/// <summary>The products on sale, indexed by <see cref="Sku"/>.</summary>
public sealed class ProductCatalog
{
    private readonly Dictionary<Sku, Product> _products = new();
    private string[]? _names;

    public ProductCatalog(IEnumerable<Product> products)
    {
        foreach (var product in products)
        {
            if (!_products.TryAdd(product.Sku, product))
            {
                throw new ArgumentException($"Duplicate SKU {product.Sku}.", nameof(products));
            }
        }
    }

    /// <summary>The catalogue used by the development server and the tests.</summary>
    public static IReadOnlyList<Product> DemoProducts { get; } =
    [
        new PhysicalProduct(new Sku("MUG-001"), "Stoneware mug", new Money(12.50m, Eur), WeightKg: 0.4m),
        new PhysicalProduct(new Sku("KETTLE-7"), "Gooseneck kettle", new Money(59.00m, Eur), WeightKg: 1.2m)
        {
            Description = "1 litre, stainless steel, works on induction.",
        },
        new DigitalProduct(
            new Sku("EBOOK-042"),
            "Brewing guide",
            new Money(9.99m, Eur),
            new Uri("https://downloads.example.com/brewing-guide.pdf")),
    ];

    public IEnumerable<Product> All => _products.Values;

    /// <summary>Product names in alphabetical order; computed once.</summary>
    public IReadOnlyList<string> Names => _names ??= _products.Values.Select(p => p.Name).Order().ToArray();

    /// <summary>Looks a product up by SKU.</summary>
    /// <returns>The product, or <see langword="null"/> if the SKU is unknown.</returns>
    public Product? this[Sku sku] => _products.TryGetValue(sku, out var product) ? product : null;

    /// <summary>Products whose name or SKU contains <paramref name="term"/>, cheapest first.</summary>
    public IEnumerable<Product> Search(string term) =>
        from product in _products.Values
        where product.Name.Contains(term, StringComparison.OrdinalIgnoreCase)
            || product.Sku.Value.Contains(term, StringComparison.OrdinalIgnoreCase)
        orderby product.Price.Amount, product.Name
        select product;
}
