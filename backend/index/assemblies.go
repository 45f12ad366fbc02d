package index

import (
	"cmp"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/glider-dev/glider/backend/external"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/workspace"
)

// AssemblyRef names an assembly file a project compiles against.
type AssemblyRef struct {
	Path   string
	Origin string // where it was found, for the tools to show
}

// readAssembly is one referenced assembly, read from its metadata.
type readAssembly struct {
	info  Assembly
	file  File
	err   error
	users []ProjectID
}

// readAssemblies reads the assemblies the projects reference, each file
// once however many projects share it, on workers goroutines.
func readAssemblies(projects []*workspace.Project, refs func(*workspace.Project) []AssemblyRef, workers int) []*readAssembly {
	byPath := map[string]*readAssembly{}
	var all []*readAssembly
	for pid, p := range projects {
		for _, r := range refs(p) {
			path := filepath.Clean(r.Path)
			a, ok := byPath[path]
			if !ok {
				a = &readAssembly{info: Assembly{Path: path, Origin: r.Origin}}
				byPath[path] = a
				all = append(all, a)
			}
			if !slices.Contains(a.users, ProjectID(pid)) {
				a.users = append(a.users, ProjectID(pid))
			}
		}
	}
	var wg sync.WaitGroup
	next := make(chan *readAssembly)
	for range max(workers, 1) {
		wg.Go(func() {
			for a := range next {
				a.read()
			}
		})
	}
	for _, a := range all {
		next <- a
	}
	close(next)
	wg.Wait()
	return all
}

func (a *readAssembly) read() {
	f, err := metadata.Open(a.info.Path)
	if err != nil {
		a.err = err
		return
	}
	a.info.Name = strings.TrimSuffix(filepath.Base(a.info.Path), filepath.Ext(a.info.Path))
	if name, ok := f.Assembly(); ok {
		a.info.Name, a.info.Version = name.Name, name.Version.String()
	}
	a.file = File{Path: a.info.Path, External: true, Syntax: external.Declarations(f)}
}

// addAssemblies makes each assembly read a project of the snapshot with one
// file holding its declarations, and builds its symbols after the source
// ones (so source symbols keep their IDs whatever the assemblies hold).
func (s *Snapshot) addAssemblies(b *builder, read []*readAssembly) {
	slices.SortStableFunc(read, func(x, y *readAssembly) int { return cmp.Compare(x.info.Name, y.info.Name) })
	for _, a := range read {
		if a.err != nil {
			s.Diagnostics = append(s.Diagnostics, Diagnostic{Path: a.info.Path, Severity: "warning",
				Message: "referenced assembly not read: " + a.err.Error()})
			continue
		}
		pid := ProjectID(len(s.Projects))
		info := a.info
		s.Projects = append(s.Projects, Project{Name: info.Name, RelPath: relPath(s.Workspace.Root, info.Path), Assembly: &info})
		fid := FileID(len(s.Files))
		a.file.RelPath = relPath(s.Workspace.Root, a.info.Path)
		a.file.Projects = []ProjectID{pid}
		s.Files = append(s.Files, a.file)
		for _, user := range a.users {
			s.Projects[user].Assemblies = append(s.Projects[user].Assemblies, pid)
		}
		s.Stats.Assemblies++
		before := len(s.Symbols)
		b.project(pid, []FileID{fid})
		s.Stats.ExternalSymbols += len(s.Symbols) - before
	}
}
