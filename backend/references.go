package backend

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// ReferencesRequest asks for the uses of one symbol.
type ReferencesRequest struct {
	SymbolKey          string
	IncludeDeclaration bool
	Scope              string
	Skip, Take         int
	PathStyle          string
}

// ReferencesResult is one page of a symbol's uses, in file and position order.
type ReferencesResult struct {
	Symbol            SymbolInfo
	Total, Skip, Take int
	References        []Reference
	// FilesSearched counts the files that mention the name and were
	// resolved; the others cannot refer to the symbol.
	FilesSearched int
	Notes         []string
}

// Reference is one use of a symbol.
type Reference struct {
	Location
	LineText string
	// Kind: declaration, reference, invocation, constructorCall, read,
	// write, nameof or documentation (a name in a cref).
	Kind string
	// Container is the member or type the use is written in (nil at the top level of a file).
	Container *SymbolInfo
}

// FindReferences answers find_references: every identifier of the
// workspace that resolves to exactly the symbol (not another overload, not
// a namesake). Only the files that mention its name are read.
func (v *View) FindReferences(ctx context.Context, req ReferencesRequest) (*ReferencesResult, error) {
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	target, err := v.symbol(req.SymbolKey)
	if err != nil {
		return nil, err
	}
	scope, err := v.parseScope(req.Scope)
	if err != nil {
		return nil, err
	}
	res := &ReferencesResult{Symbol: v.symbolInfo(target, style), Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	found, searched, err := v.references(ctx, target, scope)
	if err != nil {
		return nil, err
	}
	res.FilesSearched = searched
	if req.IncludeDeclaration {
		found = append(found, v.declarations(target)...)
	}
	sort.Slice(found, func(i, j int) bool {
		a, b := found[i], found[j]
		if a.file != b.file {
			return v.snap.Files[a.file].RelPath < v.snap.Files[b.file].RelPath
		}
		return a.at.Before(b.at)
	})
	res.Total = len(found)
	for i := req.Skip; i < len(found) && i < req.Skip+res.Take; i++ {
		res.References = append(res.References, v.reference(found[i], style))
	}
	return res, nil
}

// use is a reference found, before it is described.
type use struct {
	file      index.FileID
	at, end   syntax.Pos
	role      string
	line      string
	container index.SymbolID
}

// usesFound keeps what a view's last searches for uses found, by symbol
// and scope: find_callers often follows find_references of the same
// symbol, and a view's answers never change.
type usesFound struct {
	mu    sync.Mutex
	found map[usesKey]usesResult
	order []usesKey // oldest first
}

type usesKey struct {
	target index.SymbolID
	scope  searchScope
}

type usesResult struct {
	uses     []use
	searched int
}

const maxUsesFound = 16

func (f *usesFound) get(k usesKey) (usesResult, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	r, ok := f.found[k]
	r.uses = slices.Clone(r.uses) // the caller's to sort and extend
	return r, ok
}

func (f *usesFound) put(k usesKey, r usesResult) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.found == nil {
		f.found = map[usesKey]usesResult{}
	}
	if _, ok := f.found[k]; ok {
		return
	}
	if len(f.order) == maxUsesFound {
		delete(f.found, f.order[0])
		f.order = f.order[1:]
	}
	r.uses = slices.Clone(r.uses)
	f.found[k], f.order = r, append(f.order, k)
}

// ForgetUses drops what the view's searches for uses found: the next
// search resolves again (what a benchmark times).
func (v *View) ForgetUses() {
	v.found.mu.Lock()
	defer v.found.mu.Unlock()
	v.found.found, v.found.order = nil, nil
}

// references resolves every mention of the target's name in the files
// that have one, on all cores, or answers what an earlier search of the
// view found.
func (v *View) references(ctx context.Context, target index.SymbolID, scope searchScope) ([]use, int, error) {
	key := usesKey{target, scope}
	if r, ok := v.found.get(key); ok {
		return r.uses, r.searched, nil
	}
	uses, searched, err := v.searchUses(ctx, target, scope)
	if err == nil {
		v.found.put(key, usesResult{uses, searched})
	}
	return uses, searched, err
}

// searchUses resolves every mention of the target's name in the files
// that have one, on all cores.
func (v *View) searchUses(ctx context.Context, target index.SymbolID, scope searchScope) ([]use, int, error) {
	if v.snap.Sym(target).Kind == syntax.KindDestructor {
		return nil, 0, nil // C# code cannot name or call a finalizer: only the runtime does
	}
	sym := v.snap.Sym(target)
	names := referenceNames(sym)
	if len(names) > 0 && (sym.Kind.IsType() || sym.Kind == syntax.KindConstructor) {
		names = append(names, v.aliasesNaming(names[0])...)
	}
	var token byte // an operator's or indexer's first character, for those used without their name
	candidates := func() []index.FileID { return v.candidateFiles(target, names) }
	if len(names) == 0 {
		var ok bool
		if token, ok = operatorToken(v.snap, target); !ok {
			return nil, 0, errorf(CodeInvalidArgument, "%s %s is applied without a token of its own (a conversion, true or false): find_references cannot search for it",
				sym.Kind, sym.FullName)
		}
		candidates = func() []index.FileID { return v.typeUserFiles(sym.Container) }
	}
	var files []index.FileID
	for _, f := range candidates() {
		if (scope.isZero() || v.fileInScope(scope, f)) && v.canSee(f, target) {
			files = append(files, f)
		}
	}
	var (
		mu     sync.Mutex
		out    []use
		next   int
		failed error
	)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A panic here would end the process: it becomes the call's error.
			defer func() {
				if r := recover(); r != nil {
					mu.Lock()
					failed = fmt.Errorf("find_references failed: %v\n%s", r, debug.Stack())
					next = len(files)
					mu.Unlock()
				}
			}()
			p := syntax.NewParser()
			defer p.Close()
			for ctx.Err() == nil {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(files) {
					return
				}
				found := v.usesIn(p, files[i], names, token, target)
				mu.Lock()
				out = append(out, found...)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if failed != nil {
		return nil, 0, &Error{Code: CodeInternal, Message: failed.Error()}
	}
	if ctx.Err() != nil {
		return nil, 0, errorf(CodeCancelled, "find_references was cancelled")
	}
	return out, len(files), nil
}

// candidateFiles are the files that may refer to the symbol: those that
// write one of its names, and for a constructor also those of its type and
// of the types derived from it (: this(...) and : base(...) do not name it).
func (v *View) candidateFiles(target index.SymbolID, names []string) []index.FileID {
	sym := v.snap.Sym(target)
	if len(names) == 1 && sym.Kind != syntax.KindConstructor {
		return v.mentions().files(names[0])
	}
	seen := map[index.FileID]bool{}
	out := []index.FileID{}
	add := func(f index.FileID) {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	for _, name := range names {
		for _, f := range v.mentions().files(name) {
			add(f)
		}
	}
	if sym.Kind != syntax.KindConstructor {
		return out
	}
	for _, t := range append([]index.SymbolID{sym.Container}, v.binder.DirectlyDerived(sym.Container)...) {
		for _, ref := range v.snap.Sym(t).Decls {
			add(ref.File)
		}
	}
	return out
}

// canSee says whether code in a file can refer to the symbol: the file's
// project sees the symbol's project, and for a private member (or one of a
// private type), the file holds a part of the type around it.
func (v *View) canSee(f index.FileID, target index.SymbolID) bool {
	sym := v.snap.Sym(target)
	// A private member, or any member of a private nested type, is seen
	// only inside the type that declares the private one.
	for id := target; id != index.NoSymbol; id = v.snap.Sym(id).Container {
		s := v.snap.Sym(id)
		if s.Access != index.Private || s.Container == index.NoSymbol || !v.snap.Sym(s.Container).Kind.IsType() {
			continue
		}
		for _, ref := range v.snap.Sym(s.Container).Decls {
			if ref.File == f {
				return true
			}
		}
		return false
	}
	asm := v.snap.Projects[sym.Project].Assembly
	for _, p := range v.snap.Files[f].Projects {
		if v.binder.Sees(p, sym.Project) {
			return true
		}
		if asm == nil {
			continue
		}
		// Any copy of an assembly will do (see sameSymbol).
		for q, other := range v.snap.Projects {
			if other.Assembly != nil && other.Assembly.Name == asm.Name && v.binder.Sees(p, index.ProjectID(q)) {
				return true
			}
		}
	}
	return false
}

// referenceNames are the identifiers a use of the symbol is written with:
// its name, and for an attribute class (or its constructor) the name
// without the suffix too ([Obsolete] is ObsoleteAttribute). None for an
// operator or an indexer.
func referenceNames(sym *index.Symbol) []string {
	name := sym.Name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:] // an explicit implementation: IFoo.M is called as M
	}
	if strings.ContainsAny(name, "~[ ") || sym.Kind == syntax.KindOperator || sym.Kind == syntax.KindConversion {
		return nil
	}
	if sym.Kind == syntax.KindField && sym.Implicit {
		return []string{"field"} // a property's backing field, used through the field keyword
	}
	if short, ok := strings.CutSuffix(name, "Attribute"); ok && short != "" && (sym.Kind.IsType() || sym.Kind == syntax.KindConstructor) {
		return []string{name, short}
	}
	return []string{name}
}

// aliasesNaming lists the using aliases whose target ends with the type's
// name (using Ord = Res.Model.Order;): a use of Ord is a use of the type
// when the alias stands for it, which resolving the use decides.
func (v *View) aliasesNaming(typeName string) []string {
	var out []string
	for fi := range v.snap.Files {
		f := v.snap.Files[fi].Syntax
		if f == nil || v.snap.Files[fi].External {
			continue
		}
		for _, u := range f.Usings {
			target, _, _ := strings.Cut(u.Target, "<")
			if u.Alias != "" && target[strings.LastIndexByte(target, '.')+1:] == typeName && !slices.Contains(out, u.Alias) {
				out = append(out, u.Alias)
			}
		}
	}
	return out
}

// usesIn resolves the identifiers of one file that bear one of the names (or,
// for an operator or indexer, its tokens that start with token), in the
// whole tree the index keeps of the file. Without one (a restart read the
// file from the cache), only the members that write them are parsed: the
// others are left out of the tree (the types around them stay, so every
// name keeps its context).
func (v *View) usesIn(p *syntax.Parser, f index.FileID, names []string, token byte, target index.SymbolID) []use {
	src, err := v.snap.Source(f)
	if err != nil {
		return nil
	}
	lines := syntax.NewLineIndex(src)
	var (
		mentions []int
		tree     *syntax.Tree
	)
	if token != 0 {
		mentions = punctuation(src, token)
	} else {
		words := names
		if v.snap.Sym(target).Kind == syntax.KindConstructor {
			words = append(slices.Clone(names), "base", "this") // constructor initializers
		}
		// The words found in the text, the declarations' names and the
		// shapes the target cannot have left out, are kept if they are
		// names in code: the file's kept tree says so without lexing.
		mentions = v.usesOnly(f, lines, syntax.WordOffsets(src, words...))
		mentions = slices.DeleteFunc(mentions, func(off int) bool { return v.ruledOut(target, shapeAfter(src, off)) })
		if len(mentions) > 0 {
			if tree = v.unpackedTree(p, f, src); tree != nil {
				mentions = slices.DeleteFunc(mentions, func(off int) bool { return !tree.NameAt(off) })
			} else {
				lexed := mentionsOf(src, words...)
				mentions = slices.DeleteFunc(mentions, func(off int) bool { _, ok := slices.BinarySearch(lexed, off); return !ok })
			}
		}
		mentions = append(mentions, crefMentions(src, words)...)
		slices.Sort(mentions)
	}
	if len(mentions) == 0 {
		return nil
	}
	if tree == nil {
		tree = v.unpackedTree(p, f, src)
	}
	var body *bind.Body
	if tree != nil {
		body = v.binder.NewBody(f, tree, lines)
	} else {
		body = v.partialBody(p, f, src, lines, mentions)
	}
	var out []use
	seen := map[int32]bool{} // == is met at both its characters
	for _, off := range mentions {
		res, err := v.binder.ResolveAt(body, off)
		if err != nil || res.Role == bind.RoleDeclaration || !v.refersTo(res, target) || seen[res.Start] {
			continue
		}
		seen[res.Start] = true
		at, end := lines.Position(int(res.Start)), lines.Position(int(res.End))
		out = append(out, use{file: f, at: at, end: end, role: res.Role.String(),
			line: strings.TrimRight(string(lines.Line(at.Line)), "\r"), container: v.binder.ContainerAt(body, off)})
	}
	return out
}

// unpackedTree unpacks, into p's nodes, the tree the index keeps of a
// file, nil if it keeps none for this text.
func (v *View) unpackedTree(p *syntax.Parser, f index.FileID, src []byte) *syntax.Tree {
	if syn := v.snap.Files[f].Syntax; syn != nil {
		return p.KeptTree(syn, src)
	}
	return nil
}

// punctuation finds the offsets of a punctuation character in code (not
// in strings or comments), in order.
func punctuation(src []byte, c byte) []int {
	return tokenOffsets(src, func(t syntax.Token) (int, bool) {
		return t.Start, t.Kind == syntax.TokPunct && src[t.Start] == c
	})
}

// tokenOffsets lexes code and lists, in order, the offsets keep gives for
// the tokens it keeps.
func tokenOffsets(src []byte, keep func(syntax.Token) (int, bool)) []int {
	var out []int
	lx := syntax.NewLexer(src)
	for {
		t, ok := lx.Next()
		if !ok {
			return out
		}
		if off, ok := keep(t); ok {
			out = append(out, off)
		}
	}
}

// operatorToken is the first character of the token a user-defined
// operator or an indexer is used with (+ for operator +, [ for an
// indexer); false for those applied without one (conversions, true and
// false).
func operatorToken(s *index.Snapshot, target index.SymbolID) (byte, bool) {
	switch s.Sym(target).Kind {
	case syntax.KindIndexer:
		return '[', true
	case syntax.KindOperator:
		op := strings.TrimSpace(strings.TrimPrefix(syntax.OperatorToken(s.Sym(target).Name), "checked"))
		if op == "" || op == "true" || op == "false" {
			return 0, false
		}
		return op[0], true
	}
	return 0, false
}

// typeUserFiles are the files that may hold values of a type: those that
// write its name or the name of a member whose declared type names it (a
// value comes from somewhere: a variable, a parameter, a member, a new).
func (v *View) typeUserFiles(typ index.SymbolID) []index.FileID {
	tname := v.snap.Sym(typ).Name
	names := map[string]bool{tname: true}
	for i := range v.snap.SymbolCount() {
		sym := v.snap.Sym(index.SymbolID(i))
		if v.snap.External(index.SymbolID(i)) || sym.Kind.IsType() || sym.Kind == syntax.KindNamespace || len(sym.Decls) == 0 {
			continue
		}
		if d := v.snap.Primary(index.SymbolID(i)); d.Type != "" && len(mentionsOf([]byte(d.Type), tname)) > 0 {
			names[sym.Name] = true
		}
	}
	seen := map[index.FileID]bool{}
	var out []index.FileID
	for n := range names {
		for _, f := range v.mentions().files(n) {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	slices.Sort(out)
	return out
}

// mentionsOf finds the offsets of the identifiers spelled like one of
// names (@name too), in order.
func mentionsOf(src []byte, names ...string) []int {
	return tokenOffsets(src, func(t syntax.Token) (int, bool) {
		if t.Kind != syntax.TokIdent {
			return 0, false
		}
		start := t.Start
		if src[start] == '@' {
			start++
		}
		return start, slices.ContainsFunc(names, func(name string) bool {
			return t.End-start == len(name) && string(src[start:t.End]) == name
		})
	})
}

// crefMentions finds the names in documentation comments' crefs that are
// one of names (<see cref="Order.Add(Line)"/> mentions Add).
func crefMentions(src []byte, names []string) []int {
	var out []int
	found, offsets := bind.CrefNames(src)
	for i, name := range found {
		if slices.Contains(names, name) {
			out = append(out, offsets[i])
		}
	}
	return out
}

// usesOnly drops the mentions that are the names of declarations (the
// index knows them): a file that only declares namesakes (public int Id
// { get; set; } in entity after entity) need not be parsed at all.
func (v *View) usesOnly(f index.FileID, lines *syntax.LineIndex, mentions []int) []int {
	syn := v.snap.Files[f].Syntax
	if syn == nil || len(mentions) == 0 {
		return mentions
	}
	declared := bind.WrittenNames(syn, lines)
	return slices.DeleteFunc(mentions, func(m int) bool {
		_, ok := declared[m]
		return ok
	})
}

// partialBody parses what resolving the names at the offsets needs of a
// file (see leftOut) and binds it.
func (v *View) partialBody(p *syntax.Parser, f index.FileID, src []byte, lines *syntax.LineIndex, offsets []int) *bind.Body {
	skip, cut := v.leftOut(f, src, lines, offsets, true)
	tree := p.ParseTreeExcluding(src, skip)
	if cut && tree.HasError() {
		// The statements left out may have cut what the grammar needed (or
		// the file is broken anyway): leave out whole members only.
		skip, _ = v.leftOut(f, src, lines, offsets, false)
		tree = p.ParseTreeExcluding(src, skip)
	}
	return v.binder.NewBody(f, tree, lines)
}

// leftOut lists the byte spans of the file that the parse may leave out,
// sorted: the members that hold none of the mentions, and with statements
// set, the statements of the others that resolving the mentions cannot
// need. cut says whether statements were left out.
func (v *View) leftOut(f index.FileID, src []byte, lines *syntax.LineIndex, mentions []int, statements bool) (skip [][2]int, cut bool) {
	syn := v.snap.Files[f].Syntax
	if syn == nil {
		return nil, false
	}
	for i := range syn.Decls {
		d := &syn.Decls[i]
		if !leavable(d) {
			continue
		}
		start, ok1 := lines.Offset(d.FullSpan.Start)
		end, ok2 := lines.Offset(d.FullSpan.End)
		if !ok1 || !ok2 || end <= start {
			continue
		}
		k := sort.SearchInts(mentions, start)
		if k == len(mentions) || mentions[k] >= end {
			skip = append(skip, [2]int{start, end})
		} else if statements {
			inside := syntax.LeavableStatements(src, start, end, mentions[k:])
			skip = append(skip, inside...)
			cut = cut || len(inside) > 0
		}
	}
	sort.Slice(skip, func(i, j int) bool { return skip[i][0] < skip[j][0] })
	// Members do not nest, nor statements, but keep the list clean of
	// overlaps anyway.
	out := skip[:0]
	for _, s := range skip {
		if len(out) > 0 && s[0] < out[len(out)-1][1] {
			continue
		}
		out = append(out, s)
	}
	return withTrivia(src, out, mentions), cut
}

// withTrivia adds to the sorted spans skip the comments and directives of
// the text between them (see syntax.LeavableTrivia).
func withTrivia(src []byte, skip [][2]int, mentions []int) [][2]int {
	var out [][2]int
	at := 0
	for _, s := range append(skip, [2]int{len(src), len(src)}) {
		out = append(out, syntax.LeavableTrivia(src, at, s[0], mentions)...)
		if s[1] > s[0] {
			out = append(out, s)
		}
		at = s[1]
	}
	return out
}

// leavable says whether a declaration is a member the parse can leave out:
// written in full by itself (not a record's generated property), and not
// in a C# 14 extension block (whose header the binder reads as the scope
// of the members it has in the tree).
func leavable(d *syntax.Decl) bool {
	if d.Synthesized || d.Generated || d.Extension != nil {
		return false
	}
	switch d.Kind {
	case syntax.KindMethod, syntax.KindConstructor, syntax.KindDestructor, syntax.KindOperator, syntax.KindConversion,
		syntax.KindProperty, syntax.KindIndexer, syntax.KindEvent, syntax.KindField, syntax.KindConstant:
		return true
	}
	return false
}

// refersTo says whether a resolution is a use of the target: the symbol
// itself, or for a type also `new T()` (which resolves to its constructor).
func (v *View) refersTo(res bind.Resolution, target index.SymbolID) bool {
	if res.Kind != bind.TargetSymbol {
		return false
	}
	if v.sameSymbol(res.Symbol, target) {
		return true
	}
	sym := v.snap.Sym(res.Symbol)
	return sym.Kind == syntax.KindConstructor && v.sameSymbol(sym.Container, target) && res.Role == bind.RoleConstructorCall
}

// sameSymbol says whether two symbols are one: the same, or one of an
// assembly read from two copies (Mono's 4.5 and 4.7.2 facades, for two
// target frameworks), as the compiler unifies assemblies of one name. A
// project's code meets both: List<string> written there is of its own
// copy, one a referenced project's method returns of that project's.
func (v *View) sameSymbol(x, y index.SymbolID) bool {
	if x == y {
		return true
	}
	ax, ay := v.snap.Projects[v.snap.Sym(x).Project].Assembly, v.snap.Projects[v.snap.Sym(y).Project].Assembly
	return ax != nil && ay != nil && ax.Name == ay.Name && v.binder.DocID(x) == v.binder.DocID(y)
}

// declarations are the declarations of a symbol, as references of kind
// declaration; a generator's are written nowhere.
func (v *View) declarations(id index.SymbolID) []use {
	var out []use
	for _, ref := range v.snap.Sym(id).Decls {
		if v.snap.Files[ref.File].External || v.snap.Decl(ref).Generated {
			continue
		}
		span := v.snap.NameSpan(ref)
		line := ""
		if src, err := v.snap.Source(ref.File); err == nil {
			line = string(syntax.NewLineIndex(src).Line(span.Start.Line))
		}
		out = append(out, use{file: ref.File, at: span.Start, end: span.End, role: "declaration", line: line,
			container: v.snap.Sym(id).Container})
	}
	return out
}

func (v *View) reference(u use, style PathStyle) Reference {
	r := Reference{Location: v.location(u.file, u.at, u.end, style),
		LineText: strings.TrimSpace(u.line), Kind: u.role}
	if u.container != index.NoSymbol && v.snap.Sym(u.container).Kind != syntax.KindNamespace {
		info := v.symbolInfo(u.container, style)
		r.Container = &info
	}
	return r
}

// fileInScope says whether a file is in a scope: of the project, under the
// folder, or declaring something in the namespace.
func (v *View) fileInScope(sc searchScope, f index.FileID) bool {
	file := &v.snap.Files[f]
	if sc.hasProject && !containsProject(file.Projects, sc.project) {
		return false
	}
	if sc.folder != "" && !strings.HasPrefix(file.Path, sc.folder) {
		return false
	}
	return true
}

func containsProject(ps []index.ProjectID, p index.ProjectID) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// mentionIndex maps each identifier to the files that write it: the
// name-token index find_references takes its candidates from. A built
// index is whole (names and perFile over every file) or, after edits, a
// delta: a whole index of an earlier state with the same files (base,
// which read baseFiles) and the identifiers of the files whose text differs
// from it (changed), so that an edit costs what its files cost.
type mentionIndex struct {
	mu        sync.Mutex
	built     bool
	names     map[string][]index.FileID
	perFile   [][]string
	base      *mentionIndex
	baseFiles []index.File
	changed   map[index.FileID][]string
	// previous is the index of the state before, with the snapshot it reads.
	previous *mentionIndex
	prevSnap *index.Snapshot
}

// maxChangedFiles bounds a delta index: past it the index is made whole again.
const maxChangedFiles = 256

func (m *mentionIndex) files(name string) []index.FileID {
	if m.base == nil {
		return m.names[name]
	}
	var out []index.FileID
	for _, f := range m.base.names[name] {
		if _, ok := m.changed[f]; !ok {
			out = append(out, f)
		}
	}
	for f, names := range m.changed {
		if slices.Contains(names, name) {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}

// identifiers lists the identifiers a built index found in a file.
func (m *mentionIndex) identifiers(f index.FileID) []string {
	if m.base == nil {
		return m.perFile[f]
	}
	if names, ok := m.changed[f]; ok {
		return names
	}
	return m.base.perFile[f]
}

// mentions returns the view's mention index, building it on first use (the
// engine builds it in the background after indexing). A file the previous
// state read the same way keeps its list.
func (v *View) mentions() *mentionIndex {
	m := v.mentionIdx
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.built && !m.delta(v.snap) {
		prev, prevSnap := m.earlierBuilt()
		perFile := make([][]string, len(v.snap.Files))
		var wg sync.WaitGroup
		var next int
		var mu sync.Mutex
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					mu.Lock()
					i := next
					next++
					mu.Unlock()
					if i >= len(perFile) {
						return
					}
					if old, ok := reuse(prev, prevSnap, v.snap, index.FileID(i)); ok {
						perFile[i] = old
					} else {
						perFile[i] = identifiersOf(v.snap, index.FileID(i))
					}
				}
			}()
		}
		wg.Wait()
		m.names = map[string][]index.FileID{}
		for f, names := range perFile {
			for _, n := range names {
				m.names[n] = append(m.names[n], index.FileID(f))
			}
		}
		m.perFile, m.previous, m.prevSnap, m.built = perFile, nil, nil, true
	}
	return m
}

// delta makes m a delta over the whole index the nearest built earlier
// state has or stands on, when the files are the same and few changed.
func (m *mentionIndex) delta(s *index.Snapshot) bool {
	prev, prevSnap := m.earlierBuilt()
	if prev == nil {
		return false
	}
	base, baseFiles := prev, prevSnap.Files
	if prev.base != nil {
		base, baseFiles = prev.base, prev.baseFiles
	}
	if len(baseFiles) != len(s.Files) {
		return false
	}
	changed := map[index.FileID][]string{}
	for i := range s.Files {
		f := index.FileID(i)
		if s.Files[i].Path != baseFiles[i].Path {
			return false
		}
		if s.Files[i].Syntax == baseFiles[i].Syntax {
			continue
		}
		if len(changed) == maxChangedFiles {
			return false
		}
		if s.Files[i].Syntax == prevSnap.Files[i].Syntax {
			changed[f] = prev.identifiers(f)
		} else {
			changed[f] = identifiersOf(s, f)
		}
	}
	m.base, m.baseFiles, m.changed = base, baseFiles, changed
	m.previous, m.prevSnap, m.built = nil, nil, true
	return true
}

// listed returns the index the next state can take lists from: this one
// (with its snapshot) when it is listed or being listed, else the one it
// would have taken them from. States replaced before they listed anything
// are skipped, so a burst of edits does not keep a chain of snapshots.
func (m *mentionIndex) listed(s *index.Snapshot) (*mentionIndex, *index.Snapshot) {
	if !m.mu.TryLock() {
		return m, s // being listed now
	}
	defer m.mu.Unlock()
	if m.built || m.previous == nil {
		return m, s
	}
	return m.previous, m.prevSnap
}

// earlierBuilt is the nearest earlier state's index that is built, with
// the snapshot it read: states replaced before they listed their files
// pass the question on. Nil when there is none.
func (m *mentionIndex) earlierBuilt() (*mentionIndex, *index.Snapshot) {
	prev, prevSnap := m.previous, m.prevSnap
	for prev != nil {
		prev.mu.Lock()
		built, older, olderSnap := prev.built, prev.previous, prev.prevSnap
		prev.mu.Unlock()
		if built {
			return prev, prevSnap
		}
		prev, prevSnap = older, olderSnap
	}
	return nil, nil
}

// reuse returns the identifiers an earlier built index (see earlierBuilt)
// found in f, when it parsed the very same text (the snapshots share the
// parse then).
func reuse(prev *mentionIndex, prevSnap *index.Snapshot, s *index.Snapshot, f index.FileID) ([]string, bool) {
	file := &s.Files[f]
	if prev == nil || file.Syntax == nil {
		return nil, false
	}
	old, ok := prevSnap.FileByPath(file.Path)
	if !ok || prevSnap.Files[old].Syntax != file.Syntax {
		return nil, false
	}
	return prev.identifiers(old), true
}

// identifiersOf lists the distinct identifiers a file writes (keywords
// included: they cost little and are never asked for).
func identifiersOf(s *index.Snapshot, f index.FileID) []string {
	if s.Files[f].Syntax == nil || s.Files[f].External {
		return nil
	}
	src, err := s.Source(f)
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	lx := syntax.NewLexer(src)
	for {
		t, ok := lx.Next()
		if !ok {
			break
		}
		if t.Kind != syntax.TokIdent {
			continue
		}
		name := strings.TrimPrefix(string(src[t.Start:t.End]), "@")
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	crefs, _ := bind.CrefNames(src)
	for _, name := range crefs {
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	return out
}

// CallersRequest asks who calls a method, constructor, property or event.
type CallersRequest struct {
	SymbolKey  string
	Scope      string
	Skip, Take int
	PathStyle  string
}

// CallersResult is one page of the members that call a symbol, each with
// its call sites.
type CallersResult struct {
	Symbol            SymbolInfo
	Total, Skip, Take int // count callers
	Callers           []Caller
	Notes             []string
}

// Caller is a member that calls the symbol, and where.
type Caller struct {
	Caller *SymbolInfo // nil for top-level statements
	Calls  []Reference
}

// FindCallers answers find_callers: the uses of a method or constructor
// that call it (for a property or event: every use, each one runs an
// accessor), grouped by the member they are written in.
func (v *View) FindCallers(ctx context.Context, req CallersRequest) (*CallersResult, error) {
	target, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	kind := v.snap.Sym(target).Kind
	if !kind.IsMethodLike() && kind != syntax.KindProperty && kind != syntax.KindIndexer && kind != syntax.KindEvent {
		return nil, errorf(CodeInvalidArgument, "%s %s is not called; find_callers takes a method, constructor, property or event (find_references lists any use)",
			kind, v.snap.Sym(target).FullName)
	}
	scope, err := v.parseScope(req.Scope)
	if err != nil {
		return nil, err
	}
	res := &CallersResult{Symbol: v.symbolInfo(target, style), Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	uses, _, err := v.references(ctx, target, scope)
	if err != nil {
		return nil, err
	}
	byCaller := map[index.SymbolID][]use{}
	var order []index.SymbolID
	for _, u := range uses {
		if kind.IsMethodLike() && u.role != "invocation" && u.role != "constructorCall" {
			continue
		}
		if u.role == "nameof" || u.role == "documentation" {
			continue // no call
		}
		if _, ok := byCaller[u.container]; !ok {
			order = append(order, u.container)
		}
		byCaller[u.container] = append(byCaller[u.container], u)
	}
	name := func(id index.SymbolID) string {
		if id == index.NoSymbol {
			return ""
		}
		return v.snap.Sym(id).FullName
	}
	sort.Slice(order, func(i, j int) bool { return name(order[i]) < name(order[j]) })
	res.Total = len(order)
	for i := req.Skip; i < len(order) && i < req.Skip+res.Take; i++ {
		c := Caller{}
		if id := order[i]; id != index.NoSymbol && v.snap.Sym(id).Kind != syntax.KindNamespace {
			info := v.symbolInfo(id, style)
			c.Caller = &info
		}
		calls := byCaller[order[i]]
		sort.Slice(calls, func(a, b int) bool {
			if calls[a].file != calls[b].file {
				return v.snap.Files[calls[a].file].RelPath < v.snap.Files[calls[b].file].RelPath
			}
			return calls[a].at.Before(calls[b].at)
		})
		for _, u := range calls {
			ref := v.reference(u, style)
			ref.Container = nil // the caller says it
			c.Calls = append(c.Calls, ref)
		}
		res.Callers = append(res.Callers, c)
	}
	return res, nil
}
