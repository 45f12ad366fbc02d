using Friends.Shared;

namespace Friends.App;

public class Uses
{
    // The type too: LibB's copy, the one App may see.
    public string Name => nameof(/*$*/TypeExtensions);
}
