package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDump(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("ZZ_FILE"))
	p := NewParser()
	defer p.Close()
	tree := p.ParseTree(src)
	var walk func(i int32, d int)
	walk = func(i int32, d int) {
		n := tree.Nodes[i]
		txt := ""
		if tree.FirstChild(i) < 0 {
			txt = " " + strings.ReplaceAll(tree.Text(i), "\n", " ")
		}
		f := tree.FieldName(i)
		if f != "" {
			f += ": "
		}
		fmt.Printf("%s%s%s [%d-%d]%s\n", strings.Repeat("  ", d), f, tree.Kind(i), n.Start, n.End, txt)
		for c := tree.FirstChild(i); c >= 0; c = tree.Nodes[c].Next {
			walk(c, d+1)
		}
	}
	walk(0, 0)
}
