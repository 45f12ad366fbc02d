package syntax

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TokenKind says what a lexed token is.
type TokenKind uint8

// The token kinds. String and character literals and comments are skipped:
// only the code inside interpolation holes is lexed.
const (
	TokIdent  TokenKind = iota + 1 // an identifier or keyword; Start includes a leading @
	TokPunct                       // one punctuation byte
	TokNumber                      // a numeric literal
	TokString                      // a string or character literal (the part outside holes)
)

// Token is one token's kind and byte range.
type Token struct {
	Kind       TokenKind
	Start, End int
}

// Lexer splits C# source into tokens, skipping whitespace, comments and
// preprocessor lines. It understands every string form (regular, verbatim,
// raw, interpolated with nested holes), so code inside a string is never
// taken for code and code inside a hole is.
type Lexer struct {
	src   []byte
	pos   int
	holes []hole // the interpolated strings the lexer is inside, innermost last
	// verbatimInterp is set when the last token is (a piece of) a verbatim
	// interpolated string, whose `""` escapes the grammar trips on.
	verbatimInterp bool
	// escapedBraces counts the `{{` escapes (as braces) that end the last
	// token right before the hole it opens, `{{{x}` in $"...": the grammar
	// reads all of it as text.
	escapedBraces int
}

// hole is an open interpolation hole and the string that contains it.
type hole struct {
	verbatim bool // the string is @"..."
	raw      int  // quotes closing a raw string (0 if not raw)
	braces   int  // braces that open and close a hole ($$"""...{{x}}...""" has 2)
	depth    int  // unbalanced '{' ( '(' '[' inside the hole
}

// NewLexer starts lexing src.
func NewLexer(src []byte) *Lexer {
	l := &Lexer{src: src}
	l.skipDirective()
	return l
}

// WordOffsets finds, in order, where one of words is written as a whole
// word (after an @ too), in code, comments and strings alike: what lexing
// would find and more, at a fraction of its cost. The caller keeps the
// names (see Tree.NameAt).
func WordOffsets(src []byte, words ...string) []int {
	var out []int
	for _, w := range words {
		for from := 0; ; {
			i := bytes.Index(src[from:], []byte(w))
			if i < 0 {
				break
			}
			at, end := from+i, from+i+len(w)
			if (at == 0 || !isIdentByte(src[at-1])) && (end == len(src) || !isIdentByte(src[end])) {
				out = append(out, at)
			}
			from = at + 1
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func isIdentStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// spaceRuneAt returns the length of the Unicode space character (category
// Zs, which C# counts as whitespace) at src[i], or 0.
func spaceRuneAt(src []byte, i int) int {
	r, size := utf8.DecodeRune(src[i:])
	if r != utf8.RuneError && unicode.Is(unicode.Zs, r) {
		return size
	}
	return 0
}

// Next returns the next token, or false at the end of the source.
func (l *Lexer) Next() (Token, bool) {
	src := l.src
	l.verbatimInterp, l.escapedBraces = false, 0
	for l.pos < len(src) {
		c := src[l.pos]
		start := l.pos
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			l.pos++
		case c >= utf8.RuneSelf && spaceRuneAt(src, l.pos) > 0: // U+00A0 and other Unicode spaces
			l.pos += spaceRuneAt(src, l.pos)
		case c == '\n':
			l.pos++
			l.skipDirective()
		case c == '/' && l.peek(1) == '/':
			for l.pos < len(src) && src[l.pos] != '\n' && src[l.pos] != '\r' { // a lone '\r' ends a line too
				l.pos++
			}
		case c == '/' && l.peek(1) == '*':
			l.pos += 2
			for l.pos < len(src) && !(src[l.pos] == '*' && l.peek(1) == '/') {
				l.pos++
			}
			l.pos = min(l.pos+2, len(src))
		case isIdentStart(c) || c == '@' && l.pos+1 < len(src) && isIdentStart(src[l.pos+1]):
			l.pos++
			for l.pos < len(src) && isIdentByte(src[l.pos]) && (src[l.pos] < utf8.RuneSelf || spaceRuneAt(src, l.pos) == 0) {
				l.pos++
			}
			return Token{TokIdent, start, l.pos}, true
		case c >= '0' && c <= '9' || c == '.' && l.peek(1) >= '0' && l.peek(1) <= '9':
			l.pos++
			for l.pos < len(src) && (isIdentByte(src[l.pos]) || src[l.pos] == '.' && l.peek(1) >= '0' && l.peek(1) <= '9') {
				l.pos++
			}
			return Token{TokNumber, start, l.pos}, true
		case c == '\'':
			l.pos++
			for l.pos < len(src) && src[l.pos] != '\'' && src[l.pos] != '\n' {
				if src[l.pos] == '\\' {
					l.pos++
				}
				l.pos++
			}
			l.pos = min(l.pos+1, len(src))
			return Token{TokString, start, l.pos}, true
		case c == '"' || c == '@' || c == '$':
			if tok, ok := l.stringLiteral(); ok {
				return tok, true
			}
			l.pos++
			return Token{TokPunct, start, l.pos}, true
		case len(l.holes) > 0 && l.inHoleEnd(c):
			// The hole closed: the string it sits in goes on.
			h := l.holes[len(l.holes)-1]
			l.holes = l.holes[:len(l.holes)-1]
			if c == ':' { // a format clause runs to the closing brace
				for l.pos < len(src) && src[l.pos] != '}' {
					l.pos++
				}
			}
			l.pos = min(l.pos+h.braces, len(src))
			if tok, ok := l.stringBody(start, h.verbatim, h.raw, h.braces); ok {
				return tok, true
			}
		default:
			if len(l.holes) > 0 {
				h := &l.holes[len(l.holes)-1]
				switch c {
				case '{', '(', '[':
					h.depth++
				case '}', ')', ']':
					h.depth--
				}
			}
			l.pos++
			return Token{TokPunct, start, l.pos}, true
		}
	}
	return Token{}, false
}

func (l *Lexer) peek(n int) byte {
	if l.pos+n < len(l.src) {
		return l.src[l.pos+n]
	}
	return 0
}

// skipDirective skips a preprocessor line (what conditional compilation
// left: #region, #pragma, #nullable ...). l.pos is at a line start.
func (l *Lexer) skipDirective() {
	i := l.pos
	for i < len(l.src) && (l.src[i] == ' ' || l.src[i] == '\t') {
		i++
	}
	if i < len(l.src) && l.src[i] == '#' && len(l.holes) == 0 {
		for i < len(l.src) && l.src[i] != '\n' {
			i++
		}
		l.pos = i
	}
}

// inHoleEnd reports whether c ends the innermost interpolation hole.
func (l *Lexer) inHoleEnd(c byte) bool {
	h := l.holes[len(l.holes)-1]
	if h.depth > 0 {
		return false
	}
	return c == '}' || c == ':' && h.depth == 0 && !(l.peek(1) == ':')
}

// stringLiteral lexes a string starting at l.pos, if one does: "...", @"...",
// $"...", $@"...", @$"...", """...""", $$"""...""".
func (l *Lexer) stringLiteral() (Token, bool) {
	src, start := l.src, l.pos
	i := l.pos
	dollars, verbatim := 0, false
	for i < len(src) && (src[i] == '$' || src[i] == '@') {
		if src[i] == '$' {
			dollars++
		} else {
			verbatim = true
		}
		i++
	}
	if i >= len(src) || src[i] != '"' || dollars > 0 && verbatim && i-start != dollars+1 {
		return Token{}, false
	}
	quotes := 0
	for i+quotes < len(src) && src[i+quotes] == '"' {
		quotes++
	}
	raw := 0
	switch {
	case quotes >= 3 && !verbatim:
		raw = quotes
		i += quotes
	case quotes == 2 && !verbatim:
		l.pos = i + 2 // ""
		return Token{TokString, start, l.pos}, true
	default:
		i++
	}
	l.pos = i
	braces := 0
	if dollars > 0 {
		braces = max(dollars, 1)
		if raw == 0 {
			braces = 1
		}
	}
	return l.stringBody(start, verbatim, raw, braces)
}

// stringBody lexes string content from l.pos to the closing quote, or to the
// opening of an interpolation hole (braces > 0), which it enters.
func (l *Lexer) stringBody(start int, verbatim bool, raw, braces int) (Token, bool) {
	src := l.src
	l.verbatimInterp = verbatim && raw == 0 && braces > 0
	for l.pos < len(src) {
		c := src[l.pos]
		switch {
		case raw > 0 && c == '"':
			n := 0
			for l.pos+n < len(src) && src[l.pos+n] == '"' {
				n++
			}
			l.pos += n
			if n >= raw {
				return Token{TokString, start, l.pos}, true
			}
			continue
		case raw == 0 && c == '"':
			if verbatim && l.peek(1) == '"' {
				l.pos += 2
				continue
			}
			l.pos++
			return Token{TokString, start, l.pos}, true
		case raw == 0 && !verbatim && c == '\\':
			l.pos += 2
			continue
		case raw == 0 && !verbatim && c == '\n':
			return Token{TokString, start, l.pos}, true // unterminated: stop at the line's end
		case braces > 0 && c == '{':
			n := 0
			for l.pos+n < len(src) && src[l.pos+n] == '{' {
				n++
			}
			if n < braces || raw == 0 && n >= 2*braces && n%2 == 0 {
				l.pos += n // literal braces ({{ in a regular interpolated string)
				continue
			}
			l.pos += n
			if raw == 0 {
				l.escapedBraces = n - 1
			}
			l.holes = append(l.holes, hole{verbatim: verbatim, raw: raw, braces: braces})
			return Token{TokString, start, l.pos}, true
		}
		l.pos++
	}
	return Token{TokString, start, l.pos}, true
}

// tokenList is a lexed stretch of source, with the look-ups the rewriter
// (keywords.go) and the recovery scanner (recover.go) share.
type tokenList struct {
	src  []byte
	toks []Token
}

// text returns the text of token i, or "" when there is none.
func (l *tokenList) text(i int) string {
	if i < 0 || i >= len(l.toks) {
		return ""
	}
	return string(l.src[l.toks[i].Start:l.toks[i].End])
}

// is reports whether token i is the punctuation c.
func (l *tokenList) is(i int, c byte) bool {
	return i >= 0 && i < len(l.toks) && l.toks[i].Kind == TokPunct && l.src[l.toks[i].Start] == c
}

// closing returns the index of the bracket that closes the one at i, or -1,
// looking at most limit tokens ahead.
func (l *tokenList) closing(i, limit int) int {
	depth := 0
	for j := i; j < len(l.toks) && j < i+limit; j++ {
		if l.toks[j].Kind != TokPunct {
			continue
		}
		switch l.src[l.toks[j].Start] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// opening returns the index of the bracket that the one at i closes, or -1.
func (l *tokenList) opening(i int) int {
	depth := 0
	for j := i; j >= 0; j-- {
		if l.toks[j].Kind != TokPunct {
			continue
		}
		switch l.src[l.toks[j].Start] {
		case ')', ']', '}':
			depth++
		case '(', '[', '{':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// ParameterName finds where a parameter list (list, from its '(' to its
// ')') declares a parameter: the identifier before a ',', ')' or '=' that
// no bracket of a type or an attribute encloses. It returns the byte
// offset of the name (after an @) in list, or -1.
func ParameterName(list []byte, name string) int {
	l := NewLexer(list)
	depth := 0
	last := Token{}
	for {
		tok, ok := l.Next()
		if !ok {
			return -1
		}
		if tok.Kind == TokPunct {
			c := list[tok.Start]
			switch c {
			case '(', '[', '<':
				depth++
			case ')', ']', '>':
				depth--
			}
			if (depth == 1 && (c == ',' || c == '=') || depth == 0 && c == ')') &&
				last.Kind == TokIdent && strings.TrimPrefix(string(list[last.Start:last.End]), "@") == name {
				return last.End - len(name)
			}
		}
		last = tok
	}
}
