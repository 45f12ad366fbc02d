using System;
using System.Collections.Generic;

namespace Res.Shapes;

// find_references rules overloads out by the tokens after their name (type
// arguments, the number of arguments, what follows a method group) before
// resolving anything: every use here must still be found, and no other.

[AttributeUsage(AttributeTargets.All, AllowMultiple = true)]
public class LabelAttribute : Attribute
{
    public LabelAttribute(string text) { Text = text; }
    public LabelAttribute(string text, int rank) { Text = text; Rank = rank; }
    public string Text { get; }
    public int Rank { get; set; }
    public string? Note { get; set; }
}

public static class ShapeExtensions
{
    public static int Measure(this Shape s, int scale) => scale;
    public static int Measure(this Shape s, int scale, int offset) => scale + offset;
}

public class Box<T>
{
    public Box(T value) { }
    public Box(T value, int size) { }
}

public class Shape
{
    public Shape() { }
    public Shape(int sides, params string[] names) { }
    public Shape(int sides, string name, bool filled = false) : this(sides, filled ? "f" : name, name) { }

    public int Area(int x) => x;
    public int Area(int x, int y) => x * y;
    public T Area<T>(T value, string tag) => value;
    public T Area<T, U>(T value, U other, bool flag) => value;
    public static bool Less(bool a, bool b) => a && b;
}

public class Other
{
    public int Area;
    public List<int> Measure = new();
}

[Label("a")]
[Label("b", Rank = 2)]
[Label("c", 3, Note = "n")]
public class Uses
{
    public void Run(Shape s, Other o, List<int> list, int a, int b, int c, int d)
    {
        s./*$*/Area(1);
        s./*$*/Area(1, 2);
        s./*$*/Area<int>(1, "t");
        s./*$*/Area<string, int>("x", 1, true);
        s./*$*/Area(Shape.Less(a < b, c > d) ? 1 : 0, 2);
        s./*$*/Area(list.Count < a ? 1 : 2);
        s./*$*/Area(Generic<int, string>(3), 4);
        s./*$*/Area(x: 5);
        s./*$*/Area(y: 1, x: 2);
        s./*$*/Area(a = 4);
        s./*$*/Area(new[] { 1, 2 }.Length, new List<int> { 1, 2 }.Count);
        s./*$*/Area(((Func<int, int>)(z => z))(1));
        ShapeExtensions./*$*/Measure(s, 1);
        s./*$*/Measure(1);
        s./*$*/Measure(1, 2);
        ShapeExtensions./*$*/Measure(s, 1, 2);
        Func<int, int> f = s./*$*/Area;
        Func<int, int, int> g = s./*$*/Area;
        var name = nameof(s.Area);
        o./*$*/Area = 3;
        var text = o./*$*/Area.ToString();
        var first = o./*$*/Measure[0];
        _ = new /*$*/Shape(3);
        _ = new /*$*/Shape(3, "a", "b");
        _ = new /*$*/Shape(3, "q", filled: true);
        _ = new /*$*/Shape();
        _ = new /*$*/Box<int>(1);
        _ = new /*$*/Box<string>("s", 2);
    }

    static int Generic<T, U>(T t) => 0;
}

// Inference fails where a type argument is exactly one type (in an
// invariant position) and another argument gives a type that does not
// convert to it: MassTransit's SubmitJob<T>(IRequestClient<SubmitJob<T>>,
// Guid, T job) given an object job is no candidate; the object overload is.
public interface IClient<TRequest> { }
public interface ISubmit<T> { }
public static class Jobs
{
    public static int Submit<T>(this IClient<ISubmit<T>> client, int id, T job) => 1;
    public static int Submit<T>(this IClient<ISubmit<T>> client, int id, object job) => 2;
    public static int Pair<T>(IList<T> list, T item) => 3;
    public static int Pair<T>(IList<T> list, object item) => 4;
    public static int Both<T>(T a, T b) => 5;

    static void Run<T>(IClient<ISubmit<T>> client, object job, T typed, IList<object> objects, IList<string> strings, string s)
    {
        Jobs./*$*/Submit(client, 1, job);
        client./*$*/Submit(1, typed);
        /*$*/Pair(objects, s);
        /*$*/Pair(strings, job);
        /*$*/Pair(strings, s);
        /*$*/Both(typed, job);
    }
}

// A call no method of the name takes, by the number or the ref kinds of
// its arguments: C#'s overload resolution fails, even for a name with one
// method, which is the candidate; in a partial type calling itself, a
// source generator's part may declare the one called (Vortice's
// PresentBuffer(a, b, c) beside the hand-written PresentBuffer(uint, uint)).
public class Swap
{
    public int Present(uint a, uint b) => 0;
    void Run(uint x)
    {
        /*$*/Present(x, x, 1);
        this./*$*/Present(x);
        /*$*/Present(x, x);
    }
}

public partial class GeneratedSwap
{
    public int PresentBuffer(uint a, uint b) => /*$*/PresentBuffer(a, b, 0);
}

// M<T>(o) && b is a generic call and a logical and, though the grammar
// reads a cast of &&b there (mvvm-helpers' Utils.IsOf<T>(o) && ok).
public static class GenericAnd
{
    public sealed class Item { }
    static bool IsOf<T>(object o) => o is T;
    static bool Use(object o, bool ok) => GenericAnd./*$*/IsOf<Item>(o) && /*$*/ok;
}

// A params array may take no argument, where a default value is filled
// in: T(key) is T(string, params object[]), not T(string, bool = true,
// string = null, params object[]) (MASA.Blazor's I18n.T).
public class Localizer
{
    public string? T(string? key, bool whenNullReturnKey = true, string? defaultValue = null, params object[] args) => null;
    public string T(string? key, params object[] args) => "";
    public string Title() => /*$*/T("title");
}

// Called, a name finds no nested type: C# drops the members that cannot
// be invoked before hiding, so a nested class Output hides no base's
// method Output<T> (LogicBlocks' Output(new Output.Done()) in a state, and
// heater.Input(new Heater.Input.TurnOn())); a base not read has it too.
public abstract class StateBase
{
    public void Output<T>(T output) where T : struct { }
}
public abstract class MachineState : StateBase
{
    public static class Output { public struct Done { } }
    public class Running : MachineState
    {
        public void Finish() => /*$*/Output(new /*$*/Output.Done());
    }
    public static void Drive(Running running) => running./*$*/Output(new Output.Done());
}
public abstract class PackageState : Missing.Package.LogicBlockState
{
    public static class Input { public struct TurnOn { } }
    public void Start() => /*$*/Input(new Input.TurnOn());
}
