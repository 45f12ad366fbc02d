package workspace

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend/internal/golden"
)

const casesDir = "../../testdata/workspaces"

// testEnviron makes the fixtures independent of the machine's environment.
var testEnviron = []string{"GLIDER_FIXTURE_VAR=from-environment"}

// The JSON shape of expected.json: paths are relative to the case folder and
// a diagnostic's message may be a substring of the real one.
type result struct {
	Error       string          `json:"error,omitempty"`
	Kind        Kind            `json:"kind,omitempty"`
	Path        string          `json:"path,omitempty"`
	Root        string          `json:"root,omitempty"`
	Projects    []projectResult `json:"projects,omitempty"`
	Diagnostics []diagResult    `json:"diagnostics,omitempty"`
}

type projectResult struct {
	Name              string            `json:"name"`
	Path              string            `json:"path"`
	SDK               string            `json:"sdk"`
	AssemblyName      string            `json:"assemblyName"`
	RootNamespace     string            `json:"rootNamespace"`
	TargetFrameworks  []string          `json:"targetFrameworks"`
	DefineConstants   []string          `json:"defineConstants"`
	LangVersion       string            `json:"langVersion"`
	CSharpVersion     int               `json:"csharpVersion"` // what LangVersion, the framework and global.json's SDK make it
	Nullable          string            `json:"nullable"`
	ImplicitUsings    string            `json:"implicitUsings"`
	Files             []string          `json:"files"`
	ProjectReferences []string          `json:"projectReferences"`
	PackageReferences []packageResult   `json:"packageReferences"`
	Usings            []usingResult     `json:"usings,omitempty"`
	Generated         map[string]string `json:"generated,omitempty"`     // the C# Glider writes for generators, by relative path
	GeneratedFrom     map[string]string `json:"generatedFrom,omitempty"` // the file each is made of
}

type usingResult struct {
	Target string `json:"target"`
	Alias  string `json:"alias,omitempty"`
	Static bool   `json:"static,omitempty"`
}

type packageResult struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type diagResult struct {
	Path     string `json:"path"`
	Line     int    `json:"line"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

func render(ws *Workspace, err error, caseDir string) result {
	switch {
	case errors.Is(err, ErrNotFound):
		return result{Error: "ErrNotFound"}
	case errors.Is(err, ErrNoCSharp):
		return result{Error: "ErrNoCSharp"}
	case err != nil:
		return result{Error: err.Error()}
	}
	rel := func(p string) string {
		if p == "" {
			return ""
		}
		r, err := filepath.Rel(caseDir, p)
		if err != nil {
			return p
		}
		return filepath.ToSlash(r)
	}
	rels := func(ps []string) []string {
		out := []string{}
		for _, p := range ps {
			out = append(out, rel(p))
		}
		return out
	}
	r := result{Kind: ws.Kind, Path: rel(ws.Path), Root: rel(ws.Root)}
	for _, p := range ws.Projects {
		pr := projectResult{
			Name: p.Name, Path: rel(p.Path), SDK: p.SDK, AssemblyName: p.AssemblyName, RootNamespace: p.RootNamespace,
			TargetFrameworks: append([]string{}, p.TargetFrameworks...), DefineConstants: append([]string{}, p.DefineConstants...),
			LangVersion: p.LangVersion, CSharpVersion: p.CSharpVersion(), Nullable: p.Nullable, ImplicitUsings: p.ImplicitUsings,
			Files: rels(p.Files), ProjectReferences: rels(p.ProjectReferences), PackageReferences: []packageResult{},
		}
		for _, pkg := range p.PackageReferences {
			pr.PackageReferences = append(pr.PackageReferences, packageResult(pkg))
		}
		for _, u := range p.Usings {
			pr.Usings = append(pr.Usings, usingResult(u))
		}
		for path, text := range p.Generated {
			if pr.Generated == nil {
				pr.Generated = map[string]string{}
			}
			pr.Generated[rel(path)] = strings.ReplaceAll(string(text), caseDir+string(filepath.Separator), "")
		}
		for path, from := range p.GeneratedFrom {
			if pr.GeneratedFrom == nil {
				pr.GeneratedFrom = map[string]string{}
			}
			pr.GeneratedFrom[rel(path)] = rel(from)
		}
		r.Projects = append(r.Projects, pr)
	}
	for _, d := range ws.Diagnostics {
		msg := strings.ReplaceAll(d.Message, caseDir+string(filepath.Separator), "")
		r.Diagnostics = append(r.Diagnostics, diagResult{rel(d.Path), d.Line, d.Severity, msg})
	}
	return r
}

func marshal(t *testing.T, r result) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestWorkspaces loads every case under testdata/workspaces (the file or
// folder named by its open.txt, else the case folder) and compares the result
// with its expected.json. go test ./backend/workspace -update rewrites them.
func TestWorkspaces(t *testing.T) {
	cases, err := os.ReadDir(casesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if !c.IsDir() {
			continue
		}
		t.Run(c.Name(), func(t *testing.T) {
			caseDir, err := filepath.Abs(filepath.Join(casesDir, c.Name()))
			if err != nil {
				t.Fatal(err)
			}
			target := caseDir
			if b, err := os.ReadFile(filepath.Join(caseDir, "open.txt")); err == nil {
				target = filepath.Join(caseDir, filepath.FromSlash(strings.TrimSpace(string(b))))
			}
			ws, err := Load(target, Options{Environ: testEnviron})
			got := render(ws, err, caseDir)
			expectedPath := filepath.Join(caseDir, "expected.json")
			if golden.Update() {
				if err := os.WriteFile(expectedPath, marshal(t, got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			data, err := os.ReadFile(expectedPath)
			if err != nil {
				t.Fatalf("%v (run go test ./backend/workspace -update to create it)", err)
			}
			var want result
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatalf("%s: %v", expectedPath, err)
			}
			if len(want.Diagnostics) == len(got.Diagnostics) {
				for i, d := range want.Diagnostics {
					if strings.Contains(got.Diagnostics[i].Message, d.Message) {
						want.Diagnostics[i].Message = got.Diagnostics[i].Message
					}
				}
			}
			if g, w := marshal(t, got), marshal(t, want); string(g) != string(w) {
				t.Errorf("loaded workspace differs from expected.json\n--- got\n%s--- want\n%s", g, w)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "missing"), Options{})
	if !errors.Is(err, ErrNotFound) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing path: got %v, want ErrNotFound wrapping fs.ErrNotExist", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("hi"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, Options{}); !errors.Is(err, ErrNoCSharp) {
		t.Errorf("folder without C#: got %v, want ErrNoCSharp", err)
	}
	if _, err := Load(filepath.Join(dir, "notes.txt"), Options{}); !errors.Is(err, ErrNoCSharp) {
		t.Errorf("non-C# file: got %v, want ErrNoCSharp", err)
	}
}

// TestDefaultGlobPerformance checks that the default compile glob over a
// project folder of 6,000 files stays well under 100 ms.
func TestDefaultGlobPerformance(t *testing.T) {
	if testing.Short() {
		t.Skip("creates 6,000 files")
	}
	dir := t.TempDir()
	write := func(rel, content string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("Big.csproj", `<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`)
	want := 0
	for i := range 6000 {
		folder, ext := "src", ".cs"
		switch {
		case i%12 == 0:
			folder = "bin/Debug/net8.0"
		case i%12 == 1:
			folder = "obj/Debug/net8.0"
		case i%5 == 0:
			ext = ".resx"
		default:
			want++
		}
		write(fmt.Sprintf("%s/m%d/d%d/File%d%s", folder, i%7, i%50, i, ext), "class C {}")
	}
	best := time.Hour
	var ws *Workspace
	for range 3 {
		start := time.Now()
		var err error
		if ws, err = Load(dir, Options{Environ: testEnviron}); err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
	}
	if n := len(ws.Projects[0].Files); n != want {
		t.Errorf("got %d files, want %d", n, want)
	}
	t.Logf("best of 3 loads: %v", best)
}

// TestDiskForget loads a project again through a Disk after files are
// created and deleted: what the Disk forgot is read again, the rest is
// reused (a file it was not told of stays unseen).
func TestDiskForget(t *testing.T) {
	dir := t.TempDir()
	write := func(rel string) string {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("class C {}"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("P.csproj")
	if err := os.WriteFile(filepath.Join(dir, "P.csproj"), []byte(`<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>`+
		`<PropertyGroup Condition="Exists('Extra.props')"><DefineConstants>EXTRA</DefineConstants></PropertyGroup></Project>`), 0o644); err != nil {
		t.Fatal(err)
	}
	a := write("src/A.cs")
	disk := NewDisk()
	load := func() (files []string, extra bool) {
		t.Helper()
		ws, err := Load(dir, Options{Environ: testEnviron, Disk: disk})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ws.Projects[0].Files {
			r, _ := filepath.Rel(dir, f)
			files = append(files, filepath.ToSlash(r))
		}
		return files, slices.Contains(ws.Projects[0].DefineConstants, "EXTRA")
	}
	if got, _ := load(); !reflect.DeepEqual(got, []string{"src/A.cs"}) {
		t.Fatalf("first load: got %v", got)
	}
	b := write("src/B.cs")
	c := write("src/new/deep/C.cs")
	props := write("Extra.props")
	if got, extra := load(); !reflect.DeepEqual(got, []string{"src/A.cs"}) || extra {
		t.Errorf("files not forgotten should be reused: got %v, EXTRA %v", got, extra)
	}
	disk.Forget(b, c, props)
	if got, extra := load(); !reflect.DeepEqual(got, []string{"src/A.cs", "src/B.cs", "src/new/deep/C.cs"}) || !extra {
		t.Errorf("after created files were forgotten: got %v, EXTRA %v", got, extra)
	}
	for _, p := range []string{a, props} {
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.RemoveAll(filepath.Join(dir, "src", "new")); err != nil {
		t.Fatal(err)
	}
	disk.Forget(a, props, filepath.Join(dir, "src", "new"))
	if got, extra := load(); !reflect.DeepEqual(got, []string{"src/B.cs"}) || extra {
		t.Errorf("after deletions were forgotten: got %v, EXTRA %v", got, extra)
	}
}

func TestEvaluatedProperties(t *testing.T) {
	caseDir, err := filepath.Abs(filepath.Join(casesDir, "sln-folders-missing-project"))
	if err != nil {
		t.Fatal(err)
	}
	ws, err := Load(filepath.Join(caseDir, "Contoso.sln"), Options{Environ: testEnviron})
	if err != nil {
		t.Fatal(err)
	}
	props := ws.Projects[0].Properties
	want := map[string]string{
		"SolutionDir":               caseDir + string(filepath.Separator),
		"SolutionName":              "Contoso",
		"Configuration":             "Debug",
		"Company":                   "Contoso", // from Directory.Build.props
		"TargetFrameworkIdentifier": ".NETCoreApp",
		"TargetFrameworkVersion":    "v8.0",
		"OutputType":                "Exe",
		"MSBuildProjectName":        "Contoso.App",
	}
	for k, v := range want {
		if props[k] != v {
			t.Errorf("Properties[%s] = %q, want %q", k, props[k], v)
		}
	}
	// MSBuild's property names are matched without regard to case
	// (Fluent.Ribbon's <UseWpf>).
	if got := ws.Projects[0].Property("company"); got != "Contoso" {
		t.Errorf(`Property("company") = %q, want "Contoso"`, got)
	}
	if _, ok := props["GLIDER_FIXTURE_VAR"]; ok {
		t.Error("environment properties should not be listed")
	}
}
