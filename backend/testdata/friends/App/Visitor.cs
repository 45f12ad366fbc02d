using Friends.Streams;

namespace Friends.App;

// A property of a type of a package not read (Reader.Current) is of a type
// the package knows: none App declares (MemoryPack's generator passes a
// Roslyn ITypeSymbol to Visit(ISymbol, bool), not Visit(TypeMeta, bool)).
public class Meta { }
public class Visitor
{
    public int Visit(Meta meta, bool deep) => 1;
    public int Visit(Node node, bool deep) => 2;

    public int Walk(Reader reader) => /*$*/Visit(reader.Current, true);
}

// Overloads an array of elements not known leaves tied: those taking an
// array first (Garnet's Task.WhenAll(tasks) of a package's tasks).
public class Batches
{
    public static int All(System.Collections.Generic.IEnumerable<object> items) => 1;
    public static int All(params object[] items) => 2;

    public int Run(Reader reader) => /*$*/All(System.Linq.Enumerable.ToArray(System.Linq.Enumerable.Select(new[] { 1, 2 }, i => reader.Next(i))));
}
