using System.Runtime.CompilerServices;

// The friend's name in an interpolated string, the public key in a hole,
// as winforms writes all its friends.
[assembly: InternalsVisibleTo($"App, PublicKey={Friends.LibB.Keys.Public}")]

namespace Friends.LibB;

public class B { }

internal static class Keys
{
    public const string Public = "0024000004800000";
}
