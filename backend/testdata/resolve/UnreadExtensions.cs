using System;
using System.Collections.Generic;
using Shouldly;
using Gfx = Missing.Graphics;

namespace Res.UnreadExtensions;

// Extension methods of the code none of which takes the arguments, where a
// namespace not read is imported: the call is that namespace's method,
// also when the code's are generic without constraints (Lamar's
// ShouldContain<T>(this IEnumerable<T>, Func<T, bool>) and
// ShouldContain(this string, string) for a Type[]'s
// ShouldContain(typeof(X)): Shouldly's).
public static class SpecificationExtensions
{
    public static void ShouldContain<T>(this IEnumerable<T> actual, Func<T, bool> expected) { }
    public static void ShouldContain(this string actual, string expected) { }
}
public class Uses
{
    public void Check(Type[] types, string text)
    {
        types./*$*/ShouldContain(typeof(string));
        types./*$*/ShouldContain(t => t.IsClass);
        text./*$*/ShouldContain("x");
    }
}

// An assembly's event of the name is no member a call on a value of a
// type not read may mean: only its own type invokes it (Hellang's
// Logger.UnhandledException(error) of an ILogger<T> is the code's
// extension method, not AppDomain.UnhandledException).
public static class LoggerExtensions
{
    public static void UnhandledException(this Microsoft.Extensions.Logging.ILogger logger, Exception exception) { }
}
public class Middleware
{
    Microsoft.Extensions.Logging.ILogger<Middleware> Logger { get; } = null!;
    public void Fail(Exception error) => Logger./*$*/UnhandledException(error);
}

// Type arguments written rule out an extension method of another count of
// type parameters: MessagePack's resolver.GetFormatter<T>() is the
// package's own method, not StreamJsonRpc's GetFormatter(this in
// SerializationContext).
public static class ContextExtensions
{
    public static int GetFormatter(this in Nerdbank.MessagePack.SerializationContext context) => 0;
}
public class Formatters
{
    MessagePack.IFormatterResolver resolver = null!;
    public object Generic<T>() => resolver./*$*/GetFormatter<T>();
    public object Plain() => resolver./*$*/GetFormatter();
}

// A method of a struct, an enum, a sealed or static class or Enum, other
// than the receiver's type, is no member of a value of a type not read
// (templating's jObject.Get<JsonNode>("key") is its JExtensions.Get<T>).
public static class NodeExtensions
{
    public static T? Get<T>(this Missing.Json.JsonNode? node, string key) => default;
}
public class NodeReader
{
    public object? Read(Missing.Json.JsonObject json) => json./*$*/Get<string>("key");
}

// A framework method that cannot take a known argument, under a using of a
// namespace not read: that namespace's extension method is called
// (DynamicData's Remove(this IList<T>, IEnumerable<T>) on an
// ObservableCollection, whose Remove(T) takes no List<T>: SteamTools).
public class Confirmations
{
    public System.Collections.ObjectModel.ObservableCollection<string> Items { get; } = new();
    public void Drop(System.Collections.Generic.List<string> done, string one)
    {
        Items./*$*/Remove(done);
        Items./*$*/Remove(one);
    }
}

// An E? boxes to what E does: an extension method on Enum takes it, though
// a namespace not read is imported (Braintree's value.GetDescription()).
public enum Shade { Light, Dark }
public static class EnumText
{
    public static string Describe(this Enum e) => e.ToString();
    public static string Show(Shade? maybe) => maybe./*$*/Describe();
}

// Extension methods the receiver's type (not read) would choose among, all
// returning one type: the call gives that type (OData's
// HttpContext.Request.ODataFeature().RouteName, of this HttpRequest and
// this HttpContext alike).
public interface IRouteFeature { string RouteName { get; } }
public static class RequestFeatures { public static IRouteFeature Feature(this Missing.Package.HttpRequest r) => null!; }
public static class ContextFeatures { public static IRouteFeature Feature(this Missing.Package.HttpContext c) => null!; }
public class Links
{
    public string Route(Missing.Package.IUrlHelper helper) => helper.Context.Request.Feature()./*$*/RouteName;
}

// An array of a type not read may be a sequence of what the code's
// extension method takes, and a tuple of arrays a tuple of sequences,
// though a namespace not read is imported (Blazor.BrowserAPI's
// children.DisposeAsync() of generated IHTMLElement[]s; (files, dirs).Release()).
public static class Releasing
{
    public static void Release(this IEnumerable<IDisposable> items) { }
    public static void Release(this (IEnumerable<IDisposable>, IEnumerable<IDisposable>) pair) { }
}
public interface IHandle : IDisposable { }
public class Handles
{
    public void Close(Missing.Package.IGeneratedHandle[] generated, IHandle[] files, IHandle[] dirs)
    {
        generated./*$*/Release();
        (generated, generated)./*$*/Release();
        (files, dirs)./*$*/Release();
    }
}

// Extension methods of the code for several receivers of types not read:
// a receiver named as one's receiver type is most likely one, uncertain
// (MvvmDialogs' result?.ToDialog() of a var result = await
// folder.CreateFileAsync(name), Avalonia's IStorageFile); a receiver
// named as none stays unanswered.
public static class StorageExtensions
{
    public static string ToDialog(this Avalonia.Platform.Storage.IStorageFile item) => "file";
    public static int ToDialog(this Avalonia.Platform.Storage.IStorageFolder item) => 0;
}
public class StorageFolder
{
    Avalonia.Platform.Storage.IStorageFolder folder = null!;
    public async System.Threading.Tasks.Task<string?> CreateFileAsync(string name)
    {
        var result = await folder.CreateFileAsync(name);
        return result?./*$*/ToDialog();
    }
    public async System.Threading.Tasks.Task<int?> CreateFolderAsync(string name)
    {
        var result = await folder.CreateFolderAsync(name);
        var other = await folder.OpenAsync(name);
        return result?./*$*/ToDialog() + other./*$*/ToDialog();
    }
}

// A value of a type written but declared nowhere read is no struct nor
// sealed class read either: a string's extension method is not what its
// call means (the Syncfusion toolkit's _upButtonView.Measure(w, h) of a
// MAUI View, not its Measure(this string, float, ...)).
public static class TextMeasure
{
    public static int Measure(this string text, float width, int mode = 0) => 0;
}
public class Measuring
{
    Microsoft.Maui.Controls.View? view;
    public void Layout(float width) => view!./*$*/Measure(width);
    public int Text(string text, float width) => text./*$*/Measure(width);
}

// Extension methods of several receivers of types not read, called on a
// member of a base not read: the one whose receiver type is that base's
// type argument, uncertain (fmbot's this.Context.SendResponse(...) in a
// CommandModule<CommandContext>, of CommandContext, not IInteractionContext).
public static class ContextExtensions
{
    public static Task SendResponse(this NetCord.Services.Commands.CommandContext context, string text) => Task.CompletedTask;
    public static Task SendResponse(this NetCord.IInteractionContext context, string text, bool ephemeral = false) => Task.CompletedTask;
}
public class CommandModuleBase : NetCord.Services.Commands.CommandModule<NetCord.Services.Commands.CommandContext> { }
public class PlayCommands : CommandModuleBase
{
    public Task Play() => this.Context./*$*/SendResponse("x");
    public Task Now() => Context./*$*/SendResponse("y");
}

// Shouldly's Should is a static class no test base has a member named as:
// the type, referred to, in a test class whose base is not read
// (AutoInject's Should.Throw<T>(...) in a GoDotTest TestClass).
public class Throwing : Missing.TestClass
{
    public void Check() => /*$*/Should.Throw<InvalidOperationException>(() => { });
}

// Of extension methods on a type parameter constrained to a type not read,
// those whose constraint names another type than the receiver's (or its
// base's, not read) drop out where one names it: C# drops a method whose
// constraint the receiver breaks, and both would be ambiguous
// (FmgLib.MauiMarkup's ButtonExtension and LabelExtension for new Label().FontSize(12)).
public static class ButtonMarkup { public static T FontSize<T>(this T self, double size) where T : Missing.Controls.Button => self; }
public static class LabelMarkup { public static T FontSize<T>(this T self, double size) where T : Missing.Controls.Label => self; }
public class TitleLabel : Missing.Controls.Label { }
public static class Markup
{
    public static object Sized(Missing.Controls.Label label) => label./*$*/FontSize(12);
    public static object Title() => new TitleLabel()./*$*/FontSize(12);
}

// The same on a generic type of the constrained type parameter, its
// parameters written in full and through an alias
// (FmgLib.MauiMarkup's Padding<T>(this SettersContext<T>, Thickness)
// where T : Button, in new Style<Button>(e => e.Padding(...))).
public class Setters<T> { }
public static class ButtonSetters { public static Setters<T> Padding<T>(this Setters<T> self, Missing.Graphics.Thickness padding) where T : Missing.Controls.Button => self; }
public static class PageSetters { public static Setters<T> Padding<T>(this Setters<T> self, Gfx.Thickness padding) where T : Missing.Controls.Page => self; }
public static class Styles
{
    public static object Padded(Setters<Missing.Controls.Button> button, Setters<Missing.Controls.Page> page, Gfx.Thickness t) =>
        button./*$*/Padding(t) ?? page./*$*/Padding(t);
}

// A value of an interface not read is no receiver of an extension method
// taking a class; nor, where the call is a package's well-known generic
// method, of one taking an interface not read whose name shares no word
// with its own (UiPath.Caching's fixture.Create<T>() of AutoFixture's
// IFixture is no Create<T>(this ILoggerFactory)). Other interfaces may
// derive from one another: AngleSharp's IElement is an INode.
public static class FactoryMarkup
{
    public static System.Collections.Generic.List<T> Create<T>(this System.IO.Stream? stream) => new();
    public static T Freeze<T>(this Missing.Logging.ILoggerFactory? factory) => default!;
    public static string MarkupMatches(this Missing.Dom.INode node, string markup) => markup;
}
public class FixtureUse
{
    public object Run(Missing.Fixtures.IFixture fixture, Missing.Dom.IElement element) =>
        fixture./*$*/Create<string>() ?? fixture./*$*/Freeze<string>() ?? element./*$*/MarkupMatches("<p/>");
}

// Of extension methods on object and on a type not read, a value of
// another type not read most likely goes to object's (Jotunn's
// recipe.FixReferences() of Valheim's Recipe, beside FixReferences(this GameObject)).
public static class MockFixes
{
    public static void FixReferences(this object value) { }
    public static void FixReferences(this Missing.Unity.GameObject gameObject) { }
}
public class Recipes
{
    public void Fix(Missing.Valheim.Recipe recipe) => recipe./*$*/FixReferences();
}
