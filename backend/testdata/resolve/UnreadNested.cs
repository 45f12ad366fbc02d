using Missing.Pools;

namespace Resolve.UnreadNested;

// A type nested in a generic type not read is written, in documentation
// IDs, in the one namespace not read the using directives import, as the
// generic type is (Humanizer's ImmutableArray<T>.Builder parameters).
public static class Builders
{
    static void Fill(Pool<string>.Builder builder, Pool<string> pool) { }
    static void Run(Pool<string>.Builder builder, Pool<string> pool) => /*$*/Fill(builder, pool);
}
