package bind_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestSymbols checks every symbol of each workspace under testdata against
// the expected.txt beside it: one line per symbol, each container followed
// by its members,
//
//	Kind FullName Accessibility DocID [name=Name] [parts=N]
//
// name= is written when the symbol's Name is not the last segment of its
// full name; parts= when several declarations merged into the symbol.
//
// The expected files were written by hand from what the C# compiler reports
// (ISymbol.GetDocumentationCommentId, DeclaredAccessibility, how partial
// declarations merge), not from this code's output. Where they knowingly
// differ from Roslyn:
//   - types the workspace does not declare (the .NET libraries) stay as
//     written until assemblies are read: DateTime, not System.DateTime;
//   - a name that is ambiguous between two imports stays as written, where
//     the compiler reports an error;
//   - Name keeps the identifier for constructors (Roslyn: .ctor, .cctor),
//     ~T for finalizers (Finalize) and the member's own name for explicit
//     implementations (Roslyn: NS.IFoo.M): search finds symbols by Name.
func TestSymbols(t *testing.T) {
	dirs, err := filepath.Glob("testdata/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range dirs {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			got := listSymbols(t, dir)
			golden.Check(t, filepath.Join(dir, "expected.txt"), got)
		})
	}
}

func listSymbols(t *testing.T, dir string) string {
	t.Helper()
	s, b := loadWorkspace(t, dir)
	var sb strings.Builder
	var write func(id index.SymbolID)
	write = func(id index.SymbolID) {
		sym := s.Sym(id)
		fmt.Fprintf(&sb, "%s %s %s %s", sym.Kind, sym.FullName, sym.Access, b.DocID(id))
		if sym.Name != lastSegment(sym.FullName) {
			fmt.Fprintf(&sb, " name=%s", sym.Name)
		}
		if n := len(sym.Decls); n > 1 && sym.Kind != syntax.KindNamespace {
			fmt.Fprintf(&sb, " parts=%d", n)
		}
		sb.WriteByte('\n')
		for _, m := range sym.Members {
			write(m)
		}
	}
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).Container == index.NoSymbol && !s.External(index.SymbolID(i)) {
			write(index.SymbolID(i))
		}
	}
	return sb.String()
}

// lastSegment is the last dotted segment of a full name, without type
// parameters: Find of NS.T<U>.Find<V>.
func lastSegment(full string) string {
	depth, end := 0, len(full)
	for i := len(full) - 1; i >= 0; i-- {
		switch full[i] {
		case '>':
			if depth == 0 {
				end = i
			}
			depth++
		case '<':
			depth--
			if depth == 0 {
				end = i
			}
		case '.':
			if depth == 0 {
				return full[i+1 : end]
			}
		}
	}
	return full[:end]
}

// frameworkDir holds the reference assemblies the tests use as the .NET
// framework (see testdata/dotnet/README.md).
const frameworkDir = "../../testdata/dotnet/packs/Microsoft.NETCore.App.Ref/8.0.0/ref/net8.0"

// framework gives every project of a fixture the test framework's
// assemblies, as a .NET 8 project gets its reference pack.
func framework(*workspace.Project) []workspace.Assembly {
	var out []workspace.Assembly
	for _, n := range []string{"mscorlib", "System", "System.Core"} {
		out = append(out, workspace.Assembly{Path: filepath.Join(frameworkDir, n+".dll"), Origin: "test"})
	}
	return out
}

// loadWorkspace indexes and binds a fixture workspace; a diagnostic other
// than info fails the test.
func loadWorkspace(t *testing.T, dir string) (*index.Snapshot, *bind.Binder) {
	t.Helper()
	return load(t, dir, framework)
}

// loadSources is loadWorkspace without the framework: what the binder does
// when a project's assemblies are not found.
func loadSources(t *testing.T, dir string) (*index.Snapshot, *bind.Binder) {
	t.Helper()
	return load(t, dir, nil)
}

func load(t *testing.T, dir string, assemblies func(*workspace.Project) []workspace.Assembly) (*index.Snapshot, *bind.Binder) {
	t.Helper()
	ws, err := workspace.Load(dir, workspace.Options{Environ: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	s, b, err := bind.Build(context.Background(), ws, index.Options{Workers: 2, Assemblies: assemblies})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range s.Diagnostics {
		if d.Severity != "info" {
			t.Errorf("%s:%d: %s: %s", d.Path, d.Line, d.Severity, d.Message)
		}
	}
	return s, b
}
