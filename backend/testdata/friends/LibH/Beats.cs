namespace Friends.Streams.Beats;

internal sealed class Heartbeat { internal int Interval => 5; }
