package metadata

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"strconv"
)

// Version is a four-part assembly version.
type Version struct{ Major, Minor, Build, Revision uint16 }

func (v Version) String() string {
	return fmt.Sprintf("%d.%d.%d.%d", v.Major, v.Minor, v.Build, v.Revision)
}

// AssemblyName identifies an assembly or an assembly reference.
type AssemblyName struct {
	Name           string
	Version        Version
	Culture        string // "" for neutral
	PublicKeyToken string // hex, "" when not strong-named
}

func (a AssemblyName) String() string {
	culture := a.Culture
	if culture == "" {
		culture = "neutral"
	}
	tok := a.PublicKeyToken
	if tok == "" {
		tok = "null"
	}
	return fmt.Sprintf("%s, Version=%s, Culture=%s, PublicKeyToken=%s", a.Name, a.Version, culture, tok)
}

// Assembly returns the identity in the Assembly table; ok is false for a
// module without one.
func (f *File) Assembly() (AssemblyName, bool) {
	if f.rows(tAssembly) == 0 {
		return AssemblyName{}, false
	}
	a := AssemblyName{
		Name:    f.str(f.col(tAssembly, 1, 7)),
		Culture: f.str(f.col(tAssembly, 1, 8)),
		Version: Version{uint16(f.col(tAssembly, 1, 1)), uint16(f.col(tAssembly, 1, 2)),
			uint16(f.col(tAssembly, 1, 3)), uint16(f.col(tAssembly, 1, 4))},
	}
	if key := f.blobAt(f.col(tAssembly, 1, 6)); len(key) > 0 {
		a.PublicKeyToken = publicKeyToken(key)
	}
	return a, true
}

// ModuleName returns the Module table's name (the file name it was built as).
func (f *File) ModuleName() string { return f.str(f.col(tModule, 1, 1)) }

// AssemblyRefs returns the assemblies this one references.
func (f *File) AssemblyRefs() []AssemblyName {
	var refs []AssemblyName
	for r := uint32(1); r <= f.rows(tAssemblyRef); r++ {
		refs = append(refs, f.assemblyRef(r))
	}
	return refs
}

// assemblyRef decodes the AssemblyRef row r.
func (f *File) assemblyRef(r uint32) AssemblyName {
	a := AssemblyName{
		Name:    f.str(f.col(tAssemblyRef, r, 6)),
		Culture: f.str(f.col(tAssemblyRef, r, 7)),
		Version: Version{uint16(f.col(tAssemblyRef, r, 0)), uint16(f.col(tAssemblyRef, r, 1)),
			uint16(f.col(tAssemblyRef, r, 2)), uint16(f.col(tAssemblyRef, r, 3))},
	}
	key := f.blobAt(f.col(tAssemblyRef, r, 5))
	switch {
	case f.col(tAssemblyRef, r, 4)&1 != 0 && len(key) > 0: // full public key
		a.PublicKeyToken = publicKeyToken(key)
	case len(key) > 0:
		a.PublicKeyToken = hex.EncodeToString(key)
	}
	return a
}

// nestMaps are the NestedClass table both ways, built on first use apart from
// lazyMaps so that naming types does not pay for the member indexes.
type nestMaps struct {
	enclosing map[uint32]uint32   // nested TypeDef → enclosing TypeDef
	nested    map[uint32][]uint32 // enclosing → nested, in row order
}

func (f *File) nesting() *nestMaps {
	f.nestOnce.Do(func() {
		n := &f.nest
		n.enclosing = make(map[uint32]uint32, f.rows(tNestedClass))
		n.nested = map[uint32][]uint32{}
		for r := uint32(1); r <= f.rows(tNestedClass); r++ {
			c, e := f.col(tNestedClass, r, 0), f.col(tNestedClass, r, 1)
			n.enclosing[c] = e
			n.nested[e] = append(n.nested[e], c)
		}
	})
	return &f.nest
}

// lazyMaps are the reverse indexes of members built on first use.
type lazyMaps struct {
	propertyMap map[uint32]uint32   // TypeDef → PropertyMap row
	eventMap    map[uint32]uint32   // TypeDef → EventMap row
	semantics   map[uint32][]uint32 // HasSemantics coded index → MethodSemantics rows
	methodOwner []uint32            // MethodDef row → TypeDef row
}

func (f *File) maps() *lazyMaps {
	f.lazyOnce.Do(func() {
		m := &f.lazy
		m.propertyMap = map[uint32]uint32{}
		for r := uint32(1); r <= f.rows(tPropertyMap); r++ {
			m.propertyMap[f.col(tPropertyMap, r, 0)] = r
		}
		m.eventMap = map[uint32]uint32{}
		for r := uint32(1); r <= f.rows(tEventMap); r++ {
			m.eventMap[f.col(tEventMap, r, 0)] = r
		}
		m.semantics = map[uint32][]uint32{}
		for r := uint32(1); r <= f.rows(tMethodSemantics); r++ {
			k := f.col(tMethodSemantics, r, 2)
			m.semantics[k] = append(m.semantics[k], r)
		}
		m.methodOwner = make([]uint32, f.rows(tMethodDef)+1)
		for t := uint32(1); t <= f.rows(tTypeDef); t++ {
			for _, md := range f.children(tTypeDef, t, 5, tMethodDef, tMethodPtr) {
				if md < uint32(len(m.methodOwner)) {
					m.methodOwner[md] = t
				}
			}
		}
	})
	return &f.lazy
}

func (f *File) enclosing(row uint32) uint32 { return f.nesting().enclosing[row] }

// children lists the rows of child that parent's row owns through list
// column c, through the Ptr table when there is one.
func (f *File) children(parent int, row uint32, c int, child, ptr int) []uint32 {
	listed := child
	if f.uncompressed && f.rows(ptr) > 0 {
		listed = ptr
	}
	lo, hi := f.listRange(parent, row, c, listed)
	out := make([]uint32, 0, hi-lo)
	for r := lo; r < hi; r++ {
		out = append(out, f.deref(ptr, r))
	}
	return out
}

// TypeKindName is what kind of type a TypeDef declares.
type TypeKindName string

// Type kinds as C# names them.
const (
	Class     TypeKindName = "class"
	Interface TypeKindName = "interface"
	Struct    TypeKindName = "struct"
	Enum      TypeKindName = "enum"
	Delegate  TypeKindName = "delegate"
)

// TypeDef is one type defined in the assembly.
type TypeDef struct {
	f             *File
	Row           uint32
	Flags         uint32
	Namespace     string // of the outermost enclosing type for a nested type
	Name          string // without the `N suffix
	Arity         int    // generic parameters declared at this level
	Enclosing     uint32 // TypeDef row of the enclosing type, 0 if none
	GenericParams []GenericParam
	Base          *Type // nil for interfaces, System.Object and <Module>
	Kind          TypeKindName
	Access        string // public, internal, protected, private, protected internal, private protected
	Abstract      bool
	Sealed        bool
	Static        bool
	self          *Type
	idName        string // the documentation ID without T:
}

// GenericParam is a generic parameter of a type or a method.
type GenericParam struct {
	Name        string
	Flags       uint16 // variance (1 out, 2 in) and special constraints (4 class, 8 struct, 16 new())
	Constraints []*Type
}

// NumTypes returns the number of TypeDef rows (row 1 is <Module>).
func (f *File) NumTypes() int { return int(f.rows(tTypeDef)) }

// Types returns every type but <Module>, in table order (an enclosing type
// comes before its nested types).
func (f *File) Types() []*TypeDef {
	var out []*TypeDef
	for r := uint32(2); r <= f.rows(tTypeDef); r++ {
		out = append(out, f.TypeDef(r))
	}
	return out
}

// NestedTypes returns the rows of the types nested in the type at row.
func (f *File) NestedTypes(row uint32) []uint32 { return f.nesting().nested[row] }

// TypeDef decodes the type at row (1-based); nil if out of range.
func (f *File) TypeDef(row uint32) *TypeDef {
	if row == 0 || row > f.rows(tTypeDef) {
		return nil
	}
	t := &TypeDef{f: f, Row: row, Flags: f.col(tTypeDef, row, 0)}
	t.self = f.typeDefOrRef(tTypeDef, row, 0)
	t.Name, t.Arity = t.self.Name, t.self.Arity
	t.idName = docType(t.self)
	if e := f.enclosing(row); e != row && e <= f.rows(tTypeDef) {
		t.Enclosing = e
	}
	root := t.self
	for i := 0; root.Outer != nil && i < maxSigDepth; i++ {
		root = root.Outer
	}
	t.Namespace = root.Namespace
	t.GenericParams = f.genericParams(encodeCoded(ciTypeOrMethodDef, tTypeDef, row), nil)
	ctx := t.context()
	bt, brow := decodeCoded(ciTypeDefOrRef, f.col(tTypeDef, row, 3))
	if brow != 0 {
		t.Base = f.typeDefOrRefCtx(bt, brow, ctx)
	}
	t.Access = typeAccess(t.Flags)
	t.Abstract = t.Flags&0x80 != 0
	t.Sealed = t.Flags&0x100 != 0
	t.Kind = Class
	switch base := fullMetadataName(t.Base); {
	case t.Flags&0x20 != 0:
		t.Kind = Interface
	case base == "System.Enum":
		t.Kind = Enum
	case base == "System.ValueType" && fullMetadataName(t.self) != "System.Enum":
		t.Kind = Struct
	case base == "System.MulticastDelegate":
		t.Kind = Delegate
	}
	t.Static = t.Kind == Class && t.Abstract && t.Sealed
	return t
}

// typeDefOrRefCtx resolves a TypeDefOrRef index, naming generic parameters
// for a TypeSpec.
func (f *File) typeDefOrRefCtx(t int, row uint32, ctx *genericContext) *Type {
	if t == tTypeSpec {
		if row == 0 || row > f.rows(tTypeSpec) {
			return nil
		}
		r := &sigReader{f: f, b: f.blobAt(f.col(tTypeSpec, row, 0)), ctx: ctx}
		ty, err := r.typ()
		if err != nil {
			return nil
		}
		return ty
	}
	return f.typeDefOrRef(t, row, 0)
}

func (t *TypeDef) context() *genericContext {
	ctx := &genericContext{}
	for _, g := range t.GenericParams {
		ctx.typeParams = append(ctx.typeParams, g.Name)
	}
	return ctx
}

// Type returns the type as a signature would name it (not instantiated).
func (t *TypeDef) Type() *Type { return t.self }

func typeAccess(flags uint32) string {
	return [...]string{"internal", "public", "public", "private", "protected", "internal", "private protected", "protected internal"}[flags&7]
}

func memberAccess(flags uint32) string {
	return [...]string{"private", "private", "private protected", "internal", "protected", "protected internal", "public", "public"}[flags&7]
}

// genericParams reads the GenericParam rows owned by a TypeOrMethodDef
// coded index, ordered by number.
func (f *File) genericParams(owner uint32, outer *genericContext) []GenericParam {
	lo, hi := f.equalRange(tGenericParam, 2, owner)
	if lo == hi {
		return nil
	}
	gps := make([]GenericParam, hi-lo)
	rows := make([]uint32, hi-lo)
	for r := lo; r < hi; r++ {
		n := int(f.col(tGenericParam, r, 0))
		if n >= len(gps) {
			continue
		}
		gps[n] = GenericParam{Name: f.str(f.col(tGenericParam, r, 3)), Flags: uint16(f.col(tGenericParam, r, 1))}
		rows[n] = r
	}
	ctx := &genericContext{}
	if outer != nil {
		ctx.typeParams = outer.typeParams
	}
	for _, g := range gps {
		if owner&1 == 0 {
			ctx.typeParams = append(ctx.typeParams, g.Name)
		} else {
			ctx.methodParams = append(ctx.methodParams, g.Name)
		}
	}
	for i, r := range rows {
		if r == 0 {
			continue
		}
		clo, chi := f.equalRange(tGenericParamConstraint, 0, r)
		for c := clo; c < chi; c++ {
			ct, crow := decodeCoded(ciTypeDefOrRef, f.col(tGenericParamConstraint, c, 1))
			if ty := f.typeDefOrRefCtx(ct, crow, ctx); ty != nil {
				gps[i].Constraints = append(gps[i].Constraints, ty)
			}
		}
	}
	return gps
}

// Interfaces returns the interfaces the type implements directly (as the
// InterfaceImpl table lists them).
func (t *TypeDef) Interfaces() []*Type {
	f := t.f
	ctx := t.context()
	lo, hi := f.equalRange(tInterfaceImpl, 0, t.Row)
	var out []*Type
	for r := lo; r < hi; r++ {
		it, irow := decodeCoded(ciTypeDefOrRef, f.col(tInterfaceImpl, r, 1))
		if ty := f.typeDefOrRefCtx(it, irow, ctx); ty != nil {
			out = append(out, ty)
		}
	}
	return out
}

// Method is a MethodDef row.
type Method struct {
	Row           uint32
	Name          string
	Flags         uint16
	ImplFlags     uint16
	Access        string
	Static        bool
	Virtual       bool
	Abstract      bool
	SpecialName   bool
	GenericParams []GenericParam
	Sig           *MethodSig // nil when the blob is malformed
	Params        []Param    // one per signature parameter
	// Priority is what [OverloadResolutionPriority(n)] says (C# 13:
	// .NET 9's Debug.Assert(bool, string = "") is 1); 0 without it.
	Priority int
}

// Vararg says whether the method takes C#'s __arglist after its parameters
// (.NET Framework's String.Concat(object, object, object, object,
// __arglist)): only a call that passes __arglist binds to it, and C# code
// hardly writes one, so Glider lists and binds none.
func (m *Method) Vararg() bool { return m.Sig != nil && m.Sig.CallingConv == 5 }

// Param is a method parameter.
type Param struct {
	Name     string
	Flags    uint16 // 1 in, 2 out, 0x10 optional, 0x1000 has default
	Type     *Type
	ParamArr bool // [ParamArray] or [ParamCollection]: C# params
}

// IsOut reports whether a by-ref parameter is C# out.
func (p Param) IsOut() bool { return p.Flags&2 != 0 && p.Flags&1 == 0 }

// Methods decodes the type's methods (constructors, accessors and operators
// included).
func (t *TypeDef) Methods() []*Method {
	f := t.f
	tctx := t.context()
	var out []*Method
	for _, r := range f.children(tTypeDef, t.Row, 5, tMethodDef, tMethodPtr) {
		out = append(out, f.method(r, tctx))
	}
	return out
}

func (f *File) method(r uint32, tctx *genericContext) *Method {
	m := &Method{Row: r, Name: f.str(f.col(tMethodDef, r, 3)),
		Flags: uint16(f.col(tMethodDef, r, 2)), ImplFlags: uint16(f.col(tMethodDef, r, 1))}
	m.Access = memberAccess(uint32(m.Flags))
	m.Static = m.Flags&0x10 != 0
	m.Virtual = m.Flags&0x40 != 0
	m.Abstract = m.Flags&0x400 != 0
	m.SpecialName = m.Flags&0x800 != 0
	m.GenericParams = f.genericParams(encodeCoded(ciTypeOrMethodDef, tMethodDef, r), tctx)
	ctx := tctx
	if len(m.GenericParams) > 0 {
		ctx = &genericContext{typeParams: tctx.typeParams}
		for _, g := range m.GenericParams {
			ctx.methodParams = append(ctx.methodParams, g.Name)
		}
	}
	m.Sig, _ = f.decodeMethodSig(f.blobAt(f.col(tMethodDef, r, 4)), ctx)
	if m.Sig == nil {
		return m
	}
	if a := f.findAttribute(tMethodDef, r, "System.Runtime.CompilerServices", "OverloadResolutionPriorityAttribute"); a != 0 {
		if fixed := f.attribute(a).Fixed; len(fixed) == 1 {
			if n, ok := fixed[0].Value.(int64); ok {
				m.Priority = int(n)
			}
		}
	}
	m.Params = make([]Param, len(m.Sig.Params))
	for i, p := range m.Sig.Params {
		m.Params[i] = Param{Type: p}
	}
	defer func() {
		for i := range m.Params {
			if m.Params[i].Name == "" {
				m.Params[i].Name = "arg" + strconv.Itoa(i)
			}
		}
	}()
	for _, pr := range f.children(tMethodDef, r, 5, tParam, tParamPtr) {
		seq := int(f.col(tParam, pr, 1))
		if seq < 1 || seq > len(m.Params) {
			continue
		}
		p := &m.Params[seq-1]
		p.Name = f.str(f.col(tParam, pr, 2))
		p.Flags = uint16(f.col(tParam, pr, 0))
		// [ParamArray] only ever marks an array, the last parameter;
		// [ParamCollection] a params collection (C# 13: params ReadOnlySpan<T>).
		p.ParamArr = seq == len(m.Params) && p.Type != nil &&
			(p.Type.Kind == KindSZArray && f.hasAttribute(tParam, pr, "System", "ParamArrayAttribute") ||
				f.hasAttribute(tParam, pr, "System.Runtime.CompilerServices", "ParamCollectionAttribute"))
	}
	return m
}

// Field is a Field row.
type Field struct {
	Row    uint32
	Name   string
	Flags  uint16
	Access string
	Static bool
	Const  bool // literal
	Type   *Type
}

// Fields decodes the type's fields.
func (t *TypeDef) Fields() []*Field {
	f := t.f
	ctx := t.context()
	var out []*Field
	for _, r := range f.children(tTypeDef, t.Row, 4, tField, tFieldPtr) {
		fl := &Field{Row: r, Name: f.str(f.col(tField, r, 1)), Flags: uint16(f.col(tField, r, 0))}
		fl.Access = memberAccess(uint32(fl.Flags))
		fl.Static = fl.Flags&0x10 != 0
		fl.Const = fl.Flags&0x40 != 0
		fl.Type, _ = f.decodeFieldSig(f.blobAt(f.col(tField, r, 2)), ctx)
		out = append(out, fl)
	}
	return out
}

// Property is a Property row with its accessors.
type Property struct {
	Row       uint32
	Name      string
	Sig       *MethodSig // Return is the property type; Params the indexer's
	Getter    *Method
	Setter    *Method
	Params    []Param // an indexer's parameters, named from an accessor
	Accessors []*Method
}

// Properties decodes the type's properties.
func (t *TypeDef) Properties() []*Property { return t.properties(nil) }

// methodAt decodes the method at row, from decoded when it is there.
func (f *File) methodAt(row uint32, ctx *genericContext, decoded map[uint32]*Method) *Method {
	if m, ok := decoded[row]; ok {
		return m
	}
	return f.method(row, ctx)
}

func (t *TypeDef) properties(decoded map[uint32]*Method) []*Property {
	f := t.f
	ctx := t.context()
	pm, ok := f.maps().propertyMap[t.Row]
	if !ok {
		return nil
	}
	var out []*Property
	for _, r := range f.children(tPropertyMap, pm, 1, tProperty, tPropertyPtr) {
		p := &Property{Row: r, Name: f.str(f.col(tProperty, r, 1))}
		p.Sig, _ = f.decodeMethodSig(f.blobAt(f.col(tProperty, r, 2)), ctx)
		for _, s := range f.maps().semantics[encodeCoded(ciHasSemantics, tProperty, r)] {
			m := f.methodAt(f.col(tMethodSemantics, s, 1), ctx, decoded)
			p.Accessors = append(p.Accessors, m)
			switch f.col(tMethodSemantics, s, 0) {
			case 0x2:
				p.Getter = m
			case 0x1:
				p.Setter = m
			}
		}
		if p.Sig != nil {
			for i, ty := range p.Sig.Params {
				prm := Param{Type: ty, Name: fmt.Sprintf("arg%d", i)}
				if p.Getter != nil && i < len(p.Getter.Params) {
					prm.Name = p.Getter.Params[i].Name
				} else if p.Setter != nil && i < len(p.Setter.Params) {
					prm.Name = p.Setter.Params[i].Name
				}
				p.Params = append(p.Params, prm)
			}
		}
		out = append(out, p)
	}
	return out
}

// Event is an Event row with its accessors.
type Event struct {
	Row       uint32
	Name      string
	Type      *Type
	Adder     *Method
	Remover   *Method
	Accessors []*Method
}

// Events decodes the type's events.
func (t *TypeDef) Events() []*Event { return t.events(nil) }

func (t *TypeDef) events(decoded map[uint32]*Method) []*Event {
	f := t.f
	ctx := t.context()
	em, ok := f.maps().eventMap[t.Row]
	if !ok {
		return nil
	}
	var out []*Event
	for _, r := range f.children(tEventMap, em, 1, tEvent, tEventPtr) {
		e := &Event{Row: r, Name: f.str(f.col(tEvent, r, 1))}
		et, erow := decodeCoded(ciTypeDefOrRef, f.col(tEvent, r, 2))
		e.Type = f.typeDefOrRefCtx(et, erow, ctx)
		for _, s := range f.maps().semantics[encodeCoded(ciHasSemantics, tEvent, r)] {
			m := f.methodAt(f.col(tMethodSemantics, s, 1), ctx, decoded)
			e.Accessors = append(e.Accessors, m)
			switch f.col(tMethodSemantics, s, 0) {
			case 0x8:
				e.Adder = m
			case 0x10:
				e.Remover = m
			}
		}
		out = append(out, e)
	}
	return out
}

// Member kinds of a custom attribute's parent.
const (
	ParentType     = tTypeDef
	ParentMethod   = tMethodDef
	ParentField    = tField
	ParentParam    = tParam
	ParentProperty = tProperty
	ParentEvent    = tEvent
	ParentAssembly = tAssembly
)

// publicKeyToken is the last eight bytes of the key's SHA-1, reversed.
func publicKeyToken(key []byte) string {
	sum := sha1.Sum(key)
	tok := make([]byte, 8)
	for i := range tok {
		tok[i] = sum[len(sum)-1-i]
	}
	return hex.EncodeToString(tok)
}

// ModuleID returns the module version ID (the Module table's Mvid) as a
// GUID string, "" when absent.
func (f *File) ModuleID() string {
	return guidString(f.guidAt(f.col(tModule, 1, 2)))
}

// guidString writes a GUID's 16 bytes as Windows does, "" for a bad length.
func guidString(g []byte) string {
	if len(g) != 16 {
		return ""
	}
	return fmt.Sprintf("%08x-%04x-%04x-%x-%x", le.Uint32(g), le.Uint16(g[4:]), le.Uint16(g[6:]), g[8:10], g[10:])
}
