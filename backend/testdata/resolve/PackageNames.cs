// Types of packages not read, written in documentation IDs in the
// namespace of the package the file imports that has the name, where two
// packages have one (Avalonia's RoutedEventArgs, WPF's; xunit 3's
// ITestOutputHelper in Xunit, xunit 2's in Xunit.Abstractions): v2rayN's
// btnReset_Click(object, RoutedEventArgs).
namespace Res.PackageNames
{
    using Avalonia.Controls;
    using Avalonia.Interactivity;
    using Xunit;

    public class HotkeyView
    {
        public HotkeyView(ITestOutputHelper output) { }
        public void Reset(object sender, RoutedEventArgs e) { }
        void M() => /*$*/Reset(this, null!);
        static object Make() => new /*$*/HotkeyView(null!);
    }
}

namespace Res.PackageNames.Two
{
    using Xunit;
    using Xunit.Abstractions;

    // xunit 2: both namespaces imported, the name is Xunit.Abstractions'
    public class Fixture
    {
        public Fixture(ITestOutputHelper output) { }
        static object Make() => new /*$*/Fixture(null!);
    }
}

// The .NET compiler platform's types a source generator or an analyzer
// takes (Refit's IsRefitMethod(IMethodSymbol, INamedTypeSymbol)), with
// another package's namespace imported too.
namespace Res.PackageNames.Generators
{
    using Microsoft.CodeAnalysis;
    using Microsoft.CodeAnalysis.CSharp.Syntax;
    using Microsoft.CodeAnalysis.Testing;
    using Microsoft.CodeAnalysis.Text;
    using Polly;

    public static class Parser
    {
        static bool IsRefitMethod(IMethodSymbol method, INamedTypeSymbol attribute, ClassDeclarationSyntax declaration, TextSpan span) => true;
        static bool Use() => /*$*/IsRefitMethod(null!, null!, null!, default);
        // PInvoke's generator: CopyAsAncestor(NamespaceDeclarationSyntax)
        static object? CopyAsAncestor(NamespaceDeclarationSyntax syntax) => null;
        static object? Copy() => /*$*/CopyAsAncestor(null!);
        // Jab's KnownTypes(Compilation, IModuleSymbol, IAssemblySymbol) and
        // its tests' VerifyAnalyzerAsync(string, params DiagnosticResult[])
        static bool Known(Compilation compilation, IModuleSymbol module, IOperation operation) => true;
        static bool Verify(string source, params DiagnosticResult[] expected) => true;
        static bool UseKnown() => /*$*/Known(null!, null!, null!) && /*$*/Verify("");
    }
}

// System.Collections.Immutable's interfaces, with another package's
// namespace imported too (Hyperion's TestClass(..., IImmutableQueue<string>,
// IImmutableSet<string>, IImmutableStack<string>)).
namespace Res.PackageNames.Immutable
{
    using System.Collections.Immutable;
    using Xunit;

    public class Collections
    {
        public Collections(IImmutableQueue<string> queue, IImmutableSet<string> set, IImmutableStack<string> stack) { }
        static object Make() => new /*$*/Collections(null!, null!, null!);
    }
}

// A static class can be neither new-ed nor a variable's type: under an
// imported namespace not read, the name there is that namespace's type
// (roslynpad's new Path { Data = g } under using Avalonia.Controls.Shapes,
// System.IO's static Path imported further out, by the implicit usings).
namespace Res.PackageNames
{
    public static class Outline { public static string Combine(string a, string b) => a + b; }
}

namespace Res.PackageNames.Shapes
{
    using Avalonia.Controls.Shapes;

    public class Marker
    {
        object Make() { var p = new /*$*/Outline { /*$*/Data = null }; return p; }
        void Take(/*$*/Outline p) { }
        string Join(string a) => /*$*/Outline.Combine(a, "b");
        System.Type Kind() => typeof(/*$*/Outline);
    }
}

// SkiaSharp's types, with another package's namespace imported too
// (RichTextKit's GetHarfBuzzBlob(SKStreamAsset) beside using HarfBuzzSharp).
namespace Res.PackageNames.Skia
{
    using HarfBuzzSharp;
    using SkiaSharp;

    public static class Shaper
    {
        static object? GetBlob(SKStreamAsset asset, SKColor color) => null;
        static object? Use() => /*$*/GetBlob(null!, default);
    }
}

// A package's name does not say its namespace by itself: Ensure.That's is
// EnsureThat, whose Ensure.That(x) is a type's method (alleycat-godot 37).
namespace Res.PackageNames.Three
{
    using EnsureThat;

    public static class Guards
    {
        public static void Check(object value) => /*$*/Ensure.That(value, nameof(value));
    }
}
