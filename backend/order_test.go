package backend

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// TestAnswersDoNotDependOnOrder: an editor asks about a file's names in
// any order against one tree, whose types are remembered from question to
// question; every answer must be the one a fresh tree gives. Each marked
// name of the fixtures in testdata/resolve is asked after each other
// marked name written up to 20 lines from it.
func TestAnswersDoNotDependOnOrder(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	p := syntax.NewParser()
	defer p.Close()
	for fi, f := range v.snap.Files {
		if f.External || f.Syntax == nil {
			continue
		}
		id := index.FileID(fi)
		src, err := v.snap.Source(id)
		if err != nil {
			t.Fatal(err)
		}
		lines := syntax.NewLineIndex(src)
		tree := p.ParseTree(src)
		var marked []int
		for i := 0; ; {
			k := bytes.Index(src[i:], []byte(cursor))
			if k < 0 {
				break
			}
			i += k + len(cursor)
			marked = append(marked, i)
		}
		alone := map[int]string{}
		for _, off := range marked {
			res, err := v.binder.ResolveAt(v.binder.NewBody(id, tree, lines), off)
			alone[off] = fmt.Sprint(res, err)
		}
		for _, first := range marked {
			for _, next := range marked {
				if d := lines.Position(next).Line - lines.Position(first).Line; d > 20 || d < -20 {
					continue
				}
				body := v.binder.NewBody(id, tree, lines)
				v.binder.ResolveAt(body, first)
				res, err := v.binder.ResolveAt(body, next)
				if got := fmt.Sprint(res, err); got != alone[next] {
					t.Errorf("%s:%v asked after %v: %s, but alone %s", f.RelPath, lines.Position(next), lines.Position(first), got, alone[next])
				}
			}
		}
	}
}
