using Friends.Shared;

namespace Friends.App;

public class Program
{
    // Both libraries compile TypeExtensions; only LibB lets App see its internals, so the call is LibB's copy.
    public string Run() => new object()./*$*/Describe();
}
