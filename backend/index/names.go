package index

import (
	"bytes"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/glider-dev/glider/backend/syntax"
)

// nameIndex finds symbols by name. Names are compared in lower case. The
// distinct names are sorted, so an exact name or a prefix is a binary search;
// they are also laid end to end in one buffer, so a substring is one
// bytes.Index scan over a few megabytes rather than a loop over symbols.
type nameIndex struct {
	names []string   // distinct lower-case names, sorted
	first []int32    // symbols of names[i] are order[first[i]:first[i+1]]
	order []SymbolID // symbols grouped by name, each group in a stable order
	blob  []byte     // "\x00" name0 "\x00" name1 ... "\x00"
	offs  []int32    // offs[i] is where names[i] starts in blob
}

func newNameIndex(syms []Symbol) *nameIndex {
	lower := make([]string, len(syms))
	order := make([]SymbolID, len(syms))
	for i := range syms {
		lower[i] = strings.ToLower(syms[i].Name)
		order[i] = SymbolID(i)
	}
	sort.SliceStable(order, func(a, b int) bool {
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
		return syms[x].Project < syms[y].Project
	})
	ix := &nameIndex{order: order, blob: []byte{0}}
	for i, id := range order {
		if i == 0 || lower[id] != lower[order[i-1]] {
			ix.names = append(ix.names, lower[id])
			ix.first = append(ix.first, int32(i))
			ix.offs = append(ix.offs, int32(len(ix.blob)))
			ix.blob = append(ix.blob, lower[id]...)
			ix.blob = append(ix.blob, 0)
		}
	}
	ix.first = append(ix.first, int32(len(order)))
	return ix
}

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

func (ix *nameIndex) group(i int) []SymbolID { return ix.order[ix.first[i]:ix.first[i+1]] }

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

// IsGlob reports whether the pattern has wildcards.
func (p NamePattern) IsGlob() bool { return p.glob }

// MatchNames calls fn with every symbol whose name matches, best tier first
// and in a stable order within a tier, until fn returns false.
func (s *Snapshot) MatchNames(p NamePattern, fn func(SymbolID, Tier) bool) {
	ix := s.names
	emit := func(i int, t Tier) bool {
		for _, id := range ix.group(i) {
			if !fn(id, t) {
				return false
			}
		}
		return true
	}
	if p.glob {
		ix.scan(p.literal, func(i int) bool {
			if GlobMatch(p.text, ix.names[i]) {
				return emit(i, TierGlob)
			}
			return true
		})
		return
	}
	lo := sort.SearchStrings(ix.names, p.text)
	hi := lo
	for hi < len(ix.names) && strings.HasPrefix(ix.names[hi], p.text) {
		hi++
	}
	if lo < hi && ix.names[lo] == p.text {
		if !emit(lo, TierExact) {
			return
		}
		lo++
	}
	for i := lo; i < hi; i++ {
		if !emit(i, TierPrefix) {
			return
		}
	}
	if p.text == "" {
		return
	}
	ix.scan(p.text, func(i int) bool {
		if strings.HasPrefix(ix.names[i], p.text) {
			return true
		}
		return emit(i, TierSubstring)
	})
}

// scan calls fn with the index of every name containing sub, in name order.
func (ix *nameIndex) scan(sub string, fn func(int) bool) {
	if sub == "" {
		for i := range ix.names {
			if !fn(i) {
				return
			}
		}
		return
	}
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
