namespace Res.Tuples;

// A tuple type written in another file: its elements are declared there.
public static class OtherFile
{
    public static int Read() => Shapes.Make()./*$*/Values.Count + Shapes.Make().Pos./*$*/x;
}
