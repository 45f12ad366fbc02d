namespace Shop.Core.Catalog;

/// <summary>
/// A stock keeping unit such as <c>MUG-001</c>: upper-case letters, digits and dashes.
/// Converts implicitly to <see cref="string"/> and explicitly from it.
/// </summary>
[DebuggerDisplay("{Value,nq}")]
public readonly struct Sku : IEquatable<Sku>
{
    public const int MaxLength = 32;

    private readonly string? _value;

    /// <exception cref="FormatException"><paramref name="value"/> is not a valid SKU.</exception>
    public Sku(string value)
    {
        if (!IsValid(value))
        {
            throw new FormatException($"'{value}' is not a valid SKU.");
        }

        _value = value.Trim().ToUpperInvariant();
    }

    public string Value => _value ?? string.Empty;

    /// <exception cref="FormatException"><paramref name="text"/> is not a valid SKU.</exception>
    public static Sku Parse(string text) => new(text);

    public static bool TryParse([NotNullWhen(true)] string? text, out Sku sku)
    {
        if (!IsValid(text))
        {
            sku = default;
            return false;
        }

        sku = new Sku(text);
        return true;
    }

    public bool Equals(Sku other) => string.Equals(Value, other.Value, StringComparison.Ordinal);

    public override bool Equals([NotNullWhen(true)] object? obj) => obj is Sku other && Equals(other);

    public override int GetHashCode() => StringComparer.Ordinal.GetHashCode(Value);

    public override string ToString() => Value;

    public static bool operator ==(Sku left, Sku right) => left.Equals(right);

    public static bool operator !=(Sku left, Sku right) => !left.Equals(right);

    public static implicit operator string(Sku sku) => sku.Value;

    public static explicit operator Sku(string value) => new(value);

    private static bool IsValid([NotNullWhen(true)] string? text) =>
        !string.IsNullOrWhiteSpace(text)
        && text.Trim() is { Length: <= MaxLength } trimmed
        && trimmed.All(c => char.IsAsciiLetterOrDigit(c) || c == '-');
}
