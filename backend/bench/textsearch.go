package bench

import (
	"context"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/glider-dev/glider/backend"
)

// TextCase is one search_text request timed.
type TextCase struct {
	Request backend.TextSearchRequest
	Hits    int
	Median  time.Duration
}

// TextRead is the floor of any search_text: reading the files it reads
// (the page cache warm) on as many workers, searching nothing.
type TextRead struct {
	Files  int
	Bytes  int64
	Median time.Duration
}

// TextSearchTimes times search_text on each request through the engine
// (the median of runs, take 200) and reading the same files.
func TextSearchTimes(ctx context.Context, e *backend.Engine, reqs []backend.TextSearchRequest, runs int) ([]TextCase, TextRead, error) {
	e.Warm(ctx) // the background work done: it would share the cores
	v := e.View()
	files, err := v.TextSearchFiles("", "")
	if err != nil {
		return nil, TextRead{}, err
	}
	read := TextRead{Files: len(files)}
	var times []time.Duration
	for range runs {
		runtime.GC()
		start := time.Now()
		read.Bytes = readAll(files)
		times = append(times, time.Since(start))
	}
	read.Median = summarize(times).P50
	var out []TextCase
	for _, req := range reqs {
		req.Take = backend.DefaultTake
		c := TextCase{Request: req}
		times = times[:0]
		for range runs {
			runtime.GC()
			start := time.Now()
			res, err := v.SearchText(ctx, req)
			if err != nil {
				return nil, read, err
			}
			times = append(times, time.Since(start))
			c.Hits = res.Total
		}
		c.Median = summarize(times).P50
		out = append(out, c)
	}
	return out, read, nil
}

// readAll reads files on one worker per CPU and returns the bytes read.
func readAll(files []string) int64 {
	var next, total atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(files); i = int(next.Add(1) - 1) {
				if data, err := os.ReadFile(files[i]); err == nil {
					total.Add(int64(len(data)))
				}
			}
		}()
	}
	wg.Wait()
	return total.Load()
}
