// Package backend is Glider's engine: it opens a workspace, keeps its index
// and answers the tools' questions. It knows nothing of JSON, msgpack, MCP or
// editors; the doors in backend/server translate to and from the wire.
package backend

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/workspace"
)

// Options configure an Engine.
type Options struct {
	Index index.Options
}

// Engine answers questions about one workspace.
type Engine struct {
	view atomic.Pointer[view]
	stop context.CancelFunc // ends background work
}

// view is an immutable snapshot with the binder that reads it.
type view struct {
	snap   *index.Snapshot
	binder *bind.Binder
}

// Open loads the workspace at path (a folder, .sln, .slnx or .csproj) and indexes it.
func Open(ctx context.Context, path string, opts Options) (*Engine, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, errorf(CodeWorkspaceNotFound, "%s: %v", path, err)
	}
	ws, err := workspace.Load(abs, workspace.Options{})
	switch {
	case errors.Is(err, workspace.ErrNotFound):
		return nil, errorf(CodeWorkspaceNotFound, "%v", err)
	case errors.Is(err, workspace.ErrNoCSharp):
		return nil, errorf(CodeNoCSharp, "%v", err)
	case err != nil:
		return nil, errorf(CodeInternal, "loading %s: %v", path, err)
	}
	snap, binder, err := bind.Build(ctx, ws, opts.Index)
	if err != nil {
		if ctx.Err() != nil {
			return nil, errorf(CodeCancelled, "indexing %s was cancelled", path)
		}
		return nil, errorf(CodeInternal, "indexing %s: %v", path, err)
	}
	background, stop := context.WithCancel(context.Background())
	e := &Engine{stop: stop}
	e.view.Store(&view{snap: snap, binder: binder})
	go binder.PrecomputeDocIDs(background)
	return e, nil
}

// Close stops the engine's background work.
func (e *Engine) Close() { e.stop() }

// Warm does now the work Open leaves to the background (documentation IDs),
// so that what follows is measured in its steady state.
func (e *Engine) Warm(ctx context.Context) { e.view.Load().binder.PrecomputeDocIDs(ctx) }

// Snapshot returns the current snapshot.
func (e *Engine) Snapshot() *index.Snapshot { return e.view.Load().snap }

// PathStyle says how file paths are written in answers.
type PathStyle uint8

// The path styles.
const (
	PathAbsolute PathStyle = iota
	PathRelative           // relative to the workspace root, with forward slashes
)

func parsePathStyle(s string) (PathStyle, error) {
	switch strings.ToLower(s) {
	case "", "absolute":
		return PathAbsolute, nil
	case "relative":
		return PathRelative, nil
	}
	return 0, errorf(CodeInvalidArgument, "pathStyle %q is not one of absolute, relative", s)
}

func (v *view) path(f index.FileID, style PathStyle) string {
	if style == PathRelative {
		return v.snap.Files[f].RelPath
	}
	return v.snap.Files[f].Path
}
