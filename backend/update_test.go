package backend

import (
	"bytes"
	"context"
	"fmt"
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

// editStep is one change in a test of answers after edits: the whole new
// text of a file in an editor, or the file deleted on disk.
type editStep struct {
	name, file, text string
	remove           bool // the file deleted
	skip             bool // not asked after this step
}

// checkAfterEdits writes a one-project workspace of the files given, then
// hands an engine the steps one after the other and, after each step not
// skipped, checks that answer gives on it what it gives on a fresh engine
// of the same texts. Before each step, before runs on the engine.
func checkAfterEdits(t *testing.T, files map[string]string, steps []editStep, before func(*Engine), answer func(*Engine) string) {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "App.csproj"), []byte(`<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`))
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), []byte(text))
	}
	ctx := context.Background()
	e, err := Open(ctx, dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	e.Warm(ctx)
	buffers := map[string][]byte{}
	for _, step := range steps {
		before(e)
		path := filepath.Join(dir, step.file)
		change := Change{Buffers: map[string][]byte{path: []byte(step.text)}}
		buffers[path] = []byte(step.text)
		if step.remove {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
			change = Change{Files: []string{path}}
			delete(buffers, path)
		}
		if _, _, err := e.Update(ctx, change); err != nil {
			t.Fatal(err)
		}
		if step.skip {
			continue
		}
		fresh, err := Open(ctx, dir, testOptions)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := fresh.Update(ctx, Change{Buffers: buffers}); err != nil {
			t.Fatal(err)
		}
		if got, want := answer(e), answer(fresh); got != want {
			t.Errorf("%s: got\n%s\nwant\n%s", step.name, got, want)
		}
		fresh.Close()
	}
}

// TestReferencesAfterEdits: find_references after edits, asked or not in
// between, answers as a fresh engine does. The states made by edits take
// the names each file writes from earlier states (the files changed since
// the last whole list apart) and the trees they kept.
func TestReferencesAfterEdits(t *testing.T) {
	files := map[string]string{
		"Shapes.cs": "namespace App;\npublic class Shape { public int Area() => 1; }\n",
		"User.cs":   "namespace App;\npublic class User { int M(Shape s) => s.Area(); }\n",
	}
	uses := func(e *Engine) string {
		t.Helper()
		res, err := e.View().FindReferences(context.Background(), ReferencesRequest{SymbolKey: keyOf(t, e.View(), "M:App.Shape.Area"), Take: DefaultTake, PathStyle: "relative"})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range res.References {
			out = append(out, fmt.Sprintf("%s:%d:%d %s", r.FilePath, r.Line, r.Column, r.Kind))
		}
		return strings.Join(out, ", ")
	}
	checkAfterEdits(t, files, []editStep{
		{name: "a use added", file: "User.cs", text: "namespace App;\npublic class User { int M(Shape s) => s.Area() + s.Area(); }\n"},
		{name: "a class declared", file: "Shapes.cs", text: "namespace App;\npublic class Shape { public int Area() => 1; }\nclass Extra { int N(Shape s) => s.Area(); }\n", skip: true},
		{name: "a use removed", file: "User.cs", text: "namespace App;\npublic class User { }\n", skip: true},
		{name: "the class renamed", file: "Shapes.cs", text: "namespace App;\npublic class Shape { public int Area() => 1; }\nclass Extra2 { int N(Shape s) => s.Area(); }\n"},
		{name: "a use again", file: "User.cs", text: "namespace App;\npublic class User { int M(Shape s) => s.Area(); }\n"},
	}, func(*Engine) {}, uses)
}

// TestHierarchyAfterEdits changes base lists and the types they name, one
// edit after another, and checks that the derived types of every type are
// a fresh engine's: a state made by a patch binds again only the base
// lists an edit may change.
func TestHierarchyAfterEdits(t *testing.T) {
	files := map[string]string{
		"Bases.cs":  "namespace App;\npublic class Base { }\npublic interface IShape { }\n",
		"Users.cs":  "namespace App;\npublic class A : Base { }\npublic class B : Other.Base, IShape { }\n",
		"Other.cs":  "namespace App.Other { public class Base { } }\n",
		"Sub.cs":    "namespace App.Sub { public class Base { } }\n",
		"SubUse.cs": "using App.Other;\nnamespace App.Sub { public class D : Base { } }\n",
	}
	derived := func(e *Engine) string {
		v := e.View()
		var out []string
		for id, sym := range v.snap.AllSymbols() {
			if !sym.Kind.IsType() || v.snap.External(id) {
				continue
			}
			var names []string
			for _, d := range v.binder.DirectlyDerived(id) {
				names = append(names, v.snap.Sym(d).FullName)
			}
			out = append(out, sym.FullName+": "+strings.Join(names, " "))
		}
		slices.Sort(out)
		return strings.Join(out, "\n")
	}
	checkAfterEdits(t, files, []editStep{
		{name: "a derived class added", file: "Users.cs", text: "namespace App;\npublic class A : Base { }\npublic class B : Other.Base, IShape { }\npublic class C : A { }\n"},
		{name: "a base removed", file: "Bases.cs", text: "namespace App;\npublic interface IShape { }\n"},
		{name: "a base class declared again elsewhere", file: "Other.cs", text: "namespace App.Other { public class Base { } }\nnamespace App { public class Base : IShape { } }\n"},
		{name: "an interface renamed", file: "Bases.cs", text: "namespace App;\npublic interface IShape2 { }\n"},
		{name: "a class renamed in the file of its derived", file: "Users.cs", text: "namespace App;\npublic class A2 : Base { }\npublic class B : Other.Base, IShape2 { }\npublic class C : A2 { }\n"},
		{name: "a file deleted whose class shadowed a base", file: "Sub.cs", remove: true},
		{name: "a base class moved to another namespace", file: "Other.cs", text: "namespace App.Other { }\nnamespace App.Elsewhere { public class Base { } }\nnamespace App { public class Base : IShape2 { } }\n"},
	}, func(e *Engine) { e.View().binder.BuildHierarchy() }, derived) // the table the next state patches
}

// TestDocIDsAfterEdits: a state made by a patch takes the documentation
// IDs of the state before that the edit cannot change, and computes the
// others; every symbol's ID is a fresh engine's. The type a signature
// names comes and goes in another file, with the namespace that would
// shadow it.
func TestDocIDsAfterEdits(t *testing.T) {
	files := map[string]string{
		"Api.cs":    "using Lib;\nnamespace App;\npublic class Api { public void Take(Widget w, int n) { } public Widget Make() => null; }\n",
		"Lib.cs":    "namespace Lib { public class Widget { } }\n",
		"Other.cs":  "namespace App;\npublic class Other { public void Use(Api a) { } }\n",
		"Nested.cs": "namespace App;\npublic class Outer { public class Inner { } public void Put(Inner i) { } }\n",
	}
	docIDs := func(e *Engine) string {
		v := e.View()
		var out []string
		for id, sym := range v.snap.AllSymbols() {
			if !v.snap.External(id) && !v.snap.Dead(id) {
				out = append(out, sym.Key+" "+v.binder.DocID(id))
			}
		}
		slices.Sort(out)
		return strings.Join(out, "\n")
	}
	checkAfterEdits(t, files, []editStep{
		{name: "a body edited", file: "Api.cs", text: "using Lib;\nnamespace App;\npublic class Api { public void Take(Widget w, int n) { n++; } public Widget Make() => null; }\n"},
		{name: "a method added", file: "Api.cs", text: "using Lib;\nnamespace App;\npublic class Api { public void Take(Widget w, int n) { n++; } public Widget Make() => null; public void More(Widget w) { } }\n"},
		{name: "a class of the same name declared nearer", file: "Other.cs", text: "namespace App;\npublic class Other { public void Use(Api a) { } }\npublic class Widget { }\n"},
		{name: "the nearer class renamed", file: "Other.cs", text: "namespace App;\npublic class Other { public void Use(Api a) { } }\npublic class Gadget { }\n"},
		{name: "the first class removed", file: "Lib.cs", text: "namespace Lib { }\n"},
		{name: "a nested class renamed", file: "Nested.cs", text: "namespace App;\npublic class Outer { public class Inner2 { } public void Put(Inner2 i) { } }\n"},
		{name: "the first class back", file: "Lib.cs", text: "namespace Lib { public class Widget { } }\n"},
		{name: "the first class moved to another namespace", file: "Lib.cs", text: "namespace Lib { }\nnamespace Lib2 { public class Widget { } }\n"},
		{name: "a file deleted", file: "Other.cs", remove: true},
	}, func(e *Engine) { e.Warm(context.Background()) }, docIDs) // every ID computed for the next state to take
}

// TestLinkedFileEdits edits a file two projects compile with other
// preprocessor symbols, through a buffer and on disk: each project's
// entry of it is parsed again, patched or built.
func TestLinkedFileEdits(t *testing.T) {
	dir := t.TempDir()
	for _, rel := range []string{"Shared/Widget.cs", "A.Reactive/A.Reactive.csproj", "A.Reactive/UseShim.cs", "B.Lean/B.Lean.csproj", "B.Lean/UseLean.cs"} {
		src, err := os.ReadFile(filepath.Join("testdata/linked", rel))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, rel), src)
	}
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	declared := func(want ...string) {
		t.Helper()
		for _, doc := range want {
			if ids := e.View().binder.SymbolsByDocID(doc); len(ids) != 1 {
				t.Errorf("%s: %d symbols, want 1", doc, len(ids))
			}
		}
	}
	declared("F:Linked.Widget.Size", "F:Linked.Shim.Widget.Size")
	widget := filepath.Join(dir, "Shared", "Widget.cs")
	src, _ := os.ReadFile(widget)
	edited := bytes.ReplaceAll(src, []byte("Size"), []byte("Width"))
	if _, _, err := e.Update(context.Background(), Change{Buffers: map[string][]byte{widget: edited}}); err != nil {
		t.Fatal(err)
	}
	declared("F:Linked.Widget.Width", "F:Linked.Shim.Widget.Width")
	writeFile(t, filepath.Join(dir, "B.Lean", "More.cs"), []byte("namespace Linked;\npublic class More : Widget { }\n"))
	if _, _, err := e.Update(context.Background(), Change{Files: []string{filepath.Join(dir, "B.Lean", "More.cs")}}); err != nil {
		t.Fatal(err)
	}
	declared("F:Linked.Widget.Width", "F:Linked.Shim.Widget.Width", "T:Linked.More")
}

// TestGeneratorSourceEdits: a .resx or .proto Glider writes a generator's
// classes for, edited on disk, has the workspace evaluated again and the
// classes written anew.
func TestGeneratorSourceEdits(t *testing.T) {
	resx := func(names ...string) string {
		var b strings.Builder
		for _, n := range names {
			b.WriteString(`<data name="` + n + `"><value>` + n + `</value></data>`)
		}
		return "<root>" + b.String() + "</root>"
	}
	for _, c := range []struct {
		name, sdk, items, file, before, after string
		declared                              []string // after the edit
	}{
		{"resx", "Microsoft.NET.Sdk", `<PackageReference Include="Microsoft.CodeAnalysis.ResxSourceGenerator" Version="3.11.0-beta1.24415.1" />`,
			"Texts.resx", resx("Ready"), resx("Ready", "Done"), []string{"P:App.Texts.Ready", "P:App.Texts.Done"}},
		{"proto", "Microsoft.NET.Sdk", `<Protobuf Include="orders.proto" />`, "orders.proto",
			"syntax = \"proto3\";\npackage app;\nmessage Order { string id = 1; }\n",
			"syntax = \"proto3\";\npackage app;\nmessage Order { string id = 1; int32 total_cents = 2; }\n",
			[]string{"P:App.Order.Id", "P:App.Order.TotalCents"}},
		{"razor", "Microsoft.NET.Sdk.Razor", "", "Counter.razor", "<p>@Count</p>\n@code { public int Count { get; set; } }\n",
			"<p>@Count</p>\n@code { public int Count { get; set; } public void Reset() => Count = 0; }\n",
			[]string{"P:App.Counter.Count", "M:App.Counter.Reset"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "App.csproj"), []byte(`<Project Sdk="`+c.sdk+`">
  <PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>
  <ItemGroup>`+c.items+`</ItemGroup>
</Project>`))
			path := filepath.Join(dir, c.file)
			writeFile(t, path, []byte(c.before))
			e, err := Open(context.Background(), dir, testOptions)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			if ids := e.View().binder.SymbolsByDocID(c.declared[0]); len(ids) != 1 {
				t.Fatalf("%s: %d symbols before the edit, want 1", c.declared[0], len(ids))
			}
			writeFile(t, path, []byte(c.after))
			if _, _, err := e.Update(context.Background(), Change{Files: []string{path}}); err != nil {
				t.Fatal(err)
			}
			for _, doc := range c.declared {
				if ids := e.View().binder.SymbolsByDocID(doc); len(ids) != 1 {
					t.Errorf("%s: %d symbols after the edit, want 1", doc, len(ids))
				}
			}
		})
	}
}
