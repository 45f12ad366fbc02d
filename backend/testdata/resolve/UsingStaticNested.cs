using static Res.UsingStaticNested.Result<System.Exception, Res.UsingStaticNested.Pokemon>;

namespace Res.UsingStaticNested;

// A nested type reached through `using static` of a constructed generic
// type is that construction's (dunet's samples: using static
// Result<Exception, Pokemon>; ... Success(var value) => value.ToString()).
public record Pokemon(string Name);

public abstract record Result<TFailure, TSuccess>
{
    public sealed record Success(TSuccess Value) : Result<TFailure, TSuccess>;
    public sealed record Failure(TFailure Error) : Result<TFailure, TSuccess>;
}

public static class Show
{
    public static string Text(Result<System.Exception, Pokemon> result) => result switch
    {
        Success(var /*$*/value) => value./*$*/Name,
        Failure(var /*$*/error) => error./*$*/Message,
        _ => "",
    };
}
