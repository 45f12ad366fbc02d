package metadata

import (
	"errors"
	"strings"
	"sync/atomic"
)

// TypeKind says what a Type is.
type TypeKind uint8

// Type kinds.
const (
	KindPrimitive   TypeKind = iota // Name is the System name: Int32, String, Void ...
	KindNamed                       // a TypeDef or TypeRef: Namespace, Name, Outer, Arity
	KindGenericInst                 // Elem instantiated with Args
	KindVar                         // a type's generic parameter Index (Name when known)
	KindMVar                        // a method's generic parameter Index (Name when known)
	KindSZArray                     // Elem[]
	KindArray                       // Elem[,] with Rank
	KindPointer                     // Elem*
	KindByRef                       // ref Elem
	KindFnPtr                       // delegate*<...>: Sig
)

// Type is a type as metadata writes it in a signature or a TypeDefOrRef
// index.
type Type struct {
	Kind      TypeKind
	Namespace string // KindNamed: "" for a nested type
	Name      string // metadata name without the `N suffix; a primitive's System name; a generic parameter's name
	Arity     int    // KindNamed: generic parameters declared at this level (the `N suffix)
	Outer     *Type  // KindNamed: the enclosing type of a nested type
	ValueType bool   // KindNamed: written VALUETYPE
	Elem      *Type
	Args      []*Type // KindGenericInst: every level's arguments, outermost first
	Index     int     // KindVar, KindMVar
	Rank      int     // KindArray
	Sig       *MethodSig
	// Where a KindNamed type is defined: a TypeDef row of this file, or an
	// assembly reference ("" for this module).
	TypeDefRow uint32
	Scope      string
	// The C# and documentation ID names of a resolved TypeDef or TypeRef,
	// computed once when the row is first resolved.
	csName, docName string
}

// MethodSig is a decoded method, property or function pointer signature.
type MethodSig struct {
	HasThis      bool
	CallingConv  uint8 // low four bits: 0 default, 5 vararg ...
	GenericArity int
	Return       *Type
	Params       []*Type
}

// Element types (§II.23.1.16).
const (
	etEnd         = 0x00
	etVoid        = 0x01
	etBoolean     = 0x02
	etChar        = 0x03
	etI1          = 0x04
	etU1          = 0x05
	etI2          = 0x06
	etU2          = 0x07
	etI4          = 0x08
	etU4          = 0x09
	etI8          = 0x0a
	etU8          = 0x0b
	etR4          = 0x0c
	etR8          = 0x0d
	etString      = 0x0e
	etPtr         = 0x0f
	etByRef       = 0x10
	etValueType   = 0x11
	etClass       = 0x12
	etVar         = 0x13
	etArray       = 0x14
	etGenericInst = 0x15
	etTypedByRef  = 0x16
	etI           = 0x18
	etU           = 0x19
	etFnPtr       = 0x1b
	etObject      = 0x1c
	etSZArray     = 0x1d
	etMVar        = 0x1e
	etCModReqd    = 0x1f
	etCModOpt     = 0x20
	etSentinel    = 0x41
	etPinned      = 0x45
)

var primitiveNames = map[byte]string{
	etVoid: "Void", etBoolean: "Boolean", etChar: "Char", etI1: "SByte", etU1: "Byte",
	etI2: "Int16", etU2: "UInt16", etI4: "Int32", etU4: "UInt32", etI8: "Int64", etU8: "UInt64",
	etR4: "Single", etR8: "Double", etString: "String", etTypedByRef: "TypedReference",
	etI: "IntPtr", etU: "UIntPtr", etObject: "Object",
}

// primitives are the shared Types of the element types that have one.
var primitives = func() (out [256]*Type) {
	for et, name := range primitiveNames {
		out[et] = &Type{Kind: KindPrimitive, Namespace: "System", Name: name}
	}
	return out
}()

var errBadSig = errors.New("malformed signature")

// maxSigDepth bounds nesting so a crafted blob cannot exhaust the stack.
const maxSigDepth = 64

type sigReader struct {
	f     *File
	b     []byte
	p     int
	depth int
	ctx   *genericContext
}

// genericContext names the generic parameters a signature may mention.
type genericContext struct {
	typeParams, methodParams []string
}

func (r *sigReader) byte() (byte, error) {
	if r.p >= len(r.b) {
		return 0, errBadSig
	}
	c := r.b[r.p]
	r.p++
	return c, nil
}

func (r *sigReader) peek() byte {
	if r.p >= len(r.b) {
		return 0
	}
	return r.b[r.p]
}

func (r *sigReader) uint() (uint32, error) {
	v, n, ok := uncompress(r.b[min(r.p, len(r.b)):])
	if !ok {
		return 0, errBadSig
	}
	r.p += n
	return v, nil
}

// skipMods skips custom modifiers (modreq/modopt) and PINNED.
func (r *sigReader) skipMods() error {
	for {
		switch r.peek() {
		case etCModOpt, etCModReqd:
			r.p++
			if _, err := r.uint(); err != nil {
				return err
			}
		case etPinned:
			r.p++
		default:
			return nil
		}
	}
}

func (r *sigReader) typ() (*Type, error) {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxSigDepth {
		return nil, errBadSig
	}
	if err := r.skipMods(); err != nil {
		return nil, err
	}
	c, err := r.byte()
	if err != nil {
		return nil, err
	}
	if p := primitives[c]; p != nil {
		return p, nil
	}
	switch c {
	case etClass, etValueType:
		v, err := r.uint()
		if err != nil {
			return nil, err
		}
		t, row := decodeCoded(ciTypeDefOrRef, v)
		if t == tTypeSpec {
			// §II.23.2.12: a TypeDef or a TypeRef only; refusing TypeSpec here
			// also keeps a crafted TypeSpec from expanding itself.
			return nil, errBadSig
		}
		ty := r.f.typeDefOrRef(t, row, r.depth)
		if ty == nil {
			return nil, errBadSig
		}
		if c == etValueType && ty.Kind == KindNamed {
			cp := *ty
			cp.ValueType = true
			ty = &cp
		}
		return ty, nil
	case etVar, etMVar:
		n, err := r.uint()
		if err != nil {
			return nil, err
		}
		ty := &Type{Kind: KindVar, Index: int(n)}
		names := []string(nil)
		if r.ctx != nil {
			names = r.ctx.typeParams
		}
		if c == etMVar {
			ty.Kind = KindMVar
			names = nil
			if r.ctx != nil {
				names = r.ctx.methodParams
			}
		}
		if int(n) < len(names) {
			ty.Name = names[n]
		}
		return ty, nil
	case etPtr, etByRef, etSZArray:
		elem, err := r.typ()
		if err != nil {
			return nil, err
		}
		k := KindPointer
		switch c {
		case etByRef:
			k = KindByRef
		case etSZArray:
			k = KindSZArray
		}
		return &Type{Kind: k, Elem: elem}, nil
	case etArray:
		elem, err := r.typ()
		if err != nil {
			return nil, err
		}
		rank, err := r.uint()
		if err != nil {
			return nil, err
		}
		for range 2 { // sizes, then lower bounds
			n, err := r.uint()
			if err != nil || n > uint32(len(r.b)) {
				return nil, errBadSig
			}
			for range n {
				if _, err := r.uint(); err != nil {
					return nil, err
				}
			}
		}
		return &Type{Kind: KindArray, Elem: elem, Rank: int(rank)}, nil
	case etGenericInst:
		base, err := r.typ()
		if err != nil {
			return nil, err
		}
		n, err := r.uint()
		if err != nil || n > uint32(len(r.b)) {
			return nil, errBadSig
		}
		ty := &Type{Kind: KindGenericInst, Elem: base}
		for range n {
			a, err := r.typ()
			if err != nil {
				return nil, err
			}
			ty.Args = append(ty.Args, a)
		}
		return ty, nil
	case etFnPtr:
		sig, err := r.method()
		if err != nil {
			return nil, err
		}
		return &Type{Kind: KindFnPtr, Sig: sig}, nil
	}
	return nil, errBadSig
}

// method reads a MethodDefSig, MethodRefSig or PropertySig after nothing has
// been read.
func (r *sigReader) method() (*MethodSig, error) {
	r.depth++
	defer func() { r.depth-- }()
	if r.depth > maxSigDepth {
		return nil, errBadSig
	}
	c, err := r.byte()
	if err != nil {
		return nil, err
	}
	s := &MethodSig{HasThis: c&0x20 != 0, CallingConv: c & 0x0f}
	if c&0x10 != 0 {
		n, err := r.uint()
		if err != nil {
			return nil, err
		}
		s.GenericArity = int(n)
	}
	n, err := r.uint()
	if err != nil || n > uint32(len(r.b)) {
		return nil, errBadSig
	}
	if s.Return, err = r.typ(); err != nil {
		return nil, err
	}
	for range n {
		if r.peek() == etSentinel {
			r.p++
		}
		p, err := r.typ()
		if err != nil {
			return nil, err
		}
		s.Params = append(s.Params, p)
	}
	return s, nil
}

// decodeMethodSig decodes a method or property signature blob.
func (f *File) decodeMethodSig(b []byte, ctx *genericContext) (*MethodSig, error) {
	r := &sigReader{f: f, b: b, ctx: ctx}
	return r.method()
}

// decodeFieldSig decodes a field signature blob.
func (f *File) decodeFieldSig(b []byte, ctx *genericContext) (*Type, error) {
	r := &sigReader{f: f, b: b, ctx: ctx}
	c, err := r.byte()
	if err != nil || c&0x0f != 0x06 {
		return nil, errBadSig
	}
	return r.typ()
}

// typeDefOrRef resolves a TypeDef, TypeRef or TypeSpec row to a Type; nil
// when the row is bad.
func (f *File) typeDefOrRef(t int, row uint32, depth int) *Type {
	if row == 0 || row > f.rows(max(t, 0)) || depth > maxSigDepth {
		return nil
	}
	var cache *atomic.Pointer[Type]
	switch t {
	case tTypeDef:
		cache = &f.defTypes[row]
	case tTypeRef:
		cache = &f.refTypes[row]
	}
	if cache != nil {
		if ty := cache.Load(); ty != nil {
			return ty
		}
		ty := f.resolveTypeDefOrRef(t, row, depth)
		if ty != nil {
			ty.csName = namedType(ty, nil, "<", ">", ", ", false)
			ty.docName = namedType(ty, nil, "{", "}", ",", true)
			cache.Store(ty)
		}
		return ty
	}
	return f.resolveTypeDefOrRef(t, row, depth)
}

// resolveTypeDefOrRef does typeDefOrRef's work; the Types it returns are
// shared and never modified afterwards.
func (f *File) resolveTypeDefOrRef(t int, row uint32, depth int) *Type {
	switch t {
	case tTypeDef:
		ty := &Type{Kind: KindNamed, TypeDefRow: row}
		ty.Name, ty.Arity = splitArity(f.str(f.col(tTypeDef, row, 1)))
		if enc := f.enclosing(row); enc != 0 && enc != row {
			ty.Outer = f.typeDefOrRef(tTypeDef, enc, depth+1)
		} else {
			ty.Namespace = f.str(f.col(tTypeDef, row, 2))
		}
		return ty
	case tTypeRef:
		ty := &Type{Kind: KindNamed}
		ty.Name, ty.Arity = splitArity(f.str(f.col(tTypeRef, row, 1)))
		st, srow := decodeCoded(ciResolutionScope, f.col(tTypeRef, row, 0))
		switch st {
		case tTypeRef:
			if srow != row {
				ty.Outer = f.typeDefOrRef(tTypeRef, srow, depth+1)
			}
			if ty.Outer != nil {
				ty.Scope = ty.Outer.Scope
			}
		case tAssemblyRef:
			ty.Namespace = f.str(f.col(tTypeRef, row, 2))
			ty.Scope = f.str(f.col(tAssemblyRef, srow, 6))
		default:
			ty.Namespace = f.str(f.col(tTypeRef, row, 2))
		}
		return ty
	case tTypeSpec:
		r := &sigReader{f: f, b: f.blobAt(f.col(tTypeSpec, row, 0)), depth: depth}
		ty, err := r.typ()
		if err != nil {
			return nil
		}
		return ty
	}
	return nil
}

// splitArity splits "List`1" into "List" and 1.
func splitArity(name string) (string, int) {
	i := strings.LastIndexByte(name, '`')
	if i < 0 {
		return name, 0
	}
	n := 0
	for _, c := range name[i+1:] {
		if c < '0' || c > '9' || n > 1000 {
			return name, 0
		}
		n = n*10 + int(c-'0')
	}
	if i+1 == len(name) {
		return name, 0
	}
	return name[:i], n
}
