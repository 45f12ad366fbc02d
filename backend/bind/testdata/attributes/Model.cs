using System;
using System.Collections.Generic;
using Fix.Attributes;

namespace Fix.Model
{
    [Tag("root", Level = Level.High)]
    [SealedInfo("root only")]
    [Note(Names.Answer)]
    public abstract class Root
    {
        [Tag("root run")]
        [Note("root run")]
        public virtual void Run(int count, string name)
        {
        }

        public virtual void Run(long count, string name)
        {
        }

        [Note("shape")]
        public virtual string Shape { get; set; } = "";

        [Tag("changed")]
        public virtual event EventHandler? Changed;
    }

    [Tag("middle", Color = Color.Red | Color.Blue)]
    [SubTag]
    [Note(typeof(Root), Kind = typeof(List<int>))]
    public class Middle : Root
    {
        [SealedInfo("middle run")]
        [Tag("middle run")]
        public override void Run(int count, string name)
        {
        }
    }

    [Tag("leaf")]
    [SubTag]
    [ObsoleteAttribute("Leaf is final")]
    public sealed class Leaf : Middle, IMarked
    {
        public override void Run(int count, string name)
        {
        }

        public override string Shape { get => ""; set { } }

        public override event EventHandler? Changed;
    }

    [Tag("interface")]
    [Note("interface")]
    public interface IMarked
    {
    }
}
