package server

import (
	"context"
	"encoding/json"
	"log"
	"sync"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// failover is the Backend of glider mcp attached to an editor's backend:
// when that backend goes away (the editor closed), it opens the workspace
// in this process and goes on answering from there.
type failover struct {
	mu     sync.Mutex
	b      Backend
	close  func()
	closed bool
}

var _ Backend = (*failover)(nil)

// newFailover drives r until it ends, then a Host of its own on path.
func newFailover(r *Remote, path string, opts backend.Options, logger *log.Logger) *failover {
	f := &failover{b: r, close: func() { r.Close() }}
	go func() {
		<-r.Done()
		f.mu.Lock()
		defer f.mu.Unlock()
		if f.closed {
			return
		}
		logger.Printf("the glider backend serving %s went away; serving it in this process", path)
		h := NewHost(opts)
		if _, err := h.Start(path); err != nil {
			logger.Printf("opening %s: %v", path, err)
		}
		f.b, f.close = h, h.Close
	}()
	return f
}

// current is the backend answering now.
func (f *failover) current() Backend {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.b
}

// Close detaches from, or closes, the backend answering now.
func (f *failover) Close() {
	f.mu.Lock()
	end := f.close
	f.closed = true
	f.mu.Unlock()
	end()
}

func (f *failover) Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	return f.current().Open(ctx, path)
}

func (f *failover) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	return f.current().Call(ctx, tool, args)
}

func (f *failover) Status(ctx context.Context) (protocol.StatusResult, error) {
	return f.current().Status(ctx)
}

func (f *failover) DidOpen(uri, text string) error   { return f.current().DidOpen(uri, text) }
func (f *failover) DidChange(uri, text string) error { return f.current().DidChange(uri, text) }
func (f *failover) DidClose(uri string) error        { return f.current().DidClose(uri) }

func (f *failover) Subscribe(notify func(method string, params any)) (cancel func()) {
	return f.current().Subscribe(notify)
}
