package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/glider-dev/glider/protocol"
)

// LoadResult is what a load run saw.
type LoadResult struct {
	Calls, Edits int64
	// Failures are answers with an error other than the ones the question
	// allows (a position may hold no symbol; a symbol may be edited away).
	Failures []string
	// HeapMB samples the live heap (after a collection) at the start, every
	// second, and at the end.
	HeapMB []float64
	// P50 and P99 are the calls' latencies.
	P50, P99 time.Duration
	// Tools are the latencies of each tool's calls.
	Tools map[string]ToolLatency
}

// ToolLatency is how one tool answered under load.
type ToolLatency struct {
	Calls    int
	P50, P99 time.Duration
}

// RunLoad has clients goroutines ask mixed questions (search, resolve,
// hierarchy, symbol at a position, references, callers) of an open host
// for the given time while another one edits files: editors' buffers, and
// with disk set, files written, created and deleted on disk. It is the
// load test's and `glider bench load`'s driver.
func RunLoad(ctx context.Context, h *Host, clients int, d time.Duration, disk bool, seed uint64) (LoadResult, error) {
	st, err := h.Status(ctx)
	if err != nil || st.State != "ready" {
		return LoadResult{}, fmt.Errorf("load needs an open workspace: %v %s", err, st.State)
	}
	var symbols []protocol.SymbolMatch
	for _, q := range []string{"a", "e", "s"} {
		env := h.Call(ctx, protocol.ToolSearchSymbols, mustJSON(map[string]any{"query": q, "take": 300}))
		if !env.Success {
			return LoadResult{}, fmt.Errorf("search %q: %v", q, env.Error)
		}
		symbols = append(symbols, env.Data.(protocol.SearchSymbolsResult).Matches...)
	}
	var files []string
	for _, s := range symbols {
		if s.FilePath != "" {
			files = append(files, s.FilePath)
		}
	}
	if len(symbols) == 0 || len(files) == 0 {
		return LoadResult{}, fmt.Errorf("the workspace has no symbols to ask about")
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var res LoadResult
	var mu sync.Mutex
	fail := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(res.Failures) < 20 {
			res.Failures = append(res.Failures, fmt.Sprintf(format, args...))
		}
	}
	var edits atomic.Int64
	var wg sync.WaitGroup
	times := make([][]time.Duration, clients)
	toolTimes := make([]map[string][]time.Duration, clients)
	for c := range clients {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(seed, uint64(c)))
			toolTimes[c] = map[string][]time.Duration{}
			for ctx.Err() == nil {
				s := symbols[r.IntN(len(symbols))]
				tool, args, allowed := question(r, s)
				start := time.Now()
				env := h.Call(context.Background(), tool, mustJSON(args))
				times[c] = append(times[c], time.Since(start))
				toolTimes[c][tool] = append(toolTimes[c][tool], time.Since(start))
				if !env.Success && !allowed[env.Error.Code] {
					fail("%s %v: %s %s", tool, args, env.Error.Code, env.Error.Message)
				}
			}
		})
	}
	wg.Go(func() {
		r := rand.New(rand.NewPCG(seed, 1<<32))
		scratch := filepath.Join(filepath.Dir(files[0]), "GliderLoadScratch.cs")
		defer os.Remove(scratch)
		for i := 0; ctx.Err() == nil; i++ {
			path := files[r.IntN(len(files))]
			src, err := os.ReadFile(path)
			if err != nil {
				fail("read %s: %v", path, err)
				return
			}
			var err2 error
			switch i % 4 {
			case 0: // typing inside a body: declares nothing new
				err2 = h.DidChange(path, string(src)+"\n// edited\n")
			case 1: // a declaration added
				err2 = h.DidChange(path, string(src)+fmt.Sprintf("\nclass GliderLoad%d { }\n", i))
			case 2:
				err2 = h.DidClose(path)
			case 3:
				if disk {
					if i%8 == 3 {
						err2 = os.WriteFile(scratch, fmt.Appendf(nil, "class GliderScratch%d { }\n", i), 0o644)
					} else {
						err2 = os.Remove(scratch)
					}
				}
			}
			if err2 != nil && !os.IsNotExist(err2) {
				fail("edit %s: %v", path, err2)
			}
			edits.Add(1)
			time.Sleep(time.Duration(20+r.IntN(80)) * time.Millisecond)
		}
	})
	wg.Go(func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			mu.Lock()
			res.HeapMB = append(res.HeapMB, heapMB())
			mu.Unlock()
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	})
	wg.Wait()
	all := slices.Concat(times...)
	res.P50, res.P99 = percentiles(all)
	res.Tools = map[string]ToolLatency{}
	for _, byTool := range toolTimes {
		for tool, ts := range byTool {
			t := res.Tools[tool]
			t.Calls += len(ts)
			res.Tools[tool] = t
		}
	}
	for tool, t := range res.Tools {
		var ts []time.Duration
		for _, byTool := range toolTimes {
			ts = append(ts, byTool[tool]...)
		}
		t.P50, t.P99 = percentiles(ts)
		res.Tools[tool] = t
	}
	res.Calls, res.Edits = int64(len(all)), edits.Load()
	res.HeapMB = append(res.HeapMB, heapMB())
	return res, nil
}

// percentiles sorts latencies and returns their p50 and p99.
func percentiles(ts []time.Duration) (p50, p99 time.Duration) {
	slices.Sort(ts)
	if len(ts) == 0 {
		return 0, 0
	}
	return ts[len(ts)/2], ts[len(ts)*99/100]
}

// question draws one question about a symbol, with the errors its answer
// may rightly be.
func question(r *rand.Rand, s protocol.SymbolMatch) (string, map[string]any, map[string]bool) {
	gone := map[string]bool{"SymbolNotFound": true} // edited away meanwhile
	n := r.IntN(6)
	if n >= 4 && !namedWhereUsed(s.Kind) {
		n = r.IntN(4)
	}
	switch n {
	case 0:
		name := []rune(s.Name)
		return protocol.ToolSearchSymbols, map[string]any{"query": string(name[:min(3, len(name))])}, nil
	case 1:
		return protocol.ToolResolveSymbol, map[string]any{"query": s.FullName}, nil
	case 2:
		return protocol.ToolGetTypeHierarchy, map[string]any{"symbolKey": s.SymbolKey}, map[string]bool{"SymbolNotFound": true, "InvalidArgument": true}
	case 3:
		return protocol.ToolGetSymbolAtPosition, map[string]any{"filePath": s.FilePath, "line": s.LineNumber, "column": s.Column + r.IntN(20)},
			map[string]bool{"NoSymbolAtPosition": true, "InvalidArgument": true}
	case 4:
		return protocol.ToolFindReferences, map[string]any{"symbolKey": s.SymbolKey, "take": 20}, gone
	default:
		return protocol.ToolFindCallers, map[string]any{"symbolKey": s.SymbolKey, "take": 20}, map[string]bool{"SymbolNotFound": true, "InvalidArgument": true}
	}
}

// namedWhereUsed says whether uses of a symbol of this kind write its name
// (find_references does not search for operators and indexers yet).
func namedWhereUsed(kind string) bool {
	switch kind {
	case "Operator", "ConversionOperator", "Indexer":
		return false
	}
	return true
}

func heapMB() float64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapAlloc) / (1 << 20)
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
