package index

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/glider-dev/glider/backend/cache"
	"github.com/glider-dev/glider/backend/external"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// refAssembly is one referenced assembly: first catalogued (its name, the
// namespaces it declares, what it references: cheap), then, if the sources
// can name what it declares, read whole.
type refAssembly struct {
	info       Assembly
	md         *metadata.File
	err        error
	namespaces []string // of its visible types
	bases      []string // the simple names of the assemblies its visible types' bases and interfaces come from
	users      []ProjectID
	file       File
	stamp      fileStamp // the file as it was when catalogued
}

// fileStamp tells whether a file was rewritten: its size and time.
type fileStamp struct {
	size    int64
	modTime time.Time
}

func stampOf(path string) fileStamp {
	info, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{info.Size(), info.ModTime()}
}

// catalogAssemblies opens the assemblies the projects reference, each file
// once however many projects share it, and lists what each declares.
func catalogAssemblies(projects []*workspace.Project, refs func(*workspace.Project) []workspace.Assembly, previous map[string]*refAssembly) []*refAssembly {
	byPath := map[string]*refAssembly{}
	var all []*refAssembly
	for pid, p := range projects {
		for _, r := range refs(p) {
			path, err := filepath.Abs(r.Path)
			if err != nil {
				path = filepath.Clean(r.Path)
			}
			a, ok := byPath[path]
			if !ok {
				a = &refAssembly{info: Assembly{Path: path, Origin: r.Origin}, stamp: stampOf(path)}
				if old := previous[path]; old != nil && old.stamp == a.stamp { // catalogued and maybe read for an earlier snapshot
					a.info.Name, a.info.Version = old.info.Name, old.info.Version
					a.md, a.err, a.namespaces, a.bases, a.file.Syntax, a.file.CacheKey = old.md, old.err, old.namespaces, old.bases, old.file.Syntax, old.file.CacheKey
				}
				byPath[path] = a
				all = append(all, a)
			}
			if !slices.Contains(a.users, ProjectID(pid)) {
				a.users = append(a.users, ProjectID(pid))
			}
		}
	}
	for _, a := range all {
		if a.md == nil && a.err == nil {
			a.catalog()
		}
	}
	return all
}

func (a *refAssembly) catalog() {
	a.info.Name = strings.TrimSuffix(filepath.Base(a.info.Path), filepath.Ext(a.info.Path))
	a.md, a.err = metadata.Open(a.info.Path)
	if a.err != nil {
		return
	}
	if name, ok := a.md.Assembly(); ok {
		a.info.Name, a.info.Version = name.Name, name.Version.String()
	}
	seen := map[string]bool{}
	for _, t := range a.md.TypeNames() {
		if !t.Visible {
			continue
		}
		if t.Enclosing == 0 && !seen[t.Namespace] {
			seen[t.Namespace] = true
			a.namespaces = append(a.namespaces, t.Namespace)
		}
		td := a.md.TypeDef(t.Row)
		for _, base := range append(td.Interfaces(), td.Base) {
			for base != nil && base.Kind == metadata.KindGenericInst {
				base = base.Elem
			}
			if base != nil && base.Scope != "" && !slices.Contains(a.bases, base.Scope) {
				a.bases = append(a.bases, base.Scope)
			}
		}
	}
}

// selectAssemblies marks the assemblies to read: those declaring a
// namespace the sources name (in a using directive or a qualified name
// in a declaration), and those where their types' bases and interfaces
// live, so hierarchies run through. The core library is always read.
// The others are kept as projects with nothing read, and said so: a
// member signature naming one of their types shows it unresolved.
func selectAssemblies(s *Snapshot, all []*refAssembly) {
	named := namedNamespaces(s)
	byName := map[string][]*refAssembly{}
	for _, a := range all {
		byName[a.info.Name] = append(byName[a.info.Name], a)
	}
	var queue []*refAssembly
	for _, a := range all {
		if a.err != nil {
			continue
		}
		if workspace.IsCoreLibrary(a.info.Name) || slices.ContainsFunc(a.namespaces, func(ns string) bool { return named[ns] }) {
			a.info.Read = true
			queue = append(queue, a)
		}
	}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, r := range a.bases {
			for _, dep := range byName[r] {
				if !dep.info.Read && dep.err == nil {
					dep.info.Read = true
					queue = append(queue, dep)
				}
			}
		}
	}
}

// namedNamespaces lists the namespaces the sources can reach by name:
// those of using directives (global ones and the projects' <Using> items
// included), those the sources declare code in, every dotted prefix of
// a qualified name written in a declaration, also relative to the
// namespaces around it, and of one from System or Microsoft written anywhere.
func namedNamespaces(s *Snapshot) map[string]bool {
	named := map[string]bool{"System": true}
	for _, p := range s.Projects {
		if p.Info != nil {
			for _, u := range p.Info.Usings {
				addDotted(named, u.Target, nil)
			}
		}
	}
	for fi := range s.Files {
		if f := s.Files[fi].Syntax; f != nil && !s.Files[fi].External {
			addNamedNamespaces(named, f)
		}
	}
	return named
}

// addNamedNamespaces adds the namespaces one file can reach by name.
func addNamedNamespaces(named map[string]bool, f *syntax.File) {
	for _, u := range f.Usings {
		addDotted(named, strings.TrimPrefix(u.Target, "global::"), nil)
	}
	for _, q := range f.Qualified {
		addDotted(named, q, nil) // Newtonsoft.Json's tests' Microsoft.CSharp.RuntimeBinder.RuntimeBinderException
	}
	around := make([][]string, len(f.Decls))
	for i := range f.Decls {
		d := &f.Decls[i]
		var outer []string
		if d.Parent >= 0 {
			outer = around[d.Parent]
		}
		if d.Kind == syntax.KindNamespace {
			full := d.Name
			if len(outer) > 0 {
				full = outer[0] + "." + d.Name
			}
			// Code in a namespace sees the types of it and its parents.
			for ns := full; ns != ""; ns = parentNamespace(ns) {
				around[i] = append(around[i], ns)
				named[ns] = true
			}
			continue
		}
		around[i] = outer
		for _, text := range declTypeTexts(d) {
			addDotted(named, text, outer)
		}
	}
}

// addDotted adds every dotted prefix of the qualified names in a text,
// also relative to the namespaces around it.
func addDotted(named map[string]bool, text string, around []string) {
	for _, word := range strings.FieldsFunc(text, func(r rune) bool {
		return r != '.' && r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r > 0x7f)
	}) {
		word = strings.TrimPrefix(word, "global::")
		for i := strings.IndexByte(word, '.'); i > 0; i = nextDot(word, i) {
			named[word[:i]] = true
			for _, ns := range around {
				named[ns+"."+word[:i]] = true
			}
		}
		named[word] = true // a using directive's whole name
	}
}

// namesUnread says whether a file names a namespace that an assembly the
// snapshot did not read declares (a build would read it).
func (s *Snapshot) namesUnread(f *syntax.File) bool {
	named := map[string]bool{}
	addNamedNamespaces(named, f)
	for _, a := range s.assemblies {
		if !a.info.Read && a.err == nil && slices.ContainsFunc(a.namespaces, func(ns string) bool { return named[ns] }) {
			return true
		}
	}
	return false
}

func nextDot(word string, i int) int {
	if j := strings.IndexByte(word[i+1:], '.'); j >= 0 {
		return i + 1 + j
	}
	return -1
}

func parentNamespace(ns string) string {
	if i := strings.LastIndexByte(ns, '.'); i >= 0 {
		return ns[:i]
	}
	return ""
}

// declTypeTexts lists the texts of a declaration that may name types.
func declTypeTexts(d *syntax.Decl) []string {
	out := append([]string{d.Type, d.ExplicitInterface}, d.Bases...)
	for _, p := range d.Params {
		out = append(out, p.Type)
	}
	for _, a := range d.Attributes {
		out = append(out, a.Name)
		for _, arg := range a.Args {
			out = append(out, arg.Value)
		}
	}
	for _, c := range d.Constraints {
		out = append(out, c.Items...)
	}
	return out
}

// readSelected reads the declarations of the selected assemblies on
// workers goroutines.
func readSelected(all []*refAssembly, workers int, c *cache.Store) {
	var wg sync.WaitGroup
	next := make(chan *refAssembly)
	for range max(workers, 1) {
		wg.Go(func() {
			for a := range next {
				// An assembly file is named by its path, size and time: it is
				// rewritten, not edited.
				if c != nil {
					a.file.CacheKey = cache.KeyOf(fmt.Appendf(nil, "assembly\x00%s\x00%d\x00%d", a.info.Path, a.stamp.size, a.stamp.modTime.UnixNano()))
					a.file.Syntax = c.Get(a.file.CacheKey)
				}
				if a.file.Syntax == nil {
					a.file.Syntax = external.Declarations(a.md)
					if c != nil {
						c.Put(a.file.CacheKey, a.file.Syntax)
					}
				}
			}
		})
	}
	for _, a := range all {
		if a.info.Read && a.file.Syntax == nil {
			next <- a
		}
	}
	close(next)
	wg.Wait()
}

// addAssemblies makes each referenced assembly a project of the snapshot
// with one file holding its declarations (none for those not read), and
// builds their symbols after the source ones (so source symbols keep their
// IDs whatever the assemblies hold).
func (s *Snapshot) addAssemblies(b *builder, all []*refAssembly) {
	slices.SortStableFunc(all, func(x, y *refAssembly) int { return cmp.Compare(x.info.Name, y.info.Name) })
	for _, a := range all {
		if a.err != nil {
			s.Diagnostics = append(s.Diagnostics, Diagnostic{Path: a.info.Path, Severity: "warning",
				Message: "referenced assembly not read: " + a.err.Error()})
			continue
		}
		pid := ProjectID(len(s.Projects))
		info := a.info
		s.Projects = append(s.Projects, Project{Name: info.Name, RelPath: RelPath(s.Workspace.Root, info.Path), Assembly: &info})
		for _, user := range a.users {
			s.Projects[user].Assemblies = append(s.Projects[user].Assemblies, pid)
		}
		s.Stats.Assemblies++
		if !info.Read {
			continue
		}
		s.Stats.AssembliesRead++
		fid := FileID(len(s.Files))
		a.file.Path, a.file.External = a.info.Path, true
		a.file.RelPath = RelPath(s.Workspace.Root, a.info.Path)
		a.file.Projects = []ProjectID{pid}
		s.Files = append(s.Files, a.file)
		before := s.SymbolCount()
		b.project(pid, []FileID{fid})
		s.Stats.ExternalSymbols += s.SymbolCount() - before
	}
}
