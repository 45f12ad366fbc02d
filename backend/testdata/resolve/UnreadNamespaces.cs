using Microsoft.CodeAnalysis.CSharp.Syntax;
using Windows.UI.Xaml;

// Namespaces of packages not read, named by using directives (and by the
// names of the packages the project references): found where the compiler
// finds them, before the framework's of the same name further out.
namespace Microsoft.CodeAnalysis.Tools
{
    using Kind = CSharp.SyntaxKind;

    class UnreadNamespaces
    {
        bool IsComment(int kind) => kind == (int)/*$*/CSharp./*$*/SyntaxKind.SingleLineCommentTrivia;

        void /*$*/Take(Kind kind, CodeAnalysis.Diagnostic diagnostic) { }
    }
}

namespace Microsoft.Fixture.Inner
{
    using Diagnostic = CodeAnalysis.Diagnostic;

    class UnreadAlias
    {
        void /*$*/Report(Diagnostic[] diagnostics) { }
    }
}

// The package's name suggests a namespace Microsoft.Windows, but the code
// names Windows.UI.Xaml, which the using directives import: the global
// Windows (WindowsCommunityToolkit's samples).
namespace Microsoft.Fixture.Pages
{
    class Page
    {
        void /*$*/Click(object sender, Windows.UI.Xaml.RoutedEventArgs e) { }
    }
}

// global:: names from the global namespace, whatever the namespaces around
// are called (bUnit's generated wrappers in Bunit.Web.AngleSharp writing
// global::AngleSharp.Dom.INode).
namespace Res.Wrappers.AngleSharp
{
    class NodeWrapper
    {
        void /*$*/Wrap(global::AngleSharp.Dom.INode node) { }
    }
}

// A namespace a using directive imports somewhere in the workspace is one,
// though no assembly read declares it: what a qualified name finds in it
// is a type or a namespace, referred to (Osirion's
// Microsoft.Extensions.Options.Options.Create(...)); what a type holds may
// be read.
class QualifiedUnread
{
    object Make() => /*$*/Missing./*$*/Package./*$*/Options./*$*/Create(1);
    object Level() => Pkg./*$*/Logging./*$*/Level./*$*/Debug;
}
