using System.Collections.Generic;

namespace Net462
{
    // .NET Framework 4.6.2 has no System.ValueTuple (the package brings it):
    // an unnamed element read as Item1 is that package's field (fo-dicom's
    // tests' e.Item1 of a List<(LogLevel, string)>).
    public class Logger
    {
        private readonly List<(int, string)> _entries = new List<(int, string)>();

        public string First() => _entries[0]./*$*/Item2 + _entries[0]./*$*/Item1;
    }
}
