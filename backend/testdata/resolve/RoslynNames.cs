using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace Res.RoslynNames;

// Roslyn's C# syntax nodes and operations, not read, are written in IDs in
// their namespaces by how their names are made, where the file imports it
// (vs-validation's analyzers: IfStatementSyntax, IObjectCreationOperation).
public static class Guards
{
    public static bool /*$*/IsNullCheck(IfStatementSyntax statement, IObjectCreationOperation creation) => false;
}

// A name declared nowhere read that is the whole pattern of a property
// pattern's member is a type (C# 9's type pattern), referred to, as after
// is (AutoInject's analyzers: { Expression: ThisExpressionSyntax }).
public static class Accesses
{
    public static bool OnThis(MemberAccessExpressionSyntax access) =>
        access is { Expression: /*$*/ThisExpressionSyntax } || access is { Expression: not /*$*/BaseExpressionSyntax };
}
