package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
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
		sampleEngine, sampleErr = backend.Open(context.Background(), samplePath, backend.Options{Assemblies: testenv.Assemblies(), Proc: fakeProc()})
	})
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleEngine
}

// fakeProc is /proc as the golden calls see it: process 4242 maps the
// stand-in framework and the metadata reader's fixtures among what a real
// memory map also holds (the host, native libraries, anonymous memory, a
// deleted assembly, a file mapped twice); process 4243 is native; process
// 1 is another user's.
func fakeProc() fs.FS {
	repo := testenv.RepoRoot()
	framework := filepath.Join(repo, "testdata", "dotnet", "packs", "Microsoft.NETCore.App.Ref", "8.0.0", "ref", "net8.0")
	fixtures := filepath.Join(repo, "backend", "metadata", "testdata")
	maps := strings.Join([]string{
		"55d4c0a00000-55d4c0a10000 r-xp 00000000 08:01 1001                       /usr/share/dotnet/dotnet",
		"55d4c1e00000-55d4c1f00000 rw-p 00000000 00:00 0                          [heap]",
		"7f3a10000000-7f3a10100000 r--s 00000000 08:01 1002                       " + filepath.Join(framework, "mscorlib.dll"),
		"7f3a10200000-7f3a10280000 r--s 00000000 08:01 1003                       " + filepath.Join(framework, "System.dll"),
		"7f3a10300000-7f3a10302000 r--s 00000000 08:01 1004                       " + filepath.Join(fixtures, "Fixture.dll"),
		"7f3a10302000-7f3a10303000 r-xp 00002000 08:01 1004                       " + filepath.Join(fixtures, "Fixture.dll"),
		"7f3a10400000-7f3a10401000 r--s 00000000 08:01 1005                       " + filepath.Join(fixtures, "Symbols.dll"),
		"7f3a10500000-7f3a10501000 r--s 00000000 08:01 1006                       " + filepath.Join(fixtures, "Debug.dll"),
		"7f3a10600000-7f3a10601000 r--s 00000000 08:01 1007                       /app/Old.Plugin.dll (deleted)",
		"7f3a20000000-7f3a20200000 r-xp 00000000 08:01 1008                       /usr/share/dotnet/shared/Microsoft.NETCore.App/8.0.0/libcoreclr.so",
		"7f3a30000000-7f3a30021000 rw-p 00000000 00:00 0 ",
		"7ffc1a000000-7ffc1a021000 rw-p 00000000 00:00 0                          [stack]",
	}, "\n") + "\n"
	native := "55d4c0a00000-55d4c0a10000 r-xp 00000000 08:01 2001 /usr/bin/sleep\n" +
		"7f3a20000000-7f3a20200000 r-xp 00000000 08:01 2002 /usr/lib/x86_64-linux-gnu/libc.so.6\n"
	return otherUsersProc{fstest.MapFS{"4242/maps": {Data: []byte(maps)}, "4243/maps": {Data: []byte(native)}, "1/maps": {}}}
}

// otherUsersProc denies reading the memory map of process 1, as Linux does
// for another user's process.
type otherUsersProc struct{ files fstest.MapFS }

func (p otherUsersProc) Open(name string) (fs.File, error) {
	if strings.HasPrefix(name, "1/") {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrPermission}
	}
	return p.files.Open(name)
}

// call is one test case: a tool and its arguments, as a client sends them.
type call struct {
	Tool string          `json:"tool"`
	Args json.RawMessage `json:"args"`
}

// TestCalls runs every testdata/calls/*.json through Call, the path every
// door takes, and compares the envelope with the .golden file beside it.
// Absolute paths are written as $SAMPLE (the sample) and $REPO (the
// repository) so the files work on any machine.
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
			if b, ok := env.Data.(protocol.BatchResult); ok {
				for i := range b.Results {
					b.Results[i].DurationMs = 0
				}
			}
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
			got := strings.NewReplacer(root, "$SAMPLE", testenv.RepoRoot(), "$REPO", ref.SnapshotID, "$SNAPSHOT",
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
	h := hostOf(e, backend.Options{}) // not closed: the engine is shared
	current := e.View().Ref().SnapshotID
	for _, exp := range []string{`"` + current + `"`, `{"snapshotId": "` + current + `", "workspaceEpoch": 1}`} {
		env := Call(context.Background(), e, "search_symbols", json.RawMessage(`{"query": "Order", "expectedSnapshot": `+exp+`}`))
		if !env.Success || env.Snapshot == nil || env.Snapshot.SnapshotID != current {
			t.Errorf("expectedSnapshot %s: %+v", exp, env)
		}
	}
	for _, name := range ToolNames() {
		env := h.Call(context.Background(), name, json.RawMessage(`{"expectedSnapshot": "old-1-1"}`))
		if env.Success || env.Error.Code != string(backend.CodeSnapshotMismatch) || env.Error.Continuation == nil ||
			env.Snapshot == nil || env.Snapshot.SnapshotID != current {
			t.Errorf("%s with a stale snapshot: %+v", name, env)
		}
	}
}

// TestCallNeverPanics feeds malformed arguments to every tool: each must
// answer with an error envelope, never a panic or a success.
func TestCallNeverPanics(t *testing.T) {
	h := hostOf(sample(t), backend.Options{}) // not closed: the engine is shared
	bad := []string{`{`, `[]`, `"x"`, `{"query": 5}`, `{"query": "x", "take": "many"}`,
		`{"query": "x", "unknown": 1}`, `{"query": "x", "kinds": {"a": 1}}`, `{"query": ""}`, `{"query": "a(b"}`}
	for _, name := range ToolNames() {
		for _, args := range bad {
			if (name == protocol.ToolSearchText || name == protocol.ToolFindCode) && args == `{"query": "a(b"}` {
				continue // text to look for
			}
			env := h.Call(context.Background(), name, json.RawMessage(args))
			if env.Success || env.Error == nil || env.Error.Code != string(backend.CodeInvalidArgument) {
				t.Errorf("%s(%s) = %+v, want an InvalidArgument error", name, args, env)
			}
		}
	}
	env := h.Call(context.Background(), "no_such_tool", nil)
	if env.Error == nil || env.Error.Code != string(CodeUnknownTool) {
		t.Errorf("unknown tool: %+v", env)
	}
}
