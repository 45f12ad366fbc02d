package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// remoteNotes subscribes to r and hands over its notifications.
func remoteNotes(r *Remote) chan note {
	ch := make(chan note, 10000)
	r.Subscribe(func(method string, params any) { ch <- note{method, params} })
	return ch
}

// waitRemoteIndexChanged waits for a glider/indexChanged naming path.
func waitRemoteIndexChanged(t *testing.T, notes chan note, path string) protocol.IndexChangedParams {
	t.Helper()
	timeout := time.After(hangGuard)
	for {
		select {
		case n := <-notes:
			if p, ok := n.params.(protocol.IndexChangedParams); ok && slices.Contains(p.ChangedFiles, path) {
				return p
			}
		case <-timeout:
			t.Fatalf("no %s for %s", protocol.NotifyIndexChanged, path)
		}
	}
}

func dial(t *testing.T, workspace string) *Remote {
	t.Helper()
	r, err := Dial(context.Background(), workspace)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

func remoteSearch(t *testing.T, r *Remote, query string) searchAnswer {
	t.Helper()
	env := r.Call(context.Background(), protocol.ToolSearchSymbols, json.RawMessage(`{"query":"`+query+`"}`))
	data, err := json.Marshal(env)
	if err != nil {
		t.Fatal(err)
	}
	var res searchAnswer
	if err := json.Unmarshal(data, &res); err != nil || !res.Success {
		t.Fatalf("search_symbols %q: %s (%v)", query, data, err)
	}
	return res
}

// TestSocketShared: the backend an editor opened a workspace in shares it
// on the workspace's socket; two clients attached there see one index,
// the buffers one of them edits, and the notifications; the socket goes
// when the backend closes.
func TestSocketShared(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	h := newSharedHost(sampleHost(t), testLogf(t))
	defer h.Close()
	if _, err := h.Open(context.Background(), samplePath); err != nil {
		t.Fatal(err)
	}
	sampleAbs, _ := filepath.Abs(samplePath)
	sock, err := SocketPath(samplePath)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(sock); err != nil || fi.Mode().Type() != os.ModeSocket || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the socket %s: %v %v", sock, fi, err)
	}

	r1, r2 := dial(t, samplePath), dial(t, samplePath)
	notes2 := remoteNotes(r2)
	// Opening the workspace the backend serves answers at once.
	opened, err := r1.Open(context.Background(), samplePath)
	if err != nil {
		t.Fatal(err)
	}
	first, second := remoteSearch(t, r1, "OrderService"), remoteSearch(t, r2, "OrderService")
	if !slices.Contains(first.names(), "Shop.Core.Orders.OrderService") || *first.Snapshot != *second.Snapshot || first.Snapshot.SnapshotID != opened.Snapshot.SnapshotID {
		t.Errorf("two clients: %v in %+v and %v in %+v", first.names(), first.Snapshot, second.names(), second.Snapshot)
	}
	// The data comes as the backend wrote it, generics' <> included.
	args := json.RawMessage(`{"query":"Result"}`)
	local, remote := compactJSON(t, h.Call(context.Background(), protocol.ToolSearchSymbols, args).Data),
		compactJSON(t, r2.Call(context.Background(), protocol.ToolSearchSymbols, args).Data)
	if local != remote || !strings.Contains(remote, "Result<T>") {
		t.Errorf("search_symbols Result through the socket:\n%s\nin this process:\n%s", remote, local)
	}
	if st, err := r2.Status(context.Background()); err != nil || st.State != "ready" {
		t.Errorf("glider/status through the socket: %+v %v", st, err)
	}

	// One client's buffer is the other's index.
	controller, probe := probeText(t, "SharedProbe")
	if err := r1.DidOpen(controller, probe); err != nil {
		t.Fatal(err)
	}
	waitRemoteIndexChanged(t, notes2, controller)
	if got := remoteSearch(t, r2, "SharedProbe"); !slices.Contains(got.names(), "Shop.Api.Controllers.SharedProbe") {
		t.Errorf("the other client's buffer: search_symbols found %v", got.names())
	}
	if err := r1.DidClose(controller); err != nil {
		t.Fatal(err)
	}
	waitRemoteIndexChanged(t, notes2, controller)
	if got := remoteSearch(t, r2, "SharedProbe"); len(got.names()) != 0 {
		t.Errorf("after didClose: search_symbols found %v", got.names())
	}
	if err := r1.DidOpen("relative.cs", ""); err == nil {
		t.Error("a relative path was taken for a buffer")
	}

	// A client cannot take the backend to another workspace.
	if _, err := r1.Open(context.Background(), t.TempDir()); backend.AsError(err).Code != backend.CodeInvalidArgument {
		t.Errorf("opening another workspace through the socket: %v", err)
	}
	for _, c := range []struct{ tool, args, code string }{
		{protocol.ToolUnload, `{}`, string(backend.CodeInvalidArgument)},
		{protocol.ToolLoad, fmt.Sprintf(`{"path": %q}`, t.TempDir()), string(backend.CodeInvalidArgument)},
		{protocol.ToolLoad, fmt.Sprintf(`{"path": %q}`, sampleAbs), ""}, // the same: answered
		{"no_such_tool", `{}`, string(CodeUnknownTool)},
	} {
		if env := r1.Call(context.Background(), c.tool, json.RawMessage(c.args)); codeOf(env) != c.code {
			t.Errorf("%s(%s) through the socket: %+v, want %q", c.tool, c.args, env.Error, c.code)
		}
	}

	// The editor's backend stops sharing what it unloads, and shares what it loads.
	if env := h.Call(context.Background(), protocol.ToolUnload, nil); !env.Success {
		t.Fatalf("unload: %+v", env.Error)
	}
	if _, err := os.Stat(sock); !os.IsNotExist(err) {
		t.Errorf("the socket is still there after unload (%v)", err)
	}
	if env := h.Call(context.Background(), protocol.ToolLoad, json.RawMessage(fmt.Sprintf(`{"path": %q}`, sampleAbs))); !env.Success {
		t.Fatalf("load: %+v", env.Error)
	}
	if _, err := os.Stat(sock); err != nil {
		t.Errorf("no socket after load: %v", err)
	}

	h.Close()
	if _, err := os.Stat(sock); !os.IsNotExist(err) {
		t.Errorf("the socket is still there after Close (%v)", err)
	}
	if _, err := os.Stat(sock + ".lock"); !os.IsNotExist(err) {
		t.Errorf("the lock file is still there after Close (%v)", err)
	}
	select {
	case <-r1.Done():
	case <-time.After(hangGuard):
		t.Error("Close left the clients connected")
	}
	if r, err := Dial(context.Background(), samplePath); err == nil {
		r.Close()
		t.Error("Dial attached after Close")
	}
}

// compactJSON is v as the doors write it (no HTML escaping).
func compactJSON(t *testing.T, v any) string {
	t.Helper()
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestUnescapeHTML(t *testing.T) {
	for in, want := range map[string]string{
		`"List\u003cT\u003e \u0026"`: `"List<T> &"`,
		`"\\u003c"`:                  `"\\u003c"`, // a backslash, then the text u003c
		`"\u00e9 \n \\ \""`:          `"\u00e9 \n \\ \""`,
		`{"a":"\u003c","b":1}`:       `{"a":"<","b":1}`,
	} {
		if got := string(unescapeHTML([]byte(in))); got != want {
			t.Errorf("unescapeHTML(%s) = %s, want %s", in, got, want)
		}
	}
}

// TestSocketStale: a socket file left by a crashed process is replaced.
func TestSocketStale(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	ws := t.TempDir()
	sock, err := SocketPath(ws)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: sock, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	ln.SetUnlinkOnClose(false) // as a process killed with SIGKILL leaves it
	ln.Close()
	if _, err := net.Dial("unix", sock); err == nil {
		t.Fatal("the stale socket answers")
	}
	s, err := ListenSocket(ws, newFakeBackend(), testLogf(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if st, err := dial(t, ws).Status(context.Background()); err != nil || st.Version != "fake" {
		t.Errorf("glider/status through the replaced socket: %+v %v", st, err)
	}
}

// TestSocketBusy: a socket another live process serves is left alone.
func TestSocketBusy(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	ws := t.TempDir()
	first, err := ListenSocket(ws, newFakeBackend(), testLogf(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ListenSocket(ws, newFakeBackend(), testLogf(t)); !errors.Is(err, ErrSocketBusy) {
		t.Errorf("a second listener: %v, want ErrSocketBusy", err)
	}
	if _, err := dial(t, ws).Status(context.Background()); err != nil {
		t.Errorf("the first listener stopped answering: %v", err)
	}
	first.Close()

	// A live socket whose lock is gone (a cleaner removed it) is left alone too.
	sock, _ := SocketPath(ws)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	if _, err := ListenSocket(ws, newFakeBackend(), testLogf(t)); !errors.Is(err, ErrSocketBusy) {
		t.Errorf("a listener beside a live socket: %v, want ErrSocketBusy", err)
	}
	if _, err := os.Stat(sock); err != nil {
		t.Errorf("the live socket was removed: %v", err)
	}
}

// TestRemoteCancel: a caller of a Remote that stops waiting cancels the
// call in the backend too.
func TestRemoteCancel(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	ws := t.TempDir()
	f := newFakeBackend()
	s, err := ListenSocket(ws, f, testLogf(t))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r := dial(t, ws)
	ctx, cancel := context.WithCancel(context.Background())
	answer := make(chan protocol.Envelope, 1)
	go func() { answer <- r.Call(ctx, protocol.ToolFindReferences, nil) }()
	select {
	case <-f.started:
	case <-time.After(hangGuard):
		t.Fatal("find_references did not start")
	}
	cancel()
	env := <-answer
	if env.Error == nil || env.Error.Code != string(backend.CodeCancelled) || !env.Meta.Cancelled {
		t.Errorf("a cancelled call answered %+v", env)
	}
	deadline := time.Now().Add(hangGuard)
	for !slices.Contains(f.Events(), "cancelled "+protocol.ToolFindReferences) {
		if time.Now().After(deadline) {
			t.Fatal("the backend's call was not cancelled")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestSocketDir: the sockets' folder must be the user's own, closed to others.
func TestSocketDir(t *testing.T) {
	rt := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", rt)
	if err := os.Mkdir(filepath.Join(rt, "glider"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(rt, "glider"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := SocketPath(t.TempDir()); err == nil {
		t.Error("a folder others can enter was taken for the sockets")
	}
	if _, err := Dial(context.Background(), t.TempDir()); err == nil {
		t.Error("Dial went through a folder others can enter")
	}
}
