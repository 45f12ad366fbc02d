package syntax

import (
	"bytes"
	"iter"
	"strings"

	"github.com/glider-dev/glider/backend/syntax/preproc"
)

// disarmer works around the places where tree-sitter-c-sharp v0.23.5 fails
// on valid C#, where one misread token can turn a whole class into an ERROR
// node. It hands the parser a copy of the source in which such tokens are
// replaced by text of the same length that the grammar reads the intended
// way: offsets, lines and columns do not move, and names, types and values
// are always read from the original text. The constructs:
//
//   - `#:` directives of file-based programs (`#:package X@1.0`) at the top
//     of the file become blank lines;
//   - the backslashes of `#line` and `#pragma checksum` file names
//     (`"..\Pages\Index.cshtml"`, read as bad escapes) become slashes;
//   - `async`, `partial` or `required` used as a name, `Run(async)` or
//     `required.Add(x)` (the grammar reads them only as modifiers), start
//     with `_` instead;
//   - `ref partial struct` loses `ref` (the extractor reads it back);
//   - an empty interpolated string, `$""`, loses its `$`;
//   - `_` as a query range variable, `from _ in xs`, becomes `v`;
//   - `""` escapes in a verbatim interpolated string ($@"{x}""" and
//     $@"""" fail) become spaces;
//   - `{{` escapes right before a hole, $"{{{x}}}" (all read as text),
//     become spaces;
//   - null-conditional assignment (C# 14), `a?.b = c` and `a?[i] += c`,
//     loses its `?`s;
//   - an attribute-target word used as a name in brackets, `F([property])`
//     or `new() { [type] = 1 }`, starts with `_` instead;
//   - a list pattern that is only a slice, `[..]`, becomes `[_ ]`; a slice
//     with a pattern, `[a, .. var rest]`, loses its `..`, or when it comes
//     first, `[.. var rest]`, becomes `[_, var rest]`;
//   - `allows ref struct` (C# 13) loses `allows`;
//   - a user-defined compound assignment operator (C# 14), `operator +=(`,
//     loses its `=` (the extractor reads it back);
//   - a lambda parameter with a modifier and no type (C# 14), `(ref e) =>`,
//     loses the modifier, and so does a first one of several written with
//     in or out and a type, `(in T x, int y) =>` (read as a tuple compared
//     with the body): the binder reads it back from the text;
//   - an extension block (C# 14), `extension<T>(R r) {`, reads
//     `class ext<T>(R r) {` (the extractor recognizes it by its text);
//   - a statement that assigns through an incremented pointer, `*p++ = v`,
//     reads `+p++ + v` (it broke the whole class);
//   - pointer indirection of what the grammar takes for no variable,
//     `*(int*)(p + 1)` or `*&x`, reads `+(int*)(p + 1)`: as the target of
//     an assignment it fails in that statement alone, where `*` broke the
//     whole class, so the assignment reads as a sum; so does one returned
//     by reference, `=> ref *(V*)p`;
//   - an assignment to a call's ref return, `Get(ref x) = v`, reads
//     `Get(ref x) + v`, and a compound one, `Get(ref x) += v`, reads
//     `Get(ref x) + v`;
//   - a tuple type with names as the last type argument of a call with
//     arguments or of a creation with an initializer,
//     `Get<(int Id, decimal Value)>("q")` or `new List<(string X, int Y)> { }`
//     (read as comparisons), and one that starts the type arguments of a
//     variable declared in a deconstruction or an out argument,
//     `(List<(int A, int B)> xs, int n) = Get()`, loses its names:
//     `(int   , decimal      )`, and those of the tuple types among its
//     elements, `Read<((string? X, int Y) A, int B)>(json, f)`. The tree
//     then lacks them; the type's text keeps them;
//   - the null-forgiving `!` after a generic call, `(Button)Find<Button>("x")!`
//     (read as comparisons when cast), becomes a space: it changes no type;
//   - a name in parentheses before an operator that can also be a prefix
//     one, `(n) - 1`, `(b) && (c)` or `(a) *(b)`, which the grammar reads as
//     a cast of `-1`, loses its parentheses: C# casts to a name only before
//     `~ ! (`, a name, a literal or a keyword (spec, cast expressions; (E)-1
//     is error CS0075).
//
// Declarations are read from the tree, and so are member bodies when a
// question needs them: a rewrite there changes what the tree says of the
// tokens it blanks.
type disarmer struct {
	tokenList        // toks is reused between files
	out       []byte // nil until the first change
}

// disarmTriggers are the strings without which no rewrite can apply: files
// that have none skip the lexing pass.
var disarmTriggers = [][]byte{
	[]byte("_ in"), []byte(`$@"`), []byte(`@$"`), []byte("?."), []byte("?["),
	[]byte("[property"), []byte("[type"), []byte("[field"), []byte("[method"), []byte("[param"),
	[]byte("[module"), []byte("[assembly"), []byte("[..]"), []byte("allows"), []byte("operator"),
	[]byte("extension"), []byte(`$""`), []byte("{{{"),
	[]byte(".. var"), []byte("..var"), []byte("*("), []byte("*&"), []byte(") ="), []byte(")="), []byte("<("),
	[]byte("++ ="), []byte("++="), []byte("-- ="), []byte("--="), []byte("++ +="), []byte("++ -="), []byte("++ |="),
	[]byte("++ &="), []byte("++ ^="), []byte("-- +="), []byte("-- -="), []byte(")!"), []byte(")>("),
}

// contextualWords are the modifiers ident rewrites when they are names.
var contextualWords = [][]byte{[]byte("async"), []byte("partial"), []byte("required")}

// mayBeName reports whether some occurrence of word could be one ident
// rewrites: followed by what follows a name, or `ref partial`. Most files
// use these words only as modifiers and skip the lexing pass.
func mayBeName(src, word []byte) bool {
	for i := 0; ; {
		j := bytes.Index(src[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		i = end
		if start > 0 && isIdentByte(src[start-1]) || end < len(src) && isIdentByte(src[end]) {
			continue
		}
		before := bytes.TrimRight(src[:start], " \t\r\n")
		if followsIdentifier(src, end) || bytes.HasSuffix(before, []byte("ref")) {
			return true
		}
	}
}

// apply returns the source to parse: src itself when nothing needs changing.
// The spans in skip (sorted) are left out of the parse, so they are not
// looked at.
func (d *disarmer) apply(src []byte, skip [][2]int) []byte {
	// C# ends a line at a lone '\r', tree-sitter does not: a // comment
	// before one would run into the next line's code, and rows would not be
	// C#'s lines (SharpVectors' ScriptObject.cs of mixed line ends).
	src = preproc.WithLineFeeds(src)
	need := false
	for _, t := range disarmTriggers {
		if bytes.Contains(src, t) {
			need = true
			break
		}
	}
	for _, w := range contextualWords {
		need = need || mayBeName(src, w)
	}
	need = need || modifiedLambda(src) || parenthesizedOperand(src)
	d.src, d.out, d.toks = src, nil, d.toks[:0]
	d.ignoredDirectives()
	d.directivePaths()
	if !need {
		return d.finish()
	}
	l := NewLexer(src)
	next := 0 // the first span of skip not behind the lexer
	for {
		tok, ok := l.Next()
		if !ok {
			break
		}
		for next < len(skip) && skip[next][1] <= tok.Start {
			next++
		}
		if next < len(skip) && tok.Start >= skip[next][0] {
			// Spans start and end between tokens, never inside a string.
			l.pos, l.holes = skip[next][1], l.holes[:0]
			continue
		}
		if tok.Kind == TokString {
			if l.escapedBraces > 0 {
				d.blank(tok.End-1-l.escapedBraces, l.escapedBraces)
			}
			switch {
			case l.verbatimInterp:
				d.verbatimQuotes(tok)
			case tok.End-tok.Start == 3 && string(src[tok.Start:tok.End]) == `$""`:
				d.set(tok.Start, " ")
			}
		}
		d.toks = append(d.toks, tok)
	}
	for i := range d.toks {
		switch d.toks[i].Kind {
		case TokIdent:
			d.ident(i)
		case TokPunct:
			d.punct(i)
		}
	}
	return d.finish()
}

func (d *disarmer) finish() []byte {
	src, out := d.src, d.out
	d.src, d.out = nil, nil
	if out == nil {
		return src
	}
	return out
}

// ignoredDirectives blanks the `#:` lines (C# 14 file-based programs) that
// precede the first token of the file; a `#!` line may start it.
func (d *disarmer) ignoredDirectives() {
	inComment := false
	for line, end := range indentedLines(d.src) {
		if inComment || bytes.HasPrefix(line, []byte("/*")) {
			// a delimited comment: skip it, if nothing follows it on its last line
			from := 0
			if !inComment {
				from = 2 // after the `/*`
			}
			close := bytes.Index(line[from:], []byte("*/"))
			if inComment = close < 0; !inComment && len(bytes.TrimSpace(line[from+close+2:])) > 0 {
				return
			}
			continue
		}
		switch {
		case bytes.HasPrefix(line, []byte("#:")):
			d.blank(end-len(line), len(bytes.TrimRight(line, "\r")))
		case len(bytes.TrimSpace(line)) == 0, bytes.HasPrefix(line, []byte("//")), bytes.HasPrefix(line, []byte("#")):
		default:
			return
		}
	}
}

// indentedLines yields each line of s without its indentation (and
// without its newline), with the offset where it ends.
func indentedLines(s []byte) iter.Seq2[[]byte, int] {
	return func(yield func([]byte, int) bool) {
		for i := 0; i < len(s); {
			end := bytes.IndexByte(s[i:], '\n')
			if end < 0 {
				end = len(s)
			} else {
				end += i
			}
			if !yield(bytes.TrimLeft(s[i:end], " \t"), end) {
				return
			}
			i = end + 1
		}
	}
}

// directivePaths turns the backslashes of `#line` and `#pragma checksum`
// lines into slashes: the grammar reads their file names as C# strings,
// and `"..\Pages\Index.cshtml"` (Razor's generated code) as broken escapes.
func (d *disarmer) directivePaths() {
	s := d.src
	if bytes.IndexByte(s, '\\') < 0 || !bytes.Contains(s, []byte("#line")) && !bytes.Contains(s, []byte("#pragma")) {
		return
	}
	for line, end := range indentedLines(s) {
		if bytes.HasPrefix(line, []byte("#line")) || bytes.HasPrefix(line, []byte("#pragma")) {
			for j := end - len(line); j < end; j++ {
				if s[j] == '\\' {
					d.set(j, "/")
				}
			}
		}
	}
}

func (d *disarmer) set(off int, s string) {
	if d.out == nil {
		d.out = bytes.Clone(d.src)
	}
	copy(d.out[off:], s)
}

// blank replaces n bytes from off with spaces.
func (d *disarmer) blank(off, n int) {
	d.set(off, strings.Repeat(" ", n))
}

// adjacent reports whether token i+1 starts where token i ends.
func (d *disarmer) adjacent(i int) bool {
	return i+1 < len(d.toks) && d.toks[i+1].Start == d.toks[i].End
}

var attributeTargets = map[string]bool{
	"property": true, "type": true, "field": true, "method": true, "param": true, "module": true, "assembly": true,
}

func (d *disarmer) ident(i int) {
	t := d.toks[i]
	switch name := d.text(i); name {
	case "async", "partial", "required":
		if followsIdentifier(d.src, t.End) {
			d.set(t.Start, "_")
		}
		if name == "partial" && d.text(i-1) == "ref" && d.text(i+1) == "struct" {
			d.set(d.toks[i-1].Start, "   ")
		}
	case "_":
		if prev := d.text(i - 1); (prev == "from" || prev == "join") && d.text(i+1) == "in" {
			d.set(t.Start, "v")
		}
	case "allows":
		if d.text(i+1) == "ref" && d.text(i+2) == "struct" {
			d.set(t.Start, "      ")
		}
	case "operator":
		d.compoundOperator(i)
	case "extension":
		d.extension(i)
	default:
		if attributeTargets[name] && d.is(i-1, '[') && !d.is(i+1, ':') {
			d.set(t.Start, "_")
		}
	}
}

func (d *disarmer) punct(i int) {
	switch {
	case d.is(i, ')') && d.is(i+1, '=') && d.is(i+2, '>') && d.adjacent(i+1):
		d.lambdaModifiers(i)
	case d.is(i, ')') && d.assignment(i+1) && d.callStatement(i):
		k := i + 1
		for !d.is(k, '=') {
			k++
		}
		if k == i+1 {
			d.set(d.toks[k].Start, "+")
		} else {
			d.set(d.toks[k].Start, " ") // M() += 2: the operator alone
		}
	case d.is(i, '*') && d.startsStatement(i) && i+3 < len(d.toks) && d.toks[i+1].Kind == TokIdent &&
		(d.is(i+2, '+') && d.is(i+3, '+') || d.is(i+2, '-') && d.is(i+3, '-')):
		d.set(d.toks[i].Start, "+") // *p++ = v, which broke the whole class, reads +p++ + v
		d.assignmentToSum(i)
	case d.is(i, '*') && d.derefRun(i) && d.startsOperand(i):
		// **(T**)p too (CsWinRT's (**(IVftbl**)ThisPtr).Get(ThisPtr, &x),
		// which broke the rest of the type): +!(T**)p, no ++.
		d.set(d.toks[i].Start, "+")
		for k := i + 1; d.is(k, '*'); k++ {
			d.set(d.toks[k].Start, "!")
		}
		if d.startsStatement(i) {
			d.assignmentToSum(i)
		}
	case d.is(i, '?') && d.adjacent(i) && (d.is(i+1, '.') || d.is(i+1, '[')) && !d.is(i-1, '?'):
		d.nullConditionalAssignment(i)
	case d.is(i, '<') && d.is(i+1, '('), d.is(i, ',') && d.is(i+1, '(') && d.inTypeArguments(i):
		d.tupleTypeArgument(i + 1)
	case d.is(i, '(') && d.is(i-1, '>') && d.andAfterName(i):
		// M<T>(o) && b, which the grammar reads as (M < T) > ((o) &&b), a
		// cast of &&b; as M<T>(o) || b it reads the call, the same tree
		// where no || is around (the operator's text stays &&: mvvm-helpers'
		// `Utils.IsOf<T>(o) && ok`).
		d.set(d.toks[d.nameInParentheses(i)+1].Start, "||")
	case d.is(i, '(') && d.parenthesizedName(i):
		d.set(d.toks[i].Start, " ")
		d.set(d.toks[d.nameInParentheses(i)].Start, " ")
	case d.is(i, '!') && d.is(i-1, ')') && d.adjacent(i-1) && !(d.is(i+1, '=') && d.adjacent(i)) && d.is(d.opening(i-1)-1, '>'):
		d.set(d.toks[i].Start, " ")
	case d.is(i, '[') && d.is(i+1, '.') && d.is(i+2, '.') && d.is(i+3, ']') && d.adjacent(i+1):
		d.set(d.toks[i+1].Start, "_ ")
	case d.is(i, '.') && d.is(i+1, '.') && d.adjacent(i) && d.text(i+2) == "var":
		switch {
		case d.is(i-1, ','):
			d.set(d.toks[i].Start, "  ")
		case d.is(i-1, '['):
			d.set(d.toks[i].Start, "_,") // `[_, var r]`: `[var r]` would read as an attribute
		}
	}
}

// parenthesizedOperand says whether src may hold a name in parentheses
// before an operator that can also be a prefix one, (n) - 1: files that
// hold none skip the lexing pass.
func parenthesizedOperand(src []byte) bool {
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], ')')
		if j < 0 {
			return false
		}
		closing := i + j
		i = closing + 1
		next := bytes.TrimLeft(src[i:], " \t")
		if len(next) == 0 || bytes.IndexByte([]byte("+-*&^"), next[0]) < 0 {
			continue
		}
		open := closing - 1
		for open >= 0 && (isIdentByte(src[open]) || src[open] == '.') {
			open--
		}
		if open >= 0 && open < closing-1 && src[open] == '(' {
			return true
		}
	}
}

// parenthesizedName says whether the `(` at token i starts an operand that
// is a name, or names joined by dots, in parentheses followed by an
// operator that can also be a prefix one: `(n) - 1` is a difference in C#,
// where the grammar reads a cast of `-1` (a keyword type, `(int) -1`, is a
// cast).
func (d *disarmer) parenthesizedName(i int) bool {
	k := d.nameInParentheses(i)
	if k < 0 {
		return false
	}
	if _, keyword := predefined[d.text(k-1)]; keyword && k == i+2 {
		return false
	}
	op := k + 1
	if op >= len(d.toks) || d.toks[op].Kind != TokPunct || bytes.IndexByte([]byte("+-*&^"), d.src[d.toks[op].Start]) < 0 {
		return false
	}
	// a * (b) - c, *(p) - 1, and the operand of a cast to a name: (T) (a) & m
	return d.is(i-1, '*') || d.startsOperand(i) || d.is(i-1, ')') && d.nameInParentheses(d.opening(i-1)) == i-1 && d.startsOperand(d.opening(i-1))
}

// andAfterName says whether the `(` at token i holds a name followed by
// && in an expression that holds no || and no && after it, whose
// precedence would tell && and || apart.
func (d *disarmer) andAfterName(i int) bool {
	k := d.nameInParentheses(i)
	if k < 0 || !d.is(k+1, '&') || !d.is(k+2, '&') || !d.adjacent(k+1) {
		return false
	}
	for _, way := range [][2]int{{i - 1, -1}, {k + 1, 1}} { // back from the (, on from the &&
		from, step := way[0], way[1]
		depth := 0 // brackets entered on the way
	scan:
		for j := from; j >= 0 && j < len(d.toks); j += step {
			if d.toks[j].Kind != TokPunct {
				continue
			}
			switch c := d.src[d.toks[j].Start]; c {
			case '(', '[':
				depth += step
			case ')', ']':
				depth -= step
			case ';', ',', '{', '}':
				if depth == 0 {
					break scan // the expression ends
				}
			case '|', '&':
				// || anywhere, or a later && (which would bind tighter than
				// the || put in): a && M<T>(o) && b is still (a && M) || b.
				if depth == 0 && d.is(j+1, c) && d.adjacent(j) && (c == '|' || step > 0 && j > k+1) {
					return false
				}
			}
			if depth < 0 {
				break // out of the brackets around the expression
			}
		}
	}
	return true
}

// nameInParentheses returns the index of the `)` when the `(` at token i
// holds only a name or names joined by dots, else -1.
func (d *disarmer) nameInParentheses(i int) int {
	if !d.is(i, '(') {
		return -1
	}
	k := i + 1
	for ; k < len(d.toks) && d.toks[k].Kind == TokIdent && d.is(k+1, '.'); k += 2 {
	}
	if k >= len(d.toks) || d.toks[k].Kind != TokIdent || !d.is(k+1, ')') {
		return -1
	}
	return k + 1
}

// lambdaModifiers blanks the modifiers of the parameters without types of
// the lambda whose parameter list closes at token close: the grammar
// fails on C# 14's `(ref e) => ...` (and the rest of the type with it),
// and reads `(e) => ...` right. It blanks the in or out of a first
// parameter with a type when others follow: the grammar reads `(in T x,
// int y) => ...` as a tuple compared with the body, `(T x, int y) => ...`
// right.
func (d *disarmer) lambdaModifiers(close int) {
	open := d.opening(close)
	if open < 0 {
		return
	}
	for start := open + 1; start < close; {
		end := start
		for end < close && !d.is(end, ',') {
			end++
		}
		last := end - 1
		typeless := last > start && d.toks[last].Kind == TokIdent && !lambdaModifiers[d.text(last)]
		for j := start; j < last && typeless; j++ {
			typeless = d.toks[j].Kind == TokIdent && lambdaModifiers[d.text(j)]
		}
		for j := start; j < last && typeless; j++ {
			d.blank(d.toks[j].Start, d.toks[j].End-d.toks[j].Start)
		}
		if !typeless && start == open+1 && last > start+1 && (d.text(start) == "in" || d.text(start) == "out") && d.startsLambda(open) && d.topLevelComma(open, close) {
			d.blank(d.toks[start].Start, d.toks[start].End-d.toks[start].Start)
		}
		start = end + 1
	}
}

// startsLambda says whether the `(` at token open starts a lambda's
// parameters, not a method's, a local function's or an operator's (whose
// name or operator comes before it): it follows what an expression
// follows.
func (d *disarmer) startsLambda(open int) bool {
	switch d.text(open - 1) {
	case "(", ",", "=", "?", ":", "{", "[", "return", "async", "static":
		return true
	case ">":
		return d.is(open-2, '=') && d.adjacent(open-2) // =>
	}
	return false
}

// topLevelComma says whether a comma outside the brackets inside them
// separates what the brackets at tokens open and close hold (type
// arguments' <...> count as brackets).
func (d *disarmer) topLevelComma(open, close int) bool {
	depth := 0
	for j := open + 1; j < close; j++ {
		switch d.text(j) {
		case "(", "[", "<":
			depth++
		case ")", "]", ">":
			depth--
		case ",":
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// lambdaModifiers are the words a lambda parameter may carry before it.
var lambdaModifiers = map[string]bool{"ref": true, "out": true, "in": true, "scoped": true, "readonly": true}

// modifiedLambda says whether some lambda's parameter list may hold a
// parameter with a modifier and no type, `(ref e) =>`, or start with one
// with in or out and a type before others: the trigger of
// lambdaModifiers, looked for without lexing.
func modifiedLambda(src []byte) bool {
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("=>"))
		if j < 0 {
			return false
		}
		i += j + 2
		before := bytes.TrimRight(src[:i-2], " ")
		open := bytes.LastIndexByte(before, '(')
		if len(before) == 0 || before[len(before)-1] != ')' || open < 0 || bytes.ContainsAny(before[open+1:len(before)-1], "()\n") {
			continue
		}
		params := bytes.Split(before[open+1:len(before)-1], []byte(","))
		if first := bytes.Fields(params[0]); len(params) > 1 && len(first) >= 2 && (string(first[0]) == "in" || string(first[0]) == "out") {
			return true
		}
		for _, param := range params {
			words := bytes.Fields(param)
			if len(words) >= 2 && lambdaModifiers[string(words[0])] && !lambdaModifiers[string(words[len(words)-1])] &&
				(len(words) == 2 || lambdaModifiers[string(words[1])]) {
				return true
			}
		}
	}
}

// tupleTypeArgument blanks the element names of a tuple type that opens
// at token open and either is the last type argument before `(args)` or
// `{`, or is the first of the type of a variable declared in a
// deconstruction or an out argument, `(List<(int A, Foo B)> xs, int n) =
// Get()` or `M(out Dictionary<(int A, Foo B), List<int>> map)`: the grammar
// reads them as comparisons, and `M<(int, Foo)>(x)` right. Each element
// must be a type and a name, which no comparison of a tuple can be.
func (d *disarmer) tupleTypeArgument(open int) {
	end := d.closing(open, 256)
	if end < 0 || !(d.is(end+1, '>') && (d.is(end+2, '(') && !d.is(end+3, ')') || d.is(end+2, '{')) || d.declaredInExpression(open-1, end)) {
		return
	}
	names, ok := d.tupleElementNames(open, end)
	if !ok {
		return
	}
	for _, name := range names {
		d.blank(name.Start, name.End-name.Start)
	}
}

// tupleElementNames are the names of the elements of the tuple type
// between tokens open and end, and of the tuple types among its elements
// (Loyc's Read<((string? X, int Y) A, int B)>(json, f)); false where an
// element is no type and a name.
func (d *disarmer) tupleElementNames(open, end int) ([]Token, bool) {
	depth, start := 0, open+1
	var names []Token
	for j := open + 1; j <= end; j++ {
		switch {
		case d.is(j, '(') || d.is(j, '[') || d.is(j, '<'):
			depth++
		case (d.is(j, ')') || d.is(j, ']') || d.is(j, '>')) && j < end:
			depth--
		case depth == 0 && (d.is(j, ',') || j == end):
			// An element: a type ending in a name, its last token.
			if j-start < 2 || d.toks[j-1].Kind != TokIdent {
				return nil, false
			}
			switch {
			case d.is(start, '(') && d.is(j-2, ')') && d.closing(start, 256) == j-2:
				inner, ok := d.tupleElementNames(start, j-2)
				if !ok {
					return nil, false
				}
				names = append(names, inner...)
			case d.toks[j-2].Kind != TokIdent && !d.is(j-2, '>') && !d.is(j-2, ']') && !d.is(j-2, '?'):
				return nil, false
			}
			names = append(names, d.toks[j-1])
			start = j + 1
		}
	}
	return names, depth == 0
}

// inTypeArguments says whether the comma at token i separates type
// arguments: only names, dots, commas, `?`, brackets and nested type
// arguments or tuples back to a `<` after a name (Dapper-FluentMap's
// Select<Type, (Type Type, Type EntityMapInterface)>(...) in an argument
// list, which the grammar reads as two comparisons).
func (d *disarmer) inTypeArguments(i int) bool {
	depth := 0
	for j := i - 1; j >= 0 && j > i-64; j-- {
		if d.toks[j].Kind == TokIdent {
			continue
		}
		if d.toks[j].Kind != TokPunct {
			return false
		}
		switch c := d.src[d.toks[j].Start]; c {
		case '>', ')', ']':
			depth++
		case '(', '[':
			if depth--; depth < 0 {
				return false
			}
		case '<':
			if depth == 0 {
				return j > 0 && d.toks[j-1].Kind == TokIdent
			}
			depth--
		case '.', ',', '?', ':':
		default:
			return false
		}
	}
	return false
}

// declaredInExpression says whether the type arguments that open at token
// lt, the first a tuple closing at token tupleEnd, belong to the type of a
// variable declared in a deconstruction or an out argument, whose `>` a
// name follows. Only where the `>` comes right after the tuple or after
// another `>` does the grammar misread it.
func (d *disarmer) declaredInExpression(lt, tupleEnd int) bool {
	k := lt - 1
	for d.is(k-1, '.') && k >= 2 && d.toks[k-2].Kind == TokIdent {
		k -= 2
	}
	if k < 1 || d.toks[k].Kind != TokIdent || d.text(k-1) != "out" && !d.deconstructs(k-1) {
		return false
	}
	depth := 0
	for j := lt; j < len(d.toks) && j < lt+256; j++ {
		switch {
		case d.is(j, '('), d.is(j, '['):
			if j = d.closing(j, 256); j < 0 {
				return false
			}
		case d.is(j, '<'):
			depth++
		case d.is(j, '>'):
			if depth--; depth == 0 {
				return (j-1 == tupleEnd || d.is(j-1, '>')) && j+1 < len(d.toks) && d.toks[j+1].Kind == TokIdent
			}
		case d.is(j, ';'), d.is(j, '{'), d.is(j, '}'), d.is(j, ')'):
			return false
		}
	}
	return false
}

// deconstructs says whether token i, a `(` or a `,`, is in the tuple of a
// deconstruction: one an `=` (not `==` or `=>`) or a foreach's `in` follows.
func (d *disarmer) deconstructs(i int) bool {
	if !d.is(i, '(') && !d.is(i, ',') {
		return false
	}
	depth := 0
	for ; i >= 0; i-- {
		switch {
		case d.is(i, ')'), d.is(i, ']'), d.is(i, '}'):
			depth++
		case d.is(i, '['), d.is(i, '{'):
			depth--
		case d.is(i, '('):
			if depth == 0 {
				close := d.closing(i, 512)
				return close > 0 && (d.is(close+1, '=') && !d.is(close+2, '=') && !d.is(close+2, '>') || d.text(close+1) == "in")
			}
			depth--
		}
		if depth < 0 {
			return false
		}
	}
	return false
}

// startsOperand says whether token i starts an operand, so that a `*`
// there is a pointer indirection, not a multiplication or a pointer type:
// what comes before it cannot end an operand.
func (d *disarmer) startsOperand(i int) bool {
	if d.startsStatement(i) {
		return true
	}
	prev := d.toks[i-1]
	switch {
	case prev.Kind == TokIdent:
		return d.text(i-1) == "return" || d.text(i-1) == "case" || d.text(i-1) == "when" || d.text(i-1) == "ref"
	case prev.Kind != TokPunct:
		return false
	}
	switch d.src[prev.Start] {
	case '>':
		return d.is(i-2, '=') && d.adjacent(i-2) // a lambda's =>
	case ')':
		return d.closesCast(i - 1)
	case ']', '*', '.':
		return false
	}
	return true
}

// derefRun says whether the `*` at token i begins a run of them that a
// `(` or `&` follows: pointers dereferenced, *(int*)p or **(T**)p.
func (d *disarmer) derefRun(i int) bool {
	k := i
	for d.is(k, '*') {
		k++
	}
	return d.is(k, '(') || d.is(k, '&')
}

// closesCast says whether the `)` at token i closes a cast that C# reads
// as one before any operand, (float) or (byte*): a keyword type or a
// pointer type. ((a) * b is a product.)
func (d *disarmer) closesCast(i int) bool {
	open := d.opening(i)
	if open < 0 || open+1 >= i {
		return false
	}
	if d.is(i-1, '*') {
		return true
	}
	_, keyword := predefined[d.text(open+1)]
	return open+2 == i && keyword
}

// startsStatement says whether token i starts a statement (in a body).
func (d *disarmer) startsStatement(i int) bool {
	if i == 0 || d.is(i-1, ';') || d.is(i-1, '{') || d.is(i-1, '}') || d.text(i-1) == "else" || d.text(i-1) == "do" {
		return true
	}
	if d.is(i-1, ')') {
		switch d.text(d.opening(i-1) - 1) {
		case "if", "while", "for", "foreach", "fixed", "using", "lock":
			return true
		}
	}
	return false
}

// callStatement says whether the `)` at token i ends a call that starts a
// statement: with an assignment after it, the statement assigns to what
// the call returns by reference, Get(ref x, 0) = v, Unsafe.Add(ref b, i)
// = v or M() += 2. The grammar takes no call as an assignment's target,
// and would drop what is assigned.
func (d *disarmer) callStatement(i int) bool {
	k := d.opening(i) - 1                                          // the called name
	if k < 0 || d.toks[k].Kind != TokIdent || d.text(k) == "var" { // var (a, b) = t declares
		return false
	}
	for d.is(k-1, '.') && k >= 2 { // a.b.M(...), Db<string>.M(...)
		switch {
		case d.toks[k-2].Kind == TokIdent:
			k -= 2
		case d.is(k-2, '>'):
			if k = d.typeArgumentsStart(k-2) - 1; k < 0 || d.toks[k].Kind != TokIdent {
				return false
			}
		default:
			return false
		}
	}
	return d.startsStatement(k)
}

// typeArgumentsStart returns the index of the `<` that opens the type
// argument list the `>` at token i closes, or -1 where the tokens between
// cannot be type arguments.
func (d *disarmer) typeArgumentsStart(i int) int {
	depth := 0
	for j := i; j >= 0; j-- {
		switch {
		case d.is(j, '>'):
			depth++
		case d.is(j, '<'):
			if depth--; depth == 0 {
				return j
			}
		case d.toks[j].Kind == TokPunct && !d.is(j, ',') && !d.is(j, '.') && !d.is(j, '?') && !d.is(j, '[') && !d.is(j, ']') && !d.is(j, '(') && !d.is(j, ')'):
			return -1
		}
	}
	return -1
}

// assigns says whether the `=` at token i assigns: it does not begin an
// == or a =>.
func (d *disarmer) assigns(i int) bool {
	return !d.adjacent(i) || !d.is(i+1, '=') && !d.is(i+1, '>')
}

// assignmentToSum turns the assignment of a statement that starts at token
// i into a sum (a compound one into its operator): the grammar takes no
// assignment to `+(int*)(p + 1)`, and would drop what is assigned.
func (d *disarmer) assignmentToSum(i int) {
	depth := 0
	for j := i; j < len(d.toks) && depth >= 0; j++ {
		if d.toks[j].Kind != TokPunct {
			continue
		}
		switch d.src[d.toks[j].Start] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ';':
			return
		case '=':
			if depth > 0 || !d.assigns(j) {
				continue
			}
			if j > 0 && d.toks[j-1].Kind == TokPunct && d.adjacent(j-1) {
				d.set(d.toks[j].Start, " ") // +=, <<=, ??=: the operator alone
			} else {
				d.set(d.toks[j].Start, "+")
			}
			return
		}
	}
}

// verbatimQuotes blanks the `""` escapes of a piece of a verbatim
// interpolated string (from its start or a hole's end to its end or the
// next hole).
func (d *disarmer) verbatimQuotes(tok Token) {
	s := d.src
	i := tok.Start
	for i < tok.End && (s[i] == '$' || s[i] == '@' || s[i] == '}') {
		i++
	}
	if i < tok.End && s[i] == '"' && i > tok.Start && s[i-1] != '}' {
		i++ // the opening quote
	}
	for ; i+1 < tok.End; i++ {
		if s[i] == '"' {
			if s[i+1] != '"' {
				return // the closing quote
			}
			d.set(i, "  ")
			i++
		}
	}
}

// nullConditionalAssignment drops the `?` of `a?.b` and `a?[i]` when the
// chain they start is assigned to. i is the first `?`.
func (d *disarmer) nullConditionalAssignment(i int) {
	var qs [8]int
	n := 0
	j := i
	for steps := 0; steps < 64; steps++ {
		switch {
		case d.is(j, '?') && d.adjacent(j) && (d.is(j+1, '.') || d.is(j+1, '[')):
			if n == len(qs) {
				return
			}
			qs[n] = j
			n++
			j++
		case d.is(j, '.') && j+1 < len(d.toks) && d.toks[j+1].Kind == TokIdent:
			j += 2
		case d.is(j, '[') || d.is(j, '('):
			if j = d.closing(j, 4096); j < 0 {
				return
			}
			j++
		case d.is(j, '!') && d.adjacent(j) && (d.is(j+1, '.') || d.is(j+1, '[')):
			j++ // null-forgiving
		default:
			if d.assignment(j) {
				for _, q := range qs[:n] {
					d.set(d.toks[q].Start, " ")
				}
			}
			return
		}
	}
}

// assignment reports whether an assignment operator starts at token j:
// `=` (not `==` or `=>`), `op=` for a binary op, `??=`, `<<=`, `>>=`, `>>>=`.
func (d *disarmer) assignment(j int) bool {
	if j >= len(d.toks) || d.toks[j].Kind != TokPunct {
		return false
	}
	k := j
	for d.adjacent(k) && !d.is(k, '=') && k-j < 3 {
		k++
	}
	if !d.is(k, '=') || !d.assigns(k) {
		return false
	}
	switch op := string(d.src[d.toks[j].Start:d.toks[k].Start]); op {
	case "", "+", "-", "*", "/", "%", "&", "|", "^", "??", "<<", ">>", ">>>":
		return true
	}
	return false
}

// compoundOperator blanks the `=` of `operator +=(` (C# 14), which the
// grammar does not know, leaving the binary operator it does.
func (d *disarmer) compoundOperator(i int) {
	j := i + 1
	if d.text(j) == "checked" {
		j++
	}
	k := j
	for d.adjacent(k) && !d.is(k, '=') && k-j < 3 && k < len(d.toks) && d.toks[k].Kind == TokPunct {
		k++
	}
	if j >= len(d.toks) || k == j || !d.is(k, '=') || !d.is(k+1, '(') {
		return
	}
	if compoundOperators[string(d.src[d.toks[j].Start:d.toks[k].End])] {
		d.set(d.toks[k].Start, " ")
	}
}

var compoundOperators = map[string]bool{
	"+=": true, "-=": true, "*=": true, "/=": true, "%=": true, "&=": true, "|=": true, "^=": true,
	"<<=": true, ">>=": true, ">>>=": true,
}

// extension rewrites the header of an extension block, `extension(R r)` or
// `extension<T>(R r) where T : C`, which starts a member (it follows `{`,
// `}`, `;` or `]`) and is followed by its body or constraints, to
// `class ext(R r)`: a class with a primary constructor, whose members the
// grammar reads as declarations.
func (d *disarmer) extension(i int) {
	if i > 0 && !d.is(i-1, '{') && !d.is(i-1, '}') && !d.is(i-1, ';') && !d.is(i-1, ']') {
		return
	}
	j := i + 1
	if d.is(j, '<') {
		depth := 0
		for ; j < len(d.toks) && j < i+256; j++ {
			if d.is(j, '<') {
				depth++
			} else if d.is(j, '>') {
				if depth--; depth == 0 {
					break
				}
			}
		}
		j++
	}
	if !d.is(j, '(') {
		return
	}
	if j = d.closing(j, 4096); j < 0 {
		return
	}
	if d.is(j+1, '{') || d.text(j+1) == "where" {
		d.set(d.toks[i].Start, "class ext")
	}
}

// followsIdentifier reports whether the code after an `async` token shows
// it is a name: a modifier is always followed by a type, `(`, `delegate`,
// `static` or a lambda parameter, never by an operator or a closing bracket.
func followsIdentifier(src []byte, i int) bool {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\r' || src[i] == '\n') {
		i++
	}
	if i >= len(src) {
		return true
	}
	switch src[i] {
	case ')', ',', ';', '?', ':', ']', '}', '.', '&', '|', '^', '!', '+', '-', '*', '/', '%', '<', '>':
		return true
	case '=':
		return true // `async = x`, `async == x`, and the lambda `async => async`
	}
	return false
}
