namespace Friends.LibA;

public class A { }

// Internal to LibA, which shows App no internals.
internal class PackageInfo { public int Other; }

// LibA's own copy of a type of a package App references (MessagePack's copy of
// Nerdbank.Streams' Sequence<T>): internal, so not the one App names.
namespace Friends.Streams
{
    internal class Sequence<T> { public int Length; }
}
