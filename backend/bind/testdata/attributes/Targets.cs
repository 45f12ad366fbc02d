using System;
using Fix.Attributes;

namespace Fix.Model
{
    public class Targets
    {
        public const string Local = "local";

        [return: Note("return")]
        [Tag("method")]
        public string Get([Note("param")] int id, [Tag("first")][Tag("second")] string key) => key;

        [field: Note("backing field")]
        [Tag("property")]
        public int Auto { get; set; }

        [field: Note("event field")]
        public event EventHandler? Changed;

        [Tag(Local)]
        [Tag(nameof(Local))]
        [Tag(nameof(Get))]
        [Tag(Names.Full)]
        [method: Tag("explicit target")]
        public void Constants()
        {
        }

        [Note(new[] { 1, 2, 3 }, Numbers = new int[] { 4, 5 }, Names = new[] { nameof(Auto), nameof(Targets), Names.Prefix })]
        public void Arrays()
        {
        }

        [Note(new string[0], Names = ["x", "y"], Numbers = [])]
        public void EmptyArrays()
        {
        }

        [Value('x')]
        [Value('\'')]
        [Value(-1.50)]
        [Value(0x10)]
        [Value(1_000L)]
        [Value(2.5f)]
        [Value(1e-7)]
        [Value(null)]
        [Value(true)]
        [Value("tab\tquote\"backslash\\ é")]
        [Value(@"C:\path ""quoted""")]
        [Value(Names.Answer * 2 + 1)]
        [Value(Names.Default)]
        [Value((Level)2)]
        [Value(Channels.Email | Channels.Sms)]
        [Value(Channels.Email | Channels.Sms | Channels.Push)]
        [Value(Channels.Push | (Channels)8)]
        [Value(AttributeTargets.Class | AttributeTargets.Struct)]
        [Value(typeof(int[]))]
        [Value(typeof(GenericAttribute<>))]
        public void Literals()
        {
        }
    }
}
