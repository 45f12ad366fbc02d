// Package bind gives written names their meaning: which type a name in a
// declaration refers to, following C#'s lookup rules (type parameters,
// enclosing types, namespaces from inner to outer, using directives).
package bind

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// Binder answers binding questions about one snapshot. It builds its tables
// on first use and, like the snapshot, never changes afterwards.
type Binder struct {
	s *index.Snapshot
	*tables
}

// tables are what a binder learns of its snapshot's declarations. They hold
// for every snapshot that declares the same (see Patched).
type tables struct {
	once sync.Once

	namespaces map[string][]index.SymbolID // namespace symbols by full name, all projects
	types      map[nsMember][]index.SymbolID
	visible    [][]bool // visible[p][q]: project p sees project q (itself and its references, transitively)
	// packages[p]: the names of the packages project p and those it sees
	// reference, lower-case.
	packages []map[string]bool
	// importedNs[p]: namespaces project p can name though nothing read may
	// declare them (a package's): those the top-level using directives of
	// p and of the projects it sees import, those around them, and those
	// around the names of the packages they reference (Microsoft.CodeAnalysis
	// of Microsoft.CodeAnalysis.CSharp; a package's own name may be a
	// type's: System.Runtime.CompilerServices.Unsafe).
	importedNs []map[string]bool
	// packageNs[p]: those of importedNs[p] only the names of packages
	// suggest, no using directive: a package's name may not be its
	// namespace's (Ensure.That's namespace is EnsureThat).
	packageNs []map[string]bool
	// roots are the root namespaces of the workspace's projects (not of
	// folders of loose files), where no assembly not read declares types.
	roots   []string
	friends [][]bool          // friends[p][q]: project p shows project q its internals (itself, InternalsVisibleTo)
	globals [][]*syntax.Using // each project's global using directives
	// nestedNames holds the names of all nested types: most simple names
	// are not among them, which spares walking base types for them.
	nestedNames map[string]bool

	levelCache   sync.Map // levelsKey -> []level
	imports      sync.Map // importKey -> import
	ancestorSets sync.Map // SymbolID -> map[SymbolID]bool
	baseLists    sync.Map // SymbolID -> []baseEntry, bound without a substitution
	callDecls    sync.Map // SymbolID -> *syntax.Decl, see callDecl
	convertible  sync.Map // SymbolID -> bool, see resolver.chainConverts
	hiddenBy     sync.Map // hiddenKey -> []SymbolID, see resolver.hiddenApplicable
	// levelLookups remembers lookupLevels' answers (levelLookup ->
	// target), up to maxLevelLookups of them at a time.
	levelLookups     sync.Map
	levelLookupCount atomic.Int64

	docOnce      sync.Once
	docIDs       []atomic.Pointer[string]
	docIndex     docIndex
	unreadHomes  sync.Map // Name`arity -> namespace, see learnedNamespace
	sigWordsOnce sync.Once
	sigWords     map[string][]index.SymbolID

	hier hierarchy

	memberOnce  sync.Once
	memberNames map[string][]index.SymbolID // members (not types) by name

	importedOnce sync.Once
	importedNS   map[string]bool // namespaces using directives name, and their prefixes: see importedNamespace

	canonOnce sync.Once
	canon     map[index.SymbolID]index.SymbolID // an assembly type read from several copies: its first copy
}

type nsMember struct {
	ns    string
	name  string
	arity int
}

// New makes a binder for a snapshot.
func New(s *index.Snapshot) *Binder { return &Binder{s: s, tables: &tables{}} }

// Patch is index.Patch of the binder's snapshot, with binding where the
// index needs it (as Build), and the new snapshot's binder: this one's
// tables when the snapshot declares the same, so that what was learnt so
// far holds for it.
func (b *Binder) Patch(opts index.Options) (*index.Snapshot, *Binder, bool) {
	var next *Binder
	opts.BaseClass = func(s *index.Snapshot) func(index.SymbolID) index.SymbolID {
		next = New(s)
		return next.BaseClass
	}
	s, same, ok := index.Patch(b.s, opts)
	switch {
	case !ok:
		return nil, nil, false
	case same:
		next = &Binder{s: s, tables: b.tables}
		b.handOnDocIDs(next, nil)
		return s, next, true
	case next == nil:
		next = New(s)
	}
	if ch := b.changeTo(s); ch != nil {
		b.patchHierarchy(next, ch)
		b.handOnDocIDs(next, ch)
	}
	return s, next, true
}

// patchChange is what a patch changed that can change how names bind
// elsewhere: the files parsed again, created or deleted, and the names of
// the types and namespaces they declare now that they did not before, or
// no longer declare.
type patchChange struct {
	files map[index.FileID]bool
	names map[string]bool
}

// changeTo compares this binder's snapshot with the one a patch made of
// it; nil when a file changed declares using aliases or global usings,
// which can change what any name binds to.
func (b *Binder) changeTo(s *index.Snapshot) *patchChange {
	ch := &patchChange{files: map[index.FileID]bool{}, names: map[string]bool{}}
	for i := range s.Files {
		// A deleted file is no longer found by its path: compare the parses.
		if i < len(b.s.Files) && s.Files[i].Syntax == b.s.Files[i].Syntax {
			continue
		}
		ch.files[index.FileID(i)] = true
	}
	for f := range ch.files {
		// The types and namespaces declared, by qualified name and arity
		// (a type moved to another namespace counts): +1 now, -1 before.
		declared := map[string]int{}
		words := map[string]string{} // the words a use of each would write
		count := func(in *index.Snapshot, n int) bool {
			syn := in.Files[f].Syntax
			if syn == nil {
				return true
			}
			for _, u := range syn.Usings {
				if u.Alias != "" || u.Global {
					return false
				}
			}
			for i := range syn.Decls {
				d := &syn.Decls[i]
				if !d.Kind.IsType() && d.Kind != syntax.KindNamespace {
					continue
				}
				name := d.Name
				for p := d.Parent; p >= 0; p = syn.Decls[p].Parent {
					name = syn.Decls[p].Name + "." + name
				}
				key := name + "`" + strconv.Itoa(len(d.TypeParams))
				declared[key] += n
				words[key] = d.Name
				if d.Kind == syntax.KindNamespace {
					words[key] = name
					if declaredElsewhere(in, in.DeclSymbol(f, int32(i)), ch.files) {
						words[key] = "" // it stays whatever the file declares
					}
				}
			}
			return true
		}
		if !count(s, 1) || int(f) < len(b.s.Files) && !count(b.s, -1) {
			return nil
		}
		for key, n := range declared {
			if n != 0 {
				for _, word := range strings.FieldsFunc(words[key], notIdentifierRune) {
					ch.names[word] = true
				}
			}
		}
	}
	return ch
}

// declaredElsewhere says whether a file not changed declares the symbol
// (a namespace) too.
func declaredElsewhere(s *index.Snapshot, id index.SymbolID, changed map[index.FileID]bool) bool {
	if id == index.NoSymbol {
		return false
	}
	return slices.ContainsFunc(s.Sym(id).Decls, func(r index.DeclRef) bool { return !changed[r.File] })
}

// Build indexes a workspace with binding where the index needs it (a
// record's base decides its generated properties) and returns the snapshot
// with its binder. The binder's tables are built once every type exists;
// the members added after that do not change them.
func Build(ctx context.Context, ws *workspace.Workspace, opts index.Options) (*index.Snapshot, *Binder, error) {
	var b *Binder
	opts.BaseClass = func(s *index.Snapshot) func(index.SymbolID) index.SymbolID {
		b = New(s)
		return b.BaseClass
	}
	s, err := index.Build(ctx, ws, opts)
	if err != nil {
		return nil, nil, err
	}
	return s, b, nil
}

// BaseClass returns the workspace class or record a class or record derives
// from, or NoSymbol when it names none the workspace declares.
func (b *Binder) BaseClass(t index.SymbolID) index.SymbolID {
	b.init()
	base, _ := b.baseClassOf(t, nil)
	return base
}

// Sees says whether code of project p can name what project q declares:
// q is p or one p references, directly or not.
func (b *Binder) Sees(p, q index.ProjectID) bool {
	b.init()
	return b.visible[p][q]
}

// sameIdentity says whether two types are one: the same symbol, or one
// type of one assembly read from several copies, as when projects target
// several frameworks and each reference pack holds System.Data. Versions
// may differ: the compiler unifies a net35 library's mscorlib 2.0.0.0
// with the 4.0.0.0 of the net462 project that references it.
func (b *Binder) sameIdentity(x, y index.SymbolID) bool {
	return x == y || x != index.NoSymbol && b.canonical(x) == b.canonical(y)
}

// canonical is the first copy read of an assembly's type (the type
// itself for any other symbol).
func (b *Binder) canonical(id index.SymbolID) index.SymbolID {
	b.canonOnce.Do(func() {
		b.canon = map[index.SymbolID]index.SymbolID{}
		first := map[string]index.SymbolID{}
		for i := range b.s.SymbolCount() {
			id := index.SymbolID(i)
			sym := b.s.Sym(index.SymbolID(i))
			if !sym.Kind.IsType() || !b.s.External(id) {
				continue
			}
			a := b.s.Projects[sym.Project].Assembly
			identity := a.Name + "|" + sym.FullName
			if f, ok := first[identity]; ok {
				b.canon[id] = f
			} else {
				first[identity] = id
			}
		}
	})
	if c, ok := b.canon[id]; ok {
		return c
	}
	return id
}

// Snapshot returns the snapshot the binder reads.
func (b *Binder) Snapshot() *index.Snapshot { return b.s }

func (b *Binder) init() {
	b.once.Do(func() {
		s := b.s
		b.namespaces = map[string][]index.SymbolID{}
		b.types = map[nsMember][]index.SymbolID{}
		b.nestedNames = map[string]bool{}
		for i := range s.SymbolCount() {
			sym := s.Sym(index.SymbolID(i))
			id := index.SymbolID(i)
			switch {
			case sym.Kind == syntax.KindNamespace:
				b.namespaces[sym.FullName] = append(b.namespaces[sym.FullName], id)
			case sym.Kind.IsType() && (sym.Container == index.NoSymbol || s.Sym(sym.Container).Kind == syntax.KindNamespace):
				k := nsMember{ns: sym.Namespace, name: sym.Name, arity: sym.Arity}
				b.types[k] = append(b.types[k], id)
			case sym.Kind.IsType():
				b.nestedNames[sym.Name] = true
			}
		}
		b.visible = projectVisibility(s)
		b.packages = make([]map[string]bool, len(s.Projects))
		for p := range s.Projects {
			b.packages[p] = map[string]bool{}
			for q, seen := range b.visible[p] {
				if info := s.Projects[q].Info; seen && info != nil {
					for _, pkg := range info.PackageReferences {
						b.packages[p][strings.ToLower(pkg.Name)] = true
					}
				}
			}
		}
		for _, p := range s.Projects {
			if info := p.Info; info != nil && info.Path != "" {
				if root := cmp.Or(info.RootNamespace, info.AssemblyName, info.Name); root != "" {
					b.roots = append(b.roots, root)
				}
			}
		}
		b.globals = make([][]*syntax.Using, len(s.Projects))
		// The project's <Using> items (the SDK's implicit usings among them)
		// are global using directives of a generated file.
		for p, proj := range s.Projects {
			if proj.Info == nil {
				continue
			}
			for _, u := range proj.Info.Usings {
				b.globals[p] = append(b.globals[p],
					&syntax.Using{Parent: -1, Global: true, Static: u.Static, Alias: u.Alias, Target: "global::" + u.Target})
			}
		}
		for fid := range s.Files {
			f := &s.Files[fid]
			if f.Syntax == nil {
				continue
			}
			for ui := range f.Syntax.Usings {
				u := &f.Syntax.Usings[ui]
				if !u.Global {
					continue
				}
				for _, p := range f.Projects {
					b.globals[p] = append(b.globals[p], u)
				}
			}
		}
		b.friends = projectFriends(s)
		b.importedNs, b.packageNs = importedNamespaces(s, b.globals, b.visible)
	})
}

// importedNamespaces makes Binder.importedNs: a using directive names a
// namespace from the global namespace only at top level (inside a
// namespace declaration it may be relative), and an alias or a using
// static may name a type.
func importedNamespaces(s *index.Snapshot, globals [][]*syntax.Using, visible [][]bool) (imported, packageOnly []map[string]bool) {
	own := make([]map[string]bool, len(s.Projects))
	packaged := make([]map[string]bool, len(s.Projects))
	for p := range own {
		own[p], packaged[p] = map[string]bool{}, map[string]bool{}
	}
	addAround := func(to map[string]bool, ns string) {
		for ; ns != "" && !to[ns]; ns = parentNs(ns) {
			to[ns] = true
		}
	}
	add := func(p int, u *syntax.Using) {
		if u.Parent < 0 && !u.Static && u.Alias == "" {
			addAround(own[p], strings.TrimPrefix(u.Target, "global::"))
		}
	}
	for p, us := range globals {
		for _, u := range us {
			add(p, u)
		}
		if info := s.Projects[p].Info; info != nil {
			for _, pkg := range info.PackageReferences {
				addAround(packaged[p], parentNs(pkg.Name))
			}
		}
	}
	for fid := range s.Files {
		f := &s.Files[fid]
		if f.Syntax == nil || f.External {
			continue
		}
		for ui := range f.Syntax.Usings {
			for _, p := range f.Projects {
				add(int(p), &f.Syntax.Usings[ui])
			}
		}
	}
	imported, packageOnly = make([]map[string]bool, len(s.Projects)), make([]map[string]bool, len(s.Projects))
	for p := range imported {
		imported[p], packageOnly[p] = map[string]bool{}, map[string]bool{}
		for q, seen := range visible[p] {
			if seen {
				maps.Copy(imported[p], own[q])
			}
		}
		for q, seen := range visible[p] {
			if !seen {
				continue
			}
			for ns := range packaged[q] {
				if !imported[p][ns] {
					packageOnly[p][ns] = true
				}
			}
		}
		maps.Copy(imported[p], packageOnly[p])
	}
	return imported, packageOnly
}

// projectFriends reads which projects each project shows its internal
// declarations: itself, and those whose assembly an
// [assembly: InternalsVisibleTo("Name, PublicKey=...")] or an
// <InternalsVisibleTo Include="Name" /> item names.
func projectFriends(s *index.Snapshot) [][]bool {
	byAssembly := map[string][]int{}
	for q, proj := range s.Projects {
		if proj.Info != nil {
			name := proj.Info.AssemblyName
			if name == "" {
				name = proj.Name
			}
			byAssembly[strings.ToLower(name)] = append(byAssembly[strings.ToLower(name)], q)
		}
	}
	out := make([][]bool, len(s.Projects))
	for p, proj := range s.Projects {
		out[p] = make([]bool, len(s.Projects))
		out[p][p] = true
		if proj.Info != nil {
			for _, friend := range proj.Info.InternalsVisibleTo {
				for _, q := range byAssembly[strings.ToLower(friend)] {
					out[p][q] = true
				}
			}
		}
	}
	for _, f := range s.Files {
		if f.Syntax == nil {
			continue
		}
		for _, a := range f.Syntax.GlobalAttributes {
			name := strings.TrimSuffix(a.Name[strings.LastIndexByte(a.Name, '.')+1:], "Attribute")
			if a.Target != "assembly" || name != "InternalsVisibleTo" || len(a.Args) == 0 {
				continue
			}
			friend, _, _ := strings.Cut(leadingLiterals(a.Args[0].Value), ",")
			for _, q := range byAssembly[strings.ToLower(strings.TrimSpace(friend))] {
				for _, p := range f.Projects {
					out[p][q] = true
				}
			}
		}
	}
	return out
}

// leadingLiterals is the text of the string literals an expression
// starts with, concatenated: "Name" + ",PublicKey=" + Key gives
// "Name,PublicKey=" (PowerShell's InternalsVisibleTo arguments), which
// holds the assembly name before the comma.
func leadingLiterals(expr string) string {
	var sb strings.Builder
	lx := syntax.NewLexer([]byte(expr))
	for operand := true; ; operand = !operand {
		t, ok := lx.Next()
		if !ok {
			break
		}
		text := expr[t.Start:t.End]
		if !operand {
			if text != "+" {
				break
			}
			continue
		}
		if t.Kind != syntax.TokString {
			break
		}
		// A long argument's text is cut short: its last literal may lack
		// the closing quote.
		if body, ok := strings.CutPrefix(text, `@"`); ok {
			sb.WriteString(strings.ReplaceAll(strings.TrimSuffix(body, `"`), `""`, `"`))
		} else if body, ok := strings.CutPrefix(text, `"`); ok {
			sb.WriteString(strings.TrimSuffix(body, `"`))
		} else if head, ok := interpolatedHead(text); ok {
			sb.WriteString(head) // winforms' $"System.Windows.Forms, PublicKey={PublicKeys.Ecma}"
			break
		} else {
			break // a raw string
		}
	}
	return sb.String()
}

// interpolatedHead is the text of an interpolated string literal before
// its first hole.
func interpolatedHead(text string) (string, bool) {
	var body string
	for _, prefix := range []string{`$"`, `$@"`, `@$"`} {
		if b, ok := strings.CutPrefix(text, prefix); ok {
			body = b
			break
		}
	}
	if body == "" {
		return "", false
	}
	var sb strings.Builder
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case (c == '{' || c == '}') && i+1 < len(body) && body[i+1] == c: // {{ and }} are braces
			sb.WriteByte(c)
			i++
		case c == '{', c == '"':
			return sb.String(), true
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String(), true
}

// framework says whether project p is an assembly of a target framework.
func framework(s *index.Snapshot, p index.ProjectID) bool {
	a := s.Projects[p].Assembly
	return a != nil && workspace.FrameworkOrigin(a.Origin)
}

// accessibleFrom says whether a declaration of another project is not kept
// from project q by being internal (itself or a type around it) to a
// project that does not show q its internals.
func (b *Binder) accessibleFrom(id index.SymbolID, q index.ProjectID) bool {
	p := b.s.Sym(id).Project
	if p == q || b.s.Projects[p].Info == nil || b.s.Projects[q].Info == nil {
		return true // an assembly's declarations: what metadata shows is public or friend already
	}
	for t := id; t != index.NoSymbol && b.s.Sym(t).Kind != syntax.KindNamespace; t = b.s.Sym(t).Container {
		if a := b.s.Sym(t).Access; a == index.Internal || a == index.PrivateProtected {
			return b.friends[p][q]
		}
	}
	return true
}

// projectVisibility computes which projects each project can see: itself and
// what its project references reach, transitively (as SDK projects do).
func projectVisibility(s *index.Snapshot) [][]bool {
	byPath := map[string]int{}
	for i, p := range s.Projects {
		if p.Info != nil && p.Info.Path != "" {
			byPath[p.Info.Path] = i
		}
	}
	out := make([][]bool, len(s.Projects))
	for i := range s.Projects {
		seen := make([]bool, len(s.Projects))
		stack := []int{i}
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[p] {
				continue
			}
			seen[p] = true
			if info := s.Projects[p].Info; info != nil {
				for _, ref := range info.ProjectReferences {
					if q, ok := byPath[ref]; ok {
						stack = append(stack, q)
					}
				}
			}
		}
		// A project sees the assemblies it and the projects it sees
		// reference; an assembly's declarations name types of any other.
		if s.Projects[i].Assembly != nil {
			for q := range s.Projects {
				seen[q] = seen[q] || s.Projects[q].Assembly != nil
			}
		}
		// A referenced project passes on its packages and output, not its
		// framework: a net48 project referencing a net8.0 one compiles
		// against its own System.Core only. A framework assembly the
		// project lacks stands for the package that would bring it.
		own := map[string]bool{}
		for _, a := range s.Projects[i].Assemblies {
			if framework(s, a) {
				own[s.Projects[a].Assembly.Name] = true
			}
		}
		for p, ok := range slices.Clone(seen) {
			if ok {
				for _, a := range s.Projects[p].Assemblies {
					seen[a] = seen[a] || p == i || !framework(s, a) || !own[s.Projects[a].Assembly.Name]
				}
			}
		}
		out[i] = seen
	}
	return out
}
