package syntax

import (
	"bytes"
	"slices"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// Parser parses C# files. It is not safe for concurrent use: give each
// goroutine its own, and Close it when done (it owns C memory).
type Parser struct {
	p     *sitter.Parser
	cur   *sitter.TreeCursor
	dis   disarmer
	buf   childBuf
	arena childArena
	decls []Decl
	nodes []Node  // KeptTree's buffer
	flat  flatBuf // trees flattened
	pack  packScratch
}

// NewParser makes a parser for C#.
func NewParser() *Parser {
	p := sitter.NewParser()
	if err := p.SetLanguage(csGrammar.lang); err != nil {
		panic(err) // the grammar is compiled in: a version mismatch is a build defect
	}
	return &Parser{p: p}
}

// Close frees the parser's C memory.
func (p *Parser) Close() {
	p.buf.free()
	p.flat.free()
	if p.cur != nil {
		p.cur.Close()
	}
	p.p.Close()
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// Parse extracts the declarations of one file. src must already have had
// conditional compilation applied (see package preproc); a UTF-8 byte order
// mark is skipped and does not count as a column.
func (p *Parser) Parse(src []byte) *File {
	src = bytes.TrimPrefix(src, utf8BOM)
	tree := p.p.Parse(p.dis.apply(src, nil), nil)
	defer tree.Close()
	root := tree.RootNode()
	if p.cur == nil {
		p.cur = root.Walk()
	}
	p.arena.c = p.arena.c[:0]
	// Declarations collect in the parser's scratch slice, reused from file to
	// file, and are copied out once at their final size.
	x := &extractor{src: src, cur: p.cur, buf: &p.buf, arena: &p.arena,
		file: &File{Decls: p.decls[:0], Lines: lineCount(src)}}
	rc := nodeChild(root)
	if root.IsError() { // the grammar could not fit even the outermost declaration
		x.recover(&rc, -1)
	} else {
		x.container(&rc, -1)
	}
	if root.HasError() {
		x.collectErrors(&rc)
	}
	GeneratorMembers(x.file) // before the compiler's: those come last (see index's implicitMembers)
	ImplicitConstructors(x.file)
	RecordMembers(x.file)
	BackingFields(x.file, x.backing)
	p.decls = x.file.Decls
	x.file.Decls = slices.Clone(x.file.Decls)
	x.file.Qualified = qualifiedNames(src)
	x.file.NullableEnabled = bytes.Contains(src, []byte("#nullable enable"))
	p.keepTreeOf(x.file, root, src)
	return x.file
}

// qualifiedNames lists, once each, the dotted names from System or
// Microsoft a text writes (comments and strings too: they only read an
// assembly more).
func qualifiedNames(src []byte) []string {
	var out []string
	for _, root := range []string{"System.", "Microsoft."} {
		for from := 0; ; {
			i := bytes.Index(src[from:], []byte(root))
			if i < 0 {
				break
			}
			at := from + i
			end := at + len(root)
			for end < len(src) && (isIdentByte(src[end]) || src[end] == '.') {
				end++
			}
			from = end
			if at > 0 && (isIdentByte(src[at-1]) || src[at-1] == '.') {
				continue // Foo.System.X, MySystem.X
			}
			if name := strings.TrimRight(string(src[at:end]), "."); strings.Contains(name, ".") && !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}

// RulesOutImplicitConstructor says whether an instance constructor a type
// declares keeps the compiler from declaring a parameterless one: any of a
// class or record but a record's copy constructor (esprima's ParserOptions
// has new() beside protected ParserOptions(ParserOptions original)), and
// a struct's parameterless one.
func RulesOutImplicitConstructor(kind Kind, typeName string, params []Param) bool {
	switch kind {
	case KindClass:
		return true
	case KindRecord:
		return len(params) != 1 || LastName(params[0].Type) != typeName
	}
	return len(params) == 0
}

// ImplicitConstructors adds, after the file's declarations, the
// parameterless constructor the compiler declares for each class or record
// part that declares no instance constructor (a primary one included), for
// each struct part that declares no parameterless one, and for each enum
// (new E() calls it, as Roslyn's synthesized constructor says): public, or
// protected in an abstract class. Another part of a partial type may
// declare one: the index keeps an implicit constructor only for a type
// none of whose parts does.
func ImplicitConstructors(f *File) {
	n := len(f.Decls)
	declares := make([]bool, n) // a type declares the constructor that rules the implicit one out
	for i := range n {
		d := &f.Decls[i]
		if d.Kind != KindConstructor || d.Parent < 0 || d.Modifiers&ModStatic != 0 {
			continue
		}
		if t := &f.Decls[d.Parent]; RulesOutImplicitConstructor(t.Kind, t.Name, d.Params) {
			declares[d.Parent] = true
		}
	}
	for i := range n {
		t := f.Decls[i]
		switch t.Kind {
		case KindClass, KindRecord, KindStruct, KindRecordStruct, KindEnum:
		default:
			continue
		}
		if declares[i] || t.Modifiers&ModStatic != 0 {
			continue
		}
		access := ModPublic
		if t.Modifiers&ModAbstract != 0 {
			access = ModProtected
		}
		f.Decls = append(f.Decls, Decl{Kind: KindConstructor, Name: t.Name, Parent: int32(i), Modifiers: access,
			NameSpan: t.NameSpan, FullSpan: t.NameSpan, Synthesized: true, Implicit: true})
	}
}

// SelfName is how code inside a type declaration names the type itself:
// its name with its type parameters (Box<T>).
func (d *Decl) SelfName() string {
	if len(d.TypeParams) == 0 {
		return d.Name
	}
	names := make([]string, len(d.TypeParams))
	for i, tp := range d.TypeParams {
		names[i] = tp.Name
	}
	return d.Name + "<" + strings.Join(names, ", ") + ">"
}

// RecordMembers adds, after the file's declarations, the members the
// compiler declares for each record part that does not declare them
// itself: ToString, GetHashCode, Equals(object) and Equals(R) overrides
// and the == and != operators, Implicit as they are written nowhere.
// (Another part of a partial record may declare them too.)
func RecordMembers(f *File) {
	for i := range len(f.Decls) {
		t := f.Decls[i]
		if t.Kind != KindRecord && t.Kind != KindRecordStruct {
			continue
		}
		self := t.SelfName()
		equals := ModPublic | ModVirtual
		if t.Kind == KindRecordStruct || t.Modifiers&ModSealed != 0 {
			equals = ModPublic
		}
		generated := []Decl{
			{Kind: KindMethod, Name: "ToString", Modifiers: ModPublic | ModOverride, Type: "string"},
			{Kind: KindMethod, Name: "GetHashCode", Modifiers: ModPublic | ModOverride, Type: "int"},
			{Kind: KindMethod, Name: "Equals", Modifiers: ModPublic | ModOverride, Type: "bool", Params: []Param{{Name: "obj", Type: "object?"}}},
			{Kind: KindMethod, Name: "Equals", Modifiers: equals, Type: "bool", Params: []Param{{Name: "other", Type: self + "?"}}},
			{Kind: KindOperator, Name: "op_Equality", Operator: "==", Modifiers: ModPublic | ModStatic, Type: "bool",
				Params: []Param{{Name: "left", Type: self + "?"}, {Name: "right", Type: self + "?"}}},
			{Kind: KindOperator, Name: "op_Inequality", Operator: "!=", Modifiers: ModPublic | ModStatic, Type: "bool",
				Params: []Param{{Name: "left", Type: self + "?"}, {Name: "right", Type: self + "?"}}},
		}
		if t.Kind == KindRecordStruct {
			for j := 3; j < len(generated); j++ { // a struct's value is never null
				for k := range generated[j].Params {
					generated[j].Params[k].Type = self
				}
			}
		}
		for _, g := range generated {
			if declaresMember(f, int32(i), &g) {
				continue
			}
			g.Parent, g.NameSpan, g.FullSpan, g.Synthesized, g.Implicit = int32(i), t.NameSpan, t.NameSpan, true, true
			f.Decls = append(f.Decls, g)
		}
	}
}

// BackingFields adds, after the file's declarations, the field the
// compiler declares for each of the properties whose accessors use the
// field keyword (C# 14), named as the compiler names it: Implicit, what
// `field` refers to.
func BackingFields(f *File, props []int32) {
	for _, i := range props {
		p := f.Decls[i]
		f.Decls = append(f.Decls, Decl{Kind: KindField, Name: BackingFieldName(p.Name), Parent: p.Parent,
			Modifiers: ModPrivate | p.Modifiers&ModStatic, Type: p.Type, NameSpan: p.NameSpan, FullSpan: p.NameSpan,
			Synthesized: true, Implicit: true})
	}
}

// BackingFieldName is the name the compiler gives a property's backing field.
func BackingFieldName(property string) string { return "<" + property + ">k__BackingField" }

// usesFieldKeyword says whether code (a property's accessors) uses C# 14's
// field keyword: the name field, not a member's name after a dot.
func usesFieldKeyword(code []byte) bool {
	if !bytes.Contains(code, []byte("field")) {
		return false
	}
	lx := NewLexer(code)
	afterDot := false
	for tok, ok := lx.Next(); ok; tok, ok = lx.Next() {
		if tok.Kind == TokIdent && !afterDot && string(code[tok.Start:tok.End]) == "field" {
			return true
		}
		afterDot = tok.Kind == TokPunct && code[tok.Start] == '.'
	}
	return false
}

// declaresMember says whether type t declares a member of the name and
// parameter count of g (a record's own ToString or Equals(R)).
func declaresMember(f *File, t int32, g *Decl) bool {
	return slices.ContainsFunc(f.Decls, func(d Decl) bool { return d.Parent == t && SameRecordMember(&d, g) })
}

// SameRecordMember says whether declaration d writes the member g a record
// gets (RecordMembers): of its kind, name and number of parameters, Equals
// of an object or of another type as g is.
func SameRecordMember(d, g *Decl) bool {
	return d.Kind == g.Kind && d.Name == g.Name && len(d.Params) == len(g.Params) &&
		(len(g.Params) != 1 || (d.Params[0].Type == "object" || d.Params[0].Type == "object?") == (g.Params[0].Type == "object?"))
}

type extractor struct {
	buf   *childBuf
	arena *childArena
	src   []byte
	cur   *sitter.TreeCursor
	file  *File
	lines *LineIndex // built when recovery needs positions the tree does not give
	// backing lists the properties whose accessors use C# 14's field
	// keyword, by Decl index: each gets a backing field (BackingFields).
	backing []int32
	// program is 1 + the index of the class top-level statements make, 0
	// before the first of them.
	program int32
}

func (x *extractor) text(n *child) []byte {
	if n.end > len(x.src) || n.start > n.end {
		return nil
	}
	return x.src[n.start:n.end]
}

func (x *extractor) span(n *child) Span {
	return Span{
		Start: posAt(x.src, n.start, int(n.sp.Row), int(n.sp.Column)),
		End:   posAt(x.src, n.end, int(n.ep.Row), int(n.ep.Column)),
	}
}

// container walks the members of a compilation unit, namespace body, type
// body or error node. Doc comments are trivia in the grammar: they arrive as
// sibling comment nodes just before the declaration they document.
func (x *extractor) container(n *child, parent int32) {
	var doc []child // the comments and directives since the last declaration
	broken := n.node.HasError()
	lastType := int32(-1) // the last type declared here
	kids := x.children(n)
	strayClose := -1 // a top-level error of `}` only: the grammar closed a namespace too early
	if broken && parent < 0 {
		for i, c := range kids {
			if c.kind == nkError && len(bytes.Trim(x.text(&c), "} \t\r\n")) == 0 {
				strayClose = i
			}
		}
	}
	early := int32(-1) // the block namespace closed before strayClose
	for i, c := range kids {
		if early >= 0 && i == strayClose {
			// The types the grammar put after it are its (bepuphysics'
			// structs after `Unsafe.As<A, B>(ref x) = y;`, which it cannot
			// read, closed the struct and the namespace early).
			x.file.Decls[early].FullSpan.End = x.span(&c).End
			parent, early = -1, -1
			continue
		}
		switch c.kind {
		case nkComment, nkDirective:
			doc = append(doc, c)
			continue
		case nkUsing:
			x.using(&c, parent)
		case nkNamespace:
			ns := x.namespace(&c, parent, false)
			if i < strayClose && parent < 0 {
				early, parent = ns, ns
			}
		case nkFileNamespace:
			// The grammar makes what follows a file-scoped namespace its siblings.
			parent = x.namespace(&c, parent, true)
		case nkGlobalAttribute:
			x.file.GlobalAttributes = append(x.file.GlobalAttributes, x.attributeList(&c)...)
		case nkClass, nkStruct, nkInterface, nkEnum, nkRecord, nkDelegate:
			if c.kind == nkClass && bytes.HasPrefix(x.text(&c), extensionKeyword) {
				x.extensionBlock(&c, parent)
				break
			}
			lastType = int32(len(x.file.Decls))
			x.typeDecl(&c, c.kind, parent, x.docSummary(doc))
		case nkGlobalStatement:
			// A statement cannot start with an access modifier: this is a
			// member of a type the grammar closed too early.
			if broken && lastType >= 0 && accessModifierFirst(x.text(&c)) {
				x.scanText(&c, lastType)
			} else if parent < 0 && !c.node.HasError() {
				x.topLevelStatement(&c)
			}
		case nkMethod, nkConstructor, nkDestructor, nkOperator, nkConversion, nkProperty, nkIndexer, nkEvent:
			x.member(&c, c.kind, parent, x.docSummary(doc))
			if broken && c.node.HasError() {
				x.rescan(&c, parent)
			}
		case nkField, nkEventField:
			if broken && c.node.HasError() {
				// The grammar makes fields of broken statements, such as
				// `a.B += (x) => y = true;`: read the text instead.
				x.scanFields(&c, parent, x.docSummary(doc))
				break
			}
			x.fields(&c, c.kind, parent, x.docSummary(doc))
		case nkError:
			x.recover(&c, parent)
		case nkPreproc, nkDeclarationList:
			x.container(&c, parent)
		}
		doc = doc[:0]
	}
}

// topLevelStatement declares, at the first of a file's top-level
// statements, the class the compiler puts them in: Program, in the global
// namespace (typeof(Program); a partial class Program elsewhere adds to
// it), Implicit as no code names it there; its span runs to the last one.
func (x *extractor) topLevelStatement(n *child) {
	span := x.span(n)
	if x.program == 0 {
		x.program = x.add(Decl{Kind: KindClass, Name: "Program", Parent: -1, NameSpan: Span{span.Start, span.Start},
			FullSpan: span, Synthesized: true, Implicit: true}) + 1
		return
	}
	x.file.Decls[x.program-1].FullSpan.End = span.End
}

func (x *extractor) add(d Decl) int32 {
	x.file.Decls = append(x.file.Decls, d)
	return int32(len(x.file.Decls) - 1)
}

func (x *extractor) namespace(n *child, parent int32, fileScoped bool) int32 {
	d := Decl{Kind: KindNamespace, Parent: parent, FullSpan: x.span(n), FileScoped: fileScoped}
	var body *child
	for _, c := range x.children(n) {
		switch c.field {
		case fName:
			d.Name = normType(x.text(&c))
			d.NameSpan = x.span(&c)
			if strings.Contains(d.Name, ".") {
				d.Segments = x.nameSegments(&c, nil)
			}
		case fBody:
			body = &c
		}
	}
	idx := x.add(d)
	if body != nil {
		x.container(body, idx)
	}
	return idx
}

// nameSegments lists the spans of the identifiers of a qualified name, left to right.
func (x *extractor) nameSegments(n *child, out []Span) []Span {
	if n.kind == nkIdentifier {
		return append(out, x.span(n))
	}
	for _, c := range x.children(n) {
		if c.kind != nkToken && c.kind != nkComment {
			out = x.nameSegments(&c, out)
		}
	}
	return out
}

func (x *extractor) using(n *child, parent int32) {
	u := Using{Parent: parent, Span: x.span(n)}
	for _, c := range x.children(n) {
		switch {
		case c.field == fName:
			u.Alias = identText(x.text(&c))
		case c.kind == nkToken:
			switch string(x.text(&c)) {
			case "global":
				u.Global = true
			case "static":
				u.Static = true
			}
		case c.kind != nkComment:
			u.Target = normType(x.text(&c))
		}
	}
	x.file.Usings = append(x.file.Usings, u)
}

// common holds what every declaration may carry before its name.
func (x *extractor) common(d *Decl, c *child) bool {
	switch c.kind {
	case nkAttributeList:
		d.Attributes = append(d.Attributes, x.attributeList(c)...)
	case nkModifier:
		d.Modifiers |= ModifierFromString(string(x.text(c)))
	case nkTypeParameterList:
		d.TypeParams = x.typeParams(c)
	case nkConstraintsClause:
		d.Constraints = append(d.Constraints, x.constraint(c))
	case nkExplicitInterface:
		d.ExplicitInterface = strings.TrimSuffix(normType(x.text(c)), ".")
	default:
		return false
	}
	return true
}

var typeKinds = map[nodeKind]Kind{
	nkClass: KindClass, nkStruct: KindStruct, nkInterface: KindInterface, nkEnum: KindEnum,
	nkRecord: KindRecord, nkDelegate: KindDelegate,
}

func (x *extractor) typeDecl(n *child, nk nodeKind, parent int32, doc string) {
	d := Decl{Kind: typeKinds[nk], Parent: parent, FullSpan: x.span(n), Doc: doc}
	var body, primary *child
	for _, c := range x.children(n) {
		if c.kind == nkModifier && nk == nkStruct && x.refBeforePartial(&c) {
			d.Modifiers |= ModRef // `ref partial struct`, whose `ref` the disarmer hid from the grammar
		}
		if x.common(&d, &c) {
			continue
		}
		switch {
		case c.field == fName:
			d.Name = identText(x.text(&c))
			d.NameSpan = x.span(&c)
		case c.field == fBody:
			body = &c
		case c.field == fType: // a delegate's return type
			d.Type = normType(x.text(&c))
		case c.kind == nkParameterList:
			if nk == nkDelegate {
				d.Params = x.params(&c)
			} else {
				primary = &c
			}
		case c.kind == nkBaseList:
			d.Bases = x.bases(&c)
		case c.kind == nkToken && nk == nkRecord && string(x.text(&c)) == "struct":
			d.Kind = KindRecordStruct
		case c.kind == nkToken && nk == nkStruct && string(x.text(&c)) == "ref":
			d.Modifiers |= ModRef // the grammar leaves `ref struct`'s `ref` a bare token
		}
	}
	idx := x.add(d)
	if nk == nkDelegate {
		for _, m := range DelegateMethods(&d, idx) {
			x.add(m)
		}
	}
	if primary != nil {
		x.primaryConstructor(primary, idx)
	}
	if body == nil {
		return
	}
	if nk == nkEnum {
		x.enumMembers(body, idx)
		return
	}
	x.container(body, idx)
}

// refBeforePartial reports whether the modifier n is a `partial` written
// just after `ref`.
func (x *extractor) refBeforePartial(n *child) bool {
	start, end := n.start, n.end
	if string(x.src[start:end]) != "partial" {
		return false
	}
	before := bytes.TrimRight(x.src[:start], " \t\r\n")
	return bytes.HasSuffix(before, []byte("ref")) && (len(before) == 3 || !isWordByte(before[len(before)-4]))
}

var extensionKeyword = []byte("extension")

// extensionBlock adds the members of a C# 14 extension block, which the
// disarmer hands the grammar as `class ext<T>(Receiver r) { ... }`, to the
// enclosing type, each pointing to the block's receiver and type parameters.
func (x *extractor) extensionBlock(n *child, parent int32) {
	ext := &Extension{}
	var body *child
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkTypeParameterList:
			ext.TypeParams = x.typeParams(&c)
		case c.kind == nkConstraintsClause:
			ext.Constraints = append(ext.Constraints, x.constraint(&c))
		case c.kind == nkParameterList:
			if ps := x.params(&c); len(ps) > 0 {
				ext.Receiver = ps[0]
				if ext.Receiver.Type == "" { // `extension(EF)`: a type without a name
					ext.Receiver.Type, ext.Receiver.Name = ext.Receiver.Name, ""
				}
			} else {
				ext.Receiver = x.receiverType(&c)
			}
		case c.field == fBody:
			body = &c
		}
	}
	if body == nil {
		return
	}
	first := len(x.file.Decls)
	x.container(body, parent)
	for i := first; i < len(x.file.Decls); i++ {
		if x.file.Decls[i].Parent == parent {
			x.file.Decls[i].Extension = ext
		}
	}
}

// receiverType reads an unnamed receiver, `extension(string)`, which the
// grammar cannot make a parameter of.
func (x *extractor) receiverType(list *child) Param {
	start, end := list.start, list.end
	if end-start < 2 {
		return Param{}
	}
	inner := bytes.TrimSpace(x.src[start+1 : end-1])
	var p Param
	for {
		word, rest, _ := bytes.Cut(inner, []byte(" "))
		switch string(word) {
		case "ref", "in", "scoped", "readonly":
			p.Modifier = strings.TrimSpace(p.Modifier + " " + string(word))
			inner = bytes.TrimSpace(rest)
			continue
		}
		break
	}
	p.Type = normType(inner)
	return p
}

// primaryConstructor adds the constructor a parameter list on a type declares
// and, for records, the positional properties the compiler generates.
func (x *extractor) primaryConstructor(list *child, typeIdx int32) {
	x.synthesize(typeIdx, x.params(list), x.paramSpans(list), x.span(list))
}

// DelegateMethods are the methods every delegate type has: Invoke, with the
// delegate's parameters and return type (handler.Invoke(...) and
// handler?.Invoke(...) call it), and the asynchronous pattern's
// BeginInvoke(parameters, AsyncCallback, object) and EndInvoke(ref and out
// parameters, IAsyncResult), as Roslyn declares them. delegate is the Decl
// at index idx.
func DelegateMethods(delegate *Decl, idx int32) []Decl {
	method := func(name, typ string, params []Param) Decl {
		return Decl{Kind: KindMethod, Name: name, Parent: idx, Modifiers: ModPublic | ModVirtual,
			Params: params, Type: typ, NameSpan: delegate.NameSpan, FullSpan: delegate.FullSpan, Synthesized: true}
	}
	begin := append(slices.Clone(delegate.Params),
		Param{Name: "callback", Type: "global::System.AsyncCallback"}, Param{Name: "object", Type: "object"})
	var end []Param // the parameters passed by reference: ref, out, in and ref readonly
	for _, p := range delegate.Params {
		if RefKind(p.Modifier) != "" {
			end = append(end, p)
		}
	}
	end = append(end, Param{Name: "result", Type: "global::System.IAsyncResult"})
	return []Decl{
		method("Invoke", delegate.Type, delegate.Params),
		method("BeginInvoke", "global::System.IAsyncResult", begin),
		method("EndInvoke", delegate.Type, end),
	}
}

// synthesize adds what a primary constructor's parameter list declares.
func (x *extractor) synthesize(typeIdx int32, params []Param, spans []paramSpan, full Span) {
	t := x.file.Decls[typeIdx]
	x.add(Decl{Kind: KindConstructor, Name: t.Name, Parent: typeIdx, Modifiers: ModPublic,
		Params: params, NameSpan: t.NameSpan, FullSpan: full, Synthesized: true, HasBody: true})
	if t.Kind != KindRecord && t.Kind != KindRecordStruct {
		return
	}
	setter := "init"
	if t.Kind == KindRecordStruct && t.Modifiers&ModReadonly == 0 {
		setter = "set"
	}
	// A positional record also gets Deconstruct(out T1 p1, ...).
	outs := make([]Param, len(params))
	for i, p := range params {
		outs[i] = Param{Name: p.Name, Type: p.Type, Modifier: "out"}
	}
	x.add(Decl{Kind: KindMethod, Name: "Deconstruct", Parent: typeIdx, Modifiers: ModPublic, Type: "void",
		Params: outs, NameSpan: t.NameSpan, FullSpan: full, Synthesized: true, HasBody: true})
	for i, p := range params {
		if i >= len(spans) {
			break
		}
		var attrs []Attribute
		for _, a := range p.Attributes {
			if a.Target == "property" {
				attrs = append(attrs, a)
			}
		}
		x.add(Decl{Kind: KindProperty, Name: p.Name, Parent: typeIdx, Modifiers: ModPublic, Type: p.Type,
			Attributes: attrs, Accessors: []Accessor{{Kind: "get"}, {Kind: setter}},
			NameSpan: spans[i].name, FullSpan: spans[i].full, Synthesized: true})
	}
}

var memberKinds = map[nodeKind]Kind{
	nkMethod: KindMethod, nkConstructor: KindConstructor, nkDestructor: KindDestructor,
	nkOperator: KindOperator, nkConversion: KindConversion, nkProperty: KindProperty,
	nkIndexer: KindIndexer, nkEvent: KindEvent,
}

func (x *extractor) member(n *child, nk nodeKind, parent int32, doc string) {
	d := Decl{Kind: memberKinds[nk], Parent: parent, FullSpan: x.span(n), Doc: doc}
	var opSpan Span
	keyword := false
	nameEnd := n.end
	for _, c := range x.children(n) {
		if x.common(&d, &c) {
			continue
		}
		switch c.field {
		case fName:
			d.Name = identText(x.text(&c))
			d.NameSpan = x.span(&c)
			keyword = reservedWords[string(x.text(&c))]
			nameEnd = c.end
			continue
		case fType, fReturns:
			d.Type = normType(x.text(&c))
			continue
		case fParameters:
			d.Params = x.params(&c)
			continue
		case fOperator:
			op, end := string(x.text(&c)), x.span(&c).End
			if _, e := c.start, c.end; compoundable[op] && int(e) < len(x.src) && x.src[e] == '=' {
				op += "=" // `operator +=`, whose `=` the disarmer hid from the grammar
				end.Col++
			}
			d.Operator = strings.TrimSpace(d.Operator + " " + op)
			d.NameSpan = Span{Start: opSpan.Start, End: end}
			continue
		case fBody, fValue:
			d.HasBody = true
			continue
		case fAccessors:
			d.Accessors = x.accessors(&c)
			continue
		}
		if c.kind != nkToken {
			continue
		}
		switch tok := string(x.text(&c)); tok {
		case "implicit", "explicit":
			d.Operator = tok
			d.NameSpan = x.span(&c)
		case "checked":
			d.Operator = strings.TrimSpace(d.Operator + " checked")
		case "operator":
			if d.Kind == KindOperator {
				opSpan = x.span(&c)
			}
		case "this":
			d.Name = "this[]"
			d.NameSpan = x.span(&c)
		}
	}
	switch d.Kind {
	case KindDestructor:
		d.Name = "~" + d.Name
	case KindOperator:
		d.Name = operatorName(d.Operator, len(d.Params))
	case KindConversion:
		d.Name = conversionName(d.Operator)
	}
	if d.NameSpan == (Span{}) { // broken code: point at the declaration
		d.NameSpan = d.FullSpan
	}
	if d.Name == "" || d.Name == "~" || keyword || notTypes[d.Type] { // broken code: a MISSING name, or a statement read as a member
		return
	}
	i := x.add(d)
	if d.Kind == KindProperty && nameEnd < n.end && n.end <= len(x.src) && usesFieldKeyword(x.src[nameEnd:n.end]) {
		x.backing = append(x.backing, i)
	}
}

// fields adds one declaration per declarator of a field or field-like event.
func (x *extractor) fields(n *child, nk nodeKind, parent int32, doc string) {
	base := Decl{Kind: KindField, Parent: parent, FullSpan: x.span(n), Doc: doc}
	if nk == nkEventField {
		base.Kind = KindEvent
	}
	var decl *child
	for _, c := range x.children(n) {
		if x.common(&base, &c) {
			continue
		}
		if c.kind == nkVariableDeclaration {
			decl = &c
		}
	}
	if base.Modifiers&ModConst != 0 {
		base.Kind = KindConstant
	}
	if decl == nil {
		return
	}
	for _, c := range x.children(decl) {
		switch {
		case c.field == fType:
			base.Type = normType(x.text(&c))
			if notTypes[base.Type] { // broken code: `return x;` read as a field
				return
			}
		case c.kind == nkVariableDeclarator:
			d := base
			x.declarator(&c, &d)
			if d.Name != "" {
				x.add(d)
			}
		}
	}
}

func (x *extractor) declarator(n *child, d *Decl) {
	afterEquals := false
	for _, c := range x.children(n) {
		switch {
		case c.field == fName:
			d.Name = identText(x.text(&c))
			d.NameSpan = x.span(&c)
		case c.kind == nkToken && string(x.text(&c)) == "=":
			afterEquals = true
		case afterEquals && c.kind != nkComment:
			d.Value = truncate(normExpr(x.text(&c)), maxValueLen)
			afterEquals = false
		}
	}
}

func (x *extractor) enumMembers(list *child, parent int32) {
	var doc []child
	for _, c := range x.children(list) {
		switch c.kind {
		case nkComment, nkDirective:
			doc = append(doc, c)
			continue
		case nkEnumMember:
			d := Decl{Kind: KindEnumMember, Parent: parent, Modifiers: 0, FullSpan: x.span(&c), Doc: x.docSummary(doc)}
			for _, m := range x.children(&c) {
				switch {
				case m.kind == nkAttributeList:
					d.Attributes = append(d.Attributes, x.attributeList(&m)...)
				case m.field == fName:
					d.Name = identText(x.text(&m))
					d.NameSpan = x.span(&m)
				case m.field == fValue:
					d.Value = truncate(normExpr(x.text(&m)), maxValueLen)
				}
			}
			if d.Name != "" {
				x.add(d)
			}
		case nkError, nkPreproc:
			x.enumMembers(&c, parent)
		}
		doc = doc[:0]
	}
}

func (x *extractor) accessors(n *child) []Accessor {
	var out []Accessor
	for _, c := range x.children(n) {
		if c.kind != nkAccessor {
			continue
		}
		var a Accessor
		for _, m := range x.children(&c) {
			switch {
			case m.kind == nkModifier:
				a.Modifiers |= ModifierFromString(string(x.text(&m)))
			case m.field == fName:
				a.Kind = string(x.text(&m))
			}
		}
		out = append(out, a)
	}
	return out
}

func (x *extractor) typeParams(n *child) []TypeParam {
	var out []TypeParam
	for _, c := range x.children(n) {
		if c.kind != nkTypeParameter {
			continue
		}
		var tp TypeParam
		for _, m := range x.children(&c) {
			switch {
			case m.field == fName:
				tp.Name = identText(x.text(&m))
			case m.kind == nkToken:
				if t := string(x.text(&m)); t == "in" || t == "out" {
					tp.Variance = t
				}
			}
		}
		out = append(out, tp)
	}
	return out
}

func (x *extractor) constraint(n *child) Constraint {
	var out Constraint
	for _, c := range x.children(n) {
		switch c.kind {
		case nkIdentifier:
			out.Param = identText(x.text(&c))
		case nkConstraint:
			item := normType(x.text(&c))
			if start, _ := c.start, c.end; bytes.HasSuffix(bytes.TrimRight(x.src[:start], " \t\r\n"), []byte("allows")) {
				item = "allows " + item // `allows ref struct`, whose `allows` the disarmer hid from the grammar
			}
			out.Items = append(out.Items, item)
		}
	}
	return out
}

func (x *extractor) bases(n *child) []string {
	var out []string
	for _, c := range x.children(n) {
		switch c.kind {
		case nkToken, nkComment, nkDirective, nkArgumentList: // an argument list calls a primary constructor
		case nkPrimaryConstructorBase:
			for _, m := range x.children(&c) {
				if m.field == fType {
					out = append(out, normType(x.text(&m)))
				}
			}
		default:
			out = append(out, normType(x.text(&c)))
		}
	}
	return out
}

// params reads a parameter list. The grammar leaves a `params` parameter
// unwrapped: its attributes, the keyword, type and name are direct children.
func (x *extractor) params(n *child) []Param {
	var out []Param
	var pending *Param
	flush := func() {
		if pending != nil {
			out = append(out, *pending)
			pending = nil
		}
	}
	var pendingAttrs []Attribute
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkParameter:
			flush()
			p := x.param(&c)
			p.Attributes = append(pendingAttrs, p.Attributes...)
			pendingAttrs = nil
			out = append(out, p)
		case c.kind == nkAttributeList:
			pendingAttrs = append(pendingAttrs, x.attributeList(&c)...)
		case c.kind == nkToken && string(x.text(&c)) == "params":
			flush()
			pending = &Param{Modifier: "params", Attributes: pendingAttrs}
			pendingAttrs = nil
		case pending != nil && c.field == fType:
			pending.Type = normType(x.text(&c))
		case pending != nil && c.field == fName:
			pending.Name = identText(x.text(&c))
			flush()
		}
	}
	flush()
	return out
}

func (x *extractor) param(n *child) Param {
	var p Param
	afterEquals := false
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkAttributeList:
			p.Attributes = append(p.Attributes, x.attributeList(&c)...)
		case c.kind == nkModifier:
			p.Modifier = strings.TrimSpace(p.Modifier + " " + string(x.text(&c)))
		case c.field == fType:
			p.Type = normType(x.text(&c))
			if rest, ok := strings.CutPrefix(p.Type, "scoped "); ok { // a modifier, not part of the type
				p.Type, p.Modifier = rest, strings.TrimSpace("scoped "+p.Modifier)
			}
		case c.field == fName:
			p.Name = identText(x.text(&c))
		case c.kind == nkToken && string(x.text(&c)) == "=":
			afterEquals = true
		case c.kind == nkToken && string(x.text(&c)) == "params":
			p.Modifier = strings.TrimSpace(p.Modifier + " params")
		case afterEquals && c.kind != nkComment:
			p.Default = truncate(normExpr(x.text(&c)), maxValueLen)
			afterEquals = false
		}
	}
	if p.Default == "" && slices.ContainsFunc(p.Attributes, optionalAttribute) {
		p.Default = "default" // as metadata's Optional flag reads
	}
	return p
}

// optionalAttribute says whether an attribute is InteropServices'
// [Optional], which makes a parameter without a default optional in C#
// too, its value default(T) (Vanara's GetDC([Optional] HWND hWnd) called
// as GetDC()).
func optionalAttribute(a Attribute) bool {
	name := strings.TrimSuffix(strings.TrimPrefix(a.Name, "global::"), "Attribute")
	return a.Target == "" && len(a.Args) == 0 && (name == "Optional" || name == "System.Runtime.InteropServices.Optional")
}

type paramSpan struct{ name, full Span }

// paramSpans returns the name and whole span of each parameter of a list, in
// the order params returns them.
func (x *extractor) paramSpans(n *child) []paramSpan {
	var out []paramSpan
	var pending *paramSpan
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkParameter:
			ps := paramSpan{full: x.span(&c)}
			for _, m := range x.children(&c) {
				if m.field == fName {
					ps.name = x.span(&m)
				}
			}
			out = append(out, ps)
		case c.kind == nkToken && string(x.text(&c)) == "params":
			pending = &paramSpan{full: x.span(&c)}
		case pending != nil && c.field == fName:
			pending.name = x.span(&c)
			pending.full.End = pending.name.End
			out = append(out, *pending)
			pending = nil
		}
	}
	return out
}

func (x *extractor) attributeList(n *child) []Attribute {
	var out []Attribute
	target := ""
	for _, c := range x.children(n) {
		switch c.kind {
		case nkAttributeTarget:
			target = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(x.text(&c))), ":"))
		case nkToken:
			// global_attribute writes its target as bare tokens: [assembly: X]
			if t := string(x.text(&c)); t == "assembly" || t == "module" {
				target = t
			}
		case nkAttribute:
			a := Attribute{Target: target, Span: x.span(&c)}
			for _, m := range x.children(&c) {
				switch {
				case m.field == fName:
					a.Name = normType(x.text(&m))
				case m.kind == nkAttributeArgumentList:
					a.Args = x.attributeArgs(&m)
				}
			}
			out = append(out, a)
		}
	}
	return out
}

func (x *extractor) attributeArgs(n *child) []AttributeArg {
	var out []AttributeArg
	for _, c := range x.children(n) {
		if c.kind != nkAttributeArgument {
			continue
		}
		var a AttributeArg
		for _, m := range x.children(&c) {
			switch {
			case m.field == fName:
				a.Name = identText(x.text(&m))
			case m.kind == nkToken:
				a.Equals = a.Equals || string(x.text(&m)) == "="
			case m.kind != nkComment:
				a.Value = truncate(normExpr(x.text(&m)), maxValueLen)
			}
		}
		out = append(out, a)
	}
	return out
}

// collectErrors records where the tree has ERROR or MISSING nodes, descending
// only into subtrees that contain one.
func (x *extractor) collectErrors(n *child) {
	const maxRecorded, maxCounted = 5, 200
	if x.file.ErrorCount >= maxCounted {
		return
	}
	if n.node.IsError() || n.node.IsMissing() {
		x.file.ErrorCount++
		if len(x.file.Diagnostics) < maxRecorded {
			msg := "syntax error"
			if n.node.IsMissing() {
				msg = "missing " + n.node.Kind()
			}
			x.file.Diagnostics = append(x.file.Diagnostics, Diagnostic{Span: x.span(n), Message: msg})
		}
		if n.node.IsMissing() {
			return
		}
	}
	for _, c := range x.children(n) {
		if c.node.HasError() {
			x.collectErrors(&c)
		}
	}
}
