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
