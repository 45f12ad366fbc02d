package bind

import (
	"sort"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// ImplKind says how a symbol implements, derives from or overrides the one
// asked about.
type ImplKind uint8

// The ways to implement something.
const (
	// ImplementsInterface: a class, struct or record implementing the
	// interface, directly, through a base interface or a base class.
	ImplementsInterface ImplKind = iota + 1
	// DerivesFrom: a class deriving from the class, transitively.
	DerivesFrom
	// ExplicitImpl: an explicit interface member implementation (void IFoo.M()).
	ExplicitImpl
	// ImplicitImpl: a public member of the implementing type.
	ImplicitImpl
	// InheritedImpl: a public member the implementing type inherits from a
	// base class (which need not implement the interface itself).
	InheritedImpl
	// OverrideImpl: overrides the member asked about, or a member that
	// implements it, directly or further down.
	OverrideImpl
)

var implKindNames = [...]string{ImplementsInterface: "implements", DerivesFrom: "derives",
	ExplicitImpl: "explicit", ImplicitImpl: "implicit", InheritedImpl: "inherited", OverrideImpl: "override"}

func (k ImplKind) String() string {
	if int(k) < len(implKindNames) && k > 0 {
		return implKindNames[k]
	}
	return "none"
}

// Implementation is one symbol that implements, derives from or overrides
// the one asked about.
type Implementation struct {
	Symbol index.SymbolID
	Kind   ImplKind
	// For: with a type, the type its base list names on the way to the one
	// asked about (that one itself when named directly). With a member
	// implementation, the type it implements the interface member for: its
	// own type, or with InheritedImpl a type deriving from it (the first by
	// full name when several do), or the interface that declares an explicit
	// default implementation. With OverrideImpl, its own type.
	For index.SymbolID
	// Interface is, for ExplicitImpl, ImplicitImpl and InheritedImpl, the
	// interface as the implementing type constructs it, as C# displays it:
	// Shop.IRepo<Shop.Order>.
	Interface string
	// Overridden is, with OverrideImpl, the member Symbol overrides directly.
	Overridden index.SymbolID
}

// Override is a member overriding another, directly or further down.
type Override struct {
	Member     index.SymbolID
	Overridden index.SymbolID // the member it overrides directly
	Depth      int            // 1: overrides the member asked about
}

// Implementable says whether id is an interface member that types
// implement: a method, property, indexer or event of an interface, not an
// explicit implementation itself, not private or sealed, and when static,
// abstract or virtual.
func (b *Binder) Implementable(id index.SymbolID) bool {
	sym := b.s.Sym(id)
	if !memberKind(sym.Kind) || sym.Container == index.NoSymbol || b.s.Sym(sym.Container).Kind != syntax.KindInterface {
		return false
	}
	if b.s.Decl(sym.Decls[0]).ExplicitInterface != "" || sym.Access == index.Private || sym.Modifiers&syntax.ModSealed != 0 {
		return false
	}
	return sym.Modifiers&syntax.ModStatic == 0 || sym.Modifiers&(syntax.ModAbstract|syntax.ModVirtual) != 0
}

// Overridable says whether id is a class member that can be overridden: a
// virtual, abstract or (unsealed) override method, property, indexer or event.
func (b *Binder) Overridable(id index.SymbolID) bool {
	sym := b.s.Sym(id)
	if !memberKind(sym.Kind) || sym.Container == index.NoSymbol || !isClass(b.s.Sym(sym.Container).Kind) {
		return false
	}
	return sym.Modifiers&(syntax.ModVirtual|syntax.ModAbstract|syntax.ModOverride) != 0 && sym.Modifiers&syntax.ModSealed == 0
}

func memberKind(k syntax.Kind) bool {
	return k == syntax.KindMethod || k == syntax.KindProperty || k == syntax.KindIndexer || k == syntax.KindEvent
}

func isClass(k syntax.Kind) bool { return k == syntax.KindClass || k == syntax.KindRecord }

// Implementations lists, ordered by full name, what implements a type or a
// member (what Roslyn's FindImplementationsAsync and Visual Studio's Go To
// Implementation report):
//   - an interface: the classes, structs and records implementing it,
//     directly, through a base interface or through a base class, whatever
//     the type arguments (not the interfaces extending it);
//   - a class: the classes deriving from it, transitively; only the
//     non-abstract ones when it is abstract;
//   - an interface member: the member implementing it in each implementing
//     type (see ImplementingMembers), each once, with the explicit default
//     implementations interfaces extending it declare, and the overrides of
//     the implementing members;
//   - a virtual, abstract or override member: its overrides (see Overrides).
//
// Nothing for anything else.
func (b *Binder) Implementations(id index.SymbolID) []Implementation {
	b.init()
	sym := b.s.Sym(id)
	var out []Implementation
	switch {
	case sym.Kind == syntax.KindInterface:
		for _, f := range b.dependents(id) {
			if k := b.s.Sym(f.id).Kind; k != syntax.KindInterface && k.IsType() {
				out = append(out, Implementation{Symbol: f.id, Kind: ImplementsInterface, For: f.via, Overridden: index.NoSymbol})
			}
		}
	case isClass(sym.Kind):
		abstract := sym.Modifiers&syntax.ModAbstract != 0
		for _, f := range b.dependents(id) {
			ds := b.s.Sym(f.id)
			if isClass(ds.Kind) && (!abstract || ds.Modifiers&syntax.ModAbstract == 0) {
				out = append(out, Implementation{Symbol: f.id, Kind: DerivesFrom, For: f.via, Overridden: index.NoSymbol})
			}
		}
	case b.Implementable(id):
		out = b.memberImplementations(id)
	case b.Overridable(id):
		for _, o := range b.Overrides(id) {
			out = append(out, Implementation{Symbol: o.Member, Kind: OverrideImpl, For: b.s.Sym(o.Member).Container, Overridden: o.Overridden})
		}
	}
	b.sortByName(out, func(i int) index.SymbolID { return out[i].Symbol })
	return out
}

// sortByName orders a list by the full names of its symbols (declaration
// order between overloads).
func (b *Binder) sortByName(list any, id func(int) index.SymbolID) {
	sort.SliceStable(list, func(i, j int) bool {
		x, y := id(i), id(j)
		if nx, ny := b.s.Sym(x).FullName, b.s.Sym(y).FullName; nx != ny {
			return nx < ny
		}
		return x < y
	})
}

// dependent is a type found walking down from another: via is the type its
// base list names on the way.
type dependent struct {
	id, via index.SymbolID
}

// dependents walks the types deriving from t (classes, interfaces and the
// types implementing them), breadth first: each comes once, with the type
// it names on its shortest way to t.
func (b *Binder) dependents(t index.SymbolID) []dependent {
	var out []dependent
	seen := map[index.SymbolID]bool{t: true}
	frontier := []index.SymbolID{t}
	for len(frontier) > 0 {
		var next []index.SymbolID
		for _, via := range frontier {
			for _, d := range b.DirectlyDerived(via) {
				if !seen[d] {
					seen[d] = true
					next = append(next, d)
					out = append(out, dependent{d, via})
				}
			}
		}
		frontier = next
	}
	return out
}

// memberImplementations implements Implementations for an interface member.
func (b *Binder) memberImplementations(m index.SymbolID) []Implementation {
	var out []Implementation
	at := map[index.SymbolID]int{} // symbol -> position in out
	add := func(impl Implementation) {
		i, ok := at[impl.Symbol]
		if !ok {
			at[impl.Symbol] = len(out)
			out = append(out, impl)
			return
		}
		// One member implementing for several types (a base's member,
		// inherited): its own type if it is one of them, else the first by name.
		cur := &out[i]
		own := b.s.Sym(impl.Symbol).Container
		if cur.For != own && (impl.For == own || b.s.Sym(impl.For).FullName < b.s.Sym(cur.For).FullName) {
			*cur = impl
		}
	}
	for _, f := range b.dependents(b.s.Sym(m).Container) {
		for _, impl := range b.ImplementingMembers(f.id, m) {
			add(impl)
		}
	}
	// Go To Implementation also lists the overrides of the implementing
	// members: they are what runs for the types deriving further.
	for i := 0; i < len(out); i++ {
		if out[i].Kind == OverrideImpl || !b.Overridable(out[i].Symbol) {
			continue // Overrides lists the overrides of overrides too
		}
		for _, o := range b.Overrides(out[i].Symbol) {
			if _, ok := at[o.Member]; !ok {
				add(Implementation{Symbol: o.Member, Kind: OverrideImpl, For: b.s.Sym(o.Member).Container, Overridden: o.Overridden})
			}
		}
	}
	return out
}

// chainLevel is t or one of its base classes, with what that one's type
// parameters stand for as t sees it.
type chainLevel struct {
	t   index.SymbolID
	sub *substitution
}

// interfaceUse is one construction of an interface a type implements, with
// the first level of its base class chain (0: the type itself) whose own
// base list brings it, directly or through base interfaces.
type interfaceUse struct {
	entry baseEntry
	id    string // the construction as documentation IDs write it
	level int
}

// maxInterfaces bounds the interfaces collected for one type: generic
// interfaces can grow without end in broken code (I<T> : I<List<T>>).
const maxInterfaces = 4 * maxChain * maxChain

// interfaceUses lists t's base class chain (t first) and every interface
// construction t implements, nearest first, with type arguments as t sees them.
func (b *Binder) interfaceUses(t index.SymbolID) ([]chainLevel, []interfaceUse) {
	var chain []chainLevel
	var uses []interfaceUse
	seenType := map[index.SymbolID]bool{}
	seenUse := map[string]bool{}
	cur, sub := t, (*substitution)(nil)
	for cur != index.NoSymbol && !seenType[cur] && len(chain) < maxBaseDepth {
		seenType[cur] = true
		level := len(chain)
		chain = append(chain, chainLevel{cur, sub})
		var queue []baseEntry
		for _, e := range b.baseEntries(cur, sub) {
			if e.Interface {
				queue = append(queue, e)
			}
		}
		for len(queue) > 0 && len(uses) < maxInterfaces {
			e := queue[0]
			queue = queue[1:]
			if e.Symbol == index.NoSymbol {
				continue // outside the workspace: no members to implement
			}
			id := b.constructionID(e.bind)
			if seenUse[id] {
				continue
			}
			seenUse[id] = true
			uses = append(uses, interfaceUse{entry: e, id: id, level: level})
			for _, up := range b.baseEntries(e.Symbol, b.substitutionOf(e.bind)) {
				if up.Interface {
					queue = append(queue, up)
				}
			}
		}
		cur, sub = b.baseClassOf(cur, sub)
	}
	return chain, uses
}

// constructionID writes a bound type with its type arguments as
// documentation IDs write a parameter of that type (NS.IRepo{NS.Order},
// NS.IRepo{`0}): two constructions are the same when they write the same.
func (b *Binder) constructionID(bt binding) string {
	arg := func(a *syntax.TypeRef, sc *scope) string { return b.docType(sc, a) }
	return b.constructedName(bt.symbol, bt.parts, arg, "{", "}", ",")
}

// ImplementingMembers finds, in type t, the members implementing the
// interface member m: one per construction of m's interface t implements
// (class C : IFoo<int>, IFoo<string> implements IFoo<T>.M twice). C#'s
// interface mapping decides: up t's base class chain, a type's explicit
// implementation of that construction comes first, then its public member
// with m's name, kind, number of type parameters and parameter types (m's
// read with the interface's type arguments as t gives them), once a type
// naming the interface, directly or through a base interface, is reached:
// a type inheriting the interface from its base class inherits its mapping.
// An interface t offers only its explicit (default) implementations. A
// construction nothing implements (a default implementation is used) is
// left out.
func (b *Binder) ImplementingMembers(t, m index.SymbolID) []Implementation {
	b.init()
	iface := b.s.Sym(m).Container
	if iface == index.NoSymbol {
		return nil
	}
	chain, uses := b.interfaceUses(t)
	isInterface := b.s.Sym(t).Kind == syntax.KindInterface
	var out []Implementation
	for _, u := range uses {
		if u.entry.Symbol != iface {
			continue
		}
		want := b.parameterTypes(m, b.substitutionOf(u.entry.bind))
		for k, lv := range chain {
			if x := b.explicitIn(lv, u, m, want); x != index.NoSymbol {
				out = append(out, Implementation{Symbol: x, Kind: ExplicitImpl, For: t, Interface: u.entry.Display, Overridden: index.NoSymbol})
				break
			}
			if isInterface || k < u.level {
				continue
			}
			if x := b.implicitIn(lv, m, want); x != index.NoSymbol {
				kind := ImplicitImpl
				if k > 0 {
					kind = InheritedImpl
				}
				out = append(out, Implementation{Symbol: x, Kind: kind, For: t, Interface: u.entry.Display, Overridden: index.NoSymbol})
				break
			}
		}
	}
	return out
}

// explicitIn finds the explicit implementation of m, for the construction
// u, declared in one type of the chain.
func (b *Binder) explicitIn(lv chainLevel, u interfaceUse, m index.SymbolID, want string) index.SymbolID {
	ms := b.s.Sym(m)
	for _, x := range b.s.Sym(lv.t).Members {
		xs := b.s.Sym(x)
		if xs.Name != ms.Name || xs.Kind != ms.Kind || xs.Arity != ms.Arity {
			continue
		}
		ref := xs.Decls[0]
		tr := syntax.ParseTypeRef(b.s.Decl(ref).ExplicitInterface)
		if tr == nil {
			continue
		}
		sc := b.declScope(x, ref)
		sc.sub = lv.sub
		bt := b.resolveName(sc, tr)
		if bt.kind != typeTarget || bt.whole != nil || bt.symbol != u.entry.Symbol || b.constructionID(bt) != u.id {
			continue
		}
		if b.parameterTypes(x, lv.sub) == want {
			return x
		}
	}
	return index.NoSymbol
}

// implicitIn finds the public member of one type of the chain that
// implements m implicitly: same name, kind, number of type parameters,
// static or not, and parameter types.
func (b *Binder) implicitIn(lv chainLevel, m index.SymbolID, want string) index.SymbolID {
	ms := b.s.Sym(m)
	for _, x := range b.s.Sym(lv.t).Members {
		xs := b.s.Sym(x)
		if xs.Name != ms.Name || xs.Kind != ms.Kind || xs.Arity != ms.Arity || xs.Access != index.Public ||
			xs.Modifiers&syntax.ModStatic != ms.Modifiers&syntax.ModStatic || b.s.Decl(xs.Decls[0]).ExplicitInterface != "" {
			continue
		}
		if b.parameterTypes(x, lv.sub) == want {
			return x
		}
	}
	return index.NoSymbol
}

// Overrides lists the members overriding m, directly or further down (an
// override of an override), ordered by full name: Overridden read backwards
// over the classes deriving from m's type. A `new` member hides m and
// overrides nothing; what overrides it is not listed. Nothing can override
// a sealed override, so the walk ends there. Nothing when m cannot be
// overridden (see Overridable).
func (b *Binder) Overrides(m index.SymbolID) []Override {
	b.init()
	if !b.Overridable(m) {
		return nil
	}
	ms := b.s.Sym(m)
	depth := map[index.SymbolID]int{m: 0}
	var out []Override
	seen := map[index.SymbolID]bool{ms.Container: true}
	frontier := []index.SymbolID{ms.Container}
	// Breadth first: a class comes after its base classes, so the member an
	// override overrides has been placed when the override is read.
	for len(frontier) > 0 {
		var next []index.SymbolID
		for _, c := range frontier {
			for _, d := range b.DirectlyDerived(c) {
				if k := b.s.Sym(d).Kind; seen[d] || !isClass(k) && k != syntax.KindStruct && k != syntax.KindRecordStruct {
					continue
				}
				seen[d] = true
				next = append(next, d)
				for _, x := range b.s.Sym(d).Members {
					xs := b.s.Sym(x)
					if xs.Name != ms.Name || xs.Kind != ms.Kind || xs.Arity != ms.Arity || xs.Modifiers&syntax.ModOverride == 0 {
						continue
					}
					over := b.Overridden(x)
					n, ok := depth[over]
					if !ok || over != m && b.s.Sym(over).Modifiers&syntax.ModSealed != 0 {
						continue
					}
					depth[x] = n + 1
					out = append(out, Override{Member: x, Overridden: over, Depth: n + 1})
				}
			}
		}
		frontier = next
	}
	b.sortByName(out, func(i int) index.SymbolID { return out[i].Member })
	return out
}
