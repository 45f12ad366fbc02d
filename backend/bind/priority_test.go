package bind_test

import (
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestAssemblyOverloadPriority: a method read from an assembly keeps its
// [OverloadResolutionPriority], which decides between overloads that
// both take the arguments, as .NET 9's Debug.Assert(bool) and
// Debug.Assert(bool, string = "") both take a bool.
func TestAssemblyOverloadPriority(t *testing.T) {
	withFixture := func(p *workspace.Project) []workspace.Assembly {
		return append(framework(p), workspace.Assembly{Path: mustAbs(t, "../metadata/testdata/Fixture.dll"), Origin: workspace.OriginHintPath})
	}
	s, b := load(t, "testdata/priority", withFixture)
	fid, ok := s.FileByPath(mustAbs(t, "testdata/priority/Use.cs"))
	if !ok {
		t.Fatal("Use.cs is not indexed")
	}
	src, err := s.Source(fid)
	if err != nil {
		t.Fatal(err)
	}
	p := syntax.NewParser()
	defer p.Close()
	body := b.NewBody(fid, p.ParseTree(src), nil)
	for _, c := range []struct{ call, want string }{
		{"Assert(ok)", "M:Fixture.Checks.Assert(System.Boolean,System.String)"},
		{"Assert(ok, ", "M:Fixture.Checks.Assert(System.Boolean,System.String)"},
	} {
		res, err := b.ResolveAt(body, strings.Index(string(src), c.call))
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != bind.TargetSymbol || b.DocID(res.Symbol) != c.want || len(res.Candidates) > 1 {
			t.Errorf("%s: %+v, want %s", c.call, res, c.want)
		}
	}
}
