package protocol

import (
	"encoding/json"
	"reflect"
)

//go:generate go test -run TestGenerated -update .

// Tool describes a tool to clients: the MCP door lists it as it is, and the
// generated TypeScript declarations name its argument and result types.
type Tool struct {
	Name  string
	Title string
	// Description teaches an agent when to use the tool and what to call next.
	Description string
	// Args is the type of the arguments; Result the type of the envelope's data.
	Args, Result reflect.Type
	// ReadOnly: the tool changes nothing (load, reload and unload change
	// which workspace the server holds).
	ReadOnly bool
}

// InputSchema is the JSON Schema of the tool's arguments.
func (t Tool) InputSchema() json.RawMessage { return inputSchema(t.Args) }

// OutputSchema is the JSON Schema of the tool's answer: the Envelope, its
// data typed as the tool's result.
func (t Tool) OutputSchema() json.RawMessage { return outputSchema(t.Result) }

// Tools lists every tool, in the order an agent meets them: find a symbol,
// then navigate from it, then the assemblies.
func Tools() []Tool {
	return []Tool{
		tool[ServerStatusArgs, ServerStatusResult](ToolServerStatus, "Server status",
			"Call this first: says what the server holds and how fresh it is. Its version and uptime; whether a workspace "+
				"is loaded (state noWorkspace: call load), being indexed (with progress) or ready; the workspace's path, root "+
				"and kind (sln, slnx, csproj, folder), its files, symbols and referenced assemblies; the files with parse errors "+
				"(count and the first few); the cache. includeProjects lists each project with its target frameworks, files, "+
				"and references found and missing (a missing one means its types do not resolve). The envelope's snapshot names "+
				"the index state answers come from."),
		tool[FindCodeArgs, FindCodeResult](ToolFindCode, "Find code",
			"The front door when unsure which tool fits: give a name (Order, Order.Total, a pattern with *), a symbolKey, "+
				"or a short question (\"callers of PlaceAsync\", \"what implements IEntity\", \"references to Money.Amount\", "+
				"\"hierarchy of OrderBase\", \"show me the class OrderService\", \"outline of src/Orders/Order.cs\"), a file "+
				"path (its outline), or text in quotes (found as text), or set intent (symbol, references, implementations, "+
				"callers, hierarchy, fileOutline, literalText). It resolves the name, calls the tool that answers (routedTool, "+
				"with routedArgs to call it again or page on) and returns that tool's answer with hints.nextSteps. When a name "+
				"matches several symbols it returns them (resolve_symbol's answer): call again with the symbolKey meant; a "+
				"name no symbol has is looked for as text."),
		mutating[LoadArgs, LoadResult](ToolLoad, "Load a workspace",
			"Opens a solution, project or folder (path: a .sln, .slnx or .csproj file or a folder) in place of the one "+
				"loaded, and waits until it is indexed (waitForIndex false answers at once with state indexing). Loading the "+
				"workspace already loaded changes nothing. Answers with the workspace's description and the new snapshot; "+
				"then find symbols with resolve_symbol or search_symbols."),
		mutating[ReloadArgs, LoadResult](ToolReload, "Reload the workspace",
			"Loads the current workspace again from scratch: project files evaluated again, every file read again (edits "+
				"are followed without it: use it after changes the server cannot see, such as a package restore). Answers as "+
				"load does."),
		mutating[UnloadArgs, UnloadResult](ToolUnload, "Unload the workspace",
			"Closes the loaded workspace and frees its memory; other tools then answer NoWorkspace until load is called."),
		tool[SearchSymbolsArgs, SearchSymbolsResult](ToolSearchSymbols, "Search symbols",
			"Lists every symbol (type, member, namespace) of the workspace whose name matches: a name or part of one "+
				"(case-insensitive), a pattern with * and ?, a qualified name (Order.Total, Shop.Core.Orders.Order) or a "+
				"generic name (Result<T>). Exact names come first, then prefixes, then substrings; page with skip and take, "+
				"filter with kinds, namespaceFilter, projectName and accessibility; sourceOnly false adds the symbols of "+
				"referenced assemblies. Use it to explore; to pin down the one symbol a name means, resolve_symbol is shorter. "+
				"Pass a match's symbolKey to get_symbol_info, get_type_hierarchy, find_references and the other navigation tools."),
		tool[ResolveSymbolArgs, ResolveSymbolResult](ToolResolveSymbol, "Resolve a name",
			"Start here: turns a name (Order, Order.Total, Shop.Core.Orders.Order, Result<T>, a pattern with *) into the "+
				"symbols it most likely means, only the best tier of matches (matchTier: Exact, Prefix, Substring or Glob), "+
				"each with its symbolKey, declaration position and documentationCommentId. When several remain, narrow with "+
				"kinds or projectName or qualify the name. Then navigate with the candidate's symbolKey: get_symbol_info "+
				"(signature, documentation), get_type_hierarchy, find_implementations, find_references, find_callers, "+
				"get_outgoing_calls. hints.nextSteps says what fits the answer."),
		tool[GetSymbolAtPositionArgs, GetSymbolAtPositionResult](ToolGetSymbolAtPosition, "Symbol at a position",
			"Says what the name at a position of a C# file denotes (filePath, 1-based line and column in UTF-16 code units, "+
				"as an editor or a stack trace gives them): a workspace or assembly symbol with its symbolKey, a local or "+
				"parameter, a namespace, or a name outside the workspace, and how it is used there (declaration, invocation, "+
				"read, write ...). Use the symbolKey it returns with the navigation tools, as after resolve_symbol."),
		tool[GetSymbolInfoArgs, GetSymbolInfoResult](ToolGetSymbolInfo, "Symbol details",
			"Describes one symbol by its symbolKey (from resolve_symbol, search_symbols or any answer): its signature as C# "+
				"displays it, modifiers, the <summary> of its documentation, return, parameter and property types bound to "+
				"their symbolKeys, a type's base type, interfaces and member counts, and every declaration's location (each "+
				"part of a partial type). Follow the symbolKeys in it to the types it uses."),
		tool[GetTypeHierarchyArgs, GetTypeHierarchyResult](ToolGetTypeHierarchy, "Type hierarchy",
			"Shows a type's place in the hierarchy by its symbolKey: the base class chain up to the root, every interface it "+
				"implements (directly or through which base), and the types deriving from it (paged with derivedSkip and "+
				"derivedTake, limited by scope). For the derived types alone use get_derived_types; for what implements an "+
				"interface or overrides a member, find_implementations."),
		tool[GetDerivedTypesArgs, GetDerivedTypesResult](ToolGetDerivedTypes, "Derived types",
			"Lists the types deriving from a class or implementing an interface (symbolKey), directly or further down, with "+
				"their depth and direct base; paged with skip and take, limited by scope (project:NAME, namespace:PREFIX or "+
				"folder:PATH)."),
		tool[FindImplementationsArgs, FindImplementationsResult](ToolFindImplementations, "Find implementations",
			"Finds what implements a symbol (symbolKey): the classes, structs and records implementing an interface, the "+
				"classes deriving from a class (the concrete ones of an abstract class), the members implementing an interface "+
				"member (explicitly, implicitly or through a base class), or the overrides of a virtual or abstract member. "+
				"Paged with skip and take, limited by scope."),
		tool[FindOverridesArgs, FindOverridesResult](ToolFindOverrides, "Find overrides",
			"Lists the members overriding a virtual, abstract or override member (symbolKey), directly or further down the "+
				"hierarchy, each with the member it overrides directly and whether it is sealed."),
		tool[FindReferencesArgs, FindReferencesResult](ToolFindReferences, "Find references",
			"Finds every use of a symbol (symbolKey) in the workspace's source, resolved as the compiler would (not a text "+
				"search): each with its position, line text, kind (reference, invocation, constructorCall, read, write, "+
				"nameof, documentation for a cref) and the member containing it. Paged with skip and take, limited by scope (project:NAME or "+
				"folder:PATH). For calls grouped by caller use find_callers."),
		tool[FindCallersArgs, FindCallersResult](ToolFindCallers, "Find callers",
			"Lists the members that call a method, constructor, property or event (symbolKey), each with its call sites: "+
				"who depends on it. Follow a caller's symbolKey to walk up the call graph; get_outgoing_calls walks down."),
		tool[GetOutgoingCallsArgs, GetOutgoingCallsResult](ToolGetOutgoingCalls, "Outgoing calls",
			"Lists what a member (symbolKey) calls, in the order first called, each callee with its call sites: a workspace "+
				"or assembly symbol with its symbolKey, or a name outside the workspace. Follow the callees' symbolKeys to walk "+
				"down the call graph; find_callers walks up."),
		tool[GetSymbolSourceArgs, GetSymbolSourceResult](ToolGetSymbolSource, "Symbol source",
			"Returns the source text of one symbol's declaration (symbolKey): every part of a partial type or method, each "+
				"with its file and 1-based start and end lines. Read this instead of a whole file. includeBody false (the default) "+
				"elides bodies: a block becomes `{ … }`, an expression body `=> …;`, accessors are listed without bodies; for a "+
				"type you see every member's signature, so the shape of a big class costs a fraction of its text. Then ask again "+
				"with a member's symbolKey and includeBody true for the code you need. includeDocComments adds the /// blocks. "+
				"A symbol of an assembly has no source (NoSource): use get_symbol_info or members_get."),
		tool[GetDocumentOutlineArgs, GetDocumentOutlineResult](ToolGetDocumentOutline, "Document outline",
			"Lists a C# file's declarations as a tree (filePath, absolute or relative to the workspace root): namespaces, "+
				"types and members with kind, signature, accessibility, modifiers, 1-based start and end lines and symbolKey. "+
				"Read it instead of the file to see what a file holds, then get_symbol_source with a symbolKey for the code."),
		tool[SearchTextArgs, SearchTextResult](ToolSearchText, "Search text",
			"Finds a literal text (or, with regex, a Go RE2 regular expression, one line at a time) in the workspace's files: "+
				"its C# files (editors' unsaved text included), project, solution and imported MSBuild files (.csproj, .sln, "+
				".slnx, .props, .targets) and the .json, .config and .xml files of the workspace's and projects' folders. Each "+
				"hit has its file, 1-based line, UTF-16 column, the line's text and, in C#, the type or member around it. Case is "+
				"ignored unless caseSensitive; limit with scope (project:NAME, folder:PATH) and filePattern (a glob: *.csproj, "+
				"src/**/*Tests.cs); page with skip and take. For strings, comments, configuration and names the index does not "+
				"resolve; to find the uses of a symbol, find_references is exact."),
		tool[GetSymbolAttributesArgs, GetSymbolAttributesResult](ToolGetSymbolAttributes, "Symbol attributes",
			"Lists the attributes applied to one symbol, with their arguments as C# displays constants, their targets and "+
				"where each is written; includeInherited adds those of base classes and overridden members. Select the symbol "+
				"by exactly one of symbolKey, documentationCommentId, filePath with line and column, or filePath with "+
				"selectedText."),
		tool[SemanticQueryArgs, SemanticQueryResult](ToolSemanticQuery, "Query by shape",
			"Finds symbols by their shape rather than their name: kinds, modifiers (async, static, virtual ...), a parameter "+
				"type they must or must not take, a return type, an attribute they must or must not carry, accessibility, "+
				"namePattern, scope. Types match from the right and without case (CancellationToken matches "+
				"System.Threading.CancellationToken; Task<*> any Task). Example: async methods without a CancellationToken "+
				"parameter. Each match has its signature and symbolKey."),
		tool[ModulesListArgs, ModulesListResult](ToolModulesList, "List modules",
			"Lists the modules (assemblies) the workspace builds and references, with where each was found, its version, "+
				"and whether its types are indexed (then their symbolKeys work with every tool); with pid, the .NET assemblies "+
				"a running process has loaded. Then types_get to browse a module's types, modules_search to find a type or "+
				"method across modules."),
		tool[ModulesSearchArgs, ModulesSearchResult](ToolModulesSearch, "Search modules",
			"Finds types and methods across the modules by a pattern over their names with * and ? (*Customer*, Get?; with "+
				"a dot, over full names: Shop.Core.*Service), including assemblies' types the workspace does not index. Then "+
				"members_get with a type's fullName and moduleName for its members."),
		tool[TypesGetArgs, TypesGetResult](ToolTypesGet, "Types of a module",
			"Lists one module's types (module_name from modules_list), filtered by namespace, kind and visibility, with the "+
				"number of matching types per namespace; page with continuation_token. Then members_get with a type's fullName."),
		tool[MembersGetArgs, MembersGetResult](ToolMembersGet, "Members of a type",
			"Lists a type's members (type_name: a full name such as Shop.Core.Orders.Order or List<T>) with their C# "+
				"signatures, grouped as methods, properties, fields and events; include_inherited adds what base types "+
				"contribute. An indexed member's symbolKey works with every other tool."),
		tool[BatchArgs, BatchResult](ToolBatch, "Several calls at once",
			"Runs several tool calls (operations: up to 50 of {tool, id, args}, args as the tool takes them) in one round "+
				"trip, all against the same snapshot, and returns each answer under its id (the operation's index when it has "+
				"none) with its own success, data or error: one failure does not fail the rest. Use it for look-ups that do "+
				"not depend on each other, such as get_symbol_info of several symbolKeys, or find_callers and "+
				"find_implementations of one. load, reload, unload and server_status run on their own."),
	}
}

func tool[Args, Result any](name, title, description string) Tool {
	return Tool{Name: name, Title: title, Description: description,
		Args: reflect.TypeFor[Args](), Result: reflect.TypeFor[Result](), ReadOnly: true}
}

// mutating describes a tool that changes what the server holds.
func mutating[Args, Result any](name, title, description string) Tool {
	t := tool[Args, Result](name, title, description)
	t.ReadOnly = false
	return t
}

// Instructions tell an agent how the tools fit together (the MCP door's
// server instructions).
const Instructions = `Glider answers questions about a C# workspace (its sources and the assemblies it references) from an index: declarations, types and their hierarchies, members and signatures, references and calls, as the compiler would resolve them, without building.

The workflow:
0. server_status says what is loaded and how fresh it is; load opens a solution, project or folder when none is (or another), reload starts it over.
1. Find the symbol. resolve_symbol turns a name (Order, Order.Total, Shop.Core.Orders.Order) into its best candidates; search_symbols lists every match of a partial name or a pattern with * and ?. For a position in a file (a cursor, a stack trace line), get_symbol_at_position says what the name there is. semantic_query finds members by shape (modifiers, parameter, return and attribute types).
2. Navigate with the symbolKey those answers carry: get_symbol_info (signature, documentation, bound types), get_type_hierarchy, get_derived_types, find_implementations, find_overrides, find_references, find_callers, get_outgoing_calls, get_symbol_attributes. Every symbol in an answer has its own symbolKey to follow.
   To read code, get_symbol_source gives one declaration's text (a type's members as signatures unless includeBody), get_document_outline a file's declarations; search_text finds text (strings, comments, configuration, project files) where no symbol helps.
3. Assemblies: modules_list, modules_search, types_get and members_get browse the referenced assemblies (or, with pid, a running .NET process's).
batch runs several independent calls in one round trip, against one snapshot.

Every answer is an envelope: success, data, error (a stable code, a message and a continuation saying what to do next: call a tool first, revise the request, or retry), snapshot and meta. symbolKeys survive edits elsewhere; pass snapshot.snapshotId as expectedSnapshot to be told when the index has changed. Lines and columns are 1-based, columns in UTF-16 code units; pathStyle "relative" gives paths relative to the workspace root. While the workspace is first indexed, calls answer from the projects indexed so far (meta.partial true, meta.indexing says how far; no referenced assemblies yet): ask again once it is done for the whole, or pass waitForIndex true to wait for it (meta says whether a call timed out).`
