package syntax

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestPackedTree: the tree a file keeps comes back node for node as a
// fresh parse gives it, and only for the text it was parsed from.
func TestPackedTree(t *testing.T) {
	p := NewParser()
	defer p.Close()
	files, _ := filepath.Glob("../testdata/resolve/*.cs")
	for _, pattern := range []string{"testdata/*.cs", "testdata/*/*.cs"} { // broken code too
		more, _ := filepath.Glob(pattern)
		files = append(files, more...)
	}
	if len(files) < 30 {
		t.Fatalf("%d fixture files", len(files))
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := p.Parse(src)
		src = bytes.TrimPrefix(src, utf8BOM) // the text as Snapshot.Source gives it (DoubleMark.cs keeps its second mark)
		got := f.Tree(src)
		if got == nil {
			t.Fatalf("%s: no tree kept", path)
		}
		want := p.ParseTree(src)
		if !slices.Equal(got.Nodes, want.Nodes) {
			t.Errorf("%s: the tree kept differs from a parse", path)
		}
		other := append(slices.Clone(src), ' ')
		if f.Tree(other) != nil || f.Tree(src[:len(src)-1]) != nil {
			t.Errorf("%s: a tree came back for another text", path)
		}
		edited := slices.Clone(src)
		edited[len(edited)/2] ^= 1
		if f.Tree(edited) != nil {
			t.Errorf("%s: a tree came back for a text of the same length", path)
		}
	}
}
