package backend

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

// sample opens testdata/sample once for all tests of the package.
var sample = sharedWorkspace("../testdata/sample")

// sharedWorkspace opens a workspace the first time a test asks for it and
// hands every test of the package the same engine.
func sharedWorkspace(dir string) func(t *testing.T) *Engine {
	open := sync.OnceValues(func() (*Engine, error) { return Open(context.Background(), dir, testOptions) })
	return func(t *testing.T) *Engine {
		t.Helper()
		e, err := open()
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
}

// TestSampleSymbols lists every symbol of the sample with what the tools
// report about it: the golden file is the reviewed truth for the index.
func TestSampleSymbols(t *testing.T) {
	e := sample(t)
	v := e.View()
	s := v.snap
	var sb strings.Builder
	var write func(id index.SymbolID, depth int)
	write = func(id index.SymbolID, depth int) {
		sym := s.Sym(id)
		info := v.symbolInfo(id, PathRelative)
		identity, err := index.DecodeKey(sym.Key)
		if err != nil {
			t.Fatal(err)
		}
		indent := strings.Repeat("  ", depth)
		fmt.Fprintf(&sb, "%s%s %s %s [%s] %s\n%s    key %s\n", indent, info.Kind, info.FullName, info.Accessibility,
			strings.Join(sym.Modifiers.Names(), " "), info.DocumentationCommentID, indent, identity)
		for _, ref := range sym.Decls {
			sp := s.NameSpan(ref)
			fmt.Fprintf(&sb, "%s    at %s:%d:%d-%d:%d\n", indent, s.Files[ref.File].RelPath, sp.Start.Line, sp.Start.Col, sp.End.Line, sp.End.Col)
		}
		for _, m := range sym.Members {
			write(m, depth+1)
		}
	}
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).Container == index.NoSymbol && !s.External(index.SymbolID(i)) {
			write(index.SymbolID(i), 0)
		}
	}
	golden.Check(t, "testdata/sample-symbols.golden", sb.String())
}

// testOptions open fixtures against the test framework (testdata/dotnet)
// and nothing else of the machine's.
var testOptions = Options{Assemblies: testenv.Assemblies()}
