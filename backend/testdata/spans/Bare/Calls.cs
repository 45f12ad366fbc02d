using System;
using System.Linq;

namespace Bare;

// C# 14 without a span type read: an array of equatable elements'
// Contains(value) and SequenceEqual(array) are MemoryExtensions' on a
// ReadOnlySpan<T>, which the framework read lacks (.NET 10's breaking
// change: RevitTemplates' args.Contains("pack")); not an enum's, which is
// no IEquatable<T>, nor a class's.
public enum Mode { Pack, Test }
public class Tag { }
public static class Calls
{
    public static bool Use(string[] args, int[] numbers, Mode[] modes, Tag[] tags, Tag tag)
    {
        return args./*$*/Contains("pack") && numbers./*$*/SequenceEqual(numbers) &&
            modes./*$*/Contains(Mode.Pack) && tags./*$*/Contains(tag);
    }
}
