package protocol

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// compile compiles a schema as a 2020-12 validator does.
func compile(t *testing.T, name string, schema []byte) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(name, doc); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	s, err := c.Compile(name)
	if err != nil {
		t.Fatalf("%s does not compile: %v\n%s", name, err, schema)
	}
	return s
}

func valid(s *jsonschema.Schema, instance string) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(instance)))
	if err != nil {
		return err
	}
	return s.Validate(v)
}

// TestTools: every tool is described, once, with struct types; only the
// tools that change which workspace is loaded are not read-only.
func TestTools(t *testing.T) {
	seen := map[string]bool{}
	for _, tool := range Tools() {
		mutating := tool.Name == ToolLoad || tool.Name == ToolReload || tool.Name == ToolUnload
		if seen[tool.Name] || tool.Title == "" || len(tool.Description) < 80 || tool.ReadOnly == mutating ||
			tool.Args.Kind() != reflect.Struct || tool.Result.Kind() != reflect.Struct {
			t.Errorf("%+v", tool)
		}
		seen[tool.Name] = true
	}
}

// TestSchemas compiles every tool's schemas and checks what they accept:
// an argument object of the tool's type (with either form of
// expectedSnapshot) but no unknown argument; an envelope of the tool's
// result, even one of nil slices (written as null), or a failure.
func TestSchemas(t *testing.T) {
	for _, tool := range Tools() {
		in := compile(t, tool.Name+".input.json", tool.InputSchema())
		var schema map[string]any
		if err := json.Unmarshal(tool.InputSchema(), &schema); err != nil || schema["type"] != "object" {
			t.Errorf("%s: the input schema is not an object's: %s", tool.Name, tool.InputSchema())
		}
		zero, _ := json.Marshal(reflect.New(tool.Args).Interface())
		zero = bytes.ReplaceAll(zero, []byte(":null"), []byte(":[]")) // a required list is given, if empty
		withField := func(field string) string {
			if string(zero) == "{}" {
				return "{" + field + "}"
			}
			return string(zero[:len(zero)-1]) + "," + field + "}"
		}
		for _, args := range []string{string(zero), withField(`"expectedSnapshot": "s-1"`),
			withField(`"expectedSnapshot": {"snapshotId": "s-1", "workspaceEpoch": 1}`)} {
			if err := valid(in, args); err != nil {
				t.Errorf("%s(%s): %v", tool.Name, args, err)
			}
		}
		for _, args := range []string{withField(`"noSuchArgument": 1`), withField(`"expectedSnapshot": 5`), `[]`} {
			if valid(in, args) == nil {
				t.Errorf("%s(%s) is valid", tool.Name, args)
			}
		}

		out := compile(t, tool.Name+".output.json", tool.OutputSchema())
		ok, _ := json.Marshal(Envelope{Success: true, Data: reflect.New(tool.Result).Elem().Interface(), Snapshot: &Snapshot{}})
		failed, _ := json.Marshal(Envelope{Error: &Error{Code: "InvalidArgument", Message: "m", Continuation: &Continuation{Kind: "Retry"}}})
		for _, env := range []string{string(ok), string(failed)} {
			if err := valid(out, env); err != nil {
				t.Errorf("%s answers %s: %v", tool.Name, env, err)
			}
		}
		for _, env := range []string{`{"success": true}`, `{"success": "yes", "meta": {}}`, `{"success": true, "data": 5, "meta": {}}`} {
			if valid(out, env) == nil {
				t.Errorf("%s answers %s", tool.Name, env)
			}
		}
	}
}

// TestStringListSchema: a list argument is a comma-separated string or an
// array of strings, as StringList reads it.
func TestStringListSchema(t *testing.T) {
	i := slices.IndexFunc(Tools(), func(t Tool) bool { return t.Name == ToolSearchSymbols })
	in := compile(t, "search.json", Tools()[i].InputSchema())
	for args, want := range map[string]bool{
		`{"query": "x", "kinds": "Class,Method"}`: true,
		`{"query": "x", "kinds": ["Class"]}`:      true,
		`{"query": "x", "kinds": 5}`:              false,
		`{"query": "x", "kinds": [5]}`:            false,
		`{"kinds": "Class"}`:                      false, // query is required
	} {
		if err := valid(in, args); (err == nil) != want {
			t.Errorf("%s: %v, want valid %v", args, err, want)
		}
	}
}
