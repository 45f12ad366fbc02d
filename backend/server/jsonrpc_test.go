package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
)

// hangGuard bounds every wait of these tests: far longer than anything
// should take, it only turns a hang into a failure.
const hangGuard = 2 * time.Minute

// testLogf logs through t until the test ends (servers may still log
// from their goroutines then).
func testLogf(t *testing.T) func(string, ...any) {
	var mu sync.Mutex
	done := false
	t.Cleanup(func() {
		mu.Lock()
		done = true
		mu.Unlock()
	})
	return func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			t.Logf(format, args...)
		}
	}
}

// sampleHost is a Host with nothing open, on the stand-in framework.
func sampleHost(t *testing.T) *Host {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	t.Cleanup(h.Close)
	return h
}

// rpcClient is a JSON-RPC client of sourcegraph/jsonrpc2 with LSP framing,
// keeping the notifications it receives.
type rpcClient struct {
	*jsonrpc2.Conn
	notes chan rawNote
}

type rawNote struct {
	method string
	params json.RawMessage
}

func newRPCClient(t *testing.T, rwc io.ReadWriteCloser) *rpcClient {
	c := &rpcClient{notes: make(chan rawNote, 10000)}
	c.Conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(rwc, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			if req.Notif && req.Params != nil {
				c.notes <- rawNote{req.Method, *req.Params}
			}
			return nil, nil
		}))
	t.Cleanup(func() { c.Close() })
	return c
}

// pipeClient serves b on one end of an in-memory connection and returns
// a client on the other.
func pipeClient(t *testing.T, b Backend) *rpcClient {
	return newRPCClient(t, servePipe(t, b, maxMessageBytes))
}

// servePipe serves b on one end of an in-memory connection and returns the other.
func servePipe(t *testing.T, b Backend, limit int64) net.Conn {
	srv, cli := net.Pipe()
	done := make(chan struct{})
	go func() {
		serveJSONRPC(context.Background(), b, srv, limit, testLogf(t))
		close(done)
	}()
	t.Cleanup(func() {
		cli.Close()
		<-done
	})
	return cli
}

func (c *rpcClient) call(t *testing.T, method string, params, result any) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	if err := c.Call(ctx, method, params, result); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

// callErr makes a call that must fail with a JSON-RPC error.
func (c *rpcClient) callErr(t *testing.T, method string, params any) *jsonrpc2.Error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	var res json.RawMessage
	err := c.Call(ctx, method, params, &res)
	var re *jsonrpc2.Error
	if !errors.As(err, &re) {
		t.Fatalf("%s: got %v (result %s), want a JSON-RPC error", method, err, res)
	}
	return re
}

func (c *rpcClient) notify(t *testing.T, method string, params any) {
	t.Helper()
	if err := c.Notify(context.Background(), method, params); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

// waitIndexChanged waits for a glider/indexChanged naming path.
func (c *rpcClient) waitIndexChanged(t *testing.T, path string) protocol.IndexChangedParams {
	t.Helper()
	timeout := time.After(hangGuard)
	for {
		select {
		case n := <-c.notes:
			if n.method != protocol.NotifyIndexChanged {
				continue
			}
			var p protocol.IndexChangedParams
			if err := json.Unmarshal(n.params, &p); err != nil {
				t.Fatal(err)
			}
			if slices.Contains(p.ChangedFiles, path) {
				return p
			}
		case <-timeout:
			t.Fatalf("no %s for %s", protocol.NotifyIndexChanged, path)
		}
	}
}

// searchAnswer is search_symbols' envelope as a client reads it.
type searchAnswer struct {
	Success  bool                         `json:"success"`
	Data     protocol.SearchSymbolsResult `json:"data"`
	Error    *protocol.Error              `json:"error"`
	Snapshot *protocol.Snapshot           `json:"snapshot"`
}

func (r searchAnswer) names() []string {
	var names []string
	for _, m := range r.Data.Matches {
		names = append(names, m.FullName)
	}
	return names
}

// probeText is a file of the sample with a class added at its end.
func probeText(t *testing.T, class string) (path, text string) {
	path, err := filepath.Abs(filepath.Join(samplePath, "src", "Shop.Api", "Controllers", "OrdersController.cs"))
	if err != nil {
		t.Fatal(err)
	}
	disk, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(disk) + "\npublic sealed class " + class + " { }\n"
}

// TestJSONRPCSample drives the JSON-RPC door the way an editor does, over
// real framing: open the sample, ask, then follow a buffer through
// didOpen, didChange and didClose, each seen by the next search once
// glider/indexChanged says so.
func TestJSONRPCSample(t *testing.T) {
	c := pipeClient(t, sampleHost(t))
	root, _ := filepath.Abs(samplePath)

	var opened protocol.WorkspaceOpenResult
	c.call(t, protocol.MethodWorkspaceOpen, protocol.WorkspaceOpenParams{Path: samplePath}, &opened)
	if opened.Root != root || opened.Snapshot.SnapshotID == "" {
		t.Fatalf("workspace/open answered %+v", opened)
	}
	var status protocol.StatusResult
	c.call(t, protocol.MethodStatus, nil, &status)
	if status.State != "ready" || status.Root != root {
		t.Errorf("glider/status answered %+v", status)
	}

	search := func(query string) searchAnswer {
		t.Helper()
		var res searchAnswer
		c.call(t, protocol.ToolSearchSymbols, map[string]any{"query": query}, &res)
		if !res.Success {
			t.Fatalf("search_symbols %q failed: %+v", query, res.Error)
		}
		return res
	}
	if got := search("OrderService"); !slices.Contains(got.names(), "Shop.Core.Orders.OrderService") {
		t.Errorf("search_symbols OrderService found %v", got.names())
	}

	controller, probe := probeText(t, "GliderProbe")
	var at struct {
		Success bool                               `json:"success"`
		Data    protocol.GetSymbolAtPositionResult `json:"data"`
	}
	// Line 15 of OrdersController.cs is "    OrderService orders,".
	c.call(t, protocol.ToolGetSymbolAtPosition, protocol.GetSymbolAtPositionArgs{FilePath: controller, Line: 15, Column: 7}, &at)
	if !at.Success || at.Data.Symbol == nil || at.Data.Symbol.FullName != "Shop.Core.Orders.OrderService" {
		t.Errorf("get_symbol_at_position answered %+v", at)
	}

	uri := "file://" + filepath.ToSlash(controller)
	c.notify(t, protocol.MethodDidOpen, protocol.DidOpenParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "csharp", Version: 1, Text: probe}})
	changed := c.waitIndexChanged(t, controller)
	if changed.Snapshot.SnapshotID == opened.Snapshot.SnapshotID {
		t.Errorf("after didOpen the snapshot is still %s", changed.Snapshot.SnapshotID)
	}
	if got := search("GliderProbe"); !slices.Contains(got.names(), "Shop.Api.Controllers.GliderProbe") || got.Snapshot.SnapshotID != changed.Snapshot.SnapshotID {
		t.Errorf("after didOpen, search_symbols GliderProbe found %v in %+v", got.names(), got.Snapshot)
	}

	_, renamed := probeText(t, "GliderProbeRenamed")
	c.notify(t, protocol.MethodDidChange, protocol.DidChangeParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri, Version: 2},
		ContentChanges: []protocol.ContentChange{{Text: renamed}}})
	c.waitIndexChanged(t, controller)
	if got := search("GliderProbe"); !slices.Equal(got.names(), []string{"Shop.Api.Controllers.GliderProbeRenamed"}) {
		t.Errorf("after didChange, search_symbols GliderProbe found %v", got.names())
	}

	c.notify(t, protocol.MethodDidClose, protocol.DidCloseParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
	c.waitIndexChanged(t, controller)
	if got := search("GliderProbe"); len(got.names()) != 0 {
		t.Errorf("after didClose, search_symbols GliderProbe found %v", got.names())
	}
}

// fakeBackend records what a door asks of it. find_references waits until
// its request is cancelled; every other tool echoes its arguments.
type fakeBackend struct {
	started chan string // a blocking call began

	mu     sync.Mutex
	events []string
	notify []func(string, any)
}

func newFakeBackend() *fakeBackend { return &fakeBackend{started: make(chan string, 100)} }

func (f *fakeBackend) record(event string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.events = append(f.events, event)
}

func (f *fakeBackend) Events() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.events)
}

func (f *fakeBackend) Open(_ context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	if strings.Contains(path, "missing") {
		return protocol.WorkspaceOpenResult{}, &backend.Error{Code: backend.CodeWorkspaceNotFound, Message: path + " does not exist"}
	}
	return protocol.WorkspaceOpenResult{Root: path, Snapshot: protocol.Snapshot{SnapshotID: "s1"}}, nil
}

func (f *fakeBackend) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	if tool == protocol.ToolFindReferences {
		f.started <- tool
		<-ctx.Done()
		f.record("cancelled " + tool)
		env := failure(&backend.Error{Code: backend.CodeCancelled, Message: tool + " was cancelled"})
		env.Meta.Cancelled = true
		return env
	}
	return protocol.Envelope{Success: true, Data: map[string]any{"tool": tool, "args": args}}
}

func (f *fakeBackend) Status(context.Context) (protocol.StatusResult, error) {
	return protocol.StatusResult{Version: "fake", State: "ready"}, nil
}

func (f *fakeBackend) DidOpen(uri, text string) error {
	f.record("open " + uri + " " + text)
	return nil
}

func (f *fakeBackend) DidChange(uri, text string) error {
	f.record("change " + uri + " " + text)
	return nil
}

func (f *fakeBackend) DidClose(uri string) error {
	f.record("close " + uri)
	return nil
}

func (f *fakeBackend) Subscribe(notify func(string, any)) func() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.notify = append(f.notify, notify)
	return func() {}
}

func (f *fakeBackend) send(method string, params any) {
	f.mu.Lock()
	ls := slices.Clone(f.notify)
	f.mu.Unlock()
	for _, l := range ls {
		l(method, params)
	}
}

// TestJSONRPCErrors: what the protocol refuses is an error for that
// request alone, and the next request is answered.
func TestJSONRPCErrors(t *testing.T) {
	f := newFakeBackend()
	c := pipeClient(t, f)
	works := func() {
		t.Helper()
		var env struct {
			Success bool `json:"success"`
		}
		c.call(t, protocol.ToolSearchSymbols, map[string]string{"query": "x"}, &env)
		if !env.Success {
			t.Fatal("search_symbols failed after an error")
		}
	}
	for _, tc := range []struct {
		method string
		params any
		code   int64
	}{
		{"no_such_tool", map[string]any{}, jsonrpc2.CodeMethodNotFound},
		{"textDocument/hover", map[string]any{}, jsonrpc2.CodeMethodNotFound},
		{protocol.ToolSearchSymbols, []int{1, 2}, jsonrpc2.CodeInvalidParams},
		{protocol.ToolSearchSymbols, "query", jsonrpc2.CodeInvalidParams},
		{protocol.MethodWorkspaceOpen, map[string]any{"path": 5}, jsonrpc2.CodeInvalidParams},
		{protocol.MethodWorkspaceOpen, map[string]any{}, jsonrpc2.CodeInvalidParams},
		{protocol.MethodWorkspaceOpen, nil, jsonrpc2.CodeInvalidParams},
		{protocol.MethodDidOpen, []string{"x"}, jsonrpc2.CodeInvalidParams},
		{protocol.MethodDidChange, map[string]any{"textDocument": map[string]any{"uri": "file:///a.cs"},
			"contentChanges": []any{map[string]any{"range": map[string]any{}, "text": "x"}}}, jsonrpc2.CodeInvalidParams},
		{protocol.MethodWorkspaceOpen, protocol.WorkspaceOpenParams{Path: "/missing"}, codeRequestFailed},
	} {
		e := c.callErr(t, tc.method, tc.params)
		if e.Code != tc.code {
			t.Errorf("%s %v: error %d %q, want code %d", tc.method, tc.params, e.Code, e.Message, tc.code)
		}
		works()
	}

	// A failure's data is the engine's error, code and all.
	e := c.callErr(t, protocol.MethodWorkspaceOpen, protocol.WorkspaceOpenParams{Path: "/missing"})
	var pe protocol.Error
	if e.Data == nil || json.Unmarshal(*e.Data, &pe) != nil || pe.Code != string(backend.CodeWorkspaceNotFound) {
		t.Errorf("workspace/open of a missing folder: error data %v", e.Data)
	}
	// Wrong arguments inside the object are the tool's to report, in the envelope.
	var env protocol.Envelope
	c.call(t, protocol.ToolGetSymbolInfo, map[string]any{"symbolKey": 5}, &env)
	c.notify(t, "$/setTrace", map[string]any{"value": "off"}) // ignored

	// After shutdown only exit is taken.
	c.call(t, protocol.MethodShutdown, nil, nil)
	if e := c.callErr(t, protocol.ToolSearchSymbols, map[string]any{}); e.Code != jsonrpc2.CodeInvalidRequest {
		t.Errorf("a request after shutdown: error %d %q", e.Code, e.Message)
	}
	c.notify(t, protocol.MethodExit, nil)
	select {
	case <-c.DisconnectNotify():
	case <-time.After(hangGuard):
		t.Fatal("exit did not end the connection")
	}
}

// TestJSONRPCBadMessages writes what no client library would: a message
// over the size limit, one that is not JSON, a batch, JSON that is no
// request. Each gets its error and the next message is read.
func TestJSONRPCBadMessages(t *testing.T) {
	conn := servePipe(t, newFakeBackend(), 1024)
	r := bufio.NewReader(conn)
	exchange := func(body string) map[string]any {
		t.Helper()
		if _, err := fmt.Fprintf(conn, "Content-Length: %d\r\n\r\n%s", len(body), body); err != nil {
			t.Fatal(err)
		}
		var resp map[string]any
		if err := (jsonrpc2.VSCodeObjectCodec{}).ReadObject(r, &resp); err != nil {
			t.Fatal(err)
		}
		return resp
	}
	errorOf := func(resp map[string]any) (id any, code float64) {
		e, _ := resp["error"].(map[string]any)
		if e == nil {
			t.Fatalf("want an error, got %v", resp)
		}
		code, _ = e["code"].(float64)
		return resp["id"], code
	}
	ok := func() {
		t.Helper()
		resp := exchange(`{"jsonrpc":"2.0","id":100,"method":"glider/status"}`)
		if resp["id"] != float64(100) || resp["result"] == nil {
			t.Fatalf("glider/status after a bad message: %v", resp)
		}
	}
	for _, tc := range []struct {
		name, body string
		id         any
		code       float64
	}{
		{"too large", `{"jsonrpc":"2.0","id":7,"method":"search_symbols","params":{"query":"` + strings.Repeat("x", 2000) + `"}}`, float64(7), jsonrpc2.CodeInvalidRequest},
		{"too large, string id", `{"jsonrpc":"2.0","id":"a","method":"search_symbols","params":{"query":"` + strings.Repeat("x", 2000) + `"}}`, "a", jsonrpc2.CodeInvalidRequest},
		{"not JSON", `{"jsonrpc":"2.0","id":8,"method":`, nil, jsonrpc2.CodeParseError},
		{"batch", `[{"jsonrpc":"2.0","id":9,"method":"glider/status"}]`, nil, jsonrpc2.CodeInvalidRequest},
		{"no method", `{"jsonrpc":"2.0","id":10}`, float64(10), jsonrpc2.CodeInvalidRequest},
		{"bad id", `{"jsonrpc":"2.0","id":true,"method":"glider/status"}`, nil, jsonrpc2.CodeInvalidRequest},
	} {
		id, code := errorOf(exchange(tc.body))
		if id != tc.id || code != tc.code {
			t.Errorf("%s: error %v for id %v, want %v for %v", tc.name, code, id, tc.code, tc.id)
		}
		ok()
	}
}

// TestJSONRPCCancel: a request under way does not hold up the others, and
// $/cancelRequest ends it with RequestCancelled carrying its envelope.
func TestJSONRPCCancel(t *testing.T) {
	f := newFakeBackend()
	c := pipeClient(t, f)
	ctx := context.Background()
	id := jsonrpc2.ID{Num: 42}
	w, err := c.DispatchCall(ctx, protocol.ToolFindReferences, map[string]any{"symbolKey": "k"}, jsonrpc2.PickID(id))
	if err != nil {
		t.Fatal(err)
	}
	select {
	case <-f.started:
	case <-time.After(hangGuard):
		t.Fatal("find_references did not start")
	}
	var status protocol.StatusResult
	c.call(t, protocol.MethodStatus, nil, &status) // answered while find_references waits
	c.notify(t, protocol.MethodCancelRequest, map[string]any{"id": 42})
	wctx, cancel := context.WithTimeout(ctx, hangGuard)
	defer cancel()
	err = w.Wait(wctx, nil)
	var re *jsonrpc2.Error
	if !errors.As(err, &re) || re.Code != codeRequestCancelled {
		t.Fatalf("a cancelled request answered %v", err)
	}
	var env protocol.Envelope
	if re.Data == nil || json.Unmarshal(*re.Data, &env) != nil || env.Error == nil || env.Error.Code != string(backend.CodeCancelled) || !env.Meta.Cancelled {
		t.Errorf("the cancelled request's data: %v", re.Data)
	}
	if !slices.Contains(f.Events(), "cancelled "+protocol.ToolFindReferences) {
		t.Errorf("the backend's call was not cancelled: %v", f.Events())
	}
}

// TestJSONRPCOrder: buffer notifications reach the backend in the order
// sent, and the backend's notifications reach the client in the order made.
func TestJSONRPCOrder(t *testing.T) {
	f := newFakeBackend()
	c := pipeClient(t, f)
	var want []string
	c.notify(t, protocol.MethodDidOpen, protocol.DidOpenParams{TextDocument: protocol.TextDocumentItem{URI: "file:///a.cs", Text: "0"}})
	want = append(want, "open file:///a.cs 0")
	for i := 1; i <= 200; i++ {
		text := fmt.Sprint(i)
		c.notify(t, protocol.MethodDidChange, protocol.DidChangeParams{TextDocument: protocol.TextDocumentIdentifier{URI: "file:///a.cs"},
			ContentChanges: []protocol.ContentChange{{Text: "ignored"}, {Text: text}}})
		want = append(want, "change file:///a.cs "+text)
	}
	c.notify(t, protocol.MethodDidClose, protocol.DidCloseParams{TextDocument: protocol.TextDocumentIdentifier{URI: "file:///a.cs"}})
	want = append(want, "close file:///a.cs")
	// Notifications are applied as they are read: once a later request is
	// answered, all of them are.
	var status protocol.StatusResult
	c.call(t, protocol.MethodStatus, nil, &status)
	if got := f.Events(); !slices.Equal(got, want) {
		t.Errorf("the backend saw\n%v\nwant\n%v", got, want)
	}

	for i := range 100 {
		f.send(protocol.NotifyIndexChanged, protocol.IndexChangedParams{Snapshot: protocol.Snapshot{SnapshotID: fmt.Sprint(i)}})
	}
	for i := range 100 {
		select {
		case n := <-c.notes:
			var p protocol.IndexChangedParams
			if n.method != protocol.NotifyIndexChanged || json.Unmarshal(n.params, &p) != nil || p.Snapshot.SnapshotID != fmt.Sprint(i) {
				t.Fatalf("notification %d: %s %s", i, n.method, n.params)
			}
		case <-time.After(hangGuard):
			t.Fatalf("notification %d did not come", i)
		}
	}
}

// goCache is Go's build cache as it was before TestMain moved
// XDG_CACHE_HOME (package variables are set before TestMain runs): the go
// command places its default cache by the same rule.
var goCache = func() string {
	if dir := os.Getenv("GOCACHE"); dir != "" {
		return dir
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "go-build")
}()

// buildGlider builds cmd/glider into the test's temporary folder (the
// build cache makes it a link).
func buildGlider(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the glider binary")
	}
	bin := filepath.Join(t.TempDir(), "glider")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/glider")
	cmd.Dir = testenv.RepoRoot()
	if goCache != "" {
		cmd.Env = append(os.Environ(), "GOCACHE="+goCache)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestJSONRPCNodeClient runs testdata/jsonrpc-node/client.js: `glider
// serve --stdio` driven by vscode-jsonrpc, the library VS Code's language
// client speaks through.
func TestJSONRPCNodeClient(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed: the vscode-jsonrpc client is not run")
	}
	dir := filepath.Join("testdata", "jsonrpc-node")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "vscode-jsonrpc")); err != nil {
		t.Skipf("vscode-jsonrpc is not installed: run npm ci in backend/server/%s", dir)
	}
	bin := buildGlider(t)
	root, _ := filepath.Abs(samplePath)
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, "client.js", bin, root)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "XDG_RUNTIME_DIR="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("node client.js: %v\n%s", err, out)
	}
}

// TestServeStdio runs `glider serve --stdio PATH` as an editor would: the
// first request waits for the index opened from the command line, stdout
// holds nothing but the protocol, the workspace is shared on its socket
// (another client attaches through it) and the socket goes with the
// process, after exit or on SIGTERM.
func TestServeStdio(t *testing.T) {
	bin := buildGlider(t)
	runtime := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", runtime)
	root, _ := filepath.Abs(samplePath)
	sock, err := SocketPath(root)
	if err != nil {
		t.Fatal(err)
	}

	start := func() (*exec.Cmd, *rpcClient, *lockedText) {
		cmd := exec.Command(bin, "serve", "--stdio", root, "--no-assemblies")
		cmd.Env = append(os.Environ(), "XDG_RUNTIME_DIR="+runtime)
		stderr := &lockedText{}
		cmd.Stderr = stderr
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill() })
		return cmd, newRPCClient(t, stdioConn{out, in}), stderr
	}
	wait := func(cmd *exec.Cmd, stderr *lockedText) {
		t.Helper()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("glider serve: %v\n%s", err, stderr)
			}
		case <-time.After(hangGuard):
			t.Fatalf("glider serve did not exit\n%s", stderr)
		}
		if _, err := os.Stat(sock); !os.IsNotExist(err) {
			t.Errorf("the socket is still there after exit (%v)", err)
		}
	}

	cmd, c, stderr := start()
	var res searchAnswer
	c.call(t, protocol.ToolSearchSymbols, map[string]any{"query": "OrderService"}, &res)
	if !slices.Contains(res.names(), "Shop.Core.Orders.OrderService") {
		t.Fatalf("search_symbols OrderService found %v (%+v)\n%s", res.names(), res.Error, stderr)
	}
	fi, err := os.Stat(sock)
	if err != nil || fi.Mode().Type() != os.ModeSocket || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the socket %s: %v %v", sock, fi, err)
	}
	r, err := Dial(context.Background(), root)
	if err != nil {
		t.Fatal(err)
	}
	env := r.Call(context.Background(), protocol.ToolSearchSymbols, json.RawMessage(`{"query":"OrderService"}`))
	// The same index: the same workspace and epoch (indexing may have gone
	// on from a partial snapshot to the whole one meanwhile).
	sameIndex := func(a, b *protocol.Snapshot) bool {
		return a != nil && b != nil && a.WorkspaceID == b.WorkspaceID && a.WorkspaceEpoch == b.WorkspaceEpoch
	}
	if !env.Success || !sameIndex(env.Snapshot, res.Snapshot) {
		t.Errorf("through the socket: %+v, want the index of %+v", env, res.Snapshot)
	}
	r.Close()
	// A second editor on the same workspace shares the first one's index.
	second, c2, stderr2 := start()
	var res2 searchAnswer
	c2.call(t, protocol.ToolSearchSymbols, map[string]any{"query": "OrderService"}, &res2)
	if !sameIndex(res2.Snapshot, res.Snapshot) || !stderr2.waitFor("attached") {
		t.Errorf("a second glider serve answers from %+v, want the first one's index %+v\n%s", res2.Snapshot, res.Snapshot, stderr2)
	}
	c2.call(t, protocol.MethodShutdown, nil, nil)
	c2.notify(t, protocol.MethodExit, nil)
	if err := second.Wait(); err != nil {
		t.Errorf("the second glider serve: %v\n%s", err, stderr2)
	}
	if _, err := os.Stat(sock); err != nil {
		t.Errorf("the second glider serve took the first one's socket away: %v", err)
	}
	c.call(t, protocol.MethodShutdown, nil, nil)
	c.notify(t, protocol.MethodExit, nil)
	wait(cmd, stderr)

	cmd, c, stderr = start()
	var status protocol.StatusResult
	c.call(t, protocol.MethodStatus, nil, &status)
	if _, err := os.Stat(sock); err != nil {
		t.Fatalf("the socket is not there: %v\n%s", err, stderr)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	wait(cmd, stderr)
}

// lockedText collects what a child process writes, for reading while it
// still runs.
type lockedText struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedText) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedText) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// waitFor says whether the text comes to hold s: a process's stderr is
// copied by a goroutine of its own, which may lag behind its stdout.
func (l *lockedText) waitFor(s string) bool {
	for deadline := time.Now().Add(hangGuard); !strings.Contains(l.String(), s); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}
