namespace Friends.Streams.Latency;

internal sealed class LatencyProvider { internal int Depth => 1; }
