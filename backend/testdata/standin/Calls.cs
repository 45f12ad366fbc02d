using System;
using System.Collections.Generic;
using System.Threading.Tasks;

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

// An extension method on .NET types taking only .NET types that no .NET
// overload of the name can take (.NET's TimeSpan has Add(TimeSpan) only,
// StringBuilder no AppendLine(int)): C# looks at the extension methods
// (Quartz's GetString(this IDataReader, string) for DbDataReader's
// GetString(int)).
public static class ReaderExtensions
{
    public static TimeSpan Add(this TimeSpan span, double minutes) => span + TimeSpan.FromMinutes(minutes);
    public static System.Text.StringBuilder AppendLine(this System.Text.StringBuilder sb, int indent) => sb.Append(' ', indent);
    // Polyfills of .NET's Contains(string, StringComparison) and
    // Split(char, StringSplitOptions) for older targets: a project
    // targeting .NET calls .NET's own.
    public static bool Contains(this string text, string value, StringComparison comparison) => text.IndexOf(value, comparison) >= 0;
    public static string[] Split(this string text, char separator, StringSplitOptions options) => text.Split(new[] { separator }, options);
}
public class Reads
{
    public TimeSpan Later(TimeSpan span) => span./*$*/Add(1.5);
    public void Indent(System.Text.StringBuilder sb) => sb./*$*/AppendLine(4)./*$*/AppendLine($"{sb.Length}");
    public bool Has(string text) => text./*$*/Contains("a", StringComparison.Ordinal) && text./*$*/Split(',', StringSplitOptions.None).Length > 1;
}

// A method .NET added that Mono's stand-in lacks altogether (.NET 6's
// Task.WaitAsync): a project targeting .NET calls .NET's own, not the
// code's polyfill for older targets, whose TimeSpan a token does not even
// go to (RabbitMQ.Client's TaskExtensions.WaitAsync).
public static class TaskPolyfills
{
    public static Task WaitAsync(this Task task, TimeSpan timeout) => task;
}
public class Waits
{
    public async Task Run(Task task, System.Threading.CancellationToken token)
    {
        await task./*$*/WaitAsync(token);
        await task./*$*/WaitAsync(TimeSpan.FromSeconds(1));
        await task.WaitAsync(token)./*$*/ConfigureAwait(false);
    }
    public async Task<int> Count(Task<int> task, System.Threading.CancellationToken token) =>
        await task.WaitAsync(token)./*$*/ConfigureAwait(false);
}

// A call no overload read takes, of a method whose one overload read
// takes another number of arguments, has no type from it (.NET's
// Socket.ConnectAsync(endPoint, token) gives a ValueTask, Mono's
// ConnectAsync(args) a bool).
public class Sockets
{
    public async Task Connect(System.Net.Sockets.Socket socket, System.Net.EndPoint endPoint, System.Threading.CancellationToken token) =>
        await socket.ConnectAsync(endPoint, token)./*$*/ConfigureAwait(false);
}
