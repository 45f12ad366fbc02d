package backend

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
)

var agentWorkspace = sharedWorkspace("testdata/agent")

// agentFixture is testdata/agent, the fixture of the agent tools
// (get_symbol_source, get_document_outline, search_text).
func agentFixture(t *testing.T) *View {
	t.Helper()
	return agentWorkspace(t).View()
}

// TestSymbolSource writes what get_symbol_source answers for symbols of
// testdata/agent with each combination of the options: a partial type's
// two parts, bodies elided, doc comments with or without.
func TestSymbolSource(t *testing.T) {
	v := agentFixture(t)
	var sb strings.Builder
	for _, c := range []struct {
		doc        string
		docs, body bool
	}{
		{"T:Agent.Shapes.Widget", true, false},
		{"T:Agent.Shapes.Widget", false, false},
		{"M:Agent.Shapes.Widget.Resize(System.Int32)", true, true},
		{"M:Agent.Shapes.Widget.Resize(System.Int32)", false, false},
		{"M:Agent.Shapes.Widget.#ctor(System.Int32)", false, false},
		{"P:Agent.Shapes.Widget.Name", true, false},
		{"P:Agent.Shapes.Widget.Area", false, false},
		{"M:Agent.Shapes.Widget.ToString", false, false},
		{"M:Agent.Shapes.Widget.Weight", false, false},
		{"E:Agent.Shapes.Widget.Resized", true, true},
		{"F:Agent.Shapes.Widget._weight", false, true},
		{"T:Agent.Shapes.IShape", false, false},
		{"T:Agent.Shapes.Painter", false, true},
	} {
		res, err := v.SymbolSource(context.Background(), SourceRequest{SymbolKey: keyOf(t, v, c.doc),
			IncludeDocComments: c.docs, IncludeBody: c.body, PathStyle: "relative"})
		if err != nil {
			t.Fatalf("%s: %v", c.doc, err)
		}
		fmt.Fprintf(&sb, "=== %s docs=%v body=%v\n", c.doc, c.docs, c.body)
		for _, p := range res.Parts {
			fmt.Fprintf(&sb, "--- %s:%d-%d\n%s\n", p.FilePath, p.StartLine, p.EndLine, p.Text)
		}
	}
	golden.Check(t, "testdata/agent/source.txt", sb.String())
}

// TestSymbolSourceErrors: an unknown key, an assembly's symbol and a
// namespace are refused with their codes.
func TestSymbolSourceErrors(t *testing.T) {
	v := agentFixture(t)
	ids := v.binder.SymbolsByDocID("T:System.Object")
	if len(ids) == 0 {
		t.Fatal("no System.Object")
	}
	for key, want := range map[string]ErrorCode{
		"":                            CodeInvalidArgument,
		"not a key":                   CodeInvalidSymbolKey,
		v.snap.Sym(ids[0]).Key:        CodeNoSource,
		keyOf(t, v, "N:Agent.Shapes"): CodeInvalidArgument,
		index.EncodeKey("Agent.csproj|T:Agent.Shapes.Gadget"): CodeSymbolNotFound,
	} {
		_, err := v.SymbolSource(context.Background(), SourceRequest{SymbolKey: key})
		if err == nil || AsError(err).Code != want {
			t.Errorf("%q: %v, want %s", key, err, want)
		}
	}
}

// TestSymbolSourceStale: a file changed on disk since it was indexed is
// reported, not cut at the old positions.
func TestSymbolSourceStale(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"Agent.csproj", "Widget.cs"} {
		data, err := os.ReadFile(filepath.Join("testdata/agent", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	if err := os.WriteFile(filepath.Join(dir, "Widget.cs"), []byte("// gone\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = v.SymbolSource(context.Background(), SourceRequest{SymbolKey: keyOf(t, v, "T:Agent.Shapes.IShape")})
	if e := AsError(err); err == nil || e.Code != CodeStaleFile || e.Continuation == nil || e.Continuation.Kind != ContinueRetry {
		t.Errorf("stale file: %v", err)
	}
}
