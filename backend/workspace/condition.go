package workspace

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// condNode is a parsed MSBuild condition.
type condNode struct {
	op   string // "or", "and", "!", "==", "!=", "<", ">", "<=", ">=", "call", "value"
	text string // value text (unexpanded) or function name
	args []*condNode
}

// parsedCondition caches the parse of a condition string.
type parsedCondition struct {
	node *condNode
	err  error
}

type condToken struct {
	kind string // "str" (quoted), "word", "func", an operator, "(", ")" or ","
	text string
}

func tokenizeCondition(s string) ([]condToken, error) {
	var toks []condToken
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
		case c == '(' || c == ')' || c == ',':
			toks = append(toks, condToken{kind: string(c)})
			i++
		case c == '!' || c == '=' || c == '<' || c == '>':
			op := string(c)
			if i+1 < len(s) && s[i+1] == '=' {
				op += "="
			}
			if op == "=" {
				return nil, fmt.Errorf("'=' at %d: did you mean '=='?", i)
			}
			toks = append(toks, condToken{kind: op})
			i += len(op)
		case c == '\'' || c == '"':
			end := closingQuote(s, i)
			if end < 0 {
				return nil, fmt.Errorf("unterminated string at %d", i)
			}
			toks = append(toks, condToken{kind: "str", text: s[i+1 : end]})
			i = end + 1
		default:
			start := i
			for i < len(s) && !strings.ContainsRune(" \t\r\n()=!<>,'\"", rune(s[i])) {
				if strings.ContainsRune("$@%", rune(s[i])) && i+1 < len(s) && s[i+1] == '(' {
					end := matchParen(s, i+1)
					if end < 0 {
						return nil, fmt.Errorf("unbalanced parenthesis at %d", i)
					}
					i = end
				}
				i++
			}
			if i == start {
				return nil, fmt.Errorf("unexpected %q at %d", c, i)
			}
			word := s[start:i]
			switch {
			case strings.EqualFold(word, "and"), strings.EqualFold(word, "or"):
				toks = append(toks, condToken{kind: strings.ToLower(word)})
			case i < len(s) && s[i] == '(':
				toks = append(toks, condToken{kind: "func", text: word})
			default:
				toks = append(toks, condToken{kind: "word", text: word})
			}
		}
	}
	return toks, nil
}

// closingQuote returns the index of the quote closing the one at s[open],
// skipping over $(...), @(...) and %(...) which may hold quotes of their own.
func closingQuote(s string, open int) int {
	for i := open + 1; i < len(s); i++ {
		switch {
		case s[i] == s[open]:
			return i
		case strings.ContainsRune("$@%", rune(s[i])) && i+1 < len(s) && s[i+1] == '(':
			if end := matchParen(s, i+1); end > 0 {
				i = end
			}
		}
	}
	return -1
}

// matchParen returns the index of the parenthesis closing s[open], skipping
// quoted strings, or -1.
func matchParen(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return i
			}
		case '\'', '"', '`':
			end := strings.IndexByte(s[i+1:], s[i])
			if end < 0 {
				return -1
			}
			i += end + 1
		}
	}
	return -1
}

type condParser struct {
	toks []condToken
	pos  int
}

func parseCondition(s string) (*condNode, error) {
	toks, err := tokenizeCondition(s)
	if err != nil {
		return nil, err
	}
	p := &condParser{toks: toks}
	n, err := p.or()
	if err != nil {
		return nil, err
	}
	if p.pos < len(p.toks) {
		return nil, fmt.Errorf("unexpected %q", p.toks[p.pos].kind)
	}
	return n, nil
}

func (p *condParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos].kind
	}
	return ""
}

func (p *condParser) or() (*condNode, error) {
	return p.binary("or", p.and)
}

func (p *condParser) and() (*condNode, error) {
	return p.binary("and", p.not)
}

func (p *condParser) binary(op string, next func() (*condNode, error)) (*condNode, error) {
	left, err := next()
	for err == nil && p.peek() == op {
		p.pos++
		var right *condNode
		right, err = next()
		left = &condNode{op: op, args: []*condNode{left, right}}
	}
	return left, err
}

func (p *condParser) not() (*condNode, error) {
	if p.peek() == "!" {
		p.pos++
		n, err := p.not()
		return &condNode{op: "!", args: []*condNode{n}}, err
	}
	left, err := p.operand()
	if err != nil {
		return nil, err
	}
	switch op := p.peek(); op {
	case "==", "!=", "<", ">", "<=", ">=":
		p.pos++
		right, err := p.operand()
		return &condNode{op: op, args: []*condNode{left, right}}, err
	}
	return left, nil
}

func (p *condParser) operand() (*condNode, error) {
	if p.pos >= len(p.toks) {
		return nil, fmt.Errorf("unexpected end of condition")
	}
	t := p.toks[p.pos]
	p.pos++
	switch t.kind {
	case "str", "word":
		return &condNode{op: "value", text: t.text}, nil
	case "(":
		n, err := p.or()
		if err == nil && p.peek() != ")" {
			err = fmt.Errorf("missing ')'")
		}
		p.pos++
		return n, err
	case "func":
		n := &condNode{op: "call", text: t.text}
		p.pos++ // the '(' the tokenizer saw
		for p.peek() != ")" {
			arg, err := p.operand()
			if err != nil {
				return nil, err
			}
			n.args = append(n.args, arg)
			if p.peek() == "," {
				p.pos++
			} else if p.peek() != ")" {
				return nil, fmt.Errorf("missing ')' after arguments of %s", t.text)
			}
		}
		p.pos++
		return n, nil
	}
	return nil, fmt.Errorf("unexpected %q", t.kind)
}

// condition evaluates an MSBuild Condition attribute as it appears in file.
// An empty condition is true; one that cannot be evaluated (bad syntax,
// unknown function, incomparable values) is false and noted once per project.
func (e *evaluator) condition(cond, file string) bool {
	if strings.TrimSpace(cond) == "" {
		return true
	}
	c, ok := e.l.conditions[cond]
	if !ok {
		c.node, c.err = parseCondition(cond)
		e.l.conditions[cond] = c
	}
	if c.err != nil {
		e.unsupported(fmt.Sprintf("condition \"%s\": %v", cond, c.err))
		return false
	}
	issues := e.issues
	v, err := e.evalBool(c.node, file)
	switch {
	case e.issues != issues: // an expression inside could not be evaluated
		return false
	case err != nil:
		e.unsupported(fmt.Sprintf("condition \"%s\": %v", cond, err))
		return false
	}
	return v
}

func (e *evaluator) evalBool(n *condNode, file string) (bool, error) {
	switch n.op {
	case "or", "and":
		l, err := e.evalBool(n.args[0], file)
		if err != nil || l == (n.op == "or") {
			return l, err
		}
		return e.evalBool(n.args[1], file)
	case "!":
		v, err := e.evalBool(n.args[0], file)
		return !v, err
	case "==", "!=":
		l, r, err := e.evalPair(n, file)
		return err == nil && equalValues(l, r) == (n.op == "=="), err
	case "<", ">", "<=", ">=":
		l, r, err := e.evalPair(n, file)
		if err != nil {
			return false, err
		}
		c, err := compareValues(l, r)
		switch n.op {
		case "<":
			return c < 0, err
		case ">":
			return c > 0, err
		case "<=":
			return c <= 0, err
		}
		return c >= 0, err
	case "call":
		return e.evalCall(n, file)
	}
	s, err := e.evalValue(n, file)
	if err != nil {
		return false, err
	}
	if b, ok := parseBool(s); ok {
		return b, nil
	}
	return false, fmt.Errorf("\"%s\" is not a boolean", s)
}

func (e *evaluator) evalPair(n *condNode, file string) (string, string, error) {
	l, err := e.evalValue(n.args[0], file)
	if err != nil {
		return "", "", err
	}
	r, err := e.evalValue(n.args[1], file)
	return l, r, err
}

func (e *evaluator) evalValue(n *condNode, file string) (string, error) {
	if n.op != "value" {
		return "", fmt.Errorf("expected a value, found %q", n.op)
	}
	return unescape(e.expand(n.text, file)), nil
}

func (e *evaluator) evalCall(n *condNode, file string) (bool, error) {
	if len(n.args) != 1 {
		return false, fmt.Errorf("%s takes one argument", n.text)
	}
	arg, err := e.evalValue(n.args[0], file)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(n.text) {
	case "exists":
		return e.exists(arg, file), nil
	case "hastrailingslash":
		return hasTrailingSlash(arg), nil
	}
	return false, fmt.Errorf("unknown function %s", n.text)
}

// exists implements Exists(): relative paths are relative to the folder of
// the file holding the condition. Like MSBuild, it takes a list of one
// path (";a.targets", what appending to an empty property gives).
func (e *evaluator) exists(p, file string) bool {
	paths := splitList(p)
	if len(paths) != 1 {
		return false
	}
	p = paths[0]
	p = resolvePath(p, filepath.Dir(file))
	if isToolsetPath(p) {
		return toolsetFile(p) != nil
	}
	_, err := e.l.dirs.stat(p)
	return err == nil
}

func parseBool(s string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "on", "yes", "!false", "!off", "!no":
		return true, true
	case "false", "off", "no", "!true", "!on", "!yes":
		return false, true
	}
	return false, false
}

// parseNumber accepts the decimal and hexadecimal numbers of MSBuild.
func parseNumber(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	if h, ok := strings.CutPrefix(strings.ToLower(s), "0x"); ok {
		n, err := strconv.ParseInt(h, 16, 64)
		return float64(n), err == nil
	}
	digits := strings.TrimLeft(s, "+-")
	if digits == "" || !strings.ContainsAny(digits[:1], "0123456789.") {
		return 0, false // rejects Inf and NaN, which ParseFloat takes
	}
	f, err := strconv.ParseFloat(s, 64)
	return f, err == nil
}

// equalValues compares as numbers when both sides are numbers, else as
// case-insensitive strings.
func equalValues(a, b string) bool {
	if x, ok := parseNumber(a); ok {
		if y, ok := parseNumber(b); ok {
			return x == y
		}
	}
	return strings.EqualFold(a, b)
}

// compareValues orders two numbers, or two versions such as 4.7.2 and 4.8.
func compareValues(a, b string) (int, error) {
	x, okx := parseNumber(a)
	y, oky := parseNumber(b)
	if okx && oky {
		switch {
		case x < y:
			return -1, nil
		case x > y:
			return 1, nil
		}
		return 0, nil
	}
	va, oka := parseVersion(strings.TrimSpace(a))
	vb, okb := parseVersion(strings.TrimSpace(b))
	if oka && okb {
		return compareVersions(va, vb), nil
	}
	return 0, fmt.Errorf("cannot compare \"%s\" and \"%s\" as numbers or versions", a, b)
}
