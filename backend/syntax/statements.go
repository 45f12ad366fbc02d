package syntax

import (
	"slices"
	"sort"
)

// LeavableStatements lists the statements in the member written at
// src[start:end] that resolving the names at the offsets in keep cannot
// need, so that a parse may leave them out: those that hold none of the
// offsets and declare no name that the statements kept write, and the
// member's attribute sections that hold none. The spans are sorted and do
// not overlap.
//
// It works on tokens, so it splits only where the split is certain: after a
// `;`, or after the block that ends an if, for, foreach, while, using, lock,
// fixed, switch, try, checked, unchecked or unsafe statement (or a bare
// block). It looks inside those blocks and inside lambdas' blocks for more.
// Where it cannot tell, statements stay together, which costs parse time and
// nothing else. In a lambda it keeps what may decide the lambda's type, and
// so which overload takes it: statements that return, break (out of a
// while (true) that may end it), write one of its parameters, or end it. A member with preprocessor lines is not split,
// since a directive may cut a statement in two.
func LeavableStatements(src []byte, start, end int, keep []int) [][2]int {
	if start < 0 || end > len(src) || start >= end || hasDirective(src[start:end]) {
		return nil
	}
	s := &stmtScanner{tokenList: tokenList{src: src}}
	lx := NewLexer(src[:end])
	lx.pos = start
	for {
		t, ok := lx.Next()
		if !ok {
			break
		}
		if t.Kind != TokString {
			s.toks = append(s.toks, t)
			s.texts = append(s.texts, string(src[t.Start:t.End]))
		}
	}
	out := s.attributes(keep)
	s.body()
	if len(s.units) == 0 {
		return out
	}
	s.keep(keep)
	for _, u := range s.units {
		if !u.kept && (u.parent < 0 || s.units[u.parent].kept) {
			out = append(out, [2]int{s.toks[u.from].Start, s.toks[u.to-1].End})
		}
	}
	return out
}

// attributes lists the member's attribute sections that hold none of the
// offsets in keep: nothing in a body needs them.
func (s *stmtScanner) attributes(keep []int) [][2]int {
	var out [][2]int
	for i := 0; s.is(i, '['); i++ {
		j := s.closing(i, len(s.toks))
		if j < 0 {
			break
		}
		from, to := s.toks[i].Start, s.toks[j].End
		if k := sort.SearchInts(keep, from); k == len(keep) || keep[k] >= to {
			out = append(out, [2]int{from, to})
		}
		i = j
	}
	return out
}

// hasDirective reports whether a line of text starts with '#'.
func hasDirective(text []byte) bool {
	lineStart := true
	for _, c := range text {
		switch {
		case c == '\n':
			lineStart = true
		case c == ' ' || c == '\t' || c == '\r':
		case c == '#' && lineStart:
			return true
		default:
			lineStart = false
		}
	}
	return false
}

// stmtScanner splits a member's body into statements (units), nested in
// the statements whose blocks hold them.
type stmtScanner struct {
	tokenList
	texts []string // each token's text, made once: the keep loop reads them again and again
	units []stmtUnit
}

// text is token i's text, or "" when there is none.
func (s *stmtScanner) text(i int) string {
	if i < 0 || i >= len(s.texts) {
		return ""
	}
	return s.texts[i]
}

// stmtUnit is one statement (or several the scanner could not tell apart):
// tokens [from, to).
type stmtUnit struct {
	from, to int
	parent   int  // the unit whose block holds this one, or -1
	kept     bool // needed
	// pinned is kept whenever the unit around it is: a statement that may
	// decide the type of the lambda it is in.
	pinned bool
	// section is a switch section: the locals its statements declare are
	// in scope in the whole switch block.
	section bool
}

// body finds the member's statements: those of its block body or of its
// accessors' block bodies, or its expression body or initializer as one.
func (s *stmtScanner) body() {
	for i := 0; i < len(s.toks); i++ {
		switch {
		case s.is(i, '(') || s.is(i, '['):
			if i = s.closing(i, len(s.toks)); i < 0 {
				return
			}
		case s.is(i, ';'):
			return
		case s.isArrow(i) || s.is(i, '=') && !s.is(i+1, '>'):
			s.expression(i + 1)
			return
		case s.is(i, '{'):
			if s.accessorList(i + 1) {
				s.accessors(i)
			} else {
				s.block(i, -1, nil)
			}
			return
		}
	}
}

// expression reads the expression body or initializer starting at token
// i, up to its semicolon, as a unit that stays (it cannot be left out, but
// the blocks of its lambdas may be split). It returns the index after it.
func (s *stmtScanner) expression(i int) int {
	u := len(s.units)
	end := s.statement(i, -1, nil)
	if end >= 0 {
		s.units[u].kept = true
	}
	return end
}

// isArrow reports whether tokens i-1 and i are the two characters of =>.
func (s *stmtScanner) isArrow(i int) bool {
	return s.is(i, '>') && s.is(i-1, '=') && s.toks[i-1].End == s.toks[i].Start
}

// accessorList reports whether the tokens from i begin an accessor list:
// optional attributes and modifiers, then get, set, init, add or remove
// followed by ;, { or =>.
func (s *stmtScanner) accessorList(i int) bool {
	for i < len(s.toks) {
		if s.is(i, '[') {
			if i = s.closing(i, len(s.toks)); i < 0 {
				return false
			}
			i++
			continue
		}
		switch s.text(i) {
		case "private", "protected", "internal", "public", "readonly":
			i++
			continue
		case "get", "set", "init", "add", "remove":
			return s.is(i+1, ';') || s.is(i+1, '{') || s.isArrow(i+2)
		}
		return false
	}
	return false
}

// accessors reads the block and expression bodies of the accessors in the
// list opening at token i.
func (s *stmtScanner) accessors(i int) {
	end := s.closing(i, len(s.toks))
	if end < 0 {
		return
	}
	for j := i + 1; j < end && j >= 0; j++ {
		switch {
		case s.is(j, '{'):
			j = s.block(j, -1, nil)
		case s.isArrow(j):
			j = s.expression(j+1) - 1
		case s.is(j, '(') || s.is(j, '['):
			j = s.closing(j, len(s.toks))
		}
	}
}

// block reads the statements of the block opening at token i as units
// under parent; lambda holds the parameter names of the lambdas around
// the block (nil outside lambdas). It returns the index of the closing
// '}', or -1 when the block is not closed (then no statement of it may be
// left out).
func (s *stmtScanner) block(i, parent int, lambda []string) int {
	first := len(s.units)
	j := i + 1
	for j < len(s.toks) && !s.is(j, '}') {
		if j = s.statement(j, parent, lambda); j < 0 {
			break
		}
	}
	if j < 0 || j >= len(s.toks) {
		s.units = s.units[:first]
		return -1
	}
	return j
}

// lambdaBlock reads the block body of a lambda (or anonymous method)
// opening at token i, pinning the statements that may decide the lambda's
// type.
func (s *stmtScanner) lambdaBlock(i, parent int, lambda []string) int {
	lambda = append(slices.Clip(lambda), s.lambdaParameters(i)...)
	first := len(s.units)
	end := s.block(i, parent, lambda)
	last := -1
	for u := first; u < len(s.units); u++ {
		unit := &s.units[u]
		if unit.parent == parent {
			last = u
		}
		for k := unit.from; k < unit.to && !unit.pinned; k++ {
			unit.pinned = s.toks[k].Kind == TokIdent && (s.text(k) == "return" || s.text(k) == "break" || slices.Contains(lambda, s.text(k)))
		}
	}
	if last >= 0 {
		s.units[last].pinned = true // it may throw, which a Func allows
	}
	return end
}

// lambdaParameters lists the names of the parameters of the lambda whose
// block opens at token i: x => {, (a, b) => {, (int a, T b) => {,
// delegate (int a) {.
func (s *stmtScanner) lambdaParameters(i int) []string {
	last := i - 1
	if s.isArrow(last) {
		last -= 2
	}
	if last < 0 {
		return nil
	}
	if !s.is(last, ')') {
		if s.toks[last].Kind == TokIdent && s.text(last) != "delegate" {
			return []string{s.text(last)}
		}
		return nil
	}
	var names []string
	for k := s.opening(last) + 1; k < last; k++ {
		if s.toks[k].Kind == TokIdent && (s.is(k+1, ',') || s.is(k+1, ')')) {
			names = append(names, s.text(k))
		}
	}
	return names
}

// opensLambda reports whether the '{' at token i opens the block of a
// lambda or an anonymous method.
func (s *stmtScanner) opensLambda(i int) bool {
	if s.isArrow(i-1) || s.text(i-1) == "delegate" {
		return true
	}
	return s.is(i-1, ')') && s.text(s.opening(i-1)-1) == "delegate"
}

// statementKeywords are those whose statement ends with a block when it
// has one, not with a semicolon.
var statementKeywords = []string{"if", "for", "foreach", "while", "using", "lock", "fixed", "switch", "try", "checked", "unchecked", "unsafe"}

// statement reads the statement starting at token i as a unit under
// parent and returns the index of the token after it, or -1 when the
// text ends first.
func (s *stmtScanner) statement(i, parent int, lambda []string) int {
	u := len(s.units)
	s.units = append(s.units, stmtUnit{from: i, parent: parent})
	endsWithBlock := s.is(i, '{') || slices.Contains(statementKeywords, s.text(i)) && (s.is(i+1, '(') || s.is(i+1, '{'))
	isDo := s.text(i) == "do"
	end := func(j int) int {
		s.units[u].to = j
		return j
	}
	fail := func() int {
		s.units = s.units[:u] // with the units inside it
		return -1
	}
	depth := 0 // brackets open in the statement, but for statement blocks
	for j := i; j < len(s.toks); j++ {
		if s.toks[j].Kind != TokPunct {
			continue
		}
		switch s.src[s.toks[j].Start] {
		case '(', '[':
			depth++
		case ')', ']':
			if depth--; depth < 0 {
				return fail()
			}
		case '{':
			if s.opensLambda(j) {
				if j = s.lambdaBlock(j, u, lambda); j < 0 {
					return fail()
				}
				continue
			}
			statements, nested, sections := false, false, false
			if depth == 0 {
				statements, nested, sections = s.blockKind(i, j)
			}
			switch {
			case sections:
				j = s.switchBlock(j, u, lambda)
			case nested:
				j = s.block(j, u, lambda)
			case statements:
				j = s.closing(j, len(s.toks))
			default:
				depth++
				continue
			}
			if j < 0 {
				return fail()
			}
			if statements && endsWithBlock && !s.continues(j+1, isDo) {
				return end(j + 1)
			}
		case '}':
			if depth > 0 {
				depth--
				continue
			}
			// The enclosing block ends: a statement without its semicolon.
			if j == i {
				s.units = s.units[:u]
				return j
			}
			return end(j)
		case ';':
			if depth == 0 && !s.continues(j+1, isDo) {
				return end(j + 1)
			}
		}
	}
	return fail()
}

// continues reports whether the statement goes on at token i: with else,
// catch or finally, or with the while of a do.
func (s *stmtScanner) continues(i int, isDo bool) bool {
	switch s.text(i) {
	case "else", "catch", "finally":
		return true
	case "while":
		return isDo
	}
	return false
}

// blockKind says what the '{' at token j of the statement starting at i
// opens: a block of statements that ends its statement, and whether the
// statements in it can be split, or the sections of a switch.
func (s *stmtScanner) blockKind(i, j int) (statements, nested, sections bool) {
	if j == i {
		return true, true, false
	}
	switch s.text(j - 1) {
	case "else", "try", "finally", "do", "checked", "unchecked", "unsafe", "catch":
		return true, true, false
	}
	if !s.is(j-1, ')') {
		return false, false, false
	}
	open := s.opening(j - 1)
	switch s.text(open - 1) {
	case "if", "for", "foreach", "while", "using", "lock", "fixed", "catch", "when":
		return true, true, false
	case "switch":
		return true, false, true
	}
	return false, false, false
}

// switchBlock reads the sections of the switch block opening at token i,
// each a unit under parent (its labels and its statements) with its
// statements as units under it. It returns the index of the closing '}',
// or -1 when the block is not read to its end (then no section of it may
// be left out).
func (s *stmtScanner) switchBlock(i, parent int, lambda []string) int {
	first := len(s.units)
	j := i + 1
	for j >= 0 && j < len(s.toks) && !s.is(j, '}') {
		if !s.isLabel(j) {
			j = -1
			break
		}
		u := len(s.units)
		s.units = append(s.units, stmtUnit{from: j, parent: parent, section: true})
		for j >= 0 && j < len(s.toks) && s.isLabel(j) {
			j = s.afterLabel(j)
		}
		for j >= 0 && j < len(s.toks) && !s.is(j, '}') && !s.isLabel(j) {
			j = s.statement(j, u, lambda)
		}
		if j >= 0 {
			s.units[u].to = j
		}
	}
	if j < 0 || j >= len(s.toks) {
		s.units = s.units[:first]
		return -1
	}
	return j
}

// isLabel reports whether token i starts a switch label: case ..., or
// default followed by a colon.
func (s *stmtScanner) isLabel(i int) bool {
	return s.text(i) == "case" || s.text(i) == "default" && s.is(i+1, ':')
}

// afterLabel returns the index after the colon that ends the switch label
// starting at token i, or -1. A colon of a conditional in a when clause
// (case int n when n > 0 ? a : b:) or inside brackets (a property pattern)
// does not end it.
func (s *stmtScanner) afterLabel(i int) int {
	depth, conditionals := 0, 0
	for j := i + 1; j < len(s.toks); j++ {
		if s.toks[j].Kind != TokPunct {
			continue
		}
		switch s.src[s.toks[j].Start] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth < 0 {
				return -1
			}
		case ';':
			return -1
		case '?':
			if next := s.text(j + 1); depth == 0 && next != "." && next != "[" && next != "?" && !s.is(j-1, '?') { // not ?. ?[ ??
				conditionals++
			}
		case ':':
			if depth > 0 {
				continue
			}
			if conditionals > 0 {
				conditionals--
				continue
			}
			return j + 1
		}
	}
	return -1
}

// keep marks the units that hold an offset of keep, then, until nothing
// changes, those that may declare a name the kept code writes, those
// pinned in a kept one, and the units around each kept one.
func (s *stmtScanner) keep(offsets []int) {
	for u := range s.units {
		from, to := s.toks[s.units[u].from].Start, s.toks[s.units[u].to-1].End
		for _, off := range offsets {
			if off >= from && off < to {
				s.units[u].kept = true
				break
			}
		}
	}
	for {
		written := s.keptNames()
		changed := false
		for u := range s.units {
			unit := &s.units[u]
			if !unit.kept && (unit.pinned && s.units[unit.parent].kept || s.declaresAny(u, written)) {
				unit.kept = true
				changed = true
			}
		}
		for u := range s.units {
			if s.units[u].kept && s.units[u].parent >= 0 && !s.units[s.units[u].parent].kept {
				// Parents come before their children: mark up the chain.
				for p := s.units[u].parent; p >= 0 && !s.units[p].kept; p = s.units[p].parent {
					s.units[p].kept = true
				}
				changed = true
			}
		}
		if !changed {
			return
		}
	}
}

// keptNames are the identifiers written outside the units not kept, each
// with the tokens that write it.
func (s *stmtScanner) keptNames() map[string][]int {
	left := make([]bool, len(s.toks))
	for _, u := range s.units {
		if !u.kept {
			for i := u.from; i < u.to; i++ {
				left[i] = true
			}
		}
	}
	out := map[string][]int{}
	for i, t := range s.toks {
		if !left[i] && t.Kind == TokIdent {
			out[s.text(i)] = append(out[s.text(i)], i)
		}
	}
	return out
}

// scope is the span of tokens where a local that unit u declares may be
// used: the unit whose block holds u (the whole switch statement for a
// statement of a switch section), or the whole member.
func (s *stmtScanner) scope(u int) (from, to int) {
	p := s.units[u].parent
	if p >= 0 && s.units[p].section {
		p = s.units[p].parent
	}
	if p < 0 {
		return 0, len(s.toks)
	}
	return s.units[p].from, s.units[p].to
}

// declaresAny reports whether unit u may declare one of the names where
// kept code writes it: it writes one where C# declares names, after a
// type (an identifier or type keyword, >, ], ?, ), } or *) or after a
// comma outside brackets (the next variable of a declaration), or anywhere
// in a unit that deconstructs into new variables (var (a, b) = ...); and
// the name is written in the declaration's scope.
func (s *stmtScanner) declaresAny(u int, names map[string][]int) bool {
	unit := s.units[u]
	deconstructs := false
	for i := unit.from; i+1 < unit.to; i++ {
		if s.text(i) == "var" && s.is(i+1, '(') {
			deconstructs = true
		}
	}
	depth := 0 // brackets open before token i
	for i := unit.from + 1; i < unit.to; i++ {
		switch {
		case s.is(i-1, '(') || s.is(i-1, '[') || s.is(i-1, '{'):
			depth++
		case s.is(i-1, ')') || s.is(i-1, ']') || s.is(i-1, '}'):
			depth--
		}
		if s.toks[i].Kind != TokIdent || notBeforeNames[s.text(i)] && !contextual[s.text(i)] {
			continue
		}
		from, to := s.scope(u)
		if !slices.ContainsFunc(names[s.text(i)], func(k int) bool { return k >= from && k < to }) {
			continue
		}
		prev := s.toks[i-1]
		if deconstructs || prev.Kind == TokIdent && !notBeforeNames[s.text(i-1)] {
			return true
		}
		if prev.Kind == TokPunct && !s.isArrow(i-1) { // x => x.Id declares nothing
			switch s.src[prev.Start] {
			case '>', ']', '?', ')', '}', '*':
				return true
			case ',':
				if depth == 0 {
					return true // T a = x, b = y;
				}
			}
		}
	}
	return false
}

// notBeforeNames are the keywords that no declared name follows (and, but
// for the contextual ones, no names themselves): `return x`, `do Work()`,
// `new T`, `await f`.
var notBeforeNames = map[string]bool{
	"return": true, "do": true, "else": true, "new": true, "throw": true, "await": true, "in": true,
	"is": true, "as": true, "typeof": true, "case": true, "goto": true, "yield": true, "using": true,
	"when": true, "nameof": true, "sizeof": true, "default": true, "checked": true, "unchecked": true,
	"stackalloc": true, "null": true, "true": true, "false": true, "this": true, "base": true, "if": true,
	"while": true, "for": true, "foreach": true, "switch": true, "lock": true, "try": true, "catch": true,
	"finally": true, "break": true, "continue": true, "select": true, "where": true, "orderby": true,
	"group": true, "by": true, "on": true, "equals": true,
}

// contextual are the words of notBeforeNames that are keywords only in
// some places, and names elsewhere (`Shape? when = ...`).
var contextual = map[string]bool{
	"await": true, "yield": true, "when": true, "nameof": true, "select": true, "where": true,
	"orderby": true, "group": true, "by": true, "on": true, "equals": true,
}
