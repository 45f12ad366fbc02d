package index

import (
	"slices"

	"github.com/glider-dev/glider/backend/syntax"
)

// Patch is the quick way to the next snapshot when edits leave every
// declaration as it was (an edit inside member bodies, a doc comment, lines
// moved): the files opts.Changed names are read and parsed again, and the
// new snapshot shares everything else with prev, symbols and keys
// included. It answers false when a changed file declares something else
// now, or is new or gone: then only Build will do.
func Patch(prev *Snapshot, opts Options) (*Snapshot, bool) {
	var changed []FileID
	for path := range opts.Changed {
		id, ok := prev.byPath[path]
		if !ok {
			if isWorkspaceFile(prev, path) {
				return nil, false
			}
			continue // a buffer of a file the workspace does not compile
		}
		changed = append(changed, id)
	}
	slices.Sort(changed)
	maxSize := opts.MaxFileSize
	if maxSize <= 0 {
		maxSize = DefaultMaxFileSize
	}
	files := slices.Clone(prev.Files)
	p := syntax.NewParser()
	defer p.Close()
	for _, id := range changed {
		f := &files[id]
		f.Text, f.Syntax = opts.Buffers[f.Path], nil
		f.Diagnostics = parseFile(p, f, prev.definesOf(f), maxSize, opts.Cache)
		if f.Syntax == nil || prev.Files[id].Syntax == nil || !syntax.SameDeclarations(prev.Files[id].Syntax, f.Syntax) {
			return nil, false
		}
	}
	s := *prev
	s.Files = files
	s.Diagnostics = workspaceDiagnostics(s.Workspace)
	s.Stats.Files, s.Stats.ParsedFiles, s.Stats.FilesWithErrors, s.Stats.Bytes, s.Stats.Lines = 0, 0, 0, 0, 0
	for i := range s.Files {
		s.countFile(&s.Files[i])
	}
	return &s, true
}

// isWorkspaceFile says whether a path is one of the workspace's sources.
func isWorkspaceFile(s *Snapshot, path string) bool {
	for _, p := range s.Workspace.Projects {
		if slices.Contains(p.Files, path) {
			return true
		}
	}
	return false
}
