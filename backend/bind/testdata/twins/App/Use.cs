using System;
using System.IO;
using System.Linq;
using Twins;

namespace App;

public static class Use
{
    public static int Run() => new MemoryStream().Twice();

    // Enumerable is in both copies of System.Core: the compiler sees one.
    public static int Counted(int[] xs) => xs.Count() + xs.Where(x => x > 1).Sum();

    // App's DateTime converts to Lib's Token: the derived class's Add applies.
    public static void Added(Twins.Array array) => array.Add(new DateTime(2000, 5, 23));
}
