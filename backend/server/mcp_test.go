package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	mcpsdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
)

// The MCP door is driven here by the official Go SDK's client, not by
// mcp-go: over stdio (the same serveMCPStdio glider mcp runs, on pipes)
// and over streamable HTTP (the same handler, on an httptest server).

var quiet = log.New(io.Discard, "", 0)

// sampleDoor is the door glider mcp testdata/sample makes: the sample is
// opened in the background, and calls wait for it.
func sampleDoor(t *testing.T) *mcpDoor {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	t.Cleanup(h.Close)
	d := newMCPDoor(h, 0, quiet)
	d.open(samplePath)
	return d
}

type connector func(t *testing.T, d *mcpDoor, opts *mcpsdk.ClientOptions) *mcpsdk.ClientSession

var transports = map[string]connector{"stdio": connectStdio, "http": connectHTTP}

// connectStdio serves the door on pipes as glider mcp does on stdin and
// stdout, and connects a client to them.
func connectStdio(t *testing.T, d *mcpDoor, opts *mcpsdk.ClientOptions) *mcpsdk.ClientSession {
	clientIn, serverOut := io.Pipe()
	serverIn, clientOut := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() {
		served <- serveMCPStdio(ctx, d.server(), serverIn, serverOut, quiet)
		serverOut.Close()
	}()
	cs, err := mcpsdk.NewClient(&mcpsdk.Implementation{Name: "glider-test", Version: "0"}, opts).
		Connect(ctx, &mcpsdk.IOTransport{Reader: clientIn, Writer: clientOut}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		cancel()
		if err := <-served; err != nil && !errors.Is(err, context.Canceled) {
			t.Errorf("serveMCPStdio: %v", err)
		}
	})
	return cs
}

const testToken = "s3cret-token"

// connectHTTP serves the door's HTTP handler and connects a client that
// sends the token.
func connectHTTP(t *testing.T, d *mcpDoor, opts *mcpsdk.ClientOptions) *mcpsdk.ClientSession {
	srv := httptest.NewServer(mcpHTTPHandler(d.server(), testToken, quiet))
	t.Cleanup(srv.Close)
	cs, err := mcpsdk.NewClient(&mcpsdk.Implementation{Name: "glider-test", Version: "0"}, opts).
		Connect(context.Background(), &mcpsdk.StreamableClientTransport{Endpoint: srv.URL + mcpPath,
			HTTPClient: &http.Client{Transport: bearer(testToken)}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// bearer sends its token with every request.
type bearer string

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(b))
	return http.DefaultTransport.RoundTrip(r)
}

func compileSchema(t *testing.T, name string, schema any) *jsonschema.Schema {
	t.Helper()
	raw, err := json.Marshal(schema)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(name, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

// TestMCPTools: protocol.Tools() describes exactly the server's tools, each
// with its arguments' type (every argument its schema names is one the tool
// decodes) and its answer's (the type of a real answer's data).
func TestMCPTools(t *testing.T) {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	defer h.Close()
	if _, err := h.Open(context.Background(), samplePath); err != nil {
		t.Fatal(err)
	}
	table := map[string]protocol.Tool{}
	for _, tool := range protocol.Tools() {
		table[tool.Name] = tool
	}
	if len(table) != len(ToolNames()) {
		t.Errorf("protocol.Tools() has %d tools, the server %d", len(table), len(ToolNames()))
	}
	sampleCalls(t, func(name, args string) json.RawMessage {
		env := h.Call(context.Background(), name, json.RawMessage(args))
		if !env.Success {
			t.Fatalf("%s(%s): %+v", name, args, env.Error)
		}
		if got, want := reflect.TypeOf(env.Data), table[name].Result; got != want {
			t.Errorf("%s answers %v, protocol.Tools() says %v", name, got, want)
		}
		raw, err := json.Marshal(env.Data)
		if err != nil {
			t.Fatal(err)
		}
		return raw
	})
	for _, name := range ToolNames() {
		tool, ok := table[name]
		if !ok {
			t.Errorf("tool %s is not in protocol.Tools()", name)
			continue
		}
		var schema struct{ Properties map[string]any }
		if err := json.Unmarshal(tool.InputSchema(), &schema); err != nil {
			t.Fatal(err)
		}
		var args []string
		for p := range schema.Properties {
			args = append(args, fmt.Sprintf("%q: null", p))
		}
		env := h.Call(context.Background(), name, json.RawMessage("{"+strings.Join(args, ", ")+"}"))
		if env.Error != nil && strings.Contains(env.Error.Message, "unknown field") {
			t.Errorf("%s does not take an argument of %s: %s", name, tool.Args, env.Error.Message)
		}
	}
}

// sampleCalls calls every tool on the sample with sensible arguments, the
// symbolKeys found first with search_symbols and resolve_symbol, as an
// agent would; call returns the answer's data. It returns the arguments
// each tool was called with.
func sampleCalls(t *testing.T, call func(name, args string) json.RawMessage) map[string]string {
	t.Helper()
	done := map[string]string{}
	do := func(name, args string, into any) {
		t.Helper()
		data := call(name, args)
		done[name] = args
		if into != nil {
			if err := json.Unmarshal(data, into); err != nil {
				t.Fatalf("%s: %v: %s", name, err, data)
			}
		}
	}
	var search protocol.SearchSymbolsResult
	do(protocol.ToolSearchSymbols, `{"query": "Order", "kinds": ["Class"], "take": 5, "pathStyle": "relative"}`, &search)
	var order string
	for _, m := range search.Matches {
		if m.FullName == "Shop.Core.Orders.Order" {
			order = m.SymbolKey
		}
	}
	if order == "" {
		t.Fatalf("search_symbols Order: %+v", search)
	}
	key := func(query, kinds string) string {
		t.Helper()
		var r protocol.ResolveSymbolResult
		do(protocol.ToolResolveSymbol, fmt.Sprintf(`{"query": %q, "kinds": %q}`, query, kinds), &r)
		if len(r.Candidates) != 1 {
			t.Fatalf("resolve_symbol %s: %+v", query, r)
		}
		return r.Candidates[0].SymbolKey
	}
	entity := key("IEntity", "Interface")
	apply := key("DiscountRule.Apply", "Method")
	place := key("OrderService.PlaceAsync", "Method")
	amount := key("Money.Amount", "Property")
	for _, c := range []struct{ tool, args string }{
		{protocol.ToolGetSymbolInfo, fmt.Sprintf(`{"symbolKey": %q}`, order)},
		{protocol.ToolGetSymbolAttributes, `{"documentationCommentId": "T:Shop.Core.Orders.Order", "includeInherited": true}`},
		{protocol.ToolGetTypeHierarchy, fmt.Sprintf(`{"symbolKey": %q}`, entity)},
		{protocol.ToolGetDerivedTypes, fmt.Sprintf(`{"symbolKey": %q, "take": 3}`, entity)},
		{protocol.ToolFindImplementations, fmt.Sprintf(`{"symbolKey": %q, "scope": "project:Shop.Core"}`, entity)},
		{protocol.ToolFindOverrides, fmt.Sprintf(`{"symbolKey": %q}`, apply)},
		{protocol.ToolSemanticQuery, `{"kinds": "Method", "modifiers": "async", "mustNotHaveParameterType": "CancellationToken"}`},
		{protocol.ToolGetSymbolAtPosition, `{"filePath": "src/Shop.Core/Orders/OrderService.cs", "line": 62, "column": 15}`},
		{protocol.ToolFindReferences, fmt.Sprintf(`{"symbolKey": %q, "includeDeclaration": true}`, amount)},
		{protocol.ToolFindCallers, fmt.Sprintf(`{"symbolKey": %q}`, amount)},
		{protocol.ToolGetOutgoingCalls, fmt.Sprintf(`{"symbolKey": %q}`, place)},
		{protocol.ToolModulesList, `{"include_system": false}`},
		{protocol.ToolModulesSearch, `{"pattern": "*Order*", "search_type": "types"}`},
		{protocol.ToolTypesGet, `{"module_name": "Shop.Core", "max_results": 5}`},
		{protocol.ToolMembersGet, `{"type_name": "Shop.Core.Orders.Order", "include_inherited": true}`},
		{protocol.ToolGetSymbolSource, fmt.Sprintf(`{"symbolKey": %q, "includeDocComments": true, "pathStyle": "relative"}`, order)},
		{protocol.ToolGetDocumentOutline, `{"filePath": "src/Shop.Core/Orders/Order.cs"}`},
		{protocol.ToolSearchText, `{"query": "order\\w*Id", "regex": true, "filePattern": "*.cs", "take": 3}`},
		{protocol.ToolServerStatus, `{"includeProjects": true}`},
		{protocol.ToolFindCode, `{"query": "callers of PlaceAsync", "take": 5}`},
		{protocol.ToolBatch, fmt.Sprintf(`{"operations": [{"tool": %q, "args": {"symbolKey": %q}}, {"tool": %q, "id": "callers", "args": {"symbolKey": %q}}]}`,
			protocol.ToolGetSymbolInfo, order, protocol.ToolFindCallers, amount)},
		{protocol.ToolLoad, fmt.Sprintf(`{"path": %q}`, samplePath)},
		// The last: they close the workspace, and load opens it again.
		{protocol.ToolReload, `{}`},
		{protocol.ToolUnload, `{}`},
		{protocol.ToolLoad, fmt.Sprintf(`{"path": %q}`, samplePath)},
	} {
		do(c.tool, c.args, nil)
	}
	for _, name := range ToolNames() {
		if _, ok := done[name]; !ok {
			t.Errorf("sampleCalls does not call %s", name)
		}
	}
	return done
}

// TestMCP drives the door as an agent does, over each transport:
// initialize (instructions), list the tools (every tool, annotated, with
// schemas that compile), call each one on the sample while it is still
// being opened, and check every structuredContent against the tool's
// advertised outputSchema; bad arguments give isError and the
// InvalidArgument envelope.
func TestMCP(t *testing.T) {
	for name, connect := range transports {
		t.Run(name, func(t *testing.T) {
			cs := connect(t, sampleDoor(t), nil)
			ctx := context.Background()
			if ins := cs.InitializeResult().Instructions; !strings.Contains(ins, "resolve_symbol") || !strings.Contains(ins, "symbolKey") {
				t.Errorf("instructions: %q", ins)
			}
			list, err := cs.ListTools(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			outputs := map[string]*jsonschema.Schema{}
			for _, tool := range list.Tools {
				readOnly := tool.Name != protocol.ToolLoad && tool.Name != protocol.ToolReload && tool.Name != protocol.ToolUnload
				if a := tool.Annotations; a == nil || a.ReadOnlyHint != readOnly || a.IdempotentHint != readOnly || a.DestructiveHint == nil || *a.DestructiveHint == readOnly {
					t.Errorf("%s: annotations %+v", tool.Name, a)
				}
				if tool.Description == "" || tool.Title == "" {
					t.Errorf("%s: no description or title", tool.Name)
				}
				compileSchema(t, tool.Name+".input.json", tool.InputSchema)
				outputs[tool.Name] = compileSchema(t, tool.Name+".output.json", tool.OutputSchema)
			}
			if len(list.Tools) != len(ToolNames()) {
				t.Errorf("%d tools listed, want %d", len(list.Tools), len(ToolNames()))
			}

			// callTool calls one tool and checks its answer against its schema.
			callTool := func(name, args string) (protocol.Envelope, json.RawMessage, *mcpsdk.CallToolResult) {
				t.Helper()
				res, err := cs.CallTool(ctx, &mcpsdk.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
				if err != nil {
					t.Fatalf("%s(%s): %v", name, args, err)
				}
				raw, err := json.Marshal(res.StructuredContent)
				if err != nil {
					t.Fatal(err)
				}
				instance, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
				if err != nil {
					t.Fatal(err)
				}
				if outputs[name] == nil {
					t.Fatalf("%s is not listed", name)
				}
				if err := outputs[name].Validate(instance); err != nil {
					t.Errorf("%s(%s): structuredContent does not match the outputSchema: %v\n%s", name, args, err, raw)
				}
				if len(res.Content) != 1 || res.Content[0].(*mcpsdk.TextContent).Text == "" {
					t.Errorf("%s(%s): content %+v", name, args, res.Content)
				}
				var env struct {
					protocol.Envelope
					Data json.RawMessage `json:"data"`
				}
				if err := json.Unmarshal(raw, &env); err != nil {
					t.Fatal(err)
				}
				return env.Envelope, env.Data, res
			}

			sampleCalls(t, func(name, args string) json.RawMessage {
				env, data, res := callTool(name, args)
				if res.IsError || !env.Success || env.Snapshot == nil && name != protocol.ToolUnload {
					t.Fatalf("%s(%s): isError %v: %s", name, args, res.IsError, res.Content[0].(*mcpsdk.TextContent).Text)
				}
				return data
			})

			unknown := index.EncodeKey("src/Shop.Core/Shop.Core.csproj|T:Shop.Core.Orders.NoSuchOrder")
			for _, c := range []struct {
				tool, args string
				code       backend.ErrorCode
			}{
				{protocol.ToolSearchSymbols, `{"query": 5}`, backend.CodeInvalidArgument},
				{protocol.ToolSearchSymbols, `{"query": "Order", "unknown": true}`, backend.CodeInvalidArgument},
				{protocol.ToolSearchText, `{"query": "Order(", "regex": true}`, backend.CodeInvalidArgument},
				{protocol.ToolGetSymbolSource, fmt.Sprintf(`{"symbolKey": %q}`, unknown), backend.CodeSymbolNotFound},
				{protocol.ToolGetDocumentOutline, `{"filePath": "src/Nowhere.cs"}`, backend.CodeFileNotInWorkspace},
			} {
				env, _, res := callTool(c.tool, c.args)
				if !res.IsError || env.Success || env.Error == nil || env.Error.Code != string(c.code) ||
					!strings.HasPrefix(res.Content[0].(*mcpsdk.TextContent).Text, string(c.code)+": ") {
					t.Errorf("%s(%s): isError %v, %+v %+v", c.tool, c.args, res.IsError, env, env.Error)
				}
				if c.code == backend.CodeSymbolNotFound && (env.Error.Continuation == nil || env.Error.Continuation.Tool != "resolve_symbol") {
					t.Errorf("%s(%s): continuation %+v", c.tool, c.args, env.Error.Continuation)
				}
			}
			if _, err := cs.CallTool(ctx, &mcpsdk.CallToolParams{Name: "no_such_tool"}); err == nil {
				t.Error("no_such_tool answered")
			}
		})
	}
}

// blockingBackend is a Backend forever indexing, whose calls last until
// their context ends or release is closed: what cancellation, time-outs
// and progress are tested with, without timing.
type blockingBackend struct {
	started chan string // a call's tool, when it begins
	ended   chan error  // its context's error when it ends
	release chan struct{}
	once    sync.Once

	mu        sync.Mutex
	listeners map[int]func(string, any)
}

func newBlockingBackend(t *testing.T) *blockingBackend {
	b := &blockingBackend{started: make(chan string, 10), ended: make(chan error, 10), release: make(chan struct{}),
		listeners: map[int]func(string, any){}}
	t.Cleanup(b.finish)
	return b
}

// finish lets every call and the opening end.
func (b *blockingBackend) finish() { b.once.Do(func() { close(b.release) }) }

func (b *blockingBackend) Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	select {
	case <-b.release:
		return protocol.WorkspaceOpenResult{Root: path}, nil
	case <-ctx.Done():
		return protocol.WorkspaceOpenResult{}, ctx.Err()
	}
}

func (b *blockingBackend) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	b.started <- tool
	select {
	case <-b.release:
		b.ended <- nil
		return protocol.Envelope{Success: true, Data: protocol.SearchSymbolsResult{Matches: []protocol.SymbolMatch{}}}
	case <-ctx.Done():
		b.ended <- ctx.Err()
		return failure(&backend.Error{Code: backend.CodeCancelled, Message: tool + " was cancelled"})
	}
}

func (b *blockingBackend) Status(context.Context) (protocol.StatusResult, error) {
	return protocol.StatusResult{State: "indexing", Progress: &protocol.ProgressParams{Phase: "indexing", Done: 1, Total: 10}}, nil
}

func (b *blockingBackend) DidOpen(string, string) error   { return nil }
func (b *blockingBackend) DidChange(string, string) error { return nil }
func (b *blockingBackend) DidClose(string) error          { return nil }

func (b *blockingBackend) Subscribe(notify func(string, any)) func() {
	b.mu.Lock()
	defer b.mu.Unlock()
	id := len(b.listeners) + 1
	b.listeners[id] = notify
	return func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		delete(b.listeners, id)
	}
}

func (b *blockingBackend) notify(method string, params any) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, l := range b.listeners {
		l(method, params)
	}
}

// TestMCPCancel: a client that gives up on a call (its context cancelled)
// cancels the call's context on the server, over each transport.
func TestMCPCancel(t *testing.T) {
	for name, connect := range transports {
		t.Run(name, func(t *testing.T) {
			b := newBlockingBackend(t)
			cs := connect(t, newMCPDoor(b, 0, quiet), nil)
			ctx, cancel := context.WithCancel(context.Background())
			called := make(chan error, 1)
			go func() {
				_, err := cs.CallTool(ctx, &mcpsdk.CallToolParams{Name: protocol.ToolSearchSymbols, Arguments: map[string]any{"query": "Order"}})
				called <- err
			}()
			<-b.started
			cancel()
			if err := <-called; !errors.Is(err, context.Canceled) {
				t.Errorf("the client's call: %v", err)
			}
			if err := <-b.ended; !errors.Is(err, context.Canceled) {
				t.Errorf("the server's call ended with %v", err)
			}
		})
	}
}

// TestMCPProgress: a call carrying a progressToken while the workspace is
// being indexed gets progress notifications: where indexing is when it
// starts, then each step the backend reports.
func TestMCPProgress(t *testing.T) {
	for name, connect := range transports {
		t.Run(name, func(t *testing.T) {
			b := newBlockingBackend(t)
			progress := make(chan *mcpsdk.ProgressNotificationParams, 10)
			cs := connect(t, newMCPDoor(b, 0, quiet), &mcpsdk.ClientOptions{
				ProgressNotificationHandler: func(_ context.Context, r *mcpsdk.ProgressNotificationClientRequest) {
					progress <- r.Params
				}})
			params := &mcpsdk.CallToolParams{Name: protocol.ToolSearchSymbols, Arguments: map[string]any{"query": "Order"}}
			params.SetProgressToken("call-1")
			called := make(chan *mcpsdk.CallToolResult, 1)
			go func() {
				res, err := cs.CallTool(context.Background(), params)
				if err != nil {
					t.Error(err)
				}
				called <- res
			}()
			<-b.started
			b.notify(protocol.NotifyProgress, protocol.ProgressParams{Phase: "indexing", Done: 5, Total: 10})
			for _, want := range []float64{1, 5} {
				p := <-progress
				if p.ProgressToken != "call-1" || p.Progress != want || p.Total != 10 || p.Message == "" {
					t.Errorf("progress %+v, want %v of 10", p, want)
				}
			}
			b.finish()
			if res := <-called; res == nil || res.IsError {
				t.Errorf("the call: %+v", res)
			}
		})
	}
}

// TestMCPTimeout: a call longer than the door's time-out, whether waiting
// for the workspace or in the engine, ends with a Timeout envelope that
// says so in meta.
func TestMCPTimeout(t *testing.T) {
	for _, waitsForIndex := range []bool{false, true} {
		b := newBlockingBackend(t)
		d := newMCPDoor(b, time.Millisecond, quiet)
		if waitsForIndex {
			d.open("/the/workspace")
		}
		env := d.call(context.Background(), protocol.ToolSearchSymbols, json.RawMessage(`{"query": "Order"}`), nil)
		if env.Success || env.Error.Code != string(backend.CodeTimeout) || env.Error.Continuation == nil ||
			!env.Meta.TimedOut || env.Meta.TimeoutMs != 1 || env.Meta.Cancelled {
			t.Errorf("waiting for the index %v: %+v %+v", waitsForIndex, env, env.Error)
		}
		if waitsForIndex && !strings.Contains(env.Error.Message, "1 of 10 files") {
			t.Errorf("waiting for the index: %s", env.Error.Message)
		}
	}
}

// TestMCPOpenFails: when the workspace named at start cannot be opened,
// every call says why.
func TestMCPOpenFails(t *testing.T) {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	defer h.Close()
	d := newMCPDoor(h, 0, quiet)
	d.open("/no/such/place")
	res := toolResult(d.call(context.Background(), protocol.ToolSearchSymbols, json.RawMessage(`{"query": "Order"}`), nil))
	env := res.StructuredContent.(protocol.Envelope)
	if !res.IsError || env.Error.Code != string(backend.CodeWorkspaceNotFound) {
		t.Errorf("%+v", env)
	}
}

// TestMCPHTTPGuards: the HTTP door answers only the clients that send the
// token, from no page of another origin, with requests of a bounded size.
func TestMCPHTTPGuards(t *testing.T) {
	srv := httptest.NewServer(mcpHTTPHandler(newMCPDoor(newBlockingBackend(t), 0, quiet).server(), testToken, quiet))
	defer srv.Close()
	initialize := `{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18",
		"capabilities": {}, "clientInfo": {"name": "curl", "version": "0"}}}`
	for _, c := range []struct {
		name          string
		token, origin string
		body          string
		want          int
	}{
		{"no token", "", "", initialize, http.StatusUnauthorized},
		{"wrong token", "guess", "", initialize, http.StatusUnauthorized},
		{"foreign origin", testToken, "http://evil.example", initialize, http.StatusForbidden},
		{"foreign port", testToken, "http://localhost:1", initialize, http.StatusForbidden},
		{"null origin", testToken, "null", initialize, http.StatusForbidden},
		{"too large", testToken, "", `{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"pad": "` + strings.Repeat("x", maxMCPRequest) + `"}}`,
			http.StatusRequestEntityTooLarge},
		{"same origin", testToken, srv.URL, initialize, http.StatusOK},
		{"no origin", testToken, "", initialize, http.StatusOK},
	} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+mcpPath, strings.NewReader(c.body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if c.token != "" {
			req.Header.Set("Authorization", "Bearer "+c.token)
		}
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != c.want {
			t.Errorf("%s: %d, want %d: %s", c.name, res.StatusCode, c.want, body)
		}
	}
}

// TestMCPAttaches: glider mcp PATH attaches to the backend an editor runs
// for PATH (its socket) and serves its index, and its own once that backend
// goes; with none, a Host of its own.
func TestMCPAttaches(t *testing.T) {
	t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
	opts := backend.Options{Assemblies: testenv.Assemblies()}
	b, closeBackend := mcpBackend(context.Background(), []string{samplePath}, opts, quiet)
	if _, ok := b.(*Host); !ok {
		t.Errorf("no editor's backend: serving %T", b)
	}
	closeBackend()

	h := NewHost(opts)
	defer h.Close()
	sock, err := ListenSocket(samplePath, h, quiet.Printf)
	if err != nil {
		t.Fatal(err)
	}
	defer sock.Close()
	b, closeBackend = mcpBackend(context.Background(), []string{samplePath}, opts, quiet)
	defer closeBackend()
	f, ok := b.(*failover)
	if _, remote := f.current().(*Remote); !ok || !remote {
		t.Fatalf("serving %T, not the editor's backend", b)
	}
	d := newMCPDoor(b, 0, quiet)
	d.open(samplePath)
	env := d.call(context.Background(), protocol.ToolResolveSymbol, json.RawMessage(`{"query": "IEntity"}`), nil)
	if !env.Success {
		t.Errorf("%+v", env.Error)
	}

	// The editor's backend goes: the agent's calls are answered in its own process.
	sock.Close()
	h.Close()
	deadline := time.Now().Add(hangGuard)
	for _, remote := f.current().(*Remote); remote && time.Now().Before(deadline); _, remote = f.current().(*Remote) {
		time.Sleep(10 * time.Millisecond)
	}
	if _, local := f.current().(*Host); !local {
		t.Fatalf("still serving %T after the editor's backend went", f.current())
	}
	env = d.call(context.Background(), protocol.ToolResolveSymbol, json.RawMessage(`{"query": "IEntity"}`), nil)
	if !env.Success {
		t.Errorf("after the editor's backend went: %+v", env.Error)
	}
}

func TestLoopbackUnlessSaid(t *testing.T) {
	for addr, want := range map[string]string{
		":8080": "127.0.0.1:8080", "8080": "127.0.0.1:8080", "localhost:1": "localhost:1",
		"0.0.0.0:9": "0.0.0.0:9", "[::1]:5": "[::1]:5",
	} {
		if got := loopbackUnlessSaid(addr); got != want {
			t.Errorf("%s: %s, want %s", addr, got, want)
		}
	}
}

func TestMCPCLIUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := RunCLI(context.Background(), []string{"mcp", "a", "b"}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "glider mcp [PATH]") {
		t.Errorf("exit %d: %s", code, stderr.String())
	}
}
