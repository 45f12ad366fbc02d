using System;
using System.Collections.Generic;

namespace Res.Lambdas;

public interface IMappingExpression { IMappingExpression CreateMap<TSource, TDestination>(); }

public class Configuration
{
    public Configuration(Action<IMappingExpression> configure) { }
}

public class ConfigurationSpec
{
    // A lambda passed to a target-typed new() takes its parameter type from the constructor.
    protected virtual Configuration Create() => new(/*$*/cfg => /*$*/cfg./*$*/CreateMap<int, string>());

    public Configuration Explicit() => new Configuration(c => c./*$*/CreateMap<string, int>());

    public void Assign()
    {
        Configuration assigned;
        assigned = new(x => x./*$*/CreateMap<int, int>());
    }
}

public class Queued(IMappingExpression initial)
{
    // A field initialized with a primary constructor's parameter reads it.
    private readonly IMappingExpression _initial = /*$*/initial;
    private readonly List<Action<IMappingExpression>> _actions = new();

    // List<Action<T>>.Add: the lambda's parameter is a T.
    public void Queue() => _actions.Add(e => /*$*/e./*$*/CreateMap<int, int>());
}
