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
