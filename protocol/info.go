package protocol

// Tool names of symbol details and structural queries.
const (
	ToolGetSymbolInfo = "get_symbol_info"
	ToolSemanticQuery = "semantic_query"
)

// GetSymbolInfoArgs are get_symbol_info's arguments.
type GetSymbolInfoArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetSymbolInfoResult is get_symbol_info's answer: the symbol as every tool
// describes it, and its details.
type GetSymbolInfoResult struct {
	SymbolMatch
	// Modifiers as written on any part (static, sealed, partial, async ...),
	// without the accessibility.
	Modifiers []string `json:"modifiers"`
	// Signature is the declaration as C# displays it, on one line.
	Signature string `json:"signature"`
	// Summary is the <summary> of the XML doc comment, as plain text.
	Summary           string `json:"summary,omitempty"`
	ContainingTypeKey string `json:"containingTypeKey,omitempty"`
	// ReturnType of methods, operators and delegates (a conversion's target).
	ReturnType *BoundType `json:"returnType,omitempty"`
	// Type of properties, indexers, fields, constants and events.
	Type *BoundType `json:"type,omitempty"`
	// Parameters of methods, constructors, operators, delegates and
	// indexers; left out when there are none.
	Parameters []Parameter `json:"parameters,omitempty"`
	// BaseType and Interfaces are what a type's own base lists name.
	BaseType   *BoundType  `json:"baseType,omitempty"`
	Interfaces []BoundType `json:"interfaces,omitempty"`
	// MemberCounts counts a type's or namespace's members by kind.
	MemberCounts map[string]int `json:"memberCounts,omitempty"`
	// Locations lists every declaration (each part of a partial type).
	Locations []Location `json:"locations"`
	Hints     Hints      `json:"hints"`
}

// BoundType is a type as a declaration writes it, bound: symbolKey names
// the workspace type; resolved is false when a name in it did not bind (a
// type from a referenced assembly, shown as written).
type BoundType struct {
	Name      string `json:"name"`
	SymbolKey string `json:"symbolKey,omitempty"`
	Resolved  bool   `json:"resolved"`
}

// Parameter is one parameter of a method, delegate or indexer.
type Parameter struct {
	Name     string    `json:"name"`
	Type     BoundType `json:"type"`
	Modifier string    `json:"modifier,omitempty"`
	Default  string    `json:"default,omitempty"`
}

// Location is where a declaration is, from its first character to its last.
type Location struct {
	FilePath   string `json:"filePath"`
	LineNumber int    `json:"lineNumber"`
	Column     int    `json:"column"`
	EndLine    int    `json:"endLine"`
	EndColumn  int    `json:"endColumn"`
}

// SemanticQueryArgs are semantic_query's arguments. Every filter given must
// hold. Types (parameter, return, attribute) match from the right and
// without case: CancellationToken matches System.Threading.CancellationToken;
// type arguments count unless written `*` (Task<*>).
type SemanticQueryArgs struct {
	Common
	Kinds       StringList `json:"kinds,omitempty"`
	NamePattern string     `json:"namePattern,omitempty"`
	// Modifiers must all be written on the symbol: async, static, virtual ...
	Modifiers                StringList `json:"modifiers,omitempty"`
	MustHaveParameterType    string     `json:"mustHaveParameterType,omitempty"`
	MustNotHaveParameterType string     `json:"mustNotHaveParameterType,omitempty"`
	MustHaveAttribute        string     `json:"mustHaveAttribute,omitempty"`
	MustNotHaveAttribute     string     `json:"mustNotHaveAttribute,omitempty"`
	ReturnType               string     `json:"returnType,omitempty"`
	Accessibility            StringList `json:"accessibility,omitempty"`
	// Scope is "project:NAME", "namespace:PREFIX" or "folder:PATH".
	Scope           string `json:"scope,omitempty"`
	NamespaceFilter string `json:"namespaceFilter,omitempty"`
	ProjectName     string `json:"projectName,omitempty"`
	Skip            *int   `json:"skip,omitempty"`
	Take            *int   `json:"take,omitempty"`
	PathStyle       string `json:"pathStyle,omitempty"`
	SortBy          string `json:"sortBy,omitempty"`
	SortOrder       string `json:"sortOrder,omitempty"`
}

// SemanticQueryResult is semantic_query's answer: matches in source order
// (project, file, declaration) unless sortBy says otherwise.
type SemanticQueryResult struct {
	MatchCount int             `json:"matchCount"`
	Paging     Paging          `json:"paging"`
	Matches    []SemanticMatch `json:"matches"`
	Notes      []string        `json:"notes,omitempty"`
	Hints      Hints           `json:"hints"`
}

// SemanticMatch is one symbol that matched, with its signature.
type SemanticMatch struct {
	SymbolMatch
	Signature string `json:"signature"`
}
