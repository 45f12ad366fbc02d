package metadata

import (
	"strings"
)

// Member is one member of a type, flattened for listings.
type Member struct {
	Kind      string // method, constructor, field, property, event
	Name      string
	DocID     string
	Signature string // C# without modifiers: int Sum(params int[] values)
	Access    string
	Static    bool
	Const     bool    // a literal field: Static is false, as C# writes no static on it
	Type      string  // a method's return type ("" for a constructor); a field's, property's or event's type
	Params    []Param // a method's or an indexer's parameters
}

// Members lists the type's fields, methods (accessors excluded),
// properties and events in table order.
func (t *TypeDef) Members() []Member {
	var out []Member
	for _, fl := range t.Fields() {
		if !Speakable(fl.Name) || fl.Flags&0x400 != 0 { // RTSpecialName: an enum's value__
			continue
		}
		m := Member{Kind: "field", Name: fl.Name, DocID: t.FieldDocID(fl),
			Signature: CSharpName(fl.Type) + " " + fl.Name, Access: fl.Access, Static: fl.Static, Type: CSharpName(fl.Type)}
		if fl.Const {
			m.Signature, m.Static, m.Const = "const "+m.Signature, false, true
		}
		out = append(out, m)
	}
	methods := t.Methods()
	decoded := make(map[uint32]*Method, len(methods))
	for _, m := range methods {
		decoded[m.Row] = m
	}
	accessors := map[uint32]bool{}
	props, events := t.properties(decoded), t.events(decoded)
	for _, p := range props {
		for _, m := range p.Accessors {
			accessors[m.Row] = true
		}
	}
	for _, e := range events {
		for _, m := range e.Accessors {
			accessors[m.Row] = true
		}
	}
	for _, m := range methods {
		if accessors[m.Row] || !Speakable(m.Name) || m.Vararg() {
			continue
		}
		kind, ret := "method", "?"
		if m.Sig != nil {
			ret = CSharpName(m.Sig.Return)
		}
		if m.Name == ".ctor" || m.Name == ".cctor" {
			kind, ret = "constructor", ""
		}
		out = append(out, Member{Kind: kind, Name: m.Name, DocID: t.MethodDocID(m),
			Signature: t.MethodSignature(m), Access: m.Access, Static: m.Static, Type: ret, Params: m.Params})
	}
	for _, p := range props {
		acc, static := "private", false
		for _, m := range p.Accessors {
			acc = widerAccess(acc, m.Access)
			static = static || m.Static
		}
		ty := "?"
		if p.Sig != nil {
			ty = CSharpName(p.Sig.Return)
		}
		out = append(out, Member{Kind: "property", Name: p.Name, DocID: t.PropertyDocID(p),
			Signature: PropertySignature(p), Access: acc, Static: static, Type: ty, Params: p.Params})
	}
	for _, e := range events {
		acc, static := "private", false
		for _, m := range e.Accessors {
			acc = widerAccess(acc, m.Access)
			static = static || m.Static
		}
		out = append(out, Member{Kind: "event", Name: e.Name, DocID: t.EventDocID(e),
			Signature: "event " + CSharpName(e.Type) + " " + e.Name, Access: acc, Static: static, Type: CSharpName(e.Type)})
	}
	return out
}

var accessRank = map[string]int{"private": 0, "private protected": 1, "internal": 2, "protected": 2, "protected internal": 3, "public": 4}

func widerAccess(a, b string) string {
	if accessRank[b] > accessRank[a] {
		return b
	}
	return a
}

// Modifiers writes the type's C# modifiers and kind: public static class,
// internal sealed class, public struct.
func (t *TypeDef) Modifiers() string {
	parts := []string{t.Access}
	if t.Kind == Class {
		switch {
		case t.Static:
			parts = append(parts, "static")
		case t.Abstract:
			parts = append(parts, "abstract")
		case t.Sealed:
			parts = append(parts, "sealed")
		}
	}
	parts = append(parts, string(t.Kind))
	return strings.Join(parts, " ")
}

// AttributeText writes an attribute as C# would apply it:
// Fixture.NoteAttribute(2, (Fixture.Color)7, Text = "x").
func AttributeText(a Attribute) string {
	var args []string
	for _, v := range a.Fixed {
		args = append(args, v.Text)
	}
	for _, n := range a.Named {
		args = append(args, n.Name+" = "+n.Value.Text)
	}
	s := CSharpName(a.Type)
	if a.Err != nil {
		return s + "(?)"
	}
	return s + "(" + strings.Join(args, ", ") + ")"
}

// Speakable reports whether C# code can name a type or member: compiler
// generated names (<Name>k__BackingField, <PrivateImplementationDetails>)
// cannot.
func Speakable(name string) bool { return !strings.HasPrefix(name, "<") }
