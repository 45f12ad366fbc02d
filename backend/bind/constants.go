package bind

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// Constant expressions.
//
// An attribute argument is a constant, a typeof or an array of those. The
// evaluator computes what it can from the written expression: literals,
// nameof, workspace constants and enum members (looked up from the scope
// the attribute is bound in), casts, arithmetic and bitwise operators, and
// string concatenation. What it cannot compute (a framework constant, an
// operator it does not know) is shown as written.

type valueKind uint8

const (
	vUnknown valueKind = iota
	vNull
	vBool
	vInt
	vFloat
	vDecimal
	vChar
	vString
	vType
	vEnum
	vArray
)

type value struct {
	kind    valueKind
	written string         // the expression as written, shown when the value cannot be
	i       int64          // vInt, vEnum, vChar (the UTF-16 code unit), vBool (1 or 0)
	uns     bool           // vInt: a ulong above MaxInt64, whose bits i holds
	f       float64        // vFloat
	single  bool           // vFloat: a float, not a double
	text    string         // vType: the type displayed; vDecimal: the digits
	str     []uint16       // vString, in UTF-16 code units as .NET holds it
	enum    index.SymbolID // vEnum: the enum type
	elems   []value        // vArray
}

var unknownValue = value{kind: vUnknown}

// evaluator evaluates the arguments of the attributes of one request; it
// keeps the enums' member values it computes.
type evaluator struct {
	b     *Binder
	enums map[index.SymbolID][]enumField
	depth int // constants evaluated inside one another
}

type enumField struct {
	name  string
	value int64
	known bool
}

// maxConstDepth bounds constants defined by constants (a cycle is an error
// in C#, but must not hang the binder).
const maxConstDepth = 16

func newEvaluator(b *Binder) *evaluator {
	return &evaluator{b: b, enums: map[index.SymbolID][]enumField{}}
}

// display evaluates an argument in a scope and writes its value.
func (ev *evaluator) display(sc *scope, text string) string {
	return ev.render(ev.eval(sc, text))
}

func (ev *evaluator) eval(sc *scope, text string) value {
	p := &exprParser{ev: ev, sc: sc, src: text}
	lx := syntax.NewLexer([]byte(text))
	for {
		t, ok := lx.Next()
		if !ok {
			break
		}
		p.toks = append(p.toks, t)
	}
	if len(p.toks) == 0 {
		return value{kind: vUnknown, written: text}
	}
	v := p.element()
	if p.failed || p.pos < len(p.toks) {
		return value{kind: vUnknown, written: text}
	}
	v.written = text
	return v
}

// constant finds the value of a constant or enum member named by a simple
// name (a member of the types in scope, or of their base classes) or by a
// qualified one (Type.Member).
func (ev *evaluator) constant(sc *scope, parts []string) value {
	b := ev.b
	if len(parts) == 1 {
		for i, t := range sc.types {
			if i == 0 && sc.paramsOnly {
				continue
			}
			if m, found := b.constMember(t, parts[0]); found {
				return ev.memberValue(m)
			}
		}
		return unknownValue
	}
	r := b.resolveName(sc, syntax.ParseTypeRef(strings.Join(parts[:len(parts)-1], ".")))
	if r.kind != typeTarget || r.whole != nil {
		return unknownValue
	}
	if m, found := b.constMember(r.symbol, parts[len(parts)-1]); found {
		return ev.memberValue(m)
	}
	return unknownValue
}

// constMember finds a member of t or of its base classes by name. found is
// true when a member has the name; m is NoSymbol unless it is a constant or
// an enum member (a property of that name hides the constants further up).
func (b *Binder) constMember(t index.SymbolID, name string) (m index.SymbolID, found bool) {
	for depth := 0; t != index.NoSymbol && depth < maxBaseDepth; depth++ {
		for _, id := range b.s.Sym(t).Members {
			ms := b.s.Sym(id)
			if ms.Name != name || ms.Kind.IsType() {
				continue
			}
			if ms.Kind == syntax.KindConstant || ms.Kind == syntax.KindEnumMember {
				return id, true
			}
			return index.NoSymbol, true
		}
		t = b.BaseClass(t)
	}
	return index.NoSymbol, false
}

func (ev *evaluator) memberValue(m index.SymbolID) value {
	if m == index.NoSymbol {
		return unknownValue
	}
	b := ev.b
	ms := b.s.Sym(m)
	switch ms.Kind {
	case syntax.KindEnumMember:
		n := 0
		for _, id := range b.s.Sym(ms.Container).Members {
			if id == m {
				break
			}
			if b.s.Sym(id).Kind == syntax.KindEnumMember {
				n++
			}
		}
		if fields := ev.enumFields(ms.Container); n < len(fields) && fields[n].known {
			return value{kind: vEnum, enum: ms.Container, i: fields[n].value}
		}
	case syntax.KindConstant:
		d := b.s.Primary(m)
		if d.Value == "" || strings.HasSuffix(d.Value, "…") || ev.depth >= maxConstDepth {
			return unknownValue // none, or truncated by the extractor
		}
		sc := b.declScope(m, ms.Decls[0])
		ev.depth++
		v := ev.eval(sc, d.Value)
		ev.depth--
		// The declared type converts: const Level L = 0 is an enum, const double D = 1 a double.
		if c := ev.convert(sc, d.Type, v); c.kind != vUnknown {
			return c
		}
		return v
	}
	return unknownValue
}

// enumFields computes the values of an enum's members, in declaration
// order: as written, or one more than the previous member (0 for the
// first). While they are computed, a member sees the ones before it.
func (ev *evaluator) enumFields(e index.SymbolID) []enumField {
	if f, ok := ev.enums[e]; ok {
		return f
	}
	b := ev.b
	ev.enums[e] = nil
	var fields []enumField
	next, known := int64(0), true
	for _, m := range b.s.Sym(e).Members {
		ms := b.s.Sym(m)
		if ms.Kind != syntax.KindEnumMember {
			continue
		}
		f := enumField{name: ms.Name, value: next, known: known}
		if text := b.s.Primary(m).Value; text != "" {
			v := ev.eval(b.declScope(m, ms.Decls[0]), text)
			f.value, f.known = v.i, v.kind == vInt || v.kind == vEnum || v.kind == vChar
		}
		fields = append(fields, f)
		ev.enums[e] = fields
		next, known = f.value+1, f.known
	}
	return fields
}

// convert applies a conversion to a type written in scope: a cast, or a
// constant's declared type. vUnknown when the conversion is not one of the
// constant conversions it knows.
func (ev *evaluator) convert(sc *scope, typeText string, v value) value {
	t := syntax.ParseTypeRef(typeText)
	if kw := t.Keyword(); kw != "" {
		switch kw {
		case "string", "object":
			if v.kind == vString || v.kind == vNull || kw == "object" && v.kind != vUnknown {
				return v
			}
		case "bool":
			if v.kind == vBool {
				return v
			}
		case "double", "float":
			switch v.kind {
			case vInt, vChar, vFloat:
				f := v.f
				if v.kind != vFloat {
					f = float64(v.i)
					if v.uns {
						f = float64(uint64(v.i))
					}
				}
				if kw == "float" {
					f = float64(float32(f))
				}
				return value{kind: vFloat, f: f, single: kw == "float"}
			}
		case "decimal":
			if v.kind == vDecimal || v.kind == vInt && !v.uns {
				return value{kind: vDecimal, text: strings.TrimPrefix(ev.render(v), "+")}
			}
		case "char":
			if v.kind == vInt || v.kind == vChar {
				return value{kind: vChar, i: int64(uint16(v.i))}
			}
		default:
			if i, ok := integral(v); ok {
				return narrow(kw, i)
			}
		}
		return unknownValue
	}
	r := ev.b.resolveName(sc, t)
	if r.kind == typeTarget && r.whole == nil && ev.b.s.Sym(r.symbol).Kind == syntax.KindEnum {
		if i, ok := integral(v); ok {
			return value{kind: vEnum, enum: r.symbol, i: i}
		}
	}
	return unknownValue
}

// integral reads a value as an integer: an integer, a char, an enum, or a
// floating-point number truncated (as an explicit cast does).
func integral(v value) (int64, bool) {
	switch v.kind {
	case vInt, vChar, vEnum:
		return v.i, true
	case vFloat:
		if v.f >= math.MinInt64 && v.f < math.MaxInt64 {
			return int64(v.f), true
		}
	}
	return 0, false
}

// narrow converts an integer to an integral type, keeping the bits that fit.
func narrow(kw string, i int64) value {
	v := value{kind: vInt}
	switch kw {
	case "sbyte":
		v.i = int64(int8(i))
	case "byte":
		v.i = int64(uint8(i))
	case "short":
		v.i = int64(int16(i))
	case "ushort":
		v.i = int64(uint16(i))
	case "int":
		v.i = int64(int32(i))
	case "uint":
		v.i = int64(uint32(i))
	case "long", "nint":
		v.i = i
	case "ulong", "nuint":
		v.i, v.uns = i, i < 0
	default:
		return unknownValue
	}
	return v
}

// render writes a value as Roslyn's TypedConstant.ToCSharpString does.
func (ev *evaluator) render(v value) string {
	switch v.kind {
	case vNull:
		return "null"
	case vBool:
		if v.i != 0 {
			return "true"
		}
		return "false"
	case vInt:
		if v.uns {
			return strconv.FormatUint(uint64(v.i), 10)
		}
		return strconv.FormatInt(v.i, 10)
	case vFloat:
		return formatFloat(v.f, v.single)
	case vDecimal:
		return v.text
	case vChar:
		return quoteChar(uint16(v.i))
	case vString:
		return quoteString(v.str)
	case vType:
		return "typeof(" + v.text + ")"
	case vEnum:
		if s, ok := ev.enumDisplay(v); ok {
			return s
		}
	case vArray:
		elems := make([]string, len(v.elems))
		for i, e := range v.elems {
			elems[i] = ev.render(e)
		}
		return "{" + strings.Join(elems, ", ") + "}"
	}
	return v.written
}

// enumDisplay writes an enum value as Roslyn does: the member with that
// value, else every member whose bits are all set in it (zero-valued ones
// included) joined with |, else the number. ok is false when a member's
// value is unknown.
func (ev *evaluator) enumDisplay(v value) (string, bool) {
	fields := ev.enumFields(v.enum)
	for _, f := range fields {
		if !f.known {
			return "", false
		}
	}
	name := ev.b.qualifiedName(v.enum)
	var parts []string
	var covered int64
	for _, f := range fields {
		if f.value == v.i {
			return name + "." + f.name, true
		}
		if f.value&v.i == f.value {
			covered |= f.value
			parts = append(parts, name+"."+f.name)
		}
	}
	if len(parts) > 0 && covered == v.i {
		return strings.Join(parts, " | "), true
	}
	if d := ev.b.s.Primary(v.enum); len(d.Bases) > 0 && d.Bases[0] == "ulong" {
		return strconv.FormatUint(uint64(v.i), 10), true
	}
	return strconv.FormatInt(v.i, 10), true
}

// formatFloat writes a double or a float as .NET's ToString("R") does:
// the shortest digits that read back, in exponent notation (1E+15, 1E-05)
// when the exponent is below -4 or reaches the type's precision.
func formatFloat(f float64, single bool) string {
	bits, precision := 64, 15
	if single {
		bits, precision = 32, 7
	}
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	e := strconv.FormatFloat(f, 'e', -1, bits)
	mantissa, exp, _ := strings.Cut(e, "e")
	n, _ := strconv.Atoi(exp)
	if n > -5 && n < precision {
		return strconv.FormatFloat(f, 'f', -1, bits)
	}
	sign := "+"
	if n < 0 {
		sign, n = "-", -n
	}
	return fmt.Sprintf("%sE%s%02d", mantissa, sign, n)
}

// quoteString writes a string literal as Roslyn's ObjectDisplay does with
// quotes and non-printable characters escaped.
func quoteString(units []uint16) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(units); i++ {
		c := units[i]
		if utf16.IsSurrogate(rune(c)) {
			if c < 0xDC00 && i+1 < len(units) && units[i+1] >= 0xDC00 && units[i+1] <= 0xDFFF {
				r := utf16.DecodeRune(rune(c), rune(units[i+1]))
				i++
				if needsEscaping(r) {
					fmt.Fprintf(&sb, `\U%08x`, r)
				} else {
					sb.WriteRune(r)
				}
				continue
			}
			fmt.Fprintf(&sb, `\u%04x`, c)
			continue
		}
		if s, ok := escapeChar(c); ok {
			sb.WriteString(s)
			continue
		}
		if c == '"' {
			sb.WriteString(`\"`)
			continue
		}
		sb.WriteRune(rune(c))
	}
	sb.WriteByte('"')
	return sb.String()
}

func quoteChar(c uint16) string {
	if s, ok := escapeChar(c); ok {
		return "'" + s + "'"
	}
	if c == '\'' {
		return `'\''`
	}
	return "'" + string(rune(c)) + "'"
}

// escapeChar is ObjectDisplay's TryReplaceChar.
func escapeChar(c uint16) (string, bool) {
	switch c {
	case '\\':
		return `\\`, true
	case 0:
		return `\0`, true
	case '\a':
		return `\a`, true
	case '\b':
		return `\b`, true
	case '\f':
		return `\f`, true
	case '\n':
		return `\n`, true
	case '\r':
		return `\r`, true
	case '\t':
		return `\t`, true
	case '\v':
		return `\v`, true
	}
	if needsEscaping(rune(c)) {
		return fmt.Sprintf(`\u%04x`, c), true
	}
	return "", false
}

// needsEscaping: control characters, line and paragraph separators,
// surrogates and unassigned code points.
func needsEscaping(r rune) bool {
	if utf16.IsSurrogate(r) || unicode.In(r, unicode.Cc, unicode.Zl, unicode.Zp) {
		return true
	}
	return !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C)
}

// exprParser evaluates an expression while parsing it, by recursive
// descent over the lexer's tokens (which are one byte of punctuation each:
// << is two adjacent tokens).
type exprParser struct {
	ev     *evaluator
	sc     *scope
	src    string
	toks   []syntax.Token
	pos    int
	failed bool
}

func (p *exprParser) fail() value {
	p.failed = true
	return unknownValue
}

func (p *exprParser) text(i int) string {
	if i < 0 || i >= len(p.toks) {
		return ""
	}
	return p.src[p.toks[i].Start:p.toks[i].End]
}

// punct says whether token i is the punctuation c.
func (p *exprParser) punct(i int, c byte) bool {
	return i >= 0 && i < len(p.toks) && p.toks[i].Kind == syntax.TokPunct && p.src[p.toks[i].Start] == c
}

func (p *exprParser) is(c byte) bool { return p.punct(p.pos, c) }

// pair says whether the tokens at pos are c1 c2 written together (<<, &&).
func (p *exprParser) pair(c1, c2 byte) bool {
	return p.punct(p.pos, c1) && p.punct(p.pos+1, c2) && p.toks[p.pos].End == p.toks[p.pos+1].Start
}

// closing returns the index of the token closing the bracket at i, or -1.
func (p *exprParser) closing(i int, open, close byte) int {
	depth := 0
	for j := i; j < len(p.toks); j++ {
		switch {
		case p.punct(j, open):
			depth++
		case p.punct(j, close):
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// element parses an expression and remembers how it is written.
func (p *exprParser) element() value {
	start := p.pos
	v := p.or()
	if p.pos > start && p.pos <= len(p.toks) {
		v.written = p.src[p.toks[start].Start:p.toks[p.pos-1].End]
	}
	return v
}

func (p *exprParser) or() value {
	x := p.xor()
	for p.is('|') && !p.pair('|', '|') && !p.pair('|', '=') {
		p.pos++
		x = binary('|', x, p.xor())
	}
	return x
}

func (p *exprParser) xor() value {
	x := p.and()
	for p.is('^') && !p.pair('^', '=') {
		p.pos++
		x = binary('^', x, p.and())
	}
	return x
}

func (p *exprParser) and() value {
	x := p.shift()
	for p.is('&') && !p.pair('&', '&') && !p.pair('&', '=') {
		p.pos++
		x = binary('&', x, p.shift())
	}
	return x
}

func (p *exprParser) shift() value {
	x := p.additive()
	for {
		var op byte
		switch {
		case p.pair('<', '<') && !p.punct(p.pos+2, '='):
			op = '<'
		case p.pair('>', '>') && !p.punct(p.pos+2, '>') && !p.punct(p.pos+2, '='):
			op = '>'
		default:
			return x
		}
		p.pos += 2
		x = binary(op, x, p.additive())
	}
}

func (p *exprParser) additive() value {
	x := p.multiplicative()
	for (p.is('+') || p.is('-')) && !p.pair('+', '=') && !p.pair('-', '=') {
		op := p.src[p.toks[p.pos].Start]
		p.pos++
		x = binary(op, x, p.multiplicative())
	}
	return x
}

func (p *exprParser) multiplicative() value {
	x := p.unary()
	for (p.is('*') || p.is('/') || p.is('%')) && !p.punct(p.pos+1, '=') {
		op := p.src[p.toks[p.pos].Start]
		p.pos++
		x = binary(op, x, p.unary())
	}
	return x
}

func (p *exprParser) unary() value {
	switch {
	case p.pos >= len(p.toks):
		return p.fail()
	case p.is('-'):
		p.pos++
		return negate(p.unary())
	case p.is('+'):
		p.pos++
		v := p.unary()
		if v.kind == vChar {
			v.kind = vInt
		}
		if v.kind != vInt && v.kind != vFloat && v.kind != vDecimal {
			return unknownValue
		}
		return v
	case p.is('~'):
		p.pos++
		v := p.unary()
		if v.kind == vChar {
			v.kind = vInt
		}
		if v.kind != vInt && v.kind != vEnum {
			return unknownValue
		}
		v.i = ^v.i
		return v
	case p.is('!'):
		p.pos++
		v := p.unary()
		if v.kind != vBool {
			return unknownValue
		}
		v.i ^= 1
		return v
	case p.is('('):
		if v, ok := p.cast(); ok {
			return v
		}
		p.pos++
		v := p.or()
		if !p.is(')') {
			return p.fail()
		}
		p.pos++
		return v
	}
	return p.primary()
}

// cast parses `(Type)operand` at pos. As in C#, `(x)-y` is a cast only when
// x is a keyword type; otherwise the token after the parenthesis must start
// an operand.
func (p *exprParser) cast() (value, bool) {
	end := p.closing(p.pos, '(', ')')
	if end < p.pos+2 || end+1 >= len(p.toks) {
		return value{}, false
	}
	for i := p.pos + 1; i < end; i++ {
		if p.toks[i].Kind == syntax.TokIdent {
			continue
		}
		if p.toks[i].Kind != syntax.TokPunct || !strings.ContainsRune(".<>,?[]:", rune(p.src[p.toks[i].Start])) {
			return value{}, false
		}
	}
	typeText := p.src[p.toks[p.pos+1].Start:p.toks[end-1].End]
	next := p.toks[end+1]
	keyword := syntax.ParseTypeRef(typeText).Keyword() != ""
	switch {
	case next.Kind != syntax.TokPunct:
	case p.punct(end+1, '(') || p.punct(end+1, '~') || p.punct(end+1, '!'):
	case keyword && (p.punct(end+1, '-') || p.punct(end+1, '+')):
	default:
		return value{}, false
	}
	p.pos = end + 1
	return p.ev.convert(p.sc, typeText, p.unary()), true
}

func (p *exprParser) primary() value {
	tok := p.toks[p.pos]
	switch tok.Kind {
	case syntax.TokNumber:
		return p.number()
	case syntax.TokString:
		p.pos++
		return literal(p.src[tok.Start:tok.End])
	case syntax.TokIdent:
		switch p.text(p.pos) {
		case "true":
			p.pos++
			return value{kind: vBool, i: 1}
		case "false":
			p.pos++
			return value{kind: vBool}
		case "null":
			p.pos++
			return value{kind: vNull}
		case "typeof":
			return p.typeOf()
		case "nameof":
			return p.nameOf()
		case "new":
			return p.newArray()
		case "sizeof":
			return p.sizeOf()
		case "default", "checked", "unchecked", "this", "base":
			return p.fail()
		}
		return p.name()
	case syntax.TokPunct:
		if p.is('[') {
			return p.list('[', ']')
		}
	}
	return p.fail()
}

// name reads a dotted name naming a constant or an enum member.
func (p *exprParser) name() value {
	var parts []string
	if p.text(p.pos) == "global" && p.pair(':', ':') {
		return p.fail() // global::X.Y: rare enough to show as written
	}
	for {
		if p.pos >= len(p.toks) || p.toks[p.pos].Kind != syntax.TokIdent {
			return p.fail()
		}
		parts = append(parts, strings.TrimPrefix(p.text(p.pos), "@"))
		p.pos++
		if !p.is('.') || p.pos+1 >= len(p.toks) || p.toks[p.pos+1].Kind != syntax.TokIdent {
			break
		}
		p.pos++
	}
	if p.is('(') {
		return p.fail() // a call is no constant
	}
	return p.ev.constant(p.sc, parts)
}

func (p *exprParser) number() value {
	t := p.text(p.pos)
	p.pos++
	// The lexer leaves an exponent's sign out: 1e-7 is 1e, -, 7.
	lower := strings.ToLower(t)
	if strings.HasSuffix(lower, "e") && !strings.HasPrefix(lower, "0x") && (p.is('-') || p.is('+')) &&
		p.pos+1 < len(p.toks) && p.toks[p.pos+1].Kind == syntax.TokNumber &&
		p.toks[p.pos-1].End == p.toks[p.pos].Start && p.toks[p.pos].End == p.toks[p.pos+1].Start {
		t += p.text(p.pos) + p.text(p.pos+1)
		p.pos += 2
	}
	v, ok := parseNumber(t)
	if !ok {
		return p.fail()
	}
	return v
}

// parseNumber reads a numeric literal: 42, 0x2A, 0b101, 1_000L, 2.5f, 1e-7, 9.99m.
func parseNumber(t string) (value, bool) {
	s := strings.ToLower(strings.ReplaceAll(t, "_", ""))
	integer := func(digits string, base int) (value, bool) {
		u, err := strconv.ParseUint(strings.TrimRight(digits, "ul"), base, 64)
		if err != nil {
			return value{}, false
		}
		return value{kind: vInt, i: int64(u), uns: u > math.MaxInt64}, true
	}
	switch {
	case strings.HasPrefix(s, "0x"):
		return integer(s[2:], 16)
	case strings.HasPrefix(s, "0b"):
		return integer(s[2:], 2)
	case strings.HasSuffix(s, "m"):
		return value{kind: vDecimal, text: t[:len(t)-1]}, true
	case strings.HasSuffix(s, "f"), strings.HasSuffix(s, "d"), strings.ContainsAny(s, ".e"):
		single := strings.HasSuffix(s, "f")
		bits := 64
		if single {
			bits = 32
		}
		f, err := strconv.ParseFloat(strings.TrimRight(s, "fd"), bits)
		if err != nil {
			return value{}, false
		}
		return value{kind: vFloat, f: f, single: single}, true
	}
	return integer(s, 10)
}

// literal reads a string or character literal.
func literal(t string) value {
	if strings.HasPrefix(t, "'") {
		if len(t) < 3 || !strings.HasSuffix(t, "'") {
			return unknownValue
		}
		units, ok := unescape(t[1 : len(t)-1])
		if !ok || len(units) != 1 {
			return unknownValue
		}
		return value{kind: vChar, i: int64(units[0])}
	}
	units, ok := decodeString(t)
	if !ok {
		return unknownValue
	}
	return value{kind: vString, str: units}
}

// decodeString reads a string literal: regular, verbatim, raw (on one line)
// or interpolated without holes. A u8 literal is no string constant; a
// multi-line raw string lost its line breaks when the extractor normalized
// the argument's spacing.
func decodeString(t string) ([]uint16, bool) {
	i := 0
	for i < len(t) && (t[i] == '$' || t[i] == '@') {
		i++
	}
	prefix, body := t[:i], t[i:]
	interpolated := strings.Contains(prefix, "$")
	if strings.HasPrefix(body, `"""`) {
		n := len(body) - len(strings.TrimLeft(body, `"`))
		if len(body) < 2*n || !strings.HasSuffix(body, strings.Repeat(`"`, n)) {
			return nil, false
		}
		content := body[n : len(body)-n]
		if strings.ContainsAny(content, "\r\n") || interpolated && strings.ContainsAny(content, "{}") {
			return nil, false
		}
		return utf16.Encode([]rune(content)), true
	}
	if len(body) < 2 || body[0] != '"' || body[len(body)-1] != '"' {
		return nil, false
	}
	content := body[1 : len(body)-1]
	if interpolated && strings.ContainsAny(content, "{}") {
		return nil, false
	}
	if strings.Contains(prefix, "@") {
		return utf16.Encode([]rune(strings.ReplaceAll(content, `""`, `"`))), true
	}
	return unescape(content)
}

// unescape decodes a regular literal's escape sequences into UTF-16 code
// units (\uD800 alone is a code unit, not a character).
func unescape(s string) ([]uint16, bool) {
	var out []uint16
	for i := 0; i < len(s); {
		if s[i] != '\\' {
			r, size := utf8.DecodeRuneInString(s[i:])
			out = utf16.AppendRune(out, r)
			i += size
			continue
		}
		if i+1 >= len(s) {
			return nil, false
		}
		e := s[i+1]
		i += 2
		switch e {
		case '\'', '"', '\\':
			out = append(out, uint16(e))
		case '0':
			out = append(out, 0)
		case 'a':
			out = append(out, '\a')
		case 'b':
			out = append(out, '\b')
		case 'e':
			out = append(out, 0x1b)
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'v':
			out = append(out, '\v')
		case 'u', 'U', 'x':
			n, max := 4, 4
			if e == 'U' {
				n, max = 8, 8
			} else if e == 'x' {
				n = 1
			}
			j := i
			for j < len(s) && j-i < max && isHexDigit(s[j]) {
				j++
			}
			if j-i < n {
				return nil, false
			}
			u, _ := strconv.ParseUint(s[i:j], 16, 32)
			i = j
			if e == 'U' {
				if u > unicode.MaxRune {
					return nil, false
				}
				out = utf16.AppendRune(out, rune(u))
			} else {
				out = append(out, uint16(u))
			}
		default:
			return nil, false
		}
	}
	return out, true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// typeOf reads typeof(T): T bound in scope and displayed fully qualified.
func (p *exprParser) typeOf() value {
	p.pos++
	end := p.closing(p.pos, '(', ')')
	if !p.is('(') || end < p.pos+2 {
		return p.fail()
	}
	text := p.src[p.toks[p.pos+1].Start:p.toks[end-1].End]
	p.pos = end + 1
	return value{kind: vType, text: p.ev.b.typeOfDisplay(p.sc, text)}
}

// sizeOf is the value of sizeof of a predefined type, a constant int.
func (p *exprParser) sizeOf() value {
	p.pos++
	end := p.closing(p.pos, '(', ')')
	if !p.is('(') || end != p.pos+2 {
		return p.fail()
	}
	size, ok := predefinedSizes[p.text(p.pos+1)]
	if !ok {
		return p.fail()
	}
	p.pos = end + 1
	return value{kind: vInt, i: size}
}

// typeOfDisplay writes the type of a typeof as the compiler displays it:
// int[], NS.Result<int>, NS.Result<> for an unbound generic type.
func (b *Binder) typeOfDisplay(sc *scope, text string) string {
	t := syntax.ParseTypeRef(text)
	if t.Kind == syntax.TypeNamed && len(t.Parts) > 0 {
		if last := t.Parts[len(t.Parts)-1]; last.Arity > 0 && len(last.Args) == 0 {
			if r := b.resolveName(sc, t); r.kind == typeTarget && r.whole == nil {
				return b.qualifiedName(r.symbol) + "<" + strings.Repeat(",", last.Arity-1) + ">"
			}
			return text
		}
	}
	return b.bindIn(sc, text).Display
}

// nameOf reads nameof(X.Y<Z>): "Y", the last identifier outside type
// argument lists.
func (p *exprParser) nameOf() value {
	p.pos++
	end := p.closing(p.pos, '(', ')')
	if !p.is('(') || end < p.pos+2 {
		return p.fail()
	}
	name, depth := "", 0
	for i := p.pos + 1; i < end; i++ {
		switch {
		case p.punct(i, '<'):
			depth++
		case p.punct(i, '>'):
			depth--
		case depth == 0 && p.toks[i].Kind == syntax.TokIdent:
			name = strings.TrimPrefix(p.text(i), "@")
		}
	}
	p.pos = end + 1
	if name == "" {
		return p.fail()
	}
	return value{kind: vString, str: utf16.Encode([]rune(name))}
}

// newArray reads new[] { ... }, new T[] { ... } and new T[0].
func (p *exprParser) newArray() value {
	p.pos++
	for p.pos < len(p.toks) && !p.is('[') {
		if p.is('(') || p.is('{') {
			return p.fail() // an object creation is no constant
		}
		p.pos++
	}
	end := p.closing(p.pos, '[', ']')
	if end < 0 {
		return p.fail()
	}
	size := -1
	switch end - p.pos {
	case 1:
	case 2:
		if n, ok := parseNumber(p.text(p.pos + 1)); ok && n.kind == vInt {
			size = int(n.i)
		} else {
			return p.fail()
		}
	default:
		return p.fail()
	}
	p.pos = end + 1
	if p.is('{') {
		return p.list('{', '}')
	}
	if size == 0 {
		return value{kind: vArray}
	}
	return p.fail()
}

// list reads the elements of an array initializer or a collection
// expression, each shown as written when it cannot be computed.
func (p *exprParser) list(open, close byte) value {
	p.pos++
	v := value{kind: vArray}
	for !p.is(close) {
		if p.pos >= len(p.toks) || p.pair('.', '.') {
			return p.fail() // unterminated, or a spread
		}
		v.elems = append(v.elems, p.element())
		if p.failed {
			return unknownValue
		}
		if p.is(',') {
			p.pos++
		} else if !p.is(close) {
			return p.fail()
		}
	}
	p.pos++
	return v
}

func negate(v value) value {
	switch v.kind {
	case vInt, vChar:
		return value{kind: vInt, i: -v.i}
	case vFloat:
		v.f = -v.f
		return v
	case vDecimal:
		if strings.HasPrefix(v.text, "-") {
			v.text = v.text[1:]
		} else {
			v.text = "-" + v.text
		}
		return v
	}
	return unknownValue
}

// binary applies an operator to two constants.
func binary(op byte, x, y value) value {
	switch {
	case x.kind == vUnknown || y.kind == vUnknown:
		return unknownValue
	case op == '+' && (x.kind == vString || y.kind == vString):
		if (x.kind == vString || x.kind == vNull) && (y.kind == vString || y.kind == vNull) {
			return value{kind: vString, str: append(append([]uint16{}, x.str...), y.str...)}
		}
		return unknownValue
	case x.kind == vEnum || y.kind == vEnum:
		return enumBinary(op, x, y)
	case x.kind == vBool && y.kind == vBool:
		switch op {
		case '&':
			return value{kind: vBool, i: x.i & y.i}
		case '|':
			return value{kind: vBool, i: x.i | y.i}
		case '^':
			return value{kind: vBool, i: x.i ^ y.i}
		}
		return unknownValue
	case isIntegral(x) && isIntegral(y):
		i, ok := intBinary(op, x.i, y.i)
		if !ok {
			return unknownValue
		}
		return value{kind: vInt, i: i, uns: x.uns || y.uns}
	case isNumeric(x) && isNumeric(y):
		return floatBinary(op, x, y)
	}
	return unknownValue
}

func isIntegral(v value) bool { return v.kind == vInt || v.kind == vChar }

func isNumeric(v value) bool { return isIntegral(v) || v.kind == vFloat }

func intBinary(op byte, x, y int64) (int64, bool) {
	switch op {
	case '+':
		return x + y, true
	case '-':
		return x - y, true
	case '*':
		return x * y, true
	case '/', '%':
		if y == 0 || x == math.MinInt64 && y == -1 {
			return 0, false
		}
		if op == '/' {
			return x / y, true
		}
		return x % y, true
	case '<':
		return x << (uint64(y) & 63), true
	case '>':
		return x >> (uint64(y) & 63), true
	case '&':
		return x & y, true
	case '|':
		return x | y, true
	case '^':
		return x ^ y, true
	}
	return 0, false
}

func floatBinary(op byte, x, y value) value {
	xf, yf := x.f, y.f
	if x.kind != vFloat {
		xf = float64(x.i)
	}
	if y.kind != vFloat {
		yf = float64(y.i)
	}
	// float op float and float op integer stay float; a double makes double.
	single := (x.kind != vFloat || x.single) && (y.kind != vFloat || y.single)
	var f float64
	switch op {
	case '+':
		f = xf + yf
	case '-':
		f = xf - yf
	case '*':
		f = xf * yf
	case '/':
		f = xf / yf
	case '%':
		f = math.Mod(xf, yf)
	default:
		return unknownValue
	}
	if single {
		f = float64(float32(f))
	}
	return value{kind: vFloat, f: f, single: single}
}

// enumBinary: E | E, E & E, E ^ E are E; E + n, n + E and E - n are E; E - E is a number.
func enumBinary(op byte, x, y value) value {
	switch {
	case x.kind == vEnum && y.kind == vEnum && x.enum == y.enum:
		switch op {
		case '|', '&', '^':
			i, _ := intBinary(op, x.i, y.i)
			return value{kind: vEnum, enum: x.enum, i: i}
		case '-':
			return value{kind: vInt, i: x.i - y.i}
		}
	case x.kind == vEnum && isIntegral(y) && (op == '+' || op == '-'):
		i, _ := intBinary(op, x.i, y.i)
		return value{kind: vEnum, enum: x.enum, i: i}
	case isIntegral(x) && y.kind == vEnum && op == '+':
		return value{kind: vEnum, enum: y.enum, i: x.i + y.i}
	}
	return unknownValue
}
