package index

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/workspace"
)

// TestPatchAgreesWithBuild edits files of the sample as an editor would,
// one change after another (declarations added, removed, renamed, moved,
// lines deleted and duplicated, broken code), and checks after each that
// the patched snapshot holds what a build of the same texts holds: the
// same symbols by key, with the same declarations, members in the same
// order, and the same names.
func TestPatchAgreesWithBuild(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../testdata/sample")); err != nil {
		t.Fatal(err)
	}
	ws, err := workspace.Load(dir, workspace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// Records' properties depend on their base records: a stand-in for
	// binding finds a base by its last name in the record's project.
	baseClass := func(s *Snapshot) func(SymbolID) SymbolID {
		return func(id SymbolID) SymbolID {
			d := s.Primary(id)
			if len(d.Bases) == 0 {
				return NoSymbol
			}
			for t, sym := range s.AllSymbols() {
				if sym.Kind.IsType() && sym.Name == lastName(d.Bases[0]) && sym.Project == s.Sym(id).Project {
					return t
				}
			}
			return NoSymbol
		}
	}
	s, err := Build(ctx, ws, Options{BaseClass: baseClass})
	if err != nil {
		t.Fatal(err)
	}
	path := func(rel string) string { return ws.Root + "/" + rel }
	read := func(rel string) []byte {
		text, err := os.ReadFile(path(rel))
		if err != nil {
			t.Fatal(err)
		}
		return text
	}
	buffers := map[string][]byte{}
	var built []string               // the changes Patch left to Build
	var created *workspace.Workspace // evaluated again after a file was created
	apply := func(name, rel string, text []byte) {
		t.Helper()
		if text != nil {
			buffers[path(rel)] = text
		}
		opts := Options{Buffers: buffers, Changed: map[string]bool{path(rel): true}, BaseClass: baseClass, Workspace: created}
		if created != nil {
			ws, created = created, nil
		}
		want, err := Build(ctx, ws, Options{Buffers: buffers, BaseClass: baseClass})
		if err != nil {
			t.Fatal(err)
		}
		next, same, ok := Patch(s, opts)
		if !ok {
			built = append(built, name)
			s = want
			return
		}
		if got, want := dumpSymbols(next), dumpSymbols(want); got != want {
			t.Fatalf("%s (same declarations: %v): the patched snapshot differs from a build:\n%s", name, same, firstDifference(got, want))
		}
		for _, sym := range s.AllSymbols() { // the keys of before: found where a build finds them
			_, err := next.Lookup(sym.Key)
			if _, built := want.Lookup(sym.Key); sym.Key != "" && (err == nil) != (built == nil) {
				t.Fatalf("%s: Lookup(%s) = %v after the patch", name, sym.FullName, err)
			}
		}
		s = next
	}
	edit := func(name, rel, old, new string) {
		t.Helper()
		text := buffers[path(rel)]
		if text == nil {
			text = read(rel)
		}
		if !bytes.Contains(text, []byte(old)) {
			t.Fatalf("%s: %s does not contain %q", name, rel, old)
		}
		apply(name, rel, bytes.Replace(text, []byte(old), []byte(new), 1))
	}
	order := "src/Shop.Core/Orders/Order.cs"
	lines := "src/Shop.Core/Orders/Order.Lines.cs"
	edit("a class added", order, "namespace Shop.Core.Orders;", "namespace Shop.Core.Orders;\npublic class Added { public int X; }")
	edit("a member added to it", order, "public int X;", "public int X; public void M(int a) { }")
	edit("an overload added", order, "public void M(int a) { }", "public void M(int a) { } public void M(string a) { }")
	edit("a duplicate signature", order, "public int X;", "public int X; public void M(int b) { }")
	edit("the duplicate removed", order, "public int X; public void M(int b) { }", "public int X;")
	edit("a member renamed", order, "public int X;", "public int Y;")
	edit("the class renamed", order, "public class Added", "public class Added2")
	edit("a type parameter added", order, "public class Added2", "public class Added2<T>")
	edit("a type parameter renamed", order, "public class Added2<T>", "public class Added2<U>")
	edit("a partial part made internal", lines, "partial class Order", "internal partial class Order")
	edit("a member added to the other part", lines, "partial class Order", "partial class Order\n{\n    public void FromLines() { }\n}\ninternal partial class OrderExtra")
	edit("a partial class", order, "namespace Shop.Core.Orders;", "namespace Shop.Core.Orders;\npublic partial class Pair { }")
	edit("a constructor in its other part", lines, "partial class Order", "public partial class Pair { public Pair(int x) { } }\npartial class Order")
	edit("the constructor gone", lines, "public partial class Pair { public Pair(int x) { } }", "public partial class Pair { }")
	edit("a struct with a constructor", order, "public partial class Pair { }", "public partial class Pair { }\npublic struct Point { public Point(int x) { } }")
	edit("a namespace added", order, "public class Added2<U>", "namespace Inner { public class Deeper { } }\npublic class Added2<U>")
	edit("the class removed", order, "public class Added2<U> { public int Y; public void M(int a) { } public void M(string a) { } }", "")
	product := "src/Shop.Core/Catalog/Product.cs"
	edit("a base record's property", product, "public sealed record PhysicalProduct(", "public abstract record Priced(decimal WeightKg) { public decimal WeightKg { get; } = WeightKg; }\npublic sealed record PhysicalProduct(")
	edit("a record derives from it", product, "public sealed record PhysicalProduct(Sku Sku, string Name, Money Price, decimal WeightKg)", "public sealed record PhysicalProduct(Sku Sku, string Name, Money Price, decimal WeightKg) : Priced(WeightKg)")
	edit("the base record renamed", product, "public abstract record Priced(", "public abstract record Priced2(")
	apply("the records back", product, read(product))
	edit("a partial record", order, "namespace Shop.Core.Orders;", "namespace Shop.Core.Orders;\npublic partial record Tag(string Name);")
	edit("its other part", lines, "partial class Order", "public partial record Tag { public int Weight; }\npartial class Order")
	edit("a member the compiler declares written there", lines, "public int Weight; }", "public int Weight; public override string ToString() => Name; }")
	edit("the written member gone", lines, "public override string ToString() => Name; }", "}")
	edit("the first part gone", order, "public partial record Tag(string Name);", "")
	edit("no part left", lines, "public partial record Tag { public int Weight; }", "")
	create := func(name, rel, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path(rel)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path(rel), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if created, err = workspace.Load(dir, workspace.Options{}); err != nil {
			t.Fatal(err)
		}
		apply(name, rel, nil)
	}
	create("a file created", "src/Shop.Core/Orders/Created.cs", "namespace Shop.Core.Orders;\npublic partial class Pair { public Pair(string s) { } }\npublic class Fresh : Order { }\n")
	create("another, in a new folder", "src/Shop.Core/New/More.cs", "namespace Shop.Core.New;\npublic record Point3(int X, int Y, int Z);\n")
	edit("the created file edited", "src/Shop.Core/Orders/Created.cs", "public class Fresh", "internal class Fresh2")
	remove := func(name, rel string) {
		t.Helper()
		if err := os.Remove(path(rel)); err != nil {
			t.Fatal(err)
		}
		delete(buffers, path(rel))
		if created, err = workspace.Load(dir, workspace.Options{}); err != nil {
			t.Fatal(err)
		}
		apply(name, rel, nil)
	}
	remove("a created file deleted", "src/Shop.Core/New/More.cs")
	remove("a file of the sample deleted", "src/Shop.Core/Catalog/Sizing.cs")
	create("a file created again where one was deleted", "src/Shop.Core/New/More.cs", "namespace Shop.Core.New;\npublic class Again { }\n")
	edit("broken code", order, "namespace Inner {", "namespace Inner { class ( {")
	apply("the disk's text back", order, read(order))
	apply("the other file's text back", lines, read(lines))
	if want := []string{"a type parameter renamed"}; !slices.Equal(built, want) {
		t.Errorf("built %q, want only %q", built, want)
	}
	built = nil

	// Random line edits over every file of the sample.
	r := rand.New(rand.NewPCG(1, 2))
	var rels []string
	for i := range s.Files {
		if !s.Files[i].External && !s.Files[i].Retired() {
			rels = append(rels, s.Files[i].RelPath)
		}
	}
	slices.Sort(rels)
	for _, rel := range rels {
		for step := range 3 {
			text := buffers[path(rel)]
			if text == nil {
				text = read(rel)
			}
			ls := strings.SplitAfter(string(text), "\n")
			i := r.IntN(len(ls))
			var what string
			switch r.IntN(3) {
			case 0:
				what = "line deleted"
				ls = slices.Delete(ls, i, i+1)
			case 1:
				what = "line doubled"
				ls = slices.Insert(ls, i, ls[i])
			default:
				what = "class inserted"
				ls = slices.Insert(ls, i, fmt.Sprintf("class Inserted%d { void M() { } }\n", step))
			}
			apply(fmt.Sprintf("%s: %s at line %d", rel, what, i+1), rel, []byte(strings.Join(ls, "")))
		}
	}
	t.Logf("%d random edits of %d built rather than patched: %q", len(built), 3*len(rels), built)
}

// dumpSymbols writes what a snapshot declares, independent of IDs: each
// live symbol by key, with its declarations and members, then every name
// with its symbols in the index's order.
func dumpSymbols(s *Snapshot) string {
	keyOf := func(id SymbolID) string {
		if id == NoSymbol {
			return "-"
		}
		return s.Sym(id).Key
	}
	var lines []string
	for i, sym := range s.AllSymbols() {
		if s.Dead(i) {
			continue
		}
		if id, err := s.Lookup(sym.Key); err != nil || id != SymbolID(i) {
			lines = append(lines, fmt.Sprintf("%s: Lookup gives %d, %v", sym.FullName, id, err))
		}
		var decls, members []string
		for _, r := range sym.Decls {
			decls = append(decls, fmt.Sprintf("%s#%d.%d", s.Files[r.File].RelPath, r.Decl, r.Segment))
		}
		for _, m := range sym.Members {
			members = append(members, s.Sym(m).FullName)
		}
		lines = append(lines, fmt.Sprintf("%s %s %v %s %x %s ns=%q arity=%d in=%s decls=%v members=%v",
			sym.Key, sym.Name, sym.Kind, sym.Access, sym.Modifiers, sym.FullName, sym.Namespace, sym.Arity, keyOf(sym.Container), decls, members))
	}
	for f := range s.Files {
		if file := &s.Files[f]; file.Syntax != nil && !file.External {
			for d := range file.Syntax.Decls {
				if id := s.DeclSymbol(FileID(f), int32(d)); id != NoSymbol {
					lines = append(lines, fmt.Sprintf("decl %s#%d: %s", file.RelPath, d, s.Sym(id).Key))
				}
			}
		}
	}
	slices.Sort(lines)
	s.MatchNames(CompileNamePattern(""), func(g NameGroup, _ Tier) bool {
		var keys []string
		for _, id := range s.GroupSymbols(g) {
			keys = append(keys, fmt.Sprintf("%s/%d", s.Sym(id).FullName, s.Sym(id).Project))
		}
		lines = append(lines, fmt.Sprintf("name %s (%d members): %v", s.Sym(s.GroupSymbols(g)[0]).Name, s.GroupMembers(g), keys))
		return true
	})
	for _, q := range []string{"ord", "o", "er", "added", "inserted", "add*", "*ed?"} {
		var found []string
		s.MatchNames(CompileNamePattern(q), func(g NameGroup, t Tier) bool {
			found = append(found, fmt.Sprintf("%s:%s", s.Sym(s.GroupSymbols(g)[0]).Name, t))
			return true
		})
		lines = append(lines, fmt.Sprintf("query %q: %v", q, found))
	}
	return strings.Join(lines, "\n")
}

func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d\n got: %s\nwant: %s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// TestPatchTwins patches a workspace where two projects compile a linked
// file with other preprocessor symbols: edits of the linked file and files
// created and deleted beside it are patched, and agree with a build.
func TestPatchTwins(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../testdata/linked")); err != nil {
		t.Fatal(err)
	}
	// Both projects link every file of Shared, so that a file created there
	// has an entry per set of symbols too.
	for _, project := range []string{"A.Reactive/A.Reactive.csproj", "B.Lean/B.Lean.csproj"} {
		path := filepath.Join(dir, project)
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(strings.ReplaceAll(string(text), "../Shared/Widget.cs", "../Shared/*.cs")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx := context.Background()
	ws, err := workspace.Load(dir, workspace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Build(ctx, ws, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.entries(filepath.Join(dir, "Shared", "Widget.cs"))); n != 2 {
		t.Fatalf("the linked file has %d entries, want 2", n)
	}
	buffers := map[string][]byte{}
	patch := func(name, path string, moved bool) {
		t.Helper()
		opts := Options{Buffers: buffers, Changed: map[string]bool{path: true}}
		if moved {
			if ws, err = workspace.Load(dir, workspace.Options{}); err != nil {
				t.Fatal(err)
			}
			opts.Workspace = ws
		}
		want, err := Build(ctx, ws, Options{Buffers: buffers})
		if err != nil {
			t.Fatal(err)
		}
		next, _, ok := Patch(s, opts)
		if !ok {
			t.Fatalf("%s: not patched", name)
		}
		if got, want := dumpSymbols(next), dumpSymbols(want); got != want {
			t.Fatalf("%s: the patch differs from a build: %s", name, firstDifference(got, want))
		}
		s = next
	}
	widget := filepath.Join(dir, "Shared", "Widget.cs")
	text, err := os.ReadFile(widget)
	if err != nil {
		t.Fatal(err)
	}
	buffers[widget] = []byte(strings.ReplaceAll(string(text), "Size", "Width"))
	patch("the linked file edited", widget, false)
	more := filepath.Join(dir, "B.Lean", "More.cs")
	if err := os.WriteFile(more, []byte("namespace Linked;\npublic class More : Widget { }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	patch("a file created", more, true)
	if err := os.Remove(more); err != nil {
		t.Fatal(err)
	}
	patch("the file deleted", more, true)
	linked := filepath.Join(dir, "Shared", "Gadget.cs")
	if err := os.WriteFile(linked, []byte("namespace Linked;\n#if SHIM\npublic class Gadget : Widget { }\n#endif\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	patch("a linked file created", linked, true)
	if n := len(s.entries(linked)); n != 2 {
		t.Fatalf("the linked file created has %d entries, want 2", n)
	}
	if err := os.Remove(linked); err != nil {
		t.Fatal(err)
	}
	patch("the linked file deleted", linked, true)
	if n := len(s.entries(linked)); n != 0 {
		t.Fatalf("the linked file deleted still has %d entries", n)
	}
}
