// Compiled to Sequences.dll, which testdata/resolve references by its
// HintPath (see README.md): an assembly's types for the resolver's tests.
namespace Refs
{
    // A sequence by the foreach pattern only, no IEnumerable<T>
    // (System.Buffers.ReadOnlySequence<T>).
    public struct Sequence<T>
    {
        public Enumerator GetEnumerator() { return default(Enumerator); }

        public struct Enumerator
        {
            public Segment<T> Current { get { return default(Segment<T>); } }
            public bool MoveNext() { return false; }
        }
    }

    public struct Segment<T>
    {
        public int Length { get { return 0; } }
    }

    // A dynamic property, which the compiler writes as object marked
    // [Dynamic] (ASP.NET MVC's ControllerBase.ViewBag).
    public class Controller
    {
        public dynamic ViewBag { get { return null; } }
        public dynamic Model;
        public object Plain { get { return null; } }
    }
}
