package backend

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

func writeFile(t *testing.T, path string, content []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, content, 0o644); err != nil {
		t.Fatal(err)
	}
}

func errorCode(err error) ErrorCode {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func TestOpenBadPaths(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "docs", "README.md"), []byte("# not C#"))
	for path, want := range map[string]ErrorCode{
		filepath.Join(dir, "missing"):               CodeWorkspaceNotFound,
		filepath.Join(dir, "docs"):                  CodeNoCSharp,
		filepath.Join(dir, "docs", "README.md"):     CodeNoCSharp,
		filepath.Join(dir, "missing", "App.sln"):    CodeWorkspaceNotFound,
		filepath.Join(dir, "missing", "App.csproj"): CodeWorkspaceNotFound,
	} {
		_, err := Open(context.Background(), path, testOptions)
		if got := errorCode(err); got != want {
			t.Errorf("Open(%s) = %v, want code %s", path, err, want)
		}
	}
}

// TestBadFiles indexes a folder of files that are broken in every way we
// know: each costs a diagnostic, never the rest of the workspace.
func TestBadFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "Good.cs"), []byte("namespace Bad; public class Good { public void Run() {} }"))
	writeFile(t, filepath.Join(dir, "Broken.cs"), []byte("namespace Bad;\npublic class Broken {\n  public void Half( { int x = ; }\n  public int Still { get; }\n"))
	writeFile(t, filepath.Join(dir, "Binary.cs"), []byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00"))
	writeFile(t, filepath.Join(dir, "Latin1.cs"), []byte("namespace Bad; public class Caf\xe9 { } // \xff\xfe"))
	writeFile(t, filepath.Join(dir, "Empty.cs"), nil)
	wide := utf16.Encode([]rune("namespace Bad;\npublic class Wide { }\n"))
	buf := []byte{0xFF, 0xFE}
	for _, u := range wide {
		buf = append(buf, byte(u), byte(u>>8))
	}
	writeFile(t, filepath.Join(dir, "Wide.cs"), buf)
	huge := bytes.Repeat([]byte("public class G { public int F; }\n"), 20<<20/34)
	writeFile(t, filepath.Join(dir, "Generated.cs"), huge)
	if err := os.Symlink(filepath.Join(dir, "nowhere.cs"), filepath.Join(dir, "Dangling.cs")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "Folder.cs"), 0o755); err != nil {
		t.Fatal(err)
	}

	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	s := e.Snapshot()
	names := map[string]bool{}
	for i, sym := range s.AllSymbols() {
		if !s.External(index.SymbolID(i)) {
			names[sym.Name] = true
		}
	}
	// Still is lost: tree-sitter's recovery folds it into Half's parameters.
	for _, want := range []string{"Good", "Run", "Broken", "Half", "Café", "Wide"} {
		if !names[want] {
			t.Errorf("symbol %q missing; have %v", want, names)
		}
	}
	diags := map[string]string{}
	for _, d := range s.Diagnostics {
		diags[filepath.Base(d.Path)] += d.Message + ";"
	}
	for file, want := range map[string]string{
		"Broken.cs":    "syntax error",
		"Binary.cs":    "binary content",
		"Latin1.cs":    "read as Windows-1252",
		"Generated.cs": "over the 10 MB limit",
	} {
		if !strings.Contains(diags[file], want) {
			t.Errorf("diagnostics of %s = %q, want %q", file, diags[file], want)
		}
	}
	line3 := false
	for _, d := range s.Diagnostics {
		line3 = line3 || filepath.Base(d.Path) == "Broken.cs" && d.Line == 3
	}
	if !line3 {
		t.Error("no diagnostic points at the broken line 3 of Broken.cs")
	}
	if names["G"] {
		t.Error("the oversized file was indexed")
	}
}

// externalSymbols counts the symbols read from assemblies.
func externalSymbols(s *index.Snapshot) int {
	n := 0
	for i := range s.SymbolCount() {
		if s.External(index.SymbolID(i)) {
			n++
		}
	}
	return n
}

// TestLargeFileWithinLimit checks a big generated file is indexed whole when
// the limit allows it.
func TestLargeFileWithinLimit(t *testing.T) {
	dir := t.TempDir()
	var sb strings.Builder
	sb.WriteString("namespace Gen;\npublic static class Constants {\n")
	for i := range 40000 {
		sb.WriteString("    public const int C")
		sb.WriteString(strings.Repeat("x", i%7))
		sb.WriteString(strconv.Itoa(i))
		sb.WriteString(" = 1;\n")
	}
	sb.WriteString("}\n")
	writeFile(t, filepath.Join(dir, "Constants.cs"), []byte(sb.String()))
	e, err := Open(context.Background(), dir, Options{Index: index.Options{MaxFileSize: 64 << 20}, Assemblies: testenv.Assemblies()})
	if err != nil {
		t.Fatal(err)
	}
	if got := e.Snapshot().SymbolCount() - externalSymbols(e.Snapshot()); got != 40000+2 {
		t.Errorf("%d symbols, want 40002 (namespace, class, constants)", got)
	}
}
