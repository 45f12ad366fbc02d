using System;
using static Missing.Factory.SyntaxFactory;

namespace Res.UsingStaticUnread;

// A type is never called: Attribute(...) under using static of a type not
// read, beside System.Attribute, is that type's method (the LSP library's
// source generators, under using static SyntaxFactory).
public static class Generator
{
    public static object Make() => /*$*/Attribute(IdentifierName("Handlers"));
}
