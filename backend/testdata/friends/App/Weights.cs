using Friends.Streams;

namespace Friends.App;

// App has no nullable reference types: Weight? of a package not read is a
// Nullable<Weight> (AvalonEdit's WPF FontWeight?).
public class Styles
{
    public Weight? Bold { get; set; }
    public bool HasBold() => Bold./*$*/HasValue;
    // An interface is never a Nullable<T>'s: IFrame? is an IFrame.
    public IFrame? Next { get; set; }
    public int Width() => Next./*$*/Width;
}
