package workspace

import "testing"

// TestArcadeFrameworks: the values of Arcade's TargetFrameworkDefaults.props
// in the SDK's releases 9 (NetPrevious empty: it would be NetMinimum), 10
// and 11 (EF Core checks that its NetMinimum is net10.0).
func TestArcadeFrameworks(t *testing.T) {
	for _, c := range []struct {
		major                      int
		current, previous, minimum string
	}{
		{9, "net9.0", "", "net8.0"},
		{10, "net10.0", "net9.0", "net8.0"},
		{11, "net11.0", "", "net10.0"},
	} {
		got := arcadeFrameworks(c.major)
		if got["NetCurrent"] != c.current || got["NetPrevious"] != c.previous || got["NetMinimum"] != c.minimum || got["NetFrameworkMinimum"] != "net462" {
			t.Errorf("Arcade %d: %v", c.major, got)
		}
	}
}
