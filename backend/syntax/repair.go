package syntax

import "sort"

// tree-sitter-c-sharp v0.23.5 misreads two generic forms that C# reads by
// the tokens after the `>`, and no rewrite of the text of the same length
// makes it read them right, so the flattened tree is put right instead:
//   - `new G<T>(x) { A = 1 }`, a creation with one type argument, one
//     argument that is a name and an initializer, as
//     `((new G) < T) > ((x) { A = 1 })`: a creation without arguments (which
//     C# does not allow), compared with T, compared with a cast of the
//     initializer; and `new G<T>(new L<T> { })` as `((new G) < T) > (...)`;
//   - `a < x.M<T>(b)`, a generic call after a relational operator, as
//     `((a < x.M) < T) > (b)`;
//   - `(R)x.M<T>(a)` and `(R)new G<T>(a)`, a cast of a call or creation
//     with one type argument that is a name, as `((R)x.M < T) > (a)`, and
//     `(R)x.M<T>(a).P` as `((R)x.M < T) > (a).P`; with
//     more, as an argument, as arguments split at the commas;
//   - `new G<A, B> { ... }` as an argument's lambda body or an element of
//     an initializer (or a member's value there, after the first), as
//     elements split at the commas: `(new G) < A`, `B`, `B > { ... }`
//     (Autofac's `_ => new Cache<Assembly, IEnumerable<Type>> { Usage = ... }`).
// The comparisons become the creation or the call they are. It reads a
// lambda's first parameter with in or out, (in int x) => ..., as an error
// holding an argument (in int x); that becomes the parameter. And it reads
// `(T)(a * b)` as a call of (T) with a pointer declaration a* b, where C#
// reads a cast of a product: a parenthesized name before ( is a cast.

// made holds the grammar's ids of the nodes and fields the repair makes.
// The misread forms are matched by kind names instead: the grammar has
// several ids for some kinds (binary_expression, invocation_expression).
var made = struct {
	qualified, memberAccess, generic, typeArgs, args, arg, invocation, binary, parenthesized, parameter, modifier, cast, declarationPattern, declaration, tupleType, tupleElement, greater, identifier uint16
	typeField, initField, qualifierField, expressionField, nameField,
	valueField, functionField, argumentsField, leftField, operatorField, rightField uint16
}{
	binary:             csGrammar.lang.IdForNodeKind("binary_expression", true),
	cast:               csGrammar.lang.IdForNodeKind("cast_expression", true),
	declarationPattern: csGrammar.lang.IdForNodeKind("declaration_pattern", true),
	declaration:        csGrammar.lang.IdForNodeKind("declaration_expression", true),
	tupleType:          csGrammar.lang.IdForNodeKind("tuple_type", true),
	tupleElement:       csGrammar.lang.IdForNodeKind("tuple_element", true),
	greater:            csGrammar.lang.IdForNodeKind(">", false),
	identifier:         csGrammar.lang.IdForNodeKind("identifier", true),
	parameter:          csGrammar.lang.IdForNodeKind("parameter", true),
	modifier:           csGrammar.lang.IdForNodeKind("modifier", true),
	parenthesized:      csGrammar.lang.IdForNodeKind("parenthesized_expression", true),
	leftField:          csGrammar.lang.FieldIdForName("left"),
	operatorField:      csGrammar.lang.FieldIdForName("operator"),
	rightField:         csGrammar.lang.FieldIdForName("right"),

	qualified:    csGrammar.lang.IdForNodeKind("qualified_name", true),
	memberAccess: csGrammar.lang.IdForNodeKind("member_access_expression", true),
	generic:      csGrammar.lang.IdForNodeKind("generic_name", true),
	typeArgs:     csGrammar.lang.IdForNodeKind("type_argument_list", true),
	args:         csGrammar.lang.IdForNodeKind("argument_list", true),
	arg:          csGrammar.lang.IdForNodeKind("argument", true),
	invocation:   csGrammar.lang.IdForNodeKind("invocation_expression", true),

	typeField:       csGrammar.lang.FieldIdForName("type"),
	initField:       csGrammar.lang.FieldIdForName("initializer"),
	qualifierField:  csGrammar.lang.FieldIdForName("qualifier"),
	expressionField: csGrammar.lang.FieldIdForName("expression"),
	nameField:       csGrammar.lang.FieldIdForName("name"),
	valueField:      csGrammar.lang.FieldIdForName("value"),
	functionField:   csGrammar.lang.FieldIdForName("function"),
	argumentsField:  csGrammar.lang.FieldIdForName("arguments"),
}

// kind is the grammar's name of a flattened node's kind.
func kind(nodes []Node, i int32) string {
	if s := int(nodes[i].Symbol); s < len(csGrammar.names) {
		return csGrammar.names[s]
	}
	return "ERROR"
}

// misreadCreation is one `new G<T>(x) { ... }` read as comparisons: the
// indexes of its nodes in the flattened tree.
type misreadCreation struct {
	outer, creation, newToken, typeName, less, greater, cast, open, argument, close, init int32
	typeArgs                                                                              []int32
	value                                                                                 int32 // the cast's value: init, or a chain on it (new G<T>(x) { ... }.M())
}

// misread is one misread form found: the outermost node the grammar made
// of it, and how to write it right.
type misread struct {
	outer, last int32 // the first and last old nodes it replaces, siblings
	write       func(r *treeRewrite)
}

// Where a misread form starts: a creation or a cast, by grammar id. Every
// tree the index keeps is scanned, so its nodes are told apart by a table
// look-up, not by name.
const (
	triggerCreation = 1 + iota
	triggerCast
	triggerMemberAccess
	triggerComparison
	triggerLambda
	triggerInvocation
	triggerIsPattern
	triggerConstantPattern
	triggerPrefix
	triggerCombinedPattern
)

var misreadTriggers = func() []uint8 {
	byKind := map[string]uint8{
		"object_creation_expression": triggerCreation, "cast_expression": triggerCast,
		"member_access_expression": triggerMemberAccess, "binary_expression": triggerComparison,
		"lambda_expression": triggerLambda, "invocation_expression": triggerInvocation,
		"is_pattern_expression": triggerIsPattern, "constant_pattern": triggerConstantPattern,
		"prefix_unary_expression": triggerPrefix, "and_pattern": triggerCombinedPattern, "or_pattern": triggerCombinedPattern,
	}
	t := make([]uint8, len(csGrammar.names))
	for id, name := range csGrammar.names {
		t[id] = byKind[name]
	}
	return t
}()

// repairMisreads returns nodes with every misread form put right: nodes
// itself when there is none, else a new slice. A form inside another one
// put right (x is N.G<T> a && y is N.G<T> b) is found on the next pass.
func repairMisreads(nodes []Node) []Node {
	for pass := 0; pass < 3; pass++ {
		repaired, inside := repairOnce(nodes)
		nodes = repaired
		if !inside {
			break
		}
	}
	return nodes
}

// repairOnce puts right the misread forms not inside one another, and
// says whether it left some inside.
func repairOnce(nodes []Node) (repaired []Node, inside bool) {
	var found []misread
	for i := range nodes {
		sym := int(nodes[i].Symbol)
		if sym >= len(misreadTriggers) {
			continue // an error node
		}
		switch misreadTriggers[sym] {
		case triggerCreation:
			if m, ok := findMisreadCreation(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.outer, func(r *treeRewrite) { r.creation(m) }})
			} else if c, ok := findMisreadCreationCall(nodes, int32(i)); ok {
				creation := int32(i)
				found = append(found, misread{c.outer, c.outer, func(r *treeRewrite) { r.creationCall(creation, c) }})
			} else if m, ok := findSplitCreation(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.last, func(r *treeRewrite) { r.splitCreation(m) }})
			}
		case triggerCast:
			m, ok := findMisreadCastCall(nodes, int32(i))
			if !ok {
				m, ok = findSplitCastCall(nodes, int32(i))
			}
			if ok {
				found = append(found, misread{m.outer, m.last, func(r *treeRewrite) { r.castCall(m) }})
			} else if rangeAfterParentheses(nodes, int32(i)) {
				cast := int32(i)
				found = append(found, misread{cast, cast, func(r *treeRewrite) { r.parenthesizedRange(cast) }})
			}
		case triggerComparison:
			if m, ok := findTupleArgumentCall(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.outer, func(r *treeRewrite) { r.tupleArgumentCall(m) }})
			} else if m, ok := findSplitInvokedCall(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.last, func(r *treeRewrite) { r.splitInvokedCall(m) }})
			} else if m, ok := findPatternAfterIs(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.outer, func(r *treeRewrite) { r.patternType(m) }})
			} else if m, ok := findComparedCall(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.outer, func(r *treeRewrite) { r.comparedCall(m) }})
			}
		case triggerLambda:
			if list, ok := misreadModifiedParameter(nodes, int32(i)); ok {
				lambda := int32(i)
				found = append(found, misread{lambda, lambda, func(r *treeRewrite) { r.modifiedParameter(lambda, list) }})
			}
		case triggerInvocation:
			if m, ok := findCastOfProduct(nodes, int32(i)); ok {
				found = append(found, misread{m.call, m.call, func(r *treeRewrite) { r.castOfProduct(m) }})
			}
		case triggerIsPattern:
			if m, ok := findPatternInIs(nodes, int32(i)); ok {
				found = append(found, misread{m.outer, m.outer, func(r *treeRewrite) { r.patternType(m) }})
			}
		case triggerConstantPattern:
			if m, ok := findPatternConstant(nodes, int32(i)); ok {
				constant := int32(i)
				found = append(found, misread{constant, constant, func(r *treeRewrite) {
					r.declarationPattern(m, r.mapped(r.old[constant].Parent), r.old[constant].Field)
				}})
			} else if tuple, runs, ok := findSplitTupleDeclarations(nodes, int32(i)); ok {
				found = append(found, misread{tuple, tuple, func(r *treeRewrite) { r.tupleDeclarations(tuple, runs) }})
			}
		case triggerPrefix:
			if top, ok := dereferencedChain(nodes, int32(i)); ok {
				deref := int32(i)
				found = append(found, misread{top, top, func(r *treeRewrite) { r.dereference(deref, top) }})
			}
		case triggerCombinedPattern:
			if misreadDesignation(nodes, int32(i)) {
				combined := int32(i)
				found = append(found, misread{combined, combined, func(r *treeRewrite) { r.designation(combined) }})
			}
		case triggerMemberAccess:
			if pointerAccessOfName(nodes, int32(i)) {
				access := int32(i)
				found = append(found, misread{access, access, func(r *treeRewrite) { r.pointerAccess(access) }})
			}
		}
	}
	if len(found) == 0 {
		return nodes, false
	}
	sort.Slice(found, func(a, b int) bool { return found[a].outer < found[b].outer })
	r := treeRewrite{old: nodes, out: make([]Node, 0, len(nodes)+2*len(found)), at: make([]int32, len(nodes))}
	for i := int32(0); i < int32(len(nodes)); {
		for len(found) > 0 && found[0].outer < i {
			found, inside = found[1:], true // inside one already written: left for the next pass
		}
		if len(found) > 0 && found[0].outer == i {
			found[0].write(&r)
			i = r.subtreeEnd(found[0].last)
			found = found[1:]
			continue
		}
		r.copyNode(i, r.mapped(nodes[i].Parent), nodes[i].Field)
		i++
	}
	r.linkSiblings()
	return r.out, inside
}

// children lists a node's children but comments, which the repair leaves
// out of the tree it makes.
func children(nodes []Node, i int32) []int32 {
	var out []int32
	if c := i + 1; int(c) < len(nodes) && nodes[c].Parent == i {
		for ; c >= 0; c = nodes[c].Next {
			if nodes[c].Flags&Extra == 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// comparisons matches the two comparisons the grammar makes of G<T>(...)
// around left, the part before the <: (binary (binary left < T) > right),
// T a name.
type comparisons struct{ outer, less, typeArg, greater, right int32 }

func findComparisons(nodes []Node, left int32) (comparisons, bool) {
	inner, less, typeArg, ok := lessThanName(nodes, left)
	if !ok {
		return comparisons{}, false
	}
	outer := nodes[inner].Parent
	if outer < 0 || kind(nodes, outer) != "binary_expression" {
		return comparisons{}, false
	}
	gt := children(nodes, outer)
	if len(gt) != 3 || gt[0] != inner || kind(nodes, gt[1]) != ">" {
		return comparisons{}, false
	}
	return comparisons{outer: outer, less: less, typeArg: typeArg, greater: gt[1], right: gt[2]}, true
}

// comparedArguments finds the comparisons around left, (binary (binary
// left < T) > right), whose right holds, at the head of its chain, what
// reads as a call's arguments; and those arguments.
func comparedArguments(nodes []Node, left int32) (comparisons, int32, bool) {
	c, ok := findComparisons(nodes, left)
	if !ok {
		return comparisons{}, -1, false
	}
	args := ChainHead(nodes, c.right)
	return c, args, argumentsRead(nodes, args)
}

// lessThanName matches the comparison around left: (binary left < T), T a
// name or a generic name (new G<H<T>>(x) { }, whose >> closes both:
// fhir-server's new List<Tuple<string, string>>(request.Parameters) { ... }).
func lessThanName(nodes []Node, left int32) (inner, less, typeArg int32, ok bool) {
	inner = nodes[left].Parent
	if inner < 0 || kind(nodes, inner) != "binary_expression" {
		return 0, 0, 0, false
	}
	lt := children(nodes, inner)
	if len(lt) != 3 || lt[0] != left || kind(nodes, lt[1]) != "<" || !isName(nodes, lt[2], made.expressionField) && kind(nodes, lt[2]) != "generic_name" {
		return 0, 0, 0, false
	}
	return inner, lt[1], lt[2], true
}

// findMisreadCreation matches the misread shape around a creation node that
// has no arguments: (binary (binary (creation new G) < T) > (cast ( x )
// init)), init maybe at the head of a chain of member accesses and calls
// (Comet's new ListView<Song>(Songs) { ... }.OnSelected(...)).
func findMisreadCreation(nodes []Node, creation int32) (misreadCreation, bool) {
	parts := children(nodes, creation)
	c, ok := findComparisons(nodes, creation)
	if !ok || len(parts) != 2 || !isName(nodes, parts[1], made.qualifierField) || kind(nodes, c.right) != "cast_expression" {
		return misreadCreation{}, false
	}
	cast := children(nodes, c.right)
	if len(cast) != 4 || !isName(nodes, cast[1], made.qualifierField) {
		return misreadCreation{}, false
	}
	init := ChainHead(nodes, cast[3])
	if kind(nodes, init) != "initializer_expression" {
		return misreadCreation{}, false
	}
	return misreadCreation{outer: c.outer, creation: creation, newToken: parts[0], typeName: parts[1],
		less: c.less, typeArgs: []int32{c.typeArg}, greater: c.greater, cast: c.right,
		open: cast[0], argument: cast[1], close: cast[2], init: init, value: cast[3]}, true
}

// ChainHead is the expression a chain of member accesses, calls and
// postfix operators (x!, x++) starts from: n itself when it is none.
func ChainHead(nodes []Node, n int32) int32 {
	for {
		switch kind(nodes, n) {
		case "member_access_expression", "invocation_expression", "element_access_expression", "postfix_unary_expression":
			n = children(nodes, n)[0]
		default:
			return n
		}
	}
}

// findMisreadCreationCall matches the misread shape around a creation node
// that has no arguments: (binary (binary (creation new G) < T) > (a)), the
// arguments a parenthesized expression or a tuple (SimpleInjector's
// `new ReadOnlyCollection<I>(new List<I> { ... })`).
func findMisreadCreationCall(nodes []Node, creation int32) (comparisons, bool) {
	c, ok := findComparisons(nodes, creation)
	if !ok || !isCallee(nodes, creation) || !argumentsRead(nodes, c.right) {
		return comparisons{}, false
	}
	return c, true
}

// misreadCastCall is one `(R)x.M<T>(a)` read as comparisons: the indexes
// of its nodes in the flattened tree.
type misreadCastCall struct {
	outer, last, callee, less, greater, args int32
	chain                                    int32       // the chain of member accesses and calls the arguments head, else args
	awaited                                  int32       // the await of (R) await x.M<T>(a), else -1
	casts                                    []castParts // outermost first: (K)(object)new G<T>(a) casts twice
	typeArgs                                 []int32     // the type arguments and the commas between them
	// Split at its commas (see findSplitCastCall): the argument and lambdas
	// it is in, and the comparison (cast) < A it replaces.
	wrappers   []int32
	comparison int32
}

// castParts are the nodes of one cast: (cast ( R ) value).
type castParts struct{ cast, open, castType, close int32 }

// castChain follows a cast and the casts it casts ((K)(object)x) to the
// value of the innermost, which must be a callee, or an await of one
// (OrmLite's (int) await db.InsertAsync<T>(obj, selectIdentity: true)):
// awaited is then the await, else -1.
func castChain(nodes []Node, cast int32) (casts []castParts, callee, awaited int32, ok bool) {
	for {
		parts := children(nodes, cast)
		if len(parts) != 4 {
			return nil, 0, -1, false
		}
		casts = append(casts, castParts{cast, parts[0], parts[1], parts[2]})
		switch value := parts[3]; kind(nodes, value) {
		case "cast_expression":
			cast = value
		case "await_expression":
			c := children(nodes, value)
			ok := len(c) == 2 && kind(nodes, c[1]) != "object_creation_expression" && isCallee(nodes, c[1])
			return casts, c[len(c)-1], value, ok
		default:
			return casts, value, -1, isCallee(nodes, value)
		}
	}
}

// findMisreadCastCall matches the misread shape around a cast:
// (binary (binary (cast ( R ) x.M) < T) > (a)), the arguments a
// parenthesized expression or a tuple, maybe at the head of a chain of
// member accesses and calls the cast holds too (EF6's
// (EntityType)TypeHelpers.GetEdmType<RefType>(u).ElementType).
func findMisreadCastCall(nodes []Node, cast int32) (misreadCastCall, bool) {
	c, args, ok := comparedArguments(nodes, cast)
	if !ok {
		return misreadCastCall{}, false
	}
	casts, callee, awaited, ok := castChain(nodes, cast)
	if !ok {
		return misreadCastCall{}, false
	}
	return misreadCastCall{outer: c.outer, casts: casts, callee: callee, awaited: awaited,
		last: c.outer, less: c.less, typeArgs: []int32{c.typeArg}, greater: c.greater, args: args, chain: c.right}, true
}

// findSplitCastCall matches what the grammar makes of (R)x.M<A, B>(a) as an
// argument or an argument's lambda body: it splits it at the comma into
// arguments, (binary (cast ( R ) x.M) < A) , B , (binary C > (a)), every
// type argument a name or a generic name (ReactiveUI's c =>
// (IObservable<TRet>)new WhenAnyChangeSink<T1, T2>(...)).
func findSplitCastCall(nodes []Node, cast int32) (misreadCastCall, bool) {
	inner, less, typeArg, ok := lessThanName(nodes, cast)
	if !ok {
		return misreadCastCall{}, false
	}
	casts, callee, awaited, chained := castChain(nodes, cast)
	wrappers, outer, ok := splitOuter(nodes, inner, false)
	if !ok || !chained {
		return misreadCastCall{}, false
	}
	typeArgs, last, greater, args, ok := splitTypeArgs(nodes, outer, true, func(n int32) bool { return argumentsRead(nodes, n) })
	if !ok {
		return misreadCastCall{}, false
	}
	return misreadCastCall{outer: outer, last: last, wrappers: wrappers, comparison: inner, casts: casts, callee: callee, awaited: awaited,
		less: less, typeArgs: append([]int32{typeArg}, typeArgs...), greater: greater, args: args, chain: args}, true
}

// splitOuter finds, for the comparison (x) < A a generic split at its
// commas begins with, the element that holds it: an argument (with the
// lambdas whose bodies the comparison ends, from the argument down, in
// wrappers) or, where initializers is set, an element of an initializer.
func splitOuter(nodes []Node, comparison int32, initializers bool) (wrappers []int32, outer int32, ok bool) {
	top := comparison
	for p := nodes[top].Parent; p >= 0 && (kind(nodes, p) == "lambda_expression" || kind(nodes, p) == "ref_expression" || kind(nodes, p) == "assignment_expression") && nodes[top].Next < 0; p = nodes[top].Parent {
		// the lambda's body (or ref's value, or an assignment's value in an
		// initializer: new H { N = 1, K = new G<A, B> { } }), its last child
		wrappers, top = append([]int32{p}, wrappers...), p
	}
	switch p := nodes[top].Parent; {
	case p >= 0 && kind(nodes, p) == "argument" && len(children(nodes, p)) == 1:
		return append([]int32{p}, wrappers...), p, true
	case initializers && p >= 0 && kind(nodes, p) == "initializer_expression":
		return wrappers, top, true
	}
	return nil, 0, false
}

// splitTypeArgs reads the elements after outer up to the one that ends a
// split generic: `, B` a type argument between (a name or a generic name),
// then `, (binary C > end)`, end what ends accepts. It returns the commas
// and type arguments after the first, the last element, > and end.
func splitTypeArgs(nodes []Node, outer int32, inArguments bool, ends func(int32) bool) (typeArgs []int32, last, greater, end int32, ok bool) {
	typeLike := func(i int32) bool { return isName(nodes, i, made.expressionField) || kind(nodes, i) == "generic_name" }
	for at := nodes[outer].Next; ; {
		if at < 0 || kind(nodes, at) != "," {
			return nil, 0, 0, 0, false
		}
		element, value := nodes[at].Next, nodes[at].Next
		if element < 0 {
			return nil, 0, 0, 0, false
		}
		if inArguments {
			c := children(nodes, element)
			if kind(nodes, element) != "argument" || len(c) != 1 {
				return nil, 0, 0, 0, false
			}
			value = c[0]
		}
		typeArgs = append(typeArgs, at)
		if typeLike(value) { // B, a type argument between
			typeArgs = append(typeArgs, value)
			at = nodes[element].Next
			continue
		}
		gt := children(nodes, value)
		if kind(nodes, value) != "binary_expression" || len(gt) != 3 || !typeLike(gt[0]) || kind(nodes, gt[1]) != ">" || !ends(gt[2]) {
			return nil, 0, 0, 0, false
		}
		return append(typeArgs, gt[0]), element, gt[1], gt[2], true
	}
}

// splitCreation is one `new G<A, B> { ... }` split at its commas into
// elements of an argument list or an initializer (see findSplitCreation).
type splitCreation struct {
	outer, last    int32   // the first and last elements it spans
	wrappers       []int32 // from outer down, the argument and lambdas the creation is in
	comparison     int32   // (new G) < A, which the creation replaces
	creation, less int32
	greater, init  int32
	typeArgs       []int32 // the type arguments and the commas between them
}

// findSplitCreation matches what the grammar makes of new G<A, B> { ... }
// as an argument's lambda body or an element of an initializer: elements
// (binary (creation new G) < A) , B , (binary C > (initializer)), every
// type argument a name or a generic name, the first maybe the body of
// lambdas in an argument.
func findSplitCreation(nodes []Node, creation int32) (splitCreation, bool) {
	parts := children(nodes, creation)
	if len(parts) != 2 || !isName(nodes, parts[1], made.qualifierField) {
		return splitCreation{}, false
	}
	comparison, less, typeArg, ok := lessThanName(nodes, creation)
	if !ok {
		return splitCreation{}, false
	}
	wrappers, outer, ok := splitOuter(nodes, comparison, true)
	if !ok {
		return splitCreation{}, false
	}
	typeArgs, last, greater, init, ok := splitTypeArgs(nodes, outer, kind(nodes, outer) == "argument",
		func(n int32) bool { return kind(nodes, n) == "initializer_expression" })
	if !ok {
		return splitCreation{}, false
	}
	return splitCreation{outer: outer, last: last, wrappers: wrappers, comparison: comparison, creation: creation,
		less: less, greater: greater, init: init, typeArgs: append([]int32{typeArg}, typeArgs...)}, true
}

// splitCreation appends a split creation as the grammar reads a
// well-formed one, in the argument and lambdas around it: (creation new
// (generic_name G (type_argument_list < A , B >)) init).
func (r *treeRewrite) splitCreation(m splitCreation) {
	o := r.old
	parent, field := r.rewrap(m.outer, m.wrappers, m.comparison, m.last)
	c := r.copyNode(m.creation, parent, field)
	if len(m.wrappers) == 0 {
		r.at[m.outer] = c
	}
	r.out[c].End = o[m.last].End
	parts := children(o, m.creation)
	r.copyNode(parts[0], c, 0)
	r.createdType(parts[1], m.less, m.typeArgs, m.greater, c)
	r.copySubtree(m.init, c, made.initField)
}

// rewrap appends copies of the argument and lambdas a split form is in
// (wrappers, from outer down), each spanning to last, each with what comes
// before the next inside it (a lambda's parameters and =>). It returns
// where the form goes, in place of inner.
func (r *treeRewrite) rewrap(outer int32, wrappers []int32, inner, last int32) (int32, uint16) {
	o := r.old
	parent, field := r.mapped(o[outer].Parent), o[outer].Field
	for i, w := range wrappers {
		next := inner
		if i+1 < len(wrappers) {
			next = wrappers[i+1]
		}
		n := r.copyNode(w, parent, field)
		r.out[n].End = o[last].End
		for _, c := range children(o, w) {
			if c == next {
				break
			}
			r.copySubtree(c, n, o[c].Field)
		}
		parent, field = n, o[next].Field
	}
	return parent, field
}

// misreadModifiedParameter finds, in a lambda, the parameter list whose
// first parameter, written with in or out, the grammar read as
// (ERROR (argument in (declaration_expression type name))).
func misreadModifiedParameter(nodes []Node, lambda int32) (int32, bool) {
	list := children(nodes, lambda)
	if len(list) == 0 || kind(nodes, list[0]) != "parameter_list" {
		return 0, false
	}
	for _, c := range childrenAndErrors(nodes, list[0]) {
		if _, _, ok := modifiedArgument(nodes, c); ok {
			return list[0], true
		}
	}
	return 0, false
}

// childrenAndErrors is children with the error nodes tree-sitter makes
// extras of.
func childrenAndErrors(nodes []Node, i int32) []int32 {
	var out []int32
	if c := i + 1; int(c) < len(nodes) && nodes[c].Parent == i {
		for ; c >= 0; c = nodes[c].Next {
			if nodes[c].Flags&Extra == 0 || nodes[c].Flags&Error != 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// modifiedArgument matches (ERROR (argument in|out (declaration_expression
// type name))) and returns the modifier and the declaration.
func modifiedArgument(nodes []Node, n int32) (modifier, declaration int32, ok bool) {
	if kind(nodes, n) != "ERROR" {
		return 0, 0, false
	}
	err := children(nodes, n)
	if len(err) != 1 || kind(nodes, err[0]) != "argument" {
		return 0, 0, false
	}
	arg := children(nodes, err[0])
	if len(arg) != 2 || kind(nodes, arg[0]) != "in" && kind(nodes, arg[0]) != "out" || kind(nodes, arg[1]) != "declaration_expression" {
		return 0, 0, false
	}
	return arg[0], arg[1], true
}

// modifiedParameter appends a lambda with its misread parameter as the
// grammar reads a well-formed one: (parameter (modifier in) type name).
func (r *treeRewrite) modifiedParameter(lambda, list int32) {
	o := r.old
	l := r.copyNode(lambda, r.mapped(o[lambda].Parent), o[lambda].Field)
	for _, c := range children(o, lambda) {
		if c != list {
			r.copySubtree(c, l, o[c].Field)
			continue
		}
		pl := r.copyNode(list, l, o[list].Field)
		for _, p := range childrenAndErrors(o, list) {
			modifier, declaration, ok := modifiedArgument(o, p)
			if !ok {
				r.copySubtree(p, pl, o[p].Field)
				continue
			}
			param := r.add(made.parameter, p, p, pl, 0)
			r.add(made.modifier, modifier, modifier, param, 0)
			for _, part := range children(o, declaration) {
				r.copySubtree(part, param, o[part].Field)
			}
		}
	}
}

// pointerAccessOfName says whether a member access is a.b->c read with
// a.b as a qualified name (a type's), where C# reads the member access a.b
// (ComputeSharp's owner.GraphicsDevice.D3D12Device->CreateShaderResourceView).
func pointerAccessOfName(nodes []Node, access int32) bool {
	parts := children(nodes, access)
	return len(parts) == 3 && kind(nodes, parts[0]) == "qualified_name" && kind(nodes, parts[1]) == "->"
}

// pointerAccess appends a.b->c with a.b as member accesses.
func (r *treeRewrite) pointerAccess(access int32) {
	o := r.old
	n := r.copyNode(access, r.mapped(o[access].Parent), o[access].Field)
	parts := children(o, access)
	r.recast(parts[0], n, made.expressionField, true)
	for _, c := range parts[1:] {
		r.copySubtree(c, n, o[c].Field)
	}
}

// dereferencedChain matches a pointer dereference the grammar read before
// the postfix operators after it, *Get() as (*Get)(), *p.M() as (*p).M()
// and *a[i] as (*a)[i], where C# dereferences what they give (Wasmtime's
// (*Native.wasm_functype_params(type)).ToArray(), NumSharp's
// *valuesTyped.Address); top is the outermost call, member access,
// element access or postfix operator of the chain.
func dereferencedChain(nodes []Node, deref int32) (top int32, ok bool) {
	if c := children(nodes, deref); len(c) != 2 || kind(nodes, c[0]) != "*" {
		return 0, false
	}
	top = deref
	for p := nodes[top].Parent; p >= 0; p = nodes[top].Parent {
		switch kind(nodes, p) {
		case "invocation_expression", "member_access_expression", "element_access_expression", "postfix_unary_expression":
			if c := children(nodes, p); len(c) > 0 && c[0] == top {
				top = p
				continue
			}
		}
		break
	}
	return top, top != deref
}

// dereference appends a chain as the dereference of what it gives:
// (prefix_unary * chain), the operand in the dereference's place.
func (r *treeRewrite) dereference(deref, top int32) {
	o := r.old
	u := r.copyNode(deref, r.mapped(o[top].Parent), o[top].Field)
	r.out[u].End = o[top].End
	star, operand := children(o, deref)[0], children(o, deref)[1]
	r.copyNode(star, u, 0)
	for j, end := top, r.subtreeEnd(top); j < end; j++ {
		switch {
		case j == top:
			r.copyNode(j, u, 0)
		case j == deref || j == star:
		case j == operand:
			r.copyNode(j, r.at[o[deref].Parent], o[deref].Field)
		default:
			r.copyNode(j, r.at[o[j].Parent], o[j].Field)
		}
	}
}

// castOfProduct is one `(T)(a * b)` read as a call of (T) with the
// declaration a* b: the indexes of its nodes in the flattened tree.
type castOfProduct struct{ call, open, name, close, args, argOpen, decl, left, star, right, argClose int32 }

// findCastOfProduct matches (invocation (parenthesized ( T )) (argument_list
// ( (argument (declaration_expression (pointer_type a *) b)) ))), T a name.
func findCastOfProduct(nodes []Node, call int32) (castOfProduct, bool) {
	parts := children(nodes, call)
	if len(parts) != 2 || kind(nodes, parts[0]) != "parenthesized_expression" || kind(nodes, parts[1]) != "argument_list" {
		return castOfProduct{}, false
	}
	paren, args := children(nodes, parts[0]), children(nodes, parts[1])
	if len(paren) != 3 || !isName(nodes, paren[1], made.expressionField) || len(args) != 3 || kind(nodes, args[1]) != "argument" {
		return castOfProduct{}, false
	}
	arg := children(nodes, args[1])
	if len(arg) != 1 || kind(nodes, arg[0]) != "declaration_expression" {
		return castOfProduct{}, false
	}
	decl := children(nodes, arg[0])
	if len(decl) != 2 || kind(nodes, decl[0]) != "pointer_type" || kind(nodes, decl[1]) != "identifier" {
		return castOfProduct{}, false
	}
	pointer := children(nodes, decl[0])
	if len(pointer) != 2 || !isName(nodes, pointer[0], made.qualifierField) || kind(nodes, pointer[1]) != "*" {
		return castOfProduct{}, false
	}
	return castOfProduct{call: call, open: paren[0], name: paren[1], close: paren[2], args: parts[1], argOpen: args[0],
		decl: arg[0], left: pointer[0], star: pointer[1], right: decl[1], argClose: args[2]}, true
}

// castOfProduct appends a misread call as the cast it is:
// (cast ( T ) (parenthesized ( (binary a * b) ))).
func (r *treeRewrite) castOfProduct(m castOfProduct) {
	s := &made
	o := r.old
	c := r.copyNode(m.call, r.mapped(o[m.call].Parent), o[m.call].Field)
	r.out[c].Symbol = s.cast
	r.copyNode(m.open, c, 0)
	r.recast(m.name, c, s.typeField, false)
	r.copyNode(m.close, c, 0)
	p := r.copyNode(m.args, c, s.valueField)
	r.out[p].Symbol = s.parenthesized
	r.copyNode(m.argOpen, p, 0)
	b := r.add(s.binary, m.decl, m.decl, p, 0)
	r.recast(m.left, b, s.leftField, true)
	r.copyNode(m.star, b, s.operatorField)
	r.copyNode(m.right, b, s.rightField)
	r.copyNode(m.argClose, p, 0)
}

// misreadPatternType is one `x is N.G<T> y` whose declaration pattern the
// grammar read as comparisons: the indexes of its nodes in the flattened
// tree (see findPatternInIs and findPatternAfterIs).
type misreadPatternType struct {
	outer                  int32   // the node the repair replaces
	spine                  []int32 // from outer down, the comparisons after the pattern that were read into it
	is, negated, constant  int32   // the is expression, its not pattern (or -1) and its constant pattern
	base                   int32   // the type's first name: N or global::N
	dotted                 []int32 // the dots and names after base
	less, typeArg, greater int32
	designation            int32
}

// findPatternInIs matches a misread pattern inside an is expression with
// the operators after it read into the pattern: (is x (constant_pattern
// (binary (binary (binary N.G < T) > y) && a))).
func findPatternInIs(nodes []Node, is int32) (misreadPatternType, bool) {
	m := misreadPatternType{outer: is, negated: -1}
	inner, ok := m.constantOf(nodes, is)
	if !ok {
		return m, false
	}
	for b := inner; kind(nodes, b) == "binary_expression"; {
		ops := children(nodes, b)
		if len(ops) != 3 || !lowerThanRelational[kind(nodes, ops[1])] {
			return m, false
		}
		m.spine, b = append(m.spine, b), ops[0]
		if left, ok := patternTypeName(nodes, b, &m); ok {
			return left, true
		}
	}
	return m, false
}

// findPatternConstant matches a misread pattern alone in its constant
// pattern: (constant_pattern (binary (binary N.G < T) > y)).
func findPatternConstant(nodes []Node, constant int32) (misreadPatternType, bool) {
	m := misreadPatternType{outer: constant, constant: constant, negated: -1}
	c := children(nodes, constant)
	if len(c) != 1 {
		return m, false
	}
	return patternTypeName(nodes, c[0], &m)
}

// patternTypeName matches (binary (binary N.G < T) > y) and keeps its
// parts in m.
func patternTypeName(nodes []Node, greater int32, m *misreadPatternType) (misreadPatternType, bool) {
	base, dotted, ok := dottedName(nodes, typeArgumentsBefore(nodes, greater, m))
	m.base, m.dotted = base, dotted
	return *m, ok && len(dotted) > 0
}

// constantOf keeps in m the is expression is, its not pattern and its
// constant pattern, x is [not] (constant_pattern e), and returns e.
func (m *misreadPatternType) constantOf(nodes []Node, is int32) (int32, bool) {
	parts := children(nodes, is)
	if len(parts) != 3 {
		return 0, false
	}
	m.is, m.constant = is, parts[2]
	if kind(nodes, m.constant) == "negated_pattern" {
		m.negated = m.constant
		c := children(nodes, m.negated)
		m.constant = c[len(c)-1]
	}
	c := children(nodes, m.constant)
	if kind(nodes, m.constant) != "constant_pattern" || len(c) != 1 {
		return 0, false
	}
	return c[0], true
}

// splitDeclaration is one element of a positional pattern, G<A, B> x,
// that the grammar split at its commas into tuple elements: (binary G <
// A), B, (binary C > x). The indexes are of the tuple's children.
type splitDeclaration struct {
	first, last int32
	whole       *misreadPatternType // G<T> x or N.G<T> x, not split: (binary (binary N.G < T) > x)
}

// findSplitTupleDeclarations matches the positional pattern of a constant
// pattern read as a tuple, (G<A, B> x, var y) => ..., some of whose
// elements the grammar split at their commas (LanguageExt's (ChooseSourceT<M,
// A> l, ChooseSourceT<M, A> r) switch arms). Only in a pattern: a tuple
// of comparisons is an expression elsewhere.
func findSplitTupleDeclarations(nodes []Node, constant int32) (tuple int32, runs []splitDeclaration, ok bool) {
	c := children(nodes, constant)
	if len(c) != 1 || kind(nodes, c[0]) != "tuple_expression" {
		return 0, nil, false
	}
	tuple = c[0]
	value := func(arg int32) int32 { // an argument's one value, else -1
		if a := children(nodes, arg); kind(nodes, arg) == "argument" && len(a) == 1 {
			return a[0]
		}
		return -1
	}
	comparison := func(arg int32, op string) []int32 {
		v := value(arg)
		if v < 0 || kind(nodes, v) != "binary_expression" {
			return nil
		}
		if b := children(nodes, v); len(b) == 3 && kind(nodes, b[1]) == op {
			return b
		}
		return nil
	}
	elems := children(nodes, tuple) // ( a , b , c )
	for i := 1; i < len(elems)-1; i += 2 {
		if v := value(elems[i]); v >= 0 && kind(nodes, v) == "binary_expression" {
			m := &misreadPatternType{}
			if base, dotted, ok := dottedName(nodes, typeArgumentsBefore(nodes, v, m)); ok {
				m.base, m.dotted = base, dotted
				runs = append(runs, splitDeclaration{first: int32(i), last: int32(i), whole: m})
				continue
			}
		}
		lt := comparison(elems[i], "<")
		if lt == nil || kind(nodes, lt[0]) != "identifier" || !isName(nodes, lt[2], made.expressionField) {
			continue
		}
		for j := i + 2; j < len(elems)-1; j += 2 {
			if gt := comparison(elems[j], ">"); gt != nil {
				if isName(nodes, gt[0], made.expressionField) && kind(nodes, gt[2]) == "identifier" {
					runs = append(runs, splitDeclaration{first: int32(i), last: int32(j)})
					i = j
				}
				break
			}
			if v := value(elems[j]); v < 0 || !isName(nodes, v, made.expressionField) && kind(nodes, v) != "generic_name" {
				break
			}
		}
	}
	return tuple, runs, len(runs) > 0
}

// tupleDeclarations appends a positional pattern read as a tuple with
// its split elements joined: (argument (declaration_expression
// (generic_name G (type_argument_list < A , B >)) x)).
func (r *treeRewrite) tupleDeclarations(tuple int32, runs []splitDeclaration) {
	s := &made
	o := r.old
	t := r.copyNode(tuple, r.mapped(o[tuple].Parent), o[tuple].Field)
	elems := children(o, tuple)
	for i := 0; i < len(elems); i++ {
		if len(runs) == 0 || int32(i) != runs[0].first {
			r.copySubtree(elems[i], t, o[elems[i]].Field)
			continue
		}
		first, last := elems[i], elems[runs[0].last]
		arg := r.add(s.arg, first, last, t, 0)
		decl := r.add(s.declaration, first, last, arg, 0)
		if m := runs[0].whole; m != nil {
			r.dottedType(*m, len(m.dotted)/2, decl, s.typeField)
			r.copyNode(m.designation, decl, s.nameField)
		} else {
			lt, gt := children(o, children(o, first)[0]), children(o, children(o, last)[0])
			typeArgs := []int32{lt[2]}
			for k := runs[0].first + 1; k < runs[0].last; k++ {
				if k%2 == 0 {
					typeArgs = append(typeArgs, elems[k]) // a comma
				} else {
					typeArgs = append(typeArgs, children(o, elems[k])[0])
				}
			}
			r.genericName(lt[0], lt[1], append(typeArgs, gt[0]), gt[1], decl, s.typeField)
			r.copyNode(gt[2], decl, s.nameField)
		}
		i = int(runs[0].last)
		runs = runs[1:]
	}
}

// lowerThanRelational holds the binary operators that bind less tightly
// than is: the ones x is N.G<T> y can be the first operand of.
var lowerThanRelational = map[string]bool{"==": true, "!=": true, "&": true, "^": true, "|": true, "&&": true, "||": true, "??": true}

// findPatternAfterIs matches a misread pattern around the is expression:
// (binary (binary (member_access (is x (constant_pattern N)) . G) < T) > y).
func findPatternAfterIs(nodes []Node, greater int32) (misreadPatternType, bool) {
	m := misreadPatternType{outer: greater, negated: -1}
	var after []int32
	n := typeArgumentsBefore(nodes, greater, &m)
	for n >= 0 && kind(nodes, n) == "member_access_expression" {
		c := children(nodes, n)
		if len(c) != 3 || kind(nodes, c[2]) != "identifier" {
			return m, false
		}
		after, n = append([]int32{c[1], c[2]}, after...), c[0]
	}
	if len(after) == 0 || n < 0 || kind(nodes, n) != "is_pattern_expression" {
		return m, false
	}
	inner, ok := m.constantOf(nodes, n)
	if !ok {
		return m, false
	}
	base, dotted, ok := dottedName(nodes, inner)
	m.base, m.dotted = base, append(dotted, after...)
	return m, ok
}

// typeArgumentsBefore matches (binary (binary left < T) > y), T a name and
// y an identifier, keeps <, T, > and y in m and returns left (-1 if it
// does not match).
func typeArgumentsBefore(nodes []Node, greater int32, m *misreadPatternType) int32 {
	gt := children(nodes, greater)
	if len(gt) != 3 || kind(nodes, gt[1]) != ">" || kind(nodes, gt[2]) != "identifier" || kind(nodes, gt[0]) != "binary_expression" {
		return -1
	}
	lt := children(nodes, gt[0])
	if len(lt) != 3 || kind(nodes, lt[1]) != "<" || !isName(nodes, lt[2], made.expressionField) {
		return -1
	}
	m.less, m.typeArg, m.greater, m.designation = lt[1], lt[2], gt[1], gt[2]
	return lt[0]
}

// dottedName splits a name read as an expression, N.M.G or global::N.G,
// into its first name and the dots and names after it.
func dottedName(nodes []Node, n int32) (base int32, dotted []int32, ok bool) {
	if n < 0 {
		return 0, nil, false
	}
	switch kind(nodes, n) {
	case "identifier", "alias_qualified_name":
		return n, nil, true
	case "member_access_expression":
		c := children(nodes, n)
		if len(c) != 3 || kind(nodes, c[2]) != "identifier" {
			return 0, nil, false
		}
		base, dotted, ok = dottedName(nodes, c[0])
		return base, append(dotted, c[1], c[2]), ok
	}
	return 0, nil, false
}

// patternType appends a misread pattern as the grammar reads a well-formed
// one: the comparisons after it with, as the first operand, (is x
// (declaration_pattern (qualified_name N . (generic_name G <T>)) y)).
func (r *treeRewrite) patternType(m misreadPatternType) {
	r.patternSpine(m, 0, r.mapped(r.old[m.outer].Parent), r.old[m.outer].Field)
}

func (r *treeRewrite) patternSpine(m misreadPatternType, i int, parent int32, field uint16) {
	o := r.old
	if i == len(m.spine) {
		r.isPattern(m, parent, field)
		return
	}
	b := r.copyNode(m.spine[i], parent, field)
	r.out[b].Start = o[m.is].Start
	parts := children(o, m.spine[i])
	r.patternSpine(m, i+1, b, o[parts[0]].Field)
	for _, p := range parts[1:] {
		r.copySubtree(p, b, o[p].Field)
	}
}

func (r *treeRewrite) isPattern(m misreadPatternType, parent int32, field uint16) {
	o := r.old
	end := o[m.designation].End
	is := r.copyNode(m.is, parent, field)
	r.out[is].End = end
	parts := children(o, m.is) // x is pattern
	r.copySubtree(parts[0], is, o[parts[0]].Field)
	r.copyNode(parts[1], is, 0)
	parent, field = is, o[parts[2]].Field
	if m.negated >= 0 {
		n := r.copyNode(m.negated, parent, field)
		r.out[n].End = end
		r.copyNode(children(o, m.negated)[0], n, 0)
		parent, field = n, o[m.constant].Field
	}
	r.declarationPattern(m, parent, field)
}

// declarationPattern appends the misread constant pattern as the
// declaration pattern it is.
func (r *treeRewrite) declarationPattern(m misreadPatternType, parent int32, field uint16) {
	s := &made
	d := r.copyNode(m.constant, parent, field)
	r.out[d].Symbol, r.out[d].End = s.declarationPattern, r.old[m.designation].End
	r.dottedType(m, len(m.dotted)/2, d, s.typeField)
	r.copyNode(m.designation, d, s.nameField)
}

// misreadDesignation says whether a pattern the grammar reads as T and
// (or T or) with nothing after the combinator, `case PredicateAnd and:`,
// is the declaration pattern C# reads: T, a variable named and.
func misreadDesignation(nodes []Node, combined int32) bool {
	c := children(nodes, combined)
	if len(c) != 3 || kind(nodes, c[0]) != "constant_pattern" || kind(nodes, c[2]) != "constant_pattern" {
		return false
	}
	left, right := children(nodes, c[0]), children(nodes, c[2])
	if len(left) != 1 || len(right) != 1 || nodes[right[0]].Start != nodes[right[0]].End {
		return false
	}
	return plainName(nodes, left[0])
}

// designation appends a misread T and as (declaration_pattern type: T
// name: (identifier "and")).
func (r *treeRewrite) designation(combined int32) {
	s := &made
	c := children(r.old, combined)
	d := r.copyNode(combined, r.mapped(r.old[combined].Parent), r.old[combined].Field)
	r.out[d].Symbol, r.out[d].End = s.declarationPattern, r.old[c[1]].End
	r.recast(children(r.old, c[0])[0], d, s.typeField, false)
	name := r.copyNode(c[1], d, s.nameField)
	r.out[name].Symbol, r.out[name].Flags = s.identifier, Named
}

// rangeAfterParentheses says whether a cast is a parenthesized name
// before a range, (a)..b or (A.B.Length).., which the grammar reads as a
// cast of the range ..b: C# reads no cast where .. follows the ).
func rangeAfterParentheses(nodes []Node, cast int32) bool {
	c := children(nodes, cast)
	if len(c) != 4 || kind(nodes, c[3]) != "range_expression" {
		return false
	}
	r := children(nodes, c[3])
	if len(r) == 0 || kind(nodes, r[0]) != ".." {
		return false
	}
	return plainName(nodes, c[1])
}

// plainName says whether a node is a name, dotted or generic, as an
// expression or as a type: what a misread pattern's or range's part is.
func plainName(nodes []Node, n int32) bool {
	_, _, ok := dottedName(nodes, n)
	return ok || kind(nodes, n) == "generic_name" || kind(nodes, n) == "qualified_name"
}

// parenthesizedRange appends a misread (a)..b as (range_expression
// (parenthesized_expression ( a )) .. b).
func (r *treeRewrite) parenthesizedRange(cast int32) {
	s := &made
	c := children(r.old, cast)
	rng := r.copyNode(c[3], r.mapped(r.old[cast].Parent), r.old[cast].Field)
	r.out[rng].Start = r.old[cast].Start
	paren := r.add(s.parenthesized, c[0], c[2], rng, 0)
	r.copyNode(c[0], paren, 0)
	r.recast(c[1], paren, 0, true)
	r.copyNode(c[2], paren, 0)
	for _, part := range children(r.old, c[3]) {
		r.copySubtree(part, rng, r.old[part].Field)
	}
}

// dottedType appends the pattern's type up to its k-th dotted name: the
// last one generic, (qualified_name N . (generic_name G <T>)).
func (r *treeRewrite) dottedType(m misreadPatternType, k int, parent int32, field uint16) {
	s := &made
	if k == 0 {
		r.recast(m.base, parent, field, false)
		return
	}
	dot, name, last := m.dotted[2*k-2], m.dotted[2*k-1], 2*k == len(m.dotted)
	end := name
	if last {
		end = m.greater
	}
	q := r.add(s.qualified, m.base, end, parent, field)
	r.dottedType(m, k-1, q, s.qualifierField)
	r.copyNode(dot, q, 0)
	if last {
		r.genericName(name, m.less, []int32{m.typeArg}, m.greater, q, s.nameField)
	} else {
		r.copyNode(name, q, s.nameField)
	}
}

// argumentsRead reports whether a node is what the grammar makes of the
// argument list after a misread type argument list: a tuple (a, b) or a
// parenthesized expression (a).
func argumentsRead(nodes []Node, i int32) bool {
	switch kind(nodes, i) {
	case "tuple_expression":
		return true
	case "parenthesized_expression":
		return len(children(nodes, i)) == 3
	}
	return false
}

// isCallee reports whether a node is M, x.M (x any expression) or the
// new G of a creation the grammar left without arguments.
func isCallee(nodes []Node, i int32) bool {
	c := children(nodes, i)
	switch kind(nodes, i) {
	case "identifier":
		return true
	case "member_access_expression":
		return len(c) == 3 && kind(nodes, c[2]) == "identifier"
	case "object_creation_expression":
		return len(c) == 2 && isName(nodes, c[1], made.qualifierField)
	}
	return false
}

// isName reports whether a node is an identifier or a dotted name of
// identifiers, read as a type (qualifier is qualifierField) or as an
// expression (expressionField).
func isName(nodes []Node, i int32, qualifier uint16) bool {
	switch kind(nodes, i) {
	case "identifier":
		return true
	case "qualified_name", "member_access_expression":
		c := children(nodes, i)
		return len(c) == 3 && nodes[c[0]].Field == qualifier && isName(nodes, c[0], qualifier) &&
			kind(nodes, c[2]) == "identifier"
	}
	return false
}

// treeRewrite builds a flattened tree from an old one, node by node in
// preorder; siblings are linked at the end.
type treeRewrite struct {
	old, out []Node
	at       []int32 // an old node's index in out
}

func (r *treeRewrite) mapped(old int32) int32 {
	if old < 0 {
		return -1
	}
	return r.at[old]
}

// subtreeEnd is the index after an old node's last descendant.
func (r *treeRewrite) subtreeEnd(i int32) int32 {
	for j := i + 1; ; j++ {
		if int(j) == len(r.old) {
			return j
		}
		if p := r.old[j].Parent; p < i {
			return j
		}
	}
}

// copyNode appends an old node under parent and returns its new index.
func (r *treeRewrite) copyNode(old, parent int32, field uint16) int32 {
	n := r.old[old]
	n.Parent, n.Field = parent, field
	r.at[old] = int32(len(r.out))
	r.out = append(r.out, n)
	return r.at[old]
}

// copySubtree appends an old node and its descendants.
func (r *treeRewrite) copySubtree(old, parent int32, field uint16) {
	r.copyNode(old, parent, field)
	for j, end := old+1, r.subtreeEnd(old); j < end; j++ {
		r.copyNode(j, r.at[r.old[j].Parent], r.old[j].Field)
	}
}

// add appends a node the old tree lacks, spanning the old nodes from and to.
func (r *treeRewrite) add(symbol uint16, from, to, parent int32, field uint16) int32 {
	r.out = append(r.out, Node{Start: r.old[from].Start, End: r.old[to].End, Parent: parent, Symbol: symbol, Field: field, Flags: Named})
	return int32(len(r.out) - 1)
}

// recast appends a name read as a type as the expression it is, or the
// other way round: a dotted name's qualified_name and member_access_expression
// have the same shape, with the fields qualifier or expression, and name.
func (r *treeRewrite) recast(old, parent int32, field uint16, toExpression bool) {
	s := &made
	if k := kind(r.old, old); k == "generic_name" || k == "alias_qualified_name" { // the same node as a type or an expression
		r.copySubtree(old, parent, field)
		return
	}
	i := r.copyNode(old, parent, field)
	if kind(r.old, old) == "identifier" {
		return
	}
	r.out[i].Symbol, field = s.qualified, s.qualifierField
	if toExpression {
		r.out[i].Symbol, field = s.memberAccess, s.expressionField
	}
	c := children(r.old, old)
	r.recast(c[0], i, field, toExpression)
	r.copyNode(c[1], i, 0)
	r.copyNode(c[2], i, s.nameField)
}

// creation appends a misread creation as the grammar reads a well-formed
// one: (creation new (generic_name G (type_argument_list < T >))
// (argument_list ( (argument x) )) init), with a dotted G's last name made
// the generic name.
func (r *treeRewrite) creation(m misreadCreation) {
	o := r.old
	r.at[m.outer] = r.headedChain(m.value, m.init, r.mapped(o[m.outer].Parent), o[m.outer].Field, o[m.outer].Start, func(parent int32, field uint16) int32 {
		return r.creationHead(m, parent, field)
	})
}

// headedChain appends the chain n, its nodes starting at start, with head
// written in place of its head: the nodes from n down to head, and their
// other children as they are. It returns n's new index.
func (r *treeRewrite) headedChain(n, head, parent int32, field uint16, start uint32, writeHead func(parent int32, field uint16) int32) int32 {
	if n == head {
		return writeHead(parent, field)
	}
	c := r.copyNode(n, parent, field)
	r.out[c].Start = start
	for _, ch := range children(r.old, n) {
		if ch <= head && head < r.subtreeEnd(ch) {
			r.headedChain(ch, head, c, r.old[ch].Field, start, writeHead)
		} else {
			r.copySubtree(ch, c, r.old[ch].Field)
		}
	}
	return c
}

// creationHead appends the creation of a misread one, up to its initializer.
func (r *treeRewrite) creationHead(m misreadCreation, parent int32, field uint16) int32 {
	s := &made
	o := r.old
	c := r.copyNode(m.creation, parent, field)
	r.out[c].Start, r.out[c].End = o[m.outer].Start, o[m.init].End
	r.copyNode(m.newToken, c, 0)

	r.createdType(m.typeName, m.less, m.typeArgs, m.greater, c)

	list := r.add(s.args, m.open, m.close, c, s.argumentsField)
	r.copyNode(m.open, list, 0)
	arg := r.add(s.arg, m.argument, m.argument, list, 0)
	r.recast(m.argument, arg, 0, true)
	r.copyNode(m.close, list, 0)
	r.copySubtree(m.init, c, s.initField)
	return c
}

// castCall appends a misread cast of a call as the grammar reads a
// well-formed one: (cast ( R ) (invocation (member_access x . (generic_name
// M (type_argument_list < T >))) (argument_list ( a ))), without the member
// access when the callee is a bare M.
func (r *treeRewrite) castCall(m misreadCastCall) {
	s := &made
	o := r.old
	parent, field := r.rewrap(m.outer, m.wrappers, m.comparison, m.last) // split at its commas: the first argument holds the whole cast
	var c int32
	for i, cp := range m.casts {
		c = r.copyNode(cp.cast, parent, field)
		if i == 0 && len(m.wrappers) == 0 {
			r.at[m.outer] = c
		}
		r.out[c].End = o[m.last].End
		r.copyNode(cp.open, c, 0)
		r.copySubtree(cp.castType, c, s.typeField)
		r.copyNode(cp.close, c, 0)
		parent, field = c, s.valueField
	}
	if m.awaited >= 0 { // (R) await x.M<T>(a)
		c = r.copyNode(m.awaited, c, s.valueField)
		r.out[c].End = o[m.last].End
		r.copyNode(children(o, m.awaited)[0], c, 0)
		field = 0
	}
	r.headedChain(m.chain, m.args, c, field, o[m.callee].Start, func(parent int32, field uint16) int32 {
		if kind(o, m.callee) == "object_creation_expression" { // (R)new G<T>(a)
			return r.creationWithArgs(m.callee, parent, field, m.less, m.typeArgs, m.greater, m.args)
		}
		return r.genericCall(m.callee, parent, field, m.less, m.typeArgs, m.greater, m.args)
	})
}

// splitInvokedCall is one x.M<A, B>(a)(b), the call of what a generic call
// returns, split by the grammar at its commas (see findSplitInvokedCall).
type splitInvokedCall struct {
	outer, last        int32
	wrappers           []int32
	comparison, callee int32
	less, greater      int32
	cast               int32 // (a)(b), read as a cast of (b) to a
	typeArgs           []int32
}

// findSplitInvokedCall matches what the grammar makes of x.M<A, B>(a)(b)
// as an argument or an argument's lambda body: (binary x.M < A) , B ,
// (binary C > (cast ( a ) (b))), a a name (Harmony's instance => ref
// AccessTools.FieldRefAccess<T, F>(field)(instance)).
func findSplitInvokedCall(nodes []Node, comparison int32) (splitInvokedCall, bool) {
	lt := children(nodes, comparison)
	if len(lt) != 3 || kind(nodes, lt[1]) != "<" || kind(nodes, lt[0]) == "object_creation_expression" || !isCallee(nodes, lt[0]) ||
		!isName(nodes, lt[2], made.expressionField) {
		return splitInvokedCall{}, false
	}
	wrappers, outer, ok := splitOuter(nodes, comparison, false)
	if !ok {
		return splitInvokedCall{}, false
	}
	typeArgs, last, greater, cast, ok := splitTypeArgs(nodes, outer, true, func(n int32) bool {
		c := children(nodes, n)
		return kind(nodes, n) == "cast_expression" && len(c) == 4 && isName(nodes, c[1], made.qualifierField) && argumentsRead(nodes, c[3])
	})
	if !ok {
		return splitInvokedCall{}, false
	}
	return splitInvokedCall{outer: outer, last: last, wrappers: wrappers, comparison: comparison, callee: lt[0],
		less: lt[1], greater: greater, cast: cast, typeArgs: append([]int32{lt[2]}, typeArgs...)}, true
}

// splitInvokedCall appends a split x.M<A, B>(a)(b) as the grammar reads a
// well-formed one: (invocation (invocation x.M<A, B> (a)) (b)).
func (r *treeRewrite) splitInvokedCall(m splitInvokedCall) {
	s := &made
	parent, field := r.rewrap(m.outer, m.wrappers, m.comparison, m.last)
	parts := children(r.old, m.cast) // ( a ) (b)
	outer := r.add(s.invocation, m.callee, parts[3], parent, field)
	inner := r.add(s.invocation, m.callee, parts[2], outer, s.functionField)
	r.genericCallee(m.callee, m.less, m.typeArgs, m.greater, inner)
	list := r.add(s.args, parts[0], parts[2], inner, s.argumentsField)
	r.copyNode(parts[0], list, 0)
	arg := r.add(s.arg, parts[1], parts[1], list, 0)
	r.recast(parts[1], arg, 0, true)
	r.copyNode(parts[2], list, 0)
	r.argumentList(parts[3], outer)
}

// comparedCall is `a < x.M<T>(b)`, a generic call (maybe at the head of
// a chain) compared with a relational operator, read as comparisons: the
// grammar reads the operator before the call first, (binary (binary
// (binary a < x.M) < T) > (b)), C# the type argument list before the
// parenthesis (Svg.Skia's GetProperty<SKPoint>(a, "x").X <
// GetProperty<SKPoint>(b, "x").X).
type comparedCall struct {
	comparisons
	relation, callee, args int32
}

func findComparedCall(nodes []Node, relation int32) (comparedCall, bool) {
	rel := children(nodes, relation)
	if len(rel) != 3 || !relational[kind(nodes, rel[1])] || !isCallee(nodes, rel[2]) || kind(nodes, rel[2]) == "object_creation_expression" {
		return comparedCall{}, false
	}
	c, args, ok := comparedArguments(nodes, relation)
	if !ok {
		return comparedCall{}, false
	}
	return comparedCall{comparisons: c, relation: relation, callee: rel[2], args: args}, true
}

// relational are the operators of the precedence of <, which the grammar
// reads from the left.
var relational = map[string]bool{"<": true, ">": true, "<=": true, ">=": true}

// comparedCall appends a compared generic call as the grammar reads a
// well-formed one: (binary a < chain), the chain on x.M<T>(b).
func (r *treeRewrite) comparedCall(m comparedCall) {
	s := &made
	o := r.old
	b := r.copyNode(m.relation, r.mapped(o[m.outer].Parent), o[m.outer].Field)
	r.at[m.outer] = b
	r.out[b].End = o[m.outer].End
	rel := children(o, m.relation)
	r.copySubtree(rel[0], b, s.leftField)
	r.copyNode(rel[1], b, s.operatorField)
	r.headedChain(m.right, m.args, b, s.rightField, o[m.callee].Start, func(parent int32, field uint16) int32 {
		return r.genericCall(m.callee, parent, field, m.less, []int32{m.typeArg}, m.greater, m.args)
	})
}

// tupleArgumentCall is x.M<G<(A a, B b)>>(args) read as comparisons:
// (binary (binary x.M < G) < (binary (tuple (A a) , (B b)) >> (args))).
// The grammar's >> closes both type argument lists.
type tupleArgumentCall struct{ outer, callee, outerLess, name, innerLess, tuple, shift, args int32 }

func findTupleArgumentCall(nodes []Node, outer int32) (tupleArgumentCall, bool) {
	c := children(nodes, outer)
	if len(c) != 3 || kind(nodes, c[1]) != "<" || kind(nodes, c[0]) != "binary_expression" || kind(nodes, c[2]) != "binary_expression" {
		return tupleArgumentCall{}, false
	}
	left, right := children(nodes, c[0]), children(nodes, c[2])
	if len(left) != 3 || kind(nodes, left[1]) != "<" || !isCallee(nodes, left[0]) || kind(nodes, left[0]) == "object_creation_expression" ||
		!isName(nodes, left[2], made.expressionField) || len(right) != 3 || kind(nodes, right[0]) != "tuple_expression" ||
		kind(nodes, right[1]) != ">>" || !argumentsRead(nodes, right[2]) {
		return tupleArgumentCall{}, false
	}
	for _, e := range children(nodes, right[0]) {
		if kind(nodes, e) != "argument" {
			continue
		}
		v := children(nodes, e)
		if len(v) != 1 || kind(nodes, v[0]) != "declaration_expression" && !isName(nodes, v[0], made.expressionField) {
			return tupleArgumentCall{}, false // an element no tuple type can have
		}
	}
	return tupleArgumentCall{outer: outer, callee: left[0], outerLess: left[1], name: left[2], innerLess: c[1],
		tuple: right[0], shift: right[1], args: right[2]}, true
}

// tupleArgumentCall appends x.M<G<(A a, B b)>>(args) as the grammar reads
// a well-formed one: the >> split into the two > it closes, the tuple
// the tuple type it is (StratisFullNode's tests' It.Is<IEnumerable<(ChainedHeader
// header, Block block)>>(c => ...)).
func (r *treeRewrite) tupleArgumentCall(m tupleArgumentCall) {
	s := &made
	o := r.old
	call := r.add(s.invocation, m.callee, m.args, r.mapped(o[m.outer].Parent), o[m.outer].Field)
	r.at[m.outer] = call
	name, parent, field := r.dottedPrefix(m.callee, "member_access_expression", s.expressionField, m.shift, call, s.functionField)
	firstEnd := o[m.shift].Start + 1 // the >> is two >
	g := r.add(s.generic, name, m.shift, parent, field)
	r.copyNode(name, g, 0)
	outerArgs := r.add(s.typeArgs, m.outerLess, m.shift, g, 0)
	r.copyNode(m.outerLess, outerArgs, 0)
	inner := r.add(s.generic, m.name, m.shift, outerArgs, 0)
	r.out[inner].End = firstEnd
	r.copyNode(m.name, inner, 0)
	innerArgs := r.add(s.typeArgs, m.innerLess, m.shift, inner, 0)
	r.out[innerArgs].End = firstEnd
	r.copyNode(m.innerLess, innerArgs, 0)
	t := r.copyNode(m.tuple, innerArgs, 0)
	r.out[t].Symbol = s.tupleType
	for _, e := range children(o, m.tuple) {
		if kind(o, e) != "argument" {
			r.copyNode(e, t, 0) // ( , )
			continue
		}
		v := children(o, e)[0]
		el := r.copyNode(e, t, 0)
		r.out[el].Symbol = s.tupleElement
		if kind(o, v) == "declaration_expression" { // A a: its type and name
			for _, part := range children(o, v) {
				r.copySubtree(part, el, o[part].Field)
			}
		} else {
			r.recast(v, el, s.typeField, false)
		}
	}
	r.greaterOf(m.shift, o[m.shift].Start, firstEnd, innerArgs)
	r.greaterOf(m.shift, firstEnd, o[m.shift].End, outerArgs)
	r.argumentList(m.args, call)
}

// greaterOf appends a > made of part of the token old (a >> closing two lists).
func (r *treeRewrite) greaterOf(old int32, start, end uint32, parent int32) {
	n := r.old[old]
	n.Start, n.End, n.Symbol, n.Parent, n.Field = start, end, made.greater, parent, 0
	r.out = append(r.out, n)
}

// creationCall appends a misread creation with arguments, whose
// comparisons are c, as the grammar reads a well-formed one.
func (r *treeRewrite) creationCall(creation int32, c comparisons) {
	o := r.old
	r.at[c.outer] = r.creationWithArgs(creation, r.mapped(o[c.outer].Parent), o[c.outer].Field, c.less, []int32{c.typeArg}, c.greater, c.right)
}

// genericCall appends the call callee<typeArgs>(args) of a misread form
// under parent as (invocation (generic_name ...) (argument_list ...)).
func (r *treeRewrite) genericCall(callee, parent int32, field uint16, less int32, typeArgs []int32, greater, args int32) int32 {
	call := r.add(made.invocation, callee, args, parent, field)
	r.genericCallee(callee, less, typeArgs, greater, call)
	r.argumentList(args, call)
	return call
}

// creationWithArgs appends a creation the grammar read without arguments,
// new G, under parent as (creation new (generic_name G <T>) (argument_list
// ...)), ending where its arguments end.
func (r *treeRewrite) creationWithArgs(creation, parent int32, field uint16, less int32, typeArgs []int32, greater, args int32) int32 {
	o := r.old
	c := r.copyNode(creation, parent, field)
	r.out[c].End = o[args].End
	parts := children(o, creation)
	r.copyNode(parts[0], c, 0)
	r.createdType(parts[1], less, typeArgs, greater, c)
	r.argumentList(args, c)
	return c
}

// createdType appends the type of a creation, typeName with the type
// argument: (generic_name G <T>), or for a dotted N.G (qualified_name N .
// (generic_name G <T>)).
func (r *treeRewrite) createdType(typeName, less int32, typeArgs []int32, greater, creation int32) {
	r.genericDotted(typeName, "qualified_name", made.qualifierField, less, typeArgs, greater, creation, made.typeField)
}

// genericCallee appends M<A, B> or x.M<A, B>, callee M or x.M, as the
// function of call.
func (r *treeRewrite) genericCallee(callee, less int32, typeArgs []int32, greater, call int32) {
	r.genericDotted(callee, "member_access_expression", made.expressionField, less, typeArgs, greater, call, made.functionField)
}

// genericDotted appends the name n with type arguments as the field child
// of parent, n a name or a dotted one of kind dotted whose left part goes
// in leftField: G<A, B>, or X.G<A, B> with the generic name last.
func (r *treeRewrite) genericDotted(n int32, dotted string, leftField uint16, less int32, typeArgs []int32, greater, parent int32, field uint16) {
	name, parent, field := r.dottedPrefix(n, dotted, leftField, greater, parent, field)
	r.genericName(name, less, typeArgs, greater, parent, field)
}

// dottedPrefix appends what comes before n's last name when n is of kind
// dotted (X. of X.G), spanning to end's end, and returns the last name
// with where it goes; n itself where it is a name alone.
func (r *treeRewrite) dottedPrefix(n int32, dotted string, leftField uint16, end, parent int32, field uint16) (int32, int32, uint16) {
	o := r.old
	if kind(o, n) != dotted {
		return n, parent, field
	}
	d := r.copyNode(n, parent, field)
	r.out[d].End = o[end].End
	parts := children(o, n)
	r.copySubtree(parts[0], d, leftField)
	r.copyNode(parts[1], d, 0)
	return parts[2], d, made.nameField
}

// argumentList appends the arguments the grammar read as a parenthesized
// expression or a tuple as the argument list of a call or creation.
func (r *treeRewrite) argumentList(args, parent int32) {
	s := &made
	o := r.old
	list := r.copyNode(args, parent, s.argumentsField)
	r.out[list].Symbol = s.args
	if kind(o, args) == "tuple_expression" { // (a, b): the same children, arguments already
		for j, end := args+1, r.subtreeEnd(args); j < end; j++ {
			r.copyNode(j, r.at[o[j].Parent], o[j].Field)
		}
		return
	}
	parts := children(o, args) // ( a )
	r.copyNode(parts[0], list, 0)
	arg := r.add(s.arg, parts[1], parts[1], list, 0)
	r.copySubtree(parts[1], arg, 0)
	r.copyNode(parts[2], list, 0)
}

// genericName appends (generic_name name (type_argument_list < A , B >)),
// typeArgs the names A, B, read as types, and the commas between them.
func (r *treeRewrite) genericName(name, less int32, typeArgs []int32, greater, parent int32, field uint16) {
	s := &made
	g := r.add(s.generic, name, greater, parent, field)
	r.copyNode(name, g, 0)
	args := r.add(s.typeArgs, less, greater, g, 0)
	r.copyNode(less, args, 0)
	for i, a := range typeArgs {
		if i%2 == 1 {
			r.copyNode(a, args, 0) // a comma
		} else {
			r.recast(a, args, 0, false)
		}
	}
	r.copyNode(greater, args, 0)
}

// linkSiblings sets every node's Next from the parents.
func (r *treeRewrite) linkSiblings() {
	last := make([]int32, len(r.out))
	for i := range last {
		last[i] = -1
	}
	for i := range r.out {
		r.out[i].Next = -1
		if p := r.out[i].Parent; p >= 0 {
			if l := last[p]; l >= 0 {
				r.out[l].Next = int32(i)
			}
			last[p] = int32(i)
		}
	}
}
