package index

import (
	"cmp"
	"maps"
	"reflect"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// Patch is the quick way to the next snapshot when only C# files the
// snapshot compiles changed (editors' buffers, files written): the files
// opts.Changed names are read and parsed again, and everything else is
// shared with prev. When every changed file declares what it declared (an
// edit inside member bodies, a comment, lines moved), the symbols and keys
// are prev's and same is true: what was learnt of prev's declarations
// holds. Otherwise the files' symbols are declared again (redeclare). With
// opts.Workspace, the workspace evaluated again after files were created or
// deleted, those created are added (after the others) and those deleted
// retired. It answers ok false when only Build will do: the projects
// changed, or redeclare cannot patch the change.
func Patch(prev *Snapshot, opts Options) (s *Snapshot, same, ok bool) {
	next := *prev
	next.Files = slices.Clone(prev.Files)
	var changed []FileID
	if opts.Workspace != nil {
		retired, ok := next.updateFiles(opts.Workspace)
		if !ok {
			return nil, false, false
		}
		changed = retired
	}
	for path := range opts.Changed {
		ids := next.entries(path)
		if len(ids) == 0 {
			if isWorkspaceFile(&next, path) {
				return nil, false, false
			}
			continue // a buffer of a file the workspace does not compile
		}
		changed = append(changed, ids...)
	}
	slices.SortFunc(changed, func(x, y FileID) int { return cmp.Compare(next.Files[x].Path, next.Files[y].Path) })
	maxSize := opts.MaxFileSize
	if maxSize <= 0 {
		maxSize = DefaultMaxFileSize
	}
	p := syntax.NewParser()
	defer p.Close()
	same = len(next.Files) == len(prev.Files)
	for _, id := range changed {
		f := &next.Files[id]
		if f.Retired() {
			f.Text, f.Syntax, f.Diagnostics, f.Size = nil, nil, nil, 0
			same = false
			continue
		}
		f.Text, f.Syntax = next.textOf(opts, f), nil
		f.Diagnostics = parseFile(p, f, next.definesOf(f), maxSize, opts.Cache)
		if int(id) >= len(prev.Files) {
			continue // created
		}
		if f.Syntax == nil || prev.Files[id].Syntax == nil {
			return nil, false, false
		}
		same = same && syntax.SameDeclarations(prev.Files[id].Syntax, f.Syntax)
	}
	next.Diagnostics = workspaceDiagnostics(next.Workspace)
	next.Stats.Files, next.Stats.ParsedFiles, next.Stats.FilesWithErrors, next.Stats.Bytes, next.Stats.Lines = 0, 0, 0, 0, 0
	for i := range next.Files {
		next.countFile(&next.Files[i])
	}
	if !same && !next.redeclare(prev, changed, opts.BaseClass) {
		return nil, false, false
	}
	return &next, same, true
}

// updateFiles makes ws, the workspace evaluated again, the snapshot's when
// its projects are the same but for the files they compile: the files new
// to the workspace become files of the snapshot, after the others, not yet
// parsed; those no project compiles any more are retired (see Retired),
// and returned.
func (s *Snapshot) updateFiles(ws *workspace.Workspace) (retired []FileID, ok bool) {
	old := s.Workspace.Projects
	if len(ws.Projects) != len(old) {
		return nil, false
	}
	first := FileID(len(s.Files)) // the files added start here
	s.byPath, s.twins = maps.Clone(s.byPath), maps.Clone(s.twins)
	// entryOf is the entry of path that project i compiles, or -1.
	entryOf := func(path string, i int) FileID {
		for _, id := range s.entries(path) {
			if slices.Contains(s.Files[id].Projects, ProjectID(i)) {
				return id
			}
		}
		return -1
	}
	gone := map[FileID]int{} // how many of its projects left each file
	for i, p := range ws.Projects {
		was, now := *old[i], *p
		was.Files, now.Files = nil, nil
		if !reflect.DeepEqual(was, now) {
			return nil, false
		}
		for _, path := range old[i].Files {
			if _, found := slices.BinarySearch(p.Files, path); !found {
				id := entryOf(path, i)
				if id < 0 {
					return nil, false
				}
				gone[id]++
			}
		}
		for _, path := range p.Files {
			if id := entryOf(path, i); id >= 0 {
				continue
			}
			id := s.entryFor(path, p.DefineConstants)
			if id < first {
				return nil, false // a file the workspace had, now in another project too
			}
			s.Files[id].Projects = append(s.Files[id].Projects, ProjectID(i))
		}
	}
	for id, projects := range gone {
		if projects != len(s.Files[id].Projects) {
			return nil, false // a file some projects still compile
		}
		// A linked file compiled with other symbols goes with all its entries.
		path := s.Files[id].Path
		for _, entry := range append([]FileID{s.byPath[path]}, s.twins[path]...) {
			if _, ok := gone[entry]; !ok {
				return nil, false
			}
		}
	}
	for id := range gone {
		s.Files[id].Projects = nil
		delete(s.byPath, s.Files[id].Path)
		delete(s.twins, s.Files[id].Path)
		retired = append(retired, id)
	}
	slices.Sort(retired)
	s.Workspace = ws
	s.Projects = slices.Clone(s.Projects)
	for i := range ws.Projects {
		s.Projects[i].Info = ws.Projects[i]
	}
	return retired, true
}

// isWorkspaceFile says whether a path is one of the workspace's sources.
func isWorkspaceFile(s *Snapshot, path string) bool {
	for _, p := range s.Workspace.Projects {
		if slices.Contains(p.Files, path) {
			return true
		}
	}
	return false
}

// Patches leave dead entries (see redeclare): past one per maxDeadShare
// symbols, or minDeadBound, the next change is built, which leaves none.
const (
	maxDeadShare = 50
	minDeadBound = 1000
)

// redeclare gives s (a copy of prev with the changed files parsed again)
// the symbols a build would give it, without building the other files:
// the symbols the changed files declared lose those declarations, then
// what the files declare now is added as Build adds it, a symbol declared
// again (same key) keeping its ID. The symbols no longer declared become
// dead entries (kind None, no name, in no list or table), so that every
// other ID stays what it was. Declarations, members and names keep the
// order Build gives them; only IDs differ: the new symbols' come last. It
// answers false for what it cannot patch: a partial snapshot, a record
// another file's record may derive from (the properties a record's
// parameters make depend on its base record's members), a file naming
// what an assembly not read declares, a type parameter renamed, too many
// dead entries.
func (s *Snapshot) redeclare(prev *Snapshot, changed []FileID, baseClass func(*Snapshot) func(SymbolID) SymbolID) bool {
	if prev.Partial || prev.dead > max(prev.SymbolCount()/maxDeadShare, minDeadBound) {
		return false
	}
	inChanged := map[FileID]bool{}
	projects := map[ProjectID]bool{}
	records := map[string]bool{}
	for _, id := range changed {
		if syn := s.Files[id].Syntax; syn != nil && s.namesUnread(syn) {
			return false
		}
		if int(id) < len(prev.Files) {
			addRecordNames(records, prev.Files[id].Syntax)
		}
		addRecordNames(records, s.Files[id].Syntax)
		inChanged[id] = true
		for _, p := range s.Files[id].Projects {
			projects[p] = true
		}
	}
	declaredThere := func(r DeclRef) bool { return inChanged[r.File] }
	if prev.derivedElsewhere(records, declaredThere) {
		return false
	}
	s.symbols = slices.Clone(prev.symbols)
	s.patchedKeys = maps.Clone(prev.patchedKeys)
	if s.patchedKeys == nil {
		s.patchedKeys = map[string]SymbolID{}
	}
	b := newBuilder(s)
	b.keys = s.patchedKeys
	b.owned, b.ownedChunks, b.orphans = map[SymbolID]bool{}, map[int]bool{}, map[string]SymbolID{}
	b.ownedTables = map[FileID]bool{}
	var touched []SymbolID
	for id, sym := range s.AllSymbols() {
		if s.Dead(id) {
			continue
		}
		if projects[sym.Project] {
			b.register(prev, id)
		}
		if !slices.ContainsFunc(sym.Decls, declaredThere) {
			continue
		}
		sym = b.own(id)
		sym.Decls = slices.DeleteFunc(sym.Decls, declaredThere)
		touched = append(touched, id)
		if len(sym.Decls) == 0 {
			b.setKey(sym.Key, NoSymbol)
			b.orphans[sym.Key] = id
		}
	}
	var primaryCtors []SymbolID
	for _, fid := range changed {
		s.Files[fid].declSymbols = nil
		b.ownedTables[fid] = true
		for _, pid := range s.Files[fid].Projects {
			primaryCtors = append(primaryCtors, b.file(pid, fid)...)
		}
	}
	containers := map[SymbolID]bool{}
	removed := map[SymbolID]string{}
	// bury makes the orphans of the kinds given that no declaration took
	// back dead entries.
	bury := func(kinds func(syntax.Kind) bool) {
		for key, id := range b.orphans {
			sym := b.own(id)
			if !kinds(sym.Kind) {
				continue
			}
			delete(b.orphans, key)
			if len(sym.Decls) > 0 { // a type, namespace or partial member merged with a new declaration
				b.setKey(key, id)
				continue
			}
			if c := sym.Container; c != NoSymbol {
				containers[c] = true
				cs := b.own(c)
				cs.Members = slices.DeleteFunc(cs.Members, func(m SymbolID) bool { return m == id })
			}
			if !sym.Implicit {
				removed[id] = sym.Name // an implicit constructor is not among the names
			}
			*sym = Symbol{Kind: syntax.KindNone, Project: sym.Project, Container: NoSymbol}
		}
	}
	// The types are settled before the properties records make are added:
	// finding a record's base binds names among them.
	bury(func(k syntax.Kind) bool { return k.IsType() || k == syntax.KindNamespace })
	for id := range b.owned { // the symbols that lost or gained declarations among them
		if len(s.Sym(id).Decls) > 0 && !b.settle(id) {
			return false
		}
	}
	if len(b.records) > 0 {
		var base func(SymbolID) SymbolID
		if baseClass != nil {
			base = baseClass(s)
		}
		b.positionalProperties(base)
	}
	b.implicitMembers(slices.Concat(b.typesMet, touched))
	bury(func(syntax.Kind) bool { return true })
	s.dead = prev.dead + len(removed)
	for id := range b.owned { // their members may have changed, and their containers'
		if !s.Dead(id) {
			containers[id], containers[s.Sym(id).Container] = true, true
		}
	}
	b.protectInAbstract(primaryCtors...)
	added := make([]SymbolID, 0, s.SymbolCount()-prev.SymbolCount())
	for id := SymbolID(prev.SymbolCount()); int(id) < s.SymbolCount(); id++ {
		added = append(added, id)
		containers[s.Sym(id).Container] = true
	}
	for c := range containers {
		if c != NoSymbol && s.Sym(c).Kind != syntax.KindNone {
			b.orderMembers(c)
		}
	}
	for _, id := range b.flipped {
		switch sym := s.Sym(id); {
		case s.Dead(id):
		case sym.Implicit:
			removed[id] = sym.Name
		default:
			added = append(added, id)
		}
	}
	s.names = prev.names.patched(s, removed, added)
	return true
}

// addRecordNames adds the names of the records a file declares.
func addRecordNames(names map[string]bool, f *syntax.File) {
	if f == nil {
		return
	}
	for i := range f.Decls {
		if f.Decls[i].Kind == syntax.KindRecord {
			names[f.Decls[i].Name] = true
		}
	}
}

// derivedElsewhere says whether a record declared elsewhere than where
// skip says may derive from a record of one of the names given: its base
// list names one.
func (s *Snapshot) derivedElsewhere(records map[string]bool, skip func(DeclRef) bool) bool {
	if len(records) == 0 {
		return false
	}
	for _, sym := range s.AllSymbols() {
		if sym.Kind != syntax.KindRecord {
			continue
		}
		for _, r := range sym.Decls {
			if d := s.Decl(r); !skip(r) && len(d.Bases) > 0 && records[lastName(d.Bases[0])] {
				return true
			}
		}
	}
	return false
}

// lastName is the last simple name of a written type: Entity of
// Shop.Core.Entity<Guid>.
func lastName(written string) string {
	if i := strings.IndexByte(written, '<'); i >= 0 {
		written = written[:i]
	}
	return written[strings.LastIndexByte(written, '.')+1:]
}

// register makes a patch's builder know a symbol of prev as Build's knows
// those it made, where declarations merge: namespaces and types by name,
// partial members by signature.
func (b *builder) register(prev *Snapshot, id SymbolID) {
	sym := prev.Sym(id)
	switch {
	case sym.Kind == syntax.KindNamespace:
		b.types[typeKey{container: sym.Container, project: sym.Project, name: sym.Name, namespace: true, file: -1}] = id
	case sym.Kind.IsType():
		k := typeKey{container: sym.Container, project: sym.Project, name: sym.Name, arity: sym.Arity, file: -1}
		if sym.Modifiers&syntax.ModFile != 0 {
			k.file = sym.Decls[0].File
		}
		b.types[k] = id
	case sym.Modifiers&syntax.ModPartial != 0:
		b.partials[memberKey{container: sym.Container, sig: partialSignature(prev.Decl(sym.Decls[0]))}] = id
	}
}

// settle works out again what a symbol's declarations decide together
// after some changed: their order (as Build meets them, the one preferred
// first), and for a type or a member the modifiers of all its parts and
// the accessibility the first part writing one gives. It answers false
// when the symbol's full name changes (a type parameter renamed): the
// names of all it holds would change with it.
func (b *builder) settle(id SymbolID) bool {
	sym := b.own(id)
	slices.SortFunc(sym.Decls, b.s.metOrder)
	met := sym.Decls[0] // the first Build meets
	if prefers := b.s.prefers(sym); prefers != nil {
		if i := slices.IndexFunc(sym.Decls, prefers); i > 0 {
			first := sym.Decls[i]
			copy(sym.Decls[1:i+1], sym.Decls[:i])
			sym.Decls[0] = first
		}
	}
	if sym.Kind == syntax.KindNamespace {
		return true
	}
	access := b.s.Decl(met)
	parentName := ""
	if sym.Container != NoSymbol {
		parentName = b.s.Sym(sym.Container).FullName
	}
	if joinName(parentName, displayName(*sym, access)) != sym.FullName {
		return false
	}
	sym.Modifiers = 0
	for _, r := range sym.Decls {
		d := b.s.Decl(r)
		sym.Modifiers |= d.Modifiers
		if sym.Kind.IsType() && access.Modifiers&syntax.AccessMask == 0 && d.Modifiers&syntax.AccessMask != 0 {
			access = d
		}
	}
	sym.Access = b.accessibility(access, sym.Container)
	return true
}

// orderMembers puts a container's members in the order Build adds them:
// as their first declarations are met, then a record's positional
// properties, then the implicit constructor.
func (b *builder) orderMembers(c SymbolID) {
	s := b.s
	type place struct {
		late  int // 1 for a record's positional property, 2 for the implicit constructor
		first DeclRef
	}
	places := map[SymbolID]place{}
	for _, m := range s.Sym(c).Members {
		sym := s.Sym(m)
		p := place{first: slices.MinFunc(sym.Decls, s.metOrder)}
		switch {
		case sym.Implicit && sym.Kind.IsMethodLike(): // the implicit constructor, a record's members
			p.late = 2
		case sym.Kind == syntax.KindProperty && s.Decl(p.first).Synthesized:
			p.late = 1
		}
		places[m] = p
	}
	slices.SortStableFunc(b.own(c).Members, func(x, y SymbolID) int {
		px, py := places[x], places[y]
		return cmp.Or(cmp.Compare(px.late, py.late), s.metOrder(px.first, py.first))
	})
}

// metOrder is the order in which Build meets declarations: files in path
// order, then as the file writes them.
func (s *Snapshot) metOrder(x, y DeclRef) int {
	if x.File != y.File {
		return cmp.Compare(s.Files[x.File].Path, s.Files[y.File].Path)
	}
	return cmp.Or(cmp.Compare(x.Decl, y.Decl), cmp.Compare(x.Segment, y.Segment))
}
