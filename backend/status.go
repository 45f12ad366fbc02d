package backend

import (
	"fmt"

	"github.com/glider-dev/glider/backend/index"
)

// WorkspaceStatus describes what a View holds: server_status's account of
// the workspace.
type WorkspaceStatus struct {
	Path, Root, Kind string
	Projects         []ProjectStatus // source projects, in the workspace's order
	Files            int
	Bytes            int64
	Symbols          int // declared in the sources
	// Assemblies are the referenced assemblies found; AssembliesRead
	// those whose declarations were read.
	Assemblies, AssembliesRead int
	FilesWithParseErrors       int
	// ParseErrors are the first few files with parse errors, each with its first error.
	ParseErrors []index.Diagnostic
	Diagnostics int
}

// ProjectStatus describes one source project.
type ProjectStatus struct {
	Name              string
	RelPath           string
	TargetFrameworks  []string
	Files             int
	ProjectReferences int
	AssembliesFound   int
	MissingReferences []string
}

// maxParseErrors bounds WorkspaceStatus.ParseErrors: a sample says where
// to look, the count says how many.
const maxParseErrors = 10

// Status describes the workspace as this View holds it.
func (v *View) Status() WorkspaceStatus {
	s := v.snap
	st := WorkspaceStatus{Path: s.Workspace.Path, Root: s.Workspace.Root, Kind: string(s.Workspace.Kind),
		Files: s.Stats.Files, Bytes: s.Stats.Bytes, Symbols: s.SourceSymbols(),
		Assemblies: s.Stats.Assemblies, AssembliesRead: s.Stats.AssembliesRead,
		FilesWithParseErrors: s.Stats.FilesWithErrors, Diagnostics: len(s.Diagnostics)}
	for _, p := range s.Projects {
		if p.Info == nil {
			continue
		}
		st.Projects = append(st.Projects, ProjectStatus{Name: p.Name, RelPath: p.RelPath,
			TargetFrameworks: p.Info.TargetFrameworks, Files: len(p.Info.Files),
			ProjectReferences: len(p.Info.ProjectReferences), AssembliesFound: len(p.Assemblies),
			MissingReferences: p.Info.MissingReferences})
	}
	for i := range s.Files {
		f := &s.Files[i]
		if len(st.ParseErrors) == maxParseErrors {
			break
		}
		if f.Syntax == nil || f.Syntax.ErrorCount == 0 {
			continue
		}
		d := index.Diagnostic{Severity: "warning", Message: fmt.Sprintf("%d syntax error(s)", f.Syntax.ErrorCount)}
		if len(f.Diagnostics) > 0 {
			d = f.Diagnostics[0]
		}
		d.Path = f.RelPath
		st.ParseErrors = append(st.ParseErrors, d)
	}
	return st
}

// CacheStatus describes the persistent cache of parsed files.
type CacheStatus struct {
	Path                string
	Loaded, Hits, Added int
	Problem             string
}

// CacheStatus says what the cache holds and did; ok is false when the
// engine keeps none.
func (e *Engine) CacheStatus() (st CacheStatus, ok bool) {
	if e.cache == nil {
		return CacheStatus{}, false
	}
	loaded, hits, added := e.cache.Stats()
	return CacheStatus{Path: e.cache.Path(), Loaded: loaded, Hits: hits, Added: added, Problem: e.cache.Problem()}, true
}
