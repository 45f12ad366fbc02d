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
