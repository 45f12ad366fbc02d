package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// One index per workspace: the backend an editor starts also serves its
// workspace on a Unix socket, and `glider mcp` or a second editor on the
// same workspace attach to it (Dial) instead of indexing it again. The
// socket is named from the workspace's path, lives in the user's runtime
// folder, and speaks the JSON-RPC of `glider serve --stdio`.

// ErrSocketBusy says another live process serves the workspace already.
var ErrSocketBusy = errors.New("another glider backend serves this workspace")

// SocketPath is the socket of the backend serving workspace (a folder,
// .sln, .slnx or .csproj, spelled as it was opened: the name is a hash of
// its absolute path with symbolic links resolved).
func SocketPath(workspace string) (string, error) {
	key, err := workspaceKey(workspace)
	if err != nil {
		return "", err
	}
	return socketPathOf(key)
}

func workspaceKey(workspace string) (string, error) {
	abs, err := filepath.Abs(workspace)
	if err != nil {
		return "", err
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	return abs, nil
}

func socketPathOf(key string) (string, error) {
	dir, err := socketDir()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(dir, hex.EncodeToString(sum[:8])+".sock"), nil
}

// socketDir is $XDG_RUNTIME_DIR/glider, else $TMPDIR/glider-UID: a folder
// only the user may enter, so that nobody else can reach the sockets or
// put one of their own in their place.
func socketDir() (string, error) {
	dir := filepath.Join(os.TempDir(), fmt.Sprintf("glider-%d", os.Getuid()))
	if rt := os.Getenv("XDG_RUNTIME_DIR"); rt != "" {
		dir = filepath.Join(rt, "glider")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return "", err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || fi.Mode().Perm()&0o077 != 0 || ok && int(st.Uid) != os.Getuid() {
		return "", fmt.Errorf("%s must be a folder of your own that only you can open (mode 0700)", dir)
	}
	return dir, nil
}

// SocketServer serves a Backend to the clients of one workspace's socket,
// each connection a client of its own.
type SocketServer struct {
	path   string
	ln     net.Listener
	lock   *os.File
	cancel context.CancelFunc
	wg     sync.WaitGroup
	once   sync.Once
}

// ListenSocket serves b on workspace's socket (mode 0600). The socket's
// name is owned by whoever holds a lock on the file beside it (the kernel
// lets go of it when its process dies): with the lock, a socket file found
// there is stale, left by a crashed process, and is replaced. Without it,
// or when the socket answers anyway, another process serves the workspace:
// ErrSocketBusy. Clients cannot open another workspace through it.
func ListenSocket(workspace string, b Backend, logf func(string, ...any)) (*SocketServer, error) {
	key, err := workspaceKey(workspace)
	if err != nil {
		return nil, err
	}
	path, err := socketPathOf(key)
	if err != nil {
		return nil, err
	}
	lock, err := lockFile(path + ".lock")
	if err != nil {
		return nil, err
	}
	unlock := func() {
		os.Remove(lock.Name())
		lock.Close()
	}
	if _, err := os.Lstat(path); err == nil {
		if c, err := net.DialTimeout("unix", path, time.Second); err == nil {
			c.Close()
			unlock()
			return nil, ErrSocketBusy
		}
		if err := os.Remove(path); err != nil {
			unlock()
			return nil, err
		}
		logf("glider: replaced the stale socket %s", path)
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		unlock()
		return nil, err
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		unlock()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &SocketServer{path: path, ln: ln, lock: lock, cancel: cancel}
	abs, _ := filepath.Abs(workspace)
	s.wg.Add(1)
	go s.accept(ctx, pinned{Backend: b, key: key, path: abs}, logf)
	return s, nil
}

// Path is the socket's path.
func (s *SocketServer) Path() string { return s.path }

func (s *SocketServer) accept(ctx context.Context, b Backend, logf func(string, ...any)) {
	defer s.wg.Done()
	for {
		c, err := s.ln.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil { // out of file descriptors, say: wait rather than spin
			logf("glider: socket: %v", err)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			ServeJSONRPC(ctx, b, c, logf)
		}()
	}
}

// Close stops listening, ends the connections and removes the socket.
func (s *SocketServer) Close() error {
	var err error
	s.once.Do(func() {
		s.cancel()
		err = s.ln.Close() // removes the socket file
		s.wg.Wait()
		os.Remove(s.lock.Name())
		s.lock.Close()
	})
	return err
}

// lockFile takes the lock on path without waiting (ErrSocketBusy when
// another process holds it).
func lockFile(path string) (*os.File, error) {
	for {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				return nil, ErrSocketBusy
			}
			return nil, err
		}
		// The previous owner removes the file before letting go of it: a
		// lock on a file no longer at path guards nothing, try again.
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return f, nil
		}
		f.Close()
	}
}

// pinned is what a socket's clients drive: the backend, on the socket's
// workspace only (opening another would take it from the editor using it).
type pinned struct {
	Backend
	key  string // the workspace's key (workspaceKey)
	path string // the path the backend opened it with
}

func (p pinned) Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error) {
	if err := p.check(path); err != nil {
		return protocol.WorkspaceOpenResult{}, err
	}
	return p.Backend.Open(ctx, p.path)
}

// Call refuses the tools that would close the workspace or open another.
func (p pinned) Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope {
	switch tool {
	case protocol.ToolLoad:
		var a protocol.LoadArgs
		if err := json.Unmarshal(nonEmpty(args), &a); err == nil && a.Path != "" {
			if err := p.check(a.Path); err != nil {
				return failure(backend.AsError(err))
			}
			a.Path = p.path // the same workspace, as the backend opened it
			args, _ = json.Marshal(a)
		}
	case protocol.ToolUnload:
		return failure(&backend.Error{Code: backend.CodeInvalidArgument,
			Message: fmt.Sprintf("this backend serves %s to an editor too; detach from it instead of unloading", p.path)})
	}
	return p.Backend.Call(ctx, tool, args)
}

// check accepts the socket's workspace only.
func (p pinned) check(path string) error {
	if key, err := workspaceKey(path); err != nil || key != p.key {
		return &backend.Error{Code: backend.CodeInvalidArgument,
			Message: fmt.Sprintf("this backend serves %s; %s needs a backend of its own", p.path, path)}
	}
	return nil
}

// sharedHost is the Host of an editor's backend (serve, nvim): once it
// opens a workspace it also serves it on the workspace's socket, until it
// opens another or closes.
type sharedHost struct {
	*Host
	logf func(string, ...any)

	mu     sync.Mutex
	key    string        // the workspace shared, or tried
	sock   *SocketServer // nil when not listening
	closed bool
}

// newSharedHost shares every workspace h opens from the start: clients
// that attach while it is indexed wait for the index like local ones.
func newSharedHost(h *Host, logf func(string, ...any)) *sharedHost {
	s := &sharedHost{Host: h, logf: logf}
	h.onOpen = s.share
	return s
}

// start opens path in the background.
func (s *sharedHost) start(path string) {
	done, err := s.Host.Start(path)
	if err != nil {
		s.logf("glider: opening %s: %v", path, err)
		return
	}
	go func() {
		if _, err := s.Host.waitOpen(context.Background(), done); err != nil {
			s.logf("glider: opening %s: %v", path, err)
		}
	}()
}

// share serves the workspace at path on its socket, instead of the one
// shared so far; "" stops sharing.
func (s *sharedHost) share(path string) {
	key := ""
	if path != "" {
		k, err := workspaceKey(path)
		if err != nil {
			return
		}
		if _, err := os.Stat(k); err != nil {
			return // nothing there to share; Open says why
		}
		key = k
	}
	s.mu.Lock()
	if key != "" && (s.closed || key == s.key) {
		s.mu.Unlock()
		return
	}
	old := s.sock
	s.key, s.sock = key, nil
	s.mu.Unlock()
	if old != nil {
		old.Close()
	}
	if key == "" {
		return
	}
	sock, err := ListenSocket(path, s, s.logf)
	switch {
	case errors.Is(err, ErrSocketBusy):
		s.logf("glider: another glider backend serves %s already; this one does not share it", key)
		return
	case err != nil:
		s.logf("glider: cannot share %s on a socket: %v", key, err)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || s.key != key { // closed or moved on meanwhile
		sock.Close()
		return
	}
	s.sock = sock
	s.logf("glider: sharing %s on %s", key, sock.Path())
}

// Close stops sharing (the socket is removed) and closes the Host.
func (s *sharedHost) Close() {
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.share("")
	s.Host.Close()
}
