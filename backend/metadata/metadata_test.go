package metadata

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend/internal/golden"
)

func openFixture(t testing.TB) *File {
	t.Helper()
	f, err := Open("testdata/Fixture.dll")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// listing writes every type and member with its documentation ID.
func listing(f *File) string {
	var sb strings.Builder
	if a, ok := f.Assembly(); ok {
		fmt.Fprintf(&sb, "assembly %s\n", a)
	}
	for _, r := range f.AssemblyRefs() {
		fmt.Fprintf(&sb, "reference %s\n", r)
	}
	for _, a := range f.CustomAttributes(ParentAssembly, 1) {
		fmt.Fprintf(&sb, "[assembly: %s]\n", AttributeText(a))
	}
	fmt.Fprintf(&sb, "debug %+v\n", f.DebugInfo())
	optimized, known := f.Optimized()
	fmt.Fprintf(&sb, "optimized %v (known %v)\n", optimized, known)
	for _, fw := range f.Forwarders() {
		fmt.Fprintf(&sb, "forwarded %s (row %d: %q %q arity %d, enclosing %d) to %s\n",
			fw.DocID, fw.Row, fw.Namespace, fw.Name, fw.Arity, fw.Enclosing, fw.Assembly)
	}
	for _, t := range f.Types() {
		if !Speakable(t.Name) {
			continue
		}
		fmt.Fprintf(&sb, "\n%s %s  %s\n", t.Modifiers(), t.FullName(), t.DocID())
		if t.Base != nil {
			fmt.Fprintf(&sb, "  base %s\n", CSharpName(t.Base))
		}
		for _, i := range t.Interfaces() {
			fmt.Fprintf(&sb, "  implements %s\n", CSharpName(i))
		}
		for _, g := range t.GenericParams {
			var cs []string
			for _, c := range g.Constraints {
				cs = append(cs, CSharpName(c))
			}
			fmt.Fprintf(&sb, "  type parameter %s flags=%#x constraints=[%s]\n", g.Name, g.Flags, strings.Join(cs, ", "))
		}
		if e := f.TypeDef(t.Enclosing); e != nil {
			fmt.Fprintf(&sb, "  nested in %s\n", e.FullName())
		}
		for _, a := range f.CustomAttributes(ParentType, t.Row) {
			fmt.Fprintf(&sb, "  [%s]\n", AttributeText(a))
		}
		for _, m := range t.Members() {
			static := ""
			if m.Static {
				static = " static"
			}
			fmt.Fprintf(&sb, "  %s %s%s %s  %s\n", m.Kind, m.Access, static, m.Signature, m.DocID)
		}
		for _, m := range t.Methods() {
			for _, g := range m.GenericParams {
				var cs []string
				for _, c := range g.Constraints {
					cs = append(cs, CSharpName(c))
				}
				fmt.Fprintf(&sb, "  method type parameter %s.%s flags=%#x constraints=[%s]\n", m.Name, g.Name, g.Flags, strings.Join(cs, ", "))
			}
			for _, a := range f.CustomAttributes(ParentMethod, m.Row) {
				fmt.Fprintf(&sb, "  [%s] on %s\n", AttributeText(a), m.Name)
			}
		}
	}
	return sb.String()
}

// fixtures are the committed assemblies; testdata/README.md says how each
// was built.
var fixtures = []string{"Fixture", "Debug", "Symbols", "Forwarders"}

func TestFixtureGolden(t *testing.T) {
	for _, name := range fixtures {
		t.Run(name, func(t *testing.T) {
			f, err := Open("testdata/" + name + ".dll")
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, "testdata/"+name+".golden.txt", listing(f))
		})
	}
}

func TestSignatureParts(t *testing.T) {
	f := openFixture(t)
	var util *TypeDef
	for _, ty := range f.Types() {
		if ty.FullName() == "Fixture.Util" {
			util = ty
		}
	}
	if util == nil {
		t.Fatal("no Fixture.Util")
	}
	if util.Kind != Class || !util.Static || util.Access != "public" {
		t.Errorf("Util: kind %s static %v access %s", util.Kind, util.Static, util.Access)
	}
	for _, m := range util.Methods() {
		switch m.Name {
		case "TryParse":
			if !m.Params[1].IsOut() || m.Params[1].Type.Kind != KindByRef {
				t.Errorf("TryParse value is not out: %+v", m.Params[1])
			}
		case "Sum":
			if !m.Params[0].ParamArr {
				t.Errorf("Sum values is not params")
			}
		case "Max":
			if m.Sig.GenericArity != 1 || len(m.GenericParams[0].Constraints) != 1 {
				t.Errorf("Max: arity %d, constraints %v", m.Sig.GenericArity, m.GenericParams[0].Constraints)
			}
		}
	}
}

func TestNotAssembly(t *testing.T) {
	if _, err := Parse([]byte("MZ not really")); err == nil {
		t.Error("no error for garbage")
	}
	if _, err := Open("testdata/Fixture.cs"); err == nil {
		t.Error("no error for a C# file")
	}
}

// TestTruncatedAndCorrupted reads every prefix of each fixture and copies
// with bytes flipped: errors are fine, panics are not.
func TestTruncatedAndCorrupted(t *testing.T) {
	readAll := func(b []byte) {
		f, err := Parse(b)
		if err != nil {
			return
		}
		_ = listing(f)
		_ = f.TypeNames()
	}
	for _, name := range fixtures {
		data, err := os.ReadFile("testdata/" + name + ".dll")
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < len(data); n += 7 {
			readAll(data[:n])
		}
		buf := make([]byte, len(data))
		for i := 0; i < len(data); i += 3 {
			copy(buf, data)
			buf[i] ^= 0xFF
			readAll(buf)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, name := range fixtures {
		data, err := os.ReadFile("testdata/" + name + ".dll")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := Parse(b)
		if err != nil {
			return
		}
		_ = listing(file)
		_ = file.TypeNames()
	})
}

// frameworkAssembly is Mono's core library when it is installed.
const frameworkAssembly = "/usr/lib/mono/4.5/mscorlib.dll"

// readEverything decodes every type and member of f and returns how many
// members it saw.
func readEverything(f *File) int {
	n := 0
	for _, t := range f.Types() {
		_ = t.DocID()
		_ = t.Interfaces()
		n += len(t.Members())
	}
	return n
}

func TestFrameworkAssembly(t *testing.T) {
	if _, err := os.Stat(frameworkAssembly); err != nil {
		t.Skipf("skipped: %s is not installed (apt-get install mono-runtime)", frameworkAssembly)
	}
	start := time.Now()
	f, err := Open(frameworkAssembly)
	if err != nil {
		t.Fatal(err)
	}
	opened := time.Since(start)
	n := readEverything(f)
	t.Logf("%s: opened in %v, %d types and %d members read in %v", frameworkAssembly, opened, f.NumTypes(), n, time.Since(start))
	ids := map[string]bool{}
	for _, ty := range f.Types() {
		ids[ty.DocID()] = true
		for _, m := range ty.Members() {
			ids[m.DocID] = true
		}
	}
	for _, want := range []string{
		"T:System.Collections.Generic.List`1",
		"T:System.Collections.Generic.Dictionary`2.KeyCollection",
		"M:System.String.Join(System.String,System.String[])",
		"M:System.Int32.TryParse(System.String,System.Int32@)",
		"M:System.Linq.Enumerable.First``1(System.Collections.Generic.IEnumerable{``0})",
		"P:System.Collections.Generic.List`1.Item(System.Int32)",
		"M:System.Collections.Generic.List`1.#ctor(System.Collections.Generic.IEnumerable{`0})",
		"E:System.AppDomain.UnhandledException",
		"F:System.String.Empty",
		"M:System.Decimal.op_Implicit(System.Int32)~System.Decimal",
	} {
		if strings.HasPrefix(want, "M:System.Linq") {
			continue // System.Core, not mscorlib
		}
		if !ids[want] {
			t.Errorf("missing %s", want)
		}
	}
}

func BenchmarkFrameworkAssembly(b *testing.B) {
	benchmarkFramework(b, readEverything)
}

func BenchmarkFrameworkOpen(b *testing.B) { benchmarkFramework(b, (*File).NumTypes) }

// decodeEverything decodes every type and member without rendering names.
func decodeEverything(f *File) int {
	n := 0
	for _, t := range f.Types() {
		n += len(t.Interfaces()) + len(t.Methods()) + len(t.Fields()) + len(t.Properties()) + len(t.Events())
	}
	return n
}

func BenchmarkFrameworkDecode(b *testing.B) {
	benchmarkFramework(b, decodeEverything)
}

// TestConcurrentReads reads one File from several goroutines (run with
// -race): the lazy indexes and the type cache are shared.
func TestConcurrentReads(t *testing.T) {
	f := openFixture(t)
	want := listing(openFixture(t))
	done := make(chan string)
	for range 4 {
		go func() { done <- listing(f) }()
	}
	for range 4 {
		if got := <-done; got != want {
			t.Error("concurrent listing differs")
		}
	}
}
