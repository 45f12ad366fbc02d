using System.Diagnostics.CodeAnalysis;

namespace Friends.App;

public static class Trimming
{
    public const /*$*/DynamicallyAccessedMemberTypes Methods = DynamicallyAccessedMemberTypes.PublicMethods;
}
