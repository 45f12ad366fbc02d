package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
)

// render writes a File as stable, readable text for golden comparison.
func render(f *File) string {
	var sb strings.Builder
	sp := func(s Span) string {
		return fmt.Sprintf("%d:%d-%d:%d", s.Start.Line, s.Start.Col, s.End.Line, s.End.Col)
	}
	for _, u := range f.Usings {
		fmt.Fprintf(&sb, "using parent=%d global=%v static=%v alias=%q target=%q @%s\n", u.Parent, u.Global, u.Static, u.Alias, u.Target, sp(u.Span))
	}
	for _, a := range f.GlobalAttributes {
		fmt.Fprintf(&sb, "global attribute %s\n", renderAttr(a))
	}
	for i, d := range f.Decls {
		fmt.Fprintf(&sb, "[%d] %s %q parent=%d name@%s full@%s", i, d.Kind, d.Name, d.Parent, sp(d.NameSpan), sp(d.FullSpan))
		if m := d.Modifiers.Names(); len(m) > 0 {
			fmt.Fprintf(&sb, " mods=%s", strings.Join(m, ","))
		}
		for _, tp := range d.TypeParams {
			fmt.Fprintf(&sb, " tparam=%s%s", tp.Variance+" ", tp.Name)
		}
		for _, c := range d.Constraints {
			fmt.Fprintf(&sb, " where %s:%s", c.Param, strings.Join(c.Items, "|"))
		}
		if d.Type != "" {
			fmt.Fprintf(&sb, " type=%q", d.Type)
		}
		if d.ExplicitInterface != "" {
			fmt.Fprintf(&sb, " explicit=%q", d.ExplicitInterface)
		}
		if d.Operator != "" {
			fmt.Fprintf(&sb, " op=%q", d.Operator)
		}
		if len(d.Bases) > 0 {
			fmt.Fprintf(&sb, " bases=%q", d.Bases)
		}
		if d.Value != "" {
			fmt.Fprintf(&sb, " value=%q", d.Value)
		}
		if d.FileScoped {
			sb.WriteString(" file-scoped")
		}
		if d.Synthesized {
			sb.WriteString(" synthesized")
		}
		if d.Generated {
			sb.WriteString(" generated")
		}
		if d.HasBody {
			sb.WriteString(" body")
		}
		sb.WriteByte('\n')
		for _, p := range d.Params {
			fmt.Fprintf(&sb, "    param %q type=%q mod=%q default=%q", p.Name, p.Type, p.Modifier, p.Default)
			for _, a := range p.Attributes {
				fmt.Fprintf(&sb, " attr=%s", renderAttr(a))
			}
			sb.WriteByte('\n')
		}
		if e := d.Extension; e != nil {
			fmt.Fprintf(&sb, "    extension receiver %q type=%q mod=%q", e.Receiver.Name, e.Receiver.Type, e.Receiver.Modifier)
			for _, tp := range e.TypeParams {
				fmt.Fprintf(&sb, " tparam=%s", tp.Name)
			}
			for _, c := range e.Constraints {
				fmt.Fprintf(&sb, " where %s:%s", c.Param, strings.Join(c.Items, "|"))
			}
			sb.WriteByte('\n')
		}
		for _, a := range d.Accessors {
			fmt.Fprintf(&sb, "    accessor %s %s\n", strings.Join(a.Modifiers.Names(), " "), a.Kind)
		}
		for _, a := range d.Attributes {
			fmt.Fprintf(&sb, "    attribute %s\n", renderAttr(a))
		}
		if d.Doc != "" {
			fmt.Fprintf(&sb, "    doc %q\n", d.Doc)
		}
	}
	fmt.Fprintf(&sb, "lines=%d errors=%d\n", f.Lines, f.ErrorCount)
	for _, d := range f.Diagnostics {
		fmt.Fprintf(&sb, "diagnostic %s %s\n", sp(d.Span), d.Message)
	}
	return sb.String()
}

func renderAttr(a Attribute) string {
	var args []string
	for _, arg := range a.Args {
		switch {
		case arg.Name == "":
			args = append(args, arg.Value)
		case arg.Equals:
			args = append(args, arg.Name+" = "+arg.Value)
		default:
			args = append(args, arg.Name+": "+arg.Value)
		}
	}
	target := ""
	if a.Target != "" {
		target = a.Target + ": "
	}
	return fmt.Sprintf("[%s%s(%s)]", target, a.Name, strings.Join(args, ", "))
}

// TestExtractGolden parses every testdata/*.cs file and compares the
// extracted declarations with testdata/*.golden (go test -update rewrites).
func TestExtractGolden(t *testing.T) {
	p := NewParser()
	defer p.Close()
	eachFixture(t, "testdata/*.cs", func(t *testing.T, path string, src []byte) string {
		return render(p.Parse(src))
	})
}

// eachFixture hands fixture the text of each file the pattern
// matches, in a subtest, and checks what it returns against the .golden
// beside the file (go test -update rewrites them). No file is a failure.
func eachFixture(t *testing.T, pattern string, fixture func(t *testing.T, path string, src []byte) string) {
	t.Helper()
	files, _ := filepath.Glob(pattern)
	if len(files) == 0 {
		t.Fatalf("no fixtures match %s", pattern)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, strings.TrimSuffix(path, ".cs")+".golden", fixture(t, path, src))
		})
	}
}

func TestParseTypeRef(t *testing.T) {
	for text, want := range map[string]string{
		"int": "int",
		"global::System.Collections.Generic.List<int>": "global::System.Collections.Generic.List<int>",
		"Dictionary<string, List<int[]>>":              "Dictionary<string, List<int[]>>",
		"(int x, string)":                              "(int x, string)",
		"int?[][,]":                                    "int?[][,]",
		"int[,][][,,]":                                 "int[,][][,,]",
		"T*":                                           "T*",
		"Outer<int>.Inner<string>":                     "Outer<int>.Inner<string>",
		"Foo<,>":                                       "Foo<,>",
		"ref readonly int":                             "ref int",
		"<broken":                                      "<broken",
	} {
		if got := formatTypeRef(ParseTypeRef(text)); got != want {
			t.Errorf("ParseTypeRef(%q) = %q, want %q", text, got, want)
		}
	}
}

func formatTypeRef(t *TypeRef) string {
	switch t.Kind {
	case TypeArray:
		// Written order is outer rank first: int[][,] is an array of int[,].
		ranks := ""
		for ; t.Kind == TypeArray; t = t.Elem {
			ranks += "[" + strings.Repeat(",", t.Rank-1) + "]"
		}
		return formatTypeRef(t) + ranks
	case TypePointer:
		return formatTypeRef(t.Elem) + "*"
	case TypeNullable:
		return formatTypeRef(t.Elem) + "?"
	case TypeRefOf:
		return "ref " + formatTypeRef(t.Elem)
	case TypeTuple:
		var parts []string
		for i, e := range t.Elems {
			parts = append(parts, strings.TrimSpace(formatTypeRef(e)+" "+t.Names[i]))
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	var sb strings.Builder
	if t.Alias != "" {
		sb.WriteString(t.Alias + "::")
	}
	for i, part := range t.Parts {
		if i > 0 {
			sb.WriteByte('.')
		}
		sb.WriteString(part.Name)
		if part.Arity > 0 {
			var args []string
			for _, a := range part.Args {
				args = append(args, formatTypeRef(a))
			}
			if len(args) == 0 { // unbound: Foo<,>
				sb.WriteString("<" + strings.Repeat(",", part.Arity-1) + ">")
				continue
			}
			sb.WriteString("<" + strings.Join(args, ", ") + ">")
		}
	}
	return sb.String()
}

// TestRecoveryMatchesTree runs the recovery scanner over every fixture the
// grammar parses without error: on valid code it must read the declarations
// the tree does, so that what it recovers from broken code is trustworthy.
func TestRecoveryMatchesTree(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.cs")
	p := NewParser()
	defer p.Close()
	line := func(f *File, d Decl) string {
		parent := ""
		if d.Parent >= 0 {
			parent = f.Decls[d.Parent].Name
		}
		d.Parent, d.FullSpan, d.Accessors, d.Segments, d.Synthesized, d.HasBody = 0, Span{}, nil, nil, false, false
		for i := range d.Attributes {
			d.Attributes[i].Span = Span{}
		}
		if d.Kind == KindRecord || d.Kind == KindRecordStruct {
			d.Kind = KindClass // the scanner does not tell records from classes
		}
		return fmt.Sprintf("%s in %q: %+v", d.Name, parent, d)
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tree := p.Parse(src)
		if tree.ErrorCount > 0 {
			continue
		}
		x := &extractor{src: src, file: &File{}}
		x.newScan(-1).run(0, len(src), nil)
		GeneratorMembers(x.file) // as Parse does after recovering: the bases they add are compared
		var want, got []string
		for _, d := range tree.Decls {
			if !d.Synthesized && !d.Generated { // the scanner adds neither
				want = append(want, line(tree, d))
			}
		}
		for _, d := range x.file.Decls {
			if !d.Synthesized && !d.Generated {
				got = append(got, line(x.file, d))
			}
		}
		if diff := golden.Diff(strings.Join(want, "\n"), strings.Join(got, "\n")); diff != "" {
			t.Errorf("%s: recovery differs from the tree:\n%s", path, diff)
		}
	}
}
