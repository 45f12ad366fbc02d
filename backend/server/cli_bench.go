package server

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/protocol"
)

const benchUsage = `glider bench: measurements behind BENCHMARKS.md

  glider bench index PATH [--runs 5] [--workers N]
      cold index against bare tree-sitter parsing of the same files, each run
      in fresh processes; medians of time, throughput, ratio and peak RSS
  glider bench search PATH [--queries 200] [--repeat 5]
      search_symbols latency (p50, p99) for exact, prefix, substring and
      wildcard queries drawn from the workspace's own names
  glider bench hierarchy PATH [--types 50] [--repeat 5]
      what binding costs next to the cold index (every base list, every type
      in declarations), then get_type_hierarchy latency (p50, p99) on the
      deepest class chains and the most implemented interfaces
  glider bench position PATH [--files 200] [--per-file 10] [--show]
      get_symbol_at_position latency (p50, p99) on identifiers drawn at
      random: the first question about a file (read and parsed) and the next
      ones, and what the answers found
  glider bench references PATH [--symbols 20] [--names A.B,C.D]
      find_references time on methods and properties drawn at random among
      those whose name is written in 20 files or more
  glider bench agree PATH [--files 20] [--symbols 300] [--show]
      find_references against get_symbol_at_position on the identifiers of
      files drawn as bench position draws them: answers a symbol's
      references miss, and references whose identifier answers another
  glider bench text PATH [--runs 7] [--query Q [--regex] [--case-sensitive]]
      search_text time (median) on literal and regular expression queries,
      against reading the same files without searching them
  glider bench agent-bytes PATH [--type T] [--interface I] [--method M]
      the bytes of get_symbol_source, find_implementations and find_callers
      answers against the bytes of the files they point into
  glider bench update PATH [--edits 20] [--memprofile F]
      how long an editor's change to one file takes to show in answers, on
      files drawn at random: a line that declares nothing (the snapshot
      holds it), a class (search_symbols finds it), the buffer closed
  glider bench restart PATH [--runs 5] [--query Service]
      a fresh process from its start to its first answer (search_symbols),
      with the cache of parsed files the previous one left and without it
  glider bench first-answer PATH [--runs 5] [--query Service]
      a fresh Host from the start of the first index to its first answer
      (search_symbols from what is indexed so far) and to the whole index,
      against indexing with no partial answers
  glider bench load PATH [--clients 8] [--seconds 60]
      clients asking mixed questions at once while an editor's buffers
      change: calls, their latency, failures, the live heap over time
  glider bench gen DIR [--preset large|symbols|small]
      write a synthetic workspace (large: about 80 MB like dotnet/efcore;
      symbols: about 500,000 symbols)
  glider bench parse PATH [--workers N]
      one bare parse (used by bench index), prints JSON
`

func cliBench(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError{fmt.Errorf("bench needs a subcommand\n\n%s", benchUsage)}
	}
	switch args[0] {
	case "index":
		return benchIndex(ctx, args[1:], stdout)
	case "search":
		return benchSearch(ctx, args[1:], stdout, stderr)
	case "hierarchy":
		return benchHierarchy(ctx, args[1:], stdout, stderr)
	case "position":
		return benchPosition(ctx, args[1:], stdout, stderr)
	case "agree":
		return benchAgree(ctx, args[1:], stdout, stderr)
	case "references":
		return benchReferences(ctx, args[1:], stdout, stderr)
	case "text":
		return benchText(ctx, args[1:], stdout, stderr)
	case "agent-bytes":
		return benchAgentBytes(ctx, args[1:], stdout, stderr)
	case "update":
		return benchUpdate(ctx, args[1:], stdout, stderr)
	case "restart":
		return benchRestart(ctx, args[1:], stdout)
	case "load":
		return benchLoad(ctx, args[1:], stdout, stderr)
	case "first-answer":
		return benchFirstAnswer(ctx, args[1:], stdout)
	case "gen":
		return benchGen(args[1:], stdout)
	case "parse":
		fs := flag.NewFlagSet("bench parse", flag.ContinueOnError)
		workers := fs.Int("workers", 0, "parallel parsers (default: one per CPU)")
		cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this file")
		pos, err := parseInterleaved(fs, args[1:], 1, 1)
		if err != nil {
			return err
		}
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
		res, err := bench.BareParse(ctx, pos[0], *workers)
		if err != nil {
			return err
		}
		return json.NewEncoder(stdout).Encode(map[string]any{"files": res.Files, "bytes": res.Bytes,
			"seconds": res.Seconds, "cpuSeconds": bench.CPUSeconds(), "peakRssMB": bench.PeakRSSMB()})
	}
	return usageError{fmt.Errorf("unknown bench subcommand %q\n\n%s", args[0], benchUsage)}
}

// runChild runs this binary with args and decodes the JSON it prints.
func runChild(ctx context.Context, args ...string) (map[string]float64, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, exe, args...).Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %v", exe, strings.Join(args, " "), err)
	}
	var raw map[string]any
	if err := json.Unmarshal(out, &raw); err != nil {
		return nil, fmt.Errorf("%s %s printed %q: %v", exe, strings.Join(args, " "), out, err)
	}
	nums := map[string]float64{}
	for k, v := range raw {
		if f, ok := v.(float64); ok {
			nums[k] = f
		}
	}
	return nums, nil
}

func benchIndex(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench index", flag.ContinueOnError)
	runs := fs.Int("runs", 5, "runs of each measurement")
	workers := fs.Int("workers", 0, "parallel parsers (default: one per CPU)")
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	w := fmt.Sprint(*workers)
	var parseS, indexS, ratios, cpuRatios, parseRSS, indexRSS []float64
	var bytes, symbols, files float64
	fmt.Fprintf(stdout, "%-4s %12s %12s %8s %10s %14s %14s\n", "run", "bare parse s", "index s", "ratio", "CPU ratio", "parse RSS MB", "index RSS MB")
	for i := range *runs {
		// Alternate the two so that noise on the shared machine hits both.
		p, err := runChild(ctx, "bench", "parse", pos[0], "--workers", w)
		if err != nil {
			return err
		}
		x, err := runChild(ctx, "index", pos[0], "--json", "--no-cache", "--workers", w)
		if err != nil {
			return err
		}
		parseS, indexS = append(parseS, p["seconds"]), append(indexS, x["seconds"])
		ratios = append(ratios, x["seconds"]/p["seconds"])
		cpuRatios = append(cpuRatios, x["cpuSeconds"]/p["cpuSeconds"])
		parseRSS, indexRSS = append(parseRSS, p["peakRssMB"]), append(indexRSS, x["peakRssMB"])
		bytes, symbols, files = x["bytes"], x["symbols"], x["files"]
		fmt.Fprintf(stdout, "%-4d %12.2f %12.2f %8.2f %10.2f %14.0f %14.0f\n", i+1, p["seconds"], x["seconds"], ratios[i], cpuRatios[i], p["peakRssMB"], x["peakRssMB"])
	}
	mb := bytes / 1e6
	fmt.Fprintf(stdout, "\n%s: %.0f files, %.1f MB, %.0f symbols; %d CPUs, workers %s\n", pos[0], files, mb, symbols, runtime.NumCPU(), w)
	mp, mi := bench.Median(parseS), bench.Median(indexS)
	fmt.Fprintf(stdout, "median bare parse %.2f s (%.1f MB/s), index %.2f s (%.1f MB/s); index/parse ratio %.2f wall, %.2f CPU (medians of per-run ratios); peak RSS parse %.0f MB, index %.0f MB\n",
		mp, mb/mp, mi, mb/mi, bench.Median(ratios), bench.Median(cpuRatios), bench.Median(parseRSS), bench.Median(indexRSS))
	return nil
}

// benchRestart times a fresh process answering one search_symbols, from
// its start to its exit: with the cache of parsed files left by the one
// before, and without it.
func benchRestart(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench restart", flag.ContinueOnError)
	runs := fs.Int("runs", 5, "runs of each measurement")
	query := fs.String("query", "Service", "the search_symbols query each process answers")
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	timed := func(extra ...string) (float64, error) {
		start := time.Now()
		cmd := exec.CommandContext(ctx, exe, append([]string{"search", pos[0], *query, "--take", "1", "--json"}, extra...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return 0, fmt.Errorf("%v: %s", err, out)
		}
		return time.Since(start).Seconds(), nil
	}
	if _, err := timed(); err != nil { // leaves the cache for the runs
		return err
	}
	var cold, warm []float64
	fmt.Fprintf(stdout, "%-4s %14s %14s\n", "run", "no cache s", "with cache s")
	for i := range *runs {
		c, err := timed("--no-cache")
		if err != nil {
			return err
		}
		w, err := timed()
		if err != nil {
			return err
		}
		cold, warm = append(cold, c), append(warm, w)
		fmt.Fprintf(stdout, "%-4d %14.2f %14.2f\n", i+1, c, w)
	}
	fmt.Fprintf(stdout, "%s: process start to the answer of search %q, medians: %.2f s without the cache, %.2f s with it (%.1fx); %d CPUs\n",
		pos[0], *query, bench.Median(cold), bench.Median(warm), bench.Median(cold)/bench.Median(warm), runtime.NumCPU())
	return nil
}

// benchFirstAnswer times a Host opening a workspace (no cache): how soon
// a call that will not wait is answered, from what is indexed so far, and
// how long the whole index takes, with partial views made and without.
func benchFirstAnswer(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench first-answer", flag.ContinueOnError)
	runs := fs.Int("runs", 5, "runs of each measurement")
	query := fs.String("query", "Service", "the search_symbols query asked until it is answered")
	var o openFlags
	o.register(fs)
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	o.noCache = true
	call := json.RawMessage(fmt.Sprintf(`{"query":%q,"take":1,"waitForIndex":false}`, *query))
	open := func(every time.Duration) (first, whole time.Duration, partial bool, err error) {
		opts := o.options()
		opts.Index.PartialEvery = every
		h := NewHost(opts)
		defer h.Close()
		start := time.Now()
		done, err := h.Start(pos[0])
		if err != nil {
			return 0, 0, false, err
		}
		for first == 0 {
			env := h.Call(ctx, protocol.ToolSearchSymbols, call)
			switch {
			case env.Success:
				first, partial = time.Since(start), env.Meta.Partial
			case env.Error.Code != string(CodeIndexNotReady):
				return 0, 0, false, fmt.Errorf("search_symbols: %s", env.Error.Message)
			default:
				time.Sleep(5 * time.Millisecond)
			}
		}
		<-done
		return first, time.Since(start), partial, nil
	}
	var firsts, wholes, plain []float64
	fmt.Fprintf(stdout, "%-4s %16s %10s %12s %22s\n", "run", "first answer s", "partial", "whole s", "whole, no partial s")
	for i := range *runs {
		first, whole, partial, err := open(0)
		if err != nil {
			return err
		}
		_, without, _, err := open(time.Hour)
		if err != nil {
			return err
		}
		firsts, wholes, plain = append(firsts, first.Seconds()), append(wholes, whole.Seconds()), append(plain, without.Seconds())
		fmt.Fprintf(stdout, "%-4d %16.2f %10v %12.2f %22.2f\n", i+1, first.Seconds(), partial, whole.Seconds(), without.Seconds())
	}
	fmt.Fprintf(stdout, "%s, medians: first answer %.2f s, whole index %.2f s, without partial views %.2f s (%.2fx); %d CPUs\n",
		pos[0], bench.Median(firsts), bench.Median(wholes), bench.Median(plain), bench.Median(wholes)/bench.Median(plain), runtime.NumCPU())
	return nil
}

func benchLoad(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench load", flag.ContinueOnError)
	clients := fs.Int("clients", 8, "clients asking at once")
	seconds := fs.Int("seconds", 60, "how long")
	var o openFlags
	o.register(fs)
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	o.noCache = true
	h := NewHost(o.options())
	defer h.Close()
	if _, err := h.Open(ctx, pos[0]); err != nil {
		return err
	}
	res, err := RunLoad(ctx, h, *clients, time.Duration(*seconds)*time.Second, false, 1)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d clients for %d s: %d calls (%.0f/s), p50 %s, p99 %s; %d edits; %d failures\n",
		pos[0], *clients, *seconds, res.Calls, float64(res.Calls)/float64(*seconds), round(res.P50), round(res.P99), res.Edits, len(res.Failures))
	fmt.Fprintf(stdout, "live heap MB, each second: %.0f\n", res.HeapMB)
	for _, tool := range slices.Sorted(maps.Keys(res.Tools)) {
		t := res.Tools[tool]
		fmt.Fprintf(stdout, "  %-26s %6d calls, p50 %s, p99 %s\n", tool, t.Calls, round(t.P50), round(t.P99))
	}
	for _, f := range res.Failures {
		fmt.Fprintln(stdout, "failure:", f)
	}
	return nil
}

func benchSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench search", flag.ContinueOnError)
	queries := fs.Int("queries", 200, "queries per class")
	repeat := fs.Int("repeat", 5, "times each query runs")
	seed := fs.Uint64("seed", 1, "seed for drawing the queries")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the queries to this file")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	res, err := bench.SearchLatencies(ctx, e, *queries, *repeat, *seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d symbols; search_symbols, take %d, default ranking\n", path, e.Snapshot().SymbolCount(), backend.DefaultTake)
	fmt.Fprintf(stdout, "%-10s %8s %10s %10s %10s %12s\n", "class", "calls", "p50", "p99", "max", "mean matches")
	for _, l := range res {
		fmt.Fprintf(stdout, "%-10s %8d %10s %10s %10s %12.0f\n", l.Class, l.Queries, round(l.P50), round(l.P99), round(l.Max), l.MeanMatches)
	}
	return nil
}

func benchHierarchy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench hierarchy", flag.ContinueOnError)
	types := fs.Int("types", 50, "types asked about per class")
	repeat := fs.Int("repeat", 5, "times each question is asked")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the binding to this file")
	start := time.Now()
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	indexed := time.Since(start)
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	cost := bench.MeasureBinding(e, indexed)
	stop()
	ratio := func(d time.Duration) float64 { return d.Seconds() / cost.Index.Seconds() }
	fmt.Fprintf(stdout, "%s: %d symbols\n", path, e.Snapshot().SymbolCount())
	fmt.Fprintf(stdout, "cold index      %8.2f s\n", cost.Index.Seconds())
	fmt.Fprintf(stdout, "hierarchy       %8.2f s  (%.1f%% of the index: every base list bound)\n", cost.Hierarchy.Seconds(), 100*ratio(cost.Hierarchy))
	fmt.Fprintf(stdout, "bind all        %8.2f s  (%.1f%% of the index: %d types written in declarations, %d workspace types, %d unresolved)\n",
		cost.BindAll.Seconds(), 100*ratio(cost.BindAll), cost.Stats.References, cost.Stats.Workspace, cost.Stats.Unresolved)
	res, err := bench.HierarchyLatencies(ctx, e, *types, *repeat)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\nget_type_hierarchy, everything included, first page of %d derived types\n", backend.DefaultTake)
	fmt.Fprintf(stdout, "%-28s %6s %8s %10s %10s %10s\n", "types", "calls", "derived", "p50", "p99", "max")
	for _, c := range res {
		fmt.Fprintf(stdout, "%-28s %6d %8d %10s %10s %10s\n", c.Name, c.Queries, c.Derived, round(c.P50), round(c.P99), round(c.Max))
	}
	return nil
}

func benchPosition(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench position", flag.ContinueOnError)
	files := fs.Int("files", 200, "files drawn at random")
	perFile := fs.Int("per-file", 10, "identifiers asked about in each file (0: all of them)")
	seed := fs.Uint64("seed", 1, "seed for drawing them")
	show := fs.Bool("show", false, "print every question with its line and the answer, to check by hand")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	st, err := bench.PositionLatencies(ctx, e, *files, *perFile, *seed)
	if err == nil && *show {
		for _, a := range st.Answers {
			fmt.Fprintf(stdout, "%s:%d:%d  %s\n    %s\n", a.File, a.At.Line, a.At.Col, a.LineText, describeAnswer(a.Result, a.Err))
		}
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: get_symbol_at_position on identifiers of %d files drawn at random\n", path, *files)
	fmt.Fprintf(stdout, "%-40s %6s %10s %10s %10s\n", "", "calls", "p50", "p99", "max")
	fmt.Fprintf(stdout, "%-40s %6d %10s %10s %10s\n", "first in a file (read, parse, resolve)", st.Cold.Queries, round(st.Cold.P50), round(st.Cold.P99), round(st.Cold.Max))
	fmt.Fprintf(stdout, "%-40s %6d %10s %10s %10s\n", "next in the same file (resolve)", st.Warm.Queries, round(st.Warm.P50), round(st.Warm.P99), round(st.Warm.Max))
	fmt.Fprintf(stdout, "slowest question: %s\n", st.Slowest)
	fmt.Fprintf(stdout, "answers: %v, errors %d\n", st.Targets, st.Errors)
	return nil
}

func benchAgree(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench agree", flag.ContinueOnError)
	files := fs.Int("files", 20, "files drawn at random")
	symbols := fs.Int("symbols", 300, "symbols to look up, drawn among those answered")
	seed := fs.Uint64("seed", 1, "seed for drawing them")
	show := fs.Bool("show", false, "print every disagreement")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	ag, err := bench.ReferencesAgreement(ctx, e, *files, *seed, *symbols)
	if err != nil {
		return err
	}
	if *show {
		for _, d := range ag.Missed {
			fmt.Fprintf(stdout, "missed %s  %s\n    %s: answered %s\n", d.Place, d.Line, d.Symbol, d.Other)
		}
		for _, d := range ag.Extra {
			fmt.Fprintf(stdout, "extra  %s  %s\n    %s: the position answers %s\n", d.Place, d.Line, d.Symbol, d.Other)
		}
	}
	fmt.Fprintf(stdout, "%s: %d symbols of %d files drawn at random looked up with find_references\n", path, ag.Symbols, *files)
	fmt.Fprintf(stdout, "identifiers answered with them: %d (and %d among candidates); among their references: %d (%.2f%%)\n",
		ag.Answers, ag.Uncertain, ag.Found, 100*float64(ag.Found)/float64(max(ag.Answers, 1)))
	fmt.Fprintf(stdout, "references in those files whose identifier answers another symbol: %d\n", len(ag.Extra))
	fmt.Fprintf(stdout, "not counted: %d names of another form (tuple elements, aliases' uses), %d using aliases' own names\n", ag.Renamed, ag.Aliases)
	return nil
}

func benchReferences(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench references", flag.ContinueOnError)
	symbols := fs.Int("symbols", 20, "symbols to look up")
	seed := fs.Uint64("seed", 1, "seed for drawing them")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the look-ups to this file")
	named := fs.String("names", "", "comma-separated full names (or their ends) to time instead of random symbols")
	runs := fs.Int("runs", 1, "times to search for each symbol afresh: the median is shown, with the fastest and slowest")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	start := time.Now()
	e.Warm(ctx)
	files, bytes := bench.KeptTrees(e.Snapshot())
	fmt.Fprintf(stdout, "%s: warm-up (hierarchy, documentation IDs, name-token index) %.2f s; whole trees kept for %d files, %.1f MB\n",
		path, time.Since(start).Seconds(), files, float64(bytes)/(1<<20))
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	res, err := bench.ReferencesLatencies(ctx, e, *symbols, *runs, *seed, splitFlag(*named)...)
	stop()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%10s %21s %8s %8s  %s\n", "median", "fastest-slowest", "refs", "files", "symbol")
	for _, c := range res {
		fmt.Fprintf(stdout, "%10s %21s %8d %8d  %s\n", round(c.Duration), round(c.Fastest)+"-"+round(c.Slowest),
			c.References, c.Files, c.Symbol)
	}
	return nil
}

func benchUpdate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench update", flag.ContinueOnError)
	edits := fs.Int("edits", 20, "files to edit, one after the other")
	seed := fs.Uint64("seed", 1, "seed for drawing them")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the edits to this file")
	memProfile := fs.String("memprofile", "", "write the allocations profile before the edits to this file+.base and after them to this file")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	stopAllocs, err := startAllocProfile(*memProfile)
	if err != nil {
		return err
	}
	res, err := bench.UpdateLatencies(ctx, e, *edits, *seed)
	stop()
	if err := stopAllocs(); err != nil {
		return err
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d edits\n%-40s %10s %10s %10s\n", path, res.Edits, "", "p50", "p99", "max")
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "a comment line added: in the snapshot", round(res.Body.P50), round(res.Body.P99), round(res.Body.Max))
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "a class added: found by search_symbols", round(res.Declaration.P50), round(res.Declaration.P99), round(res.Declaration.Max))
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "a class added: a use of it resolved", round(res.Use.P50), round(res.Use.P99), round(res.Use.Max))
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "buffer closed (disk text back)", round(res.Restore.P50), round(res.Restore.P99), round(res.Restore.Max))
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "a file created: its class found", round(res.Created.P50), round(res.Created.P99), round(res.Created.Max))
	fmt.Fprintf(stdout, "%-40s %10s %10s %10s\n", "the file deleted: its class gone", round(res.Deleted.P50), round(res.Deleted.P99), round(res.Deleted.Max))
	return nil
}

// describeAnswer writes a get_symbol_at_position answer on one line.
func describeAnswer(r *backend.PositionResult, err error) string {
	if err != nil {
		return err.Error()
	}
	s := r.Token + " (" + r.Role + ") -> " + r.TargetKind
	switch {
	case r.Symbol != nil:
		s += " " + r.Symbol.DocumentationCommentID
	case r.Local != nil:
		s += " " + r.Local.Kind + " " + r.Local.Name + ": " + r.Local.Type
		if r.Local.DocumentationCommentID != "" {
			s += " " + r.Local.DocumentationCommentID
		}
	case r.Namespace != "":
		s += " " + r.Namespace
	case r.External != "":
		s += " " + r.External
	default:
		s += " (" + r.Reason + ")"
	}
	if r.Symbol != nil && len(r.Candidates) > 0 { // not certain: say so, for reading by hand
		s += fmt.Sprintf(" [%d candidates: %s]", len(r.Candidates), r.Reason)
	}
	return s
}

func round(d time.Duration) string { return d.Round(time.Microsecond).String() }

func benchGen(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("bench gen", flag.ContinueOnError)
	preset := fs.String("preset", "large", "large, symbols or small")
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	opts, ok := bench.Presets[*preset]
	if !ok {
		return usageError{fmt.Errorf("unknown preset %q", *preset)}
	}
	if err := bench.Generate(pos[0], opts); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote the %s synthetic workspace to %s\n", *preset, pos[0])
	return nil
}

// benchOpen parses a bench command's flags and opens the workspace its one
// argument names.
func benchOpen(ctx context.Context, fs *flag.FlagSet, args []string, stderr io.Writer) (*backend.Engine, string, error) {
	var o openFlags
	o.register(fs)
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return nil, "", err
	}
	o.noCache = true // what is measured starts from the sources
	e, err := o.open(ctx, pos[0], stderr)
	return e, pos[0], err
}
