package index

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestAssembliesReadWhenNamed: a referenced assembly is read whole only
// when the sources name a namespace it declares (a using directive, or a
// qualified name in a declaration, also relative to the namespace around
// it); otherwise it stays a project of the snapshot with nothing read.
func TestAssembliesReadWhenNamed(t *testing.T) {
	fixture, err := filepath.Abs("../metadata/testdata/Fixture.dll")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, source string
		read         bool
	}{
		{"using", "using Fixture;\nclass C { }\n", true},
		{"qualified", "class C { Fixture.Point P; }\n", true},
		{"global", "namespace Outer { class C : global::Fixture.Shape { } }\n", true},
		{"enclosing", "namespace Fixture.Sub { class C : Shape { } }\n", true},
		{"attribute", "[Fixture.Note(\"x\")] class C { }\n", true},
		{"unnamed", "using System;\nclass C { int Fixture; }\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "C.cs"), []byte(c.source), 0o644); err != nil {
				t.Fatal(err)
			}
			ws, err := workspace.Load(dir, workspace.Options{Environ: []string{}})
			if err != nil {
				t.Fatal(err)
			}
			s, err := Build(context.Background(), ws, Options{Assemblies: func(*workspace.Project) []workspace.Assembly {
				return []workspace.Assembly{{Path: fixture, Origin: "test"}}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if s.Stats.Assemblies != 1 || s.Stats.AssembliesRead != map[bool]int{true: 1}[c.read] {
				t.Fatalf("assemblies %d, read %d; want 1 and read=%t", s.Stats.Assemblies, s.Stats.AssembliesRead, c.read)
			}
			asm := s.Projects[len(s.Projects)-1]
			if asm.Assembly == nil || asm.Assembly.Name != "Fixture" || asm.Assembly.Version != "1.2.3.4" || asm.Assembly.Read != c.read {
				t.Errorf("assembly project %+v %+v", asm, asm.Assembly)
			}
			if len(s.Projects[0].Assemblies) != 1 {
				t.Errorf("the source project references %v", s.Projects[0].Assemblies)
			}
			_, err = s.Lookup(EncodeKey("asm:Fixture@1.2.3.4|T:Fixture.Point"))
			if (err == nil) != c.read {
				t.Errorf("Fixture.Point by key: %v", err)
			}
		})
	}
}

// TestNamedInBodies: a framework namespace a file writes only in a member
// body, in a qualified name, is named (the assembly declaring it is read);
// a name that merely ends in System is not.
func TestNamedInBodies(t *testing.T) {
	p := syntax.NewParser()
	defer p.Close()
	f := p.Parse([]byte(`class C {
    object M() => typeof(Microsoft.CSharp.RuntimeBinder.RuntimeBinderException);
    int N() => System.Numerics.BigInteger.One.Sign + MySystem.Xml.Count + Outer.System.Data.Value;
}`))
	named := map[string]bool{}
	addNamedNamespaces(named, f)
	for ns, want := range map[string]bool{"Microsoft.CSharp.RuntimeBinder": true, "Microsoft.CSharp": true, "System.Numerics": true,
		"System.Xml": false, "System.Data": false} {
		if named[ns] != want {
			t.Errorf("%s named: %v, want %v (%v)", ns, named[ns], want, f.Qualified)
		}
	}
}
