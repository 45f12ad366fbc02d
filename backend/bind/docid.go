package bind

import (
	"fmt"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// DocID returns a symbol's documentation comment ID in the compiler's format
// (`T:NS.Outer`1.Inner`, `M:NS.T.M“1(System.Int32,`0@)`, ...). Type names the
// workspace does not declare stay as written until assemblies are read.
func (b *Binder) DocID(id index.SymbolID) string {
	b.init()
	sym := &b.s.Symbols[id]
	switch {
	case sym.Kind == syntax.KindNamespace:
		return "N:" + sym.FullName
	case sym.Kind.IsType():
		return "T:" + b.typeDefName(id)
	}
	d := b.s.Primary(id)
	var sb strings.Builder
	switch {
	case sym.Kind.IsMethodLike():
		sb.WriteString("M:")
	case sym.Kind == syntax.KindProperty || sym.Kind == syntax.KindIndexer:
		sb.WriteString("P:")
	case sym.Kind == syntax.KindEvent:
		sb.WriteString("E:")
	default:
		sb.WriteString("F:")
	}
	if sym.Container != index.NoSymbol {
		sb.WriteString(b.typeDefName(sym.Container))
		sb.WriteByte('.')
	}
	sc := b.scopeOf(id)
	sb.WriteString(b.memberDocName(sc, sym, d))
	if sym.Kind.IsMethodLike() && len(d.TypeParams) > 0 {
		fmt.Fprintf(&sb, "``%d", len(d.TypeParams))
	}
	if (sym.Kind.IsMethodLike() || sym.Kind == syntax.KindIndexer) && len(d.Params) > 0 {
		sb.WriteByte('(')
		for i, p := range d.Params {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(b.docType(sc, syntax.ParseTypeRef(p.Type)))
			if hasRefModifier(p.Modifier) {
				sb.WriteByte('@')
			}
		}
		sb.WriteByte(')')
	}
	if sym.Kind == syntax.KindConversion {
		sb.WriteString("~" + b.docType(sc, syntax.ParseTypeRef(d.Type)))
	}
	return sb.String()
}

func hasRefModifier(mod string) bool {
	for _, m := range strings.Fields(mod) {
		if m == "ref" || m == "out" || m == "in" {
			return true
		}
	}
	return false
}

// memberDocName is the member's metadata name as documentation IDs write it.
func (b *Binder) memberDocName(sc *scope, sym *index.Symbol, d *syntax.Decl) string {
	name := sym.Name
	switch sym.Kind {
	case syntax.KindConstructor:
		name = "#ctor"
		if sym.Modifiers&syntax.ModStatic != 0 {
			name = "#cctor"
		}
	case syntax.KindDestructor:
		name = "Finalize"
	case syntax.KindIndexer:
		name = indexerName(d)
	}
	if d.ExplicitInterface == "" {
		return name
	}
	// An explicit implementation is named after the interface, with the
	// characters a documentation ID reserves replaced.
	iface := b.displayType(sc, syntax.ParseTypeRef(d.ExplicitInterface))
	return strings.NewReplacer(".", "#", "<", "{", ">", "}", ",", "@", " ", "").Replace(iface + "." + name)
}

// indexerName is Item unless [IndexerName("...")] says otherwise.
func indexerName(d *syntax.Decl) string {
	for _, a := range d.Attributes {
		n := strings.TrimSuffix(a.Name[strings.LastIndexByte(a.Name, '.')+1:], "Attribute")
		if n == "IndexerName" && len(a.Args) == 1 && strings.HasPrefix(a.Args[0].Value, `"`) {
			return strings.Trim(a.Args[0].Value, `"`)
		}
	}
	return "Item"
}

// typeDefName writes a type's own name: NS.Outer`1.Inner.
func (b *Binder) typeDefName(id index.SymbolID) string {
	sym := &b.s.Symbols[id]
	name := sym.Name
	if sym.Arity > 0 {
		name += fmt.Sprintf("`%d", sym.Arity)
	}
	if sym.Container == index.NoSymbol {
		return name
	}
	c := &b.s.Symbols[sym.Container]
	if c.Kind == syntax.KindNamespace {
		return c.FullName + "." + name
	}
	return b.typeDefName(sym.Container) + "." + name
}

// docType writes a type used in a signature: System.Int32, NS.List{`0}, “0[].
func (b *Binder) docType(sc *scope, t *syntax.TypeRef) string {
	switch t.Kind {
	case syntax.TypeArray:
		if t.Rank == 1 {
			return b.docType(sc, t.Elem) + "[]"
		}
		return b.docType(sc, t.Elem) + "[" + strings.Repeat("0:,", t.Rank-1) + "0:]"
	case syntax.TypePointer:
		return b.docType(sc, t.Elem) + "*"
	case syntax.TypeRefOf:
		return b.docType(sc, t.Elem)
	case syntax.TypeNullable:
		if b.isValueType(sc, t.Elem) {
			return "System.Nullable{" + b.docType(sc, t.Elem) + "}"
		}
		return b.docType(sc, t.Elem) // a nullable reference type is the same type
	case syntax.TypeTuple:
		elems := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = b.docType(sc, e)
		}
		return "System.ValueTuple{" + strings.Join(elems, ",") + "}"
	}
	if kw := t.Keyword(); kw != "" {
		name, _ := syntax.PredefinedTypeName(kw)
		return name
	}
	r := b.resolveName(sc, t)
	switch r.kind {
	case typeParamTarget:
		if r.method {
			return fmt.Sprintf("``%d", r.ordinal)
		}
		return fmt.Sprintf("`%d", r.ordinal)
	case typeTarget:
		return b.constructedName(sc, r.symbol, t.Parts, func(a *syntax.TypeRef) string { return b.docType(sc, a) }, "{", "}", ",")
	}
	return writtenName(t, func(a *syntax.TypeRef) string { return b.docType(sc, a) }, "{", "}", ",")
}

// displayType writes a type the way C# displays it, qualified where binding
// knows the type: NS.IRepository<T>.
func (b *Binder) displayType(sc *scope, t *syntax.TypeRef) string {
	if t.Kind == syntax.TypeNamed && t.Keyword() == "" {
		if r := b.resolveName(sc, t); r.kind == typeTarget {
			return b.constructedName(sc, r.symbol, t.Parts, func(a *syntax.TypeRef) string { return b.displayType(sc, a) }, "<", ">", ", ")
		}
	}
	return writtenName(t, func(a *syntax.TypeRef) string { return b.displayType(sc, a) }, "<", ">", ", ")
}

// constructedName writes a resolved generic type with its arguments: the
// written segments supply them from the right; enclosing generic types that
// were not written take their own type parameters (we are inside them).
func (b *Binder) constructedName(sc *scope, id index.SymbolID, written []syntax.NamePart, arg func(*syntax.TypeRef) string, open, close, sep string) string {
	var chain []index.SymbolID
	for c := id; c != index.NoSymbol && b.s.Symbols[c].Kind.IsType(); c = b.s.Symbols[c].Container {
		chain = append([]index.SymbolID{c}, chain...)
	}
	sym := &b.s.Symbols[chain[0]]
	var sb strings.Builder
	if sym.Namespace != "" {
		sb.WriteString(sym.Namespace + ".")
	}
	for i, t := range chain {
		if i > 0 {
			sb.WriteByte('.')
		}
		ts := &b.s.Symbols[t]
		sb.WriteString(ts.Name)
		if ts.Arity == 0 {
			continue
		}
		args := make([]string, ts.Arity)
		wi := len(written) - (len(chain) - i)
		for j := range args {
			switch {
			case wi >= 0 && j < len(written[wi].Args):
				args[j] = arg(written[wi].Args[j])
			case open == "{":
				args[j] = fmt.Sprintf("`%d", b.outerArity(t)+j)
			default:
				args[j] = b.s.Primary(t).TypeParams[j].Name
			}
		}
		sb.WriteString(open + strings.Join(args, sep) + close)
	}
	return sb.String()
}

// writtenName writes an unresolved name as written, with its arguments.
func writtenName(t *syntax.TypeRef, arg func(*syntax.TypeRef) string, open, close, sep string) string {
	var sb strings.Builder
	for i, part := range t.Parts {
		if i > 0 {
			sb.WriteByte('.')
		}
		sb.WriteString(part.Name)
		if len(part.Args) > 0 {
			args := make([]string, len(part.Args))
			for j, a := range part.Args {
				args[j] = arg(a)
			}
			sb.WriteString(open + strings.Join(args, sep) + close)
		}
	}
	return sb.String()
}

func (b *Binder) isValueType(sc *scope, t *syntax.TypeRef) bool {
	if t.Kind == syntax.TypeTuple {
		return true
	}
	if t.Kind != syntax.TypeNamed {
		return false
	}
	if kw := t.Keyword(); kw != "" {
		return syntax.IsValueKeyword(kw)
	}
	switch r := b.resolveName(sc, t); r.kind {
	case typeTarget:
		switch b.s.Symbols[r.symbol].Kind {
		case syntax.KindStruct, syntax.KindEnum, syntax.KindRecordStruct:
			return true
		}
	case typeParamTarget:
		return r.valueType
	}
	return false
}
