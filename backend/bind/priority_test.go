package bind_test

import (
	"testing"

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
	checkCalls(t, s, b, "testdata/priority/Use.cs", []call{
		{"Assert(ok)", "M:Fixture.Checks.Assert(System.Boolean,System.String)"},
		{"Assert(ok, ", "M:Fixture.Checks.Assert(System.Boolean,System.String)"},
	})
}
