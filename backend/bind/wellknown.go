package bind

import (
	"iter"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// knownType is a well-known type's namespace, and whether it is a value
// type.
type knownType struct {
	ns        string
	valueType bool
}

// wellKnown names the namespaces of .NET types that the .NET Framework
// 4.x assemblies read here lack (they came with .NET Core and later, or
// with packages the framework later took in): a name written without its
// namespace that binds to nothing read, but whose namespace the file
// imports, is written in documentation IDs as the compiler writes it
// (System.Threading.Tasks.ValueTask{`0}, not ValueTask{`0}), whatever other
// namespaces not read the file imports. Keyed by name and arity; value
// types are marked, for T? of them.
var wellKnown = map[string]knownType{
	"ValueTask": {"System.Threading.Tasks", true}, "ValueTask`1": {"System.Threading.Tasks", true},
	"TaskCompletionSource": {"System.Threading.Tasks", false},
	"Span`1":               {"System", true}, "ReadOnlySpan`1": {"System", true}, "Memory`1": {"System", true},
	"ReadOnlyMemory`1": {"System", true}, "Index": {"System", true}, "Range": {"System", true},
	"HashCode": {"System", true}, "DateOnly": {"System", true}, "TimeOnly": {"System", true},
	"TimeProvider": {"System", false}, "ISpanFormattable": {"System", false},
	"IParsable`1": {"System", false}, "ISpanParsable`1": {"System", false},
	"Rune": {"System.Text", true}, "CompositeFormat": {"System.Text", false},
	"Activity": {"System.Diagnostics", false}, "ActivitySource": {"System.Diagnostics", false},
	"ActivityContext": {"System.Diagnostics", true}, "ActivityKind": {"System.Diagnostics", true},
	"Half": {"System", true}, "Int128": {"System", true}, "UInt128": {"System", true},
	"IAsyncDisposable": {"System", false}, "MemoryExtensions": {"System", false},
	"IAsyncEnumerable`1": {"System.Collections.Generic", false}, "IAsyncEnumerator`1": {"System.Collections.Generic", false},
	"PriorityQueue`2": {"System.Collections.Generic", false},
	"ArrayPool`1":     {"System.Buffers", false}, "MemoryPool`1": {"System.Buffers", false},
	"IBufferWriter`1": {"System.Buffers", false}, "ArrayBufferWriter`1": {"System.Buffers", false},
	"IMemoryOwner`1": {"System.Buffers", false}, "ReadOnlySequence`1": {"System.Buffers", true},
	"SearchValues`1": {"System.Buffers", false},
	"Channel":        {"System.Threading.Channels", false}, "Channel`1": {"System.Threading.Channels", false},
	"ChannelReader`1": {"System.Threading.Channels", false}, "ChannelWriter`1": {"System.Threading.Channels", false},
	"PeriodicTimer": {"System.Threading", false}, "Lock": {"System.Threading", false},
	"JsonSerializer": {"System.Text.Json", false}, "JsonSerializerOptions": {"System.Text.Json", false},
	"JsonElement": {"System.Text.Json", true}, "JsonDocument": {"System.Text.Json", false},
	"Utf8JsonWriter": {"System.Text.Json", false}, "Utf8JsonReader": {"System.Text.Json", true},
	"JsonException": {"System.Text.Json", false}, "JsonNode": {"System.Text.Json.Nodes", false},
	"JsonObject": {"System.Text.Json.Nodes", false}, "JsonArray": {"System.Text.Json.Nodes", false},
	"ImmutableArray`1": {"System.Collections.Immutable", true}, "ImmutableList`1": {"System.Collections.Immutable", false},
	"ImmutableDictionary`2": {"System.Collections.Immutable", false}, "ImmutableHashSet`1": {"System.Collections.Immutable", false},
	"IImmutableList`1": {"System.Collections.Immutable", false}, "IImmutableDictionary`2": {"System.Collections.Immutable", false},
	"IImmutableQueue`1": {"System.Collections.Immutable", false}, "IImmutableSet`1": {"System.Collections.Immutable", false},
	"IImmutableStack`1": {"System.Collections.Immutable", false}, "ImmutableQueue`1": {"System.Collections.Immutable", false},
	"ImmutableStack`1": {"System.Collections.Immutable", false}, "ImmutableSortedSet`1": {"System.Collections.Immutable", false},
	"ImmutableSortedDictionary`2": {"System.Collections.Immutable", false},
	"FrozenDictionary`2":          {"System.Collections.Frozen", false}, "FrozenSet`1": {"System.Collections.Frozen", false},
	"NotNullWhenAttribute": {"System.Diagnostics.CodeAnalysis", false}, "MaybeNullWhenAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"NotNullIfNotNullAttribute": {"System.Diagnostics.CodeAnalysis", false}, "DoesNotReturnAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"MemberNotNullAttribute": {"System.Diagnostics.CodeAnalysis", false}, "DynamicallyAccessedMembersAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"DynamicallyAccessedMemberTypes": {"System.Diagnostics.CodeAnalysis", true},
	"ConfiguredValueTaskAwaitable":   {"System.Runtime.CompilerServices", true}, "ConfiguredValueTaskAwaitable`1": {"System.Runtime.CompilerServices", true},
	"ConfiguredCancelableAsyncEnumerable`1": {"System.Runtime.CompilerServices", true},
	"DefaultInterpolatedStringHandler":      {"System.Runtime.CompilerServices", true},
	"IMinMaxValue`1":                        {"System.Numerics", false}, "INumber`1": {"System.Numerics", false}, "INumberBase`1": {"System.Numerics", false},
	"IAdditionOperators`3": {"System.Numerics", false}, "ISubtractionOperators`3": {"System.Numerics", false},
	"IMultiplyOperators`3": {"System.Numerics", false}, "IDivisionOperators`3": {"System.Numerics", false},
	"IModulusOperators`3": {"System.Numerics", false}, "IComparisonOperators`3": {"System.Numerics", false},
	"IEqualityOperators`3": {"System.Numerics", false}, "IUnaryNegationOperators`2": {"System.Numerics", false},
	"IUnaryPlusOperators`2": {"System.Numerics", false}, "IIncrementOperators`1": {"System.Numerics", false},
	"IDecrementOperators`1": {"System.Numerics", false}, "IAdditiveIdentity`2": {"System.Numerics", false},
	"IMultiplicativeIdentity`2": {"System.Numerics", false}, "IUtf8SpanFormattable": {"System", false},
	"DbBatch": {"System.Data.Common", false}, "DbBatchCommand": {"System.Data.Common", false},
	"DbBatchCommandCollection": {"System.Data.Common", false},
}

// wellKnownPackages does for the types of the packages most code takes
// in a signature (Microsoft.Extensions.*, ASP.NET Core, EF Core, gRPC,
// and WPF's of the Windows desktop framework) what wellKnown does for the
// .NET library's, where no package is on the machine.
var wellKnownPackages = withTypes(skiaTypes, withTypes(roslynTypes, withTypes(wpfTypes, map[string]knownType{
	"ILogger": {"Microsoft.Extensions.Logging", false}, "ILogger`1": {"Microsoft.Extensions.Logging", false},
	"ILoggerFactory": {"Microsoft.Extensions.Logging", false}, "ILoggerProvider": {"Microsoft.Extensions.Logging", false},
	"ILoggingBuilder": {"Microsoft.Extensions.Logging", false}, "LogLevel": {"Microsoft.Extensions.Logging", true},
	"EventId":            {"Microsoft.Extensions.Logging", true},
	"IServiceCollection": {"Microsoft.Extensions.DependencyInjection", false}, "ServiceLifetime": {"Microsoft.Extensions.DependencyInjection", true},
	"ServiceDescriptor": {"Microsoft.Extensions.DependencyInjection", false}, "IServiceScopeFactory": {"Microsoft.Extensions.DependencyInjection", false},
	"IServiceScope":  {"Microsoft.Extensions.DependencyInjection", false},
	"IConfiguration": {"Microsoft.Extensions.Configuration", false}, "IConfigurationSection": {"Microsoft.Extensions.Configuration", false},
	"IConfigurationRoot": {"Microsoft.Extensions.Configuration", false}, "IConfigurationBuilder": {"Microsoft.Extensions.Configuration", false},
	"IOptions`1": {"Microsoft.Extensions.Options", false}, "IOptionsMonitor`1": {"Microsoft.Extensions.Options", false},
	"IOptionsSnapshot`1": {"Microsoft.Extensions.Options", false},
	"IHttpClientFactory": {"System.Net.Http", false}, // Microsoft.Extensions.Http's, in the framework's namespace
	"IHost":              {"Microsoft.Extensions.Hosting", false}, "IHostBuilder": {"Microsoft.Extensions.Hosting", false},
	"IHostedService": {"Microsoft.Extensions.Hosting", false}, "BackgroundService": {"Microsoft.Extensions.Hosting", false},
	"IHostEnvironment": {"Microsoft.Extensions.Hosting", false}, "IHostApplicationLifetime": {"Microsoft.Extensions.Hosting", false},
	"IHostApplicationBuilder": {"Microsoft.Extensions.Hosting", false},
	"StringValues":            {"Microsoft.Extensions.Primitives", true}, "IChangeToken": {"Microsoft.Extensions.Primitives", false},
	"IMemoryCache": {"Microsoft.Extensions.Caching.Memory", false},
	"HttpContext":  {"Microsoft.AspNetCore.Http", false}, "HttpRequest": {"Microsoft.AspNetCore.Http", false},
	"HttpResponse": {"Microsoft.AspNetCore.Http", false}, "IHttpContextAccessor": {"Microsoft.AspNetCore.Http", false},
	"RequestDelegate": {"Microsoft.AspNetCore.Http", false}, "IFormFile": {"Microsoft.AspNetCore.Http", false},
	"IResult": {"Microsoft.AspNetCore.Http", false}, "PathString": {"Microsoft.AspNetCore.Http", true},
	"IHeaderDictionary": {"Microsoft.AspNetCore.Http", false}, "HostString": {"Microsoft.AspNetCore.Http", true},
	"QueryString": {"Microsoft.AspNetCore.Http", true}, "FragmentString": {"Microsoft.AspNetCore.Http", true},
	"IEndpointFilter": {"Microsoft.AspNetCore.Http", false}, "EndpointFilterDelegate": {"Microsoft.AspNetCore.Http", false},
	"EndpointFilterInvocationContext": {"Microsoft.AspNetCore.Http", false},
	"RenderTreeBuilder":               {"Microsoft.AspNetCore.Components.Rendering", false},
	"LocationChangedEventArgs":        {"Microsoft.AspNetCore.Components.Routing", false},
	"IActionResult":                   {"Microsoft.AspNetCore.Mvc", false}, "ActionResult": {"Microsoft.AspNetCore.Mvc", false},
	"ActionResult`1": {"Microsoft.AspNetCore.Mvc", false}, "ControllerBase": {"Microsoft.AspNetCore.Mvc", false},
	"ProblemDetails":      {"Microsoft.AspNetCore.Mvc", false},
	"IApplicationBuilder": {"Microsoft.AspNetCore.Builder", false}, "WebApplication": {"Microsoft.AspNetCore.Builder", false},
	"WebApplicationBuilder": {"Microsoft.AspNetCore.Builder", false},
	"IEndpointRouteBuilder": {"Microsoft.AspNetCore.Routing", false},
	"IWebHostEnvironment":   {"Microsoft.AspNetCore.Hosting", false}, "IWebHostBuilder": {"Microsoft.AspNetCore.Hosting", false},
	"DbContext": {"Microsoft.EntityFrameworkCore", false}, "DbContextOptions": {"Microsoft.EntityFrameworkCore", false},
	"DbContextOptions`1": {"Microsoft.EntityFrameworkCore", false}, "DbContextOptionsBuilder": {"Microsoft.EntityFrameworkCore", false},
	"DbContextOptionsBuilder`1": {"Microsoft.EntityFrameworkCore", false}, "DbSet`1": {"Microsoft.EntityFrameworkCore", false},
	"ModelBuilder": {"Microsoft.EntityFrameworkCore", false}, "IEntityTypeConfiguration`1": {"Microsoft.EntityFrameworkCore", false},
	"EntityTypeBuilder`1": {"Microsoft.EntityFrameworkCore.Metadata.Builders", false},
	"MigrationBuilder":    {"Microsoft.EntityFrameworkCore.Migrations", false},
	"ServerCallContext":   {"Grpc.Core", false}, "IServerStreamWriter`1": {"Grpc.Core", false},
	"IAsyncStreamReader`1": {"Grpc.Core", false}, "Metadata": {"Grpc.Core", false}, "CallOptions": {"Grpc.Core", true},
	"Status": {"Grpc.Core", true}, "StatusCode": {"Grpc.Core", true}, "RpcException": {"Grpc.Core", false},
	"JsonSerializerSettings": {"Newtonsoft.Json", false}, "JToken": {"Newtonsoft.Json.Linq", false},
	"JObject": {"Newtonsoft.Json.Linq", false}, "JArray": {"Newtonsoft.Json.Linq", false},
})))

// skiaTypes are SkiaSharp's types graphics code takes most (RichTextKit's
// GetHarfBuzzBlob(SKStreamAsset) beside using HarfBuzzSharp); a + marks a
// value type.
var skiaTypes = map[string]string{
	"SkiaSharp": "SKCanvas SKPaint SKBitmap SKImage SKSurface SKPath SKTypeface SKFont SKShader SKData SKStream " +
		"SKStreamAsset SKManagedStream SKPicture SKPictureRecorder SKTextBlob SKColorFilter SKImageFilter SKPathEffect " +
		"SKFontManager SKFontStyle SKPixmap SKCodec +SKMatrix +SKColor +SKColorF +SKRect +SKRectI +SKPoint +SKPointI " +
		"+SKSize +SKSizeI +SKImageInfo +SKBlendMode +SKPaintStyle +SKTextAlign +SKFilterQuality +SKColorType +SKAlphaType " +
		"+SKEncodedImageFormat +SKClipOperation +SKStrokeCap +SKStrokeJoin +SKPathFillType",
}

// roslynTypes are the types of the .NET compiler platform (Roslyn) source
// generators and analyzers take most, by namespace (Refit's
// IsRefitMethod(IMethodSymbol, INamedTypeSymbol)); a + marks a value type.
var roslynTypes = map[string]string{
	"Microsoft.CodeAnalysis": "ISymbol ITypeSymbol INamedTypeSymbol IMethodSymbol IPropertySymbol IFieldSymbol IParameterSymbol " +
		"INamespaceSymbol IAssemblySymbol IModuleSymbol IEventSymbol ITypeParameterSymbol IArrayTypeSymbol INamespaceOrTypeSymbol " +
		"ILocalSymbol IAliasSymbol IPointerTypeSymbol IOperation Compilation " +
		"Document Project Solution Workspace SyntaxNode +SyntaxToken +SyntaxTrivia SyntaxTree SemanticModel Location Diagnostic DiagnosticDescriptor +DiagnosticSeverity " +
		"AttributeData +TypedConstant +SourceProductionContext +GeneratorExecutionContext +GeneratorInitializationContext " +
		"+IncrementalGeneratorInitializationContext +GeneratorSyntaxContext +GeneratorAttributeSyntaxContext IIncrementalGenerator " +
		"ISourceGenerator +IncrementalValuesProvider`1 +IncrementalValueProvider`1 SymbolDisplayFormat +SpecialType +TypeKind " +
		"+Accessibility +RefKind +MethodKind +NullableAnnotation MetadataReference SymbolEqualityComparer +SeparatedSyntaxList`1 +SyntaxList`1",
	"Microsoft.CodeAnalysis.CSharp": "CSharpCompilation CSharpSyntaxTree CSharpParseOptions +SyntaxKind +LanguageVersion CSharpSyntaxNode",
	"Microsoft.CodeAnalysis.CSharp.Syntax": "ClassDeclarationSyntax MethodDeclarationSyntax TypeDeclarationSyntax InterfaceDeclarationSyntax " +
		"PropertyDeclarationSyntax AttributeSyntax ExpressionSyntax InvocationExpressionSyntax MemberAccessExpressionSyntax " +
		"CompilationUnitSyntax ParameterSyntax TypeSyntax IdentifierNameSyntax ArgumentSyntax RecordDeclarationSyntax " +
		"StructDeclarationSyntax FieldDeclarationSyntax MemberDeclarationSyntax BaseTypeDeclarationSyntax AttributeListSyntax " +
		"StatementSyntax BlockSyntax LiteralExpressionSyntax NamespaceDeclarationSyntax BaseNamespaceDeclarationSyntax " +
		"FileScopedNamespaceDeclarationSyntax UsingDirectiveSyntax EnumDeclarationSyntax DelegateDeclarationSyntax " +
		"ConstructorDeclarationSyntax AccessorDeclarationSyntax BaseMethodDeclarationSyntax ArgumentListSyntax",
	"Microsoft.CodeAnalysis.Diagnostics": "DiagnosticAnalyzer AnalysisContext +SyntaxNodeAnalysisContext +SymbolAnalysisContext +SemanticModelAnalysisContext " +
		"+OperationAnalysisContext +SyntaxTreeAnalysisContext +CompilationAnalysisContext CompilationStartAnalysisContext",
	"Microsoft.CodeAnalysis.Text":        "SourceText +TextSpan",
	"Microsoft.CodeAnalysis.CodeFixes":   "CodeFixProvider CodeFixContext FixAllProvider",
	"Microsoft.CodeAnalysis.CodeActions": "CodeAction",
	"Microsoft.CodeAnalysis.Testing":     "+DiagnosticResult",
}

// wpfTypes are the WPF types signatures take most, by namespace; a + marks
// a value type. Mono has System.Windows and System.Windows.Input
// (ICommand, and WindowsBase's types where a project uses WPF), which rules
// them out of the namespaces a type not read is guessed in (MahApps.Metro's
// UIElement is no System.Windows.Controls one; Flow.Launcher's
// MessageBoxButton no JetBrains.Annotations one).
var wpfTypes = map[string]string{
	"System.Windows": "UIElement FrameworkElement FrameworkContentElement DependencyObject DependencyProperty DependencyPropertyKey " +
		"+DependencyPropertyChangedEventArgs RoutedEventArgs RoutedEventHandler RoutedEvent RoutedPropertyChangedEventArgs`1 " +
		"+Visibility Window Application ResourceDictionary Style DataTemplate FrameworkPropertyMetadata PropertyMetadata " +
		"PropertyChangedCallback CoerceValueCallback SizeChangedEventArgs Freezable DragEventArgs DataObject " +
		"+Thickness +CornerRadius +GridLength +Duration +HorizontalAlignment +VerticalAlignment +TextAlignment +TextWrapping " +
		"+FontWeight +FontStyle +WindowState +WindowStartupLocation MessageBox +MessageBoxButton +MessageBoxImage +MessageBoxResult " +
		"+MessageBoxOptions Clipboard DataFormats +TextDataFormat DragDrop +DragDropEffects IDataObject SystemParameters SystemColors " +
		"SystemFonts +SizeToContent +ResizeMode +WindowStyle +FlowDirection Setter Trigger DataTrigger EventSetter LogicalTreeHelper " +
		"TemplatePartAttribute StyleTypedPropertyAttribute PresentationSource StartupEventArgs ExitEventArgs SessionEndingCancelEventArgs " +
		"IInputElement DataFormat +DragDropKeyStates GiveFeedbackEventArgs QueryContinueDragEventArgs DragEventHandler",
	"System.Windows.Input": "MouseEventArgs MouseButtonEventArgs MouseWheelEventArgs KeyEventArgs +Key +ModifierKeys Keyboard Mouse " +
		"RoutedCommand RoutedUICommand CommandBinding ExecutedRoutedEventArgs CanExecuteRoutedEventArgs KeyGesture InputBinding KeyBinding " +
		"TextCompositionEventArgs Cursor Cursors +MouseButton +MouseButtonState KeyboardFocusChangedEventArgs ICommandSource " +
		"TouchEventArgs StylusEventArgs ManipulationStartedEventArgs ManipulationDeltaEventArgs ManipulationCompletedEventArgs",
	"System.Windows.Media": "Brush SolidColorBrush Brushes +Color Colors Visual VisualTreeHelper ImageSource Geometry Transform FontFamily " +
		"Typeface DrawingContext +Matrix Pen LinearGradientBrush GradientStop TranslateTransform ScaleTransform RotateTransform " +
		"TransformGroup +Stretch HitTestResult PointHitTestParameters",
	"System.Windows.Data": "Binding IValueConverter IMultiValueConverter BindingOperations +BindingMode +UpdateSourceTrigger " +
		"CollectionViewSource BindingExpression",
	"System.Windows.Threading": "Dispatcher DispatcherTimer +DispatcherPriority DispatcherObject DispatcherUnhandledExceptionEventArgs",
	"System.Windows.Controls.Primitives": "ToggleButton Popup ButtonBase Selector Thumb DragDeltaEventArgs DragStartedEventArgs " +
		"DragCompletedEventArgs ScrollBar RangeBase +PlacementMode",
	"System.Windows.Controls": "Control ContentControl ItemsControl Panel Grid StackPanel Button TextBox TextBlock ListBox ComboBox " +
		"CheckBox UserControl Border ScrollViewer Canvas Page Frame ListView TreeView MenuItem ContextMenu ProgressBar Slider " +
		"TabControl TabItem DataGrid +Orientation SelectionChangedEventArgs TextChangedEventArgs +Dock ToolTip ScrollChangedEventArgs " +
		"ControlTemplate ItemsPanelTemplate PasswordBox RichTextBox Expander GroupBox ContentPresenter Decorator +CharacterCasing " +
		"+ScrollBarVisibility DataGridCellEditEndingEventArgs DataGridRowEditEndingEventArgs DataGridBeginningEditEventArgs " +
		"DataGridColumn DataGridRow DataGridCell",
	"System.Windows.Markup":          "MarkupExtension ContentPropertyAttribute",
	"System.Windows.Shapes":          "Shape Rectangle Ellipse Polygon Polyline",
	"System.Windows.Media.Animation": "Storyboard DoubleAnimation",
	"System.Windows.Media.Imaging":   "BitmapImage BitmapSource WriteableBitmap",
	"System.Windows.Interop":         "WindowInteropHelper HwndSource",
}

// otherPackageTypes are the types of other packages signatures often take,
// by namespace, a name of which may also be a type of wellKnownPackages
// (Avalonia's RoutedEventArgs, WPF's; xunit 2's ITestOutputHelper, xunit
// 3's; Serilog's ILogger): a name is written in the namespace of these,
// or of the tables above, that the scope imports. A + marks a value type.
var otherPackageTypes = map[string]string{
	"Godot": "Node Node2D Node3D Control Resource GodotObject SceneTree PackedScene NodePath StringName InputEvent Texture2D " +
		"AudioStream Tween Timer Label Button Sprite2D Camera2D Area2D CharacterBody2D AnimationPlayer " +
		"+Vector2 +Vector2I +Vector3 +Vector3I +Vector4 +Rect2 +Rect2I +Color +Transform2D +Transform3D +Basis +Quaternion +Aabb +Plane +Rid",
	"UnityEngine": "GameObject Transform Component MonoBehaviour ScriptableObject Texture2D Sprite Material Mesh Camera " +
		"+Vector2 +Vector3 +Vector4 +Vector2Int +Vector3Int +Quaternion +Color +Color32 +Rect +RectInt +Bounds +Matrix4x4 " +
		"+Ray +RaycastHit +LayerMask +KeyCode",
	"Avalonia":                       "AvaloniaObject AvaloniaProperty StyledProperty`1 DirectProperty`2 AttachedProperty`1 Visual Application +Thickness +CornerRadius +Size +Point +Rect +Vector +PixelPoint +PixelSize",
	"Avalonia.Controls":              "Control UserControl Window ContentControl ItemsControl Panel Grid StackPanel Button TextBox TextBlock ListBox ComboBox CheckBox Border ScrollViewer Canvas MenuItem ContextMenu TopLevel DataGrid",
	"Avalonia.Interactivity":         "RoutedEventArgs RoutedEvent Interactive",
	"Avalonia.Input":                 "PointerPressedEventArgs PointerReleasedEventArgs PointerEventArgs KeyEventArgs +Key +KeyModifiers TappedEventArgs DragEventArgs",
	"Avalonia.Media":                 "IBrush Brush SolidColorBrush +Color Colors Brushes Geometry DrawingContext FontFamily Typeface",
	"Avalonia.Threading":             "Dispatcher DispatcherTimer +DispatcherPriority",
	"Avalonia.Data":                  "Binding +BindingMode",
	"Avalonia.Data.Converters":       "IValueConverter IMultiValueConverter",
	"Xunit.Abstractions":             "ITestOutputHelper IMessageSink",
	"Xunit":                          "ITestOutputHelper IClassFixture`1 ICollectionFixture`1 IAsyncLifetime",
	"NUnit.Framework":                "TestContext",
	"Moq":                            "Mock`1 +MockBehavior",
	"MediatR":                        "IMediator IRequest IRequest`1 IRequestHandler`1 IRequestHandler`2 INotification INotificationHandler`1 ISender IPublisher Unit",
	"Serilog":                        "ILogger Log LoggerConfiguration",
	"Serilog.Events":                 "LogEvent +LogEventLevel",
	"NLog":                           "Logger ILogger LogManager LogLevel",
	"AutoMapper":                     "IMapper Profile IMapperConfigurationExpression MapperConfiguration",
	"ReactiveUI":                     "ReactiveObject ReactiveCommand`2 IReactiveObject IViewFor`1 IScreen RoutingState",
	"Microsoft.Maui":                 "IActivationState IView IElement +Thickness +CornerRadius",
	"Microsoft.Maui.Controls":        "ContentPage Page View Element BindableObject BindableProperty Shell +ToolbarItemOrder",
	"Microsoft.Maui.Graphics":        "+Point +PointF +Size +SizeF +Rect +RectF Color Colors ICanvas",
	"FluentValidation":               "AbstractValidator`1 IValidator`1 ValidationContext`1",
	"Polly":                          "IAsyncPolicy IAsyncPolicy`1 ISyncPolicy Policy Context",
	"Newtonsoft.Json":                "JsonSerializer JsonConverter JsonReader JsonWriter JsonConvert",
	"System.Text.Json.Serialization": "JsonConverter`1 JsonConverter JsonSerializerContext",
	// ASP.NET Core's and Microsoft.Extensions' others, Rx's, the Azure
	// SDK's: the types signatures of hosts, tag helpers, handlers and
	// stores take (Smidge's PhysicalFileProvider, Sextant's
	// BehaviorSubject<T>, Saml2's AuthenticationProperties, durabletask's
	// RequestFailedException) beside other namespaces not read.
	"Microsoft.Extensions.FileProviders":            "IFileProvider IFileInfo IDirectoryContents PhysicalFileProvider",
	"Microsoft.Extensions.Logging.Abstractions":     "NullLogger NullLogger`1 NullLoggerFactory",
	"Microsoft.Extensions.Diagnostics.HealthChecks": "IHealthCheck HealthCheckContext +HealthCheckResult +HealthStatus",
	"Microsoft.AspNetCore.Razor.TagHelpers":         "TagHelper ITagHelper TagHelperContext TagHelperOutput TagHelperAttribute",
	"Microsoft.AspNetCore.Mvc.Rendering":            "ViewContext IHtmlHelper IHtmlHelper`1 SelectListItem",
	"Microsoft.AspNetCore.Mvc.Filters":              "IActionFilter IAsyncActionFilter ActionExecutingContext ActionExecutedContext ActionExecutionDelegate ResultExecutingContext ExceptionContext FilterContext",
	"Microsoft.AspNetCore.Authentication":           "AuthenticationProperties AuthenticationScheme AuthenticateResult AuthenticationTicket AuthenticationSchemeOptions",
	"Microsoft.AspNetCore.Authorization":            "AuthorizationOptions AuthorizationPolicy IAuthorizationService IAuthorizationRequirement AuthorizationHandlerContext",
	"Microsoft.AspNetCore.DataProtection":           "IDataProtectionProvider IDataProtector",
	"Microsoft.AspNetCore.Components":               "ComponentBase RenderFragment RenderFragment`1 +EventCallback +EventCallback`1 NavigationManager +ElementReference",
	"Microsoft.AspNetCore.SignalR":                  "Hub Hub`1 IHubContext`1 HubCallerContext",
	"Microsoft.JSInterop":                           "IJSRuntime IJSObjectReference DotNetObjectReference`1",
	"Microsoft.EntityFrameworkCore.ChangeTracking":  "EntityEntry EntityEntry`1 ChangeTracker",
	"Microsoft.EntityFrameworkCore.Storage":         "IDbContextTransaction",
	"System.Text.Encodings.Web":                     "UrlEncoder HtmlEncoder JavaScriptEncoder",
	"System.Reactive.Subjects":                      "ISubject`1 Subject`1 BehaviorSubject`1 ReplaySubject`1 AsyncSubject`1",
	"System.Reactive.Disposables":                   "CompositeDisposable SerialDisposable",
	"System.Reactive.Concurrency":                   "IScheduler",
	"Azure":                                         "RequestFailedException Response Response`1 Pageable`1 AsyncPageable`1 +ETag",
	"Azure.Core":                                    "TokenCredential",
	"Azure.Data.Tables":                             "TableClient TableServiceClient TableEntity ITableEntity TableTransactionAction",
	"Azure.Storage.Blobs":                           "BlobServiceClient BlobContainerClient BlobClient",
}

// closedStructNamespaces are the namespaces of otherPackageTypes whose
// value types declare no implicit conversion to a type of the .NET
// library: Godot's vectors, rectangles and colours convert only among
// themselves (Avalonia's DispatcherPriority converts to int; MAUI's
// points to System.Numerics' vectors).
var closedStructNamespaces = map[string]bool{"Godot": true}

// closedPackageStruct says whether t, a type not read, is a value type of
// one of closedStructNamespaces, by its name in its scope.
func (r *resolver) closedPackageStruct(t exprType) bool {
	if t.sym != index.NoSymbol || t.tr == nil || t.tr.Kind != syntax.TypeNamed || len(t.tr.Parts) != 1 || t.sc == nil {
		return false
	}
	known, ok := r.b.wellKnownType(t.sc, t.tr.Parts[0])
	return ok && known.valueType && closedStructNamespaces[known.ns]
}

// packageStruct says whether t, a type not read, is a package's value
// type by its name in its scope (wellKnownPackages), or a vector
// (unreadVector) of no type arguments.
func (r *resolver) packageStruct(t exprType) bool {
	if t.sym != index.NoSymbol || t.tr == nil || t.tr.Kind != syntax.TypeNamed || t.sc == nil || t.static {
		return false
	}
	if valueType, ok := r.b.tableValueType(t.sc, t.tr); ok {
		return valueType
	}
	return r.unreadVector(t) && len(t.tr.Parts[len(t.tr.Parts)-1].Args) == 0
}

// tableValueType says whether a type not read, written tr in scope sc as
// one simple name, is one of the package tables' (ok), and a value type.
func (b *Binder) tableValueType(sc *scope, tr *syntax.TypeRef) (valueType, ok bool) {
	if len(tr.Parts) != 1 {
		return false, false
	}
	known, ok := b.wellKnownType(sc, tr.Parts[0])
	return known.valueType, ok
}

// packageTypesByNamespace are the types of packages the tables name
// (wellKnownPackages, otherPackageTypes, staticPackageClasses), by their
// full names with arity (UnityEngine.Debug, Avalonia.StyledProperty`1).
var packageTypesByNamespace = func() map[string]bool {
	out := map[string]bool{}
	for key, t := range wellKnownPackages {
		out[t.ns+"."+key] = true
	}
	for key, t := range tableTypes(otherPackageTypes) {
		out[t.ns+"."+key] = true
	}
	for ns, names := range staticPackageClasses {
		for name := range names {
			out[ns+"."+name] = true
		}
	}
	return out
}()

// packageAlternatives are the namespaces of otherPackageTypes by name and arity.
var packageAlternatives = func() map[string][]knownType {
	out := map[string][]knownType{}
	for name, t := range tableTypes(otherPackageTypes) {
		out[name] = append(out[name], t)
	}
	for _, alts := range out {
		// One order, whatever the map's: the longer namespace first, for a
		// file that imports both (xunit 2's Xunit and Xunit.Abstractions).
		slices.SortFunc(alts, func(a, b knownType) int {
			if len(a.ns) != len(b.ns) {
				return len(b.ns) - len(a.ns)
			}
			return strings.Compare(a.ns, b.ns)
		})
	}
	return out
}()

// withTypes adds to known the types of a table of names by namespace.
func withTypes(table map[string]string, known map[string]knownType) map[string]knownType {
	for name, t := range tableTypes(table) {
		known[name] = t
	}
	return known
}

// tableTypes yields the types of a table of names by namespace, a +
// marking a value type: each name (and arity) with its namespace.
func tableTypes(table map[string]string) iter.Seq2[string, knownType] {
	return func(yield func(string, knownType) bool) {
		for ns, names := range table {
			for _, name := range strings.Fields(names) {
				if !yield(strings.TrimPrefix(name, "+"), knownType{ns, strings.HasPrefix(name, "+")}) {
					return
				}
			}
		}
	}
}

// wellKnownName is the namespace-qualified name of a type written as part,
// when it is one of wellKnown and a namespace the scope imports has it.
func (b *Binder) wellKnownName(sc *scope, part syntax.NamePart) (string, bool) {
	known, ok := b.wellKnownType(sc, part)
	return known.ns, ok
}

// wellKnownType is the well-known type a name written as part is in the
// scope: of wellKnown, wellKnownPackages or otherPackageTypes, in a
// namespace the scope imports.
func (b *Binder) wellKnownType(sc *scope, part syntax.NamePart) (knownType, bool) {
	if sc == nil {
		return knownType{}, false
	}
	key := wellKnownKey(part)
	known, ok := wellKnown[key]
	if !ok {
		known, ok = wellKnownPackages[key]
		// WPF's only where the project uses WPF: Blazorise's MouseEventArgs,
		// with System.Windows.Input imported for ICommand, is ASP.NET's.
		ok = ok && (!strings.HasPrefix(known.ns, "System.Windows") || b.usesWPF(sc.project))
	}
	if ok && b.namespaceInScope(sc, known.ns) {
		return known, true
	}
	for _, alt := range packageAlternatives[key] {
		if b.namespaceInScope(sc, alt.ns) {
			return alt, true
		}
	}
	if ns, ok := b.roslynFamily(sc, part); ok {
		return knownType{ns: ns}, true
	}
	return knownType{}, false
}

// roslynFamily is the namespace of a Roslyn type known by how its name is
// made, where the scope imports that namespace alone: a C# syntax node
// (IfStatementSyntax) or an operation (IObjectCreationOperation);
// vs-validation's analyzers write them in signatures.
func (b *Binder) roslynFamily(sc *scope, part syntax.NamePart) (string, bool) {
	name := part.Name
	switch {
	case len(part.Args) > 0:
	case strings.HasSuffix(name, "Syntax") && len(name) > len("Syntax"):
		cs, vb := "Microsoft.CodeAnalysis.CSharp.Syntax", "Microsoft.CodeAnalysis.VisualBasic.Syntax"
		if b.namespaceInScope(sc, cs) && !b.namespaceInScope(sc, vb) {
			return cs, true
		}
	case strings.HasSuffix(name, "Operation") && len(name) > len("IOperation") && name[0] == 'I' && 'A' <= name[1] && name[1] <= 'Z':
		if ops := "Microsoft.CodeAnalysis.Operations"; b.namespaceInScope(sc, ops) {
			return ops, true
		}
	}
	return "", false
}

// usesWPF says whether a project may use WPF: it says UseWPF, uses the
// Windows desktop SDK or references WPF's assemblies (a legacy project);
// true where the project is not known.
func (b *Binder) usesWPF(project index.ProjectID) bool {
	info := b.s.Projects[project].Info
	if info == nil {
		return true
	}
	return strings.EqualFold(info.Property("UseWPF"), "true") || strings.HasSuffix(info.SDK, ".WindowsDesktop") ||
		slices.ContainsFunc(info.References, func(r workspace.AssemblyReference) bool {
			return r.Name == "PresentationFramework" || r.Name == "PresentationCore"
		})
}

// libraryType says whether a type is one of the .NET library's that the
// assemblies read lack (wellKnown): a project that cannot access another's
// internal copy of it (a polyfill) compiles against the library's.
func libraryType(ns, name string, arity int) bool {
	return wellKnown[arityKey(name, arity)].ns == ns && ns != ""
}

func wellKnownKey(part syntax.NamePart) string {
	return arityKey(part.Name, len(part.Args))
}

// arityKey is a type's name with its arity, as metadata writes it (List`1).
func arityKey(name string, arity int) string {
	if arity > 0 {
		return name + "`" + strconv.Itoa(arity)
	}
	return name
}

// unreadNamespace is the namespace a type written without one, which binds
// to nothing read, must come from when the scope's using directives import
// exactly one namespace that nothing read declares (a package's not on
// this machine: RequestDelegate under using Microsoft.AspNetCore.Http is
// Microsoft.AspNetCore.Http.RequestDelegate, as the compiler writes it in
// documentation IDs). False when they import none or several, or when a
// namespace around the code or imported that is no project's own may hold
// it too (EF Core's extensions declared in
// Microsoft.Extensions.DependencyInjection, whose IServiceCollection it
// does not read).
func (b *Binder) unreadNamespace(sc *scope) (string, bool) {
	found, unread := b.unreadCandidates(sc)
	if len(found) != 1 || len(unread) == 0 {
		return "", false
	}
	return found[0], true
}

// unreadCandidates lists the namespaces around the scope or imported
// there that a type nothing read declares may be in (see unreadNamespace),
// and of them those nothing read declares.
func (b *Binder) unreadCandidates(sc *scope) (found, unread []string) {
	if sc == nil {
		return nil, nil
	}
	// A namespace the workspace declares, imported, may hold it too, but
	// is no answer alone: the workspace's part was looked in (NodaTime's
	// JetBrains.Annotations holds no IMinMaxValue<T>).
	add := func(ns string, notRead bool) {
		if !slices.Contains(found, ns) {
			found = append(found, ns)
		}
		if notRead && !slices.Contains(unread, ns) {
			unread = append(unread, ns)
		}
	}
	for li, lv := range sc.levels {
		if lv.ns != "" && !b.ownNamespace(lv.ns) {
			add(lv.ns, true)
		}
		for _, u := range b.levelUsings(sc, lv) {
			if u.Static || u.Alias != "" {
				continue
			}
			switch bound := b.imported(u, sc.project, b.usingScope(sc, li)).bound; {
			case bound.kind == unresolved:
				add(strings.TrimPrefix(u.Target, "global::"), true)
			case bound.kind == namespaceTarget && b.declaredInWorkspace(bound.namespace) && !b.ownNamespace(bound.namespace) && !b.declaredByAssembly(bound.namespace):
				add(bound.namespace, false)
			}
		}
	}
	return found, unread
}

// learnedNamespace is the namespace a type written without one, which
// binds to nothing read, comes from where the scope imports several that
// nothing read declares: the one namespace that the using directives of
// all the places in the workspace's signatures that write the name import
// (two places at least), if the scope imports it. Kavita's
// UserManager<AppUser> is written under AutoMapper and
// Microsoft.AspNetCore.Identity, elsewhere under
// Microsoft.AspNetCore.Identity and Microsoft.AspNetCore.Mvc, and so on:
// Microsoft.AspNetCore.Identity is the one they share. The namespaces
// around the places are left out: a project's files are all in its own,
// which say nothing of the type's, and one place alone may be in the
// type's (EF Core's extensions in Microsoft.Extensions.DependencyInjection).
func (b *Binder) learnedNamespace(sc *scope, part syntax.NamePart) (string, bool) {
	if sc == nil {
		return "", false
	}
	key := wellKnownKey(part)
	home, ok := b.unreadHomes.Load(key)
	if !ok {
		home, _ = b.unreadHomes.LoadOrStore(key, b.learnHome(part))
	}
	ns := home.(string)
	return ns, ns != "" && b.namespaceInScope(sc, ns)
}

// learnHome finds the one namespace nothing read declares that every
// place in the workspace's signatures writing a name nothing read declares
// imports; "" when there is none, several, or one place only.
func (b *Binder) learnHome(part syntax.NamePart) string {
	type place struct {
		file index.FileID
		ns   string
	}
	places := map[place]bool{}
	var shared []string
	var learn func(sc *scope, n *syntax.TypeRef)
	learn = func(sc *scope, n *syntax.TypeRef) {
		if n == nil || len(places) > 0 && len(shared) == 0 {
			return
		}
		learn(sc, n.Elem)
		for _, e := range n.Elems {
			learn(sc, e)
		}
		for _, p := range n.Parts {
			for _, a := range p.Args {
				learn(sc, a)
			}
		}
		if n.Kind != syntax.TypeNamed || len(n.Parts) != 1 || n.Parts[0].Name != part.Name || len(n.Parts[0].Args) != len(part.Args) {
			return
		}
		r := b.resolveName(sc, &syntax.TypeRef{Kind: syntax.TypeNamed, Parts: n.Parts})
		if r.kind != unresolved || len(r.parts) != 1 || r.parts[0].sc == nil || len(r.parts[0].sc.levels) == 0 {
			return
		}
		psc := r.parts[0].sc
		at := place{psc.file, psc.levels[0].ns}
		if places[at] {
			return
		}
		_, unread := b.unreadCandidates(psc)
		imported := slices.DeleteFunc(unread, func(ns string) bool {
			return slices.ContainsFunc(psc.levels, func(lv level) bool { return lv.ns == ns })
		})
		if len(places) > 0 {
			imported = slices.DeleteFunc(shared, func(ns string) bool { return !slices.Contains(imported, ns) })
		}
		places[at], shared = true, imported
	}
	for _, id := range b.signatureWords()[part.Name] {
		d := b.s.Primary(id)
		sc := b.declScope(id, b.s.Sym(id).Decls[0])
		learn(sc, syntax.ParseTypeRef(d.Type))
		for _, p := range d.Params {
			learn(sc, syntax.ParseTypeRef(p.Type))
		}
		if len(places) > 0 && len(shared) == 0 {
			return ""
		}
	}
	if len(places) < 2 || len(shared) != 1 {
		return ""
	}
	return shared[0]
}

// importedNamespace says whether a using directive of the workspace (a
// file's or a project's implicit one) imports namespace ns or one inside
// it: then ns is a namespace, also where no assembly read declares it
// (Microsoft.Extensions.Options in Osirion's
// Microsoft.Extensions.Options.Options.Create(...), beside using
// Microsoft.Extensions.Options elsewhere).
func (b *Binder) importedNamespace(ns string) bool {
	b.importedOnce.Do(func() {
		b.importedNS = map[string]bool{}
		// A using of a namespace the workspace's source declares where
		// the using is says nothing of packages: booking-microservices'
		// using Unit.Test.Fakes in its test project does not make Unit a
		// namespace of its other projects, where it is MediatR's Unit.
		add := func(projects []index.ProjectID, target string, static bool, alias string) {
			target = strings.TrimPrefix(target, "global::")
			if static || alias != "" || b.declaredInWorkspace(target) && slices.ContainsFunc(projects, func(p index.ProjectID) bool { return b.namespaceExists(p, target) }) {
				return
			}
			for ns := target; ns != ""; ns = parentNs(ns) {
				b.importedNS[ns] = true
			}
		}
		for pi, p := range b.s.Projects {
			if p.Info != nil {
				for _, u := range p.Info.Usings {
					add([]index.ProjectID{index.ProjectID(pi)}, u.Target, u.Static, u.Alias)
				}
			}
		}
		for fi := range b.s.Files {
			if f := b.s.Files[fi].Syntax; f != nil && !b.s.Files[fi].External {
				for _, u := range f.Usings {
					add(b.s.Files[fi].Projects, u.Target, u.Static, u.Alias)
				}
			}
		}
	})
	return b.importedNS[ns]
}

// signatureWords maps each name written in the type or the parameter
// types of a workspace declaration to the declarations that write it,
// made once, for learnHome.
func (b *Binder) signatureWords() map[string][]index.SymbolID {
	b.sigWordsOnce.Do(func() {
		words := map[string][]index.SymbolID{}
		add := func(id index.SymbolID, text string) {
			for _, w := range identifierWords(text) {
				if ids := words[w]; len(ids) == 0 || ids[len(ids)-1] != id {
					words[w] = append(ids, id)
				}
			}
		}
		for i := range b.s.SymbolCount() {
			id := index.SymbolID(i)
			sym := b.s.Sym(id)
			if b.s.Dead(id) || b.s.External(id) || len(sym.Decls) == 0 || sym.Kind == syntax.KindNamespace {
				continue
			}
			d := b.s.Primary(id)
			add(id, d.Type)
			for _, p := range d.Params {
				add(id, p.Type)
			}
		}
		b.sigWords = words
	})
	return b.sigWords
}

// identifierWords are the names written in a type's text (List, Order of
// List<Order>).
func identifierWords(text string) []string {
	return strings.FieldsFunc(text, func(c rune) bool { return c != '_' && !unicode.IsLetter(c) && !unicode.IsDigit(c) })
}

// ownNamespace says whether a namespace is a project's root namespace,
// inside it or around it, where no assembly not read is expected to
// declare types. Always, in a folder of loose files: no root to tell.
func (b *Binder) ownNamespace(ns string) bool {
	if len(b.roots) == 0 {
		return true
	}
	for _, root := range b.roots {
		if ns == root || strings.HasPrefix(ns, root+".") || strings.HasPrefix(root, ns+".") {
			return true
		}
	}
	return false
}

// declaredInWorkspace says whether source of the workspace declares a
// namespace (not only an assembly read).
func (b *Binder) declaredInWorkspace(ns string) bool {
	return slices.ContainsFunc(b.namespaces[ns], func(id index.SymbolID) bool { return b.s.Projects[b.s.Sym(id).Project].Info != nil })
}

// declaredByAssembly says whether an assembly read declares a namespace:
// its types are read, so a name that binds to nothing is not one of them
// (ScottPlot's polyfill in namespace System makes System no namespace
// not read: MAUI's IActivationState is not System's).
func (b *Binder) declaredByAssembly(ns string) bool {
	return slices.ContainsFunc(b.namespaces[ns], func(id index.SymbolID) bool { return b.s.Projects[b.s.Sym(id).Project].Info == nil })
}
