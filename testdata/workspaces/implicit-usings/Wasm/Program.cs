namespace Wasm;

// The Blazor WebAssembly SDK's implicit usings: Microsoft.Extensions.DependencyInjection
// and the rest, as blazorators' samples rely on.
public static class Program
{
    public static void Main() { }
}
