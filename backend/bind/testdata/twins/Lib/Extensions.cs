using System;

namespace Twins;

public static class Extensions
{
    public static int Twice(this IDisposable resource) => 2;
}
