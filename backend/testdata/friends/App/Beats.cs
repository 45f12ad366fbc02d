using Friends.Streams.Beats;

namespace Friends.App;

// LibH names App its friend with the friend's public key: seen
// although a package read nowhere (Friends.Streams) may have the namespace.
public class Pulse
{
    internal int Every() => new /*$*/Heartbeat()./*$*/Interval;
}
