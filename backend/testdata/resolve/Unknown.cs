using System;
using Missing.Package;

namespace Res.Unknown;

// Receivers whose type comes from a package this machine does not have.

public class PipeBuilder { public PipeBuilder AddTimeout(int seconds) => this; }
public class PipeContext { public string Name { get; } = ""; }

public static class PipeExtensions
{
    public static IServiceCollection AddPipeline(this IServiceCollection services, string key, Action<PipeBuilder> configure) => services;
    public static IServiceCollection AddPipeline(this IServiceCollection services, string key, Action<PipeBuilder, PipeContext> configure) => services;
    public static IServiceCollection AddPipelines(this IServiceCollection services) => services;
}

public static class Registration
{
    public static void Register(IServiceCollection registered)
    {
        // Every member of the name is a workspace extension method in scope: the arguments choose.
        var services = new ServiceCollection();
        services./*$*/AddPipeline("k", builder => builder./*$*/AddTimeout(1));
        services./*$*/AddPipeline("k", (builder, context) => /*$*/context./*$*/Name./*$*/Trim());
        registered./*$*/AddPipelines()./*$*/AddPipeline("k", b => { });
        // Some other type (an assembly's, not read) may declare Add: not guessed.
        services./*$*/Add(registered);
        // A name not called is a field or property, never an extension method
        // (QuestPDF's `new SvgRenderer { FontSize = 16 }`).
        var options = new ServiceCollection { /*$*/AddPipelines = 1 };
        var count = services./*$*/AddPipelines;
    }
}

// OfType<T>() on a sequence of a package's type yields Ts, whatever it holds.
public interface IHasSensitivity { int Sensitivity { get; } }
public class Handlers
{
    public int Sum(Missing.Package.ImmutableThings<Missing.Package.Handler> handlers)
    {
        var total = 0;
        foreach (var h in handlers.OfType<IHasSensitivity>()) { total += h./*$*/Sensitivity; }
        return total;
    }
}

// A class deriving from a package's base class: a name standing where only a
// value can is one of that base's members, not a type of the same name.
public class User { public string Name { get; set; } = ""; }
public class UsersController : ControllerBase
{
    static string IdOf(object principal) => "";
    public string Me() => IdOf(/*$*/User);
    public User Make() => new /*$*/User();
    public string Named() => nameof(/*$*/User);
    public object Who() => /*$*/User.Identity;
}

// A member the framework read does not have (Scale is .NET 7's) gives a
// local of unknown type, not a type named after the member.
public static class MissingMember
{
    public static int Scale(decimal value)
    {
        var /*$*/scale = value.Scale;
        return /*$*/scale;
    }
}

// An array of elements of a type not known is still an array: it goes to
// no class that declares no conversion, nor to a type not read whose name
// is no interface's (graphql-dotnet's VerifyCodeFixAsync(source, new[] {
// expected1, expected2 }, fix)).
public class Expectation { }
public static class Verifier
{
    public static int Verify(string source, Expectation expected, string fix) => 1;
    public static int Verify(string source, Expectation[] expected, string fix) => 2;
    public static int Check(string source, DiagnosticResult expected) => 3;
    public static int Check(string source, DiagnosticResult[] expected) => 4;
    public static int Use(IServiceCollection a, IServiceCollection b) =>
        /*$*/Verify("s", new[] { a.First, b.First }, "f") + /*$*/Check("s", new[] { a.First, b.First });
}

// ToArray and ToList of a sequence of a type not read give an array and a
// List<T> (a span's ToArray is an int[]).
public static class Sequences
{
    public static int Use(ReadOnlySpan<int> span, System.Collections.Immutable.ImmutableList<string> names)
    {
        var array = span.ToArray();
        var list = names.ToList();
        return /*$*/array./*$*/Length + /*$*/list./*$*/Count;
    }
}

// An argument of a type not read does not leave the overload whose every
// parameter has an argument the better one: the type decides, and may
// decide for another (MessagePack's new QualifiedNamedTypeName(TypeKind.Class)).
public interface ITypeParameter { }
public class QualifiedName
{
    public QualifiedName(TypeKind kind, bool isRecord = false) { }
    public QualifiedName(ITypeParameter parameter) { }
    public static QualifiedName Make() => new /*$*/QualifiedName(TypeKind.Class);
}

// With the same parameter types for the arguments given, the one with no
// default filled in is still the better, whatever the argument's type.
public static class Defaults
{
    public static int Send(TypeKind kind) => 1;
    public static int Send(TypeKind kind, bool wait = false) => 2;
    public static int Use() => /*$*/Send(TypeKind.Class);
}

// base.M() in a class whose base is not read is a member of that base, not
// of object (ScottPlot's MauiPlot : SKCanvasView).
public class CanvasView : SKCanvasView
{
    protected override void OnPaintSurface(object e) => base./*$*/OnPaintSurface(e);
}

// An array of a workspace type goes to an array of the base it names that
// no assembly read declares (AutoFixture's CompositeDataAttribute(params
// DataAttribute[]) given a FakeDataAttribute[]).
public class FakeDataAttribute : DataAttribute { }
public class CompositeDataAttribute
{
    public CompositeDataAttribute(IReadOnlyCollection<DataAttribute> attributes) { }
    public CompositeDataAttribute(params DataAttribute[] attributes) { }
    public static CompositeDataAttribute Make(FakeDataAttribute[] fakes) => new /*$*/CompositeDataAttribute(fakes);
}

// Overloads a value of a type of an assembly not read leaves tied: the
// candidates come likeliest first, the one taking a string (a sealed type,
// reached only by a user-defined conversion) and the method the call is
// in last (NJsonSchema's Validate(string) delegating to Validate(JToken)).
public static class TiedByUnread
{
    public static int Validate(string json) => /*$*/Validate(Newtonsoft.Json.Linq.JToken.Parse(json));
    public static int Validate(Newtonsoft.Json.Linq.JToken token) => 1;
    public static int Check(string json) => /*$*/Validate(new Newtonsoft.Json.Linq.JObject());
}

// A value of a type not known is more likely an array than a pointer
// (AngleSharp's new String(ArrayPool<char>.Shared.Rent(n), 0, n)).
public static class PointerLast
{
    public static unsafe string Make(char* p, int n) => new string(p, 0, n);
    public static string Make(char[] chars, int n) => new string(chars, 0, n);
    public static string Use(int n) => /*$*/Make(Missing.Pool.Rent(n), n);
}

// A value of a type of an assembly not read never converts to a sealed
// class of the workspace: the extension that takes one does not apply, the
// receiver's own method is called (Aspire's parseResult.GetValue(argument)).
public sealed class LegacyOption<T> { }
public static class LegacyOptions
{
    public static T? GetValue<T>(this IServiceCollection services, LegacyOption<T> option) => default;
    public static object? Use(IServiceCollection services, Missing.Package.Argument<string> argument, LegacyOption<int> legacy)
        => services./*$*/GetValue(argument) ?? services./*$*/GetValue(legacy);
}

// Nor does it go to an enum: a FileStreamOptions of a newer framework is no
// FileMode (docfx's new FileStream(path, CustomFileReadOptions)).
public enum OpenMode { Open, Create }
public static class Streams
{
    public static int Open(string path, OpenMode mode) => 1;
    public static int Open(string path, Missing.Package.StreamOptions options) => 2;
    public static int Use(string path, Missing.Package.StreamOptions options) => /*$*/Open(path, options);
}

// Math.Min of values not known picks a byte only by declaration order: the
// call around it is not built on that guess (osu-framework's
// Math.Min(P0.X, Math.Min(P1.X, P2.X)) on osuTK's floats).
public static class NumericGuess
{
    public static float Low(Missing.Package.Vector a, Missing.Package.Vector b) => Math./*$*/Min(a.X, Math.Min(b.X, b.Y));
}

// An argument of a known type still rules out an overload when another
// argument's fit is not known: a method group to a delegate type not read
// (Ocelot's GivenThereIsAServiceRunningOn(port, MapOK)); an array of
// elements not known is no Label, whose one conversion is from a Label
// (Mono's string and its conversion to ReadOnlySpan<char>: Ocelot's
// TryAddWithoutValidation("Content-Type", new[] { request.ContentType })).
public class Label { public static implicit operator string(Label l) => ""; }
public class ServiceHandler
{
    public void RunOn(string url, RequestDelegate handler) { }
    public void RunOn(int port, RequestDelegate handler) { }
    public void Header(string name, Label value) { }
    public void Header(string name, System.Collections.Generic.IEnumerable<string> values) { }
    static System.Threading.Tasks.Task MapOK(HttpContext context) => null!;
    public void Use(HttpRequest request)
    {
        /*$*/RunOn(5, MapOK);
        /*$*/Header("Content-Type", new[] { request.ContentType });
    }
}

// A span converts from an array of its element type only (and from what a
// type declares a conversion to it): an Item[] is no ReadOnlySpan<byte>.
public class Item { }
public class SpanTaker
{
    public void Put(ReadOnlySpan<byte> bytes) { }
    public void Put(System.Collections.Generic.IReadOnlyCollection<Item> items) { }
    public void Use(Item[] items, byte[] bytes)
    {
        /*$*/Put(items);
        /*$*/Put(bytes);
    }
}

// No variable is void: a call guessed among overloads for a receiver not
// known (the Task one, where the Task<T> one is meant) gives its local no
// type (gRPC's `var result = await reader.ReadAsync().AsTask().DefaultTimeout()`).
public static class Timeouts
{
    public static System.Threading.Tasks.Task<T> DefaultTimeout<T>(this System.Threading.Tasks.Task<T> task) => task;
    public static System.Threading.Tasks.Task DefaultTimeout(this System.Threading.Tasks.Task task) => task;
    public static async System.Threading.Tasks.Task Use(PipeReader reader)
    {
        var /*$*/result = await reader.ReadAsync().AsTask().DefaultTimeout();
        _ = result.IsCompleted;
    }
}

// A member of a value whose type is not known is no type of its name:
// app.Environment is not System.Environment (Swashbuckle's
// app.Environment.IsDevelopment(), on ASP.NET's WebApplication).
public static class Hosting
{
    public static bool Check(WebApplicationBuilder builder)
    {
        var app = builder.Build();
        return app.Environment./*$*/IsDevelopment();
    }
}

// OfType<T>() of a value that is no sequence is no LINQ call: an
// IObservable's is System.Reactive's (not read), and what it returns is
// not known (the Azure Functions host's eventManager.OfType<FileEvent>()).
public class ScriptEvent { }
public class FileEvent : ScriptEvent { }
public class EventManager : IObservable<ScriptEvent>
{
    public IDisposable Subscribe(IObserver<ScriptEvent> observer) => null!;
}
public static class Watching
{
    public static void Watch(EventManager manager) => manager.OfType<FileEvent>()./*$*/Count();
}

// A ref or out argument goes to a T[] of the method's T, which the
// receiver's type, not read, cannot give (the .NET Community Toolkit's
// ArrayPool<int>.Shared.Resize(ref array, 8) where ArrayPool is System.Buffers').
public static class PoolExtensions
{
    public static void Resize<T>(this ArrayPool<T> pool, ref T[] array, int size) { }
}
public static class Pools
{
    public static void Grow(ArrayPool<int> pool, int[] array) => pool./*$*/Resize(ref array, 8);
}

// "Color Color" with a type not read: what follows the dot is not known to
// be static, but where there is no instance (a default value, a static
// member, a field's initializer) the name is the type (MediatR's
// ServiceLifetime.Transient), and so it is in an instance member where the
// file writes the same access where there is none (NBitcoin's
// Network.RegTest), or where the member is one types declare static by
// convention (Avalonia's Application.Current, Blazor's
// FieldIdentifier.Create), or whose value goes where the type's do;
// otherwise it stays the property.
public class Lifetimes
{
    public Lifetimes(ServiceLifetime lifetime = /*$*/ServiceLifetime.Transient) { }
    public ServiceLifetime ServiceLifetime { get; }
    ServiceLifetime fallback = /*$*/ServiceLifetime.Scoped;
    public static ServiceLifetime Make() => /*$*/ServiceLifetime.Singleton;
    public ServiceLifetime Get() => /*$*/ServiceLifetime.Singleton;
    public object Current() => /*$*/ServiceLifetime.Current;
    public object Scope() => /*$*/ServiceLifetime.Scope;
    // compared with the property, or given where its type goes: a value
    // the type holds (BTCPayServer's ChainName == ChainName.Mainnet)
    public bool IsRoot() => ServiceLifetime == /*$*/ServiceLifetime.Root;
    public ServiceLifetime Pooled => /*$*/ServiceLifetime.Pooled;
    // compared with this.X (MahApps.Metro's this.Orientation ==
    // Orientation.Vertical), or returned from a call by a member of the
    // type (.NET IoT's Temperature Temperature => Temperature.FromDegreesCelsius(...))
    public bool IsTransient() => this.ServiceLifetime == /*$*/ServiceLifetime.Transient;
    // or with another value's X (AvalonDock's _model.Orientation == Orientation.Horizontal)
    public bool Same(Lifetimes other) => other.ServiceLifetime == /*$*/ServiceLifetime.Transient;
    public ServiceLifetime Parsed() { return /*$*/ServiceLifetime.FromName("x"); }
}

// In the property's own getter the name is the type: the property read
// there would be the getter calling itself (.NET IoT's Pressure Pressure
// => Pressure.FromHectopascals(ReadInt24(...) / 4096.0)); in another
// member, with nothing else to go by, it stays the property.
public class Sensor
{
    public Pressure Pressure => Missing.Package.Units./*$*/Scale(/*$*/Pressure.FromHectopascals(1.0));
    public Pressure Other { get { var p = /*$*/Pressure.Zero; return p; } }
    public double Hectopascals() => /*$*/Pressure.Hectopascals;
    // a constant a pattern matches (Flow Launcher's case Visibility.Collapsed:)
    public int Kind()
    {
        switch (ServiceLifetime)
        {
            case /*$*/ServiceLifetime.Transient: return 1;
            default: return 0;
        }
    }
}

// What lambdas return, of a generic type not read, is compared by its type
// arguments too: Later<Item[]> takes Func<Later<Item[]>> over
// Func<Later<Item>> (BenchmarkDotNet's ValueTask<Summary[]> where .NET
// Core's ValueTask is not read).
public class Item { }
public static class Runs
{
    static Later<Item> One() => default!;
    static Later<Item[]> Many() => default!;
    static int Handle(Func<Later<Item>> run) => 1;
    static int Handle(Func<Later<Item[]>> run) => 2;
    public static int Use() => /*$*/Handle(() => Many()) + /*$*/Handle(() => One());
}

// A generic type not read fits another of its name by its type arguments,
// a type parameter standing for any: ISeq<Later<int>> takes the extension
// method of ISeq<Later<R>> (Moq's ReturnsAsync on ValueTask<T> results).
public interface ISeq<T> { }
public static class SeqExtensions
{
    public static ISeq<System.Threading.Tasks.Task<R>> Then<R>(this ISeq<System.Threading.Tasks.Task<R>> seq, R value) => seq;
    public static ISeq<Later<R>> Then<R>(this ISeq<Later<R>> seq, R value) => seq;
}
public static class SeqUse
{
    public static void Use(ISeq<Later<int>> seq) => seq./*$*/Then(2)./*$*/Then(3);
}

// A method's type argument not inferred (the lambda gives a value of a type
// not read) is a type not known, not a type named TResult: Wolverine's
// handlers.Select(x => x.HandlerType).Distinct().ToList() of a package's
// MethodCall.
public static class Mapping
{
    public static System.Collections.Generic.List<TResult> MapAll<TSource, TResult>(this TSource[] items, Func<TSource, TResult> map) => null!;
    public static void Use(Gadget[] gadgets)
    {
        foreach (var part in gadgets.MapAll(x => x.Part))
        {
            part./*$*/Spin();
        }
    }
}

// Every type has object's members: ToString() of a value of a type not
// known is a string (ILSpy's output.Write(param.Index.ToString()) is
// Write(string), not the Write(char) declared first).
public static class Printing
{
    public static void Write(char c) { }
    public static void Write(string s) { }
    public static void Write(int hash, bool equal) { }
    public static void Use(Gadget g)
    {
        /*$*/Write(g.Size.ToString());
        /*$*/Write(g.Size.ToString("N"));
        /*$*/Write(g.Size.GetType().Name);
        /*$*/Write(g.Size.GetHashCode(), g.Size.Equals(g));
    }
}

// On a value of a type not known, extension methods for different
// receivers that all take the arguments are not chosen between by a
// tie-break that comes after the receiver's conversion (Wolverine's
// UseWolverine(this IHostBuilder, Action<Options>, int discovery = 0) and
// UseWolverine(this IHostApplicationBuilder, Action<Options>)); they are
// when only one takes them. The receivers are of an assembly not read.
public class HostOptions { public HostOptions Enable() => this; }
public enum Discovery { Automatic, Manual }
public static class HostingExtensions
{
    public static IHostBuilder Hosting(this IHostBuilder host, Action<HostOptions>? configure = null, Discovery discovery = Discovery.Automatic) => host;
    public static IHostApplicationBuilder Hosting(this IHostApplicationBuilder builder, Action<HostOptions>? configure) => builder;
    public static IHostBuilder Labelled(this IHostBuilder host, string name) => host;
    public static IHostApplicationBuilder Labelled(this IHostApplicationBuilder builder, Action<HostOptions> configure) => builder;
    public static void Use(Gadget g)
    {
        g.Builder()./*$*/Hosting(o => { o.Enable(); });
        g.Builder()./*$*/Labelled("x");
    }
}

// Extension methods for one receiver not read, written alike in each
// (FluentValidation's AddValidatorsFromAssemblyContaining overloads on an
// IServiceCollection), are chosen between by the arguments.
public static class EnlistExtensions
{
    public static int Enlist(this IServiceCollection services, Type type, bool internals = false) => 1;
    public static int Enlist(this IServiceCollection services, object marker) => 2;
    public static void Use(ServiceCollection services) => services./*$*/Enlist(typeof(string));
}

// A type of an assembly not read may meet a constraint: the generic
// overload stays, and the other arguments rule out the rest (ArchiSteamFarm's
// Enum.TryParse(text, true, out ECommunityPrivacy value) of SteamKit2).
public static class Parsing
{
    public static bool Read<T>(string text, bool ignoreCase, out T value) where T : struct { value = default; return true; }
    public static bool Read(Type type, string text, out object? value) { value = null; return true; }
    public static bool Use(string text) => /*$*/Read(text, true, out PrivacyLevel level);
}

// A double with a value of a package's type is a double: no numeric type
// promotes past it (dnSpy's Math.Max(view.Left, view.Right - view.Width +
// ExtraWidth) is Max(double, double)).
public static class Scrolling
{
    const double ExtraWidth = 2;
    public static double Limit(TextView view) => Math./*$*/Max(view.Left, view.Right - view.Width + ExtraWidth);
    // a name nothing read declares, which might be a type as well (v2rayN's
    // SystemParameters.WorkArea.Height * 0.20)
    public static double Fifth() => Math./*$*/Floor(ScreenMetrics.WorkArea.Height * 0.20 / 40);
    // a float plus or minus one is a float, or a double the value is
    // (Nitrox's Math.Max(0, metadata.GrazingEndTime - DayNightCycle.main.timePassedAsFloat));
    // times one may be a package's vector
    public static float Left(float end) => Math./*$*/Max(0, end - ScreenMetrics.main.timePassed);
    public static object Scaled(float by) => /*$*/Describe(by * ScreenMetrics.main.position);
    static object Describe(float value) => value;
    static object Describe(object value) => value;
}

// A relational operator between a value of a type not read and one of a
// type read that declares none (a Stream) is the other type's: no bool
// (Medallion.Shell's Command.Run(...) > stream is a Command).
public static class Shells
{
    public static object Run(System.IO.Stream stream)
    {
        var /*$*/piped = Factory.Make() > stream;
        return piped;
    }
}

// A value of a package's type goes to no class or interface the workspace
// declares (the package cannot know them): Semantic Kernel's
// new KernelArguments(aiFunctionArguments) is KernelArguments(IDictionary<string, object>).
public class ExecutionSettings { }
public class KernelArguments
{
    public KernelArguments(ExecutionSettings settings) { }
    public KernelArguments(System.Collections.Generic.IDictionary<string, object> source) { }
    public static KernelArguments From(FunctionArguments arguments) => new /*$*/KernelArguments(arguments);
}

// A package's class is no array: only arrays convert to one (MassTransit's
// CreateDbContext(DbContextOptionsBuilder) over CreateDbContext(string[])).
public class ContextFactory
{
    public object Create(string[] args) => null;
    public object Create(OptionsBuilder builder) => null;
}
public class ContextFixture<T>
{
    protected readonly OptionsBuilder<T> Builder;
    object Make() => new ContextFactory()./*$*/Create(Builder);
}

// GetType() of a value whose type is not read, or not known, is object's:
// no type overrides it (YamlDotNet's argument.GetType().FullName).
public class Reflecting
{
    string Named(OptionsBuilder builder) => builder./*$*/GetType()./*$*/FullName;
    string Unknown() => Missing.Value./*$*/GetType().Name;
}

// C# 14 extension blocks on a package's type: their properties and static
// members are found as their methods are (MagicOnion's factory.Logs on a
// WebApplicationFactory<Program>, Bitwarden's Assert.SuccessResponseAsync
// on xunit's Assert).
public static class FactoryExtensions
{
    extension(WebFactory<int> factory)
    {
        public int Logs => 0;
        public void Initialize() { }
    }
    extension(Assert)
    {
        public static bool Succeeds(string response) => true;
    }
}
public class FactoryUse
{
    WebFactory<int> factory = null!;
    public int Use()
    {
        factory./*$*/Initialize();
        return factory./*$*/Logs + (Assert./*$*/Succeeds("ok") ? 1 : 0);
    }
}

// On a value whose type is not known, a field of a base not read, a name
// every member of which it can reach is an extension property of the code
// is most likely one (Parabolic's _configurationService.LimitCharacters
// under extension(IConfigurationService)); a workspace type's member of
// the name is no other choice, the value being an assembly's.
public static class ConfigurationExtensions
{
    extension(IConfigurationService configuration)
    {
        public bool LimitCharacters => true;
        public int? SpeedLimit => null;
    }
}
public class PreferencesPage { public bool LimitCharacters { get; set; } }
public class DownloadService : ExecutableService
{
    public bool Limited() => _configurationService./*$*/LimitCharacters && _configurationService.SpeedLimit./*$*/HasValue;
}

// Called on a value of a type not known, a name a framework type has as a
// property of its type parameter (Nullable<T>.Value) is the code's
// extension method, a delegate being seldom there (Revit's element.Id.Value()
// of Value(this ElementId)); and of overloads, the one taking a type named
// as the value is (element.Id names an ElementId, no string).
public static class ElementIds
{
    public static long Value(this ElementId id) => 0;
    public static T Find<T>(this Dictionary<string, T> found, string key) => found[key];
    public static T Find<T>(this Dictionary<string, T> found, ElementId key) => default!;
    public static string Describe(Element element, Dictionary<string, Order> orders) =>
        element.Id./*$*/Value()./*$*/ToString() + orders./*$*/Find(element.Id);
}

// A member of a value of a package's type is of a type not known, not of
// a type named by the member's path: Stripe's paymentMethod.Card is a
// PaymentMethodCard, so From(paymentMethod.Card) does not choose From(Card)
// (Bitwarden's MaskedPaymentMethod.From).
public static class Masked
{
    public static string From(BankAccount account) => "bank";
    public static string From(Card card) => "card";
    public static string From(PaymentMethodCard card) => "payment method card";
}
public class MaskedUse
{
    public string Use(PaymentMethod method) => Masked./*$*/From(method.Card);
}

// A method of the type that cannot take the arguments, where a namespace
// not read is imported: an extension method of a package is called
// (NSubstitute's tracker.Received(1) on an interface that declares
// Received(Envelope): Wolverine's tests).
public class Envelope { }
public interface ITracker { void Received(Envelope envelope); void Discarded(Envelope envelope); }
public class TrackerUse
{
    public void Use(ITracker tracker, Envelope envelope)
    {
        tracker./*$*/Received(1).Discarded(envelope);
        tracker./*$*/Received(envelope);
    }
}

// A value a package's static method returns is no workspace class
// (Scriban's Render(JObject.Parse(json)) is Render(object), not
// Render(TemplateContext)); a member of a package's type not called nor
// given as a delegate is no extension method of its name (Roslynator's
// `if (fieldSymbol.HasConstantValue)`); an extension method calling its
// own name on a value not known is not taken to call itself.
public class TemplateContext { }
public class Template
{
    public string Render(TemplateContext context) => "";
    public string Render(object? model = null) => "";
    public string Use(string json)
    {
        var parsed = Parsed.Parse(json);
        return /*$*/Render(parsed);
    }
}
public static class FieldExtensions
{
    public static bool HasConstantValue(this FieldSymbol field, bool value) => field./*$*/HasConstantValue && value;
    public static object GetSyntax(this SymbolInfo symbol) => symbol.References[0]./*$*/GetSyntax();
}

// Nor a construction over a workspace type: a package's value is no
// IEnumerable<Target> (Verify's Verify(JObject.Parse(json)) is Verify(object)).
public class Target { }
public static class Verifier
{
    public static string Verify(IEnumerable<Target> targets) => "";
    public static string Verify(object? target) => "";
    public static string Use(string json)
    {
        var parsed = Parsed.Parse(json);
        return /*$*/Verify(parsed);
    }
}

// A conversion a workspace type declares from itself to another type lets
// no value of a package's type become it: SpanLike.CopyTo(this Reader,
// in Sequence<T>) does not take a package's Window<T>, whose own CopyTo is
// called (Pipelines.Sockets.Unofficial's FirstSpan.CopyTo(destination) with
// Sequence<T>'s operator to Sequence).
public readonly struct Sequence { }
public readonly struct Sequence<T>
{
    public static implicit operator Sequence(in Sequence<T> sequence) => default;
    public Window<T> First => default!;
    public void CopyTo(Window<T> destination) => First./*$*/CopyTo(destination);
}
public static class SequenceExtensions
{
    public static void CopyTo<T>(this Window<T> source, in Sequence<T> destination) { }
}

// An extension method on a package's generic type takes a receiver of it
// only where the type arguments may agree: a Mock<IWorker> is no
// Mock<ILogger<T>>, so Moq's own Verify is called (Stryker's tests).
public interface IWorker { void Run(); }
public static class LoggerMocks
{
    public static void Verify<T>(this Mock<ILogger<T>> logger, LogLevel level, string message) { }
}
public class WorkerTests
{
    public void Use(Mock<IWorker> worker) => worker./*$*/Verify(w => w.Run(), Times.Once);
}

// Nor where the type declares no method of the name taking that many
// arguments: System.Reactive's Subscribe(onNext, onError, onCompleted) on an
// observable that declares Subscribe(IObserver<T>) only (Akavache's tests).
public sealed class Source : IObservable<int>
{
    public IDisposable Subscribe(IObserver<int> observer) => null!;
    public void Use() => this./*$*/Subscribe(x => { }, e => { }, () => { });
}

// An argument whose type is not known may rule out the method that is
// not generic as well as the generic one: no tie-break for it (Polly's
// AssertStrategy(builder, ...) of a lambda's builder, given to xunit's
// TheoryData.Add).
public class Builder { }
public class Builder<T> { }
public static class Strategies
{
    static void Assert(Builder builder, int attempts) { }
    static void Assert<T>(Builder<T> builder, int attempts) { }

    public static void Use() => Theory.Add<Action<Builder<int>>>(builder => /*$*/Assert(builder, 3));
}

// Where a value of a type not known leaves overloads tied, the first
// candidate is the likeliest: a delegate parameter last for a value that
// is no lambda (NUnit's Assert.That(result.Success, Is.False)), a type
// parameter first for a ref to a variable of a type not read (Rx.NET's
// Interlocked.Exchange(ref timer, null)).
public static class Likeliest
{
    static void That(Action code, string constraint) { }
    static void That<T>(Func<T> code, string constraint) { }
    static void That<T>(T actual, string constraint) { }
    static object Exchange(ref object location, object value) => value;
    static T Exchange<T>(ref T location, T value) => value;

    public static void Use(Result result, DispatcherTimer timer)
    {
        /*$*/That(result.Success, "false");
        /*$*/Exchange(ref timer, null!);
        var created = Queue.CreateTimer();
        /*$*/Exchange(ref created, null);
    }
}

// A value of a type not read goes to no enum: where it is all a
// framework method of the name could take, a namespace not read that the
// file imports has the method (Reflectify's type.GetProperties(MemberKind),
// FluentAssertions'; Type.GetProperties(BindingFlags) takes no MemberKind).
public static class Reflected
{
    static MemberKind ToMemberKind(this int visibility) => default;

    public static object Use(Type type) => type./*$*/GetProperties(1.ToMemberKind());
}

// T? of a well-known struct the framework read lacks is a Nullable<T>,
// also where nullable references are on (a DateOnly? under .NET 8's
// stand-in).
public sealed class Calendar
{
    public DateOnly? Day { get; set; }
    public bool Use() => Day./*$*/HasValue && Day./*$*/Value.Day > 0;
}

// T? of a type not read is taken for T where nullable references are on,
// but the members only Nullable<T> has say T is a struct (StardewUI's
// MonoGame Vector2? position, position.HasValue); other members stay T's.
public sealed class Placement
{
    Vector2? position;
    public bool Use(Vector2? next) => position./*$*/HasValue && next./*$*/Value./*$*/X > position./*$*/GetValueOrDefault().X;
    public object Read(JsonToken? token) => token./*$*/Value<string>() ?? token./*$*/Path;
}

// On a value of a package's type, extension methods of the workspace that
// every member of the name it can reach is, whose receivers only the
// value's type tells apart: nothing sure, the methods as candidates, no
// member of the package's type (ClosedXML's column.Width.SaveRound(), of
// SaveRound(this DoubleValue) and SaveRound(this double)).
public static class Rounding
{
    public static DoubleValue SaveRound(this DoubleValue value) => value;
    public static double SaveRound(this double value) => value;

    public static object Use(Column column) => column.Width./*$*/SaveRound();
}

// A package value's member is a value: a workspace extension method called
// on it takes it as its receiver, and a lambda given to it takes the
// delegate's parameter types (Swashbuckle's builder.Services.AddSwaggerGen(options => ...)).
public class GenOptions { }
public static class GenExtensions
{
    public static WebBuilderServices AddGen(this WebBuilderServices services, Action<GenOptions> setup) => services;
    public static void Annotate(this GenOptions options) { }
}
public class GenUses
{
    public void Use(WebApplicationBuilder builder) => builder.Services./*$*/AddGen(/*$*/options => options./*$*/Annotate());
}

// Of overloads a package's value may go to, first the one whose type's
// last word names the value (MessagePack's new
// MessagePackReader(sequence.AsReadOnlySequence) takes the ReadOnlySequence<byte>).
public static class Outputs
{
    public static int Write(System.IO.Stream stream) => 1;
    public static int Write(System.IO.TextWriter writer) => 2;
    public static int Use(Package.Pipe pipe) => /*$*/Write(pipe.Writer) + /*$*/Write(pipe.BaseStream) + /*$*/Write(pipe.Output);
    // ... the most words of it (MimeKit's Import(generator.GenerateSecretKeyRing())
    // takes the PgpSecretKeyRing over the PgpPublicKeyRing)
    public static int Flush(System.IO.StringWriter writer) => 1;
    public static int Flush(System.IO.StreamWriter writer) => 2;
    public static int Both(Package.Pipe pipe) => /*$*/Flush(pipe.OpenStreamWriter()) + /*$*/Flush(pipe.Writer);
    // ... else, for a value of no type known at all, the string (GitVersion's
    // Console.WriteLine(e.Message), Ocelot's Encoding.UTF8.GetBytes(JsonConvert.SerializeObject(input)))
    public static int Show(bool value) => 1;
    public static int Show(string value) => 2;
    public static void Text(Package.Pipe pipe) => pipe.OnMessage(e => /*$*/Show(e.Message));
}

// A value an assembly not read gives is none of the workspace's types:
// an extension method on one of them is not what it calls (UniTask's
// channel.Reader.ReadAllAsync().ToArrayAsync() of a Channel<int>).
public interface IAsyncStream<T> { }
public static class AsyncStreams
{
    public static T[] ToArrayAsync<T>(this IAsyncStream<T> source) => [];
    public static void Use(Channels.Channel<int> channel) => channel.Reader.ReadAllAsync()./*$*/ToArrayAsync();
}

// A name nothing declares, where no base not read may declare it, is a
// type's: its extension methods are not called on it (ServiceStack.Text's
// tests' NUnit Is.EqualTo("") beside the code's EqualTo(this ReadOnlySpan<char>, string)).
public static class SpanEquality
{
    public static bool EqualTo(this ReadOnlySpan<char> value, string other) => true;
    public static void Use(string name) => Assertions.That(name, Is./*$*/EqualTo(""));
}

// A user-defined conversion may follow a standard one: an int goes to a
// JsonValue through its operator from double, so the workspace method is
// called, not an extension of an imported namespace not read (Squidex's
// new ContentFieldData().AddInvariant(1) with `using NodaTime;`).
public readonly struct JsonNumber { public static implicit operator JsonNumber(double value) => default; }
public sealed class FieldData
{
    public FieldData AddInvariant(JsonNumber value) => this;
    static FieldData Use() => new FieldData()./*$*/AddInvariant(1)./*$*/AddInvariant(2.5);
}

// A value of a type not known plus a TimeSpan: the other type may declare
// the operator, so the sum has no type (Exceptionless's
// TimeProvider.System.GetUtcNow() + timeout, a DateTimeOffset, was typed a
// TimeSpan); a workspace type's operator, which no package can name, stays.
public readonly struct Money { public static Money operator +(Money a, Money b) => a; public int Cents => 0; }
public static class Deadlines
{
    public static void Use(Missing.Package.Clock clock, Money price)
    {
        var deadline = clock.Now() + TimeSpan.Zero;
        var span = TimeSpan.Zero + TimeSpan.Zero;
        var total = price + price;
        _ = /*$*/deadline.Ticks + /*$*/span.Ticks + /*$*/total.Cents;
    }
}

// A property of a type read (MethodBase.IsPrivate) is not what a call of
// the name invokes: the workspace's extension method for a package's type
// is (Vogen's method.IsPrivate() on Roslyn's IMethodSymbol).
public static class SymbolExtensions
{
    public static bool IsPrivate(this Missing.Package.ISymbol symbol) => true;
    static bool Use(Missing.Package.IMethodSymbol method) => method./*$*/IsPrivate();
}


// A comparison with a value not known is a bool, whichever type declares
// its operator (Robust's DebugTools.Assert(type == instance.GetType())).
public static class Checks
{
    public static void Assert(bool condition) { }
    public static void Assert(string message) { }
    static void Use(Type type, Missing.Package.Widget widget) => /*$*/Assert(type == widget.Kind());
}

// An array of elements of a type not read is still an array: LINQ takes it
// (BepInEx's new[] { mainKey }.Concat(modifiers) of Unity's KeyCode).
public static class KeyArrays
{
    static int Use(Missing.Package.KeyCode key, Missing.Package.KeyCode[] more) => new[] { key }./*$*/Concat(more)./*$*/Count();
}

// Two types of assemblies not read, of one name in two namespaces the code
// names: an argument of the one is no value of the other (CodeConverter's
// node.IsKind(VBasic.SyntaxKind.X) among IsKind overloads for C#'s and
// VB's SyntaxKind).
public static class KindChecks
{
    public static bool IsKind(this object node, Missing.CSharp.SyntaxKind kind) => false;
    public static bool IsKind(this object node, Missing.VisualBasic.SyntaxKind kind) => true;
    static bool Use(object node) => node./*$*/IsKind(Missing.VisualBasic.SyntaxKind.Identifier) && node./*$*/IsKind(Missing.CSharp.SyntaxKind.Identifier);
    public static int Skip(this Missing.CSharp.ExpressionSyntax expression) => 0;
    public static int Skip(this Missing.VisualBasic.ExpressionSyntax expression) => 1;
    static int Use(Missing.VisualBasic.ExpressionSyntax expression) => expression./*$*/Skip();
}


// A method group given to a workspace extension method of a package's
// type, the receiver not known: it goes to the Func<IServiceProvider, T>
// overload, T written, whose result is exactly the group's (Exceptionless's
// services.ReplaceSingleton<IFileStorage>(CreateScopedFileStorage)).
public static class ServiceReplacing
{
    public static Missing.Package.IServices ReplaceSingleton<T>(this Missing.Package.IServices services, T instance) => services;
    public static Missing.Package.IServices ReplaceSingleton<T>(this Missing.Package.IServices services, object instance) => services;
    public static Missing.Package.IServices ReplaceSingleton<T>(this Missing.Package.IServices services, Func<IServiceProvider, object> factory) => services;
    public static Missing.Package.IServices ReplaceSingleton<T>(this Missing.Package.IServices services, Func<IServiceProvider, T> factory) => services;
    static Missing.Package.IFileStorage Create(IServiceProvider provider) => null!;
    static void Use(Missing.Package.IHostBuilder builder) => builder.ConfigureServices(services => services./*$*/ReplaceSingleton<Missing.Package.IFileStorage>(Create));
}

// A package's value of a type not known goes first to a double rather than
// to a decimal or a short (CommunityToolkit.Maui's Math.Round(color.Red, 2)).
public static class Rounding
{
    static double Use(Missing.Package.Color color) => Math./*$*/Round(color.Red, 2) + Math./*$*/Abs(color.Green - color.Blue);
}

// An out argument takes exactly its parameter's type: a bool is no
// package's JsonElement, so Dictionary<string, JsonElement>.TryGetValue
// does not take `out bool`, the workspace's extension method does
// (dotnet-monitor's logEvent.State.TryGetValue("Expected", out bool expected)).
public static class StateExtensions
{
    public static bool TryGetValue<T>(this IDictionary<string, Missing.Package.JsonElement> state, string key, out T value) { value = default!; return false; }
    static bool Use(Dictionary<string, Missing.Package.JsonElement> state) => state./*$*/TryGetValue("a", out bool flag) && state./*$*/TryGetValue("b", out Missing.Package.JsonElement element);
}

// A package's value of a type not known goes first to a string rather than
// to a span (Nerdbank.GitVersioning's GitObjectId.Parse(commit.Sha)).
public readonly struct ObjectId
{
    public static ObjectId Parse(ReadOnlySpan<byte> value) => default;
    public static ObjectId Parse(ReadOnlySpan<char> value) => default;
    public static ObjectId Parse(string value) => default;
    static ObjectId Use(Missing.Package.Commit commit) => ObjectId./*$*/Parse(commit.Sha);
}

// A value of a type not known may go to another overload better than the
// one the arguments known choose (ModernWPF's Math.Max(1, ActualHeight) of
// a WPF double is Max(double, double)): the answer says so.
public class Measures : Missing.Package.Control
{
    public double Height() => Math./*$*/Max(1, ActualHeight);
    public int Count(int a, int b) => Math./*$*/Max(a, b);
    // or an operation on one (Perfolizer's Min(p.PValue * 2, 1) of a package's Probability)
    public double Scaled(Missing.Package.Result p) => Math./*$*/Min(p.PValue * 2, 1);
}

// A value of a type not known named as a type not read a parameter takes
// is more likely one than text, also through the local it was given to
// (HtmlSanitizer's var context = document.CreateElement("tr");
// SanitizeFragment(html, context) takes the IElement; the Bot Framework's
// new AzureBlobTranscriptStore(CloudStorageAccount.Parse(s), name)).
public class Sanitizer
{
    public string Fragment(string html, string context) => html;
    public string Fragment(string html, Missing.Package.IElement context) => html;
    public void Use(Missing.Package.IDocument document)
    {
        var context = document.CreateElement("tr");
        /*$*/Fragment("<th>", context);
        /*$*/Fragment("<td>", document.CreateElement("tr"));
        /*$*/Fragment("<td>", document.Title);
    }
}

// A sequence of a type not read whose elements are known is an
// IEnumerable<T> to LINQ: Select(ToItem) of a method group taking one
// argument is the Select of Func<T, TResult> (NuGet's
// tfm.Dependencies.Where(...).Select(ToPackageReference)).
public class Dependency { }
public class Framework { public System.Collections.Immutable.ImmutableArray<Dependency> Dependencies { get; } }
public static class Dependencies
{
    static PipeContext ToItem(Dependency d) => new();
    static object Items(Framework tfm) => tfm.Dependencies.Where(d => d != null)./*$*/Select(ToItem);
}

// new(name, null) goes to no string, which no constructor of two such
// arguments makes: Resolve(new(...)) on an IAssemblyResolver not read is
// its own method, not the workspace's extension taking a string (Fody).
public static class ResolverHelper
{
    public static object Resolve(this IAssemblyResolver resolver, string name) => resolver./*$*/Resolve(new(name, null));
}

// ctx.LogDebug("{0}", x), where the code's one LogDebug takes an IDocument
// first, is the LogDebug of a namespace not read (Statiq's ILoggerExtensions
// beside Microsoft.Extensions.Logging's).
public interface IDocument { }
public interface IExecutionContext : ILogger { }
public static class LoggingExtensions
{
    public static void LogDebug(this ILogger logger, IDocument document, string message) { }
    static void Use(IExecutionContext ctx, IDocument doc)
    {
        ctx./*$*/LogDebug("now is {0}", "12:00");
        ctx./*$*/LogDebug(doc, "done");
    }
}

// this.SetIfNotSet(...) in a class whose base is not read takes the code's
// extension method on a type not read, which that base may derive from
// (Live-Charts' UWP series on DependencyObject): no package's method.
public static class DependencyObjectExtensions
{
    public static void SetIfNotSet(this DependencyObject target, DependencyProperty property, object value) { }
}
public class Series : FrameworkElement
{
    public static readonly DependencyProperty LabelProperty = default!;
    void Init() => this./*$*/SetIfNotSet(LabelProperty, "label");
}

// Exactly two types not read of other names give a type parameter no
// value: WhenAny<T>(params Task<T>[]) given a Task<IClient> and a
// Task<Client> is the WhenAny of tasks (PowerShell Editor Services).
public static class Waiting
{
    static System.Threading.Tasks.Task First(System.Threading.Tasks.Task<IClient> a, System.Threading.Tasks.Task<Client> b) =>
        System.Threading.Tasks.Task./*$*/WhenAny(a, b);
}

// A value of a type not known named in the plural is rarely a count, and
// likely a collection: new Dictionary<string, string>(pod.Metadata.Labels)
// takes the labels, not a capacity nor a comparer (the Kubernetes client's
// tests).
public static class Plurals
{
    static Dictionary<string, string> Labels(IPod pod) => new /*$*/Dictionary<string, string>(pod.Metadata.Labels);
}

// A value named ...Object says nothing of its type: every value is an
// object (WireMock's Console.WriteLine(JsonConvert.SerializeObject(x)), of
// Newtonsoft.Json not read, is WriteLine(string) as any text).
public static class Printing
{
    static void Show(object mappings) => Console./*$*/WriteLine(JsonConvert.SerializeObject(mappings));
}

// Arithmetic on a float and a value not known is a float (or a double),
// never an int (MonoGame.Extended's Math.Abs(actor.Position.Y - -4f) of
// MonoGame's Vector2, not read).
public static class Floats
{
    static bool Near(IActor actor) => Math./*$*/Abs(actor.Position.Y - -4f) < float.Epsilon;
}

// On a value of a type not read, the code's extension method taking an
// int as a type not read (only a conversion that type declares would let
// it) is likelier not the one called than the type's own method
// (MonoGame's ContentWriter.Write(int), a BinaryWriter's, is no
// Write(this ContentWriter, Color) of MonoGame.Extended).
public static class WriterExtensions
{
    public static void Write(this ContentWriter writer, Color color) { }
    public static void Write(this ContentWriter writer, Matrix matrix) { }
}
public static class FontWriter
{
    static void Save(ContentWriter writer, int count, Color color)
    {
        writer./*$*/Write(count);
        writer./*$*/Write(color);
    }
}

// A value named in the plural names a sequence of its singular: of
// overloads taking sequences of BsonElement and of BsonValue, not read,
// doc.Elements goes to the first (WorkflowCore's MongoDB serializer, whose
// AddTypeInformation recurses).
public static class TypeInformation
{
    static void Add(System.Collections.Generic.IEnumerable<BsonElement> elements, string path)
    {
        BsonDocument doc = new();
        /*$*/Add(doc.Elements, path);
    }
    static void Add(System.Collections.Generic.IEnumerable<BsonValue> values, string path) { }
}

// On a value of a type not known, the code's one extension method of the
// name is called though an enum member of a framework's has that name too,
// or a method taking no type arguments the call writes (Carter's
// ctx.Response.Negotiate(x), System.Net.AuthenticationSchemes.Negotiate;
// ctx.Request.Validate<T>(x), XmlDocument.Validate(handler)).
public static class ResponseExtensions
{
    public static System.Threading.Tasks.Task Negotiate<T>(this HttpResponse response, T model) => System.Threading.Tasks.Task.CompletedTask;
    public static bool Validate<T>(this HttpRequest request, T model) => true;
}
public static class ActorsModule
{
    static System.Threading.Tasks.Task Show(HttpContext ctx, PipeContext order) =>
        ctx.Request./*$*/Validate<PipeContext>(order) ? ctx.Response./*$*/Negotiate(order) : System.Threading.Tasks.Task.CompletedTask;
}

// A value not known named as a count or a place in a sequence is an int
// or a long, not text (RestEase's builder.Append(symbol.Arity) of Roslyn,
// not read; Docker.DotNet's buffer.Slice(reader.BytesConsumed)).
public static class Counts
{
    static string Name(INamedTypeSymbol symbol) => new System.Text.StringBuilder().Append('`')./*$*/Append(symbol.Arity).ToString();
}

// A lambda whose result is not known may return a double, which only the
// Func<T, double> overload takes: no overload is sure (Fluent.Ribbon's
// tabs.Average(x => x.HeaderPadding.Left + x.HeaderPadding.Right) of WPF's
// Thickness, not read).
public static class Paddings
{
    static double Average(System.Collections.Generic.List<IActor> actors) =>
        System.Linq.Enumerable./*$*/Average(actors, x => x.Position.Y);
}

// A generic collection not read has IList<T>'s methods: an extension
// method of the code that adds an overload beside one is not called where
// the collection's own method takes the arguments (Mono.Cecil's
// Collection<Instruction>.Insert(index, instruction), beside
// PropertyChanged.Fody's Insert(this Collection<Instruction>, int, params
// Instruction[])).
public static class InstructionListExtensions
{
    public static void Insert(this Collection<Instruction> collection, int index, params Instruction[] instructions) { }
    public static void Prepend(this Collection<Instruction> collection, Instruction instruction) =>
        collection./*$*/Insert(0, instruction);
    public static void Prepend(this Collection<Instruction> collection, Instruction first, Instruction second) =>
        collection./*$*/Insert(0, first, second);
}

// Text is an element of params ReadOnlySpan<string>, though no span of
// strings itself (Verify's directory.BuildPath("a.txt"), where a
// namespace is not read).
public class TempFolder { public string BuildPath(params ReadOnlySpan<string> paths) => ""; }
public static class TempFiles
{
    static string Path(TempFolder folder) => folder./*$*/BuildPath("a.txt");
}

// What ToArray() gives is a sequence, never text (Tye's
// headers.TryAddWithoutValidation(key, header.Value.ToArray()) of a
// StringValues not read takes the IEnumerable<string>).
public static class Headers
{
    static bool TryAdd(string name, string value) => true;
    static bool TryAdd(string name, System.Collections.Generic.IEnumerable<string> values) => true;
    static bool Copy(StringValues values) => /*$*/TryAdd("k", values.ToArray());
}

// A lambda's parameter, where the lambda goes to a method of a value not
// read (with no type argument or other argument of the workspace's), is of
// that assembly's type: the code's extension method on that type is called
// though a workspace type has an instance method of the name
// (ImageSharp.Drawing's image.Mutate(ctx => ctx.Paint(canvas => ...))).
public delegate void CanvasAction(Canvas canvas);
public class Canvas { public void Paint(int color) { } }
public static class PaintExtensions
{
    public static IImageProcessingContext Paint(this IImageProcessingContext source, CanvasAction action) => source;
    public static IImageProcessingContext Paint(this IImageProcessingContext source, int layer, CanvasAction action) => source;
    static void Draw(Image image) => image.Mutate(ctx => ctx./*$*/Paint(canvas => canvas.Paint(1)));
}

// A value matched by a pattern is no type, though its type is not known:
// a designation takes no type named by the expression (CAP's
// Activity.Current is { } activity, of an Activity not read).
public static class Tracing
{
    static void Trace()
    {
        if (Activity.Current is { } /*$*/activity) { }
    }
}

// A workspace type whose every base is read reaches a type not read only
// by an operator it declares: the instance method of a package's
// parameter type does not take it, the code's extension method does (Nez's
// batcher.DrawString(bitmapFont, ...), Batcher.Begin(matrix2D)).
public interface IGlyphs { }
public class BitmapGlyphs : IGlyphs { }
public struct Transform2D { public static implicit operator Matrix(Transform2D t) => default; }
public class Batcher
{
    public void DrawString(SpriteFont font, string text) { }
    public void Begin(Effect effect) { }
    public void Begin(Matrix matrix) { }
}
public static class BatcherGlyphs
{
    public static void DrawString(this Batcher batcher, IGlyphs font, string text) { }
    static void Draw(Batcher batcher, BitmapGlyphs glyphs, Transform2D transform)
    {
        batcher./*$*/DrawString(glyphs, "x");
        batcher./*$*/Begin(transform);
    }
}

// Arithmetic on values of a type not read is an operator that type
// declares: its result is none of the workspace's types (Nez's
// MathUtils.Mul(q, anchorA - centerA) of MonoGame's Vector2).
public struct Rotation { }
public static class Rotations
{
    public static Rotation Mul(Rotation q, Rotation r) => q;
    public static Vector2 Mul(Rotation q, Vector2 v) => v;
    static Vector2 Turn(Rotation q, Vector2 a, Vector2 b) => /*$*/Mul(q, a - b);
}

// A value an assembly not read gives has none of the workspace's members
// (AssetStudio's baseType.Resolve() of a Cecil TypeReference is no
// TypeResolver.Resolve).
public class Resolver { public TypeReference Resolve(TypeReference t) => t; }
public static class Resolving
{
    static object Use(TypeDefinition type)
    {
        var baseType = type.BaseType;
        return baseType./*$*/Resolve();
    }
}

// A type parameter constrained to a type not read has that type's members
// and the extension methods on it (Eto's Control.GetWindow() of a
// TControl : Gtk.Widget).
public static class WidgetCompat
{
    public static int GetWindow(this Widget widget) => 0;
}
public class Handler<TControl> where TControl : Widget
{
    public TControl Control { get; set; } = default!;
    int Window() => Control./*$*/GetWindow();
}

// A method of an assembly read that cannot take the arguments is not the
// one a value not read calls: RepoDb's connection.Delete("x", where) of a
// SqlConnection is its extension on IDbConnection, no DataRow.Delete() nor
// DbCommand.ExecuteNonQuery(); a lambda's int? goes to a Func<T, double?>.
public class Row { public int? Count { get; set; } }
public static class DbConnectionExtension
{
    public static int Delete(this System.Data.IDbConnection connection, string table, object where) => 0;
    public static int ExecuteNonQuery(this System.Data.IDbConnection connection, string sql) => 0;
    public static TResult Average<TEntity, TResult>(this System.Data.IDbConnection connection, System.Linq.Expressions.Expression<Func<TEntity, TResult>> field, object where) => default!;
    static void Use(SqlConnection connection)
    {
        connection./*$*/Delete("x", (object)null!);
        connection./*$*/ExecuteNonQuery("x");
        connection./*$*/Average<Row, double?>(e => e.Count, (object)null!);
    }
}

// A lambda's parameter typed by a type parameter of the method called that
// inference did not find (the receiver is not read) has no type, not the
// type parameter's (Prism's AvaloniaProperty.Changed.Subscribe(args => ...)).
public static class Observing
{
    public static IDisposable Watch<T>(this IObservable<T> source, Action<T> onNext) => null!;
    static void Use(Property property) => property.Changed.Watch(/*$*/args => args.ToString());
}

// Exactly a type not read and a type read of another name are never the
// same: inference fails (RabbitMQ's Task.WhenAll(Task<ResetPeerToxic>,
// Task<bool>) is WhenAll(params Task[])).
public static class Toxics
{
    static async System.Threading.Tasks.Task Use(System.Threading.Tasks.Task<ResetPeerToxic> reset, System.Threading.Tasks.TaskCompletionSource<bool> done) =>
        await System.Threading.Tasks.Task./*$*/WhenAll(reset, done.Task);
}

// A partial class that declares no base may be given one by a source
// generator not run: a member it lacks is the code's extension method on
// a type not read (Pinta's [GObject.Subclass<Gtk.Dialog>] dialogs'
// this.AddCancelOkButtons()).
public static class DialogExtensions
{
    public static void AddCancelOkButtons(this Dialog dialog) { }
}
[Subclass<Dialog>]
public partial class NewImageDialog
{
    void Build() => this./*$*/AddCancelOkButtons();
}

// A workspace type whose base list names a generic type not read gives
// inference that base's type arguments (Clean Architecture's
// TestApp.SendAsync(query) of a record GetTodosQuery : IRequest<TodosVm>).
public class TodosVm { public int Count { get; set; } }
public record GetTodosQuery : IRequest<TodosVm>;
public static class TestApp
{
    public static System.Threading.Tasks.Task<TResponse> SendAsync<TResponse>(IRequest<TResponse> request) => null!;
    static async System.Threading.Tasks.Task<int> Use(GetTodosQuery query)
    {
        var result = await SendAsync(query);
        return result./*$*/Count;
    }
}

// A member no workspace type has but an anonymous type of the code does,
// on a value of unknown type: not certainly a package's
// (EntityFramework.Exceptions' arg.constraint of a SelectMany(...,
// (x, c) => new { constraint, ... }) of EF's values). Here Items, named in
// the plural, is taken for a sequence (see Descending below): its
// SelectMany makes the anonymous type, whose part arg.part is.
public static class Anonymous
{
    static object Use(Table table) => table.Items.SelectMany(k => k.Parts, (k, part) => new { part, k.Props }).Select(arg => arg./*$*/part);
}

// A static extension member of a type not read that cannot take the
// arguments is not called: the type's own is (the Functions worker's
// ImmutableDictionary.CreateRange(dictionary) beside the code's
// extension(ImmutableDictionary) CreateRange(ReadOnlySpan<...>)).
public static class SpanRanges
{
    extension(Lookup)
    {
        public static Lookup CreateRange(ReadOnlySpan<int> items) => null!;
    }
    static object Use(System.Collections.Generic.IDictionary<string, string> left, int[] items) =>
        Lookup./*$*/CreateRange(left) ?? Lookup./*$*/CreateRange(items);
}

// EF Core's DbSet<T>, not read, is an IQueryable<T>: LINQ's Queryable
// methods take it and type their lambdas' parameters (db.Products.Where(p
// => p.Name == "x") of a DbSet<Product>), foreach gives its elements; its
// own AsQueryable() hides Queryable's.
public class Shop
{
    public DbSet<Product> Products { get; set; } = null!;
}
public class Product { public string Name { get; set; } = ""; }
public static class Shopping
{
    static object Use(Shop db)
    {
        var named = db.Products./*$*/Where(p => p./*$*/Name == "x");
        var untracked = db.Products.AsNoTracking()./*$*/Where(p => p.Name == "y");
        foreach (var /*$*/product in db.Products) { }
        return db.Products./*$*/AsQueryable();
    }
}

// In a field's own initializer, the name of the field and of its type not
// read is the type (IDisposableAnalyzers' tests' static readonly
// ExpectedDiagnostic ExpectedDiagnostic = ExpectedDiagnostic.Create(...)).
public static class Diagnostics
{
    private static readonly ExpectedDiagnostic ExpectedDiagnostic = /*$*/ExpectedDiagnostic.Create("ID0001");
    private static readonly object Other = /*$*/ExpectedDiagnostic.ToString()!;
}

// A Select whose lambda returns a package's value gives an IEnumerable of
// a type not known, not of the TResult inference did not find: WhenAll of
// it may be WhenAll<T>(IEnumerable<Task<T>>) (NBomber's examples).
public static class Sends
{
    public static async System.Threading.Tasks.Task Use()
    {
        var responses = System.Linq.Enumerable.Select(new[] { 1, 2 }, i => Missing.Http.Send(i));
        await System.Threading.Tasks.Task./*$*/WhenAll(responses);
    }
}

// A value of a type not known, alone where a params array goes, may be
// that array: no certain pick of the overload without params
// (TensorFlow.NET's new Shape(proto.Dim.Select(x => x.Size).ToArray())).
public class Dims
{
    public Dims(Missing.ShapeProto proto) { }
    public Dims(params long[] dims) { }
    public static Dims Of(Missing.ShapeProto proto) => new /*$*/Dims(proto.Dim.ToArray());
}

// A name called is no field or property of a type that is no delegate:
// the workspace's bool IsRequired properties are no candidates for EF
// Core's b.Property<string>("Name").IsRequired() (vc-platform's snapshots).
public class Setting { public bool IsRequired { get; set; } }
public static class Snapshots
{
    static void Build(Missing.EntityTypeBuilder b) => b.Property<string>("Name")./*$*/IsRequired();
}

// A value of a type not read goes first to the overload of a parameter of
// that type, by name and arity (security-code-scan's
// HashUtilities.Combine(ImmutableHashSet<T>) among Combine(ImmutableStack<T>)).
public static class Hashes
{
    static int Combine<T>(Missing.Immutable.Stack<T> stack) => 1;
    static int Combine<T>(Missing.Immutable.HashSet<T> set) => 2;
    static int Use(Missing.Immutable.HashSet<string> set) => /*$*/Combine(set);
    // ... and a value whose name ends as a parameter's type does still goes
    // to that one first (ImageSharp's Image.Load<T>(memoryStream)).
    static int Load(Missing.Span<byte> data) => 1;
    static int Load(Missing.IO.Stream stream) => 2;
    static int Read(Missing.IO.MemoryStream memoryStream) => /*$*/Load(memoryStream);
}

// A lambda's parameter, where a method of a package takes the lambda and
// a value whose type's type argument is the workspace's, may be of that
// type (Havit's generator: RegisterSourceOutput(provider, (sc, data) =>
// data.ResourceName) with an IncrementalValuesProvider<ResourceData>):
// not known, with the workspace's members as candidates.
public class ResourceData { public string ResourceName { get; set; } = ""; }
public class Generator
{
    public void Initialize(Missing.Package.GeneratorContext ctx, Missing.Package.ValuesProvider<ResourceData> provider)
    {
        ctx.RegisterSourceOutput(provider, (sc, data) => data./*$*/ResourceName.Trim());
    }
}

// Not where the package's value only holds the workspace's type deeper
// down: its elements are the package's (ILSpy's values.All(v => v.Value is
// bool) of an ImmutableArray<CustomAttributeTypedArgument<IType>>).
public class TypedArguments
{
    public bool AllBool(Missing.Package.ValueArray<Missing.Package.TypedArgument<ResourceData>> values) =>
        values.All(v => v./*$*/Value is bool);
}

// A member read through ?. on a value not known is a value, never the type
// its name would find in scope (VRCX's info?.Type.ToString() is no
// System.Type.ToString).
public class ConditionalMembers
{
    public void Describe(Missing.Package.Client client) => client.Reconnected.Subscribe(info => Console.WriteLine(info?.Type./*$*/ToString()));
}

// A chain of calls on a value of a package, type arguments of the package
// too, gives that package's values: a method of the workspace of that
// name is no candidate (DotNetty's new Bootstrap().Group(g).Channel<TcpSocketChannel>().Option(...)
// beside a ClientWebSocketChannel.Option<T> of Azure's IoT SDK).
public class SocketChannel { public SocketChannel Option<T>(int option, T value) => this; }
public class Bootstrapping
{
    public object Start(object group) => new Missing.Package.Bootstrap().Group(group).Channel<Missing.Package.TcpSocketChannel>()./*$*/Option(1, true);
}

// Before a dot, a name declared nowhere the code sees, in a class whose
// bases are all read, is a type or a namespace of a package: referred to,
// not read (xUnit's Assert.True(b) in easypost-csharp's tests); in a class
// whose base is not read it may be the base's property, read, unless the
// file writes it where no such base can give it (as here, above). After a
// namespace, what is not found is a type or a namespace too.
public class PackageQualifiers
{
    public void Check(bool b) => /*$*/Assert.True(b);
    public void Nested() => Res./*$*/Missing.Helper.Run();
    public bool Tested(object node) => node is /*$*/IdentifierNameSyntax;
}
public class PackageQualifiersOnUnreadBase : Missing.Package.Controller
{
    public void Check(bool b) => /*$*/Assert.True(b);
}

// A static method of an assembly read that is no extension method is not
// called through a value: a workspace extension of its name is
// (blazork8s's ingressClassName.IsNullOrWhiteSpace() of a package's string
// is its StringExtensions', not string.IsNullOrWhiteSpace).
public static class BlankText
{
    public static bool IsNullOrWhiteSpace(this string? text) => string.IsNullOrWhiteSpace(text);
    public static bool Check(Gadget g)
    {
        var name = g.ClassName;
        return name./*$*/IsNullOrWhiteSpace();
    }

    // Nor is a constructor called so: builder.Span() is no new Span<T>() (BlazorWebAdmin).
    public static int Span(this string? text) => 0;
    public static int Width(Gadget g)
    {
        var name = g.ClassName;
        return name./*$*/Span();
    }
}

// A lambda's parameter a package's generic method types: most likely the
// type argument written around the lambda (bUnit's Render<Card>(p =>
// p.Add(c => c.Title, "x")), a package's callback factory, a cast to a
// package's generic delegate); uncertain, the member its one candidate.
public class CardView { public string Title { get; set; } = ""; public void Close() { } }
public class OtherView { public string Title { get; set; } = ""; }
public record Visitor(string Name, int Age);
public class Toggled { public bool Open { get; set; } }
public class CardTests : Missing.Package.TestContext
{
    public void Render(Gadget g)
    {
        var cut = Render<CardView>(p => p.Add(c => c./*$*/Title, "x"));
        var callback = g.Factory.Create<Toggled>(this, args => args./*$*/Open);
        var fragment = (Missing.Package.Fragment<Visitor>)(item => b => b.Add(item./*$*/Name));
        g.Each(v => v./*$*/Title); // no type argument around: which Title is not known
        var setup = (Action<Missing.Package.Builder<CardView>>)(p => p.Add(c => c./*$*/Close));
    }
    // Nested in another lambda, the type argument of the package's type of
    // what a call around is on (bUnit's cut.SetParametersAndRender(ps => ps.Add(p => p.Echo, v))
    // of an IRenderedComponent<TestNavigation>: Blazing.Mvvm).
    public void Rerender(Missing.Package.IRenderedComponent<CardView> cut) =>
        cut.SetParametersAndRender(ps => ps.Add(p => p./*$*/Title, "y"));
    // else an element of the sequence it is on (EF Core's
    // users.Where(...).ExecuteUpdate(e => e.SetProperty(f => f.Name, v)): jellyfin)
    public void Update(System.Linq.IQueryable<CardView> cards) =>
        cards.Where(c => c.Title != "").ExecuteUpdate(e => e.SetProperty(f => f./*$*/Title, "z"));
}

// A value of a type not known named in the plural is taken for a
// sequence: LINQ's operator, uncertain (Avalonia's
// control.GetVisualDescendants().OfType<Border>(), a DataGrid's
// Columns.FirstOrDefault(...): ClassicAssist); not one named otherwise.
public class Descending
{
    public object? Find(Missing.Package.Control control) =>
        control.GetVisualDescendants()./*$*/OfType<CardView>() ?? control.Columns./*$*/FirstOrDefault(c => c != null) ?? control.Root./*$*/FirstOrDefault();
}

// A value of a type not known is named by the value its method is reached
// through, where its own names say nothing: item.GetParent() of a
// package's TreeItem goes to the TreeItem overload rather than the string
// one (GodotOnlyWar).
public class TreeIds
{
    static bool TryReadId(Missing.Package.TreeItem item, out int id) { id = 1; return true; }
    static bool TryReadId(string metadata, out int id) { id = 2; return true; }
    static bool Read(Missing.Package.TreeItem item) => /*$*/TryReadId(item.GetParent(), out _);
}

// string.Join of a sequence not known takes Join(string,
// IEnumerable<string>) first, not Join<T>: text is what is joined most,
// and C# prefers the non-generic where both fit (discord-masz's
// string.Join(" ", roles.Select(x => x.Mention)) of a package's roles).
public class Joining
{
    public string Names(Missing.Package.Guild guild) =>
        string./*$*/Join(" ", guild.Roles.Select(r => r.Mention)) + string./*$*/Join(", ", guild.Names) + string./*$*/Join(", ", new[] { 1, 2 });
}

// A lambda whose body calls a method of a value not known named as
// asynchronous methods are gives that task: Task.Run(() =>
// message.AddReactionAsync(x)) is Run(Func<Task>), not Run(Action) (fmbot).
public class Reacting
{
    public Task React(Missing.Package.Message message) => Task./*$*/Run(() => message.AddReactionAsync("x"));
    public Task Log(Missing.Package.Message message) => Task./*$*/Run(() => message.Log("x"));
}

// An awaited call gives a task: of the overloads a value not known leaves,
// not one that gives nothing (discord-masz's await
// translator.SetContext(guild.Id) of a package's guild).
public class Contexts
{
    public async Task SetContext(ulong id) { await Task.Yield(); }
    public void SetContext(Missing.Package.Config config) { }
    public async Task Use(Missing.Package.Guild guild) => await /*$*/SetContext(guild.Id);
    public void Plain(Missing.Package.Guild guild) => /*$*/SetContext(guild.Id);
}

// A range variable let x = e of a value of an assembly not read is such a
// value too, whose member named as a workspace member is none of the
// workspace's (Skybrud's let content = _contentService.GetById(id) ...
// orderby content.Id).
public class Ordering
{
    public int[] Sorted(Missing.Package.IContentService contents, int[] ids) =>
        (from id in ids let content = contents.GetById(id) orderby content./*$*/Id select id).ToArray();
}

// A static member of a type not read named in the plural is most often one
// of the singular (FlaxEngine's il.Emit(OpCodes.Nop) of Cecil's OpCodes:
// Emit(OpCode)); arithmetic with an int is a number, seldom text
// (il.Emit(OpCodes.Ldloc, start + 1): Emit(OpCode, int)).
public class Emitting
{
    public void Emit(Instruction instruction) { }
    public void Emit(OpCode opcode) { }
    public void Emit(OpCode opcode, string value) { }
    public void Emit(OpCode opcode, int value) { }
    void Use(MethodBody body)
    {
        /*$*/Emit(OpCodes.Nop);
        var start = body.Variables.Count;
        /*$*/Emit(OpCodes.Ldloc, start + 1);
        /*$*/Emit(OpCodes.Ldstr, body.Name);
    }
}

// [] converts to a class of the code whose base is not read: that base may
// make it a collection, so an instance method taking it applies before an
// extension method (Semantic Kernel's function.InvokeAsync(kernel, []) of
// a KernelArguments : AIFunctionArguments).
public sealed class CallArguments : PackageArguments { }
public abstract class CallableFunction : PackageFunction
{
    public Task<string> RunAsync(object kernel, CallArguments? arguments = null) => Task.FromResult("");
}
public static class CallableExtensions
{
    public static Task<object?> RunAsync(this PackageFunction function, object kernel, PackageArguments? arguments = null) => Task.FromResult<object?>(null);
    public static async Task<int> Use(CallableFunction function) => (await function./*$*/RunAsync(new object(), [])).Length;
}

// A base not read derives from no type of the code: a struct whose
// interfaces name one is no construction of another generic interface of
// the code, and an extension method constrained to that one does not
// apply (UnitsNet's quantity.Equals(other, tolerance) of an
// ILinearQuantity<T> : IAdditiveIdentity<T, T> is LinearQuantityExtensions',
// not AffineQuantityExtensions').
public interface IQuantityOf<T> where T : IQuantityOf<T> { }
public interface ILinearOf<T> : IQuantityOf<T>, IPackageIdentity<T, T> where T : ILinearOf<T> { }
public interface IAffineOf<T, TOffset> : IQuantityOf<T> where T : IAffineOf<T, TOffset> { }
public struct Force : ILinearOf<Force> { }
public static class AffineComparisons
{
    public static bool Same<TQ, TOffset>(this TQ quantity, TQ? other, TOffset tolerance) where TQ : IAffineOf<TQ, TOffset> => true;
}
public static class LinearComparisons
{
    public static bool Same<TQ, TOther, TTolerance>(this TQ quantity, TOther? other, TTolerance tolerance) where TQ : ILinearOf<TQ> => true;
    public static bool Use(Force a, Force b) => a./*$*/Same(b, a);
}
