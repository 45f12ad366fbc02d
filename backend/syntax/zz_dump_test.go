package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDump(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("F"))
	p := NewParser()
	tree := p.ParseTree(src)
	depth := map[int32]int{-1: -1}
	for i := range tree.Nodes {
		id := int32(i)
		n := &tree.Nodes[i]
		depth[id] = depth[n.Parent] + 1
		s := strings.Repeat("  ", depth[id])
		if f := tree.FieldName(id); f != "" {
			s += f + ": "
		}
		s += tree.Kind(id)
		if tree.FirstChild(id) < 0 {
			s += fmt.Sprintf(" %q", tree.Text(id))
		}
		fmt.Println(s)
	}
}
