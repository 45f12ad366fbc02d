// An internal copy of a .NET library type (a polyfill for older targets),
// which App, shown no internals, cannot use: App's code names the .NET
// library's (grpc-dotnet's DynamicallyAccessedMemberTypes in Grpc.Core.Api).
namespace System.Diagnostics.CodeAnalysis
{
    internal enum DynamicallyAccessedMemberTypes { PublicMethods = 8 }
}
