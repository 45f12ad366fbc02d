namespace Contoso.Core.Internal; internal static class Guard { }
