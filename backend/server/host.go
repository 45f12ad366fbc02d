package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/url"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Host is one live backend: the workspace it has open (or none yet), the
// editors' buffers, and who wants to hear of progress and new snapshots.
// Every door (JSON-RPC, Neovim, MCP, the shared socket) drives a Host; it is
// safe for concurrent use.
type Host struct {
	opts backend.Options

	mu      sync.Mutex
	engine  *backend.Engine // nil until a workspace is open
	opening chan struct{}   // closed when the workspace being opened is ready (or failed)
	// partial is what the workspace being opened has indexed so far, for
	// the calls that will not wait for the whole (nil until there is some);
	// partialReady closes when the first is made. wantPartial asks the
	// indexing for a fresher one: it makes them only when asked.
	partial      *backend.View
	partialReady chan struct{}
	wantPartial  atomic.Bool
	openErr      error
	root         string
	progress     protocol.ProgressParams
	listeners    map[int]func(method string, params any)
	nextID       int
	started      time.Time
	stopWatch    func() // stops following the open workspace's files
	// onOpen, when set, hears of each workspace about to be opened, and of
	// "" when the workspace is closed: the shared host serves it on its socket.
	onOpen func(path string)

	// Changes wait this long for more before they are applied together.
	debounce time.Duration
	pending  backend.Change
	timer    *time.Timer
	applying sync.Mutex // changes are applied one batch at a time, in order
}

// NewHost makes a host with no workspace open.
func NewHost(opts backend.Options) *Host {
	return &Host{opts: opts, listeners: map[int]func(string, any){}, started: time.Now(), debounce: 20 * time.Millisecond}
}

// hostOf serves an engine opened already (the CLI's) as a Host, which does
// not follow the disk; closing the Host closes the engine.
func hostOf(e *backend.Engine, opts backend.Options) *Host {
	h := NewHost(opts)
	opened := make(chan struct{})
	close(opened)
	h.engine, h.root, h.opening = e, e.Root(), opened
	h.progress = protocol.ProgressParams{Phase: "ready"}
	return h
}

// Subscribe calls notify with every notification (protocol.NotifyProgress,
// protocol.NotifyIndexChanged) until the returned function is called.
// notify must not block for long.
func (h *Host) Subscribe(notify func(method string, params any)) (cancel func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	id := h.nextID
	h.nextID++
	h.listeners[id] = notify
	return func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.listeners, id)
	}
}

func (h *Host) notify(method string, params any) {
	h.mu.Lock()
	ls := make([]func(string, any), 0, len(h.listeners))
	for _, l := range h.listeners {
		ls = append(ls, l)
	}
	h.mu.Unlock()
	for _, l := range ls {
		l(method, params)
	}
}

// Open opens the workspace at path (folder, .sln, .slnx, .csproj) and waits
// until it is indexed. Opening the workspace already open answers at once;
// opening another one replaces it.
func (h *Host) Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	done, err := h.Start(path)
	if err != nil {
		return protocol.WorkspaceOpenResult{}, err
	}
	return h.waitOpen(ctx, done)
}

// Start opens the workspace at path in the background (calls made
// meanwhile wait for its index) and returns what closes once it is ready
// or has failed. Starting the workspace already open or opening does
// nothing new.
func (h *Host) Start(path string) (<-chan struct{}, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, &backend.Error{Code: backend.CodeWorkspaceNotFound, Message: err.Error()}
	}
	return h.start(abs, false), nil
}

// reload opens the open workspace again from scratch: its projects
// evaluated again, its files read again (the cache spares the parsing of
// those unchanged).
func (h *Host) reload() (<-chan struct{}, error) {
	h.mu.Lock()
	root := h.root
	h.mu.Unlock()
	if root == "" {
		return nil, noWorkspace()
	}
	return h.start(root, true), nil
}

// start opens the workspace at abs in the background, unless it is open
// or opening already and fresh is false.
func (h *Host) start(abs string, fresh bool) <-chan struct{} {
	h.mu.Lock()
	if h.root == abs && h.opening != nil && !fresh {
		defer h.mu.Unlock()
		return h.opening
	}
	closeOld := h.detach()
	done := make(chan struct{})
	h.root, h.opening, h.partialReady = abs, done, make(chan struct{})
	h.progress = protocol.ProgressParams{Phase: "indexing"}
	h.wantPartial.Store(false)
	h.mu.Unlock()
	closeOld()
	if h.onOpen != nil {
		h.onOpen(abs)
	}
	go h.index(abs, done)
	return done
}

// closeWorkspace closes the open workspace, if any, and returns its path.
func (h *Host) closeWorkspace() (root string) {
	h.mu.Lock()
	root = h.root
	closeOld := h.detach()
	h.mu.Unlock()
	closeOld()
	return root
}

// detach, with h.mu held, forgets the open workspace and returns what
// closes it (to call once the lock is released).
func (h *Host) detach() (closeOld func()) {
	e, stopWatch := h.engine, h.stopWatch
	h.engine, h.opening, h.openErr, h.stopWatch, h.root, h.partial = nil, nil, nil, nil, "", nil
	h.progress = protocol.ProgressParams{}
	return func() {
		if stopWatch != nil {
			stopWatch()
		}
		if e != nil {
			e.Close()
		}
	}
}

// unload closes the open workspace, if any, and returns its path.
func (h *Host) unload() string {
	root := h.closeWorkspace()
	if root != "" && h.onOpen != nil {
		h.onOpen("")
	}
	return root
}

// current is the open engine, or nil.
func (h *Host) current() *backend.Engine {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.engine
}

// index opens the workspace in the background: a caller that gives up
// waiting does not stop the indexing others may wait for.
func (h *Host) index(abs string, done chan struct{}) {
	opts := h.opts
	last := time.Time{}
	opts.Index.Progress = func(n, total int) { // called from every parser
		h.mu.Lock()
		h.progress = protocol.ProgressParams{Phase: "indexing", Done: n, Total: total}
		now := time.Now()
		tell := n == total || now.Sub(last) > 100*time.Millisecond
		if tell {
			last = now
		}
		h.mu.Unlock()
		if tell {
			h.notify(protocol.NotifyProgress, protocol.ProgressParams{Phase: "indexing", Done: n, Total: total})
		}
	}
	opts.Partial = func(v *backend.View) {
		h.mu.Lock()
		defer h.mu.Unlock()
		if h.opening == done {
			if h.partial == nil {
				close(h.partialReady)
			}
			h.partial = v
		}
	}
	opts.PartialWanted = func() bool { return h.wantPartial.Swap(false) }
	e, err := backend.Open(context.Background(), abs, opts)
	h.mu.Lock()
	if h.opening != done { // another workspace was opened meanwhile
		h.mu.Unlock()
		if e != nil {
			e.Close()
		}
		return
	}
	h.engine, h.openErr, h.partial = e, err, nil
	h.progress = protocol.ProgressParams{Phase: "ready", Done: h.progress.Total, Total: h.progress.Total}
	if err == nil {
		if h.stopWatch, err = watch(e.Root(), h.FilesChanged, log.Printf); err != nil {
			log.Printf("not following changes on disk: %v", err)
			err = nil
		}
	}
	close(done)
	h.mu.Unlock()
	if err == nil {
		h.notify(protocol.NotifyProgress, protocol.ProgressParams{Phase: "ready", Done: h.progress.Total, Total: h.progress.Total})
		h.notify(protocol.NotifyIndexChanged, protocol.IndexChangedParams{Snapshot: *snapshotOf(e.View().Ref())})
	}
}

func (h *Host) waitOpen(ctx context.Context, done <-chan struct{}) (protocol.WorkspaceOpenResult, error) {
	select {
	case <-done:
	case <-ctx.Done():
		return protocol.WorkspaceOpenResult{}, &backend.Error{Code: backend.CodeCancelled, Message: "stopped waiting for the workspace to be indexed; it goes on indexing"}
	}
	h.mu.Lock()
	e, err, root := h.engine, h.openErr, h.root
	h.mu.Unlock()
	if err != nil {
		return protocol.WorkspaceOpenResult{}, err
	}
	if e == nil {
		return protocol.WorkspaceOpenResult{}, &backend.Error{Code: backend.CodeCancelled, Message: "another workspace was opened meanwhile"}
	}
	return protocol.WorkspaceOpenResult{Root: root, Snapshot: *snapshotOf(e.View().Ref())}, nil
}

// CodeNoWorkspace is the error of a tool called before a workspace is open.
const CodeNoWorkspace backend.ErrorCode = "NoWorkspace"

func noWorkspace() error {
	return &backend.Error{Code: CodeNoWorkspace, Message: "no workspace is loaded",
		Continuation: &backend.Continuation{Kind: backend.ContinueCallTool, Tool: protocol.ToolLoad,
			Instruction: "Load a workspace first (load with path: a folder, .sln, .slnx or .csproj), then call this again."}}
}

// ready returns the open engine, waiting while the first index is built
// (until ctx ends).
func (h *Host) ready(ctx context.Context) (*backend.Engine, error) {
	h.mu.Lock()
	e, wait := h.engine, h.opening
	h.mu.Unlock()
	if e != nil {
		return e, nil
	}
	if wait == nil {
		return nil, noWorkspace()
	}
	if _, err := h.waitOpen(ctx, wait); err != nil {
		return nil, err
	}
	return h.ready(ctx)
}

// CodeIndexNotReady is the error of a call that would not wait for the
// first index (waitForIndex false).
const CodeIndexNotReady backend.ErrorCode = "IndexNotReady"

// Call runs one tool on the open workspace. A call that comes while the
// first index is built answers from what is indexed so far (waiting for
// the first projects when none is yet), with meta.partial and
// meta.indexing saying so and how far it is. One that says waitForIndex
// true waits for the whole index (meta.indexing then says how far it
// was); one that says false never waits.
func (h *Host) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	if t, ok := hostTools[tool]; ok {
		return h.callHostTool(ctx, tool, t, args)
	}
	h.mu.Lock()
	e, opening, progress, partial, partialReady := h.engine, h.opening, h.progress, h.partial, h.partialReady
	indexingNow := e == nil && opening != nil && h.openErr == nil
	h.mu.Unlock()
	var indexing *protocol.ProgressParams
	if indexingNow {
		indexing = &progress
		var common protocol.Common
		_ = json.Unmarshal(nonEmpty(args), &common)                  // a malformed call fails below, on the tool's own decoding
		whole := common.WaitForIndex != nil && *common.WaitForIndex  // waits for the whole index
		never := common.WaitForIndex != nil && !*common.WaitForIndex // waits for nothing
		if !whole {
			h.wantPartial.Store(true) // the next project indexed makes a fresher view
			if partial == nil && !never {
				select { // nothing indexed yet: wait for the first projects, or the whole
				case <-partialReady:
				case <-opening:
				case <-ctx.Done():
				}
				h.mu.Lock()
				partial, progress = h.partial, h.progress
				h.mu.Unlock()
			}
		}
		switch {
		case partial != nil && !whole:
			env := callView(ctx, partial, tool, args)
			env.Meta.Indexing, env.Meta.Partial = indexing, true
			return env
		case never:
			env := failure(&backend.Error{Code: CodeIndexNotReady,
				Message: fmt.Sprintf("the workspace is being indexed (%d of %d files) and no project is indexed yet", progress.Done, progress.Total),
				Continuation: &backend.Continuation{Kind: backend.ContinueRetry,
					Instruction: "Call again in a moment, or without waitForIndex false to wait for the index."}})
			env.Meta.Indexing = indexing
			return env
		}
	}
	e, err := h.ready(ctx)
	if err != nil {
		env := failure(backend.AsError(err))
		env.Meta.Indexing = indexing
		return env
	}
	env := Call(ctx, e, tool, args)
	env.Meta.Indexing = indexing
	return env
}

// Status says what the host holds.
func (h *Host) Status(context.Context) (protocol.StatusResult, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	st := protocol.StatusResult{Version: Version, Root: h.root, State: "noWorkspace"}
	switch {
	case h.engine != nil:
		st.State = "ready"
		st.Snapshot = snapshotOf(h.engine.View().Ref())
		st.OpenFiles = len(h.engine.Buffers()) // reads the current state: never waits for an update
	case h.opening != nil && h.openErr == nil:
		st.State = "indexing"
		p := h.progress
		st.Progress = &p
	}
	return st, nil
}

// DidOpen and DidChange give the text an editor holds for a file; it counts
// instead of the disk's until DidClose. Changes are applied together after
// a short pause (Host.debounce); FilesChanged does the same for the disk.
func (h *Host) DidOpen(uri, text string) error   { return h.buffer(uri, []byte(text)) }
func (h *Host) DidChange(uri, text string) error { return h.buffer(uri, []byte(text)) }

// DidClose returns a file to what the disk holds.
func (h *Host) DidClose(uri string) error {
	path, err := pathOf(uri)
	if err != nil {
		return err
	}
	h.queue(func(c *backend.Change) {
		delete(c.Buffers, path)
		c.Closed = append(c.Closed, path)
	})
	return nil
}

// FilesChanged says files changed on disk (written, created, deleted, renamed).
func (h *Host) FilesChanged(paths ...string) {
	h.queue(func(c *backend.Change) { c.Files = append(c.Files, paths...) })
}

func (h *Host) buffer(uri string, text []byte) error {
	path, err := pathOf(uri)
	if err != nil {
		return err
	}
	h.queue(func(c *backend.Change) {
		if c.Buffers == nil {
			c.Buffers = map[string][]byte{}
		}
		c.Buffers[path] = text
	})
	return nil
}

// queue adds to the pending change and (re)starts the pause before it is applied.
func (h *Host) queue(add func(*backend.Change)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	add(&h.pending)
	if h.timer == nil {
		h.timer = time.AfterFunc(h.debounce, h.apply)
	} else {
		h.timer.Reset(h.debounce)
	}
}

// apply hands the pending change to the engine (once the workspace is
// open) and tells the listeners of the new snapshot.
func (h *Host) apply() {
	h.applying.Lock()
	defer h.applying.Unlock()
	e, err := h.ready(context.Background())
	if err != nil {
		return // no workspace: nothing to apply the change to
	}
	h.mu.Lock()
	c := h.pending
	h.pending = backend.Change{}
	h.mu.Unlock()
	n := len(c.Files) + len(c.Buffers) + len(c.Closed) // the files the update reads again
	h.notify(protocol.NotifyProgress, protocol.ProgressParams{Phase: "updating", Total: n})
	ref, changed, err := e.Update(context.Background(), c)
	h.notify(protocol.NotifyProgress, protocol.ProgressParams{Phase: "ready", Done: n, Total: n})
	if err != nil || len(changed) == 0 {
		return
	}
	h.notify(protocol.NotifyIndexChanged, protocol.IndexChangedParams{Snapshot: *snapshotOf(ref), ChangedFiles: changed})
}

// Close closes the workspace and stops all background work.
func (h *Host) Close() {
	h.mu.Lock()
	if h.timer != nil {
		h.timer.Stop()
	}
	h.mu.Unlock()
	h.closeWorkspace()
}

// pathOf reads a file URI (file:///...) or a plain path.
func pathOf(uri string) (string, error) {
	if u, err := url.Parse(uri); err == nil && u.Scheme == "file" {
		return filepath.Clean(filepath.FromSlash(u.Path)), nil
	}
	if filepath.IsAbs(uri) {
		return filepath.Clean(uri), nil
	}
	return "", backend.InvalidArgument("%q is not a file URI or an absolute path", uri)
}
