package metadata

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Attribute is a CustomAttribute row: the attribute class, its constructor's
// signature and, when the value blob decodes, the arguments.
type Attribute struct {
	Type  *Type      // the attribute class; nil when the constructor is bad
	Ctor  *MethodSig // nil when undecodable
	Fixed []Value    // constructor arguments
	Named []NamedArg
	Err   error // why the value blob did not decode (then Fixed and Named are partial)
}

// NamedArg is a named field or property argument.
type NamedArg struct {
	Name     string
	Property bool
	Value    Value
}

// Value is a decoded attribute argument. Text renders it as C# writes a
// constant: 1, "s", true, typeof(System.String), (N.E)2, new int[] { 1, 2 }.
type Value struct {
	Type  string // C# display of the argument's type
	Value any    // bool, integer types, float32/64, string, nil, *Type name (string) for typeof, []Value
	Text  string
}

// CustomAttributes returns the attributes applied to row of table t (one of
// the Parent* constants or any HasCustomAttribute table).
func (f *File) CustomAttributes(t int, row uint32) []Attribute {
	key := encodeCoded(ciHasCustomAttribute, t, row)
	if key == 0 {
		return nil
	}
	lo, hi := f.equalRange(tCustomAttribute, 0, key)
	var out []Attribute
	for r := lo; r < hi; r++ {
		out = append(out, f.attribute(r))
	}
	return out
}

func (f *File) attribute(r uint32) Attribute {
	var a Attribute
	ct, crow := decodeCoded(ciCustomAttributeType, f.col(tCustomAttribute, r, 1))
	var sigBlob []byte
	switch ct {
	case tMethodDef:
		if crow == 0 || crow > f.rows(tMethodDef) {
			return a
		}
		if owner := f.maps().methodOwner[crow]; owner != 0 {
			a.Type = f.typeDefOrRef(tTypeDef, owner, 0)
		}
		sigBlob = f.blobAt(f.col(tMethodDef, crow, 4))
	case tMemberRef:
		pt, prow := decodeCoded(ciMemberRefParent, f.col(tMemberRef, crow, 0))
		a.Type = f.typeDefOrRef(pt, prow, 0)
		if a.Type != nil && a.Type.Kind == KindGenericInst {
			a.Type = a.Type.Elem
		}
		sigBlob = f.blobAt(f.col(tMemberRef, crow, 2))
	default:
		return a
	}
	a.Ctor, _ = f.decodeMethodSig(sigBlob, nil)
	if a.Ctor == nil {
		a.Err = errBadSig
		return a
	}
	a.Err = f.decodeAttrValue(&a, f.blobAt(f.col(tCustomAttribute, r, 2)))
	return a
}

var errBadBlob = errors.New("malformed attribute value")

type blobReader struct {
	b []byte
	p int
}

func (r *blobReader) take(n int) ([]byte, error) {
	if n < 0 || r.p+n > len(r.b) {
		return nil, errBadBlob
	}
	s := r.b[r.p : r.p+n]
	r.p += n
	return s, nil
}

func (r *blobReader) u8() (byte, error) {
	b, err := r.take(1)
	if err != nil {
		return 0, err
	}
	return b[0], nil
}

// serString reads a SerString: nil for the null string (0xFF).
func (r *blobReader) serString() (*string, error) {
	if r.p < len(r.b) && r.b[r.p] == 0xFF {
		r.p++
		return nil, nil
	}
	n, k, ok := uncompress(r.b[min(r.p, len(r.b)):])
	if !ok {
		return nil, errBadBlob
	}
	r.p += k
	b, err := r.take(int(n))
	if err != nil {
		return nil, err
	}
	s := string(b)
	return &s, nil
}

// argType is an attribute argument's type: an element type, an enum (with
// the underlying element type), System.Type, boxed object or an array.
type argType struct {
	et       byte   // element type; 0x50 System.Type, 0x51 boxed, etSZArray
	enumName string // enums: the C# name
	elem     *argType
}

func (f *File) decodeAttrValue(a *Attribute, b []byte) error {
	r := &blobReader{b: b}
	if len(b) < 2 || binary.LittleEndian.Uint16(b) != 1 {
		return errBadBlob
	}
	r.p = 2
	for _, p := range a.Ctor.Params {
		at, err := f.paramArgType(p)
		if err != nil {
			return err
		}
		v, err := f.readArg(r, at, 0)
		if err != nil {
			return err
		}
		a.Fixed = append(a.Fixed, v)
	}
	nb, err := r.take(2)
	if err != nil {
		return err
	}
	for range binary.LittleEndian.Uint16(nb) {
		kind, err := r.u8()
		if err != nil {
			return err
		}
		at, err := readFieldOrPropType(r, 0)
		if err != nil {
			return err
		}
		name, err := r.serString()
		if err != nil || name == nil {
			return errBadBlob
		}
		v, err := f.readArg(r, at, 0)
		if err != nil {
			return err
		}
		a.Named = append(a.Named, NamedArg{Name: *name, Property: kind == 0x54, Value: v})
	}
	return nil
}

// paramArgType maps a constructor parameter type to how its value is
// encoded.
func (f *File) paramArgType(t *Type) (*argType, error) {
	switch t.Kind {
	case KindPrimitive:
		for et, n := range primitiveNames {
			if n == t.Name {
				if et == etObject {
					return &argType{et: 0x51}, nil
				}
				return &argType{et: et}, nil
			}
		}
	case KindSZArray:
		e, err := f.paramArgType(t.Elem)
		if err != nil {
			return nil, err
		}
		return &argType{et: etSZArray, elem: e}, nil
	case KindNamed:
		if t.Namespace == "System" && t.Name == "Type" && t.Outer == nil {
			return &argType{et: 0x50}, nil
		}
		// An enum: its underlying type from its value__ field when defined
		// here; int is what nearly every enum uses otherwise.
		et := byte(etI4)
		if t.TypeDefRow != 0 {
			if td := f.TypeDef(t.TypeDefRow); td != nil {
				for _, fl := range td.Fields() {
					if !fl.Static && fl.Type != nil && fl.Type.Kind == KindPrimitive {
						a, err := f.paramArgType(fl.Type)
						if err == nil {
							et = a.et
						}
						break
					}
				}
			}
		}
		return &argType{et: et, enumName: CSharpName(t)}, nil
	}
	return nil, fmt.Errorf("attribute parameter of type %s", CSharpName(t))
}

func readFieldOrPropType(r *blobReader, depth int) (*argType, error) {
	if depth > 4 {
		return nil, errBadBlob
	}
	c, err := r.u8()
	if err != nil {
		return nil, err
	}
	switch c {
	case etSZArray:
		e, err := readFieldOrPropType(r, depth+1)
		if err != nil {
			return nil, err
		}
		return &argType{et: etSZArray, elem: e}, nil
	case 0x55: // enum: its assembly-qualified name
		name, err := r.serString()
		if err != nil || name == nil {
			return nil, errBadBlob
		}
		return &argType{et: etI4, enumName: reflectionName(*name)}, nil
	case 0x50, 0x51:
		return &argType{et: c}, nil
	}
	if _, ok := primitiveNames[c]; ok && c != etVoid && c != etObject && c != etTypedByRef && c != etI && c != etU {
		return &argType{et: c}, nil
	}
	return nil, errBadBlob
}

func (f *File) readArg(r *blobReader, at *argType, depth int) (Value, error) {
	if depth > 8 {
		return Value{}, errBadBlob
	}
	switch at.et {
	case etSZArray:
		nb, err := r.take(4)
		if err != nil {
			return Value{}, err
		}
		n := binary.LittleEndian.Uint32(nb)
		v := Value{Type: argTypeName(at)}
		if n == 0xFFFFFFFF {
			v.Text = "null"
			return v, nil
		}
		if int64(n) > int64(len(r.b)-r.p) {
			return Value{}, errBadBlob
		}
		var items []Value
		var texts []string
		for range n {
			e, err := f.readArg(r, at.elem, depth+1)
			if err != nil {
				return Value{}, err
			}
			items = append(items, e)
			texts = append(texts, e.Text)
		}
		v.Value = items
		v.Text = "new " + v.Type + " { " + strings.Join(texts, ", ") + " }"
		if n == 0 {
			v.Text = "new " + v.Type + " { }"
		}
		return v, nil
	case 0x51: // boxed: the actual type first
		inner, err := readFieldOrPropType(r, depth+1)
		if err != nil {
			return Value{}, err
		}
		return f.readArg(r, inner, depth+1)
	case 0x50, etString:
		s, err := r.serString()
		if err != nil {
			return Value{}, err
		}
		v := Value{Type: argTypeName(at)}
		switch {
		case s == nil:
			v.Text = "null"
		case at.et == 0x50:
			name := reflectionName(*s)
			v.Value, v.Text = name, "typeof("+name+")"
		default:
			if !utf8.ValidString(*s) {
				return Value{}, errBadBlob
			}
			v.Value, v.Text = *s, strconv.Quote(*s)
		}
		return v, nil
	}
	size := map[byte]int{etBoolean: 1, etChar: 2, etI1: 1, etU1: 1, etI2: 2, etU2: 2, etI4: 4, etU4: 4,
		etI8: 8, etU8: 8, etR4: 4, etR8: 8}[at.et]
	b, err := r.take(size)
	if err != nil || size == 0 {
		return Value{}, errBadBlob
	}
	var u uint64
	for i := size - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	v := Value{Type: argTypeName(at)}
	switch at.et {
	case etBoolean:
		v.Value, v.Text = u != 0, strconv.FormatBool(u != 0)
	case etChar:
		v.Value, v.Text = rune(u), strconv.QuoteRune(rune(u))
	case etI1, etI2, etI4, etI8:
		s := int64(u<<(64-8*size)) >> (64 - 8*size)
		v.Value, v.Text = s, strconv.FormatInt(s, 10)
	case etU1, etU2, etU4, etU8:
		v.Value, v.Text = u, strconv.FormatUint(u, 10)
	case etR4:
		x := math.Float32frombits(uint32(u))
		v.Value, v.Text = x, strconv.FormatFloat(float64(x), 'g', -1, 32)
	case etR8:
		x := math.Float64frombits(u)
		v.Value, v.Text = x, strconv.FormatFloat(x, 'g', -1, 64)
	}
	if at.enumName != "" {
		v.Text = "(" + at.enumName + ")" + v.Text
	}
	return v, nil
}

var csharpKeywords = map[string]string{
	"Void": "void", "Boolean": "bool", "Char": "char", "SByte": "sbyte", "Byte": "byte",
	"Int16": "short", "UInt16": "ushort", "Int32": "int", "UInt32": "uint", "Int64": "long",
	"UInt64": "ulong", "Single": "float", "Double": "double", "String": "string", "Object": "object",
	"Decimal": "decimal",
}

var etKeywords = map[byte]string{
	etBoolean: "bool", etChar: "char", etI1: "sbyte", etU1: "byte", etI2: "short", etU2: "ushort",
	etI4: "int", etU4: "uint", etI8: "long", etU8: "ulong", etR4: "float", etR8: "double",
	etString: "string", 0x50: "System.Type", 0x51: "object",
}

func argTypeName(at *argType) string {
	switch {
	case at.et == etSZArray:
		return argTypeName(at.elem) + "[]"
	case at.enumName != "":
		return at.enumName
	}
	return etKeywords[at.et]
}

// reflectionName turns a serialized type name (as typeof arguments and enum
// types are stored: "N.Outer`1+Inner[[System.Int32, mscorlib, ...]], asm")
// into C#: N.Outer<int>.Inner.
func reflectionName(s string) string {
	p := &reflParser{s: s}
	return p.typ(0)
}

type reflParser struct {
	s string
	i int
}

func (p *reflParser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *reflParser) typ(depth int) string {
	if depth > 16 {
		return "?"
	}
	start := p.i
	for p.i < len(p.s) && !strings.ContainsRune("[],*&", rune(p.s[p.i])) {
		p.i++
	}
	name := strings.TrimSpace(p.s[start:p.i])
	var args []string
	if p.peek() == '[' && p.i+1 < len(p.s) && p.s[p.i+1] != ']' && p.s[p.i+1] != ',' {
		p.i++
		for p.i < len(p.s) {
			if p.peek() == '[' { // assembly-qualified argument
				p.i++
				args = append(args, p.typ(depth+1))
				for p.i < len(p.s) && p.s[p.i] != ']' {
					p.i++
				}
				p.i++
			} else {
				args = append(args, p.typ(depth+1))
			}
			if p.peek() == ',' {
				p.i++
				continue
			}
			p.i++ // ']'
			break
		}
	}
	out := reflectionParts(name, args)
	for {
		switch p.peek() {
		case '[':
			j := p.i + 1
			for j < len(p.s) && p.s[j] == ',' {
				j++
			}
			if j >= len(p.s) || p.s[j] != ']' {
				return out
			}
			out += p.s[p.i : j+1]
			p.i = j + 1
		case '*':
			out += "*"
			p.i++
		case '&':
			p.i++
		default:
			return out
		}
	}
}

func reflectionParts(name string, args []string) string {
	if len(args) == 0 && strings.HasPrefix(name, "System.") {
		if kw, ok := csharpKeywords[name[len("System."):]]; ok {
			return kw
		}
	}
	parts := strings.Split(name, "+")
	for i, part := range parts {
		base, arity := splitArity(part)
		if arity > 0 && arity <= len(args) {
			base += "<" + strings.Join(args[:arity], ", ") + ">"
			args = args[arity:]
		}
		parts[i] = base
	}
	return strings.Join(parts, ".")
}

// hasAttribute reports whether row of table t carries the attribute class
// ns.name.
func (f *File) hasAttribute(t int, row uint32, ns, name string) bool {
	return f.findAttribute(t, row, ns, name) != 0
}

// findAttribute returns the first CustomAttribute row applying the attribute
// class ns.name to row of table t, 0 if none, comparing names in the
// #Strings heap without decoding anything.
func (f *File) findAttribute(t int, row uint32, ns, name string) uint32 {
	key := encodeCoded(ciHasCustomAttribute, t, row)
	if key == 0 {
		return 0
	}
	lo, hi := f.equalRange(tCustomAttribute, 0, key)
	for r := lo; r < hi; r++ {
		ct, crow := decodeCoded(ciCustomAttributeType, f.col(tCustomAttribute, r, 1))
		var tt int
		var trow uint32
		switch ct {
		case tMemberRef:
			tt, trow = decodeCoded(ciMemberRefParent, f.col(tMemberRef, crow, 0))
		case tMethodDef:
			if crow == 0 || crow > f.rows(tMethodDef) {
				continue
			}
			tt, trow = tTypeDef, f.maps().methodOwner[crow]
		default:
			continue
		}
		if (tt == tTypeRef || tt == tTypeDef) && f.strEq(f.col(tt, trow, 1), name) && f.strEq(f.col(tt, trow, 2), ns) {
			return r
		}
	}
	return 0
}

// strEq compares a #Strings entry with s without allocating.
func (f *File) strEq(off uint32, s string) bool {
	if uint64(off)+uint64(len(s)) >= uint64(len(f.strings)) {
		return false
	}
	return f.strings[off:off+uint32(len(s))] == s && f.strings[off+uint32(len(s))] == 0
}
