package bind

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// BaseRef is a type a type derives from, bound where its base list is written.
type BaseRef struct {
	Type
	// Interface: the entry is an interface. When it does not bind, C#'s
	// naming convention (IName) decides, for lack of the assembly.
	Interface bool
	// Implicit: not written but implied (System.Object, System.ValueType ...).
	Implicit bool
	// Via is the type whose base list names this one: the type itself for
	// its own entries, else the base class or interface it is inherited
	// through (NoSymbol when that one is outside the workspace).
	Via index.SymbolID
}

// baseEntry is one base-list entry with what lookup made of it.
type baseEntry struct {
	BaseRef
	bind binding
	decl index.DeclRef // the part whose base list names it (none for an implicit base)
}

// hierarchy holds, for every workspace type, the types that name it in
// their base list.
type hierarchy struct {
	once    sync.Once
	derived map[index.SymbolID][]index.SymbolID
	built   atomic.Bool
	// from is the table of an earlier state this one patches, when there
	// is one (see Patch).
	from atomic.Pointer[earlierHierarchy]
}

// earlierHierarchy is a derived-type table of an earlier state whose
// symbols keep their IDs here (a patch's), with what changed since: the
// files declared again and the names of the types and namespaces they
// declared or declare. Only the types whose base lists those names can
// bind are bound again.
type earlierHierarchy struct {
	derived map[index.SymbolID][]index.SymbolID
	files   map[index.FileID]bool
	names   map[string]bool
}

// BuildHierarchy binds every base list of the workspace: the work the first
// hierarchy question would otherwise wait for.
func (b *Binder) BuildHierarchy() {
	b.hier.once.Do(func() {
		b.init()
		derived := map[index.SymbolID][]index.SymbolID{}
		again := func(index.SymbolID) bool { return true }
		if from := b.hier.from.Load(); from != nil {
			again = func(t index.SymbolID) bool { return b.bindsAgain(t, from) }
			for base, list := range from.derived {
				if b.s.Dead(base) {
					continue
				}
				kept := make([]index.SymbolID, 0, len(list))
				for _, t := range list {
					if !b.s.Dead(t) && !again(t) {
						kept = append(kept, t)
					}
				}
				if len(kept) > 0 {
					derived[base] = kept
				}
			}
		}
		touched := map[index.SymbolID]bool{}
		for i := range b.s.SymbolCount() {
			t := index.SymbolID(i)
			if !b.s.Sym(t).Kind.IsType() || !again(t) {
				continue
			}
			seen := map[index.SymbolID]bool{}
			for _, e := range b.baseEntries(t, nil) {
				if e.Symbol != index.NoSymbol && e.Symbol != t && !seen[e.Symbol] {
					seen[e.Symbol] = true
					derived[e.Symbol] = append(derived[e.Symbol], t)
					touched[e.Symbol] = true
				}
			}
		}
		for base := range touched {
			list := derived[base]
			sort.Slice(list, func(i, j int) bool { return b.s.Sym(list[i]).FullName < b.s.Sym(list[j]).FullName })
		}
		b.hier.derived = derived
		b.hier.built.Store(true)
		b.hier.from.Store(nil)
	})
}

// bindsAgain says whether a type's base list may bind otherwise than in the
// earlier state: the type is declared in a file changed since, or its base
// list writes a name such a file declared or declares.
func (b *Binder) bindsAgain(t index.SymbolID, from *earlierHierarchy) bool {
	for _, ref := range b.s.Sym(t).Decls {
		if from.files[ref.File] {
			return true
		}
		for _, text := range b.s.Decl(ref).Bases {
			for _, word := range strings.FieldsFunc(text, notIdentifierRune) {
				if from.names[word] {
					return true
				}
			}
		}
	}
	return false
}

func notIdentifierRune(r rune) bool {
	return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// patchHierarchy hands a patch's binder this binder's derived-type table
// (or the one it was to patch), with the files changed and the names they
// declared and declare.
func (b *Binder) patchHierarchy(next *Binder, ch *patchChange) {
	var from *earlierHierarchy
	if earlier := b.hier.from.Load(); earlier != nil {
		from = &earlierHierarchy{derived: earlier.derived, files: maps.Clone(earlier.files), names: maps.Clone(earlier.names)}
	} else if b.hier.built.Load() {
		from = &earlierHierarchy{derived: b.hier.derived, files: map[index.FileID]bool{}, names: map[string]bool{}}
	} else {
		return
	}
	maps.Copy(from.files, ch.files)
	maps.Copy(from.names, ch.names)
	next.hier.from.Store(from)
}

// DirectlyDerived lists the workspace types that name t in their base list:
// classes deriving from it, types implementing it, interfaces extending it.
// A generic type counts whatever its type arguments: class R<T> : IRepo<T>
// derives from IRepo<>.
func (b *Binder) DirectlyDerived(t index.SymbolID) []index.SymbolID {
	b.BuildHierarchy()
	return b.hier.derived[t]
}

// baseEntries binds the base lists of every part of t, in order, without
// repeats. sub says what t's type parameters stand for when t is reached as
// a base of another type. Without sub the entries are bound once and
// shared (member lookup climbs the same bases again and again): callers
// must not change them.
func (b *Binder) baseEntries(t index.SymbolID, sub *substitution) []baseEntry {
	b.init()
	if sub == nil {
		if entries, ok := b.baseLists.Load(t); ok {
			return entries.([]baseEntry)
		}
		entries := b.bindBases(t, nil)
		b.baseLists.Store(t, entries)
		return entries
	}
	return b.bindBases(t, sub)
}

// bindBases is baseEntries, bound every time.
func (b *Binder) bindBases(t index.SymbolID, sub *substitution) []baseEntry {
	sym := b.s.Sym(t)
	if sym.Kind == syntax.KindEnum {
		return b.implicitEntry(t, nil) // `enum E : byte` names the underlying type, not a base
	}
	hasBaseClass := sym.Kind == syntax.KindClass || sym.Kind == syntax.KindRecord
	var out []baseEntry
	seen := map[string]bool{}
	for _, ref := range sym.Decls {
		d := b.s.Decl(ref)
		sc := b.baseScope(t, ref, sub)
		for i, text := range d.Bases {
			tr := syntax.ParseTypeRef(text)
			if tr == nil {
				continue
			}
			e := baseEntry{BaseRef: BaseRef{Type: Type{Text: text, Symbol: index.NoSymbol, Resolved: true}, Via: t}, decl: ref}
			e.Display = b.csharpType(sc, tr, &e.Resolved)
			if seen[e.Display] {
				continue
			}
			seen[e.Display] = true
			if tr.Kind == syntax.TypeNamed && tr.Keyword() == "" {
				e.bind = b.resolveName(sc, tr)
				if e.bind.kind == typeTarget && e.bind.whole == nil {
					e.Symbol = e.bind.symbol
				}
			}
			switch {
			case e.Symbol != index.NoSymbol:
				e.Interface = b.s.Sym(e.Symbol).Kind == syntax.KindInterface
			case !hasBaseClass || i > 0:
				// Only the first entry of a class's base list (in any of
				// its parts) can be its base class; structs and interfaces
				// list only interfaces.
				e.Interface = true
			default:
				e.Interface = looksLikeInterface(tr)
			}
			out = append(out, e)
		}
	}
	if sym.Kind == syntax.KindRecord || sym.Kind == syntax.KindRecordStruct {
		out = b.equatableEntry(t, sub, out)
	}
	return b.implicitEntry(t, out)
}

// equatableEntry adds to a record's base entries the IEquatable<itself>
// C# makes it implement (ComputeSharp's GroupBy<T, K>(...) where T :
// IEquatable<T> takes a provider of records), unless it names it.
func (b *Binder) equatableEntry(t index.SymbolID, sub *substitution, entries []baseEntry) []baseEntry {
	sym := b.s.Sym(t)
	text := "System.IEquatable<" + b.s.Primary(t).SelfName() + ">"
	tr := syntax.ParseTypeRef(text)
	sc := b.baseScope(t, sym.Decls[0], sub)
	e := baseEntry{BaseRef: BaseRef{Type: Type{Text: text, Symbol: index.NoSymbol, Resolved: true}, Implicit: true, Interface: true, Via: t}, decl: sym.Decls[0]}
	e.Display = b.csharpType(sc, tr, &e.Resolved)
	if slices.ContainsFunc(entries, func(o baseEntry) bool { return o.Display == e.Display }) {
		return entries
	}
	if e.bind = b.resolveName(sc, tr); e.bind.kind != typeTarget || e.bind.whole != nil {
		return entries // no framework read
	}
	e.Symbol = e.bind.symbol
	return append(entries, e)
}

// baseArguments is what the type parameters of e, an entry of t's base
// entries bound once, stand for when t's stand for sub: the entry bound
// again, alone (class R<T> : IRepo<T> reached as R<Order> gives IRepo's T = Order).
func (b *Binder) baseArguments(t index.SymbolID, e baseEntry, sub *substitution) *substitution {
	if sub == nil || e.Implicit {
		return b.substitutionOf(e.bind)
	}
	return b.substitutionOf(b.resolveName(b.baseScope(t, e.decl, sub), syntax.ParseTypeRef(e.Text)))
}

// implicitEntry adds to a type's base entries the base class C# gives it
// when it names none (System.Object for a class, System.ValueType for a
// struct ...), when an assembly declares it.
func (b *Binder) implicitEntry(t index.SymbolID, entries []baseEntry) []baseEntry {
	for _, e := range entries {
		if !e.Interface {
			return entries
		}
	}
	base := b.implicitBase(t)
	if base == index.NoSymbol {
		return entries
	}
	display := b.s.Sym(base).FullName
	if display == "System.Object" {
		display = "object"
	}
	e := baseEntry{BaseRef: BaseRef{Type: Type{Text: display, Symbol: base, Display: display, Resolved: true}, Implicit: true, Via: t},
		bind: binding{target: target{kind: typeTarget, symbol: base}}}
	return append(entries, e)
}

// implicitRoots are the base classes C# gives the kinds of types that name
// none.
var implicitRoots = map[syntax.Kind]string{
	syntax.KindClass: "Object", syntax.KindRecord: "Object", syntax.KindStruct: "ValueType",
	syntax.KindRecordStruct: "ValueType", syntax.KindEnum: "Enum", syntax.KindDelegate: "MulticastDelegate",
}

// isObject says whether t is System.Object.
func (b *Binder) isObject(t index.SymbolID) bool {
	sym := b.s.Sym(t)
	return sym.Name == "Object" && sym.Arity == 0 && sym.Namespace == "System" &&
		sym.Container != index.NoSymbol && b.s.Sym(sym.Container).Kind == syntax.KindNamespace
}

// implicitBase is the System type a type derives from without naming it, as
// the project sees it; NoSymbol when no assembly it sees declares it (or t
// is System.Object).
func (b *Binder) implicitBase(t index.SymbolID) index.SymbolID {
	b.init()
	sym := b.s.Sym(t)
	name, ok := implicitRoots[sym.Kind]
	if !ok || b.isObject(t) {
		return index.NoSymbol
	}
	return b.systemType(sym.Project, name, 0)
}

// systemType finds the type System.name`arity as a project sees it;
// NoSymbol when neither the workspace nor an assembly it sees declares it.
func (b *Binder) systemType(p index.ProjectID, name string, arity int) index.SymbolID {
	return b.frameworkType(p, "System", name, arity)
}

// frameworkType finds the type a namespace of the framework declares
// where project p can see it, or NoSymbol.
func (b *Binder) frameworkType(p index.ProjectID, ns, name string, arity int) index.SymbolID {
	b.init()
	for _, id := range b.types[nsMember{ns: ns, name: name, arity: arity}] {
		if b.visible[p][b.s.Sym(id).Project] {
			return id
		}
	}
	return index.NoSymbol
}

// looksLikeInterface applies .NET's naming convention (IDisposable,
// IEnumerable<T>) to a name that did not bind.
func looksLikeInterface(t *syntax.TypeRef) bool {
	if t.Kind != syntax.TypeNamed || len(t.Parts) == 0 {
		return false
	}
	return interfaceName(t.Parts[len(t.Parts)-1].Name)
}

// startsUpper says whether a name starts with a capital, as .NET names
// types and their public members.
func startsUpper(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return unicode.IsUpper(r)
}

// interfaceName says whether a name is written as .NET names interfaces:
// I, then a capital.
func interfaceName(name string) bool {
	return len(name) >= 2 && name[0] == 'I' && startsUpper(name[1:])
}

// maxChain bounds a walk up base classes: C# forbids cycles, but broken
// code may have them.
const maxChain = 64

// BaseChain lists the base classes of t from the direct base up to the
// root, nearest first, with their type arguments as t sees them
// (class A : B<int>, class B<T> : C<T> gives B<int>, C<int>, object). The
// chain ends with the implicit root (System.Object, System.ValueType ...)
// when it stays in the workspace, and with the first base outside it
// otherwise: complete is false then, until assemblies are read.
func (b *Binder) BaseChain(t index.SymbolID) (chain []BaseRef, complete bool) {
	chain, _, complete = b.walkBases(t)
	return chain, complete
}

// walkBases climbs t's base classes, collecting them and the interfaces
// each level names.
func (b *Binder) walkBases(t index.SymbolID) (chain []BaseRef, levels [][]baseEntry, complete bool) {
	cur, sub := t, (*substitution)(nil)
	seen := map[index.SymbolID]bool{t: true}
	for len(chain) < maxChain {
		entries := b.baseEntries(cur, sub)
		levels = append(levels, entries)
		var base *baseEntry
		kind := b.s.Sym(cur).Kind
		for i := range entries {
			if !entries[i].Interface {
				base = &entries[i]
				break
			}
		}
		if base == nil {
			if cur != t && b.isObject(cur) {
				return chain, levels, true // the root, read from an assembly
			}
			return append(chain, implicitBases(kind)...), levels, true
		}
		chain = append(chain, base.BaseRef) // its Via is cur
		if base.Symbol == index.NoSymbol || seen[base.Symbol] {
			return chain, levels, false
		}
		seen[base.Symbol] = true
		cur, sub = base.Symbol, b.substitutionOf(base.bind)
	}
	return chain, levels, false
}

// implicitBases are the bases C# gives a type that names no base class.
func implicitBases(k syntax.Kind) []BaseRef {
	var names []string
	switch k {
	case syntax.KindClass, syntax.KindRecord:
		names = []string{"object"}
	case syntax.KindStruct, syntax.KindRecordStruct:
		names = []string{"System.ValueType", "object"}
	case syntax.KindEnum:
		names = []string{"System.Enum", "System.ValueType", "object"}
	case syntax.KindDelegate:
		names = []string{"System.MulticastDelegate", "System.Delegate", "object"}
	}
	out := make([]BaseRef, len(names))
	for i, n := range names {
		out[i] = BaseRef{Type: Type{Text: n, Symbol: index.NoSymbol, Display: n, Resolved: true}, Implicit: true, Via: index.NoSymbol}
	}
	return out
}

// Interfaces lists every interface t implements or extends: those its own
// base lists name (Via is t), then those it inherits through its base
// classes and through other interfaces, nearest first, each once (a generic
// interface counts once per construction: IRepo<A> and IRepo<B> are two).
// Type arguments are substituted as t sees them.
func (b *Binder) Interfaces(t index.SymbolID) []BaseRef {
	_, levels, _ := b.walkBases(t)
	var out []BaseRef
	seen := map[string]bool{}
	type pending struct {
		e   baseEntry
		via index.SymbolID
	}
	var queue []pending
	for _, level := range levels {
		for _, e := range level {
			if e.Interface {
				queue = append(queue, pending{e, e.Via})
			}
		}
	}
	for len(queue) > 0 && len(out) < 4*maxChain*maxChain {
		p := queue[0]
		queue = queue[1:]
		if seen[p.e.Display] {
			continue
		}
		seen[p.e.Display] = true
		ref := p.e.BaseRef
		ref.Via = p.via
		out = append(out, ref)
		if p.e.Symbol == index.NoSymbol {
			continue
		}
		for _, up := range b.baseEntries(p.e.Symbol, b.substitutionOf(p.e.bind)) {
			if up.Interface {
				queue = append(queue, pending{up, p.e.Symbol})
			}
		}
	}
	return out
}

// ancestors is the set of the types t derives from or implements,
// transitively, whatever their type arguments; computed once per type
// (overload resolution and extension methods ask it again and again).
func (b *Binder) ancestors(t index.SymbolID) map[index.SymbolID]bool {
	if set, ok := b.ancestorSets.Load(t); ok {
		return set.(map[index.SymbolID]bool)
	}
	set := map[index.SymbolID]bool{}
	queue := []index.SymbolID{t}
	for len(queue) > 0 && len(set) < 4*maxChain*maxChain {
		cur := queue[0]
		queue = queue[1:]
		for _, e := range b.baseEntries(cur, nil) {
			if e.Symbol != index.NoSymbol && e.Symbol != t && !set[e.Symbol] {
				set[e.Symbol] = true
				queue = append(queue, e.Symbol)
			}
		}
	}
	b.ancestorSets.Store(t, set)
	return set
}

// DirectBases binds the base lists of every part of a type, in order,
// without repeats: the base class (the one entry with Interface false) and
// the interfaces it names itself; when it names no base class, the one C#
// gives it (Implicit set), if an assembly declares it.
func (b *Binder) DirectBases(t index.SymbolID) []BaseRef {
	entries := b.baseEntries(t, nil)
	out := make([]BaseRef, len(entries))
	for i, e := range entries {
		out[i] = e.BaseRef
	}
	return out
}
