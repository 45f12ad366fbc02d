using System;
using System.Linq.Expressions;
using FluentAssertions;
using FluentAssertions.Extensions;

namespace Res.Assertions;

// The code's own Should(this Expression<Action>), in a file that imports
// FluentAssertions, not read: a value of a type not known may be the
// receiver of FluentAssertions' Should(this object), so the code's is not
// surely the one called (FakeItEasy's tests); one of another name is.
public static class GuardAssertions
{
    public static int Should(this Expression<Action> call) => 0;
    public static int Guarded(this Expression<Action> call) => 0;
}
public class Uses
{
    public void Check(Missing.Recorder recorder, Expression<Action> call)
    {
        var thrown = recorder.Exception();
        thrown./*$*/Should();
        call./*$*/Should();
        thrown./*$*/Guarded();
    }
}

// FluentAssertions' 3.Seconds() is a TimeSpan (Akka's ExpectNoMsgAsync(1.Seconds())).
public class Waits
{
    public void Wait(System.Threading.CancellationToken token = default) { }
    public void Wait(TimeSpan duration, System.Threading.CancellationToken token = default) { }
    public void Wait(int milliseconds, System.Threading.CancellationToken token = default) { }
    public void Use()
    {
        /*$*/Wait(1.Seconds());
        /*$*/Wait(2.5.Minutes());
    }
}

// A lambda given to an assertion on a sequence takes its elements
// (trains.Should().OnlyContain(train => train.Stops > 1), Shouldly's
// ShouldAllBe): its members are guessed there, uncertain. Throw<T>()'s
// Which is the exception.
public class Train { public int Stops { get; set; } }
public class TrainChecks
{
    public void Check(System.Collections.Generic.List<Train> trains, Action act)
    {
        trains.Should().OnlyContain(train => train./*$*/Stops > 1);
        trains.ShouldAllBe(train => train./*$*/Stops > 0);
        act.Should().Throw<ArgumentException>().Which./*$*/ParamName.Should().Be("x");
    }
    // of a type read too (nomnomzbot's query.Should().Contain(q => q.Key == "name"))
    public void Pairs(System.Collections.Generic.List<System.Collections.Generic.KeyValuePair<string, int>> pairs) =>
        pairs.Should().Contain(q => q./*$*/Key == "name");
}
