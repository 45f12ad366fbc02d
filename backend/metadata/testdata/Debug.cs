// A debug build: mcs writes Mono's symbols beside it (Debug.dll.mdb, whose
// GUID is the module's MVID) and DebuggableAttribute(DebuggingModes 0x102:
// Default | DisableOptimizations). Rebuild from this folder (-pathmap keeps
// the folder out of the .mdb) with:
//
//   mcs -target:library -debug+ -optimize- -pathmap:"$PWD"=. -out:Debug.dll Debug.cs
//
// and refresh the golden file with: go test ./backend/metadata -update
namespace Debugging
{
    public class Counter
    {
        int count;

        public int Next(int step)
        {
            count += step;
            return count;
        }
    }
}
