using System.Runtime.Remoting.Messaging;
using Res.Flow;

namespace Res.Flow
{
    public class CallContext { public string Id = ""; }
}

namespace Res.StandIn
{
    // Two usings import a CallContext: the workspace's and the framework's
    // (System.Runtime.Remoting.Messaging). The compiler takes the one
    // declared in source, with warning CS0436 (Terminal.Gui's Region beside
    // Mono's System.Drawing.Region).
    public class Uses
    {
        public string Get(/*$*/CallContext context) => context./*$*/Id;
    }
}

namespace Res.StandIn.Enums
{
    // An enum member the library read lacks (.NET 5's
    // StringSplitOptions.TrimEntries, not in Mono's) is still of the enum:
    // it converts to no int (kernel-memory's pair.Split(':', TrimEntries)).
    public static class Splitter
    {
        static int Cut(char c, int count, System.StringSplitOptions o = default) => 1;
        static int Cut(char c, System.StringSplitOptions o = default) => 2;

        public static int Run() => /*$*/Cut(':', System.StringSplitOptions.TrimEntries);
    }
}
