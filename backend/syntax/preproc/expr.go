package preproc

// maxDepth bounds parenthesis nesting, so that a hostile line cannot exhaust the stack.
const maxDepth = 100

// eval evaluates a pre-processing expression (ECMA-334 §6.5.3):
//
//	or      = and { "||" and }
//	and     = eq { "&&" eq }
//	eq      = unary { ("==" | "!=") unary }
//	unary   = { "!" } primary
//	primary = "true" | "false" | symbol | "(" or ")"
//
// A symbol is true when it is in defined. It reports false for ok when expr is not valid.
func eval(expr []byte, defined map[string]bool) (v, ok bool) {
	p := exprParser{s: expr, defined: defined}
	v = p.or()
	p.space()
	if p.bad || p.i < len(p.s) {
		return false, false
	}
	return v, true
}

type exprParser struct {
	s       []byte
	i       int
	depth   int
	bad     bool
	defined map[string]bool
}

func (p *exprParser) or() bool {
	v := p.and()
	for p.eat("||") {
		w := p.and() // no short-circuit: the operand must be parsed anyway
		v = v || w
	}
	return v
}

func (p *exprParser) and() bool {
	v := p.eq()
	for p.eat("&&") {
		w := p.eq()
		v = v && w
	}
	return v
}

func (p *exprParser) eq() bool {
	v := p.unary()
	for {
		switch {
		case p.eat("=="):
			v = v == p.unary()
		case p.eat("!="):
			v = v != p.unary()
		default:
			return v
		}
	}
}

func (p *exprParser) unary() bool {
	not := false
	for p.eat("!") {
		not = !not
	}
	return p.primary() != not
}

func (p *exprParser) primary() bool {
	if p.eat("(") {
		if p.depth++; p.depth > maxDepth {
			p.bad = true
			return false
		}
		v := p.or()
		p.depth--
		p.bad = p.bad || !p.eat(")")
		return v
	}
	p.space()
	j := p.i
	for j < len(p.s) && isIdent(p.s[j]) {
		j++
	}
	sym := p.s[p.i:j]
	if len(sym) == 0 || isDigit(sym[0]) {
		p.bad = true
		return false
	}
	p.i = j
	switch string(sym) {
	case "true":
		return true
	case "false":
		return false
	}
	return p.defined[string(sym)]
}

// eat consumes tok if it comes next. It fails once the expression is known to be invalid, which
// ends every loop of the parser.
func (p *exprParser) eat(tok string) bool {
	p.space()
	if p.bad || len(p.s)-p.i < len(tok) || string(p.s[p.i:p.i+len(tok)]) != tok {
		return false
	}
	p.i += len(tok)
	return true
}

func (p *exprParser) space() {
	for p.i < len(p.s) && isSpace(p.s[p.i]) {
		p.i++
	}
}
