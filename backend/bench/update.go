package bench

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/glider-dev/glider/backend"
)

// UpdateLatency is how long an edit takes to show in answers.
type UpdateLatency struct {
	Edits int
	// Body is from handing the engine an editor's new text of one file,
	// with a line added that declares nothing, to a snapshot that holds it.
	Body Latency
	// Declaration is from handing the engine an editor's new text of one
	// file, with a class added, to a search_symbols that finds it.
	Declaration Latency
	// Use is the same edit to get_symbol_at_position resolving a use of
	// the class added (in the class itself), on the edit's snapshot.
	Use Latency
	// Restore is closing the buffer again (the disk's text back).
	Restore Latency
	// Created is from a C# file written next to the one edited to a
	// search_symbols that finds its class; Deleted, from its removal to a
	// search that no longer does.
	Created, Deleted Latency
}

// UpdateLatencies edits n source files drawn at random (seeded), one at a
// time as an editor does: first a comment line is added to the file's text
// (the time is taken until the snapshot holds the new text), then a class
// (until search_symbols finds it), the comment back, the class again
// (until get_symbol_at_position resolves a use of it), the comment back,
// then the buffer is closed; then a C# file is created next to it and
// deleted again, on disk.
func UpdateLatencies(ctx context.Context, e *backend.Engine, n int, seed uint64) (UpdateLatency, error) {
	e.Warm(ctx)
	runtime.GC()
	var paths []string
	s := e.Snapshot()
	for i := range s.Files {
		if f := &s.Files[i]; !f.External && f.Syntax != nil {
			paths = append(paths, f.Path)
		}
	}
	if len(paths) == 0 {
		return UpdateLatency{}, fmt.Errorf("the workspace has no parsed source file")
	}
	r := rand.New(rand.NewPCG(seed, seed+1))
	var body, declaration, use, restore, created, deleted []time.Duration
	for i := range n {
		path := paths[r.IntN(len(paths))]
		id, _ := e.Snapshot().FileByPath(path)
		src, err := e.Snapshot().Source(id)
		if err != nil {
			return UpdateLatency{}, err
		}
		probe := fmt.Sprintf("GliderBenchProbe%d", i)
		lines := e.Snapshot().Files[id].Syntax.Lines
		start := time.Now()
		commented := append(src[:len(src):len(src)], "\n// "+probe+"\n"...)
		if _, _, err := e.Update(ctx, backend.Change{Buffers: map[string][]byte{path: commented}}); err != nil {
			return UpdateLatency{}, err
		}
		if got := e.Snapshot().Files[id].Syntax.Lines; got <= lines {
			return UpdateLatency{}, fmt.Errorf("%s: the snapshot holds %d lines after the edit, %d before", path, got, lines)
		}
		body = append(body, time.Since(start))
		for _, step := range []struct {
			times *[]time.Duration
			ask   func(v *backend.View, text []byte) error
		}{
			{&declaration, func(v *backend.View, _ []byte) error {
				res, err := v.SearchSymbols(ctx, backend.SearchRequest{Query: probe, SourceOnly: true, Take: 1})
				if err == nil && res.Total == 0 { // a file several projects compile declares it in each
					err = fmt.Errorf("not found")
				}
				return err
			}},
			{&use, func(v *backend.View, text []byte) error {
				at := bytes.LastIndex(text, []byte(probe))
				line := bytes.Count(text[:at], []byte("\n")) + 1
				col := at - bytes.LastIndexByte(text[:at], '\n')
				res, err := v.SymbolAtPosition(ctx, backend.PositionRequest{FilePath: path, Line: line, Column: col})
				if err == nil && (res.Symbol == nil || res.Symbol.Name != probe) {
					err = fmt.Errorf("resolved to %+v", res)
				}
				return err
			}},
		} {
			start = time.Now()
			declared := append(src[:len(src):len(src)], fmt.Sprintf("\nclass %s { %s Self() => this; }\n", probe, probe)...)
			if _, _, err := e.Update(ctx, backend.Change{Buffers: map[string][]byte{path: declared}}); err != nil {
				return UpdateLatency{}, err
			}
			if err := step.ask(e.View(), declared); err != nil {
				return UpdateLatency{}, fmt.Errorf("%s: the class added: %v", path, err)
			}
			*step.times = append(*step.times, time.Since(start))
			if _, _, err := e.Update(ctx, backend.Change{Buffers: map[string][]byte{path: commented}}); err != nil {
				return UpdateLatency{}, err
			}
		}
		start = time.Now()
		if _, _, err := e.Update(ctx, backend.Change{Closed: []string{path}}); err != nil {
			return UpdateLatency{}, err
		}
		restore = append(restore, time.Since(start))
		found := func(want bool) error {
			res, err := e.View().SearchSymbols(ctx, backend.SearchRequest{Query: probe + "File", SourceOnly: true, Take: 1})
			if err == nil && (res.Total > 0) != want {
				err = fmt.Errorf("the created file's class found: %v", res.Total > 0)
			}
			return err
		}
		scratch := filepath.Join(filepath.Dir(path), probe+"File.cs")
		start = time.Now()
		if err := os.WriteFile(scratch, fmt.Appendf(nil, "class %sFile { }\n", probe), 0o644); err != nil {
			return UpdateLatency{}, err
		}
		if _, _, err := e.Update(ctx, backend.Change{Files: []string{scratch}}); err != nil {
			return UpdateLatency{}, err
		}
		if err := found(true); err != nil {
			os.Remove(scratch)
			return UpdateLatency{}, fmt.Errorf("%s: %v", scratch, err)
		}
		created = append(created, time.Since(start))
		start = time.Now()
		if err := os.Remove(scratch); err != nil {
			return UpdateLatency{}, err
		}
		if _, _, err := e.Update(ctx, backend.Change{Files: []string{scratch}}); err != nil {
			return UpdateLatency{}, err
		}
		if err := found(false); err != nil {
			return UpdateLatency{}, fmt.Errorf("%s: %v", scratch, err)
		}
		deleted = append(deleted, time.Since(start))
	}
	return UpdateLatency{Edits: n, Body: summarize(body), Declaration: summarize(declaration), Use: summarize(use),
		Restore: summarize(restore), Created: summarize(created), Deleted: summarize(deleted)}, nil
}
