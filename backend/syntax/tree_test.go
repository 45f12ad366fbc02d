package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTree prints the whole tree of each testdata/tree/*.cs, one node a
// line, indented by depth, with its field, kind and (for leaves) text, and
// compares it with the .golden beside it. The trees are tree-sitter's; the
// test checks that flattening keeps every node, its parent, its order and
// its field.
func TestTree(t *testing.T) {
	p := NewParser()
	defer p.Close()
	eachFixture(t, "testdata/tree/*.cs", func(t *testing.T, path string, src []byte) string {
		tree := p.ParseTree(src)
		var sb strings.Builder
		depth := map[int32]int{-1: -1}
		for i := range tree.Nodes {
			id := int32(i)
			n := &tree.Nodes[i]
			depth[id] = depth[n.Parent] + 1
			sb.WriteString(strings.Repeat("  ", depth[id]))
			if f := tree.FieldName(id); f != "" {
				sb.WriteString(f + ": ")
			}
			sb.WriteString(tree.Kind(id))
			if tree.FirstChild(id) < 0 && n.Flags&Named != 0 {
				fmt.Fprintf(&sb, " %q", tree.Text(id))
			}
			if n.Flags&Missing != 0 {
				sb.WriteString(" MISSING")
			}
			sb.WriteByte('\n')
			// Next links agree with preorder: a node's next sibling comes
			// after all its descendants.
			if n.Next >= 0 && (tree.Nodes[n.Next].Parent != n.Parent || n.Next <= id) {
				t.Errorf("%s: node %d: bad next sibling %d", path, i, n.Next)
			}
		}
		return sb.String()
	})
}

// TestTreeAt finds the innermost node at an offset.
func TestTreeAt(t *testing.T) {
	p := NewParser()
	defer p.Close()
	src := []byte("class C { int M(int x) => x + Other.Value; }")
	tree := p.ParseTree(src)
	for _, c := range []struct {
		at   string
		kind string
		text string
	}{
		{"Value", "identifier", "Value"},
		{"Other", "identifier", "Other"},
		{"+ ", "+", "+"},
		{"x + ", "identifier", "x"},
		{"int x", "predefined_type", "int"},
	} {
		i := tree.At(strings.Index(string(src), c.at))
		if tree.Kind(i) != c.kind || tree.Text(i) != c.text {
			t.Errorf("At(%q) = %s %q, want %s %q", c.at, tree.Kind(i), tree.Text(i), c.kind, c.text)
		}
	}
}

// TestNameAt checks that the words WordOffsets finds and NameAt keeps
// are the identifiers lexing finds: the mentions find_references resolves.
func TestNameAt(t *testing.T) {
	p := NewParser()
	defer p.Close()
	src := []byte(`class Order : Base { // an Order
	Order(int Order) : base() { var s = "Order"; var i = $"{Order} Order"; @Order = OrderId + this.Order; }
	/* Order */ void M() => base.M(); }`)
	tree := p.ParseTree(src)
	for _, word := range []string{"Order", "base", "this"} {
		var kept, lexed []int
		for _, off := range WordOffsets(src, word) {
			if tree.NameAt(off) {
				kept = append(kept, off)
			}
		}
		lx := NewLexer(src)
		for tok, ok := lx.Next(); ok; tok, ok = lx.Next() {
			start := tok.Start
			if src[start] == '@' {
				start++
			}
			if tok.Kind == TokIdent && string(src[start:tok.End]) == word {
				lexed = append(lexed, start)
			}
		}
		if fmt.Sprint(kept) != fmt.Sprint(lexed) || len(kept) == 0 {
			t.Errorf("%s: names at %v, lexing finds %v", word, kept, lexed)
		}
	}
}

// BenchmarkParseTree compares a whole tree with the declarations-only
// parse of the same files (the sample solution's).
func BenchmarkParseTree(b *testing.B) {
	var files [][]byte
	filepath.WalkDir("../../testdata/sample", func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".cs") {
			src, _ := os.ReadFile(path)
			files = append(files, src)
		}
		return nil
	})
	p := NewParser()
	defer p.Close()
	b.Run("declarations", func(b *testing.B) {
		for b.Loop() {
			for _, f := range files {
				p.Parse(f)
			}
		}
	})
	b.Run("tree", func(b *testing.B) {
		for b.Loop() {
			for _, f := range files {
				p.ParseTree(f)
			}
		}
	})
}
