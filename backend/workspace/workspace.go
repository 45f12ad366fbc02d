// Package workspace loads a C# workspace (a solution, a project or a folder)
// the way MSBuild sees it, without running MSBuild or .NET: it evaluates
// project files, their imports and the parts of the .NET SDK that decide
// which files are compiled and with which preprocessor symbols.
package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
)

// Kind is what a workspace was loaded from.
type Kind string

const (
	KindSln    Kind = "sln"
	KindSlnx   Kind = "slnx"
	KindCsproj Kind = "csproj"
	KindFolder Kind = "folder"
)

type Workspace struct {
	Path        string // absolute path of what was opened (file or folder)
	Root        string // the solution's folder, the project's folder, or the opened folder
	Kind        Kind
	Projects    []*Project // in solution order (sln/slnx), else sorted by path
	Diagnostics []Diagnostic
}

type Project struct {
	Name             string // MSBuildProjectName; for a folder without projects, the folder's name
	Path             string // absolute path of the .csproj; "" for the implicit folder project
	Dir              string
	SDK              string // e.g. "Microsoft.NET.Sdk"; "" for legacy (non-SDK) projects
	AssemblyName     string
	RootNamespace    string
	TargetFrameworks []string
	// TargetFramework is the one of TargetFrameworks the project is
	// evaluated for: the first, or for a multi-targeting project that other
	// projects reference, the one most of them compile against (see
	// matchReferencedFrameworks).
	TargetFramework string
	DefineConstants []string // effective preprocessor symbols: TargetFramework's, Debug
	LangVersion     string
	// SDKMajor is the major version of the .NET SDK the global.json above
	// the project pins (8 for 8.0.101): what latest and preview mean for
	// it. 0 when none does, or its rollForward allows a newer major.
	SDKMajor       int
	Nullable       string
	ImplicitUsings string
	Files          []string // absolute paths of the C# compile items and of Generated, sorted
	// Generated holds the C# of the generators Glider stands in for (the
	// resx accessors of resx.go, protoc's and gRPC's classes of
	// protobuf.go, Razor's and XAML's classes), by the path given it,
	// which is among Files but on no disk; GeneratedFrom the file each is
	// made of, to which its #line directives point.
	Generated         map[string][]byte
	GeneratedFrom     map[string]string
	ProjectReferences []string // absolute paths of referenced project files
	// ReferenceAliases are the extern aliases project references give
	// (<Aliases>codes</Aliases>: code reaches the project as codes::N.T).
	ReferenceAliases []string
	// ReferenceFrameworks are the target frameworks project references
	// ask for with SetTargetFramework, by path (ZString's tests read
	// ZString for netstandard2.1, not its nearest net7.0).
	ReferenceFrameworks map[string]string
	PackageReferences   []PackageReference
	References          []AssemblyReference // <Reference> items
	// FrameworkReferences are the shared frameworks named by
	// <FrameworkReference> items, such as Microsoft.AspNetCore.App.
	FrameworkReferences []string
	// MissingReferences are the packages and references the assembly
	// lookup (Assemblies) found nowhere.
	MissingReferences []string
	// InternalsVisibleTo are the assemblies <InternalsVisibleTo> items and
	// <AssemblyAttribute> items of InternalsVisibleTo name (the SDK writes
	// the attribute for them).
	InternalsVisibleTo []string
	// Usings are the project's global using directives from <Using> items,
	// the SDK's implicit ones included when ImplicitUsings is on.
	Usings     []Using
	Properties map[string]string // the evaluated properties, environment ones excepted, as first spelled (see Property)
	// Imports are the MSBuild files the evaluation read besides the project
	// file (Directory.Build.props, Directory.Packages.props, imported
	// .props and .targets; not the SDK's, which Glider stands in for), sorted.
	Imports []string
}

// Property is an evaluated property's value, its name matched without
// regard to case as MSBuild matches it (<UseWpf> is UseWPF).
func (p *Project) Property(name string) string {
	if v, ok := p.Properties[name]; ok {
		return v
	}
	for k, v := range p.Properties {
		if strings.EqualFold(k, name) {
			return v
		}
	}
	return ""
}

type PackageReference struct{ Name, Version string }

// AssemblyReference is a <Reference> item: an assembly named by its identity
// (System.Xml, or "Foo, Version=1.0.0.0, ...") or by its file.
type AssemblyReference struct {
	Name     string // the simple name: Foo for "Foo, Version=1.0.0.0, Culture=neutral"
	HintPath string // absolute; the file itself when the item names one; "" if none
}

// Using is a <Using Include="NS" Alias="A" Static="true"/> item: a global
// using directive the SDK writes into a generated GlobalUsings.g.cs.
type Using struct {
	Target string // a namespace, or a type when Static or Alias
	Alias  string
	Static bool
}

type Diagnostic struct {
	Path     string
	Line     int    // 1-based; 0 if unknown
	Severity string // "error", "warning" or "info"
	Message  string
}

type Options struct {
	// Environ is the environment that project files see as properties, as
	// KEY=VALUE pairs; nil means os.Environ().
	Environ []string
	// Disk, when set, keeps what Loads read of the disk for the next Load
	// with the same Disk (see Disk); nil reads everything afresh.
	Disk *Disk
}

// Disk holds what Loads read of the disk: folder listings, file states
// and parsed project files. After a change that only created, deleted or
// renamed files, a Load with the Disk (once it has forgotten those paths)
// reads again only what the change touched. Loads must not share a Disk
// at the same time.
type Disk struct {
	dirs  *dirCache
	files map[string]parsedFile // project and import files, parsed once
}

// NewDisk returns an empty Disk.
func NewDisk() *Disk {
	return &Disk{dirs: newDirCache(), files: map[string]parsedFile{}}
}

// Forget drops what the Disk read of the paths, of what is below them and
// of the folders above them, after they were created, deleted or renamed.
func (d *Disk) Forget(paths ...string) {
	for _, p := range paths {
		p = filepath.Clean(p)
		d.dirs.forget(p)
		maps.DeleteFunc(d.files, func(f string, _ parsedFile) bool { return within(f, p) })
	}
}

var (
	// ErrNotFound means the path to load does not exist; the error also
	// matches fs.ErrNotExist.
	ErrNotFound = errors.New("path not found")
	// ErrNoCSharp means there is no solution, project or C# file to load.
	ErrNoCSharp = errors.New("no C# solution, project or source file")
)

// Load loads the solution, project or folder at path. It fails only when
// path does not exist or holds nothing C#; any other problem is reported as
// a Diagnostic and the rest still loads.
func Load(path string, opts Options) (*Workspace, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	info, err := os.Stat(abs)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	if err != nil {
		return nil, err
	}
	l := newLoader(opts)
	ws := &Workspace{Path: abs, Root: filepath.Dir(abs)}
	if info.IsDir() {
		err = l.openFolder(ws)
	} else {
		err = l.openFile(ws, abs)
	}
	if err != nil {
		return nil, err
	}
	ws.Diagnostics = l.diags
	return ws, nil
}

// loader holds what is shared while loading one workspace.
type loader struct {
	env        map[string]string
	cwd        string
	dirs       *dirCache
	files      map[string]parsedFile // project and import files, parsed once
	conditions map[string]parsedCondition
	diags      []Diagnostic
	reported   map[Diagnostic]bool
}

type parsedFile struct {
	root *element
	err  error
}

func newLoader(opts Options) *loader {
	environ := opts.Environ
	if environ == nil {
		environ = os.Environ()
	}
	disk := opts.Disk
	if disk == nil {
		disk = NewDisk()
	}
	l := &loader{
		env:        map[string]string{},
		dirs:       disk.dirs,
		files:      disk.files,
		conditions: map[string]parsedCondition{},
		reported:   map[Diagnostic]bool{},
	}
	for _, kv := range environ {
		// MSBuild skips variables whose names cannot be property names.
		if k, v, ok := strings.Cut(kv, "="); ok && k != "" && identLen(k) == len(k) {
			if _, dup := l.env[k]; !dup {
				l.env[k] = v
			}
		}
	}
	l.cwd, _ = os.Getwd()
	return l
}

func (l *loader) parse(path string) (*element, error) {
	if f, ok := l.files[path]; ok {
		return f.root, f.err
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if alt := l.dirs.otherCase(path); alt != "" {
			data, err = os.ReadFile(alt)
		}
	}
	var root *element
	if err == nil {
		root, err = parseXML(data)
	} else if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err
	}
	l.files[path] = parsedFile{root, err}
	return root, err
}

// report records diagnostics once: shared imports are evaluated by every
// project and would repeat theirs.
func (l *loader) report(diags ...Diagnostic) {
	for _, d := range diags {
		if !l.reported[d] {
			l.reported[d] = true
			l.diags = append(l.diags, d)
		}
	}
}

func (l *loader) openFile(ws *Workspace, path string) error {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".sln":
		l.loadSolution(ws, path, KindSln)
	case ".slnx":
		l.loadSolution(ws, path, KindSlnx)
	case ".csproj":
		ws.Kind = KindCsproj
		if p := l.loadProject(path, defaultGlobals(), ""); p != nil {
			ws.Projects = append(ws.Projects, p)
			l.settleProjects(ws, defaultGlobals())
		}
	default:
		return fmt.Errorf("%w: %s is not a .sln, .slnx or .csproj file", ErrNoCSharp, path)
	}
	return nil
}

// openFolder loads the folder's solution if it has one, else every project
// below it, else its C# files as one implicit project.
func (l *loader) openFolder(ws *Workspace) error {
	dir := ws.Path
	ws.Root = dir
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var solutions []string
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if !e.IsDir() && (ext == ".sln" || ext == ".slnx") {
			solutions = append(solutions, e.Name())
		}
	}
	if len(solutions) > 0 {
		name := chooseSolution(filepath.Base(dir), solutions)
		if len(solutions) > 1 {
			l.report(Diagnostic{Path: dir, Severity: "info", Message: fmt.Sprintf(
				"the folder holds %d solution files (%s); opening %s", len(solutions), strings.Join(solutions, ", "), name)})
		}
		// A solution none of whose projects can be read (Unity's, made by the
		// editor for project files it does not commit) gives way to the next,
		// and the last to the folder's own projects and files.
		for _, n := range append([]string{name}, slices.DeleteFunc(solutions, func(s string) bool { return s == name })...) {
			kind := KindSln
			if strings.EqualFold(filepath.Ext(n), ".slnx") {
				kind = KindSlnx
			}
			l.loadSolution(ws, filepath.Join(dir, n), kind)
			if len(ws.Projects) > 0 {
				return nil
			}
			l.report(Diagnostic{Path: filepath.Join(dir, n), Severity: "warning",
				Message: "no project of the solution could be read; opening the folder's next solution, else its projects and files"})
		}
	}
	ws.Kind, ws.Root = KindFolder, dir
	projects, sources := l.findCSharp(dir)
	for _, p := range projects {
		if proj := l.loadProject(p, defaultGlobals(), ""); proj != nil {
			ws.Projects = append(ws.Projects, proj)
		}
	}
	if len(projects) > 0 {
		l.settleProjects(ws, defaultGlobals())
		return nil
	}
	if len(sources) == 0 {
		return fmt.Errorf("%w in %s", ErrNoCSharp, dir)
	}
	name := filepath.Base(dir)
	ws.Projects = []*Project{{
		Name: name, Dir: dir, AssemblyName: name, RootNamespace: strings.ReplaceAll(name, " ", "_"),
		Files: sources, Properties: map[string]string{},
	}}
	l.unityProject(ws.Projects[0], dir)
	return nil
}

// chooseSolution prefers the solution named like the folder (.slnx first,
// being the newer format), else the first by name.
func chooseSolution(folder string, names []string) string {
	for _, ext := range []string{".slnx", ".sln"} {
		for _, n := range names {
			if n == folder+ext {
				return n
			}
		}
	}
	return names[0]
}

// findCSharp returns the project files and the C# files below dir, sorted,
// skipping build output, dependencies and dot-folders. It reads folders
// through the cache, so the projects' globs do not read them again.
func (l *loader) findCSharp(dir string) (projects, sources []string) {
	skip := func(p string) bool { return skippedFolder(filepath.Base(p)) }
	l.dirs.walk(dir, -1, skip, func(p string) {
		switch strings.ToLower(filepath.Ext(p)) {
		case ".csproj":
			projects = append(projects, p)
		case ".cs":
			sources = append(sources, p)
		}
	})
	slices.Sort(projects)
	slices.Sort(sources)
	return projects, sources
}

func skippedFolder(name string) bool {
	return strings.HasPrefix(name, ".") || strings.EqualFold(name, "bin") ||
		strings.EqualFold(name, "obj") || strings.EqualFold(name, "node_modules")
}

// defaultGlobals are the global properties of a design-time load: none.
// Like Roslyn's MSBuildWorkspace, Glider passes no Configuration or
// Platform, so a project's own defaults stand (RazorEngine's Platform
// Net45 where none is given, which its Debug|Net45 constants need); the
// SDK's props default the rest to Debug|AnyCPU.
func defaultGlobals() map[string]string {
	return map[string]string{}
}

func (l *loader) loadSolution(ws *Workspace, path string, kind Kind) {
	ws.Kind, ws.Root = kind, filepath.Dir(path)
	parse := parseSln
	if kind == KindSlnx {
		parse = parseSlnx
	}
	entries, err := parse(path)
	if err != nil {
		line := 0
		if xe, ok := err.(*xmlError); ok {
			line = xe.Line
		}
		l.report(Diagnostic{Path: path, Line: line, Severity: "error", Message: "cannot read the solution: " + err.Error()})
		return
	}
	// Building a solution passes these to every project (its configuration
	// too, which MSBuildWorkspace does not).
	globals := defaultGlobals()
	name := filepath.Base(path)
	maps.Copy(globals, map[string]string{
		"SolutionDir": ensureTrailingSlash(ws.Root), "SolutionPath": path, "SolutionFileName": name,
		"SolutionName": strings.TrimSuffix(name, filepath.Ext(name)), "SolutionExt": filepath.Ext(name),
	})
	seen := map[string]bool{}
	for _, en := range entries {
		p := l.dirs.spelled(resolvePath(en.path, ws.Root))
		if seen[p] {
			continue
		}
		seen[p] = true
		if !l.dirs.isFile(p) {
			l.report(Diagnostic{Path: path, Line: en.line, Severity: "error",
				Message: fmt.Sprintf("project \"%s\" listed in the solution was not found", en.path)})
			continue
		}
		if proj := l.loadProject(p, globals, ""); proj != nil {
			ws.Projects = append(ws.Projects, proj)
		}
	}
	l.settleProjects(ws, globals)
}

// settleProjects completes the projects a solution, project file or folder
// gave: those they reference outside it, then the framework each
// multi-targeting one is read for.
func (l *loader) settleProjects(ws *Workspace, globals map[string]string) {
	l.loadReferencedProjects(ws, globals)
	l.matchReferencedFrameworks(ws, globals)
}

// loadReferencedProjects adds the C# projects the workspace's projects
// reference, directly or through others, that it does not hold yet: the
// build compiles them too, so their types are source, and MSBuildWorkspace
// loads them (AutoRest's test projects reference generated clients that
// its solution does not list, through Directory.Build.targets). References
// through projects of other languages are followed first.
func (l *loader) loadReferencedProjects(ws *Workspace, globals map[string]string) {
	held := map[string]bool{}
	for {
		l.throughOtherLanguages(ws, globals)
		for _, p := range ws.Projects {
			held[p.Path] = true
		}
		var missing []string
		for _, p := range ws.Projects {
			for _, ref := range p.ProjectReferences {
				if held[ref] || !isCSharpProject(ref) {
					continue
				}
				held[ref] = true
				if !l.dirs.isFile(ref) {
					l.report(Diagnostic{Path: p.Path, Severity: "warning",
						Message: fmt.Sprintf("referenced project %s was not found", ref)})
					continue
				}
				missing = append(missing, ref)
			}
		}
		if len(missing) == 0 {
			return
		}
		for _, ref := range missing {
			if proj := l.loadProject(ref, globals, ""); proj != nil {
				ws.Projects = append(ws.Projects, proj)
			}
		}
	}
}

// throughOtherLanguages replaces each project's references to projects of
// another language (an F# .fsproj, a VB .vbproj), which Glider does not
// read, by the C# projects those reference in turn: project references are
// transitive, so their types are the referencing project's to use
// (Marten's LinqTests -> FSharpTypes.fsproj -> LinqTestsTypes.csproj).
func (l *loader) throughOtherLanguages(ws *Workspace, globals map[string]string) {
	refsOf := map[string][]string{} // each other-language project's own references, read once
	var expand func(path string, seen map[string]bool) []string
	expand = func(path string, seen map[string]bool) []string {
		if isCSharpProject(path) {
			return []string{path}
		}
		if seen[path] {
			return nil
		}
		seen[path] = true
		refs, ok := refsOf[path]
		if !ok {
			refs = l.projectReferencesOf(path, globals)
			refsOf[path] = refs
		}
		var out []string
		for _, r := range refs {
			out = append(out, expand(r, seen)...)
		}
		return out
	}
	for _, p := range ws.Projects {
		if !slices.ContainsFunc(p.ProjectReferences, func(r string) bool { return !isCSharpProject(r) }) {
			continue
		}
		var refs []string
		for _, r := range p.ProjectReferences {
			for _, x := range expand(r, map[string]bool{}) {
				if !slices.Contains(refs, x) {
					refs = append(refs, x)
				}
			}
		}
		p.ProjectReferences = refs
	}
}

// projectReferencesOf evaluates a project of another language for the
// projects it references whose output it uses; none when it is missing or
// cannot be read (nothing of it is reported: the workspace does not hold it).
func (l *loader) projectReferencesOf(path string, globals map[string]string) []string {
	if !l.dirs.isFile(path) {
		return nil
	}
	e := newEvaluator(l, path, globals)
	if !e.evaluateProperties() {
		return nil
	}
	e.evaluateItems()
	var out []string
	for _, it := range e.items["projectreference"] {
		if referencesOutput(it) {
			out = append(out, l.dirs.spelled(it.path))
		}
	}
	return out
}

// referencesOutput says whether a project reference compiles against the
// project's output: not with ReferenceOutputAssembly=false, a source
// generator or analyzer the build runs, none of whose types are visible.
func referencesOutput(it *item) bool {
	return !strings.EqualFold(strings.TrimSpace(it.meta["referenceoutputassembly"]), "false")
}

// matchReferencedFrameworks evaluates each multi-targeting project that
// other projects of the workspace reference, directly or through others,
// for the target framework most of them compile against (NuGet's nearest one: a net8.0 test project
// builds against the net8.0 build of a net472;net8.0 library, where code
// under #if NET6_0_OR_GREATER exists). Referencing projects come first: a
// change may change what their own references are read for.
func (l *loader) matchReferencedFrameworks(ws *Workspace, globals map[string]string) {
	for range 4 { // references are rarely chained deeper between multi-targeting projects
		at := map[string]int{}
		for i, p := range ws.Projects {
			at[p.Path] = i
		}
		votes := map[int]map[string]int{}
		for _, q := range ws.Projects {
			for ref, direct := range reachedProjects(ws, at, q) {
				i := at[ref]
				if len(ws.Projects[i].TargetFrameworks) < 2 {
					continue
				}
				tfm := nearestFramework(q.TargetFramework, ws.Projects[i].TargetFrameworks)
				if set := q.ReferenceFrameworks[ref]; direct && slices.Contains(ws.Projects[i].TargetFrameworks, set) {
					tfm = set // the framework the reference asks for
				}
				if tfm != "" {
					if votes[i] == nil {
						votes[i] = map[string]int{}
					}
					votes[i][tfm]++
				}
			}
		}
		changed := false
		for i, counts := range votes {
			p := ws.Projects[i]
			best := p.TargetFramework
			for _, tfm := range p.TargetFrameworks {
				// The newer on a tie: its build has what older ones have and
				// more (Bogus's net6.0 members, which its net9.0 tests call,
				// beside a netstandard2.0 benchmark's reference).
				if counts[tfm] > counts[best] || counts[tfm] == counts[best] && laterFramework(tfm, best) {
					best = tfm
				}
			}
			if best == p.TargetFramework {
				continue
			}
			if proj := l.loadProject(p.Path, globals, best); proj != nil {
				ws.Projects[i], changed = proj, true
			}
		}
		if !changed {
			return
		}
	}
}

// reachedProjects are the projects of the workspace q compiles against,
// its references and theirs (SDK projects see their references'
// references), each with whether q references it itself: q builds against
// the build of each nearest its own framework, so each gets q's vote
// (ITfoxtec's net8.0 apps call the core library through its MVC
// project).
func reachedProjects(ws *Workspace, at map[string]int, q *Project) map[string]bool {
	reached := map[string]bool{}
	var stack []string
	for _, ref := range q.ProjectReferences {
		if _, ok := at[ref]; ok && !reached[ref] {
			reached[ref] = true
			stack = append(stack, ref)
		}
	}
	for len(stack) > 0 {
		p := ws.Projects[at[stack[len(stack)-1]]]
		stack = stack[:len(stack)-1]
		for _, ref := range p.ProjectReferences {
			if _, seen := reached[ref]; !seen {
				if _, ok := at[ref]; ok {
					reached[ref] = false
					stack = append(stack, ref)
				}
			}
		}
	}
	delete(reached, q.Path)
	return reached
}

// loadProject evaluates a project file; nil when it cannot be read. A
// multi-targeting project is evaluated again for one target framework, as
// the inner build that compiles it would be: tfm when it is one of its
// target frameworks, else the first.
func (l *loader) loadProject(path string, globals map[string]string, tfm string) *Project {
	e := newEvaluator(l, path, globals)
	if !e.evaluateProperties() {
		l.report(e.diags...)
		return nil
	}
	frameworks := e.frameworks()
	chosen := ""
	if len(frameworks) > 0 {
		chosen = frameworks[0]
	}
	if e.prop("TargetFramework") == "" && e.prop("TargetFrameworks") != "" && len(frameworks) > 0 {
		if slices.Contains(frameworks, tfm) {
			chosen = tfm
		}
		inner := maps.Clone(globals)
		inner["TargetFramework"] = chosen
		e = newEvaluator(l, path, inner)
		e.evaluateProperties()
	}
	e.evaluateItems()
	e.targetFriends()
	p := e.project()
	p.TargetFrameworks, p.TargetFramework = frameworks, chosen
	if e.firstIssue != "" {
		e.diag("info", path, 0, fmt.Sprintf(
			"%d MSBuild expression(s) could not be evaluated and were taken as empty or false; the first: %s", e.issues, e.firstIssue))
	}
	l.report(e.diags...)
	return p
}

func (e *evaluator) frameworks() []string {
	if tf := e.prop("TargetFramework"); tf != "" {
		return []string{tf}
	}
	if tfs := splitList(e.prop("TargetFrameworks")); len(tfs) > 0 {
		return tfs
	}
	if tfm := legacyFramework(e.prop("TargetFrameworkIdentifier"), e.prop("TargetFrameworkVersion")); tfm != "" {
		return []string{tfm}
	}
	return nil
}

// project builds the result of an evaluated project.
func (e *evaluator) project() *Project {
	name := e.prop("MSBuildProjectName")
	p := &Project{
		Name: name, Path: e.path, Dir: e.dir,
		AssemblyName: e.prop("AssemblyName"), RootNamespace: e.prop("RootNamespace"),
		LangVersion: e.prop("LangVersion"), Nullable: e.prop("Nullable"), ImplicitUsings: e.prop("ImplicitUsings"),
		SDKMajor:          pinnedSDKMajor(e.l.dirs.fileAbove(e.dir, "global.json", true)),
		DefineConstants:   e.defines(),
		PackageReferences: e.packages(),
		Usings:            e.usings(),
		Properties:        map[string]string{},
	}
	if len(e.sdks) > 0 {
		p.SDK = e.sdks[0]
	}
	if p.AssemblyName == "" {
		p.AssemblyName = name
	}
	if p.RootNamespace == "" {
		p.RootNamespace = strings.ReplaceAll(name, " ", "_")
	}
	for _, it := range e.items["compile"] {
		if !it.glob && !e.l.dirs.isFile(it.path) {
			e.diag("warning", it.file, it.line, fmt.Sprintf("compile item \"%s\" does not exist", it.spec))
		}
		p.Files = append(p.Files, e.l.dirs.spelled(it.path)) // Playnite's Native\Winuser.cs is native/winuser.cs
	}
	// What source generators write to disk for the build to show
	// (EmitCompilerGeneratedFiles) is what the compiler reads from them:
	// Glider, which runs no generator, reads it there, though the project
	// leaves it out of its compile items so as not to compile it twice.
	if out := e.prop("CompilerGeneratedFilesOutputPath"); out != "" && isTrue(e.prop("EmitCompilerGeneratedFiles")) {
		generated := filepath.Join(strings.ReplaceAll(unescape(out), "\\", "/"), "**", "*.cs")
		p.Files = append(p.Files, e.l.dirs.glob(newPattern(e.dir, generated), nil)...)
	}
	for _, texts := range []map[string][]byte{e.resxSources(p), e.stronglyTypedSources(), e.protobufSources(), e.razorSources(p), e.xamlSources(p)} {
		for path, text := range texts {
			if p.Generated == nil {
				p.Generated = map[string][]byte{}
			}
			p.Generated[path] = text
		}
	}
	for path := range p.Generated {
		p.Files = append(p.Files, path)
		if p.GeneratedFrom == nil {
			p.GeneratedFrom = map[string]string{}
		}
		p.GeneratedFrom[path] = e.generatedFrom[path]
	}
	slices.Sort(p.Files)
	p.Files = slices.Compact(p.Files)
	for path := range e.imported {
		if path != e.path && !isToolsetPath(path) {
			p.Imports = append(p.Imports, path)
		}
	}
	slices.Sort(p.Imports)
	// An Aspire AppHost's project references are the apps it runs, not
	// assemblies it compiles against, unless marked otherwise: with the
	// AppHost SDK (the Aspire repository's own hosts, IsAspireHost without
	// it, reference its libraries through targets of their own).
	aspireHost := slices.ContainsFunc(e.sdks, func(s string) bool { return strings.EqualFold(s, "Aspire.AppHost.Sdk") })
	for _, it := range e.items["projectreference"] {
		if !referencesOutput(it) {
			continue
		}
		if aspireHost && !strings.EqualFold(strings.TrimSpace(it.meta["isaspireprojectresource"]), "false") {
			continue
		}
		path := e.l.dirs.spelled(it.path) // as the disk spells it: written on Windows
		if !slices.Contains(p.ProjectReferences, path) {
			p.ProjectReferences = append(p.ProjectReferences, path)
		}
		if tfm, ok := strings.CutPrefix(strings.TrimSpace(it.meta["settargetframework"]), "TargetFramework="); ok && tfm != "" {
			if p.ReferenceFrameworks == nil {
				p.ReferenceFrameworks = map[string]string{}
			}
			p.ReferenceFrameworks[path] = strings.TrimSpace(tfm)
		}
		for _, alias := range strings.Split(it.meta["aliases"], ",") {
			if alias = strings.TrimSpace(alias); alias != "" && alias != "global" && !slices.Contains(p.ReferenceAliases, alias) {
				p.ReferenceAliases = append(p.ReferenceAliases, alias)
			}
		}
	}
	for _, it := range e.items["reference"] {
		if r := assemblyReference(it, e.dir); !slices.Contains(p.References, r) {
			p.References = append(p.References, r)
		}
	}
	// A friend is named as the attribute names it: "Name, PublicKey=...".
	friendName := func(spec string) string {
		name, _, _ := strings.Cut(spec, ",")
		return strings.TrimSpace(name)
	}
	for _, it := range e.items["internalsvisibleto"] {
		p.InternalsVisibleTo = append(p.InternalsVisibleTo, friendName(it.spec))
	}
	for _, it := range e.items["assemblyattribute"] { // the attribute written as an item, its argument _Parameter1
		if name := strings.TrimSuffix(it.spec, "Attribute"); name == "System.Runtime.CompilerServices.InternalsVisibleTo" && it.meta["_parameter1"] != "" {
			p.InternalsVisibleTo = append(p.InternalsVisibleTo, friendName(it.meta["_parameter1"]))
		}
	}
	for _, it := range e.items["frameworkreference"] {
		if !slices.ContainsFunc(p.FrameworkReferences, func(f string) bool { return strings.EqualFold(f, it.spec) }) {
			p.FrameworkReferences = append(p.FrameworkReferences, it.spec)
		}
	}
	for _, prop := range e.props {
		if prop.kind != envProperty {
			p.Properties[prop.name] = unescape(prop.value)
		}
	}
	return p
}

// defines returns the preprocessor symbols the compiler would get.
func (e *evaluator) defines() []string {
	// The Csc task splits on commas and spaces too (CommonMark.NET's $(DefineConstants),OptimizeFor45).
	defs := strings.FieldsFunc(e.expandItemLists(e.prop("DefineConstants")), func(c rune) bool { return c == ';' || c == ',' || unicode.IsSpace(c) })
	if e.netSDK && !isTrue(e.prop("DisableImplicitFrameworkDefines")) {
		defs = append(defs, implicitDefines(e.prop("TargetFrameworkIdentifier"), e.prop("TargetFrameworkVersion"),
			e.prop("TargetPlatformIdentifier"), e.prop("TargetPlatformVersion"))...)
	}
	if e.netSDK && isTrue(e.prop("DisableDiagnosticTracing")) {
		defs = slices.DeleteFunc(defs, func(d string) bool { return d == "TRACE" })
	}
	var out []string
	for _, d := range defs {
		if !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}

// packages returns the package references with their versions, taking them
// from PackageVersion items under central package management.
func (e *evaluator) usings() []Using {
	var out []Using
	for _, it := range e.items["using"] {
		u := Using{Target: it.spec, Alias: it.meta["alias"], Static: isTrue(it.meta["static"])}
		if !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	return out
}

func (e *evaluator) packages() []PackageReference {
	central := isTrue(e.prop("ManagePackageVersionsCentrally"))
	versions := map[string]string{}
	for _, it := range e.items["packageversion"] {
		versions[strings.ToLower(it.spec)] = it.meta["version"]
	}
	var refs []PackageReference
	add := func(it *item) {
		if slices.ContainsFunc(refs, func(r PackageReference) bool { return strings.EqualFold(r.Name, it.spec) }) {
			return
		}
		v := it.meta["version"]
		if central {
			if o := it.meta["versionoverride"]; o != "" {
				v = o
			} else if v == "" {
				v = versions[strings.ToLower(it.spec)]
			}
		}
		refs = append(refs, PackageReference{Name: it.spec, Version: v})
	}
	for _, it := range e.items["packagereference"] {
		add(it)
	}
	if central {
		for _, it := range e.items["globalpackagereference"] {
			add(it)
		}
	}
	return refs
}

// assemblyReference reads a <Reference> item. An Include that is a file
// (lib\Foo.dll, or a wildcard's match) is its own hint path, as for
// MSBuild's {RawFileName} search path.
func assemblyReference(it *item, dir string) AssemblyReference {
	r := AssemblyReference{Name: it.spec}
	if hint := it.meta["hintpath"]; hint != "" {
		r.HintPath = resolvePath(hint, dir)
	}
	if ext := strings.ToLower(filepath.Ext(it.spec)); it.glob || ext == ".dll" || ext == ".exe" {
		if r.HintPath == "" {
			r.HintPath = it.path
		}
		r.Name = strings.TrimSuffix(fileName(it.spec), filepath.Ext(it.spec))
		return r
	}
	name, _, _ := strings.Cut(it.spec, ",")
	r.Name = strings.TrimSpace(name)
	return r
}

// splitList splits a ';'-separated list, trimming and dropping empty entries.
func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ";") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

func isTrue(s string) bool {
	return strings.EqualFold(strings.TrimSpace(s), "true")
}
