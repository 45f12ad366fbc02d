using Bunit;
using Microsoft.Extensions.DependencyInjection;
using NSubstitute;
using Res.Model;

namespace Res.PackageCalls;

// Generic methods of packages not on the machine whose result is made of
// their type argument, as their declarations say: dependency injection's
// GetRequiredService<T>() is a T (DiscordChatExporter's view models),
// bUnit's RenderComponent<T>() an IRenderedComponent<T> whose Instance is
// a T (MudBlazor's tests), NSubstitute's Substitute.For<T>() a T,
// IOptions<T>.Value a T (Orleans).
public class Uses
{
    public decimal Resolve(System.IServiceProvider services) => services.GetRequiredService<Order>()./*$*/Total;
    public decimal Optional(System.IServiceProvider services) => services.GetService<Order>()!./*$*/Total;
    public decimal Double() => Substitute.For<Order>()./*$*/Total;
    public decimal Rendered(TestContext ctx)
    {
        var comp = ctx.RenderComponent<Order>();
        return comp.Instance./*$*/Total + ctx.RenderComponent<Order>().Instance./*$*/Total;
    }
    public decimal Declared(IRenderedComponent<Order> comp) => comp.Instance./*$*/Total;
    public decimal Options(Microsoft.Extensions.Options.IOptions<Order> options) => options.Value./*$*/Total;
    // Umbraco's Attempt<T>.Result and uSync's SyncAttempt<T>.Item are a T
    // (AuthorizedServices, SchemeWeaver); NSubstitute's CallInfo.Arg<T>() too.
    public decimal Attempted(Umbraco.Cms.Core.Attempt<Order> attempt) => attempt.Result!./*$*/Total;
    public decimal Synced(uSync.Core.SyncAttempt<Order> attempt) => attempt.Item./*$*/Total;
    public decimal Called(NSubstitute.Core.CallInfo call) => call.Arg<Order>()./*$*/Total + call.ArgAt<Order>(0)./*$*/Total;
    public object Other(Missing.Factory factory) => factory.Make<Order>()./*$*/Total; // not known: not listed
    public object Named(Missing.Factory factory) => factory.For<Order>()./*$*/Total;  // For<T> only on Substitute
    // xunit's Assert.IsType<T>(value) returns the value as a T; Blazor's
    // IJSRuntime.InvokeAsync<T>(...) a ValueTask<T> (Radzen's chart sizes).
    public decimal Asserted(object value) => Xunit.Assert.IsType<Order>(value)./*$*/Total;
    public async System.Threading.Tasks.Task<decimal> Invoked(Microsoft.JSInterop.IJSRuntime js) => (await js.InvokeAsync<Order>("size"))./*$*/Total;
    // Newtonsoft's JsonConvert.DeserializeObject<T> and Dapper's queries give
    // their T; Moq's It.IsAny<T>() is a T, which picks an overload.
    public decimal Parsed(string json) => Newtonsoft.Json.JsonConvert.DeserializeObject<Order>(json)!./*$*/Total;
    // Other serializers' Deserialize<T> too (Umbraco's IJsonSerializer in contentment).
    public decimal Serialized(Umbraco.Cms.Core.Serialization.IJsonSerializer serializer, string json) =>
        serializer.Deserialize<Order[]>(json)![0]./*$*/Total;
    public async System.Threading.Tasks.Task<decimal> Queried(System.Data.IDbConnection db) =>
        System.Linq.Enumerable.First(await db.QueryAsync<Order>("select"))./*$*/Total;
    // Not on what is no connection: Azure's TableClient.QueryAsync<T>(filter)
    // is an AsyncPageable<T> (durabletask's .DecorateFailure() extensions).
    public object Paged(Azure.Data.Tables.TableClient table) => table.QueryAsync<Order>("PartitionKey eq 'a'")./*$*/Result;
    // Dapper's take the SQL: XPO's session.Query<T>() is an IQueryable<T>.
    public object Session(Missing.Session session) => session.Query<Order>()./*$*/First(o => o./*$*/Total > 0);
    public int Matched(Finder finder) => finder./*$*/Find(Moq.It.IsAny<int>());
}
public interface Finder
{
    int Find(string name);
    int Find(int id);
}

// A lambda given to Microsoft.Extensions.Options' Configure<T> (or an
// OptionsBuilder<T>'s Configure) is called with a T (Orleans' options).
public static class Setup
{
    public static void Options(IServiceCollection services, Microsoft.Extensions.Options.OptionsBuilder<Order> builder)
    {
        services.Configure<Order>(o => o./*$*/Total = 1);
        builder.Configure(o => o./*$*/Total = 2);
        builder.Other(o => o./*$*/Total = 3); // not listed: only guessed, from OptionsBuilder<Order>
    }
}

// EF Core, not on the machine, on a query: Include() and AsNoTracking()
// give a query of the same elements (LINQ after them is Queryable's), and
// the lambdas of Include() and the asynchronous LINQ methods take an
// element (SimplCommerce's query.Include(x => x.ThumbnailImage).Skip(offset)).
public class Queries
{
    public async System.Threading.Tasks.Task<Order?> Find(System.Linq.IQueryable<Order> orders, decimal total)
    {
        var any = await orders.AnyAsync(o => o./*$*/Total > total);
        return await orders.Include(o => o./*$*/Customer)./*$*/Skip(1).FirstOrDefaultAsync(o => o./*$*/Total == total);
    }
}

// The test frameworks' assertions: xunit's Assert.Single(xs) is an element
// of xs, the lambdas of Assert.All and Assert.Collection take elements,
// Assert.Throws<T>(...) is a T, xunit's awaited ThrowsAsync<T> too and
// NUnit's, not awaited, as well (Aspire's tests).
public class Assertions
{
    public async System.Threading.Tasks.Task Check(System.Collections.Generic.List<Order> orders)
    {
        var one = Xunit.Assert.Single(orders);
        _ = one./*$*/Total;
        _ = Xunit.Assert.Single(orders, o => o./*$*/Total > 0)./*$*/Total;
        Xunit.Assert.All(orders, o => _ = o./*$*/Total);
        Xunit.Assert.Collection(orders, first => _ = first./*$*/Total, second => _ = second./*$*/Total);
        var thrown = Xunit.Assert.Throws<System.ArgumentException>(() => { });
        _ = thrown./*$*/ParamName;
        var awaited = await Xunit.Assert.ThrowsAsync<System.ArgumentException>(async () => { });
        _ = awaited./*$*/ParamName;
        var waited = NUnit.Framework.Assert.ThrowsAsync<System.ArgumentException>(async () => { });
        _ = waited./*$*/ParamName;
        // xunit's not awaited at once is a Task of it (StackExchange.Redis's
        // await Assert.ThrowsAsync<E>(...).ForAwait()).
        var pending = Xunit.Assert.ThrowsAsync<System.ArgumentException>(async () => { });
        _ = pending./*$*/Result;
    }
}

// Moq's lambdas take the mocked type: mock.Setup(x => x.M()), Verify, and
// It.Is<T>(x => ...) (Hangfire's tests: 30 answers).
public interface IOrderStore { Order Find(int id); decimal Total { get; } }
public class MockUses
{
    private readonly Mock<IOrderStore> _store = new();
    public void Arrange()
    {
        _store.Setup(s => s./*$*/Find(It.Is<int>(id => id./*$*/CompareTo(1) > 0)));
        _store.SetupGet(s => s./*$*/Total);
        _store.Verify(s => s./*$*/Find(1));
        // Two parameters are another overload's, It.Is<TValue>(Func<object,
        // Type, bool>): not of the type argument (coverlet's tests).
        _store.Verify(s => s.Find(It.Is<int>((/*$*/v, t) => v != null)));
    }

    // Setup<TResult>'s written type argument is the result, not what the
    // lambda takes: on a mock of a type not known, s is only guessed, the
    // type argument of GetMock<IOrderStore>() the calls start from.
    public void Unknown(Moq.AutoMock.AutoMocker mocker) =>
        mocker.GetMock<IOrderStore>().Setup<Order>(s => s./*$*/Find(2));
}

// MediatR's mediator.Send(request), where MediatR is not read: a Task of
// the response the request's class names in its IRequest<TResponse> base
// (GrandNode's View(await _mediator.Send(new GetProductOverview { ... }))).
public class Overview { public string Name = ""; }
public class GetOverview : MediatR.IRequest<IEnumerable<Overview>> { public int Id; }
public class GetAll<T> : MediatR.IRequest<IQueryable<T>> { }
public class OverviewPage
{
    public async Task<bool> Any(MediatR.ISender sender) => (await sender.Send(new GetAll<Overview>())).First()./*$*/Name != "";

    public string View<TModel>(TModel model) => "";
    public string View(string viewName) => viewName;

    public async Task<string> Show(MediatR.IMediator mediator)
    {
        var /*$*/model = await mediator.Send(new GetOverview { Id = 1 });
        return /*$*/View(model) + model.First()./*$*/Name;
    }
}

// EF Core's EntityTypeBuilder<T> and FluentValidation's AbstractValidator<T>
// call the first lambda given most of their methods with a T: the lambda
// of Property, HasKey, HasOne and OwnsOne (not OwnsOne's second, given a
// builder), and of RuleFor in a class deriving from AbstractValidator<T>
// (Clean Architecture, eShopOnWeb, modular-monolith-with-ddd).
public class OrderConfiguration
{
    public void Configure(Microsoft.EntityFrameworkCore.Metadata.Builders.EntityTypeBuilder<Order> builder)
    {
        builder.HasKey(o => o./*$*/Total);
        builder.Property(o => o./*$*/Total).HasPrecision(2);
        builder.HasOne(o => o./*$*/Customer).WithMany(c => c./*$*/Orders);
        builder.OwnsOne(o => o./*$*/Customer, owned => owned./*$*/Total);
        // WithOne's and WithMany's lambda takes the entity HasOne or HasMany
        // relates to: what HasOne's lambda gives, an element of HasMany's (ACE).
        builder.HasMany(o => o.Lines).WithOne(l => l./*$*/Price);
        builder.HasMany<Line>().WithOne(l => l./*$*/Sku);
        builder.HasOne(o => o.Customer).WithOne(c => c./*$*/Home);
    }
}
// Entity Framework 6's HasRequired and HasOptional, WithRequired and
// WithOptional, name the ends as EF Core's do (SmartStoreNET's
// HasRequired(f => f.BundleItem).WithMany(i => i.AttributeFilters)).
public class OrderMap : System.Data.Entity.ModelConfiguration.EntityTypeConfiguration<Order>
{
    public OrderMap()
    {
        HasRequired(o => o./*$*/Customer).WithOptional(c => c./*$*/Home);
        HasOptional(o => o.Customer).WithOptionalDependent(c => c./*$*/Name);
        HasMany(o => o.Lines).WithRequired(l => l./*$*/Price);
    }
}
public class OrderValidator : FluentValidation.AbstractValidator<Order>
{
    public OrderValidator()
    {
        RuleFor(o => o./*$*/Total).GreaterThan(0);
        RuleForEach(o => o./*$*/Lines).NotNull();
    }
}
public abstract class BaseValidator<T> : FluentValidation.AbstractValidator<T> where T : class { }
public class CustomerValidator : BaseValidator<Res.Model.Customer>
{
    public CustomerValidator() => RuleFor(c => c./*$*/Name).NotEmpty();
}

// Containers' Resolve<T>() and GetInstance<T>(), configuration's Get<T>()
// and GetValue<T>(key), and Newtonsoft's ToObject<T>() are a T where their
// packages are not read (ABP's IocContainer.Resolve<T>(), Orleans'
// section.Get<Dictionary<string, string>>(), the LSP library's
// new WorkspaceEditDocumentChange(obj.ToObject<CreateFile>(serializer))).
public class Resolved
{
    public Resolved(Order order) { }
    public Resolved(Customer customer) { }
    public decimal OrderTotal(Autofac.IContainer container) => container.Resolve<Order>()./*$*/Total;
    public string Name(Microsoft.Extensions.Configuration.IConfigurationSection section) => section.Get<Customer>()!./*$*/Name;
    public Resolved Read(Newtonsoft.Json.Linq.JObject obj) => new /*$*/Resolved(obj.ToObject<Customer>()!);
}

// Dependency injection's IServiceCollection is an IList<ServiceDescriptor>
// and declares nothing itself: its Count and Add are the collection
// interfaces', LINQ's methods take it (Scrutor's services.Any(...)); a
// ServiceCollection too, whose own Contains and Count hide LINQ's; what the
// interfaces cannot take stays the package's (services.Add(descriptors)).
public static class Registrations
{
    public static bool Use(IServiceCollection services, ServiceCollection concrete, System.Collections.Generic.IEnumerable<ServiceDescriptor> descriptors, ServiceDescriptor one)
    {
        services./*$*/Add(one);
        services./*$*/Add(descriptors);
        services./*$*/RemoveAt(0);
        return services./*$*/Count > 0 && System.Linq.Enumerable.Any(services) && services./*$*/Any(d => d != null) && concrete./*$*/First() != null && concrete./*$*/Contains(null) && concrete./*$*/Count > 0;
    }
}

// A class of an assembly read implements only interfaces read: a
// System.Type is no Cecil IMetadataTokenProvider, so the code's extension
// taking one is not what module.ImportReference(typeof(string)) calls
// (Cecil's own ModuleDefinition.ImportReference(Type) is; MonoMod).
public static class Importing
{
    public static Mono.Cecil.IMetadataTokenProvider ImportReference(this Mono.Cecil.ModuleDefinition module, Mono.Cecil.IMetadataTokenProvider provider) => provider;
    public static void Use(Mono.Cecil.ModuleDefinition module, Mono.Cecil.IMetadataTokenProvider provider)
    {
        module./*$*/ImportReference(typeof(string));
        module./*$*/ImportReference(provider);
    }
}

// A call on a package's value the resolver cannot pick among the code's
// extension methods still types a lambda where every candidate of the
// type arguments written gives it the same delegate (Finbuckle's
// services.ConfigurePerTenant<TOptions, TTenantInfo>((options, tenant) => ...)).
public static class PerTenant
{
    public static IServiceCollection ConfigurePerTenant<TOptions, TTenant>(this IServiceCollection services, System.Action<TOptions, TTenant> configure) => services;
    public static Missing.OptionsBuilder<TOptions> ConfigurePerTenant<TOptions, TTenant>(this Missing.OptionsBuilder<TOptions> builder, System.Action<TOptions, TTenant> configure) => builder;
    public static void Use(Missing.Services services) =>
        services.ConfigurePerTenant<Order, Customer>((options, /*$*/tenant) => options./*$*/Total.ToString());
}

// An anonymous object (no type symbol) given where a package's type or
// object goes: object (Scriban's globals.Import(new { Model = root })).
public static class Imports
{
    public static void Import(this Missing.ScriptObject script, object value) { }
    public static void Import(this Missing.ScriptObject script, Missing.ScriptArray array) { }
    public static void Use(Missing.ScriptObject globals) => globals./*$*/Import(new { Model = 1 });
}

// x.M<T> not called is a method group, also of a method not read: it goes
// to a delegate only (LazyCache's new Lazy<ICacheProvider>(serviceProvider.GetRequiredService<ICacheProvider>)).
public class Deferred
{
    public System.Lazy<Order> Make(System.IServiceProvider services) => new System./*$*/Lazy<Order>(services.GetRequiredService<Order>);
}

// A method group or a value of a delegate type given where each instance
// method takes an interface: none applies, an extension method of a
// namespace not read does (ReactiveProperty's source.Subscribe(buffer.Add)
// and self.Subscribe(onNext): System.Reactive's Subscribe(Action<T>)).
public class Feed<T> : System.IObservable<T>
{
    public System.IDisposable Subscribe(System.IObserver<T> observer) => null!;
    static void Watch(Feed<T> self, System.Action<T> onNext, System.IObservable<int> source, System.Collections.Generic.List<int> buffer, System.IObserver<T> observer)
    {
        self./*$*/Subscribe(onNext);
        source./*$*/Subscribe(buffer.Add);
        self./*$*/Subscribe(observer);
    }
}

// Sequences of packages not read: StringValues, protobuf's RepeatedField<T>,
// Mono.Cecil's Collection<T> implement IList<T>, so LINQ's operators apply
// to them where they own no method of the name (IdentityModel's
// fields["scope"].First(), HarmonyX's body.Instructions.Skip(1)).
public static class Sequences
{
    public static string Use(Microsoft.Extensions.Primitives.StringValues values, Google.Protobuf.Collections.RepeatedField<Order> orders) =>
        values./*$*/First() + orders./*$*/Select(o => o./*$*/Total)./*$*/Sum() + values./*$*/ToArray().Length + orders./*$*/Contains(null!);
}

// A value of a package's type not read, called with a LINQ operator where
// System.Linq is imported: Enumerable's, with the candidates (Garnet's
// EndPointCollection.Select(...)); not where the type's name says it may
// have operators of its own kind, nor for a generic type.
public static class UnreadSequences
{
    public static object Use(Missing.Collections.NodeList nodes, Missing.Data.OrderQueryable orders) =>
        nodes./*$*/Single() ?? nodes./*$*/Where(o => o./*$*/Total > 0) ?? (object)orders./*$*/First();
}

// System.Collections.Immutable's collections (a package before .NET Core,
// not on Mono) but ImmutableArray<T> implement the generic interfaces, so
// LINQ's operators apply to them where they own no method of the name
// (roslyn-analyzers' value.Locations.Any(l => ...) of an ImmutableHashSet).
public static class ImmutableSequences
{
    public static bool Use(System.Collections.Immutable.ImmutableHashSet<Order> orders, System.Collections.Immutable.ImmutableDictionary<string, Order> byName) =>
        orders./*$*/Any(o => o./*$*/Total > 0) && byName./*$*/Where(p => p.Value != null)./*$*/Any() && orders./*$*/Contains(null!);
    public static int Size(System.Collections.Immutable.ImmutableDictionary<string, Order> byName) => byName./*$*/Count;
}

// A method of an assembly read whose parameters cannot take an argument of
// a known type does not stand for the package type's own member: the call
// goes to the code's extension (Weasel's conn.ExecuteReaderAsync(builder,
// ct) of a SqlConnection, beside DbCommand.ExecuteReaderAsync(CommandBehavior,
// CancellationToken); here TcpClient.Connect(string, int)).
public class CommandBuilder { }
public static class CommandBuilderExtensions
{
    public static int Connect(this object connection, CommandBuilder builder, System.Threading.CancellationToken ct) => 0;
}
public class UnreadConnections
{
    public int Read(Npgsql.NpgsqlConnection conn, System.Threading.CancellationToken ct) => conn./*$*/Connect(new CommandBuilder(), ct);
    public int Text(Npgsql.NpgsqlConnection conn) => conn./*$*/Connect("host", 80);
}

// A name not called on a value of a type not read, going where no method
// group can (a long?), is that type's member, not the code's extension
// method of the name (Alba's headers.ContentLength in ContentLength(this
// IHeaderDictionary)).
public static class HeaderExtensions
{
    public static long? ContentLength(this Microsoft.AspNetCore.Http.IHeaderDictionary headers) => headers./*$*/ContentLength;
    public static System.Func<long?> Getter(Microsoft.AspNetCore.Http.IHeaderDictionary headers) => headers./*$*/ContentLength;
}

// The asynchronous LINQ methods of a package on a query give the
// framework's Task<T>: ConfigureAwait after them is Task<T>'s, and await
// gives a T (protoactor's session.Query<Event>().Where(...).ToListAsync().ConfigureAwait(false)
// with Raven not read).
public class AsyncQueries
{
    public async System.Threading.Tasks.Task<int> Tally(System.Linq.IQueryable<Order> orders)
    {
        var /*$*/all = await orders.Where(o => o.Total > 0).ToListAsync()./*$*/ConfigureAwait(false);
        var /*$*/first = await orders.FirstOrDefaultAsync()./*$*/ConfigureAwait(false);
        return all.Count + (first == null ? 0 : 1);
    }
}

// Newtonsoft.Json.Linq's tokens, not read, are sequences of tokens: LINQ
// on them is Enumerable's, their own First and Count aside (Sleet's
// settings.Select(e => ...) of a JArray).
public static class JsonTokens
{
    public static int Use(Newtonsoft.Json.Linq.JArray array, Newtonsoft.Json.Linq.JObject json)
    {
        var names = array./*$*/Select(e => e.ToString()).ToList();
        foreach (var /*$*/pair in json) { }
        return names.Count + array./*$*/Count + (array./*$*/First == null ? 0 : 1) + json./*$*/Where(p => p.Key != "").Count();
    }
    public static object? Item(Newtonsoft.Json.Linq.JObject json, Newtonsoft.Json.Linq.JArray array)
    {
        var /*$*/token = json["count"];
        var /*$*/element = array[0];
        return token;
    }
}

// Through ?. too: options?.Value of an IOptions<T> not read is a T
// (the Functions worker's GetService<IOptions<WorkerOptions>>()?.Value?.Serializer).
public static class ConditionalOptions
{
    public static decimal? Amount(Microsoft.Extensions.Options.IOptions<Order>? options) => options?.Value?./*$*/Total;
}

// JustMock's Mock.Create<T>() is a T too (New Relic's agent tests).
public class JustMockUses
{
    public decimal Mocked() => Telerik.JustMock.Mock.Create<Order>()./*$*/Total;
}

// Not where the arguments cannot go to the operator: a string is no
// Func<T, bool> (DotVVM's browser.First("table tbody") of a package's
// IBrowserWrapper).
public static class UnreadNotSequences
{
    public static object Use(Missing.Browsing.BrowserWrapper browser) => browser./*$*/First("table tbody");
}

// NSubstitute's checks return their receiver (sub.Received(1).Run(x)), and
// Shouldly's Should.Throw<T> and ThrowAsync<T> the exception (a Task of it):
// fullstackhero's tests.
public interface IChecked { System.Threading.Tasks.Task RunAsync(string id); }
public class CheckFailed : System.Exception { public int Code { get; } }
public class ReceivedChecks
{
    private readonly IChecked _svc = Substitute.For<IChecked>();
    public async System.Threading.Tasks.Task Check()
    {
        await _svc.Received(1)./*$*/RunAsync("a");
        await _svc.DidNotReceive()./*$*/RunAsync("b");
        var thrown = await Shouldly.Should.ThrowAsync<CheckFailed>(() => _svc.RunAsync("c"));
        var code = thrown./*$*/Code + Shouldly.Should.Throw<CheckFailed>(() => { })./*$*/Code;
    }
    // Shouldly's ShouldBeOfType<T>() returns the value as a T (LogicBlocks' tests).
    public int Typed(System.Exception e) => Shouldly.ShouldBeTestExtensions.ShouldBeOfType<CheckFailed>(e)./*$*/Code + e.ShouldBeOfType<CheckFailed>()./*$*/Code;
}

// Configure<T>(options => ...) of a receiver not known types the lambda's
// parameter by its type argument beside workspace methods of the name
// (Elsa's services.Configure<RuntimeOptions>(options => ...)), and Roslyn's
// Optional<T>.Value is a T (sharp-measures' generators).
public class LaterOptions { public int Threshold { get; set; } }
public interface IOwnFeature { }
public interface IOwnConfigurable { void Configure<T>(System.Action<T> configure) where T : class, IOwnFeature; }
public class OwnConfigurable : IOwnConfigurable
{
    public void Configure<T>(System.Action<T> configure) where T : class, IOwnFeature { }
}
public record GeneratedModel(string Vector);
public static class ConfigureBeside
{
    public static void Setup()
    {
        var builder = Microsoft.AspNetCore.Builder.WebApplication.CreateBuilder();
        var services = builder.Services;
        services.Configure<LaterOptions>(options => { options./*$*/Threshold = 1; });
    }
    public static int Length(Microsoft.CodeAnalysis.Optional<GeneratedModel> model) => model.Value./*$*/Vector.Length;
}

// ToArrayAsync() runs the query: an array, not a query (MODiX's
// await query.ToArrayAsync()).
public class RunQueries
{
    public async System.Threading.Tasks.Task<int> Count(System.Linq.IQueryable<Order> orders)
    {
        var /*$*/rows = await orders.ToArrayAsync();
        var /*$*/list = await orders.ToListAsync();
        return rows.Length + list.Count;
    }
}

// AutoFixture's Create<T>() (given no argument: a factory's Create<T>(this,
// callback) is no T), Freeze<T>() and CreateMany<T>(), bUnit 2's Render<T>(),
// and Unsafe.As<T>(o), which Mono's assemblies lack.
public class Fixtures : TestContext
{
    public int Make(AutoFixture.Fixture fixture, object boxed, Missing.Package.Factory factory)
    {
        var /*$*/made = fixture.Create<Order>();
        var /*$*/frozen = fixture.Freeze<Order>();
        var /*$*/many = fixture.CreateMany<Order>();
        var /*$*/callback = factory.Create<Order>(this, () => { });
        var /*$*/cut = Render<Order>();
        var /*$*/cast = System.Runtime.CompilerServices.Unsafe.As<Order>(boxed);
        return made./*$*/Id + cut.Instance./*$*/Id;
    }
}

// Methods of packages' generic types whose result is made of the type's
// argument: EF Core's IDbContextFactory<T>.CreateDbContext(), ASP.NET
// Identity's UserManager<TUser>.FindByIdAsync(id), Bogus' Faker<T>.Generate()
// and Generate(n); FluentResults' Result<T>.Value; AutoMapper's
// Map<TSource, TDestination>(source).
public class ShopContext { public System.Collections.Generic.List<Order> Purchases { get; } = []; }
public class Factories
{
    public async System.Threading.Tasks.Task<int> Use(
        Microsoft.EntityFrameworkCore.IDbContextFactory<ShopContext> factory,
        Microsoft.AspNetCore.Identity.UserManager<Order> users,
        Bogus.Faker<Order> faker, FluentResults.Result<Order> result, AutoMapper.IMapper mapper)
    {
        using var /*$*/context = factory.CreateDbContext();
        var /*$*/found = await users.FindByIdAsync("1");
        var /*$*/fake = faker.Generate();
        var /*$*/fakes = faker.Generate(3);
        var /*$*/mapped = mapper.Map<object, Order>(new object());
        return context./*$*/Purchases.Count + found.Id + fake.Id + fakes.Count + result.Value./*$*/Id + mapped.Id;
    }
}

// So are they on a workspace type deriving from such a type
// (names-out-of-a-hat's AddParticipantRequestFaker : Faker<AddParticipantRequest>).
public class OrderFaker : Bogus.Faker<Order> { }
public static class OrderFakes
{
    public static Guid FirstId(OrderFaker faker) => faker.Generate()./*$*/Id;
}

// A migration's CreateTable<TColumns>(name, columns: table => new { ... },
// constraints: table => ...) gives the lambdas given to the constraints'
// PrimaryKey, ForeignKey and UniqueConstraint the anonymous type the
// columns lambda makes (nomnomzbot's migrations: x => x.Id, 173 answers);
// not where the columns lambda makes no anonymous object.
public class Initial : Microsoft.EntityFrameworkCore.Migrations.Migration
{
    protected override void Up(Microsoft.EntityFrameworkCore.Migrations.MigrationBuilder migrationBuilder)
    {
        migrationBuilder.CreateTable(
            name: "Actions",
            columns: table => new
            {
                Id = table.Column<System.Guid>(type: "uuid", nullable: false),
                ConduitId = table.Column<System.Guid>(type: "uuid", nullable: false),
            },
            constraints: table =>
            {
                table.PrimaryKey("PK_Actions", x => x./*$*/Id);
                table.ForeignKey(
                    name: "FK_Actions_Conduits",
                    column: x => x./*$*/ConduitId,
                    principalTable: "Conduits",
                    principalColumn: "Id");
                table.UniqueConstraint("AK_Actions", x => new { x./*$*/Id, x./*$*/ConduitId });
            });
        migrationBuilder.CreateTable("Other", MakeColumns, constraints: table => table.PrimaryKey("PK_Other", x => x./*$*/Id));
    }
    static object MakeColumns(object table) => table;
}

// A package's generic collection's Add(T) and the like give a target-typed
// new() their one type argument (nomnomzbot's _db.TierLimits.Add(new() {
// TierId = ... }) of EF Core's DbSet<TierLimit>); not a call of more
// arguments than such a method takes.
public class Seeding
{
    Microsoft.EntityFrameworkCore.DbSet<Order> placed = null!;
    public void Seed()
    {
        placed.Add(new() { /*$*/Total = 1 });
        placed.AddAsync(new() { /*$*/Total = 2 }, default);
        placed.Add(new() { /*$*/Total = 3 }, 2, 3);
    }
}

// An element of a package's generic type of one type argument, by an
// integer, is of that type argument, as a list's (Avalonia's
// AvaloniaList<Node>: data[0].Children); not by a string
// (IStringLocalizer<T>["key"] is a LocalizedString).
public class Listing
{
    public decimal First(Avalonia.Collections.AvaloniaList<Order> data, int i) => data[0]./*$*/Total + data[i]./*$*/Total;
    public object Text(Microsoft.Extensions.Localization.IStringLocalizer<Order> localizer) => localizer["Total"]./*$*/Value;
}

// Avalonia's and MAUI's lookups of named elements give the type written
// (ExtendedToolkit's this.Find<ResizeRotateControl>("x").PositionChanged).
public class NamedLookups : Avalonia.Controls.UserControl
{
    public decimal Found() => this.Find<Order>("order")!./*$*/Total + this.FindControl<Order>("other")!./*$*/Total;
}

// ReactiveUI's WhenAnyValue gives the lambdas naming properties the
// receiver (TreeDataGrid's this.WhenAnyValue(x => x.SelectedDrive)); not
// a selector, whose parameter is named otherwise.
public class Watching
{
    public decimal Total { get; set; }
    public Order Placed { get; set; } = null!;
    public void Watch()
    {
        this.WhenAnyValue(x => x./*$*/Total, x => x./*$*/Placed, (total, order) => order./*$*/Total);
        Placed.WhenAnyValue(o => o./*$*/Total);
    }
}

// EF Core's ThenInclude gives its lambda what the Include before it gives,
// an element where that is a sequence (fmbot's .Include(u =>
// u.DiscogsReleases).ThenInclude(i => i.Release)).
public class Including
{
    public object Query(Microsoft.EntityFrameworkCore.DbSet<Order> placed) =>
        placed.Include(o => o.Lines).ThenInclude(l => l./*$*/Sku).Include(o => o.Customer).ThenInclude(c => c!./*$*/Home);
}

// Unity's lookups of components give the type written, an array of it for
// the plural ones.
public class Components : UnityEngine.MonoBehaviour
{
    public decimal Sum() => GetComponent<Order>()./*$*/Total + GetComponentsInChildren<Order>()[0]./*$*/Total;
    // ScriptableObject.CreateInstance<T>() a T (InputSystem's tests).
    public decimal Created() { var /*$*/asset = UnityEngine.ScriptableObject.CreateInstance<Order>(); return asset./*$*/Total; }
    // Resources.FindObjectsOfTypeAll<T>() a T[] (resharper-unity's windows).
    public decimal All() => UnityEngine.Resources.FindObjectsOfTypeAll<Order>()[0]./*$*/Total;

    // Where Godot is not imported, As<T>() says nothing: Moq's is a Mock<T>.
    public void Fake(Moq.Mock<Customer> mock) { var /*$*/faked = mock.As<Order>(); }

    // Unity's Resources.Load<T>(path) is a T; ImageSharp's Image.Load<TPixel>(stream) an Image<TPixel>.
    public void Load(System.IO.Stream png)
    {
        var /*$*/loaded = UnityEngine.Resources.Load<Order>("orders/first");
        var /*$*/image = SixLabors.ImageSharp.Image.Load<Order>(png);
    }
}

// Unity Entities' component data and singletons are the type written, and
// a reference to a component's ValueRO and ValueRW that type too; a
// ScriptableObject's CreateInstance<T>() a T, called unqualified too
// (EntityComponentSystemSamples' WanderSystem, CompoundBBSystem,
// SplashScreen).
public class Wander : UnityEngine.ScriptableObject
{
    public decimal Next(Unity.Entities.EntityManager manager, Unity.Entities.Entity entity, Unity.Entities.RefRO<Order> bounds, Unity.Entities.RefRW<Order> state)
    {
        var /*$*/wander = manager.GetComponentData<Order>(entity);
        var made = CreateInstance<Order>();
        return wander./*$*/Total + bounds.ValueRO./*$*/Total + state.ValueRW./*$*/Total + made./*$*/Total +
            Unity.Entities.SystemAPI.GetSingleton<Order>()./*$*/Total;
    }
}

// Mount & Blade II's Campaign.Current.GetCampaignBehavior<T>() is a T
// (BannerKings' GetCampaignBehavior<BKDiplomacyBehavior>().GetKingdomDiplomacy(k)).
public static class Campaigns
{
    public static decimal Use(TaleWorlds.CampaignSystem.Campaign campaign) =>
        campaign.GetCampaignBehavior<Order>()./*$*/Total;
}

// A content manager's Load<T>(name) is a T (XNA's, SMAPI's: FauxMods'
// gameContentHelper.Load<Dictionary<string, ToolbarIconData>>(path)), and
// so is the Value of a package's wrapper of one value (SMAPI's
// PerScreen<List<InventoryTab>>, BepInEx's ConfigEntry<string>).
public class Wrappers
{
    StardewModdingAPI.Utilities.PerScreen<List<Order>> cached = new();

    public decimal Use(StardewModdingAPI.IGameContentHelper content, BepInEx.Configuration.ConfigEntry<string> entry)
    {
        var /*$*/orders = content.Load<Dictionary<string, Order>>("Data/Orders");
        return orders["first"]./*$*/Total + cached.Value[0]./*$*/Total + entry.Value./*$*/Length;
    }
}

// A lambda given to calls of packages not read takes the one type argument
// the calls start from: written on the first (SqlSugar's
// db.Queryable<T>().Includes(a => a.Realms)), or of the package's type of
// the value they are called on (FlexLabs' context.Users.Upsert(u).On(m =>
// m.Id) of a DbSet<User>); not past a projection.
public class Chains
{
    public void Query(SqlSugar.ISqlSugarClient db, Microsoft.EntityFrameworkCore.DbSet<Order> orders, Order order)
    {
        db.Queryable<Order>().Includes(a => a./*$*/Lines).ToList();
        orders.Upsert(order).On(m => m./*$*/Total).Run();
        orders.Upsert(order).WhenMatched((old, now) => new() { /*$*/Customer = now./*$*/Customer }).Run();
        db.Queryable<Order>().Select(o => o.Customer).Includes(c => c./*$*/Lines).ToList();
        orders.HasOne(o => o.Customer).WithMany().HasPrincipalKey(c => c./*$*/Total);
    }
    // Of a package's type of several type arguments, the first of them
    // that has the member (moongate's IEntityStore<AccountEntity, Serial>).
    public object Stored(Missing.Package.IEntityStore<int, Order> store)
    {
        return store.Query().FirstOrDefault(s => s./*$*/Total > 0)!;
    }
}

// Members and calls of packages' types whose framework types are known:
// xunit's Record.Exception(...) is an Exception, ASP.NET Core's
// IExceptionHandlerFeature.Error too, HttpContext.User a ClaimsPrincipal,
// IFormFile.FileName a string; FluentAssertions' BeOfType<T>().Which a T.
public class PackageMemberTypes
{
    public void Read(Microsoft.AspNetCore.Http.HttpContext context, Microsoft.AspNetCore.Http.IFormFile file, object value)
    {
        var error = Xunit.Record.Exception(() => throw new System.InvalidOperationException("x"));
        var message = error./*$*/Message;
        var feature = context.Features.Get<Microsoft.AspNetCore.Diagnostics.IExceptionHandlerFeature>();
        var handled = feature?.Error./*$*/Message;
        var identity = context.User./*$*/Identity;
        var upper = file.FileName./*$*/ToUpperInvariant();
        var total = value.Should().BeOfType<Order>().Which./*$*/Total;
    }
}

// ConfigureAwait on an awaited value of a type not known is most likely a
// task's: Task<TResult>'s where the await gives a value or the method is
// known to give one (EF Core's SaveChangesAsync), Task's where not.
public class AwaitedPackageCalls
{
    public async System.Threading.Tasks.Task<object> Run(StackExchange.Redis.IDatabase db, Microsoft.EntityFrameworkCore.DbContext context)
    {
        await db.KeyDeleteAsync("k")./*$*/ConfigureAwait(false);
        await context.SaveChangesAsync()./*$*/ConfigureAwait(false); // a Task<int>, its value not taken
        var /*$*/value = await db.StringGetAsync("k")./*$*/ConfigureAwait(false); // of no TResult known
        return value;
    }
}

// SMAPI's GetApi<T>, ReadConfig<T> and ReadJsonFile<T> give a T (Stardew
// Valley mods: var api = Helper.ModRegistry.GetApi<ISpaceCoreApi>(id)).
public interface IModApi { void Register(System.Type type); }
public class ModEntry : StardewModdingAPI.Mod
{
    public void Entry()
    {
        var api = Helper.ModRegistry.GetApi<IModApi>("spacechase0.SpaceCore");
        api./*$*/Register(typeof(int));
        var list = Helper.Data.ReadJsonFile<Order>("content.json");
        var total = list./*$*/Total;
    }
}
