package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	sitter "github.com/tree-sitter/go-tree-sitter"
	csharp "github.com/tree-sitter/tree-sitter-c-sharp/bindings/go"

	"github.com/glider-dev/glider/backend"
	_ "github.com/glider-dev/glider/backend/syntax" // routes tree-sitter's allocations to libc, as the index does
	"github.com/glider-dev/glider/backend/workspace"
)

// ParseResult is what one bare parse of a workspace's files cost.
type ParseResult struct {
	Files   int
	Bytes   int64
	Seconds float64
}

// BareParse reads and parses every C# file of the workspace with tree-sitter
// alone, on the same number of workers the index uses, and extracts nothing:
// the baseline the index is measured against.
func BareParse(ctx context.Context, path string, workers int) (ParseResult, error) {
	start := time.Now()
	ws, err := workspace.Load(path, workspace.Options{})
	if err != nil {
		return ParseResult{}, err
	}
	seen := map[string]bool{}
	var files []string
	for _, p := range ws.Projects {
		for _, f := range p.Files {
			if !seen[f] {
				seen[f] = true
				files = append(files, f)
			}
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	lang := sitter.NewLanguage(csharp.Language())
	var next atomic.Int64
	var total atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := sitter.NewParser()
			defer p.Close()
			_ = p.SetLanguage(lang)
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(files) {
					return
				}
				src, err := os.ReadFile(files[i])
				if err != nil {
					continue
				}
				total.Add(int64(len(src)))
				p.Parse(src, nil).Close()
			}
		}()
	}
	wg.Wait()
	return ParseResult{Files: len(files), Bytes: total.Load(), Seconds: time.Since(start).Seconds()}, ctx.Err()
}

// CPUSeconds is the user and system CPU time the process has used so far.
func CPUSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// PeakRSSMB is the process's peak resident set size so far, in MB.
func PeakRSSMB() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Maxrss) / 1024 // Linux reports kilobytes
}

// QueryClass names a kind of search query the benchmark times.
type QueryClass string

// The classes the performance targets name.
const (
	Exact     QueryClass = "exact"
	Prefix    QueryClass = "prefix"
	Substring QueryClass = "substring"
	Wildcard  QueryClass = "wildcard"
)

// Latency summarizes the timings of one query class.
type Latency struct {
	Class         QueryClass
	Queries       int
	P50, P99, Max time.Duration
	// MeanMatches is the average matchCount, to show how much each query found.
	MeanMatches float64
}

// SearchLatencies draws queries of every class from the index's own names
// (seeded, so reruns ask the same questions) and times search_symbols with
// its defaults (take 200, ranked) through the engine, in its steady state.
func SearchLatencies(ctx context.Context, e *backend.Engine, perClass, repeat int, seed uint64) ([]Latency, error) {
	// Steady state: the background work done and its garbage collected.
	e.Warm(ctx)
	runtime.GC()
	s := e.Snapshot()
	r := rand.New(rand.NewPCG(seed, seed+1))
	var names []string
	for _, sym := range s.AllSymbols() {
		if len(sym.Name) >= 6 && !strings.ContainsAny(sym.Name, "~.[") {
			names = append(names, sym.Name)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("the workspace has no names to query")
	}
	pick := func() string { return names[r.IntN(len(names))] }
	queries := map[QueryClass][]string{}
	for range perClass {
		n := pick()
		queries[Exact] = append(queries[Exact], n)
		queries[Prefix] = append(queries[Prefix], pick()[:4])
		m := pick()
		i := r.IntN(len(m) - 3)
		queries[Substring] = append(queries[Substring], strings.ToLower(m[i:i+4]))
		w := pick()
		queries[Wildcard] = append(queries[Wildcard], w[:2]+"*"+w[len(w)-3:])
	}
	var out []Latency
	for _, class := range []QueryClass{Exact, Prefix, Substring, Wildcard} {
		var times []time.Duration
		matches := 0
		for _, q := range queries[class] {
			for range repeat {
				start := time.Now()
				res, err := e.View().SearchSymbols(ctx, backend.SearchRequest{Query: q, SourceOnly: true, Take: backend.DefaultTake})
				times = append(times, time.Since(start))
				if err != nil {
					return nil, fmt.Errorf("%s query %q: %w", class, q, err)
				}
				matches += res.Total
			}
		}
		l := summarize(times)
		l.Class, l.MeanMatches = class, float64(matches)/float64(len(times))
		out = append(out, l)
	}
	return out, nil
}

// Median returns the median of xs (which it sorts).
func Median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
