package server

// The MCP door (glider mcp): every tool of protocol.Tools() through
// mark3labs/mcp-go, over stdio or streamable HTTP. A call is the Backend's
// Call, as at every other door; this file adds only what MCP asks around
// it: the schemas, structuredContent, time-outs, progress and, for HTTP,
// the guards.

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// mcpDoor serves a Backend's tools to MCP clients.
type mcpDoor struct {
	b       Backend
	timeout time.Duration // of each call, waiting for the index included; 0: none
	log     *log.Logger

	// opened is closed once the workspace named at start is open or has
	// failed to open; nil when none was named.
	opened chan struct{}
}

func newMCPDoor(b Backend, timeout time.Duration, logger *log.Logger) *mcpDoor {
	return &mcpDoor{b: b, timeout: timeout, log: logger}
}

// open opens the workspace at path in the background, so that the client's
// tools/list is answered at once. A Host of this process answers the tool
// calls made meanwhile itself (from what is indexed so far, or waiting);
// for another backend they wait here until it is open.
func (d *mcpDoor) open(path string) {
	start := time.Now()
	logOpened := func(res protocol.WorkspaceOpenResult, err error) {
		if err != nil {
			d.log.Printf("opening %s: %v", path, err)
			return
		}
		d.log.Printf("%s indexed in %.1f s", res.Root, time.Since(start).Seconds())
	}
	if h, ok := d.b.(*Host); ok {
		done, err := h.Start(path)
		if err != nil {
			logOpened(protocol.WorkspaceOpenResult{}, err) // the calls say it too
			return
		}
		go func() { logOpened(h.waitOpen(context.Background(), done)) }()
		return
	}
	d.opened = make(chan struct{})
	go func() {
		defer close(d.opened)
		logOpened(d.b.Open(context.Background(), path))
	}()
}

// server is the MCP server: every tool, and instructions saying how they
// fit together.
func (d *mcpDoor) server() *mcpserver.MCPServer {
	s := mcpserver.NewMCPServer("glider", Version,
		mcpserver.WithInstructions(protocol.Instructions),
		mcpserver.WithToolCapabilities(false),
		mcpserver.WithRecovery())
	for _, t := range protocol.Tools() {
		s.AddTool(mcpTool(t), d.handler(t.Name))
	}
	return s
}

func mcpTool(t protocol.Tool) mcp.Tool {
	return mcp.Tool{
		Name:            t.Name,
		Title:           t.Title,
		Description:     t.Description,
		RawInputSchema:  t.InputSchema(),
		RawOutputSchema: t.OutputSchema(),
		Annotations: mcp.ToolAnnotation{Title: t.Title, ReadOnlyHint: ptr(t.ReadOnly), DestructiveHint: ptr(!t.ReadOnly),
			IdempotentHint: ptr(t.ReadOnly), OpenWorldHint: ptr(false)},
	}
}

func ptr[T any](v T) *T { return &v }

func (d *mcpDoor) handler(name string) mcpserver.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.Params.RawArguments
		if len(args) == 0 && req.Params.Arguments != nil { // an in-process caller's
			var err error
			if args, err = json.Marshal(req.Params.Arguments); err != nil {
				return nil, err
			}
		}
		var progress func(protocol.ProgressParams)
		if req.Params.Meta != nil && req.Params.Meta.ProgressToken != nil {
			progress = progressSender(ctx, req.Params.Meta.ProgressToken)
		}
		return toolResult(d.call(ctx, name, args, progress)), nil
	}
}

// call runs one tool within the door's time-out, telling progress (when
// not nil) how indexing goes meanwhile, and says in the envelope's meta
// whether the call timed out or was cancelled.
func (d *mcpDoor) call(ctx context.Context, name string, args json.RawMessage, progress func(protocol.ProgressParams)) protocol.Envelope {
	start := time.Now()
	if d.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d.timeout)
		defer cancel()
	}
	if progress != nil {
		defer d.forwardProgress(progress)()
	}
	env := d.callBackend(ctx, name, args)
	env.Meta.TimeoutMs = int(d.timeout.Milliseconds())
	if env.Meta.DurationMs == 0 {
		env.Meta.DurationMs = float64(time.Since(start).Microseconds()) / 1000
	}
	if env.Success {
		return env
	}
	switch ctx.Err() {
	case context.DeadlineExceeded:
		env.Meta.TimedOut = true
		// The engine says Cancelled whatever ended its context.
		if env.Error != nil && env.Error.Code == string(backend.CodeCancelled) {
			env.Error.Code = string(backend.CodeTimeout)
			env.Error.Message += fmt.Sprintf(" (time-out: %s)", d.timeout)
			env.Error.Continuation = &protocol.Continuation{Kind: string(backend.ContinueRetry),
				Instruction: "Call again (the work goes on where it can), or narrow the request with scope, kinds or take."}
		}
	case context.Canceled:
		env.Meta.Cancelled = true
	}
	return env
}

// callBackend waits for the workspace named at start to be opened (the
// backend says why it could not be, if it could not), then calls the tool.
// The Host's tools, which say how far the index is or change it, do not wait.
func (d *mcpDoor) callBackend(ctx context.Context, name string, args json.RawMessage) protocol.Envelope {
	if _, host := hostTools[name]; !host && d.opened != nil {
		select {
		case <-d.opened:
		case <-ctx.Done():
			msg := "stopped waiting for the workspace to be indexed; it goes on indexing"
			if st, err := d.b.Status(context.Background()); err == nil && st.Progress != nil && st.Progress.Total > 0 {
				msg = fmt.Sprintf("stopped waiting for the workspace to be indexed (%d of %d files); it goes on indexing",
					st.Progress.Done, st.Progress.Total)
			}
			return failure(&backend.Error{Code: backend.CodeCancelled, Message: msg})
		}
	}
	return d.b.Call(ctx, name, args)
}

// forwardProgress hands send the backend's indexing progress, always
// further on, until the returned stop is called.
func (d *mcpDoor) forwardProgress(send func(protocol.ProgressParams)) (stop func()) {
	var mu sync.Mutex
	stopped, last := false, 0
	forward := func(p protocol.ProgressParams) {
		mu.Lock()
		defer mu.Unlock()
		if stopped || (p.Phase != "indexing" && p.Phase != "ready") || p.Done <= last {
			return
		}
		last = p.Done
		send(p)
	}
	unsubscribe := d.b.Subscribe(func(method string, params any) {
		if p, ok := progressOf(params); ok && method == protocol.NotifyProgress {
			forward(p)
		}
	})
	if st, err := d.b.Status(context.Background()); err == nil && st.State == "indexing" && st.Progress != nil {
		forward(*st.Progress)
	}
	return func() {
		unsubscribe()
		mu.Lock()
		stopped = true
		mu.Unlock()
	}
}

// progressOf reads a progress notification's params, whichever form a
// Backend gives them in.
func progressOf(params any) (protocol.ProgressParams, bool) {
	switch p := params.(type) {
	case protocol.ProgressParams:
		return p, true
	case *protocol.ProgressParams:
		return *p, p != nil
	}
	raw, err := json.Marshal(params)
	var p protocol.ProgressParams
	return p, err == nil && json.Unmarshal(raw, &p) == nil
}

// progressSender sends MCP progress notifications for the request ctx
// belongs to.
func progressSender(ctx context.Context, token mcp.ProgressToken) func(protocol.ProgressParams) {
	s := mcpserver.ServerFromContext(ctx)
	if s == nil {
		return nil
	}
	return func(p protocol.ProgressParams) {
		params := map[string]any{"progressToken": token, "progress": p.Done,
			"message": fmt.Sprintf("indexing the workspace: %d of %d files", p.Done, p.Total)}
		if p.Total > 0 {
			params["total"] = p.Total
		}
		_ = s.SendNotificationToClient(ctx, string(mcp.MethodNotificationProgress), params)
	}
}

// toolResult is an envelope as MCP carries it: whole in structuredContent,
// and as text for the clients that read only the content.
func toolResult(env protocol.Envelope) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content:           []mcp.Content{mcp.NewTextContent(envelopeText(env))},
		StructuredContent: env,
		IsError:           !env.Success,
	}
}

// envelopeText renders an answer as compact JSON, the same information as
// structuredContent; a failure as its code, message and what to do next.
func envelopeText(env protocol.Envelope) string {
	if e := env.Error; e != nil {
		text := e.Code + ": " + e.Message
		if c := e.Continuation; c != nil {
			text += "\nNext (" + c.Kind
			if c.Tool != "" {
				text += " " + c.Tool
			}
			text += "): " + c.Instruction
		}
		return text
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // List<T>, not List\u003cT\u003e
	if err := enc.Encode(env); err != nil {
		return err.Error()
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// serveMCPStdio serves s over in and out until in ends or ctx is done.
func serveMCPStdio(ctx context.Context, s *mcpserver.MCPServer, in io.Reader, out io.Writer, logger *log.Logger) error {
	stdio := mcpserver.NewStdioServer(s)
	stdio.SetErrorLogger(logger)
	return stdio.Listen(ctx, in, out)
}

// mcpPath is where the HTTP door answers.
const mcpPath = "/mcp"

// maxMCPRequest bounds an HTTP request's body: a tool's arguments are small.
const maxMCPRequest = 1 << 20

// mcpHTTPHandler serves s over streamable HTTP to the clients that send
// the bearer token, from no browser page of another origin.
func mcpHTTPHandler(s *mcpserver.MCPServer, token string, logger *log.Logger) http.Handler {
	h := mcpserver.NewStreamableHTTPServer(s, mcpserver.WithEndpointPath(mcpPath),
		mcpserver.WithStreamableHTTPLogger(slog.New(slog.NewTextHandler(logger.Writer(), nil))))
	want := []byte("Bearer " + token)
	mux := http.NewServeMux()
	mux.Handle(mcpPath, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A page of another site must not drive a local server through the
		// user's browser (DNS rebinding, CSRF); tools need no browser.
		if !sameOrigin(r) {
			http.Error(w, "forbidden: requests from origin "+r.Header.Get("Origin")+" are not accepted", http.StatusForbidden)
			return
		}
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="glider"`)
			http.Error(w, "unauthorized: send the token glider mcp printed or was given as Authorization: Bearer TOKEN", http.StatusUnauthorized)
			return
		}
		if r.ContentLength > maxMCPRequest {
			http.Error(w, "request body too large", http.StatusRequestEntityTooLarge)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxMCPRequest)
		h.ServeHTTP(w, r)
	}))
	return mux
}

// sameOrigin accepts a request with no Origin (not from a browser) or from
// a page of the server's own origin.
func sameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, r.Host)
}

// serveMCPHTTP serves h on addr (loopback when addr names no host) until
// ctx is done.
func serveMCPHTTP(ctx context.Context, h http.Handler, addr string, logger *log.Logger) error {
	ln, err := net.Listen("tcp", loopbackUnlessSaid(addr))
	if err != nil {
		return err
	}
	logger.Printf("serving MCP at http://%s%s", ln.Addr(), mcpPath)
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
		logger.Printf("%s is reachable from other machines: whoever has the token can read the workspace", ln.Addr())
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		// Open event streams would hold Shutdown forever.
		stop, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if srv.Shutdown(stop) != nil {
			srv.Close()
		}
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loopbackUnlessSaid gives an address without a host (":8080", "8080")
// the loopback host.
func loopbackUnlessSaid(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return net.JoinHostPort("127.0.0.1", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}
