package external

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
)

// TestDeclarations writes the declarations read from the metadata reader's
// fixture assembly (whose C# source is beside it) as C#-like lines, one per
// declaration, indented by nesting: compare them with Fixture.cs.
func TestDeclarations(t *testing.T) {
	f, err := metadata.Open("../metadata/testdata/Fixture.dll")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "Fixture.decls.txt"), render(Declarations(f)))
}

func render(f *syntax.File) string {
	var sb strings.Builder
	depth := make([]int, len(f.Decls))
	for i, d := range f.Decls {
		if d.Parent >= 0 {
			depth[i] = depth[d.Parent] + 1
		}
		sb.WriteString(strings.Repeat("  ", depth[i]))
		for _, a := range d.Attributes {
			var args []string
			for _, arg := range a.Args {
				if arg.Name != "" {
					args = append(args, arg.Name+" = "+arg.Value)
				} else {
					args = append(args, arg.Value)
				}
			}
			fmt.Fprintf(&sb, "[%s(%s)] ", a.Name, strings.Join(args, ", "))
		}
		for _, m := range d.Modifiers.Names() {
			sb.WriteString(m + " ")
		}
		sb.WriteString(strings.ToLower(d.Kind.String()) + " ")
		if d.Type != "" {
			sb.WriteString(d.Type + " ")
		}
		sb.WriteString(d.Name)
		if d.Operator != "" {
			sb.WriteString(" operator " + d.Operator)
		}
		if len(d.TypeParams) > 0 {
			var tps []string
			for _, tp := range d.TypeParams {
				tps = append(tps, strings.TrimSpace(tp.Variance+" "+tp.Name))
			}
			sb.WriteString("<" + strings.Join(tps, ", ") + ">")
		}
		if d.Kind.IsMethodLike() || d.Kind == syntax.KindIndexer || d.Kind == syntax.KindDelegate {
			var ps []string
			for _, p := range d.Params {
				s := strings.TrimSpace(p.Modifier+" "+p.Type) + " " + p.Name
				if p.Default != "" {
					s += " = " + p.Default
				}
				ps = append(ps, s)
			}
			sb.WriteString("(" + strings.Join(ps, ", ") + ")")
		}
		if len(d.Bases) > 0 {
			sb.WriteString(" : " + strings.Join(d.Bases, ", "))
		}
		for _, c := range d.Constraints {
			sb.WriteString(" where " + c.Param + " : " + strings.Join(c.Items, ", "))
		}
		for _, a := range d.Accessors {
			sb.WriteString(" " + a.Kind + ";")
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// BenchmarkDeclarations converts the stand-in framework's mscorlib
// (testdata/dotnet, 0.9 MB of reference metadata): what reading one
// assembly into the index costs before its symbols are built.
func BenchmarkDeclarations(b *testing.B) {
	path := "../../testdata/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.0/ref/net8.0/mscorlib.dll"
	decls := 0
	for b.Loop() {
		f, err := metadata.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		decls = len(Declarations(f).Decls)
	}
	b.ReportMetric(float64(decls), "decls")
}
