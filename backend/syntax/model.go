// Package syntax turns the text of one C# file into its declarations, using
// directives and parse diagnostics. It is pure: no I/O, no knowledge of
// projects or of other files.
package syntax

import (
	"strings"
	"sync/atomic"
)

// Kind is the kind of a declared symbol.
type Kind uint8

// The declaration kinds. Type kinds come first so IsType is a range check.
const (
	KindNone Kind = iota
	KindClass
	KindStruct
	KindInterface
	KindEnum
	KindRecord
	KindRecordStruct
	KindDelegate
	KindNamespace
	KindMethod
	KindConstructor
	KindDestructor
	KindOperator
	KindConversion
	KindProperty
	KindIndexer
	KindField
	KindConstant
	KindEvent
	KindEnumMember
	kindCount
)

var kindNames = [kindCount]string{
	KindNone: "None", KindClass: "Class", KindStruct: "Struct", KindInterface: "Interface",
	KindEnum: "Enum", KindRecord: "Record", KindRecordStruct: "RecordStruct", KindDelegate: "Delegate",
	KindNamespace: "Namespace", KindMethod: "Method", KindConstructor: "Constructor",
	KindDestructor: "Destructor", KindOperator: "Operator", KindConversion: "ConversionOperator",
	KindProperty: "Property", KindIndexer: "Indexer", KindField: "Field", KindConstant: "Constant",
	KindEvent: "Event", KindEnumMember: "EnumMember",
}

func (k Kind) String() string {
	if k >= kindCount {
		return "None"
	}
	return kindNames[k]
}

// IsType reports whether k declares a type.
func (k Kind) IsType() bool { return k >= KindClass && k <= KindDelegate }

// IsMethodLike reports whether k is a kind of method (Roslyn's IMethodSymbol).
func (k Kind) IsMethodLike() bool { return k >= KindMethod && k <= KindConversion }

// Modifiers is a set of declaration modifiers.
type Modifiers uint32

// The modifiers C# allows on declarations.
const (
	ModPublic Modifiers = 1 << iota
	ModPrivate
	ModProtected
	ModInternal
	ModStatic
	ModAbstract
	ModVirtual
	ModOverride
	ModSealed
	ModReadonly
	ModConst
	ModAsync
	ModExtern
	ModNew
	ModPartial
	ModUnsafe
	ModVolatile
	ModRequired
	ModFile
	ModRef
	ModFixed
	modCount
)

var modifierNames = []string{
	"public", "private", "protected", "internal", "static", "abstract", "virtual", "override",
	"sealed", "readonly", "const", "async", "extern", "new", "partial", "unsafe", "volatile",
	"required", "file", "ref", "fixed",
}

// ModifierFromString maps a C# modifier keyword to its flag (0 if unknown).
func ModifierFromString(s string) Modifiers {
	for i, name := range modifierNames {
		if name == s {
			return 1 << i
		}
	}
	return 0
}

// Names lists the modifiers in the order C# conventionally writes them.
func (m Modifiers) Names() []string {
	var out []string
	for i, name := range modifierNames {
		if m&(1<<i) != 0 {
			out = append(out, name)
		}
	}
	return out
}

// AccessMask selects the accessibility modifiers.
const AccessMask = ModPublic | ModPrivate | ModProtected | ModInternal | ModFile

// RefKind is the ref, out or in of a parameter's modifiers, "" for a
// parameter passed by value.
func RefKind(modifiers string) string {
	for _, m := range strings.Fields(modifiers) {
		if m == "ref" || m == "out" || m == "in" {
			return m
		}
	}
	return ""
}

// Param is one parameter as written.
type Param struct {
	Name     string
	Type     string // normalized text of the type
	Modifier string // "ref", "out", "in", "params", "this", "ref readonly", "scoped" ... space-separated
	Default  string // text of the default value, "" when none
	// Attributes on the parameter; those with the `property:` target go to a
	// record's positional property.
	Attributes []Attribute
}

// TypeParam is one type parameter.
type TypeParam struct {
	Name     string
	Variance string // "in", "out" or ""
}

// Constraint is one `where T : ...` clause.
type Constraint struct {
	Param string
	Items []string // "class", "struct", "new()", "notnull", "unmanaged", "IFoo<T>" ...
}

// Attribute is one attribute application as written.
type Attribute struct {
	Name   string // as written: "Obsolete", "System.ObsoleteAttribute", "Foo<int>"
	Target string // "return", "assembly", "field" ... or ""
	Args   []AttributeArg
	Span   Span
}

// AttributeArg is one argument of an attribute: positional when Name is "".
type AttributeArg struct {
	Name   string // property or field (`Name = ...`) or parameter (`name: ...`)
	Equals bool   // true for `Name = value` (a named property/field argument)
	Value  string // expression text, normalized
}

// Accessor is a get/set/init/add/remove accessor as written.
type Accessor struct {
	Kind      string
	Modifiers Modifiers
}

// Decl is one declaration. Containers (namespaces, types) come before what
// they contain, and Parent indexes the enclosing Decl (-1 at top level).
type Decl struct {
	Kind        Kind
	Name        string
	Parent      int32
	Modifiers   Modifiers
	TypeParams  []TypeParam
	Constraints []Constraint
	Params      []Param
	// Type is the return type of methods, operators and delegates, the type of
	// properties, indexers, fields, constants and events, and the target of conversions.
	Type              string
	ExplicitInterface string   // "IFoo<int>" for `int IFoo<int>.M()`, else ""
	Operator          string   // "+", "true", "implicit", "explicit", "checked +" ...
	Bases             []string // base list of types, as written
	Attributes        []Attribute
	Accessors         []Accessor
	Value             string // value of a constant or an enum member, as written (truncated)
	Doc               string // the <summary> of the XML doc comment, as plain text
	NameSpan          Span
	FullSpan          Span
	Segments          []Span // a dotted namespace name's parts: N1, N2 and N3 of `namespace N1.N2.N3`
	FileScoped        bool   // a file-scoped namespace
	Synthesized       bool   // a record's positional property, a primary or implicit constructor
	// Implicit marks the parameterless constructor the compiler declares
	// for a class or record that declares none, and for a struct that
	// declares no parameterless one (see ImplicitConstructors), and the
	// members it declares for records (see RecordMembers).
	Implicit bool
	// Generated marks a member a source generator Glider stands in for
	// declares (see MvvmToolkitMembers): written nowhere, it borrows the
	// name span of the member it is made from.
	Generated bool
	HasBody   bool // a block or expression body (tells a partial method's two parts apart)
	// Extension is the C# 14 extension block the member is declared in, nil
	// elsewhere. The block has no name: its members are listed as members of
	// the static class that contains it, sharing one Extension.
	Extension *Extension
}

// Extension is a C# 14 extension block: `extension<T>(Receiver r) where ... { members }`.
type Extension struct {
	Receiver    Param // Name is "" when the block names no receiver (only static members use it)
	TypeParams  []TypeParam
	Constraints []Constraint
}

// Using is a using directive.
type Using struct {
	Parent int32 // the enclosing namespace Decl, -1 at top level
	Global bool
	Static bool
	Alias  string // "" unless `using Alias = Target;`
	Target string // normalized text
	Span   Span
}

// Diagnostic is a syntax problem with its position.
type Diagnostic struct {
	Span    Span
	Message string
}

// File is what one C# file declares.
type File struct {
	Decls            []Decl
	Usings           []Using
	GlobalAttributes []Attribute
	// Qualified are the dotted names from System or Microsoft the file
	// writes anywhere, bodies included (System.Numerics.BigInteger): the
	// namespaces of the framework a name reaches with no using directive.
	Qualified []string
	// NullableEnabled: the file turns nullable reference types on
	// (#nullable enable), where its project may not.
	NullableEnabled bool
	Diagnostics     []Diagnostic // parse errors (first few) and preprocessor problems
	ErrorCount      int          // number of ERROR or MISSING nodes found (bounded)
	Lines           int
	packed          atomic.Pointer[packedTree] // the whole tree (KeepTree), not in the cache
}

// MetadataName is the name the compiler gives the member in metadata where
// it differs from what the source writes: .ctor, .cctor, Finalize.
func (d *Decl) MetadataName() string {
	switch d.Kind {
	case KindConstructor:
		if d.Modifiers&ModStatic != 0 {
			return ".cctor"
		}
		return ".ctor"
	case KindDestructor:
		return "Finalize"
	}
	return d.Name
}
