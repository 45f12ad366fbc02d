using Missing.Package;

namespace Friends.App.Unannotated;

// T? of a type not read, where annotations are off (this project), is
// taken for a Nullable<T>; a member Nullable has not is T's: T is a class
// (Stryker's file.SyntaxTree.FilePath).
public class Leaf { public SyntaxTree? Tree { get; set; } }
public static class Leaves
{
    static string Path(Leaf leaf) => leaf.Tree./*$*/FilePath;
}

// ... and in documentation IDs (Nez's Draw(Texture2D, Rectangle,
// Rectangle?, Color) of MonoGame's struct).
public class Batch
{
    public void Draw(Rectangle dest, Rectangle? source) { }
    void Use(Rectangle r) => /*$*/Draw(r, r);
}
