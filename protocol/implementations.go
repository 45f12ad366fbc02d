package protocol

// Tool names of implementations and overrides.
const (
	ToolFindImplementations = "find_implementations"
	ToolFindOverrides       = "find_overrides"
)

// FindImplementationsArgs are find_implementations' arguments. symbolKey
// names an interface (its implementing classes, structs and records), a
// class (its derived classes; only the non-abstract ones of an abstract
// class), an interface member (the members implementing it) or a virtual,
// abstract or override member (its overrides).
type FindImplementationsArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	// Scope limits the implementations: "project:NAME", "namespace:PREFIX" or "folder:PATH".
	Scope     string `json:"scope,omitempty"`
	Skip      *int   `json:"skip,omitempty"`
	Take      *int   `json:"take,omitempty"` // default 200, at most 1000
	PathStyle string `json:"pathStyle,omitempty"`
}

// FindImplementationsResult is find_implementations' answer, ordered by full name.
type FindImplementationsResult struct {
	Symbol          SymbolMatch      `json:"symbol"`
	Paging          Paging           `json:"paging"`
	Implementations []Implementation `json:"implementations"`
	Notes           []string         `json:"notes,omitempty"`
}

// Implementation is one symbol implementing the requested one.
type Implementation struct {
	SymbolMatch
	// Relation is implements (a type implementing the interface), derives
	// (a class deriving from the class), explicit, implicit or inherited
	// (a member implementing the interface member: an explicit
	// implementation, a public member of the implementing type, one it
	// inherits from a base class) or override (overrides the member, or a
	// member implementing it).
	Relation string `json:"relation"`
	// ImplementingType is, for a member, the type it implements the
	// interface member for, or its own type for an override.
	ImplementingType string `json:"implementingType,omitempty"`
	// Interface is the interface as the implementing type constructs it:
	// Shop.IRepo<Shop.Order>.
	Interface string `json:"interface,omitempty"`
	// Via is, for a type, the base class or interface it reaches the
	// requested type through; absent when it names it itself.
	Via string `json:"via,omitempty"`
	// Overrides and OverridesSymbolKey name, for an override, the member
	// it overrides directly.
	Overrides          string `json:"overrides,omitempty"`
	OverridesSymbolKey string `json:"overridesSymbolKey,omitempty"`
}

// FindOverridesArgs are find_overrides' arguments: symbolKey names a
// virtual, abstract or override member.
type FindOverridesArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	Skip      *int   `json:"skip,omitempty"`
	Take      *int   `json:"take,omitempty"` // default 200, at most 1000
	PathStyle string `json:"pathStyle,omitempty"`
}

// FindOverridesResult is find_overrides' answer: the members overriding the
// requested one, directly or further down, ordered by depth then full name.
type FindOverridesResult struct {
	Symbol    SymbolMatch `json:"symbol"`
	Paging    Paging      `json:"paging"`
	Overrides []Override  `json:"overrides"`
	Notes     []string    `json:"notes,omitempty"`
}

// Override is one member overriding the requested one.
type Override struct {
	SymbolMatch
	Depth int `json:"depth"` // 1: overrides the requested member itself
	// Overrides and OverridesSymbolKey name the member it overrides directly.
	Overrides          string `json:"overrides"`
	OverridesSymbolKey string `json:"overridesSymbolKey"`
	Sealed             bool   `json:"sealed,omitempty"` // nothing overrides it further
}
