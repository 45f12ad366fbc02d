package bind

import (
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// Type is a type written in a declaration, bound where it is written.
type Type struct {
	Text string // as written (normalized)
	// Symbol is the workspace type the outermost name denotes (List<Order>:
	// List, Order[]: nothing); NoSymbol for keyword types, type parameters,
	// arrays, tuples and types the workspace does not declare.
	Symbol index.SymbolID
	// Display is the type as C# displays it fully qualified: workspace types
	// with their namespace and containing types ("Shop.Core.Repo<Shop.Core.Order>"),
	// keywords as keywords ("int?", "string[]"), tuples as tuples. Names that
	// did not bind stay as written.
	Display string
	// Resolved is false when some name in the type did not bind: a type
	// from a referenced assembly (until assemblies are read) or an error.
	Resolved bool
}

// BindType binds a type written in the declaration ref of symbol id: in a
// member's signature (a method's type parameters are in scope) or in a type
// declaration's body (its members and type parameters are).
func (b *Binder) BindType(id index.SymbolID, ref index.DeclRef, text string) Type {
	b.init()
	return b.bindIn(b.declScope(id, ref), text)
}

func (b *Binder) bindIn(sc *scope, text string) Type {
	t := syntax.ParseTypeRef(text)
	if t == nil {
		return Type{Text: text, Symbol: index.NoSymbol, Display: text}
	}
	out := Type{Text: text, Symbol: index.NoSymbol, Resolved: true}
	out.Display = b.csharpType(sc, t, &out.Resolved)
	if t.Kind == syntax.TypeNamed && t.Keyword() == "" {
		if r := b.resolveName(sc, t); r.kind == typeTarget && r.whole == nil {
			out.Symbol = r.symbol
		}
	}
	return out
}

// declScope is the scope of one declaration of a symbol: for a type, its
// body; for a member, its signature.
func (b *Binder) declScope(id index.SymbolID, ref index.DeclRef) *scope {
	s := b.s
	sym := s.Sym(id)
	sc := &scope{project: sym.Project, file: ref.File}
	if d := s.Decl(ref); sym.Kind.IsMethodLike() || d.Extension != nil {
		// A generic extension block's property sees the block's type
		// parameters as a method does.
		if sc.method = d; d.Extension != nil {
			sc.method = b.callDecl(id)
		}
	}
	start := sym.Container
	if sym.Kind.IsType() {
		start = id
	}
	for c := start; c != index.NoSymbol && s.Sym(c).Kind.IsType(); c = s.Sym(c).Container {
		sc.types = append(sc.types, c)
	}
	sc.levels, sc.levelsOf = b.levels(ref)
	return sc
}

// csharpType writes a type as C# displays it (SymbolDisplayFormat's
// fully qualified style without global::): keywords for predefined types,
// T? for Nullable<T>, tuples with their element names. ok turns false when
// a name does not bind.
func (b *Binder) csharpType(sc *scope, t *syntax.TypeRef, ok *bool) string {
	switch t.Kind {
	case syntax.TypeArray:
		elem, ranks := arrayRun(t)
		var sb strings.Builder
		sb.WriteString(b.csharpType(sc, elem, ok))
		for _, r := range ranks {
			sb.WriteString("[" + strings.Repeat(",", r-1) + "]")
		}
		return sb.String()
	case syntax.TypePointer:
		return b.csharpType(sc, t.Elem, ok) + "*"
	case syntax.TypeRefOf:
		return b.csharpType(sc, t.Elem, ok)
	case syntax.TypeNullable:
		return b.csharpType(sc, t.Elem, ok) + "?"
	case syntax.TypeTuple:
		elems := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = b.csharpType(sc, e, ok)
			if t.Names[i] != "" {
				elems[i] += " " + t.Names[i]
			}
		}
		return "(" + strings.Join(elems, ", ") + ")"
	case syntax.TypeFunctionPointer:
		return t.Parts[0].Name
	}
	if kw := t.Keyword(); kw != "" {
		return kw
	}
	if t.Alias == anonymousAlias {
		return "<anonymous type>"
	}
	arg := func(a *syntax.TypeRef, sc *scope) string { return b.csharpType(sc, a, ok) }
	r := b.resolveName(sc, t)
	switch {
	case r.whole != nil:
		return b.csharpType(r.wholeScope, r.whole, ok)
	case r.kind == typeTarget:
		if kw, isKeyword := syntax.PredefinedKeyword(b.s.Sym(r.symbol).FullName); isKeyword && b.s.External(r.symbol) {
			return kw // Int32 as C# shows it: int
		}
		return b.constructedName(r.symbol, r.parts, arg, "<", ">", ", ")
	case r.kind == typeParamTarget:
		return r.parts[0].Name // TSource inferred as the T of the code around: T
	}
	*ok = false
	return writtenName(r.parts, arg, "<", ">", ", ")
}

// BindStats counts what binding made of the types written in declarations.
type BindStats struct {
	References int // types written
	Workspace  int // whose outermost name is a workspace type
	Unresolved int // with a name that did not bind (mostly types from assemblies)
}

// BindAll binds every type written in the workspace's declarations (base
// lists, constraints, parameter, return, field, property and event types)
// and counts the outcome. Tools bind on demand; this measures what binding
// everything costs and how much of it the workspace alone resolves.
func (b *Binder) BindAll() BindStats {
	b.init()
	var st BindStats
	count := func(t Type) {
		st.References++
		if t.Symbol != index.NoSymbol {
			st.Workspace++
		}
		if !t.Resolved {
			st.Unresolved++
		}
	}
	for i := range b.s.SymbolCount() {
		id := index.SymbolID(i)
		sym := b.s.Sym(id)
		if sym.Kind.IsType() {
			for _, e := range b.baseEntries(id, nil) {
				count(e.Type)
			}
		}
		for _, ref := range sym.Decls {
			d := b.s.Decl(ref)
			if sym.Kind.IsType() && len(d.Constraints) == 0 && d.Type == "" && len(d.Params) == 0 {
				continue
			}
			sc := b.declScope(id, ref)
			for _, c := range d.Constraints {
				for _, item := range c.Items {
					if !constraintKeyword(item) {
						count(b.bindIn(sc, item))
					}
				}
			}
			if d.Type != "" {
				count(b.bindIn(sc, d.Type))
			}
			for _, p := range d.Params {
				count(b.bindIn(sc, p.Type))
			}
		}
	}
	return st
}

func constraintKeyword(item string) bool {
	switch item {
	case "class", "class?", "struct", "unmanaged", "notnull", "default", "new()", "allows ref struct":
		return true
	}
	return false
}
