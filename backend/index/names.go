package index

import (
	"bytes"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/glider-dev/glider/backend/syntax"
)

// nameIndex finds symbols by name. Names are compared in lower case. The
// distinct names are sorted, so an exact name or a prefix is a binary search.
// Substrings of three bytes or more come from trigram posting lists (the
// names holding every trigram of the query are few, and each is checked);
// shorter ones from one bytes.Index scan over all names laid end to end.
// Symbols sharing a name form a group; a search visits groups, not symbols,
// so a query costs what the matching names cost, whatever their symbols.
//
// A patch (see patched) shares the names, their text and trigrams with the
// index it patches: the names it adds are extra (few, scanned), and a name
// left without symbols keeps an empty group, which no search yields.
type nameIndex struct {
	names   []string   // distinct lower-case names, sorted
	extra   []string   // names a patch added, sorted: group len(names)+i is extra[i]
	first   []int32    // symbols of group g are order[first[g]:first[g+1]]
	order   []SymbolID // symbols grouped by name, each group in a stable order
	members []int32    // members[g] counts the symbols of group g that are not namespaces
	grams   map[uint32][]int32
	blob    []byte  // "\x00" name0 "\x00" name1 ... "\x00"
	offs    []int32 // offs[i] is where names[i] starts in blob
}

// name is a group's name.
func (ix *nameIndex) name(g int) string {
	if g < len(ix.names) {
		return ix.names[g]
	}
	return ix.extra[g-len(ix.names)]
}

func newNameIndex(s *Snapshot) *nameIndex {
	lower := make([]string, s.count)
	order := make([]SymbolID, 0, s.count)
	for i := range s.count {
		lower[i] = strings.ToLower(s.Sym(SymbolID(i)).Name)
		if !s.Sym(SymbolID(i)).Implicit { // not what a search for its type's name wants
			order = append(order, SymbolID(i))
		}
	}
	sort.Slice(order, func(a, b int) bool {
		x, y := order[a], order[b]
		if lower[x] != lower[y] {
			return lower[x] < lower[y]
		}
		return inGroupOrder(s, x, y) < 0
	})
	ix := &nameIndex{order: order, blob: []byte{0}, grams: map[uint32][]int32{}}
	for i, id := range order {
		if i == 0 || lower[id] != lower[order[i-1]] {
			ix.addName(lower[id])
			ix.first = append(ix.first, int32(i))
			ix.members = append(ix.members, 0)
		}
		if s.Sym(id).Kind != syntax.KindNamespace {
			ix.members[len(ix.members)-1]++
		}
	}
	ix.first = append(ix.first, int32(len(order)))
	return ix
}

// addName adds a name after those the index has, with its trigrams.
func (ix *nameIndex) addName(name string) {
	g := int32(len(ix.names))
	ix.names = append(ix.names, name)
	ix.offs = append(ix.offs, int32(len(ix.blob)))
	ix.blob = append(ix.blob, name...)
	ix.blob = append(ix.blob, 0)
	for j := 0; j+3 <= len(name); j++ {
		k := trigram(name[j:])
		if list := ix.grams[k]; len(list) == 0 || list[len(list)-1] != g {
			ix.grams[k] = append(list, g)
		}
	}
}

// inGroupOrder orders the symbols of one name: by case, types before
// namespaces before members, full name, project, and ID.
func inGroupOrder(s *Snapshot, x, y SymbolID) int {
	if s.Sym(x).Name != s.Sym(y).Name {
		return strings.Compare(s.Sym(x).Name, s.Sym(y).Name)
	}
	if rx, ry := kindRank(s.Sym(x).Kind), kindRank(s.Sym(y).Kind); rx != ry {
		return rx - ry
	}
	if s.Sym(x).FullName != s.Sym(y).FullName {
		return strings.Compare(s.Sym(x).FullName, s.Sym(y).FullName)
	}
	if s.Sym(x).Project != s.Sym(y).Project {
		return int(s.Sym(x).Project - s.Sym(y).Project)
	}
	return int(x - y)
}

// patched is the index of syms after a patch took out the symbols removed
// (with the names they had) and added those added. Nothing is sorted
// again: the groups of the names changed are merged, the others copied,
// and the names, their text and trigrams are shared.
func (ix *nameIndex) patched(s *Snapshot, removed map[SymbolID]string, added []SymbolID) *nameIndex {
	if len(removed) == 0 && len(added) == 0 {
		return ix
	}
	type change struct {
		gone  map[SymbolID]bool
		added []SymbolID
	}
	changes := map[string]*change{}
	changeOf := func(name string) *change {
		c := changes[name]
		if c == nil {
			c = &change{gone: map[SymbolID]bool{}}
			changes[name] = c
		}
		return c
	}
	for id, name := range removed {
		changeOf(strings.ToLower(name)).gone[id] = true
	}
	for _, id := range added {
		if s.Sym(id).Implicit {
			continue
		}
		c := changeOf(strings.ToLower(s.Sym(id).Name))
		c.added = append(c.added, id)
	}
	base := len(ix.names)
	old := func(g int) []SymbolID { return ix.order[ix.first[g]:ix.first[g+1]] }
	// The extra names after the patch: those that keep symbols and those
	// neither the names nor the extra names hold yet.
	extra := slices.DeleteFunc(slices.Clone(ix.extra), func(name string) bool {
		c := changes[name]
		if c == nil || len(c.added) > 0 {
			return false
		}
		i, _ := slices.BinarySearch(ix.extra, name)
		return len(old(base+i)) == len(c.gone)
	})
	for name, c := range changes {
		_, inNames := slices.BinarySearch(ix.names, name)
		_, inExtra := slices.BinarySearch(ix.extra, name)
		if !inNames && !inExtra && len(c.added) > 0 {
			extra = append(extra, name)
		}
	}
	slices.Sort(extra)
	out := &nameIndex{names: ix.names, extra: extra, offs: ix.offs, blob: ix.blob, grams: ix.grams,
		order:   make([]SymbolID, 0, len(ix.order)+len(added)),
		first:   make([]int32, 0, base+len(extra)+1),
		members: make([]int32, 0, base+len(extra))}
	for g, name := range ix.names {
		c := changes[name]
		out.first = append(out.first, int32(len(out.order)))
		if c == nil {
			out.order = append(out.order, old(g)...)
			out.members = append(out.members, ix.members[g])
			continue
		}
		out.group(s, old(g), c.gone, c.added)
	}
	for _, name := range extra {
		out.first = append(out.first, int32(len(out.order)))
		i, found := slices.BinarySearch(ix.extra, name)
		switch c := changes[name]; {
		case c == nil: // an extra name the patch did not touch
			out.order = append(out.order, old(base+i)...)
			out.members = append(out.members, ix.members[base+i])
		case found:
			out.group(s, old(base+i), c.gone, c.added)
		default:
			out.group(s, nil, c.gone, c.added)
		}
	}
	out.first = append(out.first, int32(len(out.order)))
	return out
}

// group adds the symbols of a group a patch changed: those it had but
// gone, and those added, in the order Build gives them.
func (ix *nameIndex) group(s *Snapshot, had []SymbolID, gone map[SymbolID]bool, added []SymbolID) {
	start := len(ix.order)
	for _, id := range had {
		if !gone[id] {
			ix.order = append(ix.order, id)
		}
	}
	ix.order = append(ix.order, added...)
	slices.SortFunc(ix.order[start:], func(x, y SymbolID) int { return inGroupOrder(s, x, y) })
	members := int32(0)
	for _, id := range ix.order[start:] {
		if s.Sym(id).Kind != syntax.KindNamespace {
			members++
		}
	}
	ix.members = append(ix.members, members)
}

func trigram(s string) uint32 { return uint32(s[0])<<16 | uint32(s[1])<<8 | uint32(s[2]) }

// kindRank puts types before namespaces before members of the same name:
// whoever searches for Sku most likely wants the type, not a property named after it.
func kindRank(k syntax.Kind) int {
	switch {
	case k.IsType():
		return 0
	case k == syntax.KindNamespace:
		return 1
	}
	return 2
}

// NameGroup is one distinct name (ignoring case) and the symbols that bear it.
type NameGroup int32

// GroupSymbols returns the symbols of a group, in the index's stable order.
func (s *Snapshot) GroupSymbols(g NameGroup) []SymbolID {
	return s.names.order[s.names.first[g]:s.names.first[g+1]]
}

// GroupMembers counts the symbols of a group that are not namespaces.
func (s *Snapshot) GroupMembers(g NameGroup) int { return int(s.names.members[g]) }

// Tier says how well a name matched a query.
type Tier uint8

// The tiers, best first. A glob query has a single tier of its own.
const (
	TierExact Tier = iota
	TierPrefix
	TierSubstring
	TierGlob
)

var tierNames = [...]string{"Exact", "Prefix", "Substring", "Glob"}

func (t Tier) String() string { return tierNames[t] }

// NamePattern is a compiled name query: plain text matches case-insensitively
// by equality, prefix or substring; `*` and `?` make it a glob over the whole name.
type NamePattern struct {
	text    string // lower case
	glob    bool
	literal string // the longest run without wildcards, to find glob candidates
}

// CompileNamePattern prepares a query. An empty query matches every name.
func CompileNamePattern(q string) NamePattern {
	q = strings.ToLower(q)
	p := NamePattern{text: q, glob: strings.ContainsAny(q, "*?")}
	if p.glob {
		for _, part := range strings.FieldsFunc(q, func(r rune) bool { return r == '*' || r == '?' }) {
			if len(part) > len(p.literal) {
				p.literal = part
			}
		}
	}
	return p
}

// MatchNames calls fn with every name group that matches, best tier first
// and in name order within a tier, until fn returns false.
func (s *Snapshot) MatchNames(p NamePattern, fn func(NameGroup, Tier) bool) {
	ix := s.names
	// A group a patch left without symbols matches nothing.
	emit := func(g int, t Tier) bool { return ix.first[g] == ix.first[g+1] || fn(NameGroup(g), t) }
	if p.glob {
		ix.contains(p.literal, func(g int) bool {
			return !GlobMatch(p.text, ix.name(g)) || emit(g, TierGlob)
		})
		return
	}
	lo, hi := prefixRange(ix.names, p.text)
	elo, ehi := prefixRange(ix.extra, p.text)
	extra := make([]int, 0, ehi-elo)
	for i := elo; i < ehi; i++ {
		extra = append(extra, len(ix.names)+i)
	}
	done := !ix.merged(func(yield func(int) bool) {
		for g := lo; g < hi && yield(g); g++ {
		}
	}, extra, func(g int) bool {
		t := TierPrefix
		if ix.name(g) == p.text {
			t = TierExact
		}
		return emit(g, t)
	})
	if done || p.text == "" {
		return
	}
	ix.contains(p.text, func(g int) bool {
		inPrefix := g >= lo && g < hi || g >= len(ix.names)+elo && g < len(ix.names)+ehi
		return inPrefix || emit(g, TierSubstring)
	})
}

// prefixRange is where the sorted names starting with prefix are.
func prefixRange(names []string, prefix string) (lo, hi int) {
	lo = sort.SearchStrings(names, prefix)
	hi = lo
	for hi < len(names) && strings.HasPrefix(names[hi], prefix) {
		hi++
	}
	return lo, hi
}

// merged calls fn with the groups base yields and the extra groups given,
// both in name order, in name order, until fn returns false; it says
// whether fn never did.
func (ix *nameIndex) merged(base func(yield func(int) bool), extra []int, fn func(int) bool) bool {
	more := true
	base(func(g int) bool {
		for len(extra) > 0 && ix.name(extra[0]) < ix.names[g] {
			if more = fn(extra[0]); !more {
				return false
			}
			extra = extra[1:]
		}
		more = fn(g)
		return more
	})
	for _, g := range extra {
		if !more {
			break
		}
		more = fn(g)
	}
	return more
}

// contains calls fn with every group whose name contains sub, in name
// order, until fn returns false.
func (ix *nameIndex) contains(sub string, fn func(int) bool) {
	var extra []int
	for i, name := range ix.extra {
		if strings.Contains(name, sub) {
			extra = append(extra, len(ix.names)+i)
		}
	}
	ix.merged(func(yield func(int) bool) { ix.baseContains(sub, yield) }, extra, fn)
}

// baseContains calls fn with the index of every name (not extra) containing
// sub, in name order, until fn returns false.
func (ix *nameIndex) baseContains(sub string, fn func(int) bool) {
	switch {
	case sub == "":
		for i := range ix.names {
			if !fn(i) {
				return
			}
		}
	case len(sub) < 3:
		ix.scan(sub, fn)
	default:
		// The two rarest trigrams of the query bound the candidates; each
		// candidate is then checked for the whole query.
		var best, second []int32
		for j := 0; j+3 <= len(sub); j++ {
			list, ok := ix.grams[trigram(sub[j:])]
			if !ok {
				return
			}
			switch {
			case best == nil || len(list) < len(best):
				best, second = list, best
			case second == nil || len(list) < len(second):
				second = list
			}
		}
		k := 0
		for _, i := range best {
			if second != nil {
				rest := second[k:]
				k += sort.Search(len(rest), func(j int) bool { return rest[j] >= i })
				if k == len(second) {
					return
				}
				if second[k] != i {
					continue
				}
			}
			if strings.Contains(ix.names[i], sub) && !fn(int(i)) {
				return
			}
		}
	}
}

// scan calls fn with the index of every name containing sub, in name order.
func (ix *nameIndex) scan(sub string, fn func(int) bool) {
	needle := []byte(sub)
	for pos := 0; pos < len(ix.blob); {
		hit := bytes.Index(ix.blob[pos:], needle)
		if hit < 0 {
			return
		}
		hit += pos
		// The name holding the hit is the last one starting at or before it.
		i := sort.Search(len(ix.offs), func(i int) bool { return int(ix.offs[i]) > hit }) - 1
		if !fn(i) {
			return
		}
		pos = int(ix.offs[i]) + len(ix.names[i]) + 1
	}
}

// GlobMatch matches a whole name against a pattern where `*` is any run of
// characters and `?` is one character.
func GlobMatch(pattern, name string) bool {
	px, nx := 0, 0
	starPx, starNx := -1, -1
	for nx < len(name) {
		if px < len(pattern) {
			switch c := pattern[px]; c {
			case '*':
				starPx, starNx = px, nx
				px++
				continue
			case '?':
				_, size := utf8.DecodeRuneInString(name[nx:])
				px++
				nx += size
				continue
			default:
				if c == name[nx] {
					px++
					nx++
					continue
				}
			}
		}
		if starPx < 0 {
			return false
		}
		_, size := utf8.DecodeRuneInString(name[starNx:])
		starNx += size
		px, nx = starPx+1, starNx
	}
	for px < len(pattern) && pattern[px] == '*' {
		px++
	}
	return px == len(pattern)
}
