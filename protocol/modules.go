package protocol

// Tool names of the modules tools. They take the arguments and give the
// fields a debugger's Modules tools do (snake_case arguments, camelCase
// answers); a module is an assembly the workspace builds or references,
// or, given pid, one a running process has mapped (Linux).
const (
	ToolModulesList   = "modules_list"
	ToolModulesSearch = "modules_search"
	ToolTypesGet      = "types_get"
	ToolMembersGet    = "members_get"
)

// ModulesListArgs are modules_list's arguments.
type ModulesListArgs struct {
	Common
	// IncludeSystem lists the framework assemblies too (mscorlib,
	// netstandard, System.*, Microsoft.*, those of reference packs and
	// Mono); default true.
	IncludeSystem *bool `json:"include_system,omitempty"`
	// NameFilter is a pattern over module names with * and ?: MyApp*.
	NameFilter string `json:"name_filter,omitempty"`
	// PID lists the .dll and .exe files that process maps instead
	// (/proc/PID/maps), browsed from their metadata alone.
	PID       *int   `json:"pid,omitempty"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// ModulesListResult is modules_list's answer: the projects first, then
// the referenced assemblies by name; a process's in the order it mapped them.
type ModulesListResult struct {
	PID     int      `json:"pid,omitempty"`
	Modules []Module `json:"modules"`
	Count   int      `json:"count"`
	Notes   []string `json:"notes,omitempty"`
	Hints   Hints    `json:"hints"`
}

// Module is one module. A project's (origin "source") tells nothing read
// from its build output: hasSymbols, isOptimized, version and moduleId are
// then left out, as they are when the file's metadata could not be read
// (error says why).
type Module struct {
	Name string `json:"name"`
	// Path is the assembly file; a project's build output, or its project
	// file before any build.
	Path string `json:"path"`
	// Origin is source (a project), process (mapped by the process pid
	// names) or where a reference was found: assets, output, nuget,
	// refpack, mono, hintpath, extra, fallback.
	Origin      string `json:"origin"`
	Version     string `json:"version,omitempty"`
	HasSymbols  *bool  `json:"hasSymbols,omitempty"`
	IsOptimized *bool  `json:"isOptimized,omitempty"`
	IsDynamic   bool   `json:"isDynamic"`
	ModuleID    string `json:"moduleId,omitempty"`
	IsSystem    bool   `json:"isSystem"`
	// Indexed: its types and members are in the index and have symbolKeys
	// that work with every tool.
	Indexed      bool     `json:"indexed"`
	ReferencedBy []string `json:"referencedBy,omitempty"`
	Error        string   `json:"error,omitempty"`
}

// ModulesSearchArgs are modules_search's arguments.
type ModulesSearchArgs struct {
	Common
	// Pattern matches a type's or method's whole name with * and ?
	// (*Customer*, Get?); with a dot, its full name (Shop.Core.*Service).
	Pattern       string `json:"pattern"`
	SearchType    string `json:"search_type,omitempty"`   // types, methods or both (default)
	ModuleFilter  string `json:"module_filter,omitempty"` // a pattern over module names
	CaseSensitive *bool  `json:"case_sensitive,omitempty"`
	MaxResults    *int   `json:"max_results,omitempty"` // 1 to 100, default 50
	PID           *int   `json:"pid,omitempty"`
}

// ModulesSearchResult is modules_search's answer, by module then full
// name: types first, then methods, maxResults in all.
type ModulesSearchResult struct {
	Query           string         `json:"query"`
	SearchType      string         `json:"searchType"`
	Types           []ModuleType   `json:"types"`
	Methods         []ModuleMethod `json:"methods"`
	TotalMatches    int            `json:"totalMatches"`
	ReturnedMatches int            `json:"returnedMatches"`
	Truncated       bool           `json:"truncated"`
	Notes           []string       `json:"notes,omitempty"`
	Hints           Hints          `json:"hints"`
}

// ModuleMethod is a method modules_search found.
type ModuleMethod struct {
	DeclaringType string       `json:"declaringType"`
	ModuleName    string       `json:"moduleName"`
	Method        ModuleMember `json:"method"`
}

// TypesGetArgs are types_get's arguments.
type TypesGetArgs struct {
	Common
	ModuleName string `json:"module_name"`
	// NamespaceFilter is a namespace (with those inside it), a prefix
	// ending in * or a pattern with * and ?.
	NamespaceFilter string     `json:"namespace_filter,omitempty"`
	Kind            StringList `json:"kind,omitempty"`        // class, interface, struct, enum, delegate, record, recordStruct
	Visibility      StringList `json:"visibility,omitempty"`  // public, internal, protected, private, protected internal, private protected
	MaxResults      *int       `json:"max_results,omitempty"` // 1 to 1000, default 100
	// ContinuationToken is the previous page's continuationToken, with the
	// same other arguments.
	ContinuationToken string `json:"continuation_token,omitempty"`
	PID               *int   `json:"pid,omitempty"`
}

// TypesGetResult is one page of a module's types, by full name.
type TypesGetResult struct {
	ModuleName string       `json:"moduleName"`
	Types      []ModuleType `json:"types"`
	// Namespaces counts the matching types of each namespace, over every page.
	Namespaces        []NamespaceCount `json:"namespaces"`
	TotalTypes        int              `json:"totalTypes"`
	ReturnedTypes     int              `json:"returnedTypes"`
	HasMore           bool             `json:"hasMore"`
	ContinuationToken string           `json:"continuationToken,omitempty"`
	Notes             []string         `json:"notes,omitempty"`
	Hints             Hints            `json:"hints"`
}

// NamespaceCount is how many of the types asked for a namespace holds.
type NamespaceCount struct {
	Name      string `json:"name"`
	TypeCount int    `json:"typeCount"`
}

// ModuleType is a type of a module. symbolKey is left out for one read
// from metadata only.
type ModuleType struct {
	FullName   string `json:"fullName"`
	Name       string `json:"name"`
	Namespace  string `json:"namespace"`
	Kind       string `json:"kind"`
	Visibility string `json:"visibility"`
	IsAbstract bool   `json:"isAbstract"`
	IsSealed   bool   `json:"isSealed"`
	IsStatic   bool   `json:"isStatic"`
	// BaseType is the base class the declaration names or C# implies;
	// Interfaces those the declaration names.
	BaseType   string   `json:"baseType,omitempty"`
	Interfaces []string `json:"interfaces,omitempty"`
	ModuleName string   `json:"moduleName"`
	SymbolKey  string   `json:"symbolKey,omitempty"`
}

// MembersGetArgs are members_get's arguments.
type MembersGetArgs struct {
	Common
	// TypeName is the type's full name (Shop.Core.Orders.Order, List<T>,
	// Outer+Inner), or as much of it as names one type.
	TypeName         string `json:"type_name"`
	ModuleName       string `json:"module_name,omitempty"`
	IncludeInherited *bool  `json:"include_inherited,omitempty"` // default false
	// MemberKinds are methods, constructors, properties, fields, events.
	MemberKinds     StringList `json:"member_kinds,omitempty"`
	Visibility      StringList `json:"visibility,omitempty"`
	IncludeStatic   *bool      `json:"include_static,omitempty"`   // default true
	IncludeInstance *bool      `json:"include_instance,omitempty"` // default true
	PID             *int       `json:"pid,omitempty"`
}

// MembersGetResult is members_get's answer: the type's members in
// declaration order, then (include_inherited) those it inherits, nearest
// base first, leaving out what a member listed before hides or overrides.
type MembersGetResult struct {
	TypeName     string         `json:"typeName"`
	ModuleName   string         `json:"moduleName"`
	Kind         string         `json:"kind"`
	SymbolKey    string         `json:"symbolKey,omitempty"`
	Methods      []ModuleMember `json:"methods,omitempty"` // with constructors, operators, conversions
	Properties   []ModuleMember `json:"properties,omitempty"`
	Fields       []ModuleMember `json:"fields,omitempty"` // with constants and enum members
	Events       []ModuleMember `json:"events,omitempty"`
	TotalMembers int            `json:"totalMembers"`
	Notes        []string       `json:"notes,omitempty"`
	Hints        Hints          `json:"hints"`
}

// ModuleMember is a member of a type. Signature is get_symbol_info's for
// an indexed member; for one read from metadata only, its visibility and
// static before its C# declaration. isStatic holds for constants and enum
// members too.
type ModuleMember struct {
	Name          string            `json:"name"`
	Kind          string            `json:"kind"`
	Signature     string            `json:"signature"`
	ReturnType    string            `json:"returnType,omitempty"`
	Type          string            `json:"type,omitempty"`
	Parameters    []ModuleParameter `json:"parameters,omitempty"`
	Visibility    string            `json:"visibility"`
	IsStatic      bool              `json:"isStatic"`
	DeclaringType string            `json:"declaringType,omitempty"`
	ModuleName    string            `json:"moduleName,omitempty"`
	Inherited     bool              `json:"inherited,omitempty"`
	SymbolKey     string            `json:"symbolKey,omitempty"`
}

// ModuleParameter is one parameter of a method or an indexer.
type ModuleParameter struct {
	Name     string `json:"name"`
	Type     string `json:"type"`
	Modifier string `json:"modifier,omitempty"`
	Default  string `json:"default,omitempty"`
}
