package metadata

import (
	"fmt"
	"strings"
)

// levels lists a named type and its enclosing types, outermost first.
func levels(t *Type) []*Type {
	var out []*Type
	for i := 0; t != nil && i < maxSigDepth; i++ {
		out = append(out, t)
		t = t.Outer
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// namedType writes a named type level by level, giving each level its share
// of args (outermost first) between open and close; a level with no
// arguments left is written with its metadata `N suffix when bare is set.
func namedType(t *Type, args []string, open, close, sep string, bare bool) string {
	var sb strings.Builder
	for i, l := range levels(t) {
		if i == 0 {
			if l.Namespace != "" {
				sb.WriteString(l.Namespace + ".")
			}
		} else {
			sb.WriteByte('.')
		}
		sb.WriteString(l.Name)
		if l.Arity == 0 {
			continue
		}
		if len(args) >= l.Arity {
			sb.WriteString(open + strings.Join(args[:l.Arity], sep) + close)
			args = args[l.Arity:]
		} else if bare {
			fmt.Fprintf(&sb, "`%d", l.Arity)
		} else {
			sb.WriteString(open + strings.Repeat(",", l.Arity-1) + close)
		}
	}
	return sb.String()
}

// arrayRun splits nested array types into the element and the rank of each
// array, outermost first (int[][,] is ranks 1, 2).
func arrayRun(t *Type) (*Type, []int) {
	var ranks []int
	for i := 0; i < maxSigDepth; i++ {
		switch t.Kind {
		case KindSZArray:
			ranks = append(ranks, 1)
		case KindArray:
			ranks = append(ranks, max(t.Rank, 1))
		default:
			return t, ranks
		}
		t = t.Elem
	}
	return t, ranks
}

// CSharpName writes a type as C# code would, qualified, with keywords for
// the predefined types: System.Collections.Generic.List<int>, Outer.Inner,
// int?, T[], ref int.
func CSharpName(t *Type) string { return csharpName(t, false) }

// GlobalName is CSharpName with every named type prefixed by global::
// (global::System.Collections.Generic.List<int>): C# source that binds to
// the same types from any scope.
func GlobalName(t *Type) string { return csharpName(t, true) }

func csharpName(t *Type, global bool) string {
	if t == nil {
		return "?"
	}
	prefix := ""
	if global {
		prefix = "global::"
	}
	switch t.Kind {
	case KindPrimitive:
		if kw, ok := csharpKeywords[t.Name]; ok {
			return kw
		}
		return prefix + "System." + t.Name
	case KindNamed:
		if kw, ok := csharpKeywords[t.Name]; ok && t.Namespace == "System" && t.Outer == nil {
			return kw
		}
		if t.csName != "" && !global {
			return t.csName
		}
		return prefix + namedType(t, nil, "<", ">", ", ", false)
	case KindGenericInst:
		args := make([]string, len(t.Args))
		for i, a := range t.Args {
			args[i] = csharpName(a, global)
		}
		if e := t.Elem; e != nil && e.Kind == KindNamed && e.Namespace == "System" && e.Name == "Nullable" && e.Outer == nil && len(args) == 1 {
			return args[0] + "?"
		}
		if t.Elem == nil || t.Elem.Kind != KindNamed {
			return csharpName(t.Elem, global) + "<" + strings.Join(args, ", ") + ">"
		}
		return prefix + namedType(t.Elem, args, "<", ">", ", ", false)
	case KindVar, KindMVar:
		if t.Name != "" {
			return t.Name
		}
		if t.Kind == KindVar {
			return fmt.Sprintf("!%d", t.Index)
		}
		return fmt.Sprintf("!!%d", t.Index)
	case KindSZArray, KindArray:
		elem, ranks := arrayRun(t)
		var sb strings.Builder
		sb.WriteString(csharpName(elem, global))
		for _, r := range ranks {
			sb.WriteString("[" + strings.Repeat(",", r-1) + "]")
		}
		return sb.String()
	case KindPointer:
		return csharpName(t.Elem, global) + "*"
	case KindByRef:
		return "ref " + csharpName(t.Elem, global)
	case KindFnPtr:
		var parts []string
		if t.Sig != nil {
			for _, p := range t.Sig.Params {
				parts = append(parts, csharpName(p, global))
			}
			parts = append(parts, csharpName(t.Sig.Return, global))
		}
		return "delegate*<" + strings.Join(parts, ", ") + ">"
	}
	return "?"
}

// docType writes a type as documentation IDs do: System.Int32,
// N.List{`0}, “0[], System.Int32[0:,0:], System.Int32@.
func docType(t *Type) string {
	if t == nil {
		return "?"
	}
	switch t.Kind {
	case KindPrimitive:
		return "System." + t.Name
	case KindNamed:
		if t.docName != "" {
			return t.docName
		}
		return namedType(t, nil, "{", "}", ",", true)
	case KindGenericInst:
		args := make([]string, len(t.Args))
		for i, a := range t.Args {
			args[i] = docType(a)
		}
		if t.Elem == nil || t.Elem.Kind != KindNamed {
			return docType(t.Elem) + "{" + strings.Join(args, ",") + "}"
		}
		return namedType(t.Elem, args, "{", "}", ",", true)
	case KindVar:
		return fmt.Sprintf("`%d", t.Index)
	case KindMVar:
		return fmt.Sprintf("``%d", t.Index)
	case KindSZArray:
		return docType(t.Elem) + "[]"
	case KindArray:
		return docType(t.Elem) + "[" + strings.Repeat("0:,", max(t.Rank, 1)-1) + "0:]"
	case KindPointer:
		return docType(t.Elem) + "*"
	case KindByRef:
		return docType(t.Elem) + "@"
	case KindFnPtr:
		var parts []string
		if t.Sig != nil {
			for _, p := range t.Sig.Params {
				parts = append(parts, docType(p))
			}
			return "=FUNC:" + docType(t.Sig.Return) + "(" + strings.Join(parts, ",") + ")"
		}
	}
	return "?"
}

// typeIDName is the type's part of a documentation ID: N.Outer`1.Inner.
func (t *TypeDef) typeIDName() string { return t.idName }

// DocID is the type's documentation comment ID: T:System.Collections.Generic.List`1.
func (t *TypeDef) DocID() string { return "T:" + t.typeIDName() }

// FullName is the type's C# name with its type parameters:
// System.Collections.Generic.Dictionary<TKey, TValue>.KeyCollection.
func (t *TypeDef) FullName() string {
	names := make([]string, len(t.GenericParams))
	for i, g := range t.GenericParams {
		names[i] = g.Name
	}
	return namedType(t.self, names, "<", ">", ", ", false)
}

// memberIDName escapes a member's metadata name as documentation IDs do:
// .ctor → #ctor, N.IFace<T>.M → N#IFace{T}#M.
func memberIDName(name string) string {
	if !strings.ContainsAny(name, ".<>") {
		return name
	}
	return memberIDEscaper.Replace(name)
}

var memberIDEscaper = strings.NewReplacer(".", "#", "<", "{", ">", "}")

func paramList(ps []*Type) string {
	if len(ps) == 0 {
		return ""
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = docType(p)
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// MethodDocID is the method's documentation ID:
// M:System.String.Join(System.String,System.String[]).
func (t *TypeDef) MethodDocID(m *Method) string {
	id := "M:" + t.typeIDName() + "." + memberIDName(m.Name)
	if len(m.GenericParams) > 0 {
		id += fmt.Sprintf("``%d", len(m.GenericParams))
	}
	if m.Sig == nil {
		return id
	}
	id += paramList(m.Sig.Params)
	if m.Name == "op_Implicit" || m.Name == "op_Explicit" {
		id += "~" + docType(m.Sig.Return)
	}
	return id
}

// FieldDocID is the field's documentation ID: F:N.T.Name.
func (t *TypeDef) FieldDocID(f *Field) string {
	return "F:" + t.typeIDName() + "." + memberIDName(f.Name)
}

// PropertyDocID is the property's documentation ID, with an indexer's
// parameters: P:N.T.Item(System.Int32).
func (t *TypeDef) PropertyDocID(p *Property) string {
	id := "P:" + t.typeIDName() + "." + memberIDName(p.Name)
	if p.Sig != nil {
		id += paramList(p.Sig.Params)
	}
	return id
}

// EventDocID is the event's documentation ID: E:N.T.Name.
func (t *TypeDef) EventDocID(e *Event) string {
	return "E:" + t.typeIDName() + "." + memberIDName(e.Name)
}

// MethodSignature writes a method as C# declares it (without modifiers):
// string Join(string separator, params string[] values).
func (t *TypeDef) MethodSignature(m *Method) string {
	var sb strings.Builder
	name := m.Name
	switch name {
	case ".ctor", ".cctor":
		name = t.Name
	default:
		if m.Sig != nil {
			sb.WriteString(CSharpName(m.Sig.Return) + " ")
		}
	}
	sb.WriteString(name)
	if len(m.GenericParams) > 0 {
		names := make([]string, len(m.GenericParams))
		for i, g := range m.GenericParams {
			names[i] = g.Name
		}
		sb.WriteString("<" + strings.Join(names, ", ") + ">")
	}
	params := paramsText(m.Params)
	if len(m.Params) > 0 && m.Static && t.f.IsExtension(m.Row) {
		params = "this " + params
	}
	sb.WriteString("(" + params + ")")
	return sb.String()
}

func paramsText(ps []Param) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		mod, t := ParamParts(p)
		ty := CSharpName(t)
		if mod != "" {
			ty = mod + " " + ty
		}
		parts[i] = ty + " " + p.Name
	}
	return strings.Join(parts, ", ")
}

// ParamParts splits a parameter as C# declares it into its modifier (ref,
// out, in, params; "" for none) and its type (a by-ref's element type).
func ParamParts(p Param) (modifier string, typ *Type) {
	switch {
	case p.Type != nil && p.Type.Kind == KindByRef && p.IsOut():
		return "out", p.Type.Elem
	case p.Type != nil && p.Type.Kind == KindByRef && p.Flags&1 != 0:
		return "in", p.Type.Elem
	case p.Type != nil && p.Type.Kind == KindByRef:
		return "ref", p.Type.Elem
	case p.ParamArr:
		return "params", p.Type
	}
	return "", p.Type
}

// PropertySignature writes a property or indexer: int Count, string this[int index].
func PropertySignature(p *Property) string {
	ty := "?"
	if p.Sig != nil {
		ty = CSharpName(p.Sig.Return)
	}
	if len(p.Params) > 0 {
		return ty + " this[" + paramsText(p.Params) + "]"
	}
	return ty + " " + p.Name
}

// fullMetadataName is N.Outer.Inner (no arity) for a named type, "" otherwise.
func fullMetadataName(t *Type) string {
	if t == nil || t.Kind != KindNamed {
		return ""
	}
	var parts []string
	for i, l := range levels(t) {
		if i == 0 && l.Namespace != "" {
			parts = append(parts, l.Namespace)
		}
		parts = append(parts, l.Name)
	}
	return strings.Join(parts, ".")
}

// IsExtension reports whether the method at row carries ExtensionAttribute
// (an extension method).
func (f *File) IsExtension(row uint32) bool {
	return f.hasAttribute(tMethodDef, row, "System.Runtime.CompilerServices", "ExtensionAttribute")
}
