package syntax

import (
	"bytes"
	"strings"
)

// Recovery reads declarations where the grammar could not: out of an ERROR
// node, and out of a member whose syntax error made it swallow the members
// after it. tree-sitter flattens what it could not fit (a class whose body
// broke arrives as loose tokens and odd nodes), so recovery reads the text
// instead, with the Go lexer (no cgo), and follows C#'s shape: namespace and
// type headers open scopes, member headers (`Type Name (`, `Type Name {`,
// `Type Name =>`, `Type Name;` ...) are read in type bodies only, and member
// bodies are skipped by their braces, so local functions and statements
// never become members. The declarations the grammar did parse inside an
// ERROR node are still read from the tree, with all their detail.

// recover reads the declarations of an ERROR node met in a container.
func (x *extractor) recover(n *child, parent int32) {
	var whole []child
	for _, c := range x.children(n) {
		switch c.kind {
		case nkComment:
			whole = append(whole, c)
		case nkUsing, nkNamespace, nkFileNamespace, nkGlobalAttribute, nkClass, nkStruct, nkInterface, nkEnum,
			nkRecord, nkDelegate, nkMethod, nkConstructor, nkDestructor, nkOperator, nkConversion,
			nkProperty, nkIndexer, nkEvent, nkField, nkEventField:
			whole = append(whole, c)
		}
	}
	start, end := n.start, n.end
	s := x.newScan(parent)
	s.run(int(start), int(end), whole)
}

// rescan reads the declarations a member with a syntax error may have
// swallowed. The member's own header, which starts the text, was read from
// the tree already.
func (x *extractor) rescan(n *child, parent int32) {
	start, end := n.start, n.end
	s := x.newScan(parent)
	s.skipAt = int(start)
	s.run(int(start), int(end), nil)
}

// scanFields reads a field declaration with a syntax error from its text,
// with the doc comment the tree found before it.
func (x *extractor) scanFields(n *child, parent int32, doc string) {
	first := len(x.file.Decls)
	x.scanText(n, parent)
	if first < len(x.file.Decls) && x.file.Decls[first].Doc == "" {
		x.file.Decls[first].Doc = doc
	}
}

// scanText reads the declarations in the text of n, which the grammar
// parsed as something else.
func (x *extractor) scanText(n *child, parent int32) {
	start, end := n.start, n.end
	x.newScan(parent).run(int(start), int(end), nil)
}

// accessModifierFirst reports whether text starts, after attributes, with
// an access modifier.
func accessModifierFirst(text []byte) bool {
	l := NewLexer(text)
	depth := 0
	for {
		t, ok := l.Next()
		if !ok {
			return false
		}
		w := string(text[t.Start:t.End])
		switch {
		case w == "[":
			depth++
		case w == "]":
			depth--
		case depth == 0:
			return ModifierFromString(w)&AccessMask != 0 && w != "file"
		}
	}
}

// A scope is what the scanner is inside: a namespace ('n'), a type body
// ('t'), an enum body ('e'), an accessor list or a block it does not know
// ('a'), or a member body ('b').
type scope struct {
	kind       byte
	decl       int32
	fileScoped bool
	ext        *Extension // an extension block's, whose members go to decl
}

type scanner struct {
	x *extractor
	tokenList
	scopes  []scope
	hdr     []int       // the tokens of the current member header, attributes left out
	hdrAt   int         // where the header starts (attributes included), -1 before it does
	attrs   []Attribute // the attributes of the current header
	prevEnd int         // where the last statement ended: a doc comment lies between it and the next header
	skipAt  int         // a declaration whose header starts here is not added (see rescan)
	doc     []child
	enumAt  bool  // an enum member name may come next
	opSeen  bool  // the header has the `operator` keyword: punctuation is the operator
	added   []int // where the headers of the declarations added start
}

var typeKeywords = map[string]Kind{
	"namespace": KindNamespace, "class": KindClass, "struct": KindStruct, "interface": KindInterface, "enum": KindEnum, "record": KindRecord,
}

// notTypes are keywords that cannot be part of a member's type or be its
// name: a header holding one is a statement.
var notTypes = map[string]bool{
	"return": true, "if": true, "else": true, "while": true, "for": true, "foreach": true, "do": true,
	"switch": true, "case": true, "break": true, "continue": true, "goto": true, "throw": true, "try": true,
	"catch": true, "finally": true, "using": true, "lock": true, "yield": true, "await": true, "var": true,
	"new": true, "this": true, "base": true, "typeof": true, "sizeof": true, "default": true, "checked": true,
	"unchecked": true, "stackalloc": true, "is": true, "as": true, "in": true, "out": true, "null": true,
	"true": true, "false": true, "nameof": true, "when": true, "select": true, "from": true, "where": true,
	"let": true, "orderby": true, "group": true, "into": true, "join": true, "namespace": true, "class": true,
	"struct": true, "interface": true, "enum": true, "operator": true, "implicit": true, "explicit": true,
}

func (x *extractor) newScan(parent int32) *scanner {
	return &scanner{x: x, tokenList: tokenList{src: x.src}, scopes: []scope{x.scopeOf(parent)}, hdrAt: -1, skipAt: -1}
}

func (x *extractor) scopeOf(decl int32) scope {
	if decl < 0 {
		return scope{kind: 'n', decl: -1}
	}
	d := &x.file.Decls[decl]
	switch {
	case d.Kind == KindNamespace:
		return scope{kind: 'n', decl: decl, fileScoped: d.FileScoped}
	case d.Kind == KindEnum:
		return scope{kind: 'e', decl: decl}
	case d.Kind.IsType():
		return scope{kind: 't', decl: decl}
	}
	return scope{kind: 'b', decl: decl}
}

func (x *extractor) lineIndex() *LineIndex {
	if x.lines == nil {
		x.lines = NewLineIndex(x.src)
	}
	return x.lines
}

func (s *scanner) spanOf(start, end int) Span {
	li := s.x.lineIndex()
	return Span{Start: li.Position(start), End: li.Position(end)}
}

func (s *scanner) run(start, end int, whole []child) {
	if start < 0 || end > len(s.src) || start >= end {
		return
	}
	l := NewLexer(s.src[start:end])
	for {
		t, ok := l.Next()
		if !ok {
			break
		}
		t.Start += start
		t.End += start
		s.toks = append(s.toks, t)
	}
	s.prevEnd = start
	w := 0
	for i := 0; i < len(s.toks) || w < len(whole); {
		if w < len(whole) {
			ws, we := whole[w].start, whole[w].end
			if i >= len(s.toks) || int(ws) <= s.toks[i].Start {
				if s.whole(&whole[w]) {
					for i < len(s.toks) && s.toks[i].Start < int(we) {
						i++
					}
				}
				w++
				continue
			}
		}
		s.doc = s.doc[:0]
		i = s.step(i)
	}
}

// whole reads a declaration the grammar parsed, and reports whether it
// did. Inside a block, only one that starts with an access modifier is
// read, and it ends the block (which was never closed); anything else there
// is left to be read as text.
func (s *scanner) whole(c *child) bool {
	x := s.x
	if c.kind == nkComment {
		s.doc = append(s.doc, *c)
		return true
	}
	if k := s.top().kind; k == 'b' || k == 'a' {
		// In a block, only a declaration that starts with an access
		// modifier (which no statement does) shows the block was never
		// closed; anything else is read as text, to keep the braces.
		access := false
		for _, m := range x.children(c) {
			if m.kind == nkModifier && ModifierFromString(string(x.text(&m)))&AccessMask != 0 {
				access = true
			}
		}
		if !access {
			return false
		}
		for len(s.scopes) > 1 && (s.top().kind == 'b' || s.top().kind == 'a') {
			s.scopes = s.scopes[:len(s.scopes)-1]
		}
	}
	top := s.top()
	parent := top.decl
	doc := x.docSummary(s.doc)
	s.doc = s.doc[:0]
	start, end := c.start, c.end
	s.reset(int(end))
	for _, at := range s.added {
		if at == int(start) { // the text was read already
			return true
		}
	}
	if top.kind == 'b' || top.kind == 'a' || top.kind == 'e' {
		return true
	}
	switch c.kind {
	case nkUsing:
		x.using(c, parent)
	case nkGlobalAttribute:
		x.file.GlobalAttributes = append(x.file.GlobalAttributes, x.attributeList(c)...)
	case nkNamespace:
		x.namespace(c, parent, false)
	case nkFileNamespace:
		s.scopes = append(s.scopes, scope{kind: 'n', decl: x.namespace(c, parent, true), fileScoped: true})
	case nkClass, nkStruct, nkInterface, nkEnum, nkRecord, nkDelegate:
		if c.kind == nkClass && bytes.HasPrefix(x.text(c), extensionKeyword) {
			x.extensionBlock(c, parent)
			return true
		}
		x.typeDecl(c, c.kind, parent, doc)
	case nkField, nkEventField:
		if top.kind == 't' {
			if c.node.HasError() {
				x.scanFields(c, parent, doc)
			} else {
				x.fields(c, c.kind, parent, doc)
			}
		}
	default:
		if top.kind == 't' {
			x.member(c, c.kind, parent, doc)
			if c.node.HasError() {
				x.rescan(c, parent)
			}
		}
	}
	return true
}

func (s *scanner) top() *scope { return &s.scopes[len(s.scopes)-1] }

func (s *scanner) push(kind byte) {
	s.scopes = append(s.scopes, scope{kind: kind, decl: s.top().decl})
}

// pop closes the innermost scope. A `}` that closes the scope recovery
// started in moves on to the enclosing one.
func (s *scanner) pop() {
	if len(s.scopes) > 1 {
		s.scopes = s.scopes[:len(s.scopes)-1]
		return
	}
	base := s.scopes[0]
	if base.decl < 0 || base.fileScoped {
		return
	}
	s.scopes[0] = s.x.scopeOf(s.x.file.Decls[base.decl].Parent)
}

// reset ends the current statement at offset end.
func (s *scanner) reset(end int) {
	s.attrs = nil
	s.hdr = s.hdr[:0]
	s.hdrAt = -1
	s.prevEnd = end
	s.opSeen = false
}

func (s *scanner) ident(i int) bool { return i >= 0 && i < len(s.toks) && s.toks[i].Kind == TokIdent }

// arrow reports whether tokens i and i+1 are `=>`.
func (s *scanner) arrow(i int) bool {
	return s.is(i, '=') && s.is(i+1, '>') && s.toks[i+1].Start == s.toks[i].End
}

func (s *scanner) textRange(a, b int) []byte {
	if a >= b || b > len(s.toks) {
		return nil
	}
	return s.src[s.toks[a].Start:s.toks[b-1].End]
}

// angle returns the index of the `>` that closes the `<` at i, or -1.
func (s *scanner) angle(i int) int {
	depth := 0
	for j := i; j < len(s.toks) && j < i+256; j++ {
		switch {
		case s.is(j, '<'):
			depth++
		case s.is(j, '>'):
			if depth--; depth == 0 {
				return j
			}
		case s.toks[j].Kind == TokPunct && strings.IndexByte("{};=", s.src[s.toks[j].Start]) >= 0:
			return -1
		}
	}
	return -1
}

// until returns the index of the first of stops at bracket depth 0 from i
// on (`=>` is stop '>'), or len(toks).
func (s *scanner) until(i int, stops string) int {
	depth := 0
	for j := i; j < len(s.toks); j++ {
		if s.toks[j].Kind != TokPunct {
			continue
		}
		c := s.src[s.toks[j].Start]
		if depth == 0 && (strings.IndexByte(stops, c) >= 0 && c != '>' || c == '=' && strings.IndexByte(stops, '>') >= 0 && s.arrow(j)) {
			return j
		}
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth < 0 {
				return j
			}
		}
	}
	return len(s.toks)
}

func (s *scanner) step(i int) int {
	switch s.top().kind {
	case 'b', 'a':
		switch {
		case s.is(i, '{'):
			s.push('b')
		case s.is(i, '}'):
			s.pop()
			s.reset(s.toks[i].End)
		case s.top().kind == 'b' && s.accessModifierStatement(i):
			// No statement starts with an access modifier: the body was
			// never closed, and this is the next member.
			n := len(s.scopes)
			for len(s.scopes) > 1 && (s.top().kind == 'b' || s.top().kind == 'a') {
				s.scopes = s.scopes[:len(s.scopes)-1]
			}
			if len(s.scopes) < n {
				s.reset(s.toks[i-1].End)
				return i
			}
		}
		return i + 1
	case 'e':
		return s.enumStep(i)
	}
	return s.memberStep(i)
}

func (s *scanner) accessModifierStatement(i int) bool {
	if i == 0 || !s.is(i-1, ';') && !s.is(i-1, '}') && !s.is(i-1, '{') {
		return false
	}
	for s.is(i, '[') { // attributes, which local functions may have too
		if i = s.closing(i, len(s.toks)) + 1; i <= 0 {
			return false
		}
	}
	switch s.text(i) {
	case "public", "private", "protected", "internal":
		return true
	}
	return false
}

func (s *scanner) enumStep(i int) int {
	switch {
	case s.is(i, '}'):
		s.pop()
		s.reset(s.toks[i].End)
	case s.is(i, '['):
		if j := s.closing(i, len(s.toks)); j > i {
			if s.hdrAt < 0 {
				s.hdrAt = s.toks[i].Start
			}
			s.attrs = append(s.attrs, s.attributeList(i+1, j)...)
			return j + 1
		}
	case s.is(i, ','):
		s.enumAt = true
		s.reset(s.toks[i].End)
	case s.ident(i) && s.enumAt:
		s.enumAt = false
		start := s.toks[i].Start
		if s.hdrAt >= 0 {
			start = s.hdrAt
		}
		d := Decl{Kind: KindEnumMember, Name: identText(s.src[s.toks[i].Start:s.toks[i].End]), Parent: s.top().decl,
			NameSpan: s.spanOf(s.toks[i].Start, s.toks[i].End), Doc: s.gapDoc(start), Attributes: s.attrs}
		s.attrs = nil
		end := i + 1
		if s.is(i+1, '=') {
			end = s.until(i+2, ",}")
			d.Value = truncate(normExpr(s.textRange(i+2, end)), maxValueLen)
		}
		d.FullSpan = s.spanOf(start, s.toks[end-1].End)
		if s.top().decl >= 0 {
			s.x.add(d)
		}
		return end
	}
	return i + 1
}

func (s *scanner) memberStep(i int) int {
	t := s.toks[i]
	if s.hdrAt < 0 {
		s.hdrAt = t.Start
	}
	if t.Kind == TokIdent {
		switch s.text(i) {
		case "class", "struct", "interface", "enum", "record", "namespace":
			if j := s.typeHeader(i); j > i {
				return j
			}
		case "operator":
			s.opSeen = true
		}
		s.hdr = append(s.hdr, i)
		return i + 1
	}
	if t.Kind != TokPunct || s.opSeen && !s.is(i, '(') {
		s.hdr = append(s.hdr, i)
		return i + 1
	}
	if !s.opSeen && ((s.is(i, '(') || s.is(i, '[')) && s.inAngles() || s.is(i, '(') && s.onlyModifiers()) {
		// a tuple type, (int A, int B) Name, or one in type arguments,
		// or an attribute on a type parameter: M<[A] T>
		if j := s.closing(i, len(s.toks)); j > i {
			for k := i; k <= j; k++ {
				s.hdr = append(s.hdr, k)
			}
			return j + 1
		}
	}
	switch s.src[t.Start] {
	case '[':
		if n := len(s.hdr); n > 0 && s.text(s.hdr[n-1]) == "this" {
			return s.indexer(i)
		}
		if j := s.closing(i, len(s.toks)); j > i && len(s.hdr) == 0 {
			for _, a := range s.attributeList(i+1, j) {
				if a.Target == "assembly" || a.Target == "module" {
					s.x.file.GlobalAttributes = append(s.x.file.GlobalAttributes, a)
				} else {
					s.attrs = append(s.attrs, a)
				}
			}
			return j + 1
		}
	case '(':
		return s.method(i)
	case '{':
		return s.block(i)
	case '}':
		s.pop()
		s.reset(t.End)
		return i + 1
	case ',':
		if !s.inAngles() {
			return s.field(i)
		}
	case ';':
		return s.field(i)
	case '=':
		if s.arrow(i) {
			return s.expressionBodied(i)
		}
		return s.field(i)
	}
	s.hdr = append(s.hdr, i)
	return i + 1
}

// genericOpen reports whether tokens a to b leave a type argument list
// open: a `<` right after a name (`D<`, not `a < b`) not yet closed.
func (s *scanner) genericOpen(a, b int) bool {
	depth := 0
	for j := a; j < b; j++ {
		switch {
		case s.is(j, '<') && j > a && s.ident(j-1) && s.toks[j-1].End == s.toks[j].Start:
			depth++
		case s.is(j, '>') && depth > 0:
			depth--
		}
	}
	return depth > 0
}

// inAngles reports whether the header has an unclosed `<` or `[`: a comma
// then separates type arguments or array dimensions, not field declarators.
func (s *scanner) inAngles() bool {
	depth := 0
	for _, ti := range s.hdr {
		switch {
		case s.is(ti, '<') || s.is(ti, '['):
			depth++
		case s.is(ti, '>') || s.is(ti, ']'):
			depth--
		}
	}
	return depth > 0
}

func (s *scanner) onlyModifiers() bool {
	for _, ti := range s.hdr {
		if s.toks[ti].Kind != TokIdent || ModifierFromString(s.text(ti)) == 0 {
			return false
		}
	}
	return true
}

// attributeList reads the attributes between the brackets at a-1 and b.
func (s *scanner) attributeList(a, b int) []Attribute {
	target := ""
	if s.ident(a) && s.is(a+1, ':') && !s.is(a+2, ':') {
		target = s.text(a)
		a += 2
	}
	var out []Attribute
	for a < b {
		end := s.comma(a, b)
		open := end
		for k := a; k < end; k++ {
			if s.is(k, '(') {
				open = k
				break
			}
		}
		if open > a {
			at := Attribute{Target: target, Name: normType(s.textRange(a, open)), Span: s.spanOf(s.toks[a].Start, s.toks[end-1].End)}
			if close := s.closing(open, len(s.toks)); open < end && close > open {
				for x := open + 1; x < close; {
					e := s.comma(x, close)
					var arg AttributeArg
					v := x
					switch {
					case s.ident(x) && s.is(x+1, '=') && !s.is(x+2, '='):
						arg.Name, arg.Equals, v = identText([]byte(s.text(x))), true, x+2
					case s.ident(x) && s.is(x+1, ':') && !s.is(x+2, ':'):
						arg.Name, v = identText([]byte(s.text(x))), x+2
					}
					arg.Value = truncate(normExpr(s.textRange(v, e)), maxValueLen)
					at.Args = append(at.Args, arg)
					x = e + 1
				}
			}
			out = append(out, at)
		}
		a = end + 1
	}
	return out
}

// header is what a member header reads.
type header struct {
	mods       Modifiers
	event      bool
	delegate   bool
	operator   string // `+`, `checked +`, `==` ... for operators
	conversion string // "implicit" or "explicit"
	destructor bool
	name       int    // token index, or -1
	typ        [2]int // token range of the type
	iface      [2]int // token range of the explicit interface, without its `.`
	tparams    [2]int // token range of the type parameters, without `<` and `>`
	opAt       int    // the `operator` keyword, -1 if none
	opEnd      int    // the operator's last token
}

var typeTokens = "<>,.[]?*():"

// header reads the tokens since the last statement as a member header; ok
// is false when they cannot be one (a statement, or broken text).
func (s *scanner) header() (h header, ok bool) {
	toks := s.hdr
	k := 0
	for ; k < len(toks); k++ {
		w := s.text(toks[k])
		if m := ModifierFromString(w); m != 0 && w != "ref" && s.toks[toks[k]].Kind == TokIdent {
			h.mods |= m
			continue
		}
		if w == "event" {
			h.event = true
			continue
		}
		if w == "delegate" {
			h.delegate = true
			continue
		}
		break
	}
	toks = toks[k:]
	h.name, h.opAt = -1, -1
	for j, ti := range toks {
		if s.text(ti) != "operator" {
			continue
		}
		before, after := toks[:j], toks[j+1:]
		if len(before) > 0 && (s.text(before[0]) == "implicit" || s.text(before[0]) == "explicit") {
			// implicit|explicit [I.]operator [checked] Type
			h.conversion, h.name = s.text(before[0]), before[0]
			if len(before) > 1 {
				if !s.is(before[len(before)-1], '.') {
					return h, false
				}
				h.iface = [2]int{before[1], before[len(before)-1]}
			}
			if len(after) > 0 && s.text(after[0]) == "checked" {
				h.conversion += " checked"
				after = after[1:]
			}
			if len(after) == 0 {
				return h, false
			}
			h.typ = [2]int{after[0], after[len(after)-1] + 1}
			return h, true
		}
		if len(before) == 0 || len(after) == 0 {
			return h, false
		}
		// Type [I.]operator [checked] op
		if n := len(before); s.is(before[n-1], '.') {
			split := s.splitType(before[:n-1])
			if split < 1 {
				return h, false
			}
			h.typ = [2]int{before[0], before[split-1] + 1}
			h.iface = [2]int{before[split], before[n-1]}
		} else {
			h.typ = [2]int{before[0], before[n-1] + 1}
		}
		var op []string
		for _, oi := range after {
			op = append(op, s.text(oi))
		}
		h.operator = strings.Join(op, "")
		if op[0] == "checked" && len(op) > 1 {
			h.operator = "checked " + strings.Join(op[1:], "")
		}
		h.name, h.opAt, h.opEnd = after[0], ti, after[len(after)-1]
		return h, true
	}
	if len(toks) == 0 {
		return h, false
	}
	last := len(toks) - 1
	if s.is(toks[last], '>') { // a generic method's name: M<T>
		open := -1
		for j, depth := last, 0; j >= 0; j-- {
			if s.is(toks[j], '>') {
				depth++
			} else if s.is(toks[j], '<') {
				if depth--; depth == 0 {
					open = j
					break
				}
			}
		}
		if open < 1 {
			return h, false
		}
		if open+1 < last {
			h.tparams = [2]int{toks[open+1], toks[last]}
		}
		last = open - 1
	}
	if name := s.text(toks[last]); !s.ident(toks[last]) || (notTypes[name] || reservedWords[name]) && name != "this" {
		return h, false
	}
	h.name = toks[last]
	rest := toks[:last]
	if n := len(rest); n > 0 && s.is(rest[n-1], '~') {
		h.destructor = true
		return h, n == 1
	}
	for _, ti := range rest {
		if t := s.toks[ti]; t.Kind != TokIdent && (t.Kind != TokPunct || strings.IndexByte(typeTokens, s.src[t.Start]) < 0) || notTypes[s.text(ti)] {
			return h, false // not a type: a statement
		}
	}
	if len(rest) == 0 {
		return h, true
	}
	if n := len(rest); s.is(rest[n-1], '.') { // an explicit interface: Type IFoo<T>.Name
		split := s.splitType(rest[:n-1])
		if split < 1 {
			return h, false
		}
		h.typ = [2]int{rest[0], rest[split-1] + 1}
		h.iface = [2]int{rest[split], rest[n-2] + 1}
		return h, true
	}
	h.typ = [2]int{rest[0], rest[len(rest)-1] + 1}
	return h, true
}

// splitType finds where a type ends and an interface name starts in
// `Type IFoo<T>` (the tokens given): at the last space, outside brackets,
// between the end of a type and a name. It returns -1 if there is none.
func (s *scanner) splitType(toks []int) int {
	split, depth := -1, 0
	for j := 1; j < len(toks); j++ {
		switch {
		case s.is(toks[j-1], '<') || s.is(toks[j-1], '(') || s.is(toks[j-1], '['):
			depth++
		case s.is(toks[j-1], '>') || s.is(toks[j-1], ')') || s.is(toks[j-1], ']'):
			depth--
		}
		if depth == 0 && s.ident(toks[j]) && s.toks[toks[j]].Start > s.toks[toks[j-1]].End && !s.is(toks[j-1], '.') && !s.is(toks[j-1], ',') && !s.is(toks[j-1], ':') {
			split = j
		}
	}
	return split
}

func (s *scanner) typeText(r [2]int) string {
	return normType(s.textRange(r[0], r[1]))
}

// decl starts a declaration from a header.
func (s *scanner) decl(kind Kind, h *header, end int) Decl {
	d := Decl{Kind: kind, Parent: s.top().decl, Modifiers: h.mods, Type: s.typeText(h.typ),
		ExplicitInterface: s.typeText(h.iface), Doc: s.gapDoc(s.hdrAt), Extension: s.top().ext, Attributes: s.attrs}
	if h.name >= 0 {
		t := s.toks[h.name]
		d.Name = identText(s.src[t.Start:t.End])
		d.NameSpan = s.spanOf(t.Start, t.End)
	}
	start := s.hdrAt
	if start < 0 {
		start = s.toks[end].Start
	}
	d.FullSpan = s.spanOf(start, s.toks[min(end, len(s.toks)-1)].End)
	if h.tparams[1] > h.tparams[0] {
		d.TypeParams = s.typeParams(h.tparams[0], h.tparams[1])
	}
	return d
}

// add adds a declaration unless it is the member being rescanned.
func (s *scanner) add(d Decl) int32 {
	if s.hdrAt == s.skipAt && s.skipAt >= 0 {
		return -1
	}
	s.added = append(s.added, s.hdrAt)
	return s.x.add(d)
}

func (s *scanner) inType() bool { return s.top().kind == 't' && s.top().decl >= 0 }

func (s *scanner) typeParams(a, b int) []TypeParam {
	var out []TypeParam
	variance := ""
	for j := a; j < b; j++ {
		if s.is(j, '[') { // attributes
			if k := s.closing(j, len(s.toks)); k > j {
				j = k
				continue
			}
		}
		switch w := s.text(j); {
		case w == "in" || w == "out":
			variance = w
		case s.ident(j):
			out = append(out, TypeParam{Name: identText([]byte(w)), Variance: variance})
			variance = ""
		}
	}
	return out
}

// comma returns the index of the first `,` at depth 0 between tokens a
// and b, counting `<` and `>` as brackets (a type's commas), or b.
func (s *scanner) comma(a, b int) int {
	depth := 0
	for j := a; j < b; j++ {
		if s.toks[j].Kind != TokPunct {
			continue
		}
		switch s.src[s.toks[j].Start] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}':
			depth--
		case '>':
			if !s.arrow(j - 1) {
				depth--
			}
		case ',':
			if depth <= 0 {
				return j
			}
		}
	}
	return b
}

// params reads the parameters between tokens a and b.
func (s *scanner) params(a, b int) ([]Param, []paramSpan) {
	var out []Param
	var spans []paramSpan
	for a < b {
		end := s.comma(a, b)
		p, sp, ok := s.param(a, end)
		if ok {
			out = append(out, p)
			spans = append(spans, sp)
		}
		a = end + 1
	}
	return out, spans
}

var paramModifiers = map[string]bool{"this": true, "ref": true, "out": true, "in": true, "params": true, "scoped": true, "readonly": true}

func (s *scanner) param(a, b int) (Param, paramSpan, bool) {
	var p Param
	if a >= b {
		return p, paramSpan{}, false
	}
	sp := paramSpan{full: s.spanOf(s.toks[a].Start, s.toks[b-1].End)}
	for a < b && s.is(a, '[') {
		if j := s.closing(a, len(s.toks)); j > a && j < b {
			p.Attributes = append(p.Attributes, s.attributeList(a+1, j)...)
			a = j + 1
			continue
		}
		break
	}
	for a < b && s.ident(a) && paramModifiers[s.text(a)] && a+1 < b {
		p.Modifier = strings.TrimSpace(p.Modifier + " " + s.text(a))
		a++
	}
	end := b
	if eq := s.until(a, "="); eq < b {
		end = eq
		p.Default = truncate(normExpr(s.textRange(eq+1, b)), maxValueLen)
	}
	if end <= a {
		return p, sp, false
	}
	if end-a == 1 || !s.ident(end-1) {
		p.Type = normType(s.textRange(a, end))
		return p, sp, true
	}
	p.Name = identText(s.src[s.toks[end-1].Start:s.toks[end-1].End])
	p.Type = normType(s.textRange(a, end-1))
	sp.name = s.spanOf(s.toks[end-1].Start, s.toks[end-1].End)
	return p, sp, true
}

// exprEnd returns the index of the `;` that ends an expression starting at
// i, or of where the expression must have ended: an unmatched closing
// bracket, or an access modifier outside brackets (the next member).
func (s *scanner) exprEnd(i int) int {
	depth := 0
	for j := i; j < len(s.toks); j++ {
		t := s.toks[j]
		if t.Kind == TokIdent {
			if depth == 0 && ModifierFromString(s.text(j))&AccessMask != 0 && s.text(j) != "file" {
				return j
			}
			continue
		}
		if t.Kind != TokPunct {
			continue
		}
		switch s.src[t.Start] {
		case ';':
			if depth == 0 {
				return j
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth < 0 {
				return j
			}
		}
	}
	return len(s.toks)
}

// signatureEnd skips a constructor initializer or constraints after a
// parameter list and returns the index of the `{`, `=>` or `;` that ends the
// signature (or of a `}` when the code is broken).
func (s *scanner) signatureEnd(i int, d *Decl) int {
	j := s.until(i, "{;>}")
	for k := i; k < j; k++ {
		if s.text(k) == "where" && s.ident(k+1) && s.is(k+2, ':') {
			end := k + 3
			for end < j && s.text(end) != "where" {
				end++
			}
			c := Constraint{Param: s.text(k + 1)}
			for a := k + 3; a < end; {
				e := s.comma(a, end)
				if e > a {
					c.Items = append(c.Items, normType(s.textRange(a, e)))
				}
				a = e + 1
			}
			d.Constraints = append(d.Constraints, c)
			k = end - 1
		}
	}
	return j
}

// body reads what follows a signature at index j: a block, an expression
// body or `;`. It returns where scanning goes on.
func (s *scanner) body(j int, d *Decl, open byte) int {
	switch {
	case s.is(j, '{'):
		d.HasBody = true
		s.add(*d)
		s.push(open)
		s.reset(s.toks[j].End)
		return j + 1
	case s.arrow(j):
		d.HasBody = true
		s.add(*d)
		end := s.exprEnd(j + 2)
		if !s.is(end, ';') {
			s.reset(s.toks[end-1].End)
			return end
		}
		s.reset(s.toks[end].End)
		return end + 1
	case s.is(j, ';'):
		s.add(*d)
		s.reset(s.toks[j].End)
		return j + 1
	}
	s.add(*d) // broken: the signature runs into something else
	if j < len(s.toks) {
		s.reset(s.toks[j].Start)
	}
	return j
}

// method reads a member with a parameter list at `(`: a method,
// constructor, destructor, operator, conversion or delegate.
func (s *scanner) method(i int) int {
	h, ok := s.header()
	if !ok || !s.inType() && !h.delegate || s.text(h.name) == "this" {
		return s.skipStatement(i)
	}
	// The parameter list ends at its `)`, or, when that is missing, where a
	// body or the next member starts.
	close := s.until(i+1, "){};")
	params, _ := s.params(i+1, close)
	kind := KindMethod
	typeName := ""
	if s.top().decl >= 0 {
		typeName = s.x.file.Decls[s.top().decl].Name
	}
	switch {
	case h.delegate:
		kind = KindDelegate
	case h.conversion != "":
		kind = KindConversion
	case h.operator != "":
		kind = KindOperator
	case h.destructor:
		kind = KindDestructor
	case h.typ[1] <= h.typ[0]:
		if s.text(h.name) == "extension" && s.text(h.name) != typeName && h.mods == 0 {
			return s.extension(&h, i, close)
		}
		if s.text(h.name) != typeName {
			return s.skipStatement(i) // `Name(` is a call, not a declaration
		}
		kind = KindConstructor
	}
	d := s.decl(kind, &h, close)
	d.Params = params
	switch kind {
	case KindDestructor:
		d.Name = "~" + d.Name
	case KindOperator:
		d.Operator = h.operator
		d.Name = operatorName(h.operator, len(params))
		if h.opAt >= 0 { // the name spans `operator +`
			d.NameSpan.Start = s.spanOf(s.toks[h.opAt].Start, s.toks[h.opAt].End).Start
			d.NameSpan.End = s.spanOf(s.toks[h.opEnd].Start, s.toks[h.opEnd].End).End
		}
	case KindConversion:
		d.Operator = h.conversion
		d.Name = conversionName(h.conversion)
	}
	j := close
	if s.is(j, ')') {
		j++
	}
	j = s.signatureEnd(j, &d)
	return s.body(j, &d, 'b')
}

// extension reads the header of an extension block, `extension<T>(R r)
// where ... {`, whose `(` is at i and `)` at close, and opens its body.
func (s *scanner) extension(h *header, i, close int) int {
	ext := &Extension{}
	if params, _ := s.params(i+1, close); len(params) > 0 {
		ext.Receiver = params[0]
	}
	if h.tparams[1] > h.tparams[0] {
		ext.TypeParams = s.typeParams(h.tparams[0], h.tparams[1])
	}
	var d Decl
	j := s.signatureEnd(close+1, &d)
	ext.Constraints = d.Constraints
	if !s.is(j, '{') {
		return s.skipStatement(i)
	}
	s.scopes = append(s.scopes, scope{kind: 't', decl: s.top().decl, ext: ext})
	s.reset(s.toks[j].End)
	return j + 1
}

// indexer reads `Type this[...]` at its `[`.
func (s *scanner) indexer(i int) int {
	h, ok := s.header()
	close := s.closing(i, len(s.toks))
	if !ok || close < 0 || !s.inType() {
		return s.skipStatement(i)
	}
	d := s.decl(KindIndexer, &h, close)
	d.Name = "this[]"
	d.Params, _ = s.params(i+1, close)
	j := close + 1
	if s.is(j, '{') {
		s.add(d)
		s.push('a')
		s.reset(s.toks[j].End)
		return j + 1
	}
	return s.body(j, &d, 'b')
}

// block reads a `{` after a header: a property's or an event's accessors.
func (s *scanner) block(i int) int {
	if h, ok := s.header(); ok && s.inType() && h.typ[1] > h.typ[0] && h.tparams[1] <= h.tparams[0] && h.operator == "" && h.conversion == "" && s.text(h.name) != "this" {
		kind := KindProperty
		if h.event {
			kind = KindEvent
		}
		s.add(s.decl(kind, &h, i-1))
	}
	s.push('a')
	s.reset(s.toks[i].End)
	return i + 1
}

// expressionBodied reads `Type Name => ...;`, a read-only property.
func (s *scanner) expressionBodied(i int) int {
	if h, ok := s.header(); ok && s.inType() && h.typ[1] > h.typ[0] && h.operator == "" && h.conversion == "" && s.text(h.name) != "this" {
		d := s.decl(KindProperty, &h, i-1)
		return s.body(i, &d, 'b')
	}
	return s.skipStatement(i)
}

// field reads the declarators of a field, a constant or a field-like event
// at the `=`, `,` or `;` after the first name.
func (s *scanner) field(i int) int {
	h, ok := s.header()
	if !ok || !s.inType() || h.typ[1] <= h.typ[0] || h.operator != "" || h.conversion != "" || h.tparams[1] > h.tparams[0] || s.text(h.name) == "this" {
		return s.skipStatement(i)
	}
	kind := KindField
	switch {
	case h.event:
		kind = KindEvent
	case h.mods&ModConst != 0:
		kind = KindConstant
	}
	base := s.decl(kind, &h, i-1)
	d := base
	j := i
	for {
		if s.is(j, '=') {
			end := min(s.until(j+1, ",;}"), s.exprEnd(j+1))
			// A comma in the value may be a type argument's: `new D<K, V>()`.
			for s.is(end, ',') && (s.genericOpen(j+1, end) || !(s.ident(end+1) && (s.is(end+2, '=') || s.is(end+2, ',') || s.is(end+2, ';')))) {
				end = min(s.until(end+1, ",;}"), s.exprEnd(end+1))
			}
			d.Value = truncate(normExpr(s.textRange(j+1, end)), maxValueLen)
			j = end
		}
		s.add(d)
		if !s.is(j, ',') || !s.ident(j+1) {
			break
		}
		t := s.toks[j+1]
		d = base
		d.Name = identText(s.src[t.Start:t.End])
		d.NameSpan = s.spanOf(t.Start, t.End)
		j += 2
	}
	if s.is(j, ';') {
		s.reset(s.toks[j].End)
		return j + 1
	}
	if j < len(s.toks) {
		s.reset(s.toks[j].Start)
	}
	return j
}

// skipStatement skips what is not a declaration, up to its `;` or to the
// `{` or `}` that ends it.
func (s *scanner) skipStatement(i int) int {
	j := s.until(i, ";{}")
	if s.is(j, ';') {
		s.reset(s.toks[j].End)
		return j + 1
	}
	s.reset(s.toks[min(j, len(s.toks)-1)].Start)
	return j
}

// typeHeader reads a namespace or type declaration's header from its
// keyword at i, and opens its body. It returns i when i is not one.
func (s *scanner) typeHeader(i int) int {
	kw := s.text(i)
	kind := typeKeywords[kw]
	j := i + 1
	if kw == "record" && (s.text(j) == "struct" || s.text(j) == "class") {
		if s.text(j) == "struct" {
			kind = KindRecordStruct
		}
		j++
	}
	if !s.ident(j) || s.top().kind != 'n' && s.top().kind != 't' || kind == KindNamespace && s.top().kind != 'n' {
		return i
	}
	for _, ti := range s.hdr { // only modifiers may come before the keyword
		if s.toks[ti].Kind != TokIdent || ModifierFromString(s.text(ti)) == 0 {
			return i
		}
	}
	h := header{name: j}
	nameEnd := j
	if kind == KindNamespace {
		for s.is(nameEnd+1, '.') && s.ident(nameEnd+2) {
			nameEnd += 2
		}
	}
	for _, ti := range s.hdr {
		h.mods |= ModifierFromString(s.text(ti))
	}
	d := s.decl(kind, &h, nameEnd)
	if kind == KindNamespace {
		d.Name = normType(s.textRange(j, nameEnd+1))
		d.NameSpan = s.spanOf(s.toks[j].Start, s.toks[nameEnd].End)
		if nameEnd > j {
			for k := j; k <= nameEnd; k += 2 {
				d.Segments = append(d.Segments, s.spanOf(s.toks[k].Start, s.toks[k].End))
			}
		}
	}
	j = nameEnd + 1
	if s.is(j, '<') {
		if end := s.angle(j); end > j {
			d.TypeParams = s.typeParams(j+1, end)
			j = end + 1
		}
	}
	var primary []Param
	var spans []paramSpan
	var primarySpan Span
	if s.is(j, '(') && kind != KindNamespace {
		if close := s.closing(j, len(s.toks)); close > j {
			primary, spans = s.params(j+1, close)
			if primary == nil {
				primary = []Param{}
			}
			primarySpan = s.spanOf(s.toks[j].Start, s.toks[close].End)
			j = close + 1
		}
	}
	end := s.until(j, "{;}")
	if s.is(j, ':') {
		stop := end
		for k := j + 1; k < end; k++ {
			if s.text(k) == "where" && s.ident(k+1) && s.is(k+2, ':') {
				stop = k
				break
			}
		}
		for a := j + 1; a < stop; {
			e := s.comma(a, stop)
			b := e
			if s.is(e-1, ')') { // a base with a primary constructor's arguments
				for k := a; k < e; k++ {
					if s.is(k, '(') {
						b = k
						break
					}
				}
			}
			if b > a {
				d.Bases = append(d.Bases, normType(s.textRange(a, b)))
			}
			a = e + 1
		}
		j = stop
	}
	s.signatureEnd(j, &d)
	idx := s.add(d)
	if primary != nil && idx >= 0 {
		s.x.synthesize(idx, primary, spans, primarySpan)
	}
	switch {
	case s.is(end, '{'):
		open := byte('t')
		switch kind {
		case KindNamespace:
			open = 'n'
		case KindEnum:
			open, s.enumAt = 'e', true
		}
		s.scopes = append(s.scopes, scope{kind: open, decl: idx})
		if idx < 0 { // the member being rescanned cannot be a type: keep the braces
			s.top().kind = 'a'
		}
		s.reset(s.toks[end].End)
		return end + 1
	case s.is(end, ';'):
		if kind == KindNamespace && idx >= 0 {
			s.x.file.Decls[idx].FileScoped = true
			s.scopes = append(s.scopes, scope{kind: 'n', decl: idx, fileScoped: true})
		}
		s.reset(s.toks[end].End)
		return end + 1
	}
	s.reset(s.toks[min(end, len(s.toks)-1)].Start)
	return end
}

// gapDoc returns the summary of the doc comment between the last statement
// and a declaration starting at offset at, with Roslyn's rule (see docSummary).
func (s *scanner) gapDoc(at int) string {
	if at <= s.prevEnd || at > len(s.src) {
		return ""
	}
	// Split the trivia into comments and directives.
	gap := s.src[s.prevEnd:at]
	var trivia [][]byte
	for i := 0; i < len(gap); {
		switch {
		case gap[i] == '/' && i+1 < len(gap) && gap[i+1] == '*':
			end := bytes.Index(gap[i+2:], []byte("*/"))
			if end < 0 {
				return ""
			}
			trivia = append(trivia, gap[i:i+2+end+2])
			i += end + 4
		case gap[i] == '/' || gap[i] == '#':
			end := bytes.IndexByte(gap[i:], '\n')
			if end < 0 {
				end = len(gap) - i
			}
			trivia = append(trivia, bytes.TrimRight(gap[i:i+end], " \t\r"))
			i += end
		default:
			i++
		}
	}
	return docFromTrivia(trivia)
}
