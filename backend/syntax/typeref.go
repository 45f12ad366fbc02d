package syntax

import "strings"

// TypeRefKind says what shape a written type has.
type TypeRefKind uint8

// The shapes of written types.
const (
	TypeNamed    TypeRefKind = iota // a simple, generic or qualified name, or a keyword type
	TypeArray                       // Elem[,]
	TypePointer                     // Elem*
	TypeNullable                    // Elem?
	TypeTuple                       // (A a, B b)
	TypeRefOf                       // ref Elem (a ref return or ref local type)
	TypeFunctionPointer
)

// NamePart is one segment of a qualified name with its type arguments.
type NamePart struct {
	Name string
	Args []*TypeRef
	// Arity counts the type arguments, also for an unbound `Foo<,>`.
	Arity int
}

// TypeRef is a type as written, parsed from normalized text.
type TypeRef struct {
	Kind  TypeRefKind
	Alias string // "global" in global::X, or an extern alias
	Parts []NamePart
	Elem  *TypeRef
	Rank  int        // array rank
	Elems []*TypeRef // tuple elements
	Names []string   // tuple element names ("" when unnamed)
}

// Keyword returns the keyword of a predefined type (int, string ...), or "".
func (t *TypeRef) Keyword() string {
	if t.Kind == TypeNamed && t.Alias == "" && len(t.Parts) == 1 && t.Parts[0].Arity == 0 {
		if _, ok := predefined[t.Parts[0].Name]; ok {
			return t.Parts[0].Name
		}
	}
	return ""
}

// PredefinedTypeName returns the System type a keyword stands for.
func PredefinedTypeName(keyword string) (string, bool) {
	name, ok := predefined[keyword]
	return name, ok
}

// PredefinedKeyword returns the keyword C# writes for a framework type
// (int for System.Int32), or false.
func PredefinedKeyword(fullName string) (string, bool) {
	keyword, ok := predefinedKeywords[fullName]
	return keyword, ok
}

var predefinedKeywords = func() map[string]string {
	out := map[string]string{}
	for keyword, name := range predefined {
		if keyword != "dynamic" && keyword != "nint" && keyword != "nuint" { // IntPtr is shown as written
			out[name] = keyword
		}
	}
	return out
}()

var predefined = map[string]string{
	"bool": "System.Boolean", "byte": "System.Byte", "sbyte": "System.SByte", "char": "System.Char",
	"decimal": "System.Decimal", "double": "System.Double", "float": "System.Single",
	"int": "System.Int32", "uint": "System.UInt32", "long": "System.Int64", "ulong": "System.UInt64",
	"short": "System.Int16", "ushort": "System.UInt16", "object": "System.Object",
	"string": "System.String", "void": "System.Void", "nint": "System.IntPtr",
	"nuint": "System.UIntPtr", "dynamic": "System.Object",
}

// IsValueKeyword reports whether a predefined type is a value type.
func IsValueKeyword(keyword string) bool {
	switch keyword {
	case "object", "string", "dynamic", "void", "":
		return false
	}
	return true
}

// ParseTypeRef parses a type's text as the extractor writes it. It never
// fails: what it cannot read becomes a name holding the text.
func ParseTypeRef(text string) *TypeRef {
	p := &typeParser{s: text}
	t := p.parseType()
	if t == nil || p.i < len(p.s) {
		return &TypeRef{Kind: TypeNamed, Parts: []NamePart{{Name: text}}}
	}
	return t
}

type typeParser struct {
	s string
	i int
}

func (p *typeParser) skipSpace() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *typeParser) peek() byte {
	p.skipSpace()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *typeParser) ident() string {
	p.skipSpace()
	start := p.i
	for p.i < len(p.s) && (isWordByte(p.s[p.i])) {
		p.i++
	}
	return strings.TrimPrefix(p.s[start:p.i], "@")
}

func (p *typeParser) parseType() *TypeRef {
	var t *TypeRef
	switch c := p.peek(); {
	case c == '(':
		t = p.parseTuple()
	case isWordByte(c):
		word := p.ident()
		if word == "ref" || word == "scoped" || word == "readonly" {
			inner := p.parseType()
			if inner == nil || word != "ref" {
				return inner
			}
			return &TypeRef{Kind: TypeRefOf, Elem: inner}
		}
		if word == "delegate" { // function pointer: keep the text
			rest := strings.TrimSpace(p.s[p.i:])
			p.i = len(p.s)
			return &TypeRef{Kind: TypeFunctionPointer, Parts: []NamePart{{Name: "delegate" + rest}}}
		}
		p.i -= len(word)
		t = p.parseName()
	default:
		return nil
	}
	if t == nil {
		return nil
	}
	var runBase *TypeRef // the element type of the rank specifiers being read
	for {
		switch p.peek() {
		case '?':
			p.i++
			t = &TypeRef{Kind: TypeNullable, Elem: t}
		case '*':
			p.i++
			t = &TypeRef{Kind: TypePointer, Elem: t}
		case '[':
			p.i++
			rank := 1
			for p.peek() == ',' {
				p.i++
				rank++
			}
			if p.peek() != ']' {
				return nil
			}
			p.i++
			if t.Kind == TypeArray && runBase != nil {
				// C# reads rank specifiers left to right, outer to inner:
				// int[][,] is an array of int[,]. The new one goes innermost.
				inner := t
				for inner.Elem != runBase {
					inner = inner.Elem
				}
				inner.Elem = &TypeRef{Kind: TypeArray, Elem: runBase, Rank: rank}
				continue
			}
			runBase = t
			t = &TypeRef{Kind: TypeArray, Elem: t, Rank: rank}
			continue
		default:
			return t
		}
		runBase = nil
	}
}

func (p *typeParser) parseName() *TypeRef {
	t := &TypeRef{Kind: TypeNamed}
	for {
		name := p.ident()
		if name == "" {
			return nil
		}
		if p.peek() == ':' && p.i+1 < len(p.s) && p.s[p.i+1] == ':' && len(t.Parts) == 0 && t.Alias == "" {
			p.i += 2
			t.Alias = name
			continue
		}
		part := NamePart{Name: name}
		if p.peek() == '<' {
			p.i++
			part.Arity = 1
			for {
				c := p.peek()
				if c == ',' {
					p.i++
					part.Arity++
					continue
				}
				if c == '>' {
					p.i++
					break
				}
				arg := p.parseType()
				if arg == nil {
					return nil
				}
				part.Args = append(part.Args, arg)
			}
			if len(part.Args) > 0 && len(part.Args) != part.Arity {
				return nil
			}
		}
		t.Parts = append(t.Parts, part)
		if p.peek() != '.' {
			return t
		}
		p.i++
	}
}

func (p *typeParser) parseTuple() *TypeRef {
	p.i++ // (
	t := &TypeRef{Kind: TypeTuple}
	for {
		elem := p.parseType()
		if elem == nil {
			return nil
		}
		name := ""
		if isWordByte(p.peek()) {
			name = p.ident()
		}
		t.Elems = append(t.Elems, elem)
		t.Names = append(t.Names, name)
		switch p.peek() {
		case ',':
			p.i++
		case ')':
			p.i++
			return t
		default:
			return nil
		}
	}
}

// reservedKeywords are the words C# never reads as a name (but written
// @word): an identifier the grammar makes of one is a misreading.
var reservedKeywords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("abstract as base bool break byte case catch char checked class const continue decimal default delegate " +
		"do double else enum event explicit extern false finally fixed float for foreach goto if implicit in int interface internal is lock " +
		"long namespace new null object operator out override params private protected public readonly ref return sbyte sealed short sizeof " +
		"stackalloc static string struct switch this throw true try typeof uint ulong unchecked unsafe ushort using virtual void volatile while") {
		m[w] = true
	}
	return m
}()

// ReservedKeyword reports whether a word is one of C#'s reserved keywords.
func ReservedKeyword(word string) bool { return reservedKeywords[word] }
