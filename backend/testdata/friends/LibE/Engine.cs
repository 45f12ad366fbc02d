using System.Runtime.CompilerServices;

// The friend's name in a concatenation of literals, as PowerShell writes
// its InternalsVisibleTo attributes: App sees the internals.
[assembly: InternalsVisibleTo(@"App" + @",PublicKey=0024000004800000")]

namespace Friends.Engine;

internal abstract class StartableJob { internal static int Started; }
