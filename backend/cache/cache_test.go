package cache

import (
	"encoding/json"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/glider-dev/glider/backend/syntax"
)

func parsed(t *testing.T, src string) *syntax.File {
	t.Helper()
	p := syntax.NewParser()
	defer p.Close()
	return p.Parse([]byte(src))
}

func TestSaveAndOpen(t *testing.T) {
	dir := t.TempDir()
	a := "namespace App; public class A { public int M(int x) => x; }"
	b := "namespace App; public class B { }"
	s := Open(dir, "/work/app")
	if s.Problem() != "" {
		t.Fatalf("a missing cache file is a problem: %s", s.Problem())
	}
	ka, kb := KeyOf([]byte(a)), KeyOf([]byte(b))
	s.Put(ka, parsed(t, a))
	s.Put(kb, parsed(t, b))
	if err := s.Save([]Key{ka}); err != nil { // b's file is gone by now
		t.Fatal(err)
	}
	if _, _, added := s.Stats(); added != 2 {
		t.Errorf("after a save the store says %d entries were parsed in this run, want 2", added)
	}
	again := Open(dir, "/work/app")
	if again.Problem() != "" {
		t.Fatal(again.Problem())
	}
	// The cache holds what the declarations say (exported), not the tree a parse keeps.
	got, _ := json.Marshal(again.Get(ka))
	want, _ := json.Marshal(parsed(t, a))
	if string(got) != string(want) {
		t.Errorf("after a restart A's declarations are %s, want %s", got, want)
	}
	if again.Get(kb) != nil {
		t.Error("a file not kept is still cached")
	}
	if other := Open(dir, "/work/other"); other.Get(ka) != nil {
		t.Error("another workspace reads this one's cache")
	}
	infos, err := List(dir)
	if err != nil || len(infos) != 1 || infos[0].Root != "/work/app" || infos[0].Entries != 1 || infos[0].Problem != "" {
		t.Errorf("List: %+v %v", infos, err)
	}
	freed, err := Clean(dir)
	if err != nil || freed != infos[0].Size {
		t.Errorf("Clean freed %d bytes (%v), want %d", freed, err, infos[0].Size)
	}
	if infos, _ := List(dir); len(infos) != 0 {
		t.Errorf("after Clean: %+v", infos)
	}
}

// TestDamagedFiles: a cache file cut short, with a byte changed, written by
// another program or not a cache at all is never trusted, and is replaced
// by the next Save.
func TestDamagedFiles(t *testing.T) {
	dir := t.TempDir()
	src := "class C { }"
	k := KeyOf([]byte(src))
	s := Open(dir, "/w")
	s.Put(k, parsed(t, src))
	if err := s.Save([]Key{k}); err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(s.path)
	if err != nil {
		t.Fatal(err)
	}
	flipped := append([]byte(nil), good...)
	flipped[len(flipped)/2] ^= 0xFF
	otherVersion := append([]byte(nil), good...)
	otherVersion[len(magic)] ^= 0xFF
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"truncated":       {good[:len(good)-10], "checksum"},
		"a byte flipped":  {flipped, "checksum"},
		"another version": {otherVersion, "another version"},
		"not a cache":     {[]byte("hello"), "not a cache file"},
		"empty":           {nil, "not a cache file"},
	} {
		if err := os.WriteFile(s.path, c.data, 0o600); err != nil {
			t.Fatal(err)
		}
		damaged := Open(dir, "/w")
		if !strings.Contains(damaged.Problem(), c.want) || damaged.Get(k) != nil {
			t.Errorf("%s: problem %q, entry %v", name, damaged.Problem(), damaged.Get(k) != nil)
		}
		damaged.Put(k, parsed(t, src))
		if err := damaged.Save([]Key{k}); err != nil {
			t.Fatal(err)
		}
		if rebuilt := Open(dir, "/w"); rebuilt.Problem() != "" || rebuilt.Get(k) == nil {
			t.Errorf("%s: not rebuilt: %q", name, rebuilt.Problem())
		}
	}
}

// TestSharedBySeveralWriters: processes sharing the cache write whole files
// one after the other; a reader sees one of them, never a mix.
func TestSharedBySeveralWriters(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := range 20 {
				src := strings.Repeat("class C { } ", w*20+i+1)
				k := KeyOf([]byte(src))
				s := Open(dir, "/w")
				s.Put(k, parsed(t, src))
				if err := s.Save([]Key{k}); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for range 50 {
			if s := Open(dir, "/w"); s.Problem() != "" {
				t.Errorf("a reader saw a damaged file: %s", s.Problem())
			}
		}
	}()
	wg.Wait()
}
