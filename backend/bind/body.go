package bind

import (
	"bytes"
	"slices"
	"strings"
	"sync"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// Body is one file's whole syntax tree, ready for questions about positions
// inside member bodies.
type Body struct {
	File  index.FileID
	Tree  *syntax.Tree
	Lines *syntax.LineIndex
	// declAt maps the offset of a declaration's name to the declaration's
	// index in the file's syntax.File.
	declAt map[int]int32
	memo   typeMemo
	locals localFunctionDecls
	// typeNames are the simple names the file writes where a type goes
	// (see writtenAsType), found once.
	typeNamesOnce sync.Once
	typeNames     map[string]bool
}

// localFunctionDecls holds what stands for the body's generic local
// functions in scopes (see localFunctionDecl).
type localFunctionDecls struct {
	sync.Mutex
	decls map[int32]*syntax.Decl
}

// typeMemo remembers the types of the body's expressions.
type typeMemo struct {
	mu    sync.Mutex
	types map[int32]exprType
}

// NewBody prepares a file's tree (parsed from the text the index read),
// with the line index of that text (nil: made here).
func (b *Binder) NewBody(f index.FileID, tree *syntax.Tree, lines *syntax.LineIndex) *Body {
	b.init()
	if lines == nil {
		lines = syntax.NewLineIndex(tree.Src)
	}
	return &Body{File: f, Tree: tree, Lines: lines, declAt: WrittenNames(b.s.Files[f].Syntax, lines),
		locals: localFunctionDecls{decls: map[int32]*syntax.Decl{}}}
}

// WrittenNames maps the offsets where a file's declarations write their
// names to the first declaration there; the implicit ones (a constructor
// the compiler declares, top-level statements' Program) and those a
// generator declares write none.
func WrittenNames(syn *syntax.File, lines *syntax.LineIndex) map[int]int32 {
	out := map[int]int32{}
	if syn == nil {
		return out
	}
	for i := range syn.Decls {
		if syn.Decls[i].Implicit || syn.Decls[i].Generated {
			continue
		}
		if off, ok := lines.Offset(syn.Decls[i].NameSpan.Start); ok {
			if _, taken := out[off]; !taken {
				out[off] = int32(i)
			}
		}
	}
	return out
}

// Role says what a name does where it is written.
type Role uint8

// The roles of a name.
const (
	RoleReference Role = iota
	RoleDeclaration
	RoleInvocation
	RoleConstructorCall
	RoleRead
	RoleWrite
	RoleNameof
	RoleDocumentation // a name in a documentation comment's cref
)

var roleNames = [...]string{"reference", "declaration", "invocation", "constructorCall", "read", "write", "nameof", "documentation"}

func (r Role) String() string { return roleNames[r] }

// TargetKind says what a name denotes.
type TargetKind uint8

// The kinds of targets.
const (
	TargetNone      TargetKind = iota // nothing found
	TargetSymbol                      // a workspace symbol
	TargetLocal                       // a local, parameter, type parameter, range variable, local function
	TargetNamespace                   // a namespace
	TargetExternal                    // a name declared neither in the workspace nor in an assembly read
)

// Local is a symbol that lives inside a declaration: it has no symbolKey.
type Local struct {
	Name string
	Kind string // "local", "parameter", "typeParameter", "rangeVariable", "localFunction", "label"
	Node int32  // the identifier that declares it
	Type string // the type as written (or as inferred for var), "" when unknown
	// InOtherPart is set for a primary constructor's parameter that another
	// part of a partial type declares (Node is then -1); Ctor is that
	// constructor.
	InOtherPart bool
	Ctor        index.SymbolID
	Tuple       *TupleField // for a tuple element
}

// TupleField is what a tuple element is beside its name: its
// documentation ID (F:System.ValueTuple{...}.Name, "" when an element's
// type is not known) and, when Node is -1, the names of its tuple's
// elements, by which the engine looks for where another file writes it.
type TupleField struct {
	DocID string
	Names []string
}

// String shows the field's contents (not its address) in printed resolutions.
func (t *TupleField) String() string { return t.DocID + " " + strings.Join(t.Names, ",") }

// Resolution is what the name at a position denotes.
type Resolution struct {
	Kind      TargetKind
	Symbol    index.SymbolID // TargetSymbol
	Local     Local          // TargetLocal
	Namespace string         // TargetNamespace
	External  string         // TargetExternal: the name, qualified as far as it is written
	Name      string         // the name as written
	Token     int32          // the identifier resolved
	Role      Role
	// Candidates are the symbols the name may mean when the answer is not
	// certain (overloads the arguments do not decide), with the reason.
	Candidates []index.SymbolID
	Reason     string
	// Start and End are the bytes of the name resolved: Token's, or a
	// part of a documentation comment's (a name in cref="...").
	Start, End int32
}

// NoIdentifier explains why a position holds no name to resolve.
type NoIdentifier struct{ What string }

func (e *NoIdentifier) Error() string { return "no symbol at this position: " + e.What }

// ResolveAt finds what the identifier at a byte offset of the body denotes.
func (b *Binder) ResolveAt(body *Body, offset int) (Resolution, error) {
	res, err := b.resolveAt(body, offset)
	if err == nil && res.End == 0 {
		n := body.Tree.Nodes[res.Token]
		res.Start, res.End = int32(n.Start), int32(n.End)
	}
	return res, err
}

// collectionArguments says whether tok is the `with` of a collection
// expression's arguments (C# 15), [with(capacity), a, b], which the grammar
// reads as a call of a method named with.
func collectionArguments(t *syntax.Tree, tok int32) bool {
	call := t.Nodes[tok].Parent
	if t.Text(tok) != "with" || t.Kind(call) != "invocation_expression" || t.Child(call, "function") != tok {
		return false
	}
	elem := t.Nodes[t.Nodes[call].Parent].Parent // expression_element, collection_element
	if t.Kind(elem) != "collection_element" {
		return false
	}
	for c := t.FirstChild(t.Nodes[elem].Parent); c >= 0; c = t.Nodes[c].Next {
		if t.Kind(c) == "collection_element" {
			return c == elem // only the first element
		}
	}
	return false
}

// varRead says whether the keyword var is the type of a local declaration
// the grammar reads as a name (`var or = ...`: LiveCharts2's
// DoughnutGeometry), which C# reads as var.
func varRead(t *syntax.Tree, tok int32) bool {
	p := t.Nodes[tok].Parent
	return t.Kind(tok) == "var" && t.Kind(p) == "identifier" && t.FieldName(p) == "type" && t.Kind(t.Nodes[p].Parent) == "variable_declaration"
}

func (b *Binder) resolveAt(body *Body, offset int) (Resolution, error) {
	t := body.Tree
	tok := t.At(offset)
	if tok < 0 {
		return Resolution{}, &NoIdentifier{"the file is empty"}
	}
	if p := t.Nodes[tok].Parent; p >= 0 && (t.Kind(p) == "identifier" || t.Kind(p) == "implicit_parameter") && !varRead(t, tok) {
		tok = p // a contextual keyword used as a name: alias, value, from, file => ...
	}
	// A directive's words (#if A, #pragma warning disable CS1) are no names;
	// the code an #if holds is.
	for p := t.Nodes[tok].Parent; p >= 0; p = t.Nodes[p].Parent {
		k := t.Kind(p)
		if strings.HasPrefix(k, "preproc") {
			return Resolution{}, &NoIdentifier{"a preprocessor directive"}
		}
		if strings.HasSuffix(k, "_declaration") || strings.HasSuffix(k, "_statement") || k == "block" || k == "declaration_list" {
			break
		}
	}
	if p := t.Nodes[tok].Parent; extensionBlock(t, p) && t.Nodes[tok].End <= t.Nodes[p].Start+uint32(len("extension")) {
		// A C# 14 extension block, which the parser is shown as `class ext(...)`.
		return Resolution{}, &NoIdentifier{"the keyword extension"}
	}
	if k := t.Kind(tok); k == "identifier" && t.Src[t.Nodes[tok].Start] != '@' && syntax.ReservedKeyword(t.Text(tok)) {
		// A keyword the grammar read as a name: `where T : allows ref struct`
		// (C# 13), which tree-sitter-c-sharp v0.23.5 does not know.
		return Resolution{}, &NoIdentifier{"the keyword " + t.Text(tok)}
	}
	if collectionArguments(t, tok) {
		return Resolution{}, &NoIdentifier{"the keyword with (a collection expression's constructor arguments)"}
	}
	if p := t.Nodes[tok].Parent; t.Kind(p) == "parameter" && t.Child(p, "type") < 0 && extensionBlock(t, t.Nodes[t.Nodes[p].Parent].Parent) {
		// extension(ZipArchive) { static members }: a receiver type without a name.
		rs := &resolver{b: b, body: body, t: t}
		res := rs.bindTypeNode(tok, tok)
		res.Role, res.Token, res.Name = RoleReference, tok, t.Text(tok)
		return res, nil
	}
	switch k := t.Kind(tok); {
	case k == "identifier":
	case k == "this" || k == "base":
		rs := &resolver{b: b, body: body, t: t}
		et := rs.typeOf(tok)
		if et.sym == index.NoSymbol && et.tr != nil {
			return Resolution{Kind: TargetExternal, External: rs.display(et), Role: RoleReference, Token: tok, Name: k,
				Reason: "a base class declared neither in the workspace nor in an assembly read"}, nil
		}
		if et.sym == index.NoSymbol {
			return Resolution{}, &NoIdentifier{"the keyword " + k + " outside a workspace type"}
		}
		if init := t.Nodes[tok].Parent; t.Kind(init) == "constructor_initializer" {
			// : base(...) or : this(...) calls a constructor of that type
			res := rs.constructor(Resolution{Kind: TargetSymbol, Symbol: et.sym}, init)
			res.Token, res.Name = tok, k
			return res, nil
		}
		return Resolution{Kind: TargetSymbol, Symbol: et.sym, Role: RoleReference, Token: tok, Name: k}, nil
	case k == "var" && (t.Kind(t.Nodes[tok].Parent) == "implicit_type" || varRead(t, tok)):
		// var means the type of the value it declares
		rs := &resolver{b: b, body: body, t: t}
		res := Resolution{Token: tok, Name: "var", Role: RoleReference}
		if decl := t.Nodes[t.Nodes[tok].Parent].Parent; decl >= 0 {
			for c := t.FirstChild(decl); c >= 0; c = t.Nodes[c].Next {
				if t.Kind(c) == "variable_declarator" || t.FieldName(c) == "left" {
					name := c
					if t.Kind(c) == "variable_declarator" {
						name = t.Child(c, "name")
					}
					if l, ok := rs.localDeclaration(name); ok {
						et := rs.localType(l)
						switch {
						case et.sym != index.NoSymbol:
							res.Kind, res.Symbol = TargetSymbol, et.sym
						case et.known():
							res.Kind, res.External = TargetExternal, rs.display(et)
						}
					}
					break
				}
			}
		}
		if res.Kind == TargetNone {
			res.Reason = "the type of the value is not known"
		}
		return res, nil
	case k == "implicit_parameter": // x in x => ...
		rs := &resolver{b: b, body: body, t: t}
		local := Local{Name: t.Text(tok), Kind: "parameter", Node: tok}
		local.Type = rs.shownType(local, tok)
		return Resolution{Kind: TargetLocal, Local: local, Role: RoleDeclaration, Token: tok, Name: t.Text(tok)}, nil
	case strings.Contains(k, "comment"):
		rs := &resolver{b: b, body: body, t: t}
		if res, ok := rs.cref(tok, offset); ok {
			res.Token = tok
			return res, nil
		}
		return Resolution{}, &NoIdentifier{"a comment"}
	case strings.Contains(k, "string") || strings.Contains(k, "literal"):
		return Resolution{}, &NoIdentifier{"a literal"}
	case k == "compilation_unit" || t.FirstChild(tok) >= 0:
		rs := &resolver{b: b, body: body, t: t}
		if res, ok := rs.blankedElementAt(tok, offset); ok {
			return res, nil
		}
		return Resolution{}, &NoIdentifier{"white space"}
	default:
		rs := &resolver{b: b, body: body, t: t}
		if res, ok := rs.operatorAt(tok); ok {
			return res, nil
		}
		return Resolution{}, &NoIdentifier{"the token " + k}
	}
	if t.Text(tok) == "default" && t.Src[t.Nodes[tok].Start] != '@' {
		// where T : default (C# 9), which the grammar reads as a type named
		// default (@default is a name)
		return Resolution{}, &NoIdentifier{"the keyword default"}
	}
	if p := t.Nodes[tok].Parent; t.Kind(p) == "declaration_expression" && t.Text(t.Child(p, "name")) == "null" {
		// (U, not null) in a pattern, which the grammar reads as a declaration of a variable named null
		return Resolution{}, &NoIdentifier{"a keyword of a pattern"}
	}
	rs := &resolver{b: b, body: body, t: t}
	if rs.discardDesignation(tok) {
		return Resolution{}, &NoIdentifier{"a discard"}
	}
	r := rs.identifier(tok)
	if r.Kind == TargetExternal {
		// Names the compiler reads as operators when nothing declares them.
		switch p := t.Nodes[tok].Parent; {
		case t.Text(tok) == "nameof" && (t.Kind(p) == "invocation_expression" || rs.nameofPattern(p)):
			return Resolution{}, &NoIdentifier{"the nameof operator"}
		case t.Text(tok) == "_" && !(t.FieldName(tok) == "name" && (t.Kind(p) == "member_access_expression" || t.Kind(p) == "member_binding_expression")):
			return Resolution{}, &NoIdentifier{"a discard"} // not after a dot: FakeItEasy's A<T>._ is a member
		}
	}
	if r.Kind == TargetLocal && (r.Local.Type == "" || r.Local.Type == "var") {
		r.Local.Type = rs.shownType(r.Local, tok)
	}
	r.Token = tok
	r.Name = t.Text(tok)
	return r, nil
}

// shownType is the type of a local whose declaration writes none, as the
// answer at tok shows it: a type built of a type parameter inference did
// not find is shown as not known (Select(r => r.Unread)'s
// IEnumerable<TResult>; svg-net's GroupBy(x => x.Unread.Owner, comparer)
// lambda x of an IGrouping<TKey, P>).
func (r *resolver) shownType(l Local, tok int32) string {
	lt := r.localType(l)
	shown := r.display(lt)
	if r.mentionsUninferred(lt, tok, 0) && !r.typeParametersInScope(shown, tok) {
		return ""
	}
	return shown
}

// typeParametersInScope says whether every name in a type's text that is
// named as C# names type parameters (T, TResult) is one of the member's
// around n: out var x of Read<T>(..., out T) in a method of T is that T.
func (r *resolver) typeParametersInScope(text string, n int32) bool {
	var names map[string]bool
	if id, _, ok := r.enclosingDecl(n); ok {
		names = r.typeParameterNames(id)
	}
	for _, w := range identifierWords(text) {
		if typeParameterLike(w) && !names[w] {
			return false
		}
	}
	return true
}

// ContainerAt returns the innermost workspace symbol whose declaration
// holds the offset: the member or type a use is written in.
func (b *Binder) ContainerAt(body *Body, offset int) index.SymbolID {
	r := &resolver{b: b, body: body, t: body.Tree}
	if n := body.Tree.At(offset); n >= 0 {
		if id, _, ok := r.enclosingDecl(n); ok {
			return id
		}
	}
	return index.NoSymbol
}

// resolver answers for one body.
type resolver struct {
	b         *Binder
	body      *Body
	t         *syntax.Tree
	visiting  map[int32]int // nodes being typed, with their depth in the typing, to stop on cycles
	targeting map[int32]int // method groups and lambdas whose target type is being found, likewise, with the depth of the node being typed where that began
	// low is the shallowest depth a cycle was cut at while the current
	// node was typed: a type worked out with a cut above it is not
	// remembered, as it may differ when worked out from elsewhere.
	low int
	// stack holds the nodes being typed, outermost first (a node's depth
	// is its index).
	stack []int32
	// provisional remembers, for this resolver's question only, the types
	// worked out through a cut (working them out again costs as much),
	// each with the node whose cut they depend on.
	provisional map[int32]provisionalType
	csharp      int // the C# version the file is compiled with; 0 until asked, -1 when not known
}

// provisionalType is a type worked out while node cut was being typed, and
// cut short where it was met again: good only while cut is being typed (a
// node cut by a method group's cycle is -1: good for the whole question).
type provisionalType struct {
	et  exprType
	cut int32
}

// kind, field and parent read the tree; a missing node (-1, where broken
// code lacks a part) has no kind, no field and no parent.
func (r *resolver) kind(n int32) string {
	if n < 0 {
		return ""
	}
	return r.t.Kind(n)
}

func (r *resolver) field(n int32) string {
	if n < 0 {
		return ""
	}
	return r.t.FieldName(n)
}

func (r *resolver) parent(n int32) int32 {
	if n < 0 {
		return -1
	}
	return r.t.Nodes[n].Parent
}

// memberDecls are the declarations the index makes symbols of.
var memberDecls = map[string]bool{
	"class_declaration": true, "struct_declaration": true, "interface_declaration": true,
	"enum_declaration": true, "record_declaration": true, "record_struct_declaration": true,
	"delegate_declaration": true, "method_declaration": true, "constructor_declaration": true,
	"destructor_declaration": true, "property_declaration": true, "event_declaration": true,
	"enum_member_declaration": true, "indexer_declaration": true, "operator_declaration": true,
	"conversion_operator_declaration": true,
}

func (r *resolver) identifier(tok int32) Resolution {
	p := r.parent(tok)
	pk, f := r.kind(p), r.field(tok)
	if f == "name" && (memberDecls[pk] || pk == "variable_declarator" && r.isMemberField(p)) {
		return r.declared(tok)
	}
	if pk == "pointer_type" && r.misreadProduct(r.parent(p)) || pk == "declaration_expression" && f == "name" && r.misreadProduct(p) ||
		pk == "qualified_name" && f == "qualifier" && r.misreadOperand(p) {
		res := r.simpleName(tok) // an operand of f(a * b) or f(a.x * b)
		res.Role = r.typeUse(res, RoleRead)
		return res
	}
	if pk == "qualified_name" && f == "name" && r.misreadOperand(p) { // the x of f(a.x * b)
		res := r.memberOf(r.typeOf(r.t.Child(p, "qualifier")), tok)
		res.Role = r.typeUse(res, RoleRead)
		return res
	}
	if local, ok := r.localDeclaration(tok); ok {
		return Resolution{Kind: TargetLocal, Local: local, Role: RoleDeclaration}
	}
	if pk == "alias_qualified_name" && f == "alias" {
		if r.t.Text(tok) == "global" {
			// global::N: the global namespace, as Roslyn names it.
			return Resolution{Kind: TargetNamespace, Namespace: "<global namespace>", Role: RoleReference}
		}
		// A::N looks A up among the using aliases only, not the namespaces
		// around (Anthropic's Agents::X in namespace ...Tests.Models.Beta.Agents).
		if tg, ok := r.b.namespaceAlias(r.scopeAt(tok), r.t.Text(tok)); ok {
			if res, ok := r.aliased(tg, RoleReference, tok); ok {
				return res
			}
		}
	}
	if pk == "type_parameter_constraints_clause" {
		if tp, ok := r.localTypeParameter(tok, r.t.Text(tok)); ok { // where T : class of an extension block or local function
			return Resolution{Kind: TargetLocal, Local: tp, Role: RoleReference}
		}
		// The T of where T : ... is a type parameter of the declaration the
		// clause is in, never a member named T (NumSharp's NDArray.T).
		if tp, ok := r.typeParameterIn(r.firstNamedOfKind(r.parent(p), "type_parameter_list"), r.t.Text(tok)); ok {
			return Resolution{Kind: TargetLocal, Local: tp, Role: RoleReference}
		}
	}
	if pk == "generic_name" && r.kind(r.parent(p)) == "alias_qualified_name" && r.field(p) == "name" {
		pk, p, f = "alias_qualified_name", r.parent(p), "name" // System::Func<A, T>
	}
	if pk == "alias_qualified_name" && f == "name" {
		// The N of global::N or alias::N, looked up there only, not in the
		// namespaces around (global::System inside namespace N.System).
		res := r.bindTypeNode(tok, p)
		res.Role = RoleReference
		return res
	}
	if ns, ok := r.namespaceName(tok); ok {
		return Resolution{Kind: TargetNamespace, Namespace: ns, Role: RoleDeclaration}
	}
	if res, ok := r.usingName(tok); ok {
		return res
	}
	if pk == "tuple_element" && f == "name" {
		return r.tupleElementName(tok, p)
	}
	if _, ok := r.misreadGenericIs(tok); ok {
		res := r.bindTypeNode(tok, tok)
		res.Role = RoleReference
		return res
	}
	if typeNode, ok := r.typeContext(tok); ok {
		res := r.bindTypeNode(tok, typeNode)
		if res.Kind != TargetSymbol && r.kind(r.parent(typeNode)) == "type_pattern" {
			if c, ok := r.constantPattern(tok); ok {
				return c
			}
		}
		if res.Kind == TargetNamespace && tok == typeNode && !(r.kind(r.parent(typeNode)) == "qualified_name" && r.field(typeNode) == "qualifier") {
			// A namespace is no type: a type of a using not read (Nancy's
			// new Markdown() in namespace ...Markdown, which imports
			// HeyRed.MarkdownSharp; PowerShell Editor Services' PowerShell
			// pwsh under using System.Management.Automation, beside its
			// namespace ...Services.PowerShell).
			role := res.Role
			res = notDeclared(r.t.Text(tok))
			res.Role, res.Token = role, tok
		}
		// new T(...) and [T(...)] call the constructor their arguments choose.
		if creation := r.parent(typeNode); r.kind(creation) == "object_creation_expression" && r.field(typeNode) == "type" ||
			r.kind(creation) == "attribute" {
			res.Role = RoleConstructorCall
			if res.Kind == TargetSymbol {
				res = r.constructor(res, creation)
			}
		}
		return res
	}
	if pk == "argument" && f == "name" {
		if tuple := r.parent(p); r.kind(tuple) == "tuple_expression" {
			// (Total: 1, ...): the name of a tuple element, declared here.
			res := r.tupleMember(r.typeOf(tuple), tok, r.t.Text(tok))
			res.Role = RoleDeclaration
			return res
		}
	}
	if pk == "argument" && f == "name" {
		return r.namedArgument(tok, p)
	}
	if pk == "attribute_argument" && f == "name" {
		return r.attributeArgument(tok, p)
	}
	if pk == "assignment_expression" && f == "left" && r.setsMembers(r.parent(p)) {
		return r.initializedMember(tok, r.parent(p))
	}
	if pk == "with_initializer" && r.firstNamed(p) == tok { // x with { Name = value }: a member of x's type, written
		res := r.memberOf(r.typeOf(r.t.FirstChild(r.parent(p))), tok)
		res.Role = RoleWrite
		return res
	}
	if pk == "subpattern" && r.firstNamed(p) == tok { // { Name: pattern }: a member of the type matched
		res := r.memberOf(r.patternType(r.parent(r.parent(p))), tok)
		res.Role = RoleRead
		return res
	}
	if pk == "member_access_expression" && f == "name" || pk == "member_binding_expression" && f == "name" {
		return r.memberAccess(tok, p)
	}
	if gp := r.parent(p); pk == "generic_name" && r.field(p) == "name" &&
		(r.kind(gp) == "member_access_expression" || r.kind(gp) == "member_binding_expression") {
		return r.memberAccess(tok, gp) // x.M<T>(...)
	}
	return r.simpleName(tok)
}

// isMemberField says whether a variable declarator declares a field or
// event (a member) rather than a local.
func (r *resolver) isMemberField(declarator int32) bool {
	decl := r.parent(r.parent(declarator)) // variable_declaration, then its statement or member
	k := r.kind(decl)
	return k == "field_declaration" || k == "event_field_declaration"
}

// declared answers for the name of a member or type declaration.
func (r *resolver) declared(tok int32) Resolution {
	if d, ok := r.body.declAt[int(r.t.Nodes[tok].Start)]; ok {
		if id := r.b.SymbolOfDecl(r.body.File, d); id != index.NoSymbol {
			return Resolution{Kind: TargetSymbol, Symbol: id, Role: RoleDeclaration}
		}
	}
	return Resolution{Role: RoleDeclaration, Reason: "a declaration the index did not record"}
}

// SymbolOfDecl returns the symbol a declaration of a file belongs to (the
// first project's, for a file in several), or NoSymbol.
func (b *Binder) SymbolOfDecl(f index.FileID, decl int32) index.SymbolID {
	return b.s.DeclSymbol(f, decl)
}

// misreadProduct says whether a declaration expression is a product the
// grammar read as a pointer declaration: in f(a * b) only an out argument
// could declare, so a * b is a multiplication.
func (r *resolver) misreadProduct(decl int32) bool {
	arg := r.parent(decl)
	if r.kind(decl) != "declaration_expression" || r.kind(r.t.Child(decl, "type")) != "pointer_type" || r.kind(arg) != "argument" {
		return false
	}
	for c := r.t.FirstChild(arg); c >= 0; c = r.t.Nodes[c].Next {
		if k := r.kind(c); k == "out" || k == "ref" || k == "in" {
			return false
		}
	}
	return true
}

// nameofPattern says whether a declaration pattern is nameof(Name), a
// constant pattern, which the grammar reads as a declaration of a variable
// (Name) of type nameof: `case nameof(ReadOnly):` (FastEndpoints); or a
// recursive pattern nameof(this.Name), read as a positional pattern of a
// type nameof (NeuroAccess' view models).
func (r *resolver) nameofPattern(n int32) bool {
	if r.kind(n) == "recursive_pattern" && r.t.Text(r.t.Child(n, "type")) == "nameof" {
		// case nameof(this.Name): read as a positional pattern of a type nameof
		clauses, subpatterns := 0, 0
		for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
			switch r.kind(c) {
			case "positional_pattern_clause":
				clauses++
				for d := r.t.FirstChild(c); d >= 0; d = r.t.Nodes[d].Next {
					if r.kind(d) == "subpattern" {
						subpatterns++
					}
				}
			case "property_pattern_clause", "identifier", "parenthesized_variable_designation":
				if c != r.t.Child(n, "type") {
					return false
				}
			}
		}
		return clauses == 1 && subpatterns == 1
	}
	if r.kind(n) != "declaration_pattern" || r.t.Text(r.t.Child(n, "type")) != "nameof" {
		return false
	}
	names := 0
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "parenthesized_variable_designation" {
			continue
		}
		for d := r.t.FirstChild(c); d >= 0; d = r.t.Nodes[d].Next {
			if r.field(d) == "name" {
				names++
			}
		}
	}
	return names == 1
}

// misreadOperand says whether a qualified name is the left operand of a
// product the grammar read as a pointer declaration, f(a.x * b): a member
// access, a.x, not a type.
func (r *resolver) misreadOperand(q int32) bool {
	for r.kind(r.parent(q)) == "qualified_name" {
		q = r.parent(q)
	}
	return r.kind(r.parent(q)) == "pointer_type" && r.misreadProduct(r.parent(r.parent(q)))
}

// misreadForeachType is the type of a foreach variable that the grammar
// read as a comparison, `foreach (Box<D> b in xs)` as (Box < D) > b, or "".
func (r *resolver) misreadForeachType(left int32) string {
	lt, gt := r.t.Child(left, "left"), r.t.Child(left, "operator")
	if r.kind(r.parent(left)) != "foreach_statement" || r.field(left) != "left" ||
		r.t.Text(gt) != ">" || r.kind(lt) != "binary_expression" || r.t.Text(r.t.Child(lt, "operator")) != "<" {
		return ""
	}
	return string(r.t.Src[r.t.Nodes[left].Start:r.t.Nodes[gt].End])
}

// localDeclaration recognizes the identifier that declares a local,
// parameter, type parameter, range variable or local function.
func (r *resolver) localDeclaration(tok int32) (Local, bool) {
	if tok < 0 {
		return Local{}, false
	}
	p := r.parent(tok)
	pk, f := r.kind(p), r.field(tok)
	local := Local{Name: r.t.Text(tok), Node: tok}
	switch {
	case r.discardDesignation(tok):
		return Local{}, false
	case pk == "variable_declarator" && f == "name":
		local.Kind = "local"
		if vd := r.parent(p); r.kind(vd) == "variable_declaration" {
			local.Type = r.typeText(r.valueTypeNode(r.t.Child(vd, "type")))
		}
	case pk == "parameter" && f == "name":
		local.Kind = "parameter"
		if ty := r.t.Child(p, "type"); ty >= 0 {
			local.Type = r.typeText(r.valueTypeNode(ty)) // scoped R r: an R
		}
	case (pk == "parameter_list" || pk == "bracketed_parameter_list") && f == "name": // params T[] name: the grammar has no parameter node for it
		local.Kind = "parameter"
		for c := r.t.FirstChild(p); c >= 0 && c != tok; c = r.t.Nodes[c].Next {
			if r.field(c) == "type" {
				local.Type = r.typeText(c)
			}
		}
	case pk == "type_parameter" && f == "name" || pk == "type_parameter" && r.t.FirstChild(p) == tok:
		local.Kind = "typeParameter"
	case pk == "local_function_statement" && f == "name":
		local.Kind = "localFunction"
	case pk == "parenthesized_variable_designation" && r.nameofPattern(r.parent(p)):
		return Local{}, false // case nameof(Name):
	case pk == "tuple_pattern" && f == "name", // var (a, b) = ..., foreach (var (k, v) in ...)
		pk == "parenthesized_variable_designation" && f == "name": // Right(var (s, v)) in a pattern
		local.Kind = "local"
	case pk == "argument" && r.misreadVarPattern(tok) >= 0:
		local.Kind = "local"
	case pk == "foreach_statement" && f == "left":
		local.Kind = "local"
		local.Type = r.typeText(r.valueTypeNode(r.t.Child(p, "type")))
	case pk == "binary_expression" && f == "right" && r.misreadForeachType(p) != "":
		local.Kind = "local"
		local.Type = r.misreadForeachType(p)
	case pk == "catch_declaration" && f == "name":
		local.Kind = "local"
		local.Type = r.typeText(r.t.Child(p, "type"))
	case (pk == "declaration_pattern" || pk == "declaration_expression" || pk == "recursive_pattern") && f == "name" && !r.misreadProduct(p):
		local.Kind = "local"
		local.Type = r.codeText(r.t.Child(p, "type"))
	case pk == "list_pattern" && f == "name": // x is [..] rest (CsWinRT's Values: [..] names)
		local.Kind = "local"
	case pk == "single_variable_designation":
		local.Kind = "local"
		if dp := r.parent(p); r.t.Child(dp, "type") >= 0 {
			local.Type = r.typeText(r.t.Child(dp, "type"))
		}
	case (pk == "from_clause" || pk == "join_clause" || pk == "query_continuation") && f != "type" && r.t.Child(p, "name") == tok,
		(pk == "join_clause" || pk == "join_into_clause" || pk == "query_continuation") && r.queryVariable(p) == tok,
		pk == "let_clause" && r.firstNamedOfKind(p, "identifier") == tok: // the grammar gives let's name no field
		local.Kind = "rangeVariable"
	case pk == "query_expression" && r.prevKind(tok) == "into": // ... into g (the grammar has no continuation node)
		local.Kind = "rangeVariable"
	case pk == "anonymous_object_creation_expression" && r.anonymousValue(p, tok) >= 0: // new { Name = value }
		return r.anonymousProperty(tok), true
	case pk == "labeled_statement":
		local.Kind = "label"
	default:
		return Local{}, false
	}
	return local, true
}

// misreadVarPattern is the value x of x is var (a, b), which the grammar
// reads as a call of `x is var` with arguments a and b, when tok is one of
// the variables; -1 otherwise.
func (r *resolver) misreadVarPattern(tok int32) int32 {
	arg := r.parent(tok)
	call := r.parent(r.parent(arg))
	if r.kind(arg) != "argument" || r.t.FirstChild(arg) != tok || r.t.Nodes[tok].Next >= 0 || r.kind(call) != "invocation_expression" {
		return -1
	}
	is := r.t.Child(call, "function")
	if r.kind(is) != "is_expression" || r.kind(r.t.Child(is, "right")) != "implicit_type" {
		return -1
	}
	return r.t.Child(is, "left")
}

// discardDesignation says whether tok is a _ that declares nothing: out
// var _, is T _, var (a, _) (var _ = x; and foreach (var _ in xs) declare
// a variable named _).
func (r *resolver) discardDesignation(tok int32) bool {
	if r.t.Text(tok) != "_" {
		return false
	}
	switch p := r.parent(tok); r.kind(p) {
	case "declaration_expression", "declaration_pattern", "recursive_pattern", "list_pattern", "tuple_pattern", "parenthesized_variable_designation":
		return r.field(tok) == "name"
	case "single_variable_designation":
		return true
	}
	return false
}

// prevKind is the kind of the token or node just before n among its
// siblings, comments left out.
func (r *resolver) prevKind(n int32) string {
	prev := int32(-1)
	for c := r.t.FirstChild(r.parent(n)); c >= 0 && c != n; c = r.t.Nodes[c].Next {
		if r.t.Nodes[c].Flags&syntax.Extra == 0 {
			prev = c
		}
	}
	if prev < 0 {
		return ""
	}
	return r.kind(prev)
}

// queryVariable is the range variable a join, join-into or continuation
// clause declares when the grammar gives it no field: the identifier just
// before `in` (join T x in xs), or just after `into`.
func (r *resolver) queryVariable(clause int32) int32 {
	last := int32(-1)
	for c := r.t.FirstChild(clause); c >= 0; c = r.t.Nodes[c].Next {
		switch k := r.kind(c); {
		case k == "in":
			return last
		case k == "into":
			if n := r.t.Nodes[c].Next; n >= 0 && r.kind(n) == "identifier" {
				return n
			}
			return -1
		case k == "identifier":
			last = c
		}
	}
	return -1
}

// namespaceName recognizes a name in a namespace declaration's name.
func (r *resolver) namespaceName(tok int32) (string, bool) {
	n := tok
	for r.kind(r.parent(n)) == "qualified_name" {
		n = r.parent(n)
	}
	p := r.parent(n)
	if k := r.kind(p); (k == "namespace_declaration" || k == "file_scoped_namespace_declaration") && r.field(n) == "name" {
		full := r.t.Text(n)
		end := int(r.t.Nodes[tok].End - r.t.Nodes[n].Start)
		name := strings.Join(strings.Fields(full[:end]), "")
		// namespace Outer { namespace Inner { } } declares Outer.Inner.
		for a := r.parent(p); a >= 0; a = r.parent(a) {
			if r.kind(a) == "namespace_declaration" {
				name = strings.Join(strings.Fields(r.t.Text(r.t.Child(a, "name"))), "") + "." + name
			}
		}
		return name, true
	}
	return "", false
}

// valueTypeNode is the type a local's declared type gives its value: T of
// ref T, ref readonly T and scoped T (the ref kind is how the local is
// stored, not its type).
func (r *resolver) valueTypeNode(ty int32) int32 {
	for k := r.kind(ty); k == "ref_type" || k == "scoped_type"; k = r.kind(ty) {
		last := int32(-1)
		for c := r.t.FirstChild(ty); c >= 0; c = r.t.Nodes[c].Next {
			if r.isOperand(c) {
				last = c
			}
		}
		if last < 0 {
			break
		}
		ty = last
	}
	return ty
}

// usingName resolves a name in a using directive: the namespace or type
// the directive's name up to it means (System.Collections for Collections
// in using System.Collections.Generic;). Namespaces the workspace does not
// declare are named as written.
func (r *resolver) usingName(tok int32) (Resolution, bool) {
	n := tok
	for k := r.kind(r.parent(n)); k == "qualified_name" || k == "generic_name" || k == "alias_qualified_name"; k = r.kind(r.parent(n)) {
		n = r.parent(n)
	}
	if r.kind(r.parent(n)) != "using_directive" {
		return Resolution{}, false
	}
	end := r.t.Nodes[tok].End
	if g := r.parent(tok); r.kind(g) == "generic_name" {
		end = r.t.Nodes[g].End // using A = List<int>: List with its type arguments
	}
	text := r.codeTextUpTo(n, end)
	sc := r.usingScope(r.parent(n))
	if sc == nil {
		return Resolution{}, false
	}
	role := RoleReference
	if n == tok && r.field(tok) == "name" {
		role = RoleDeclaration // the alias of using Alias = Target, answered with what it stands for
		if target := r.afterToken(r.parent(n), "="); target >= 0 {
			text = r.codeTextUpTo(target, r.t.Nodes[target].End)
		}
	}
	if tr := syntax.ParseTypeRef(text); tr != nil {
		bound := r.b.resolveName(sc, tr)
		switch whole := r.wholeType(bound); {
		case bound.kind == typeTarget && bound.whole == nil:
			return Resolution{Kind: TargetSymbol, Symbol: bound.symbol, Role: role}, true
		case bound.kind == namespaceTarget:
			return Resolution{Kind: TargetNamespace, Namespace: bound.namespace, Role: role}, true
		case whole != index.NoSymbol:
			return Resolution{Kind: TargetSymbol, Symbol: whole, Role: role}, true
		}
	}
	return Resolution{Kind: TargetExternal, External: strings.TrimPrefix(text, "global::"), Role: role,
		Reason: "a namespace or type declared neither in the workspace nor in an assembly read"}, true
}

// usingScope is where a using directive's name is bound: in the namespace
// declaration it is written in (namespace A; using B; is A.B when there
// is one), as if that declaration had no using directives.
func (r *resolver) usingScope(directive int32) *scope {
	f := &r.b.s.Files[r.body.File]
	if len(f.Projects) == 0 || f.Syntax == nil {
		return nil
	}
	ns := int32(-1)
	for i := range f.Syntax.Usings {
		if off, ok := r.body.Lines.Offset(f.Syntax.Usings[i].Span.Start); ok && off == int(r.t.Nodes[directive].Start) {
			ns = f.Syntax.Usings[i].Parent
			break
		}
	}
	levels := slices.Clone(r.b.namespaceLevels(r.body.File, ns))
	levels[0].usings = nil
	return &scope{project: f.Projects[0], file: r.body.File, levels: levels}
}

// typeSyntax are the nodes a written type is made of.
var typeSyntax = map[string]bool{
	"qualified_name": true, "generic_name": true, "type_argument_list": true, "array_type": true,
	"nullable_type": true, "pointer_type": true, "tuple_type": true, "tuple_element": true,
	"alias_qualified_name": true, "ref_type": true, "scoped_type": true,
}

// typeContext decides whether an identifier is (part of) a type written
// where only a type can stand, and returns the smallest complete type that
// ends with it: Order in List<Order>, A.B for B in A.B.C.
func (r *resolver) typeContext(tok int32) (int32, bool) {
	outer, argument := tok, false
	for typeSyntax[r.kind(r.parent(outer))] {
		outer = r.parent(outer)
		argument = argument || r.kind(outer) == "type_argument_list"
	}
	// A type argument is a type wherever its generic name stands (G.Values<Mode>()).
	if !argument && !r.isTypePosition(outer) {
		return 0, false
	}
	n := tok
	if p := r.parent(n); r.kind(p) == "generic_name" {
		n = p
	}
	if p := r.parent(n); r.kind(p) == "qualified_name" && r.field(n) == "name" {
		n = p
	}
	return n, true
}

// constantPattern resolves the last name of X.Y in what the grammar reads
// as a type pattern, where no type of that name exists: C# then reads a
// constant (OpenIddict's (endpoint, Errors.InvalidToken or
// Errors.MissingToken) => 401, Errors.InvalidToken a const string).
func (r *resolver) constantPattern(tok int32) (Resolution, bool) {
	q := r.parent(tok)
	if r.kind(q) != "qualified_name" || r.field(tok) != "name" {
		return Resolution{}, false
	}
	owner := r.typeOf(r.t.Child(q, "qualifier"))
	if owner.sym == index.NoSymbol {
		return Resolution{}, false
	}
	res := r.memberOf(owner, tok)
	if res.Kind != TargetSymbol {
		return Resolution{}, false
	}
	if k := r.b.s.Sym(res.Symbol).Kind; k != syntax.KindConstant && k != syntax.KindField && k != syntax.KindEnumMember {
		return Resolution{}, false
	}
	res.Role = RoleRead
	return res, true
}

// isTypePosition says whether a node stands where C# expects a type.
func (r *resolver) isTypePosition(n int32) bool {
	p := r.parent(n)
	pk, f := r.kind(p), r.field(n)
	switch f {
	case "type", "returns":
		return pk != "member_access_expression"
	}
	switch pk {
	case "base_list", "type_parameter_constraint", "typeof_expression", "default_expression",
		"sizeof_expression", "type_pattern", "primary_constructor_base_type", "explicit_interface_specifier":
		return true
	case "as_expression", "is_expression":
		return f == "right"
	case "attribute":
		return f == "name"
	}
	return false
}

// bindTypeNode binds a type written in the file, in the scope of the
// declaration around it.
func (r *resolver) bindTypeNode(tok, typeNode int32) Resolution {
	text := r.codeText(typeNode)
	if whole, ok := r.misreadGenericIs(typeNode); ok {
		text = whole
	}
	if r.kind(r.parent(typeNode)) == "attribute" {
		if id, ref, ok := r.enclosingDecl(typeNode); ok {
			return typeResolution(r.b.BindAttribute(id, ref, text))
		}
		if sc := r.fileScope(); sc != nil { // [assembly: A] and [module: A]
			return typeResolution(r.b.bindAttributeName(sc, text))
		}
	}
	sc := r.scopeAt(tok)
	if sc == nil {
		return Resolution{Reason: "outside any declaration"}
	}
	if tp, ok := r.localTypeParameter(tok, text); ok {
		return Resolution{Kind: TargetLocal, Local: tp}
	}
	tr := syntax.ParseTypeRef(text)
	if tr == nil {
		return Resolution{Reason: "not a type the binder can read"}
	}
	bound := r.b.resolveName(sc, tr)
	switch whole := r.wholeType(bound); {
	case bound.kind == typeTarget && bound.whole == nil:
		if valueTypeContexts[r.kind(r.parent(typeNode))] && r.b.staticMisplaced(sc, bound.symbol) {
			return notDeclared(text)
		}
		return Resolution{Kind: TargetSymbol, Symbol: bound.symbol}
	case bound.kind == namespaceTarget:
		return Resolution{Kind: TargetNamespace, Namespace: bound.namespace}
	case bound.kind == typeParamTarget:
		return Resolution{Kind: TargetLocal, Local: Local{Name: text, Kind: "typeParameter", Node: -1}}
	case whole != index.NoSymbol:
		return Resolution{Kind: TargetSymbol, Symbol: whole}
	}
	ok := true
	return notDeclared(r.b.csharpType(sc, tr, &ok))
}

// valueTypeContexts are the kinds of node around a type that need a type
// of values: a static class cannot stand there.
var valueTypeContexts = map[string]bool{"object_creation_expression": true, "variable_declaration": true,
	"parameter": true, "type_argument_list": true, "array_type": true, "nullable_type": true, "cast_expression": true,
	"declaration_expression": true, "declaration_pattern": true, "property_declaration": true, "method_declaration": true,
	"local_function_statement": true, "base_list": true}

// misreadGenericIs is the generic type of `x is Box<T> && y`, which the
// grammar reads as ((x is Box) < T) > (&&y): the text from Box to the >.
func (r *resolver) misreadGenericIs(typeNode int32) (string, bool) {
	if r.kind(typeNode) != "identifier" {
		return "", false
	}
	is := r.parent(typeNode)
	if r.kind(is) == "constant_pattern" { // x is not Box<T> && y
		is = r.parent(is)
		if r.kind(is) == "negated_pattern" {
			is = r.parent(is)
		}
		if r.kind(is) != "is_pattern_expression" {
			return "", false
		}
	} else if r.kind(is) != "is_expression" || r.t.Child(is, "right") != typeNode {
		return "", false
	}
	less := r.parent(is)
	if r.kind(less) != "binary_expression" || r.t.Child(less, "left") != is || r.t.Text(r.t.Child(less, "operator")) != "<" {
		return "", false
	}
	greater := r.parent(less)
	if r.kind(greater) != "binary_expression" || r.t.Child(greater, "left") != less || r.t.Text(r.t.Child(greater, "operator")) != ">" {
		return "", false
	}
	start, end := r.t.Nodes[typeNode].Start, r.t.Nodes[r.t.Child(greater, "operator")].End
	return strings.Join(strings.Fields(string(r.t.Src[start:end])), ""), true
}

// namedArgument resolves the name of `name: value` to the parameter of
// the method or constructor called.
func (r *resolver) namedArgument(tok, arg int32) Resolution {
	callee, recv := r.callOf(r.parent(r.parent(arg)))
	name := r.t.Text(tok)
	if callee.Kind == TargetLocal && callee.Local.Kind == "localFunction" {
		for _, c := range r.localFunctionParams(callee.Local.Node) {
			if pn := r.t.Child(c, "name"); pn >= 0 && r.t.Text(pn) == name {
				local := Local{Name: name, Kind: "parameter", Node: pn}
				if ty := r.t.Child(c, "type"); ty >= 0 {
					local.Type = r.codeText(ty)
				}
				return Resolution{Kind: TargetLocal, Local: local, Role: RoleReference}
			}
		}
	}
	inv := r.parent(r.parent(arg))
	fn := r.t.Child(inv, "function")
	if (callee.Kind == TargetLocal || callee.Kind == TargetSymbol && !r.b.s.Sym(callee.Symbol).Kind.IsMethodLike() ||
		r.kind(fn) == "postfix_unary_expression" || r.kind(fn) == "parenthesized_expression") && r.kind(inv) == "invocation_expression" {
		// A delegate invoked: its Invoke's parameter (Refit's applyHeader(..., validateHeaders: false)).
		if dt := r.typeOf(fn); dt.sym != index.NoSymbol && r.b.s.Sym(dt.sym).Kind == syntax.KindDelegate {
			callee = Resolution{Kind: TargetSymbol, Symbol: dt.sym}
		}
	}
	if callee.Kind == TargetSymbol {
		for _, p := range r.b.s.Primary(callee.Symbol).Params {
			if p.Name != name {
				continue
			}
			typ := p.Type
			if r.b.s.Sym(callee.Symbol).Kind.IsMethodLike() && r.mentionsTypeParameter(callee.Symbol, p.Type, recv.sub != nil) {
				// The type with the call's type arguments: forEach: of Target<TInput>("x", forEach: [1, 2], ...) is an IEnumerable<int>
				pt, ok := r.parameterTypeIn(callee.Symbol, inv, arg, r.argumentPosition(arg), recv)
				if shown := r.display(pt); ok && shown != "" && !r.mentionsTypeParameter(callee.Symbol, shown, recv.sub != nil) {
					typ = shown
					if strings.HasSuffix(p.Type, "?") && !strings.HasSuffix(typ, "?") {
						typ += "?"
					}
				}
			}
			return Resolution{Kind: TargetLocal, Local: Local{Name: name, Kind: "parameter", Type: typ, Node: -1},
				Role: RoleReference, Candidates: []index.SymbolID{callee.Symbol}, Reason: "a parameter of the method (or delegate) in candidates"}
		}
	}
	return Resolution{Kind: TargetExternal, External: name, Role: RoleReference, Reason: "a parameter of a method outside the workspace"}
}

// mentionsTypeParameter says whether a type written in method m's
// signature names one of m's type parameters or, with ofType, of the type
// that declares m.
func (r *resolver) mentionsTypeParameter(m index.SymbolID, text string, ofType bool) bool {
	params := r.b.s.Primary(m).TypeParams
	if c := r.b.s.Sym(m).Container; ofType && c != index.NoSymbol && r.b.s.Sym(c).Kind.IsType() {
		params = append(slices.Clip(params), r.b.s.Primary(c).TypeParams...)
	}
	for _, w := range identifierWords(text) {
		if slices.ContainsFunc(params, func(tp syntax.TypeParam) bool { return tp.Name == w }) {
			return true
		}
	}
	return false
}

// attributeArgument resolves the name of an attribute's named argument:
// Name = value sets a property or field of the attribute class; name:
// value names a parameter of its constructor.
func (r *resolver) attributeArgument(tok, arg int32) Resolution {
	attr := r.parent(r.parent(arg))
	name := r.t.Text(tok)
	typ := Resolution{}
	if nameNode := r.t.Child(attr, "name"); nameNode >= 0 {
		typ = r.bindTypeNode(nameNode, nameNode)
	}
	if typ.Kind != TargetSymbol {
		if !r.setsMember(arg) { // name: value names a parameter, referred to (Unity's [ColorUsage(showAlpha: true)])
			return Resolution{Kind: TargetExternal, External: name, Role: RoleReference, Reason: "a parameter of an attribute's constructor outside the workspace"}
		}
		return Resolution{Kind: TargetExternal, External: name, Role: RoleWrite, Reason: "an argument of an attribute outside the workspace"}
	}
	if !r.setsMember(arg) { // name: value, a parameter of the constructor chosen
		if ctor := r.constructor(typ, attr); ctor.Kind == TargetSymbol && r.b.s.Sym(ctor.Symbol).Kind == syntax.KindConstructor {
			for _, p := range r.b.s.Primary(ctor.Symbol).Params {
				if p.Name == name {
					return Resolution{Kind: TargetLocal, Local: Local{Name: name, Kind: "parameter", Type: p.Type, Node: -1},
						Role: RoleReference, Candidates: []index.SymbolID{ctor.Symbol}, Reason: "a parameter of the constructor in candidates"}
				}
			}
		}
	}
	if found := r.members(typ.Symbol, name); len(found) > 0 {
		return Resolution{Kind: TargetSymbol, Symbol: found[0], Role: RoleWrite}
	}
	return Resolution{Kind: TargetExternal, External: r.b.s.Sym(typ.Symbol).FullName + "." + name, Role: RoleWrite,
		Reason: "not found in the attribute class or its workspace bases (it may come from an assembly)"}
}

// initializedMember resolves Name in new T { Name = value }.
func (r *resolver) initializedMember(tok, init int32) Resolution {
	t, ok := r.initializedType(init)
	if !ok {
		return Resolution{Reason: "an initializer of a type the resolver does not follow"}
	}
	if !t.known() {
		for _, guess := range r.returnedNewGuesses(init) {
			if res, ok := r.guessedOn(guess, tok, "a new() a lambda returns, taken to be of %s, what the calls it is given to start from are of"); ok {
				res.Role = RoleWrite
				return res
			}
		}
	}
	res := r.memberOf(t, tok)
	res.Role = RoleWrite
	if r.kind(r.t.Child(r.parent(tok), "right")) == "initializer_expression" {
		res.Role = RoleRead // P = { X = 1 } gets P's value and sets its X
	}
	return res
}

// returnedNewGuesses are the types guessed for new() { ... } that is the
// body of a lambda given first to calls of packages not read: the type
// arguments they start from, as the lambda's parameters are guessed to be
// (FlexLabs' Upsert(x).WhenMatched((old, now) => new() { Id = now.Id })
// of a DbSet<T>: NoMercy).
func (r *resolver) returnedNewGuesses(init int32) []exprType {
	creation := r.parent(init)
	lambda := r.parent(creation)
	if r.kind(creation) != "implicit_object_creation_expression" || !isLambda(r.kind(lambda)) || r.t.Child(lambda, "body") != creation {
		return nil
	}
	call := r.firstArgumentOf(lambda)
	if call < 0 {
		return nil
	}
	return r.chainTypeArguments(r.t.Child(call, "function"))
}

// setsMembers says whether an initializer is an object initializer, whose
// `Name = value` sets a member of the value created (new T { ... }, or
// nested, P = { ... }), rather than the elements of an array, where
// `a = b` is an assignment like any other (new T[] { a = b }).
func (r *resolver) setsMembers(init int32) bool {
	if r.kind(init) != "initializer_expression" {
		return false
	}
	switch p := r.parent(init); r.kind(p) {
	case "object_creation_expression", "implicit_object_creation_expression":
		return true
	case "assignment_expression":
		return r.t.Child(p, "right") == init && r.kind(r.t.Child(p, "left")) == "identifier" && r.setsMembers(r.parent(p))
	}
	return false
}

// initializedType is the type of the value an object initializer sets
// members of: the object created (new T { ... }), or for a nested
// initializer (new T { P = { ... } }) the value of the member it is
// assigned to. ok is false for other initializers.
func (r *resolver) initializedType(init int32) (t exprType, ok bool) {
	switch p := r.parent(init); r.kind(p) {
	case "object_creation_expression", "implicit_object_creation_expression":
		return r.typeOf(p), true
	case "assignment_expression":
		outer, left := r.parent(p), r.t.Child(p, "left")
		if r.t.Child(p, "right") == init && r.kind(outer) == "initializer_expression" && r.kind(left) == "identifier" {
			if on, ok := r.initializedType(outer); ok {
				return r.typeOfResolution(r.initializedMember(left, outer), on), true
			}
		}
	}
	return unknownType, false
}

// instanceConstructors are the constructors a type declares that new
// calls: not its static one.
func (r *resolver) instanceConstructors(t index.SymbolID) []index.SymbolID {
	var ctors []index.SymbolID
	for _, m := range r.b.s.Sym(t).Members {
		if ms := r.b.s.Sym(m); ms.Kind == syntax.KindConstructor && ms.Modifiers&syntax.ModStatic == 0 {
			ctors = append(ctors, m)
		}
	}
	return ctors
}

// constructor picks the constructor a `new T(...)` or `[T(...)]` calls, by its
// arguments; a type that declares none answers with the type itself (its
// implicit constructor has no declaration).
func (r *resolver) constructor(typeRes Resolution, creation int32) Resolution {
	ctors := r.instanceConstructors(typeRes.Symbol)
	if len(ctors) == 0 {
		typeRes.Role = RoleConstructorCall
		return typeRes
	}
	if sc := r.scopeAt(creation); sc != nil {
		if callable := slices.DeleteFunc(slices.Clone(ctors), func(m index.SymbolID) bool { return r.hiddenConstructor(m, creation, sc) }); len(callable) > 0 {
			ctors = callable
		}
	}
	list := r.t.Child(creation, "arguments")
	if list < 0 {
		list = r.firstNamedOfKind(creation, "argument_list") // : base(...) has no field for it
	}
	if list < 0 {
		list = r.firstNamedOfKind(creation, "attribute_argument_list")
	}
	created := unknownType // new G<int>(...): the constructors of G<int>, whose T is int
	if k := r.kind(creation); k == "object_creation_expression" || k == "implicit_object_creation_expression" {
		if t := r.typeOf(creation); t.sym == typeRes.Symbol {
			created = t
		}
	}
	res := r.chooseCall(ctors, r.argumentsIn(list), nil, created)
	res.Role = RoleConstructorCall
	return res
}

// hiddenConstructor says whether the constructor m cannot be called where
// creation is: a private one outside its type, a protected one outside its
// type but through : base(...) (C# spec, protected access: a derived type
// cannot new its base through it), an internal one outside its project
// and its friends.
func (r *resolver) hiddenConstructor(m index.SymbolID, creation int32, sc *scope) bool {
	if !r.b.accessibleFrom(m, sc.project) {
		return true
	}
	ms := r.b.s.Sym(m)
	inside := slices.ContainsFunc(sc.types, func(t index.SymbolID) bool { return r.b.sameIdentity(t, ms.Container) })
	switch ms.Access {
	case index.Private:
		return !inside
	case index.Protected, index.PrivateProtected:
		return !inside && r.kind(creation) != "constructor_initializer" && r.kind(creation) != "base_list"
	}
	return false
}

// blockMember is, for a node in the parameter list of an extension block
// (its receiver, extension<T>(T o)), the block's first member; -1 for any
// other node or a block without members.
func (r *resolver) blockMember(n int32) int32 {
	for p := r.parent(n); p >= 0; p = r.parent(p) {
		switch r.kind(p) {
		case "parameter_list":
			if block := r.parent(p); extensionBlock(r.t, block) {
				if body := r.firstNamedOfKind(block, "declaration_list"); body >= 0 {
					for c := r.t.FirstChild(body); c >= 0; c = r.t.Nodes[c].Next {
						if memberDecls[r.kind(c)] {
							return c
						}
					}
				}
			}
			return -1
		case "block", "declaration_list", "class_declaration":
			return -1
		}
	}
	return -1
}

// extensionBlock says whether a node is a C# 14 extension block, which the
// parser is shown as `class ext(...)`.
func extensionBlock(t *syntax.Tree, n int32) bool {
	return n >= 0 && t.Kind(n) == "class_declaration" && bytes.HasPrefix(t.Src[t.Nodes[n].Start:], []byte("extension"))
}

func typeResolution(t Type) Resolution {
	if t.Symbol != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: t.Symbol}
	}
	return notDeclared(t.Display)
}

// notDeclared answers for a name that nothing declares: one of an
// assembly not read, or dynamic, the type the language defines.
func notDeclared(name string) Resolution {
	if name == "dynamic" {
		return Resolution{Kind: TargetExternal, External: name, Reason: "the dynamic type, which the language defines: it has no declaration"}
	}
	return Resolution{Kind: TargetExternal, External: name, Reason: "declared neither in the workspace nor in an assembly read"}
}

// localTypeParameter finds a type parameter of a local function around tok.
func (r *resolver) localTypeParameter(tok int32, name string) (Local, bool) {
	inBody := false // inside a declaration list: a member's, which its own scope serves
	for n := r.parent(tok); n >= 0; n = r.parent(n) {
		tps := int32(-1)
		switch r.kind(n) {
		case "declaration_list":
			inBody = true
		case "local_function_statement":
			tps = r.t.Child(n, "type_parameters")
		case "class_declaration":
			// The header of a C# 14 extension block, extension<T>(T? s)
			// where T : class, which the grammar reads as a class.
			if !inBody && bytes.HasPrefix(r.t.Src[r.t.Nodes[n].Start:], []byte("extension")) {
				tps = r.firstNamedOfKind(n, "type_parameter_list")
			}
		}
		if tp, ok := r.typeParameterIn(tps, name); ok {
			return tp, true
		}
	}
	return Local{}, false
}

// typeParameterIn is the type parameter of a name in a type parameter
// list (none for -1).
func (r *resolver) typeParameterIn(tps int32, name string) (Local, bool) {
	for c := r.t.FirstChild(tps); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "type_parameter" && strings.TrimSpace(r.t.Text(c)) == name {
			return Local{Name: name, Kind: "typeParameter", Node: c}, true
		}
	}
	return Local{}, false
}

// innermostDecl is the index of a file's innermost declaration (not a
// namespace) around a position, -1 for none.
func innermostDecl(syn *syntax.File, pos syntax.Pos) int32 {
	inner := int32(-1)
	for i := range syn.Decls {
		d := &syn.Decls[i]
		if d.Kind != syntax.KindNamespace && !pos.Before(d.FullSpan.Start) && pos.Before(d.FullSpan.End) {
			inner = int32(i) // containers come first: the last around is the innermost
		}
	}
	return inner
}

// enclosingDecl finds the innermost declaration of the index around a node.
func (r *resolver) enclosingDecl(n int32) (index.SymbolID, index.DeclRef, bool) {
	syn := r.b.s.Files[r.body.File].Syntax
	if syn == nil {
		return index.NoSymbol, index.DeclRef{}, false
	}
	for d := innermostDecl(syn, r.body.Lines.Position(int(r.t.Nodes[n].Start))); d >= 0; d = syn.Decls[d].Parent {
		if id := r.b.SymbolOfDecl(r.body.File, d); id != index.NoSymbol {
			return id, index.DeclRef{File: r.body.File, Decl: d}, true
		}
	}
	return index.NoSymbol, index.DeclRef{}, false
}

// scopeAt is the binding scope of the declaration around a node: a member's
// signature scope (its type parameters in scope) or a type's body, with
// the type parameters of the generic local functions around the node.
func (r *resolver) scopeAt(n int32) *scope {
	if member := r.blockMember(n); member >= 0 {
		n = member // an extension block's receiver: its type parameters are in its members' scopes
	}
	id, ref, ok := r.enclosingDecl(n)
	if !ok {
		for p := n; p >= 0; p = r.parent(p) {
			if r.kind(p) == "using_directive" { // using A = List<Order>;: Order as the directive sees it
				if sc := r.usingScope(p); sc != nil {
					return sc
				}
			}
		}
		return r.withLocalFunctions(r.fileScope(), n)
	}
	return r.withLocalFunctions(r.b.declScope(id, ref), n)
}

// withLocalFunctions brings the type parameters of the innermost generic
// local function around n, and of those around it, into sc.
func (r *resolver) withLocalFunctions(sc *scope, n int32) *scope {
	fn := r.genericLocalFunction(n)
	if sc == nil || fn < 0 {
		return sc
	}
	inner := *sc
	inner.method = r.localFunctionDecl(fn, sc.method)
	return &inner
}

// genericLocalFunction is the innermost local function with type
// parameters around n, or -1.
func (r *resolver) genericLocalFunction(n int32) int32 {
	for p := r.parent(n); p >= 0; p = r.parent(p) {
		if r.kind(p) == "local_function_statement" && r.t.Child(p, "type_parameters") >= 0 {
			return p
		}
	}
	return -1
}

// localTypeParams lists the type parameters of the local function fn.
func (r *resolver) localTypeParams(fn int32) []syntax.TypeParam {
	var out []syntax.TypeParam
	tps := r.t.Child(fn, "type_parameters")
	for c := r.t.FirstChild(tps); tps >= 0 && c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "type_parameter" {
			out = append(out, syntax.TypeParam{Name: r.t.Text(r.t.Child(c, "name"))})
		}
	}
	return out
}

// localFunctionDecl stands for the generic local function fn where its
// type parameters are looked up: they come first, then those of the
// local functions or the method around it (outer), with all their
// constraints. It is made once per body, so that scopes made in the same
// local function look names up alike.
func (r *resolver) localFunctionDecl(fn int32, method *syntax.Decl) *syntax.Decl {
	r.body.locals.Lock()
	d, ok := r.body.locals.decls[fn]
	r.body.locals.Unlock()
	if ok {
		return d
	}
	outer := method
	if around := r.genericLocalFunction(fn); around >= 0 {
		outer = r.localFunctionDecl(around, method)
	}
	d = &syntax.Decl{Kind: syntax.KindMethod, Name: r.t.Text(r.t.Child(fn, "name")), TypeParams: r.localTypeParams(fn)}
	for c := r.t.FirstChild(fn); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "type_parameter_constraints_clause" {
			continue
		}
		var clause syntax.Constraint
		for item := r.t.FirstChild(c); item >= 0; item = r.t.Nodes[item].Next {
			switch r.kind(item) {
			case "identifier":
				clause.Param = r.t.Text(item)
			case "type_parameter_constraint":
				clause.Items = append(clause.Items, r.codeText(item))
			}
		}
		d.Constraints = append(d.Constraints, clause)
	}
	if outer != nil {
		d.TypeParams = append(d.TypeParams, outer.TypeParams...)
		d.Constraints = append(d.Constraints, outer.Constraints...)
	}
	r.body.locals.Lock()
	defer r.body.locals.Unlock()
	if had, ok := r.body.locals.decls[fn]; ok {
		return had
	}
	r.body.locals.decls[fn] = d
	return d
}

// fileScope binds names in a file's top-level statements.
func (r *resolver) fileScope() *scope {
	f := &r.b.s.Files[r.body.File]
	if len(f.Projects) == 0 {
		return nil
	}
	return &scope{project: f.Projects[0], file: r.body.File, levels: []level{{ns: "", global: true, usings: r.topUsings()}}}
}

func (r *resolver) topUsings() []*syntax.Using {
	syn := r.b.s.Files[r.body.File].Syntax
	if syn == nil {
		return nil
	}
	var out []*syntax.Using
	for i := range syn.Usings {
		if syn.Usings[i].Parent == -1 && !syn.Usings[i].Global {
			out = append(out, &syn.Usings[i])
		}
	}
	return out
}

// codeText is a node's text without the comments inside it, its tokens
// joined with a space only between words (List<int>, ref readonly T).
func (r *resolver) codeText(n int32) string {
	if n < 0 {
		return ""
	}
	return r.codeTextUpTo(n, r.t.Nodes[n].End)
}

// codeTextUpTo is codeText of the part of n that ends at end.
func (r *resolver) codeTextUpTo(n int32, end uint32) string {
	var sb strings.Builder
	var visit func(x int32)
	visit = func(x int32) {
		if r.t.Nodes[x].Flags&syntax.Extra != 0 {
			return
		}
		if r.t.Nodes[x].Start >= end {
			return
		}
		c := r.t.FirstChild(x)
		if c < 0 {
			text := r.t.Text(x)
			if sb.Len() > 0 && text != "" && isWordByte(sb.String()[sb.Len()-1]) && isWordByte(text[0]) {
				sb.WriteByte(' ')
			}
			sb.WriteString(text)
			return
		}
		for ; c >= 0; c = r.t.Nodes[c].Next {
			visit(c)
		}
		if name := r.blankedElementName(x); name != "" {
			sb.WriteString(" " + name)
		}
	}
	visit(n)
	return sb.String()
}

// blankedElementName is the name the parser was not shown after an
// element of a tuple type (M<(int Id, decimal Value)>(x): see the
// disarmer), read from the text; "" for any other node.
func (r *resolver) blankedElementName(x int32) string {
	next := r.t.Nodes[x].Next
	for next >= 0 && r.kind(next) == "comment" {
		next = r.t.Nodes[next].Next
	}
	if r.kind(x) != "tuple_element" || r.t.Child(x, "name") >= 0 || next < 0 || r.t.Text(next) != ")" && r.t.Text(next) != "," {
		return ""
	}
	gap := strings.TrimSpace(string(r.t.Src[r.t.Nodes[x].End:r.t.Nodes[next].Start]))
	i := len(gap)
	for i > 0 && gap[i-1] < 128 && isWordByte(gap[i-1]) {
		i--
	}
	name, before := gap[i:], strings.TrimSpace(gap[:i])
	if name == "" || before != "" && !(strings.HasPrefix(before, "/*") && strings.HasSuffix(before, "*/")) {
		return "" // a comment may come before the name
	}
	return name
}

// blankedElementAt resolves a name blankedElementName reads, when offset
// is on it in the tuple type n.
func (r *resolver) blankedElementAt(n int32, offset int) (Resolution, bool) {
	if r.kind(n) != "tuple_type" {
		return Resolution{}, false
	}
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		name := r.blankedElementName(c)
		if name == "" {
			continue
		}
		from := int(r.t.Nodes[c].End)
		start := from + bytes.Index(r.t.Src[from:], []byte(name))
		if offset < start || offset >= start+len(name) {
			continue
		}
		res := r.tupleElementName(c, c)
		res.Token, res.Name, res.Start, res.End = c, name, int32(start), int32(start+len(name))
		return res, true
	}
	return Resolution{}, false
}

// typeText is the text of a type node on one line: a type written over
// several lines is the same type.
func (r *resolver) typeText(n int32) string {
	text := r.t.Text(n)
	if strings.Contains(text, "/") { // a comment in it: Ctx<T, Nil /* Dummy */> (MagicOnion's)
		return r.codeText(n)
	}
	return strings.Join(strings.Fields(text), " ")
}

func isWordByte(c byte) bool {
	return c == '_' || c == '@' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
