package server

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

var (
	sampleOnce   sync.Once
	sampleEngine *backend.Engine
	sampleErr    error
)

const samplePath = "../../testdata/sample"

func sample(t *testing.T) *backend.Engine {
	t.Helper()
	sampleOnce.Do(func() {
		sampleEngine, sampleErr = backend.Open(context.Background(), samplePath, backend.Options{Assemblies: testenv.Assemblies()})
	})
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleEngine
}

// call is one test case: a tool and its arguments, as a client sends them.
type call struct {
	Tool string          `json:"tool"`
	Args json.RawMessage `json:"args"`
}

// TestCalls runs every testdata/calls/*.json through Call, the path every
// door takes, and compares the envelope with the .golden file beside it.
// Absolute paths are written as $SAMPLE so the files work on any machine.
func TestCalls(t *testing.T) {
	e := sample(t)
	root, err := filepath.Abs(samplePath)
	if err != nil {
		t.Fatal(err)
	}
	cases, _ := filepath.Glob("testdata/calls/*.json")
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, path := range cases {
		if strings.HasSuffix(path, ".golden.json") {
			continue
		}
		t.Run(strings.TrimSuffix(filepath.Base(path), ".json"), func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var c call
			if err := json.Unmarshal(raw, &c); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			env := Call(context.Background(), e, c.Tool, c.Args)
			env.Meta.DurationMs = 0
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetIndent("", "  ")
			enc.SetEscapeHTML(false)
			if err := enc.Encode(env); err != nil {
				t.Fatal(err)
			}
			out := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
			// The snapshot depends on where and when the sample was loaded.
			ref := e.View().Ref()
			got := strings.NewReplacer(root, "$SAMPLE", ref.SnapshotID, "$SNAPSHOT",
				strconv.FormatInt(ref.WorkspaceEpoch, 10), "$EPOCH", ref.WorkspaceID, "$WORKSPACE").Replace(string(out)) + "\n"
			golden.Check(t, strings.TrimSuffix(path, ".json")+".golden.json", got)
		})
	}
}

// TestExpectedSnapshot: a call that names the current snapshot is answered;
// one that names another fails with SnapshotMismatch, the current snapshot
// and a continuation, whatever the tool.
func TestExpectedSnapshot(t *testing.T) {
	e := sample(t)
	current := e.View().Ref().SnapshotID
	for _, exp := range []string{`"` + current + `"`, `{"snapshotId": "` + current + `", "workspaceEpoch": 1}`} {
		env := Call(context.Background(), e, "search_symbols", json.RawMessage(`{"query": "Order", "expectedSnapshot": `+exp+`}`))
		if !env.Success || env.Snapshot == nil || env.Snapshot.SnapshotID != current {
			t.Errorf("expectedSnapshot %s: %+v", exp, env)
		}
	}
	for _, name := range ToolNames() {
		env := Call(context.Background(), e, name, json.RawMessage(`{"expectedSnapshot": "old-1-1"}`))
		if env.Success || env.Error.Code != string(backend.CodeSnapshotMismatch) || env.Error.Continuation == nil ||
			env.Snapshot == nil || env.Snapshot.SnapshotID != current {
			t.Errorf("%s with a stale snapshot: %+v", name, env)
		}
	}
}

// TestCallNeverPanics feeds malformed arguments to every tool: each must
// answer with an error envelope, never a panic or a success.
func TestCallNeverPanics(t *testing.T) {
	e := sample(t)
	bad := []string{`{`, `[]`, `"x"`, `{"query": 5}`, `{"query": "x", "take": "many"}`,
		`{"query": "x", "unknown": 1}`, `{"query": "x", "kinds": {"a": 1}}`, `{"query": ""}`, `{"query": "a(b"}`}
	for _, name := range ToolNames() {
		for _, args := range bad {
			env := Call(context.Background(), e, name, json.RawMessage(args))
			if env.Success || env.Error == nil || env.Error.Code != string(backend.CodeInvalidArgument) {
				t.Errorf("%s(%s) = %+v, want an InvalidArgument error", name, args, env)
			}
		}
	}
	env := Call(context.Background(), e, "no_such_tool", nil)
	if env.Error == nil || env.Error.Code != string(CodeUnknownTool) {
		t.Errorf("unknown tool: %+v", env)
	}
}
