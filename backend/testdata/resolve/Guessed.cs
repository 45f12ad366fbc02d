using System.Numerics;
using Res.Annotations;

namespace Res.Guessed;

// A type nothing read declares is written in documentation IDs in the
// namespace it is well known in (System.Numerics' IMinMaxValue<T>, .NET
// 7's generic math, not in Mono's assemblies), never in a namespace the
// workspace declares and the code imports, whose types were looked in
// (NodaTime's JetBrains.Annotations, its own copy of the attributes).
public readonly struct Offset : IMinMaxValue<Offset>
{
    public static Offset MinValue => default;
    public static Offset MaxValue => default;
    static Offset IMinMaxValue<Offset>./*$*/MinValue => MinValue;
    [Pure] public Offset Plus(Widget other) => this;
}

public static class Uses
{
    public static Offset Use(Offset offset, Widget widget) => offset./*$*/Plus(widget);
}

// A value of a type not known goes to a generic method's T before
// object: T inferred as its type converts better, unless it is an
// object (FoundationDB's CrystalJson.Serialize(now) of NodaTime's
// Instant); not where the generic one takes a sequence of T.
public static class Json
{
    public static string Serialize(object? value, string? settings = null) => "";
    public static string Serialize<T>(T? value, string? settings = null) => "";
    public static string Encode(object? value) => "";
    public static string Encode<T>(IEnumerable<T> values) => "";

    public static string Now() => /*$*/Serialize(NodaTime.SystemClock.Instance.GetCurrentInstant());
    public static string Encoded() => /*$*/Encode(NodaTime.SystemClock.Instance.GetCurrentInstant());
}

// Nor is a value of a type not known a span, where an overload takes an
// array (NetMQ's Encoding.UTF8.GetString(frame) of a byte[]).
public static class Frames
{
    public static string Decode(System.ReadOnlySpan<byte> bytes) => "";
    public static string Decode(byte[] bytes) => "";
    public static string Text(NetMQ.NetMQSocket socket) => /*$*/Decode(socket.ReceiveFrameBytes());
}
