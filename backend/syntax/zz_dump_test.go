package syntax

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDump(t *testing.T) {
	src := os.Getenv("ZZ_SRC")
	if src == "" {
		t.Skip()
	}
	p := NewParser()
	defer p.Close()
	tr := p.ParseTree([]byte(src))
	var dump func(i int32, depth int)
	dump = func(i int32, depth int) {
		for c := tr.FirstChild(i); c >= 0; c = tr.Nodes[c].Next {
			txt := tr.Text(c)
			if len(txt) > 40 {
				txt = txt[:40]
			}
			fmt.Printf("%s%s [%s] %q\n", strings.Repeat("  ", depth), tr.Kind(c), tr.FieldName(c), txt)
			dump(c, depth+1)
		}
	}
	dump(0, 0)
}
