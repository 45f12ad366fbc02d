package backend

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// AttributesRequest asks for the attributes applied to one symbol, chosen by
// exactly one of: its symbolKey, its documentation comment ID, or a place in
// a file (a position or a range, or a piece of text found in the file).
type AttributesRequest struct {
	SymbolKey              string
	DocumentationCommentID string
	FilePath               string // absolute, or relative to the workspace root
	// Line and Column (1-based, columns in UTF-16 code units), with EndLine
	// and EndColumn for a range (the end excluded); 0 means not given.
	Line, Column, EndLine, EndColumn int
	// SelectedText is looked for in the file instead of a position;
	// ContextBefore and ContextAfter, the text right around it, pick one of
	// its occurrences.
	SelectedText, ContextBefore, ContextAfter string
	IncludeInherited                          bool
	AttributesLimit                           int
	PathStyle                                 string
}

// AttributesResult lists the attributes applied to a symbol.
type AttributesResult struct {
	Symbol     SymbolInfo
	Attributes []AppliedAttribute
	TotalCount int // before AttributesLimit
	HasMore    bool
}

// AppliedAttribute is one attribute applied to the symbol.
type AppliedAttribute struct {
	Name string // as written: Obsolete, ObsoleteAttribute, Ns.Marker, Generic<int>
	// AttributeType is the attribute class's full name when the workspace
	// declares it (Resolved); otherwise the name as written, aliases replaced.
	AttributeType string
	Resolved      bool
	SymbolKey     string // the attribute class's, when Resolved
	// Target is written before the attribute (return, field, assembly ...),
	// param for one of a method's parameters, "" when none.
	Target    string
	Parameter string // with Target param
	// Inherited attributes come from a base class or an overridden member,
	// InheritedFrom.
	Inherited            bool
	InheritedFrom        *SymbolInfo
	ConstructorArguments []AttributeArgument
	NamedArguments       []AttributeArgument
	// Where the attribute is written (after its `[`).
	FilePath     string
	Line, Column int
}

// AttributeArgument is an argument and its value as the compiler displays
// constants: "text", 'c', 42, typeof(NS.T), NS.Color.Red | NS.Color.Blue,
// {1, 2}, null; what cannot be computed is shown as written.
type AttributeArgument struct {
	Name  string // a named argument's property or field; a positional one's `name:` when written
	Value string
}

// DefaultAttributesLimit is get_symbol_attributes' default answer size.
const DefaultAttributesLimit = 50

// SymbolAttributes lists the attributes applied to a symbol, with those it
// inherits from its base classes or the members it overrides when asked.
func (v *View) SymbolAttributes(ctx context.Context, req AttributesRequest) (*AttributesResult, error) {
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	if req.AttributesLimit < 1 || req.AttributesLimit > MaxTake {
		return nil, errorf(CodeInvalidArgument, "attributesLimit is %d; it must be between 1 and %d", req.AttributesLimit, MaxTake)
	}
	id, err := v.attributesSubject(req)
	if err != nil {
		return nil, err
	}
	attrs := v.binder.Attributes(id, req.IncludeInherited)
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "get_symbol_attributes was cancelled")
	}
	res := &AttributesResult{Symbol: v.symbolInfo(id, style), TotalCount: len(attrs), HasMore: len(attrs) > req.AttributesLimit}
	attrs = attrs[:min(len(attrs), req.AttributesLimit)]
	res.Attributes = make([]AppliedAttribute, len(attrs))
	for i, a := range attrs {
		res.Attributes[i] = v.appliedAttribute(id, a, style)
	}
	return res, nil
}

func (v *View) appliedAttribute(id index.SymbolID, a bind.Attribute, style PathStyle) AppliedAttribute {
	pos := a.Syntax.Span.Start
	out := AppliedAttribute{
		Name:                 a.Type.Text,
		AttributeType:        a.Type.Display,
		Resolved:             a.Type.Symbol != index.NoSymbol,
		Target:               a.Target,
		Parameter:            a.Parameter,
		ConstructorArguments: attributeArguments(a.Args),
		NamedArguments:       attributeArguments(a.Named),
		FilePath:             v.path(a.File, style),
		Line:                 pos.Line,
		Column:               pos.Col,
	}
	if out.Resolved {
		out.SymbolKey = v.snap.Sym(a.Type.Symbol).Key
	}
	if a.From != id {
		from := v.symbolInfo(a.From, style)
		out.Inherited, out.InheritedFrom = true, &from
	}
	return out
}

func attributeArguments(args []bind.Argument) []AttributeArgument {
	out := make([]AttributeArgument, len(args))
	for i, a := range args {
		out[i] = AttributeArgument{Name: a.Name, Value: a.Value}
	}
	return out
}

// attributesSubject finds the symbol the request selects.
func (v *View) attributesSubject(req AttributesRequest) (index.SymbolID, error) {
	var given []string
	if strings.TrimSpace(req.SymbolKey) != "" {
		given = append(given, "symbolKey")
	}
	if strings.TrimSpace(req.DocumentationCommentID) != "" {
		given = append(given, "documentationCommentId")
	}
	if req.FilePath != "" || req.Line != 0 || req.Column != 0 || req.EndLine != 0 || req.EndColumn != 0 ||
		req.SelectedText != "" || req.ContextBefore != "" || req.ContextAfter != "" {
		given = append(given, "a location (filePath ...)")
	}
	switch {
	case len(given) == 0:
		return index.NoSymbol, errorf(CodeInvalidArgument,
			"no symbol selected: give symbolKey, documentationCommentId, or filePath with line and column (or with selectedText)")
	case len(given) > 1:
		return index.NoSymbol, errorf(CodeInvalidArgument,
			"select the symbol one way only: the request gives %s", strings.Join(given, " and "))
	case given[0] == "symbolKey":
		return v.symbol(req.SymbolKey)
	case given[0] == "documentationCommentId":
		return v.symbolByDocumentationID(req.DocumentationCommentID)
	}
	return v.symbolAtLocation(req)
}

// symbolByDocumentationID finds a symbol by its documentation comment ID
// (T:NS.Type, M:NS.Type.Method(System.Int32) ...). When several projects
// declare it (a linked file), the first project's symbol answers.
func (v *View) symbolByDocumentationID(doc string) (index.SymbolID, error) {
	doc = strings.TrimSpace(doc)
	if len(doc) < 3 || doc[1] != ':' || !strings.ContainsRune("NTMPFE", rune(doc[0])) {
		return index.NoSymbol, errorf(CodeInvalidArgument,
			"documentationCommentId %q is not a documentation comment ID: those start with N:, T:, M:, P:, F: or E: (T:Shop.Core.Order, M:Shop.Core.Order.AddLine(System.Int32))", doc)
	}
	ids := v.binder.SymbolsByDocID(doc)
	if len(ids) == 0 {
		return index.NoSymbol, &Error{Code: CodeSymbolNotFound,
			Message: fmt.Sprintf("no symbol of this workspace has the documentation comment ID %s", doc),
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "resolve_symbol",
				Instruction: "Find the symbol by name with resolve_symbol, then call again with the symbolKey or documentationCommentId it returns."}}
	}
	return ids[0], nil
}

// symbolAtLocation finds the symbol declared at a place in a file: the one
// whose name contains it, else the innermost declaration around it.
func (v *View) symbolAtLocation(req AttributesRequest) (index.SymbolID, error) {
	f, err := v.fileByPath(req.FilePath)
	if err != nil {
		return index.NoSymbol, err
	}
	syn := v.snap.Files[f].Syntax
	if syn == nil {
		return index.NoSymbol, errorf(CodeInvalidArgument, "%s could not be read or parsed; see the index diagnostics", req.FilePath)
	}
	var start, end syntax.Pos
	switch {
	case req.SelectedText != "":
		if req.Line != 0 || req.Column != 0 || req.EndLine != 0 || req.EndColumn != 0 {
			return index.NoSymbol, errorf(CodeInvalidArgument, "give either line and column or selectedText, not both")
		}
		start, end, err = v.findText(f, req.SelectedText, req.ContextBefore, req.ContextAfter)
	case req.ContextBefore != "" || req.ContextAfter != "":
		return index.NoSymbol, errorf(CodeInvalidArgument, "contextBefore and contextAfter go with selectedText")
	case req.Line == 0 && req.Column == 0:
		return index.NoSymbol, errorf(CodeInvalidArgument, "filePath needs line and column (1-based), or selectedText")
	default:
		start, end, err = requestedSpan(req, syn.Lines)
	}
	if err != nil {
		return index.NoSymbol, err
	}
	if id, ok := v.declaredAt(f, syn, start, end); ok {
		return id, nil
	}
	return index.NoSymbol, errorf(CodeInvalidArgument, "nothing is declared at %s:%d:%d; point at a declaration's name or inside it",
		req.FilePath, start.Line, start.Col)
}

// requestedSpan reads line, column, endLine and endColumn: a position, or a
// range whose end is excluded (endLine defaults to line).
func requestedSpan(req AttributesRequest, lines int) (start, end syntax.Pos, err error) {
	if req.Line < 1 || req.Column < 1 {
		return start, end, errorf(CodeInvalidArgument, "line and column are 1-based and go together (got line %d, column %d)", req.Line, req.Column)
	}
	if lines > 0 && req.Line > lines {
		return start, end, errorf(CodeInvalidArgument, "line %d is past the end of %s (%d lines)", req.Line, req.FilePath, lines)
	}
	start = syntax.Pos{Line: req.Line, Col: req.Column}
	end = start
	switch {
	case req.EndLine == 0 && req.EndColumn == 0:
	case req.EndColumn < 1 || req.EndLine < 0:
		return start, end, errorf(CodeInvalidArgument, "endColumn is 1-based and required with endLine (got endLine %d, endColumn %d)", req.EndLine, req.EndColumn)
	default:
		end = syntax.Pos{Line: req.EndLine, Col: req.EndColumn}
		if req.EndLine == 0 {
			end.Line = req.Line
		}
		if end.Before(start) {
			return start, end, errorf(CodeInvalidArgument, "the range ends (%d:%d) before it starts (%d:%d)", end.Line, end.Col, start.Line, start.Col)
		}
	}
	return start, end, nil
}

// findText finds selectedText in the file, where the text before it ends
// with contextBefore and the text after it starts with contextAfter. It
// reads the file as it is now (an editor's text, a generator's, else the
// disk's): positions are right while the file is as indexed.
func (v *View) findText(f index.FileID, text, before, after string) (start, end syntax.Pos, err error) {
	src, _, rerr := v.snap.Text(f)
	if rerr != nil {
		return start, end, errorf(CodeInternal, "reading %s: %v", v.snap.Files[f].Path, rerr)
	}
	var found []int
	for off := 0; off <= len(src); {
		i := bytes.Index(src[off:], []byte(text))
		if i < 0 {
			break
		}
		at := off + i
		if bytes.HasSuffix(src[:at], []byte(before)) && bytes.HasPrefix(src[at+len(text):], []byte(after)) {
			found = append(found, at)
		}
		off = at + 1
	}
	lines := syntax.NewLineIndex(src)
	switch len(found) {
	case 0:
		if before != "" || after != "" {
			return start, end, errorf(CodeInvalidArgument, "selectedText %q does not occur in %s with that contextBefore and contextAfter", text, v.snap.Files[f].RelPath)
		}
		return start, end, errorf(CodeInvalidArgument, "selectedText %q does not occur in %s", text, v.snap.Files[f].RelPath)
	case 1:
		return lines.Position(found[0]), lines.Position(found[0] + len(text)), nil
	}
	var at []string
	for i, off := range found {
		if i == 5 {
			at = append(at, "...")
			break
		}
		at = append(at, fmt.Sprint(lines.Position(off).Line))
	}
	return start, end, errorf(CodeInvalidArgument, "selectedText %q occurs %d times in %s (lines %s): add contextBefore or contextAfter to pick one, or give line and column",
		text, len(found), v.snap.Files[f].RelPath, strings.Join(at, ", "))
}

// declaredAt finds the symbol declared at [start, end] in a file: the
// declaration whose name contains it, else the declarations around it from
// the innermost out (a declaration may have no symbol: a record parameter
// the record declares a property for).
func (v *View) declaredAt(f index.FileID, syn *syntax.File, start, end syntax.Pos) (index.SymbolID, bool) {
	inner := -1
	for i := range syn.Decls {
		d := &syn.Decls[i]
		if !start.Before(d.NameSpan.Start) && !d.NameSpan.End.Before(end) {
			if id, ok := v.symbolOfDecl(f, syn, int32(i)); ok {
				return id, true
			}
		}
		// Declarations come before those they contain: the last one around is the innermost.
		if !start.Before(d.FullSpan.Start) && !d.FullSpan.End.Before(end) {
			inner = i
		}
	}
	for i := int32(inner); i >= 0; i = syn.Decls[i].Parent {
		if id, ok := v.symbolOfDecl(f, syn, i); ok {
			return id, true
		}
	}
	return index.NoSymbol, false
}

// symbolOfDecl finds the symbol a declaration belongs to, among the symbols
// of its name (the first project's, for a file linked into several). A
// dotted namespace declaration answers with its last namespace.
func (v *View) symbolOfDecl(f index.FileID, syn *syntax.File, decl int32) (index.SymbolID, bool) {
	name := strings.TrimPrefix(syn.Decls[decl].Name, "global::")
	if syn.Decls[decl].Kind == syntax.KindNamespace {
		name = name[strings.LastIndexByte(name, '.')+1:]
	}
	found := index.NoSymbol
	v.snap.MatchNames(index.CompileNamePattern(name), func(g index.NameGroup, t index.Tier) bool {
		if t != index.TierExact {
			return false
		}
		for _, id := range v.snap.GroupSymbols(g) {
			for _, ref := range v.snap.Sym(id).Decls {
				if ref.File == f && ref.Decl == decl && (found == index.NoSymbol || id < found) {
					found = id
				}
			}
		}
		return true
	})
	return found, found != index.NoSymbol
}
