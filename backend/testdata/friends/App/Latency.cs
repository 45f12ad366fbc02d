using Friends.Streams.Latency;

namespace Friends.App;

// LibG names App its friend in a target (InternalsVisibleToTest): seen
// although a package read nowhere (Friends.Streams) may have the namespace.
public class Timing
{
    internal int Measure() => new /*$*/LatencyProvider()./*$*/Depth;
}
