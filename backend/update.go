package backend

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/workspace"
)

// Change is what happened since the engine's current state.
type Change struct {
	// Files were written, created, deleted or renamed on disk (a rename is
	// its old and its new path). Project, solution and MSBuild files among
	// them reload the workspace.
	Files []string
	// Buffers hold the text editors have for files, unsaved edits
	// included: it counts instead of what the disk holds until the buffer
	// closes.
	Buffers map[string][]byte
	// Closed buffers: their files are read from disk again.
	Closed []string
}

func (c Change) empty() bool { return len(c.Files) == 0 && len(c.Buffers) == 0 && len(c.Closed) == 0 }

// Update applies a change and makes a new state the one requests read
// (requests under way finish on the state they started with). Only the
// files it names are read and parsed again; a project file, or a C# file
// appearing or disappearing, has the workspace evaluated again. It returns
// the new state's name and the files whose text changed.
func (e *Engine) Update(ctx context.Context, c Change) (SnapshotRef, []string, error) {
	e.updating.Lock()
	defer e.updating.Unlock()
	prev := e.view.Load()
	if c.empty() {
		return prev.ref, nil, nil
	}
	changed := map[string]bool{}
	for path, text := range c.Buffers {
		path = filepath.Clean(path)
		e.buffers[path] = text
		changed[path] = true
	}
	for _, path := range c.Closed {
		path = filepath.Clean(path)
		delete(e.buffers, path)
		changed[path] = true
	}
	// A project file changed reloads the workspace; C# files created or
	// deleted (or renamed) have it evaluated again, and are patched in when
	// its projects stay the same.
	reload, moved := false, false
	for _, path := range c.Files {
		path = filepath.Clean(path)
		changed[path] = true
		switch {
		case isProjectFile(path):
			reload = true
		case prev.fileID(path) < 0 && isCSharp(path), prev.fileID(path) >= 0 && !exists(path):
			moved = true
		}
	}
	var loaded *workspace.Workspace // evaluated again
	if reload || moved {
		if reload {
			e.disk = workspace.NewDisk()
		} else {
			e.disk.Forget(c.Files...)
		}
		var err error
		if loaded, err = loadWorkspace(e.path, e.disk); err != nil {
			return prev.ref, nil, err
		}
	}
	if !reload {
		opts := e.opts.Index
		opts.Buffers, opts.Changed, opts.Cache = e.buffers, changed, e.cache
		if moved {
			// The same projects with other files: the assemblies found for
			// them (and the problems finding them) hold. (When the projects
			// differ, the patch is refused and findAssemblies looks again.)
			for i, p := range loaded.Projects {
				if i < len(prev.snap.Workspace.Projects) {
					p.MissingReferences = prev.snap.Workspace.Projects[i].MissingReferences
				}
			}
			ws := *loaded
			ws.Diagnostics = prev.snap.Workspace.Diagnostics
			opts.Workspace = &ws
		}
		if snap, binder, ok := prev.binder.Patch(opts); ok {
			if moved {
				e.keepAssemblies(prev.snap.Workspace, loaded)
			}
			ref := prev.ref.next()
			e.publish(snap, binder, ref, prev)
			return ref, slices.Sorted(maps.Keys(changed)), nil
		}
	}
	ws := prev.snap.Workspace
	if loaded != nil {
		ws = loaded
		e.findAssemblies(ws)
	}
	snap, binder, err := e.build(ctx, ws, prev, changed, nil)
	if err != nil {
		return prev.ref, nil, err
	}
	ref := prev.ref.next()
	e.publish(snap, binder, ref, prev)
	return ref, slices.Sorted(maps.Keys(changed)), nil
}

// Buffers lists the workspace's files whose text in the current state is
// an editor's, not the disk's (it does not wait for an update under way).
func (e *Engine) Buffers() []string {
	var out []string
	for _, f := range e.view.Load().snap.Files {
		if f.Text != nil {
			out = append(out, f.Path)
		}
	}
	slices.Sort(out)
	return out
}

// Root is the path of the workspace the engine opened.
func (e *Engine) Root() string { return e.path }

func (v *View) fileID(path string) index.FileID {
	if id, ok := v.snap.FileByPath(path); ok {
		return id
	}
	return -1
}

// isProjectFile says whether a change to path changes what the workspace
// holds (its projects, their items and properties).
func isProjectFile(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".csproj", ".sln", ".slnx", ".props", ".targets", ".projitems", ".shproj",
		".resx", ".proto", ".razor", ".xaml", ".axaml": // the classes Glider writes for their generators
		return true
	}
	return false
}

func isCSharp(path string) bool { return strings.EqualFold(filepath.Ext(path), ".cs") }

// AffectsIndex says whether a change to the file at path can change the
// index: a C# file, a project, solution or MSBuild file, or a .resx,
// .proto, .razor or XAML file (of which a generator may make classes).
func AffectsIndex(path string) bool { return isCSharp(path) || isProjectFile(path) }

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
