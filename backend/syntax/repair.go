package syntax

// tree-sitter-c-sharp v0.23.5 reads `new G<T>(x) { A = 1 }`, a creation
// with one type argument, one argument that is a name and an initializer,
// as `((new G) < T) > ((x) { A = 1 })`: a creation without arguments (which
// C# does not allow), compared with T, compared with a cast of the
// initializer. No rewrite of the text of the same length makes the grammar
// read it right, so the flattened tree is put right instead: the two
// comparisons and the cast become the creation they are.

// repairSymbols are the grammar's ids of the nodes the repair reads and
// makes.
var repairSymbols = struct {
	creation, binary, cast, initializer, identifier, qualified, memberAccess,
	generic, typeArgs, args, arg, less, greater uint16
	typeField, argsField, initField, qualifierField, expressionField, nameField uint16
}{
	creation:     csGrammar.lang.IdForNodeKind("object_creation_expression", true),
	binary:       csGrammar.lang.IdForNodeKind("binary_expression", true),
	cast:         csGrammar.lang.IdForNodeKind("cast_expression", true),
	initializer:  csGrammar.lang.IdForNodeKind("initializer_expression", true),
	identifier:   csGrammar.lang.IdForNodeKind("identifier", true),
	qualified:    csGrammar.lang.IdForNodeKind("qualified_name", true),
	memberAccess: csGrammar.lang.IdForNodeKind("member_access_expression", true),
	generic:      csGrammar.lang.IdForNodeKind("generic_name", true),
	typeArgs:     csGrammar.lang.IdForNodeKind("type_argument_list", true),
	args:         csGrammar.lang.IdForNodeKind("argument_list", true),
	arg:          csGrammar.lang.IdForNodeKind("argument", true),
	less:         csGrammar.lang.IdForNodeKind("<", false),
	greater:      csGrammar.lang.IdForNodeKind(">", false),

	typeField:       csGrammar.lang.FieldIdForName("type"),
	argsField:       csGrammar.lang.FieldIdForName("arguments"),
	initField:       csGrammar.lang.FieldIdForName("initializer"),
	qualifierField:  csGrammar.lang.FieldIdForName("qualifier"),
	expressionField: csGrammar.lang.FieldIdForName("expression"),
	nameField:       csGrammar.lang.FieldIdForName("name"),
}

// misreadCreation is one `new G<T>(x) { ... }` read as comparisons: the
// indexes of its nodes in the flattened tree.
type misreadCreation struct {
	outer, creation, newToken, typeName, less, typeArg, greater, cast, open, argument, close, init int32
}

// repairCreations returns nodes with every misread creation put right: nodes
// itself when there is none, else a new slice.
func repairCreations(nodes []Node) []Node {
	var found []misreadCreation
	for i := range nodes {
		if nodes[i].Symbol == repairSymbols.creation {
			if m, ok := findMisreadCreation(nodes, int32(i)); ok {
				found = append(found, m)
			}
		}
	}
	if len(found) == 0 {
		return nodes
	}
	r := treeRewrite{old: nodes, out: make([]Node, 0, len(nodes)+len(found)), at: make([]int32, len(nodes))}
	for i := int32(0); i < int32(len(nodes)); {
		if len(found) > 0 && found[0].outer == i {
			r.creation(found[0])
			i = r.subtreeEnd(i)
			found = found[1:]
			continue
		}
		r.copyNode(i, r.mapped(nodes[i].Parent), nodes[i].Field)
		i++
	}
	r.linkSiblings()
	return r.out
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

// findMisreadCreation matches the misread shape around a creation node that
// has no arguments: (binary (binary (creation new G) < T) > (cast ( x ) init)).
func findMisreadCreation(nodes []Node, creation int32) (misreadCreation, bool) {
	s := &repairSymbols
	var m misreadCreation
	parts := children(nodes, creation)
	inner := nodes[creation].Parent
	if len(parts) != 2 || inner < 0 || nodes[inner].Symbol != s.binary || !isName(nodes, parts[1], s.qualifierField) {
		return m, false
	}
	left := children(nodes, inner)
	outer := nodes[inner].Parent
	if len(left) != 3 || left[0] != creation || nodes[left[1]].Symbol != s.less || !isName(nodes, left[2], s.expressionField) ||
		outer < 0 || nodes[outer].Symbol != s.binary {
		return m, false
	}
	whole := children(nodes, outer)
	if len(whole) != 3 || whole[0] != inner || nodes[whole[1]].Symbol != s.greater || nodes[whole[2]].Symbol != s.cast {
		return m, false
	}
	cast := children(nodes, whole[2])
	if len(cast) != 4 || !isName(nodes, cast[1], s.qualifierField) || nodes[cast[3]].Symbol != s.initializer {
		return m, false
	}
	return misreadCreation{outer: outer, creation: creation, newToken: parts[0], typeName: parts[1],
		less: left[1], typeArg: left[2], greater: whole[1], cast: whole[2],
		open: cast[0], argument: cast[1], close: cast[2], init: cast[3]}, true
}

// isName reports whether a node is an identifier or a dotted name of
// identifiers, read as a type (qualifier is qualifierField) or as an
// expression (expressionField).
func isName(nodes []Node, i int32, qualifier uint16) bool {
	s := &repairSymbols
	switch nodes[i].Symbol {
	case s.identifier:
		return true
	case s.qualified, s.memberAccess:
		c := children(nodes, i)
		return len(c) == 3 && nodes[c[0]].Field == qualifier && isName(nodes, c[0], qualifier) &&
			nodes[c[2]].Symbol == s.identifier
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
	s := &repairSymbols
	i := r.copyNode(old, parent, field)
	if r.old[old].Symbol == s.identifier {
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
	s := &repairSymbols
	o := r.old
	c := r.copyNode(m.creation, r.mapped(o[m.outer].Parent), o[m.outer].Field)
	r.at[m.outer] = c
	r.out[c].Start, r.out[c].End = o[m.outer].Start, o[m.outer].End
	r.copyNode(m.newToken, c, 0)

	name, genericParent, genericField := m.typeName, c, s.typeField
	if o[m.typeName].Symbol == s.qualified { // N.G<T> is (qualified_name N . (generic_name G <T>))
		q := r.copyNode(m.typeName, c, s.typeField)
		r.out[q].End = o[m.greater].End
		parts := children(o, m.typeName)
		r.copySubtree(parts[0], q, s.qualifierField)
		r.copyNode(parts[1], q, 0)
		name, genericParent, genericField = parts[2], q, s.nameField
	}
	g := r.add(s.generic, name, m.greater, genericParent, genericField)
	r.copyNode(name, g, 0)
	args := r.add(s.typeArgs, m.less, m.greater, g, 0)
	r.copyNode(m.less, args, 0)
	r.recast(m.typeArg, args, 0, false)
	r.copyNode(m.greater, args, 0)

	list := r.add(s.args, m.open, m.close, c, s.argsField)
	r.copyNode(m.open, list, 0)
	arg := r.add(s.arg, m.argument, m.argument, list, 0)
	r.recast(m.argument, arg, 0, true)
	r.copyNode(m.close, list, 0)
	r.copySubtree(m.init, c, s.initField)
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
