package protocol

// Tool names of the type hierarchy.
const (
	ToolGetTypeHierarchy = "get_type_hierarchy"
	ToolGetDerivedTypes  = "get_derived_types"
)

// GetTypeHierarchyArgs are get_type_hierarchy's arguments.
type GetTypeHierarchyArgs struct {
	Common
	SymbolKey           string `json:"symbolKey"`
	IncludeBaseTypes    *bool  `json:"includeBaseTypes,omitempty"`
	IncludeInterfaces   *bool  `json:"includeInterfaces,omitempty"`
	IncludeDerivedTypes *bool  `json:"includeDerivedTypes,omitempty"`
	// Scope limits the derived types: "project:NAME", "namespace:PREFIX" or "folder:PATH".
	Scope       string `json:"scope,omitempty"`
	DerivedSkip *int   `json:"derivedSkip,omitempty"`
	DerivedTake *int   `json:"derivedTake,omitempty"`
	PathStyle   string `json:"pathStyle,omitempty"`
}

// GetTypeHierarchyResult is get_type_hierarchy's answer.
type GetTypeHierarchyResult struct {
	Type SymbolMatch `json:"type"`
	// BaseTypes is the base class chain, nearest first, ending at the root.
	BaseTypes []HierarchyType `json:"baseTypes,omitempty"`
	// BaseChainComplete is false when the chain reaches a class outside the
	// workspace, above which nothing is known yet.
	BaseChainComplete bool             `json:"baseChainComplete"`
	Interfaces        []HierarchyIface `json:"interfaces,omitempty"`
	DerivedPaging     *Paging          `json:"derivedPaging,omitempty"`
	DerivedTypes      []DerivedType    `json:"derivedTypes,omitempty"`
	Notes             []string         `json:"notes,omitempty"`
	Hints             Hints            `json:"hints"`
}

// HierarchyType is a type in a hierarchy: a workspace symbol, or a type
// outside the workspace known by name.
type HierarchyType struct {
	Name     string       `json:"name"`
	Symbol   *SymbolMatch `json:"symbol,omitempty"`
	Resolved bool         `json:"resolved"`
	Implicit bool         `json:"implicit,omitempty"`
}

// HierarchyIface is an interface a type implements.
type HierarchyIface struct {
	HierarchyType
	Direct bool   `json:"direct"`
	Via    string `json:"via,omitempty"`
}

// DerivedType is a type deriving from the requested one.
type DerivedType struct {
	SymbolMatch
	Depth      int    `json:"depth"`
	DirectBase string `json:"directBase"`
}

// GetDerivedTypesArgs are get_derived_types' arguments.
type GetDerivedTypesArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	Scope     string `json:"scope,omitempty"`
	Skip      *int   `json:"skip,omitempty"`
	Take      *int   `json:"take,omitempty"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetDerivedTypesResult is get_derived_types' answer.
type GetDerivedTypesResult struct {
	Paging       Paging        `json:"paging"`
	DerivedTypes []DerivedType `json:"derivedTypes"`
	Notes        []string      `json:"notes,omitempty"`
}
