using Res.Annotations;

namespace Resolve.Guessed;

// The one namespace this file imports is the workspace's: a type nothing
// read declares is not guessed to be in it (see Guessed.cs).
public static class Alone
{
    [Pure] public static Widget Make(Widget widget) => widget;
    public static Widget Use(Widget widget) => /*$*/Make(widget);
}
