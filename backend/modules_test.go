package backend

import (
	"bufio"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/glider-dev/glider/backend/internal/testenv"
)

var standInFramework = filepath.Join(testenv.RepoRoot(), "testdata", "dotnet", "packs", "Microsoft.NETCore.App.Ref", "8.0.0", "ref", "net8.0")

// withProc returns a copy of the sample's view that reads proc as /proc.
func withProc(t *testing.T, proc fs.FS) *View {
	v := *sample(t).View()
	v.mods = newModuleState(proc)
	return &v
}

func mapsOf(lines ...string) fs.FS {
	return fstest.MapFS{"7/maps": {Data: []byte(strings.Join(lines, "\n") + "\n")}}
}

// TestMappedFiles: the memory map gives each assembly file once, in the
// order it first appears, paths with spaces whole; native libraries,
// anonymous memory, pseudo-files and deleted files are left out.
func TestMappedFiles(t *testing.T) {
	st := newModuleState(mapsOf(
		"00400000-00452000 r-xp 00000000 08:02 173521      /usr/bin/dotnet",
		"7f0000000000-7f0000001000 r--s 00000000 08:02 1    /opt/My App/My.App.dll",
		"7f0000001000-7f0000002000 r-xp 00001000 08:02 1    /opt/My App/My.App.dll",
		"7f0000002000-7f0000003000 r--p 00000000 08:02 2    /opt/lib/System.Runtime.DLL",
		"7f0000003000-7f0000004000 r--p 00000000 08:02 3    /opt/lib/libhostfxr.so",
		"7f0000004000-7f0000005000 r--p 00000000 08:02 4    /opt/app/Tool.exe",
		"7f0000005000-7f0000006000 r--p 00000000 08:02 5    /opt/app/Gone.dll (deleted)",
		"7f0000006000-7f0000007000 rw-p 00000000 00:00 0 ",
		"7f0000007000-7f0000008000 rw-p 00000000 00:00 0    [anon:not.a.dll]",
		"garbage",
	))
	paths, deleted, err := st.mappedFiles(7)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/opt/My App/My.App.dll", "/opt/lib/System.Runtime.DLL", "/opt/app/Tool.exe"}
	if !slices.Equal(paths, want) || deleted != 1 {
		t.Errorf("mappedFiles = %q, %d deleted; want %q, 1", paths, deleted, want)
	}
}

type deniedProc struct{}

func (deniedProc) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrPermission}
}

// TestProcessErrors: a pid that names no process, one that is not ours, a
// pid that cannot be one and a system without /proc each have their code,
// with what to do next.
func TestProcessErrors(t *testing.T) {
	for _, c := range []struct {
		proc fs.FS
		pid  int
		want ErrorCode
	}{
		{mapsOf(), 8, CodeProcessNotFound},
		{deniedProc{}, 7, CodeProcessNotReadable},
		{mapsOf(), -3, CodeInvalidArgument},
		{nil, 7, CodeNotSupported},
	} {
		st := &moduleState{proc: c.proc, headers: map[string]*moduleHeader{}}
		_, _, err := st.mappedFiles(c.pid)
		if errorCode(err) != c.want || AsError(err).Continuation == nil {
			t.Errorf("pid %d: %v, want %s with a continuation", c.pid, err, c.want)
		}
	}
}

// TestModuleHeaderReadOnce: a file's header is read on first use and kept;
// a file that changes is read again.
func TestModuleHeaderReadOnce(t *testing.T) {
	st := newModuleState(nil)
	path := filepath.Join(t.TempDir(), "Lib.dll")
	data, err := os.ReadFile(filepath.Join(testenv.RepoRoot(), "backend", "metadata", "testdata", "Fixture.dll"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, data)
	h := st.header(path)
	if h.err != nil || h.name != "Fixture" || h.version != "1.2.3.4" || h.mvid == "" {
		t.Fatalf("header = %+v", h)
	}
	if st.header(path) != h {
		t.Error("the header was read twice")
	}
	writeFile(t, path, []byte("not an assembly"))
	if h2 := st.header(path); h2 == h || h2.err == nil {
		t.Errorf("a changed file was not read again: %+v", h2)
	}
}

// TestTypesGetPages: following continuation tokens visits every type once,
// in the order one big page has them.
func TestTypesGetPages(t *testing.T) {
	v := sample(t).View()
	ctx := context.Background()
	all, err := v.TypesGet(ctx, TypesRequest{ModuleName: "Shop.Core", MaxResults: MaxTypesResults})
	if err != nil {
		t.Fatal(err)
	}
	var paged []string
	token := ""
	for page := 0; page < 100; page++ {
		res, err := v.TypesGet(ctx, TypesRequest{ModuleName: "Shop.Core", MaxResults: 4, ContinuationToken: token})
		if err != nil {
			t.Fatal(err)
		}
		for _, ty := range res.Types {
			paged = append(paged, ty.FullName)
		}
		if token = res.ContinuationToken; !res.HasMore {
			break
		}
	}
	var want []string
	for _, ty := range all.Types {
		want = append(want, ty.FullName)
	}
	if len(want) < 20 || !slices.Equal(paged, want) {
		t.Errorf("paged %d types %q\nwant %d %q", len(paged), paged, len(want), want)
	}
}

// TestMetadataAgreesWithIndex: a framework assembly browsed through a
// process (metadata alone) shows every type the index holds of it as the
// index does (name, kind, modifiers, base, interfaces), and the same
// public members of a type.
func TestMetadataAgreesWithIndex(t *testing.T) {
	ctx := context.Background()
	indexed := sample(t).View()
	mapped := withProc(t, mapsOf("7f0000000000-7f0000001000 r--s 00000000 08:02 1 "+filepath.Join(standInFramework, "mscorlib.dll")))
	pid := 7
	byName := map[string]ModuleType{}
	res, err := mapped.TypesGet(ctx, TypesRequest{ModuleName: "mscorlib", MaxResults: MaxTypesResults, PID: &pid})
	for err == nil {
		for _, ty := range res.Types {
			byName[ty.FullName] = ty
		}
		if !res.HasMore {
			break
		}
		res, err = mapped.TypesGet(ctx, TypesRequest{ModuleName: "mscorlib", MaxResults: MaxTypesResults, PID: &pid, ContinuationToken: res.ContinuationToken})
	}
	if err != nil {
		t.Fatal(err)
	}
	res, err = indexed.TypesGet(ctx, TypesRequest{ModuleName: "mscorlib", MaxResults: MaxTypesResults, NamespaceFilter: "System.Collections*"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Types) < 50 {
		t.Fatalf("only %d indexed types", len(res.Types))
	}
	for _, want := range res.Types {
		got, ok := byName[want.FullName]
		want.SymbolKey = ""
		if !ok {
			t.Errorf("%s: not read from metadata", want.FullName)
		} else if !reflectEqual(got, want) {
			t.Errorf("%s:\nmetadata %+v\nindex    %+v", want.FullName, got, want)
		}
	}
	for _, typ := range []string{"System.Exception", "System.Collections.Generic.List<T>", "System.String", "System.Int32", "System.Threading.Interlocked"} {
		names := func(v *View, pid *int) []string {
			res, err := v.MembersGet(ctx, MembersRequest{TypeName: typ, ModuleName: "mscorlib", Visibility: []string{"public"},
				IncludeStatic: true, IncludeInstance: true, PID: pid})
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, group := range [][]ModuleMember{res.Methods, res.Properties, res.Fields, res.Events} {
				for _, m := range group {
					line := m.Kind + " " + m.ReturnType + m.Type + " " + m.Name + "(" + strconv.FormatBool(m.IsStatic)
					for _, p := range m.Parameters {
						line += " " + p.Modifier + " " + p.Type + " " + p.Name
					}
					out = append(out, line+")")
				}
			}
			slices.Sort(out)
			return out
		}
		if got, want := names(mapped, &pid), names(indexed, nil); !slices.Equal(got, want) {
			t.Errorf("%s's public members:\nmetadata %q\nindex    %q", typ, got, want)
		}
	}
}

func reflectEqual(a, b ModuleType) bool {
	return a.FullName == b.FullName && a.Name == b.Name && a.Namespace == b.Namespace && a.Kind == b.Kind &&
		a.Visibility == b.Visibility && a.IsAbstract == b.IsAbstract && a.IsSealed == b.IsSealed && a.IsStatic == b.IsStatic &&
		a.BaseType == b.BaseType && slices.Equal(a.Interfaces, b.Interfaces) && a.ModuleName == b.ModuleName
}

// TestModulesOfRealProcess runs a program built with Mono's compiler that
// calls into a library, and browses what the running process maps: the
// library, the program and Mono's mscorlib, read from their metadata.
func TestModulesOfRealProcess(t *testing.T) {
	mcs, err1 := exec.LookPath("mcs")
	mono, err2 := exec.LookPath("mono")
	if err1 != nil || err2 != nil {
		t.Skip("skipped: mono and mcs are not installed (apt-get install mono-mcs mono-runtime)")
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "Probe.cs"), []byte(`namespace Probe {
  public class Greeter { public string Greet(string name) { return "hi " + name; } public static int Count; }
}`))
	writeFile(t, filepath.Join(dir, "Prog.cs"), []byte(`class Prog {
  static void Main() { System.Console.WriteLine(new Probe.Greeter().Greet("x")); System.Console.In.ReadLine(); }
}`))
	for _, args := range [][]string{{"-target:library", "-out:Probe.dll", "Probe.cs"}, {"-r:Probe.dll", "-out:Prog.exe", "Prog.cs"}} {
		cmd := exec.Command(mcs, args...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("mcs %v: %v\n%s", args, err, out)
		}
	}
	cmd := exec.Command(mono, "Prog.exe")
	cmd.Dir = dir
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close() // the program ends when its input does
		cmd.Wait()
	}()
	// The line is written once the library is loaded.
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "hi x\n" {
		t.Fatalf("the program said %q, %v", line, err)
	}
	v := withProc(t, os.DirFS("/proc"))
	pid := cmd.Process.Pid
	ctx := context.Background()
	list, err := v.ModulesList(ctx, ModulesRequest{IncludeSystem: true, PID: &pid})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]Module{}
	for _, m := range list.Modules {
		byName[m.Name] = m
	}
	probe, ok := byName["Probe"]
	if !ok || probe.Path != filepath.Join(dir, "Probe.dll") || !probe.Metadata || probe.ModuleID == "" || probe.Origin != OriginProcess || probe.Indexed {
		t.Errorf("Probe: %+v in %+v", probe, list.Modules)
	}
	if m := byName["mscorlib"]; !m.System || !m.Metadata {
		t.Errorf("mscorlib: %+v", m)
	}
	members, err := v.MembersGet(ctx, MembersRequest{TypeName: "Probe.Greeter", IncludeInherited: true, IncludeStatic: true, IncludeInstance: true, PID: &pid})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range append(members.Methods, members.Fields...) {
		if !m.Inherited || m.Name == "ToString" {
			got = append(got, m.Signature+" @"+m.ModuleName)
		}
	}
	want := []string{"public Greeter() @Probe", "public string Greet(string name) @Probe", "public string ToString() @mscorlib", "public static int Count @Probe"}
	if !slices.Equal(got, want) {
		t.Errorf("Greeter's members = %q, want %q", got, want)
	}
	found, err := v.ModulesSearch(ctx, ModulesSearchRequest{Pattern: "Gree*", MaxResults: 10, PID: &pid})
	if err != nil || len(found.Types) != 1 || len(found.Methods) != 1 || found.Types[0].SymbolKey != "" {
		t.Errorf("modules_search: %+v, %v", found, err)
	}
}
