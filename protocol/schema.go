package protocol

import (
	"encoding/json"
	"reflect"
	"strings"
)

// The JSON Schemas of the tools (draft 2020-12), made by reflection over the
// wire types as encoding/json reads and writes them: a field is named by its
// json tag, an embedded struct's fields are promoted, and a field without
// omitempty is always written (required). Descriptions are the types' and
// fields' doc comments (schema_docs.go, generated from the source).
//
// Arguments are inlined and closed (additionalProperties false), since the
// tools reject unknown arguments. Answers name each struct type once in
// $defs and allow null where encoding/json writes it: a nil slice, map or
// pointer in a field without omitempty.

// inputSchema is the schema of a tool's arguments.
func inputSchema(args reflect.Type) json.RawMessage {
	return mustMarshal((&schemaGen{}).object(args))
}

// outputSchema is the schema of a tool's envelope, its data typed as result.
func outputSchema(result reflect.Type) json.RawMessage {
	g := &schemaGen{defs: map[string]any{}}
	env := g.object(reflect.TypeFor[Envelope]())
	data := g.of(result)
	data["description"] = docOf(reflect.TypeFor[Envelope](), "Data", "data")
	env["properties"].(map[string]any)["data"] = data
	env["$defs"] = g.defs
	return mustMarshal(env)
}

// schemaGen makes the schema of a type; defs is nil for arguments (every
// type inlined, objects closed) and holds the named types of an answer.
type schemaGen struct {
	defs map[string]any
}

func (g *schemaGen) of(t reflect.Type) map[string]any {
	switch t {
	case reflect.TypeFor[StringList]():
		return map[string]any{"anyOf": []any{
			map[string]any{"type": "string", "description": "comma-separated"},
			map[string]any{"type": "array", "items": map[string]any{"type": "string"}},
		}}
	case reflect.TypeFor[SnapshotRef]():
		return map[string]any{"anyOf": []any{
			map[string]any{"type": "string", "description": "a snapshotId"},
			map[string]any{"type": "object", "description": "a snapshot as an answer gives it",
				"properties": map[string]any{"snapshotId": map[string]any{"type": "string"}}, "required": []string{"snapshotId"}},
		}}
	}
	switch t.Kind() {
	case reflect.Pointer:
		return g.of(t.Elem())
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return map[string]any{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.Slice, reflect.Array:
		return map[string]any{"type": "array", "items": g.of(t.Elem())}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": g.of(t.Elem())}
	case reflect.Interface:
		return map[string]any{}
	case reflect.Struct:
		if g.defs == nil || t.Name() == "" {
			return g.object(t)
		}
		if _, ok := g.defs[t.Name()]; !ok {
			g.defs[t.Name()] = true // a placeholder while the type's own fields are made
			g.defs[t.Name()] = g.object(t)
		}
		return map[string]any{"$ref": "#/$defs/" + t.Name()}
	}
	panic("protocol: no JSON Schema for " + t.String())
}

// object is a struct's schema, never a reference.
func (g *schemaGen) object(t reflect.Type) map[string]any {
	props := map[string]any{}
	required := []string{}
	for _, f := range jsonFields(t) {
		s := g.of(f.Type)
		if g.defs != nil && !f.OmitEmpty && nullable(f.Type) {
			s = orNull(s)
		}
		if d := docOf(f.Owner, f.GoName, f.Name); d != "" {
			s["description"] = d
		}
		props[f.Name] = s
		if !f.OmitEmpty {
			required = append(required, f.Name)
		}
	}
	o := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		o["required"] = required
	}
	if g.defs == nil {
		o["additionalProperties"] = false
	}
	if d := docs[t.Name()]; d != "" {
		o["description"] = d
	}
	return o
}

// nullable says whether encoding/json writes a nil value of t as null.
func nullable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface:
		return true
	}
	return false
}

func orNull(s map[string]any) map[string]any {
	if t, ok := s["type"].(string); ok {
		s["type"] = []string{t, "null"}
		return s
	}
	return map[string]any{"anyOf": []any{s, map[string]any{"type": "null"}}}
}

// jsonField is a field as encoding/json sees it.
type jsonField struct {
	Name      string       // in JSON
	GoName    string       // in Go
	Owner     reflect.Type // the struct declaring it
	Type      reflect.Type
	OmitEmpty bool
}

// jsonFields lists the fields of struct t in JSON, those of embedded
// structs promoted; a field hides those of the same name further down.
func jsonFields(t reflect.Type) []jsonField {
	var out []jsonField
	seen := map[string]bool{}
	level := []reflect.Type{t}
	for len(level) > 0 {
		var next []reflect.Type
		var found []jsonField
		for _, s := range level {
			for i := range s.NumField() {
				sf := s.Field(i)
				name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
				if name == "-" && opts == "" {
					continue
				}
				ft := sf.Type
				if sf.Anonymous && name == "" {
					if ft.Kind() == reflect.Pointer {
						ft = ft.Elem()
					}
					if ft.Kind() == reflect.Struct {
						next = append(next, ft)
						continue
					}
				}
				if !sf.IsExported() {
					continue
				}
				if name == "" {
					name = sf.Name
				}
				found = append(found, jsonField{Name: name, GoName: sf.Name, Owner: s, Type: sf.Type,
					OmitEmpty: strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")})
			}
		}
		for _, f := range found {
			if !seen[f.Name] {
				seen[f.Name] = true
				out = append(out, f)
			}
		}
		level = next
	}
	return out
}

// docOf is a field's description: its doc comment, or what the arguments
// of that name mean wherever they appear.
func docOf(owner reflect.Type, goName, jsonName string) string {
	if d := docs[owner.Name()+"."+goName]; d != "" {
		return d
	}
	return commonDocs[jsonName]
}

// commonDocs describe the arguments many tools share, where their fields
// carry no comment.
var commonDocs = map[string]string{
	"symbolKey": "The symbol's key, from resolve_symbol, search_symbols, get_symbol_at_position or any answer that names the symbol.",
	"query": "A name or part of one (case-insensitive), a pattern with * and ?, a qualified name (Order.Total, " +
		"Shop.Core.Orders.Order) or a generic name (Result<T>, Result<,>).",
	"kinds": "Symbol kinds to keep: Type, Class, Interface, Struct, Enum, Delegate, Record, RecordStruct, Method, " +
		"Constructor, Destructor, Operator, ConversionOperator, Property, Indexer, Field, Constant, EnumMember, Event, " +
		"Namespace (default: all but Namespace).",
	"accessibility":   "Accessibilities to keep: Public, Internal, Protected, ProtectedInternal, PrivateProtected, Private.",
	"namespaceFilter": "Only this namespace and those inside it; NS* for a plain prefix.",
	"projectName":     "Only the symbols of this project (or referenced assembly).",
	"pathStyle":       "How file paths are written: absolute (default) or relative to the workspace root.",
	"sortBy":          "name, kind, filePath, projectName or namespace.",
	"sortOrder":       "asc or desc.",
	"skip":            "How many results to skip (paging; default 0).",
	"take":            "How many results to return (default 200, at most 1000).",
	"maxCandidates":   "How many candidates to return at most (default 25).",
	"sourceOnly":      "Leave out the symbols read from referenced assemblies (default true).",
	"scope":           `Where to look: "project:NAME", "namespace:PREFIX" or "folder:PATH" (absolute or relative to the workspace root).`,
	"filePath":        "A C# file of the workspace: an absolute path, or relative to the workspace root.",
}

func mustMarshal(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
