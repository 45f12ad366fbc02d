package metadata

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestDebugInfo(t *testing.T) {
	// What the golden files show, spelled out.
	sym := mustOpen(t, "testdata/Symbols.dll").DebugInfo()
	if want := (DebugInfo{HasSymbols: true, PDBPath: "/_/obj/Release/Symbols.pdb", PDBID: "5b1ded5e-0201-4d4c-8e9f-a0b1c2d3e4f5",
		PDBAge: 1, Portable: true, Embedded: true, Deterministic: true, ChecksumAlgorithm: "SHA256",
		Adjacent: "testdata/Symbols.pdb", AdjacentKind: "portable", Verified: true}); sym != want {
		t.Errorf("Symbols.dll:\n got %+v\nwant %+v", sym, want)
	}
	dbg := mustOpen(t, "testdata/Debug.dll").DebugInfo()
	if want := (DebugInfo{HasSymbols: true, Adjacent: "testdata/Debug.dll.mdb", AdjacentKind: "mdb", Verified: true}); dbg != want {
		t.Errorf("Debug.dll:\n got %+v\nwant %+v", dbg, want)
	}
	if d := mustOpen(t, "testdata/Fixture.dll").DebugInfo(); d != (DebugInfo{}) {
		t.Errorf("Fixture.dll has no symbols, got %+v", d)
	}

	// Parse has no path: only what the assembly itself holds.
	for name, want := range map[string]bool{"Symbols": true, "Debug": false} {
		data, err := os.ReadFile("testdata/" + name + ".dll")
		if err != nil {
			t.Fatal(err)
		}
		f, err := Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		if d := f.DebugInfo(); d.HasSymbols != want || d.Adjacent != "" {
			t.Errorf("%s parsed from memory: %+v", name, d)
		}
	}
}

// TestAdjacentSymbols puts symbol files of other builds, and of kinds that
// carry no id we read, beside copies of the fixtures.
func TestAdjacentSymbols(t *testing.T) {
	dir := t.TempDir()
	read := func(name string) []byte {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// flip changes the first byte of the id that ties a symbol file to its build.
	flip := func(b []byte, id []byte) []byte {
		b = bytes.Clone(b)
		i := bytes.Index(b, id)
		if i < 0 {
			t.Fatal("id not found")
		}
		b[i] ^= 0xFF
		return b
	}
	debugDLL := mustOpen(t, "testdata/Debug.dll")
	debugMVID := debugDLL.guidAt(debugDLL.col(tModule, 1, 2))
	symbolsGUID := []byte{0x5e, 0xed, 0x1d, 0x5b}

	cases := []struct {
		name  string
		files map[string][]byte
		check func(d DebugInfo) bool
	}{
		{"another build's mdb", map[string][]byte{"A.dll": read("Debug.dll"), "A.dll.mdb": flip(read("Debug.dll.mdb"), debugMVID)},
			func(d DebugInfo) bool {
				return !d.HasSymbols && d.Adjacent == "" && d.Mismatched == filepath.Join(dir, "A.dll.mdb")
			}},
		{"another build's portable PDB, embedded still there", map[string][]byte{"B.dll": read("Symbols.dll"), "B.pdb": flip(read("Symbols.pdb"), symbolsGUID)},
			func(d DebugInfo) bool {
				return d.HasSymbols && d.Embedded && d.Adjacent == "" && d.Mismatched == filepath.Join(dir, "B.pdb")
			}},
		{"an unchecked PDB, then a matching mdb", map[string][]byte{"C.dll": read("Debug.dll"), "C.pdb": read("Symbols.pdb"), "C.dll.mdb": read("Debug.dll.mdb")},
			func(d DebugInfo) bool {
				// Debug.dll has no CodeView entry to compare the PDB with.
				return d.HasSymbols && d.Adjacent == filepath.Join(dir, "C.dll.mdb") && d.AdjacentKind == "mdb" && d.Verified
			}},
		{"an unchecked PDB alone", map[string][]byte{"F.dll": read("Debug.dll"), "F.pdb": read("Symbols.pdb")},
			func(d DebugInfo) bool {
				return d.HasSymbols && d.Adjacent == filepath.Join(dir, "F.pdb") && d.AdjacentKind == "portable" && !d.Verified
			}},
		{"a Windows PDB", map[string][]byte{"D.dll": read("Symbols.dll"), "D.pdb": append(bytes.Clone(msfMagic), make([]byte, 100)...)},
			func(d DebugInfo) bool {
				return d.Adjacent == filepath.Join(dir, "D.pdb") && d.AdjacentKind == "windows" && !d.Verified
			}},
		{"not a symbol file", map[string][]byte{"E.dll": read("Debug.dll"), "E.pdb": []byte("text"), "E.dll.mdb": []byte{0x14, 0xa6}},
			func(d DebugInfo) bool { return !d.HasSymbols && d.Adjacent == "" && d.Mismatched == "" }},
	}
	for _, c := range cases {
		var dll string
		for name, b := range c.files {
			p := write(name, b)
			if filepath.Ext(name) == ".dll" {
				dll = p
			}
		}
		if d := mustOpen(t, dll).DebugInfo(); !c.check(d) {
			t.Errorf("%s: %+v", c.name, d)
		}
	}
}

func TestOptimized(t *testing.T) {
	for name, want := range map[string]bool{
		"Fixture":    true,  // no DebuggableAttribute
		"Debug":      false, // DebuggingModes with DisableOptimizations
		"Symbols":    true,  // DebuggingModes IgnoreSymbolStoreSequencePoints only
		"Forwarders": false, // (bool, bool) with isJITOptimizerDisabled
	} {
		got, known := mustOpen(t, "testdata/"+name+".dll").Optimized()
		if got != want || !known {
			t.Errorf("%s: optimized %v known %v, want %v", name, got, known, want)
		}
	}
}

func mustOpen(t testing.TB, path string) *File {
	t.Helper()
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}
