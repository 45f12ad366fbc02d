namespace Res.Implicit;

// The compiler declares a parameterless constructor for a class that
// declares none, and for a struct that declares no parameterless one.
public class Plain { public int X; }

public abstract class Shape { }

public sealed class Square : Shape
{
    public Square() : /*$*/base() { }
}

public struct Point
{
    public Point(int x) { X = x; }
    public int X;
}

public partial class Split { }

public partial class Split
{
    public Split(int parts) { }
}

public static class Helpers { public static int One() => 1; }

public class Uses
{
    public object[] All() =>
    [
        new /*$*/Plain { /*$*/X = 1 },
        new /*$*/Point(),
        new /*$*/Point(2),
        new /*$*/Split(3),
        new /*$*/Square(),
    ];
}

// A creation with arguments no constructor read takes: not the implicit
// one for sure (the MVVM Toolkit's [ObservableRecipient] generates the
// constructor taking an IMessenger), so it is among candidates.
public partial class Recipient { }
public class Generated
{
    public object Make(object messenger) => new /*$*/Recipient(messenger);
}

// An enum has the parameterless constructor the compiler declares (Roslyn's
// synthesized one): new E() calls it, in the workspace and in metadata.
public enum Shade { Light, Dark }
public class EnumCreations
{
    public object[] Both() => [new /*$*/Shade(), new System./*$*/DayOfWeek()];
}

// new() as a branch of a conditional with no target type of its own takes
// the conditional's natural type, the other branch's (Whisper.net's
// var downloader = empty ? Downloader.Default : new(new() { Timeout = ... })).
public class Fetcher(Settings settings)
{
    public static Fetcher Default { get; } = new(new Settings());
}
public class Settings { public int Retries { get; set; } }
public class Fetches
{
    public object Pick(bool plain)
    {
        var fetcher = plain ? Fetcher.Default : new(new() { /*$*/Retries = 3 });
        return fetcher;
    }
}
