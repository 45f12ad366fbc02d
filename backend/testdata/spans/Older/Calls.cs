using System;
using System.Collections.Generic;
using System.Linq;

namespace Older;

// C# 12 (net8.0's default) has no span conversions: an array's
// extension methods are those of its interfaces (Enumerable's).
public static class Calls
{
    public static bool Use(int[] numbers, List<int> list, string text)
    {
        numbers./*$*/Reverse();
        var first = Enumerable./*$*/Contains(numbers, 1);
        return numbers./*$*/Contains(1) && list./*$*/Contains(1) && new[] { "a" }./*$*/Contains("b") && text./*$*/StartsWith("a");
    }
}

// A span converts from an array of its element type (its user-defined
// conversion from T[]): an Item[] is no ReadOnlySpan<byte> (Neo's
// BinaryWriter.Write(UInt160[]) goes to its extension method).
public class Item { }
public static class Writes
{
    public static void Put(ReadOnlySpan<byte> bytes) { }
    public static void Put(IReadOnlyCollection<Item> items) { }
    public static void Use(Item[] items) => /*$*/Put(items);
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
