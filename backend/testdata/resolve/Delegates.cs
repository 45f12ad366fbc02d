using Pkg.Logging;

namespace Res.Delegates;

// A field of a package's delegate type, called through its type's name:
// C# invokes the delegate the field holds (Caliburn.Micro's
// LogManager.GetLog(type)), as it does where the name stands alone.
public static class LogManager
{
    public static LogFactory GetLog = _ => null!;
    public static object Own() => /*$*/GetLog(typeof(LogManager));
}
public class Screen
{
    public object Log() => LogManager./*$*/GetLog(typeof(Screen));
}

// A named argument of a delegate invoked is its Invoke's parameter
// (Refit's applyHeader(request, name, value, validateHeaders: false)).
public delegate void ApplyHeader(string name, string? value, bool validateHeaders);
public class HeaderScenarios
{
    public ApplyHeader? Stored { get; set; }
    public void Use(ApplyHeader applyHeader)
    {
        applyHeader("a", "b", /*$*/validateHeaders: false);
        Stored?.Invoke("a", "b", validateHeaders: true);
        Stored!("a", "b", /*$*/validateHeaders: true);
    }
}
