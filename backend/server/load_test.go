package server

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

// TestLoad: 8 clients ask mixed questions while files change, in editors
// and on disk: no failed answer, no deadlock (run it with -race), and a
// heap that does not grow with time. GLIDER_LOAD_SECONDS sets how long
// (default 5; BENCHMARKS.md has a 60-second run).
func TestLoad(t *testing.T) {
	seconds := 5
	if s := os.Getenv("GLIDER_LOAD_SECONDS"); s != "" {
		var err error
		if seconds, err = strconv.Atoi(s); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("../../testdata/sample")); err != nil {
		t.Fatal(err)
	}
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	defer h.Close()
	if _, err := h.Open(context.Background(), dir); err != nil {
		t.Fatal(err)
	}
	res, err := RunLoad(context.Background(), h, 8, time.Duration(seconds)*time.Second, true, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d calls, %d edits, live heap %.0f MB at the start, %.0f MB at the end", res.Calls, res.Edits, res.HeapMB[0], res.HeapMB[len(res.HeapMB)-1])
	for _, f := range res.Failures {
		t.Error(f)
	}
	if res.Calls == 0 || res.Edits == 0 {
		t.Errorf("%d calls, %d edits", res.Calls, res.Edits)
	}
	// Snapshots replaced are dropped: the heap stays within a few of them.
	if first, last := res.HeapMB[0], res.HeapMB[len(res.HeapMB)-1]; last > 3*first+50 {
		t.Errorf("the live heap grew from %.0f MB to %.0f MB", first, last)
	}
}
