using Pkg.Logging;

namespace Res.Delegates;

// A field of a package's delegate type, called through its type's name:
// C# invokes the delegate the field holds (Caliburn.Micro's
// LogManager.GetLog(type)), as it does where the name stands alone.
public static class LogManager
{
    public static LogFactory GetLog = _ => null!;
    public static object Own() => /*$*/GetLog(typeof(LogManager));
}
public class Screen
{
    public object Log() => LogManager./*$*/GetLog(typeof(Screen));
}

// A named argument of a delegate invoked is its Invoke's parameter
// (Refit's applyHeader(request, name, value, validateHeaders: false)).
public delegate void ApplyHeader(string name, string? value, bool validateHeaders);
public class HeaderScenarios
{
    public ApplyHeader? Stored { get; set; }
    public void Use(ApplyHeader applyHeader)
    {
        applyHeader("a", "b", /*$*/validateHeaders: false);
        Stored?.Invoke("a", "b", validateHeaders: true);
        Stored!("a", "b", /*$*/validateHeaders: true);
    }
}

// A method group converted to a delegate is overload resolution with the
// delegate's parameter types as the arguments: the better conversion wins,
// then the method that is not generic (YoutubeExplode's
// parts.Pipe(string.Concat) with a Func<IEnumerable<string>, string>).
public static class Joins
{
    public static string Join(object value) => "";
    public static string Join(System.Collections.Generic.IEnumerable<string> values) => "";
    public static string Join<T>(System.Collections.Generic.IEnumerable<T> values) => "";
    public static string Apply(System.Collections.Generic.IEnumerable<string> parts, System.Func<System.Collections.Generic.IEnumerable<string>, string> join) => join(parts);
    public static void Use(System.Collections.Generic.IEnumerable<string> parts)
    {
        System.Func<System.Collections.Generic.IEnumerable<string>, string> f = Joins./*$*/Join;
        System.Func<System.Collections.Generic.IEnumerable<string>, string> g = string./*$*/Concat;
        var a = Apply(parts, /*$*/Join);
        System.Func<int, string> h = /*$*/Join;
    }
}

// A lambda of a natural type (its parameters' types written) converts to
// System.Delegate (C# 10): Cocona's app.AddCommand((Service s) => { }) is
// AddCommand(Delegate), Delegate.Combine(() => { }, null) the one of two
// Delegates; a value alone where params object[] goes is one of the
// params when it is no array (WPF's dispatcher.BeginInvoke(() => { },
// priority) takes (Delegate, DispatcherPriority, params object[])).
public interface ICommandData { }
public enum Urgency { Normal }
public static class Commands
{
    public static int AddCommand(ICommandData data) => 0;
    public static int AddCommand(System.Delegate body) => 0;
    public static void Post(System.Delegate method, params object[] args) { }
    public static void Post(System.Delegate method, Urgency urgency, params object[] args) { }
    public static void Use(HeaderScenarios s)
    {
        Commands./*$*/AddCommand((HeaderScenarios h) => { });
        Commands./*$*/AddCommand(() => 1);
        System.Delegate./*$*/Combine(() => { }, null);
        Commands./*$*/Post(() => { }, Urgency.Normal);
        Commands./*$*/Post(() => { }, "x");
    }
}

// The code's generic extension whose type argument no argument gives is
// not what a call that writes none means, on a package's value: Carter's
// MapPut<T>(this IEndpointRouteBuilder, string, Delegate) is not
// app.MapPut("/", (string s) => s), ASP.NET Core's MapPut (not read).
public static class Routes
{
    public static object MapPut<T>(this Missing.IEndpointRouteBuilder app, string pattern, System.Delegate handler) => app;
    public static void Use(Missing.IEndpointRouteBuilder app)
    {
        app./*$*/MapPut("/", (string s) => s);
        app./*$*/MapPut<HeaderScenarios>("/", (string s) => s);
    }
}

// A method group converts to a delegate whose parameters it takes the
// same way, by value or by reference (RobustToolbox's
// SubscribeLocalEvent(HandleGridEmpty) of the by-value handler, beside the
// ComponentEventRefHandler overload).
public delegate void EventHandlerByValue(int uid, string args);
public delegate void EventHandlerByRef(int uid, ref string args);
public class Subscriptions
{
    void Subscribe(EventHandlerByValue handler) { }
    void Subscribe(EventHandlerByRef handler) { }
    void Init()
    {
        /*$*/Subscribe(Handle);
        /*$*/Subscribe(HandleRef);
        void Local(int uid, ref string args) { }
        /*$*/Subscribe(Local);
    }
    void Handle(int uid, string args) { }
    void HandleRef(int uid, ref string args) { }
}

// Every delegate type has BeginInvoke and EndInvoke beside Invoke, the
// compiler's (ModAssistant's caller.BeginInvoke(title, text, null, null)).
public class AsyncPattern
{
    private delegate string Ask(string title, ref int tries);
    private static string Prompt(string title, ref int tries) => title;
    public static void Run()
    {
        Ask caller = Prompt;
        int tries = 0;
        var pending = caller./*$*/BeginInvoke("x", ref tries, null, null);
        var answer = caller./*$*/EndInvoke(ref tries, pending);
    }
}

// EndInvoke takes back every parameter passed by reference, `in` ones too
// (Roslyn's SynthesizedDelegateEndInvokeMethod: any RefKind but None).
public class AsyncPatternIn
{
    private delegate int Measure(in long size, string label);
    private static int Count(in long size, string label) => 0;
    public static void Run()
    {
        Measure measure = Count;
        long size = 4;
        var pending = measure.BeginInvoke(in size, "x", null, null);
        var counted = measure./*$*/EndInvoke(in size, pending);
    }
}

// The null-forgiving operator does what its operand does: P!() calls P.
public class Forgiving
{
    public Func<bool>? Before { get; set; }
    public bool Run(Func<int>? count) => /*$*/Before!() && /*$*/count!() > 0;
}
