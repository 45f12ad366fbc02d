// Package pluginnvim_test runs the Neovim plugin's tests: each
// tests/*_test.lua in a headless Neovim, with the plugin on the
// runtimepath, against the real backend (the glider binary, built once)
// on a copy of testdata/sample.
package pluginnvim_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// hangGuard ends a Neovim that never finishes; the tests themselves do not
// time anything.
const hangGuard = 10 * time.Minute

func TestPlugin(t *testing.T) {
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (apt-get install neovim): the Neovim plugin is not tested")
	}
	out, _ := exec.Command(nvim, "--version").Output()
	var major, minor int
	if _, err := fmt.Sscanf(string(out), "NVIM v%d.%d", &major, &minor); err != nil || major == 0 && minor < 7 {
		t.Fatalf("%s is not Neovim 0.7 or later, which the plugin needs: %.40q", nvim, out)
	}
	plugin, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(plugin, "tests", "*_test.lua"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no tests/*_test.lua: %v", err)
	}
	bin := buildGlider(t, filepath.Dir(plugin))
	sample := filepath.Join(filepath.Dir(plugin), "testdata", "sample")
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), "_test.lua")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			runLua(t, nvim, bin, plugin, sample, file)
		})
	}
}

// runLua runs one test file in a headless Neovim of its own, with its own
// copy of the sample and its own runtime and cache folders (a backend
// shares its workspace on a socket there: tests must not meet).
func runLua(t *testing.T, nvim, bin, plugin, sample, file string) {
	tmp := t.TempDir()
	work := filepath.Join(tmp, "sample")
	if err := os.CopyFS(work, os.DirFS(sample)); err != nil {
		t.Fatal(err)
	}
	env := os.Environ()
	for _, dir := range []string{"XDG_RUNTIME_DIR", "XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"} {
		path := filepath.Join(tmp, strings.ToLower(dir))
		if err := os.Mkdir(path, 0o700); err != nil {
			t.Fatal(err)
		}
		env = append(env, dir+"="+path)
	}
	env = append(env, "GLIDER_TEST_BIN="+bin, "GLIDER_TEST_SAMPLE="+work, "GLIDER_TEST_PLUGIN="+plugin)
	// A Lua error outside the cases (a syntax error ...) must end Neovim too.
	run := fmt.Sprintf(`lua local ok, err = xpcall(dofile, debug.traceback, %q)
if not ok then io.stderr:write(tostring(err) .. '\n'); vim.cmd('cquit 2') end`, file)
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	cmd := exec.CommandContext(ctx, nvim, "--headless", "-u", "NONE", "--noplugin", "-i", "NONE", "-n", "-c", run)
	cmd.Dir = work
	cmd.Env = env
	cmd.WaitDelay = 10 * time.Second
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s did not finish in %v:\n%s", filepath.Base(file), hangGuard, output.String())
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", filepath.Base(file), err, output.String())
	}
	t.Logf("%s\n%s", filepath.Base(file), output.String())
}

var (
	buildOnce sync.Once
	built     string
	buildErr  error
)

// buildGlider builds the backend once for every test file; GOCACHE is
// passed on as it is, whatever the children's XDG folders.
func buildGlider(t *testing.T, repo string) string {
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "glider-nvim-test-")
		if err != nil {
			buildErr = err
			return
		}
		built = filepath.Join(dir, "glider")
		goCmd := "go"
		if p, err := exec.LookPath("go"); err == nil {
			goCmd = p
		}
		cache, err := exec.Command(goCmd, "env", "GOCACHE").Output()
		if err != nil {
			buildErr = fmt.Errorf("go env GOCACHE: %v", err)
			return
		}
		cmd := exec.Command(goCmd, "build", "-o", built, "./cmd/glider")
		cmd.Dir = repo
		cmd.Env = append(os.Environ(), "GOCACHE="+strings.TrimSpace(string(cache)))
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built != "" {
		os.RemoveAll(filepath.Dir(built))
	}
	os.Exit(code)
}
