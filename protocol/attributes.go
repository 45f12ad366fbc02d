package protocol

// ToolGetSymbolAttributes lists the attributes applied to one symbol.
const ToolGetSymbolAttributes = "get_symbol_attributes"

// GetSymbolAttributesArgs are get_symbol_attributes' arguments. The symbol
// is selected by exactly one of symbolKey, documentationCommentId, or
// filePath with line and column (1-based, UTF-16 columns; endLine and
// endColumn make a range) or with selectedText (contextBefore and
// contextAfter pick one of its occurrences).
type GetSymbolAttributesArgs struct {
	Common
	SymbolKey              string `json:"symbolKey,omitempty"`
	DocumentationCommentID string `json:"documentationCommentId,omitempty"`
	FilePath               string `json:"filePath,omitempty"`
	Line                   *int   `json:"line,omitempty"`
	Column                 *int   `json:"column,omitempty"`
	EndLine                *int   `json:"endLine,omitempty"`
	EndColumn              *int   `json:"endColumn,omitempty"`
	SelectedText           string `json:"selectedText,omitempty"`
	ContextBefore          string `json:"contextBefore,omitempty"`
	ContextAfter           string `json:"contextAfter,omitempty"`
	// IncludeInherited adds what base classes and overridden members apply
	// (default false).
	IncludeInherited *bool  `json:"includeInherited,omitempty"`
	AttributesLimit  *int   `json:"attributesLimit,omitempty"` // default 50
	PathStyle        string `json:"pathStyle,omitempty"`
}

// GetSymbolAttributesResult is get_symbol_attributes' answer.
type GetSymbolAttributesResult struct {
	Symbol     SymbolMatch      `json:"symbol"`
	Attributes []AttributeEntry `json:"attributes"`
	TotalCount int              `json:"totalCount"`
	HasMore    bool             `json:"hasMore"`
}

// AttributeEntry is one attribute applied to the symbol.
type AttributeEntry struct {
	Name string `json:"name"`
	// AttributeType is the class's full name when the workspace declares it
	// (resolved); otherwise the name as written, aliases replaced.
	AttributeType string `json:"attributeType"`
	Resolved      bool   `json:"resolved"`
	SymbolKey     string `json:"symbolKey,omitempty"`
	// Target is return, field, property ... as written, param for a
	// parameter's attribute (parameter names it), "" when none is written.
	Target               string              `json:"target"`
	Parameter            string              `json:"parameter,omitempty"`
	Inherited            bool                `json:"inherited"`
	InheritedFrom        *SymbolMatch        `json:"inheritedFrom,omitempty"`
	ConstructorArguments []AttributeArgument `json:"constructorArguments"`
	NamedArguments       []AttributeArgument `json:"namedArguments"`
	FilePath             string              `json:"filePath"`
	Line                 int                 `json:"line"`
	Column               int                 `json:"column"`
}

// AttributeArgument is one argument, its value written as C# displays a
// constant ("text", 'c', 42, typeof(NS.T), NS.Color.Red, {1, 2}, null).
type AttributeArgument struct {
	// Name is a named argument's property or field, or a positional
	// argument's parameter when written `name: value`.
	Name  string `json:"name,omitempty"`
	Value string `json:"value"`
}
