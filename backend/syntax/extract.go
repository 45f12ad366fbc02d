package syntax

import (
	"bytes"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// Parser parses C# files. It is not safe for concurrent use: give each
// goroutine its own, and Close it when done (it owns C memory).
type Parser struct {
	p   *sitter.Parser
	cur *sitter.TreeCursor
	dis disarmer
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
	tree := p.p.Parse(p.dis.apply(src), nil)
	defer tree.Close()
	root := tree.RootNode()
	if p.cur == nil {
		p.cur = root.Walk()
	}
	x := &extractor{src: src, cur: p.cur, file: &File{Lines: bytes.Count(src, []byte{'\n'}) + 1}}
	if root.IsError() { // the grammar could not fit even the outermost declaration
		x.recover(root, -1)
	} else {
		x.container(root, -1)
	}
	if root.HasError() {
		x.collectErrors(root)
	}
	return x.file
}

type extractor struct {
	src   []byte
	cur   *sitter.TreeCursor
	file  *File
	lines *LineIndex // built when recovery needs positions the tree does not give
}

type child struct {
	node  sitter.Node
	kind  nodeKind
	field fieldKind
}

// children lists the direct children of n. Collecting them first lets one
// cursor serve the whole walk; only declaration levels are ever visited,
// never member bodies (each node costs cgo calls).
func (x *extractor) children(n *sitter.Node) []child {
	x.cur.Reset(*n)
	if !x.cur.GotoFirstChild() {
		return nil
	}
	var out []child
	for {
		node := x.cur.Node()
		out = append(out, child{node: *node, kind: csGrammar.kind(node.KindId()), field: csGrammar.fields[x.cur.FieldId()]})
		if !x.cur.GotoNextSibling() {
			return out
		}
	}
}

func (x *extractor) text(n *sitter.Node) []byte {
	start, end := n.ByteRange()
	if end > uint(len(x.src)) || start > end {
		return nil
	}
	return x.src[start:end]
}

func (x *extractor) span(n *sitter.Node) Span {
	start, end := n.ByteRange()
	sp, ep := n.StartPosition(), n.EndPosition()
	return Span{
		Start: posAt(x.src, int(start), int(sp.Row), int(sp.Column)),
		End:   posAt(x.src, int(end), int(ep.Row), int(ep.Column)),
	}
}

// container walks the members of a compilation unit, namespace body, type
// body or error node. Doc comments are trivia in the grammar: they arrive as
// sibling comment nodes just before the declaration they document.
func (x *extractor) container(n *sitter.Node, parent int32) {
	var doc []sitter.Node // the comments and directives since the last declaration
	broken := n.HasError()
	lastType := int32(-1) // the last type declared here
	for _, c := range x.children(n) {
		switch c.kind {
		case nkComment, nkDirective:
			doc = append(doc, c.node)
			continue
		case nkUsing:
			x.using(&c.node, parent)
		case nkNamespace:
			x.namespace(&c.node, parent, false)
		case nkFileNamespace:
			// The grammar makes what follows a file-scoped namespace its siblings.
			parent = x.namespace(&c.node, parent, true)
		case nkGlobalAttribute:
			x.file.GlobalAttributes = append(x.file.GlobalAttributes, x.attributeList(&c.node)...)
		case nkClass, nkStruct, nkInterface, nkEnum, nkRecord, nkDelegate:
			if c.kind == nkClass && bytes.HasPrefix(x.text(&c.node), extensionKeyword) {
				x.extensionBlock(&c.node, parent)
				break
			}
			lastType = int32(len(x.file.Decls))
			x.typeDecl(&c.node, c.kind, parent, x.docSummary(doc))
		case nkGlobalStatement:
			// A statement cannot start with an access modifier: this is a
			// member of a type the grammar closed too early.
			if broken && lastType >= 0 && accessModifierFirst(x.text(&c.node)) {
				x.scanText(&c.node, lastType)
			}
		case nkMethod, nkConstructor, nkDestructor, nkOperator, nkConversion, nkProperty, nkIndexer, nkEvent:
			x.member(&c.node, c.kind, parent, x.docSummary(doc))
			if broken && c.node.HasError() {
				x.rescan(&c.node, parent)
			}
		case nkField, nkEventField:
			if broken && c.node.HasError() {
				// The grammar makes fields of broken statements, such as
				// `a.B += (x) => y = true;`: read the text instead.
				x.scanFields(&c.node, parent, x.docSummary(doc))
				break
			}
			x.fields(&c.node, c.kind, parent, x.docSummary(doc))
		case nkError:
			x.recover(&c.node, parent)
		case nkPreproc, nkDeclarationList:
			x.container(&c.node, parent)
		}
		doc = doc[:0]
	}
}

func (x *extractor) add(d Decl) int32 {
	x.file.Decls = append(x.file.Decls, d)
	return int32(len(x.file.Decls) - 1)
}

func (x *extractor) namespace(n *sitter.Node, parent int32, fileScoped bool) int32 {
	d := Decl{Kind: KindNamespace, Parent: parent, FullSpan: x.span(n), FileScoped: fileScoped}
	var body *sitter.Node
	for _, c := range x.children(n) {
		switch c.field {
		case fName:
			d.Name = normType(x.text(&c.node))
			d.NameSpan = x.span(&c.node)
			if strings.Contains(d.Name, ".") {
				d.Segments = x.nameSegments(&c.node, nil)
			}
		case fBody:
			body = &c.node
		}
	}
	idx := x.add(d)
	if body != nil {
		x.container(body, idx)
	}
	return idx
}

// nameSegments lists the spans of the identifiers of a qualified name, left to right.
func (x *extractor) nameSegments(n *sitter.Node, out []Span) []Span {
	if csGrammar.kind(n.KindId()) == nkIdentifier {
		return append(out, x.span(n))
	}
	for _, c := range x.children(n) {
		if c.kind != nkToken && c.kind != nkComment {
			out = x.nameSegments(&c.node, out)
		}
	}
	return out
}

func (x *extractor) using(n *sitter.Node, parent int32) {
	u := Using{Parent: parent, Span: x.span(n)}
	for _, c := range x.children(n) {
		switch {
		case c.field == fName:
			u.Alias = identText(x.text(&c.node))
		case c.kind == nkToken:
			switch string(x.text(&c.node)) {
			case "global":
				u.Global = true
			case "static":
				u.Static = true
			}
		case c.kind != nkComment:
			u.Target = normType(x.text(&c.node))
		}
	}
	x.file.Usings = append(x.file.Usings, u)
}

// common holds what every declaration may carry before its name.
func (x *extractor) common(d *Decl, c *child) bool {
	switch c.kind {
	case nkAttributeList:
		d.Attributes = append(d.Attributes, x.attributeList(&c.node)...)
	case nkModifier:
		d.Modifiers |= ModifierFromString(string(x.text(&c.node)))
	case nkTypeParameterList:
		d.TypeParams = x.typeParams(&c.node)
	case nkConstraintsClause:
		d.Constraints = append(d.Constraints, x.constraint(&c.node))
	case nkExplicitInterface:
		d.ExplicitInterface = strings.TrimSuffix(normType(x.text(&c.node)), ".")
	default:
		return false
	}
	return true
}

var typeKinds = map[nodeKind]Kind{
	nkClass: KindClass, nkStruct: KindStruct, nkInterface: KindInterface, nkEnum: KindEnum,
	nkRecord: KindRecord, nkDelegate: KindDelegate,
}

func (x *extractor) typeDecl(n *sitter.Node, nk nodeKind, parent int32, doc string) {
	d := Decl{Kind: typeKinds[nk], Parent: parent, FullSpan: x.span(n), Doc: doc}
	var body, primary *sitter.Node
	for _, c := range x.children(n) {
		if c.kind == nkModifier && nk == nkStruct && x.refBeforePartial(&c.node) {
			d.Modifiers |= ModRef // `ref partial struct`, whose `ref` the disarmer hid from the grammar
		}
		if x.common(&d, &c) {
			continue
		}
		switch {
		case c.field == fName:
			d.Name = identText(x.text(&c.node))
			d.NameSpan = x.span(&c.node)
		case c.field == fBody:
			body = &c.node
		case c.field == fType: // a delegate's return type
			d.Type = normType(x.text(&c.node))
		case c.kind == nkParameterList:
			if nk == nkDelegate {
				d.Params = x.params(&c.node)
			} else {
				primary = &c.node
			}
		case c.kind == nkBaseList:
			d.Bases = x.bases(&c.node)
		case c.kind == nkToken && nk == nkRecord && string(x.text(&c.node)) == "struct":
			d.Kind = KindRecordStruct
		case c.kind == nkToken && nk == nkStruct && string(x.text(&c.node)) == "ref":
			d.Modifiers |= ModRef // the grammar leaves `ref struct`'s `ref` a bare token
		}
	}
	idx := x.add(d)
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
func (x *extractor) refBeforePartial(n *sitter.Node) bool {
	start, end := n.ByteRange()
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
func (x *extractor) extensionBlock(n *sitter.Node, parent int32) {
	ext := &Extension{}
	var body *sitter.Node
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkTypeParameterList:
			ext.TypeParams = x.typeParams(&c.node)
		case c.kind == nkConstraintsClause:
			ext.Constraints = append(ext.Constraints, x.constraint(&c.node))
		case c.kind == nkParameterList:
			if ps := x.params(&c.node); len(ps) > 0 {
				ext.Receiver = ps[0]
				if ext.Receiver.Type == "" { // `extension(EF)`: a type without a name
					ext.Receiver.Type, ext.Receiver.Name = ext.Receiver.Name, ""
				}
			} else {
				ext.Receiver = x.receiverType(&c.node)
			}
		case c.field == fBody:
			body = &c.node
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
func (x *extractor) receiverType(list *sitter.Node) Param {
	start, end := list.ByteRange()
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
func (x *extractor) primaryConstructor(list *sitter.Node, typeIdx int32) {
	x.synthesize(typeIdx, x.params(list), x.paramSpans(list), x.span(list))
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

func (x *extractor) member(n *sitter.Node, nk nodeKind, parent int32, doc string) {
	d := Decl{Kind: memberKinds[nk], Parent: parent, FullSpan: x.span(n), Doc: doc}
	var opSpan Span
	keyword := false
	for _, c := range x.children(n) {
		if x.common(&d, &c) {
			continue
		}
		switch c.field {
		case fName:
			d.Name = identText(x.text(&c.node))
			d.NameSpan = x.span(&c.node)
			keyword = reservedWords[string(x.text(&c.node))]
			continue
		case fType, fReturns:
			d.Type = normType(x.text(&c.node))
			continue
		case fParameters:
			d.Params = x.params(&c.node)
			continue
		case fOperator:
			op, end := string(x.text(&c.node)), x.span(&c.node).End
			if _, e := c.node.ByteRange(); compoundable[op] && int(e) < len(x.src) && x.src[e] == '=' {
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
			d.Accessors = x.accessors(&c.node)
			continue
		}
		if c.kind != nkToken {
			continue
		}
		switch tok := string(x.text(&c.node)); tok {
		case "implicit", "explicit":
			d.Operator = tok
			d.NameSpan = x.span(&c.node)
		case "checked":
			d.Operator = strings.TrimSpace(d.Operator + " checked")
		case "operator":
			if d.Kind == KindOperator {
				opSpan = x.span(&c.node)
			}
		case "this":
			d.Name = "this[]"
			d.NameSpan = x.span(&c.node)
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
	x.add(d)
}

// fields adds one declaration per declarator of a field or field-like event.
func (x *extractor) fields(n *sitter.Node, nk nodeKind, parent int32, doc string) {
	base := Decl{Kind: KindField, Parent: parent, FullSpan: x.span(n), Doc: doc}
	if nk == nkEventField {
		base.Kind = KindEvent
	}
	var decl *sitter.Node
	for _, c := range x.children(n) {
		if x.common(&base, &c) {
			continue
		}
		if c.kind == nkVariableDeclaration {
			decl = &c.node
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
			base.Type = normType(x.text(&c.node))
			if notTypes[base.Type] { // broken code: `return x;` read as a field
				return
			}
		case c.kind == nkVariableDeclarator:
			d := base
			x.declarator(&c.node, &d)
			if d.Name != "" {
				x.add(d)
			}
		}
	}
}

func (x *extractor) declarator(n *sitter.Node, d *Decl) {
	afterEquals := false
	for _, c := range x.children(n) {
		switch {
		case c.field == fName:
			d.Name = identText(x.text(&c.node))
			d.NameSpan = x.span(&c.node)
		case c.kind == nkToken && string(x.text(&c.node)) == "=":
			afterEquals = true
		case afterEquals && c.kind != nkComment:
			d.Value = truncate(normExpr(x.text(&c.node)), maxValueLen)
			afterEquals = false
		}
	}
}

func (x *extractor) enumMembers(list *sitter.Node, parent int32) {
	var doc []sitter.Node
	for _, c := range x.children(list) {
		switch c.kind {
		case nkComment, nkDirective:
			doc = append(doc, c.node)
			continue
		case nkEnumMember:
			d := Decl{Kind: KindEnumMember, Parent: parent, Modifiers: 0, FullSpan: x.span(&c.node), Doc: x.docSummary(doc)}
			for _, m := range x.children(&c.node) {
				switch {
				case m.kind == nkAttributeList:
					d.Attributes = append(d.Attributes, x.attributeList(&m.node)...)
				case m.field == fName:
					d.Name = identText(x.text(&m.node))
					d.NameSpan = x.span(&m.node)
				case m.field == fValue:
					d.Value = truncate(normExpr(x.text(&m.node)), maxValueLen)
				}
			}
			if d.Name != "" {
				x.add(d)
			}
		case nkError, nkPreproc:
			x.enumMembers(&c.node, parent)
		}
		doc = doc[:0]
	}
}

func (x *extractor) accessors(n *sitter.Node) []Accessor {
	var out []Accessor
	for _, c := range x.children(n) {
		if c.kind != nkAccessor {
			continue
		}
		var a Accessor
		for _, m := range x.children(&c.node) {
			switch {
			case m.kind == nkModifier:
				a.Modifiers |= ModifierFromString(string(x.text(&m.node)))
			case m.field == fName:
				a.Kind = string(x.text(&m.node))
			}
		}
		out = append(out, a)
	}
	return out
}

func (x *extractor) typeParams(n *sitter.Node) []TypeParam {
	var out []TypeParam
	for _, c := range x.children(n) {
		if c.kind != nkTypeParameter {
			continue
		}
		var tp TypeParam
		for _, m := range x.children(&c.node) {
			switch {
			case m.field == fName:
				tp.Name = identText(x.text(&m.node))
			case m.kind == nkToken:
				if t := string(x.text(&m.node)); t == "in" || t == "out" {
					tp.Variance = t
				}
			}
		}
		out = append(out, tp)
	}
	return out
}

func (x *extractor) constraint(n *sitter.Node) Constraint {
	var out Constraint
	for _, c := range x.children(n) {
		switch c.kind {
		case nkIdentifier:
			out.Param = identText(x.text(&c.node))
		case nkConstraint:
			item := normType(x.text(&c.node))
			if start, _ := c.node.ByteRange(); bytes.HasSuffix(bytes.TrimRight(x.src[:start], " \t\r\n"), []byte("allows")) {
				item = "allows " + item // `allows ref struct`, whose `allows` the disarmer hid from the grammar
			}
			out.Items = append(out.Items, item)
		}
	}
	return out
}

func (x *extractor) bases(n *sitter.Node) []string {
	var out []string
	for _, c := range x.children(n) {
		switch c.kind {
		case nkToken, nkComment, nkDirective, nkArgumentList: // an argument list calls a primary constructor
		case nkPrimaryConstructorBase:
			for _, m := range x.children(&c.node) {
				if m.field == fType {
					out = append(out, normType(x.text(&m.node)))
				}
			}
		default:
			out = append(out, normType(x.text(&c.node)))
		}
	}
	return out
}

// params reads a parameter list. The grammar leaves a `params` parameter
// unwrapped: its attributes, the keyword, type and name are direct children.
func (x *extractor) params(n *sitter.Node) []Param {
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
			p := x.param(&c.node)
			p.Attributes = append(pendingAttrs, p.Attributes...)
			pendingAttrs = nil
			out = append(out, p)
		case c.kind == nkAttributeList:
			pendingAttrs = append(pendingAttrs, x.attributeList(&c.node)...)
		case c.kind == nkToken && string(x.text(&c.node)) == "params":
			flush()
			pending = &Param{Modifier: "params", Attributes: pendingAttrs}
			pendingAttrs = nil
		case pending != nil && c.field == fType:
			pending.Type = normType(x.text(&c.node))
		case pending != nil && c.field == fName:
			pending.Name = identText(x.text(&c.node))
			flush()
		}
	}
	flush()
	return out
}

func (x *extractor) param(n *sitter.Node) Param {
	var p Param
	afterEquals := false
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkAttributeList:
			p.Attributes = append(p.Attributes, x.attributeList(&c.node)...)
		case c.kind == nkModifier:
			p.Modifier = strings.TrimSpace(p.Modifier + " " + string(x.text(&c.node)))
		case c.field == fType:
			p.Type = normType(x.text(&c.node))
			if rest, ok := strings.CutPrefix(p.Type, "scoped "); ok { // a modifier, not part of the type
				p.Type, p.Modifier = rest, strings.TrimSpace("scoped "+p.Modifier)
			}
		case c.field == fName:
			p.Name = identText(x.text(&c.node))
		case c.kind == nkToken && string(x.text(&c.node)) == "=":
			afterEquals = true
		case c.kind == nkToken && string(x.text(&c.node)) == "params":
			p.Modifier = strings.TrimSpace(p.Modifier + " params")
		case afterEquals && c.kind != nkComment:
			p.Default = truncate(normExpr(x.text(&c.node)), maxValueLen)
			afterEquals = false
		}
	}
	return p
}

type paramSpan struct{ name, full Span }

// paramSpans returns the name and whole span of each parameter of a list, in
// the order params returns them.
func (x *extractor) paramSpans(n *sitter.Node) []paramSpan {
	var out []paramSpan
	var pending *paramSpan
	for _, c := range x.children(n) {
		switch {
		case c.kind == nkParameter:
			ps := paramSpan{full: x.span(&c.node)}
			for _, m := range x.children(&c.node) {
				if m.field == fName {
					ps.name = x.span(&m.node)
				}
			}
			out = append(out, ps)
		case c.kind == nkToken && string(x.text(&c.node)) == "params":
			pending = &paramSpan{full: x.span(&c.node)}
		case pending != nil && c.field == fName:
			pending.name = x.span(&c.node)
			pending.full.End = pending.name.End
			out = append(out, *pending)
			pending = nil
		}
	}
	return out
}

func (x *extractor) attributeList(n *sitter.Node) []Attribute {
	var out []Attribute
	target := ""
	for _, c := range x.children(n) {
		switch c.kind {
		case nkAttributeTarget:
			target = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(x.text(&c.node))), ":"))
		case nkToken:
			// global_attribute writes its target as bare tokens: [assembly: X]
			if t := string(x.text(&c.node)); t == "assembly" || t == "module" {
				target = t
			}
		case nkAttribute:
			a := Attribute{Target: target, Span: x.span(&c.node)}
			for _, m := range x.children(&c.node) {
				switch {
				case m.field == fName:
					a.Name = normType(x.text(&m.node))
				case m.kind == nkAttributeArgumentList:
					a.Args = x.attributeArgs(&m.node)
				}
			}
			out = append(out, a)
		}
	}
	return out
}

func (x *extractor) attributeArgs(n *sitter.Node) []AttributeArg {
	var out []AttributeArg
	for _, c := range x.children(n) {
		if c.kind != nkAttributeArgument {
			continue
		}
		var a AttributeArg
		for _, m := range x.children(&c.node) {
			switch {
			case m.field == fName:
				a.Name = identText(x.text(&m.node))
			case m.kind == nkToken:
				a.Equals = a.Equals || string(x.text(&m.node)) == "="
			case m.kind != nkComment:
				a.Value = truncate(normExpr(x.text(&m.node)), maxValueLen)
			}
		}
		out = append(out, a)
	}
	return out
}

// collectErrors records where the tree has ERROR or MISSING nodes, descending
// only into subtrees that contain one.
func (x *extractor) collectErrors(n *sitter.Node) {
	const maxRecorded, maxCounted = 5, 200
	if x.file.ErrorCount >= maxCounted {
		return
	}
	if n.IsError() || n.IsMissing() {
		x.file.ErrorCount++
		if len(x.file.Diagnostics) < maxRecorded {
			msg := "syntax error"
			if n.IsMissing() {
				msg = "missing " + n.Kind()
			}
			x.file.Diagnostics = append(x.file.Diagnostics, Diagnostic{Span: x.span(n), Message: msg})
		}
		if n.IsMissing() {
			return
		}
	}
	for _, c := range x.children(n) {
		if c.node.HasError() {
			x.collectErrors(&c.node)
		}
	}
}
