namespace Handlers;

// On .NET 6 and later a non-constant interpolated string goes to
// StringBuilder's overload taking an interpolated string handler, which
// Mono's stand-in lacks: an overload of a newer framework; a constant one
// goes to Append(string).
public static class Interpolated
{
    const string Prefix = "p";
    public static string Tag(System.Text.StringBuilder sb, string name, int count)
    {
        sb./*$*/Append($"<b>{name}</b>");
        sb./*$*/AppendLine($"{count,4}");
        sb./*$*/Append($"<i>{Prefix}</i>");
        sb./*$*/AppendLine($"{nameof(Tag)}");
        sb./*$*/Append("plain");
        return sb.ToString();
    }
}
