package server

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
)

// hostWorkspace writes a one-project workspace into a temporary folder.
func hostWorkspace(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "App.csproj"), `<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`)
	write(t, filepath.Join(dir, "Shapes.cs"), "namespace App;\npublic class Shape { }\n")
	return dir
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHostFollowsChanges drives a Host as the doors do: open, then edits
// through an editor's buffers and on disk (seen by the file watcher); each
// is announced by glider/indexChanged, after which search_symbols sees it.
func TestHostFollowsChanges(t *testing.T) {
	dir := hostWorkspace(t)
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	defer h.Close()
	changes := make(chan protocol.IndexChangedParams, 100)
	defer h.Subscribe(func(method string, params any) {
		if method == protocol.NotifyIndexChanged {
			changes <- params.(protocol.IndexChangedParams)
		}
	})()
	ctx := context.Background()
	if env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"Shape"}`)); env.Error == nil || env.Error.Code != string(CodeNoWorkspace) {
		t.Fatalf("a tool before workspace/open: %+v", env)
	}
	opened, err := h.Open(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	<-changes // the first snapshot
	search := func(name string) []protocol.SymbolMatch {
		t.Helper()
		env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"`+name+`","pathStyle":"relative"}`))
		if !env.Success {
			t.Fatalf("search %s: %+v", name, env.Error)
		}
		return env.Data.(protocol.SearchSymbolsResult).Matches
	}
	in := func(name, file string) func() bool {
		return func() bool {
			m := search(name)
			return len(m) > 0 && (file == "" || m[0].FilePath == file)
		}
	}
	gone := func(name string) func() bool { return func() bool { return len(search(name)) == 0 } }
	// step waits for snapshots after a change until the condition holds. A
	// change on disk may come as several events, and so several snapshots.
	step := func(what string, holds func() bool) {
		t.Helper()
		deadline := time.After(30 * time.Second) // a hang guard, not a time limit
		for {
			select {
			case c := <-changes:
				if c.Snapshot.TransactionRevision <= opened.Snapshot.TransactionRevision || c.Snapshot.WorkspaceEpoch != opened.Snapshot.WorkspaceEpoch {
					t.Fatalf("%s: snapshot %+v does not follow %+v", what, c.Snapshot, opened.Snapshot)
				}
				if holds() {
					return
				}
			case <-deadline:
				t.Fatalf("%s: not seen", what)
			}
		}
	}
	shapes := filepath.Join(dir, "Shapes.cs")
	if err := h.DidOpen("file://"+shapes, "namespace App;\npublic class Shape { }\npublic class Buffered { }\n"); err != nil {
		t.Fatal(err)
	}
	step("didOpen", in("Buffered", ""))
	if err := h.DidChange(shapes, "namespace App;\npublic class Shape { }\npublic class Typed { }\n"); err != nil {
		t.Fatal(err)
	}
	step("didChange", func() bool { return in("Typed", "")() && gone("Buffered")() })
	write(t, shapes, "namespace App;\npublic class Shape { }\npublic class Saved { }\n")
	if err := h.DidClose("file://" + shapes); err != nil {
		t.Fatal(err)
	}
	step("didClose after a save", func() bool { return in("Saved", "")() && gone("Typed")() })

	write(t, shapes, "namespace App;\npublic class Shape { }\npublic class Written { }\n")
	step("a file written", in("Written", ""))
	write(t, filepath.Join(dir, "Sub", "Circle.cs"), "namespace App;\npublic class Circle : Shape { }\n")
	step("a folder and a file created", in("Circle", "Sub/Circle.cs"))
	if err := os.Rename(filepath.Join(dir, "Sub", "Circle.cs"), filepath.Join(dir, "Sub", "Round.cs")); err != nil {
		t.Fatal(err)
	}
	step("a file renamed", in("Circle", "Sub/Round.cs"))
	if err := os.Remove(filepath.Join(dir, "Sub", "Round.cs")); err != nil {
		t.Fatal(err)
	}
	step("a file deleted", gone("Circle"))

	if err := h.DidOpen("relative/path.cs", "x"); err == nil {
		t.Error("didOpen with a relative path is accepted")
	}
}

// TestHostWhileIndexing: a call made while the first index is built waits
// for it and says how far it was; one that will not wait is told so at once.
func TestHostWhileIndexing(t *testing.T) {
	ws := t.TempDir()
	if err := bench.Generate(ws, bench.GenOptions{Projects: 4, FilesPerProj: 200, TypesPerFile: 2, MembersPerType: 8, BodyLines: 6, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	h := NewHost(backend.Options{NoAssemblies: true})
	defer h.Close()
	ctx := context.Background()
	opened := make(chan error, 1)
	go func() { _, err := h.Open(ctx, ws); opened <- err }()
	for {
		if st, _ := h.Status(ctx); st.State == "indexing" {
			break
		}
		time.Sleep(time.Millisecond)
	}
	env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"Order","waitForIndex":false}`))
	if env.Success || env.Error.Code != string(CodeIndexNotReady) || env.Meta.Indexing == nil || env.Meta.Indexing.Phase != "indexing" {
		t.Errorf("a call that will not wait: %+v %+v", env.Error, env.Meta)
	}
	env = h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"Order"}`))
	if !env.Success || env.Meta.Indexing == nil {
		t.Errorf("a call that waits: %+v %+v", env.Error, env.Meta)
	}
	if err := <-opened; err != nil {
		t.Fatal(err)
	}
	if env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"Order","waitForIndex":false}`)); !env.Success || env.Meta.Indexing != nil {
		t.Errorf("once indexed: %+v %+v", env.Error, env.Meta)
	}
}
