package backend

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

// cursor is the marker a fixture puts right before a name to resolve.
const cursor = "/*$*/"

// TestSymbolAtPosition resolves every name marked with /*$*/ in the .cs
// files of testdata/resolve and compares the answers with expected.txt, one
// line per marker:
//
//	File.cs:line:col token role -> what it denotes
//
// The expected file was checked by hand against what the C# compiler binds
// (types outside the workspace are "external" until assemblies are read).
func TestSymbolAtPosition(t *testing.T) {
	t.Run("resolve", func(t *testing.T) { checkPositions(t, "testdata/resolve", false, testOptions) })
	// Several projects compile the same internal class: which copy a call reaches is the point.
	t.Run("friends", func(t *testing.T) { checkPositions(t, "testdata/friends", true, testOptions) })
	// Projects compile one file with other preprocessor symbols: each declares what it compiles.
	t.Run("linked", func(t *testing.T) { checkPositions(t, "testdata/linked", true, testOptions) })
	// The same calls in a C# 14 project and a C# 12 one: span conversions differ.
	t.Run("spans", func(t *testing.T) { checkPositions(t, "testdata/spans", true, testOptions) })
	// A project whose reference pack is missing, compiled against Mono's stand-in.
	t.Run("standin", func(t *testing.T) {
		checkPositions(t, "testdata/standin", false, Options{Assemblies: testenv.AssembliesWithMono()})
	})
	// A .NET 8 project on a machine without its reference pack: Mono's stand-in lacks .NET 6's additions.
	t.Run("handlers", func(t *testing.T) {
		opts := testenv.AssembliesWithMono()
		opts.DotnetRoots = []string{filepath.Join(testenv.RepoRoot(), "testdata", "dotnet", "no-packs")}
		checkPositions(t, "testdata/handlers", false, Options{Assemblies: opts})
	})
}

// checkPositions resolves the markers of every .cs file of a workspace
// folder (its subfolders too) against its expected.txt, saying which
// project a symbol belongs to when withProject is set.
func checkPositions(t *testing.T, dir string, withProject bool, opts Options) {
	e, err := Open(context.Background(), dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".cs") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	var sb strings.Builder
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			for col := strings.Index(line, cursor); col >= 0; {
				at := col + len(cursor)
				res, err := v.SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: i + 1, Column: at + 1})
				rel, _ := filepath.Rel(abs, path)
				fmt.Fprintf(&sb, "%s:%d:%d ", filepath.ToSlash(rel), i+1, at+1)
				if err != nil {
					fmt.Fprintf(&sb, "error %s\n", strings.ReplaceAll(err.Error(), abs+string(filepath.Separator), ""))
				} else {
					sb.WriteString(describePosition(res))
					if withProject && res.Symbol != nil {
						sb.WriteString(" in " + res.Symbol.ProjectName)
					}
					sb.WriteString("\n")
				}
				next := strings.Index(line[at:], cursor)
				if next < 0 {
					break
				}
				col = at + next
			}
		}
	}
	golden.Check(t, filepath.Join(dir, "expected.txt"), sb.String())
}

func describePosition(r *PositionResult) string {
	s := r.Token + " " + r.Role + " -> "
	switch r.TargetKind {
	case "symbol":
		s += r.Symbol.DocumentationCommentID
	case "local":
		s += r.Local.Kind + " " + r.Local.Name
		if r.Local.Type != "" {
			s += ": " + r.Local.Type
		}
		if r.Local.Kind == "tupleElement" { // a field of the tuple type: its ID, where its name is written
			s += " " + r.Local.DocumentationCommentID
			for _, d := range r.Definitions {
				s += fmt.Sprintf(" @%s:%d:%d", filepath.Base(d.FilePath), d.Line, d.Column)
			}
		}
	case "namespace":
		s += "namespace " + r.Namespace
	case "external":
		s += "external " + r.External
	default:
		s += "nothing (" + r.Reason + ")"
	}
	if len(r.Candidates) > 0 {
		var c []string
		for _, x := range r.Candidates {
			c = append(c, x.DocumentationCommentID)
		}
		s += " candidates [" + strings.Join(c, " ") + "]"
	}
	return s
}

// TestSymbolAtEveryPosition asks about every position of every file of the
// sample and of the resolver's fixture: each answer is a result or a clear
// error, never a panic.
func TestSymbolAtEveryPosition(t *testing.T) {
	for _, dir := range []string{"../testdata/sample", "testdata/resolve"} {
		e, err := Open(context.Background(), dir, testOptions)
		if err != nil {
			t.Fatal(err)
		}
		v := e.View()
		for _, f := range v.snap.Files {
			if f.External {
				continue
			}
			src, err := index.ReadText(&f) // the disk's text, or a generator's
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(src), "\n") {
				for col := 1; col <= len(line)+1; col++ {
					_, err := v.SymbolAtPosition(context.Background(), PositionRequest{FilePath: f.Path, Line: i + 1, Column: col})
					if err != nil && AsError(err).Code != CodeNoSymbolAtPosition {
						t.Errorf("%s:%d:%d: %v", f.RelPath, i+1, col, err)
					}
				}
			}
		}
		e.Close()
	}
}

// TestDynamicType: dynamic, where no type of that name is declared, is the
// type the language defines, not a name of an assembly not read.
func TestDynamicType(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	path, _ := filepath.Abs("testdata/resolve/Framework.cs")
	res, err := e.View().SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: 120, Column: 36})
	if err != nil {
		t.Fatal(err)
	}
	if res.TargetKind != "external" || res.External != "dynamic" || !strings.Contains(res.Reason, "the dynamic type") {
		t.Errorf("dynamic: %+v, want the dynamic type the language defines", res)
	}
}

// TestGeneratorMembersWrittenNowhere: a member a generator declares
// (syntax.GeneratorMembers) is defined where the member it is made from is
// written, and an outline, which lists what the file writes, leaves it out.
func TestGeneratorMembersWrittenNowhere(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	path, _ := filepath.Abs("testdata/resolve/Mvvm.cs")
	res, err := v.SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: 48, Column: 14}) // SaveCommand
	if err != nil {
		t.Fatal(err)
	}
	if res.Symbol == nil || res.Symbol.Name != "SaveCommand" || len(res.Definitions) != 1 ||
		res.Definitions[0].Line != 33 || res.Definitions[0].Column != 18 {
		t.Errorf("SaveCommand: %+v %+v, want one definition at Save (33:18)", res.Symbol, res.Definitions)
	}
	outline, err := v.DocumentOutline(context.Background(), OutlineRequest{FilePath: path})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var walk func([]OutlineItem)
	walk = func(items []OutlineItem) {
		for _, it := range items {
			names = append(names, it.Name)
			walk(it.Children)
		}
	}
	walk(outline.Items)
	if slices.Contains(names, "SaveCommand") || slices.Contains(names, "CustomerName") || !slices.Contains(names, "Save") {
		t.Errorf("outline of Mvvm.cs: %v, want what it writes only", names)
	}
}

// TestPrimaryParameterDefinition: a primary constructor's parameter read
// in another part of the partial type is defined in the parameter list of
// the part that writes it, in another file.
func TestPrimaryParameterDefinition(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	path, _ := filepath.Abs("testdata/resolve/PrimaryPartsOther.cs")
	for _, c := range []struct {
		column int
		want   string
	}{
		{33, "PrimaryParts.cs:8:48-8:55"}, // context
		{58, "PrimaryParts.cs:8:61-8:68"}, // retries
	} {
		res, err := e.View().SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: 5, Column: c.column, PathStyle: "relative"})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Definitions {
			got = append(got, fmt.Sprintf("%s:%d:%d-%d:%d", d.FilePath, d.Line, d.Column, d.EndLine, d.EndColumn))
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("column %d: definitions %v, want %s", c.column, got, c.want)
		}
	}
}

// TestGeneratedDefinitions: a definition in C# a generator Glider stands
// in for writes is shown in the file it is made of, on the line a #line
// directive names (a Razor @code member, a XAML element's field), else
// on its first line (a .resx's class).
func TestGeneratedDefinitions(t *testing.T) {
	for _, c := range []struct {
		dir, file    string
		line, column int
		want         string // path relative to dir, and line
	}{
		{"testdata/resolve", "Resources.cs", 12, 54, "Localization/Labels.resx:1"},
		{"../testdata/workspaces/razor-components", "Web/Program.cs", 2, 20, "Web/Pages/Counter.razor:18"},
		{"../testdata/workspaces/xaml-classes", "Wpf/Views/MainWindow.xaml.cs", 8, 9, "Wpf/Views/MainWindow.xaml:10"},
		// The root element's name is a field too; an element of an XML
		// namespace an [XmlnsDefinition] maps is of a type of its namespaces.
		{"../testdata/workspaces/xaml-classes", "Wpf/Views/MainWindow.xaml.cs", 9, 22, "Wpf/Views/MainWindow.xaml:5"},
		{"../testdata/workspaces/xaml-classes", "Wpf/Views/MainWindow.xaml.cs", 9, 15, "Wpf/Controls/Fancy.cs:5"},
		// MAUI's XAML 2009 x:Name
		{"../testdata/workspaces/xaml-classes", "Maui/DetailPage.xaml.cs", 6, 31, "Maui/DetailPage.xaml:6"},
	} {
		t.Run(c.file, func(t *testing.T) {
			e, err := Open(context.Background(), c.dir, testOptions)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			path, _ := filepath.Abs(filepath.Join(c.dir, c.file))
			res, err := e.View().SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: c.line, Column: c.column, PathStyle: "relative"})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Definitions) != 1 || fmt.Sprintf("%s:%d", res.Definitions[0].FilePath, res.Definitions[0].Line) != c.want {
				t.Errorf("definitions %+v, want %s", res.Definitions, c.want)
			}
		})
	}
}

// symbolWithMono opens a workspace with Mono's assemblies and asks for the
// symbol at a position of one of its files.
func symbolWithMono(t *testing.T, workspace, file string, line, column int) *PositionResult {
	t.Helper()
	e, err := Open(context.Background(), workspace, Options{Assemblies: testenv.AssembliesWithMono()})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	path, err := filepath.Abs(file)
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.View().SymbolAtPosition(context.Background(), PositionRequest{FilePath: path, Line: line, Column: column})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestCallersFramework: a value typed by a project read against another
// copy of the framework (Lib's Mono 4.7.2 API) has the members of the
// calling project's copy (App's net8.0 pack), as the compiler unifies the
// two: where the copies differ (.NET's TrimEnd(char) on a string a
// netstandard2.0 library returns) the caller's overloads are the ones C#
// binds.
func TestCallersFramework(t *testing.T) {
	res := symbolWithMono(t, "testdata/copies", "testdata/copies/App/Program.cs", 13, 50) // Text.Tidy(...).ToLower()
	if res.Symbol == nil || res.Symbol.Name != "ToLower" || !strings.Contains(filepath.ToSlash(res.Symbol.AssemblyPath), "/packs/Microsoft.NETCore.App.Ref/") {
		t.Fatalf("ToLower of a string Lib returns answers %+v, want String.ToLower of App's reference pack", res.Symbol)
	}
}

// TestMergedAssemblyCopy: an assembly's declarations name the types of
// the assembly their namespace is named after, not a copy another
// project's merged assembly carries (XUnity's MelonLoader.dll beside
// Mono.Cecil.dll): MonoMod.Utils' Emit(this ILProcessor, int, Type) takes
// the ILProcessor B's code has, and C# binds it where no method of
// ILProcessor takes a Type.
func TestMergedAssemblyCopy(t *testing.T) {
	res := symbolWithMono(t, "testdata/merged/Merged.sln", "testdata/merged/B/Program.cs", 8, 51) // il.Emit(1, typeof(object))
	if want := "M:MonoMod.Utils.Extensions.Emit(Mono.Cecil.Cil.ILProcessor,System.Int32,System.Type)"; res.Symbol == nil || res.Symbol.DocumentationCommentID != want {
		t.Fatalf("il.Emit(1, typeof(object)) answers %+v, want %s", res.Symbol, want)
	}
}

// TestPolyfillNamespaceNotUnread: a polyfill the workspace declares in
// namespace System (ScottPlot's Index) does not make System a namespace
// not read, so the one the file imports that nothing read declares holds a
// type that binds to nothing (was written bare in documentation IDs).
func TestPolyfillNamespaceNotUnread(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"R.csproj": `<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`,
		"A.cs":     "namespace R.Gadgets\n{\n    using System;\n    using Some.Unread;\n    public class Gadget\n    {\n        public void Use(Gizmo gizmo) { }\n        void M() => Use(null!);\n    }\n}\n",
		"B.cs":     "namespace System { internal static class PolyfillMarker { } }\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	res, err := e.View().SymbolAtPosition(context.Background(), PositionRequest{FilePath: filepath.Join(dir, "A.cs"), Line: 8, Column: 22})
	if err != nil {
		t.Fatal(err)
	}
	if res.Symbol == nil || res.Symbol.DocumentationCommentID != "M:R.Gadgets.Gadget.Use(Some.Unread.Gizmo)" {
		t.Errorf("Use: %+v, want M:R.Gadgets.Gadget.Use(Some.Unread.Gizmo)", res.Symbol)
	}
}
