package bench

import (
	"cmp"
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// PositionStats is what get_symbol_at_position costs and finds on a sample
// of the identifiers of a workspace.
type PositionStats struct {
	Cold, Warm Latency        // the first question about a file (it is read and parsed), and the next ones
	Targets    map[string]int // how many answers of each target kind (symbol, local, external, ...)
	Errors     int
	Answers    []PositionAnswer // every question with its answer, for checking by hand
	Slowest    string           // file:line:col of the slowest question, to look into it
}

// PositionAnswer is one question of the sample and what came back.
type PositionAnswer struct {
	File     string
	At       syntax.Pos
	LineText string
	Result   *backend.PositionResult
	Err      error
}

// PositionLatencies asks get_symbol_at_position about perFile identifiers
// (every one when perFile is 0) in each of files files drawn at random
// (seeded), in the steady state.
func PositionLatencies(ctx context.Context, e *backend.Engine, files, perFile int, seed uint64) (PositionStats, error) {
	e.Warm(ctx)
	runtime.GC()
	s := e.Snapshot()
	r := rand.New(rand.NewPCG(seed, seed+1))
	st := PositionStats{Targets: map[string]int{}}
	var cold, warm []time.Duration
	var slowest time.Duration
	p := syntax.NewParser()
	defer p.Close()
	v := e.View()
	// The source files, each path once (a file that projects compile with
	// other preprocessor symbols has more entries: questions get the
	// first), not the text Glider writes for a generator (f.Text).
	var sources []index.FileID
	for i, f := range s.Files {
		if id, ok := s.FileByPath(f.Path); !f.External && f.Text == nil && ok && id == index.FileID(i) {
			sources = append(sources, id)
		}
	}
	// Files are drawn by a hash of the seed and their path, not by their
	// place in the list: two builds whose lists differ (a project read for
	// another target framework) draw the same files.
	drawn := func(id index.FileID) uint64 {
		h := fnv.New64a()
		fmt.Fprintf(h, "%d|%s", seed, s.Files[id].RelPath)
		return h.Sum64()
	}
	slices.SortFunc(sources, func(a, b index.FileID) int { return cmp.Compare(drawn(a), drawn(b)) })
	// Each file once: a workspace with fewer files than asked for gives
	// them all (CommunityToolkit/Windows' four, not four drawn 35 times).
	for _, id := range sources[:min(files, len(sources))] {
		f := &s.Files[id]
		if f.Syntax == nil {
			continue
		}
		src, err := s.Source(id)
		if err != nil {
			continue
		}
		// The identifiers of the file, found outside the timing.
		tree := p.ParseTree(src)
		lines := syntax.NewLineIndex(tree.Src)
		var idents []syntax.Pos
		for i := range tree.Nodes {
			if k := tree.Kind(int32(i)); k == "identifier" || k == "implicit_parameter" { // x in x => ...
				idents = append(idents, lines.Position(int(tree.Nodes[i].Start)))
			}
		}
		if len(idents) == 0 {
			continue
		}
		asks := perFile
		if asks <= 0 {
			asks = len(idents) // every identifier of the file, in order
		}
		for k := range asks {
			at := idents[k%len(idents)]
			if perFile > 0 {
				at = idents[r.IntN(len(idents))]
			}
			start := time.Now()
			res, err := askPosition(ctx, v, backend.PositionRequest{FilePath: f.Path, Line: at.Line, Column: at.Col})
			d := time.Since(start)
			if d > slowest {
				slowest = d
				st.Slowest = fmt.Sprintf("%s:%d:%d", f.RelPath, at.Line, at.Col)
			}
			if k == 0 {
				cold = append(cold, d)
			} else {
				warm = append(warm, d)
			}
			st.Answers = append(st.Answers, PositionAnswer{File: f.RelPath, At: at,
				LineText: strings.TrimSpace(string(lines.Line(at.Line))), Result: res, Err: err})
			switch {
			case err != nil && backend.AsError(err).Code == backend.CodeNoSymbolAtPosition:
				st.Targets["not a name"]++ // nameof, a discard, a directive's word
				continue
			case err != nil:
				st.Errors++
				continue
			}
			st.Targets[res.TargetKind]++
		}
	}
	if len(cold) > 0 {
		st.Cold = summarize(cold)
	}
	if len(warm) > 0 {
		st.Warm = summarize(warm)
	}
	return st, nil
}

// askPosition asks one position, a panic turned into its error: one
// broken answer is counted among the errors, not the end of the run.
func askPosition(ctx context.Context, v *backend.View, req backend.PositionRequest) (res *backend.PositionResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("resolving %s:%d:%d panicked: %v\n%s", req.FilePath, req.Line, req.Column, r, debug.Stack())
		}
	}()
	return v.SymbolAtPosition(ctx, req)
}
