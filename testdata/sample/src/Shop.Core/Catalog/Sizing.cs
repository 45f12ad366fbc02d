using System.Globalization;

namespace Shop.Core.Catalog;

/// <summary>Parcel size classes printed on labels for the German carrier (Paketgröße = parcel size).</summary>
public enum Paketgröße
{
    Klein = 1,
    Mittel = 2,
    Groß = 3,
}

/// <summary>Shipping label helpers for the German storefront.</summary>
public static class Sizing
{
    public const decimal MaxWeightKg = 31.5m;

    private const string ParcelIcon = "📦";

    private static readonly CultureInfo s_german = CultureInfo.GetCultureInfo("de-DE");

    /// <summary>Classifies the parcel for <paramref name="product"/> by weight ("Größe" is German for size).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The product is too heavy for a parcel.</exception>
    public static Paketgröße Größe(this PhysicalProduct product) => product.WeightKg switch
    {
        < 1m => Paketgröße.Klein,
        < 10m => Paketgröße.Mittel,
        <= MaxWeightKg => Paketgröße.Groß,
        _ => throw new ArgumentOutOfRangeException(nameof(product), product.WeightKg, "Zu schwer für ein Paket."),
    };

    /// <summary>The label line, e.g. <c>📦 Größe: Mittel (1,2 kg)</c>.</summary>
    public static string Etikett(this PhysicalProduct product) =>
        $"{ParcelIcon} Größe: {product.Größe()} ({product.WeightKg.ToString("0.0", s_german)} kg)";
}
