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
