package backend

import (
	"bytes"
	"context"
	"errors"
	"slices"
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

// LocalInfo describes a local, parameter, type parameter, range variable
// or tuple element.
type LocalInfo struct {
	Name string
	Kind string
	Type string
	// DocumentationCommentID, for a tuple element given a name, is the
	// compiler's: F:System.ValueTuple{System.Int64,System.Int32}.ticks.
	DocumentationCommentID string
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
			out.Definitions = append(out.Definitions, v.location(ref.File, span.Start, span.End, style))
		}
	case bind.TargetLocal:
		out.Local = &LocalInfo{Name: res.Local.Name, Kind: res.Local.Kind, Type: res.Local.Type}
		if res.Local.Tuple != nil {
			out.Local.DocumentationCommentID = res.Local.Tuple.DocID
		}
		switch {
		case res.Local.Tuple != nil && res.Role == bind.RoleDeclaration:
			// the name itself, also one the parser was not shown (see bind's blankedElementName)
			start, end := body.Lines.Position(int(res.Start)), body.Lines.Position(int(res.End))
			out.Definitions = []Location{{FilePath: v.path(f, style), Line: start.Line, Column: start.Col, EndLine: end.Line, EndColumn: end.Col}}
		case res.Local.Tuple != nil && res.Local.Tuple.Names != nil:
			if loc, ok := v.tupleWritten(f, res.Local, style); ok {
				out.Definitions = []Location{loc}
			}
		case res.Local.InOtherPart:
			if loc, ok := v.primaryParameter(res.Local.Ctor, res.Local.Name, style); ok {
				out.Definitions = []Location{loc}
			}
		case res.Local.Node >= 0:
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

// tupleWritten is where a file writes a tuple whose element names a tuple
// element's tuple has: the element's name there. The tree resolved found
// none, but it may be only a part of f, which is read first; then the
// other files (a tuple type is structural: the first that writes the
// names is taken). Only files whose text has every name where a tuple
// names an element (before ',', ')' or ':') are parsed, at most
// maxTupleFiles of them: past that the element keeps only its ID.
func (v *View) tupleWritten(f index.FileID, l bind.Local, style PathStyle) (Location, bool) {
	element := slices.Index(l.Tuple.Names, l.Name)
	var names []string
	for _, n := range l.Tuple.Names {
		if n != "" {
			names = append(names, n)
		}
	}
	p := syntax.NewParser()
	defer p.Close()
	others := slices.DeleteFunc(slices.Clone(v.mentions().files(l.Name)), func(o index.FileID) bool { return o == f })
	parsed := 0
	for _, other := range append([]index.FileID{f}, others...) {
		if parsed == maxTupleFiles {
			break
		}
		if v.snap.Files[other].External {
			continue
		}
		src, err := v.snap.Source(other)
		if err != nil || slices.ContainsFunc(names, func(n string) bool { return !namesElement(src, n) }) {
			continue
		}
		parsed++
		tree := v.unpackedTree(p, other, src)
		if tree == nil {
			tree = p.ParseTree(src)
		}
		if start, end, ok := v.binder.TupleElementWritten(tree, l.Tuple.Names, element); ok {
			lines := syntax.NewLineIndex(src)
			return v.location(other, lines.Position(int(start)), lines.Position(int(end)), style), true
		}
	}
	return Location{}, false
}

const maxTupleFiles = 32

// namesElement says whether a text has the word where a tuple names an
// element: followed by ',', ')' or ':'.
func namesElement(src []byte, name string) bool {
	for _, at := range syntax.WordOffsets(src, name) {
		rest := bytes.TrimLeft(src[at+len(name):], " \t\r\n")
		if len(rest) > 0 && (rest[0] == ',' || rest[0] == ')' || rest[0] == ':') {
			return true
		}
	}
	return false
}

// primaryParameter is where a primary constructor declares a parameter.
func (v *View) primaryParameter(ctor index.SymbolID, name string, style PathStyle) (Location, bool) {
	ref := v.snap.Sym(ctor).Decls[0]
	src, err := v.snap.Source(ref.File)
	if err != nil {
		return Location{}, false
	}
	lines := syntax.NewLineIndex(src)
	list := v.snap.Decl(ref).FullSpan // the parameter list
	start, okStart := lines.Offset(list.Start)
	end, okEnd := lines.Offset(list.End)
	if !okStart || !okEnd {
		return Location{}, false
	}
	at := syntax.ParameterName(src[start:end], name)
	if at < 0 {
		return Location{}, false
	}
	return v.location(ref.File, lines.Position(start+at), lines.Position(start+at+len(name)), style), true
}

// bodyAt returns a tree that holds a position of a file, and the
// position's offset. A file asked about before has its whole tree kept,
// and so has, packed, every file the index parsed. Otherwise (a restart
// read the file from the cache and the background has not parsed it yet)
// only the member around the position is parsed now (a large file's
// whole parse takes tens of milliseconds), and the whole tree is parsed
// in the background for the questions that follow.
func (v *View) bodyAt(f index.FileID, pos syntax.Pos, path string) (*bind.Body, int, error) {
	body := v.keptBody(f)
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
	if kept := v.keptTree(f, src, lines); kept != nil {
		return v.store(f, kept), off, nil
	}
	p := syntax.NewParser()
	defer p.Close()
	partial := v.partialBody(p, f, src, lines, []int{off})
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
	// earlier are trees earlier states kept of files whose text is still
	// the same, taken (with this state's binder) when first asked for.
	earlier map[index.FileID]earlierTree
}

type earlierTree struct {
	tree  *syntax.Tree
	lines *syntax.LineIndex
}

const maxBodies = 64

// handOn returns the trees the next state can take from this one: those
// of files whose parse it shares (the same text), up to maxBodies.
func (b *bodies) handOn(prev, next *index.Snapshot) map[index.FileID]earlierTree {
	b.mu.Lock()
	defer b.mu.Unlock()
	same := func(f index.FileID) bool {
		return int(f) < len(next.Files) && next.Files[f].Path == prev.Files[f].Path &&
			next.Files[f].Syntax != nil && next.Files[f].Syntax == prev.Files[f].Syntax
	}
	out := map[index.FileID]earlierTree{}
	for f, body := range b.files {
		if same(f) {
			out[f] = earlierTree{body.Tree, body.Lines}
		}
	}
	for f, t := range b.earlier {
		if len(out) >= maxBodies {
			break
		}
		if _, ok := out[f]; !ok && same(f) {
			out[f] = t
		}
	}
	return out
}

// keptBody returns the whole tree the view keeps of a file, or one an
// earlier state kept, or nil.
func (v *View) keptBody(f index.FileID) *bind.Body {
	v.bodies.mu.Lock()
	b, ok := v.bodies.files[f]
	t, earlier := v.bodies.earlier[f]
	delete(v.bodies.earlier, f)
	v.bodies.mu.Unlock()
	if ok || !earlier {
		return b
	}
	return v.store(f, v.binder.NewBody(f, t.tree, t.lines))
}

// body returns a file's whole tree, parsing it when it is not kept.
func (v *View) body(f index.FileID) (*bind.Body, error) {
	if b := v.keptBody(f); b != nil {
		return b, nil
	}
	src, err := v.snap.Source(f)
	if err != nil {
		return nil, errorf(CodeNoSymbolAtPosition, "%s cannot be read: %v", v.snap.Files[f].RelPath, err)
	}
	if kept := v.keptTree(f, src, nil); kept != nil {
		return v.store(f, kept), nil
	}
	return v.keepBody(f, src, nil), nil
}

// keptTree returns a body over the whole tree the index keeps of a file
// (packed: see syntax.File.KeepTree) when it was parsed from src, else nil.
func (v *View) keptTree(f index.FileID, src []byte, lines *syntax.LineIndex) *bind.Body {
	if syn := v.snap.Files[f].Syntax; syn != nil {
		if tree := syn.Tree(src); tree != nil {
			return v.binder.NewBody(f, tree, lines)
		}
	}
	return nil
}

// keepBody parses a file's whole tree from its text and keeps it (unless
// another call kept it first, which then wins), here and, packed, with the
// file's declarations (which a restart read from the cache without one).
func (v *View) keepBody(f index.FileID, src []byte, lines *syntax.LineIndex) *bind.Body {
	p := syntax.NewParser()
	tree := p.ParseTree(src)
	p.Close()
	if syn := v.snap.Files[f].Syntax; syn != nil {
		syn.KeepTree(tree)
	}
	return v.store(f, v.binder.NewBody(f, tree, lines))
}

// store keeps a file's whole tree (unless another call kept one first,
// which then wins) and returns the one kept.
func (v *View) store(f index.FileID, b *bind.Body) *bind.Body {
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
