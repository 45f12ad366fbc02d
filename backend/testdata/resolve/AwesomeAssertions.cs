using System;
using System.Linq.Expressions;
using AwesomeAssertions;

namespace Res.Assertions.Awesome;

// AwesomeAssertions, FluentAssertions' fork, imports the same Should
// (Jint's and ILSpy's tests: a value of a type not known is no surely
// the code's Should(this JsValue)).
public static class NodeAssertions
{
    public static int Should(this Expression<Action> call) => 0;
}
public class Uses
{
    public void Check(Missing.Recorder recorder, Expression<Action> call)
    {
        recorder.Exception()./*$*/Should();
        call./*$*/Should();
    }
}
