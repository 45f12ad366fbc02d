package backend

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/glider-dev/glider/backend/index"
)

var update = flag.Bool("update", false, "rewrite the golden files")

var (
	sampleOnce   sync.Once
	sampleEngine *Engine
	sampleErr    error
)

// sample opens testdata/sample once for all tests of the package.
func sample(t *testing.T) *Engine {
	t.Helper()
	sampleOnce.Do(func() {
		sampleEngine, sampleErr = Open(context.Background(), "../testdata/sample", Options{})
	})
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleEngine
}

// checkGolden compares got with a golden file (go test -update rewrites it).
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update writes it)", err)
	}
	if got != string(want) {
		w, g := strings.Split(string(want), "\n"), strings.Split(got, "\n")
		for i := 0; i < max(len(w), len(g)); i++ {
			var wl, gl string
			if i < len(w) {
				wl = w[i]
			}
			if i < len(g) {
				gl = g[i]
			}
			if wl != gl {
				t.Fatalf("%s differs at line %d:\nwant: %s\ngot:  %s", path, i+1, wl, gl)
			}
		}
	}
}

// TestSampleSymbols lists every symbol of the sample with what the tools
// report about it: the golden file is the reviewed truth for the index.
func TestSampleSymbols(t *testing.T) {
	e := sample(t)
	v := e.view.Load()
	s := v.snap
	var sb strings.Builder
	var write func(id index.SymbolID, depth int)
	write = func(id index.SymbolID, depth int) {
		sym := &s.Symbols[id]
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
	for i := range s.Symbols {
		if s.Symbols[i].Container == index.NoSymbol {
			write(index.SymbolID(i), 0)
		}
	}
	checkGolden(t, "testdata/sample-symbols.golden", sb.String())
}
