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
