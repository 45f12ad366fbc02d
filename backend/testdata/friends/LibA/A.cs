namespace Friends.LibA;

public class A { }

// Internal to LibA, which shows App no internals.
internal class PackageInfo { public int Other; }
