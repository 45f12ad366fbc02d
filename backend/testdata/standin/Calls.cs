using System;
using System.Collections.Generic;

namespace StandIn;

public class Item { }
public class Context { }

public static class SourceExtensions
{
    // The code's own extension method on a list of its own types: .NET has
    // no overload of List<T>.Add that it could stand for (System.CommandLine's
    // CompletionSources.Add(params string[])).
    public static void Add(this List<Func<Context, IEnumerable<Item>>> sources, params string[] completions) { }

    // A polyfill of string.Contains(char), which .NET Core's string has and
    // Mono's stand-in lacks: the code built against .NET calls the string's.
    public static bool Contains(this string text, char c) => text.IndexOf(c) >= 0;
}

public class Uses
{
    public List<Func<Context, IEnumerable<Item>>> Sources { get; } = new();

    public void Complete(string[] values)
    {
        Sources./*$*/Add(values);
        Sources./*$*/Add((c) => new List<Item>());
    }

    public bool Has(string text) => text./*$*/Contains('-');
}

// An extension method on a type of .NET that takes a value of a type of the
// code: no overload of .NET's can take it, so C# looks at the extension
// methods (Neo's BinaryWriter.Write(this BinaryWriter, ISerializable)).
public interface ISerializable { }
public class Hash : ISerializable { }
public static class WriterExtensions
{
    public static void Write(this System.IO.BinaryWriter writer, ISerializable value) { }
}
public class Writes
{
    public void Put(System.IO.BinaryWriter writer, Hash hash) => writer./*$*/Write(hash);
}

// A lambda that no stand-in method can take (List<T>.IndexOf(T) of a
// class): C# looks at the extension methods, though the one taking it is
// on a type of .NET (Terminal.Gui's IndexOf(this IReadOnlyCollection<T>,
// Func<T, bool>)).
public static class CollectionExtensions
{
    public static int IndexOf<T>(this IReadOnlyCollection<T> items, Func<T, bool> match) => 0;
}
public class Line { public int Model; }
public class Wraps
{
    public int Find(List<Line> lines) => lines./*$*/IndexOf(l => l./*$*/Model == 1) + lines./*$*/IndexOf(lines[0]);
}

// Through a type's name only its static methods are called: Mono has only
// instance GetBytes methods, .NET 6 a static GetBytes(int) (Aspire's
// Convert.ToHexString(RandomNumberGenerator.GetBytes(4))).
public class Secrets
{
    public byte[] Make() => System.Security.Cryptography.RandomNumberGenerator./*$*/GetBytes(4);
    // nameof names any member through the type's name (Dapper's nameof(IDbCommand.CreateParameter)).
    public string Name() => nameof(System.Security.Cryptography.RandomNumberGenerator./*$*/GetNonZeroBytes);
}
