// A primary constructor's parameters are in scope in every part of a
// partial type, not only in the part that writes them (v2rayN's
// CoreConfigSingboxService, whose parts each read `context`).
namespace Res.PrimaryParts;

public record PartsContext(string Name, int Port);

public partial class PartsService(PartsContext context, int retries, int port)
{
    public int Retries => retries;
}

public partial class PartsService
{
    private readonly string _name = /*$*/context./*$*/Name;

    public string Describe() => /*$*/context./*$*/Port + " " + /*$*/retries + /*$*/_name;

    // A member of the parameter's name hides it outside the initializers.
    private readonly int port = /*$*/port + 1;

    public int Shadowed() => /*$*/port;
}

// Another partial type without any primary constructor: the name is nobody's.
public partial class NoPrimary
{
    public object Read() => /*$*/context;
}

public partial class NoPrimary
{
}

// Each part of a partial record declares the members the compiler gives
// it that the part does not write, and they are one member, or the one
// another part writes (DiscordChatExporter's Snowflake in three parts:
// s.ToString() had three candidates, all one method).
public readonly partial record struct Snowflake(ulong Value)
{
    public override string ToString() => Value.ToString();
}
public readonly partial record struct Snowflake : System.IComparable<Snowflake>
{
    public int CompareTo(Snowflake other) => Value.CompareTo(other.Value);
}
public static class Snowflakes
{
    public static string Show(Snowflake s, Snowflake t) => s./*$*/ToString() + s./*$*/Equals(t) + (s /*$*/== t);
}

// An explicit interface implementation of the same name leaves a record
// its positional property, which member bodies read (StardewUI's
// record SElement(..., IReadOnlyList<SAttribute> Attributes, ...) : IElement).
public interface IBag { System.Collections.Generic.IReadOnlyList<object> Items { get; } }
public record Bag(System.Collections.Generic.IReadOnlyList<string> Items) : IBag
{
    System.Collections.Generic.IReadOnlyList<object> IBag.Items => /*$*/Items;
}
