package bench

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// BindCost is what binding a whole workspace costs next to indexing it.
type BindCost struct {
	Index, Hierarchy, BindAll time.Duration
	Stats                     bind.BindStats
}

// MeasureBinding times, for an index built in index, the hierarchy tables
// (every base list bound) and the binding of every type written in
// declarations, with a binder of its own that has done nothing yet.
func MeasureBinding(e *backend.Engine, index time.Duration) BindCost {
	b := bind.New(e.Snapshot())
	start := time.Now()
	b.BuildHierarchy()
	hier := time.Since(start)
	start = time.Now()
	st := b.BindAll()
	return BindCost{Index: index, Hierarchy: hier, BindAll: time.Since(start), Stats: st}
}

// HierarchyCase is one class of get_type_hierarchy question.
type HierarchyCase struct {
	Name    string
	Types   int // types asked about
	Derived int // mean derived types found (transitively)
	Latency
}

// HierarchyLatencies times get_type_hierarchy (everything included, the
// first page of derived types) on the n classes with the longest base
// chains in the workspace, the n classes with the most derived types and
// the n interfaces with the most implementations, each asked repeat times,
// in the steady state.
func HierarchyLatencies(ctx context.Context, e *backend.Engine, n, repeat int) ([]HierarchyCase, error) {
	e.Warm(ctx)
	runtime.GC()
	v := e.View()
	s := e.Snapshot()
	var classes, ifaces []index.SymbolID
	for i, sym := range s.AllSymbols() {
		switch sym.Kind {
		case syntax.KindClass, syntax.KindRecord:
			classes = append(classes, index.SymbolID(i))
		case syntax.KindInterface:
			ifaces = append(ifaces, index.SymbolID(i))
		}
	}
	b := bind.New(s)
	depth := map[index.SymbolID]int{}
	for _, c := range classes {
		chain, _ := b.BaseChain(c)
		depth[c] = len(chain)
	}
	deepest := slices.Clone(classes)
	sort.SliceStable(deepest, func(i, j int) bool { return depth[deepest[i]] > depth[deepest[j]] })
	derivedCount := map[index.SymbolID]int{}
	for _, t := range append(slices.Clone(classes), ifaces...) {
		res, err := v.DerivedTypes(ctx, backend.DerivedRequest{SymbolKey: s.Sym(t).Key, Take: 0})
		if err != nil {
			return nil, err
		}
		derivedCount[t] = res.Total
	}
	mostDerived := func(ids []index.SymbolID) []index.SymbolID {
		ids = slices.Clone(ids)
		sort.SliceStable(ids, func(i, j int) bool { return derivedCount[ids[i]] > derivedCount[ids[j]] })
		return ids
	}
	var out []HierarchyCase
	for _, c := range []struct {
		name  string
		types []index.SymbolID
	}{{"deepest class chains", deepest}, {"most derived classes", mostDerived(classes)}, {"most implemented interfaces", mostDerived(ifaces)}} {
		types := c.types[:min(n, len(c.types))]
		var times []time.Duration
		derived := 0
		for _, t := range types {
			for range repeat {
				start := time.Now()
				res, err := v.TypeHierarchy(ctx, backend.HierarchyRequest{SymbolKey: s.Sym(t).Key, IncludeBaseTypes: true,
					IncludeInterfaces: true, IncludeDerived: true, DerivedTake: backend.DefaultTake})
				times = append(times, time.Since(start))
				if err != nil {
					return nil, fmt.Errorf("%s: %w", s.Sym(t).FullName, err)
				}
				derived += res.Derived.Total
			}
		}
		if len(times) == 0 {
			continue
		}
		out = append(out, HierarchyCase{Name: c.name, Types: len(types), Derived: derived / len(times), Latency: summarize(times)})
	}
	return out, nil
}

// summarize gives the percentiles of a set of timings.
func summarize(times []time.Duration) Latency {
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	return Latency{Queries: len(times), P50: times[len(times)/2], P99: times[len(times)*99/100], Max: times[len(times)-1]}
}
