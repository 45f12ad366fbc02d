using System;

namespace Twins;

public static class Extensions
{
    public static int Twice(this IDisposable resource) => 2;
}

// A JToken-like type that a DateTime converts to.
public class Token
{
    public static implicit operator Token(DateTime value) => new Token();
}

public class Container
{
    public void Add(object content) { }
}

public class Array : Container
{
    public void Add(Token item) { }
}
