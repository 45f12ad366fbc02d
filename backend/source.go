package backend

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// SourceRequest asks for the source text of one symbol's declarations.
type SourceRequest struct {
	SymbolKey string
	// IncludeDocComments adds the /// lines above each declaration (and,
	// with IncludeBody false, keeps those of a type's members).
	IncludeDocComments bool
	// IncludeBody false elides bodies (see elideBodies).
	IncludeBody bool
	PathStyle   string
}

// SourceResult is what get_symbol_source answers.
type SourceResult struct {
	Symbol SymbolInfo
	Parts  []SourcePart // one per declaration: each part of a partial type or method
}

// SourcePart is the text of one declaration, from the start of its first
// line (its doc comment's with IncludeDocComments) to its end.
type SourcePart struct {
	FilePath           string
	StartLine, EndLine int // 1-based, inclusive
	Text               string
}

// SymbolSource answers get_symbol_source.
func (v *View) SymbolSource(ctx context.Context, req SourceRequest) (*SourceResult, error) {
	id, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	sym := v.snap.Sym(id)
	if v.snap.External(id) {
		return nil, &Error{Code: CodeNoSource, Message: fmt.Sprintf("%s is declared in the assembly %s, which has no source in the workspace",
			sym.FullName, v.snap.Projects[sym.Project].Name),
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "get_symbol_info",
				Instruction: "get_symbol_info gives its signature and documentation; members_get lists a type's members."}}
	}
	if sym.Kind == syntax.KindNamespace {
		return nil, errorf(CodeInvalidArgument, "%s is a namespace, declared in many places: get_document_outline lists a file's declarations, search_symbols with namespaceFilter what it declares", sym.FullName)
	}
	res := &SourceResult{Symbol: v.symbolInfo(id, style)}
	for _, ref := range sym.Decls {
		if ctx.Err() != nil {
			return nil, errorf(CodeCancelled, "get_symbol_source was cancelled")
		}
		part, err := v.declSource(ref, req.IncludeDocComments, req.IncludeBody)
		if err != nil {
			return nil, err
		}
		part.FilePath = v.path(ref.File, style)
		res.Parts = append(res.Parts, part)
	}
	return res, nil
}

// declSource cuts one declaration out of its file's current text.
func (v *View) declSource(ref index.DeclRef, docComments, body bool) (SourcePart, error) {
	text, stale, err := v.snap.Text(ref.File)
	rel := v.snap.Files[ref.File].RelPath
	if err != nil {
		return SourcePart{}, staleFile(rel, "cannot be read: "+err.Error())
	}
	lines := syntax.NewLineIndex(text)
	src := declText{text: text, lines: lines, decls: v.snap.Files[ref.File].Syntax.Decls}
	d := &src.decls[ref.Decl]
	start, okStart := lines.Offset(d.FullSpan.Start)
	end, okEnd := lines.Offset(d.FullSpan.End)
	if stale || !okStart || !okEnd {
		return SourcePart{}, staleFile(rel, "changed since it was indexed")
	}
	startLine := d.FullSpan.Start.Line
	if docComments {
		startLine = src.docStart(startLine)
	}
	if lineStart, _ := lines.Offset(syntax.Pos{Line: startLine, Col: 1}); startLine < d.FullSpan.Start.Line ||
		len(bytes.TrimSpace(text[lineStart:start])) == 0 {
		start = lineStart
	}
	out := string(text[start:end])
	if !body {
		out = src.elideBodies(ref.Decl, start, end, docComments)
	}
	return SourcePart{StartLine: startLine, EndLine: d.FullSpan.End.Line, Text: out}, nil
}

func staleFile(rel, why string) *Error {
	return &Error{Code: CodeStaleFile, Message: rel + " " + why,
		Continuation: &Continuation{Kind: ContinueRetry,
			Instruction: "The index follows changes to files within a second or so; call again (resolve_symbol first if the symbol may be gone)."}}
}

// declText is one file's text with its declarations.
type declText struct {
	text  []byte
	lines *syntax.LineIndex
	decls []syntax.Decl
}

// docStart is the first line of the /// block right above a line, or the
// line itself.
func (s declText) docStart(line int) int {
	for line > 1 && bytes.HasPrefix(bytes.TrimSpace(s.lines.Line(line-1)), []byte("///")) {
		line--
	}
	return line
}

// elision replaces text[start:end] with with.
type elision struct {
	start, end int
	with       string
}

// elideBodies returns text[start:end], the declaration decl, with the
// bodies of it and of every member inside it elided: a block body becomes
// `{ … }`, an expression body `=> …;`, a property's, indexer's or event's
// accessors are listed without bodies (`{ get; private set; }`, its
// initializer dropped). Fields, enum members and signatures stay as
// written; without docComments the members' /// lines go too.
func (s declText) elideBodies(decl int32, start, end int, docComments bool) string {
	var cuts []elision
	for i := decl; i < int32(len(s.decls)); i++ {
		if i != decl && !s.inside(i, decl) {
			continue
		}
		d := &s.decls[i]
		if i != decl && !docComments {
			if first := s.docStart(d.FullSpan.Start.Line); first < d.FullSpan.Start.Line {
				from, _ := s.lines.Offset(syntax.Pos{Line: first, Col: 1})
				to, _ := s.lines.Offset(syntax.Pos{Line: d.FullSpan.Start.Line, Col: 1})
				cuts = append(cuts, elision{from, to, ""})
			}
		}
		if c, ok := s.bodyCut(d); ok {
			cuts = append(cuts, c)
		}
	}
	slices.SortFunc(cuts, func(a, b elision) int { return a.start - b.start })
	var sb strings.Builder
	at := start
	for _, c := range cuts {
		if c.start < at || c.end > end { // the same lines cut twice (int a, b;)
			continue
		}
		sb.Write(s.text[at:c.start])
		sb.WriteString(c.with)
		at = c.end
	}
	sb.Write(s.text[at:end])
	return sb.String()
}

// inside says whether declaration i is nested in declaration outer.
func (s declText) inside(i, outer int32) bool {
	for p := s.decls[i].Parent; p >= 0; p = s.decls[p].Parent {
		if p == outer {
			return true
		}
	}
	return false
}

// bodyCut is the elision of a member's body, if it has one.
func (s declText) bodyCut(d *syntax.Decl) (elision, bool) {
	if d.Kind.IsType() || d.Kind == syntax.KindNamespace || d.Synthesized || !d.HasBody && len(d.Accessors) == 0 {
		return elision{}, false
	}
	from, _ := s.lines.Offset(d.NameSpan.End)
	end, _ := s.lines.Offset(d.FullSpan.End)
	signatureEnd, body, arrow := bodyStart(s.text[:end], from)
	if body < 0 {
		return elision{}, false
	}
	switch {
	case arrow:
		return elision{signatureEnd, end, " => …;"}, true
	case len(d.Accessors) > 0 || d.Kind == syntax.KindProperty || d.Kind == syntax.KindIndexer || d.Kind == syntax.KindEvent:
		return elision{signatureEnd, end, " " + accessorList(d.Accessors)}, true
	}
	return elision{signatureEnd, end, " { … }"}, true
}

// bodyStart finds a member's body after its name: the first `{` or `=>`
// outside parentheses and brackets, and where the signature before it
// ends; body is -1 when a `;` comes first (abstract, extern, partial).
func bodyStart(text []byte, from int) (signatureEnd, body int, arrow bool) {
	lex := syntax.NewLexer(text[from:])
	depth, signatureEnd := 0, from
	for tok, ok := lex.Next(); ok; tok, ok = lex.Next() {
		if tok.Kind == syntax.TokPunct {
			switch c := text[from+tok.Start]; {
			case c == '(' || c == '[':
				depth++
			case c == ')' || c == ']':
				depth--
			case depth > 0:
			case c == '{':
				return signatureEnd, from + tok.Start, false
			case c == ';':
				return signatureEnd, -1, false
			case c == '=' && from+tok.End < len(text) && text[from+tok.End] == '>':
				return signatureEnd, from + tok.Start, true
			}
		}
		signatureEnd = from + tok.End
	}
	return signatureEnd, -1, false
}

// accessorList writes accessors without bodies: `{ get; private set; }`.
func accessorList(accessors []syntax.Accessor) string {
	var sb strings.Builder
	sb.WriteString("{ ")
	for _, a := range accessors {
		for _, m := range a.Modifiers.Names() {
			sb.WriteString(m + " ")
		}
		sb.WriteString(a.Kind + "; ")
	}
	sb.WriteString("}")
	return sb.String()
}
