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
