package backend

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/workspace"
)

// The modules tools (modules_list, modules_search, types_get, members_get)
// browse assemblies as a debugger's Modules tools do. The workspace's
// modules are the assemblies its projects build and those they reference:
// what the index holds of them is answered from its symbols, so symbolKeys
// work with every other tool, and only what it does not hold (version,
// module ID, debug symbols, optimization; the types of an assembly the
// index did not read) from the files' metadata. Given a pid, the modules
// are the assemblies a running process has mapped, read from their
// metadata alone.

// Origins of modules besides where a reference was found (workspace.Origin*).
const (
	OriginSource  = "source"  // a project of the workspace
	OriginProcess = "process" // mapped by a running process
)

// ModulesRequest asks for the modules (modules_list).
type ModulesRequest struct {
	IncludeSystem bool
	NameFilter    string // a glob over module names
	PID           *int   // nil: the workspace's modules
	PathStyle     string
}

// ModulesResult lists modules: the workspace's projects first, then the
// assemblies they reference by name; a process's in the order it mapped them.
type ModulesResult struct {
	PID       int
	Modules   []Module
	Notes     []string
	NextSteps []string
}

// Module is one module as modules_list shows it.
type Module struct {
	Name string
	// Path is the assembly file; for a project, the assembly its last
	// build wrote, or its project file before any build.
	Path   string
	Origin string // OriginSource, OriginProcess or where a reference was found (workspace.Origin*)
	// Metadata says that the fields below it were read from the file. A
	// project's are not: its build output may be stale or missing.
	Metadata       bool
	Version        string
	HasSymbols     bool
	Optimized      bool
	OptimizedKnown bool
	ModuleID       string
	// System marks a framework assembly (mscorlib, netstandard, System.*,
	// Microsoft.*, those of reference packs and Mono).
	System bool
	// Indexed says that its types and members are in the index, with
	// symbolKeys (a referenced assembly's: those other assemblies see).
	Indexed      bool
	ReferencedBy []string // the projects referencing it
	Error        string   // why its metadata could not be read
}

// module is a Module with what the tools read it from.
type module struct {
	Module
	project index.ProjectID // its project in the index, -1 for a process's module
	file    string          // the assembly file, "" for a project not built yet
}

// moduleState is what the modules tools keep for a View: the workspace's
// modules, listed once, and each file's metadata header, read once.
type moduleState struct {
	proc fs.FS // the /proc file system; nil where there is none

	once      sync.Once
	workspace []*module

	mu      sync.Mutex
	headers map[string]*moduleHeader
}

func newModuleState(proc fs.FS) *moduleState {
	if proc == nil && runtime.GOOS == "linux" {
		proc = os.DirFS("/proc")
	}
	return &moduleState{proc: proc, headers: map[string]*moduleHeader{}}
}

// moduleHeader is what modules_list shows of an assembly file.
type moduleHeader struct {
	once                  sync.Once
	name, version, mvid   string
	hasSymbols, optimized bool
	optimizedKnown        bool
	err                   error
}

// header reads the header of the assembly at path once, and again only if
// the file changes (a process may map a rebuilt file at the same path).
func (st *moduleState) header(path string) *moduleHeader {
	key := path
	if fi, err := os.Stat(path); err == nil {
		key = fmt.Sprintf("%s\x00%d\x00%d", path, fi.Size(), fi.ModTime().UnixNano())
	}
	st.mu.Lock()
	h := st.headers[key]
	if h == nil {
		h = &moduleHeader{}
		st.headers[key] = h
	}
	st.mu.Unlock()
	h.once.Do(func() {
		h.name = strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
		f, err := metadata.Open(path)
		if err != nil {
			h.err = err
			return
		}
		if a, ok := f.Assembly(); ok {
			h.name, h.version = a.Name, a.Version.String()
		}
		h.mvid = f.ModuleID()
		h.hasSymbols = f.DebugInfo().HasSymbols
		h.optimized, h.optimizedKnown = f.Optimized()
	})
	return h
}

// workspaceModules lists the workspace's modules: a project's assembly is
// named by its AssemblyName, a referenced assembly by its identity.
func (v *View) workspaceModules() []*module {
	st := v.mods
	st.once.Do(func() {
		s := v.snap
		// An assembly's types are indexed when its declarations are a file of the snapshot.
		indexed := make([]bool, len(s.Projects))
		for i := range s.Files {
			if s.Files[i].External {
				for _, p := range s.Files[i].Projects {
					indexed[p] = true
				}
			}
		}
		users := make([][]string, len(s.Projects))
		for _, p := range s.Projects {
			for _, a := range p.Assemblies {
				users[a] = append(users[a], p.Name)
			}
		}
		for i := range s.Projects {
			p := &s.Projects[i]
			m := &module{project: index.ProjectID(i)}
			switch {
			case p.Assembly != nil:
				a := p.Assembly
				m.Name, m.Path, m.file, m.Origin, m.Version = a.Name, a.Path, a.Path, a.Origin, a.Version
				m.System, m.Indexed, m.ReferencedBy = systemAssembly(a.Name, a.Origin), indexed[i], users[i]
			case p.Info != nil:
				m.Name, m.Origin, m.Indexed = cmp.Or(p.Info.AssemblyName, p.Name), OriginSource, true
				m.file = p.Info.OutputAssembly()
				m.Path = cmp.Or(m.file, p.Info.Path, p.Info.Dir)
			default:
				continue
			}
			st.workspace = append(st.workspace, m)
		}
	})
	return st.workspace
}

// systemAssembly tells a framework assembly by its name or where it was found.
func systemAssembly(name, origin string) bool {
	if workspace.FrameworkOrigin(origin) {
		return true
	}
	n := lower(name)
	return n == "mscorlib" || n == "netstandard" || n == "system" ||
		strings.HasPrefix(n, "system.") || strings.HasPrefix(n, "microsoft.")
}

// describe completes a module with its file's header; a project's
// build output is not read.
func (st *moduleState) describe(m *module) Module {
	out := m.Module
	if m.Origin == OriginSource || m.file == "" {
		return out
	}
	h := st.header(m.file)
	if h.err != nil {
		out.Error = h.err.Error()
		return out
	}
	out.Metadata, out.Version, out.ModuleID = true, h.version, h.mvid
	out.HasSymbols, out.Optimized, out.OptimizedKnown = h.hasSymbols, h.optimized, h.optimizedKnown
	return out
}

// moduleSet is the modules one request browses, with the files it opened.
type moduleSet struct {
	pid     int // 0: the workspace's modules
	modules []*module
	deleted int // mapped files deleted since the process loaded them
	opened  map[string]*metadata.File
}

// moduleSet returns the workspace's modules, or those process pid maps.
func (v *View) moduleSet(pid *int) (*moduleSet, error) {
	if pid == nil {
		return &moduleSet{modules: v.workspaceModules(), opened: map[string]*metadata.File{}}, nil
	}
	paths, deleted, err := v.mods.mappedFiles(*pid)
	if err != nil {
		return nil, err
	}
	ms := &moduleSet{pid: *pid, deleted: deleted, opened: map[string]*metadata.File{}}
	for _, path := range paths {
		h := v.mods.header(path)
		if errors.Is(h.err, metadata.ErrNotAssembly) {
			continue // a native library named .dll
		}
		m := &module{project: -1, file: path}
		m.Name, m.Path, m.Origin, m.System = h.name, path, OriginProcess, systemAssembly(h.name, "")
		ms.modules = append(ms.modules, m)
	}
	return ms, nil
}

// noAssemblies says why a process shows no module.
func noAssemblies(pid int) string {
	return fmt.Sprintf("process %d maps no .NET assembly: it is not a .NET process, or a single-file app whose assemblies are bundled in its executable", pid)
}

// empty is the error of browsing a process that maps no assembly.
func (ms *moduleSet) empty() error {
	if ms.pid == 0 || len(ms.modules) > 0 {
		return nil
	}
	return &Error{Code: CodeModuleNotFound, Message: noAssemblies(ms.pid),
		Continuation: &Continuation{Kind: ContinueReviseRequest, Instruction: "Give the pid of a .NET process (pgrep -a dotnet lists them), or none to browse the workspace's modules."}}
}

// mappedFiles lists the .dll and .exe files process pid maps, in the order
// /proc/PID/maps first shows them, and counts those deleted since.
func (st *moduleState) mappedFiles(pid int) (paths []string, deleted int, err error) {
	if st.proc == nil {
		return nil, 0, &Error{Code: CodeNotSupported, Message: fmt.Sprintf("pid needs Linux's /proc/PID/maps; this system is %s", runtime.GOOS),
			Continuation: &Continuation{Kind: ContinueReviseRequest, Instruction: "Call again without pid to browse the workspace's modules."}}
	}
	if pid <= 0 {
		return nil, 0, errorf(CodeInvalidArgument, "pid is %d; give the id of a running process", pid)
	}
	data, err := fs.ReadFile(st.proc, strconv.Itoa(pid)+"/maps")
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, 0, &Error{Code: CodeProcessNotFound, Message: fmt.Sprintf("no process %d is running", pid),
			Continuation: &Continuation{Kind: ContinueReviseRequest, Instruction: "Give the pid of a running .NET process (pgrep -a dotnet lists them), or none to browse the workspace's modules."}}
	case errors.Is(err, fs.ErrPermission):
		return nil, 0, &Error{Code: CodeProcessNotReadable, Message: fmt.Sprintf("process %d is not ours to read: Linux lets only its user (or root) read its memory map", pid),
			Continuation: &Continuation{Kind: ContinueReviseRequest, Instruction: "Give the pid of a process of the user Glider runs as, or run Glider as the process's user."}}
	case err != nil:
		return nil, 0, errorf(CodeInternal, "reading the memory map of process %d: %v", pid, err)
	}
	seen := map[string]bool{}
	for line := range strings.Lines(string(data)) {
		// address perms offset dev inode path: the path is the rest, spaces and all.
		rest := strings.TrimRight(line, "\n")
		for range 5 {
			rest = strings.TrimLeft(rest, " ")
			i := strings.IndexByte(rest, ' ')
			if i < 0 {
				rest = ""
				break
			}
			rest = rest[i:]
		}
		path := strings.TrimLeft(rest, " ")
		gone := strings.HasSuffix(path, " (deleted)")
		path = strings.TrimSuffix(path, " (deleted)")
		if !strings.HasPrefix(path, "/") || seen[path] {
			continue
		}
		if ext := lower(filepath.Ext(path)); ext != ".dll" && ext != ".exe" {
			continue
		}
		seen[path] = true
		if gone {
			deleted++
			continue
		}
		paths = append(paths, path)
	}
	return paths, deleted, nil
}

// ModulesList answers modules_list.
func (v *View) ModulesList(ctx context.Context, req ModulesRequest) (*ModulesResult, error) {
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	ms, err := v.moduleSet(req.PID)
	if err != nil {
		return nil, err
	}
	filter := strings.TrimSpace(req.NameFilter)
	res := &ModulesResult{PID: ms.pid}
	if ms.deleted > 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("left out: %d mapped file(s) deleted or replaced on disk since the process loaded them", ms.deleted))
	}
	if ms.pid != 0 && len(ms.modules) == 0 {
		res.Notes = append(res.Notes, noAssemblies(ms.pid))
	}
	var chosen []*module
	for _, m := range ms.modules {
		if (req.IncludeSystem || !m.System) && (filter == "" || globFold(filter, m.Name)) {
			chosen = append(chosen, m)
		}
	}
	res.Modules = make([]Module, len(chosen))
	// Headers are read on first use; a project references many.
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(runtime.GOMAXPROCS(0), 1))
	for i, m := range chosen {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			res.Modules[i] = v.mods.describe(m)
			res.Modules[i].Path = v.displayPath(m.Path, style)
		})
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "modules_list was cancelled")
	}
	if filter != "" && len(res.Modules) == 0 {
		res.Notes = append(res.Notes, fmt.Sprintf("no module is named like %q", filter))
	}
	res.NextSteps = []string{"types_get with a module's name as module_name to browse its types",
		"modules_search to find a type or method by name across the modules"}
	return res, nil
}

// displayPath writes a path outside the index in the asked style.
func (v *View) displayPath(path string, style PathStyle) string {
	if style == PathRelative {
		if rel, err := filepath.Rel(v.snap.Workspace.Root, path); err == nil {
			return filepath.ToSlash(rel)
		}
	}
	return path
}

// globFold matches a whole name against a pattern with * and ?, ignoring case.
func globFold(pattern, name string) bool {
	return index.GlobMatch(lower(pattern), lower(name))
}

// findModule finds the module a request names: by its name, its
// project's name or its path.
func (v *View) findModule(ms *moduleSet, name string) (*module, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, &Error{Code: CodeInvalidArgument, Message: "module_name is required",
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "modules_list", Instruction: "Take a module's name from modules_list and call again with it."}}
	}
	if err := ms.empty(); err != nil {
		return nil, err
	}
	var found []*module
	for _, m := range ms.modules {
		if strings.EqualFold(m.Name, name) || m.Path == name || filepath.ToSlash(v.displayPath(m.Path, PathRelative)) == filepath.ToSlash(name) ||
			m.project >= 0 && strings.EqualFold(v.snap.Projects[m.project].Name, name) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		msg := fmt.Sprintf("no module named %q: the workspace has %d modules", name, len(ms.modules))
		if ms.pid != 0 {
			msg = fmt.Sprintf("no module named %q: process %d maps %d modules", name, ms.pid, len(ms.modules))
		}
		return nil, &Error{Code: CodeModuleNotFound, Message: msg,
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "modules_list", Instruction: "List the modules with modules_list (with the same pid, if any) and call again with one of their names."}}
	}
	paths := make([]string, len(found))
	for i, m := range found {
		paths[i] = m.Path
	}
	return nil, errorf(CodeInvalidArgument, "%d modules are named %q (%s); pass the path of the one you mean as module_name", len(found), name, strings.Join(paths, ", "))
}

// open reads a module's metadata, once per request.
func (ms *moduleSet) open(m *module) (*metadata.File, error) {
	if f, ok := ms.opened[m.file]; ok {
		return f, nil
	}
	if m.file == "" {
		return nil, errorf(CodeInternal, "module %s has no assembly file", m.Name)
	}
	f, err := metadata.Open(m.file)
	if err != nil {
		return nil, &Error{Code: CodeInternal, Message: fmt.Sprintf("reading module %s: %v", m.Name, err)}
	}
	ms.opened[m.file] = f
	return f, nil
}
