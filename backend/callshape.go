package backend

import (
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// callShape is what the tokens after a mentioned name say of its use, read
// without parsing: enough to rule a method or a constructor out before
// anything is resolved.
type callShape struct {
	angle    bool // a < follows the name (type arguments, or an operator)
	typeArgs int  // the type arguments written, when angle opens a list surely; 0 otherwise
	call     bool // an argument list follows
	// lo and hi bound its arguments: hi written, lo without the Name = value
	// ones an attribute's named properties may be; lo is -1 when unsure (a
	// < in an argument may hide commas: F(G<A, B>(7)) or F(a < b, c > d)).
	lo, hi int
	// noGroup: followed by what cannot follow a method group (. [ =).
	noGroup bool
}

// maxShapeTokens bounds the tokens read after a name; a longer call is
// taken as it comes (unsure).
const maxShapeTokens = 20000

// tokenReader reads the tokens of the source from an offset, one ahead.
type tokenReader struct {
	src  []byte
	lx   *syntax.Lexer
	base int
	next syntax.Token
	ok   bool
	read int
}

func newTokenReader(src []byte, off int) *tokenReader {
	r := &tokenReader{src: src, lx: syntax.NewLexer(src[off:]), base: off}
	r.advance()
	return r
}

func (r *tokenReader) advance() {
	r.next, r.ok = r.lx.Next()
	r.next.Start += r.base
	r.next.End += r.base
	if r.read++; r.read > maxShapeTokens {
		r.ok = false
	}
}

// punct is the punctuation byte of the next token, 0 for another token.
func (r *tokenReader) punct() byte {
	if !r.ok || r.next.Kind != syntax.TokPunct {
		return 0
	}
	return r.src[r.next.Start]
}

// joined says whether the token after the next starts right after it and
// is one of the bytes (<= and << after <, == and => after =).
func (r *tokenReader) joined(bytes string) bool {
	end := r.next.End
	for _, c := range []byte(bytes) {
		if end < len(r.src) && r.src[end] == c {
			return true
		}
	}
	return false
}

// shapeAfter reads the use of the name whose identifier starts at off.
func shapeAfter(src []byte, off int) callShape {
	r := newTokenReader(src, off)
	r.advance() // the name itself
	shape := callShape{lo: -1}
	switch r.punct() {
	case '.', '[':
		shape.noGroup = true
		return shape
	case '=':
		shape.noGroup = !r.joined("=>")
		return shape
	case '<':
		shape.angle = true
		if r.joined("=<") {
			return shape
		}
		n, sure := r.typeArgumentList()
		if !sure {
			return shape
		}
		shape.typeArgs = n
	}
	if r.punct() != '(' {
		return shape
	}
	shape.call = true
	shape.lo, shape.hi = r.argumentCount()
	return shape
}

// typeArgumentList reads a < ... > list from its <, leaving the reader
// after it: the number of type arguments, and whether it surely is one (C#
// takes it so when the token after > is one of ( ) ] } : ; , . ? = ! | ^ & [).
func (r *tokenReader) typeArgumentList() (int, bool) {
	angles, nested, commas := 0, 0, 0
	for r.ok {
		c := r.punct()
		switch {
		case r.next.Kind == syntax.TokIdent:
		case c == '<':
			angles++
		case c == '>':
			if angles--; angles == 0 {
				r.advance()
				switch r.punct() {
				case '(', ')', ']', '}', ':', ';', ',', '.', '?', '=', '!', '|', '^', '&', '[':
					return commas + 1, true
				}
				return 0, false
			}
		case c == '(' || c == '[':
			nested++
		case c == ')' || c == ']':
			if nested--; nested < 0 {
				return 0, false
			}
		case c == ',':
			if angles == 1 && nested == 0 {
				commas++
			}
		case c == '.' || c == '?' || c == '*' || c == ':':
		default:
			return 0, false // not a type: the < is an operator
		}
		r.advance()
	}
	return 0, false
}

// argumentCount reads an argument list from its ( and bounds the number of
// arguments (see callShape); lo is -1 when unsure.
func (r *tokenReader) argumentCount() (lo, hi int) {
	r.advance()
	if r.punct() == ')' {
		return 0, 0
	}
	depth, args, assigned := 0, 1, 0
	argStart := true
	for r.ok {
		c := r.punct()
		startsArg := argStart
		argStart = false
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				if c != ')' {
					return -1, 0
				}
				return args - assigned, args
			}
			depth--
		case ',':
			if depth == 0 {
				args++
				argStart = true
			}
		case ';':
			if depth == 0 {
				return -1, 0 // broken code
			}
		case '<':
			if depth == 0 && !r.joined("=<") {
				if _, sure := r.typeArgumentList(); !sure {
					return -1, 0
				}
				continue // the reader is past the list
			}
		}
		if startsArg && depth == 0 && r.next.Kind == syntax.TokIdent {
			r.advance()
			if r.punct() == '=' && !r.joined("=>") {
				assigned++
			}
			continue
		}
		r.advance()
	}
	return -1, 0
}

// ruledOut says whether the shape of a mention rules out that it uses the
// target, a method or a constructor: type arguments it does not take, a
// number of arguments it cannot, or (for a method) what no method group
// can be followed by.
func (v *View) ruledOut(target index.SymbolID, shape callShape) bool {
	sym := v.snap.Sym(target)
	switch sym.Kind {
	case syntax.KindMethod:
		if shape.noGroup {
			return true
		}
		// A C# 14 extension block's method takes the block's type
		// arguments too: its arity is not what is written.
		if shape.angle && v.snap.Primary(target).Extension == nil &&
			(sym.Arity == 0 || shape.typeArgs > 0 && shape.typeArgs != sym.Arity) {
			return true
		}
	case syntax.KindConstructor:
		arity := v.snap.Sym(sym.Container).Arity
		if shape.angle && (arity == 0 || shape.typeArgs > 0 && shape.typeArgs != arity) {
			return true
		}
	default:
		return false
	}
	return shape.call && shape.lo >= 0 && !v.binder.MayTake(target, shape.lo, shape.hi)
}
