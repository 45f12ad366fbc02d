using Res.Cms.Core.Editors; // a namespace a package adds to Res.Cms (below)

namespace Res.Stores.Data
{
    public class Entry { }
}

namespace Res.Cms.Integrations
{
    // A namespace of the code that a package adds to, whose part a using
    // directive imports, is that namespace before a dot even in a class
    // whose base is not read (Umbraco.Cms.Integrations' [DataEditor(Group =
    // Cms.Core.Constants.PropertyEditors.Groups.Pickers)] on a DataEditor).
    [Missing.Package.DataEditor(Group = /*$*/Cms./*$*/Core.Constants.Pickers)]
    public class PickerEditor : Missing.Package.DataEditor { }

    // Such a namespace before X.MEnum.N names a type too (Avalonia's
    // Animation.FillMode.None in an ExtendedToolkit control); a base's
    // member does not (a controller's Request.ContentType.StartsWith(...)).
    public class Swapper : Missing.Package.ContentControl
    {
        public object Mode() => Core./*$*/EditorMode.Inline;
        public bool Form() => Request./*$*/ContentType.StartsWith("multipart/");
    }
}

namespace Res.Stores.Sources
{
    // A simple name in a class whose base is not read may be a member of
    // that base, which C# finds before the namespaces around: Data = Data.Keys
    // is ConfigurationProvider's Data, not the namespace Res.Stores.Data
    // (EventStore); Data.Entry is the namespace's type.
    public class Provider : Missing.Package.ConfigurationProvider
    {
        public object Load()
        {
            /*$*/Data = /*$*/Data.Keys;
            return new /*$*/Data.Entry();
        }
    }
}

namespace Res.Stores.Web
{
    // A method the class declares that cannot take the arguments: the
    // overload called is its base's, not read (Sonarr's Accepted(resource)
    // in RestController<T> : Controller, which declares Accepted(int id)).
    public class Resource { }
    public class RestController<T> : Missing.Package.Controller
    {
        protected object Accepted(int id) => id;
    }
    public class EpisodeController : RestController<Resource>
    {
        // File(bytes, type) is ControllerBase's method, not System.IO.File:
        // a type is never called (ErsatzTV's ArtworkController).
        public object Image(byte[] bytes) => /*$*/File(bytes, "image/png");
        public object Update(Resource resource) => /*$*/Accepted(resource);
        public object Created(int id) => /*$*/Accepted(id);
        // A type is never written either: Resource here is the base's
        // property (v2rayN's MainWindow = mainWindow in a WPF App).
        public void Keep(object value) { /*$*/Resource = value; }
    }
}

namespace Res.Stores.Dispatching
{
    // An extension method on a type not read may take a value of a class
    // whose base is not read when no other that takes the value takes the
    // arguments: this.Go(() => { }) is Go(this DispatcherObject, Action),
    // not Go<T>(this T, Action<T>) (MahApps.Metro's BeginInvoke).
    public static class Dispatching
    {
        public static int Go(this Missing.Package.DispatcherObject target, System.Action action) => 1;
        public static int Go<T>(this T target, System.Action<T> action) => 2;
    }
    public class Panel : Missing.Package.ContentControl
    {
        public int Use() => this./*$*/Go(() => { }) + this./*$*/Go(p => { });
    }
}

// A workspace type before a member its base not read declares
// (Playnite's TopPanelItem : Button, TopPanelItem.ContentTemplateProperty,
// written in a control whose own base is not read either): the type, not a
// member of the enclosing type's base named like it.
public class PanelItem : Missing.Button { }
public class Panel : Missing.Control
{
    public object Template => /*$*/PanelItem.ContentTemplateProperty;
}

// Set through it, a member no part read declares is a value's: a static
// property is seldom set through a type deriving from its own (Wabbajack's
// ViewModel.HasTags = ... in a ReactiveUserControl<VM>, beside a class
// ViewModel : ReactiveObject).
// From a nested class whose base is not read, an outer class's instance
// members are not reached (CS0038): the name is the base's (xwt's
// TooltipText = ... in a class nested in a backend, deriving from
// gtk-sharp's TextView).
public class WidgetBackend { public string? TooltipText { get; set; } public static int Count; }
public class TextBackend : WidgetBackend
{
    class GtkTextView : Missing.Gtk.TextView
    {
        void Hover() { /*$*/TooltipText = "x"; /*$*/Count++; }
    }
}

public class ViewModel : Missing.ReactiveObject { }
public class GalleryView : Missing.ReactiveUserControl<Pickers>
{
    void Filter() { /*$*/ViewModel.HasTags = null; }
}

// Equals(a, b) and ReferenceEquals(a, b) in a class whose base is not read
// (MaterialDesignInXaml's pickers in a WPF UserControl): object's static
// methods, which the base's chain ends at and no class hides.
public class Pickers : Missing.UserControl
{
    public bool Same(object a, object b) => /*$*/Equals(a, b) || /*$*/ReferenceEquals(a, b);
    public bool Like(object a) => /*$*/Equals(a);
}

namespace Res.Stores.Sqlite
{
    using System.Collections.Generic;
    using System.Threading.Tasks;
    using Missing.Package;

    // Extension methods on types of a package not read (Duplicati's
    // SqliteCommand and SqliteDataReader): a value of such a type that came
    // through a type argument (List<Reader>'s indexer, await on a
    // Task<Reader>, a generic method's T) is still a Reader; and this Cmd
    // is as much an identity for a Cmd as this T, so C# prefers the method
    // that is not generic.
    public static class CommandExtensions
    {
        public static long ToLong(this Reader reader, int index) => index;
        public static Cmd SetParameter(this Cmd command, string name, object value) => command;
        public static T SetParameter<T>(this T command, string name, object value) where T : System.Data.IDbCommand => command;
        public static Task<Reader> ReadAsync(this Cmd command) => null;
        public static T Same<T>(this T value) => value;
        // A discard is of the type it is given: no Reader for the bool.
        public static bool TryRead(this Reader reader, out Cmd command, out bool more) { command = null; more = false; return true; }
    }
    public class Store
    {
        public async Task Load(List<Reader> readers, Cmd command)
        {
            readers[0]./*$*/ToLong(0);
            foreach (var each in readers)
                each./*$*/ToLong(1);
            command./*$*/SetParameter("@id", 1).Same()./*$*/SetParameter("@name", "x");
            var reader = await command.ReadAsync();
            reader./*$*/ToLong(2);
            reader./*$*/TryRead(out _, out _);
        }
    }

    // A method no method read takes, called on a value of a class whose base
    // is not read, is the base's (Jellyfin's context.SaveChangesAsync(token)
    // on a DbContext that overrides only SaveChangesAsync(bool, CancellationToken)).
    public class StoreContext : Missing.Package.DbContext
    {
        public override Task<int> SaveChangesAsync(bool accept, System.Threading.CancellationToken token = default) => null;
    }
    public class Saver
    {
        public void Save(StoreContext context, System.Threading.CancellationToken token)
        {
            context./*$*/SaveChangesAsync(token);
            context./*$*/SaveChangesAsync(true, token);
        }
    }
}

namespace Res.Stores.Mapping
{
    // A class whose base is not read overrides one overload of a method
    // (EFCore.PG's NpgsqlTypeMappingSource overrides FindMapping(in
    // RelationalTypeMappingInfo)): a System.Type argument cannot go to the
    // override's parameter of a type not read, so FindMapping(type) is the
    // base's FindMapping(Type); and a call no method read takes by count is
    // the base's too.
    public class MappingSource : Missing.Package.RelationalTypeMappingSource
    {
        protected override object FindMapping(in Missing.Package.MappingInfo info) => null;
        public object Element(System.Type type) => /*$*/FindMapping(type);
        public object Own(Missing.Package.MappingInfo info) => /*$*/FindMapping(info);
        public object Named(string name) => /*$*/FindMapping(name);
    }
    public class MappingTests
    {
        public object Map(MappingSource source, System.Type type) => source./*$*/FindMapping(type, "text");
        // A value of a type not read is no bool: CreateInstance(Type, params object[]).
        public object Make(System.Type type, Missing.Package.MappingInfo info) => System.Activator./*$*/CreateInstance(type, info);
    }
}

// A generic method whose type parameter no argument gives is no candidate
// without type arguments: GetChild(name) beside T GetChild<T>(string) is the
// base's GetTemplateChild (WPF UI's NavigationView); GetChild<Panel>(name)
// is the generic one.
public class Navigation : Missing.Control
{
    protected T GetChild<T>(string name) where T : class => /*$*/GetChild(name) as T;
    public object Back() => /*$*/GetChild<Panel>("back");
}

// A class whose base is not read may derive from a class or implement an
// interface read: OxyPlot's GetAncestor(this) in a WPF FrameworkElement,
// whose chain reaches WindowsBase's DependencyObject. No assembly derives
// from a workspace type, so Adopt(Scene) does not take it.
public class Scene { }
public class Canvas3D : Missing.FrameworkElement
{
    object GetAncestor(System.ComponentModel.Component start) => start;
    object Close(System.IDisposable resource) => resource;
    object Adopt(Scene scene) => scene;
    public object Use() => /*$*/GetAncestor(this) ?? /*$*/Close(this) ?? /*$*/Adopt(this);
}

// A protected override is none of the members code outside the class can
// call: the base not read has the public one called (Pomelo's
// Mapper.FindMapping(storeType) of a MySqlTypeMappingSource).
public class MappingSource : Missing.Package.RelationalTypeMappingSource
{
    protected override object FindMapping(in Missing.Package.RelationalTypeMappingInfo info) => null!;
}
public static class MappingUser
{
    static object Use(MappingSource mapper) => mapper./*$*/FindMapping("int");
}

// A string goes to no parameter of an interface not read: the base not
// read has the overload called (the Npgsql EF Core provider's
// Mapper.FindMapping(storeType) where the class overrides FindMapping(IProperty)).
public class PropertyMappingSource : Missing.Package.RelationalTypeMappingSource
{
    public override object FindMapping(Missing.Package.IProperty property) => null!;
    static object Use(PropertyMappingSource mapper, string storeType) => mapper./*$*/FindMapping(storeType);
}

// A type whose members of the name are all instance ones is not what a
// simple name before the dot means in a class whose base is not read: the
// base's member is (ModernWPF's Dispatcher.BeginInvoke(...) in a WPF
// Control is its Dispatcher property); a static member is the type's.
public class Ticking : Missing.Control
{
    public void Tick() => /*$*/Timer.Start();
    public object Now() => /*$*/Timer.Default;
}
public class Timer
{
    public void Start() { }
    public static Timer Default { get; } = new Timer();
}

// An extension method on a class read that a chain not read may reach:
// FindAncestor<T>(this Component) on a control whose base is not read
// (the Extended WPF Toolkit's this.FindVisualAncestor<T>() of
// Extentions.FindVisualAncestor<T>(this DependencyObject) in a WPF Control),
// and of two, the one the lambda fits (MahApps.Metro's this.BeginInvoke(() => ...)).
public static class TreeExtensions
{
    public static T? FindAncestor<T>(this System.ComponentModel.Component start) where T : class => null;
    public static void Later(this System.ComponentModel.Component target, System.Action action) { }
    public static void Later<T>(this T target, System.Action<T> action) where T : System.ComponentModel.Component { }
}
public class PaneTitle : Missing.Control
{
    public object? Pane() => this./*$*/FindAncestor<PaneTitle>();
    public void Close() => this./*$*/Later(() => { });
}

// In a class whose base is not read, System and Microsoft before a dot
// are the namespaces, also where what follows is a package's not read
// (EasyCaching's tests' Microsoft.Data.Sqlite.SqliteCacheMode.Default).
public class SqliteTests : Missing.BaseCachingProviderTest
{
    public object Mode() => /*$*/Microsoft.Data.Sqlite.SqliteCacheMode.Default;
}

namespace Res.Stores.Resolvers
{
    // A base not read ends at object: GetType(), this.GetType(),
    // MemberwiseClone() and, beside the class's own Equals(RemoteResolver),
    // Equals(a, b) are object's (dotnet-script's RemoteFileResolver :
    // SourceReferenceResolver; VirtoCommerce's Role : IdentityRole).
    public class RemoteResolver : Missing.Package.SourceReferenceResolver
    {
        private readonly object _files = new object();
        protected bool Equals(RemoteResolver other) => /*$*/Equals(_files, other._files);
        public bool Same(object obj) => obj.GetType() == this./*$*/GetType() && /*$*/GetType() != null;
        public RemoteResolver Copy() => (RemoteResolver)/*$*/MemberwiseClone();
    }
}

// nameof names an outer class's instance member from a nested class whose
// base is not read (templating's nameof(Name) in a JsonConverter nested in
// the type it writes).
public class SearchData
{
    public string Name { get; set; } = "";
    class Converter : Missing.JsonConverter<SearchData>
    {
        string Key() => nameof(/*$*/Name);
    }
}

// Object.Debug(m) in a class whose base is not read (chocolatey's
// MockLogger : Mock<ILog>): the base's Object property, not System.Object,
// which has no Debug in any framework.
public interface IMockedLog { void Debug(string m); }
public class MockLogger : Missing.Mock<IMockedLog>
{
    public void Log(string m) => /*$*/Object.Debug(m);
}

// A base not read, written with the derived type's type parameters, has
// its type arguments in inference: a Custom<string, string> :
// ProducerBuilder<TKey, TValue> is a ProducerBuilder<string, string>
// (OpenTelemetry's Kafka tests' AsInstrumentedProducerBuilder()).
public sealed class InstrumentedBuilder<TKey, TValue> { }
public static class BuilderExtensions
{
    public static InstrumentedBuilder<TKey, TValue> AsInstrumented<TKey, TValue>(this Missing.Kafka.ProducerBuilder<TKey, TValue> builder) => new();
}
public class ProducerUse
{
    private class Custom<TKey, TValue>(string config) : Missing.Kafka.ProducerBuilder<TKey, TValue>(config);
    public object Build()
    {
        var /*$*/instrumented = new Custom<string, int>("c").AsInstrumented();
        return instrumented;
    }
}

// A member of a base not read whose type arguments are the workspace's
// may give values of them: the lambda's d may be a Document, so its
// members are candidates, not a package's (Ardalis' Query.Where(d => ...)
// in a Specification<Document>: CleanArchitecture Blazor).
public class Document { public bool IsPublic { get; set; } }
public class PublicDocuments : Missing.Specs.Specification<Document>
{
    public PublicDocuments() => Query.Where(d => d./*$*/IsPublic);
}

// A name neither called nor converted to a delegate, on a type whose base
// is not read: a property or field of that base, not a method group of an
// extension method of the name (LibreAutomate's var v = t.Text of a WPF
// TextBox is no Text(this HttpResponseMessage)).
public static class ResponseText
{
    public static string Caption(this System.Net.Http.HttpResponseMessage response, bool trim = false) => "";
}
public class CaptionBox : Missing.Package.TextBoxBase { }
public class CaptionUser
{
    public int Use(CaptionBox box)
    {
        var caption = box./*$*/Caption;
        box./*$*/Caption = "x";
        return box./*$*/Caption.Length;
    }
}

// In a type whose base not read takes one type argument, a name declared
// nowhere is a member of that base, most often of the argument's type:
// its members are guessed there (Codeer's QrCodeField :
// FieldBase<QrCodeFieldDesign>, whose Design.Text is QrCodeFieldDesign's).
// A namespace of the name holding a type whose member is an instance one
// is not meant: Services.Notifier.Notify(...) reads the base's Services.
namespace Res.Guessing.Services
{
    public class Notifier { public void Notify(string text) { } }
}
namespace Res.Guessing.Fields
{
    public class CardDesign { public string Caption { get; set; } = ""; }
    public class CardField : Missing.Package.FieldBase<CardDesign>
    {
        public void Show()
        {
            var caption = Design./*$*/Caption;
            /*$*/Services./*$*/Notifier./*$*/Notify(caption);
        }
    }
}

// A value of a type whose base is not read may convert to a struct of the
// code through its operator from a type not read, which that base may
// derive from: the method taking the struct applies (LibreAutomate's
// d.ShowOpen(out string s, this) of AnyWnd's operator from a WPF
// DependencyObject, in a Window).
public struct AnyOwner
{
    public static implicit operator AnyOwner(IntPtr handle) => default;
    public static implicit operator AnyOwner(Missing.Package.DependencyObject element) => default;
}
public class FileDialog
{
    public bool ShowOpen(out string path, AnyOwner owner = default, bool folder = false) { path = ""; return true; }
    public bool ShowOpen(out string[] paths, AnyOwner owner = default, bool folder = false) { paths = []; return true; }
}
public class OwnerWindow : Missing.Package.Window
{
    public void Pick(FileDialog dialog) => dialog./*$*/ShowOpen(out string path, this, /*$*/folder: true);
}

// A lambda given to a method of a base not read that takes one type
// argument, called by its name or on what such a call gives, is guessed to
// take that argument (Bogus' RuleFor(p => p.Person, ...) in a
// Faker<Participant>, FluentValidation's RuleFor(...).When(x => ...)).
public class Attendee { public string Seat { get; set; } = ""; }
public class AttendeeFaker : Missing.Package.Faker<Attendee>
{
    public AttendeeFaker()
    {
        RuleFor(a => a./*$*/Seat, _ => "A1");
        RuleFor(a => a.Seat, _ => "B2").When(a => a./*$*/Seat != "");
    }
}

// A name declared nowhere before a dot, in a class whose base is not
// read, is a type of an assembly not read, referred to, where there is
// no instance (an attribute on the type, a field's initializer:
// Blazing.Mvvm's [ViewModelDefinition(Lifetime = ServiceLifetime.Transient)],
// Avalonia's AvaloniaProperty.RegisterDirect(...)), where what follows
// is a dependency property, where X.M is read whole, as constants and
// enum members are, X is named as enums are or M not as members of
// values are, and the file writes X after no dot (WPF's
// FrameworkPropertyMetadataOptions.AffectsRender in a Shape, MAUI's
// Colors.White; not Avalonia's Bounds.Width), and after
// is (x is UIViewController && ok); not where X.M is called, written,
// read on, compared with null or names a count, nor where the file reads
// X as a value's member or what X.M gives (Context.Interaction.Respond()
// beside Describe(Context.User): discord-masz): the base's property X may be meant
// (Dispatcher.Invoke(...) in a WPF Window, UIKit's ViewControllers.Length),
// nor a static property's field (Avalonia's BoundsProperty.Changed in a
// static constructor).
[Missing.ViewModelDefinition(Lifetime = /*$*/ServiceLifetime.Transient)]
public class TextPathLike : Missing.Shape
{
    static readonly object Registered = /*$*/AvaloniaProperty.RegisterDirect<TextPathLike, double>("Zoom");
    public object Options() => /*$*/FrameworkPropertyMetadataOptions.AffectsRender;
    public object Family() => /*$*/TextElement.FontFamilyProperty.AddOwner(typeof(TextPathLike));
    public bool Test(object o, bool ok) => o is /*$*/UIViewController && ok || o is not /*$*/HyperlinkButton;
    public void Run() => /*$*/Dispatcher.Invoke(() => { });
    public void Open() { /*$*/ContextMenu.IsOpen = true; }
    public object Title() => /*$*/Window.Owner.Title;
    public object Hand(TextPathLike other) => other.Cursor ?? /*$*/Cursor.Hand;
    public bool Shown() => /*$*/NavigationBar.Subviews != null && /*$*/ViewControllers.Length > 0;
    public int Last() => /*$*/ViewControllers.Length;
    static TextPathLike() { /*$*/BoundsProperty.Changed.AddClassHandler<TextPathLike>(null); }
    public object Size() => new System.Tuple<double, double>(/*$*/Bounds.Width, /*$*/Bounds.Height);
    public object Effects() => /*$*/DragDropEffects.None;
    public object White() => /*$*/Colors.White;
    public object Mode(bool on) => on ? /*$*/ProcessModeEnum.Inherit : /*$*/ProcessModeEnum.Disabled;
    public void Respond() => Context.Interaction.Respond();
    public object Author() => Describe(/*$*/Context.User);
    static object Describe(object o) => o;
    // A type is never null-forgiven: Attribute! is the base's member
    // beside System.Attribute (contentment's DataEditor).
    public object Marked() => Describe(/*$*/Attribute!);
}

// Also where X.M is a nested type, named as enums are, whose member goes
// where constants go (Godot's MouseFilter = Control.MouseFilterEnum.Ignore
// in a Node2D; not Window.Owner.Title nor Bounds.Size.Width, values), and
// as an element of a collection expression (SadieEmulator's
// [FurnitureItemInteractionType.WiredTriggerEnterRoom] in a package's interactor).
public class Bubble : Missing.Node2D
{
    public object Filter() => /*$*/Control.MouseFilterEnum.Ignore;
    public object Width() => /*$*/Bounds.Size.Width;
    public System.Collections.Generic.List<string> Types => [/*$*/FurnitureItemInteractionType.WiredTriggerEnterRoom];
}

// A member of a type not read named as enums are, before a dot, is its
// nested type, referred to (Godot's DisplayServer.WindowMode.Windowed);
// one named otherwise is read (a static property's).
public static class WindowModes
{
    public static object Windowed() => DisplayServer./*$*/WindowMode.Windowed;
    public static object Qualified() => global::Godot.TileSet./*$*/TerrainMode.CornersAndSides;
    public static object Current() => Application./*$*/Current.MainWindow;
    // One named in the plural, as classes of constants are, before a member
    // named as no value's is, is a nested class too (Umbraco's
    // Constants.PropertyEditors.Groups.Lists); not before Length.
    public static object Group() => Missing.Package.Constants./*$*/PropertyEditors./*$*/Groups.Lists;
    public static object Screens() => Screen./*$*/AllScreens.Length;
    // A class of constants' member before a dot is a nested class of them
    // (Umbraco's Constants.Security.SuperUserKey, Constants.System.Root).
    public static object Key() => Missing.Package.Constants./*$*/Security.SuperUserKey;
    public static object Settings() => ApplicationData.Current./*$*/LocalSettings.Values; // of a value, a static property's
    // A value's member is read, whatever its name (N3O.Umbraco's
    // src.Property.PropertyType.DataType.ConfigurationAs<T>()).
    public static object Configured(Missing.Package.Mapping src) => src.Property./*$*/PropertyType.DataType;
}

// A type of the code that is a sequence through a base not read has that
// base's one type argument as its elements (SeoToolkit's foreach (var
// provider in this) in a BuilderCollectionBase<IFieldProvider>).
public class CardCollection : Missing.Package.BuilderCollectionBase<Res.Guessing.Fields.CardDesign>
{
    public string First()
    {
        foreach (var /*$*/card in this)
            return card./*$*/Caption;
        return "";
    }
}

// LINQ's operators on such a type are Enumerable's first, of an element
// of that type argument (enterspeed's _jobHandlers.FirstOrDefault(f =>
// f.CanHandle(job)) of a BuilderCollectionBase<IEnterspeedJobHandler>).
public class CardPicker
{
    private readonly CardCollection _cards = new();
    public object? Pick() => _cards./*$*/FirstOrDefault(/*$*/c => c./*$*/Caption == "x");
}

// So they are on one whose base not read takes no type argument (N.I.N.A.'s
// _notifications.OrderBy(x => x.Key) of a NotificationsList, a package's
// ConcurrentDictionary), and on what they give.
public class NotificationList : Missing.Package.NotificationsList { }
public static class Paging
{
    public static IQueryable<T> Page<T>(this IQueryable<T> query, int size) => query;
    public static IEnumerable<T> Page<T>(this IEnumerable<T> items, int size) => items;
}
public class NotificationCloser
{
    private readonly NotificationList _notifications = new();
    public object Oldest() => _notifications./*$*/OrderBy(x => x.GetHashCode())./*$*/Take(1);
    public object First() => _notifications./*$*/Page(10);
}

namespace Res.Search
{
    using NUnit.Framework;

    // In a class whose base is not read: a class of constants before a dot,
    // and a chain of them, is a type (CmsSearch's Constants.PropertyEditors.Aliases.Decimal
    // in an UmbracoIntegrationTest), as is every name before a dot of an
    // attribute's argument, a constant (UmbracoTestOptions.Database.NewSchemaPerTest);
    // NUnit's TestContext is a static class's.
    [Missing.Package.UmbracoTest(Database = UmbracoTestOptions./*$*/Database.NewSchemaPerTest)]
    public class SearchTests : Missing.Package.UmbracoIntegrationTest
    {
        public object Alias() => /*$*/Constants./*$*/PropertyEditors./*$*/Aliases.Decimal;
        public object Root() => /*$*/AppConstants./*$*/System.Root;
        public object Context() => /*$*/TestContext.CurrentContext + /*$*/Settings.Values.Default;
        [Missing.Package.Category(/*$*/Kinds.Slow.Name)]
        public void Slow() { }
    }
}

namespace Res.Adorners
{
    public static class DoubleHelper { public static bool AreClose(this double a, double b) => a == b; }

    // An extension method of the code takes a member of a base not read,
    // whatever the extended type: no declaration the code sees writes the
    // member's type (Snoop's this.ActualWidth.AreClose(0) in an Adorner).
    public class SelectionAdorner : Missing.Package.Adorner
    {
        public bool Empty() => this.ActualWidth./*$*/AreClose(0) || ActualHeight./*$*/AreClose(0);
    }
}

// A singleton's base not read that takes the type itself as its type
// argument gives its instance that type (vFolders' VFoldersCache :
// ScriptableSingleton<VFoldersCache>, whose instance.iconTextures_byKey is
// the cache's field); not another type's base.
public class FolderCache : Missing.Package.ScriptableSingleton<FolderCache>
{
    public int Count;
    public static int CachedCount() => FolderCache.instance./*$*/Count + Registry.Instance./*$*/Count;
}
public class Registry : Missing.Package.Singleton<FolderCache> { }

// A name declared nowhere read before a dot, in a class whose base is not
// read, is a type where the file writes it as one or before a dot where
// no such base can give it (a static context): Stardew Valley mods'
// Game1.playSound(...) in a Tool, beside Game1.player in a static method;
// not so a name the file writes nowhere else (a controller's Request).
public class ShovelTool : Missing.Stardew.Tool
{
    public static object Player() => Game1.player;
    public void Use() => /*$*/Game1.playSound("dig");
    public object Body() => /*$*/Request.Body;
}

// So is one named as static classes of helpers are, which no base has a
// value of (Npgsql's NpgsqlModelBuilderExtensions in an EF Core
// migration, Revit's PartUtils); not the Extensions a base may have.
public partial class InitialMigration : Missing.Package.Migration
{
    public void Build(object builder) => /*$*/NpgsqlModelBuilderExtensions.UseIdentityColumns(builder);
    public object Parts() => /*$*/PartUtils.GetParts(this) ?? /*$*/Extensions.Count;
}

// A case's name declared nowhere read is a type pattern's type where no
// base not read may have a constant of the name, and one named as
// interfaces are anywhere (RevitLookup's IDescriptorEnumerator => ...).
public class RowStyles : Missing.Package.StyleSelector
{
    public string Select(object item) => item switch
    {
        /*$*/IDescriptorEnumerator or /*$*/IDescriptorCollector => "row",
        /*$*/DefaultStyle => "default",
        _ => "",
    };
}
public static class PlainStyles
{
    public static string Select(object item)
    {
        switch (item)
        {
            case /*$*/DescriptorRow:
                return "row";
            default:
                return "";
        }
    }
}

namespace Res.Dots
{
    using Unity.Mathematics;
    using UnityEngine;

    // DOTS' math and Unity's LayerMask before a dot are types, in a class
    // whose base is not read too (EntityComponentSystemSamples'
    // math.mul(...) in a joint's authoring, LethalCompany mods'
    // LayerMask.NameToLayer(...) in a NetworkBehaviour).
    public class Joint : Missing.Package.BaseJoint
    {
        public float Step(float x) => /*$*/math.abs(x) + /*$*/LayerMask.NameToLayer("Props");
    }
}
