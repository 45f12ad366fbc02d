// A release build with every kind of debug directory entry that Roslyn
// writes. mcs writes none (and Mono's symbols rather than a portable PDB),
// so gensymbols.go adds them. Rebuild from this folder with:
//
//   mcs -target:library -debug- -optimize+ -out:Symbols.dll Symbols.cs
//   go run gensymbols.go
//
// and refresh the golden file with: go test ./backend/metadata -update
using System.Diagnostics;

// What Roslyn applies to a release build: optimized, no sequence points.
[assembly: Debuggable(DebuggableAttribute.DebuggingModes.IgnoreSymbolStoreSequencePoints)]

namespace Symbols
{
    public static class Greeter
    {
        public static string Greet(string name) { return "Hello, " + name; }
    }
}
