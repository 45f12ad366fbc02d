namespace Res.Repeated;

// A member declared twice, in files no build compiles together, is one
// member: the overloads do not tie with themselves, and the most specific
// wins (WCF's Message.CreateMessage(version, action, new CustomBodyWriter(...))).
public static partial class Messages
{
    public static int Create(string action, object body) => 1;
    public static int Create(string action, BodyWriter body) => 2;
}
public class CustomBodyWriter : BodyWriter { }
public static class Sending
{
    static int Send() => Messages./*$*/Create("a", new CustomBodyWriter());
    // A method group too (WCF's FromAsync(InnerChannel.BeginSend, ...)).
    static System.Func<string, int, object> Begin() => Channels./*$*/Begin;
}
public static partial class Channels
{
    public static object Begin(string message) => message;
    public static object Begin(string message, int timeout) => message;
}
