package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestAssemblyCommand runs `glider assembly` on the metadata fixture.
func TestAssemblyCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/Fixture.dll"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{
		"assembly   Fixture, Version=1.2.3.4, Culture=neutral, PublicKeyToken=null",
		"reference  mscorlib, Version=4.0.0.0",
		"public static class Fixture.Util",
		"M:Fixture.Util.Swap``1(``0@,``0@)",
		"public class Fixture.Repository<TEntity, TKey> : Fixture.IContainer<TEntity>",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "k__BackingField") {
		t.Error("compiler-generated members listed without --all")
	}

	out.Reset()
	if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/Fixture.dll", "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errOut.String())
	}
	var got struct {
		Name       string
		Version    string
		References []string
		Types      []struct {
			Name, DocID, Kind string
			Members           []struct{ DocID string }
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Name != "Fixture" || got.Version != "1.2.3.4" || len(got.References) != 1 || len(got.Types) < 10 {
		t.Errorf("unexpected JSON summary: %+v", got)
	}

	errOut.Reset()
	if code := RunCLI(context.Background(), []string{"assembly", "testdata/Fixture.cs"}, &out, &errOut); code != 1 {
		t.Errorf("a C# file: exit %d, want 1 (%s)", code, errOut.String())
	}
}

// TestAssemblyCommandSymbols shows debug symbols, optimization and
// forwarders of the metadata fixtures.
func TestAssemblyCommandSymbols(t *testing.T) {
	for _, c := range []struct {
		file string
		want []string
	}{
		{"Symbols.dll", []string{
			"symbols    embedded portable PDB; ../metadata/testdata/Symbols.pdb (portable PDB, id matches)\n",
			"pdb        /_/obj/Release/Symbols.pdb (portable PDB 5b1ded5e-0201-4d4c-8e9f-a0b1c2d3e4f5, age 1, SHA256 checksum)\n",
			"build      deterministic\n",
			"optimized  yes\n",
		}},
		{"Debug.dll", []string{
			"symbols    ../metadata/testdata/Debug.dll.mdb (Mono MDB, id matches)\n",
			"optimized  no (DebuggableAttribute disables JIT optimizations)\n",
		}},
		{"Forwarders.dll", []string{
			"symbols    none\n",
			"forwarded  Fixture.Outer`1.Inner`1 -> Fixture, Version=1.2.3.4, Culture=neutral, PublicKeyToken=null\n",
			"forwarded  System.Collections.Concurrent.ConcurrentQueue`1.Segment.Slot -> mscorlib, Version=4.0.0.0",
		}},
	} {
		var out, errOut bytes.Buffer
		if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/" + c.file}, &out, &errOut); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.file, code, errOut.String())
		}
		for _, want := range c.want {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%s: output lacks %q:\n%s", c.file, want, out.String())
			}
		}
	}

	var out, errOut bytes.Buffer
	if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/Forwarders.dll", "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errOut.String())
	}
	var got struct {
		Optimized  *bool
		Debug      struct{ HasSymbols bool }
		Forwarders []struct {
			DocID, Namespace, Name, Assembly string
			Arity                            int
			Nested                           bool
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Optimized == nil || *got.Optimized || got.Debug.HasSymbols || len(got.Forwarders) != 9 {
		t.Fatalf("unexpected JSON: %s", out.String())
	}
	if fw := got.Forwarders[1]; fw.DocID != "T:Fixture.Outer`1.Inner`1" || fw.Name != "Inner" || fw.Arity != 1 || !fw.Nested ||
		fw.Namespace != "Fixture" || !strings.HasPrefix(fw.Assembly, "Fixture, Version=1.2.3.4") {
		t.Errorf("nested forwarder: %+v", fw)
	}
}
