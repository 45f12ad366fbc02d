// Type forwarders: to Fixture.dll (a generic type whose nested types are
// forwarded with it, a plain type, a type in the global namespace) and to
// mscorlib (ConcurrentQueue<T> has a type nested two levels down). It also
// applies DebuggableAttribute's (bool, bool) constructor, which disables
// optimizations. Rebuild from this folder with:
//
//   mcs -target:library -r:Fixture.dll -out:Forwarders.dll Forwarders.cs
//
// and refresh the golden file with: go test ./backend/metadata -update
using System.Runtime.CompilerServices;

[assembly: TypeForwardedTo(typeof(Fixture.Outer<>))]
[assembly: TypeForwardedTo(typeof(Fixture.Util))]
[assembly: TypeForwardedTo(typeof(GlobalType))]
[assembly: TypeForwardedTo(typeof(System.Collections.Generic.KeyValuePair<,>))]
[assembly: TypeForwardedTo(typeof(System.Collections.Concurrent.ConcurrentQueue<>))]
[assembly: System.Diagnostics.Debuggable(true, true)]

namespace Forwarders
{
    // A type that stays.
    public class Kept
    {
        public Fixture.Outer<int> Field;
    }
}
