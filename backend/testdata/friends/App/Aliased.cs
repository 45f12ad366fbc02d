extern alias codes;
using CodeAlias = codes::Friends.Codes.Code;

namespace Friends.App;

// A project referenced with <Aliases>codes</Aliases> is reached through its
// extern alias (MessagePack's benchmarks: newmsgpack::MessagePack.MessagePackCode).
public static class Aliased
{
    public static int Max() => codes::Friends./*$*/Codes./*$*/Code./*$*/Max + /*$*/CodeAlias.Max;
}
