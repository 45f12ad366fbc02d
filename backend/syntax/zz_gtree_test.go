package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestGDump(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("SRC"))
	p := NewParser()
	defer p.Close()
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
		sb.WriteByte('\n')
	}
	fmt.Print(sb.String())
}
