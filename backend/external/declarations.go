// Package external turns what a .NET assembly shows other assemblies into
// declarations, written as C# source would declare them. The index builds
// symbols from them exactly as from source, so every tool and every binding
// rule works on framework and package types without a second model. Type
// names are written fully qualified (global::System.String) so they bind the
// same from any scope.
package external

import (
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
)

// Declarations lists the types an assembly makes visible to other
// assemblies (public ones, and the protected ones nested in them) with their
// visible members, in the order the index needs: namespaces and types before
// what they contain.
func Declarations(f *metadata.File) *syntax.File {
	// A Decl is large: growing the slice as declarations come would copy it
	// again and again. Framework assemblies declare about ten members a type.
	c := converter{f: f, out: &syntax.File{Decls: make([]syntax.Decl, 0, 10*f.NumTypes())},
		namespaces: map[string]int32{}, types: map[uint32]int32{}}
	// Table order puts an enclosing type before its nested types.
	for row := uint32(2); row <= uint32(f.NumTypes()); row++ {
		c.typeDecl(f.TypeDef(row))
	}
	c.structConstructors()
	return c.out
}

// structConstructors adds the parameterless constructor every struct and
// enum has (new DateTime() is M:System.DateTime.#ctor), which metadata
// lists only when a struct declares one. They come last, as the index expects of
// implicit constructors.
func (c *converter) structConstructors() {
	declared := map[int32]bool{}
	for _, d := range c.out.Decls {
		if d.Kind == syntax.KindConstructor && len(d.Params) == 0 && d.Modifiers&syntax.ModStatic == 0 {
			declared[d.Parent] = true
		}
	}
	for i, n := int32(0), int32(len(c.out.Decls)); i < n; i++ {
		if t := c.out.Decls[i]; (t.Kind == syntax.KindStruct || t.Kind == syntax.KindEnum) && !declared[i] {
			c.add(syntax.Decl{Kind: syntax.KindConstructor, Name: t.Name, Parent: i, Modifiers: syntax.ModPublic, Synthesized: true, Implicit: true})
		}
	}
}

type converter struct {
	f          *metadata.File
	out        *syntax.File
	namespaces map[string]int32 // namespace Decl by name
	types      map[uint32]int32 // type Decl by TypeDef row, for the visible types
}

func (c *converter) add(d syntax.Decl) int32 {
	c.out.Decls = append(c.out.Decls, d)
	return int32(len(c.out.Decls) - 1)
}

func (c *converter) namespace(name string) int32 {
	if name == "" {
		return -1
	}
	if i, ok := c.namespaces[name]; ok {
		return i
	}
	i := c.add(syntax.Decl{Kind: syntax.KindNamespace, Name: name, Parent: -1})
	c.namespaces[name] = i
	return i
}

var typeKinds = map[metadata.TypeKindName]syntax.Kind{
	metadata.Class: syntax.KindClass, metadata.Interface: syntax.KindInterface,
	metadata.Struct: syntax.KindStruct, metadata.Enum: syntax.KindEnum, metadata.Delegate: syntax.KindDelegate,
}

// accessModifiers maps metadata accessibilities to the C# modifiers of the
// ones another assembly can use; the others are left out.
var accessModifiers = map[string]syntax.Modifiers{
	"public":             syntax.ModPublic,
	"protected":          syntax.ModProtected,
	"protected internal": syntax.ModProtected | syntax.ModInternal,
}

func (c *converter) typeDecl(t *metadata.TypeDef) {
	if t == nil || !metadata.Speakable(t.Name) {
		return
	}
	access, ok := accessModifiers[t.Access]
	if !ok {
		return
	}
	parent := int32(-1)
	if t.Enclosing != 0 {
		if parent, ok = c.types[t.Enclosing]; !ok {
			return // nested in a type other assemblies cannot see
		}
	} else {
		parent = c.namespace(t.Namespace)
	}
	d := syntax.Decl{Kind: typeKinds[t.Kind], Name: t.Name, Parent: parent, Modifiers: access}
	switch {
	case t.Static:
		d.Modifiers |= syntax.ModStatic
	case t.Kind == metadata.Class && t.Abstract:
		d.Modifiers |= syntax.ModAbstract
	case t.Kind == metadata.Class && t.Sealed:
		d.Modifiers |= syntax.ModSealed
	}
	// Metadata repeats the enclosing types' generic parameters on a nested
	// type; C# declares only its own.
	own := t.GenericParams[len(t.GenericParams)-t.Arity:]
	d.TypeParams, d.Constraints = typeParams(own)
	if t.Base != nil && t.Kind == metadata.Class && !isObject(t.Base) {
		d.Bases = append(d.Bases, metadata.GlobalName(t.Base))
	}
	for _, i := range t.Interfaces() {
		d.Bases = append(d.Bases, metadata.GlobalName(i))
	}
	d.Attributes = c.attributes(metadata.ParentType, t.Row)
	if t.Kind == metadata.Struct && c.byRefLike(t.Row) {
		d.Modifiers |= syntax.ModRef // a ref struct (Span<T>), which converts to no base or interface
	}
	if t.Kind == metadata.Delegate {
		for _, m := range t.Methods() {
			if m.Name == "Invoke" && m.Sig != nil {
				d.Type = metadata.GlobalName(m.Sig.Return)
				d.Params = params(m.Params)
			}
		}
		idx := c.add(d)
		c.types[t.Row] = idx
		for _, m := range syntax.DelegateMethods(&d, idx) {
			c.add(m)
		}
		return
	}
	self := c.add(d)
	c.types[t.Row] = self
	c.members(t, self)
}

func isObject(t *metadata.Type) bool {
	return t.Kind == metadata.KindNamed && t.Namespace == "System" && t.Name == "Object" && t.Outer == nil
}

// members adds a type's visible fields, methods, properties and events.
func (c *converter) members(t *metadata.TypeDef, parent int32) {
	interfaceMember := t.Kind == metadata.Interface
	for _, fl := range t.Fields() {
		access, ok := accessModifiers[fl.Access]
		if !ok || !metadata.Speakable(fl.Name) || fl.Flags&0x400 != 0 { // RTSpecialName: an enum's value__
			if underlying := metadata.GlobalName(fl.Type); t.Kind == metadata.Enum && fl.Name == "value__" && underlying != "int" {
				c.out.Decls[parent].Bases = []string{underlying}
			}
			continue
		}
		d := syntax.Decl{Kind: syntax.KindField, Name: fl.Name, Parent: parent, Modifiers: access, Type: c.typeName(metadata.ParentField, fl.Row, fl.Type)}
		if v, ok := c.f.Constant(metadata.ParentField, fl.Row); ok {
			d.Value = v.Text
		}
		switch {
		case t.Kind == metadata.Enum:
			d.Kind, d.Modifiers, d.Type = syntax.KindEnumMember, 0, ""
		case fl.Const:
			d.Kind, d.Modifiers = syntax.KindConstant, access|syntax.ModConst
		default:
			if fl.Static {
				d.Modifiers |= syntax.ModStatic
			}
			if fl.Flags&0x20 != 0 { // InitOnly
				d.Modifiers |= syntax.ModReadonly
			}
		}
		c.add(d)
	}
	accessors := map[uint32]bool{}
	for _, p := range t.Properties() {
		for _, m := range p.Accessors {
			accessors[m.Row] = true
		}
		c.property(p, parent, interfaceMember)
	}
	for _, e := range t.Events() {
		for _, m := range e.Accessors {
			accessors[m.Row] = true
		}
		adder := e.Adder
		if adder == nil {
			adder = e.Remover
		}
		if adder == nil {
			continue
		}
		access, ok := accessModifiers[adder.Access]
		if !ok {
			continue
		}
		c.add(syntax.Decl{Kind: syntax.KindEvent, Name: e.Name, Parent: parent, Type: metadata.GlobalName(e.Type),
			Modifiers: access | methodModifiers(adder, interfaceMember)})
	}
	static := t.Static
	for _, m := range t.Methods() {
		if accessors[m.Row] {
			continue
		}
		if d, ok := c.method(t, m, parent, interfaceMember, static); ok {
			c.add(d)
		}
	}
}

func (c *converter) property(p *metadata.Property, parent int32, interfaceMember bool) {
	var access syntax.Modifiers
	var rep *metadata.Method // the accessor that decides the modifiers
	var accs []syntax.Accessor
	for _, acc := range []struct {
		m    *metadata.Method
		kind string
	}{{p.Getter, "get"}, {p.Setter, "set"}} {
		if acc.m == nil {
			continue
		}
		a, ok := accessModifiers[acc.m.Access]
		if !ok {
			continue
		}
		accs = append(accs, syntax.Accessor{Kind: acc.kind})
		if rep == nil || a == syntax.ModPublic {
			access, rep = a, acc.m
		}
	}
	if rep == nil || p.Sig == nil {
		return
	}
	d := syntax.Decl{Kind: syntax.KindProperty, Name: p.Name, Parent: parent, Type: c.typeName(metadata.ParentProperty, p.Row, p.Sig.Return),
		Modifiers: access | methodModifiers(rep, interfaceMember), Accessors: accs}
	if len(p.Params) > 0 {
		d.Kind, d.Name, d.Params = syntax.KindIndexer, "this[]", params(p.Params)
		if p.Name != "Item" { // what source says with [IndexerName]: string's indexer is Chars
			d.Attributes = []syntax.Attribute{{Name: "global::System.Runtime.CompilerServices.IndexerNameAttribute",
				Args: []syntax.AttributeArg{{Value: strconv.Quote(p.Name)}}}}
		}
	}
	c.add(d)
}

func (c *converter) method(t *metadata.TypeDef, m *metadata.Method, parent int32, interfaceMember, staticClass bool) (syntax.Decl, bool) {
	access, ok := accessModifiers[m.Access]
	if !ok || m.Sig == nil || m.Vararg() {
		// As a method of its fixed parameters a vararg one would take calls
		// of the params overload (Math.NET's string.Concat("a", s, "b", 1)).
		return syntax.Decl{}, false
	}
	d := syntax.Decl{Kind: syntax.KindMethod, Name: m.Name, Parent: parent,
		Modifiers: access | methodModifiers(m, interfaceMember), Type: metadata.GlobalName(m.Sig.Return), Params: params(m.Params)}
	if m.Priority != 0 { // the one method attribute overload resolution reads
		d.Attributes = []syntax.Attribute{{Name: "global::System.Runtime.CompilerServices.OverloadResolutionPriorityAttribute",
			Args: []syntax.AttributeArg{{Value: strconv.Itoa(m.Priority)}}}}
	}
	switch op := syntax.OperatorToken(m.Name); {
	case m.Name == ".ctor":
		d.Kind, d.Name, d.Type = syntax.KindConstructor, t.Name, ""
	case m.Name == ".cctor" || m.Name == "Finalize" && len(m.Params) == 0:
		return d, false // never named from other code
	case m.SpecialName && op != "":
		d.Operator = op
		d.Kind = syntax.KindOperator
		if m.Name == "op_Implicit" || m.Name == "op_Explicit" || m.Name == "op_CheckedExplicit" {
			d.Kind = syntax.KindConversion
		}
	case !metadata.Speakable(m.Name):
		return d, false
	}
	d.TypeParams, d.Constraints = typeParams(m.GenericParams)
	if staticClass && len(d.Params) > 0 && c.f.IsExtension(m.Row) {
		d.Params[0].Modifier = strings.TrimSpace("this " + d.Params[0].Modifier)
	}
	return d, true
}

// methodModifiers writes a method's (or an accessor's) static, virtual,
// abstract, override and sealed as C# would. Interface members in C# write
// none of them unless static or a default implementation.
func methodModifiers(m *metadata.Method, interfaceMember bool) syntax.Modifiers {
	const final, newSlot = 0x20, 0x100
	var mods syntax.Modifiers
	if m.Static {
		mods |= syntax.ModStatic
		if interfaceMember && m.Abstract {
			mods |= syntax.ModAbstract
		}
		return mods
	}
	switch {
	case interfaceMember || !m.Virtual:
	case m.Abstract:
		mods |= syntax.ModAbstract
		if m.Flags&newSlot == 0 {
			mods |= syntax.ModOverride
		}
	case m.Flags&newSlot != 0:
		if m.Flags&final == 0 {
			mods |= syntax.ModVirtual
		}
	default:
		mods |= syntax.ModOverride
		if m.Flags&final != 0 {
			mods |= syntax.ModSealed
		}
	}
	return mods
}

func params(ps []metadata.Param) []syntax.Param {
	out := make([]syntax.Param, len(ps))
	for i, p := range ps {
		mod, t := metadata.ParamParts(p)
		out[i] = syntax.Param{Name: p.Name, Type: metadata.GlobalName(t), Modifier: mod}
		if p.Flags&0x1010 != 0 { // Optional or HasDefault: the value itself is not read
			out[i].Default = "default"
		}
	}
	return out
}

// typeParams writes generic parameters with their variance and constraints.
func typeParams(gps []metadata.GenericParam) ([]syntax.TypeParam, []syntax.Constraint) {
	if len(gps) == 0 {
		return nil, nil
	}
	tps := make([]syntax.TypeParam, len(gps))
	var cs []syntax.Constraint
	for i, g := range gps {
		tps[i] = syntax.TypeParam{Name: g.Name}
		switch g.Flags & 3 {
		case 1:
			tps[i].Variance = "out"
		case 2:
			tps[i].Variance = "in"
		}
		var items []string
		switch {
		case g.Flags&8 != 0:
			items = append(items, "struct")
		case g.Flags&4 != 0:
			items = append(items, "class")
		}
		for _, ct := range g.Constraints {
			if ct.Kind == metadata.KindNamed && ct.Namespace == "System" && ct.Name == "ValueType" && g.Flags&8 != 0 {
				continue // what `struct` compiles to
			}
			items = append(items, metadata.GlobalName(ct))
		}
		if g.Flags&16 != 0 && g.Flags&8 == 0 {
			items = append(items, "new()")
		}
		if len(items) > 0 {
			cs = append(cs, syntax.Constraint{Param: g.Name, Items: items})
		}
	}
	return tps, cs
}

// attributes lists the attributes applied to a row, their class named in
// full and their arguments as C# constants.
func (c *converter) attributes(table int, row uint32) []syntax.Attribute {
	var out []syntax.Attribute
	for _, a := range c.f.CustomAttributes(table, row) {
		if a.Type == nil || a.Err != nil || compilerAttributes[a.Type.Name] {
			continue
		}
		sa := syntax.Attribute{Name: metadata.GlobalName(a.Type)}
		for _, v := range a.Fixed {
			sa.Args = append(sa.Args, syntax.AttributeArg{Value: v.Text})
		}
		for _, n := range a.Named {
			sa.Args = append(sa.Args, syntax.AttributeArg{Name: n.Name, Equals: true, Value: n.Value.Text})
		}
		out = append(out, sa)
	}
	return out
}

// typeName is the type of a property or field as C# writes it: object
// marked [Dynamic] is dynamic (ASP.NET MVC's ControllerBase.ViewBag,
// whose members are bound at run time).
func (c *converter) typeName(table int, row uint32, t *metadata.Type) string {
	name := metadata.GlobalName(t)
	if name != "object" {
		return name
	}
	for _, a := range c.f.CustomAttributes(table, row) {
		if a.Type != nil && a.Type.Name == "DynamicAttribute" && a.Type.Namespace == "System.Runtime.CompilerServices" {
			return "dynamic"
		}
	}
	return name
}

// byRefLike says whether a type carries the IsByRefLikeAttribute the
// compiler writes for a ref struct.
func (c *converter) byRefLike(row uint32) bool {
	for _, a := range c.f.CustomAttributes(metadata.ParentType, row) {
		if a.Type != nil && a.Type.Name == "IsByRefLikeAttribute" {
			return true
		}
	}
	return false
}

// compilerAttributes are the attributes the compiler writes for itself,
// which source never shows.
var compilerAttributes = map[string]bool{
	"NullableAttribute": true, "NullableContextAttribute": true, "CompilerGeneratedAttribute": true,
	"IsReadOnlyAttribute": true, "IsByRefLikeAttribute": true, "DefaultMemberAttribute": true,
	"ExtensionAttribute": true, "TypeForwardedFromAttribute": true, "__DynamicallyInvokableAttribute": true,
}
