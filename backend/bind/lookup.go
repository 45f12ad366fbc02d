package bind

import (
	"cmp"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// scope is where a name is written: the enclosing method's type parameters,
// the enclosing types and the namespace levels with their using directives.
type scope struct {
	project index.ProjectID
	file    index.FileID     // file-local types are seen only there
	method  *syntax.Decl     // the method whose type parameters are in scope, if any
	types   []index.SymbolID // inner to outer
	// paramsOnly: types[0] brings only its type parameters (a base list is
	// bound outside the type's body, where its nested types are not in scope).
	paramsOnly bool
	// noBases: nested types are looked for in the types only, not in their
	// base types (base lists are bound so, which keeps base walks finite).
	noBases bool
	// outerBases: with noBases, the types around types[0] also bring the
	// nested types of the bases their own base lists name (class Teams :
	// Plan { class F : Features }), one level deep: those base lists are
	// bound without it.
	outerBases bool
	// baseDepth counts the base lists being bound to bind this one: a walk
	// up bases that binds another base list starts from it, so that
	// circular bases (class C : Outer.X, class Outer : C) end.
	baseDepth int
	// sub: when types[0] is reached as a base type, what its type
	// parameters stand for (the type arguments the derived type gave it).
	sub *substitution
	// methodArgs: the type arguments written for method's type parameters
	// where it is called (Entity<Order>(...)), in the scope they are written in.
	methodArgs *substitution
	levels     []level // inner to outer, ending with the global namespace
	// levelsOf is the namespace declaration whose shared levels these are
	// (nil for levels made otherwise): names looked up in its namespaces
	// and usings are remembered for it.
	levelsOf *levelsKey
}

// substitution maps the type parameters of a generic base type to the type
// arguments written where it is derived from.
type substitution struct {
	t    index.SymbolID
	args []*syntax.TypeRef // nil where a method's type argument could not be inferred
	sc   *scope
	// scs, when set, gives each argument its own scope: inferred type
	// arguments come from wherever the arguments' types were written.
	scs []*scope
	// outer gives the type parameters of the generic type t is nested in,
	// where t's own arguments do not (a member of Outer<E, T>.Base<TB>,
	// the base of Outer<Ev, string>.Inner, reads E and T as Ev and string).
	outer *substitution
}

// len is the number of type arguments a substitution gives (0 for none).
func (s *substitution) len() int {
	if s == nil {
		return 0
	}
	return len(s.args)
}

// arg is the i-th type argument and the scope it is written in; nil when
// there is none.
func (s *substitution) arg(i int) (*syntax.TypeRef, *scope) {
	if s == nil || i >= len(s.args) || s.args[i] == nil {
		return nil, nil
	}
	if s.scs != nil {
		return s.args[i], s.scs[i]
	}
	return s.args[i], s.sc
}

// level is one namespace a lookup passes through, with the using directives
// written in the declaration that opens it.
type level struct {
	ns     string
	usings []*syntax.Using
	global bool // the compilation unit: also the project's global usings
}

// targetKind says what a name resolved to.
type targetKind uint8

const (
	unresolved targetKind = iota
	typeTarget
	typeParamTarget
	namespaceTarget
	// aliasTarget: a using alias; the name stands for alias, bound in aliasScope.
	aliasTarget
	// prefixedTarget: a nested type found through `using static` or a base
	// type; its full name is alias (bound in aliasScope) followed by it.
	prefixedTarget
)

type target struct {
	kind       targetKind
	symbol     index.SymbolID // typeTarget, prefixedTarget
	ordinal    int            // typeParamTarget: position among the enclosing types' or the method's type parameters
	method     bool           // typeParamTarget: a method's type parameter
	namespace  string         // namespaceTarget
	valueType  bool           // typeParamTarget: T? is Nullable<T>
	alias      *syntax.TypeRef
	aliasScope *scope
}

// scopedPart is one segment of a name with the scope its type arguments are
// written in (an alias's segments come from another place than the name's).
type scopedPart struct {
	syntax.NamePart
	sc *scope
}

// binding is what a written name means, and the name as the compiler reads
// it: aliases replaced by what they stand for.
type binding struct {
	target
	parts []scopedPart
	// whole: the name is an alias of a type that is not a name (int, a
	// tuple, an array ...) or that binds to nothing read, to be written as
	// that type in wholeScope.
	whole      *syntax.TypeRef
	wholeScope *scope
	// firstNs is the namespace the first of the parts names, "" when it
	// names none (see unboundNamespace).
	firstNs string
}

func scoped(parts []syntax.NamePart, sc *scope) []scopedPart {
	out := make([]scopedPart, len(parts))
	for i, p := range parts {
		out[i] = scopedPart{p, sc}
	}
	return out
}

// valueConstrained says whether T? means Nullable<T> for a type parameter
// with these constraint clauses.
func valueConstrained(constraints []syntax.Constraint, param string) bool {
	for _, c := range constraints {
		if c.Param != param {
			continue
		}
		for _, item := range c.Items {
			if item == "struct" || item == "unmanaged" {
				return true
			}
		}
	}
	return false
}

// methodValueConstrained is valueConstrained for a method's type parameter.
// An override or explicit implementation inherits its constraints: there T?
// is Nullable<T> unless a `class` or `default` constraint says otherwise.
func methodValueConstrained(d *syntax.Decl, param string) bool {
	if d.Modifiers&syntax.ModOverride == 0 && d.ExplicitInterface == "" {
		return valueConstrained(d.Constraints, param)
	}
	for _, c := range d.Constraints {
		if c.Param != param {
			continue
		}
		for _, item := range c.Items {
			if item == "class" || item == "class?" || item == "default" {
				return false
			}
		}
	}
	return true
}

// baseScope returns the scope of one declaration's base list: the type's
// type parameters, its enclosing types and namespaces, not its members.
func (b *Binder) baseScope(t index.SymbolID, ref index.DeclRef, sub *substitution) *scope {
	s := b.s
	sc := &scope{project: s.Sym(t).Project, file: ref.File, types: []index.SymbolID{t}, paramsOnly: true, noBases: true, outerBases: true, sub: sub}
	for c := s.Sym(t).Container; c != index.NoSymbol && s.Sym(c).Kind.IsType(); c = s.Sym(c).Container {
		sc.types = append(sc.types, c)
	}
	sc.levels, sc.levelsOf = b.levels(ref)
	return sc
}

// writtenBases are the types t's base lists name, bound without looking
// into the bases of the types around t, depth base lists deep.
func (b *Binder) writtenBases(t index.SymbolID, depth int) []index.SymbolID {
	var out []index.SymbolID
	for _, ref := range b.s.Sym(t).Decls {
		sc := b.baseScope(t, ref, nil)
		sc.outerBases, sc.baseDepth = false, depth
		for _, text := range b.s.Decl(ref).Bases {
			if tr := syntax.ParseTypeRef(text); tr != nil && tr.Kind == syntax.TypeNamed && tr.Keyword() == "" {
				if bound := b.resolveName(sc, tr); bound.kind == typeTarget && bound.whole == nil {
					out = append(out, bound.symbol)
				}
			}
		}
	}
	return out
}

// levels lists the namespace levels around a declaration, inner to outer,
// and the namespace declaration they are those of. Declarations in the
// same namespace declaration share them: they are computed once and must
// not be modified.
func (b *Binder) levels(ref index.DeclRef) ([]level, *levelsKey) {
	f := b.s.Files[ref.File].Syntax
	ns := f.Decls[ref.Decl].Parent
	for ns >= 0 && f.Decls[ns].Kind != syntax.KindNamespace {
		ns = f.Decls[ns].Parent
	}
	return b.namespaceLevels(ref.File, ns), &levelsKey{ref.File, ns}
}

// namespaceLevels lists the levels from a file's namespace declaration ns
// (-1: the top level) outward.
func (b *Binder) namespaceLevels(file index.FileID, ns int32) []level {
	f := b.s.Files[file].Syntax
	key := levelsKey{file, ns}
	if lv, ok := b.levelCache.Load(key); ok {
		return lv.([]level)
	}
	lv := b.computeLevels(f, ns)
	b.levelCache.Store(key, lv)
	return lv
}

// levelsKey names a namespace declaration (-1: the file's top level).
type levelsKey struct {
	file index.FileID
	ns   int32
}

// computeLevels lists the levels from the namespace declaration ns outward.
func (b *Binder) computeLevels(f *syntax.File, ns int32) []level {
	usingsOf := func(parent int32) []*syntax.Using {
		var out []*syntax.Using
		for i := range f.Usings {
			if f.Usings[i].Parent == parent && !f.Usings[i].Global {
				out = append(out, &f.Usings[i])
			}
		}
		return out
	}
	// The namespace declarations around the declaration, outer first.
	var chain []int32
	for p := ns; p >= 0; p = f.Decls[p].Parent {
		if f.Decls[p].Kind == syntax.KindNamespace {
			chain = append([]int32{p}, chain...)
		}
	}
	var out []level
	outer := ""
	for _, p := range chain {
		full := joinNs(outer, strings.TrimPrefix(f.Decls[p].Name, "global::"))
		// `namespace A.B` opens A.B (where its usings apply) inside A.
		var lv []level
		lv = append(lv, level{ns: full, usings: usingsOf(p)})
		for ns := parentNs(full); ns != outer && ns != ""; ns = parentNs(ns) {
			lv = append(lv, level{ns: ns})
		}
		out = append(lv, out...)
		outer = full
	}
	return append(out, level{ns: "", usings: usingsOf(-1), global: true})
}

func joinNs(outer, name string) string {
	if outer == "" {
		return name
	}
	return outer + "." + name
}

func parentNs(ns string) string {
	if i := strings.LastIndexByte(ns, '.'); i >= 0 {
		return ns[:i]
	}
	return ""
}

// resolveName binds a possibly qualified name.
func (b *Binder) resolveName(sc *scope, t *syntax.TypeRef) binding {
	return b.resolveDepth(sc, t, 0)
}

// maxAliasDepth bounds alias chains: each alias is bound further out than
// the one naming it, so real code never comes near.
const maxAliasDepth = 32

func (b *Binder) resolveDepth(sc *scope, t *syntax.TypeRef, depth int) binding {
	if t.Kind != syntax.TypeNamed || len(t.Parts) == 0 || depth > maxAliasDepth {
		return binding{}
	}
	rest := scoped(t.Parts, sc)
	var cur binding
	switch t.Alias {
	case "":
		first := t.Parts[0]
		r := b.lookupSimple(sc, first.Name, first.Arity)
		switch r.kind {
		case aliasTarget:
			if len(t.Parts) == 1 && (r.alias.Kind != syntax.TypeNamed || r.alias.Keyword() != "" || r.alias.Alias == anonymousAlias) {
				return binding{whole: r.alias, wholeScope: r.aliasScope}
			}
			inner := b.resolveDepth(r.aliasScope, r.alias, depth+1)
			if len(t.Parts) == 1 {
				if inner.kind == unresolved {
					// A type not read (a package's Reader, for List<Reader>'s
					// T): still the type written there, not the parameter.
					return binding{whole: r.alias, wholeScope: r.aliasScope}
				}
				return inner
			}
			if inner.whole != nil {
				return binding{parts: rest}
			}
			cur = binding{target: inner.target, parts: append([]scopedPart(nil), inner.parts...), firstNs: inner.firstNs}
			rest = rest[1:]
		case prefixedTarget:
			inner := b.resolveDepth(r.aliasScope, r.alias, depth+1)
			cur = binding{target: target{kind: typeTarget, symbol: r.symbol},
				parts: append(append([]scopedPart(nil), inner.parts...), rest[0])}
			rest = rest[1:]
		default:
			if len(t.Parts) > 1 {
				r = b.qualifier(sc, r, first.Name, t.Parts[1].Name, len(t.Parts[1].Args))
			}
			cur = binding{target: r, parts: rest[:1:1]}
			if r.kind == namespaceTarget {
				cur.firstNs = r.namespace
			}
			rest = rest[1:]
		}
	case "global":
		cur = binding{target: target{kind: namespaceTarget}}
	default:
		if a, ok := b.namespaceAlias(sc, t.Alias); ok { // using pb = global::Google.Protobuf; ... pb::CodedOutputStream
			inner := b.resolveDepth(a.aliasScope, a.alias, depth+1)
			cur = binding{target: inner.target, parts: append([]scopedPart(nil), inner.parts...), firstNs: inner.firstNs}
			break
		}
		// an extern alias
		if info := b.s.Projects[sc.project].Info; info == nil || !slices.Contains(info.ReferenceAliases, t.Alias) {
			return binding{parts: rest} // of an assembly, not read
		}
		// Of a referenced project: its namespaces are those of the global
		// namespace the project sees.
		cur = binding{target: target{kind: namespaceTarget}}
	}
	for _, p := range rest {
		if cur.kind != typeTarget {
			cur.target = b.namespaceMember(sc, cur.target, p.Name, p.Arity)
			if len(cur.parts) == 0 && cur.kind == namespaceTarget {
				cur.firstNs = cur.namespace // global::N.T
			}
			cur.parts = append(cur.parts, p)
			continue
		}
		switch r := b.memberType(cur.symbol, p.Name, p.Arity, b.substitutionOf(cur), sc.baseDepth); r.kind {
		case typeTarget:
			cur.target = r
			cur.parts = append(cur.parts, p)
		case prefixedTarget: // Derived.Nested names the nested type of a base
			inner := b.resolveDepth(r.aliasScope, r.alias, depth+1)
			cur = binding{target: target{kind: typeTarget, symbol: r.symbol},
				parts: append(append([]scopedPart(nil), inner.parts...), p)}
		default:
			cur.target = target{}
			cur.parts = append(cur.parts, p)
		}
	}
	return cur
}

// scopeTypeParameter says whether a type written in a scope is a type
// parameter (of the method or of a type around it, whatever it stands for
// there), and whether it is constrained to structs: its T? is then a
// Nullable<T>, else T.
func (b *Binder) scopeTypeParameter(sc *scope, tr *syntax.TypeRef) (isParam, structOnly bool) {
	if tr.Kind != syntax.TypeNamed || len(tr.Parts) != 1 || len(tr.Parts[0].Args) > 0 || tr.Alias != "" {
		return false, false
	}
	name := tr.Parts[0].Name
	switch owner, method, ok := b.typeParameterOwner(sc, name); {
	case method:
		return true, methodValueConstrained(sc.method, name)
	case ok:
		return true, b.typeValueConstrained(owner, name)
	}
	return false, false
}

// typeParameterOwner finds what declares the type parameter of a name in
// a scope: the scope's method (method is set), else the innermost type
// around it that declares one; ok is false when none does.
func (b *Binder) typeParameterOwner(sc *scope, name string) (owner index.SymbolID, method, ok bool) {
	if sc.method != nil && slices.ContainsFunc(sc.method.TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == name }) {
		return index.NoSymbol, true, true
	}
	for _, t := range sc.types {
		if _, ok := b.typeParamOrdinal(t, name); ok {
			return t, false, true
		}
	}
	return index.NoSymbol, false, false
}

// lookupSimple finds what a simple name means in a scope, as C#'s simple
// name lookup does for names in type position.
func (b *Binder) lookupSimple(sc *scope, name string, arity int) target {
	if arity == 0 && sc.method != nil {
		for i, tp := range sc.method.TypeParams {
			if tp.Name != name {
				continue
			}
			if arg, asc := sc.methodArgs.arg(i); arg != nil {
				return target{kind: aliasTarget, alias: arg, aliasScope: asc}
			}
			tg := target{kind: typeParamTarget, ordinal: i, method: true, valueType: methodValueConstrained(sc.method, name)}
			if ext := sc.method.Extension; ext != nil && len(ext.TypeParams) > 0 && len(sc.method.TypeParams) > 0 && sc.method.TypeParams[0] == ext.TypeParams[0] {
				// A generic extension block's type parameters come first (see
				// callDecl); they are the block's, not the method's.
				if tg.ordinal -= len(ext.TypeParams); tg.ordinal < 0 {
					tg.ordinal, tg.method = i, false
				}
			}
			return tg
		}
	}
	for i, t := range sc.types {
		if arity == 0 {
			if ord, ok := b.typeParamOrdinal(t, name); ok {
				for sub := sc.sub; sub != nil; sub = sub.outer {
					if sub.t == t { // the innermost type's, or an outer one's (Seq<Bird>.Generator's T)
						if arg, asc := sub.arg(ord - b.outerArity(t)); arg != nil {
							return target{kind: aliasTarget, alias: arg, aliasScope: asc}
						}
					}
				}
				return target{kind: typeParamTarget, ordinal: ord, valueType: b.typeValueConstrained(t, name)}
			}
		}
		if i == 0 && sc.paramsOnly {
			continue
		}
		if sc.noBases {
			if id := b.nested(t, name, arity); id != index.NoSymbol {
				return target{kind: typeTarget, symbol: id}
			}
			if i > 0 && sc.outerBases && sc.baseDepth < maxBaseDepth && b.nestedNames[name] {
				// Up the chain of bases (winforms' TabPage : Panel : Control
				// brings Control.ControlAccessibleObject to a class nested in
				// TabPage).
				bases := b.writtenBases(t, sc.baseDepth+1)
				for depth := sc.baseDepth + 1; len(bases) > 0 && depth < maxBaseDepth; depth++ {
					var next []index.SymbolID
					for _, base := range bases {
						// A base's private nested type is not inherited.
						if id := b.nested(base, name, arity); id != index.NoSymbol && b.s.Sym(id).Access != index.Private {
							return target{kind: typeTarget, symbol: id}
						}
						next = append(next, b.writtenBases(base, depth+1)...)
					}
					bases = next
				}
			}
			continue
		}
		if !b.nestedNames[name] {
			continue // no type anywhere nests a type of that name
		}
		var sub *substitution
		if sc.sub != nil && sc.sub.t == t {
			sub = sc.sub // a base's nested type as the type's arguments make it (Prop3<TD, string, int[]>'s DSetter of Prop<TD, int[]>)
		}
		if r := b.memberType(t, name, arity, sub, sc.baseDepth); r.kind != unresolved {
			return r
		}
	}
	if sc.levelsOf == nil {
		return b.lookupLevels(sc, name, arity)
	}
	key := levelLookup{levels: *sc.levelsOf, project: sc.project, name: name, arity: arity}
	if t, ok := b.levelLookups.Load(key); ok {
		return t.(target)
	}
	t := b.lookupLevels(sc, name, arity)
	if t.kind != aliasTarget { // an alias's target is bound where it is used, in a scope of its own
		if b.levelLookupCount.Add(1) > maxLevelLookups {
			b.levelLookups.Clear()
			b.levelLookupCount.Store(0)
		}
		b.levelLookups.Store(key, t)
	}
	return t
}

// levelLookup is a name looked up in the namespaces and using directives
// around a namespace declaration, from one project.
type levelLookup struct {
	levels  levelsKey
	project index.ProjectID
	name    string
	arity   int
}

// maxLevelLookups bounds the names remembered per binder (about 100 bytes
// each): a search through hundreds of files looks up tens of thousands.
const maxLevelLookups = 1 << 18

// lookupLevels looks a name up in the namespaces of the scope's levels,
// inner to outer, and in each level's using directives.
func (b *Binder) lookupLevels(sc *scope, name string, arity int) target {
	// A type the project cannot access (internal to another) does not stop
	// the search: C# looks on outward and through the usings, and names it
	// only when nothing else is found (YoutubeExplode's tests' own FFmpeg
	// over the library's internal one in a namespace around them).
	var inaccessible target
	for li := range sc.levels {
		lv := sc.levels[li]
		if id := b.namespaceType(sc, lv.ns, name, arity); id != index.NoSymbol {
			if b.accessibleFrom(id, sc.project) {
				return target{kind: typeTarget, symbol: id}
			}
			if inaccessible.kind == unresolved {
				inaccessible = target{kind: typeTarget, symbol: id}
			}
		}
		if arity == 0 && b.namespaceExists(sc.project, joinNs(lv.ns, name)) {
			return target{kind: namespaceTarget, namespace: joinNs(lv.ns, name)}
		}
		if packageTypesByNamespace[joinNs(lv.ns, arityKey(name, arity))] {
			// A package's type of a namespace around, not read, before the
			// usings: UnityEngine.Debug in namespace UnityEngine.InputSystem,
			// not System.Diagnostics.Debug of using System.Diagnostics.
			return target{}
		}
		t, ok, hidden := b.throughUsings(sc, li, b.levelUsings(sc, lv), name, arity)
		if ok {
			return t
		}
		if inaccessible.kind == unresolved {
			inaccessible = hidden
		}
	}
	if inaccessible.kind != unresolved && b.importsUnread(sc) {
		// A namespace imported that nothing read declares (a package's)
		// likely has the accessible type meant: SuperLinq's tests' Assert
		// is xunit's, not the library's internal one around them.
		return target{}
	}
	return inaccessible
}

// qualifier is what a name found by lookupSimple (t) means before .next:
// a namespace nothing read declares but the project can name (see
// Binder.importedNs) where C# would find it first. Looked up from the
// inside out, the first such one that has next (as a namespace the
// project can name or a type read) is it; else the first one, when the
// lookup found nothing or a namespace that has no next
// (CSharp.SyntaxKind in namespace Microsoft.CodeAnalysis.Tools is the
// package's Microsoft.CodeAnalysis.CSharp, not Microsoft.CSharp; in
// namespace Microsoft.Toolkit, Windows.UI.Xaml is the Windows of the UWP
// SDK, not the Microsoft.Windows a package's name suggests).
func (b *Binder) qualifier(sc *scope, t target, name, next string, nextArity int) target {
	if sc == nil || t.kind != unresolved && t.kind != namespaceTarget {
		return t
	}
	has := func(ns string) bool {
		inner := joinNs(ns, next)
		return nextArity == 0 && (b.importedNs[sc.project][inner] || b.namespaceExists(sc.project, inner)) ||
			b.namespaceType(sc, ns, next, nextArity) != index.NoSymbol
	}
	first := ""
	for _, lv := range sc.levels {
		ns := joinNs(lv.ns, name)
		if t.kind == namespaceTarget && t.namespace == ns {
			break
		}
		if b.importedNs[sc.project][ns] && !b.namespaceExists(sc.project, ns) {
			if has(ns) {
				return target{kind: namespaceTarget, namespace: ns}
			}
			if !b.packageNs[sc.project][ns] {
				first = cmp.Or(first, ns) // not one a package's name alone suggests: Ensure of Ensure.That is no namespace
			}
		}
	}
	if first == "" || t.kind == namespaceTarget && has(t.namespace) {
		return t
	}
	return target{kind: namespaceTarget, namespace: first}
}

// namespaceAlias finds the using alias an alias-qualified name (A::B)
// starts with, innermost first: such a name looks up only aliases.
func (b *Binder) namespaceAlias(sc *scope, name string) (target, bool) {
	for li, lv := range sc.levels {
		if t, ok := b.usingAlias(sc, li, b.levelUsings(sc, lv), name); ok {
			return t, true
		}
	}
	return target{}, false
}

// usingAlias is the alias one level's using directives declare of a
// name, bound where that level's directives are.
func (b *Binder) usingAlias(sc *scope, li int, usings []*syntax.Using, name string) (target, bool) {
	for _, u := range usings {
		if u.Alias == name {
			return target{kind: aliasTarget, alias: syntax.ParseTypeRef(u.Target), aliasScope: b.usingScope(sc, li)}, true
		}
	}
	return target{}, false
}

// levelUsings are the using directives of one of a scope's levels: for
// the compilation unit, the project's global ones too.
func (b *Binder) levelUsings(sc *scope, lv level) []*syntax.Using {
	if !lv.global {
		return lv.usings
	}
	return append(append([]*syntax.Using(nil), lv.usings...), b.globals[sc.project]...)
}

// usingScope is where the using directives of one level are bound: that
// namespace and the ones around it, without the directives of that level
// (C# spec, using directives).
func (b *Binder) usingScope(sc *scope, li int) *scope {
	outer := append([]level{{ns: sc.levels[li].ns}}, sc.levels[li+1:]...)
	return &scope{project: sc.project, file: sc.file, levels: outer}
}

// throughUsings looks a name up in the aliases, the imported namespaces and
// the types imported by `using static` of one level. Two imports offering the
// name make it ambiguous, which binds to nothing rather than to a guess. A
// type the project cannot access, imported alone, is the third result: the
// one meant only when nothing further out is found.
func (b *Binder) throughUsings(sc *scope, li int, usings []*syntax.Using, name string, arity int) (target, bool, target) {
	if len(usings) == 0 {
		return target{}, false, target{}
	}
	if arity == 0 {
		if t, ok := b.usingAlias(sc, li, usings, name); ok {
			return t, true, target{}
		}
	}
	usc := b.usingScope(sc, li)
	var found, hidden, source target
	n, foundVia, hiddenN, sourceN := 0, "", 0, 0
	unread := false // a namespace imported that nothing read declares (a package's not on this machine)
	// via tells apart G<int>.Item and G<string>.Item, one symbol imported
	// from two constructions of a generic type by `using static`. A type
	// the project cannot access (internal to another) counts only when no
	// import offers an accessible one: C# does not see it then.
	add := func(t target, via string) {
		if sym := b.s.Sym(t.symbol); sym.Project != sc.project && !b.accessibleFrom(t.symbol, sc.project) {
			if hiddenN == 0 || hidden.symbol != t.symbol {
				hiddenN++
				hidden = t
			}
			return
		}
		if n == 0 || found.symbol != t.symbol || foundVia != via {
			n++
			found, foundVia = t, via
			if !b.s.External(t.symbol) {
				sourceN++
				source = t
			}
		}
	}
	for _, u := range usings {
		if u.Alias != "" {
			continue
		}
		imp := b.imported(u, sc.project, usc)
		unread = unread || !u.Static && imp.bound.kind == unresolved
		switch {
		case u.Static && imp.bound.kind == typeTarget:
			// Only the types the type itself declares, not inherited ones (C# spec).
			if id := b.nested(imp.bound.symbol, name, arity); id != index.NoSymbol {
				add(target{kind: prefixedTarget, symbol: id, alias: imp.ref, aliasScope: usc}, imp.display)
			}
		case !u.Static && imp.bound.kind == namespaceTarget:
			if id := b.namespaceType(sc, imp.bound.namespace, name, arity); id != index.NoSymbol {
				add(target{kind: typeTarget, symbol: id}, "")
			}
		}
	}
	if n == 0 {
		if unread || hiddenN != 1 {
			// The type internal to another project is not what the code
			// names: the package a directive imports has its own
			// (GitVersion's internal ObjectId beside LibGit2Sharp's).
			return target{}, false, target{}
		}
		// Nor when one further out is accessible (vs-mef's VSMefx.Strings
		// around a namespace importing the library's internal Strings).
		return target{}, false, hidden
	}
	switch {
	case n == 1:
		return found, true, target{}
	case sourceN == 1:
		// The compiler takes a type declared in source over one imported
		// from an assembly (warning CS0436): Terminal.Gui.Drawing.Region
		// over Mono's System.Drawing.Region.
		return source, true, target{}
	}
	return target{}, true, target{}
}

// importedUsing is what a using directive (not an alias) brings in.
type importedUsing struct {
	ref     *syntax.TypeRef
	bound   binding
	display string // a `using static` type as written after binding
}

type importKey struct {
	u       *syntax.Using
	project index.ProjectID
}

// imported binds a using directive's target once per project: the same
// directive is consulted by every name looked up below it.
func (b *Binder) imported(u *syntax.Using, project index.ProjectID, usc *scope) importedUsing {
	key := importKey{u, project}
	if imp, ok := b.imports.Load(key); ok {
		return imp.(importedUsing)
	}
	imp := importedUsing{ref: syntax.ParseTypeRef(u.Target)}
	imp.bound = b.resolveName(usc, imp.ref)
	if u.Static && imp.bound.kind == typeTarget {
		imp.display = b.displayType(usc, imp.ref)
	}
	b.imports.Store(key, imp)
	return imp
}

// namespaceMember finds a type or namespace inside a namespace.
func (b *Binder) namespaceMember(sc *scope, cur target, name string, arity int) target {
	if cur.kind != namespaceTarget {
		return target{}
	}
	if id := b.namespaceType(sc, cur.namespace, name, arity); id != index.NoSymbol {
		return target{kind: typeTarget, symbol: id}
	}
	if arity == 0 && b.namespaceExists(sc.project, joinNs(cur.namespace, name)) {
		return target{kind: namespaceTarget, namespace: joinNs(cur.namespace, name)}
	}
	return target{}
}

// namespaceType finds a type declared directly in a namespace, in the
// project or the projects it references; the project's own comes first,
// then one whose internals the project may see, and a file-local type
// counts only in its file.
func (b *Binder) namespaceType(sc *scope, ns, name string, arity int) index.SymbolID {
	found, hidden := index.NoSymbol, index.NoSymbol // hidden: internal to a project that does not show it
	for _, id := range b.types[nsMember{ns: ns, name: name, arity: arity}] {
		sym := b.s.Sym(id)
		if sym.Modifiers&syntax.ModFile != 0 {
			if sym.Decls[0].File == sc.file && sym.Project == sc.project {
				return id
			}
			continue
		}
		if sym.Project == sc.project {
			if found == index.NoSymbol || b.s.Sym(found).Project != sc.project {
				found = id
			}
			continue
		}
		switch {
		case found != index.NoSymbol && b.namesAssembly(sym.Project, ns) && !b.namesAssembly(b.s.Sym(found).Project, ns) &&
			b.visible[sc.project][sym.Project] && b.accessibleFrom(id, sc.project):
			// Of two assemblies' copies, the one of the assembly the
			// namespace is named after: MonoMod.Utils' ILProcessor is
			// Mono.Cecil's, not that of a MelonLoader.dll merging it (XUnity).
			found = id
		case found != index.NoSymbol || !b.visible[sc.project][sym.Project]:
		case b.accessibleFrom(id, sc.project):
			found = id
		case hidden == index.NoSymbol:
			hidden = id
		}
	}
	if found == index.NoSymbol && !b.fromPackage(sc.project, ns) && !libraryType(ns, name, arity) {
		return hidden // what the compiler would report as inaccessible is still the type meant
	}
	return found
}

// namesAssembly says whether a namespace is named after project p's
// assembly (Mono.Cecil.Cil after Mono.Cecil).
func (b *Binder) namesAssembly(p index.ProjectID, ns string) bool {
	a := b.s.Projects[p].Assembly
	return a != nil && (ns == a.Name || strings.HasPrefix(ns, a.Name+"."))
}

// fromPackage says whether a namespace is one a package the project sees
// declares, by its name (Nerdbank.Streams): an internal copy of one of its
// types in another project is not what the code names.
func (b *Binder) fromPackage(project index.ProjectID, ns string) bool {
	for ns != "" {
		if b.packages[project][strings.ToLower(ns)] {
			return true
		}
		i := strings.LastIndexByte(ns, '.')
		if i < 0 {
			break
		}
		ns = ns[:i]
	}
	return false
}

func (b *Binder) namespaceExists(project index.ProjectID, ns string) bool {
	for _, id := range b.namespaces[ns] {
		if b.visible[project][b.s.Sym(id).Project] {
			return true
		}
	}
	return false
}

func (b *Binder) nested(t index.SymbolID, name string, arity int) index.SymbolID {
	for _, m := range b.s.Sym(t).Members {
		ms := b.s.Sym(m)
		if ms.Kind.IsType() && ms.Name == name && ms.Arity == arity {
			return m
		}
	}
	return index.NoSymbol
}

// maxBaseDepth bounds walks up base types (a cycle is an error in C#, but
// the index must not loop on it).
const maxBaseDepth = 16

// memberType finds a nested type of t by member lookup: t's own, then those
// its base types declare (a class inherits from its base class, an interface
// from its base interfaces; a base's private types are not inherited). Found
// in a base, the type is prefixed by that base as the derived declaration
// writes it; sub says what t's type parameters stand for when t is itself
// reached as a base (depth > 0). Found further up than a base whose type
// arguments cannot be read, it is the type alone: its full name cannot be
// written (Iter<A>.Cons from the nested class ConsFirst : Cons of
// language-ext's Iter<A>).
func (b *Binder) memberType(t index.SymbolID, name string, arity int, sub *substitution, depth int) target {
	return b.memberTypeIn(t, name, arity, sub, depth, nil)
}

// memberTypeIn is memberType with the bases already searched in vain:
// interfaces that share bases (Metalama's IDeclaration and the rest) are
// searched once each, not once per path to them.
func (b *Binder) memberTypeIn(t index.SymbolID, name string, arity int, sub *substitution, depth int, missed map[index.SymbolID]bool) target {
	if id := b.nested(t, name, arity); id != index.NoSymbol && (depth == 0 || b.s.Sym(id).Access != index.Private) {
		return target{kind: typeTarget, symbol: id}
	}
	if depth >= maxBaseDepth {
		return target{}
	}
	sym := b.s.Sym(t)
	if sym.Kind != syntax.KindClass && sym.Kind != syntax.KindRecord && sym.Kind != syntax.KindInterface {
		return target{}
	}
	for _, ref := range sym.Decls {
		d := b.s.Decl(ref)
		for i, base := range d.Bases {
			if sym.Kind != syntax.KindInterface && i > 0 {
				break // only the first entry can be a base class
			}
			bref := syntax.ParseTypeRef(base)
			bsc := b.baseScope(t, ref, sub)
			bsc.baseDepth = depth + 1
			bt := b.resolveName(bsc, bref)
			if bt.kind != typeTarget || bt.symbol == t || missed[bt.symbol] {
				continue
			}
			bk := b.s.Sym(bt.symbol).Kind
			if sym.Kind == syntax.KindInterface && bk != syntax.KindInterface ||
				sym.Kind != syntax.KindInterface && bk != syntax.KindClass && bk != syntax.KindRecord {
				continue
			}
			bsub := b.substitutionOf(bt)
			if b.outerArity(bt.symbol) > 0 {
				bsub = nil // the enclosing types' arguments are not read here
			}
			opaque := bsub == nil && (b.s.Sym(bt.symbol).Arity > 0 || b.outerArity(bt.symbol) > 0)
			if missed == nil {
				missed = map[index.SymbolID]bool{}
			}
			switch r := b.memberTypeIn(bt.symbol, name, arity, bsub, depth+1, missed); {
			case r.kind == unresolved:
				missed[bt.symbol] = true
				continue
			case r.kind == typeTarget: // declared by the base itself
				return target{kind: prefixedTarget, symbol: r.symbol, alias: bref, aliasScope: bsc}
			case opaque:
				return target{kind: typeTarget, symbol: r.symbol}
			default:
				return r
			}
		}
	}
	return target{}
}

// substitutionOf gives the type arguments a resolved generic type was
// written with (after aliases): its own, for a type nested in a generic
// one (Node<TSource> inside Outer<TSource>); nil when it takes none, or
// none are written.
func (b *Binder) substitutionOf(bt binding) *substitution {
	sym := b.s.Sym(bt.symbol)
	if sym.Arity == 0 || len(bt.parts) == 0 {
		return nil
	}
	last := bt.parts[len(bt.parts)-1]
	if len(last.Args) != sym.Arity {
		return nil
	}
	return &substitution{t: bt.symbol, args: last.Args, sc: last.sc}
}

// typeParamOrdinal finds a type parameter of a type and returns its position
// in the list that numbers the type parameters of all enclosing types,
// outermost first (the numbering documentation IDs use).
func (b *Binder) typeParamOrdinal(t index.SymbolID, name string) (int, bool) {
	d := b.s.Primary(t)
	for i, tp := range d.TypeParams {
		if tp.Name == name {
			return b.outerArity(t) + i, true
		}
	}
	return 0, false
}

// typeValueConstrained checks a type parameter's constraints on every part
// of a partial type: one part may carry them for all.
func (b *Binder) typeValueConstrained(t index.SymbolID, name string) bool {
	for _, ref := range b.s.Sym(t).Decls {
		if valueConstrained(b.s.Decl(ref).Constraints, name) {
			return true
		}
	}
	return false
}

// outerArity counts the type parameters of the types enclosing t.
func (b *Binder) outerArity(t index.SymbolID) int {
	n := 0
	for c := b.s.Sym(t).Container; c != index.NoSymbol && b.s.Sym(c).Kind.IsType(); c = b.s.Sym(c).Container {
		n += b.s.Sym(c).Arity
	}
	return n
}
