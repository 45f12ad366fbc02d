package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// The error codes LSP adds to JSON-RPC's.
const (
	// codeRequestFailed: a well-formed request failed; the error's data is
	// the protocol.Error (code, message, continuation).
	codeRequestFailed = -32803
	// codeRequestCancelled: the client cancelled the request; for a tool the
	// error's data is the envelope it ended with.
	codeRequestCancelled = -32800
)

// LSP's handshake, answered so that an LSP client library can connect.
const (
	methodInitialize  = "initialize"
	methodInitialized = "initialized"
)

// ServeJSONRPC serves one client speaking JSON-RPC 2.0 with LSP framing on
// rwc (stdio or a socket connection) until it leaves, sends exit, or ctx
// ends. Methods: every tool (params: its arguments; result: its envelope),
// the session methods of protocol/session.go; the backend's notifications
// go to the client. Logs go to logf, never to rwc.
func ServeJSONRPC(ctx context.Context, b Backend, rwc io.ReadWriteCloser, logf func(format string, args ...any)) {
	serveJSONRPC(ctx, b, rwc, maxMessageBytes, logf)
}

func serveJSONRPC(ctx context.Context, b Backend, rwc io.ReadWriteCloser, limit int64, logf func(string, ...any)) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// Subscribed before the connection reads its first message: a
	// notification sent once a request is answered is never missed.
	out := newOutbox()
	defer b.Subscribe(out.push)()
	h := &rpcHandler{b: b, logf: logf, running: map[jsonrpc2.ID]context.CancelFunc{}}
	conn := jsonrpc2.NewConn(ctx, newRPCStream(rwc, limit, logf), h, jsonrpc2.SetLogger(printf(logf)))
	go out.run(ctx, func(method string, params any) {
		if err := conn.Notify(ctx, method, params); err != nil && !errors.Is(err, jsonrpc2.ErrClosed) {
			logf("jsonrpc: sending %s: %v", method, err)
		}
	})
	select {
	case <-conn.DisconnectNotify():
	case <-ctx.Done():
		conn.Close()
	}
}

// rpcHandler is one connection's dispatcher.
type rpcHandler struct {
	b    Backend
	logf func(string, ...any)

	mu       sync.Mutex
	running  map[jsonrpc2.ID]context.CancelFunc // requests under way, for $/cancelRequest
	shutdown bool
}

// Handle runs in the connection's read loop, one message at a time, so
// what must keep the client's order is done here: buffer changes,
// cancellation, shutdown and exit. Every other request runs in its own
// goroutine: a long one never holds up the others.
func (h *rpcHandler) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	switch req.Method {
	case protocol.MethodDidOpen, protocol.MethodDidChange, protocol.MethodDidClose:
		h.reply(ctx, conn, req, nil, h.document(req))
		return
	case protocol.MethodCancelRequest:
		var p map[string]jsonrpc2.ID // {"id": 1} or {"id": "a"}
		err := decodeParams(req, &p)
		if err == nil {
			h.mu.Lock()
			if cancel := h.running[p["id"]]; cancel != nil {
				cancel()
			}
			h.mu.Unlock()
		}
		h.reply(ctx, conn, req, nil, err)
		return
	case protocol.MethodShutdown:
		h.mu.Lock()
		h.shutdown = true
		h.mu.Unlock()
		h.reply(ctx, conn, req, nil, nil)
		return
	case protocol.MethodExit:
		conn.Close()
		return
	}
	if req.Notif { // no one to answer; LSP lets a server ignore them
		if req.Method != methodInitialized && !strings.HasPrefix(req.Method, "$/") {
			h.logf("jsonrpc: ignoring the notification %s", req.Method)
		}
		return
	}
	h.mu.Lock()
	if h.shutdown {
		h.mu.Unlock()
		h.reply(ctx, conn, req, nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shutting down"})
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	h.running[req.ID] = cancel
	h.mu.Unlock()
	go func() {
		defer func() {
			h.mu.Lock()
			delete(h.running, req.ID)
			h.mu.Unlock()
			cancel()
		}()
		result, err := h.dispatch(ctx, req)
		h.reply(ctx, conn, req, result, err)
	}()
}

// dispatch answers one request.
func (h *rpcHandler) dispatch(ctx context.Context, req *jsonrpc2.Request) (any, error) {
	switch req.Method {
	case protocol.MethodWorkspaceOpen:
		var p protocol.WorkspaceOpenParams
		if err := decodeParams(req, &p); err != nil {
			return nil, err
		}
		if p.Path == "" {
			return nil, invalidParams("workspace/open needs a path")
		}
		res, err := h.b.Open(ctx, p.Path)
		if err != nil {
			return nil, err
		}
		return res, nil
	case protocol.MethodStatus:
		res, err := h.b.Status(ctx)
		if err != nil {
			return nil, err
		}
		return res, nil
	case methodInitialize:
		// vscode-languageclient starts with LSP's handshake; what it needs
		// to hear is that didChange carries the whole text.
		return map[string]any{"capabilities": map[string]any{"textDocumentSync": 1},
			"serverInfo": map[string]string{"name": "glider", "version": Version}}, nil
	}
	if !isTool(req.Method) {
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound,
			Message: fmt.Sprintf("no method %q; the tools are %v", req.Method, ToolNames())}
	}
	var args json.RawMessage
	if req.Params != nil {
		args = *req.Params
		// Wrong arguments inside the object are the tool's to report, in
		// its envelope, as every door does; params that are no object at
		// all are the protocol's.
		if t := bytes.TrimSpace(args); len(t) == 0 || t[0] != '{' && !bytes.Equal(t, []byte("null")) {
			return nil, invalidParams("a tool's params are its arguments, a JSON object")
		}
	}
	env := h.b.Call(ctx, req.Method, args)
	if !env.Success && ctx.Err() != nil {
		e := &jsonrpc2.Error{Code: codeRequestCancelled, Message: req.Method + " was cancelled"}
		e.SetError(env)
		return nil, e
	}
	return env, nil
}

// document applies a buffer notification.
func (h *rpcHandler) document(req *jsonrpc2.Request) error {
	switch req.Method {
	case protocol.MethodDidOpen:
		var p protocol.DidOpenParams
		if err := decodeParams(req, &p); err != nil {
			return err
		}
		return h.b.DidOpen(p.TextDocument.URI, p.TextDocument.Text)
	case protocol.MethodDidChange:
		var p protocol.DidChangeParams
		if err := decodeParams(req, &p); err != nil {
			return err
		}
		// Only whole texts are understood: a ranged (incremental) change
		// taken for the whole file would silently index a fragment.
		var ranges struct {
			ContentChanges []struct{ Range json.RawMessage }
		}
		_ = json.Unmarshal(*req.Params, &ranges)
		for _, c := range ranges.ContentChanges {
			if len(c.Range) > 0 && string(c.Range) != "null" {
				return invalidParams("only full-text changes are supported (TextDocumentSyncKind.Full)")
			}
		}
		if len(p.ContentChanges) == 0 {
			return invalidParams("didChange without contentChanges")
		}
		return h.b.DidChange(p.TextDocument.URI, p.ContentChanges[len(p.ContentChanges)-1].Text)
	default:
		var p protocol.DidCloseParams
		if err := decodeParams(req, &p); err != nil {
			return err
		}
		return h.b.DidClose(p.TextDocument.URI)
	}
}

// reply answers a request; a notification's failure can only be logged.
func (h *rpcHandler) reply(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request, result any, err error) {
	if req.Notif {
		if err != nil {
			h.logf("jsonrpc: %s: %v", req.Method, err)
		}
		return
	}
	if err != nil {
		err = conn.ReplyWithError(ctx, req.ID, rpcError(err))
	} else {
		err = conn.Reply(ctx, req.ID, result)
	}
	if err != nil && !errors.Is(err, jsonrpc2.ErrClosed) {
		h.logf("jsonrpc: answering %s: %v", req.Method, err)
	}
}

// rpcError is how a failure goes on the wire: the engine's error code,
// message and continuation travel in the error's data.
func rpcError(err error) *jsonrpc2.Error {
	var re *jsonrpc2.Error
	if errors.As(err, &re) {
		return re
	}
	be := backend.AsError(err)
	e := &jsonrpc2.Error{Code: codeRequestFailed, Message: be.Error()}
	e.SetError(failure(be).Error)
	return e
}

func invalidParams(msg string) *jsonrpc2.Error {
	return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
}

// decodeParams reads a session method's params (an object).
func decodeParams(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return invalidParams(req.Method + " needs params")
	}
	if err := json.Unmarshal(*req.Params, v); err != nil {
		return invalidParams(req.Method + ": " + err.Error())
	}
	return nil
}

// printf makes a jsonrpc2.Logger of a log function.
type printf func(format string, args ...any)

func (p printf) Printf(format string, args ...any) { p(format, args...) }

// outbox hands a client the backend's notifications in order without ever
// making the backend wait for a slow client: notifications queue up, and
// an unsent progress report is replaced by a newer one.
type outbox struct {
	mu    sync.Mutex
	queue []note
	wake  chan struct{}
}

type note struct {
	method string
	params any
}

func newOutbox() *outbox { return &outbox{wake: make(chan struct{}, 1)} }

func (o *outbox) push(method string, params any) {
	o.mu.Lock()
	if n := len(o.queue); n > 0 && method == protocol.NotifyProgress && o.queue[n-1].method == method {
		o.queue[n-1].params = params
	} else {
		o.queue = append(o.queue, note{method, params})
	}
	o.mu.Unlock()
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// run sends what is queued until ctx ends.
func (o *outbox) run(ctx context.Context, send func(method string, params any)) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-o.wake:
		}
		o.mu.Lock()
		q := o.queue
		o.queue = nil
		o.mu.Unlock()
		for _, n := range q {
			send(n.method, n.params)
		}
	}
}
