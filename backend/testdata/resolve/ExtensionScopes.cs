using System.Collections.Generic;
using Res.ExtensionScopes.Outer;

namespace Res.ExtensionScopes.Outer
{
    public static class OuterExtensions
    {
        public static string Starts<T>(this T[] a, T[] b) => "outer";
        public static string Ends<T>(this T[] a, string s) => "outer";
    }
}

// C# looks for extension methods namespace level by level, innermost
// first, and stops at the first level with one the call fits: the
// helpers' own Starts(IList<T>) before the Starts(T[]) a using directive
// brings (MiniExcel's ListExtensions.StartsWith before MemoryExtensions').
namespace Res.ExtensionScopes.Helpers
{
    internal static class ListExtensions
    {
        internal static bool Starts<T>(this IList<T> a, IList<T> b) => true;
        internal static bool Ends<T>(this IList<T> a, int n) => true;
    }

    public static class Images
    {
        public static bool IsBmp(byte[] bytes) => bytes./*$*/Starts(new byte[] { 66 });
        public static string Suffix(byte[] bytes) => bytes./*$*/Ends("x");
    }
}

// An I<M> of the calling code's type parameter M is no I<int>: the
// generic extension method is the one that applies (language-ext's
// MonadExtensions.Flatten<M, A>(this K<M, K<M, A>>) over
// EffExtensions.Flatten(this K<Eff, K<Eff, A>>)).
public interface IKind<F, A> { }
public class Eff { }
public static class EffKinds
{
    public static int Flatten(this IKind<Eff, int> kind) => 1;
}
public static class AnyKinds
{
    public static int Flatten<F>(this IKind<F, int> kind) => 2;
    public static int Use<M>(IKind<M, int> kind, IKind<Eff, int> eff) => kind./*$*/Flatten() + eff./*$*/Flatten();
}

// Within one namespace declaration, C# looks at the namespace's own types
// before those its using directives import: DryIoc's docs declare a
// CreateChild of the same parameters as DryIoc's own, and call theirs.
namespace Res.ExtensionScopes.Lib
{
    public interface IBox { }
    public static class BoxTools
    {
        public static int Child(this IBox box, string key, int depth = 0) => 1;
    }
}
namespace Res.ExtensionScopes.Lib.Docs
{
    using Res.ExtensionScopes.Lib;

    public static class BoxTools
    {
        public static int Child(this IBox box, string key, int depth = 0) => 2;
    }
    public static class Uses
    {
        public static int Make(IBox box) => box./*$*/Child("k");
    }
}

// An array alone where a params array of arrays goes is one of the params
// (a byte[] is no byte[][]): the namespace's own Concat fits in its
// expanded form, so LINQ's Concat, which a using directive brings, is not
// looked at (NBitcoin's ByteArrayExtensions.Concat).
namespace Res.ExtensionScopes.Bytes
{
    using System.Collections.Generic;
    using System.Linq;

    internal static class ByteArrayExtensions
    {
        internal static byte[] Concat(this byte[] first, params byte[][] rest) => first;
    }

    // Concat<T>(this IEnumerable<T>, params T[]) given a string[] and an
    // IEnumerable<string> infers no T (string from the one, IEnumerable<string>
    // from the other): LINQ's is the one called (Nuke's EnumerableExtensions).
    internal static class SequenceExtensions
    {
        internal static IEnumerable<T> Concat<T>(this IEnumerable<T> first, params T[] rest) => first;
    }

    public class Joins
    {
        public object Lines(IEnumerable<string> more) => new[] { "x" }./*$*/Concat(more);
        public object Join(byte[] a, byte[] b) => a./*$*/Concat(b);
        public string Show(int[] values) => string./*$*/Format("{0} {1}", values);
    }
}

// A class a using static directive imports brings its extension methods
// (dotNext's using static IO.DataTransferObject; entry.ToStringAsync(...)).
namespace Res.StaticImported.Lib
{
    public static class Transfers
    {
        public static string ToText(this Entry entry, int width) => "";
    }
    public class Entry { }
}

namespace Res.StaticImported.App
{
    using static Res.StaticImported.Lib.Transfers;

    public class Reader
    {
        public string Read(Res.StaticImported.Lib.Entry entry) => entry./*$*/ToText(4);
    }
}

// A using static directive of a type not read beside one of a type read:
// a call no method read takes by its count is the type not read's
// (Roslynator's Argument(expression) under using static SyntaxFactory,
// beside its own CSharpFactory.Argument(nameColon, expression)); one that
// takes it is the method read.
namespace Res.StaticImported.Factories
{
    using static Missing.Package.SyntaxFactory;
    using static Res.StaticImported.Factories.OwnFactory;

    public static class OwnFactory
    {
        public static object Argument(Missing.Package.NameColon nameColon, object expression) => expression;
    }
    public class Writer
    {
        public object One(object expression) => /*$*/Argument(expression);
        public object Two(Missing.Package.NameColon name, object expression) => /*$*/Argument(name, expression);
    }
}

// A receiver of a type not read: C# still looks no further out than the
// innermost namespace level with an extension method the arguments may go
// to (Roslynator's context.SemanticModel.GetSymbol(expression) in
// Roslynator.CodeAnalysis.CSharp is Roslynator's GetSymbol(SyntaxNode),
// not the GetSymbol(ExpressionSyntax) of Roslynator.CSharp, which a using imports).
namespace Res.Levels.CSharp
{
    public static class CSharpExtensions
    {
        public static string GetSymbol(this Missing.Package.SemanticModel model, Missing.Package.ExpressionSyntax expression) => "";
    }
}
namespace Res.Levels
{
    public static class ModelExtensions
    {
        public static string GetSymbol(this Missing.Package.SemanticModel model, Missing.Package.SyntaxNode node) => "";
    }
}
namespace Res
{
    using Res.Levels.CSharp;

    namespace Levels.Analysis.CSharp
    {
        public class Analyzer
        {
            public string Symbol(Missing.Package.Context context, Missing.Package.ExpressionSyntax expression) => context.SemanticModel./*$*/GetSymbol(expression);
        }
    }
}

// On a value of a type not known, an extension method of a namespace
// neither imported nor around is no candidate: here none is, so the call
// is a package's (DotVVM's b.ElementAt("td", 3).ScrollTo() beside a
// ScrollTo extension of another test namespace).
namespace Res.ExtensionScopes.Scrolling
{
    public static class ScrollExtensions
    {
        public static Missing.Browsing.ElementWrapper ScrollTo(this Missing.Browsing.ElementWrapper element) => element;
    }
}
namespace Res.ExtensionScopes.Pages
{
    public class Page
    {
        public void Scroll(Missing.Browsing.BrowserWrapper browser) => browser.ElementAt("td", 3)./*$*/ScrollTo();
    }
}
