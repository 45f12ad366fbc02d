using Friends.Shared;

namespace Friends.App;

public class Uses
{
    // The type too: LibB's copy, the one App may see.
    public string Name => nameof(/*$*/TypeExtensions);
}

public class Loud
{
    // LibC shows App its internals through an <InternalsVisibleTo> item of its project file.
    public string Say() => "hi"./*$*/Shout();
}
