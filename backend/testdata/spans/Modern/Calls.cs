using System;
using System.Collections.Generic;
using System.Linq;

namespace Modern;

// C# 14 (net10.0's default): an array converts to ReadOnlySpan<T> and
// Span<T> as an extension method's receiver, and C# prefers ReadOnlySpan<T>
// to Span<T> to the array's interfaces.
public static class Calls
{
    public static bool Use(int[] numbers, List<int> list, string text)
    {
        numbers./*$*/Reverse();
        var first = Enumerable./*$*/Contains(numbers, 1);
        return numbers./*$*/Contains(1) && list./*$*/Contains(1) && new[] { "a" }./*$*/Contains("b") && text./*$*/StartsWith("a");
    }
}

// A span alone where a params ReadOnlySpan<T> goes is the span itself, not
// one of the params (Serilog's Push(enrichers.AsSpan()) of
// Push(params ReadOnlySpan<ILogEventEnricher>) over Push(ILogEventEnricher)).
public interface IEnricher { }
public static class ParamsSpans
{
    static void Push(IEnricher enricher) { }
    static void Push(params ReadOnlySpan<IEnricher> enrichers) { }

    public static void Use(Span<IEnricher> span, ReadOnlySpan<IEnricher> readOnly, IEnricher[] array, IEnricher one)
    {
        /*$*/Push(span);
        /*$*/Push(readOnly);
        /*$*/Push(array);
        /*$*/Push(one);
    }
}

// A string converts to ReadOnlySpan<char> and not back: a ?? b, c ? a : b
// and a switch expression of both are spans (Npgsql's DataTypeName's
// displayNameSpan switch { "boolean" => "bool", ..., var value => value }).
public static class CommonTypes
{
    public static int Use(string? name, ReadOnlySpan<char> span, bool flag)
    {
        var either = name ?? span;
        var chosen = flag ? name! : span;
        var mapped = span.Length switch { 0 => "none", _ => span };
        return either./*$*/Length + chosen./*$*/Length + mapped./*$*/Length;
    }
}

// stackalloc[] { ... } is a Span of its elements' type: of the overloads
// taking a long[], a ReadOnlySpan<long> or a tuple, only the span applies
// (TorchSharp's std_mean(stackalloc[] { dim.Item1, dim.Item2 }, ...)).
public static class ImplicitStackalloc
{
    static int Mean(long[] dims, bool keep = false) => 1;
    static int Mean(ReadOnlySpan<long> dims, bool keep = false) => 2;
    static int Mean((long, long) dims, bool keep = false) => 3;

    public static int Use((long, long) dim) => /*$*/Mean(stackalloc[] { dim.Item1, dim.Item2 }, true);
}

// A span passed alone to params ReadOnlySpan<T> is the span itself, in
// normal form: T is its element, not the span, which as a ref struct would
// rule the method out (dotNext's Disposable.Dispose(Streams)).
public static class SpanParams
{
    public static void Dispose(System.Collections.Generic.IEnumerable<IDisposable?> objects) { }
    public static void Dispose<T>(params ReadOnlySpan<T> objects) where T : IDisposable? { }
    public static void Use(ReadOnlySpan<System.IO.Stream> streams) => /*$*/Dispose(streams);
}

// A value of type System.Range indexes as a written range does: a slice of
// the span, array or string (NSec's _buffer[_stack[0]].IsEmpty).
public static class RangeValues
{
    public static int Bytes(ReadOnlySpan<byte> s, Range r) => s[r]./*$*/Length;
    public static int Count(byte[] a, Range r) => a[r]./*$*/Length;
    public static int Chars(string t, Range r) => t[r]./*$*/Length;
}

// An array as the receiver of this T[]: an identity once T is inferred,
// better than the span conversion C# 14 gives it to ReadOnlySpan<T> and
// Span<T> (NeoLemmixSharp's _allGadgets.At(index)).
public static class ArrayReceivers
{
    public static T At<T>(this T[] array, int index) => array[index];
    public static T At<T>(this Span<T> span, int index) => span[index];
    public static T At<T>(this ReadOnlySpan<T> span, int index) => span[index];
    public static string First(string[] items) => items./*$*/At(0);
}

// a..b is a System.Range, whatever its ends: no bool takes it
// (LibreAutomate's s.Lines(i..)).
public static class RangeArguments
{
    public static int Lines(this string text, bool noEmpty = false) => 1;
    public static int Lines(this string text, Range range, bool noEmpty = false) => 2;
    public static int Use(string text, int from) => text./*$*/Lines(from..);
}
