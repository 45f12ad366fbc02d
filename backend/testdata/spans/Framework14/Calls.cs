using System;
using System.Linq;

namespace Framework14;

// C# 14 on the .NET Framework, which has no MemoryExtensions to convert an
// array for: args.Contains(x) stays LINQ's.
public static class Calls
{
    public static bool Use(string[] args) => args./*$*/Contains("pack");
}
