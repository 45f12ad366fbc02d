using Shop.Core.Catalog;
using Shop.Core.Pricing;
using static Shop.Core.Pricing.Currencies;

namespace Shop.Tests;

// This file is saved with a UTF-8 byte order mark, as Visual Studio does by default.

public class MoneyTests
{
    [Theory]
    [InlineData(10.00, 2.50, 12.50)]
    [InlineData(0.10, 0.20, 0.30)]
    [InlineData(99.99, 0.01, 100.00)]
    public void Add_SameCurrency_AddsAmounts(double left, double right, double expected)
    {
        var sum = new Money((decimal)left, Eur) + new Money((decimal)right, Eur);

        Assert.Equal(new Money((decimal)expected, Eur), sum);
    }

    [Fact]
    public void Add_DifferentCurrencies_Throws() =>
        Assert.Throws<InvalidOperationException>(() => new Money(1m, Eur) + new Money(1m, Usd));

    [Theory]
    [InlineData(12.5, Eur, "12.50 EUR")]
    [InlineData(1500.0, Jpy, "1500 JPY")]
    public void ToString_UsesCurrencyPrecision(double amount, string currency, string expected) =>
        Assert.Equal(expected, new Money((decimal)amount, currency).ToString());

    [Fact]
    public void ConvertWith_RoundsToTargetCurrency()
    {
        var rate = new ExchangeRate(Eur, Jpy, 161.237m);

        var yen = new Money(10m, Eur).ConvertWith(in rate);

        Assert.Equal(new Money(1612m, Jpy), yen);
        var (source, target, _) = rate.Inverse();
        Assert.Equal((Jpy, Eur), (source, target));
    }

    [Fact]
    public void PercentageDiscount_RoundsToCents()
    {
        var discount = new PercentageDiscount("SUMMER15", 15m);

        Assert.Equal(new Money(1.50m, Eur), discount.Apply(new Money(9.99m, Eur)));
    }
}

public class SkuTests
{
    [Theory]
    [InlineData("mug-001", "MUG-001")]
    [InlineData("  ebook-042 ", "EBOOK-042")]
    public void Conversions_NormalizeCase(string input, string expected)
    {
        var sku = (Sku)input;
        string text = sku;

        Assert.Equal(expected, text);
        Assert.True(sku == new Sku(expected));
        Assert.False(sku != Sku.Parse(expected));
    }

    [Theory]
    [InlineData("")]
    [InlineData("MUG 001")]
    [InlineData(null)]
    public void TryParse_RejectsInvalidInput(string? input) => Assert.False(Sku.TryParse(input, out _));
}

public class SizingTests
{
    [Theory]
    [InlineData(0.4, Paketgröße.Klein)]
    [InlineData(1.2, Paketgröße.Mittel)]
    [InlineData(12.0, Paketgröße.Groß)]
    public void Größe_DependsOnWeight(double weightKg, Paketgröße expected)
    {
        var product = new PhysicalProduct(new Sku("BOX-1"), "Geschenkbox", new Money(5m, Eur), (decimal)weightKg);

        Assert.Equal(expected, product.Größe());
        Assert.StartsWith("📦 Größe: ", product.Etikett());
    }
}
