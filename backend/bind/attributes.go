package bind

import (
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// Attribute is one attribute applied to a symbol, bound where it is written.
type Attribute struct {
	Syntax *syntax.Attribute
	File   index.FileID // the file it is written in
	// Type is the attribute class: Text as written, Display its full name
	// (as written, aliases replaced, when the workspace does not declare it),
	// Symbol when the workspace declares it.
	Type Type
	// Target is the target as written (return, field, property ...), param
	// for an attribute of one of the symbol's parameters, "" when none.
	Target    string
	Parameter string // with Target param: the parameter's name
	// From is the symbol the attribute is written on: the one asked about,
	// or the base class or overridden member it is inherited from.
	From  index.SymbolID
	Args  []Argument // positional (constructor) arguments, in written order
	Named []Argument // `Name = value` arguments
}

// Argument is one argument of an attribute, its value displayed the way the
// compiler displays a constant (Roslyn's TypedConstant.ToCSharpString).
type Argument struct {
	// Name is a named argument's property or field, or a positional
	// argument's parameter when written `name: value`.
	Name  string
	Value string
}

// AttributeUsage is what [AttributeUsage] says about an attribute class.
type AttributeUsage struct {
	Inherited     bool
	AllowMultiple bool
	// Declared: the class or one of its base classes carries [AttributeUsage].
	// Otherwise Inherited and AllowMultiple are the defaults (true, false),
	// which is also all that is known of a class the workspace does not declare.
	Declared bool
}

var defaultUsage = AttributeUsage{Inherited: true}

// Attributes lists the attributes applied to a symbol: those of each of its
// declarations (all parts of a partial type or method, with their targets:
// a method's return: attributes are in, so are its parameters' with target
// param), then, with inherited, those it inherits. A class inherits from its
// base classes and an override from the members it overrides (never from
// interfaces), the way reflection's GetCustomAttributes(inherit: true) reads
// them: only attributes whose class is Inherited, and one the derived
// declarations already apply hides the inherited ones unless AllowMultiple.
func (b *Binder) Attributes(id index.SymbolID, inherited bool) []Attribute {
	b.init()
	ev := newEvaluator(b)
	out := b.applied(ev, id, true)
	if !inherited {
		return out
	}
	kind := b.s.Sym(id).Kind
	from := id
	for depth := 0; depth < maxBaseDepth; depth++ {
		if from = b.inheritsFrom(from); from == index.NoSymbol {
			break
		}
		for _, a := range b.applied(ev, from, false) {
			if !AppliesToSymbol(kind, a.Target) {
				continue // return: and field: attributes belong to something else
			}
			u := b.usageOf(ev, a.Type.Symbol)
			if !u.Inherited || !u.AllowMultiple && appliesType(out, kind, a.Type) {
				continue
			}
			out = append(out, a)
		}
	}
	return out
}

// AttributeUsage reads the [AttributeUsage] of a workspace attribute class,
// or of its nearest base class that has one (the attribute is inherited).
func (b *Binder) AttributeUsage(t index.SymbolID) AttributeUsage {
	b.init()
	return b.usageOf(newEvaluator(b), t)
}

func (b *Binder) usageOf(ev *evaluator, t index.SymbolID) AttributeUsage {
	for depth := 0; t != index.NoSymbol && depth < maxBaseDepth; depth++ {
		for _, ref := range b.s.Sym(t).Decls {
			d := b.s.Decl(ref)
			if len(d.Attributes) == 0 {
				continue
			}
			sc := b.attributeScope(t, ref)
			for i := range d.Attributes {
				a := &d.Attributes[i]
				typ := b.bindAttributeName(sc, a.Name)
				if typ.Symbol != index.NoSymbol && b.qualifiedName(typ.Symbol) != "System.AttributeUsageAttribute" ||
					typ.Symbol == index.NoSymbol && attributeBaseName(typ.Display) != "AttributeUsage" {
					continue
				}
				u := AttributeUsage{Inherited: true, Declared: true}
				for _, arg := range a.Args {
					if !arg.Equals || arg.Name != "Inherited" && arg.Name != "AllowMultiple" {
						continue
					}
					if v := ev.eval(sc, arg.Value); v.kind == vBool {
						if arg.Name == "Inherited" {
							u.Inherited = v.i != 0
						} else {
							u.AllowMultiple = v.i != 0
						}
					}
				}
				return u
			}
		}
		t = b.BaseClass(t)
	}
	return defaultUsage
}

// inheritsFrom is where a symbol's inherited attributes come from: a class's
// base class, an override's overridden member.
func (b *Binder) inheritsFrom(id index.SymbolID) index.SymbolID {
	switch b.s.Sym(id).Kind {
	case syntax.KindClass, syntax.KindRecord:
		return b.BaseClass(id)
	case syntax.KindMethod, syntax.KindProperty, syntax.KindIndexer, syntax.KindEvent:
		return b.Overridden(id)
	}
	return index.NoSymbol
}

// AppliesToSymbol says whether an attribute with this target applies to the
// symbol itself rather than to its return value, backing field, parameter ...
func AppliesToSymbol(kind syntax.Kind, target string) bool {
	switch {
	case target == "":
		return true
	case kind.IsType():
		return target == "type"
	case kind.IsMethodLike():
		return target == "method"
	case kind == syntax.KindProperty || kind == syntax.KindIndexer:
		return target == "property"
	case kind == syntax.KindEvent:
		return target == "event"
	}
	return target == "field"
}

// appliesType says whether one of the attributes applied to the symbol
// itself is of type t.
func appliesType(attrs []Attribute, kind syntax.Kind, t Type) bool {
	for i := range attrs {
		if AppliesToSymbol(kind, attrs[i].Target) && sameAttributeType(attrs[i].Type, t) {
			return true
		}
	}
	return false
}

// sameAttributeType compares attribute classes: workspace classes by symbol,
// the others by name (Obsolete is ObsoleteAttribute is System.ObsoleteAttribute).
func sameAttributeType(x, y Type) bool {
	if x.Symbol != index.NoSymbol || y.Symbol != index.NoSymbol {
		return x.Symbol == y.Symbol
	}
	return attributeBaseName(x.Display) == attributeBaseName(y.Display)
}

// attributeBaseName is an attribute class's simple name without the
// Attribute suffix and type arguments: Obsolete for System.ObsoleteAttribute.
func attributeBaseName(name string) string {
	name = lastSegment(name)
	if i := strings.IndexByte(name, '<'); i >= 0 {
		name = name[:i]
	}
	return strings.TrimSuffix(strings.TrimPrefix(name, "@"), "Attribute")
}

// lastSegment is the last part of a dotted name, with its type arguments.
func lastSegment(name string) string {
	depth := 0
	for i := len(name) - 1; i >= 0; i-- {
		switch name[i] {
		case '>':
			depth++
		case '<':
			depth--
		case '.', ':':
			if depth == 0 {
				return name[i+1:]
			}
		}
	}
	return name
}

// applied binds the attributes written on a symbol's declarations and,
// with params, on their parameters.
func (b *Binder) applied(ev *evaluator, id index.SymbolID, params bool) []Attribute {
	sym := b.s.Sym(id)
	var out []Attribute
	for _, ref := range sym.Decls {
		d := b.s.Decl(ref)
		if len(d.Attributes) == 0 {
			continue
		}
		sc := b.attributeScope(id, ref)
		for i := range d.Attributes {
			out = append(out, b.bindApplied(ev, sc, id, ref.File, &d.Attributes[i], d.Attributes[i].Target, ""))
		}
	}
	if !params {
		return out
	}
	for _, ref := range sym.Decls {
		d := b.s.Decl(ref)
		var sc *scope
		for _, p := range d.Params {
			for i := range p.Attributes {
				a := &p.Attributes[i]
				if a.Target != "" && a.Target != "param" {
					continue // property: and field: go to a record's generated property
				}
				if sc == nil {
					sc = b.attributeScope(id, ref)
				}
				out = append(out, b.bindApplied(ev, sc, id, ref.File, a, "param", p.Name))
			}
		}
	}
	return out
}

func (b *Binder) bindApplied(ev *evaluator, sc *scope, from index.SymbolID, file index.FileID, a *syntax.Attribute, target, param string) Attribute {
	out := Attribute{Syntax: a, File: file, Type: b.bindAttributeName(sc, a.Name), Target: target, Parameter: param, From: from}
	for _, arg := range a.Args {
		v := Argument{Name: arg.Name, Value: ev.display(sc, arg.Value)}
		if arg.Equals {
			out.Named = append(out.Named, v)
		} else {
			out.Args = append(out.Args, v)
		}
	}
	return out
}

// BindAttribute binds the name of an attribute written on the declaration
// ref of symbol id (the rules of bindAttributeName, in attributeScope).
func (b *Binder) BindAttribute(id index.SymbolID, ref index.DeclRef, name string) Type {
	b.init()
	return b.bindAttributeName(b.attributeScope(id, ref), name)
}

// attributeScope is where the attributes of one declaration are bound: a
// type's in its own body, where its nested types and those of its bases
// are seen (Coyote's [Start] on `class Init : State`, StartAttribute a
// protected type nested in State); a member's in its containing type's
// body, like its signature.
func (b *Binder) attributeScope(id index.SymbolID, ref index.DeclRef) *scope {
	return b.declScope(id, ref)
}

// bindAttributeName binds an attribute's name as C# does: [Obsolete] names
// ObsoleteAttribute or, failing that, Obsolete; [ObsoleteAttribute] names
// ObsoleteAttributeAttribute or ObsoleteAttribute; [@Obsolete] only Obsolete.
// Only workspace classes deriving from an attribute class count. A name the
// workspace does not declare (a framework attribute) stays as written, its
// aliases replaced, unresolved: its namespace is not guessed.
func (b *Binder) bindAttributeName(sc *scope, written string) Type {
	plain := written
	if suffixed, verbatim := withAttributeSuffix(written); !verbatim {
		if t := b.bindIn(sc, suffixed); b.isAttributeClass(t.Symbol) {
			t.Text = written
			return t
		}
	} else {
		plain = suffixed
	}
	t := b.bindIn(sc, plain)
	t.Text = written
	if t.Symbol != index.NoSymbol && !b.isAttributeClass(t.Symbol) {
		return Type{Text: written, Symbol: index.NoSymbol, Display: written}
	}
	return t
}

// withAttributeSuffix adds Attribute to the last segment of a name, before
// its type arguments. A verbatim last segment (@Obsolete) takes no suffix:
// the name comes back without its @.
func withAttributeSuffix(name string) (string, bool) {
	last := len(name) - len(lastSegment(name))
	if strings.HasPrefix(name[last:], "@") {
		return name[:last] + name[last+1:], true
	}
	end := len(name)
	if i := strings.IndexByte(name[last:], '<'); i >= 0 {
		end = last + i
	}
	return name[:end] + "Attribute" + name[end:], false
}

// isAttributeClass says whether t is a workspace class deriving from an
// attribute class: its chain of workspace base classes ends at one whose
// base, which the workspace does not declare, is named like an attribute
// class (System.Attribute, ValidationAttribute, MemberDataAttributeBase
// ...), or that is itself named like one.
func (b *Binder) isAttributeClass(t index.SymbolID) bool {
	for depth := 0; t != index.NoSymbol && depth < maxBaseDepth; depth++ {
		if b.s.Sym(t).Kind != syntax.KindClass {
			return false
		}
		if b.qualifiedName(t) == "System.Attribute" { // read from the framework's assemblies
			return true
		}
		// No base class bound (or only the implicit object, when the one
		// written comes from an assembly not read: Xunit.FactAttribute):
		// the written name tells.
		base := b.BaseClass(t)
		if base == index.NoSymbol || b.qualifiedName(base) == "System.Object" {
			for _, ref := range b.s.Sym(t).Decls {
				if bases := b.s.Decl(ref).Bases; len(bases) > 0 {
					name := lastSegment(bases[0])
					if i := strings.IndexByte(name, '<'); i >= 0 {
						name = name[:i]
					}
					// xunit's MemberDataAttributeBase too, and any base not read
					// of a class named as attribute classes are (winforms'
					// BoolDataAttribute : MemberDataAttributeBase).
					return strings.Contains(name, "Attribute") || strings.HasSuffix(b.s.Sym(t).Name, "Attribute")
				}
			}
			return false
		}
		t = base
	}
	return false
}

// Overridden returns the member an override overrides: the nearest member
// up the base class chain with the same name, kind, number of type
// parameters and parameter types (each bound in its own declaration, with
// what the base's type parameters stand for: Save(int) in a class deriving
// from Repo<int> overrides Repo<T>.Save(T)). NoSymbol when id is no
// override or the member it overrides is not in the workspace.
func (b *Binder) Overridden(id index.SymbolID) index.SymbolID {
	b.init()
	sym := b.s.Sym(id)
	if sym.Modifiers&syntax.ModOverride == 0 || sym.Container == index.NoSymbol {
		return index.NoSymbol
	}
	switch sym.Kind {
	case syntax.KindMethod, syntax.KindProperty, syntax.KindIndexer, syntax.KindEvent:
	default:
		return index.NoSymbol
	}
	want := b.parameterTypes(id, nil)
	base, sub := b.baseClassOf(sym.Container, nil)
	for depth := 0; base != index.NoSymbol && depth < maxBaseDepth; depth++ {
		for _, m := range b.s.Sym(base).Members {
			ms := b.s.Sym(m)
			if ms.Name == sym.Name && ms.Kind == sym.Kind && ms.Arity == sym.Arity && b.parameterTypes(m, sub) == want {
				return m
			}
		}
		base, sub = b.baseClassOf(base, sub)
	}
	return index.NoSymbol
}

// parameterTypes writes a member's parameter types as documentation IDs do
// (type parameters by position, ref kinds as @), bound in its declaration;
// sub says what its type's type parameters stand for.
func (b *Binder) parameterTypes(id index.SymbolID, sub *substitution) string {
	ref := b.s.Sym(id).Decls[0]
	sc := b.declScope(id, ref)
	sc.sub = sub
	var sb strings.Builder
	for i, p := range b.s.Decl(ref).Params {
		if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(b.docType(sc, syntax.ParseTypeRef(p.Type)))
		if syntax.RefKind(p.Modifier) != "" {
			sb.WriteByte('@')
		}
	}
	return sb.String()
}

// baseClassOf is BaseClass with the type arguments t gives its base class
// (read where t's base list is written, sub saying what t's own type
// parameters stand for).
func (b *Binder) baseClassOf(t index.SymbolID, sub *substitution) (index.SymbolID, *substitution) {
	sym := b.s.Sym(t)
	if sym.Kind != syntax.KindClass && sym.Kind != syntax.KindRecord {
		return b.implicitBase(t), nil
	}
	for _, ref := range sym.Decls {
		d := b.s.Decl(ref)
		if len(d.Bases) == 0 {
			continue
		}
		bt := b.resolveName(b.baseScope(t, ref, sub), syntax.ParseTypeRef(d.Bases[0]))
		if bt.kind == typeTarget && bt.symbol != t {
			if k := b.s.Sym(bt.symbol).Kind; k == syntax.KindClass || k == syntax.KindRecord {
				return bt.symbol, b.substitutionOf(bt)
			}
		}
	}
	return b.implicitBase(t), nil
}

// qualifiedName is a type's name with its namespace and containing types,
// without type arguments (SymbolDisplayFormat.QualifiedNameOnlyFormat).
func (b *Binder) qualifiedName(id index.SymbolID) string {
	var parts []string
	outer := id
	for c := id; c != index.NoSymbol && b.s.Sym(c).Kind.IsType(); c = b.s.Sym(c).Container {
		parts = append(parts, b.s.Sym(c).Name)
		outer = c
	}
	if ns := b.s.Sym(outer).Namespace; ns != "" {
		parts = append(parts, ns)
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return strings.Join(parts, ".")
}
