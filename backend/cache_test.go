package backend

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/glider-dev/glider/backend/index"
)

// TestRestartOnTheCache: a second engine on the same workspace takes every
// file's declarations from the cache the first one left, and builds the
// same index; a file changed in between is parsed again.
func TestRestartOnTheCache(t *testing.T) {
	opts := testOptions
	opts.CacheDir = t.TempDir()
	first, err := Open(context.Background(), "../testdata/sample", opts)
	if err != nil {
		t.Fatal(err)
	}
	first.Close() // writes the cache
	second, err := Open(context.Background(), "../testdata/sample", opts)
	if err != nil {
		t.Fatal(err)
	}
	defer second.Close()
	loaded, hits, added := second.cache.Stats()
	files := first.Snapshot().Stats.ParsedFiles + first.Snapshot().Stats.AssembliesRead
	if loaded != files || hits != files || added != 0 {
		t.Errorf("the second engine loaded %d entries, found %d, parsed %d; the workspace has %d parsed files", loaded, hits, added, files)
	}
	keys := func(s *index.Snapshot) []string {
		var out []string
		for _, sym := range s.AllSymbols() {
			out = append(out, sym.Key)
		}
		return out
	}
	if !slices.Equal(keys(first.Snapshot()), keys(second.Snapshot())) {
		t.Error("the index built from the cache has other symbols")
	}
	// The cache holds no trees: the background work parses them again.
	withTrees := func(s *index.Snapshot) (n int) {
		for _, f := range s.Files {
			if f.Syntax != nil && f.Syntax.TreeBytes() > 0 {
				n++
			}
		}
		return n
	}
	if n := withTrees(second.Snapshot()); n != 0 {
		t.Errorf("%d files read from the cache have their tree", n)
	}
	second.Warm(context.Background())
	if got, want := withTrees(second.Snapshot()), first.Snapshot().Stats.ParsedFiles; got != want || withTrees(first.Snapshot()) != want {
		t.Errorf("after the background work %d files have their tree, %d after a parse, of %d", got, withTrees(first.Snapshot()), want)
	}

	// A copy of the workspace with one file changed: that file is parsed.
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../testdata/sample")); err != nil {
		t.Fatal(err)
	}
	opts.CacheDir = t.TempDir()
	e, err := Open(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	e.Close()
	changed := filepath.Join(dir, "src", "Shop.Core", "Orders", "OrderService.cs")
	src, err := os.ReadFile(changed)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, changed, append(src, "\nnamespace Shop.Core { public class AddedAfterTheCache { } }\n"...))
	e, err = Open(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, _, added := e.cache.Stats(); added != 1 {
		t.Errorf("%d files parsed again after one changed", added)
	}
	if !hasSymbolNamed(e.Snapshot(), "AddedAfterTheCache") {
		t.Error("the changed file's new class is missing")
	}
}
