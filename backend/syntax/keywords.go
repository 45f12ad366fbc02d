package syntax

import "bytes"

// disarmAsync works around the grammar's one big gap: tree-sitter-c-sharp
// reads `async` only as a modifier, so `Create(bool async) => Run(async);`,
// common in real code, turns a whole class into an ERROR node. Where the
// token is followed by what can only follow an expression or a parameter
// name, it is an identifier, and we hand the parser a same-length plain
// identifier instead. Offsets do not move, and names are read from the
// original text. It returns src itself when nothing needs changing.
func disarmAsync(src []byte) []byte {
	if !bytes.Contains(src, []byte("async")) {
		return src
	}
	out := src
	l := NewLexer(src)
	for {
		tok, ok := l.Next()
		if !ok {
			return out
		}
		if tok.Kind != TokIdent || tok.End-tok.Start != 5 || string(src[tok.Start:tok.End]) != "async" {
			continue
		}
		if !followsIdentifier(src, tok.End) {
			continue
		}
		if &out[0] == &src[0] {
			out = bytes.Clone(src)
		}
		copy(out[tok.Start:], "_sync")
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
