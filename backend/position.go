package backend

import (
	"context"
	"errors"
	"sync"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// PositionRequest asks what the name at a position of a file denotes.
type PositionRequest struct {
	FilePath  string
	Line      int // 1-based
	Column    int // 1-based, in UTF-16 code units
	PathStyle string
}

// PositionResult is what get_symbol_at_position answers.
type PositionResult struct {
	Token string // the name at the position
	// Role: declaration, reference, invocation, constructorCall, read, write, nameof, documentation.
	Role string
	// TargetKind: symbol (a symbol of the workspace or of an assembly read,
	// in Symbol), local (Local), namespace (Namespace), external (a name
	// declared neither in the workspace nor in an assembly read, as
	// written, in External) or none.
	TargetKind  string
	Symbol      *SymbolInfo
	Definitions []Location // every declaration of the symbol or local
	Local       *LocalInfo
	Namespace   string
	External    string
	Candidates  []SymbolInfo // when the answer is not certain
	Reason      string       // why it is not certain, or why nothing was found
}

// LocalInfo describes a local, parameter, type parameter or range variable.
type LocalInfo struct {
	Name string
	Kind string
	Type string
}

var targetKinds = [...]string{"none", "symbol", "local", "namespace", "external"}

// SymbolAtPosition answers get_symbol_at_position.
func (v *View) SymbolAtPosition(ctx context.Context, req PositionRequest) (*PositionResult, error) {
	f, style, err := v.fileArg(req.FilePath, req.PathStyle)
	if err != nil {
		return nil, err
	}
	if req.Line < 1 || req.Column < 1 {
		return nil, errorf(CodeInvalidArgument, "line and column are 1-based (got line %d, column %d)", req.Line, req.Column)
	}
	body, off, err := v.bodyAt(f, syntax.Pos{Line: req.Line, Col: req.Column}, req.FilePath)
	if err != nil {
		return nil, err
	}
	res, err := v.binder.ResolveAt(body, off)
	var none *bind.NoIdentifier
	if errors.As(err, &none) {
		return nil, errorf(CodeNoSymbolAtPosition, "%s:%d:%d is %s, not a name", req.FilePath, req.Line, req.Column, none.What)
	}
	out := &PositionResult{Token: res.Name, Role: res.Role.String(), TargetKind: targetKinds[res.Kind], Reason: res.Reason,
		Namespace: res.Namespace}
	switch res.Kind {
	case bind.TargetSymbol:
		info := v.symbolInfo(res.Symbol, style)
		out.Symbol = &info
		for _, ref := range v.snap.Sym(res.Symbol).Decls {
			if v.snap.Files[ref.File].External {
				continue // metadata has no positions: the symbol says which assembly
			}
			span := v.snap.NameSpan(ref)
			out.Definitions = append(out.Definitions, Location{FilePath: v.path(ref.File, style), Line: span.Start.Line,
				Column: span.Start.Col, EndLine: span.End.Line, EndColumn: span.End.Col})
		}
	case bind.TargetLocal:
		out.Local = &LocalInfo{Name: res.Local.Name, Kind: res.Local.Kind, Type: res.Local.Type}
		if res.Local.Node >= 0 {
			n := body.Tree.Nodes[res.Local.Node]
			start, end := body.Lines.Position(int(n.Start)), body.Lines.Position(int(n.End))
			out.Definitions = []Location{{FilePath: v.path(f, style), Line: start.Line, Column: start.Col, EndLine: end.Line, EndColumn: end.Col}}
		}
	case bind.TargetExternal:
		out.External = res.External
	}
	for _, c := range res.Candidates {
		out.Candidates = append(out.Candidates, v.symbolInfo(c, style))
	}
	return out, nil
}

// bodyAt returns a tree that holds a position of a file, and the
// position's offset. A file asked about before has its whole tree kept;
// otherwise only the member around the position is parsed now (a large
// file's whole parse takes tens of milliseconds), and the whole tree is
// parsed in the background for the questions that follow.
func (v *View) bodyAt(f index.FileID, pos syntax.Pos, path string) (*bind.Body, int, error) {
	v.bodies.mu.Lock()
	body := v.bodies.files[f]
	v.bodies.mu.Unlock()
	var lines *syntax.LineIndex
	var src []byte
	if body != nil {
		lines = body.Lines
	} else {
		var err error
		if src, err = v.snap.Source(f); err != nil {
			return nil, 0, errorf(CodeNoSymbolAtPosition, "%s cannot be read: %v", v.snap.Files[f].RelPath, err)
		}
		lines = syntax.NewLineIndex(src)
	}
	if n := lines.LineCount(); pos.Line > n {
		return nil, 0, errorf(CodeNoSymbolAtPosition, "line %d is past the end of %s (%d lines)", pos.Line, path, n)
	}
	off, ok := lines.Offset(pos)
	if !ok {
		return nil, 0, errorf(CodeNoSymbolAtPosition, "column %d is past the end of line %d of %s", pos.Col, pos.Line, path)
	}
	if body != nil {
		return body, off, nil
	}
	p := syntax.NewParser()
	defer p.Close()
	partial := v.binder.NewBody(f, p.ParseTreeExcluding(src, v.membersWithout(f, lines, []int{off})), lines)
	v.bodies.mu.Lock()
	start := !v.bodies.parsing[f]
	if start {
		if v.bodies.parsing == nil {
			v.bodies.parsing = map[index.FileID]bool{}
		}
		v.bodies.parsing[f] = true
	}
	v.bodies.mu.Unlock()
	if start {
		go func() { // the whole tree, for the next questions
			v.keepBody(f, src, lines)
			v.bodies.mu.Lock()
			delete(v.bodies.parsing, f)
			v.bodies.mu.Unlock()
		}()
	}
	return partial, off, nil
}

// bodies keeps the whole trees of the files last asked about: an editor
// asks about the same few files again and again.
type bodies struct {
	mu      sync.Mutex
	files   map[index.FileID]*bind.Body
	order   []index.FileID        // oldest first
	parsing map[index.FileID]bool // whole parses under way in the background
}

const maxBodies = 64

// body returns a file's whole tree, parsing it when it is not kept.
func (v *View) body(f index.FileID) (*bind.Body, error) {
	v.bodies.mu.Lock()
	if b, ok := v.bodies.files[f]; ok {
		v.bodies.mu.Unlock()
		return b, nil
	}
	v.bodies.mu.Unlock()
	src, err := v.snap.Source(f)
	if err != nil {
		return nil, errorf(CodeNoSymbolAtPosition, "%s cannot be read: %v", v.snap.Files[f].RelPath, err)
	}
	return v.keepBody(f, src, nil), nil
}

// keepBody parses a file's whole tree from its text and keeps it (unless
// another call kept it first, which then wins).
func (v *View) keepBody(f index.FileID, src []byte, lines *syntax.LineIndex) *bind.Body {
	p := syntax.NewParser()
	tree := p.ParseTree(src)
	p.Close()
	b := v.binder.NewBody(f, tree, lines)
	v.bodies.mu.Lock()
	defer v.bodies.mu.Unlock()
	if v.bodies.files == nil {
		v.bodies.files = map[index.FileID]*bind.Body{}
	}
	if _, ok := v.bodies.files[f]; !ok {
		if len(v.bodies.order) >= maxBodies {
			delete(v.bodies.files, v.bodies.order[0])
			v.bodies.order = v.bodies.order[1:]
		}
		v.bodies.files[f] = b
		v.bodies.order = append(v.bodies.order, f)
	}
	return v.bodies.files[f]
}
