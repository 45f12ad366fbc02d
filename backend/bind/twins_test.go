package bind_test

import (
	"bytes"
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

// TestTwinAssemblies: two projects compile against two copies of the
// framework assemblies, as a net48 project referencing a net35 one does:
// Lib's copies say version 2.0.0.0. A type of one copy is the type of the
// other, as the compiler unifies assemblies of one name. A MemoryStream of
// App's copy is the IDisposable of Lib's, so Lib's extension method applies
// to it, and App's DateTime converts to Lib's Token. App does not see Lib's
// framework, so Enumerable's methods do not tie with their copies.
func TestTwinAssemblies(t *testing.T) {
	names := []string{"mscorlib", "System", "System.Core"}
	copyDir := t.TempDir()
	for _, n := range names {
		copyFile(t, filepath.Join(frameworkDir, n+".dll"), filepath.Join(copyDir, n+".dll"))
		setVersion2(t, filepath.Join(copyDir, n+".dll"))
	}
	assemblies := func(p *workspace.Project) []workspace.Assembly {
		dir := frameworkDir
		if p.Name == "Lib" {
			dir = copyDir
		}
		var out []workspace.Assembly
		for _, n := range names {
			out = append(out, workspace.Assembly{Path: filepath.Join(dir, n+".dll"), Origin: workspace.OriginRefPack})
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
	for _, pr := range s.Projects {
		if a := pr.Assembly; a != nil && filepath.Dir(a.Path) == copyDir && a.Version != "2.0.0.0" {
			t.Fatalf("%s says version %s, want 2.0.0.0", a.Path, a.Version)
		}
	}
	checkCalls(t, s, b, "testdata/twins/App/Use.cs", []call{
		{"Twice(", "M:Twins.Extensions.Twice(System.IDisposable)"},
		{"Count(", "M:System.Linq.Enumerable.Count``1(System.Collections.Generic.IEnumerable{``0})"},
		{"Where(", "M:System.Linq.Enumerable.Where``1(System.Collections.Generic.IEnumerable{``0},System.Func{``0,System.Boolean})"},
		{"Sum(", "M:System.Linq.Enumerable.Sum(System.Collections.Generic.IEnumerable{System.Int32})"},
		{"Add(", "M:Twins.Array.Add(Twins.Token)"},
	})
}

// call is a method call in a file: the text it starts with, and the
// documentation ID of the one method it must resolve to.
type call struct{ at, want string }

// checkCalls resolves the calls of a file of the snapshot.
func checkCalls(t *testing.T, s *index.Snapshot, b *bind.Binder, path string, calls []call) {
	t.Helper()
	fid, ok := s.FileByPath(mustAbs(t, path))
	if !ok {
		t.Fatalf("%s is not indexed", path)
	}
	src, err := s.Source(fid)
	if err != nil {
		t.Fatal(err)
	}
	p := syntax.NewParser()
	defer p.Close()
	body := b.NewBody(fid, p.ParseTree(src), nil)
	for _, c := range calls {
		res, err := b.ResolveAt(body, strings.Index(string(src), c.at))
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != bind.TargetSymbol || b.DocID(res.Symbol) != c.want || len(res.Candidates) > 1 {
			t.Errorf("%s: %+v, want %s", c.at, res, c.want)
		}
	}
}

// setVersion2 makes a copied assembly say it is version 2.0.0.0 where it
// said 4.0.0.0: its Assembly row is the only place those bytes follow the
// hash algorithm SHA1 (0x8004).
func setVersion2(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	row := []byte{0x04, 0x80, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0}
	at := bytes.Index(data, row)
	if at < 0 || bytes.Count(data, row) != 1 {
		t.Fatalf("%s: no single Assembly row of version 4.0.0.0", path)
	}
	data[at+4] = 2
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
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
