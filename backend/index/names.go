package index

import (
	"bytes"
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
type nameIndex struct {
	names   []string   // distinct lower-case names, sorted
	first   []int32    // symbols of names[i] are order[first[i]:first[i+1]]
	order   []SymbolID // symbols grouped by name, each group in a stable order
	members []int32    // members[i] counts the symbols of names[i] that are not namespaces
	grams   map[uint32][]int32
	blob    []byte  // "\x00" name0 "\x00" name1 ... "\x00"
	offs    []int32 // offs[i] is where names[i] starts in blob
}

func newNameIndex(syms []Symbol) *nameIndex {
	lower := make([]string, len(syms))
	order := make([]SymbolID, len(syms))
	for i := range syms {
		lower[i] = strings.ToLower(syms[i].Name)
		order[i] = SymbolID(i)
	}
	sort.Slice(order, func(a, b int) bool {
		x, y := order[a], order[b]
		if lower[x] != lower[y] {
			return lower[x] < lower[y]
		}
		if syms[x].Name != syms[y].Name {
			return syms[x].Name < syms[y].Name
		}
		if rx, ry := kindRank(syms[x].Kind), kindRank(syms[y].Kind); rx != ry {
			return rx < ry
		}
		if syms[x].FullName != syms[y].FullName {
			return syms[x].FullName < syms[y].FullName
		}
		if syms[x].Project != syms[y].Project {
			return syms[x].Project < syms[y].Project
		}
		return x < y
	})
	ix := &nameIndex{order: order, blob: []byte{0}, grams: map[uint32][]int32{}}
	for i, id := range order {
		if i == 0 || lower[id] != lower[order[i-1]] {
			g := int32(len(ix.names))
			name := lower[id]
			ix.names = append(ix.names, name)
			ix.first = append(ix.first, int32(i))
			ix.members = append(ix.members, 0)
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
		if syms[id].Kind != syntax.KindNamespace {
			ix.members[len(ix.members)-1]++
		}
	}
	ix.first = append(ix.first, int32(len(order)))
	return ix
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
	if p.glob {
		ix.contains(p.literal, func(i int) bool {
			return !GlobMatch(p.text, ix.names[i]) || fn(NameGroup(i), TierGlob)
		})
		return
	}
	lo := sort.SearchStrings(ix.names, p.text)
	hi := lo
	for hi < len(ix.names) && strings.HasPrefix(ix.names[hi], p.text) {
		hi++
	}
	for i := lo; i < hi; i++ {
		t := TierPrefix
		if ix.names[i] == p.text {
			t = TierExact
		}
		if !fn(NameGroup(i), t) {
			return
		}
	}
	if p.text == "" {
		return
	}
	ix.contains(p.text, func(i int) bool {
		return i >= lo && i < hi || fn(NameGroup(i), TierSubstring)
	})
}

// contains calls fn with the index of every name containing sub, in name
// order, until fn returns false.
func (ix *nameIndex) contains(sub string, fn func(int) bool) {
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
