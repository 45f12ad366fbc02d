package protocol

// The generator of schema_docs.go (the doc comments the JSON Schemas
// describe fields with) and of the VS Code extension's TypeScript
// declarations, both from this package's source and types. TestGenerated
// fails when a checked-in file differs from what it would write;
// go generate ./protocol (go test ./protocol -run TestGenerated -update)
// rewrites them.

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the generated files")

const (
	docsFile       = "schema_docs.go"
	typeScriptFile = "../extension-vscode/src/protocol.ts"
	generatedBy    = "go generate ./protocol (protocol/generate_test.go)"
)

// sessionTypes are the wire types of the session methods and
// notifications (session.go); the tools' come from Tools().
var sessionTypes = []reflect.Type{
	reflect.TypeFor[WorkspaceOpenParams](), reflect.TypeFor[WorkspaceOpenResult](),
	reflect.TypeFor[DidOpenParams](), reflect.TypeFor[DidChangeParams](), reflect.TypeFor[DidCloseParams](),
	reflect.TypeFor[ProgressParams](), reflect.TypeFor[IndexChangedParams](), reflect.TypeFor[StatusResult](),
}

// TestGenerated checks that schema_docs.go and the TypeScript declarations
// are what the source makes, and that the declarations hold every type.
func TestGenerated(t *testing.T) {
	src, err := parseSource(".")
	if err != nil {
		t.Fatal(err)
	}
	ts, emitted := typeScript(src)
	for _, name := range src.structs {
		if !emitted[name] {
			t.Errorf("type %s is in no tool's arguments or answer: add it to sessionTypes in generate_test.go", name)
		}
	}
	for path, want := range map[string][]byte{docsFile: docsSource(src.docs), typeScriptFile: ts} {
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go generate ./protocol", path)
		}
	}
}

// source is what the generator reads from the package's Go files.
type source struct {
	docs    map[string]string // "Type" and "Type.Field" → doc comment
	consts  []constant        // the names of tools, methods and notifications
	structs []string          // every struct type with JSON tags
}

type constant struct{ name, value, doc string }

func parseSource(dir string) (*source, error) {
	fset := token.NewFileSet()
	matches, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	src := &source{docs: map[string]string{}}
	for _, path := range matches {
		if strings.HasSuffix(path, "_test.go") || filepath.Base(path) == docsFile {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gd.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					st, ok := s.Type.(*ast.StructType)
					if !ok || !s.Name.IsExported() {
						continue
					}
					if hasJSONTags(st) {
						src.structs = append(src.structs, s.Name.Name)
					}
					doc := s.Doc
					if doc == nil && len(gd.Specs) == 1 {
						doc = gd.Doc
					}
					if d := commentText(doc, nil); d != "" {
						src.docs[s.Name.Name] = d
					}
					for _, fld := range st.Fields.List {
						for _, n := range fld.Names {
							if d := commentText(fld.Doc, fld.Comment); d != "" && n.IsExported() {
								src.docs[s.Name.Name+"."+n.Name] = jsonNamed(d, n.Name, fld.Tag)
							}
						}
					}
				case *ast.ValueSpec:
					for i, n := range s.Names {
						if i >= len(s.Values) || !n.IsExported() || !hasAnyPrefix(n.Name, "Tool", "Method", "Notify") {
							continue
						}
						lit, ok := s.Values[i].(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							continue
						}
						v, _ := strconv.Unquote(lit.Value)
						src.consts = append(src.consts, constant{n.Name, v, commentText(s.Doc, s.Comment)})
					}
				}
			}
		}
	}
	sort.Strings(src.structs)
	return src, nil
}

// commentText is a doc comment on one line.
func commentText(groups ...*ast.CommentGroup) string {
	var words []string
	for _, g := range groups {
		words = append(words, strings.Fields(g.Text())...)
	}
	return strings.Join(words, " ")
}

// jsonNamed starts a field's comment with the field's JSON name when it
// starts with its Go name, as the reader of a schema knows it by that.
func jsonNamed(doc, goName string, tag *ast.BasicLit) string {
	rest, ok := strings.CutPrefix(doc, goName+" ")
	if !ok || tag == nil {
		return doc
	}
	t, _ := strconv.Unquote(tag.Value)
	name, _, _ := strings.Cut(reflect.StructTag(t).Get("json"), ",")
	if name == "" || name == "-" {
		return doc
	}
	return name + " " + rest
}

func hasJSONTags(st *ast.StructType) bool {
	for _, f := range st.Fields.List {
		if f.Tag != nil && strings.Contains(f.Tag.Value, "json:") {
			return true
		}
	}
	return false
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

func docsSource(docs map[string]string) []byte {
	var b bytes.Buffer
	b.WriteString("// Code generated by " + generatedBy + "; DO NOT EDIT.\n\npackage protocol\n\n")
	b.WriteString("// docs are the doc comments of the wire types (\"Type\") and their fields\n")
	b.WriteString("// (\"Type.Field\"): the descriptions of the JSON Schemas.\n")
	b.WriteString("var docs = map[string]string{\n")
	keys := make([]string, 0, len(docs))
	for k := range docs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "\t%q: %q,\n", k, docs[k])
	}
	b.WriteString("}\n")
	out, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return out
}

// tsNames renames the Go types whose names TypeScript already uses.
var tsNames = map[string]string{"Error": "ToolError"}

func tsName(t reflect.Type) string {
	if n, ok := tsNames[t.Name()]; ok {
		return n
	}
	return t.Name()
}

// typeScript writes the declarations of the wire types: an interface per
// struct (an embedded struct is extended), the tools' table, and the names
// of tools, methods and notifications. It returns the types it declared.
func typeScript(src *source) ([]byte, map[string]bool) {
	var b bytes.Buffer
	b.WriteString("// Code generated by " + generatedBy + " from the Go types of package protocol. DO NOT EDIT.\n\n")
	b.WriteString("// Glider's wire types: the arguments and answers of every tool, and the\n")
	b.WriteString("// session methods and notifications, as the servers read and write them.\n\n")

	for _, c := range src.consts {
		jsDoc(&b, "", c.doc)
		fmt.Fprintf(&b, "export const %s = %s;\n", c.name, strconv.Quote(c.value))
	}
	b.WriteString("\n/** The tools: the arguments each takes and the data of its answer. */\nexport interface Tools {\n")
	for _, t := range Tools() {
		jsDoc(&b, "  ", t.Title+". "+t.Description)
		fmt.Fprintf(&b, "  %s: { args: %s; result: %s };\n", t.Name, tsName(t.Args), tsName(t.Result))
	}
	b.WriteString("}\n\nexport type ToolName = keyof Tools;\n")

	emitted := map[string]bool{}
	queue := []reflect.Type{reflect.TypeFor[Envelope]()}
	for _, t := range Tools() {
		queue = append(queue, t.Args, t.Result)
	}
	queue = append(queue, sessionTypes...)
	for len(queue) > 0 {
		t := queue[0]
		queue = queue[1:]
		if emitted[t.Name()] {
			continue
		}
		emitted[t.Name()] = true
		b.WriteString("\n")
		jsDoc(&b, "", src.docs[t.Name()])
		switch t {
		case reflect.TypeFor[StringList]():
			b.WriteString("export type StringList = string | string[];\n")
			continue
		case reflect.TypeFor[SnapshotRef]():
			b.WriteString("export type SnapshotRef = string | Snapshot;\n")
			continue
		}
		var extends []string
		var fields bytes.Buffer
		for i := range t.NumField() {
			f := t.Field(i)
			name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
			if f.Anonymous && name == "" {
				extends = append(extends, tsName(f.Type))
				queue = append(queue, f.Type)
				continue
			}
			if !f.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			optional := strings.Contains(","+opts+",", ",omitempty,")
			var typ string
			if t == reflect.TypeFor[Envelope]() && f.Name == "Data" {
				typ = "T"
			} else {
				typ = tsType(f.Type, &queue)
				if !optional && nullable(f.Type) {
					typ += " | null"
				}
			}
			doc := src.docs[t.Name()+"."+f.Name]
			if doc == "" {
				doc = commonDocs[name]
			}
			jsDoc(&fields, "  ", doc)
			q := ""
			if optional {
				q = "?"
			}
			fmt.Fprintf(&fields, "  %s%s: %s;\n", name, q, typ)
		}
		name := tsName(t)
		if t == reflect.TypeFor[Envelope]() {
			name += "<T = unknown>"
		}
		fmt.Fprintf(&b, "export interface %s", name)
		if len(extends) > 0 {
			fmt.Fprintf(&b, " extends %s", strings.Join(extends, ", "))
		}
		fmt.Fprintf(&b, " {\n%s}\n", fields.String())
	}
	return b.Bytes(), emitted
}

// tsType is the TypeScript of a field's type; the structs it names are
// queued to be declared.
func tsType(t reflect.Type, queue *[]reflect.Type) string {
	switch t {
	case reflect.TypeFor[StringList](), reflect.TypeFor[SnapshotRef]():
		*queue = append(*queue, t)
		return t.Name()
	}
	switch t.Kind() {
	case reflect.Pointer:
		return tsType(t.Elem(), queue)
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		elem := tsType(t.Elem(), queue)
		if strings.Contains(elem, " ") {
			elem = "(" + elem + ")"
		}
		return elem + "[]"
	case reflect.Map:
		return "Record<string, " + tsType(t.Elem(), queue) + ">"
	case reflect.Interface:
		return "unknown"
	case reflect.Struct:
		*queue = append(*queue, t)
		return tsName(t)
	}
	panic("protocol: no TypeScript for " + t.String())
}

// jsDoc writes text as a JSDoc comment, wrapped at 100 columns.
func jsDoc(b *bytes.Buffer, indent, text string) {
	if text == "" {
		return
	}
	text = strings.ReplaceAll(text, "*/", "*\\/")
	if len(indent)+len(text)+7 <= 100 {
		fmt.Fprintf(b, "%s/** %s */\n", indent, text)
		return
	}
	fmt.Fprintf(b, "%s/**\n", indent)
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(indent)+3+len(line)+1+len(w) > 100 {
			fmt.Fprintf(b, "%s * %s\n", indent, line)
			line = ""
		}
		line = strings.TrimPrefix(line+" "+w, " ")
	}
	fmt.Fprintf(b, "%s * %s\n%s */\n", indent, line, indent)
}
