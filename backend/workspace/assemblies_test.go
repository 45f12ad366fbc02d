package workspace

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
)

const assemblyCasesDir = "testdata/assemblies"

// machineCase copies a case of testdata/assemblies to a temporary folder,
// where its restore outputs name their package folders by absolute path
// ({{CASE}} in the fixtures), and returns the copy and the machine the case
// describes: HOME is <case>/home, NUGET_PACKAGES <case>/nuget if it exists,
// the .NET installations the <case>/dotnet* folders, Mono <case>/mono and
// the extra folder <case>/extra if it exists. Nothing of the real machine is
// looked at.
func machineCase(t *testing.T, name string) (string, AssemblyOptions) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.CopyFS(dir, os.DirFS(filepath.Join(assemblyCasesDir, name))); err != nil {
		t.Fatal(err)
	}
	assets, err := filepath.Glob(filepath.Join(dir, "*", "*", "project.assets.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range assets {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		data = []byte(strings.ReplaceAll(string(data), "{{CASE}}", filepath.ToSlash(dir)))
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts := AssemblyOptions{Environ: []string{"HOME=" + filepath.Join(dir, "home")}, MonoRoot: filepath.Join(dir, "mono")}
	if nuget := filepath.Join(dir, "nuget"); dirExists(nuget) {
		opts.Environ = append(opts.Environ, "NUGET_PACKAGES="+nuget)
	}
	opts.DotnetRoots, _ = filepath.Glob(filepath.Join(dir, "dotnet*"))
	if opts.DotnetRoots == nil {
		opts.DotnetRoots = []string{} // none: nil would mean the machine's
	}
	if extra := filepath.Join(dir, "extra"); dirExists(extra) {
		opts.ExtraDirs = []string{extra}
	}
	return dir, opts
}

func dirExists(p string) bool {
	info, err := os.Stat(p)
	return err == nil && info.IsDir()
}

// TestAssemblies loads each case of testdata/assemblies as a folder and
// lists its projects' references and assemblies with their origins, and the
// diagnostics, against expected.txt (go test -update rewrites it).
func TestAssemblies(t *testing.T) {
	cases, err := os.ReadDir(assemblyCasesDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Name(), func(t *testing.T) {
			dir, opts := machineCase(t, c.Name())
			ws, err := Load(dir, Options{Environ: opts.Environ})
			if err != nil {
				t.Fatal(err)
			}
			lists, diags := ws.Assemblies(opts)
			got := renderAssemblies(dir, ws, lists, append(ws.Diagnostics, diags...))
			golden.Check(t, filepath.Join(assemblyCasesDir, c.Name(), "expected.txt"), got)
		})
	}
}

func renderAssemblies(dir string, ws *Workspace, lists [][]Assembly, diags []Diagnostic) string {
	rel := func(p string) string {
		if r, err := filepath.Rel(dir, p); err == nil && !strings.HasPrefix(r, "..") {
			return filepath.ToSlash(r)
		}
		return p
	}
	var b strings.Builder
	for i, p := range ws.Projects {
		name := rel(p.Path)
		if p.Path == "" {
			name = "folder project " + p.Name
		}
		fmt.Fprintf(&b, "%s %v\n", name, p.TargetFrameworks)
		for _, r := range p.References {
			if r.HintPath != "" {
				fmt.Fprintf(&b, "  reference %s (HintPath %s)\n", r.Name, rel(r.HintPath))
			} else {
				fmt.Fprintf(&b, "  reference %s\n", r.Name)
			}
		}
		for _, f := range p.FrameworkReferences {
			fmt.Fprintf(&b, "  framework reference %s\n", f)
		}
		for _, a := range lists[i] {
			fmt.Fprintf(&b, "  %-8s %s\n", a.Origin, rel(a.Path))
		}
		for _, m := range p.MissingReferences {
			fmt.Fprintf(&b, "  missing  %s\n", m)
		}
	}
	for _, d := range diags {
		msg := strings.ReplaceAll(d.Message, dir+string(filepath.Separator), "")
		fmt.Fprintf(&b, "%s: %s: %s\n", d.Severity, rel(d.Path), msg)
	}
	return b.String()
}

// TestProjectAssemblies checks the one-project API: without the workspace,
// a referenced project's assembly is taken to be named like its file, so
// Contoso.Lib.dll (Lib.csproj's) counts as a dependency in bin/, and the
// transitively referenced Core.dll too.
func TestProjectAssemblies(t *testing.T) {
	dir, opts := machineCase(t, "output")
	ws, err := Load(filepath.Join(dir, "App", "App.csproj"), Options{Environ: opts.Environ})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := ws.Projects[0].Assemblies(opts)
	var names []string
	for _, a := range got {
		names = append(names, filepath.Base(a.Path))
	}
	want := []string{"Contoso.Lib.dll", "Core.dll", "Dapper.dll", "Interop.Shell32.dll", "System.Runtime.dll"}
	if !slices.Equal(names, want) {
		t.Errorf("got %v, want %v", names, want)
	}
}

func TestAssemblyFinderDefaults(t *testing.T) {
	f := newAssemblyFinder(AssemblyOptions{Environ: []string{"DOTNET_ROOT=/opt/dotnet/", "HOME=/home/u"}}, nil)
	want := []string{"/opt/dotnet", "/usr/share/dotnet", "/usr/lib/dotnet", "/home/u/.dotnet"}
	if !slices.Equal(f.dotnetRoots, want) || f.monoRoot != "/usr/lib/mono" {
		t.Errorf("roots %v, mono %s; want %v, /usr/lib/mono", f.dotnetRoots, f.monoRoot, want)
	}
	r := &projectAssemblies{f: f, p: &Project{Properties: map[string]string{}}}
	if got := r.nugetCache(); got != "/home/u/.nuget/packages" {
		t.Errorf("NuGet cache %s, want ~/.nuget/packages", got)
	}
	f = newAssemblyFinder(AssemblyOptions{Environ: []string{"DOTNET_ROOT=/usr/share/dotnet", "NUGET_PACKAGES=/cache"}}, nil)
	if want := []string{"/usr/share/dotnet", "/usr/lib/dotnet"}; !slices.Equal(f.dotnetRoots, want) {
		t.Errorf("roots %v, want %v (no duplicate, no home)", f.dotnetRoots, want)
	}
	r = &projectAssemblies{f: f, p: &Project{Dir: "/src/app", Properties: map[string]string{}}}
	if got := r.nugetCache(); got != "/cache" {
		t.Errorf("NuGet cache %s, want NUGET_PACKAGES", got)
	}
	r.p.Properties["RestorePackagesPath"] = `..\packages`
	if got := r.nugetCache(); got != "/src/packages" {
		t.Errorf("NuGet cache %s, want RestorePackagesPath against the project folder", got)
	}
}

func TestNearestFramework(t *testing.T) {
	for _, c := range []struct {
		target string
		names  []string
		want   string
	}{
		{"net8.0", []string{"net45", "net6.0", "net7.0", "netstandard2.1", "net9.0"}, "net7.0"},
		{"net8.0", []string{"netcoreapp3.1", "netstandard2.1"}, "netcoreapp3.1"},
		{"net8.0", []string{"netstandard1.3", "netstandard2.1", "portable-net45+win8"}, "netstandard2.1"},
		{"net8.0", []string{"net8.0-windows7.0", "netstandard2.0"}, "netstandard2.0"},
		{"net8.0-windows", []string{"net8.0", "net8.0-windows7.0"}, "net8.0-windows7.0"},
		{"net472", []string{"net40", "net45", "net48", "netstandard2.0"}, "net45"},
		{"net472", []string{"net48", "netstandard2.0", "netstandard2.1"}, "netstandard2.0"},
		{"net45", []string{"netstandard2.0"}, ""},
		{"netstandard2.0", []string{"net45", "netstandard1.6", "netstandard2.0"}, "netstandard2.0"},
		{"", []string{"net8.0"}, ""},
	} {
		if got := nearestFramework(c.target, c.names); got != c.want {
			t.Errorf("nearestFramework(%s, %v) = %q, want %q", c.target, c.names, got, c.want)
		}
	}
}

func TestCompareNuGetVersions(t *testing.T) {
	// In ascending order.
	ordered := []string{"1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.2", "1.10.0", "2.0.0.1"}
	for i := range ordered {
		for j := range ordered {
			if got, want := compareNuGetVersions(ordered[i], ordered[j]), cmp.Compare(i, j); got != want {
				t.Errorf("compareNuGetVersions(%s, %s) = %d, want %d", ordered[i], ordered[j], got, want)
			}
		}
	}
	for _, eq := range [][2]string{{"1.0", "1.0.0"}, {"1.0.0+build.5", "1.0.0"}, {"1.0.0-RC.1", "1.0.0-rc.1"}, {"13.0.3.0", "13.0.3"}} {
		if compareNuGetVersions(eq[0], eq[1]) != 0 {
			t.Errorf("%s and %s should be equal", eq[0], eq[1])
		}
	}
}

func TestAssetsFrameworkMatches(t *testing.T) {
	for _, c := range []struct {
		key, tfm string
		want     bool
	}{
		{"net8.0", "net8.0", true},
		{"NET8.0", "net8.0", true},
		{".NETCoreApp,Version=v8.0", "net8.0", true},
		{".NETCoreApp,Version=v3.1", "netcoreapp3.1", true},
		{".NETFramework,Version=v4.7.2", "net472", true},
		{".NETStandard,Version=v2.0", "netstandard2.0", true},
		{"net8.0/linux-x64", "net8.0", false},
		{"net7.0", "net8.0", false},
		{"net8.0-windows7.0", "net8.0-windows", true},
		{"net8.0", "net8.0-windows", false},
	} {
		if got := assetsFrameworkMatches(c.key, c.tfm); got != c.want {
			t.Errorf("assetsFrameworkMatches(%s, %s) = %v, want %v", c.key, c.tfm, got, c.want)
		}
	}
}

// TestOutputAssembly: the assembly a project's build wrote is found in its
// evaluated OutputPath (bin\Debug\<tfm>\ for an SDK project); there is none
// before a build.
func TestOutputAssembly(t *testing.T) {
	dir := t.TempDir()
	proj := filepath.Join(dir, "App", "App.csproj")
	if err := os.MkdirAll(filepath.Dir(proj), 0o755); err != nil {
		t.Fatal(err)
	}
	csproj := `<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework><AssemblyName>Contoso.App</AssemblyName></PropertyGroup></Project>`
	if err := os.WriteFile(proj, []byte(csproj), 0o644); err != nil {
		t.Fatal(err)
	}
	load := func() *Project {
		ws, err := Load(proj, Options{Environ: []string{}})
		if err != nil {
			t.Fatal(err)
		}
		return ws.Projects[0]
	}
	if got := load().OutputAssembly(); got != "" {
		t.Errorf("before a build: %q, want none", got)
	}
	out := filepath.Join(dir, "App", "bin", "Debug", "net8.0", "Contoso.App.dll")
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, []byte("MZ"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := load().OutputAssembly(); got != out {
		t.Errorf("after a build: %q, want %q", got, out)
	}
}

// TestProjectStandsInForPackage: a package missing from the NuGet cache,
// or a <Reference> not found, whose assembly a project of the workspace
// builds is referenced as that project, so its types resolve from source:
// of two that build it, the one of the same project style.
func TestProjectStandsInForPackage(t *testing.T) {
	dir, opts := machineCase(t, "packageproject")
	ws, err := Load(dir, Options{Environ: opts.Environ})
	if err != nil {
		t.Fatal(err)
	}
	ws.Assemblies(opts)
	for _, p := range ws.Projects {
		var refs []string
		for _, r := range p.ProjectReferences {
			refs = append(refs, filepath.Base(r))
		}
		want := map[string][]string{"App": {"Contracts.csproj"}, "Contracts": nil, "Contracts.Legacy": nil, "Tools": {"Contracts.csproj"},
			"Legacy": {"Contracts.Legacy.csproj"}}[p.Name]
		if !slices.Equal(refs, want) {
			t.Errorf("%s references %v, want %v", p.Name, refs, want)
		}
	}
}
