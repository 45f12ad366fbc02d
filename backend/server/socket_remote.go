package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Remote is the Backend of another process, reached through its
// workspace's socket: what `glider mcp` drives when an editor's backend
// serves the workspace already. It is safe for concurrent use.
type Remote struct {
	conn   *jsonrpc2.Conn
	nextID atomic.Uint64

	mu        sync.Mutex
	listeners map[int]func(method string, params any)
	nextL     int
}

var _ Backend = (*Remote)(nil)

// Dial attaches to the backend serving workspace. An error means none
// does (or it cannot be reached): serve the workspace in this process.
func Dial(ctx context.Context, workspace string) (*Remote, error) {
	path, err := SocketPath(workspace)
	if err != nil {
		return nil, err
	}
	var d net.Dialer
	c, err := d.DialContext(ctx, "unix", path)
	if err != nil {
		return nil, fmt.Errorf("no glider backend serves %s: %w", workspace, err)
	}
	return newRemote(c), nil
}

func newRemote(rwc io.ReadWriteCloser) *Remote {
	r := &Remote{listeners: map[int]func(string, any){}}
	r.conn = jsonrpc2.NewConn(context.Background(), newRPCStream(rwc, maxMessageBytes, log.Printf),
		remoteHandler{r}, jsonrpc2.SetLogger(printf(log.Printf)))
	return r
}

// Close detaches from the backend (which goes on serving the others).
func (r *Remote) Close() error { return r.conn.Close() }

// Done is closed when the connection ends (the backend exited, or Close).
func (r *Remote) Done() <-chan struct{} { return r.conn.DisconnectNotify() }

// Open opens the workspace the backend serves (it refuses any other) and
// waits until it is indexed.
func (r *Remote) Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	abs, err := filepath.Abs(path) // the backend's working folder is not ours
	if err != nil {
		return protocol.WorkspaceOpenResult{}, err
	}
	var res protocol.WorkspaceOpenResult
	if err := r.call(ctx, protocol.MethodWorkspaceOpen, protocol.WorkspaceOpenParams{Path: abs}, &res); err != nil {
		return protocol.WorkspaceOpenResult{}, remoteError(err)
	}
	return res, nil
}

// Call runs a tool in the backend.
func (r *Remote) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	args = nonEmpty(args)
	if !json.Valid(args) {
		return failure(backend.InvalidArgument("arguments: not valid JSON"))
	}
	var raw json.RawMessage
	if err := r.call(ctx, tool, args, &raw); err != nil {
		var re *jsonrpc2.Error
		if !errors.As(err, &re) || re.Code != codeRequestCancelled || re.Data == nil {
			env := failure(remoteError(err))
			env.Meta.Cancelled = ctx.Err() == context.Canceled
			env.Meta.TimedOut = ctx.Err() == context.DeadlineExceeded
			return env
		}
		raw = *re.Data // the envelope the cancelled call ended with
	}
	var env protocol.Envelope
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &env); err != nil || json.Unmarshal(raw, &fields) != nil {
		return failure(&backend.Error{Code: backend.CodeInternal, Message: fmt.Sprintf("the backend answered %s with no envelope: %v", tool, err)})
	}
	// The data is passed on as the backend wrote it (but for the escaping
	// of <, > and &, which a door writing List<T> undoes).
	if data, ok := fields["data"]; ok {
		env.Data = json.RawMessage(unescapeHTML(data))
	}
	return env
}

// unescapeHTML turns the \u003c, \u003e and \u0026 that encoding/json
// writes for <, > and & back into the characters, leaving every other
// escape (an escaped backslash before "u003c" included) as it is.
func unescapeHTML(data []byte) []byte {
	if !bytes.Contains(data, []byte(`\u00`)) {
		return data
	}
	out := make([]byte, 0, len(data))
	for i := 0; i < len(data); i++ {
		if data[i] != '\\' || i+1 == len(data) {
			out = append(out, data[i])
			continue
		}
		switch string(data[i:min(i+6, len(data))]) {
		case `\u003c`:
			out = append(out, '<')
		case `\u003e`:
			out = append(out, '>')
		case `\u0026`:
			out = append(out, '&')
		default: // another escape: its second byte starts nothing
			out = append(out, data[i], data[i+1])
			i++
			continue
		}
		i += 5
	}
	return out
}

// Status says what the backend holds.
func (r *Remote) Status(ctx context.Context) (protocol.StatusResult, error) {
	var res protocol.StatusResult
	if err := r.call(ctx, protocol.MethodStatus, nil, &res); err != nil {
		return protocol.StatusResult{}, remoteError(err)
	}
	return res, nil
}

// DidOpen, DidChange and DidClose go to the backend in the order they are
// made, and the backend applies them in that order.
func (r *Remote) DidOpen(uri, text string) error {
	return r.notify(uri, protocol.MethodDidOpen, protocol.DidOpenParams{TextDocument: protocol.TextDocumentItem{URI: uri, Text: text}})
}

func (r *Remote) DidChange(uri, text string) error {
	return r.notify(uri, protocol.MethodDidChange, protocol.DidChangeParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		ContentChanges: []protocol.ContentChange{{Text: text}}})
}

func (r *Remote) DidClose(uri string) error {
	return r.notify(uri, protocol.MethodDidClose, protocol.DidCloseParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
}

func (r *Remote) notify(uri, method string, params any) error {
	if _, err := pathOf(uri); err != nil { // the backend could only log it
		return err
	}
	return r.conn.Notify(context.Background(), method, params)
}

// Subscribe calls notify with the backend's notifications (the same types
// as a Host's) until cancel is called. notify must not block for long: the
// answers to calls wait behind it.
func (r *Remote) Subscribe(notify func(method string, params any)) (cancel func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	id := r.nextL
	r.nextL++
	r.listeners[id] = notify
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		delete(r.listeners, id)
	}
}

// call makes a request; a caller that stops waiting cancels it in the
// backend too.
func (r *Remote) call(ctx context.Context, method string, params, result any) error {
	id := jsonrpc2.ID{Num: r.nextID.Add(1)}
	w, err := r.conn.DispatchCall(ctx, method, params, jsonrpc2.PickID(id))
	if err != nil {
		return err
	}
	err = w.Wait(ctx, result)
	if err != nil && ctx.Err() != nil {
		_ = r.conn.Notify(context.Background(), protocol.MethodCancelRequest, map[string]jsonrpc2.ID{"id": id})
	}
	return err
}

// remoteError turns what the connection reports back into the backend's error.
func remoteError(err error) *backend.Error {
	var re *jsonrpc2.Error
	switch {
	case errors.As(err, &re):
		var pe protocol.Error
		if re.Data != nil && json.Unmarshal(*re.Data, &pe) == nil && pe.Code != "" {
			be := &backend.Error{Code: backend.ErrorCode(pe.Code), Message: pe.Message}
			if c := pe.Continuation; c != nil {
				be.Continuation = &backend.Continuation{Kind: backend.ContinuationKind(c.Kind), Tool: c.Tool, Instruction: c.Instruction}
			}
			return be
		}
		code := backend.CodeInternal
		switch re.Code {
		case jsonrpc2.CodeMethodNotFound:
			code = CodeUnknownTool
		case jsonrpc2.CodeInvalidParams:
			code = backend.CodeInvalidArgument
		case codeRequestCancelled:
			code = backend.CodeCancelled
		}
		return &backend.Error{Code: code, Message: re.Message}
	case errors.Is(err, context.Canceled):
		return &backend.Error{Code: backend.CodeCancelled, Message: "cancelled"}
	case errors.Is(err, context.DeadlineExceeded):
		return &backend.Error{Code: backend.CodeTimeout, Message: "timed out"}
	}
	return &backend.Error{Code: backend.CodeInternal, Message: "the glider backend serving the workspace: " + err.Error()}
}

// remoteHandler hands the backend's notifications to the subscribers, in
// the order they come.
type remoteHandler struct{ r *Remote }

func (h remoteHandler) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if !req.Notif {
		_ = conn.ReplyWithError(ctx, req.ID, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "a glider client serves no methods"})
		return
	}
	var params any
	if req.Params != nil {
		params = *req.Params
		switch req.Method {
		case protocol.NotifyProgress:
			var p protocol.ProgressParams
			if json.Unmarshal(*req.Params, &p) == nil {
				params = p
			}
		case protocol.NotifyIndexChanged:
			var p protocol.IndexChangedParams
			if json.Unmarshal(*req.Params, &p) == nil {
				params = p
			}
		}
	}
	h.r.mu.Lock()
	ls := make([]func(string, any), 0, len(h.r.listeners))
	for _, l := range h.r.listeners {
		ls = append(ls, l)
	}
	h.r.mu.Unlock()
	for _, l := range ls {
		l(req.Method, params)
	}
}
