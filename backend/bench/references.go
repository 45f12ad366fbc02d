package bench

import (
	"context"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// ReferencesCase is one symbol's find_references timed.
type ReferencesCase struct {
	Symbol     string // the full name, and the parameters of a method
	References int
	Files      int // files that mention the name and were resolved
	// Duration is the median of the runs; Fastest and Slowest bound them.
	Duration, Fastest, Slowest time.Duration
}

// ReferencesLatencies times find_references (everything counted, nothing
// returned) on n methods and properties drawn at random (seeded) among
// those whose name is written in many files, in the steady state (the
// name-token index built), each searched runs times afresh.
//
// With names, it times those symbols instead (every symbol whose full name
// ends with one of them), whatever their number of files.
func ReferencesLatencies(ctx context.Context, e *backend.Engine, n, runs int, seed uint64, names ...string) ([]ReferencesCase, error) {
	e.Warm(ctx)
	runtime.GC()
	s := e.Snapshot()
	v := e.View()
	var members []index.SymbolID
	for i, sym := range s.AllSymbols() {
		if len(names) > 0 {
			for _, name := range names {
				if sym.FullName == name || strings.HasSuffix(sym.FullName, "."+name) {
					members = append(members, index.SymbolID(i))
				}
			}
			continue
		}
		if sym.Kind == syntax.KindMethod || sym.Kind == syntax.KindProperty {
			members = append(members, index.SymbolID(i))
		}
	}
	r := rand.New(rand.NewPCG(seed, seed+1))
	if len(names) == 0 {
		r.Shuffle(len(members), func(i, j int) { members[i], members[j] = members[j], members[i] })
	}
	var out []ReferencesCase
	for _, id := range members {
		if len(out) == n {
			break
		}
		var (
			times []time.Duration
			res   *backend.ReferencesResult
			err   error
		)
		for range max(runs, 1) {
			v.ForgetUses()
			start := time.Now()
			res, err = v.FindReferences(ctx, backend.ReferencesRequest{SymbolKey: s.Sym(id).Key, Take: 0})
			times = append(times, time.Since(start))
			if err != nil || res.FilesSearched < 20 && len(names) == 0 {
				break // common names only: the cost is in the files to resolve
			}
		}
		if err != nil || res.FilesSearched < 20 && len(names) == 0 {
			continue
		}
		slices.Sort(times)
		out = append(out, ReferencesCase{Symbol: s.Sym(id).FullName + parameters(res.Symbol.DocumentationCommentID),
			References: res.Total, Files: res.FilesSearched,
			Duration: times[len(times)/2], Fastest: times[0], Slowest: times[len(times)-1]})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].References > out[j].References })
	return out, nil
}

// parameters is the parameter list of a method's documentation ID
// ("(System.String)"), "" for other symbols.
func parameters(docID string) string {
	if i := strings.IndexByte(docID, '('); i >= 0 {
		return docID[i:]
	}
	return ""
}

// KeptTrees counts the files whose whole tree the index keeps (packed) and
// the bytes those take.
func KeptTrees(s *index.Snapshot) (files, bytes int) {
	for _, f := range s.Files {
		if f.Syntax != nil && f.Syntax.TreeBytes() > 0 {
			files++
			bytes += f.Syntax.TreeBytes()
		}
	}
	return files, bytes
}
