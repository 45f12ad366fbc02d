using System;
using Avalonia;
using static Missing.Factory.SyntaxFactory;

namespace Res.UsingStaticUnread;

// A type is never called: Attribute(...) under using static of a type not
// read, beside System.Attribute, is that type's method (the LSP library's
// source generators, under using static SyntaxFactory).
public static class Generator
{
    public static object Make() => /*$*/Attribute(IdentifierName("Handlers"));
}

// After is, a name written as interfaces are is a type even so: no
// constant of the type imported is named so (LogicBlocks' metadata is
// IIdentifiableTypeMetadata under using static Types); another name may
// be its constant.
public static class Tests
{
    public static bool Identifiable(object metadata) => metadata is /*$*/IIdentifiableTypeMetadata || metadata is /*$*/Concrete;
}

// Before a dot, the type a using static imports is that type, and a
// package's well-known type of a namespace imported is a type: neither is
// a member the directive imports (MaterialDesignControls'
// Button.TextProperty and BindableProperty.Create(...) under using static
// Microsoft.Maui.Controls.Button). So is another name taken for a type
// before a dot without the directive: an imported member is seldom used
// before one (LethalCompanyInputUtils' SceneManager.activeSceneChanged
// under using static BepInDependency.DependencyFlags, an enum).
public static class Factories
{
    public static object Made() => /*$*/SyntaxFactory.Token(1) ?? /*$*/AvaloniaProperty.Register("x") ?? /*$*/Tokens.Comma;
}
