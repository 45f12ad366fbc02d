package syntax

import (
	"strings"
	"testing"
)

func TestSameDeclarations(t *testing.T) {
	const before = `using System;
namespace App;
/// <summary>A shape.</summary>
[Serializable]
public class Shape<T> where T : class {
    public int Area(int scale = 1) { return 0; }
}
`
	for _, c := range []struct {
		name, after string
		same        bool
	}{
		{"a body edited", `using System;
namespace App;
/// <summary>A shape.</summary>
[Serializable]
public class Shape<T> where T : class {
    public int Area(int scale = 1) { var x = 2; return x * scale; }
}
`, true},
		{"lines moved, doc changed", `using System;

namespace App;

/// <summary>Another text.</summary>
[Serializable]
public class Shape<T> where T : class {
    public int Area(int scale = 1)
    {
        return 0;
    }
}
`, true},
		{"a member added", before[:len(before)-2] + "    public int Side;\n}\n", false},
		{"a member renamed", strings.Replace(before, "Area", "Size", 1), false},
		{"a parameter's default changed", strings.Replace(before, "= 1", "= 2", 1), false},
		{"an attribute removed", strings.Replace(before, "[Serializable]\n", "", 1), false},
		{"a using changed", strings.Replace(before, "using System;", "using System.IO;", 1), false},
		{"a constraint changed", strings.Replace(before, "T : class", "T : struct", 1), false},
		{"an expression body instead of a block", strings.Replace(before, "{ return 0; }", "=> 0;", 1), true},
	} {
		a, b := parseForTest(t, before), parseForTest(t, c.after)
		if got := SameDeclarations(a, b); got != c.same {
			t.Errorf("%s: SameDeclarations = %v, want %v", c.name, got, c.same)
		}
	}
}

func parseForTest(t *testing.T, src string) *File {
	t.Helper()
	p := NewParser()
	defer p.Close()
	return p.Parse([]byte(src))
}
