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
		sameBothWays(t, v, id, tree, lines, f.RelPath)
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

// sameBothWays asks every identifier of a file on one tree from the first
// to the last, then on another tree from the last to the first: a type
// remembered while answering one name must not change another's answer.
func sameBothWays(t *testing.T, v *View, id index.FileID, tree *syntax.Tree, lines *syntax.LineIndex, path string) {
	var idents []int
	for i := range tree.Nodes {
		if k := tree.Kind(int32(i)); k == "identifier" || k == "implicit_parameter" {
			idents = append(idents, int(tree.Nodes[i].Start))
		}
	}
	forward := v.binder.NewBody(id, tree, lines)
	answers := make([]string, len(idents))
	for i, off := range idents {
		res, err := v.binder.ResolveAt(forward, off)
		answers[i] = fmt.Sprint(res, err)
	}
	backward := v.binder.NewBody(id, tree, lines)
	for i := len(idents) - 1; i >= 0; i-- {
		res, err := v.binder.ResolveAt(backward, idents[i])
		if got := fmt.Sprint(res, err); got != answers[i] {
			t.Errorf("%s:%v asked last to first: %s, but first to last %s", path, lines.Position(idents[i]), got, answers[i])
		}
	}
}
