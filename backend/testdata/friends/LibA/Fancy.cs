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
