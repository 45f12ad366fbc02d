using System;
using Microsoft.Extensions.Caching.Memory;
using Mono.Cecil.Cil;

namespace Res.UnreadParameters;

// An instance method that may take an argument only where a type not read
// may convert it, beside the code's own extension method taking the
// argument's very type: the code would not declare the extension if the
// instance method took it, so C# goes on to the extension (LazyCache's
// Add<T>(key, item, DateTimeOffset) beside IAppCache.Add<T>(key, item,
// MemoryCacheEntryOptions); aspect-injector's Write(this in Cut, OpCode)
// beside Cut.Write(Instruction)).
public interface IAppCache
{
    void Add<T>(string key, T item, MemoryCacheEntryOptions policy);
}
public readonly struct Cut
{
    public Cut Write(Instruction instruction) => this;
}
public static class CacheExtensions
{
    public static void Add<T>(this IAppCache cache, string key, T item, DateTimeOffset expires) { }
    public static void Add<T>(this IAppCache cache, string key, T item, TimeSpan sliding) { }
    public static Cut Write(this in Cut cut, OpCode code) => cut;
}
public class Uses
{
    public void Cache(IAppCache cache, MemoryCacheEntryOptions options, Instruction instruction, OpCode code, Cut cut)
    {
        cache./*$*/Add("k", 1, DateTimeOffset.Now);
        cache./*$*/Add("k", 1, TimeSpan.Zero);
        cache./*$*/Add("k", 1, options);
        cut./*$*/Write(code);
        cut./*$*/Write(instruction);
    }
}

// T? of a T constrained to structs is Nullable<T>, which a type not read is
// not: the generated clients' Argument.AssertNotNull(content, ...) of a
// BinaryContent is AssertNotNull<T>(T, string).
public static class NullChecks
{
    public static void NotNull<T>(T value, string name) { }
    public static void NotNull<T>(T? value, string name) where T : struct { }

    public static void Check(Missing.Package.BinaryContent content, int? count)
    {
        NullChecks./*$*/NotNull(content, nameof(content));
        NullChecks./*$*/NotNull(count, nameof(count));
    }
}
