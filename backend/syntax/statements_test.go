package syntax

import (
	"bytes"
	"strings"
	"testing"
)

// TestLeavableStatements shows, for each member of the fixtures in
// testdata/statements, what a partial parse asking about the names written
// Target leaves out (golden files; go test -update rewrites them).
func TestLeavableStatements(t *testing.T) {
	p := NewParser()
	defer p.Close()
	eachFixture(t, "testdata/statements/*.cs", func(t *testing.T, path string, src []byte) string {
		var keep []int
		for i := 0; ; {
			k := bytes.Index(src[i:], []byte("Target"))
			if k < 0 {
				break
			}
			keep = append(keep, i+k)
			i += k + 1
		}
		lines := NewLineIndex(src)
		var left [][2]int
		for _, d := range p.Parse(src).Decls {
			start, _ := lines.Offset(d.FullSpan.Start)
			end, _ := lines.Offset(d.FullSpan.End)
			if d.Kind != KindClass {
				left = append(left, LeavableStatements(src, start, end, keep)...)
			}
		}
		var sb strings.Builder
		at := 0
		for _, r := range left {
			sb.Write(src[at:r[0]])
			sb.WriteString("⟨…⟩")
			at = r[1]
		}
		sb.Write(src[at:])
		if tree := p.ParseTreeExcluding(src, left); tree.HasError() {
			t.Errorf("%s: the tree without the statements left out has errors", path)
		}
		return sb.String()
	})
}
