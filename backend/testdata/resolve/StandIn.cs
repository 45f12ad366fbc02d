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
