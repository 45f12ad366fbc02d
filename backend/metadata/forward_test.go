package metadata

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestForwarders(t *testing.T) {
	f := mustOpen(t, "testdata/Forwarders.dll")
	for _, c := range []struct {
		ns, name string
		arity    int
		want     string // assembly name, "" when not forwarded
	}{
		{"Fixture", "Outer", 1, "Fixture"},
		{"Fixture", "Util", 0, "Fixture"},
		{"", "GlobalType", 0, "Fixture"},
		{"System.Collections.Generic", "KeyValuePair", 2, "mscorlib"},
		{"System.Collections.Concurrent", "ConcurrentQueue", 1, "mscorlib"},
		{"Fixture", "Outer", 0, ""},   // arity is part of the name
		{"Fixture", "Inner", 1, ""},   // nested: follows Outer`1
		{"Forwarders", "Kept", 0, ""}, // defined here
		{"System.Collections.Generic", "List", 1, ""},
	} {
		a, ok := f.ForwardedTo(c.ns, c.name, c.arity)
		if ok != (c.want != "") || a.Name != c.want {
			t.Errorf("ForwardedTo(%q, %q, %d) = %v, %v; want %q", c.ns, c.name, c.arity, a, ok, c.want)
		}
	}
	if a, _ := f.ForwardedTo("Fixture", "Util", 0); a.Version != (Version{1, 2, 3, 4}) {
		t.Errorf("Fixture's version: %v", a.Version)
	}

	byRow := checkEnclosing(t, f.Forwarders())
	if slot := byRow[9]; slot.DocID != "T:System.Collections.Concurrent.ConcurrentQueue`1.Segment.Slot" || byRow[slot.Enclosing].Enclosing != 7 {
		t.Errorf("two levels down: %+v", slot)
	}

	// Callers own what Forwarders returns.
	list := f.Forwarders()
	list[0].Name = "changed"
	if f.Forwarders()[0].Name != "Outer" {
		t.Error("Forwarders shares its slice")
	}
}

// checkEnclosing checks that nested forwarders name their enclosing row,
// which is forwarded too, and returns the forwarders by row.
func checkEnclosing(t *testing.T, fws []Forwarder) map[uint32]Forwarder {
	t.Helper()
	byRow := map[uint32]Forwarder{}
	for _, fw := range fws {
		byRow[fw.Row] = fw
	}
	for _, fw := range fws {
		if fw.Enclosing == 0 {
			continue
		}
		e, ok := byRow[fw.Enclosing]
		if !ok || e.Namespace != fw.Namespace || e.Assembly != fw.Assembly || !strings.HasPrefix(fw.DocID, e.DocID+".") {
			t.Errorf("%s: enclosing row %d is %+v", fw.DocID, fw.Enclosing, e)
		}
	}
	return byRow
}

// TestForwardersConcurrent builds the index from several goroutines at once
// (run with -race).
func TestForwardersConcurrent(t *testing.T) {
	f := mustOpen(t, "testdata/Forwarders.dll")
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if _, ok := f.ForwardedTo("Fixture", "Outer", 1); !ok || len(f.Forwarders()) != 9 {
				t.Error("forwarders differ under concurrency")
			}
		})
	}
	wg.Wait()
}

// facade is one of Mono's facades, assemblies made only of forwarders.
const facade = "/usr/lib/mono/4.5/Facades/System.Runtime.dll"

func TestFacadeForwarders(t *testing.T) {
	if _, err := os.Stat(facade); err != nil {
		t.Skipf("skipped: %s is not installed (apt-get install mono-devel)", facade)
	}
	f := mustOpen(t, facade)
	fws := f.Forwarders()
	checkEnclosing(t, fws)
	perAssembly := map[string]int{}
	for _, fw := range fws {
		perAssembly[fw.Assembly.Name]++
	}
	t.Logf("%s: %d forwarders %v, %d types", facade, len(fws), perAssembly, f.NumTypes())
	if perAssembly["mscorlib"] < 100 {
		t.Errorf("only %d forwarders to mscorlib", perAssembly["mscorlib"])
	}
	for _, c := range []struct {
		ns, name string
		arity    int
		want     string
	}{
		{"System", "Object", 0, "mscorlib"},
		{"System", "Exception", 0, "mscorlib"},
		{"System.Collections.Generic", "IEnumerable", 1, "mscorlib"},
		{"System", "Action", 16, "System.Core"},
	} {
		if a, ok := f.ForwardedTo(c.ns, c.name, c.arity); !ok || a.Name != c.want {
			t.Errorf("ForwardedTo(%q, %q, %d) = %v, %v; want %s", c.ns, c.name, c.arity, a, ok, c.want)
		}
	}

	// Every facade, nested forwarders included.
	paths, _ := filepath.Glob(filepath.Join(filepath.Dir(facade), "*.dll"))
	total, nested := 0, 0
	for _, p := range paths {
		fws := mustOpen(t, p).Forwarders()
		checkEnclosing(t, fws)
		for _, fw := range fws {
			total++
			if fw.Enclosing != 0 {
				nested++
			}
		}
	}
	t.Logf("%d facades: %d forwarders, %d of them nested", len(paths), total, nested)
	if nested == 0 {
		t.Error("no nested forwarders in Mono's facades")
	}
}

func BenchmarkForwardedTo(b *testing.B) {
	f := mustOpen(b, "testdata/Forwarders.dll")
	f.ForwardedTo("", "", 0) // the index, built once
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := f.ForwardedTo("System.Collections.Concurrent", "ConcurrentQueue", 1); !ok {
			b.Fatal("not forwarded")
		}
	}
}
