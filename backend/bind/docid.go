package bind

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// DocID returns a symbol's documentation comment ID in the compiler's format
// (`T:NS.Outer`1.Inner`, `M:NS.T.M“1(System.Int32,`0@)`, ...). Type names the
// workspace does not declare stay as written until assemblies are read.
//
// IDs are computed once per symbol and kept: a search returning 200 symbols
// would otherwise spend most of its time here. PrecomputeDocIDs fills the
// cache ahead of the queries.
func (b *Binder) DocID(id index.SymbolID) string {
	b.docOnce.Do(func() { b.docIDs = make([]atomic.Pointer[string], b.s.SymbolCount()) })
	if p := b.docIDs[id].Load(); p != nil {
		return *p
	}
	doc := b.docID(id)
	b.docIDs[id].Store(&doc)
	return doc
}

// handOnDocIDs gives a patch's binder the documentation IDs this one
// computed that the patch cannot change. With no change to declarations
// (ch nil), the two binders share them all. When the files changed declare
// the same types and namespaces as before (members added, removed or
// changed), the IDs of the symbols declared in other files hold. A type
// declared or gone may change what any signature's names bind to: the new
// binder computes its IDs afresh then (telling which signatures write its
// name would cost more than the patch).
func (b *Binder) handOnDocIDs(next *Binder, ch *patchChange) {
	b.docOnce.Do(func() { b.docIDs = make([]atomic.Pointer[string], b.s.SymbolCount()) })
	switch {
	case ch == nil:
		next.docOnce.Do(func() { next.docIDs = b.docIDs })
		return
	case len(ch.names) > 0:
		return
	}
	next.docOnce.Do(func() { next.docIDs = make([]atomic.Pointer[string], next.s.SymbolCount()) })
	for id := range min(len(b.docIDs), len(next.docIDs)) {
		doc := b.docIDs[id].Load()
		if doc == nil || next.s.Dead(index.SymbolID(id)) ||
			slices.ContainsFunc(next.s.Sym(index.SymbolID(id)).Decls, func(r index.DeclRef) bool { return ch.files[r.File] }) {
			continue
		}
		next.docIDs[id].Store(doc)
	}
}

// PrecomputeDocIDs computes every documentation ID, for a background goroutine.
func (b *Binder) PrecomputeDocIDs(ctx context.Context) {
	for i := range b.s.SymbolCount() {
		if ctx.Err() != nil {
			return
		}
		b.DocID(index.SymbolID(i))
	}
}

func (b *Binder) docID(id index.SymbolID) string {
	b.init()
	sym := b.s.Sym(id)
	switch {
	case b.s.Dead(id):
		return ""
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
	sc := b.declScope(id, sym.Decls[0])
	if sym.Container != index.NoSymbol {
		sb.WriteString(b.typeDefName(sym.Container))
		sb.WriteByte('.')
		if d.Extension != nil { // a member of an extension block: of the type the compiler makes of it
			sb.WriteString(b.extensionGroupingName(sc, d.Extension))
			sb.WriteByte('.')
		}
	}
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
			if syntax.RefKind(p.Modifier) != "" {
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

// memberDocName is the member's metadata name as documentation IDs write it.
func (b *Binder) memberDocName(sc *scope, sym *index.Symbol, d *syntax.Decl) string {
	// Documentation IDs write .ctor as #ctor.
	name := strings.Replace(d.MetadataName(), ".", "#", 1)
	if sym.Kind == syntax.KindIndexer {
		name = indexerName(d)
	}
	if d.ExplicitInterface == "" {
		return name
	}
	// An explicit implementation's metadata name is the interface as the
	// compiler displays it (qualified, System.Int32 rather than int, no
	// spaces), a dot and the member's name; the ID escapes . < and > (and
	// keeps the commas).
	iface := strings.ReplaceAll(b.displayType(sc, syntax.ParseTypeRef(d.ExplicitInterface)), " ", "")
	return strings.NewReplacer(".", "#", "<", "{", ">", "}").Replace(iface + "." + name)
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
	sym := b.s.Sym(id)
	name := sym.Name
	if sym.Arity > 0 {
		name += fmt.Sprintf("`%d", sym.Arity)
	}
	if sym.Container == index.NoSymbol {
		return name
	}
	c := b.s.Sym(sym.Container)
	if c.Kind == syntax.KindNamespace {
		return c.FullName + "." + name
	}
	return b.typeDefName(sym.Container) + "." + name
}

// arrayRun splits an array type into its element type and its rank
// specifiers, outer first as C# writes them (int[][,] is an array of int[,]:
// ranks 1 then 2). A `?` between specifiers is a nullable reference
// annotation, which neither documentation IDs nor the display write.
func arrayRun(t *syntax.TypeRef) (elem *syntax.TypeRef, ranks []int) {
	for {
		switch {
		case t.Kind == syntax.TypeArray:
			ranks = append(ranks, t.Rank)
			t = t.Elem
		case t.Kind == syntax.TypeNullable && t.Elem.Kind == syntax.TypeArray:
			t = t.Elem
		default:
			return t, ranks
		}
	}
}

// tupleArgs lists a tuple's element types as System.ValueTuple's type
// arguments: from the eighth on, they go into a nested ValueTuple (TRest).
func tupleArgs(elems []string, open, close, sep string) string {
	if len(elems) > 7 {
		rest := "System.ValueTuple" + open + tupleArgs(elems[7:], open, close, sep) + close
		elems = append(elems[:7:7], rest)
	}
	return strings.Join(elems, sep)
}

// docType writes a type used in a signature: System.Int32, NS.List{`0}, “0[].
func (b *Binder) docType(sc *scope, t *syntax.TypeRef) string {
	switch t.Kind {
	case syntax.TypeArray:
		// Documentation IDs write the element type first, then each array
		// around it, inner to outer: int[][,] is System.Int32[0:,0:][].
		elem, ranks := arrayRun(t)
		var sb strings.Builder
		sb.WriteString(b.docType(sc, elem))
		for i := len(ranks) - 1; i >= 0; i-- {
			if r := ranks[i]; r == 1 {
				sb.WriteString("[]")
			} else {
				sb.WriteString("[" + strings.Repeat("0:,", r-1) + "0:]")
			}
		}
		return sb.String()
	case syntax.TypePointer:
		return b.docType(sc, t.Elem) + "*"
	case syntax.TypeRefOf:
		return b.docType(sc, t.Elem)
	case syntax.TypeNullable:
		if b.nullableOfStruct(sc, t.Elem) {
			return "System.Nullable{" + b.docType(sc, t.Elem) + "}"
		}
		return b.docType(sc, t.Elem) // a nullable reference type is the same type
	case syntax.TypeTuple:
		elems := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = b.docType(sc, e)
		}
		return "System.ValueTuple{" + tupleArgs(elems, "{", "}", ",") + "}"
	case syntax.TypeFunctionPointer:
		// Roslyn's ID writer has no case for function pointers: their place
		// stays empty, M:C.M(System.IntPtr,) (dotnet/roslyn#48363; see
		// signatureID).
		return ""
	}
	if kw := t.Keyword(); kw != "" {
		name, _ := syntax.PredefinedTypeName(kw)
		return name
	}
	arg := func(a *syntax.TypeRef, sc *scope) string { return b.docType(sc, a) }
	r := b.resolveName(sc, t)
	switch {
	case r.whole != nil:
		return b.docType(r.wholeScope, r.whole)
	case r.kind == typeParamTarget:
		if r.method {
			return fmt.Sprintf("``%d", r.ordinal)
		}
		return fmt.Sprintf("`%d", r.ordinal)
	case r.kind == typeTarget:
		return b.constructedName(r.symbol, r.parts, arg, "{", "}", ",")
	}
	return b.unboundNamespace(r) + writtenName(r.parts, arg, "{", "}", ",")
}

// displayType writes a type the way the compiler names an explicit
// implementation after it (SymbolDisplayFormat.ExplicitInterfaceImplementationFormat):
// qualified where binding knows the type, System.Int32 rather than int (but
// nint and dynamic), Nullable<T> as T?, tuples as System.ValueTuple<...>,
// no nullable reference annotations: NS.IRepository<System.Int32?, T>.
func (b *Binder) displayType(sc *scope, t *syntax.TypeRef) string {
	switch t.Kind {
	case syntax.TypeArray:
		elem, ranks := arrayRun(t)
		var sb strings.Builder
		sb.WriteString(b.displayType(sc, elem))
		for _, r := range ranks {
			sb.WriteString("[" + strings.Repeat(",", r-1) + "]")
		}
		return sb.String()
	case syntax.TypePointer:
		return b.displayType(sc, t.Elem) + "*"
	case syntax.TypeRefOf:
		return b.displayType(sc, t.Elem)
	case syntax.TypeNullable:
		if b.nullableOfStruct(sc, t.Elem) {
			return b.displayType(sc, t.Elem) + "?"
		}
		return b.displayType(sc, t.Elem)
	case syntax.TypeTuple:
		elems := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = b.displayType(sc, e)
		}
		return "System.ValueTuple<" + tupleArgs(elems, "<", ">", ", ") + ">"
	case syntax.TypeFunctionPointer:
		return t.Parts[0].Name
	}
	if kw := t.Keyword(); kw != "" {
		switch kw {
		case "dynamic", "nint", "nuint":
			return kw
		}
		name, _ := syntax.PredefinedTypeName(kw)
		return name
	}
	arg := func(a *syntax.TypeRef, sc *scope) string { return b.displayType(sc, a) }
	r := b.resolveName(sc, t)
	switch {
	case r.whole != nil:
		return b.displayType(r.wholeScope, r.whole)
	case r.kind == typeTarget:
		return b.constructedName(r.symbol, r.parts, arg, "<", ">", ", ")
	}
	return b.unboundNamespace(r) + writtenName(r.parts, arg, "<", ">", ", ")
}

// constructedName writes a resolved type with its type arguments. The
// written segments supply them from the right; enclosing generic types that
// were not written take their own type parameters (we are inside them).
func (b *Binder) constructedName(id index.SymbolID, written []scopedPart, arg func(*syntax.TypeRef, *scope) string, open, close, sep string) string {
	var chain []index.SymbolID
	for c := id; c != index.NoSymbol && b.s.Sym(c).Kind.IsType(); c = b.s.Sym(c).Container {
		chain = append([]index.SymbolID{c}, chain...)
	}
	sym := b.s.Sym(chain[0])
	var sb strings.Builder
	if sym.Namespace != "" {
		sb.WriteString(sym.Namespace + ".")
	}
	for i, t := range chain {
		if i > 0 {
			sb.WriteByte('.')
		}
		ts := b.s.Sym(t)
		sb.WriteString(ts.Name)
		if ts.Arity == 0 {
			continue
		}
		args := make([]string, ts.Arity)
		wi := len(written) - (len(chain) - i)
		for j := range args {
			switch {
			case wi >= 0 && j < len(written[wi].Args):
				args[j] = arg(written[wi].Args[j], written[wi].sc)
			case open == "{":
				args[j] = fmt.Sprintf("`%d", b.outerArity(t)+j)
			default:
				if a, asc := b.constructionArg(written, t, j); a != nil {
					args[j] = arg(a, asc)
				} else {
					args[j] = b.s.Primary(t).TypeParams[j].Name
				}
			}
		}
		sb.WriteString(open + strings.Join(args, sep) + close)
	}
	return sb.String()
}

// constructionArg is the j-th type argument of enclosing generic type t
// when the name was read through a member of a construction of t
// (UniTask<T1>.Awaiter of task1.GetAwaiter()); nil when it was not.
func (b *Binder) constructionArg(written []scopedPart, t index.SymbolID, j int) (*syntax.TypeRef, *scope) {
	if len(written) == 0 || written[0].sc == nil || written[0].sc.sub == nil || !b.sameIdentity(written[0].sc.sub.t, t) {
		return nil, nil
	}
	return written[0].sc.sub.arg(j)
}

// unboundNamespace is the namespace, with its dot, that the compiler
// writes before a type written alone (or a generic one's nested type) that
// binds to nothing read: a well-known one's, else the one namespace not
// read that the using directives import; "" when neither says.
func (b *Binder) unboundNamespace(r binding) string {
	if r.kind != unresolved || len(r.parts) == 0 {
		return ""
	}
	// The first of several parts may name a namespace, unless it has type
	// arguments (ImmutableArray<string>.Builder): one around the code is
	// written whole (CodeAnalysis.Diagnostic in namespace Microsoft.App is
	// Microsoft.CodeAnalysis.Diagnostic).
	if first := r.parts[0]; len(r.parts) > 1 && len(first.Args) == 0 {
		return strings.TrimSuffix(r.firstNs, first.Name)
	}
	if ns, ok := b.wellKnownName(r.parts[0].sc, r.parts[0].NamePart); ok {
		return ns + "."
	}
	if ns, ok := b.unreadNamespace(r.parts[0].sc); ok {
		return ns + "."
	}
	if ns, ok := b.learnedNamespace(r.parts[0].sc, r.parts[0].NamePart); ok {
		return ns + "."
	}
	return ""
}

// writtenName writes an unresolved name as written (aliases replaced), with
// its arguments.
func writtenName(parts []scopedPart, arg func(*syntax.TypeRef, *scope) string, open, close, sep string) string {
	var sb strings.Builder
	for i, part := range parts {
		if i > 0 {
			sb.WriteByte('.')
		}
		sb.WriteString(part.Name)
		if len(part.Args) > 0 {
			args := make([]string, len(part.Args))
			for j, a := range part.Args {
				args[j] = arg(a, part.sc)
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
	r := b.resolveName(sc, t)
	switch {
	case r.whole != nil:
		return b.isValueType(r.wholeScope, r.whole)
	case r.kind == typeTarget:
		switch b.s.Sym(r.symbol).Kind {
		case syntax.KindStruct, syntax.KindEnum, syntax.KindRecordStruct:
			return true
		}
	case r.kind == typeParamTarget:
		return r.valueType
	case len(r.parts) == 1:
		known, _ := b.wellKnownType(r.parts[0].sc, r.parts[0].NamePart)
		return known.valueType
	}
	return false
}

// nullableOfStruct says whether T? written in a signature is a
// Nullable<T>: T is a value type, or a type not read taken for a struct.
func (b *Binder) nullableOfStruct(sc *scope, elem *syntax.TypeRef) bool {
	return b.isValueType(sc, elem) ||
		elem.Kind == syntax.TypeNamed && elem.Keyword() == "" && b.resolveName(sc, elem).kind == unresolved && b.structMeant(sc, elem)
}

// structMeant says whether S? of a type S not read is a Nullable<S>: a
// package's struct the tables know (Heck's Colorize(Color? color) of
// Unity's Color, with nullable reference types), else where the code has
// no nullable reference types, unless S is named as an interface is (Nez's
// MonoGame Rectangle? parameters).
func (b *Binder) structMeant(sc *scope, elem *syntax.TypeRef) bool {
	if valueType, ok := b.tableValueType(sc, elem); ok {
		return valueType
	}
	return !b.nullableReferences(sc) && !looksLikeInterface(elem)
}

// docIndex maps documentation IDs back to symbols, built on first use.
type docIndex struct {
	once      sync.Once
	ids       map[string][]index.SymbolID
	looseOnce sync.Once
	loose     map[string][]index.SymbolID // by looseDocID
}

// SymbolsByDocID returns the symbols whose documentation comment ID is doc,
// in symbol order (one per project that declares it; a linked file declares
// the same symbols in each project). The first call maps every symbol.
//
// Types the workspace does not declare are written as the source writes
// them (Guid) until assemblies are read, where the compiler writes
// System.Guid: when no ID is doc exactly, parameter types are compared
// without their qualifiers, and the answer counts only if one ID matches.
func (b *Binder) SymbolsByDocID(doc string) []index.SymbolID {
	x := &b.docIndex
	x.once.Do(func() {
		x.ids = make(map[string][]index.SymbolID, b.s.SymbolCount())
		for i := range b.s.SymbolCount() {
			id := index.SymbolID(i)
			doc := b.DocID(id)
			x.ids[doc] = append(x.ids[doc], id)
		}
	})
	if ids := x.ids[doc]; len(ids) > 0 || !strings.Contains(doc, "(") {
		return ids
	}
	x.looseOnce.Do(func() {
		x.loose = map[string][]index.SymbolID{}
		for doc, ids := range x.ids {
			if strings.Contains(doc, "(") {
				loose := looseDocID(doc)
				x.loose[loose] = append(x.loose[loose], ids...)
			}
		}
		for _, ids := range x.loose {
			slices.Sort(ids) // map order made them in no order
		}
	})
	ids := x.loose[looseDocID(doc)]
	for _, id := range ids {
		if b.DocID(id) != b.DocID(ids[0]) {
			return nil // overloads that differ only in qualifiers: no guess
		}
	}
	return ids
}

// looseDocID drops the qualifiers of the type names in a documentation ID's
// parameter list (and conversion type): M:NS.T.M(System.Guid,NS.Order)
// becomes M:NS.T.M(Guid,Order).
func looseDocID(doc string) string {
	open := strings.IndexByte(doc, '(')
	if open < 0 {
		return doc
	}
	var sb strings.Builder
	sb.WriteString(doc[:open])
	rest := doc[open:]
	for i := 0; i < len(rest); {
		j := i
		for j < len(rest) && (rest[j] == '_' || rest[j] >= 0x80 || unicode.IsLetter(rune(rest[j])) || unicode.IsDigit(rune(rest[j]))) {
			j++
		}
		switch {
		case j == i:
			sb.WriteByte(rest[i])
			i++
		case j < len(rest) && rest[j] == '.':
			i = j + 1 // a namespace or containing type
		default:
			sb.WriteString(rest[i:j])
			i = j
		}
	}
	return sb.String()
}

// paramsID is the parameter list of a method's documentation ID after
// its "(", each type by its full name however the code wrote it (Thickness
// and Microsoft.Maui.Thickness alike).
func (b *Binder) paramsID(m index.SymbolID) string {
	_, params, _ := strings.Cut(b.DocID(m), "(")
	return params
}

// signatureID is a member's documentation ID with the function pointer
// types it leaves out written after it: overloads that differ only there
// stay two (dotNext's Convert<TResult>() and Convert<TResult>(delegate*<T,
// TResult>)).
func (b *Binder) signatureID(m index.SymbolID) string {
	id := b.DocID(m)
	for _, p := range b.callParams(m) {
		if strings.HasPrefix(strings.TrimSpace(p.Type), "delegate*") {
			id += "|" + p.Type
		}
	}
	return id
}
