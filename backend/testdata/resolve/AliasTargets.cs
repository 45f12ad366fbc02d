using System.Collections.Generic;

namespace Res.AliasOuter
{
    public class Bar { public string Key = ""; }
}

namespace Res.AliasOuter.Inner
{
    // An alias's target sees the usings around its namespace body and the
    // namespaces it is in.
    using Alias = /*$*/List<(int Id, List</*$*/Bar> Nodes)>;

    public static class Uses
    {
        public static int Count(Alias a) => a./*$*/Count;
    }
}

namespace Res.AliasOuter.Values
{
    // An alias of a namespace starts a member access in an expression too.
    using Outer = Res.AliasOuter;

    public static class Reads
    {
        public static string Key() => new /*$*/Outer./*$*/Bar()./*$*/Key + /*$*/Outer.Kinds./*$*/Second;
    }
}

namespace Res.AliasOuter
{
    public enum Kinds { First, Second }
}

namespace Res.AliasOuter.Package
{
    // An alias of a type not read names that type in an expression too
    // (NLua's using LuaState = KeraLua.Lua; LuaState.FromIntPtr(state)).
    using LuaState = KeraLua.Lua;

    public static class States
    {
        public static object From(System.IntPtr state) => /*$*/LuaState.FromIntPtr(state);
    }
}

namespace Res.AliasOuter.Constructed
{
    // An alias of a constructed generic type before a dot has its type
    // arguments: a static method's MeshBuilder<TvG, TvM> is a
    // MeshBuilder<int, string> (SharpGLTF's VBTexture1.CreateCompatibleMesh()).
    using Vertex = VertexBuilder<int, string>;

    public class MeshBuilder<TvG, TvM> { public TvM Last = default!; }
    public struct VertexBuilder<TvG, TvM>
    {
        public static MeshBuilder<TvG, TvM> CreateMesh() => new();
    }
    public static class Meshes
    {
        public static int Use() => Vertex.CreateMesh().Last./*$*/Length;
    }
}

namespace Res.AliasOuter.Qualified
{
    // alias::Name looks the alias up among the using aliases, of a
    // namespace read or not (protoc's using pb = global::Google.Protobuf;
    // ... WriteTo(pb::CodedOutputStream output), TensorFlow.NET).
    using outer = global::Res.AliasOuter;
    using pb = global::Google.Protobuf;

    public sealed class Message : pb::IBufferMessage
    {
        public void /*$*/WriteTo(pb::CodedOutputStream output, outer::Bar bar) => _ = bar./*$*/Key;
        void pb::IBufferMessage./*$*/InternalWriteTo(ref pb::WriteContext output) { }
        public outer::Kinds Kind => outer::/*$*/Kinds./*$*/First;
    }
}

namespace Res.AliasOuter.Tests.AliasOuter
{
    // The alias before :: is the alias, in a type's place or a value's,
    // never a namespace around of the same name (Anthropic's tests'
    // Agents::BetaManagedAgentsAgent in namespace ...Tests.Models.Beta.Agents),
    // and a generic name after it is looked up there (System::Func<A, T>).
    using AliasOuter = global::Res.AliasOuter;
    using Con = System.Collections.Concurrent;

    public class Uses
    {
        public object Make(/*$*/Con::/*$*/ConcurrentBag<int> bag) => new /*$*/AliasOuter::Bar();
        public AliasOuter.Kinds First() => /*$*/AliasOuter::Kinds.First;
    }
}
