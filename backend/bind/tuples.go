package bind

import (
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// tupleType is the type of a tuple expression: its elements' types and
// names ("" where it has none).
type tupleType struct {
	elems []exprType
	names []string
}

// tupleOf types a tuple expression (a, Name: b). Elements without a name
// take the one C# infers from a simple name or a member access.
func (r *resolver) tupleOf(n int32) exprType {
	tt := &tupleType{}
	var inferred []bool
	count := map[string]int{}
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "argument" {
			continue
		}
		value := r.argumentValue(c)
		name := r.argumentName(c)
		guessed := name == ""
		if k := r.kind(value); guessed && k == "identifier" { // (a, b.C): names inferred from the values
			name = r.t.Text(value)
		} else if guessed && k == "member_access_expression" {
			name = r.t.Text(r.t.Child(value, "name"))
		}
		name = strings.TrimPrefix(name, "@")
		tt.elems = append(tt.elems, r.typeOf(value))
		tt.names = append(tt.names, name)
		inferred = append(inferred, guessed)
		count[name]++
	}
	// An inferred name that another element has too, or that names a
	// position or ValueTuple's Rest, is dropped: (s, s) is (string, string).
	for i, name := range tt.names {
		if inferred[i] && (count[name] > 1 || name == "Rest" || strings.HasPrefix(name, "Item") && isDigits(name[len("Item"):])) {
			tt.names[i] = ""
		}
	}
	return exprType{sym: index.NoSymbol, tuple: tt}
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

// tupleMember resolves a member of a tuple: an element by its name or as
// ItemN (the field of System.ValueTuple it is, where the framework has
// it), or another member of ValueTuple.
func (r *resolver) tupleMember(elems []exprType, names []string, nameNode int32, name string) (Resolution, exprType) {
	element := -1
	for i := range elems {
		if i < len(names) && names[i] == name || name == "Item"+strconv.Itoa(i+1) {
			element = i
			break
		}
	}
	var valueTuple index.SymbolID = index.NoSymbol
	if sc := r.scopeAt(nameNode); sc != nil && len(elems) > 0 && len(elems) <= 7 {
		valueTuple = r.b.systemType(sc.project, "ValueTuple", len(elems))
	}
	switch {
	case element >= 0 && valueTuple != index.NoSymbol:
		for _, f := range r.members(valueTuple, "Item"+strconv.Itoa(element+1)) {
			return Resolution{Kind: TargetSymbol, Symbol: f}, elems[element]
		}
	case element >= 0:
		return Resolution{Kind: TargetLocal, Local: Local{Kind: "tupleElement", Name: name, Node: -1}}, elems[element]
	case valueTuple != index.NoSymbol:
		recv := exprType{sym: valueTuple, sub: r.tupleArguments(valueTuple, elems)}
		res := r.memberOf(recv, nameNode)
		return res, r.typeOfResolution(res, recv)
	}
	return Resolution{Reason: "a tuple has no element " + name}, unknownType
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
// (int Count, string Name): it declares a name for the ValueTuple field
// at its place (Item1, Item2 ...).
func (r *resolver) tupleElementName(tok, elem int32) Resolution {
	at, count := 0, 0
	for c := r.t.FirstChild(r.parent(elem)); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "tuple_element" {
			if c == elem {
				at = count
			}
			count++
		}
	}
	if sc := r.scopeAt(tok); sc != nil && count <= 7 {
		if vt := r.b.systemType(sc.project, "ValueTuple", count); vt != index.NoSymbol {
			for _, f := range r.members(vt, "Item"+strconv.Itoa(at+1)) {
				return Resolution{Kind: TargetSymbol, Symbol: f, Role: RoleDeclaration}
			}
		}
	}
	return Resolution{Kind: TargetLocal, Local: Local{Kind: "tupleElement", Name: r.t.Text(tok), Node: -1}, Role: RoleDeclaration}
}
