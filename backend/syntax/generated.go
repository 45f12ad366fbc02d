package syntax

import (
	"slices"
	"strconv"
	"strings"
)

// GeneratorMembers adds, after the file's declarations, the members that
// source generators Glider stands in for declare for what the file marks
// (mvvmToolkitMembers, notifyMembers, jsonContextMembers). They borrow the
// name span of the declaration they are made from and are Generated: an
// editor has no file to show them in, so a definition of one leads to that
// declaration. A member the code declares itself stands instead of the
// generator's (whose output would not compile).
func GeneratorMembers(f *File) {
	for i := range len(f.Decls) {
		d := &f.Decls[i]
		generated, parent := mvvmToolkitMembers(d), d.Parent
		if d.Kind.IsType() {
			generated, parent = append(jsonContextMembers(d), notifyMembers(d)...), int32(i)
		}
		span := d.NameSpan
		for _, g := range generated {
			if g.Kind != KindConstructor && declaresName(f, parent, g.Name) || g.Kind == KindConstructor && declaresMember(f, parent, &g) {
				continue
			}
			g.Parent, g.NameSpan, g.FullSpan, g.Generated = parent, span, span, true
			f.Decls = append(f.Decls, g)
		}
	}
}

// jsonContextMembers are the members System.Text.Json's source generator
// declares for a partial class deriving from JsonSerializerContext: its
// Default instance, its two constructors, and a JsonTypeInfo<T> property
// for each type a [JsonSerializable(typeof(T))] names, called
// TypeInfoPropertyName or as the generator names T (List<Order> gives
// ListOrder, int[] Int32Array, int? NullableInt32). (It declares one for
// each type those types' members reach too, which takes binding: not
// written.)
func jsonContextMembers(t *Decl) []Decl {
	if t.Kind != KindClass || t.Modifiers&ModPartial == 0 || !HasAttribute(t.Attributes, "JsonSerializable") ||
		!slices.ContainsFunc(t.Bases, func(b string) bool { return LastName(b) == "JsonSerializerContext" }) {
		return nil
	}
	const (
		options  = "global::System.Text.Json.JsonSerializerOptions"
		typeInfo = "global::System.Text.Json.Serialization.Metadata.JsonTypeInfo<"
	)
	out := []Decl{
		{Kind: KindProperty, Name: "Default", Modifiers: ModPublic | ModStatic, Type: t.Name, Accessors: []Accessor{{Kind: "get"}},
			Doc: "The default " + t.Name + " associated with a default JsonSerializerOptions instance."},
		{Kind: KindProperty, Name: "GeneratedSerializerOptions", Modifiers: ModProtected | ModOverride, Type: options + "?", Accessors: []Accessor{{Kind: "get"}}},
		{Kind: KindConstructor, Name: t.Name, Modifiers: ModPublic},
		{Kind: KindConstructor, Name: t.Name, Modifiers: ModPublic, Params: []Param{{Name: "options", Type: options}}},
	}
	for _, a := range t.Attributes {
		if !attributeIs(a, "JsonSerializable") || len(a.Args) == 0 || a.Args[0].Name != "" {
			continue
		}
		written, ok := strings.CutPrefix(a.Args[0].Value, "typeof(")
		if !ok || !strings.HasSuffix(written, ")") {
			continue
		}
		written = strings.TrimSpace(written[:len(written)-1])
		name := typeInfoPropertyName(ParseTypeRef(written), true)
		for _, arg := range a.Args[1:] {
			if arg.Name == "TypeInfoPropertyName" && arg.Equals {
				if s, err := strconv.Unquote(arg.Value); err == nil {
					name = s
				}
			}
		}
		if name == "" || slices.ContainsFunc(out, func(d Decl) bool { return d.Name == name }) {
			continue // the generator refuses two of one name
		}
		out = append(out, Decl{Kind: KindProperty, Name: name, Modifiers: ModPublic, Type: typeInfo + written + ">",
			Accessors: []Accessor{{Kind: "get"}}, Doc: "Defines the source generated JSON serialization contract metadata for " + written + "."})
	}
	return out
}

// typeInfoPropertyName is the name System.Text.Json's generator gives the
// JsonTypeInfo property of a type: its metadata name without arity, then
// its type arguments' names; "Array" (or "Array2D" ...) after an array's
// element's; "" for what it cannot name. typeof(T?) is Nullable<T> (a
// reference type may not be written so), and so is a type argument T?
// when T is a value type: a keyword, or one of System's structs written
// most.
func typeInfoPropertyName(t *TypeRef, top bool) string {
	switch t.Kind {
	case TypeArray:
		suffix := "Array"
		if t.Rank > 1 {
			suffix += strconv.Itoa(t.Rank) + "D"
		}
		if elem := typeInfoPropertyName(t.Elem, false); elem != "" {
			return elem + suffix
		}
	case TypeNullable:
		elem := typeInfoPropertyName(t.Elem, false)
		if elem != "" && (top || IsValueKeyword(t.Elem.Keyword()) || systemStructs[elem]) {
			return "Nullable" + elem
		}
		return elem
	case TypeTuple:
		name := "ValueTuple"
		for _, e := range t.Elems {
			name += typeInfoPropertyName(e, false)
		}
		return name
	case TypeNamed:
		if k := t.Keyword(); k != "" {
			full, _ := PredefinedTypeName(k)
			return strings.TrimPrefix(full, "System.")
		}
		name := t.Parts[len(t.Parts)-1].Name
		for _, p := range t.Parts {
			for _, arg := range p.Args {
				name += typeInfoPropertyName(arg, false)
			}
		}
		return name
	}
	return ""
}

var systemStructs = map[string]bool{"DateTime": true, "DateTimeOffset": true, "TimeSpan": true, "Guid": true,
	"DateOnly": true, "TimeOnly": true, "Half": true, "Int128": true, "UInt128": true}

// LastName is the name a type's text ends with, without type arguments
// (Order of Shop.Order and of List<Order>'s List).
func LastName(typ string) string {
	if i := strings.IndexByte(typ, '<'); i >= 0 {
		typ = typ[:i]
	}
	return typ[strings.LastIndexAny(typ, ".:")+1:]
}

// HasAttribute says whether attributes name one, written with or without
// its namespace and its Attribute suffix.
func HasAttribute(attrs []Attribute, name string) bool {
	for _, a := range attrs {
		if attributeIs(a, name) {
			return true
		}
	}
	return false
}

func attributeIs(a Attribute, name string) bool {
	written := LastName(a.Name)
	return a.Target == "" && (written == name || written == name+"Attribute")
}

// attributeArg is the value written for a named argument of an attribute, "" if none.
func attributeArg(attrs []Attribute, attribute, arg string) string {
	for _, a := range attrs {
		if !attributeIs(a, attribute) {
			continue
		}
		for _, x := range a.Args {
			if x.Name == arg && x.Equals {
				return x.Value
			}
		}
	}
	return ""
}

// declaresName says whether the code declares a member of a name in type t.
func declaresName(f *File, t int32, name string) bool {
	for _, d := range f.Decls {
		if d.Parent == t && d.Name == name && !d.Generated {
			return true
		}
	}
	return false
}
