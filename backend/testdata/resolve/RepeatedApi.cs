namespace Res.Repeated;

// The public API again, as a reference assembly's source that another
// build compiles alone (WCF's netstandard.cs): the same members, by
// documentation ID, as Repeated.cs declares.
public abstract partial class BodyWriter { }
public static partial class Messages
{
    public static int Create(string action, object body) => 1;
    public static int Create(string action, BodyWriter body) => 2;
}
public static partial class Channels
{
    public static object Begin(string message) => message;
    public static object Begin(string message, int timeout) => message;
}
