// Package backend is Glider's engine: it opens a workspace, keeps its index
// and answers the tools' questions. It knows nothing of JSON, msgpack, MCP or
// editors; the doors in backend/server translate to and from the wire.
package backend

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
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
	// Assemblies says where to look for the assemblies projects reference
	// (reference packs, the NuGet cache, Mono, extra folders).
	Assemblies workspace.AssemblyOptions
	// NoAssemblies indexes the sources only.
	NoAssemblies bool
	// Proc is the /proc file system the modules tools read a process's
	// memory map from (pid); nil means the system's, on Linux.
	Proc fs.FS
}

// Engine answers questions about one workspace.
type Engine struct {
	view atomic.Pointer[View]
	stop context.CancelFunc // ends background work
}

// View is one immutable state of the workspace: a snapshot with the binder
// that reads it. Every tool answers from one View, named by its SnapshotRef.
type View struct {
	snap   *index.Snapshot
	binder *bind.Binder
	ref    SnapshotRef
	bodies *bodies // whole trees of recently asked files
	// mentionIdx maps names to the files that write them, for find_references.
	mentionIdx *mentionIndex
	mods       *moduleState // the modules tools' modules and assembly headers
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
	if !opts.NoAssemblies {
		lists, diags := ws.Assemblies(opts.Assemblies)
		ws.Diagnostics = append(ws.Diagnostics, diags...)
		refs := map[*workspace.Project][]workspace.Assembly{}
		for i, list := range lists {
			refs[ws.Projects[i]] = list
		}
		opts.Index.Assemblies = func(p *workspace.Project) []workspace.Assembly { return refs[p] }
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
	e.view.Store(&View{snap: snap, binder: binder, ref: newSnapshotRef(abs, 1), bodies: &bodies{}, mentionIdx: &mentionIndex{},
		mods: newModuleState(opts.Proc)})
	go e.Warm(background)
	return e, nil
}

// Close stops the engine's background work.
func (e *Engine) Close() { e.stop() }

// Warm does now the work Open leaves to the background (the hierarchy
// tables, documentation IDs, the names each file mentions), so that what
// follows is measured in its steady state.
func (e *Engine) Warm(ctx context.Context) {
	v := e.view.Load()
	v.binder.BuildHierarchy()
	v.binder.PrecomputeDocIDs(ctx)
	if ctx.Err() == nil {
		v.mentions()
	}
}

// Snapshot returns the current snapshot.
func (e *Engine) Snapshot() *index.Snapshot { return e.view.Load().snap }

// View returns the current state of the workspace.
func (e *Engine) View() *View { return e.view.Load() }

// ViewAt returns the current state if it is the one the caller expects
// (any when expected is ""), else a SnapshotMismatch error.
func (e *Engine) ViewAt(expected string) (*View, error) {
	v := e.view.Load()
	if expected != "" && expected != v.ref.SnapshotID {
		return v, &Error{Code: CodeSnapshotMismatch,
			Message: fmt.Sprintf("the request expects snapshot %s but the workspace is at %s", expected, v.ref.SnapshotID),
			Continuation: &Continuation{Kind: ContinueRetry,
				Instruction: "The workspace changed. Symbol keys of unchanged code stay valid: retry with expectedSnapshot " + v.ref.SnapshotID +
					" (or without it); if the symbol is gone, find it again with resolve_symbol."}}
	}
	return v, nil
}

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

func (v *View) path(f index.FileID, style PathStyle) string {
	if style == PathRelative {
		return v.snap.Files[f].RelPath
	}
	return v.snap.Files[f].Path
}
