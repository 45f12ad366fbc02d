// Package backend is Glider's engine: it opens a workspace, keeps its index
// and answers the tools' questions. It knows nothing of JSON, msgpack, MCP or
// editors; the doors in backend/server translate to and from the wire.
package backend

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/cache"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
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
	// CacheDir keeps each file's declarations across restarts (see
	// backend/cache); "" keeps nothing.
	CacheDir string
	// Proc is the /proc file system the modules tools read a process's
	// memory map from (pid); nil means the system's, on Linux.
	Proc fs.FS
	// Partial, when set, is handed views of what Open has indexed so far
	// while it builds the first index, when PartialWanted (nil: always)
	// says one is wanted (see index.Options.Partial), for answers that
	// cannot wait. View.Partial marks them.
	Partial       func(*View)
	PartialWanted func() bool
}

// Engine answers questions about one workspace.
type Engine struct {
	path string // the workspace's absolute path
	opts Options
	view atomic.Pointer[View]

	cache *cache.Store // nil without Options.CacheDir
	// assemblies lists each project's assemblies, found when the workspace
	// was loaded; guarded by updating.
	assemblies func(*workspace.Project) []workspace.Assembly
	saving     sync.Mutex        // one cache write at a time
	updating   sync.Mutex        // one Update at a time
	buffers    map[string][]byte // editors' text of open files, by path; guarded by updating
	// disk is what loading the workspace read of the disk, for the next
	// load after files are created or deleted; guarded by updating.
	disk *workspace.Disk

	background context.Context // background work; ends with Close
	stop       context.CancelFunc
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
	found      *usesFound   // what the last searches for uses found
	stopWarm   context.CancelFunc
}

// Open loads the workspace at path (a folder, .sln, .slnx or .csproj) and indexes it.
func Open(ctx context.Context, path string, opts Options) (*Engine, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, errorf(CodeWorkspaceNotFound, "%s: %v", path, err)
	}
	disk := workspace.NewDisk()
	ws, err := loadWorkspace(abs, disk)
	if err != nil {
		return nil, err
	}
	background, stop := context.WithCancel(context.Background())
	e := &Engine{path: abs, opts: opts, buffers: map[string][]byte{}, background: background, stop: stop, disk: disk}
	e.findAssemblies(ws)
	ref := newSnapshotRef(abs, 1)
	if opts.CacheDir != "" {
		e.cache = cache.Open(opts.CacheDir, abs)
	}
	var partial func(*index.Snapshot)
	if opts.Partial != nil {
		n := 0
		partial = func(s *index.Snapshot) {
			n++
			opts.Partial(e.newView(s, bind.New(s), ref.partial(n)))
		}
	}
	snap, binder, err := e.build(ctx, ws, nil, nil, partial)
	if err != nil {
		stop()
		return nil, err
	}
	if e.cache != nil && e.cache.Problem() != "" {
		snap.Diagnostics = append(snap.Diagnostics, index.Diagnostic{Severity: "info", Message: "cache not used: " + e.cache.Problem()})
	}
	e.publish(snap, binder, ref, nil)
	if e.cache != nil {
		go e.saveCache()
	}
	return e, nil
}

// saveCache writes the cache when it learnt something; failing to is no
// reason to stop, only to tell.
func (e *Engine) saveCache() {
	e.saving.Lock()
	defer e.saving.Unlock()
	var keep []cache.Key
	for _, f := range e.view.Load().snap.Files {
		if f.Syntax != nil {
			keep = append(keep, f.CacheKey)
		}
	}
	if err := e.cache.Save(keep); err != nil {
		log.Printf("glider: writing the cache: %v", err)
	}
}

func loadWorkspace(abs string, disk *workspace.Disk) (*workspace.Workspace, error) {
	ws, err := workspace.Load(abs, workspace.Options{Disk: disk})
	switch {
	case errors.Is(err, workspace.ErrNotFound):
		return nil, errorf(CodeWorkspaceNotFound, "%v", err)
	case errors.Is(err, workspace.ErrNoCSharp):
		return nil, errorf(CodeNoCSharp, "%v", err)
	case err != nil:
		return nil, errorf(CodeInternal, "loading %s: %v", abs, err)
	}
	return ws, nil
}

// findAssemblies looks up the assemblies the projects of a freshly loaded
// workspace reference, once per load (an edit does not change them), and
// adds what it could not find to the workspace's diagnostics before any
// snapshot reads them.
func (e *Engine) findAssemblies(ws *workspace.Workspace) {
	if e.opts.NoAssemblies {
		return
	}
	lists, diags := ws.Assemblies(e.opts.Assemblies)
	ws.Diagnostics = append(ws.Diagnostics, diags...)
	e.setAssemblies(ws, lists)
}

// keepAssemblies makes the assemblies found for the projects of a
// workspace those of the same projects evaluated again.
func (e *Engine) keepAssemblies(from, to *workspace.Workspace) {
	if e.assemblies == nil {
		return
	}
	lists := make([][]workspace.Assembly, len(from.Projects))
	for i, p := range from.Projects {
		lists[i] = e.assemblies(p)
	}
	e.setAssemblies(to, lists)
}

// setAssemblies makes lists[i] the assemblies of ws's project i.
func (e *Engine) setAssemblies(ws *workspace.Workspace, lists [][]workspace.Assembly) {
	refs := map[*workspace.Project][]workspace.Assembly{}
	for i, list := range lists {
		refs[ws.Projects[i]] = list
	}
	e.assemblies = func(p *workspace.Project) []workspace.Assembly { return refs[p] }
}

// build indexes ws, re-reading from prev only the changed files; partial,
// when set, is handed snapshots of what is indexed so far.
func (e *Engine) build(ctx context.Context, ws *workspace.Workspace, prev *View, changed map[string]bool, partial func(*index.Snapshot)) (*index.Snapshot, *bind.Binder, error) {
	opts := e.opts.Index
	opts.Assemblies, opts.Buffers, opts.Cache, opts.Partial = e.assemblies, e.buffers, e.cache, partial
	if partial != nil {
		opts.PartialWanted = e.opts.PartialWanted
	}
	if prev != nil {
		opts.Previous, opts.Changed = prev.snap, changed
	}
	snap, binder, err := bind.Build(ctx, ws, opts)
	if err != nil {
		if ctx.Err() != nil {
			return nil, nil, errorf(CodeCancelled, "indexing %s was cancelled", e.path)
		}
		return nil, nil, errorf(CodeInternal, "indexing %s: %v", e.path, err)
	}
	return snap, binder, nil
}

// publish makes a new state the one every request reads from now on, and
// starts its background work.
func (e *Engine) publish(snap *index.Snapshot, binder *bind.Binder, ref SnapshotRef, prev *View) {
	v := e.newView(snap, binder, ref)
	if prev != nil {
		v.mentionIdx.previous, v.mentionIdx.prevSnap = prev.mentionIdx.listed(prev.snap)
		v.bodies.earlier = prev.bodies.handOn(prev.snap, snap)
	}
	ctx, stop := context.WithCancel(e.background)
	v.stopWarm = stop
	if old := e.view.Swap(v); old != nil {
		old.stopWarm() // a state replaced needs no documentation IDs
	}
	go func() {
		// Edits come in bursts: a state after an edit is warmed once it has
		// lasted a moment, not while the next edits are applied.
		if prev != nil {
			select {
			case <-time.After(warmAfterEdit):
			case <-ctx.Done():
				return
			}
		}
		v.warm(ctx)
	}()
}

func (e *Engine) newView(snap *index.Snapshot, binder *bind.Binder, ref SnapshotRef) *View {
	return &View{snap: snap, binder: binder, ref: ref, bodies: &bodies{}, mentionIdx: &mentionIndex{},
		mods: newModuleState(e.opts.Proc), found: &usesFound{}, stopWarm: func() {}}
}

// Partial says the view holds only what was indexed so far of a
// workspace still being indexed for the first time: some projects'
// sources, no referenced assemblies.
func (v *View) Partial() bool { return v.snap.Partial }

// warmAfterEdit is how long a state made by an edit lasts before its
// background work starts.
const warmAfterEdit = 300 * time.Millisecond

// Close stops the engine's background work and keeps in the cache what
// was parsed since it opened.
func (e *Engine) Close() {
	e.stop()
	if e.cache != nil {
		e.saveCache()
	}
}

// Warm does now the work Open leaves to the background (the hierarchy
// tables, documentation IDs, the names each file mentions), so that what
// follows is measured in its steady state.
func (e *Engine) Warm(ctx context.Context) { e.view.Load().warm(ctx) }

func (v *View) warm(ctx context.Context) {
	v.binder.BuildHierarchy()
	v.binder.PrecomputeDocIDs(ctx)
	if ctx.Err() == nil {
		v.mentions()
	}
	v.keepTrees(ctx)
}

// keepTrees parses, one file at a time, the files whose declarations came
// from the cache without their whole tree (see syntax.File.KeepTree), so
// that after a restart too find_references and the first question about a
// file need no parse. A cold index kept every tree as it parsed.
func (v *View) keepTrees(ctx context.Context) {
	p := syntax.NewParser()
	defer p.Close()
	for i := range v.snap.Files {
		f := &v.snap.Files[i]
		if ctx.Err() != nil {
			return
		}
		if f.External || f.Retired() || f.Syntax == nil || f.Syntax.TreeBytes() > 0 {
			continue
		}
		if src, err := v.snap.Source(index.FileID(i)); err == nil {
			f.Syntax.KeepTree(p.ParseTree(src))
		}
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
	return v, v.Expect(expected)
}

// Expect fails with SnapshotMismatch unless the view is the state the
// caller expects (any when expected is "").
func (v *View) Expect(expected string) error {
	if expected == "" || expected == v.ref.SnapshotID {
		return nil
	}
	return &Error{Code: CodeSnapshotMismatch,
		Message: fmt.Sprintf("the request expects snapshot %s but the workspace is at %s", expected, v.ref.SnapshotID),
		Continuation: &Continuation{Kind: ContinueRetry,
			Instruction: "The workspace changed. Symbol keys of unchanged code stay valid: retry with expectedSnapshot " + v.ref.SnapshotID +
				" (or without it); if the symbol is gone, find it again with resolve_symbol."}}
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

// location is where a span of a file is shown: for C# a generator Glider
// stands in for writes, in the file it is made of (the .razor, .xaml,
// .resx or .proto an editor can open: index.GeneratedSource).
func (v *View) location(f index.FileID, start, end syntax.Pos, style PathStyle) Location {
	path, line, mapped, ok := v.snap.GeneratedSource(f, start.Line)
	switch {
	case !ok:
		return Location{FilePath: v.path(f, style), Line: start.Line, Column: start.Col, EndLine: end.Line, EndColumn: end.Col}
	case style == PathRelative:
		path = index.RelPath(v.snap.Workspace.Root, path)
	}
	if !mapped {
		return Location{FilePath: path, Line: 1, Column: 1, EndLine: 1, EndColumn: 1}
	}
	return Location{FilePath: path, Line: line, Column: start.Col, EndLine: line + end.Line - start.Line, EndColumn: end.Col}
}

func (v *View) path(f index.FileID, style PathStyle) string {
	if style == PathRelative {
		return v.snap.Files[f].RelPath
	}
	return v.snap.Files[f].Path
}
