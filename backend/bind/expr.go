package bind

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// exprType is the type of an expression, as far as declarations tell it: a
// workspace type (with what its type parameters stand for), a type written
// somewhere (bound where it is written), a type name used for static access,
// or a namespace.
type exprType struct {
	sym    index.SymbolID
	sub    *substitution
	tr     *syntax.TypeRef // when sym is not known: the type as written, in sc
	sc     *scope
	static bool // the expression names a type: its static members
	// maybeNullable: S? of a type S not read where S? is taken for S (the
	// code has nullable reference types): S may still be a struct, whose
	// HasValue, Value and GetValueOrDefault are then Nullable<S>'s.
	maybeNullable bool
	ns            string // the expression names a namespace (isNS)
	isNS          bool
	elemOf        *exprType // a sequence whose element type is known but not written (LINQ's results; new[] { a, b } when array)
	array         bool
	task          *exprType  // a task from an assembly whose result type is known (FirstAsync on a known sequence)
	anon          int32      // an anonymous type: the new { ... } that makes it (0: none)
	tuple         *tupleType // the type of a tuple expression
	// outer: for a type nested in a generic type, that type with its type
	// arguments (Dictionary<string, Order> of a Dictionary<,>.ValueCollection).
	outer *exprType
}

var unknownType = exprType{sym: index.NoSymbol}

func (e exprType) known() bool {
	return e.sym != index.NoSymbol || e.tr != nil || e.isNS || e.elemOf != nil || e.anon > 0 || e.tuple != nil
}

// written makes the type of something declared as text in a scope.
func (r *resolver) written(sc *scope, text string) exprType {
	tr := syntax.ParseTypeRef(strings.TrimSpace(text))
	if tr == nil || sc == nil {
		return unknownType
	}
	return r.b.fromTypeRef(sc, tr)
}

// nullableReferences says whether code in a scope has nullable reference
// types (its project's <Nullable> enable, warnings or annotations, or its
// file's #nullable enable): T? of a class means something there.
func (b *Binder) nullableReferences(sc *scope) bool {
	if f := b.s.Files[sc.file].Syntax; f != nil && f.NullableEnabled {
		return true
	}
	info := b.s.Projects[sc.project].Info
	return info == nil || info.Nullable != "" && !strings.EqualFold(info.Nullable, "disable")
}

// isDynamic says whether a type is dynamic: its members are bound at run time.
func isDynamic(e exprType) bool { return e.tr != nil && e.tr.Keyword() == "dynamic" && !e.static }

func isValueKind(k syntax.Kind) bool {
	return k == syntax.KindStruct || k == syntax.KindRecordStruct || k == syntax.KindEnum
}

// conditionalInPattern is the ?: the grammar reads as the operand of an
// is-expression's last relational pattern, `x is var v and >= 0 ? v : F()`
// (NCrontab's) or `x is not null and >= 0 ? ...` (linq2db's), which C# reads as (x is var v and >= 0) ? v : F(): the whole
// has the branches' type; -1 for any other expression.
func (r *resolver) conditionalInPattern(n int32) int32 {
	p := r.t.Child(n, "pattern")
	// The grammar reads `not null and >= 0` as not (null and >= 0).
	for k := r.kind(p); k == "and_pattern" || k == "or_pattern" || k == "negated_pattern"; k = r.kind(p) {
		p = r.lastOperand(p)
	}
	if r.kind(p) != "relational_pattern" {
		return -1
	}
	for c := r.t.FirstChild(p); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "conditional_expression" {
			return c
		}
	}
	return -1
}

// fromTypeRef binds a written type: to the type it names, in the
// workspace or an assembly (int to System.Int32, T[] to System.Array).
func (b *Binder) fromTypeRef(sc *scope, tr *syntax.TypeRef) exprType {
	return b.boundType(sc, tr, 0)
}

// boundType is fromTypeRef having followed depth types written elsewhere
// that a name stands for (type arguments, aliases): substitutions that
// lead back to themselves stop, unknown (NCrontab's TryParse(field.Accumulate,
// null, e => e), a generic method group given where the call's own type
// parameters are being inferred, overflowed the stack).
func (b *Binder) boundType(sc *scope, tr *syntax.TypeRef, depth int) exprType {
	if tr == unknownElement {
		return unknownType
	}
	if tr.Kind == syntax.TypeRefOf && tr.Elem != nil {
		return b.boundType(sc, tr.Elem, depth) // a ref return is a variable of its type
	}
	if tr.Alias == anonymousAlias {
		creation, _ := strconv.Atoi(tr.Parts[0].Name)
		return exprType{sym: index.NoSymbol, anon: int32(creation)}
	}
	if tr.Kind == syntax.TypeNullable && tr.Elem != nil && tr.Elem.Kind == syntax.TypeNamed {
		elem := b.boundType(sc, tr.Elem, depth)
		// S? of a struct is Nullable<S> (Value, HasValue); T? of a class is T,
		// and so is T? of a type parameter not constrained to structs, even
		// when T stands for a struct.
		isParam, structOnly := b.scopeTypeParameter(sc, tr.Elem)
		if isParam && !structOnly {
			return elem
		}
		// S? of a type not read, where the code has no nullable reference
		// types, can only be a Nullable<S> (AvalonEdit's WPF FontWeight?: its
		// HasValue is Nullable's); not when S is named as an interface is.
		// A well-known struct's (ImageSharp's ReadOnlyMemory<Color>? where
		// the framework read lacks it) is one however it is written.
		unreadStruct := elem.sym == index.NoSymbol && elem.tr != nil && !isParam &&
			(b.structMeant(sc, tr.Elem) || b.isValueType(sc, tr.Elem))
		if k := elem.sym; k != index.NoSymbol && isValueKind(b.s.Sym(k).Kind) || structOnly || unreadStruct {
			if n := b.systemType(sc.project, "Nullable", 1); n != index.NoSymbol {
				return exprType{sym: n, sub: &substitution{t: n, args: []*syntax.TypeRef{tr.Elem}, sc: sc}, tr: tr, sc: sc}
			}
		}
		elem.maybeNullable = elem.sym == index.NoSymbol && elem.tr != nil && !isParam && !looksLikeInterface(tr.Elem)
		return elem
	}
	if tr.Kind == syntax.TypeNullable && tr.Elem != nil && tr.Elem.Kind == syntax.TypeTuple {
		if n := b.systemType(sc.project, "Nullable", 1); n != index.NoSymbol { // (A a, B b)? is a Nullable<ValueTuple<A, B>>
			return exprType{sym: n, sub: &substitution{t: n, args: []*syntax.TypeRef{tr.Elem}, sc: sc}, tr: tr, sc: sc}
		}
	}
	if tr.Kind == syntax.TypeNullable && tr.Elem != nil && tr.Elem.Kind == syntax.TypeArray {
		tr = tr.Elem // T[]? is T[]
	}
	if kw := tr.Keyword(); kw != "" {
		if full, ok := syntax.PredefinedTypeName(kw); ok {
			if id := b.systemType(sc.project, strings.TrimPrefix(full, "System."), 0); id != index.NoSymbol {
				return exprType{sym: id, tr: tr, sc: sc}
			}
		}
	}
	if tr.Kind == syntax.TypeArray {
		if id := b.systemType(sc.project, "Array", 0); id != index.NoSymbol {
			return exprType{sym: id, tr: tr, sc: sc, array: true}
		}
	}
	if tr.Kind == syntax.TypeNamed && tr.Keyword() == "" {
		bound := b.resolveName(sc, tr)
		switch {
		case bound.whole != nil:
			if depth >= maxAliasDepth {
				return unknownType
			}
			return b.boundType(bound.wholeScope, bound.whole, depth+1)
		case bound.kind == typeTarget:
			et := exprType{sym: bound.symbol, sub: b.substitutionOf(bound), tr: tr, sc: sc}
			outer := b.s.Sym(bound.symbol).Container
			switch n := len(tr.Parts); {
			case et.sub != nil:
			case n >= 2 && len(tr.Parts[n-2].Args) > 0 && b.s.Sym(outer).Arity == len(tr.Parts[n-2].Args):
				// Seq<Bird>.Generator: a type nested in a constructed generic type
				et.outer = &exprType{sym: outer, sub: &substitution{t: outer, args: tr.Parts[n-2].Args, sc: sc}}
			case sc.sub != nil && sc.sub.t == outer:
				// Generator, written in a member of Seq<T> read on a Seq<Bird>
				// (or on a type nested in it): the one of Seq<Bird>
				et.outer = &exprType{sym: outer, sub: sc.sub}
			case len(bound.parts) >= 2 && len(bound.parts[len(bound.parts)-2].Args) > 0 && b.s.Sym(outer).Arity == len(bound.parts[len(bound.parts)-2].Args):
				// Success, of a using static Result<Exception, Pokemon>: the
				// Success of Result<Exception, Pokemon> (dunet)
				op := bound.parts[len(bound.parts)-2]
				et.outer = &exprType{sym: outer, sub: &substitution{t: outer, args: op.Args, sc: op.sc}}
			}
			return et
		case bound.kind == typeParamTarget && len(bound.parts) == 1 && bound.parts[0].sc != sc:
			// A type argument that is a type parameter where it was written
			// (Holder<TProvider>.Instance in TestBase<TProvider>): read it
			// there, where its constraints are.
			return exprType{sym: index.NoSymbol, tr: &syntax.TypeRef{Kind: syntax.TypeNamed, Parts: []syntax.NamePart{bound.parts[0].NamePart}}, sc: bound.parts[0].sc}
		}
	}
	return exprType{sym: index.NoSymbol, tr: tr, sc: sc}
}

// uninferred says whether a type is a type parameter of a method other
// than the one around n, or an array of one: one a call's inference did
// not find (ids.Select(x => x.Unread).ToArray() is no TResult[]).
func (r *resolver) uninferred(t exprType, n int32) bool {
	if r.isArray(t) {
		return r.uninferred(r.arrayElement(t), n)
	}
	if !r.isTypeParameter(t) || r.openHere(t, n) {
		return false
	}
	_, method, ok := r.b.typeParameterOwner(t.sc, t.tr.Parts[0].Name)
	return ok && method
}

// mentionsUninferred says whether a type is or is built of a type
// parameter inference did not find (IEnumerable<TResult> of a Select whose
// lambda returns a type not read): C# would know the type, this does not.
func (r *resolver) mentionsUninferred(t exprType, n int32, depth int) bool {
	if depth > 3 {
		return false
	}
	if r.uninferred(t, n) { // an array of one too
		return true
	}
	if r.isArray(t) {
		return false
	}
	for i := range t.sub.len() {
		if arg, sc := t.sub.arg(i); arg != nil && r.mentionsUninferred(r.b.fromTypeRef(sc, arg), n, depth+1) {
			return true
		}
	}
	return false
}

// ofOpenContainer says whether an instance member's type is written with
// the type parameters of the generic type declaring it, which only a
// receiver's type gives.
func (r *resolver) ofOpenContainer(m index.SymbolID) bool {
	sym := r.b.s.Sym(m)
	return sym.Modifiers&syntax.ModStatic == 0 && sym.Container != index.NoSymbol && r.b.s.Sym(sym.Container).Arity > 0 &&
		r.mentionsTypeParameter(m, r.b.s.Primary(m).Type, true)
}

// memberType is the type of a field, property, event or method's return
// value, seen through the receiver's type arguments.
func (r *resolver) memberType(id index.SymbolID, recv exprType) exprType {
	return r.memberTypeCalled(id, recv, nil)
}

// memberTypeCalled is memberType for a call that writes the method's type
// arguments (Set<Customer>()): they stand for its type parameters.
func (r *resolver) memberTypeCalled(id index.SymbolID, recv exprType, methodArgs *substitution) exprType {
	sym := r.b.s.Sym(id)
	if methodArgs == nil && sym.Kind == syntax.KindProperty {
		methodArgs, _ = r.blockArguments(id, recv) // extension<T>(Box<T> b) { T Value }
	}
	if sym.Kind.IsType() {
		return exprType{sym: id, static: true}
	}
	d := r.b.s.Primary(id)
	text := d.Type
	if sym.Kind == syntax.KindField && sym.Modifiers&syntax.ModFixed != 0 && text != "" {
		text += "*" // fixed byte Id[20] is read as a byte* (LibGit2Sharp's new IntPtr(oid.Id))
	}
	if sym.Kind == syntax.KindEnumMember {
		return exprType{sym: sym.Container}
	}
	if sym.Kind == syntax.KindConstructor {
		return exprType{sym: sym.Container}
	}
	if text == "" {
		return unknownType
	}
	sc := r.memberScope(id, recv)
	sc.methodArgs = methodArgs
	return r.written(sc, text)
}

// writtenTypeArgs reads the type arguments a call writes on its method's
// name (Entity<Order> in modelBuilder.Entity<Order>(...)), nil when none.
func (r *resolver) writtenTypeArgs(fn int32) *substitution {
	name := r.calledName(fn)
	if r.kind(name) != "generic_name" {
		return nil
	}
	sc := r.scopeAt(name)
	if sc == nil {
		return nil
	}
	var args []*syntax.TypeRef
	for _, a := range r.typeArguments(name) {
		tr := syntax.ParseTypeRef(r.codeText(a))
		if tr == nil {
			return nil
		}
		args = append(args, tr)
	}
	if len(args) == 0 {
		return nil
	}
	return &substitution{args: args, sc: sc}
}

// typeArguments are the type arguments written on a generic name.
func (r *resolver) typeArguments(name int32) []int32 {
	var out []int32
	for c := r.t.FirstChild(name); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "type_argument_list" {
			for a := r.t.FirstChild(c); a >= 0; a = r.t.Nodes[a].Next {
				if r.isOperand(a) {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

// subFor finds what the type parameters of container stand for, seen from
// the receiver's type: container is the receiver's type or one of its
// bases (class R : IRepo<Order> gives IRepo's T = Order).
func (r *resolver) subFor(recv exprType, container index.SymbolID) *substitution {
	if recv.sym == index.NoSymbol {
		return nil
	}
	// The way up is found on the base lists bound once; only the entries
	// on it are bound again with the type arguments (a container that is
	// no base at all, an extension method's class, costs nothing).
	path := r.b.basePath(recv.sym, container)
	if path == nil {
		return nil
	}
	return r.outerArguments(twinOf(r.subAlong(recv, path), path[len(path)-1], container), recv.outer)
}

// subAlong is what the type parameters of the last type of a way up from
// the receiver's type stand for, as its base lists write them (see subFor).
func (r *resolver) subAlong(recv exprType, path []index.SymbolID) *substitution {
	sub := recv.sub
	for i, t := range path[:len(path)-1] {
		var next *substitution
		for _, e := range r.b.baseEntries(t, nil) {
			if e.Symbol == path[i+1] {
				next = r.b.baseArguments(t, e, sub)
				break
			}
		}
		if i == 0 {
			// The type around a nested one gives its base's type arguments
			// before they go further up (Dictionary<K, V>.KeyCollection's
			// ICollection<TKey> on the way to IEnumerable<T>).
			next = r.outerArguments(next, recv.outer)
		}
		sub = next
	}
	return sub
}

// twinOf is sub, found for found, given to container when found is the
// same type of another copy of its assembly.
func twinOf(sub *substitution, found, container index.SymbolID) *substitution {
	if sub == nil || found == container {
		return sub
	}
	twin := *sub
	twin.t = container
	return &twin
}

// wayUp is the way a breadth-first walk up bases (from: the type each was
// reached from) took to t, from its start.
func wayUp(from map[index.SymbolID]index.SymbolID, t index.SymbolID) []index.SymbolID {
	var path []index.SymbolID
	for ; t != index.NoSymbol; t = from[t] {
		path = append(path, t)
	}
	slices.Reverse(path)
	return path
}

// subsFor is subFor for each construction of container among the
// receiver's bases: a class may implement I<string> and I<int> (Cecil's
// RowEqualityComparer is three IEqualityComparer<Row<...>>).
func (r *resolver) subsFor(recv exprType, container index.SymbolID) []*substitution {
	if recv.sym == index.NoSymbol {
		return nil
	}
	if r.b.sameIdentity(recv.sym, container) {
		return []*substitution{r.subFor(recv, container)}
	}
	// Each construction of a base is walked up by itself: Handlers :
	// IHandle<Started>, IHandle<Stopped> reaches IAsyncHandle<Started> and
	// IAsyncHandle<Stopped> (EventStore).
	type level struct {
		t   index.SymbolID
		sub *substitution
	}
	var out []*substitution
	seen := map[string]bool{}
	queue := []level{{recv.sym, recv.sub}}
	for steps := 0; len(queue) > 0 && steps < 4*maxChain; steps++ {
		lv := queue[0]
		queue = queue[1:]
		for _, e := range r.b.baseEntries(lv.t, nil) {
			if e.Symbol == index.NoSymbol {
				continue
			}
			sub := r.b.baseArguments(lv.t, e, lv.sub)
			if lv.t == recv.sym {
				// The type around a nested one gives its base's type arguments
				// before they go further up (see subAlong).
				sub = r.outerArguments(sub, recv.outer)
			}
			if r.b.sameIdentity(e.Symbol, container) {
				out = append(out, r.outerArguments(twinOf(sub, e.Symbol, container), recv.outer))
				continue
			}
			if key := strconv.Itoa(int(e.Symbol)) + strings.Join(r.argumentsText(sub), ","); !seen[key] {
				seen[key] = true
				queue = append(queue, level{e.Symbol, sub})
			}
		}
	}
	return out
}

// argumentsText writes the type arguments a substitution gives.
func (r *resolver) argumentsText(sub *substitution) []string {
	var out []string
	for i := range sub.len() {
		if arg, sc := sub.arg(i); arg != nil {
			out = append(out, r.display(r.b.fromTypeRef(sc, arg)))
		}
	}
	return out
}

// basePath is the way from type t up its bases to container (or the same
// type of another copy of its assembly), both ends included, breadth
// first; nil when container is not among them.
func (b *Binder) basePath(t, container index.SymbolID) []index.SymbolID {
	from := map[index.SymbolID]index.SymbolID{t: index.NoSymbol}
	queue := []index.SymbolID{t}
	for len(queue) > 0 && len(from) < 4*maxChain {
		cur := queue[0]
		queue = queue[1:]
		if b.sameIdentity(cur, container) {
			return wayUp(from, cur)
		}
		for _, e := range b.baseEntries(cur, nil) {
			if _, seen := from[e.Symbol]; !seen && e.Symbol != index.NoSymbol {
				from[e.Symbol] = cur
				queue = append(queue, e.Symbol)
			}
		}
	}
	return nil
}

// display writes a type as C# shows it, "" when it is not known.
func (r *resolver) display(e exprType) string {
	switch {
	case e.tr != nil:
		ok := true
		return r.b.csharpType(e.sc, e.tr, &ok)
	case e.elemOf != nil:
		if elem := r.display(*e.elemOf); elem != "" && e.array {
			return elem + "[]"
		} else if elem != "" {
			return "IEnumerable<" + elem + ">"
		}
	case e.task != nil:
		if result := r.display(*e.task); result != "" {
			return "Task<" + result + ">"
		}
	case e.tuple != nil:
		parts := make([]string, len(e.tuple.elems))
		for i, el := range e.tuple.elems {
			parts[i] = strings.TrimSpace(r.display(el) + " " + e.tuple.names[i])
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case e.anon > 0: // as Roslyn shows it: <anonymous type: string Name, int Count>
		var props []string
		for _, id := range r.anonymousProperties(e.anon) {
			props = append(props, strings.TrimSpace(r.display(r.anonymousPropertyType(id))+" "+r.t.Text(id)))
		}
		return "<anonymous type: " + strings.Join(props, ", ") + ">"
	case e.sym != index.NoSymbol:
		sym := r.b.s.Sym(e.sym)
		open := strings.LastIndexByte(sym.FullName, '<')
		if e.sub == nil || e.sub.t != e.sym || sym.Arity == 0 || open < 0 {
			return sym.FullName
		}
		// A generic type with its type arguments: IGrouping<string, Line>.
		args := make([]string, sym.Arity)
		for i := range args {
			args[i] = "?"
			if tr, sc := e.sub.arg(i); tr != nil {
				ok := true
				args[i] = r.b.csharpType(sc, tr, &ok)
			}
		}
		return sym.FullName[:open] + "<" + strings.Join(args, ", ") + ">"
	}
	return ""
}

// typeOf works out the type of an expression node.
// Types are remembered per node for the body: resolving one name in a
// fluent chain of lambdas types the same expressions many times over. A
// node this resolver is typing counts as unknown (broken code can refer
// to itself), and a type worked out through such a cut is remembered for
// this question only: from another start it may come out whole.
func (r *resolver) typeOf(n int32) exprType {
	if n < 0 {
		return unknownType
	}
	if depth, ok := r.visiting[n]; ok {
		r.low = min(r.low, depth)
		return unknownType
	}
	memo := &r.body.memo
	memo.mu.Lock()
	et, ok := memo.types[n]
	memo.mu.Unlock()
	if ok {
		return et
	}
	if p, ok := r.provisional[n]; ok {
		// What is worked out from it depends on the same cut.
		if p.cut < 0 {
			r.low = -1
			return p.et
		}
		if depth, on := r.visiting[p.cut]; on {
			r.low = min(r.low, depth)
			return p.et
		}
		delete(r.provisional, n) // the node cut is typed now: work it out again
	}
	if r.visiting == nil {
		r.visiting = map[int32]int{}
	}
	depth, outer := len(r.visiting), r.low
	r.visiting[n], r.low = depth, math.MaxInt
	r.stack = append(r.stack, n)
	et = r.computeType(n)
	if r.endsNullConditional(n) {
		// x != y?.Count, read by the grammar as (x != y)?.Count: a bool, but
		// for a pattern's input (b && s?.Trim() is { } t tests s?.Trim()).
		bin := r.chainHead(n, "binary_expression")
		if op := r.t.Text(r.t.Child(bin, "operator")); bin >= 0 && (comparison[op] || op == "&&" || op == "||") && !r.tested(n) {
			et = r.written(r.scopeAt(n), "bool")
		} else if cast := r.chainCast(n); cast >= 0 { // (T)a?.M(), read by the grammar as ((T)a)?.M()
			et = r.written(r.scopeAt(n), r.codeText(r.t.Child(cast, "type")))
		} else {
			et = r.lifted(et)
			if await := r.chainHead(n, "await_expression"); await >= 0 { // await a?.M(), read as (await a)?.M()
				et = r.awaitedAt(et, await)
			}
		}
	}
	delete(r.visiting, n)
	r.stack = r.stack[:depth]
	if inner := r.low; inner < depth { // a node typed further out was cut: this type is provisional
		r.low = min(outer, inner)
		if r.provisional == nil {
			r.provisional = map[int32]provisionalType{}
		}
		cut := int32(-1)
		if inner >= 0 {
			cut = r.stack[inner]
		}
		r.provisional[n] = provisionalType{et, cut} // for this question only
		return et
	}
	r.low = outer
	memo.mu.Lock()
	if memo.types == nil {
		memo.types = map[int32]exprType{}
	}
	memo.types[n] = et
	memo.mu.Unlock()
	return et
}

func (r *resolver) computeType(n int32) exprType {
	t := r.t
	switch r.kind(n) {
	case "anonymous_object_creation_expression":
		return exprType{sym: index.NoSymbol, anon: n}
	case "binary_expression":
		return r.binaryType(n)
	case "tuple_expression":
		return r.tupleOf(n)
	case "assignment_expression": // x = v (and x += v) has x's type, _ = v v's, a ??= b of an int? an int
		left := t.Child(n, "left")
		typ := r.typeOf(left)
		switch {
		case t.Text(t.Child(n, "operator")) == "??=":
			return r.underlying(typ)
		case typ.known() || t.Text(left) != "_":
			return typ
		}
		return r.typeOf(t.Child(n, "right"))
	case "conditional_access_expression":
		// a?.B: the type of B on a's type (the binding may sit deeper: a?.B.C)
		recv := r.receiverType(n, r.chainStart(t.Child(n, "condition")))
		for c := t.FirstChild(n); c >= 0; c = t.Nodes[c].Next {
			switch r.kind(c) {
			case "member_binding_expression":
				name := t.Child(c, "name")
				if et, ok := r.tupleElementType(recv, name); ok {
					return et
				}
				res := r.memberOf(recv, name)
				if typ, ok := r.externalMemberType(res, recv, name); ok {
					return typ // as for a.B (options?.Value; VRCX's info?.Type is no System.Type)
				}
				return r.typeOfResolution(res, recv)
			case "element_binding_expression": // a?[i]
				return r.indexed(recv, true, c)
			}
		}
	case "conditional_expression": // c ? a : b: the branch type the other converts to (null or default takes the other's)
		a, b := r.typeOf(t.Child(n, "consequence")), r.typeOf(t.Child(n, "alternative"))
		unread := func(t exprType) bool {
			return t.sym == index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypeNamed && !t.static
		}
		if common, ok := r.commonType([]exprType{a, b}); ok || !unread(a) || !unread(b) || r.sameUnread(a, b, 0) {
			return r.agreedNames(common, []exprType{a, b})
		}
		// Two types not read, of other names: which converts to the other is
		// not known, but for a branch cast to its type, which the cast is
		// there to give the whole (EFCore.Projectables' cond ? maExpr :
		// (ExpressionSyntax)refNode; SecureFolderFS' b ? await
		// folder.GetFileByNameAsync(n) : (IFile)item).
		castA, castB := r.kind(r.unparenthesized(t.Child(n, "consequence"))) == "cast_expression", r.kind(r.unparenthesized(t.Child(n, "alternative"))) == "cast_expression"
		switch {
		case castA && !castB:
			return a
		case castB && !castA:
			return b
		}
		return unknownType
	case "query_expression": // from x in xs ... select e: a sequence of what its last clause makes
		if elem := r.continuationType(n, -1); elem.known() {
			if t, ok := r.ownQuery(n, elem); ok {
				return t
			}
			if t, ok := r.monadQuery(n, elem); ok {
				return t
			}
			return r.querySequence(n, elem)
		}
	case "with_expression": // x with { ... }: a copy of x (which may be the keyword this)
		return r.typeOf(t.FirstChild(n))
	case "declaration_expression": // f(a * b) read as a pointer declaration: a product
		if r.misreadProduct(n) {
			return r.operationType("*", r.t.FirstChild(t.Child(n, "type")), t.Child(n, "name"))
		}
		if ty := t.Child(n, "type"); ty >= 0 && r.kind(ty) != "implicit_type" { // out string s: a string
			return r.written(r.scopeAt(ty), r.codeText(ty))
		}
	case "switch_expression": // the best common type of its arms' values
		var arms []exprType
		for arm := t.FirstChild(n); arm >= 0; arm = t.Nodes[arm].Next {
			if r.kind(arm) == "switch_expression_arm" {
				arms = append(arms, r.typeOf(r.lastOperand(arm)))
			}
		}
		return r.bestCommonType(arms)
	case "postfix_unary_expression": // x! (and x++, of the same type)
		return r.typeOf(r.firstNamed(n))
	case "prefix_unary_expression":
		return r.prefixType(n)
	case "implicit_array_creation_expression":
		if init := r.firstNamedOfKind(n, "initializer_expression"); init >= 0 {
			rank := 1 // new[,] { { 1, 2.5 } }: the elements are in nested braces
			for c := r.t.FirstChild(n); c >= 0 && c != init; c = r.t.Nodes[c].Next {
				if r.kind(c) == "," {
					rank++
				}
			}
			elem := r.elementsType(init, rank)
			array := r.b.systemType(r.scopeAt(n).project, "Array", 0) // as a written T[] is: it converts to object
			switch {
			case rank > 1:
				if tr, sc := r.typeRefOf(elem); tr != nil {
					return exprType{sym: array, tr: &syntax.TypeRef{Kind: syntax.TypeArray, Elem: tr, Rank: rank}, sc: sc, array: true}
				}
			case elem.sym != index.NoSymbol || elem.tuple != nil || elem.anon > 0 || elem.tr != nil && !elem.static:
				// Also of a type not read: an array (BepInEx's new[] { key }.Concat(modifiers) of Unity's KeyCode).
				return exprType{sym: array, elemOf: &elem, array: true}
			}
		}
	case "parenthesized_expression", "checked_expression", "ref_expression":
		if c := r.firstNamed(n); c >= 0 {
			return r.typeOf(c)
		}
	case "this_expression", "this":
		if t := r.enclosingType(n); t != index.NoSymbol {
			return r.instanceType(t, n)
		}
	case "base_expression", "base":
		if t := r.enclosingType(n); t != index.NoSymbol {
			base, sub := r.b.baseClassOf(t, nil)
			if base != index.NoSymbol && base != r.b.implicitBase(t) {
				return exprType{sym: base, sub: sub}
			}
			// A base outside the workspace: the one the base list names
			// (MauiPlot : SKCanvasView, not read), else object.
			for _, e := range r.b.DirectBases(t) {
				if !e.Interface {
					return r.written(r.b.baseScope(t, r.b.s.Sym(t).Decls[0], nil), e.Text)
				}
			}
			if base != index.NoSymbol {
				return exprType{sym: base}
			}
			return r.written(r.scopeAt(n), "object")
		}
	case "identifier":
		res := r.simpleName(n)
		if res.Kind == TargetExternal && t.Text(n) == "_" {
			return unknownType // a discard (out _): of whatever type it is given
		}
		if res.Kind == TargetExternal && res.Role == RoleRead {
			if et, ok := r.typedAsNamed(n); ok {
				return et
			}
		}
		if owner, ok := r.subpatternOwner(n); ok {
			return r.typeOfResolution(res, r.receiverOf(owner, res))
		}
		if res.Kind == TargetLocal && res.Local.Kind == "typeParameter" {
			// T.Create(): the static members of T's constraints (C# 11 static abstract members)
			return exprType{sym: index.NoSymbol, tr: &syntax.TypeRef{Kind: syntax.TypeNamed, Parts: []syntax.NamePart{{Name: res.Local.Name}}}, sc: r.scopeAt(n), static: true}
		}
		if res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind.IsType() && r.b.s.Sym(res.Symbol).Arity > 0 {
			// An alias of a constructed type, VB for VertexBuilder<int,
			// string, long>, before a dot: the type with its arguments (SharpGLTF)
			if et := r.written(r.scopeAt(n), t.Text(n)); et.known() && et.sub != nil {
				et.static = true
				return et
			}
		}
		return r.typeOfResolution(res, r.implicitReceiver(n, res))
	case "generic_name": // Result<Order> before a dot: the type, with its arguments
		res := r.simpleName(r.nameToken(n))
		if res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind.IsType() || res.Kind == TargetExternal {
			et := r.written(r.scopeAt(n), r.codeText(n))
			et.static = true
			return et
		}
	case "member_access_expression":
		return r.memberAccessType(n)
	case "invocation_expression":
		fn := t.Child(n, "function")
		switch r.kind(fn) {
		case "postfix_unary_expression", "parenthesized_expression", "element_access_expression", "invocation_expression":
			return r.invoked(r.typeOf(fn)) // f!(x), (f)(x), fs[i](x), f()(x): a delegate value, called
		}
		receiver := r.receiverExpr(fn)
		if recv := r.typeOf(receiver); isDynamic(recv) {
			return recv // a dynamic call
		}
		res := r.resolveCallee(fn)
		if arg := r.dynamicArgument(n); arg.tr != nil && !(res.Kind == TargetLocal && res.Local.Kind == "localFunction") {
			// A dynamic argument binds the call at run time: its value is
			// dynamic (the Bot Framework's EndDialogWithResultAsync(dc, r,
			// traceInfo).ConfigureAwait(false) of a dynamic traceInfo), but
			// for a local function's (C# 13).
			return arg
		}
		if r.kind(fn) == "identifier" && r.t.Text(fn) == "nameof" && res.Kind != TargetSymbol && res.Kind != TargetLocal {
			return r.written(r.scopeAt(n), "string") // the nameof operator
		}
		recv := r.implicitReceiver(fn, res)
		if receiver >= 0 {
			recv = r.receiverOf(r.receiverType(fn, receiver), res)
		}
		if res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind != syntax.KindMethod {
			if _, _, ok := r.tupleElements(r.receiverType(fn, receiver)); ok && receiver >= 0 {
				return r.invoked(r.typeOf(fn)) // a tuple's element, of the type the tuple gives it: state.callback(context)
			}
			return r.invoked(r.memberType(res.Symbol, recv)) // a field or property of a delegate type, called
		}
		if res.Kind == TargetSymbol {
			if r.numericGuess(res.Candidates) {
				return unknownType // Math.Min(a, b) of values not known: a byte only by declaration order
			}
			if receiver >= 0 && !recv.known() && r.ofOpenContainer(res.Symbol) {
				return unknownType // a guess's Task<TResult>.ConfigureAwait(false) on a value not known: of no TResult known
			}
			methodArgs := r.writtenTypeArgs(fn)
			if methodArgs == nil {
				methodArgs = r.inferTypeArgs(res.Symbol, n, recv, -1)
			}
			return r.memberTypeCalled(res.Symbol, recv, methodArgs)
		}
		if res.Kind == TargetLocal && res.Local.Kind == "localFunction" {
			if stmt := r.parent(res.Local.Node); r.kind(stmt) == "local_function_statement" {
				if ty := t.Child(stmt, "type"); ty >= 0 {
					sc := *r.scopeAt(ty)
					if sc.methodArgs = r.writtenTypeArgs(fn); sc.methodArgs == nil {
						sc.methodArgs = r.inferLocalTypeArgs(stmt, n, -1)
					}
					return r.written(&sc, r.codeText(ty))
				}
			}
		}
		if res.Kind == TargetLocal {
			return r.invoked(r.localType(res.Local)) // a local or parameter of a delegate type, called
		}
		if res.Kind == TargetExternal && r.sameReturns(res.Candidates) && r.b.s.External(res.Candidates[0]) && r.arity(r.calledName(fn)) == r.b.callArity(res.Candidates[0]) &&
			(r.someTakeCount(res.Candidates, fn) || r.newerListed(recv, r.t.Text(r.nameToken(r.calledName(fn))))) {
			// An overload of a newer version of the assembly: its siblings
			// all return the same type (string.Contains, a bool). Not when
			// it is generic and they are not: Enum.GetValues<E>() gives an
			// E[], Enum.GetValues(Type) an Array; nor when none takes as
			// many arguments and newerOverloads does not list the method:
			// .NET's Socket.ConnectAsync(endPoint, token) gives a
			// ValueTask, Mono's ConnectAsync(args) a bool.
			return r.memberTypeCalled(res.Candidates[0], recv, nil)
		}
		if res.Kind == TargetNone && len(res.Candidates) > 1 && r.sameReturns(res.Candidates) && !slices.ContainsFunc(res.Candidates, func(m index.SymbolID) bool {
			return r.b.s.External(m) || !isExtension(r.b.callParams(m))
		}) {
			// Extension methods of the code (several) the receiver's type would
			// choose among, which all return one type: the call gives it (OData's
			// HttpContext.Request.ODataFeature().RouteName, of this
			// HttpRequest and this HttpContext alike).
			first := r.memberTypeCalled(res.Candidates[0], unknownType, nil)
			if first.known() && !slices.ContainsFunc(res.Candidates[1:], func(m index.SymbolID) bool {
				return !r.identical(r.memberTypeCalled(m, unknownType, nil), first)
			}) {
				return first
			}
		}
		if receiver >= 0 && res.Kind != TargetSymbol {
			if typ, ok := r.objectMemberResult(fn); ok {
				return r.written(r.scopeAt(n), typ)
			}
		}
		if res.Kind == TargetExternal {
			if typ, ok := r.packageCallType(fn); ok {
				return typ
			}
			if typ, ok := r.packageResultType(recv, fn); ok {
				return typ
			}
			if receiver >= 0 {
				if typ, ok := r.packageMethodType(recv, fn); ok {
					return typ
				}
			}
			if typ, ok := r.requestResponse(fn, n); ok {
				return typ
			}
			if receiver >= 0 && r.numberToTimeSpan(recv, fn, n) {
				return r.written(r.scopeAt(n), "global::System.TimeSpan")
			}
			if typ, ok := r.firstArgumentElement(n, false); ok {
				return typ
			}
			if r.newerReturnsReceiver(recv, fn) {
				return recv // task.WaitAsync(token): the same Task or Task<T>
			}
			if receiver >= 0 {
				if t, ok := r.newerOverloadType(recv, fn); ok {
					return t
				}
			}
			if receiver >= 0 && !recv.static && recv.known() && receiverCalls[r.t.Text(r.nameToken(r.calledName(fn)))] {
				return recv
			}
		}
		if res.Kind == TargetExternal && receiver >= 0 {
			return r.collectionCall(recv, fn)
		}
	case "object_creation_expression", "cast_expression", "default_expression", "array_creation_expression":
		if ty := t.Child(n, "type"); ty >= 0 {
			et := r.written(r.scopeAt(n), withoutSizes(r.codeText(ty)))
			if et.sym != index.NoSymbol && !et.array && r.b.staticMisplaced(et.sc, et.sym) {
				return exprType{sym: index.NoSymbol, tr: et.tr, sc: et.sc} // a type of a package's (see staticMisplaced)
			}
			return et
		}
	case "stackalloc_expression": // a Span<T> (a T* only where a pointer takes it, in unsafe code)
		if ty := t.Child(n, "type"); ty >= 0 {
			if elem, ok := strings.CutSuffix(withoutSizes(r.codeText(ty)), "[]"); ok {
				return r.written(r.scopeAt(n), "global::System.Span<"+elem+">")
			}
		}
	case "implicit_stackalloc_expression": // stackalloc[] { a, b }: a Span of their type
		if init := r.firstNamedOfKind(n, "initializer_expression"); init >= 0 {
			span := r.b.systemType(r.scopeAt(n).project, "Span", 1)
			if et, ok := r.constructedOf(span, r.elementsType(init, 1)); ok {
				return et
			}
		}
	case "as_expression":
		if ty := t.Child(n, "right"); ty >= 0 {
			return r.written(r.scopeAt(n), r.codeText(ty))
		}
	case "await_expression":
		awaited := r.typeOf(r.firstNamed(n))
		if isDynamic(awaited) {
			return awaited // awaiting a dynamic value is bound at run time: dynamic (Stubble's await stubble.RenderAsync(..., data.Data))
		}
		return r.awaitedAt(awaited, n)
	case "element_access_expression":
		recv := r.typeOf(t.Child(n, "expression"))
		if isDynamic(recv) {
			return recv // d.Parts[0] is bound at run time too
		}
		if r.rangeIndexed(n) {
			return r.sliced(recv)
		}
		if et := r.indexed(recv, true, n); et.known() {
			return et
		}
		return r.unreadListElement(recv, n)
	case "string_literal", "verbatim_string_literal", "raw_string_literal", "interpolated_string_expression":
		if text := t.Text(n); strings.HasSuffix(text, "u8") || strings.HasSuffix(text, "U8") {
			return r.written(r.scopeAt(n), "global::System.ReadOnlySpan<byte>") // "..."u8, UTF-8 bytes
		}
		return r.written(r.scopeAt(n), "string")
	case "integer_literal", "real_literal":
		return r.written(r.scopeAt(n), literalType(r.kind(n), r.t.Text(n)))
	case "range_expression":
		return r.written(r.scopeAt(n), "global::System.Range") // i.., a..b: a Range, whatever its ends
	case "boolean_literal", "is_expression", "is_pattern_expression":
		if c := r.conditionalInPattern(n); c >= 0 {
			return r.typeOf(c)
		}
		return r.written(r.scopeAt(n), "bool")
	case "character_literal":
		return r.written(r.scopeAt(n), "char")
	case "implicit_object_creation_expression":
		return r.underlying(r.targetType(n)) // new() for an S? makes an S (dotNext's EmptyClusterConfiguration?)
	case "collection_expression":
		return r.targetType(n)
	case "typeof_expression":
		return r.written(r.scopeAt(n), "global::System.Type")
	case "sizeof_expression":
		return r.written(r.scopeAt(n), "int")
	case "predefined_type":
		et := r.written(r.scopeAt(n), t.Text(n))
		et.static = true
		return et
	case "qualified_name", "alias_qualified_name":
		if r.misreadOperand(n) { // a.x of f(a.x * b): a member's value
			recv := r.typeOf(r.t.Child(n, "qualifier"))
			return r.typeOfResolution(r.memberOf(recv, r.t.Child(n, "name")), recv)
		}
		res := r.bindTypeNode(n, n)
		return r.typeOfResolution(res, unknownType)
	}
	return unknownType
}

// elementsType is the best common type of the elements of an implicitly
// typed array's initializer of rank rank (new[] { 1, 2.5 } holds doubles,
// new[,] { { 1, 2.5 } } too), each type weighed once.
func (r *resolver) elementsType(init int32, rank int) exprType {
	var types []exprType
	seen := map[string]bool{}
	var collect func(init int32, rank int)
	collect = func(init int32, rank int) {
		for c := r.t.FirstChild(init); c >= 0; c = r.t.Nodes[c].Next {
			switch {
			case rank > 1 && r.kind(c) == "initializer_expression":
				collect(c, rank-1) // a row of a multi-dimensional array
			case !r.isOperand(c):
			default:
				if t := r.typeOf(c); t.known() {
					if key := r.display(t); !seen[key] {
						seen[key] = true
						types = append(types, t)
					}
				}
			}
		}
	}
	collect(init, rank)
	return r.bestCommonType(types)
}

// bestCommonType is the type of the known ones that all the others
// convert to (a base class over the class derived from it, long over
// int, uint? over uint, ReadOnlySpan<char> over string), else the first
// known one: the type of c ? a : b and of a switch
// expression. Those with no type of their own (null, default, throw) do
// not count.
func (r *resolver) bestCommonType(types []exprType) exprType {
	t, _ := r.commonType(types)
	return r.agreedNames(t, types)
}

// agreedNames is t, a tuple type, without the element names the tuples
// among types do not all give, as C#'s best common type drops them:
// new[] { ("x", E.A), ("y", E.B) } is a (string, E)[] (neo-devpack's
// tests).
func (r *resolver) agreedNames(t exprType, types []exprType) exprType {
	_, names, ok := r.tupleElements(t)
	if !ok || !slices.ContainsFunc(names, func(n string) bool { return n != "" }) {
		return t
	}
	kept := slices.Clone(names)
	for _, o := range types {
		if _, other, ok := r.tupleElements(o); ok && len(other) == len(kept) {
			for i := range kept {
				if other[i] != kept[i] {
					kept[i] = ""
				}
			}
		}
	}
	switch {
	case slices.Equal(kept, names):
	case t.tuple != nil:
		tt := *t.tuple
		tt.names = kept
		t.tuple = &tt
	case t.tr != nil && t.tr.Kind == syntax.TypeTuple:
		tr := *t.tr
		tr.Names = kept
		t.tr = &tr
	}
	return t
}

// commonType is bestCommonType, saying whether the others convert to the
// type (false for the first known one of types none of which the others
// convert to: a char and a string).
func (r *resolver) commonType(types []exprType) (exprType, bool) {
	// A tuple with an element of no type (null) is looked at last: the
	// others' elements give it one ((s, null) and (s, s) are (string, string)).
	if slices.ContainsFunc(types, r.untypedElement) {
		types = slices.Clone(types)
		slices.SortStableFunc(types, func(a, b exprType) int { return cmpBool(r.untypedElement(a), r.untypedElement(b)) })
	}
	first := unknownType
	for _, c := range types {
		if !c.known() {
			continue
		}
		if !first.known() {
			first = c
		}
		inner := r.underlying(c) // a uint goes to a uint? through uint
		if !slices.ContainsFunc(types, func(o exprType) bool {
			return o.known() && !r.sameType(o, c) && !r.numericConverts(o, c) && !r.spanConverts(o, c) && !r.implicitOperator(o, c) &&
				(inner.sym == c.sym || !r.sameType(o, inner) && !r.numericConverts(o, inner))
		}) {
			return c, true
		}
	}
	return first, false
}

// untypedElement says whether a type is a tuple with an element of no type.
func (r *resolver) untypedElement(t exprType) bool {
	elems, _, ok := r.tupleElements(t)
	return ok && slices.ContainsFunc(elems, func(e exprType) bool { return !e.known() })
}

func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// untypedConditional is, for c ? a : b whose branches have types neither
// of which converts to the other, or a branch a collection expression (of
// no type), its branches: C# 9 then gives it the type it is converted to,
// where both convert.
func (r *resolver) untypedConditional(n int32) (a, b int32, ok bool) {
	if r.kind(n) != "conditional_expression" {
		return -1, -1, false
	}
	a, b = r.t.Child(n, "consequence"), r.t.Child(n, "alternative")
	if r.kind(a) == "collection_expression" || r.kind(b) == "collection_expression" {
		return a, b, true // one has no type: b ? [] : [x] goes where both do (YARP's AssertContainProxyStages)
	}
	ta, tb := r.typeOf(a), r.typeOf(b)
	if ta.sym == index.NoSymbol || tb.sym == index.NoSymbol || isDynamic(ta) || isDynamic(tb) {
		return -1, -1, false
	}
	_, common := r.commonType([]exprType{ta, tb})
	return a, b, !common
}

// nameToken is the identifier of a simple or generic name.
func (r *resolver) nameToken(n int32) int32 {
	if r.kind(n) == "generic_name" {
		if c := r.t.FirstChild(n); c >= 0 {
			return c
		}
	}
	return n
}

// firstNamed is a node's first named child that is not a comment.
func (r *resolver) firstNamed(n int32) int32 {
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.isOperand(c) {
			return c
		}
	}
	return -1
}

// someTakeCount says whether one of methods takes as many arguments as
// the call fn writes.
func (r *resolver) someTakeCount(ms []index.SymbolID, fn int32) bool {
	args, _ := r.callArguments(r.calledName(fn))
	return slices.ContainsFunc(ms, func(m index.SymbolID) bool { return takesArguments(r.b.callParams(m), len(args)) })
}

// sameReturns says whether methods, none generic, all declare one return type.
func (r *resolver) sameReturns(ms []index.SymbolID) bool {
	if len(ms) == 0 {
		return false
	}
	want := r.b.s.Primary(ms[0]).Type
	return !slices.ContainsFunc(ms, func(m index.SymbolID) bool {
		d := r.b.s.Primary(m)
		return r.b.s.Sym(m).Kind != syntax.KindMethod || len(d.TypeParams) > 0 || d.Type != want
	})
}

// numericGuess says whether a call was left among overloads that return
// different numeric types (Math.Min's byte, int, double ...), nullable or
// not, or one its own type parameter (Max's TResult beside its int and
// double): the first is a guess that would make the calls around it look
// certain.
func (r *resolver) numericGuess(candidates []index.SymbolID) bool {
	if len(candidates) < 2 {
		return false
	}
	seen := map[string]bool{}
	for _, m := range candidates {
		d := r.b.s.Primary(m)
		returned := r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), d.Type)
		name := r.fullName(r.underlying(returned)) // int? too
		switch {
		case r.ownTypeParameter(m, returned):
			name = "TResult"
		case numericRank[name] == 0:
			return false
		}
		seen[name] = true
	}
	return len(seen) > 1
}

// isOperand says whether a child is part of the code: named, and not a
// comment or directive.
func (r *resolver) isOperand(c int32) bool {
	f := r.t.Nodes[c].Flags
	return f&syntax.Named != 0 && f&syntax.Extra == 0 || r.kind(c) == "this" // the grammar leaves this unnamed
}

// targetType is the type an expression is converted to where it stands,
// what target-typed new() and collection expressions take: the declared
// type of a variable, property or parameter it initializes or is passed
// to, the left side of an assignment, the return type of the member it is
// returned from, a collection's element type.
func (r *resolver) targetType(n int32) exprType {
	p := r.parent(n)
	switch r.kind(p) {
	case "parenthesized_expression", "conditional_expression", "expression_element", "collection_element", "spread_element":
		if r.kind(p) != "conditional_expression" {
			return r.targetType(p)
		}
		if r.t.Child(p, "condition") == n {
			return unknownType
		}
		if t := r.targetType(p); t.known() {
			return t
		}
		// No target: the conditional's natural type, the other branch's
		// (Whisper.net's var d = empty ? Downloader.Default : new(new() { ... })).
		other := r.t.Child(p, "consequence")
		if other == n {
			other = r.t.Child(p, "alternative")
		}
		return r.typeOf(other)
	case "collection_expression":
		t := r.targetType(p)
		if elem := r.firstNamed(n); r.kind(elem) == "expression_element" {
			if at := r.collectionAddTarget(t, r.firstNamed(elem)); at.known() {
				return at
			}
		}
		return r.elementOf(t)
	case "switch_expression_arm": // an arm's value converts to the switch expression's target type
		if r.lastOperand(p) == n {
			return r.targetType(r.parent(p))
		}
	case "initializer_expression":
		owner := r.parent(p)
		if r.kind(owner) == "initializer_expression" {
			// { key, x => ... } in a collection initializer: Add(key, value)'s parameter
			if coll := r.parent(owner); r.kind(coll) == "object_creation_expression" || r.kind(coll) == "implicit_object_creation_expression" {
				return r.addParameterAt(r.typeOf(coll), p, n)
			}
		}
		switch r.kind(owner) {
		case "object_creation_expression", "implicit_object_creation_expression":
			if isLambda(r.kind(n)) { // new C { x => ... }: the delegate C's Add takes
				if pt := r.addParameter(r.typeOf(owner)); pt.known() {
					return pt
				}
			}
			return r.elementOf(r.typeOf(owner))
		case "array_creation_expression":
			return r.elementOf(r.typeOf(owner))
		case "variable_declarator": // T[] a = { ... }
			return r.elementOf(r.targetType(p))
		case "assignment_expression": // new C { Items = { new() { ... } } }: what C's Items adds (Npgsql's BatchCommands)
			if r.t.Child(owner, "right") == p {
				t := r.targetType(p)
				if at := r.collectionAddTarget(t, n); at.known() {
					return at
				}
				return r.elementOf(t)
			}
		}
	case "cast_expression": // (Func<Doc, int>)(d => d.X): the type cast to
		if ty := r.t.Child(p, "type"); ty >= 0 && r.t.Child(p, "value") == n {
			return r.written(r.scopeAt(ty), r.codeText(ty))
		}
	case "with_initializer": // x with { Name = value }: Name's type
		if name := r.firstNamed(p); name != n {
			recv := r.typeOf(r.t.FirstChild(r.parent(p)))
			return r.typeOfResolution(r.memberOf(recv, name), recv)
		}
	case "lambda_expression", "parenthesized_lambda_expression": // x => value: what the delegate returns
		if r.t.Child(p, "body") == n {
			return r.lambdaReturnTarget(p)
		}
	case "variable_declarator":
		if vd := r.parent(p); r.kind(vd) == "variable_declaration" {
			if ty := r.t.Child(vd, "type"); ty >= 0 && r.kind(ty) != "implicit_type" {
				return r.written(r.scopeAt(ty), r.codeText(ty))
			}
		}
	case "assignment_expression":
		if r.t.Child(p, "right") != n {
			return unknownType
		}
		left := r.t.Child(p, "left")
		if init := r.parent(p); r.setsMembers(init) {
			on, _ := r.initializedType(init)
			switch r.kind(left) {
			case "identifier": // new C { Name = value }: the member of C's type it sets
				return r.typeOfResolution(r.initializedMember(left, init), on)
			case "element_binding_expression": // new C { [key] = value }: C's indexer
				return r.indexed(on, true, left)
			}
		}
		return r.typeOf(left)
	case "argument":
		if tuple := r.parent(p); r.kind(tuple) == "tuple_expression" { // (new(), 1): the tuple element's type
			t, _ := r.tupleElementTarget(p, tuple)
			return t
		}
		if creation := r.parent(r.parent(p)); r.kind(creation) == "implicit_object_creation_expression" {
			// new(name, x => ...) for a (string, Func<T, R>)?: ValueTuple's
			// constructor takes the elements (Cosmos DB's openTelemetry: new (...)).
			if t, ok := r.tupleElementTarget(p, creation); ok {
				return t
			}
		}
		return r.parameterTypeOfArgument(p)
	case "binary_expression":
		// a ?? new(): the type of a (not the whole's: that is the right side's when a's is unknown)
		if r.t.Text(r.t.Child(p, "operator")) == "??" && r.t.Child(p, "right") == n {
			if left := r.typeOf(r.t.Child(p, "left")); left.known() {
				return r.underlying(left)
			}
			return r.targetType(p)
		}
		if isLambda(r.kind(r.unparenthesized(n))) {
			if t := r.operandTarget(n, p); t.known() {
				return t // a lambda operand of a user-defined operator (LanguageExt's ma >> (x => f(x)))
			}
			return r.combinedDelegate(n, p)
		}
	case "property_declaration", "return_statement", "arrow_expression_clause":
		t, async := r.returnTarget(p)
		if async && t.known() {
			return r.awaited(t) // an async method's Task<T> takes what it returns as a T
		}
		return t
	case "yield_statement": // yield return x: an element of what the iterator returns
		if t, async := r.returnTarget(p); t.known() && async {
			return r.asyncElementOf(t)
		} else if t.known() {
			return r.elementOf(t)
		}
	}
	return unknownType
}

// returnTarget is the type the member or local function a return statement
// or expression body at n returns from declares, and whether that is async;
// in a lambda, what its delegate returns (an async one's already awaited).
func (r *resolver) returnTarget(n int32) (t exprType, async bool) {
	for q := n; q >= 0; q = r.parent(q) {
		k := r.kind(q)
		if k == "local_function_statement" { // what it returns converts to its declared type
			if ty := r.t.Child(q, "type"); ty >= 0 {
				return r.written(r.scopeAt(ty), r.codeText(ty)), r.isAsync(q)
			}
			return unknownType, false
		}
		if isLambda(k) {
			return r.lambdaReturnTarget(q), false
		}
		if memberDecls[k] {
			if id, _, ok := r.enclosingDecl(q); ok && id != index.NoSymbol {
				return r.memberType(id, unknownType), r.b.s.Sym(id).Modifiers&syntax.ModAsync != 0
			}
			return unknownType, false
		}
	}
	return unknownType, false
}

// lambdaReturnTarget is the type what a lambda returns converts to: the
// result of the delegate it converts to (T of an async one's Task<T>).
func (r *resolver) lambdaReturnTarget(lambda int32) exprType {
	sig, ok := r.delegateOf(r.targetType(lambda))
	if !ok || sig.void {
		return unknownType
	}
	if r.isAsync(lambda) && sig.result.known() {
		return r.awaited(sig.result)
	}
	return sig.result
}

// withoutSizes writes an array creation's type as a type: new T[n, m][]
// makes a T[,][].
func withoutSizes(text string) string {
	if !strings.Contains(text, "[") {
		return text
	}
	var b strings.Builder
	depth, parens := 0, 0 // parens: inside a size's own parentheses, F(a, b)
	for _, c := range text {
		switch {
		case depth > 0 && (c == '(' || c == '{'):
			parens++
		case depth > 0 && (c == ')' || c == '}'):
			parens--
		case c == '[':
			depth++
			if depth == 1 {
				b.WriteRune(c)
			}
		case c == ']':
			if depth == 1 {
				b.WriteRune(c)
			}
			depth--
		case depth == 0 || depth == 1 && parens == 0 && c == ',':
			b.WriteRune(c)
		}
	}
	return b.String()
}

// literalType is the type C# gives a numeric literal: by its suffix, and
// for an integer the first of int, uint, long and ulong that its suffix
// allows and that holds its value (3000000000 is a uint).
func literalType(kind, text string) string {
	text = strings.ToLower(text)
	if kind == "real_literal" {
		switch text[len(text)-1] {
		case 'f':
			return "float"
		case 'm':
			return "decimal"
		}
		return "double"
	}
	base := 10
	switch {
	case strings.HasPrefix(text, "0x"):
		text, base = text[2:], 16 // the digits of 0xF are not a suffix
	case strings.HasPrefix(text, "0b"):
		text, base = text[2:], 2
	}
	digits := strings.TrimRight(text, "ul")
	suffix := text[len(digits):]
	value, err := strconv.ParseUint(strings.ReplaceAll(digits, "_", ""), base, 64)
	if err != nil {
		value = math.MaxUint64
	}
	// The first of the types its suffix allows that holds the value.
	switch {
	case suffix == "ul" || suffix == "lu" || value > math.MaxInt64:
		return "ulong"
	case suffix == "l" || value > math.MaxUint32 && suffix == "":
		return "long"
	case suffix == "u" && value > math.MaxUint32:
		return "ulong"
	case suffix == "u" || value > math.MaxInt32:
		return "uint"
	}
	return "int"
}

// objectMemberResult is what a call of one of object's methods on a value
// of a type not known gives: every type has them (x.ToString() is a
// string, ToString(format) too by convention, x.GetType() a Type); and
// of string's methods no other type is known to name so (LethalLevelLoader's
// enemy.enemyName.ToLower().Contains(name) of the game's string).
func (r *resolver) objectMemberResult(fn int32) (string, bool) {
	args, _ := r.callArguments(r.calledName(fn))
	switch name := r.t.Text(r.nameToken(r.calledName(fn))); {
	case name == "ToString", len(args) == 0 && (name == "ToLower" || name == "ToUpper" || name == "ToLowerInvariant" || name == "ToUpperInvariant"):
		return "string", true
	case name == "GetHashCode" && len(args) == 0:
		return "int", true
	case name == "GetType" && len(args) == 0:
		return "global::System.Type", true
	case name == "Equals" && len(args) == 1:
		return "bool", true
	}
	return "", false
}

// endsNullConditional says whether n is a null-conditional chain, whole:
// a?.B, a?.B.C, a?.B.M(), a?[i] ..., with nothing after it that goes on
// with the chain (in a?.B.C, a?.B is not whole).
func (r *resolver) endsNullConditional(n int32) bool {
	if p := r.parent(n); p >= 0 && r.chainedFrom(p) == n {
		return false
	}
	for x := n; x >= 0; x = r.chainedFrom(x) {
		if r.kind(x) == "conditional_access_expression" {
			return true
		}
	}
	return false
}

// chainedFrom is the part a link of a member access chain goes on from:
// a in a.B, a[i], a(), a?.B; -1 for anything else.
func (r *resolver) chainedFrom(x int32) int32 {
	switch r.kind(x) {
	case "member_access_expression", "element_access_expression":
		return r.t.Child(x, "expression")
	case "invocation_expression":
		return r.t.Child(x, "function")
	case "conditional_access_expression":
		return r.t.Child(x, "condition")
	}
	return -1
}

// chainCast is the cast the grammar put at the start of a null-conditional
// chain that C# casts whole (see chainStart), or -1.
func (r *resolver) chainCast(n int32) int32 {
	return r.chainHead(n, "cast_expression")
}

// chainHead is the node of a kind (a cast, an await) the grammar put at
// the start of a null-conditional chain C# applies to the chain whole
// (see chainStart), or -1.
func (r *resolver) chainHead(n int32, kind string) int32 {
	for x := n; x >= 0; x = r.chainedFrom(x) {
		if c := r.t.Child(x, "condition"); r.kind(x) == "conditional_access_expression" && r.kind(c) == kind {
			return c
		}
	}
	return -1
}

// tested says whether a value is what is or as tests.
func (r *resolver) tested(n int32) bool {
	switch p := r.parent(n); r.kind(p) {
	case "is_pattern_expression", "is_expression", "as_expression":
		return r.t.FirstChild(p) == n
	}
	return false
}

// lifted is the type of a null-conditional chain whose last link has type
// t: Nullable<T> for a value type T (int for a?.Count is int?); a call
// that returns nothing, a?.Invoke(), stays void.
func (r *resolver) lifted(t exprType) exprType {
	if t.sym == index.NoSymbol || !isValueKind(r.b.s.Sym(t.sym).Kind) || r.b.s.Sym(t.sym).Name == "Nullable" || r.fullName(t) == "System.Void" {
		return t
	}
	// The type as written where it was declared, or, where a type
	// parameter is written there, as the type arguments make it
	// (inputs?.FirstOrDefault(...) of an IDictionary<string, object> is a
	// KeyValuePair<string, object>?).
	tr, sc := t.tr, t.sc
	writesTypeParameter := func() bool {
		if tr.Kind != syntax.TypeNamed || len(tr.Parts) != 1 || len(tr.Parts[0].Args) > 0 {
			return false
		}
		_, _, ok := r.b.typeParameterOwner(sc, tr.Parts[0].Name)
		return ok
	}
	if tr == nil || sc == nil || writesTypeParameter() {
		tr, sc = r.typeRefOf(exprType{sym: t.sym, sub: t.sub})
	}
	if tr == nil || sc == nil || tr.Kind == syntax.TypeNullable || r.b.fromTypeRef(sc, tr).sym != t.sym {
		return t
	}
	return r.b.fromTypeRef(sc, &syntax.TypeRef{Kind: syntax.TypeNullable, Elem: tr})
}

// instanceType is the type of this in type t at n: of a generic type, the
// type constructed of its own type parameters (this of Parser<TToken, T>
// is a Parser<TToken, T>, which gives Map<T1, T2>(..., Parser<TToken, T2>)
// its T2).
func (r *resolver) instanceType(t index.SymbolID, n int32) exprType {
	sym := r.b.s.Sym(t)
	if sym.Arity == 0 || len(sym.Decls) == 0 {
		return exprType{sym: t}
	}
	names := make([]string, 0, sym.Arity)
	for _, tp := range r.b.s.Primary(t).TypeParams {
		names = append(names, tp.Name)
	}
	if et := r.written(r.scopeAt(n), sym.Name+"<"+strings.Join(names, ", ")+">"); et.sym == t {
		return et
	}
	return exprType{sym: t}
}

// implicitReceiver is the type a member named without a receiver is read
// on: the innermost enclosing type that declares or inherits it, whose
// bases' type arguments it is seen through (T Metadata of Base<T>).
func (r *resolver) implicitReceiver(n int32, res Resolution) exprType {
	if res.Kind != TargetSymbol {
		return exprType{}
	}
	container := r.b.s.Sym(res.Symbol).Container
	for t := r.enclosingType(n); t != index.NoSymbol && r.b.s.Sym(t).Kind.IsType(); t = r.b.s.Sym(t).Container {
		if t == container || r.derivesFrom(t, container) {
			return exprType{sym: t}
		}
	}
	return r.staticallyImported(r.scopeAt(n), container)
}

// staticallyImported is the type a using static directive in scope
// imports as written, with its type arguments (using static
// Pidgin.Parser<char>: Token(...) is Parser<char>.Token), where it is
// container; unknown where none is.
func (r *resolver) staticallyImported(sc *scope, container index.SymbolID) exprType {
	if sc == nil {
		return exprType{}
	}
	for li, lv := range sc.levels {
		for _, u := range r.b.levelUsings(sc, lv) {
			if !u.Static || u.Alias != "" {
				continue
			}
			usc := r.b.usingScope(sc, li)
			if imp := r.b.imported(u, sc.project, usc); imp.bound.kind == typeTarget && imp.bound.symbol == container {
				return r.written(usc, strings.TrimPrefix(u.Target, "global::"))
			}
		}
	}
	return exprType{}
}

// addParameter is the parameter type of the Add method a collection
// initializer of type t calls with one argument, when it takes a delegate.
func (r *resolver) addParameter(t exprType) exprType {
	return r.addParameterWhere(t, func(pt exprType) bool { return delegateType(pt.tr) != nil })
}

// addParameterWhere is the type of the first parameter of t's one-parameter
// Add methods that accept takes; unknown when none does.
func (r *resolver) addParameterWhere(t exprType, accept func(exprType) bool) exprType {
	if t.sym == index.NoSymbol {
		return unknownType
	}
	for _, m := range r.members(t.sym, "Add") {
		if ps := r.b.s.Primary(m).Params; len(ps) == 1 {
			if pt := r.written(r.memberScope(m, t), ps[0].Type); accept(pt) {
				return pt
			}
		}
	}
	return unknownType
}

// collectionAddTarget is the type an element of a collection expression
// converts to where a class or struct collects them through Add: the
// parameter of its one-parameter Add that a lambda (a delegate type) or a
// tuple (a tuple type) goes to, which may be no element type (xunit's
// TheoryData<T1, T2> takes (T1, T2) tuples); unknown otherwise.
func (r *resolver) collectionAddTarget(t exprType, value int32) exprType {
	if t.sym == index.NoSymbol || r.isArray(t) {
		return unknownType
	}
	if k := r.b.s.Sym(t.sym).Kind; k != syntax.KindClass && k != syntax.KindStruct && k != syntax.KindRecord {
		return unknownType
	}
	switch {
	case isLambda(r.kind(value)):
		return r.addParameter(t)
	case r.kind(value) == "tuple_expression":
		return r.addParameterWhere(t, r.isTuple)
	}
	return unknownType
}

// addParameterAt is the type of the parameter that the element value
// takes in an element initializer { a, b } of a collection of type t: the
// parameter at its position of the Add method taking as many.
func (r *resolver) addParameterAt(t exprType, elem, value int32) exprType {
	var values []int32
	for c := r.t.FirstChild(elem); c >= 0; c = r.t.Nodes[c].Next {
		if r.isOperand(c) {
			values = append(values, c)
		}
	}
	pos := slices.Index(values, value)
	if t.sym == index.NoSymbol || pos < 0 {
		return unknownType
	}
	for _, m := range r.members(t.sym, "Add") {
		if ps := r.b.s.Primary(m).Params; len(ps) == len(values) {
			sc := r.memberScope(m, t)
			return r.written(sc, ps[pos].Type)
		}
	}
	return unknownType
}

// receiverOf is the type a member was found on: for a type parameter, the
// constraint that declares it (what its type arguments are read from).
func (r *resolver) receiverOf(recv exprType, res Resolution) exprType {
	if res.Kind != TargetSymbol {
		return recv
	}
	container := r.b.s.Sym(res.Symbol).Container
	if recv.maybeNullable {
		if n := r.asNullable(recv); n.sym == container {
			return n // position.Value of a Vector2? not read: a Vector2
		}
	}
	for _, ct := range r.constraintTypes(recv) {
		if ct.sym == container || r.derivesFrom(ct.sym, container) {
			return ct
		}
	}
	return recv
}

// asNullable is Nullable<S> for a value of a type S not read that was
// taken for S (maybeNullable), the value itself where no Nullable is read.
func (r *resolver) asNullable(recv exprType) exprType {
	if recv.sc == nil {
		return recv
	}
	n := r.b.systemType(recv.sc.project, "Nullable", 1)
	if n == index.NoSymbol {
		return recv
	}
	return exprType{sym: n, sub: &substitution{t: n, args: []*syntax.TypeRef{recv.tr}, sc: recv.sc}, sc: recv.sc}
}

// typeOfResolution is the type of what a name resolved to.
func (r *resolver) typeOfResolution(res Resolution, recv exprType) exprType {
	switch res.Kind {
	case TargetSymbol:
		return r.memberType(res.Symbol, recv)
	case TargetNamespace:
		return exprType{sym: index.NoSymbol, ns: res.Namespace, isNS: true}
	case TargetLocal:
		return r.localType(res.Local)
	case TargetExternal:
		// A name the workspace does not declare, before a dot: most likely
		// a type from an assembly (Console.WriteLine); its members are
		// reported as external too.
		if res.Token >= 0 && res.External != "" {
			if r.b.importedNamespace(res.External) && !strings.Contains(res.External, "<") {
				return exprType{sym: index.NoSymbol, ns: res.External, isNS: true} // a namespace no assembly read declares
			}
			if tr := syntax.ParseTypeRef(res.External); tr != nil {
				return exprType{sym: index.NoSymbol, tr: tr, sc: r.scopeAt(res.Token), static: true}
			}
		}
	}
	return unknownType
}

// localType is a local's declared type, or for var the type of its value.
func (r *resolver) localType(l Local) exprType {
	if l == entryPointArgs {
		return r.written(r.fileScope(), l.Type)
	}
	if l.InOtherPart {
		return r.written(r.memberScope(l.Ctor, unknownType), l.Type)
	}
	if l.Node < 0 {
		return unknownType
	}
	if l.Kind == "anonymousProperty" {
		return r.anonymousPropertyType(l.Node)
	}
	if l.Type != "" && l.Type != "var" {
		return r.written(r.scopeAt(l.Node), l.Type)
	}
	if l.Name == "value" && l.Kind == "parameter" && l.Node >= 0 && r.kind(l.Node) == "accessor_declaration" {
		if id, _, ok := r.enclosingDecl(l.Node); ok {
			return r.memberType(id, unknownType)
		}
	}
	if k := r.kind(l.Node); k == "implicit_parameter" || l.Kind == "parameter" && l.Type == "" {
		return r.lambdaParameterType(l.Node)
	}
	p := r.parent(l.Node)
	switch r.kind(p) {
	case "declaration_expression": // out var x: the out parameter's type
		if arg := r.parent(p); r.kind(arg) == "argument" {
			if t, ok := r.deconstructedInto(arg); ok {
				return t
			}
			return r.parameterTypeOfArgument(arg)
		}
	case "argument": // x is var (a, b), misread as a call
		if value := r.misreadVarPattern(l.Node); value >= 0 {
			return r.deconstructed(value, r.argumentPosition(p))
		}
	case "tuple_pattern": // var (a, b) = value; foreach (var (k, v) in xs)
		i := r.tuplePatternIndex(p, l.Node)
		if value := r.deconstructedValue(p); value >= 0 {
			return r.deconstructed(value, i) // an element written in a tuple literal is typed alone
		}
		if value := r.tuplePatternValue(p); value.known() {
			return r.deconstructedType(value, i, p)
		}
	case "variable_declarator":
		if c := r.localInitializer(l); c >= 0 {
			if isLambda(r.kind(c)) {
				return r.naturalType(c) // var f = () => 1
			}
			if _, _, group := r.methodGroup(c); group {
				return r.groupNaturalType(c) // var f = Item.IsIncluded
			}
			if ty := r.t.Child(c, "type"); ty >= 0 && r.kind(c) == "stackalloc_expression" {
				// var p = stackalloc char[n]: a char* (in unsafe code only), as
				// before spans existed.
				if elem, ok := strings.CutSuffix(withoutSizes(r.codeText(ty)), "[]"); ok {
					return r.written(r.scopeAt(c), elem+"*")
				}
			}
			// A type is no value (value.Scale not read is taken for one),
			// no variable is void (await of the Task overload guessed
			// where the Task<T> one is meant), and a type parameter of
			// another method is one inference did not find.
			if t := r.typeOf(c); !t.static && r.fullName(t) != "System.Void" && !r.uninferred(t, c) {
				return t
			}
			return unknownType
		}
	case "foreach_statement":
		return r.iterated(p)
	case "from_clause", "join_clause": // from x in xs: an element of xs (or the type written)
		if ty := r.t.Child(p, "type"); ty >= 0 {
			return r.written(r.scopeAt(ty), r.codeText(ty))
		}
		if r.kind(p) == "join_clause" {
			return r.queryElement(r.typeOf(r.afterToken(p, "in")), p)
		}
		return r.queryElement(r.typeOf(r.lastOperand(p)), p)
	case "join_into_clause": // join x in xs on ... into g: the x that match, a sequence
		if join := r.parent(p); r.kind(join) == "join_clause" {
			if elem := r.elementOf(r.typeOf(r.afterToken(join, "in"))); elem.known() {
				return exprType{sym: index.NoSymbol, elemOf: &elem}
			}
		}
	case "let_clause": // let x = e
		return r.typeOf(r.lastOperand(p))
	case "query_expression": // ... into g
		return r.continuationType(p, l.Node)
	case "recursive_pattern", "list_pattern": // x is { ... } v, x is T { ... } v, x is [..] v
		return r.patternType(p)
	case "declaration_pattern": // x is var v, { P: var v }
		return r.patternInput(p)
	case "parenthesized_variable_designation": // var (l, r) => ... of a tuple: its elements
		return r.designatedElement(p, r.position(l.Node, "identifier"))
	}
	return unknownType
}

// designatedElement is the type of the i-th element of what the
// designation var (a, b), or one nested in it, deconstructs: a tuple's
// element (LanguageExt's `var (l, r) => ...` arms over `(ma, rhs) switch`).
func (r *resolver) designatedElement(designation int32, i int) exprType {
	var whole exprType
	switch p := r.parent(designation); r.kind(p) {
	case "declaration_pattern": // var (a, b), as the grammar reads it in a pattern
		whole = r.patternInput(p)
	case "parenthesized_variable_designation":
		whole = r.designatedElement(p, r.position(designation, "parenthesized_variable_designation")+r.position(designation, "identifier"))
	}
	if elems, _, ok := r.tupleElements(whole); ok && i < len(elems) {
		return elems[i]
	}
	return unknownType
}

// localInitializer is the expression a local declared with = is given
// (var x = e), -1 for a local declared otherwise.
func (r *resolver) localInitializer(l Local) int32 {
	if l.Node < 0 || r.kind(r.parent(l.Node)) != "variable_declarator" {
		return -1
	}
	for c := r.t.FirstChild(r.parent(l.Node)); c >= 0; c = r.t.Nodes[c].Next {
		if c != l.Node && r.isOperand(c) && r.kind(c) != "bracketed_argument_list" {
			return c
		}
	}
	return -1
}

// patternType is the type a pattern matches: the type it writes, else the
// type of what it is matched against, a value (Activity.Current is { } a
// of an Activity not read is no type named Activity.Current).
func (r *resolver) patternType(pat int32) exprType {
	if ty := r.t.Child(pat, "type"); ty >= 0 && r.kind(ty) != "implicit_type" {
		return r.written(r.scopeAt(ty), r.codeText(ty))
	}
	in := r.patternInput(pat)
	if in.static {
		return unknownType
	}
	if r.kind(pat) == "recursive_pattern" {
		return r.underlying(in) // { } on an S? matches an S
	}
	return in
}

// narrowedType is the type a value matched by a pattern is known to have:
// the type the pattern writes, unknown where it writes none.
func (r *resolver) narrowedType(pat int32) exprType {
	if pat < 0 {
		return unknownType
	}
	switch r.kind(pat) {
	case "type_pattern", "recursive_pattern", "declaration_pattern":
		if ty := r.t.Child(pat, "type"); ty >= 0 && r.kind(ty) != "implicit_type" {
			return r.written(r.scopeAt(ty), r.codeText(ty))
		}
	case "constant_pattern": // is Array: the grammar cannot tell a type from a constant
		if t := r.typeOf(r.firstNamed(pat)); t.static && t.sym != index.NoSymbol {
			t.static = false
			return t
		}
	case "parenthesized_pattern":
		return r.narrowedType(r.firstNamed(pat))
	case "and_pattern":
		if t := r.narrowedType(r.t.Child(pat, "right")); t.known() {
			return t
		}
		return r.narrowedType(r.t.Child(pat, "left"))
	}
	return unknownType
}

// patternInput is the type of the value a pattern is matched against: the
// expression of is, switch or a switch expression, or for a subpattern
// ({ Name: pattern }) the member it names.
func (r *resolver) patternInput(pat int32) exprType {
	p := r.parent(pat)
	switch r.kind(p) {
	case "is_pattern_expression":
		return r.typeOf(r.t.Child(p, "expression"))
	case "switch_expression_arm":
		return r.typeOf(r.firstNamed(r.parent(p)))
	case "switch_section":
		if sw := r.parent(r.parent(p)); r.kind(sw) == "switch_statement" {
			return r.typeOf(r.t.Child(sw, "value"))
		}
	case "and_pattern", "or_pattern":
		if inner := r.misreadLogicalLeft(p); inner >= 0 && r.t.Child(p, "right") == pat {
			// o is null || c is { A: 1 } or { B: 2 }, which the grammar
			// reads as o is ((null || c is { A: 1 }) or { B: 2 }): the
			// right is c's pattern (PowerShell Editor Services).
			if r.kind(p) == "and_pattern" {
				if t := r.narrowedType(r.t.Child(inner, "pattern")); t.known() {
					return t
				}
			}
			return r.typeOf(r.t.Child(inner, "expression"))
		}
		if r.kind(p) == "or_pattern" {
			return r.patternInput(p)
		}
		// The right of `P and Q` is matched against what P narrows the
		// value to: s is Array and { Length: 0 } reads Array's Length.
		if left := r.t.Child(p, "left"); left >= 0 && left != pat {
			if t := r.narrowedType(left); t.known() {
				return t
			}
		}
		return r.patternInput(p)
	case "parenthesized_pattern", "negated_pattern":
		return r.patternInput(p)
	case "list_pattern": // [var first, ..]: an element of what the list pattern matches
		if r.slicePattern(pat) {
			// [first, .. var rest]: a slice, of the input's own type for
			// the arrays, strings, spans and lists C# slices.
			return r.patternInput(p)
		}
		return r.elementOf(r.patternInput(p))
	case "subpattern":
		clause := r.parent(p)
		owner := r.patternType(r.parent(clause))
		if r.kind(clause) == "positional_pattern_clause" { // Point(var x, var y): what Deconstruct gives
			return r.deconstructedType(owner, r.position(p, "subpattern"), p)
		}
		switch name := r.firstNamed(p); r.kind(name) {
		case "identifier":
			res := r.memberOf(owner, name)
			return r.typeOfResolution(res, r.receiverOf(owner, res))
		case "member_access_expression": // { A.B: pattern }
			return r.typeOf(name)
		}
	}
	return unknownType
}

// slicePattern says whether a list pattern's element is written after
// `..`, which the disarmer hides from the grammar (it cannot read
// `.. var rest`).
func (r *resolver) slicePattern(pat int32) bool {
	before := bytes.TrimRight(r.t.Src[:r.t.Nodes[pat].Start], " \t\r\n")
	return bytes.HasSuffix(before, []byte(".."))
}

// misreadLogicalLeft is, for a pattern combinator whose left the grammar
// reads as a constant a || c is P (or &&), which C# never puts in a
// pattern, the c is P it ends with; -1 otherwise.
func (r *resolver) misreadLogicalLeft(combinator int32) int32 {
	left := r.t.Child(combinator, "left")
	if r.kind(left) != "constant_pattern" {
		return -1
	}
	bin := r.firstNamed(left)
	if op := r.t.Text(r.t.Child(bin, "operator")); r.kind(bin) != "binary_expression" || op != "||" && op != "&&" {
		return -1
	}
	if right := r.t.Child(bin, "right"); r.kind(right) == "is_pattern_expression" {
		return right
	}
	return -1
}

// dynamicArgument is the type of a call's first argument passed by value
// that is dynamic; unknown when none is.
func (r *resolver) dynamicArgument(call int32) exprType {
	for _, a := range r.argumentsIn(r.t.Child(call, "arguments")) {
		if t := r.typeOf(r.argumentValue(a)); isDynamic(t) && r.refKind(a) == "" {
			return t
		}
	}
	return unknownType
}

// invoked is what calling a value of delegate type t gives: its Invoke
// method's return type, through t's type arguments.
func (r *resolver) invoked(t exprType) exprType {
	if t.sym == index.NoSymbol || r.b.s.Sym(t.sym).Kind != syntax.KindDelegate {
		return unknownType
	}
	for _, m := range r.members(t.sym, "Invoke") {
		return r.memberType(m, t)
	}
	return unknownType
}

// querySequence is the type of a query expression that makes elements of
// type elem: an IQueryable<elem> when it queries an IQueryable (its
// clauses call Queryable's methods), else an IEnumerable<elem>.
func (r *resolver) querySequence(query int32, elem exprType) exprType {
	sc := r.scopeAt(query)
	if sc == nil {
		return exprType{sym: index.NoSymbol, elemOf: &elem}
	}
	seq := r.b.frameworkType(sc.project, "System.Collections.Generic", "IEnumerable", 1)
	queryable := r.queryableType(r.typeOf(r.lastOperand(r.firstNamedOfKind(query, "from_clause"))), sc)
	if queryable != index.NoSymbol {
		seq = queryable
	}
	if _, calls, ok := r.simpleQuery(query); ok && strings.Contains(calls[len(calls)-1], "By") {
		// ... orderby k select x: what OrderBy or ThenBy returns
		ordered := "IOrderedEnumerable"
		if queryable != index.NoSymbol {
			ordered = "IOrderedQueryable"
		}
		if id := r.b.frameworkType(sc.project, "System.Linq", ordered, 1); id != index.NoSymbol {
			seq = id
		}
	}
	if t, ok := r.constructedOf(seq, elem); ok {
		return t
	}
	return exprType{sym: index.NoSymbol, elemOf: &elem}
}

// queryableType is IQueryable<T> where a value of type t is one (LINQ's
// methods on it are Queryable's), else NoSymbol.
func (r *resolver) queryableType(t exprType, sc *scope) index.SymbolID {
	if ri, ok := r.asReadInterface(t); ok {
		t = ri // EF Core's DbSet<T>
	}
	queryable := r.b.frameworkType(sc.project, "System.Linq", "IQueryable", 1)
	if queryable == index.NoSymbol || t.sym == index.NoSymbol || !r.b.sameIdentity(t.sym, queryable) && !r.derivesFrom(t.sym, queryable) {
		return index.NoSymbol
	}
	return queryable
}

// ownQuery types a query over a value of a workspace type that has its own
// query methods (instance methods, or extension methods of the workspace
// on that type: language-ext's Arr<A>.Where): C# calls them, so the query
// is what the calls return. Only `from x in src select e`
// (src.Select(...)) and `from x in src [where ...] [orderby ...] select x`
// (src.Where(...).OrderBy(...): sqlite-net's TableQuery<T>); false for
// others and for types without such methods.
func (r *resolver) ownQuery(query int32, elem exprType) (exprType, bool) {
	src, calls, ok := r.simpleQuery(query)
	if !ok || src.sym == index.NoSymbol || r.b.s.External(src.sym) {
		return unknownType, false
	}
	t := src
	for _, name := range calls {
		m, sub := r.queryMethod(t, name, query, true)
		if m == index.NoSymbol {
			return unknownType, false
		}
		selected := unknownType
		if name == "Select" {
			selected = elem
		}
		if t = r.queryCallType(m, t, sub, selected); t.sym == index.NoSymbol {
			return unknownType, false
		}
	}
	return t, true
}

// simpleQuery reads a query of one from clause, where and orderby clauses
// and a select: the type of its source and the methods C# calls for it, in
// order. A select of the range variable itself after other clauses calls
// nothing (C# spec, degenerate query expressions): `from x in xs orderby x
// select x` is xs.OrderBy(x => x). ok is false for other queries (let,
// join, group, into, a second from) and for a select of more after where
// or orderby (a Select on what they return, not followed here).
func (r *resolver) simpleQuery(query int32) (src exprType, calls []string, ok bool) {
	from := r.firstNamedOfKind(query, "from_clause")
	sel := int32(-1)
	for c := r.t.FirstChild(query); c >= 0; c = r.t.Nodes[c].Next {
		switch r.kind(c) {
		case "from_clause":
			if c != from {
				return unknownType, nil, false // a SelectMany
			}
		case "where_clause":
			calls = append(calls, "Where")
		case "order_by_clause":
			calls = append(calls, r.orderingMethods(c)...)
		case "select_clause":
			sel = c
		default:
			if r.isOperand(c) {
				return unknownType, nil, false // let, join, group, into
			}
		}
	}
	selected, variable := r.lastOperand(sel), r.queryVariable(from)
	identity := r.kind(selected) == "identifier" && variable >= 0 && r.t.Text(selected) == r.t.Text(variable)
	switch {
	case len(calls) > 0 && !identity:
		return unknownType, nil, false
	case len(calls) == 0:
		calls = []string{"Select"}
	}
	return r.typeOf(r.lastOperand(from)), calls, true
}

// orderingMethods are the methods an orderby clause calls, one a key:
// OrderBy or OrderByDescending, then ThenBy or ThenByDescending.
func (r *resolver) orderingMethods(clause int32) []string {
	var out []string
	for c := r.t.FirstChild(clause); c >= 0; c = r.t.Nodes[c].Next {
		if !r.isOperand(c) {
			continue
		}
		name := "OrderBy"
		if len(out) > 0 {
			name = "ThenBy"
		}
		if next := r.t.Nodes[c].Next; next >= 0 && r.t.Text(next) == "descending" {
			name += "Descending"
		}
		out = append(out, name)
	}
	return out
}

// queryCallType is what query method m returns called on a value of type
// src, with the type arguments sub inferred from it, and a Select's result
// type parameter, which sub leaves out, standing for selected (unless
// unknown).
func (r *resolver) queryCallType(m index.SymbolID, src exprType, sub *substitution, selected exprType) exprType {
	if sub != nil && selected.known() {
		for i, a := range sub.args {
			if a == nil {
				sub.args[i], sub.scs[i] = r.typeRefOf(selected)
			}
		}
	}
	return r.memberTypeCalled(m, r.queryReceiver(m, src), sub)
}

// queryReceiver is what a query method m is called on where a query's
// source is of type src: src for its own method, nothing for an extension
// method (whose first parameter takes it).
func (r *resolver) queryReceiver(m index.SymbolID, src exprType) exprType {
	if isExtension(r.b.callParams(m)) {
		return unknownType
	}
	return src
}

// queryElement is the type of a range variable over a value of type src:
// an element of a sequence, else what the Select that a query over it
// calls gives its lambda (Rx's Observable.Select<TSource, TResult>(this
// IObservable<TSource>, Func<TSource, TResult>), a monad's Select<B>(Func<A,
// B>): language-ext's, parser combinators').
func (r *resolver) queryElement(src exprType, clause int32) exprType {
	if elem := r.elementOf(src); elem.known() || src.sym == index.NoSymbol {
		return elem
	}
	m, sub := r.queryMethod(src, "Select", clause, false)
	if m == index.NoSymbol {
		// A Where of its own gives the lambda an element too (sqlite-net's
		// AsyncTableQuery<T>, no sequence: from c in query where ...).
		if m, sub = r.queryMethod(src, "Where", clause, false); m == index.NoSymbol {
			return unknownType
		}
	}
	ps := r.b.callParams(m)
	sc := r.memberScope(m, r.queryReceiver(m, src))
	sc.methodArgs = sub
	name, arg := r.genericParts(r.written(sc, ps[len(ps)-1].Type))
	if name == "Expression" { // Where(Expression<Func<T, bool>>): the Func it quotes
		if tr, asc := arg(0); tr != nil {
			name, arg = r.genericParts(r.b.fromTypeRef(asc, tr))
		}
	}
	if name == "Func" {
		if tr, asc := arg(0); tr != nil {
			return r.b.fromTypeRef(asc, tr)
		}
	}
	return unknownType
}

// monadQuery types a query over a value that is no sequence as what its
// Select gives for the query's result, elem: a monad's query stays in the
// monad (from x in mx from y in my select x + y is an M<int>, whatever
// SelectMany it calls, as those keep it).
func (r *resolver) monadQuery(query int32, elem exprType) (exprType, bool) {
	from := r.firstNamedOfKind(query, "from_clause")
	src := r.typeOf(r.lastOperand(from))
	if src.sym == index.NoSymbol || r.elementOf(src).known() {
		return unknownType, false
	}
	m, sub := r.queryMethod(src, "Select", from, false)
	if m == index.NoSymbol || sub == nil {
		return unknownType, false
	}
	t := r.queryCallType(m, src, sub, elem)
	return t, t.known()
}

// queryMethod is the Select or Where a query over a value of type src
// calls: the type's own one-argument method, else an extension method in
// scope at clause whose receiver src fits (of the workspace only, with
// workspaceOnly: language-ext's Arr<A>.Where over LINQ's), with its type
// arguments inferred from src; NoSymbol for none.
func (r *resolver) queryMethod(src exprType, name string, clause int32, workspaceOnly bool) (index.SymbolID, *substitution) {
	for _, m := range r.members(src.sym, name) {
		if sym := r.b.s.Sym(m); sym.Kind == syntax.KindMethod && sym.Modifiers&syntax.ModStatic == 0 && len(r.b.callParams(m)) == 1 {
			return m, r.inferFromInputs(m, nil, false)
		}
	}
	for _, m := range r.extensionMethodsInScope(name, clause) {
		if ps := r.b.callParams(m); len(ps) == 2 && !(workspaceOnly && r.b.s.External(m)) && r.receiverFits(src, m, ps[0].Type, clause) {
			return m, r.inferFromInputs(m, []exprType{src}, false)
		}
	}
	return index.NoSymbol, nil
}

// constructedOf is the generic type g (of one type parameter) constructed
// of arg; false when g is NoSymbol or arg cannot be written as a type
// argument.
func (r *resolver) constructedOf(g index.SymbolID, arg exprType) (exprType, bool) {
	tr, sc := r.typeRefOf(arg)
	if g == index.NoSymbol || tr == nil {
		return unknownType, false
	}
	return exprType{sym: g, sub: &substitution{t: g, args: []*syntax.TypeRef{tr}, scs: []*scope{sc}}}, true
}

// continuationType is the type of the range variable a query continues
// with (... into v): a group of what group ... by ... makes, or an element
// of what select makes.
func (r *resolver) continuationType(query, v int32) exprType {
	clause := int32(-1)
	for c := r.t.FirstChild(query); c >= 0 && c != v; c = r.t.Nodes[c].Next {
		if r.isOperand(c) {
			clause = c
		}
	}
	switch r.kind(clause) {
	case "select_clause":
		return r.typeOf(r.lastOperand(clause))
	case "group_clause":
		sc := r.scopeAt(query)
		if sc == nil {
			return unknownType
		}
		grouping := r.b.frameworkType(sc.project, "System.Linq", "IGrouping", 2)
		if grouping == index.NoSymbol {
			return unknownType
		}
		sub := &substitution{t: grouping, args: make([]*syntax.TypeRef, 2), scs: make([]*scope, 2)}
		if key := r.typeOf(r.afterToken(clause, "by")); key.known() {
			sub.args[0], sub.scs[0] = r.typeRefOf(key)
		}
		if elem := r.typeOf(r.afterToken(clause, "group")); elem.known() {
			sub.args[1], sub.scs[1] = r.typeRefOf(elem)
		}
		return exprType{sym: grouping, sub: sub}
	}
	return unknownType
}

// tuplePatternIndex is the position in tuple pattern p of its part n: a
// name, a discard or a nested pattern (var (_, b): b is the second).
func (r *resolver) tuplePatternIndex(p, n int32) int {
	i := 0
	for c := r.t.FirstChild(p); c >= 0 && c != n; c = r.t.Nodes[c].Next {
		if r.field(c) == "name" || r.kind(c) == "discard" || r.kind(c) == "tuple_pattern" {
			i++
		}
	}
	return i
}

// tuplePatternValue is the type of the value tuple pattern p deconstructs:
// the declaration's value, the foreach's element, or the element of the
// pattern around it (NetTopologySuite's foreach (var (key, (getter, _, _)) in
// accessors)).
func (r *resolver) tuplePatternValue(p int32) exprType {
	if value := r.deconstructedValue(p); value >= 0 {
		return r.typeOf(value)
	}
	switch owner := r.parent(p); r.kind(owner) {
	case "foreach_statement":
		return r.iterated(owner)
	case "tuple_pattern":
		return r.deconstructedType(r.tuplePatternValue(owner), r.tuplePatternIndex(owner, p), owner)
	}
	return unknownType
}

// deconstructedValue is the value a declaration's tuple pattern p
// deconstructs, var (a, b) = value; -1 for another pattern.
func (r *resolver) deconstructedValue(p int32) int32 {
	if r.kind(r.parent(p)) != "variable_declarator" {
		return -1
	}
	for c := r.t.Nodes[p].Next; c >= 0; c = r.t.Nodes[c].Next {
		if r.isOperand(c) {
			return c
		}
	}
	return -1
}

// deconstructed is the type of the i-th variable a value is deconstructed
// into: the i-th element of a tuple written there, else of its type.
func (r *resolver) deconstructed(value int32, i int) exprType {
	if r.kind(value) == "tuple_expression" {
		n := 0
		for c := r.t.FirstChild(value); c >= 0; c = r.t.Nodes[c].Next {
			if r.kind(c) == "argument" {
				if n == i {
					return r.elementValueType(r.argumentValue(c))
				}
				n++
			}
		}
		return unknownType
	}
	return r.deconstructedType(r.typeOf(value), i, value)
}

// deconstructedInto is the type of the variable an element of a tuple
// deconstructs into: (var a, var b) = value, foreach ((var k, var v) in xs).
func (r *resolver) deconstructedInto(arg int32) (exprType, bool) {
	tuple, i := r.parent(arg), r.argumentPosition(arg)
	if call := r.parent(tuple); r.kind(tuple) == "argument_list" && r.kind(call) == "invocation_expression" {
		// Positional patterns the grammar reads as calls: the type written
		// before the parenthesis, These<A, B>.This(var x) in a switch arm,
		// or the constant pattern of `o is Point (var x, var y)`.
		typeNode := int32(-1)
		switch fn := r.t.Child(call, "function"); {
		case r.patternCall(call):
			typeNode = fn
		case r.kind(fn) == "is_pattern_expression" && r.kind(r.t.Child(fn, "pattern")) == "constant_pattern":
			typeNode = r.firstNamed(r.t.Child(fn, "pattern"))
		}
		if typeNode >= 0 {
			if t := r.written(r.scopeAt(typeNode), r.codeText(typeNode)); t.sym != index.NoSymbol {
				return r.deconstructedType(t, i, typeNode), true
			}
		}
	}
	if r.kind(tuple) != "tuple_expression" {
		return unknownType, false
	}
	switch owner := r.parent(tuple); r.kind(owner) {
	case "assignment_expression":
		if r.t.Child(owner, "left") == tuple {
			return r.deconstructed(r.t.Child(owner, "right"), i), true
		}
	case "foreach_statement":
		return r.deconstructedType(r.iterated(owner), i, owner), true
	case "constant_pattern": // x is (true, var s): the grammar's reading of a positional pattern
		return r.deconstructedType(r.patternInput(owner), i, owner), true
	}
	return unknownType, false
}

// patternCall says whether a call is a positional pattern the grammar
// reads as one: a constant pattern, an element of a tuple pattern it reads
// as a tuple ((Pending(var items), Added(var item, _)) in a switch arm), or
// the left operand of what follows the pattern (o is Pending(var items) &&
// items.Count > 0).
func (r *resolver) patternCall(call int32) bool {
	child, p := call, r.parent(call)
	for {
		switch {
		case r.kind(p) == "argument" && r.kind(r.parent(p)) == "tuple_expression":
			child, p = r.parent(p), r.parent(r.parent(p))
		case r.kind(p) == "binary_expression" && r.t.Child(p, "left") == child:
			child, p = p, r.parent(p)
		default:
			return r.kind(p) == "constant_pattern"
		}
	}
}

// deconstructedType is the type of the i-th variable a value of type t is
// deconstructed into, in code at node at: a tuple's i-th element, else the
// i-th out parameter of its Deconstruct method, or of an extension method
// Deconstruct in scope there (Robust's var (x, y) = vector of
// Vector2Helpers.Deconstruct(this Vector2, out float, out float)).
func (r *resolver) deconstructedType(t exprType, i int, at int32) exprType {
	if elems, _, ok := r.tupleElements(t); ok {
		if i < len(elems) {
			return elems[i]
		}
		return unknownType
	}
	for _, m := range r.membersOf(t.sym, "Deconstruct") {
		ps := r.b.s.Primary(m).Params
		if i >= len(ps) {
			continue
		}
		return r.written(r.memberScope(m, t), ps[i].Type) // These<int, string>.This(var x): A is int
	}
	for _, m := range r.extensionMethods(t, "Deconstruct", at) {
		if ps := r.b.callParams(m); i+1 < len(ps) && r.b.callArity(m) == 0 {
			return r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[i+1].Type)
		}
	}
	// System.ValueTuple<T1, T2>, and a KeyValuePair<K, V> where the
	// framework read is older than its Deconstruct (var (key, value) in map).
	if arg, asc := t.sub.arg(i); arg != nil && t.sym != index.NoSymbol {
		if name := r.b.s.Sym(t.sym).Name; strings.HasSuffix(name, "Tuple") || name == "KeyValuePair" {
			return r.b.fromTypeRef(asc, arg)
		}
	}
	return unknownType
}

// lambdaParameterType types a lambda's parameter written without a type
// from the delegate the lambda is converted to, where a declaration says
// it: Func<Line, int> f = l => ..., or an argument of a workspace method
// taking a Func or Action.
func (r *resolver) lambdaParameterType(param int32) exprType {
	lambda := r.parent(param)
	pos := 0
	if r.kind(lambda) == "parameter" { // (a, b) => ...: the parameter in its list
		pos = r.position(lambda, "parameter")
		lambda = r.parent(r.parent(lambda))
	}
	if k := r.kind(lambda); k != "lambda_expression" && k != "parenthesized_lambda_expression" {
		return unknownType
	}
	// The delegate type it converts to, or the one an Expression<> wraps.
	target := r.targetType(lambda)
	name, arg := r.genericParts(target)
	if name == "Expression" {
		tr, sc := arg(0)
		if tr == nil {
			return unknownType
		}
		target = r.b.fromTypeRef(sc, tr)
		name, arg = r.genericParts(target)
	}
	switch name {
	case "Func", "Action", "Predicate", "Comparison", "Converter":
		if name == "Comparison" { // Comparison<T>(T x, T y)
			pos = 0
		}
		if tr, sc := arg(pos); tr != nil {
			if t := r.b.fromTypeRef(sc, tr); !r.uninferred(t, lambda) {
				return t
			}
		}
		return unknownType // of a method's type parameter inference did not find (Subscribe<T> on a value not read)
	}
	if pos == 0 {
		if t, ok := r.packageLambdaParameter(lambda); ok {
			return t
		}
	}
	// Another delegate type: its own parameters (TimerCallback's object
	// state; Expression<OperatorParameter>'s too).
	if target.sym == index.NoSymbol || r.b.s.Sym(target.sym).Kind != syntax.KindDelegate {
		return unknownType
	}
	ps := r.b.s.Primary(target.sym).Params
	if pos >= len(ps) {
		return unknownType
	}
	sc := r.b.declScope(target.sym, r.b.s.Sym(target.sym).Decls[0])
	switch {
	case target.sub != nil && target.sub.t == target.sym:
		sc.sub = target.sub // EventHandler<Args>: TEventArgs is Args
	case target.outer != nil && target.outer.sub != nil:
		sc.sub = target.outer.sub // Seq<Bird>.Generator: T is Bird
	}
	return r.written(sc, ps[pos].Type)
}

// naturalType is the delegate type C# gives a lambda that has no target
// type (var f = (int x) => x.ToString()): Func<..., TResult> of its
// parameters' types and its result, or Action<...> when it gives none;
// unknown when a parameter's type is not written or the result cannot be
// told.
func (r *resolver) naturalType(lambda int32) exprType {
	sc := r.scopeAt(lambda)
	if sc == nil || r.kind(lambda) == "anonymous_method_expression" {
		return unknownType
	}
	var args []*syntax.TypeRef
	var scs []*scope
	for c := r.t.FirstChild(lambda); c >= 0; c = r.t.Nodes[c].Next {
		switch r.kind(c) {
		case "implicit_parameter":
			return unknownType
		case "parameter_list":
			for p := r.t.FirstChild(c); p >= 0; p = r.t.Nodes[p].Next {
				if r.kind(p) != "parameter" {
					continue
				}
				ty := r.t.Child(p, "type")
				tr := syntax.ParseTypeRef(r.codeText(ty))
				if ty < 0 || tr == nil {
					return unknownType
				}
				args, scs = append(args, tr), append(scs, r.scopeAt(ty))
			}
		}
	}
	name := "Action"
	body := r.lambdaBody(lambda)
	result := r.lambdaResultType(lambda) // long () => 1: the written return type
	switch {
	case result.known() && r.fullName(result) != "System.Void":
		tr, rsc := r.typeRefOf(result)
		if tr == nil {
			return unknownType
		}
		name, args, scs = "Func", append(args, tr), append(scs, rsc)
	case r.kind(body) == "block" || r.fullName(result) == "System.Void":
	default:
		return unknownType
	}
	return r.funcOrActionOf(sc, name, args, scs)
}

// funcOrActionOf is the Func or Action (name) of these type arguments, as
// code in scope sc finds it.
func (r *resolver) funcOrActionOf(sc *scope, name string, args []*syntax.TypeRef, scs []*scope) exprType {
	sym := r.b.systemType(sc.project, name, len(args))
	switch {
	case sym == index.NoSymbol:
		return unknownType
	case len(args) == 0:
		return exprType{sym: sym, sc: sc}
	}
	return exprType{sym: sym, sub: &substitution{t: sym, args: args, scs: scs}, sc: sc}
}

// groupNaturalType is the delegate type C# 10 gives a method group of one
// method, not generic, of a type that is not generic, whose parameters are
// passed by value (var predicate = Item.FilterByIsIncluded is a
// Func<Item, bool>: DynamicData's predicate.Invoke(item)); unknown for any
// other value.
func (r *resolver) groupNaturalType(val int32) exprType {
	group, local, ok := r.methodGroup(val)
	sc := r.scopeAt(val)
	if ok && local >= 0 && sc != nil {
		return r.localFunctionNaturalType(local, sc)
	}
	if !ok || len(group) != 1 || sc == nil || r.b.callArity(group[0]) > 0 || r.b.s.Sym(r.b.s.Sym(group[0]).Container).Arity > 0 {
		return unknownType
	}
	m := group[0]
	ps := r.b.callParams(m)
	if r.throughValue(val) && isExtension(ps) {
		ps = ps[1:] // an extension method's group on a value: the value is its first argument
	}
	msc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	var args []*syntax.TypeRef
	var scs []*scope
	for _, p := range ps {
		tr := syntax.ParseTypeRef(strings.TrimSpace(p.Type))
		if tr == nil || p.Modifier != "" && p.Modifier != "this" {
			return unknownType // ref, out, in, params: a delegate type of its own
		}
		args, scs = append(args, tr), append(scs, msc)
	}
	name := "Action"
	if ret := syntax.ParseTypeRef(strings.TrimSpace(r.b.s.Primary(m).Type)); ret != nil && ret.Keyword() != "void" {
		name, args, scs = "Func", append(args, ret), append(scs, msc)
	}
	return r.funcOrActionOf(sc, name, args, scs)
}

// tupleElementTarget is the type of the element at argument arg's place
// in the tuple type, nullable or not, that holder (a tuple literal or a
// new(...)) converts to; false where that is no tuple type or has no
// element there.
func (r *resolver) tupleElementTarget(arg, holder int32) (exprType, bool) {
	if elems, _, ok := r.tupleElements(r.underlying(r.targetType(holder))); ok {
		if pos := r.argumentPosition(arg); pos < len(elems) {
			return elems[pos], true
		}
	}
	return unknownType, false
}

// localFunctionNaturalType is the natural type of a local function's
// group, name the function's name, as groupNaturalType's of a method: a
// Func or Action of its parameters' written types, unknown for a generic
// one or one with ref, out, in or params parameters (Wasmtime's var
// getLengthDelegate = GetLength, a Func<string, int>).
func (r *resolver) localFunctionNaturalType(name int32, sc *scope) exprType {
	stmt := r.parent(name)
	if r.kind(stmt) != "local_function_statement" || r.t.Child(stmt, "type_parameters") >= 0 {
		return unknownType
	}
	var args []*syntax.TypeRef
	var scs []*scope
	for _, p := range r.localFunctionParams(name) {
		ty := r.t.Child(p, "type")
		if ty < 0 {
			return unknownType
		}
		for c := r.t.FirstChild(p); c != ty; c = r.t.Nodes[c].Next {
			if r.kind(c) != "attribute_list" {
				return unknownType // ref, out, in, params, scoped: a delegate type of its own
			}
		}
		tr := syntax.ParseTypeRef(r.codeText(ty))
		if tr == nil {
			return unknownType
		}
		args, scs = append(args, tr), append(scs, r.scopeAt(ty))
	}
	ty := r.t.Child(stmt, "type")
	if ty < 0 {
		return unknownType
	}
	delegate := "Action"
	if ret := syntax.ParseTypeRef(r.codeText(ty)); ret != nil && ret.Keyword() != "void" {
		delegate, args, scs = "Func", append(args, ret), append(scs, r.scopeAt(ty))
	}
	return r.funcOrActionOf(sc, delegate, args, scs)
}

// genericParts reads a generic type's simple name and its type arguments
// (each with the scope it is written in), whether the type was written
// with them (Action<Order>) or is a type parameter standing for such a
// type (List<Action<Order>>.Add's T).
func (r *resolver) genericParts(t exprType) (name string, arg func(int) (*syntax.TypeRef, *scope)) {
	if t.sym != index.NoSymbol && t.sub != nil && t.sub.t == t.sym {
		return r.b.s.Sym(t.sym).Name, t.sub.arg
	}
	if t.tr == nil || t.tr.Kind != syntax.TypeNamed || len(t.tr.Parts) == 0 {
		return "", func(int) (*syntax.TypeRef, *scope) { return nil, nil }
	}
	last := t.tr.Parts[len(t.tr.Parts)-1]
	return last.Name, func(i int) (*syntax.TypeRef, *scope) {
		if i < len(last.Args) {
			return last.Args[i], t.sc
		}
		return nil, nil
	}
}

// newerOutType is the type of the out variable that is the last argument
// of a call to an overload of a newer version of an assembly: the type of
// the last parameter of every overload read, where all are out of one type
// (CliFx's long.TryParse(s, provider, out var value), .NET 7's, gives a
// long as every TryParse of long does).
func (r *resolver) newerOutType(overloads []index.SymbolID, arg int32, pos int) exprType {
	if len(overloads) == 0 || r.refKind(arg) != "out" || pos != len(r.argumentsIn(r.parent(arg)))-1 {
		return unknownType
	}
	out := unknownType
	for i, m := range overloads {
		ps := r.b.callParams(m)
		if !r.b.s.External(m) || r.b.callArity(m) > 0 || len(ps) == 0 || syntax.RefKind(ps[len(ps)-1].Modifier) != "out" {
			return unknownType
		}
		pt := r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[len(ps)-1].Type)
		if !pt.known() || i > 0 && !r.identical(out, pt) {
			return unknownType
		}
		out = pt
	}
	return out
}

// parameterTypeOfArgument is the type of the parameter an argument of a
// call to a workspace method goes to.
func (r *resolver) parameterTypeOfArgument(arg int32) exprType {
	inv := r.parent(r.parent(arg))
	pos := r.argumentPosition(arg)
	if r.kind(inv) == "object_creation_expression" && pos == 0 {
		// new D(x => ...): the lambda or method converts to the delegate D.
		if t := r.typeOf(inv); t.sym != index.NoSymbol && r.b.s.Sym(t.sym).Kind == syntax.KindDelegate {
			return t
		}
	}
	callee, recv := r.callOf(inv)
	if callee.Kind == TargetLocal && callee.Local.Kind == "localFunction" {
		return r.localFunctionParameter(callee.Local.Node, inv, arg, pos)
	}
	if r.kind(inv) == "invocation_expression" && (callee.Kind == TargetLocal ||
		callee.Kind == TargetSymbol && !r.b.s.Sym(callee.Symbol).Kind.IsMethodLike() && !r.b.s.Sym(callee.Symbol).Kind.IsType()) {
		// A delegate invoked: its parameter (EventFlow's storeAsync(id, async (s, c) => ...)).
		if sig, ok := r.delegateOf(r.typeOf(r.t.Child(inv, "function"))); ok && pos < len(sig.inputs) {
			return sig.inputs[pos]
		}
		return unknownType
	}
	if callee.Kind == TargetExternal {
		if t, ok := r.elementArgumentType(inv, pos); ok {
			return t
		}
		return r.newerOutType(callee.Candidates, arg, pos)
	}
	if callee.Kind == TargetNone && len(callee.Candidates) > 0 && isLambda(r.kind(r.argumentValue(arg))) {
		return r.agreedParameterType(callee.Candidates, inv, arg, pos, recv)
	}
	if callee.Kind != TargetSymbol || r.b.s.Sym(callee.Symbol).Kind.IsType() {
		return unknownType
	}
	// When overloads remain, a lambda goes to the one whose delegate says
	// what its parameters are: C# would find the others fail to bind the
	// lambda's body (ss => ss.Set<T>() cannot take an entity for ss).
	first, found := unknownType, false
	lambda := r.argumentValue(arg)
	for _, m := range append([]index.SymbolID{callee.Symbol}, callee.Candidates...) {
		pt, ok := r.parameterTypeIn(m, inv, arg, pos, recv)
		if !ok {
			continue
		}
		if !found {
			first, found = pt, true
		}
		if !isLambda(r.kind(lambda)) || len(callee.Candidates) == 0 {
			return pt
		}
		if sig, ok := r.delegateOf(pt); ok && !slices.ContainsFunc(sig.inputs, r.isTypeParameter) && r.lambdaBodyFits(lambda, sig.inputs) {
			return pt
		}
	}
	return first
}

// agreedParameterType is, for a lambda given to a call the resolver could
// not pick among extension methods, the delegate type every one of them
// of the type arguments written that takes the arguments gives it, where
// they agree (Finbuckle's services.ConfigurePerTenant<TOptions,
// TTenantInfo>((options, tenant) => ...) on a ServiceCollection,
// IServiceCollection's or OptionsBuilder's).
func (r *resolver) agreedParameterType(candidates []index.SymbolID, inv, arg int32, pos int, recv exprType) exprType {
	fn := r.t.Child(inv, "function")
	written := r.writtenTypeArgs(fn)
	args := r.argumentsIn(r.t.Child(inv, "arguments"))
	agreed := unknownType
	for _, m := range candidates {
		if !isExtension(r.b.callParams(m)) {
			return unknownType // a workspace member of the name, on a value of a type not known: no evidence
		}
		if written != nil && r.b.callArity(m) != len(written.args) {
			continue
		}
		if ok, _ := r.applicable(m, args, r.receiverExpr(fn) >= 0); !ok {
			continue
		}
		pt, ok := r.parameterTypeIn(m, inv, arg, pos, recv)
		if _, isDelegate := r.delegateOf(pt); !ok || !isDelegate || agreed.known() && !r.identical(agreed, pt) {
			return unknownType
		}
		agreed = pt
	}
	return agreed
}

// argumentPosition counts the arguments before arg in its list.
func (r *resolver) argumentPosition(arg int32) int {
	return r.position(arg, "argument")
}

// position counts the siblings of n of a kind that come before it: an
// argument's place in its list, a parameter's, a subpattern's.
func (r *resolver) position(n int32, kind string) int {
	pos := 0
	for c := r.t.FirstChild(r.parent(n)); c >= 0 && c != n; c = r.t.Nodes[c].Next {
		if r.kind(c) == kind {
			pos++
		}
	}
	return pos
}

// lambdasTargeted counts the lambdas given to a call whose target type is
// being found (whileTargeting), and gives the outermost depth of the
// nodes being typed where that began.
func (r *resolver) lambdasTargeted(inv int32) (n, depth int) {
	depth = math.MaxInt
	if len(r.targeting) == 0 {
		return 0, depth
	}
	for _, a := range r.argumentsIn(r.t.Child(inv, "arguments")) {
		if d, ok := r.targeting[r.argumentValue(a)]; ok {
			n, depth = n+1, min(depth, d)
		}
	}
	return n, depth
}

// callOf resolves what a call, a `new` or a constructor initializer
// (: base(...), : this(...)) calls, and the value its methods are reached
// through. A lambda's parameters, typed to see which method its body
// fits, are typed by the method chosen: the call is chosen again inside
// (FluentValidation's GreaterThan(x => x.Count) rules out Func<T, P?> so),
// but not while two of its lambdas are being typed so, a cut: else each
// lambda of a call tried would try the call again (MoreLINQ's Aggregate
// of seven accumulators took minutes).
func (r *resolver) callOf(inv int32) (callee Resolution, recv exprType) {
	if n, depth := r.lambdasTargeted(inv); n >= 2 {
		r.low = min(r.low, depth)
		return Resolution{}, unknownType
	}
	switch fn := r.t.Child(inv, "function"); r.kind(inv) {
	case "invocation_expression":
		callee = r.resolveCallee(fn)
		if rx := r.receiverExpr(fn); rx >= 0 {
			recv = r.receiverType(fn, rx)
		} else { // M(x => ...) in a type deriving from Base<Order>: T is Order
			recv = r.implicitReceiver(fn, callee)
		}
	case "object_creation_expression", "implicit_object_creation_expression": // new C<T>(x => ...), new(x => ...)
		if recv = r.typeOf(inv); recv.sym != index.NoSymbol {
			callee = r.constructor(Resolution{Kind: TargetSymbol, Symbol: recv.sym}, inv)
		}
	case "constructor_initializer": // : base(x => ...) or : this(x => ...)
		keyword := r.t.FirstChild(inv)
		for keyword >= 0 && r.kind(keyword) != "base" && r.kind(keyword) != "this" {
			keyword = r.t.Nodes[keyword].Next
		}
		if recv = r.typeOf(keyword); recv.sym != index.NoSymbol {
			callee = r.constructor(Resolution{Kind: TargetSymbol, Symbol: recv.sym}, inv)
		}
	case "base_list", "primary_constructor_base_type":
		// class D(int x) : Base(x, flag: true) and record R(int X) : Base(X,
		// Flag: true), a primary constructor's call of its base's
		base := int32(-1)
		for c := r.t.FirstChild(inv); c >= 0 && r.kind(c) != "argument_list"; c = r.t.Nodes[c].Next {
			base = c
		}
		if sc := r.scopeAt(base); base >= 0 && sc != nil {
			if recv = r.written(sc, r.codeText(base)); recv.sym != index.NoSymbol {
				callee = r.constructor(Resolution{Kind: TargetSymbol, Symbol: recv.sym}, inv)
			}
		}
	}
	return callee, recv
}

// localFunctionResult is what the local function whose name is the node
// name returns, unknown for a generic one.
func (r *resolver) localFunctionResult(name int32) exprType {
	stmt := r.parent(name)
	if r.kind(stmt) != "local_function_statement" || r.t.Child(stmt, "type_parameters") >= 0 {
		return unknownType
	}
	ty := r.t.Child(stmt, "type")
	if ty < 0 {
		return unknownType
	}
	return r.written(r.scopeAt(ty), r.codeText(ty))
}

// localFunctionParameter is the type of the pos-th parameter of the local
// function whose name is the node name that the argument arg of the call
// inv goes to: a generic one's with the type arguments written or
// inferred from the other arguments (SimdLinq's Run(1u, x => ...) of a
// Run<T>(T a, Func<T[], T> f): a uint[] x).
func (r *resolver) localFunctionParameter(name, inv, arg int32, pos int) exprType {
	ps := r.localFunctionParams(name)
	if pos >= len(ps) {
		return unknownType
	}
	ty := r.t.Child(ps[pos], "type")
	if ty < 0 {
		return unknownType
	}
	sc := *r.scopeAt(ty)
	if stmt := r.parent(name); r.t.Child(stmt, "type_parameters") >= 0 {
		if sc.methodArgs = r.writtenTypeArgs(r.t.Child(inv, "function")); sc.methodArgs == nil {
			sc.methodArgs = r.inferLocalTypeArgs(stmt, inv, arg)
		}
	}
	return r.written(&sc, r.codeText(ty))
}

// localFunctionParams lists the parameter nodes of the local function
// whose name is the node name.
func (r *resolver) localFunctionParams(name int32) []int32 {
	var out []int32
	list := r.t.Child(r.parent(name), "parameters")
	for c := r.t.FirstChild(list); list >= 0 && c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "parameter" {
			out = append(out, c)
		}
	}
	return out
}

// parameterNodeType is the type a parameter node writes; unknown when it
// writes none.
func (r *resolver) parameterNodeType(p int32) exprType {
	if ty := r.t.Child(p, "type"); ty >= 0 {
		return r.written(r.scopeAt(ty), r.codeText(ty))
	}
	return unknownType
}

// lambdaBodyFits says whether a lambda's body can bind with its parameters
// of these types, as far as the members it reads on them tell: p.Name must
// be a member (or an extension method) of p's type, unless p's type is an
// assembly's and nothing the index read has a member of that name.
func (r *resolver) lambdaBodyFits(lambda int32, inputs []exprType) bool {
	names, _ := r.lambdaParameterNames(lambda)
	fits := true
	checked := map[string]bool{} // parameter and member name: b.Property a hundred times is one question
	r.walk(lambda, func(n int32) bool {
		if inner, _ := r.lambdaParameterNames(n); isLambda(r.kind(n)) && slices.ContainsFunc(inner, func(p string) bool { return slices.Contains(names, p) }) {
			return false // a lambda inside whose parameter shadows one of these (e => e.Color(e => e.OnLight(x)))
		}
		if fits && r.kind(n) == "argument" {
			if i := slices.Index(names, r.t.Text(r.argumentValue(n))); i >= 0 && i < len(inputs) && r.kind(r.argumentValue(n)) == "identifier" {
				fits = !r.callCannotTake(n, inputs[i], names)
			}
		}
		if !fits || r.kind(n) != "member_access_expression" {
			return fits
		}
		recv, name := r.t.Child(n, "expression"), r.t.Child(n, "name")
		if r.kind(recv) != "identifier" || name < 0 {
			return true
		}
		for i, p := range names {
			if p != r.t.Text(recv) || i >= len(inputs) {
				continue
			}
			// An assembly's type may have the member through an extension
			// method of a package not read, when no type the index read has
			// a member of that name (GetRequiredService<T>()).
			t := inputs[i]
			member := r.t.Text(r.nameToken(name))
			key := p + "." + member + "`" + strconv.Itoa(r.arity(name))
			if checked[key] {
				continue
			}
			checked[key] = true
			if t.sym != index.NoSymbol && (!r.b.s.External(t.sym) || len(r.b.membersNamed(member)) > 0) && !r.unreadBaseWhere(t.sym, anyBase) && len(r.members(t.sym, member)) == 0 &&
				r.b.nested(t.sym, member, r.arity(name)) == index.NoSymbol && !r.extensionTakes(t, member, name) {
				fits = false
			}
		}
		return fits
	})
	return fits
}

// extensionTakes says whether an extension method of the name may be
// called on a value of type t as the name is: with as many arguments
// where it is called (v.Sum() of an IEnumerable<Error> is no Sum<T>(this
// IEnumerable<T>, Func<T, int>): csharp-functional-extensions' Combine).
func (r *resolver) extensionTakes(t exprType, member string, name int32) bool {
	ext := r.extensionMethods(t, member, name)
	if args, call := r.callArguments(name); call {
		ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool { return !r.takesCount(m, len(args)) })
	}
	return len(ext) > 0
}

// callCannotTake says whether the call a lambda passes one of its
// parameters to as argument arg surely cannot take it as a value of type t:
// every method of that name the receiver's type has (the receiver typed
// without the lambda's parameters) takes a workspace type there that t does
// not convert to (messageFilter.Any(message) for a message typed
// PublishedMessageFilter, where Any takes an IPublishedMessage: MassTransit).
func (r *resolver) callCannotTake(arg int32, t exprType, params []string) bool {
	list := r.parent(arg)
	inv := r.parent(list)
	fn := r.t.Child(inv, "function")
	if r.kind(list) != "argument_list" || r.kind(inv) != "invocation_expression" || r.kind(fn) != "member_access_expression" ||
		t.sym == index.NoSymbol || r.isTypeParameter(t) || r.unreadBaseClass(t.sym) {
		return false
	}
	recv, name := r.t.Child(fn, "expression"), r.t.Child(fn, "name")
	if r.kind(recv) != "identifier" || slices.Contains(params, r.t.Text(recv)) || r.kind(name) != "identifier" {
		return false
	}
	args := r.argumentsIn(list)
	pos := slices.Index(args, arg)
	if slices.ContainsFunc(args, func(a int32) bool { return r.t.Child(a, "name") >= 0 }) {
		return false // named arguments: not by position
	}
	on := r.typeOf(recv)
	if on.sym == index.NoSymbol || on.static || r.unreadBaseWhere(on.sym, anyBase) || len(r.extensionMethods(on, r.t.Text(name), name)) > 0 {
		return false
	}
	methods := r.members(on.sym, r.t.Text(name))
	if len(methods) == 0 {
		return false
	}
	for _, m := range methods {
		ps := r.b.callParams(m)
		if r.b.s.Sym(m).Kind != syntax.KindMethod || !takesArguments(ps, len(args)) {
			return false
		}
		if pos >= len(ps) {
			return false
		}
		if _, params := paramsElement(ps[pos]); params {
			return false
		}
		pt := r.written(r.memberScope(m, on), ps[pos].Type)
		if pt.sym == index.NoSymbol || r.isTypeParameter(pt) || r.b.s.External(pt.sym) ||
			r.sameType(t, pt) || r.implicitOperator(t, pt) {
			return false
		}
	}
	return true
}

// lambdaParameterNames lists a lambda's parameter names in order; listed
// is false when it writes no parameter list (`delegate { }`).
func (r *resolver) lambdaParameterNames(lambda int32) (names []string, listed bool) {
	nodes, listed := r.lambdaParameterNodes(lambda)
	for _, n := range nodes {
		names = append(names, r.t.Text(n))
	}
	return names, listed
}

// lambdaParameterNodes lists the nodes that name a lambda's parameters, in
// order; listed is false when it writes no parameter list.
func (r *resolver) lambdaParameterNodes(lambda int32) (nodes []int32, listed bool) {
	for c := r.t.FirstChild(lambda); c >= 0; c = r.t.Nodes[c].Next {
		switch r.kind(c) {
		case "implicit_parameter":
			return []int32{c}, true
		case "parameter_list":
			for p := r.t.FirstChild(c); p >= 0; p = r.t.Nodes[p].Next {
				if r.kind(p) == "parameter" {
					nodes = append(nodes, r.t.Child(p, "name"))
				}
			}
			return nodes, true
		}
	}
	return nil, false
}

// parameterTypeIn is the type of the parameter of method m that the
// argument at position pos of the call inv goes to, the call's receiver
// (or the type a constructor creates) being recv.
func (r *resolver) parameterTypeIn(m index.SymbolID, inv, arg int32, pos int, recv exprType) (exprType, bool) {
	return r.parameterTypeInferring(m, inv, arg, pos, recv, arg)
}

// parameterTypeInferring is parameterTypeIn with the type arguments inferred
// without the argument skip (-1: from all of them).
func (r *resolver) parameterTypeInferring(m index.SymbolID, inv, arg int32, pos int, recv exprType, skip int32) (exprType, bool) {
	fn := r.t.Child(inv, "function")
	ps := r.b.callParams(m)
	if r.extensionCall(ps, fn) {
		ps = ps[1:]
	}
	p := r.argumentParameter(ps, pos, arg)
	if p < 0 {
		return unknownType, false
	}
	sc := r.memberScope(m, recv)
	sc.methodArgs = r.writtenTypeArgs(fn)
	if sc.methodArgs == nil {
		sc.methodArgs = r.inferTypeArgs(m, inv, recv, skip)
	}
	typ := ps[p].Type
	if elem, ok := paramsElement(ps[p]); ok {
		if k := r.kind(r.argumentValue(arg)); isLambda(k) || k == "implicit_object_creation_expression" || k == "tuple_expression" {
			typ = elem // a lambda, new() or a tuple is one of the params, never their array (cs-script's MapValue((".cs", to => ...)))
		}
	}
	return r.written(sc, typ), true
}

// extensionCall says whether a call through fn to a method with these
// parameters passes the first one as the receiver (list.Map(f)), not as
// its first argument (Mapping.Map(list, f)).
func (r *resolver) extensionCall(ps []syntax.Param, fn int32) bool {
	if !isExtension(ps) {
		return false
	}
	// Through a type's name only where the name is of a type read: the
	// static class declaring the method (a name nothing read declares,
	// WebApplicationBuilder.Services of a builder not read, is a value:
	// Swashbuckle's builder.Services.AddSwaggerGen(options => ...)).
	rx := r.receiverExpr(fn)
	t := r.typeOf(rx)
	return rx >= 0 && !(t.static && t.sym != index.NoSymbol)
}

// delegateType is the delegate type a lambda converts to when passed as t:
// t itself, or the one an expression tree wraps (Expression<Func<...>>);
// nil when that is not a named type.
func delegateType(t *syntax.TypeRef) *syntax.TypeRef {
	if t != nil && t.Kind == syntax.TypeNullable { // Action<T>? takes a lambda as Action<T> does
		t = t.Elem
	}
	if t == nil || t.Kind != syntax.TypeNamed || len(t.Parts) == 0 {
		return nil
	}
	if last := t.Parts[len(t.Parts)-1]; last.Name == "Expression" && len(last.Args) == 1 {
		if inner := last.Args[0]; inner.Kind == syntax.TypeNamed && len(inner.Parts) > 0 {
			return inner
		}
		return nil
	}
	return t
}

// isFuncOrAction says whether a delegate type is written Func<...> or
// Action<...>.
func isFuncOrAction(t *syntax.TypeRef) bool {
	_, _, ok := funcOrAction(t)
	return ok
}

// funcOrAction reads a delegate type written Func<T1, ..., TResult> or
// Action<T1, ...>: its parameter types and its result (nil for Action);
// false for any other name.
func funcOrAction(t *syntax.TypeRef) (inputs []*syntax.TypeRef, result *syntax.TypeRef, ok bool) {
	last := t.Parts[len(t.Parts)-1]
	switch {
	case last.Name == "Func" && len(last.Args) > 0:
		return last.Args[:len(last.Args)-1], last.Args[len(last.Args)-1], true
	case last.Name == "Action":
		return last.Args, nil, true
	}
	return nil, nil, false
}

// awaitedAt is the result of awaiting a value of type operand at n, through
// its GetAwaiter or an extension method GetAwaiter in scope.
func (r *resolver) awaitedAt(operand exprType, n int32) exprType {
	if t := r.awaited(operand); t.known() || !operand.known() {
		return t
	}
	return r.extensionAwaited(operand, n)
}

// awaited is the result of awaiting a value: T of Task<T> and ValueTask<T>.
func (r *resolver) awaited(et exprType) exprType {
	if et.task != nil {
		return *et.task
	}
	// What the compiler calls: GetAwaiter().GetResult().
	for _, ga := range r.membersOf(et.sym, "GetAwaiter") {
		if awaiter := r.memberType(ga, et); awaiter.sym != index.NoSymbol {
			for _, gr := range r.membersOf(awaiter.sym, "GetResult") {
				return r.outerArgument(r.memberType(gr, awaiter), et)
			}
		}
	}
	if et.tr == nil || et.tr.Kind != syntax.TypeNamed || len(et.tr.Parts) == 0 {
		return unknownType
	}
	last := et.tr.Parts[len(et.tr.Parts)-1]
	if (last.Name == "Task" || last.Name == "ValueTask") && len(last.Args) == 1 && et.sym == index.NoSymbol {
		return r.b.fromTypeRef(et.sc, last.Args[0])
	}
	return unknownType
}

// extensionAwaited is what awaiting a value of type et at n gives through
// an extension method GetAwaiter in scope, its type arguments inferred from
// the value: GetResult of the awaiter it returns, or T of an awaiter of an
// assembly not read named like Task's (DiscordChatExporter's await on an
// IAsyncEnumerable<T> giving an IReadOnlyList<T>).
func (r *resolver) extensionAwaited(et exprType, n int32) exprType {
	for _, m := range r.extensionMethods(et, "GetAwaiter", n) {
		ps := r.b.callParams(m)
		if len(ps) != 1 {
			continue
		}
		sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
		if inf := r.newInference(m); inf != nil {
			if pt := syntax.ParseTypeRef(strings.TrimSpace(ps[0].Type)); pt != nil {
				inf.unify(pt, et, 0)
			}
			sc.methodArgs = inf.sub
		}
		awaiter := r.written(sc, r.b.callDecl(m).Type)
		for _, gr := range r.membersOf(awaiter.sym, "GetResult") {
			return r.memberType(gr, awaiter)
		}
		if name, arity := r.namedShape(awaiter); awaiter.sym == index.NoSymbol && arity == 1 && strings.HasSuffix(name, "TaskAwaiter") {
			if arg := awaiter.tr.Parts[len(awaiter.tr.Parts)-1].Args[0]; arg != nil {
				return r.b.fromTypeRef(awaiter.sc, arg)
			}
		}
	}
	return unknownType
}

// outerArguments replaces the type parameters of outer's type in a
// substitution found through a type nested in it by outer's type arguments:
// Dictionary<string, Order>.ValueCollection is an IEnumerable<Order>.
func (r *resolver) outerArguments(sub *substitution, outer *exprType) *substitution {
	if sub == nil || outer == nil || outer.sub == nil {
		return sub
	}
	out := &substitution{t: sub.t, args: make([]*syntax.TypeRef, len(sub.args)), scs: make([]*scope, len(sub.args))}
	for i := range sub.args {
		out.args[i], out.scs[i] = sub.arg(i)
		a := out.args[i]
		if a == nil || a.Kind != syntax.TypeNamed || len(a.Parts) != 1 || len(a.Parts[0].Args) > 0 {
			continue
		}
		if ord, ok := r.b.typeParamOrdinal(outer.sym, a.Parts[0].Name); ok {
			if arg, sc := outer.sub.arg(ord); arg != nil {
				out.args[i], out.scs[i] = arg, sc
			}
		}
	}
	return out
}

// outerArgument reads a type parameter of outer's type, met on a type
// nested in it (ConfiguredTaskAwaitable<T>.ConfiguredTaskAwaiter's
// GetResult returns the outer T), as outer's type argument.
func (r *resolver) outerArgument(t, outer exprType) exprType {
	if !r.isTypeParameter(t) || outer.sym == index.NoSymbol || outer.sub == nil {
		return t
	}
	if i, ok := r.b.typeParamOrdinal(outer.sym, t.tr.Parts[0].Name); ok {
		if arg, sc := outer.sub.arg(i); arg != nil {
			return r.b.fromTypeRef(sc, arg)
		}
	}
	return t
}

// elementOf is the element type of a sequence: an array, a collection.
func (r *resolver) elementOf(et exprType) exprType {
	if et.elemOf != nil {
		return *et.elemOf
	}
	if et.tr != nil && et.tr.Kind == syntax.TypeArray && et.tr.Elem != nil {
		return r.b.fromTypeRef(et.sc, et.tr.Elem)
	}
	if pt := r.pointee(et); pt.known() { // p[i] of a pointer
		return pt
	}
	// A generic collection from an assembly (List<T>, IEnumerable<T> ...,
	// a package's named as collections are: Bannerlord's MBBindingList<T>):
	// until assemblies are read, its one type argument is taken for the
	// element type.
	if et.sym == index.NoSymbol && et.tr != nil && et.tr.Kind == syntax.TypeNamed && len(et.tr.Parts) > 0 {
		if last := et.tr.Parts[len(et.tr.Parts)-1]; len(last.Args) == 1 && (enumerableNames[last.Name] || collectionNamed(last.Name)) {
			return r.b.fromTypeRef(et.sc, last.Args[0])
		}
		if ri, ok := r.asReadInterface(et); ok { // a DbSet<T>'s T
			return r.elementOf(ri)
		}
	}
	// What foreach and LINQ see: the T of the IEnumerable<T> the type is
	// or implements.
	if elem := r.sequenceArg(et, "IEnumerable"); elem.known() {
		return elem
	}
	if r.isTypeParameter(et) { // TCollection where TCollection : ICollection<TElement>
		for _, ct := range r.constraintTypes(et) {
			if elem := r.elementOf(ct); elem.known() {
				return elem
			}
		}
	}
	return r.indexed(et, false, -1)
}

// asyncElementOf is what an async iterator returning t yields: the T of
// its IAsyncEnumerable<T> or IAsyncEnumerator<T> (elementOf takes that of
// one not read).
func (r *resolver) asyncElementOf(t exprType) exprType {
	for _, name := range []string{"IAsyncEnumerable", "IAsyncEnumerator"} {
		if elem := r.sequenceArg(t, name); elem.known() {
			return elem
		}
	}
	return r.elementOf(t)
}

// sequenceArg is the T of the System.Collections.Generic interface
// name<T> (IEnumerable, IAsyncEnumerable) a type is or implements.
func (r *resolver) sequenceArg(et exprType, name string) exprType {
	if et.sym != index.NoSymbol {
		for _, ie := range r.b.types[nsMember{ns: "System.Collections.Generic", name: name, arity: 1}] {
			if arg, asc := r.subFor(et, ie).arg(0); arg != nil {
				return r.b.fromTypeRef(asc, arg)
			}
		}
	}
	return unknownType
}

// unparenthesized is n inside its parentheses.
func (r *resolver) unparenthesized(n int32) int32 {
	for r.kind(n) == "parenthesized_expression" {
		n = r.firstNamed(n)
	}
	return n
}

// operandTarget is the type of the parameter of the user-defined operator
// a binary expression p calls that its operand n goes to, unknown when
// the operator is not certain.
func (r *resolver) operandTarget(n, p int32) exprType {
	res, ok := r.operatorAt(r.t.Child(p, "operator"))
	if !ok || res.Kind != TargetSymbol || len(res.Candidates) > 0 {
		return unknownType
	}
	ps := r.b.s.Primary(res.Symbol).Params
	i, other := 0, r.t.Child(p, "right")
	if n == other {
		i, other = 1, r.t.Child(p, "left")
	}
	if len(ps) != 2 {
		return unknownType
	}
	return r.written(r.memberScope(res.Symbol, r.typeOf(other)), ps[i].Type)
}

// combinedDelegate is the type of a lambda combined with a delegate,
// lambda + config: C#'s D operator +(D, D) of the other's delegate type
// (ServiceConnect's Bus.Initialize(c => { ... } + config) of an
// Action<IConfiguration>).
func (r *resolver) combinedDelegate(n, p int32) exprType {
	other := r.t.Child(p, "left")
	if other == n {
		other = r.t.Child(p, "right")
	}
	if op := r.t.Text(r.t.Child(p, "operator")); op != "+" && op != "-" || isLambda(r.kind(r.unparenthesized(other))) {
		return unknownType
	}
	if t := r.typeOf(other); t.known() {
		if _, ok := r.delegateOf(t); ok {
			return t
		}
	}
	return unknownType
}

// rangeIndexed says whether an element access takes one range: written
// (s[1..^1]) or a value of type System.Range (NSec's _buffer[_stack[0]]).
func (r *resolver) rangeIndexed(access int32) bool {
	args := r.argumentsIn(r.t.Child(access, "subscript"))
	if len(args) != 1 {
		return false
	}
	val := r.argumentValue(args[0])
	if r.kind(val) == "range_expression" {
		return true
	}
	return r.fullName(r.typeOf(val)) == "System.Range"
}

// sliced is the type of a value indexed by a range: a string, an array,
// a span or a memory slice to the same type; else what its Slice(int,
// int) returns.
func (r *resolver) sliced(t exprType) exprType {
	if t.tr != nil && t.tr.Kind == syntax.TypeArray {
		return t
	}
	name := "" // the System type's simple name, for one of an assembly not read as written
	if t.sym != index.NoSymbol {
		if sym := r.b.s.Sym(t.sym); sym.Namespace == "System" {
			name = sym.Name
		}
	} else if t.tr != nil && t.tr.Kind == syntax.TypeNamed && len(t.tr.Parts) > 0 {
		name = t.tr.Parts[len(t.tr.Parts)-1].Name
	}
	switch name {
	case "String", "string", "Span", "ReadOnlySpan", "Memory", "ReadOnlyMemory":
		return t
	}
	for _, m := range r.membersOf(t.sym, "Slice") {
		if len(r.b.s.Primary(m).Params) == 2 {
			return r.memberType(m, t)
		}
	}
	return unknownType
}

// iterated is the type a foreach statement gives the elements of its
// value: the Current of the enumerator its GetEnumerator() returns (for
// await foreach, GetAsyncEnumerator()), the pattern C# looks for first (a
// ref struct's enumerator, UniTask's IUniTaskAsyncEnumerable<T>), else the
// element type of the IEnumerable<T> it is.
func (r *resolver) iterated(foreach int32) exprType {
	et := r.typeOf(r.t.Child(foreach, "right"))
	if isDynamic(et) {
		return et // what a dynamic value gives is dynamic (Jil's foreach (var kv in res))
	}
	getEnumerator := "GetEnumerator"
	for c := r.t.FirstChild(foreach); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "await" {
			getEnumerator = "GetAsyncEnumerator"
		}
	}
	// A workspace type's enumerator is followed first; an assembly's
	// collections implement IEnumerable<T>, whose T is taken first (an
	// array's enumerator gives IEnumerator's object), else their enumerator
	// is followed too (ReadOnlySequence<T>'s Enumerator).
	isArray := et.array || et.tr != nil && et.tr.Kind == syntax.TypeArray
	if et.sym != index.NoSymbol && !r.b.s.External(et.sym) && !isArray {
		if cur := r.enumeratorCurrent(et, getEnumerator, foreach); cur.known() {
			return cur
		}
	}
	if getEnumerator == "GetAsyncEnumerator" && et.sym != index.NoSymbol {
		// The T of the IAsyncEnumerable<T> the value is, or of the
		// ConfiguredCancelableAsyncEnumerable<T> its ConfigureAwait or
		// WithCancellation gives.
		if elem := r.sequenceArg(et, "IAsyncEnumerable"); elem.known() {
			return elem
		}
		if r.b.qualifiedName(et.sym) == "System.Runtime.CompilerServices.ConfiguredCancelableAsyncEnumerable" {
			if arg, asc := et.sub.arg(0); arg != nil {
				return r.b.fromTypeRef(asc, arg)
			}
		}
	}
	if et.sym != index.NoSymbol && r.b.s.External(et.sym) && !et.array && et.sc != nil {
		// An assembly's collection whose GetEnumerator gives an IEnumerator
		// (AttributeCollection, MatchCollection): its Current is an object,
		// whatever its indexer returns.
		for _, m := range r.members(et.sym, "GetEnumerator") {
			if r.b.s.Sym(m).Kind == syntax.KindMethod && len(r.b.s.Primary(m).Params) == 0 {
				if r.fullName(r.memberType(m, et)) == "System.Collections.IEnumerator" {
					return r.written(et.sc, "global::System.Object")
				}
				break
			}
		}
	}
	elem := r.elementOf(et)
	if !elem.known() && et.sym != index.NoSymbol && !et.array && nonGenericSequences[r.b.qualifiedName(et.sym)] && et.sc != nil {
		// IEnumerator's Current is an object.
		return r.written(et.sc, "global::System.Object")
	}
	if !elem.known() && et.sym != index.NoSymbol && r.b.s.External(et.sym) && !isArray {
		return r.enumeratorCurrent(et, getEnumerator, foreach)
	}
	if sc := r.scopeAt(foreach); !elem.known() && et.sym != index.NoSymbol && !isArray && sc != nil {
		// A type of the code that implements IEnumerable only explicitly,
		// with no GetEnumerator of its own: IEnumerator's Current, an
		// object (FileHelpers' MultiRecordEngine).
		if ie := r.b.frameworkType(sc.project, "System.Collections", "IEnumerable", 0); ie != index.NoSymbol && r.derivesFrom(et.sym, ie) {
			return r.written(sc, "global::System.Object")
		}
	}
	if !elem.known() && et.sym != index.NoSymbol && !r.b.s.External(et.sym) && !isArray {
		// A type of the code that is a sequence through a base not read:
		// of that base's one type argument (SeoToolkit's foreach (var p in
		// this) in a BuilderCollectionBase<IFieldProvider>).
		if arg, ok := r.unreadBaseElement(et.sym); ok {
			return arg
		}
	}
	return elem
}

// enumeratorCurrent is the type of the Current of the enumerator a type's
// GetEnumerator (or GetAsyncEnumerator) called with no argument returns:
// no type parameter but one in scope at the foreach (MoreLINQ's
// CollectionLike<T> of an IEnumerator<T>, in a method of T).
func (r *resolver) enumeratorCurrent(et exprType, getEnumerator string, foreach int32) exprType {
	for _, m := range r.members(et.sym, getEnumerator) {
		// Called with no argument: GetAsyncEnumerator(CancellationToken token = default).
		if r.b.s.Sym(m).Kind != syntax.KindMethod || slices.ContainsFunc(r.b.s.Primary(m).Params, func(p syntax.Param) bool { return p.Default == "" }) {
			continue
		}
		if e := r.memberType(m, et); e.sym != index.NoSymbol {
			for _, c := range r.members(e.sym, "Current") {
				if cur := r.memberType(c, e); cur.known() && (!r.isTypeParameter(cur) || r.openHere(cur, foreach)) {
					return cur
				}
			}
		}
		break
	}
	return unknownType
}

// nonGenericSequences are the framework's sequences of objects: an Array
// value (not T[]) and the collections before generics.
var nonGenericSequences = map[string]bool{
	"System.Array": true, "System.Collections.IEnumerable": true, "System.Collections.ICollection": true,
	"System.Collections.IList": true,
}

// indexed is the type of an element access on a value: its indexer's type,
// else (when the caller has not tried it) its element type.
func (r *resolver) indexed(et exprType, elements bool, access int32) exprType {
	if found := r.membersOf(et.sym, "this[]"); len(found) > 0 {
		return r.memberType(r.indexerCalled(found, et, access), et)
	}
	for _, ct := range r.constraintTypes(et) {
		// a T : IReadOnlyDictionary<TK, TV> has its constraint's indexer: d[k] is a TV
		if found := r.membersOf(ct.sym, "this[]"); len(found) > 0 {
			return r.memberType(r.indexerCalled(found, ct, access), ct)
		}
	}
	if ri, ok := r.asReadInterface(et); ok {
		return r.indexed(ri, elements, access) // a JObject's json["key"] is IDictionary<string, JToken>'s: a JToken
	}
	if elements {
		return r.elementOf(et)
	}
	return unknownType
}

// unreadListElement is what an element access by one integer gives on a
// value of a generic type not read that takes one type argument: its
// type argument, as a list's indexer gives (Avalonia's AvaloniaList<Node>:
// data[0].Children). Not by a string: IStringLocalizer<T>["key"] is a
// LocalizedString.
func (r *resolver) unreadListElement(recv exprType, access int32) exprType {
	args := r.argumentsIn(r.t.Child(access, "subscript"))
	if len(args) != 1 {
		return unknownType
	}
	if !r.integral(r.typeOf(r.argumentValue(args[0]))) {
		return unknownType
	}
	if _, t, ok := r.unreadTypeArgument(recv); ok {
		return t
	}
	return unknownType
}

// indexerCalled is the indexer of those found that an access (an
// element access or binding, -1 for none known) calls: the one its
// arguments choose where there are several (Bag[int] and Bag[string]).
func (r *resolver) indexerCalled(found []index.SymbolID, et exprType, access int32) index.SymbolID {
	if len(found) == 1 || access < 0 {
		return found[0]
	}
	list := r.t.Child(access, "subscript")
	if list < 0 {
		list = access // a?[k]: the binding holds its arguments
	}
	args := r.argumentsIn(list)
	fit := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return len(r.b.callParams(m)) != len(args) })
	switch {
	case len(fit) == 1:
		return fit[0]
	case len(fit) > 1:
		if best, _ := r.byArgumentTypes(fit, args, nil, et); best != index.NoSymbol {
			return best
		}
	}
	return found[0]
}

// sequenceCalled is what a collection method called on a sequence of elem
// gives: an array for ToArray, a List<T> for ToList, a sequence of the same
// elements for the others.
func (r *resolver) sequenceCalled(method string, elem exprType, fn int32) exprType {
	sc := r.scopeAt(fn)
	switch strings.TrimSuffix(method, "Async") {
	case "ToArray":
		if sc != nil {
			return exprType{sym: r.b.systemType(sc.project, "Array", 0), elemOf: &elem, array: true}
		}
	case "ToList":
		tr, esc := r.typeRefOf(elem)
		if sc == nil || tr == nil {
			break
		}
		if list := r.b.frameworkType(sc.project, "System.Collections.Generic", "List", 1); list != index.NoSymbol {
			return exprType{sym: list, sub: &substitution{t: list, args: []*syntax.TypeRef{tr}, sc: esc}}
		}
	}
	return exprType{sym: index.NoSymbol, elemOf: &elem}
}

// collectionCall types a call of the framework's collection methods
// (LINQ's and List's) on a sequence whose element type is known, until
// assemblies are read: First() and its kin give an element, Where() and
// its kin a sequence of the same elements, OfType<T>() and Cast<T>() one
// of Ts. fn is the called method.
func (r *resolver) collectionCall(recv exprType, fn int32) exprType {
	method := r.t.Text(r.nameToken(r.calledName(fn)))
	switch method {
	case "OfType", "Cast": // a sequence of the type written, whatever the receiver holds
		if recv.sym != index.NoSymbol && !r.elementOf(recv).known() {
			return unknownType // no sequence, no LINQ (an IObservable's OfType is System.Reactive's, not read)
		}
		if targs := r.writtenTypeArgs(fn); targs != nil && len(targs.args) == 1 {
			if tr, sc := targs.arg(0); tr != nil {
				elem := r.b.fromTypeRef(sc, tr)
				return exprType{sym: index.NoSymbol, elemOf: &elem}
			}
		}
		return unknownType
	case "First", "FirstOrDefault", "Last", "LastOrDefault", "Single", "SingleOrDefault", "ElementAt",
		"ElementAtOrDefault", "Find", "FindLast", "MinBy", "MaxBy", "FirstAsync", "FirstOrDefaultAsync",
		"SingleAsync", "SingleOrDefaultAsync", "LastAsync", "LastOrDefaultAsync":
		elem := r.elementOf(recv)
		if strings.HasSuffix(method, "Async") && elem.known() {
			return r.taskOf(fn, elem) // the framework's Task<T>: ConfigureAwait(false) after it is Task<T>'s (protoactor's Raven queries)
		}
		return elem
	case "Where", "OrderBy", "OrderByDescending", "ThenBy", "ThenByDescending", "Skip", "Take", "SkipWhile",
		"TakeWhile", "Distinct", "DistinctBy", "Reverse", "AsEnumerable", "AsQueryable", "ToList", "ToArray",
		"ToHashSet", "Concat", "Union", "Intersect", "Except", "FindAll", "AsReadOnly", "Append", "Prepend",
		"DefaultIfEmpty", "AsNoTracking", "Include", "ThenInclude", "ToListAsync", "ToArrayAsync":
		if elem := r.elementOf(recv); elem.known() {
			seq := r.sequenceCalled(method, elem, fn)
			if sc := r.scopeAt(fn); seq.elemOf != nil && method != "AsEnumerable" && !strings.HasPrefix(method, "To") && sc != nil {
				// Of a query, a query (EF Core's AsNoTracking() and
				// Include() on an IQueryable<T>: Skip() after them is
				// Queryable's); ToArrayAsync() and the like run it
				// (MODiX's await query.ToArrayAsync() is an array).
				if queryable := r.queryableType(recv, sc); queryable != index.NoSymbol {
					if q, ok := r.constructedOf(queryable, elem); ok {
						seq = q
					}
				}
			}
			if strings.HasSuffix(method, "Async") {
				return r.taskOf(fn, seq)
			}
			return seq
		}
	}
	return unknownType
}

// collectionNamed says whether a generic type's name ends as collections'
// do (ReactiveList, BindableCollection, MBBindingList).
func collectionNamed(name string) bool {
	for _, suffix := range []string{"List", "Collection", "Set", "Queue", "Stack", "Bag"} {
		if strings.HasSuffix(name, suffix) {
			return true
		}
	}
	return false
}

// enumerableNames are the framework's generic collections whose element
// type is their one type argument.
var enumerableNames = map[string]bool{
	"IEnumerable": true, "IAsyncEnumerable": true, "ICollection": true, "IList": true, "List": true,
	"IReadOnlyCollection": true, "IReadOnlyList": true, "ISet": true, "IReadOnlySet": true, "HashSet": true,
	"SortedSet": true, "Queue": true, "Stack": true, "LinkedList": true, "ImmutableArray": true,
	"ImmutableList": true, "IImmutableList": true, "ImmutableHashSet": true, "Collection": true,
	"ReadOnlyCollection": true, "ObservableCollection": true, "ConcurrentBag": true, "ConcurrentQueue": true,
	"IQueryable": true, "IOrderedEnumerable": true, "IOrderedQueryable": true, "Span": true, "ReadOnlySpan": true,
	"Memory": true, "ReadOnlyMemory": true, "BlockingCollection": true,
}

// afterToken is the first operand of n after its token kind (the source
// of a join after `in`).
func (r *resolver) afterToken(n int32, kind string) int32 {
	seen := false
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == kind {
			seen = true
		} else if seen && r.isOperand(c) {
			return c
		}
	}
	return -1
}

// anonymousValue is the value of a Name = value declarator of new { ... }
// whose name is decl, or -1 for a projection (new { Name, x.Other }).
func (r *resolver) anonymousValue(creation, decl int32) int32 {
	equals := false
	for c := r.t.Nodes[decl].Next; c >= 0; c = r.t.Nodes[c].Next {
		switch k := r.kind(c); {
		case k == "=":
			equals = true
		case k == "," || k == "}":
			return -1
		case equals && r.isOperand(c):
			return c
		}
	}
	return -1
}

// anonymousProperty describes the property of an anonymous type that the
// identifier decl declares (Name = value) or projects (Name, x.Name).
func (r *resolver) anonymousProperty(decl int32) Local {
	return Local{Kind: "anonymousProperty", Name: strings.TrimPrefix(r.t.Text(decl), "@"), Node: decl}
}

// anonymousPropertyType is the type of a property of an anonymous type:
// the value's it is initialized with, or the projected member's.
func (r *resolver) anonymousPropertyType(decl int32) exprType {
	switch p := r.parent(decl); r.kind(p) {
	case "member_access_expression":
		return r.typeOf(p)
	case "anonymous_object_creation_expression":
		if v := r.anonymousValue(p, decl); v >= 0 {
			return r.typeOf(v)
		}
	}
	return r.typeOf(decl)
}

// anonymousMember finds the property name of an anonymous type made by
// new { ... }: a Name = value declarator, or a projection (x.Name, Name).
// It answers the identifier that declares it.
func (r *resolver) anonymousMember(creation int32, name string) (int32, bool) {
	for _, id := range r.anonymousProperties(creation) {
		if strings.TrimPrefix(r.t.Text(id), "@") == name {
			return id, true
		}
	}
	return -1, false
}

// anonymousDeclares says whether an anonymous type the file creates has a
// member of the name.
func (r *resolver) anonymousDeclares(name string) bool {
	found := false
	r.walk(0, func(n int32) bool {
		if r.kind(n) == "anonymous_object_creation_expression" {
			_, ok := r.anonymousMember(n, name)
			found = found || ok
		}
		return !found
	})
	return found
}

// anonymousProperties lists the identifiers that name the properties of
// new { ... }: each Name of Name = value, and the last name of a
// projection (x.Name, Name); values are left out.
func (r *resolver) anonymousProperties(creation int32) []int32 {
	var out []int32
	value := false // the next operand is the value after =
	for c := r.t.FirstChild(creation); c >= 0; c = r.t.Nodes[c].Next {
		switch k := r.kind(c); {
		case k == "=":
			value = true
		case k == ",":
			value = false
		case r.isOperand(c) && !value:
			id := c
			if k == "member_access_expression" {
				id = r.t.Child(c, "name")
			}
			if r.kind(id) == "identifier" {
				out = append(out, id)
			}
		}
	}
	return out
}

// lastOperand is the last child of n that is code (the expression of a
// from, join or let clause).
func (r *resolver) lastOperand(n int32) int32 {
	last := int32(-1)
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.isOperand(c) && c != r.t.Child(n, "name") {
			last = c
		}
	}
	return last
}

func (r *resolver) firstNamedOfKind(n int32, kind string) int32 {
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == kind {
			return c
		}
	}
	return -1
}

// enclosingType is the workspace type whose body holds a node.
func (r *resolver) enclosingType(n int32) index.SymbolID {
	id, _, ok := r.enclosingDecl(n)
	for ok && id != index.NoSymbol {
		if r.b.s.Sym(id).Kind.IsType() {
			return id
		}
		id = r.b.s.Sym(id).Container
	}
	return index.NoSymbol
}

// patternMisread is the receiver of a member access as C# reads it. The
// grammar reads `a is X || b is Y.Z` and `c is X or Y.Z ? 1 : 0` as
// (b is Y).Z; C# needs parentheses for that, so Y.Z is the last pattern's
// type (or constant), and Y its receiver.
func (r *resolver) patternMisread(recv int32) int32 {
	if r.kind(recv) != "is_pattern_expression" {
		return recv
	}
	pat := r.t.Child(recv, "pattern")
	for k := r.kind(pat); k == "negated_pattern" || k == "or_pattern" || k == "and_pattern" || k == "relational_pattern"; k = r.kind(pat) {
		pat = r.lastOperand(pat)
	}
	if r.kind(pat) == "constant_pattern" {
		return r.firstNamed(pat)
	}
	return recv
}

// memberAccessType is the type of a member access expr.Name.
func (r *resolver) memberAccessType(n int32) exprType {
	t := r.t
	recv := r.receiverType(n, r.patternMisread(t.Child(n, "expression")))
	if isDynamic(recv) {
		return recv // what a dynamic value's members give is dynamic too
	}
	if et, ok := r.tupleElementType(recv, t.Child(n, "name")); ok {
		return et
	}
	res := r.memberOf(recv, t.Child(n, "name"))
	if (recv.isNS || recv.static) && r.kind(t.Child(n, "name")) == "generic_name" &&
		res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind.IsType() {
		// N.Fm<R, string> before a dot: the type with its arguments, as
		// Fm<R, string> alone (ZeroFormatter's Formatters.Formatter<R, T>.Default)
		if et := r.written(r.scopeAt(n), r.codeText(n)); et.known() {
			et.static = true
			return et
		}
	}
	if typ, ok := r.singletonInstance(res, recv, t.Child(n, "name")); ok {
		return typ
	}
	if typ, ok := r.externalMemberType(res, recv, t.Child(n, "name")); ok {
		return typ
	}
	if res.Kind == TargetExternal && recv.static && recv.sym != index.NoSymbol && r.b.s.Sym(recv.sym).Kind == syntax.KindEnum {
		// An enum's member the assembly read lacks (.NET 5's
		// StringSplitOptions.TrimEntries in Mono's library) is of the enum.
		return exprType{sym: recv.sym}
	}
	return r.typeOfResolution(res, r.receiverOf(recv, res))
}

// singletonInstance is the type of X.Instance (or instance, Current) that
// a base not read of X declares, where that base takes X itself as its one
// type argument, as singletons' bases do: X (Unity's
// ScriptableSingleton<VFoldersCache>.instance in vFolders, a
// MonoSingleton<T>'s Instance).
func (r *resolver) singletonInstance(res Resolution, recv exprType, name int32) (exprType, bool) {
	if res.Kind != TargetExternal || !recv.static || recv.sym == index.NoSymbol || r.b.s.External(recv.sym) ||
		!singletonMembers[r.t.Text(r.nameToken(name))] {
		return unknownType, false
	}
	for arg := range r.unreadBaseArguments(recv.sym) {
		if arg.sym == recv.sym {
			return exprType{sym: recv.sym}, true
		}
	}
	return unknownType, false
}

// singletonMembers are the names singletons' bases give their one instance.
var singletonMembers = map[string]bool{"Instance": true, "instance": true, "Current": true, "current": true}

// externalMemberType is the type of res, a member found external, read by
// name on a value of type recv, where that decides it: a package member
// whose type is known (an IOptions<T>'s Value is a T), else none where
// recv's type is not known, a member of a value being no type of its name
// (app.Environment is no System.Environment).
func (r *resolver) externalMemberType(res Resolution, recv exprType, name int32) (exprType, bool) {
	if res.Kind != TargetExternal {
		return unknownType, false
	}
	if typ, ok := r.packageMemberType(recv, r.t.Text(r.nameToken(name))); ok {
		return typ, true
	}
	if typ, ok := r.packageMemberTypeOf(recv, name); ok {
		return typ, true
	}
	return unknownType, !recv.known()
}

// tupleElementType is the type of the element a name reads on a value of
// tuple type recv (x.Names, x?.Names): the element's, not ValueTuple's T1;
// false when recv is no tuple.
func (r *resolver) tupleElementType(recv exprType, name int32) (exprType, bool) {
	elems, names, ok := r.tupleElements(recv)
	if !ok {
		return unknownType, false
	}
	text := r.t.Text(r.nameToken(name))
	if i := tupleElementAt(elems, names, text); i >= 0 {
		return elems[i], true
	}
	vt := r.asValueTuple(recv)
	if vt.sym == index.NoSymbol {
		return unknownType, true
	}
	return r.typeOfResolution(r.tupleMember(recv, name, text), vt), true
}

// memberAccess resolves Name in expr.Name (or in expr?.Name).
func (r *resolver) memberAccess(tok, access int32) Resolution {
	chain, recvNode := access, r.t.Child(access, "expression")
	if r.kind(access) == "member_binding_expression" {
		chain = r.parent(access)
		for chain >= 0 && r.kind(chain) != "conditional_access_expression" {
			chain = r.parent(chain)
		}
		if chain < 0 {
			return Resolution{}
		}
		recvNode = r.chainStart(r.t.Child(chain, "condition"))
	}
	recv := r.receiverType(chain, r.patternMisread(recvNode))
	res := r.memberOf(recv, r.t.Child(access, "name"))
	res.Role = r.typeUse(res, r.role(access))
	if recv.isNS && res.Kind == TargetExternal && res.Role == RoleRead {
		res.Role = RoleReference // a namespace holds types and namespaces only (IntelliTect.TestTools.Console)
	}
	start := recvNode
	for r.kind(start) == "member_access_expression" {
		start = r.t.Child(start, "expression")
	}
	if p := r.parent(access); recv.static && recv.sym == index.NoSymbol && res.Kind == TargetExternal && res.Role == RoleRead &&
		r.kind(p) == "member_access_expression" && r.t.Child(p, "expression") == access &&
		(typeLikeName(r.t.Text(r.nameToken(access))) || (r.pluralName(access) && !strings.HasSuffix(r.t.Text(r.nameToken(access)), "ics") || constantsClass(lastName(recv.tr))) && r.constantMember(p) ||
			r.inAttributeArgument(p)) && r.typeExpr(recvNode) {
		// a type not read's member named as enums are, before a dot: its
		// nested type (Godot's DisplayServer.WindowMode.Windowed); or named
		// in the plural, as classes of constants are, or a member of a
		// class of constants, before a member named as no value's is
		// (Umbraco's Constants.PropertyEditors.Groups.Lists and
		// Constants.Security.SuperUserKey, not Screen.AllScreens.Length nor
		// Monocle's Engine.Graphics.PreferredBackBufferWidth); or
		// before a dot in an attribute's argument, a constant
		// (UmbracoTestOptions.Database.NewSchemaPerTest); not a value's
		// (N3O's src.Property.PropertyType.DataType.ConfigurationAs<T>())
		res.Role = RoleReference
	}
	if p := r.parent(access); res.Kind == TargetExternal && res.Role == RoleRead && r.kind(r.t.Child(access, "name")) == "generic_name" &&
		r.kind(p) == "member_access_expression" && r.t.Child(p, "expression") == access {
		// X.M<T>.N: a name with type arguments before a dot is a nested
		// generic type, as no property or method group has members (Moq's
		// It.Ref<T>.IsAny)
		res.Role = RoleReference
	}
	if r.patternMisread(start) != start && res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind.IsType() {
		res.Role = RoleReference // a pattern's type
	}
	return res
}

// inAttributeArgument says whether a member access, with those it is
// before a dot of, is the value of an attribute's argument: a constant,
// so every name before a dot there is a type or a namespace.
func (r *resolver) inAttributeArgument(access int32) bool {
	for r.kind(r.parent(access)) == "member_access_expression" && r.t.Child(r.parent(access), "expression") == access {
		access = r.parent(access)
	}
	arg := r.parent(access)
	return r.kind(arg) == "attribute_argument" && r.t.Child(arg, "name") != access
}

// constantsClass says whether a type not read is named as classes of
// constants are (Umbraco's Constants, a project's AppConstants): its
// members before a dot are nested classes of them, and no base of a class
// has a value of such a name.
func constantsClass(name string) bool {
	return strings.HasSuffix(name, "Constants")
}

// constantMember says whether a member access X.N names, by N, a
// constant or a class of them: capitalized, not called and named as no
// value's member is.
func (r *resolver) constantMember(access int32) bool {
	n := r.t.Text(r.nameToken(r.t.Child(access, "name")))
	return startsUpper(n) && !instanceLikeMember[n] && !r.invokedName(r.t.Child(access, "name"))
}

// typeExpr says whether an expression before a dot names a type (or a
// namespace), referred to: not a value, as a local, a call or a static
// property is (ApplicationData.Current.LocalSettings).
func (r *resolver) typeExpr(n int32) bool {
	switch r.kind(n) {
	case "identifier":
		tok := r.nameToken(n)
		switch res := r.identifier(tok); {
		case res.Role == RoleReference:
			return true
		case res.Kind == TargetLocal:
			return false
		}
		// Read as a base's member in a class whose base is not read, but a
		// namespace or type in scope (Avalonia's Animation.FillMode.None in a
		// control); not a name that is neither (a controller's Request.ContentType).
		sc := r.scopeAt(tok)
		if sc == nil {
			return false
		}
		name := r.t.Text(tok)
		if tg := r.b.lookupSimple(sc, name, 0); tg.kind == namespaceTarget || tg.kind == typeTarget {
			return true
		}
		// a namespace a package declares inside one around, which a using
		// directive imports (Avalonia.Animation in Avalonia.ExtendedToolkit)
		return slices.ContainsFunc(sc.levels, func(l level) bool {
			return l.ns != "" && r.b.importedNamespace(l.ns+"."+name)
		})
	case "member_access_expression":
		return r.memberAccess(r.nameToken(r.t.Child(n, "name")), n).Role == RoleReference
	case "alias_qualified_name", "qualified_name", "generic_name", "predefined_type": // global::Godot
		return true
	}
	return false
}

// typeUse is the role of a name that resolved to res where an expression
// stands: a type or namespace (Outer.Nested.Value's Nested,
// System.Reflection.Assembly's Reflection) is referred to, not read, and a
// type "called" is a positional pattern the grammar reads as a call
// ((Pending(var items), Added(var item, _)) in a switch arm).
func (r *resolver) typeUse(res Resolution, role Role) Role {
	if (role == RoleRead || role == RoleWrite || role == RoleInvocation) &&
		(res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind.IsType() || res.Kind == TargetNamespace) {
		return RoleReference
	}
	return role
}

// role says what an expression does where it stands.
func (r *resolver) role(n int32) Role {
	p := r.parent(n)
	switch r.kind(p) {
	case "invocation_expression":
		if r.t.Child(p, "function") == n {
			return RoleInvocation
		}
	case "assignment_expression":
		if r.t.Child(p, "left") == n {
			return RoleWrite
		}
	case "prefix_unary_expression", "postfix_unary_expression":
		if op := r.t.Text(p); strings.Contains(op, "++") || strings.Contains(op, "--") {
			return RoleWrite
		}
		if r.kind(p) == "postfix_unary_expression" && strings.HasSuffix(r.t.Text(p), "!") {
			return r.role(p) // P!() calls P: the null-forgiving operator does what its operand does
		}
	case "argument":
		for c := r.t.FirstChild(p); c >= 0; c = r.t.Nodes[c].Next {
			if k := r.kind(c); k == "out" || k == "ref" {
				return RoleWrite
			}
		}
		if tuple := r.parent(p); r.kind(tuple) == "tuple_expression" && r.role(tuple) == RoleWrite {
			return RoleWrite // (a, b) = pair: the deconstruction writes each element
		}
	case "member_access_expression":
		if r.t.Child(p, "name") == n {
			return r.role(p)
		}
	case "conditional_access_expression": // a?.B: B does what a?.B does
		if r.t.Child(p, "name") == n || r.kind(n) == "member_binding_expression" {
			return r.role(p)
		}
	}
	if r.inNameof(n) {
		return RoleNameof
	}
	return RoleRead
}

func (r *resolver) inNameof(n int32) bool {
	for p := r.parent(n); p >= 0; p = r.parent(p) {
		switch r.kind(p) {
		case "argument_list", "argument", "member_access_expression", "identifier", "generic_name":
			continue
		case "invocation_expression":
			fn := r.t.Child(p, "function")
			return fn >= 0 && r.t.Text(fn) == "nameof"
		case "parenthesized_variable_designation":
			return r.nameofPattern(r.parent(p))
		case "subpattern", "constant_pattern", "positional_pattern_clause":
			continue // case nameof(this.Name), read as a positional pattern
		case "recursive_pattern":
			return r.nameofPattern(p)
		}
		return false
	}
	return false
}
