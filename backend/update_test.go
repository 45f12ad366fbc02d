package backend

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/index"
)

// TestUpdate follows a workspace through edits: an editor's buffer, a file
// written, created, renamed and deleted on disk, a project file changed.
// After each, the next question sees the new state, and the symbols of the
// files left alone keep their keys.
func TestUpdate(t *testing.T) {
	dir := t.TempDir()
	project := filepath.Join(dir, "App.csproj")
	// A package no cache holds: a diagnostic of the assembly look-up.
	const missingPackage = `<ItemGroup><PackageReference Include="No.Such.Package" Version="1.0.0" /></ItemGroup>`
	writeFile(t, project, []byte(`<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>`+missingPackage+`</Project>`))
	shapes := filepath.Join(dir, "Shapes.cs")
	writeFile(t, shapes, []byte("namespace App;\npublic class Shape { public int Area; }\n"))
	other := filepath.Join(dir, "Other.cs")
	writeFile(t, other, []byte("namespace App;\npublic class Other { public Shape S; }\n"))
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx := context.Background()
	otherKey := keyOf(t, e.View(), "T:App.Other")
	diagnostics := len(e.View().snap.Diagnostics) // the workspace's and assemblies': the edits add none
	if diagnostics == 0 {
		t.Fatal("the test expects the missing package to be a diagnostic")
	}

	update := func(c Change) {
		t.Helper()
		before := e.View().Ref()
		ref, _, err := e.Update(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if ref.TransactionRevision != before.TransactionRevision+1 || ref.WorkspaceEpoch != before.WorkspaceEpoch || e.View().Ref() != ref {
			t.Fatalf("after an update the view is %+v, want the revision after %+v", e.View().Ref(), before)
		}
		snap, assemblies := e.View().snap, 0
		for _, f := range snap.Files {
			if f.External && strings.HasSuffix(f.Path, ".dll") {
				assemblies++
			}
		}
		if assemblies == 0 || assemblies != snap.Stats.AssembliesRead {
			t.Errorf("%d assembly files, %d assemblies read", assemblies, snap.Stats.AssembliesRead)
		}
		if got := len(e.View().snap.Diagnostics); got != diagnostics {
			t.Errorf("%d diagnostics after an update, %d before", got, diagnostics)
		}
		if got := keyOf(t, e.View(), "T:App.Other"); got != otherKey {
			t.Errorf("Other's key changed from %s to %s", otherKey, got)
		}
	}
	has := func(name string, want bool) {
		t.Helper()
		got := hasSymbolNamed(e.View().snap, name)
		if got != want {
			t.Errorf("symbol %s present: %v, want %v", name, got, want)
		}
	}

	// An edit that declares nothing new keeps the symbols (shared, not
	// rebuilt) and moves their declarations.
	first := e.View().snap.Sym(0)
	update(Change{Buffers: map[string][]byte{shapes: []byte("namespace App;\n\n// moved down\npublic class Shape { public int Area; }\n")}})
	if e.View().snap.Sym(0) != first {
		t.Error("an edit inside a file that declares the same rebuilt the symbols")
	}
	if line := declLine(t, e.View(), "T:App.Shape"); line != 4 {
		t.Errorf("after two lines are added above it, Shape is declared on line %d, want 4", line)
	}
	update(Change{Buffers: map[string][]byte{shapes: []byte("namespace App;\npublic class Shape { public int Area; }\npublic class Circle : Shape {}\n")}})
	has("Circle", true)
	if !slices.Equal(e.Buffers(), []string{shapes}) {
		t.Errorf("buffers %v, want %v", e.Buffers(), []string{shapes})
	}
	if src, _ := e.View().snap.Source(e.View().fileID(shapes)); !bytes.Contains(src, []byte("Circle")) {
		t.Errorf("the source of an edited buffer is what the disk holds:\n%s", src)
	}
	update(Change{Closed: []string{shapes}})
	has("Circle", false)

	writeFile(t, shapes, []byte("namespace App;\npublic class Shape { public int Perimeter; }\n"))
	update(Change{Files: []string{shapes}})
	has("Perimeter", true)
	has("Area", false)

	added := filepath.Join(dir, "Sub", "Square.cs")
	writeFile(t, added, []byte("namespace App;\npublic class Square : Shape {}\n"))
	update(Change{Files: []string{added}})
	has("Square", true)

	renamed := filepath.Join(dir, "Sub", "Quad.cs")
	if err := os.Rename(added, renamed); err != nil {
		t.Fatal(err)
	}
	update(Change{Files: []string{added, renamed}})
	has("Square", true)
	if e.View().fileID(added) >= 0 || e.View().fileID(renamed) < 0 {
		t.Errorf("after the rename, the old path is indexed: %v, the new one: %v", e.View().fileID(added) >= 0, e.View().fileID(renamed) >= 0)
	}

	if err := os.Remove(renamed); err != nil {
		t.Fatal(err)
	}
	update(Change{Files: []string{renamed}})
	has("Square", false)

	writeFile(t, project, []byte(`<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>`+missingPackage+`
<ItemGroup><Compile Remove="Shapes.cs" /></ItemGroup></Project>`))
	update(Change{Files: []string{project}})
	has("Shape", false)
}

// declLine is the line a symbol's first declaration writes its name on.
func declLine(t *testing.T, v *View, doc string) int {
	t.Helper()
	ids := v.binder.SymbolsByDocID(doc)
	if len(ids) != 1 {
		t.Fatalf("%s: %v", doc, ids)
	}
	return v.snap.NameSpan(v.snap.Sym(ids[0]).Decls[0]).Start.Line
}

func hasSymbolNamed(s *index.Snapshot, name string) bool {
	for _, sym := range s.AllSymbols() {
		if sym.Name == name {
			return true
		}
	}
	return false
}
