using Friends.App.Tools;

namespace Friends.App;

// A type the project cannot access, in a namespace around the code, does
// not stop the lookup: the using directive's Clock is found (YoutubeExplode's
// tests' FFmpeg).
public class Stopwatch
{
    public int Read() => /*$*/Clock./*$*/Now();
}
