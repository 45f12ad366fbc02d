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
	"github.com/glider-dev/glider/backend/index"
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

// generatedWorkspace writes a workspace of 4 projects of 200 files each,
// big enough to be caught while it is indexed.
func generatedWorkspace(t *testing.T) string {
	ws := t.TempDir()
	if err := bench.Generate(ws, bench.GenOptions{Projects: 4, FilesPerProj: 200, TypesPerFile: 2, MembersPerType: 8, BodyLines: 6, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	return ws
}

// TestHostWhileIndexing: a call made while the first index is built,
// before any project is indexed, waits for it and says how far it was;
// one that will not wait is told so at once.
func TestHostWhileIndexing(t *testing.T) {
	ws := generatedWorkspace(t)
	h := NewHost(backend.Options{NoAssemblies: true, Index: index.Options{PartialEvery: time.Hour}})
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

// TestHostPartial: once some projects are indexed, a call made while the
// others are answers from them and says so; one that asks to wait gets
// the whole index.
func TestHostPartial(t *testing.T) {
	ws := generatedWorkspace(t)
	h := NewHost(backend.Options{NoAssemblies: true, Index: index.Options{Workers: 1, PartialEvery: time.Nanosecond}})
	defer h.Close()
	ctx := context.Background()
	done, err := h.Start(ws)
	if err != nil {
		t.Fatal(err)
	}
	for { // a call that will not wait asks for a partial view
		env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"x","waitForIndex":false}`))
		if env.Success && env.Meta.Partial {
			break
		}
		if env.Success || env.Error.Code != string(CodeIndexNotReady) {
			t.Fatalf("waiting for the first projects: %+v %+v", env.Error, env.Meta)
		}
		time.Sleep(time.Millisecond)
	}
	search := func(wait string) (protocol.Envelope, protocol.SearchSymbolsResult) {
		env := h.Call(ctx, protocol.ToolSearchSymbols, json.RawMessage(`{"query":"*","kinds":"class","take":1`+wait+`}`))
		var res protocol.SearchSymbolsResult
		if env.Success {
			b, _ := json.Marshal(env.Data)
			if err := json.Unmarshal(b, &res); err != nil {
				t.Fatal(err)
			}
		}
		return env, res
	}
	env, partial := search("")
	if !env.Success || !env.Meta.Partial || env.Meta.Indexing == nil || env.Meta.Indexing.Phase != "indexing" || partial.MatchCount == 0 {
		t.Errorf("a call while indexing: %+v %+v, %d classes", env.Error, env.Meta, partial.MatchCount)
	}
	if env, _ := search(`,"waitForIndex":false`); !env.Success || !env.Meta.Partial {
		t.Errorf("a call that will not wait: %+v %+v", env.Error, env.Meta)
	}
	env, whole := search(`,"waitForIndex":true`)
	if !env.Success || env.Meta.Partial || whole.MatchCount <= partial.MatchCount {
		t.Errorf("a call that waits: %+v %+v, %d classes (%d in the partial answer)", env.Error, env.Meta, whole.MatchCount, partial.MatchCount)
	}
	<-done
	if env, _ := search(""); !env.Success || env.Meta.Partial || env.Meta.Indexing != nil {
		t.Errorf("once indexed: %+v %+v", env.Error, env.Meta)
	}
}

// TestToolsOnPartialViews calls every tool on each view of the sample
// made while it is first indexed: a partial view may not know the
// symbol asked about, but no tool may fail on one for being partial.
func TestToolsOnPartialViews(t *testing.T) {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	defer h.Close()
	if _, err := h.Open(context.Background(), samplePath); err != nil {
		t.Fatal(err)
	}
	calls := sampleCalls(t, func(name, args string) json.RawMessage {
		env := h.Call(context.Background(), name, json.RawMessage(args))
		if !env.Success {
			t.Fatalf("%s(%s): %+v", name, args, env.Error)
		}
		raw, _ := json.Marshal(env.Data)
		return raw
	})
	var views []*backend.View
	e, err := backend.Open(context.Background(), samplePath, backend.Options{Assemblies: testenv.Assemblies(),
		Index: index.Options{PartialEvery: time.Nanosecond}, Partial: func(v *backend.View) { views = append(views, v) }})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if len(views) == 0 {
		t.Fatal("no partial view was made")
	}
	for n, v := range views {
		if !v.Partial() {
			t.Errorf("view %d is not marked partial", n)
		}
		answered := 0
		for name, args := range calls {
			env := callView(context.Background(), v, name, json.RawMessage(args))
			if env.Success {
				answered++
			} else if env.Error.Code == string(backend.CodeInternal) {
				t.Errorf("view %d: %s(%s): %s", n, name, args, env.Error.Message)
			}
		}
		t.Logf("partial view %d: %d of %d calls answered", n, answered, len(calls))
		if answered == 0 {
			t.Errorf("view %d answered none of %d calls", n, len(calls))
		}
	}
}
