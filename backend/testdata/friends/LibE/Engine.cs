using System.Runtime.CompilerServices;

// The friend's name in a concatenation of literals, as PowerShell writes
// its InternalsVisibleTo attributes: App sees the internals.
[assembly: InternalsVisibleTo(@"App" + @",PublicKey=0024000004800000")]

namespace Friends.Engine;

internal abstract class StartableJob { internal static int Started; }

// A protected internal member is internal too: the friend App calls it,
// also where the class's base is of an assembly not read (Audit.NET's
// tests call AuditJobExecutionFilterAttribute.IsAuditDisabled, its base
// Hangfire's JobFilterAttribute).
public class JobFilter : Hangfire.Common.JobFilterAttribute
{
    protected internal bool IsDisabled(string context) => false;
}
