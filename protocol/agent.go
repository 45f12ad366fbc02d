package protocol

// Tool names of the tools that read source text for agents.
const (
	ToolGetSymbolSource    = "get_symbol_source"
	ToolGetDocumentOutline = "get_document_outline"
	ToolSearchText         = "search_text"
)

// GetSymbolSourceArgs are get_symbol_source's arguments.
type GetSymbolSourceArgs struct {
	Common
	// SymbolKey names the symbol (from resolve_symbol, search_symbols or any answer).
	SymbolKey string `json:"symbolKey"`
	// IncludeDocComments adds the /// comment block above each declaration
	// (and, with includeBody false, keeps those of a type's members).
	// Attributes are always part of a declaration.
	IncludeDocComments bool `json:"includeDocComments,omitempty"`
	// IncludeBody false elides bodies: a block body becomes `{ … }`, an
	// expression body `=> …;`, accessors are listed without bodies (`{ get;
	// private set; }`, initializer dropped); a type keeps its members'
	// signatures, fields and enum members as written. Default false.
	IncludeBody bool `json:"includeBody,omitempty"`
	// PathStyle is absolute (default) or relative (to the workspace root).
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetSymbolSourceResult is get_symbol_source's answer.
type GetSymbolSourceResult struct {
	// Symbol is the symbol the text declares.
	Symbol SymbolMatch `json:"symbol"`
	// Parts holds one text per declaration: each part of a partial type or method.
	Parts []SourcePart `json:"parts"`
}

// SourcePart is the text of one declaration.
type SourcePart struct {
	// FilePath is the file the declaration is in.
	FilePath string `json:"filePath"`
	// StartLine is the 1-based line the text starts on (its doc comment's
	// with includeDocComments); the text starts at the start of the line
	// unless code before the declaration shares it.
	StartLine int `json:"startLine"`
	// EndLine is the 1-based line the declaration ends on, also when bodies are elided.
	EndLine int `json:"endLine"`
	// Text is the declaration's text as the file (or an editor's buffer) holds it now.
	Text string `json:"text"`
}

// GetDocumentOutlineArgs are get_document_outline's arguments.
type GetDocumentOutlineArgs struct {
	Common
	// FilePath is a C# file of the workspace: absolute or relative to the workspace root.
	FilePath string `json:"filePath"`
	// PathStyle is absolute (default) or relative (to the workspace root).
	PathStyle string `json:"pathStyle,omitempty"`
}

// GetDocumentOutlineResult is get_document_outline's answer.
type GetDocumentOutlineResult struct {
	// FilePath is the file outlined.
	FilePath string `json:"filePath"`
	// Lines is the number of lines of the file as indexed.
	Lines int `json:"lines"`
	// Items are the file's top-level declarations; nested ones are their children.
	Items []OutlineItem `json:"items"`
	// Notes say why a file has no outline (it could not be read or parsed).
	Notes []string `json:"notes,omitempty"`
}

// OutlineItem is one declaration of the file.
type OutlineItem struct {
	// Name is the declared name (this[] for an indexer, op_Addition for an operator).
	Name string `json:"name"`
	// Kind is Namespace, Class, Interface, Struct, Enum, Delegate, Record,
	// RecordStruct, Method, Constructor, Destructor, Operator,
	// ConversionOperator, Property, Indexer, Field, Constant, EnumMember or Event.
	Kind string `json:"kind"`
	// Signature is the declaration as get_symbol_info displays it.
	Signature string `json:"signature,omitempty"`
	// SymbolKey names the symbol for the other tools, where the index has one.
	SymbolKey string `json:"symbolKey,omitempty"`
	// Accessibility is Public, Internal, Protected, ProtectedInternal,
	// PrivateProtected or Private, C#'s defaults applied (none for a namespace).
	Accessibility string `json:"accessibility,omitempty"`
	// Modifiers are those written besides the accessibility: static, abstract, partial, async ...
	Modifiers []string `json:"modifiers,omitempty"`
	// StartLine is the 1-based first line of the declaration (attributes included, the doc comment not).
	StartLine int `json:"startLine"`
	// EndLine is the 1-based last line of the declaration.
	EndLine int `json:"endLine"`
	// Children are the declarations inside it: a namespace's types, a type's members.
	Children []OutlineItem `json:"children,omitempty"`
}

// SearchTextArgs are search_text's arguments.
type SearchTextArgs struct {
	Common
	// Query is the text to find: a literal, or with regex a regular expression.
	Query string `json:"query"`
	// Regex reads query as a Go (RE2) regular expression: ^ and $ match at
	// line ends and a match stays on one line. Default false.
	Regex bool `json:"regex,omitempty"`
	// CaseSensitive matches case exactly; by default case is ignored.
	CaseSensitive bool `json:"caseSensitive,omitempty"`
	// Scope limits the files: "project:NAME" (its C# files, project file,
	// imported MSBuild files and config files) or "folder:PATH".
	Scope string `json:"scope,omitempty"`
	// FilePattern is a glob over the path relative to the workspace root
	// (src/**/*.cs); without a '/' it matches the file name in any folder (*.csproj).
	FilePattern string `json:"filePattern,omitempty"`
	// Skip is how many hits to pass over. Default 0.
	Skip *int `json:"skip,omitempty"`
	// Take is the page size: default 200, at most 1000.
	Take *int `json:"take,omitempty"`
	// PathStyle is absolute (default) or relative (to the workspace root).
	PathStyle string `json:"pathStyle,omitempty"`
}

// SearchTextResult is search_text's answer: one page of hits, in path and position order.
type SearchTextResult struct {
	// Paging says which hits the page holds and how many there are in all.
	Paging Paging `json:"paging"`
	// Truncated is true when there are hits past this page.
	Truncated bool `json:"truncated"`
	// FilesSearched counts the files read.
	FilesSearched int `json:"filesSearched"`
	// Hits are the matches of this page.
	Hits []TextHit `json:"hits"`
	// Notes say what was adjusted (a take above the maximum).
	Notes []string `json:"notes,omitempty"`
}

// TextHit is one match: from its first character to the one after it,
// columns in UTF-16 code units.
type TextHit struct {
	Location
	// LineText is the text of the line the match starts on, trimmed; for a
	// long line, the stretch around the match with … where cut.
	LineText string `json:"lineText"`
	// Container is the type or member a C# match is written in
	// (Type.Member; nested types included, namespaces not).
	Container string `json:"container,omitempty"`
}
