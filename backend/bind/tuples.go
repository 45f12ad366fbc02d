package bind

import (
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// tupleType is the type of a tuple expression: its elements' types and
// names ("" where it has none), and where each name is declared in the
// tree (the name, or the element whose name is inferred; -1 for none).
type tupleType struct {
	elems []exprType
	names []string
	decls []int32
	tree  *syntax.Tree
}

// tupleOf types a tuple expression (a, Name: b).
func (r *resolver) tupleOf(n int32) exprType {
	tt := &tupleType{tree: r.t}
	tt.names, tt.decls = r.writtenTupleNames(n)
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "argument" {
			continue
		}
		v := r.argumentValue(c)
		if _, _, group := r.methodGroup(v); group {
			// A method group has no type of its own: nor has the tuple's
			// element (CSharpRepl's (name: "x", compile:
			// runner.CompileTransient) is no (string, Compilation)).
			tt.elems = append(tt.elems, unknownType)
			continue
		}
		tt.elems = append(tt.elems, r.elementValueType(v))
	}
	return exprType{sym: index.NoSymbol, tuple: tt}
}

// elementValueType is the type of a tuple expression's element: a member
// of a type not read, taken for a nested type before a dot, is a value
// here, of a type not known (Glamourer's (2, ColorParameter.Default) is no
// (int, ColorParameter.Default)).
func (r *resolver) elementValueType(v int32) exprType {
	if et := r.typeOf(v); !et.static {
		return et
	}
	return unknownType
}

// writtenTupleNames lists the element names a tuple type or tuple
// expression gives, "" where it gives none, and the node declaring each.
// An expression's element without a name takes the one C# infers from a
// simple name or a member access, unless another element has it too or
// it names a position or ValueTuple's Rest: (s, s) is (string, string).
func (r *resolver) writtenTupleNames(n int32) ([]string, []int32) {
	var names []string
	var decls []int32
	if r.kind(n) == "tuple_type" {
		for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
			if r.kind(c) != "tuple_element" {
				continue
			}
			name, decl := r.t.Child(c, "name"), c
			text := r.blankedElementName(c)
			if name >= 0 {
				text, decl = r.t.Text(name), name
			}
			names, decls = append(names, strings.TrimPrefix(text, "@")), append(decls, decl)
		}
		return names, decls
	}
	var inferred []bool
	count := map[string]int{}
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "argument" {
			continue
		}
		value := r.argumentValue(c)
		name, decl := r.argumentName(c), r.t.Child(c, "name")
		guessed := name == ""
		if k := r.kind(value); guessed && k == "identifier" {
			name, decl = r.t.Text(value), c
		} else if guessed && k == "member_access_expression" {
			name, decl = r.t.Text(r.t.Child(value, "name")), c
		}
		name = strings.TrimPrefix(name, "@")
		names, decls = append(names, name), append(decls, decl)
		inferred = append(inferred, guessed)
		count[name]++
	}
	for i, name := range names {
		if inferred[i] && (count[name] > 1 || name == "Rest" || strings.HasPrefix(name, "Item") && isDigits(name[len("Item"):])) {
			names[i], decls[i] = "", -1
		}
	}
	return names, decls
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// tupleElements lists a tuple type's elements and their names: written
// ((int Count, string Name)) or made by a tuple expression.
func (r *resolver) tupleElements(t exprType) ([]exprType, []string, bool) {
	switch {
	case t.tuple != nil:
		return t.tuple.elems, t.tuple.names, true
	case t.tr != nil && t.tr.Kind == syntax.TypeTuple && t.sym == index.NoSymbol:
		elems := make([]exprType, len(t.tr.Elems))
		for i, e := range t.tr.Elems {
			elems[i] = r.b.fromTypeRef(t.sc, e)
		}
		return elems, t.tr.Names, true
	case t.sym != index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypeNamed && len(t.tr.Parts) > 0:
		// ValueTuple<Node, long>, as a parameter's type is written: the
		// tuple (Node, long)
		sym, args := r.b.s.Sym(t.sym), t.tr.Parts[len(t.tr.Parts)-1].Args
		if sym.Name != "ValueTuple" || sym.Namespace != "System" || len(args) != sym.Arity || len(args) < 2 || len(args) > 7 {
			break
		}
		elems := make([]exprType, len(args))
		for i, a := range args {
			elems[i] = r.b.fromTypeRef(t.sc, a)
		}
		return elems, make([]string, len(args)), true
	}
	return nil, nil, false
}

// tupleElementAt is the element a name reads on a tuple, by its name or
// as ItemN; -1 for none.
func tupleElementAt(elems []exprType, names []string, name string) int {
	for i := range elems {
		if i < len(names) && names[i] == name || name == "Item"+strconv.Itoa(i+1) {
			return i
		}
	}
	return -1
}

// tupleMember resolves a member of a tuple t: an element by its name or as
// ItemN, or another member of ValueTuple.
func (r *resolver) tupleMember(t exprType, nameNode int32, name string) Resolution {
	elems, names, _ := r.tupleElements(t)
	element := tupleElementAt(elems, names, name)
	if element >= 0 && (name != "Item"+strconv.Itoa(element+1) || element >= 7) {
		decl := int32(-1)
		if t.tuple != nil && t.tuple.tree == r.t && names[element] == name {
			decl = t.tuple.decls[element]
		}
		return r.tupleElementField(elems, names, element, name, decl, nameNode)
	}
	var valueTuple index.SymbolID = index.NoSymbol
	if sc := r.scopeAt(nameNode); sc != nil && len(elems) > 0 {
		valueTuple = r.b.systemType(sc.project, "ValueTuple", min(len(elems), 8))
	}
	switch {
	case element >= 0 && valueTuple != index.NoSymbol:
		for _, f := range r.members(valueTuple, name) {
			return Resolution{Kind: TargetSymbol, Symbol: f}
		}
	case valueTuple != index.NoSymbol && len(elems) <= 7:
		recv := exprType{sym: valueTuple, sub: r.tupleArguments(valueTuple, elems)}
		return r.memberOf(recv, nameNode)
	}
	if element >= 0 && name == "Item"+strconv.Itoa(element+1) && element < 7 {
		// ValueTuple's own field, of a package where the framework read has
		// none (fo-dicom's e.Item1 in a net462 test project).
		return Resolution{Kind: TargetExternal, External: "System.ValueTuple." + name,
			Reason: "a field of System.ValueTuple, which no assembly read declares (a package's on this framework)"}
	}
	if element >= 0 {
		return r.tupleElementField(elems, names, element, name, -1, nameNode)
	}
	return Resolution{Reason: "a tuple has no element " + name}
}

// tupleElementField is an element of a tuple read by the name it was given
// (or one past the seventh, which ValueTuple keeps in Rest): no field of
// System.ValueTuple but the compiler's own field of the tuple type, its own
// original definition, declared where the name is written (Roslyn's
// TupleVirtualElementFieldSymbol). decl is that place when this tree holds
// it and is known, else -1: then the nearest tuple written here with the
// same names, or, failing that, the engine looks in other files.
func (r *resolver) tupleElementField(elems []exprType, names []string, element int, name string, decl, at int32) Resolution {
	named := element < len(names) && names[element] == name // not Item8 and past, which are declared nowhere
	if named && decl < 0 {
		decl = r.b.tupleWrittenAt(r.t, names, element, int(r.t.Nodes[at].Start))
	}
	local := Local{Kind: "tupleElement", Name: name, Node: decl, Type: r.display(elems[element]),
		Tuple: &TupleField{DocID: r.tupleFieldDocID(elems, name)}}
	if named && decl < 0 {
		local.Tuple.Names = names
	}
	return Resolution{Kind: TargetLocal, Local: local}
}

// tupleFieldDocID is the documentation ID of a tuple's element field:
// F:System.ValueTuple{System.Int64,System.Int32}.ticks; "" when an
// element's type is not known.
func (r *resolver) tupleFieldDocID(elems []exprType, name string) string {
	types := make([]string, len(elems))
	for i, e := range elems {
		tr, sc := r.typeRefOf(e)
		if tr == nil || sc == nil {
			return ""
		}
		types[i] = r.b.docType(sc, tr)
	}
	return "F:System.ValueTuple{" + tupleArgs(types, "{", "}", ",") + "}." + name
}

// tupleWrittenAt finds, in a tree, a tuple type or tuple expression that
// names its elements as names does, and returns the node declaring the
// element's name: the last such tuple before offset near, else the first
// after it; -1 for none.
func (b *Binder) tupleWrittenAt(t *syntax.Tree, names []string, element, near int) int32 {
	r := &resolver{b: b, t: t}
	found := int32(-1)
	for n := range t.Nodes {
		if k := t.Kind(int32(n)); k != "tuple_type" && k != "tuple_expression" {
			continue
		}
		written, decls := r.writtenTupleNames(int32(n))
		if !slices.Equal(written, names) || decls[element] < 0 {
			continue
		}
		if int(t.Nodes[n].Start) > near && found >= 0 {
			break
		}
		found = decls[element]
	}
	return found
}

// TupleElementWritten is where a file's tree writes a tuple of these
// element names, the name of the element given (its span); false for
// nowhere.
func (b *Binder) TupleElementWritten(t *syntax.Tree, names []string, element int) (start, end uint32, ok bool) {
	n := b.tupleWrittenAt(t, names, element, 0)
	if n < 0 {
		return 0, 0, false
	}
	return t.Nodes[n].Start, t.Nodes[n].End, true
}

// asValueTuple is a tuple type as the System.ValueTuple of its elements,
// which is what converts to object, ValueType and the interfaces
// ValueTuple implements; t itself when it is no tuple or is one already.
func (r *resolver) asValueTuple(t exprType) exprType {
	elems, _, ok := r.tupleElements(t)
	if !ok || t.sym != index.NoSymbol || len(elems) > 7 {
		return t
	}
	if vt := r.b.systemType(r.fileScope().project, "ValueTuple", len(elems)); vt != index.NoSymbol {
		return exprType{sym: vt, sub: r.tupleArguments(vt, elems)}
	}
	return t
}

// tupleArguments gives ValueTuple's type parameters the types of a
// tuple's elements ((Node, long).Equals takes a ValueTuple<Node, long>),
// nil when one is not known.
func (r *resolver) tupleArguments(valueTuple index.SymbolID, elems []exprType) *substitution {
	sub := &substitution{t: valueTuple, args: make([]*syntax.TypeRef, len(elems)), scs: make([]*scope, len(elems))}
	for i, e := range elems {
		if sub.args[i], sub.scs[i] = r.typeRefOf(e); sub.args[i] == nil {
			return nil
		}
	}
	return sub
}

// tupleElementName resolves the name of an element of a tuple type,
// (int Count, string Name): it declares the tuple's field of that name.
func (r *resolver) tupleElementName(tok, elem int32) Resolution {
	tuple := r.parent(elem)
	sc := r.scopeAt(tok)
	if sc == nil {
		return Resolution{}
	}
	written := r.b.fromTypeRef(sc, syntax.ParseTypeRef(r.codeText(tuple)))
	elems, names, ok := r.tupleElements(written)
	_, decls := r.writtenTupleNames(tuple)
	element := slices.Index(decls, tok)
	if !ok || element < 0 || len(elems) != len(decls) {
		return Resolution{}
	}
	res := r.tupleMember(written, tok, names[element])
	if res.Kind == TargetLocal {
		res.Local.Node = tok
	}
	res.Role = RoleDeclaration
	return res
}
