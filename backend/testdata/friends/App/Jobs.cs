using Friends.Engine;
using Management.Infrastructure;

namespace Friends.App;

// LibE shows App its internals through a concatenation of literals, LibF
// through an <AssemblyAttribute> item; the package a directive imports
// (not read) has no say then.
public class Jobs
{
    public int Count() => /*$*/StartableJob./*$*/Started;
    public int Limit(ThrottlingJob job) => job./*$*/Limit;
    public bool Disabled(JobFilter filter) => filter./*$*/IsDisabled("x");
}
