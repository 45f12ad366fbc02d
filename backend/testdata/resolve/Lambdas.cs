using System;

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
