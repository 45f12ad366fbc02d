package bind

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/zeebo/xxh3"
)

// extensionGroupingName is the name of the type the compiler emits for a
// C# 14 extension block, which the documentation IDs of the block's members
// name as their container (P:NS.E.<G>$8048A6C8BE30A622530249B904B537EB`1.M):
// "<G>$" and the XxHash128 of the block's CLR-level shape, written the way
// Roslyn's ComputeExtensionGroupingRawName writes it
// ("extension<class (System.IDisposable)>(!0[])"), then `n for a generic
// block. Blocks of one shape share the name.
func (b *Binder) extensionGroupingName(sc *scope, ext *syntax.Extension) string {
	var sb strings.Builder
	sb.WriteString("extension")
	if len(ext.TypeParams) > 0 {
		sb.WriteByte('<')
		for i, tp := range ext.TypeParams {
			if i > 0 {
				sb.WriteString(", ")
			}
			sb.WriteString(b.clrTypeParameter(sc, ext, tp.Name))
		}
		sb.WriteByte('>')
	}
	sb.WriteByte('(')
	if ext.Receiver.Type != "" {
		sb.WriteString(b.clrType(sc, ext, syntax.ParseTypeRef(ext.Receiver.Type)))
	}
	sb.WriteByte(')')
	name := "<G>$" + hashHex(sb.String())
	if n := len(ext.TypeParams); n > 0 {
		name += fmt.Sprintf("`%d", n)
	}
	return name
}

// hashHex is the XxHash128 of a string's UTF-16 code units (little-endian),
// in upper-case hex, as the compiler names extension blocks.
func hashHex(s string) string {
	units := utf16.Encode([]rune(s))
	buf := make([]byte, 2*len(units))
	for i, u := range units {
		buf[2*i], buf[2*i+1] = byte(u), byte(u>>8)
	}
	sum := xxh3.Hash128(buf).Bytes()
	return fmt.Sprintf("%X", sum[:])
}

// clrTypeParameter writes a block's type parameter by its constraints, as
// IL declares it: "class", "valuetype", "byreflike", ".ctor" and the
// constraint types in ordinal order, "valuetype .ctor (System.ValueType)".
func (b *Binder) clrTypeParameter(sc *scope, ext *syntax.Extension, name string) string {
	var items []string
	for _, c := range ext.Constraints {
		if c.Param == name {
			items = append(items, c.Items...)
		}
	}
	has := func(item string) bool { return slices.Contains(items, item) }
	value := has("struct") || has("unmanaged")
	var flags []string
	switch {
	case has("class") || has("class?"):
		flags = append(flags, "class")
	case value:
		flags = append(flags, "valuetype")
	}
	if has("allows ref struct") {
		flags = append(flags, "byreflike")
	}
	if has("new()") || value {
		flags = append(flags, ".ctor")
	}
	var types []string
	for _, item := range items {
		if !constraintKeyword(item) && !strings.HasPrefix(item, "allows ") {
			types = append(types, b.clrType(sc, ext, syntax.ParseTypeRef(item)))
		}
	}
	switch {
	case has("unmanaged"):
		types = append(types, "System.ValueType modreq(System.Runtime.InteropServices.UnmanagedType)")
	case has("struct"):
		types = append(types, "System.ValueType")
	}
	if len(types) > 0 {
		slices.Sort(types)
		flags = append(flags, "("+strings.Join(types, ", ")+")")
	}
	return strings.Join(flags, " ")
}

// clrType writes a type as IL names it: System.Int32, NS.Outer`1/Inner<T>
// with all type arguments last, a block's type parameters as !0, !1.
func (b *Binder) clrType(sc *scope, ext *syntax.Extension, t *syntax.TypeRef) string {
	switch t.Kind {
	case syntax.TypeArray:
		elem, ranks := arrayRun(t)
		var sb strings.Builder
		sb.WriteString(b.clrType(sc, ext, elem))
		for i := len(ranks) - 1; i >= 0; i-- {
			sb.WriteString("[" + strings.Repeat(",", ranks[i]-1) + "]")
		}
		return sb.String()
	case syntax.TypePointer:
		return b.clrType(sc, ext, t.Elem) + "*"
	case syntax.TypeRefOf:
		return b.clrType(sc, ext, t.Elem)
	case syntax.TypeNullable:
		if b.isValueType(sc, t.Elem) {
			return "System.Nullable`1<" + b.clrType(sc, ext, t.Elem) + ">"
		}
		return b.clrType(sc, ext, t.Elem)
	case syntax.TypeTuple:
		return b.clrTuple(sc, ext, t.Elems)
	}
	if i := b.blockTypeParameter(ext, t); i >= 0 {
		return fmt.Sprintf("!%d", i)
	}
	if kw := t.Keyword(); kw != "" {
		if kw == "void" {
			return "void"
		}
		name, _ := syntax.PredefinedTypeName(kw)
		return name
	}
	r := b.resolveName(sc, t)
	if r.whole != nil {
		return b.clrType(r.wholeScope, ext, r.whole)
	}
	var args []string
	for _, p := range r.parts {
		for _, a := range p.Args {
			args = append(args, b.clrType(p.sc, ext, a))
		}
	}
	var name string
	switch {
	case r.kind == typeTarget:
		name = b.clrTypeName(r.symbol)
	default: // not read: as written, with the arity IL gives it
		parts := make([]string, len(r.parts))
		for i, p := range r.parts {
			parts[i] = p.Name
			if len(p.Args) > 0 {
				parts[i] += fmt.Sprintf("`%d", len(p.Args))
			}
		}
		name = strings.Join(parts, ".")
	}
	if len(args) > 0 {
		name += "<" + strings.Join(args, ", ") + ">"
	}
	return name
}

// clrTuple writes a tuple type as the ValueTuple it is: past seven
// elements, the eighth argument is a ValueTuple of the rest.
func (b *Binder) clrTuple(sc *scope, ext *syntax.Extension, elems []*syntax.TypeRef) string {
	args := make([]string, 0, min(len(elems), 8))
	for i, e := range elems {
		if i == 7 {
			args = append(args, b.clrTuple(sc, ext, elems[7:]))
			break
		}
		args = append(args, b.clrType(sc, ext, e))
	}
	return fmt.Sprintf("System.ValueTuple`%d<%s>", len(args), strings.Join(args, ", "))
}

// clrTypeName is a type's namespace and its name with those of the types
// around it, as IL writes them: NS.Outer`1/Inner.
func (b *Binder) clrTypeName(id index.SymbolID) string {
	var chain []string
	ns := ""
	for c := id; c != index.NoSymbol && b.s.Sym(c).Kind.IsType(); c = b.s.Sym(c).Container {
		sym := b.s.Sym(c)
		name := sym.Name
		if sym.Arity > 0 {
			name += fmt.Sprintf("`%d", sym.Arity)
		}
		chain = append([]string{name}, chain...)
		ns = sym.Namespace
	}
	name := strings.Join(chain, "/")
	if ns != "" {
		name = ns + "." + name
	}
	return name
}

// blockTypeParameter is the position of a written simple name among an
// extension block's type parameters, -1 when it is none of them.
func (b *Binder) blockTypeParameter(ext *syntax.Extension, t *syntax.TypeRef) int {
	if t.Kind != syntax.TypeNamed || len(t.Parts) != 1 || len(t.Parts[0].Args) > 0 || t.Alias != "" {
		return -1
	}
	return slices.IndexFunc(ext.TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == t.Parts[0].Name })
}
