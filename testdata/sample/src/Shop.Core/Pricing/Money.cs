using System.Globalization;

namespace Shop.Core.Pricing;

/// <summary>An amount of money in an ISO 4217 currency. Arithmetic never mixes currencies.</summary>
/// <param name="Amount">The amount, in major units (euros, not cents).</param>
/// <param name="Currency">The currency code, one of <see cref="Currencies.Supported"/>.</param>
public sealed record Money(decimal Amount, string Currency) : IComparable<Money>
{
    public string Currency { get; } = Currencies.IsSupported(Currency)
        ? Currency
        : throw new ArgumentException($"Unsupported currency '{Currency}'.", nameof(Currency));

    public static Money Zero(string currency) => new(0m, currency);

    /// <summary>Rounds to the number of decimals the currency uses (two for EUR, none for JPY).</summary>
    public Money Round() =>
        this with { Amount = decimal.Round(Amount, Currencies.DecimalPlaces(Currency), MidpointRounding.ToEven) };

    /// <summary>Converts this amount with <paramref name="rate"/>.</summary>
    /// <param name="rate">A rate whose <see cref="ExchangeRate.From"/> is this currency.</param>
    public Money ConvertWith(in ExchangeRate rate) => rate.Convert(this);

    public override string ToString() =>
        Amount.ToString("F" + Currencies.DecimalPlaces(Currency), CultureInfo.InvariantCulture) + " " + Currency;

    public static Money operator +(Money left, Money right)
    {
        EnsureSameCurrency(left, right);
        return left with { Amount = left.Amount + right.Amount };
    }

    public static Money operator -(Money left, Money right)
    {
        EnsureSameCurrency(left, right);
        return left with { Amount = left.Amount - right.Amount };
    }

    public static Money operator *(Money money, decimal factor) => money with { Amount = money.Amount * factor };

    int IComparable<Money>.CompareTo(Money? other)
    {
        if (other is null)
        {
            return 1;
        }

        EnsureSameCurrency(this, other);
        return Amount.CompareTo(other.Amount);
    }

    private static void EnsureSameCurrency(Money left, Money right)
    {
        if (!string.Equals(left.Currency, right.Currency, StringComparison.Ordinal))
        {
            throw new InvalidOperationException($"Cannot combine {left.Currency} with {right.Currency}.");
        }
    }
}

/// <summary>The currencies the shop accepts.</summary>
public static class Currencies
{
    public const string Eur = "EUR";
    public const string Usd = "USD";
    public const string Gbp = "GBP";
    public const string Jpy = "JPY";

    private static readonly HashSet<string> s_supported = [Eur, Usd, Gbp, Jpy];

    public static IReadOnlyCollection<string> Supported => s_supported;

    public static bool IsSupported([NotNullWhen(true)] string? code) => code is not null && s_supported.Contains(code);

    /// <summary>How many decimals amounts in <paramref name="code"/> are rounded to.</summary>
    public static int DecimalPlaces(string code) => code switch
    {
        Jpy => 0,
        _ => 2,
    };
}

/// <summary>The price of one unit of <paramref name="From"/> in <paramref name="To"/>.</summary>
public readonly record struct ExchangeRate(string From, string To, decimal Rate)
{
    public Money Convert(Money money)
    {
        var (amount, currency) = money;
        if (currency != From)
        {
            throw new ArgumentException($"Expected an amount in {From}, got {currency}.", nameof(money));
        }

        return new Money(decimal.Round(amount * Rate, Currencies.DecimalPlaces(To)), To);
    }

    public ExchangeRate Inverse() => new(To, From, 1m / Rate);
}
