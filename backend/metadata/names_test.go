package metadata

import (
	"os"
	"testing"
)

// checkTypeNames compares TypeNames with what TypeDef decodes for every row.
func checkTypeNames(t *testing.T, f *File) []TypeName {
	t.Helper()
	names := f.TypeNames()
	types := f.Types()
	if len(names) != len(types) {
		t.Fatalf("%d names for %d types", len(names), len(types))
	}
	for i, ty := range types {
		n := names[i]
		if n.Row != ty.Row || n.Flags != ty.Flags || n.Namespace != ty.Namespace || n.Name != ty.Name ||
			n.Arity != ty.Arity || n.Enclosing != ty.Enclosing || n.Access != ty.Access {
			t.Errorf("row %d: TypeNames says %+v, TypeDef %s (enclosing %d, %s)", ty.Row, n, ty.DocID(), ty.Enclosing, ty.Access)
		}
		// Public and Visible, level by level through TypeDef.
		public, visible := true, true
		for e := ty; e != nil; e = f.TypeDef(e.Enclosing) {
			switch e.Access {
			case "public":
			case "protected", "protected internal":
				public = false
			default:
				public, visible = false, false
			}
		}
		if n.Public != public || n.Visible != visible {
			t.Errorf("%s: public %v visible %v, want %v %v", ty.DocID(), n.Public, n.Visible, public, visible)
		}
	}
	return names
}

func TestTypeNames(t *testing.T) {
	for _, name := range fixtures {
		checkTypeNames(t, mustOpen(t, "testdata/"+name+".dll"))
	}
	byName := map[string]TypeName{}
	for _, n := range checkTypeNames(t, openFixture(t)) {
		byName[n.Name] = n
	}
	for _, c := range []struct {
		name            string
		public, visible bool
	}{
		{"Outer", true, true},
		{"Inner", true, true},     // public in public
		{"Entry", false, true},    // protected internal: visible to derived types elsewhere
		{"IHidden", false, false}, // private
	} {
		if n := byName[c.name]; n.Public != c.public || n.Visible != c.visible {
			t.Errorf("%s: %+v", c.name, n)
		}
	}
	if in := byName["Inner"]; in.Namespace != "Fixture" || in.Arity != 1 || in.Enclosing != byName["Outer"].Row {
		t.Errorf("Inner: %+v", in)
	}
}

func TestFrameworkTypeNames(t *testing.T) {
	if _, err := os.Stat(frameworkAssembly); err != nil {
		t.Skipf("skipped: %s is not installed (apt-get install mono-runtime)", frameworkAssembly)
	}
	names := checkTypeNames(t, mustOpen(t, frameworkAssembly))
	public := 0
	for _, n := range names {
		if n.Public {
			public++
		}
	}
	t.Logf("%s: %d types, %d public", frameworkAssembly, len(names), public)
}

// The two ways to learn an assembly's type names, each on a freshly parsed
// file (TypeDef caches what it resolves).
func BenchmarkFrameworkTypeNames(b *testing.B) {
	benchmarkFramework(b, func(f *File) int { return len(f.TypeNames()) })
}

func BenchmarkFrameworkTypes(b *testing.B) {
	benchmarkFramework(b, func(f *File) int { return len(f.Types()) })
}

// benchmarkFramework parses the framework assembly (read from disk once)
// and reads it with read, each iteration.
func benchmarkFramework(b *testing.B, read func(*File) int) {
	data, err := os.ReadFile(frameworkAssembly)
	if err != nil {
		b.Skipf("skipped: %v", err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		f, err := Parse(data)
		if err != nil {
			b.Fatal(err)
		}
		if read(f) == 0 {
			b.Fatal("no types")
		}
	}
}
