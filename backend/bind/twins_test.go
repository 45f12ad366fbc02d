package bind_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestTwinAssemblies: two projects compile against two copies of the same
// framework assemblies (as projects targeting net461 and net48 get two
// reference packs): a type of one copy is the type of the other, as the
// compiler unifies assemblies of one identity. A MemoryStream of App's copy
// is the IDisposable of Lib's, so Lib's extension method applies to it.
func TestTwinAssemblies(t *testing.T) {
	copyDir := t.TempDir()
	for _, n := range []string{"mscorlib", "System", "System.Core"} {
		copyFile(t, filepath.Join(frameworkDir, n+".dll"), filepath.Join(copyDir, n+".dll"))
	}
	assemblies := func(p *workspace.Project) []workspace.Assembly {
		dir := frameworkDir
		if p.Name == "App" {
			dir = copyDir
		}
		var out []workspace.Assembly
		for _, n := range []string{"mscorlib", "System", "System.Core"} {
			out = append(out, workspace.Assembly{Path: filepath.Join(dir, n+".dll"), Origin: "test"})
		}
		return out
	}
	s, b := load(t, "testdata/twins", assemblies)
	copies := 0
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).FullName == "System.IDisposable" {
			copies++
		}
	}
	if copies != 2 {
		t.Fatalf("%d copies of System.IDisposable, want one per copy of mscorlib", copies)
	}
	fid, ok := s.FileByPath(mustAbs(t, "testdata/twins/App/Use.cs"))
	if !ok {
		t.Fatal("App/Use.cs is not indexed")
	}
	src, err := s.Source(fid)
	if err != nil {
		t.Fatal(err)
	}
	p := syntax.NewParser()
	defer p.Close()
	body := b.NewBody(fid, p.ParseTree(src), nil)
	res, err := b.ResolveAt(body, strings.Index(string(src), "Twice"))
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != bind.TargetSymbol || b.DocID(res.Symbol) != "M:Twins.Extensions.Twice(System.IDisposable)" {
		t.Errorf("Twice on a MemoryStream of the other copy: %+v", res)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
}

func mustAbs(t *testing.T, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}
