package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestDumpTree(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("SRC"))
	p := NewParser()
	defer p.Close()
	tree := p.ParseTree(src)
	var walk func(n int32, d int)
	walk = func(n int32, d int) {
		fmt.Printf("%s%s [%s] %q\n", strings.Repeat("  ", d), tree.Kind(n), tree.FieldName(n), tree.Text(n))
		for c := tree.FirstChild(n); c >= 0; c = tree.Nodes[c].Next {
			walk(c, d+1)
		}
	}
	walk(0, 0)
}
