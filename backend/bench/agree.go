package bench

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend"
)

// Agreement compares find_references with get_symbol_at_position on the
// identifiers of files drawn at random: each identifier answered with a
// symbol should be among that symbol's references, and each reference
// found in those files should be an identifier answered with the symbol.
type Agreement struct {
	Symbols   int // symbols looked up with find_references
	Answers   int // identifiers answered with one of those symbols, certain
	Uncertain int // answered with one of them among candidates (not counted above)
	// Renamed counts the identifiers not counted above because they name the
	// symbol otherwise (a tuple element for ItemN, an alias): find_references
	// looks for the symbol's names.
	Renamed int
	// Aliases counts the names of using aliases (using X = N.T;), answered
	// with their target as declarations: no use of the target, not among
	// its references (Roslyn declares an alias there).
	Aliases int
	Found   int // answers that find_references found too
	Missed  []Disagreement
	Extra   []Disagreement // references where the identifier's answer is another
}

// Disagreement is one place where the two disagree.
type Disagreement struct {
	Place  string // file:line:col
	Line   string
	Symbol string // the symbol looked up
	Other  string // what the other call said there
}

// ReferencesAgreement looks up, with find_references, up to maxSymbols of
// the symbols that get_symbol_at_position gives the identifiers of files
// drawn as bench position draws them (seeded), and compares the two in
// those files.
func ReferencesAgreement(ctx context.Context, e *backend.Engine, files int, seed uint64, maxSymbols int) (Agreement, error) {
	st, err := PositionLatencies(ctx, e, files, 0, seed)
	if err != nil {
		return Agreement{}, err
	}
	var ag Agreement
	answers := map[place]PositionAnswer{}
	byKey := map[string][]place{}
	for _, a := range st.Answers {
		p := place{a.File, a.At.Line, a.At.Col}
		if _, again := answers[p]; again {
			continue // files are drawn again when there are fewer than asked for
		}
		answers[p] = a
		if a.Err == nil && a.Result.Symbol != nil {
			if name := a.Result.Symbol.Name; a.Result.Token != name && a.Result.Token+"Attribute" != name &&
				(a.Result.Token != "field" || !strings.HasSuffix(name, ">k__BackingField")) {
				ag.Renamed++
				continue
			}
			byKey[a.Result.Symbol.SymbolKey] = append(byKey[a.Result.Symbol.SymbolKey], p)
		}
	}
	keys := slices.Sorted(maps.Keys(byKey))
	r := rand.New(rand.NewPCG(seed, seed+2))
	r.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	keys = keys[:min(len(keys), maxSymbols)]

	v := e.View()
	for _, key := range keys {
		res, refs, err := allReferences(ctx, v, key)
		if err != nil {
			continue // a symbol find_references cannot search for (a conversion operator)
		}
		ag.Symbols++
		found := map[place]bool{}
		for _, ref := range refs {
			p := place{ref.FilePath, ref.Line, ref.Column}
			a, sampled := answers[p]
			found[p] = true
			switch {
			case !sampled:
				// Another file, or no identifier (an operator's token).
			case a.Err == nil && a.Result.Role == "declaration":
				// Two symbols declared by one name: a record's parameter and
				// property, a delegate and its Invoke.
			case a.Err != nil || a.Result.Symbol == nil:
				ag.Extra = append(ag.Extra, Disagreement{p.String(), a.LineText, res.Symbol.FullName + " " + key, describe(a)})
			case a.Result.Symbol.SymbolKey == key || a.Result.Symbol.DocumentationCommentID == res.Symbol.DocumentationCommentID || typeAndConstructor(res.Symbol, *a.Result.Symbol):
				// The same symbol, or the same declaration compiled by two projects.
			default:
				ag.Extra = append(ag.Extra, Disagreement{p.String(), a.LineText, res.Symbol.FullName + " " + key, describe(a)})
			}
		}
		for _, p := range byKey[key] {
			a := answers[p]
			if len(a.Result.Candidates) > 0 {
				ag.Uncertain++
				continue
			}
			switch {
			case found[p]:
				ag.Answers++
				ag.Found++
			case a.Result.Role == "declaration":
				ag.Aliases++
			default:
				ag.Answers++
				ag.Missed = append(ag.Missed, Disagreement{p.String(), a.LineText, res.Symbol.FullName, a.Result.Role})
			}
		}
	}
	return ag, nil
}

// allReferences reads every page of find_references (the search is made
// once: a view keeps what it found).
func allReferences(ctx context.Context, v *backend.View, key string) (*backend.ReferencesResult, []backend.Reference, error) {
	var refs []backend.Reference
	for skip := 0; ; skip += backend.MaxTake {
		res, err := v.FindReferences(ctx, backend.ReferencesRequest{SymbolKey: key, IncludeDeclaration: true,
			Skip: skip, Take: backend.MaxTake, PathStyle: "relative"})
		if err != nil {
			return nil, nil, err
		}
		refs = append(refs, res.References...)
		if skip+backend.MaxTake >= res.Total {
			return res, refs, nil
		}
	}
}

// place is an identifier's place in the files drawn.
type place struct {
	file      string
	line, col int
}

func (p place) String() string { return fmt.Sprintf("%s:%d:%d", p.file, p.line, p.col) }

// typeAndConstructor says whether one of two symbols is a constructor of
// the other: `new T()` is a use of both, and a class that declares no
// constructor is its implicit constructor's declaration.
func typeAndConstructor(a, b backend.SymbolInfo) bool {
	isConstructorOf := func(c, t backend.SymbolInfo) bool {
		return c.Kind == "Constructor" && c.FullName == t.FullName+"."+c.Name
	}
	return isConstructorOf(a, b) || isConstructorOf(b, a)
}

// describe says in a few words what get_symbol_at_position answered.
func describe(a PositionAnswer) string {
	switch {
	case a.Err != nil:
		return a.Err.Error()
	case a.Result.Symbol != nil:
		return a.Result.Role + " " + a.Result.Symbol.FullName + " " + a.Result.Symbol.SymbolKey
	}
	return a.Result.Role + " " + a.Result.TargetKind + " " + a.Result.Reason
}
