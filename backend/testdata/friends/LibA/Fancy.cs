// On a value of a type not known, a member of a project LibA does not
// reference (App's Decor.IsFancy) is no candidate: LibA's own extension
// method is the one meant (MudBlazor's analyzers, which reference no
// MudBlazor project, calling their own IsString).
namespace Friends.LibA;

public static class FancyExtensions
{
    public static bool IsFancy(this Missing.Widget widget) => true;
}

public static class FancyUse
{
    public static bool Check() => Missing.Widgets.Make()./*$*/IsFancy();
}

// Internal to LibA, which shows App no internals: App's calls on a value
// of a type not known are the value's own method (bUnit's generator tests'
// WrappedElement.ToHtml(w, f), not Bunit's internal ToHtml).
internal static class MarkupExtensions
{
    internal static string ToMarkup(this System.Collections.Generic.IEnumerable<Missing.Node> nodes, string indent) => indent;
}
