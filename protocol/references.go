package protocol

// Tool names of usage navigation.
const (
	ToolFindReferences = "find_references"
	ToolFindCallers    = "find_callers"
)

// FindReferencesArgs are find_references' arguments.
type FindReferencesArgs struct {
	Common
	SymbolKey          string `json:"symbolKey"`
	IncludeDeclaration bool   `json:"includeDeclaration,omitempty"`
	// Scope limits the files searched: "project:NAME" or "folder:PATH".
	Scope     string `json:"scope,omitempty"`
	Skip      *int   `json:"skip,omitempty"`
	Take      *int   `json:"take,omitempty"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// FindReferencesResult is find_references' answer.
type FindReferencesResult struct {
	Symbol        SymbolMatch `json:"symbol"`
	Paging        Paging      `json:"paging"`
	References    []Reference `json:"references"`
	FilesSearched int         `json:"filesSearched"`
	Notes         []string    `json:"notes,omitempty"`
}

// Reference is one use of a symbol.
type Reference struct {
	Location
	LineText string `json:"lineText"`
	// Kind is declaration, reference, invocation, constructorCall, read, write, nameof or documentation (a cref).
	Kind      string       `json:"kind"`
	Container *SymbolMatch `json:"containingMember,omitempty"`
}

// FindCallersArgs are find_callers' arguments.
type FindCallersArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	Scope     string `json:"scope,omitempty"`
	Skip      *int   `json:"skip,omitempty"`
	Take      *int   `json:"take,omitempty"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// FindCallersResult is find_callers' answer: callers, each with its call sites.
type FindCallersResult struct {
	Symbol  SymbolMatch `json:"symbol"`
	Paging  Paging      `json:"paging"`
	Callers []Caller    `json:"callers"`
	Notes   []string    `json:"notes,omitempty"`
}

// Caller is a member that calls the symbol (absent for top-level statements).
type Caller struct {
	Caller *SymbolMatch `json:"caller,omitempty"`
	Calls  []Reference  `json:"calls"`
}

// ToolGetOutgoingCalls lists what a member calls.
const ToolGetOutgoingCalls = "get_outgoing_calls"

// GetOutgoingCallsArgs are get_outgoing_calls' arguments.
type GetOutgoingCallsArgs struct {
	Common
	SymbolKey string `json:"symbolKey"`
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetOutgoingCallsResult is get_outgoing_calls' answer: one entry per
// callee, in the order first called.
type GetOutgoingCallsResult struct {
	Symbol SymbolMatch    `json:"symbol"`
	Calls  []OutgoingCall `json:"calls"`
}

// OutgoingCall is a callee (a workspace symbol, or a name outside the
// workspace) and where it is called.
type OutgoingCall struct {
	Callee   *SymbolMatch `json:"callee,omitempty"`
	External string       `json:"external,omitempty"`
	Sites    []Reference  `json:"sites"`
}
