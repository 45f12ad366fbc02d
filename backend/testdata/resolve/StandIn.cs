using System.Runtime.Remoting.Messaging;
using Res.Flow;

namespace Res.Flow
{
    public class CallContext { public string Id = ""; }
}

namespace Res.StandIn
{
    // The stand-in framework (a .NET Framework mscorlib) has a
    // System.Runtime.Remoting.Messaging.CallContext, .NET's has none: code
    // that compiles is not ambiguous, so the workspace's type is the one
    // meant (Terminal.Gui's Region beside Mono's System.Drawing.Region).
    public class Uses
    {
        public string Get(/*$*/CallContext context) => context./*$*/Id;
    }
}
