namespace Tool;

#if NET9_0_OR_GREATER
public static class Muxer
{
    public static string Path => "dotnet";
}
#endif
