using System;

namespace Fix.Attributes
{
    public enum Level
    {
        Low,
        Medium,
        High,
    }

    [Flags]
    public enum Channels
    {
        None = 0,
        Email = 1,
        Sms = 2,
        Push = 4,
        All = Email | Sms | Push,
    }

    [Flags]
    public enum Color : byte
    {
        Red = 1,
        Green = 1 << 1,
        Blue = 1 << 2,
    }

    // Not inherited, once per declaration.
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Method, Inherited = false)]
    public sealed class SealedInfoAttribute : Attribute
    {
        public SealedInfoAttribute(string text) => Text = text;

        public string Text { get; }
    }

    // Inherited, any number per declaration.
    [AttributeUsage(AttributeTargets.All, AllowMultiple = true)]
    public class TagAttribute : Attribute
    {
        public TagAttribute(string name) => Name = name;

        public string Name { get; }

        public Level Level { get; set; }

        public Color Color { get; set; }
    }

    // No AttributeUsage of its own: it has its base class's.
    public sealed class SubTagAttribute : TagAttribute
    {
        public SubTagAttribute()
            : base("sub")
        {
        }
    }

    // No AttributeUsage at all: inherited, once per declaration.
    public sealed class NoteAttribute : Attribute
    {
        public NoteAttribute(object value) => Value = value;

        public object Value { get; }

        public Type? Kind { get; set; }

        public string[]? Names { get; set; }

        public int[]? Numbers { get; set; }
    }

    [AttributeUsage(AttributeTargets.All, AllowMultiple = true)]
    public sealed class ValueAttribute : Attribute
    {
        public ValueAttribute(object? value)
        {
        }
    }

    public sealed class GenericAttribute<T> : Attribute
    {
    }

    public static class Names
    {
        public const string Prefix = "fix";
        public const string Full = Prefix + ".full";
        public const int Answer = 42;
        public const Level Default = Level.Medium;
    }
}

namespace Fix.Other
{
    public sealed class MarkerAttribute : Attribute
    {
        public MarkerAttribute(string why)
        {
        }
    }
}

namespace Fix.More
{
    public sealed class MarkerAttribute : Attribute
    {
        public MarkerAttribute(int rank)
        {
        }
    }
}
