package server

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend/bench"
)

// TestKilledProcessesLeaveASoundCache kills glider while it indexes and
// while it writes the cache, then starts it again: whatever the cache
// directory holds then, the index built is the one a run without the
// cache builds.
func TestKilledProcessesLeaveASoundCache(t *testing.T) {
	bin := buildGlider(t)
	ws := t.TempDir()
	if err := bench.Generate(ws, bench.GenOptions{Projects: 4, FilesPerProj: 150, TypesPerFile: 2, MembersPerType: 8, BodyLines: 6, Seed: 7}); err != nil {
		t.Fatal(err)
	}
	cacheHome := t.TempDir()
	index := func(extra ...string) map[string]any {
		t.Helper()
		cmd := exec.Command(bin, append([]string{"index", ws, "--json", "--no-assemblies"}, extra...)...)
		cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cacheHome)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("glider index: %v", err)
		}
		var res map[string]any
		if err := json.Unmarshal(out, &res); err != nil {
			t.Fatal(err)
		}
		return res
	}
	want := index("--no-cache")
	cacheDir := filepath.Join(cacheHome, "glider")
	// killAt starts an index and kills it (SIGKILL) when ready says so.
	killAt := func(what string, ready func(time.Duration) bool) {
		t.Helper()
		cmd := exec.Command(bin, "index", ws, "--no-assemblies")
		cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cacheHome)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan struct{})
		go func() { _ = cmd.Wait(); close(exited) }()
		start := time.Now()
	wait:
		for !ready(time.Since(start)) {
			select {
			case <-exited:
				t.Logf("the run ended before it could be killed %s", what)
				break wait
			case <-time.After(200 * time.Microsecond):
			}
		}
		_ = cmd.Process.Kill()
		<-exited
		got := index()
		for _, k := range []string{"files", "parsedFiles", "symbols"} {
			if got[k] != want[k] {
				t.Errorf("after a kill %s, %s is %v, without the cache %v", what, k, got[k], want[k])
			}
		}
	}
	killAt("while indexing", func(d time.Duration) bool { return d > 150*time.Millisecond })
	index() // a whole run leaves a cache
	// A process killed while it writes the cache leaves its temporary file
	// (the cache file itself is replaced by a rename, whole or not at all).
	if err := os.WriteFile(filepath.Join(cacheDir, "0123.glidercache.99.tmp"), []byte("half a cache"), 0o600); err != nil {
		t.Fatal(err)
	}
	// A damaged cache file (cut in half) is noticed and rebuilt.
	caches, _ := filepath.Glob(filepath.Join(cacheDir, "*.glidercache"))
	for _, c := range caches {
		data, _ := os.ReadFile(c)
		if err := os.WriteFile(c, data[:len(data)/2], 0o600); err != nil {
			t.Fatal(err)
		}
	}
	got := index()
	if got["symbols"] != want["symbols"] {
		t.Errorf("with a damaged cache: %v symbols, want %v", got["symbols"], want["symbols"])
	}
	cache := func(what string) string {
		cmd := exec.Command(bin, "cache", what)
		cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cacheHome)
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("glider cache %s: %v", what, err)
		}
		return string(out)
	}
	if out := cache("info"); !strings.Contains(out, ws) {
		t.Errorf("glider cache info does not name the workspace:\n%s", out)
	}
	cache("clean")
	if left, _ := os.ReadDir(cacheDir); len(left) > 0 {
		t.Errorf("glider cache clean left %v", left)
	}
}
