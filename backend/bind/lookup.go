package bind

import (
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// scope is where a name is written: the enclosing method's type parameters,
// the enclosing types and the namespace levels with their using directives.
type scope struct {
	project           index.ProjectID
	methodTypeParams  []syntax.TypeParam
	methodConstraints []syntax.Constraint
	types             []index.SymbolID // inner to outer
	levels            []level          // inner to outer, ending with the global namespace
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
)

type target struct {
	kind      targetKind
	symbol    index.SymbolID // typeTarget
	ordinal   int            // typeParamTarget: position among the enclosing types' or the method's type parameters
	method    bool           // typeParamTarget: a method's type parameter
	namespace string         // namespaceTarget
	valueType bool           // typeParamTarget: constrained to struct or unmanaged
}

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

// scopeOf returns the scope a symbol's own declaration is written in.
func (b *Binder) scopeOf(id index.SymbolID) *scope {
	s := b.s
	sym := &s.Symbols[id]
	ref := sym.Decls[0]
	sc := &scope{project: sym.Project}
	d := s.Decl(ref)
	if sym.Kind.IsMethodLike() {
		sc.methodTypeParams, sc.methodConstraints = d.TypeParams, d.Constraints
	}
	for c := sym.Container; c != index.NoSymbol && s.Symbols[c].Kind.IsType(); c = s.Symbols[c].Container {
		sc.types = append(sc.types, c)
	}
	sc.levels = b.levels(ref)
	return sc
}

// levels lists the namespace levels around a declaration, inner to outer.
func (b *Binder) levels(ref index.DeclRef) []level {
	f := b.s.Files[ref.File].Syntax
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
	for p := f.Decls[ref.Decl].Parent; p >= 0; p = f.Decls[p].Parent {
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
func (b *Binder) resolveName(sc *scope, t *syntax.TypeRef) target {
	parts := t.Parts
	var cur target
	switch t.Alias {
	case "":
		cur = b.lookupSimple(sc, parts[0].Name, parts[0].Arity)
		parts = parts[1:]
	case "global":
		cur = target{kind: namespaceTarget}
	default:
		return target{} // extern aliases name other assemblies
	}
	for _, part := range parts {
		cur = b.memberOf(sc, cur, part.Name, part.Arity)
	}
	return cur
}

// lookupSimple finds what a simple name means in a scope, as C#'s simple
// name lookup does for names in type position.
func (b *Binder) lookupSimple(sc *scope, name string, arity int) target {
	if arity == 0 {
		for i, tp := range sc.methodTypeParams {
			if tp.Name == name {
				return target{kind: typeParamTarget, ordinal: i, method: true, valueType: valueConstrained(sc.methodConstraints, name)}
			}
		}
	}
	for _, t := range sc.types {
		if arity == 0 {
			if ord, ok := b.typeParamOrdinal(t, name); ok {
				return target{kind: typeParamTarget, ordinal: ord, valueType: valueConstrained(b.s.Primary(t).Constraints, name)}
			}
		}
		if nested := b.nested(t, name, arity); nested != index.NoSymbol {
			return target{kind: typeTarget, symbol: nested}
		}
	}
	for li := range sc.levels {
		lv := sc.levels[li]
		if id := b.namespaceType(sc.project, lv.ns, name, arity); id != index.NoSymbol {
			return target{kind: typeTarget, symbol: id}
		}
		if arity == 0 && b.namespaceExists(sc.project, joinNs(lv.ns, name)) {
			return target{kind: namespaceTarget, namespace: joinNs(lv.ns, name)}
		}
		usings := lv.usings
		if lv.global {
			for _, g := range b.globals[sc.project] {
				usings = append(usings, g.u)
			}
		}
		if t, ok := b.throughUsings(sc, li, usings, name, arity); ok {
			return t
		}
	}
	return target{}
}

// throughUsings looks a name up in the aliases and imported namespaces of one
// level. Two imported namespaces offering the name make it ambiguous, which
// binds to nothing rather than to a guess.
func (b *Binder) throughUsings(sc *scope, li int, usings []*syntax.Using, name string, arity int) (target, bool) {
	if arity == 0 {
		for _, u := range usings {
			if u.Alias == name {
				// The target is bound where the directive stands, but without
				// the using directives beside it (C# spec, using alias directives).
				outer := append([]level{{ns: sc.levels[li].ns}}, sc.levels[li+1:]...)
				return b.resolveName(&scope{project: sc.project, levels: outer}, syntax.ParseTypeRef(u.Target)), true
			}
		}
	}
	found := index.NoSymbol
	for _, u := range usings {
		if u.Alias != "" || u.Static {
			continue
		}
		ns := strings.TrimPrefix(u.Target, "global::")
		if id := b.namespaceType(sc.project, ns, name, arity); id != index.NoSymbol {
			if found != index.NoSymbol && found != id {
				return target{}, true
			}
			found = id
		}
	}
	if found != index.NoSymbol {
		return target{kind: typeTarget, symbol: found}, true
	}
	return target{}, false
}

func (b *Binder) memberOf(sc *scope, cur target, name string, arity int) target {
	switch cur.kind {
	case namespaceTarget:
		if id := b.namespaceType(sc.project, cur.namespace, name, arity); id != index.NoSymbol {
			return target{kind: typeTarget, symbol: id}
		}
		if arity == 0 && b.namespaceExists(sc.project, joinNs(cur.namespace, name)) {
			return target{kind: namespaceTarget, namespace: joinNs(cur.namespace, name)}
		}
	case typeTarget:
		if id := b.nested(cur.symbol, name, arity); id != index.NoSymbol {
			return target{kind: typeTarget, symbol: id}
		}
	}
	return target{}
}

// namespaceType finds a type declared directly in a namespace, in the
// project or the projects it references; the project's own comes first.
func (b *Binder) namespaceType(project index.ProjectID, ns, name string, arity int) index.SymbolID {
	found := index.NoSymbol
	for _, id := range b.types[nsMember{ns: ns, name: name, arity: arity}] {
		p := b.s.Symbols[id].Project
		if p == project {
			return id
		}
		if found == index.NoSymbol && b.visible[project][p] {
			found = id
		}
	}
	return found
}

func (b *Binder) namespaceExists(project index.ProjectID, ns string) bool {
	for _, id := range b.namespaces[ns] {
		if b.visible[project][b.s.Symbols[id].Project] {
			return true
		}
	}
	return false
}

func (b *Binder) nested(t index.SymbolID, name string, arity int) index.SymbolID {
	for _, m := range b.s.Symbols[t].Members {
		ms := &b.s.Symbols[m]
		if ms.Kind.IsType() && ms.Name == name && ms.Arity == arity {
			return m
		}
	}
	return index.NoSymbol
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

// outerArity counts the type parameters of the types enclosing t.
func (b *Binder) outerArity(t index.SymbolID) int {
	n := 0
	for c := b.s.Symbols[t].Container; c != index.NoSymbol && b.s.Symbols[c].Kind.IsType(); c = b.s.Symbols[c].Container {
		n += b.s.Symbols[c].Arity
	}
	return n
}
