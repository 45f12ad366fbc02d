package syntax

import (
	"html"
	"strings"
)

const maxValueLen = 200

// reservedWords are C#'s keywords, which name nothing unless written with
// `@`. The grammar, recovering from broken code, can make one a member's
// name (`if (x) {` read as a constructor named `if`).
var reservedWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`abstract as base bool break byte case catch char checked class const
		continue decimal default delegate do double else enum event explicit extern false finally fixed
		float for foreach goto if implicit in int interface internal is lock long namespace new null object
		operator out override params private protected public readonly ref return sbyte sealed short sizeof
		stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort
		using virtual void volatile while`) {
		reservedWords[w] = true
	}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + "…"
}

// identText returns an identifier's name: a verbatim identifier `@class` is
// named `class`, and invalid UTF-8 is replaced so names are valid strings.
func identText(b []byte) string {
	if len(b) > 0 && b[0] == '@' {
		b = b[1:]
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == '\v'
}

// normType writes a type (or a name) the way Roslyn displays it: no spaces
// except one after each comma and between a tuple element's type and name.
func normType(b []byte) string {
	clean := true
	for _, c := range b {
		if isSpace(c) || c == '/' || c == ',' || c >= 0x80 {
			clean = false
			break
		}
	}
	if clean {
		return string(b)
	}
	b = stripComments(b)
	var sb strings.Builder
	pendingSpace := false
	for _, c := range b {
		if isSpace(c) {
			pendingSpace = sb.Len() > 0
			continue
		}
		if pendingSpace && isWordByte(c) {
			last := sb.String()[sb.Len()-1]
			if isWordByte(last) || last == '>' || last == ']' || last == ')' || last == '?' || last == '*' {
				sb.WriteByte(' ')
			}
		}
		pendingSpace = false
		sb.WriteByte(c)
		if c == ',' {
			sb.WriteByte(' ')
		}
	}
	out := strings.NewReplacer(", ]", ",]", ", ,", ",,").Replace(sb.String())
	if strings.Contains(out, ", ,") { // [,,,]: the replacer does not overlap matches
		out = strings.ReplaceAll(out, ", ,", ",,")
	}
	return strings.ToValidUTF8(out, "\uFFFD")
}

func isWordByte(c byte) bool {
	return c == '_' || c == '@' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// normExpr collapses the line breaks and indentation inside an expression.
func normExpr(b []byte) string {
	if !strings.ContainsAny(string(b), "\r\n\t") {
		return strings.ToValidUTF8(string(b), "\uFFFD")
	}
	return strings.ToValidUTF8(strings.Join(strings.Fields(string(b)), " "), "\uFFFD")
}

// stripComments removes // and /* */ comments from a type's text.
func stripComments(b []byte) []byte {
	if !strings.Contains(string(b), "/") {
		return b
	}
	var out []byte
	for i := 0; i < len(b); i++ {
		if b[i] == '/' && i+1 < len(b) && b[i+1] == '/' {
			for i < len(b) && b[i] != '\n' {
				i++
			}
			out = append(out, ' ')
			continue
		}
		if b[i] == '/' && i+1 < len(b) && b[i+1] == '*' {
			end := strings.Index(string(b[i+2:]), "*/")
			if end < 0 {
				break
			}
			i += end + 3
			out = append(out, ' ')
			continue
		}
		out = append(out, b[i])
	}
	return out
}

// docSummary returns, as plain text, the <summary> of the doc comment of a
// declaration, given the comments and directives just before it. As in
// Roslyn, the doc comment is the last run of doc comments: other trivia
// between it and the declaration is ignored, and other trivia before it
// ends it.
func (x *extractor) docSummary(trivia []child) string {
	if len(trivia) == 0 {
		return ""
	}
	texts := make([][]byte, len(trivia))
	for i := range trivia {
		texts[i] = x.text(&trivia[i])
	}
	return docFromTrivia(texts)
}

// docFromTrivia applies docSummary's rule to the text of each comment and
// directive.
func docFromTrivia(trivia [][]byte) string {
	end := len(trivia)
	for end > 0 && docKind(trivia[end-1]) == 0 {
		end--
	}
	start := end
	for start > 0 && docKind(trivia[start-1]) != 0 {
		start--
	}
	if start == end {
		return ""
	}
	var sb strings.Builder
	for i := start; i < end; i++ {
		t := trivia[i]
		if docKind(t) == '/' {
			sb.Write(t[3:])
			sb.WriteByte('\n')
			continue
		}
		// /** ... */: each line may start with a decorative '*'.
		for _, line := range strings.Split(strings.TrimSuffix(string(t[3:]), "*/"), "\n") {
			line = strings.TrimSpace(line)
			sb.WriteString(strings.TrimPrefix(line, "*"))
			sb.WriteByte('\n')
		}
	}
	return summaryText(sb.String())
}

// docKind tells a single-line doc comment (`///`, '/') and a delimited one
// (`/** */`, '*') from other comments and directives (0).
func docKind(t []byte) byte {
	switch {
	case len(t) < 3 || t[0] != '/':
		return 0
	case t[1] == '/' && t[2] == '/' && (len(t) == 3 || t[3] != '/'):
		return '/'
	case t[1] == '*' && t[2] == '*' && len(t) >= 5 && t[3] != '*' && t[3] != '/':
		return '*'
	}
	return 0
}

// summaryText turns the <summary> of a doc comment into plain text: a
// self-closing <see cref="T:X"/> (or langword, href) and <paramref
// name="x"/> become their target, other tags go, entities are decoded.
// Written by hand because it runs for every documented declaration.
func summaryText(xml string) string {
	_, body, ok := strings.Cut(xml, "<summary>")
	if !ok {
		return ""
	}
	body, _, ok = strings.Cut(body, "</summary>")
	if !ok {
		return ""
	}
	var sb strings.Builder
	for {
		i := strings.IndexByte(body, '<')
		if i < 0 {
			sb.WriteString(body)
			break
		}
		sb.WriteString(body[:i])
		j := strings.IndexByte(body[i:], '>')
		if j < 0 || !isTagStart(body[i+1:]) {
			sb.WriteByte('<')
			body = body[i+1:]
			continue
		}
		sb.WriteString(tagText(body[i+1 : i+j]))
		body = body[i+j+1:]
	}
	return strings.ToValidUTF8(strings.Join(strings.Fields(html.UnescapeString(sb.String())), " "), "\uFFFD")
}

func isTagStart(s string) bool {
	s = strings.TrimPrefix(s, "/")
	return s != "" && (s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z')
}

// tagText is what a tag (the text between < and >) reads as.
func tagText(tag string) string {
	if !strings.HasSuffix(tag, "/") {
		return ""
	}
	name, attrs, _ := strings.Cut(strings.TrimSuffix(tag, "/"), " ")
	var want []string
	switch name {
	case "see", "seealso":
		want = []string{"cref", "langword", "href"}
	case "paramref", "typeparamref":
		want = []string{"name"}
	}
	for _, a := range want {
		if v, ok := attrValue(attrs, a); ok {
			if len(v) > 2 && v[1] == ':' {
				v = v[2:] // T:Namespace.Type
			}
			return v
		}
	}
	return ""
}

// attrValue finds name="value" in a tag's attributes.
func attrValue(attrs, name string) (string, bool) {
	for attrs != "" {
		attrs = strings.TrimSpace(attrs)
		key, rest, ok := strings.Cut(attrs, "=")
		if !ok {
			return "", false
		}
		rest = strings.TrimSpace(rest)
		if rest == "" || rest[0] != '"' && rest[0] != '\'' {
			return "", false
		}
		end := strings.IndexByte(rest[1:], rest[0])
		if end < 0 {
			return "", false
		}
		if strings.TrimSpace(key) == name {
			return rest[1 : end+1], true
		}
		attrs = rest[end+2:]
	}
	return "", false
}

var binaryOperators = map[string]string{
	"+": "op_Addition", "-": "op_Subtraction", "*": "op_Multiply", "/": "op_Division",
	"%": "op_Modulus", "&": "op_BitwiseAnd", "|": "op_BitwiseOr", "^": "op_ExclusiveOr",
	"<<": "op_LeftShift", ">>": "op_RightShift", ">>>": "op_UnsignedRightShift",
	"==": "op_Equality", "!=": "op_Inequality", "<": "op_LessThan", ">": "op_GreaterThan",
	"<=": "op_LessThanOrEqual", ">=": "op_GreaterThanOrEqual",
	"checked +": "op_CheckedAddition", "checked -": "op_CheckedSubtraction",
	"checked *": "op_CheckedMultiply", "checked /": "op_CheckedDivision",
}

var unaryOperators = map[string]string{
	"+": "op_UnaryPlus", "-": "op_UnaryNegation", "!": "op_LogicalNot", "~": "op_OnesComplement",
	"++": "op_Increment", "--": "op_Decrement", "true": "op_True", "false": "op_False",
	"checked -": "op_CheckedUnaryNegation", "checked ++": "op_CheckedIncrement",
	"checked --": "op_CheckedDecrement",
}

// assignmentOperators are C# 14's user-defined compound assignments and
// instance increments (`void operator ++()`, no parameter).
var assignmentOperators = map[string]string{
	"+=": "op_AdditionAssignment", "-=": "op_SubtractionAssignment", "*=": "op_MultiplicationAssignment",
	"/=": "op_DivisionAssignment", "%=": "op_ModulusAssignment", "&=": "op_BitwiseAndAssignment",
	"|=": "op_BitwiseOrAssignment", "^=": "op_ExclusiveOrAssignment", "<<=": "op_LeftShiftAssignment",
	">>=": "op_RightShiftAssignment", ">>>=": "op_UnsignedRightShiftAssignment",
	"checked +=": "op_CheckedAdditionAssignment", "checked -=": "op_CheckedSubtractionAssignment",
	"checked *=": "op_CheckedMultiplicationAssignment", "checked /=": "op_CheckedDivisionAssignment",
	"++": "op_IncrementAssignment", "--": "op_DecrementAssignment",
	"checked ++": "op_CheckedIncrementAssignment", "checked --": "op_CheckedDecrementAssignment",
}

// compoundable are the binary operators that have a compound assignment form.
var compoundable = map[string]bool{
	"+": true, "-": true, "*": true, "/": true, "%": true, "&": true, "|": true, "^": true,
	"<<": true, ">>": true, ">>>": true,
}

// operatorName is the metadata name the compiler gives a user-defined operator.
func operatorName(op string, params int) string {
	if name, ok := assignmentOperators[op]; ok && (params == 0 || strings.HasSuffix(op, "=")) {
		return name
	}
	table := binaryOperators
	if params == 1 {
		table = unaryOperators
	}
	if name, ok := table[op]; ok {
		return name
	}
	return "op_" + op
}

func conversionName(op string) string {
	switch op {
	case "implicit":
		return "op_Implicit"
	case "explicit checked", "checked explicit":
		return "op_CheckedExplicit"
	}
	return "op_Explicit"
}

// operatorTokens maps an operator's metadata name back to what C# writes
// after `operator`: op_Addition → +, op_Implicit → implicit.
var operatorTokens = func() map[string]string {
	m := map[string]string{"op_Implicit": "implicit", "op_Explicit": "explicit", "op_CheckedExplicit": "explicit checked"}
	for _, table := range []map[string]string{binaryOperators, unaryOperators, assignmentOperators} {
		for op, name := range table {
			m[name] = op
		}
	}
	return m
}()

// OperatorToken is the C# operator an operator's metadata name stands for
// ("" when name is not one).
func OperatorToken(name string) string { return operatorTokens[name] }

// UnaryOperatorName is the metadata name of the user-defined operator a
// unary operator token calls (- is op_UnaryNegation), if it has one.
func UnaryOperatorName(op string) (string, bool) {
	name, ok := unaryOperators[op]
	return name, ok
}

// BinaryOperatorName is the metadata name of the user-defined operator a
// binary operator token calls (+ is op_Addition), if it has one.
func BinaryOperatorName(op string) (string, bool) {
	name, ok := binaryOperators[op]
	return name, ok
}
