package bind

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// packageCalls are generic methods of packages most code calls whose
// result is made of their one type argument (%s), for calls of them where
// the package is not read: its declarations would say as much. Keyed by
// the method's name, or by the type written before it and its name where
// the name alone says too little (Substitute.For<T>()).
var packageCalls = map[string]string{
	// Microsoft.Extensions.DependencyInjection's ServiceProviderServiceExtensions
	"GetRequiredService": "%s", "GetService": "%s", "GetRequiredKeyedService": "%s", "GetKeyedService": "%s",
	"GetServices": "global::System.Collections.Generic.IEnumerable<%s>", "GetKeyedServices": "global::System.Collections.Generic.IEnumerable<%s>",
	"ActivatorUtilities.CreateInstance": "%s", "ActivatorUtilities.GetServiceOrCreateInstance": "%s",
	// other containers: Autofac's, Castle Windsor's and Unity's Resolve<T>(), Simple Injector's GetInstance<T>()
	"Resolve": "%s", "ResolveOptional": "%s", "ResolveNamed": "%s", "ResolveKeyed": "%s", "GetInstance": "%s",
	// configuration: Microsoft.Extensions.Configuration's Get<T>() and GetValue<T>(key)
	"Get": "%s", "GetValue": "%s",
	// test doubles: NSubstitute, Moq, FakeItEasy, JustMock; AutoFixture's
	// fixture.Create<T>() (without arguments: see argumentlessCalls), Freeze<T>()
	// and CreateMany<T>()
	"Substitute.For": "%s", "Substitute.ForPartsOf": "%s", "Mock.Of": "%s", "A.Fake": "%s", "Mock.Create": "%s",
	"Create": "%s", "Freeze": "%s", "CreateMany": "global::System.Collections.Generic.IEnumerable<%s>",
	// AutoMapper's Map<TDestination>(source) (and Map<TSource, TDestination>)
	"Map": "%s",
	// System.Runtime.CompilerServices.Unsafe's reinterpretation, which Mono's assemblies lack
	"Unsafe.As": "%s",
	// argument matchers of test doubles (Moq's It.IsAny<string>(), NSubstitute's Arg.Any<int>()), a T where a T goes
	"It.IsAny": "%s", "It.Is": "%s", "It.IsNotNull": "%s", "Arg.Any": "%s", "Arg.Is": "%s",
	// NSubstitute's CallInfo: the call's argument of that type, c.Arg<Order>(), or at that position
	"Arg": "%s", "ArgAt": "%s",
	// JSON: Newtonsoft's, System.Text.Json's where it is not read; other
	// serializers' Deserialize<T>: Umbraco's IJsonSerializer, YamlDotNet's, MessagePack's
	"JsonConvert.DeserializeObject": "%s", "JsonSerializer.Deserialize": "%s", "ToObject": "%s", "Deserialize": "%s",
	"JsonSerializer.DeserializeAsync": "global::System.Threading.Tasks.ValueTask<%s>",
	"GetFromJsonAsync":                "global::System.Threading.Tasks.Task<%s>", "ReadFromJsonAsync": "global::System.Threading.Tasks.Task<%s>",
	// Dapper's queries
	"Query": "global::System.Collections.Generic.IEnumerable<%s>", "QueryAsync": "global::System.Threading.Tasks.Task<global::System.Collections.Generic.IEnumerable<%s>>",
	"QueryFirst": "%s", "QueryFirstOrDefault": "%s", "QuerySingle": "%s", "QuerySingleOrDefault": "%s", "ExecuteScalar": "%s",
	"QueryFirstAsync": "global::System.Threading.Tasks.Task<%s>", "QueryFirstOrDefaultAsync": "global::System.Threading.Tasks.Task<%s>",
	"QuerySingleAsync": "global::System.Threading.Tasks.Task<%s>", "QuerySingleOrDefaultAsync": "global::System.Threading.Tasks.Task<%s>",
	"ExecuteScalarAsync": "global::System.Threading.Tasks.Task<%s>",
	// xunit's type assertions, which return the value as the type, and the
	// exception assertions of xunit, NUnit and MSTest, which return the
	// exception (xunit's ThrowsAsync a Task of it: see packageCallType)
	"Assert.IsType": "%s", "Assert.IsAssignableFrom": "%s", "Assert.Throws": "%s", "Assert.ThrowsAny": "%s",
	"Assert.ThrowsAsync": "global::System.Threading.Tasks.Task<%s>", "Assert.ThrowsAnyAsync": "global::System.Threading.Tasks.Task<%s>",
	"Assert.ThrowsException": "%s", "Assert.ThrowsExceptionAsync": "global::System.Threading.Tasks.Task<%s>",
	"Assert.ThrowsExactly": "%s", "Assert.ThrowsExactlyAsync": "global::System.Threading.Tasks.Task<%s>",
	"Should.Throw": "%s", "Should.ThrowAsync": "global::System.Threading.Tasks.Task<%s>", // Shouldly's
	"ShouldBeOfType": "%s", "ShouldBeAssignableTo": "%s", // Shouldly's type assertions, which return the value as a T
	// FluentAssertions' act.Should().Throw<T>(), whose Which is the exception
	"Throw": "global::FluentAssertions.Specialized.ExceptionAssertions<%s>", "ThrowExactly": "global::FluentAssertions.Specialized.ExceptionAssertions<%s>",
	// and its type assertions, whose Which is the value as the type: v.Should().BeOfType<Order>().Which
	"BeOfType":          "global::FluentAssertions.AndWhichConstraint<global::FluentAssertions.Primitives.ObjectAssertions, %s>",
	"BeAssignableTo":    "global::FluentAssertions.AndWhichConstraint<global::FluentAssertions.Primitives.ObjectAssertions, %s>",
	"ThrowAsync":        "global::System.Threading.Tasks.Task<global::FluentAssertions.Specialized.ExceptionAssertions<%s>>",
	"ThrowExactlyAsync": "global::System.Threading.Tasks.Task<global::FluentAssertions.Specialized.ExceptionAssertions<%s>>",
	// Blazor's IJSRuntime (SignalR's and dispatchers' InvokeAsync<T> are awaited to a T as well)
	"InvokeAsync": "global::System.Threading.Tasks.ValueTask<%s>",
	// bUnit's test context (Render<T> since bUnit 2) and rendered fragments
	"RenderComponent": "global::Bunit.IRenderedComponent<%s>", "Render": "global::Bunit.IRenderedComponent<%s>",
	"FindComponent":  "global::Bunit.IRenderedComponent<%s>",
	"FindComponents": "global::System.Collections.Generic.IReadOnlyList<global::Bunit.IRenderedComponent<%s>>",
	// Avalonia's and MAUI's lookups of named elements: this.Find<Button>("ok")
	"Find": "%s", "FindControl": "%s", "FindByName": "%s",
	// Godot's nodes, scenes and variants: GetNode<Label>("x"),
	// scene.Instantiate<Enemy>(), v.As<int>() (As only where Godot is
	// imported: see namespacedCalls)
	"GetNode": "%s", "GetNodeOrNull": "%s", "GetParent": "%s", "GetParentOrNull": "%s", "GetChild": "%s", "GetChildOrNull": "%s",
	"GetOwner": "%s", "GetOwnerOrNull": "%s", "Instantiate": "%s", "InstantiateOrNull": "%s", "As": "%s",
	// loaders of assets and saved values: Godot's GD.Load<PackedScene>(path),
	// Unity's Resources.Load<T>(path), XNA's and SMAPI's content managers'
	// Load<Texture2D>(name), Easy Save's ES3.Load<T>(key); but ImageSharp's
	// Image.Load<TPixel>(stream) is an Image<TPixel>
	"Load": "%s", "Image.Load": "global::SixLabors.ImageSharp.Image<%s>",
	// Unity's asset bundles' and editor's assets: bundle.LoadAsset<T>(name),
	// AssetDatabase.LoadAssetAtPath<T>(path)
	"LoadAsset": "%s", "LoadAssetAtPath": "%s",
	// tModLoader's (Terraria mods): player.GetModPlayer<T>(), npc.GetGlobalNPC<T>(),
	// ModContent.GetInstance<T>() (above)
	"GetModPlayer": "%s", "GetGlobalNPC": "%s", "GetGlobalItem": "%s", "GetGlobalProjectile": "%s", "GetModSystem": "%s",
	// RimWorld's (Verse): def.GetModExtension<T>(), thing.GetComp<T>(), TryGetComp<T>()
	"GetModExtension": "%s", "GetComp": "%s", "TryGetComp": "%s", "GetCompProperties": "%s",
	// SMAPI's (Stardew Valley mods): Helper.ModRegistry.GetApi<IApi>(id),
	// Helper.ReadConfig<ModConfig>(), a content pack's ReadJsonFile<T>(path),
	// Helper.Data.ReadSaveData<T>(key) and ReadGlobalData<T>(key)
	"GetApi": "%s", "ReadConfig": "%s", "ReadJsonFile": "%s", "ReadSaveData": "%s", "ReadGlobalData": "%s",
	// Unity's components and objects, its ScriptableObject.CreateInstance<T>()
	// (also unqualified, in a ScriptableObject), and the components and
	// singletons of its entities (EntityManager.GetComponentData<T>(e),
	// SystemAPI.GetSingleton<T>())
	"CreateInstance": "%s", "GetComponentData": "%s", "GetComponentObject": "%s", "GetSharedComponent": "%s",
	"GetSharedComponentManaged": "%s", "GetSingleton": "%s",
	// Mount & Blade II's campaign behaviors and game objects:
	// Campaign.Current.GetCampaignBehavior<T>(), MBObjectManager's GetObject<T>(id)
	"GetCampaignBehavior": "%s", "GetObject": "%s", "GetComponent": "%s", "GetComponentInChildren": "%s", "GetComponentInParent": "%s", "AddComponent": "%s",
	"FindObjectOfType": "%s", "FindFirstObjectByType": "%s", "FindAnyObjectByType": "%s",
	"GetComponents": "%s[]", "GetComponentsInChildren": "%s[]", "GetComponentsInParent": "%s[]",
	"FindObjectsOfType": "%s[]", "FindObjectsByType": "%s[]", "Resources.FindObjectsOfTypeAll": "%s[]",
}

// namespacedCalls are the packageCalls whose name says enough only where
// the scope imports the package's namespace: Moq's mock.As<IFoo>() is a
// Mock<IFoo>, Godot's variant.As<int>() an int.
var namespacedCalls = map[string]string{"As": "Godot"}

// argumentlessCalls are the packageCalls whose name says enough only
// where the call passes no argument: EventCallback.Factory.Create<T>(this,
// callback) is no T.
var argumentlessCalls = map[string]bool{"Create": true}

// dapperCalls are the packageCalls that are Dapper's queries.
var dapperCalls = map[string]bool{"Query": true, "QueryAsync": true, "QueryFirst": true, "QueryFirstOrDefault": true,
	"QuerySingle": true, "QuerySingleOrDefault": true, "ExecuteScalar": true, "QueryFirstAsync": true,
	"QueryFirstOrDefaultAsync": true, "QuerySingleAsync": true, "QuerySingleOrDefaultAsync": true, "ExecuteScalarAsync": true}

// requestResponse is the type of MediatR's mediator.Send(request) where
// the package is not read: a Task of the TResponse of the IRequest<TResponse>
// the request's class names among its bases (GrandNode's
// await _mediator.Send(new GetProductOverview { ... })).
func (r *resolver) requestResponse(fn, inv int32) (exprType, bool) {
	name := r.calledName(fn)
	args := r.argumentsIn(r.t.Child(inv, "arguments"))
	if r.kind(name) != "identifier" || r.t.Text(name) != "Send" || len(args) == 0 || len(args) > 2 {
		return unknownType, false
	}
	at := r.typeOf(r.argumentValue(args[0]))
	if at.sym == index.NoSymbol || r.b.s.External(at.sym) {
		return unknownType, false
	}
	types := []index.SymbolID{at.sym}
	for a := range r.b.ancestors(at.sym) {
		types = append(types, a)
	}
	for _, t := range types {
		if r.b.s.External(t) {
			continue
		}
		for _, ref := range r.b.s.Sym(t).Decls {
			for _, text := range r.b.s.Decl(ref).Bases {
				tr := syntax.ParseTypeRef(text)
				if tr == nil || tr.Kind != syntax.TypeNamed || lastName(tr) != "IRequest" || len(tr.Parts[len(tr.Parts)-1].Args) != 1 {
					continue
				}
				open, end := strings.Index(text, "<"), strings.LastIndex(text, ">")
				if open < 0 || end < open {
					continue
				}
				sub := at.sub // what the request's type parameters stand for (GetGenericQuery<CustomerGroup>'s T)
				if t != at.sym {
					sub = r.subFor(at, t)
				}
				if task := r.written(r.b.baseScope(t, ref, sub), "global::System.Threading.Tasks.Task<"+text[open+1:end]+">"); task.known() {
					return task, true
				}
			}
		}
	}
	return unknownType, false
}

// receiverCalls are extension methods of packages most code calls that
// return their receiver: NSubstitute's checks, sub.Received(1).Run(x).
var receiverCalls = map[string]bool{"Received": true, "DidNotReceive": true, "ReceivedWithAnyArgs": true, "DidNotReceiveWithAnyArgs": true}

// packageMembers are members of generic types of packages whose type is
// the type's one type argument, for values of such a type where the
// package is not read: bUnit's IRenderedComponent<T>.Instance, Moq's
// Mock<T>.Object, Microsoft.Extensions.Options' IOptionsMonitor<T>.CurrentValue,
// Umbraco's Attempt<TResult>.Result, uSync's SyncAttempt<TObject>.Item; and
// FluentAssertions' AndWhichConstraint<TParent, TSubject>.Which, its last
// (v.Should().BeOfType<Order>().Which). The Value of any generic type of
// one type argument is one too (see packageMemberType).
var packageMembers = map[string]bool{"IRenderedComponent.Instance": true, "Mock.Object": true, "ExceptionAssertions.Which": true,
	"IOptionsMonitor.CurrentValue": true, "Attempt.Result": true, "SyncAttempt.Item": true, "AndWhichConstraint.Which": true,
	"RefRO.ValueRO": true, "RefRW.ValueRW": true, "RefRW.ValueRO": true} // Unity Entities' references to components

// packageMemberTypes are the framework types of members of packages' types
// most code reads, by the type's name and the member's: ASP.NET Core's
// IExceptionHandlerFeature.Error is an Exception, HttpContext.User a
// ClaimsPrincipal, an IFormFile's FileName a string; packageStaticTypes
// those of static members of packages' types; and packageResults
// the framework types of calls of packages' methods, by the type (or the
// type written before the call) and the method: xunit's
// Record.Exception(() => ...) is an Exception.
var (
	packageMemberTypes = map[string]string{
		"IExceptionHandlerFeature.Error": "global::System.Exception", "IExceptionHandlerPathFeature.Error": "global::System.Exception",
		"HttpContext.User": "global::System.Security.Claims.ClaimsPrincipal", "HttpContext.RequestAborted": "global::System.Threading.CancellationToken",
		"HttpContext.RequestServices": "global::System.IServiceProvider", "HttpContext.TraceIdentifier": "string",
		"HttpRequest.Body": "global::System.IO.Stream", "HttpResponse.Body": "global::System.IO.Stream",
		"HttpRequest.Method": "string", "HttpRequest.ContentType": "string", "HttpRequest.Scheme": "string", "HttpRequest.IsHttps": "bool",
		"HttpRequest.ContentLength": "long?", "HttpResponse.StatusCode": "int", "HttpResponse.ContentType": "string",
		"ConnectionInfo.RemoteIpAddress":   "global::System.Net.IPAddress",
		"IHostEnvironment.EnvironmentName": "string", "IHostEnvironment.ApplicationName": "string", "IHostEnvironment.ContentRootPath": "string",
		"IWebHostEnvironment.EnvironmentName": "string", "IWebHostEnvironment.ApplicationName": "string",
		"IWebHostEnvironment.ContentRootPath": "string", "IWebHostEnvironment.WebRootPath": "string",
		"IFormFile.FileName": "string", "IFormFile.Name": "string", "IFormFile.ContentType": "string", "IFormFile.Length": "long",
		"IConfigurationSection.Value": "string", "IConfigurationSection.Key": "string", "IConfigurationSection.Path": "string",
		"IServiceScope.ServiceProvider": "global::System.IServiceProvider", "IHost.Services": "global::System.IServiceProvider",
		"IApplicationBuilder.ApplicationServices": "global::System.IServiceProvider",
		"ISystemClock.UtcNow":                     "global::System.DateTimeOffset", // Microsoft.Extensions.Internal's and ASP.NET's authentication's
	}
	// Terraria's (tModLoader mods'): Main.npc[i].Calamity() is Calamity(this NPC)
	packageStaticTypes = map[string]string{
		"Main.npc": "global::Terraria.NPC[]", "Main.player": "global::Terraria.Player[]", "Main.projectile": "global::Terraria.Projectile[]",
		"Main.item": "global::Terraria.Item[]", "Main.dust": "global::Terraria.Dust[]", "Main.LocalPlayer": "global::Terraria.Player",
		"Main.myPlayer": "int", "Main.netMode": "int", "Main.dayTime": "bool", "Main.time": "double", "Main.expertMode": "bool",
		"Main.masterMode": "bool", "Main.hardMode": "bool", "Main.maxTilesX": "int", "Main.maxTilesY": "int", "Main.GameUpdateCount": "uint",
	}
	packageResults = map[string]string{
		"Record.Exception": "global::System.Exception", "Record.ExceptionAsync": "global::System.Threading.Tasks.Task<global::System.Exception>",
		"IFormFile.OpenReadStream":           "global::System.IO.Stream",
		"IConfiguration.GetConnectionString": "string", "IConfigurationRoot.GetConnectionString": "string",
	}
)

// packageMemberTypeOf is the type of one of packageMemberTypes read on a
// value of a type not read, or of packageStaticTypes on the type.
func (r *resolver) packageMemberTypeOf(recv exprType, name int32) (exprType, bool) {
	table := packageMemberTypes
	if recv.static {
		table, recv.static = packageStaticTypes, false
	}
	last, ok := unreadGeneric(recv)
	typ := table[last.Name+"."+r.t.Text(r.nameToken(name))]
	if !ok || typ == "" {
		return unknownType, false
	}
	return r.written(r.scopeAt(name), typ), true
}

// packageResultType is the type of a call of one of packageResults, a
// static method of a type not read or a method of a value of one.
func (r *resolver) packageResultType(recv exprType, fn int32) (exprType, bool) {
	typ := packageResults[r.typeAndMethod(fn)]
	if last, ok := unreadGeneric(recv); typ == "" && ok {
		typ = packageResults[last.Name+"."+r.t.Text(r.nameToken(r.calledName(fn)))]
	}
	if typ == "" {
		return unknownType, false
	}
	return r.written(r.scopeAt(fn), typ), true
}

// packageCallType is the type of a call of one of packageCalls the index
// does not read, with its type argument written.
func (r *resolver) packageCallType(fn int32) (exprType, bool) {
	name := r.calledName(fn)
	args := r.typeArguments(name)
	method := r.t.Text(r.nameToken(name))
	if len(args) == 2 && method == "Map" {
		args = args[1:] // AutoMapper's Map<TSource, TDestination>(source)
	}
	if len(args) != 1 || r.kind(name) != "generic_name" || r.kind(fn) == "member_access_expression" && r.arrow(fn) {
		// (Not through a pointer, a struct's of native code: FFXIVClientStructs'
		// space->Create<T>() is a T*.)
		return unknownType, false
	}
	pattern, ok := packageCalls[r.typeAndMethod(fn)] // Should.Throw<T>() before any Throw<T>()
	if !ok {
		pattern, ok = packageCalls[method]
		if ns := namespacedCalls[method]; ns != "" && !r.b.namespaceInScope(r.scopeAt(name), ns) {
			return unknownType, false
		}
	}
	if !ok {
		return unknownType, false
	}
	if inv := r.parent(fn); argumentlessCalls[method] && (r.kind(inv) != "invocation_expression" || len(r.argumentsIn(r.t.Child(inv, "arguments"))) > 0) {
		return unknownType, false
	}
	if method == "ThrowsAsync" && r.kind(r.parent(r.parent(fn))) != "await_expression" && !r.xunitAssert(fn) {
		pattern = "%s" // NUnit's, which waits itself
	}
	if inv := r.parent(fn); dapperCalls[method] && (r.kind(inv) != "invocation_expression" || len(r.argumentsIn(r.t.Child(inv, "arguments"))) == 0) {
		// Dapper's take the SQL: XPO's and NHibernate's session.Query<T>() is a query.
		if method != "Query" {
			return unknownType, false
		}
		pattern = "global::System.Linq.IQueryable<%s>"
	} else if dapperCalls[method] && !r.mayBeConnection(fn) {
		return unknownType, false // Azure's TableClient.QueryAsync<T>(filter) is pageable (durabletask)
	}
	return r.written(r.scopeAt(name), strings.Replace(pattern, "%s", r.codeText(args[0]), 1)), true
}

// mayBeConnection says whether a called member's receiver may be the
// database connection Dapper's extension methods take (or a micro-ORM's
// database, PetaPoco's and NPoco's, whose queries are alike): of a type
// not known, or one whose name says so (IDbConnection, SqlConnection,
// IDatabase); not Azure's TableClient.
func (r *resolver) mayBeConnection(fn int32) bool {
	receiver := r.receiverExpr(fn)
	if receiver < 0 {
		return true
	}
	t := r.typeOf(receiver)
	name := lastName(t.tr)
	if name == "" {
		return !t.known()
	}
	return strings.Contains(name, "Connection") || strings.Contains(name, "Database")
}

// typeAndMethod is the name of the type written before a called method
// and the method's, Assert.Single of Assert.Single(xs) and of
// Xunit.Assert.Single(xs); "" for a call of no such member.
func (r *resolver) typeAndMethod(fn int32) string {
	receiver := r.receiverExpr(fn)
	if receiver >= 0 && r.kind(receiver) == "member_access_expression" {
		receiver = r.t.Child(receiver, "name")
	}
	if receiver < 0 || r.kind(receiver) != "identifier" {
		return ""
	}
	return r.t.Text(receiver) + "." + r.t.Text(r.nameToken(r.calledName(fn)))
}

// elementCalls are methods of packages most code calls that return an
// element of their first argument (xunit's Assert.Single(xs)), and
// elementLambdas those that call the lambdas given them with its elements
// (xunit's Assert.All(xs, x => ...), Assert.Collection(xs, x => ..., ...)).
var (
	elementCalls   = map[string]bool{"Assert.Single": true}
	elementLambdas = map[string]bool{"Assert.All": true, "Assert.AllAsync": true, "Assert.Collection": true,
		"Assert.CollectionAsync": true, "Assert.Contains": true, "Assert.DoesNotContain": true, "Assert.Single": true}
)

// firstArgumentElement is an element of the first argument of a call of
// a package's method the index does not read: of elementCalls where the
// call's type is asked (lambda false), of elementLambdas where a lambda's
// parameter is.
func (r *resolver) firstArgumentElement(call int32, lambda bool) (exprType, bool) {
	fn := r.t.Child(call, "function")
	key := r.typeAndMethod(fn)
	if lambda && !elementLambdas[key] || !lambda && !elementCalls[key] {
		return unknownType, false
	}
	if args := r.argumentsIn(r.t.Child(call, "arguments")); len(args) > 0 {
		if elem := r.elementOf(r.typeOf(r.argumentValue(args[0]))); elem.known() {
			return elem, true
		}
	}
	return unknownType, false
}

// packageMethods are methods of generic types of packages whose result is
// made of the type's one type argument (%s), by the type's name and the
// method's, and where the argument count decides, its count after a slash:
// EF Core's IDbContextFactory<T>.CreateDbContext() is a T, ASP.NET
// Identity's UserManager<TUser>.FindByIdAsync(id) a Task<TUser>, Bogus'
// Faker<T>.Generate() a T and Generate(n) a List<T>.
var packageMethods = map[string]string{
	"IDbContextFactory.CreateDbContext": "%s", "IDbContextFactory.CreateDbContextAsync": "global::System.Threading.Tasks.Task<%s>",
	"DbSet.Find": "%s", "DbSet.FindAsync": "global::System.Threading.Tasks.ValueTask<%s>",
	"UserManager.FindByIdAsync": "global::System.Threading.Tasks.Task<%s>", "UserManager.FindByNameAsync": "global::System.Threading.Tasks.Task<%s>",
	"UserManager.FindByEmailAsync": "global::System.Threading.Tasks.Task<%s>", "UserManager.GetUserAsync": "global::System.Threading.Tasks.Task<%s>",
	"RoleManager.FindByIdAsync": "global::System.Threading.Tasks.Task<%s>", "RoleManager.FindByNameAsync": "global::System.Threading.Tasks.Task<%s>",
	"Faker.Generate/0": "%s", "Faker.Generate/1": "global::System.Collections.Generic.List<%s>",
	"ChannelReader.ReadAsync": "global::System.Threading.Tasks.ValueTask<%s>",
}

// packageMethodType is the type of a call of one of packageMethods on a
// value of a generic type not read, or of a workspace type deriving from
// one (names-out-of-a-hat's AddParticipantRequestFaker :
// Faker<AddParticipantRequest>).
func (r *resolver) packageMethodType(recv exprType, fn int32) (exprType, bool) {
	called := r.t.Text(r.nameToken(r.calledName(fn)))
	pattern := func(typeName string) (string, bool) {
		method := typeName + "." + called
		p, ok := packageMethods[method]
		if !ok {
			p, ok = packageMethods[method+"/"+strconv.Itoa(len(r.argumentsIn(r.t.Child(r.parent(fn), "arguments"))))]
		}
		return p, ok
	}
	// The type argument binds where it was written, not at the call: a
	// namespace there may hide its first name (booking-microservices'
	// Flight.Models.Flight in namespace Unit.Test.Flight).
	made := func(p string, arg exprType) exprType {
		if p == "%s" {
			return arg
		}
		if made, ok := r.constructedOf(r.written(r.scopeAt(fn), strings.Replace(p, "%s", "object", 1)).sym, arg); ok {
			return made
		}
		return r.written(r.scopeAt(fn), strings.Replace(p, "%s", r.display(arg), 1))
	}
	if name, arg, ok := r.unreadTypeArgument(recv); ok && arg.known() {
		if p, ok := pattern(name); ok {
			return made(p, arg), true
		}
		return unknownType, false
	}
	if recv.sym == index.NoSymbol || r.b.s.External(recv.sym) || recv.static {
		return unknownType, false
	}
	for _, base := range r.unreadBases(recv.sym) {
		if p, ok := pattern(lastName(base)); ok {
			if arg, ok := r.unreadBaseArgument(recv.sym, lastName(base)); ok && arg.known() {
				return made(p, arg), true
			}
		}
	}
	return unknownType, false
}

// packageMemberType is the type of a member of packageMembers on a value
// of a type not read, written with its type argument.
func (r *resolver) packageMemberType(recv exprType, member string) (exprType, bool) {
	last, ok := unreadGeneric(recv)
	// The Value of a wrapper of one value is that value: IOptions<T>,
	// Optional<T>, FluentResults' and ErrorOr's results, Azure's
	// Response<T>, SMAPI's PerScreen<T>, BepInEx's ConfigEntry<T>.
	wrapped := member == "Value" && len(last.Args) == 1
	if n := len(last.Args); !ok || n == 0 || !packageMembers[last.Name+"."+member] && !wrapped || n > 1 && last.Name != "AndWhichConstraint" {
		return unknownType, false
	}
	return r.b.fromTypeRef(recv.sc, last.Args[len(last.Args)-1]), true
}

// elementArguments are methods of generic collections of packages whose
// one argument is an element (EF Core's DbSet<T>.Add(T), DynamicData's
// ISourceList<T>.Remove(T)); AddAsync may take a cancellation token too.
var elementArguments = map[string]int{"Add": 1, "AddAsync": 2, "Update": 1, "Remove": 1, "Attach": 1}

// elementArgumentType is the type of the first parameter of a call of one
// of elementArguments on a value of a generic type not read: its one type
// argument (nomnomzbot's _db.TierLimits.Add(new() { TierId = ... }) of a
// DbSet<TierLimit>).
func (r *resolver) elementArgumentType(call int32, pos int) (exprType, bool) {
	fn := r.t.Child(call, "function")
	most := elementArguments[r.t.Text(r.nameToken(r.calledName(fn)))]
	receiver := r.receiverExpr(fn)
	if most == 0 || pos != 0 || receiver < 0 || len(r.argumentsIn(r.t.Child(call, "arguments"))) > most {
		return unknownType, false
	}
	_, t, ok := r.unreadTypeArgument(r.typeOf(receiver))
	return t, ok
}

// unreadTypeArgument is the name and the one type argument of a value's
// generic type the index does not read (Mock<Order>: Mock, Order).
func (r *resolver) unreadTypeArgument(t exprType) (string, exprType, bool) {
	last, ok := unreadGeneric(t)
	if !ok || len(last.Args) != 1 {
		return "", unknownType, false
	}
	return last.Name, r.b.fromTypeRef(t.sc, last.Args[0]), true
}

// unreadGeneric is the last name of the type of a value whose type the
// index does not read, with the type arguments written there.
func unreadGeneric(t exprType) (syntax.NamePart, bool) {
	if t.sym != index.NoSymbol || t.tr == nil || t.tr.Kind != syntax.TypeNamed || t.static {
		return syntax.NamePart{}, false
	}
	return t.tr.Parts[len(t.tr.Parts)-1], true
}

// packageLambdas are methods of packages most code calls that call the
// lambda given them with a value of their type argument:
// Microsoft.Extensions.Options' services.Configure<T>(o => ...), Moq's
// It.Is<T>(x => ...) (not Moq's Setup<TResult>, whose type argument is
// the lambda's result). lambdaReceivers are generic types of packages whose
// methods call the lambda given them first with a value of the type's
// type argument, by the type's name and then the method's: OptionsBuilder<T>.Configure(o => ...),
// Moq's Mock<T>.Setup(x => ...) and Verify, EF Core's
// EntityTypeBuilder<T>.Property(x => x.Name), and, called in a class
// deriving from it, FluentValidation's AbstractValidator<T>.RuleFor(x => x.Name).
var (
	packageLambdas = map[string]bool{"Configure": true, "PostConfigure": true, "ConfigureAll": true, "PostConfigureAll": true,
		"Is": true}
	lambdaReceivers = map[string]map[string]bool{
		"OptionsBuilder": {"Configure": true, "PostConfigure": true, "Validate": true},
		"Mock": {"Setup": true, "SetupGet": true, "SetupSet": true, "SetupSequence": true, "SetupProperty": true,
			"Verify": true, "VerifyGet": true, "VerifySet": true, "Expect": true, "ExpectGet": true, "ExpectSet": true},
		"EntityTypeBuilder": {"Property": true, "HasKey": true, "HasIndex": true, "HasAlternateKey": true, "Ignore": true,
			"HasOne": true, "HasMany": true, "OwnsOne": true, "OwnsMany": true, "Navigation": true, "HasQueryFilter": true,
			"ComplexProperty": true, "ComplexCollection": true, "PrimitiveCollection": true, "HasDiscriminator": true},
		"AbstractValidator": {"RuleFor": true, "RuleForEach": true, "When": true, "Unless": true, "WhenAsync": true,
			"UnlessAsync": true},
	}
)

// queryLambdas are methods of packages most code calls on a query (EF
// Core's Include and asynchronous LINQ) that call the lambda given them
// with an element of it.
var queryLambdas = map[string]bool{"Include": true, "FirstAsync": true, "FirstOrDefaultAsync": true, "SingleAsync": true,
	"SingleOrDefaultAsync": true, "LastAsync": true, "LastOrDefaultAsync": true, "AnyAsync": true, "AllAsync": true,
	"CountAsync": true, "LongCountAsync": true, "SumAsync": true, "MinAsync": true, "MaxAsync": true, "AverageAsync": true,
	"ForEachAsync": true}

// packageLambdaParameter types the first parameter of a lambda given to one
// of packageLambdas the index does not read: the call's one written type
// argument, else its receiver's (an OptionsBuilder<T> or the like, not read);
// and of one given to queryLambdas: an element of the receiver.
func (r *resolver) packageLambdaParameter(lambda int32) (exprType, bool) {
	arg := r.parent(lambda)
	if r.kind(arg) != "argument" || r.kind(r.parent(arg)) != "argument_list" {
		return unknownType, false
	}
	call := r.parent(r.parent(arg))
	fn := r.t.Child(call, "function")
	if r.kind(call) != "invocation_expression" || fn < 0 {
		return unknownType, false
	}
	name := r.calledName(fn)
	method := r.t.Text(r.nameToken(name))
	if t, ok := r.receiverLambdaParameter(call, fn, method, arg); ok {
		return t, true
	}
	if t, ok := r.migrationColumns(call, fn, method); ok {
		return t, true
	}
	if t, ok := r.senderLambdaParameter(call, fn, method, lambda); ok {
		return t, true
	}
	if t, ok := r.thenIncluded(fn, method); ok {
		return t, true
	}
	// Of a package's method, or of none the code has: a workspace method of
	// the name that cannot take the call (Elsa's own Configure methods beside
	// services.Configure<RuntimeOptions>(options => ...)).
	if !packageLambdas[method] && !queryLambdas[method] && !elementLambdas[r.typeAndMethod(fn)] {
		return unknownType, false
	}
	if k := r.resolveCallee(fn).Kind; k != TargetExternal && k != TargetNone {
		return unknownType, false
	}
	if names, _ := r.lambdaParameterNames(lambda); packageLambdas[method] && len(names) != 1 {
		// Of another overload: Moq's It.Is<It.IsAnyType>((v, t) => ...)
		// takes a Func<object, Type, bool> (coverlet's tests).
		return unknownType, false
	}
	if elem, ok := r.firstArgumentElement(call, true); ok {
		return elem, true
	}
	if queryLambdas[method] {
		if receiver := r.receiverExpr(fn); receiver >= 0 {
			if elem := r.elementOf(r.typeOf(receiver)); elem.known() {
				return elem, true
			}
		}
		return unknownType, false
	}
	if args := r.writtenTypeArgs(fn); args != nil {
		if len(args.args) != 1 {
			return unknownType, false
		}
		return r.b.fromTypeRef(args.sc, args.args[0]), true
	}
	return unknownType, false
}

// receiverLambdaParameter types the parameter of a lambda, the first
// argument arg of a call of one of lambdaReceivers' methods where the
// package is not read: the receiver's type argument, or, for a call with
// no receiver, the type argument of the base of that name of the class
// the call is in.
func (r *resolver) receiverLambdaParameter(call, fn int32, method string, arg int32) (exprType, bool) {
	if args := r.argumentsIn(r.t.Child(call, "arguments")); len(args) == 0 || args[0] != arg {
		return unknownType, false
	}
	t, ok := unknownType, false
	if receiver := r.receiverExpr(fn); receiver >= 0 {
		var name string
		name, t, ok = r.unreadTypeArgument(r.typeOf(receiver))
		ok = ok && lambdaReceivers[name][method]
	} else if class := r.enclosingType(call); r.kind(fn) == "identifier" && class != index.NoSymbol {
		for name, methods := range lambdaReceivers {
			if methods[method] {
				if t, ok = r.unreadBaseArgument(class, name); ok {
					break
				}
			}
		}
	}
	// The callee is resolved last, and only for such a call: it is asked
	// of every lambda's parameter.
	if !ok || r.resolveCallee(fn).Kind != TargetExternal {
		return unknownType, false
	}
	return t, true
}

// senderLambdas are extension methods of packages most code calls that
// give the lambdas naming a property the receiver they are called on:
// ReactiveUI's this.WhenAnyValue(x => x.Name), DynamicData's
// WhenValueChanged, Rhino Mocks' mock.Expect(x => x.CurrentStore) and
// the like (SmartStoreNET's tests).
var senderLambdas = map[string]bool{"WhenAnyValue": true, "WhenAny": true, "WhenAnyObservable": true,
	"ObservableForProperty": true, "WhenPropertyChanged": true, "WhenValueChanged": true,
	"Expect": true, "Stub": true, "AssertWasCalled": true, "AssertWasNotCalled": true, "GetArgumentsForCallsMadeOn": true}

// senderLambdaParameter types the parameter of a lambda given to one of
// senderLambdas where the package is not read: the receiver's type, for
// the first lambda and those whose parameter is named as its is (not a
// selector's, WhenAnyValue(x => x.A, x => x.B, (a, b) => a + b)).
func (r *resolver) senderLambdaParameter(call, fn int32, method string, lambda int32) (exprType, bool) {
	receiver := r.receiverExpr(fn)
	names, _ := r.lambdaParameterNames(lambda)
	if !senderLambdas[method] || receiver < 0 || len(names) != 1 {
		return unknownType, false
	}
	for _, a := range r.argumentsIn(r.t.Child(call, "arguments")) {
		if first := r.argumentValue(a); isLambda(r.kind(first)) {
			if firstNames, _ := r.lambdaParameterNames(first); first != lambda && (len(firstNames) != 1 || firstNames[0] != names[0]) {
				return unknownType, false
			}
			break
		}
	}
	t := r.typeOf(receiver)
	if !t.known() || t.static || r.resolveCallee(fn).Kind != TargetExternal {
		return unknownType, false
	}
	return t, true
}

// thenIncluded types the parameter of a lambda given to EF Core's
// ThenInclude, where EF Core is not read: what the lambda given to the
// Include or ThenInclude it is called on gives, an element of it where it
// is a sequence (fmbot's .Include(u => u.DiscogsReleases).ThenInclude(i =>
// i.Release): i is a UserDiscogsRelease).
func (r *resolver) thenIncluded(fn int32, method string) (exprType, bool) {
	previous := r.receiverExpr(fn)
	if method != "ThenInclude" || r.kind(previous) != "invocation_expression" {
		return unknownType, false
	}
	if name := r.t.Text(r.nameToken(r.calledName(r.t.Child(previous, "function")))); name != "Include" && name != "ThenInclude" {
		return unknownType, false
	}
	args := r.argumentsIn(r.t.Child(previous, "arguments"))
	if len(args) != 1 || !isLambda(r.kind(r.argumentValue(args[0]))) {
		return unknownType, false
	}
	included := r.typeOf(r.t.Child(r.argumentValue(args[0]), "body"))
	if elem := r.elementOf(included); elem.known() && r.fullName(included) != "System.String" {
		included = elem
	}
	if !included.known() || r.resolveCallee(fn).Kind != TargetExternal {
		return unknownType, false
	}
	return included, true
}

// tableConstraints are the methods of EF Core's CreateTableBuilder<TColumns>
// that take a lambda given a TColumns.
var tableConstraints = map[string]bool{"PrimaryKey": true, "ForeignKey": true, "UniqueConstraint": true}

// migrationColumns types the parameter of a lambda given to one of
// tableConstraints, where EF Core is not read, called on the parameter of
// the lambda given as constraints to a migration's CreateTable(name,
// columns: table => new { Id = ... }, constraints: table => {
// table.PrimaryKey("PK", x => x.Id); }): the anonymous type the columns
// lambda makes, which CreateTable<TColumns> infers.
func (r *resolver) migrationColumns(call, fn int32, method string) (exprType, bool) {
	receiver := r.receiverExpr(fn)
	if !tableConstraints[method] || r.kind(receiver) != "identifier" {
		return unknownType, false
	}
	constraints := r.parent(call)
	for constraints >= 0 && !isLambda(r.kind(constraints)) {
		constraints = r.parent(constraints)
	}
	if names, _ := r.lambdaParameterNames(constraints); len(names) != 1 || names[0] != r.t.Text(receiver) {
		return unknownType, false
	}
	arg := r.parent(constraints)
	create := r.parent(r.parent(arg))
	if r.kind(arg) != "argument" || r.kind(create) != "invocation_expression" {
		return unknownType, false
	}
	createFn := r.t.Child(create, "function")
	if r.t.Text(r.nameToken(r.calledName(createFn))) != "CreateTable" {
		return unknownType, false
	}
	args := r.argumentsIn(r.t.Child(create, "arguments"))
	columns := int32(-1)
	for i, a := range args {
		if name := r.argumentName(a); name == "columns" || name == "" && i == 1 {
			columns = r.argumentValue(a)
			break
		}
	}
	if !isLambda(r.kind(columns)) || r.kind(r.t.Child(columns, "body")) != "anonymous_object_creation_expression" {
		return unknownType, false
	}
	if k := r.resolveCallee(createFn).Kind; k != TargetExternal && k != TargetNone {
		return unknownType, false
	}
	return r.typeOf(r.t.Child(columns, "body")), true
}

// packageInterfaces are interfaces of packages most code uses with the
// bases the index reads that they derive from, by name and arity, and
// the members they declare themselves: a member of a value of one, where
// the package is not read, found in a base is that base's (the MVVM
// Toolkit's IRelayCommand.Execute(object) is ICommand's).
var packageInterfaces = map[string]struct{ bases, own []string }{
	"IRelayCommand`0":      {bases: []string{"global::System.Windows.Input.ICommand"}},
	"IRelayCommand`1":      {bases: []string{"global::System.Windows.Input.ICommand"}, own: []string{"Execute", "CanExecute"}},
	"IAsyncRelayCommand`0": {bases: []string{"global::System.Windows.Input.ICommand", "global::System.ComponentModel.INotifyPropertyChanged"}},
	"IAsyncRelayCommand`1": {bases: []string{"global::System.Windows.Input.ICommand", "global::System.ComponentModel.INotifyPropertyChanged"},
		own: []string{"Execute", "CanExecute"}},
}

// packageBaseMembers finds a member of a value of one of
// packageInterfaces in its bases: the members and the base.
func (r *resolver) packageBaseMembers(recv exprType, name string, nameNode int32) ([]index.SymbolID, exprType) {
	typ, arity := r.namedShape(recv)
	known, ok := packageInterfaces[typ+"`"+strconv.Itoa(arity)]
	sc := r.scopeAt(nameNode)
	if !ok || recv.sym != index.NoSymbol || sc == nil || slices.Contains(known.own, name) {
		return nil, unknownType
	}
	for _, text := range known.bases {
		if base := r.written(sc, text); base.sym != index.NoSymbol {
			if found := r.members(base.sym, name); len(found) > 0 {
				return found, base
			}
		}
	}
	return nil, unknownType
}

// xunitAssert says whether the receiver of a called method is xunit's
// Assert: written Xunit.Assert, or Assert where the file imports Xunit and
// not NUnit.Framework (StackExchange.Redis's await
// Assert.ThrowsAsync<E>(...).ForAwait(), a Task<E> not awaited at once).
func (r *resolver) xunitAssert(fn int32) bool {
	switch receiver := strings.TrimPrefix(r.codeText(r.receiverExpr(fn)), "global::"); receiver {
	case "Xunit.Assert":
		return true
	case "Assert":
		return r.importsNamespace(fn, "Xunit") && !r.importsNamespace(fn, "NUnit.Framework")
	}
	return false
}

// importsNamespace says whether a using directive around node imports the
// namespace ns.
func (r *resolver) importsNamespace(node int32, ns string) bool {
	for u := range r.namespaceUsings(node) {
		if strings.TrimPrefix(u.Target, "global::") == ns {
			return true
		}
	}
	return false
}

// importsUnread says whether a using directive around nameNode imports a
// namespace nothing read declares (a package's not on this machine).
func (r *resolver) importsUnread(nameNode int32) bool {
	return r.b.importsUnread(r.scopeAt(nameNode))
}

// importsUnread is importsUnread of a scope (false for none).
func (b *Binder) importsUnread(sc *scope) bool {
	for _, unread := range b.scopeNamespaceUsings(sc) {
		if unread() {
			return true
		}
	}
	return false
}

// staticMisplaced says whether a type bound in a scope is a static class
// where the code needs a type of values (`new`, a variable's type): C#
// cannot mean it there, so where a namespace not read is imported, that
// namespace's type of the name is the one meant (roslynpad's new Path { }
// under using Avalonia.Controls.Shapes, System.IO imported globally).
func (b *Binder) staticMisplaced(sc *scope, id index.SymbolID) bool {
	s := b.s.Sym(id)
	return s.Kind == syntax.KindClass && s.Modifiers&syntax.ModStatic != 0 && b.importsUnread(sc)
}

// namespaceUsings yields the using directives around node that import a
// namespace (no alias, no using static), the file's and the project's
// global ones, each with a function that says whether nothing read
// declares its namespace.
func (r *resolver) namespaceUsings(node int32) iter.Seq2[*syntax.Using, func() bool] {
	return r.b.scopeNamespaceUsings(r.scopeAt(node))
}

// scopeNamespaceUsings is namespaceUsings of a scope (none for nil).
func (b *Binder) scopeNamespaceUsings(sc *scope) iter.Seq2[*syntax.Using, func() bool] {
	return func(yield func(*syntax.Using, func() bool) bool) {
		if sc == nil {
			return
		}
		for li, lv := range sc.levels {
			for _, u := range b.levelUsings(sc, lv) {
				unread := func() bool { return b.imported(u, sc.project, b.usingScope(sc, li)).bound.kind == unresolved }
				if !u.Static && u.Alias == "" && !yield(u, unread) {
					return
				}
			}
		}
	}
}

// packageExtensions are extension methods of assertion packages most tests
// use, by the namespace that imports them. Where a file imports one that
// is not read, a value whose type is not known may be their receiver, so
// the code's own extension method of the name is not surely the one called
// (FakeItEasy's tests' Should(this Expression<Action>) beside
// FluentAssertions' Should(this object)).
var packageExtensions = map[string][]string{
	"FluentAssertions": {"Should"}, "AwesomeAssertions": {"Should"},
	"Shouldly": {"ShouldBe", "ShouldNotBe", "ShouldBeNull", "ShouldNotBeNull", "ShouldBeTrue", "ShouldBeFalse",
		"ShouldContain", "ShouldNotContain", "ShouldBeEmpty", "ShouldNotBeEmpty", "ShouldBeOfType", "ShouldBeAssignableTo",
		"ShouldBeGreaterThan", "ShouldBeLessThan", "ShouldStartWith", "ShouldEndWith", "ShouldBeEquivalentTo", "ShouldThrow"},
}

// timeSpanExtensions are extension methods of packages that make a
// TimeSpan of a number (FluentAssertions' and Humanizer's 3.Seconds()), by
// the namespace that imports them, for calls of them where the package is
// not read (Akka's ExpectNoMsgAsync(1.Seconds()) takes a TimeSpan).
var timeSpanExtensions = map[string][]string{
	"FluentAssertions.Extensions":  {"Ticks", "Milliseconds", "Seconds", "Minutes", "Hours", "Days"},
	"AwesomeAssertions.Extensions": {"Ticks", "Milliseconds", "Seconds", "Minutes", "Hours", "Days"},
	"Humanizer":                    {"Milliseconds", "Seconds", "Minutes", "Hours", "Days", "Weeks"},
}

// numberToTimeSpan says whether the call inv of fn on a number of type
// recv, without arguments, is one of timeSpanExtensions.
func (r *resolver) numberToTimeSpan(recv exprType, fn, inv int32) bool {
	_, number := implicitNumeric[r.fullName(recv)]
	name := r.calledName(fn)
	if !number && r.fullName(recv) != "System.Double" || r.kind(name) != "identifier" || len(r.argumentsIn(r.t.Child(inv, "arguments"))) > 0 {
		return false
	}
	for u, unread := range r.namespaceUsings(name) {
		if slices.Contains(timeSpanExtensions[strings.TrimPrefix(u.Target, "global::")], r.t.Text(name)) && unread() {
			return true
		}
	}
	return false
}

// packageMayExtend says whether the file's using directives around nameNode
// import, from a package not read, extension methods of the name
// (packageExtensions).
func (r *resolver) packageMayExtend(name string, nameNode int32) bool {
	for u, unread := range r.namespaceUsings(nameNode) {
		if slices.Contains(packageExtensions[strings.TrimPrefix(u.Target, "global::")], name) && unread() {
			return true
		}
	}
	return false
}
