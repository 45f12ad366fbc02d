package protocol

// ToolGetSymbolAtPosition is the cursor resolver's tool name.
const ToolGetSymbolAtPosition = "get_symbol_at_position"

// GetSymbolAtPositionArgs are get_symbol_at_position's arguments.
type GetSymbolAtPositionArgs struct {
	Common
	FilePath  string `json:"filePath"`
	Line      int    `json:"line"`   // 1-based
	Column    int    `json:"column"` // 1-based, in UTF-16 code units
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetSymbolAtPositionResult is get_symbol_at_position's answer.
type GetSymbolAtPositionResult struct {
	Token string `json:"token"`
	// Role is declaration, reference, invocation, constructorCall, read, write, nameof or documentation (a cref).
	Role string `json:"role"`
	// TargetKind is symbol, local, namespace, external (outside the
	// workspace: assemblies are not read yet) or none.
	TargetKind  string        `json:"targetKind"`
	Symbol      *SymbolMatch  `json:"symbol,omitempty"`
	Local       *LocalSymbol  `json:"local,omitempty"`
	Namespace   string        `json:"namespace,omitempty"`
	External    string        `json:"external,omitempty"`
	Definitions []Location    `json:"definitions,omitempty"` // the name of each declaration
	Candidates  []SymbolMatch `json:"candidates,omitempty"`
	Reason      string        `json:"reason,omitempty"`
}

// LocalSymbol is a local, parameter, type parameter, range variable,
// local function or tuple element: it lives inside a declaration and has
// no symbolKey. A tuple element given a name (kind tupleElement) is the
// compiler's field of that name on the tuple type, with its
// documentation ID (F:System.ValueTuple{System.Int64,System.Int32}.ticks);
// an element read as ItemN is System.ValueTuple's field, a symbol.
type LocalSymbol struct {
	Name                   string `json:"name"`
	Kind                   string `json:"kind"`
	Type                   string `json:"type,omitempty"`
	DocumentationCommentID string `json:"documentationCommentId,omitempty"`
}
