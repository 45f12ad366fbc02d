#nullable enable
using Friends.Streams;

namespace Friends.App;

// A file that turns nullable reference types on where its project does
// not: Frame? of a package not read is a Frame (ScreenToGif's
// IReadableBitmapData? _currentFrame).
public class Preview
{
    Frame? current;
    public int Width() => current./*$*/Width;
}
