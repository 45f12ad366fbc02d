package backend

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// SymbolInfo is how tools describe a symbol.
type SymbolInfo struct {
	Name           string
	FullName       string
	Kind           string
	ContainingType string
	Namespace      string
	FilePath       string
	Line           int
	Column         int
	SymbolKey      string
	ProjectName    string // for an external symbol, its assembly's name
	// External marks a symbol of a referenced assembly: it has no file
	// and no position; AssemblyPath is the file it was read from.
	External               bool
	AssemblyPath           string
	Accessibility          string
	DocumentationCommentID string
}

// symbol finds the symbol a symbolKey names. The error tells a caller with
// a bad or stale key to find the symbol again by name.
func (v *View) symbol(key string) (index.SymbolID, error) {
	if strings.TrimSpace(key) == "" {
		return index.NoSymbol, &Error{Code: CodeInvalidArgument, Message: "symbolKey is required",
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "resolve_symbol",
				Instruction: "Get the symbol's symbolKey from resolve_symbol or search_symbols, then call again with it."}}
	}
	id, err := v.snap.Lookup(key)
	if err == nil {
		return id, nil
	}
	code := CodeSymbolNotFound
	if errors.Is(err, index.ErrMalformedKey) {
		code = CodeInvalidSymbolKey
	}
	return index.NoSymbol, &Error{Code: code, Message: err.Error(),
		Continuation: &Continuation{Kind: ContinueCallTool, Tool: "resolve_symbol",
			Instruction: "Find the symbol again by name with resolve_symbol and use the symbolKey it returns."}}
}

// symbolArg reads the arguments of a tool about one symbol.
func (v *View) symbolArg(key, pathStyle string) (index.SymbolID, PathStyle, error) {
	style, err := parsePathStyle(pathStyle)
	if err != nil {
		return index.NoSymbol, 0, err
	}
	id, err := v.symbol(key)
	return id, style, err
}

func (v *View) symbolInfo(id index.SymbolID, style PathStyle) SymbolInfo {
	s := v.snap
	sym := s.Sym(id)
	info := SymbolInfo{
		Name:                   sym.Name,
		FullName:               sym.FullName,
		Kind:                   sym.Kind.String(),
		Namespace:              sym.Namespace,
		SymbolKey:              sym.Key,
		ProjectName:            s.Projects[sym.Project].Name,
		Accessibility:          sym.Access.String(),
		DocumentationCommentID: v.binder.DocID(id),
	}
	ref := sym.Decls[0]
	if s.Files[ref.File].External {
		info.External, info.AssemblyPath = true, v.path(ref.File, style)
	} else {
		span := s.NameSpan(ref)
		at := v.location(ref.File, span.Start, span.End, style)
		info.FilePath, info.Line, info.Column = at.FilePath, at.Line, at.Column
	}
	if sym.Container != index.NoSymbol && s.Sym(sym.Container).Kind.IsType() {
		info.ContainingType = s.Sym(sym.Container).FullName
	}
	return info
}

// kindFilter is a set of symbol kinds parsed from the tools' kind names.
type kindFilter [32]bool

// kindGroups maps the names tools accept to the kinds they select: the
// general names (Type, Method ...) and every specific kind.
var kindGroups = func() map[string][]syntax.Kind {
	g := map[string][]syntax.Kind{
		"type":      {syntax.KindClass, syntax.KindStruct, syntax.KindInterface, syntax.KindEnum, syntax.KindRecord, syntax.KindRecordStruct, syntax.KindDelegate},
		"method":    {syntax.KindMethod, syntax.KindConstructor, syntax.KindDestructor, syntax.KindOperator, syntax.KindConversion},
		"property":  {syntax.KindProperty, syntax.KindIndexer},
		"field":     {syntax.KindField, syntax.KindConstant, syntax.KindEnumMember},
		"record":    {syntax.KindRecord, syntax.KindRecordStruct},
		"operator":  {syntax.KindOperator, syntax.KindConversion},
		"namespace": {syntax.KindNamespace},
	}
	for k := syntax.KindClass; k <= syntax.KindEnumMember; k++ {
		if name := lower(k.String()); g[name] == nil {
			g[name] = []syntax.Kind{k}
		}
	}
	return g
}()

const kindNamesHelp = "Type, Class, Interface, Struct, Enum, Delegate, Record, RecordStruct, Method, Constructor, Destructor, Operator, ConversionOperator, Property, Indexer, Field, Constant, EnumMember, Event, Namespace"

// parseKinds reads kind names (each entry may hold several, comma-separated).
// No names selects every kind but namespaces.
func parseKinds(names []string) (kindFilter, error) {
	var f kindFilter
	any := false
	for _, entry := range names {
		for _, name := range splitList(entry) {
			kinds, ok := kindGroups[lower(name)]
			if !ok {
				return f, errorf(CodeInvalidArgument, "unknown kind %q; use %s", name, kindNamesHelp)
			}
			for _, k := range kinds {
				f[k] = true
			}
			any = true
		}
	}
	if !any {
		for k := syntax.KindClass; k <= syntax.KindEnumMember; k++ {
			f[k] = k != syntax.KindNamespace
		}
	}
	return f, nil
}

func parseAccessibilities(names []string) ([]bool, error) {
	var set []bool
	for _, entry := range names {
		for _, name := range splitList(entry) {
			a, ok := index.AccessibilityFromString(name)
			if !ok {
				return nil, errorf(CodeInvalidArgument, "unknown accessibility %q; use Public, Internal, Protected, ProtectedInternal, PrivateProtected, Private", name)
			}
			if set == nil {
				set = make([]bool, index.Private+1)
			}
			set[a] = true
		}
	}
	return set, nil
}

// fileArg reads the arguments of a tool about one file.
func (v *View) fileArg(path, pathStyle string) (index.FileID, PathStyle, error) {
	style, err := parsePathStyle(pathStyle)
	if err != nil {
		return 0, 0, err
	}
	f, err := v.fileByPath(path)
	return f, style, err
}

// fileByPath finds a file of the workspace by its absolute path or its
// path relative to the workspace root.
func (v *View) fileByPath(path string) (index.FileID, error) {
	if strings.TrimSpace(path) == "" {
		return 0, errorf(CodeInvalidArgument, "filePath is required")
	}
	abs := filepath.FromSlash(path)
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(v.snap.Workspace.Root, abs)
	}
	if id, ok := v.snap.FileByPath(filepath.Clean(abs)); ok {
		return id, nil
	}
	return 0, &Error{Code: CodeFileNotInWorkspace, Message: fmt.Sprintf("%s is not a source file of this workspace", path),
		Continuation: &Continuation{Kind: ContinueReviseRequest,
			Instruction: "Give the path of a C# file the workspace compiles, absolute or relative to the workspace root (search_symbols shows the paths)."}}
}
