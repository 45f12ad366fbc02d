using Res.Logging;

namespace Res.Logging
{
    public static class Log { public static void Information(string message) { } }
    public interface ILogger { }
}

namespace Serilog.Sinks.Res
{
    // A package's type of a namespace around, not read, comes before the
    // usings' types, as C# looks in the namespaces around first: InputSystem's
    // Debug.LogError(...) in namespace UnityEngine.InputSystem is
    // UnityEngine's, not System.Diagnostics.Debug of using
    // System.Diagnostics. Here Serilog's Log and ILogger, not Res.Logging's.
    public class Sink
    {
        public void Emit() => /*$*/Log./*$*/Information("x");
        public /*$*/ILogger? Logger { get; set; }
    }
}
