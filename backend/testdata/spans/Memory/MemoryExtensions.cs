// Stand-ins for .NET's span types and MemoryExtensions, which the
// framework this machine has (Mono's) lacks.
namespace System
{
    public readonly ref struct ReadOnlySpan<T>
    {
        public int Length => 0;
        public static implicit operator ReadOnlySpan<T>(T[] array) => default;
    }
    public readonly ref struct Span<T> { public int Length => 0; }
    public readonly struct Range { }

    public static class MemoryExtensions
    {
        public static bool Contains<T>(this Span<T> span, T value) => true;
        public static bool Contains<T>(this ReadOnlySpan<T> span, T value) => true;
        public static void Reverse<T>(this Span<T> span) { }
        public static bool StartsWith(this ReadOnlySpan<char> span, ReadOnlySpan<char> value) => true;
    }
}
