namespace Friends.Engine;

internal sealed class ThrottlingJob { internal int Limit; }
