//go:build unix

// Package extension runs the VS Code extension's tests from go test: its
// unit tests (npm test, node's test runner), its packaging into a .vsix,
// and its end-to-end tests in a real VS Code (npm run e2e: code-server and
// Chromium, see test/e2e/run.ts) against the glider binary built here on a
// copy of testdata/sample, then with the .vsix installed. Without what they
// need installed they skip, unless GLIDER_REQUIRE_VSCODE_E2E=1 (CI) makes
// that a failure.
package extension

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hangGuard ends a run that never finishes (sooner when go test's own
// -timeout comes first); the tests themselves time nothing.
const hangGuard = 15 * time.Minute

// missing skips, or fails when the end-to-end tests are required.
func missing(t *testing.T, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if os.Getenv("GLIDER_REQUIRE_VSCODE_E2E") == "1" {
		t.Fatalf("%s (GLIDER_REQUIRE_VSCODE_E2E=1)", msg)
	}
	t.Skip(msg)
}

func TestExtension(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		missing(t, "npm is not installed: the VS Code extension is not tested")
	}
	if _, err := os.Stat(filepath.Join("node_modules", ".bin", "tsc")); err != nil {
		missing(t, "the extension's packages are not installed (cd extension-vscode && npm ci): it is not tested")
	}
	declareInputs(t)
	t.Run("unit", func(t *testing.T) {
		run(t, nil, "npm", "test")
	})
	// The e2e tests install the .vsix package makes.
	vsix := filepath.Join(t.TempDir(), "glider.vsix")
	t.Run("package", func(t *testing.T) {
		run(t, nil, "npm", "run", "package", "--", "--out", vsix)
		checkVSIX(t, vsix)
	})
	t.Run("e2e", func(t *testing.T) {
		if _, err := os.Stat(filepath.Join("test", "code-server", "node_modules", "code-server")); err != nil {
			missing(t, "code-server is not installed (extension-vscode/scripts/install-code-server.sh): no end-to-end tests")
		}
		chromium := os.Getenv("CHROMIUM")
		if chromium == "" {
			chromium = "/usr/bin/chromium"
		}
		if _, err := os.Stat(chromium); err != nil {
			missing(t, "%s is missing (apt-get install chromium): no end-to-end tests", chromium)
		}
		if _, err := os.Stat(vsix); err != nil {
			t.Fatalf("no .vsix to install: %v", err)
		}
		work := filepath.Join(t.TempDir(), "sample")
		if err := os.CopyFS(work, os.DirFS(filepath.Join("..", "testdata", "sample"))); err != nil {
			t.Fatal(err)
		}
		artifacts, err := filepath.Abs("test-artifacts")
		if err != nil {
			t.Fatal(err)
		}
		run(t, []string{"GLIDER_TEST_BIN=" + buildGlider(t), "GLIDER_TEST_WORKSPACE=" + work, "GLIDER_TEST_ARTIFACTS=" + artifacts,
			"GLIDER_TEST_VSIX=" + vsix, "CHROMIUM=" + chromium}, "npm", "run", "e2e")
		t.Logf("screenshots in %s", artifacts)
	})
}

// checkVSIX checks that a .vsix holds the bundle and an executable
// backend, and nothing the extension does not need.
func checkVSIX(t *testing.T, vsix string) {
	z, err := zip.OpenReader(vsix)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	files := map[string]bool{}
	for _, f := range z.File {
		files[f.Name] = true
		if f.Name == "extension/bin/glider" && f.Mode()&0o111 == 0 {
			t.Errorf("bin/glider is not executable in the .vsix: %v", f.Mode())
		}
		if strings.Contains(f.Name, "node_modules/") || strings.HasPrefix(f.Name, "extension/src/") || strings.HasPrefix(f.Name, "extension/test") {
			t.Errorf("the .vsix holds %s, which the extension does not need", f.Name)
		}
	}
	for _, want := range []string{"extension/package.json", "extension/dist/extension.js", "extension/bin/glider", "extension/readme.md"} {
		if !files[want] {
			t.Errorf("the .vsix has no %s", want)
		}
	}
}

// declareInputs stats what the tests depend on beyond this file, which go
// test's cache would not know otherwise: the extension's own files, and
// the Go sources of the glider the e2e tests build.
func declareInputs(t *testing.T) {
	built := map[string]bool{"node_modules": true, "out": true, "dist": true, "bin": true, "test-artifacts": true}
	statFiles(t, ".", func(dir string) bool { return built[dir] }, func(string) bool { return true })
	statFiles(t, "..", func(dir string) bool { return dir == "extension-vscode" || dir == "node_modules" },
		func(file string) bool { return strings.HasSuffix(file, ".go") || file == "go.mod" || file == "go.sum" })
}

// statFiles stats the files under root that keep says, in folders that
// are neither hidden nor skipped.
func statFiles(t *testing.T, root string, skip func(dir string) bool, keep func(file string) bool) {
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == root {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") || skip(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if keep(d.Name()) {
			_, err = os.Stat(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// run runs a command in the extension's folder and fails the test with its
// output when it fails. Its children (code-server, the browser) are in its
// process group and end with it.
func run(t *testing.T, env []string, name string, args ...string) {
	t.Helper()
	deadline := time.Now().Add(hangGuard)
	if d, ok := t.Deadline(); ok && d.Add(-time.Minute).Before(deadline) {
		deadline = d.Add(-time.Minute) // fail with the output rather than panic
	}
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 10 * time.Second
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s %s did not finish by %v:\n%s", name, strings.Join(args, " "), deadline.Format(time.TimeOnly), out.String())
	}
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
	}
	t.Logf("%s %s\n%s", name, strings.Join(args, " "), out.String())
}

// buildGlider builds the backend the end-to-end tests run.
func buildGlider(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "glider")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/glider")
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
