using Resolve.Localization;

namespace Res.Resources;

// The resx source generator (Microsoft.CodeAnalysis.ResxSourceGenerator)
// makes a class of Localization/Labels.resx in the root namespace and the
// folder's: a property for each resource, and with EmitFormatMethods a
// Format method for each one with placeholders (ArchiSteamFarm's
// Strings.FormatErrorIsInvalid(name)). Glider writes what it declares.
public static class Notices
{
    public static string Saved() => /*$*/Labels./*$*/Saved;
    public static string Greet(string name) => Labels./*$*/FormatGreeting(name);
}
