package index

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend/workspace"
)

func buildSample(t *testing.T) *Snapshot {
	t.Helper()
	ws, err := workspace.Load("../../testdata/sample", workspace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Build(context.Background(), ws, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestKeys checks that keys are unique, survive a rebuild unchanged, and
// fail clearly when malformed or unknown.
func TestKeys(t *testing.T) {
	a, b := buildSample(t), buildSample(t)
	if a.SymbolCount() != b.SymbolCount() {
		t.Fatalf("rebuild changed the symbol count: %d then %d", a.SymbolCount(), b.SymbolCount())
	}
	seen := map[string]bool{}
	for i, sym := range a.AllSymbols() {
		if seen[sym.Key] {
			t.Errorf("duplicate key %s (%s)", sym.Key, sym.FullName)
		}
		seen[sym.Key] = true
		if b.Sym(i).Key != sym.Key {
			t.Errorf("key of %s changed across builds", sym.FullName)
		}
		if id, err := a.Lookup(sym.Key); err != nil || id != SymbolID(i) {
			t.Errorf("Lookup(%s) = %d, %v", sym.Key, id, err)
		}
		if strings.Contains(sym.Key, ":") && !strings.HasPrefix(sym.Key, keyPrefix) {
			t.Errorf("key %q exposes its structure", sym.Key)
		}
	}
	for _, bad := range []string{"", "x", "g1.", "g1.!!!", "g1." + strings.Repeat("A", 7)} {
		if _, err := a.Lookup(bad); !errors.Is(err, ErrMalformedKey) {
			t.Errorf("Lookup(%q) = %v, want ErrMalformedKey", bad, err)
		}
	}
	gone := EncodeKey("src/Shop.Core/Shop.Core.csproj|T:Shop.Core.Orders.Vanished")
	if _, err := a.Lookup(gone); !errors.Is(err, ErrUnknownKey) || !strings.Contains(err.Error(), "Shop.Core.Orders.Vanished") {
		t.Errorf("Lookup(unknown) = %v, want ErrUnknownKey naming the symbol", err)
	}
}

// TestMatchNamesAgreesWithBruteForce compares the name index with a plain
// loop over every name, for exact, prefix, substring and glob queries.
func TestMatchNamesAgreesWithBruteForce(t *testing.T) {
	s := buildSample(t)
	r := rand.New(rand.NewPCG(1, 2))
	var queries []string
	for range 300 {
		name := strings.ToLower(s.Sym(SymbolID(r.IntN(s.SymbolCount()))).Name)
		i := r.IntN(len(name))
		j := i + 1 + r.IntN(len(name)-i)
		queries = append(queries, name[i:j], name, name[:j])
	}
	queries = append(queries, "*", "?", "*order*", "i*repository", "get*async", "zzz", "a?c")
	for _, q := range queries {
		p := CompileNamePattern(q)
		got := map[NameGroup]Tier{}
		var order []NameGroup
		s.MatchNames(p, func(g NameGroup, t Tier) bool {
			if _, dup := got[g]; dup {
				panic("group reported twice")
			}
			got[g] = t
			order = append(order, g)
			return true
		})
		for g, name := range s.names.names {
			want, ok := bruteTier(q, name)
			if gt, have := got[NameGroup(g)]; have != ok || ok && gt != want {
				t.Fatalf("query %q, name %q: got tier %v (%v), want %v (%v)", q, name, gt, have, want, ok)
			}
		}
		// Within a tier, groups come in name order.
		if !sort.SliceIsSorted(order, func(i, j int) bool {
			if got[order[i]] != got[order[j]] {
				return got[order[i]] < got[order[j]]
			}
			return order[i] < order[j]
		}) {
			t.Fatalf("query %q: tiers out of order", q)
		}
	}
}

func bruteTier(q, name string) (Tier, bool) {
	q = strings.ToLower(q)
	switch {
	case strings.ContainsAny(q, "*?"):
		return TierGlob, GlobMatch(q, name)
	case name == q:
		return TierExact, true
	case strings.HasPrefix(name, q):
		return TierPrefix, true
	case strings.Contains(name, q):
		return TierSubstring, true
	}
	return 0, false
}

func TestGlobMatch(t *testing.T) {
	for _, c := range []struct {
		pattern, name string
		want          bool
	}{
		{"*", "", true}, {"*", "abc", true}, {"a*", "abc", true}, {"*c", "abc", true},
		{"a?c", "abc", true}, {"a?c", "ac", false}, {"*b*", "abc", true}, {"a*b*c", "axxbyyc", true},
		{"a*b*c", "axxbyy", false}, {"?", "é", true}, {"g*ße", "größe", true}, {"abc", "abcd", false},
	} {
		if got := GlobMatch(c.pattern, c.name); got != c.want {
			t.Errorf("GlobMatch(%q, %q) = %v", c.pattern, c.name, got)
		}
	}
}

// TestPartial checks the snapshots handed out while a build goes on: each
// holds what the projects indexed so far declare, as the whole build
// does, and nothing of the projects still to come.
func TestPartial(t *testing.T) {
	ws, err := workspace.Load("../../testdata/sample", workspace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var partials []*Snapshot
	s, err := Build(context.Background(), ws, Options{Partial: func(p *Snapshot) { partials = append(partials, p) }, PartialEvery: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	if s.Partial || len(partials) != len(ws.Projects)-1 {
		t.Fatalf("%d partial snapshots of %d projects (the whole one partial: %v), want one after each project but the last", len(partials), len(ws.Projects), s.Partial)
	}
	for n, p := range partials {
		if !p.Partial || p.SymbolCount() == 0 || p.SymbolCount() >= s.SymbolCount() {
			t.Errorf("partial %d: %d symbols of %d (marked %v)", n, p.SymbolCount(), s.SymbolCount(), p.Partial)
		}
		for i, sym := range p.AllSymbols() {
			if id, err := p.Lookup(sym.Key); err != nil || id != SymbolID(i) || s.Sym(i).Key != sym.Key {
				t.Errorf("partial %d: %s is not what the whole build has (%v)", n, sym.FullName, err)
			}
		}
		for _, f := range p.Files {
			indexed := slices.ContainsFunc(f.Projects, func(q ProjectID) bool { return int(q) <= n })
			if (f.Syntax != nil) != indexed {
				t.Errorf("partial %d: %s has syntax %v, its project indexed %v", n, f.RelPath, f.Syntax != nil, indexed)
			}
		}
		last := SymbolID(p.SymbolCount() - 1)
		for p.Sym(last).Implicit { // the compiler's, not among the names
			last--
		}
		var found []string
		p.MatchNames(CompileNamePattern(p.Sym(last).Name), func(g NameGroup, _ Tier) bool {
			for _, id := range p.GroupSymbols(g) {
				found = append(found, p.Sym(id).Key)
			}
			return true
		})
		if !slices.Contains(found, p.Sym(last).Key) {
			t.Errorf("partial %d: its last symbol named in the source is not found by name", n)
		}
	}
}
