using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace System.Runtime.CompilerServices
{
    // What .NET 9 declares, as libraries that target older frameworks copy it.
    [AttributeUsage(AttributeTargets.Method | AttributeTargets.Constructor | AttributeTargets.Property, Inherited = false)]
    public sealed class OverloadResolutionPriorityAttribute(int priority) : Attribute
    {
        public int Priority { get; } = priority;
    }
}

namespace Res.Priority
{
    public interface IEnricher { }

    // C# 13: of the applicable methods of one type, those of a lower
    // priority drop out before the better one is chosen (Serilog's
    // LogContext.Push).
    public static class Context
    {
        [OverloadResolutionPriority(1)]
        public static int Show(object value) => 0;
        public static int Show(string text) => 0;

        [OverloadResolutionPriority(-1)]
        public static int Push(params IEnricher[] enrichers) => 0;
        public static int Push(IEnumerable<IEnricher> enrichers) => 0;

        public static int Use(IEnricher[] enrichers) => /*$*/Show("x") + /*$*/Push(enrichers);
    }
}

// An override is no candidate of its own: C# finds the method it overrides,
// so the base's other overloads stay in the running (Semantic Kernel's
// BaseTest : TextWriter overrides WriteLine(object? value = null), and
// Console.WriteLine() still calls TextWriter.WriteLine()).
namespace Res.Priority.Overrides
{
    public class Writer
    {
        public virtual void Put(object value) { }
        public void Put(string text) { }
        public virtual void Line(object value) { }
        public void Line() { }
    }
    public class LoudWriter : Writer
    {
        public override void Put(object value) { }
        public override void Line(object value = null!) { }

        public void Run()
        {
            this./*$*/Put("x");
            this./*$*/Put(1);
            /*$*/Line();
            /*$*/Line(2);
        }
    }
}

// A type parameter's member comes from the constraint that declares it
// before object's: T : IComparable, IEquatable<T> calls IEquatable<T>.Equals
// (MemoryPack's benchmark), not the object.Equals IComparable shows.
namespace Res.Priority.Constraints
{
    public static class Same
    {
        public static bool Check<T>(T a, T b) where T : System.IComparable, System.IEquatable<T>, new() => a./*$*/Equals(b);
    }
}

// Only an overload surely applicable sets the priority bar: one whose
// argument's type is not known rules out no other (TUnit's Assert.That(x)
// of a value of a package's type is no That<T>(T[]) of priority 5).
public static class Asserting
{
    [System.Runtime.CompilerServices.OverloadResolutionPriority(5)] public static string That<T>(T[] values) => "array";
    public static string That<T>(T value) => "value";

    public static string Use(Missing.Package.Widget widget, int[] numbers) =>
        Asserting./*$*/That(widget.Size) + Asserting./*$*/That(numbers) + Asserting./*$*/That(3);
}

// A ref struct is no type argument of a T that does not allow ref structs:
// the span overload is the only one a span takes, whatever its priority
// (Shouldly's "hello".AsSpan().ShouldBe(...) with its span overloads of
// priority -1).
public static class SpanShoulds
{
    public static void ShouldBe<T>(this T actual, T expected) { }
    [System.Runtime.CompilerServices.OverloadResolutionPriority(-1)]
    public static void ShouldBe<T>(this ReadOnlySpan<T> actual, ReadOnlySpan<T> expected) { }
    public static void Hold<T>(T value) where T : allows ref struct { }
    public static void Hold(object value) { }
    public static void Use(ReadOnlySpan<char> text, int[] numbers)
    {
        text./*$*/ShouldBe(text);
        numbers./*$*/ShouldBe(numbers);
        /*$*/Hold(text);
    }
}

namespace Res.Hiding
{
    // A method hidden by signature (new) is still called where only it can
    // take the arguments, by its defaults: C# drops a base's method only
    // for an applicable one of a more derived type (ML.NET's
    // stringColumn.Clone(mapIndices) is DataFrameColumn.Clone(DataFrameColumn,
    // bool = false, long = 0), beside StringDataFrameColumn's new
    // Clone(DataFrameColumn, bool, long)).
    public abstract class Column
    {
        public string Name => "";
        public Column Clone(Column map, bool invert = false, long extra = 0) => this;
        public Column Clone(long extra = 0) => this;
    }
    public class TextColumn : Column
    {
        public new TextColumn Clone(Column map, bool invert, long extra) => this;
        public new TextColumn Clone(long extra = 0) => this;
    }
    public class NumberColumn : Column { }
    public static class Cloning
    {
        public static string M(TextColumn text)
        {
            var /*$*/cloned = text./*$*/Clone(new NumberColumn());
            var all = text./*$*/Clone(new NumberColumn(), true, 0);
            return cloned.Name + text./*$*/Clone(5).Name;
        }
    }

    // An override takes params as the method it overrides does, written or
    // not (Mono's IndentedTextWriter.Write(string, object[]), overriding
    // TextWriter's Write(string, params object[])).
    public class Writer
    {
        public virtual void Write(string format, params object[] args) { }
    }
    public class IndentedWriter : Writer
    {
        public override void Write(string format, object[] args) { }
        public static void Use(IndentedWriter writer) => writer./*$*/Write("{0}{1}", 1, 2);
    }
}
