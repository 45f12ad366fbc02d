package workspace

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Assembly is a compiled assembly a project compiles against.
type Assembly struct {
	Path   string // absolute path of the file
	Origin string // where it was found: one of the Origin constants
}

// Where an assembly was found, in lookup order.
const (
	OriginAssets   = "assets"   // named by the restore output, obj/project.assets.json
	OriginOutput   = "output"   // the project's bin/ or obj/ output
	OriginNuGet    = "nuget"    // a PackageReference found in the NuGet package cache
	OriginRefPack  = "refpack"  // a .NET SDK reference pack or reference assemblies package
	OriginMono     = "mono"     // Mono's .NET Framework reference assemblies
	OriginHintPath = "hintpath" // a <Reference>'s HintPath
	OriginExtra    = "extra"    // a folder from AssemblyOptions.ExtraDirs
	OriginFallback = "fallback" // Mono's assemblies standing in for a missing .NET reference pack
)

// FrameworkOrigin says whether an assembly found there is part of the
// target framework rather than a package or a file the project names.
func FrameworkOrigin(origin string) bool {
	switch origin {
	case OriginRefPack, OriginMono, OriginFallback:
		return true
	}
	return false
}

// AssemblyOptions say where to look besides the project's own folders.
type AssemblyOptions struct {
	// Environ is the environment as KEY=VALUE pairs (NUGET_PACKAGES,
	// DOTNET_ROOT, HOME); nil means os.Environ().
	Environ []string
	// ExtraDirs are folders the user adds: every .dll directly in them is
	// referenced, after what the project names itself.
	ExtraDirs []string
	// MonoRoot is Mono's library folder; "" means /usr/lib/mono.
	MonoRoot string
	// DotnetRoots are the .NET installations whose packs/ are searched; nil
	// means DOTNET_ROOT, /usr/share/dotnet, /usr/lib/dotnet and ~/.dotnet.
	DotnetRoots []string
}

// Assemblies returns the assemblies the project compiles against for its
// first target framework, and diagnostics for what could not be found (never
// fatal). The projects it references are taken to build assemblies named
// like their project files; Workspace.Assemblies knows their real names.
func (p *Project) Assemblies(opts AssemblyOptions) ([]Assembly, []Diagnostic) {
	return newAssemblyFinder(opts, nil).find(p)
}

// OutputAssembly returns the assembly the project's last build wrote (the
// .dll, or the .exe a .NET Framework program builds, in the evaluated
// OutputPath), "" when there is none.
func (p *Project) OutputAssembly() string {
	out := strings.TrimSpace(p.Property("OutputPath"))
	if out == "" || p.AssemblyName == "" {
		return ""
	}
	dir := resolvePath(out, p.Dir)
	for _, ext := range []string{".dll", ".exe"} {
		path := filepath.Join(dir, p.AssemblyName+ext)
		if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
			return path
		}
	}
	return ""
}

// Assemblies finds the assemblies of every project of the workspace:
// result[i] belongs to ws.Projects[i]. Folder listings are shared.
func (ws *Workspace) Assemblies(opts AssemblyOptions) ([][]Assembly, []Diagnostic) {
	f := newAssemblyFinder(opts, ws.Projects)
	out := make([][]Assembly, len(ws.Projects))
	var diags []Diagnostic
	for i, p := range ws.Projects {
		var d []Diagnostic
		out[i], d = f.find(p)
		diags = append(diags, d...)
	}
	return out, diags
}

// assemblyFinder holds what the projects of one workspace share.
type assemblyFinder struct {
	extraDirs   []string
	monoRoot    string
	dotnetRoots []string
	nugetEnv    string // NUGET_PACKAGES
	home        string
	projects    map[string]*Project // by project file, to name referenced projects' assemblies
	dirs        *dirCache
}

func newAssemblyFinder(opts AssemblyOptions, projects []*Project) *assemblyFinder {
	environ := opts.Environ
	if environ == nil {
		environ = os.Environ()
	}
	getenv := func(key string) string {
		for _, kv := range environ {
			if k, v, ok := strings.Cut(kv, "="); ok && k == key {
				return v
			}
		}
		return ""
	}
	f := &assemblyFinder{
		extraDirs: opts.ExtraDirs, monoRoot: opts.MonoRoot, dotnetRoots: opts.DotnetRoots,
		nugetEnv: getenv("NUGET_PACKAGES"), home: getenv("HOME"),
		projects: map[string]*Project{}, dirs: newDirCache(),
	}
	if f.home == "" {
		f.home = getenv("USERPROFILE")
	}
	if f.monoRoot == "" {
		f.monoRoot = "/usr/lib/mono"
	}
	if f.dotnetRoots == nil {
		for _, root := range []string{getenv("DOTNET_ROOT"), "/usr/share/dotnet", "/usr/lib/dotnet", filepath.Join(f.home, ".dotnet")} {
			if root = filepath.Clean(root); filepath.IsAbs(root) && !slices.Contains(f.dotnetRoots, root) {
				f.dotnetRoots = append(f.dotnetRoots, root)
			}
		}
	}
	for _, p := range projects {
		if p.Path != "" {
			f.projects[p.Path] = p
		}
	}
	return f
}

// projectAssemblies is the lookup for one project.
type projectAssemblies struct {
	f      *assemblyFinder
	p      *Project
	tfm    string // the first target framework; "" if the project names none
	fw     framework
	nuget  string // the NuGet package cache
	out    []Assembly
	taken  map[string]bool // lower-case simple names in out
	source map[string]bool // lower-case names of the assemblies built from source
	diags  []Diagnostic
	// frameworkDir is where a .NET Framework project's references were
	// looked up by name.
	frameworkDir string
	// packageFrameworkAssemblies are the framework assemblies the restored
	// packages add by name.
	packageFrameworkAssemblies []string
}

func (f *assemblyFinder) find(p *Project) ([]Assembly, []Diagnostic) {
	r := &projectAssemblies{f: f, p: p, taken: map[string]bool{}, source: map[string]bool{}}
	p.MissingReferences = nil
	if p.TargetFramework != "" {
		r.tfm = p.TargetFramework
		r.fw = parseFramework(r.tfm)
	}
	r.nuget = r.nugetCache()
	r.markSource(p)
	packages, frameworkRefs := r.fromAssets()
	r.fromOutput()
	r.fromNuGet(packages)
	switch r.fw.Identifier {
	case ".NETFramework":
		r.fromNetFramework()
	case ".NETStandard":
		r.fromNetStandard()
	default:
		r.fromRefPacks(frameworkRefs)
	}
	r.fromReferences()
	if r.fw.Identifier != ".NETFramework" && !slices.ContainsFunc(coreLibraries, func(n string) bool { return r.taken[n] }) {
		r.fallback()
	}
	r.reportMissingReferences()
	return r.out, r.diags
}

// coreLibraries are the assemblies one of which defines or forwards
// System.Object: without one no framework was found.
var coreLibraries = []string{"system.runtime", "netstandard", "mscorlib", "system.private.corelib"}

// IsCoreLibrary says whether an assembly (by its simple name) is a core
// library, one that defines or forwards System.Object.
func IsCoreLibrary(name string) bool {
	return slices.Contains(coreLibraries, strings.ToLower(name))
}

func simpleName(path string) string {
	base := filepath.Base(path)
	return strings.ToLower(strings.TrimSuffix(base, filepath.Ext(base)))
}

// add appends an assembly unless one of the same simple name came first or
// the workspace builds it from source.
func (r *projectAssemblies) add(path, origin string) {
	if name := simpleName(path); !r.taken[name] && !r.source[name] {
		r.taken[name] = true
		r.out = append(r.out, Assembly{Path: path, Origin: origin})
	}
}

func (r *projectAssemblies) addAll(paths []string, origin string) {
	for _, p := range paths {
		r.add(p, origin)
	}
}

func (r *projectAssemblies) diag(severity, format string, args ...any) {
	path := r.p.Path
	if path == "" {
		path = r.p.Dir
	}
	r.diags = append(r.diags, Diagnostic{Path: path, Severity: severity, Message: fmt.Sprintf(format, args...)})
}

// markSource names the assemblies the workspace builds from source: the
// project's own and those of the projects it references, transitively, as
// the SDK passes them on.
func (r *projectAssemblies) markSource(p *Project) {
	r.source[strings.ToLower(p.AssemblyName)] = true
	for _, ref := range p.ProjectReferences {
		if q := r.f.projects[ref]; q != nil {
			if !r.source[strings.ToLower(q.AssemblyName)] {
				r.markSource(q)
			}
		} else {
			r.source[simpleName(ref)] = true
		}
	}
}

// pathProp returns an evaluated property as a path against the project folder,
// or "" when it is not set.
func (r *projectAssemblies) pathProp(name string) string {
	if v := strings.TrimSpace(r.p.Property(name)); v != "" {
		return resolvePath(v, r.p.Dir)
	}
	return ""
}

// nugetCache is NuGet's global packages folder: RestorePackagesPath,
// NUGET_PACKAGES, else ~/.nuget/packages.
func (r *projectAssemblies) nugetCache() string {
	if p := r.pathProp("RestorePackagesPath"); p != "" {
		return p
	}
	if r.f.nugetEnv != "" {
		return filepath.Clean(r.f.nugetEnv)
	}
	if r.f.home != "" {
		return filepath.Join(r.f.home, ".nuget", "packages")
	}
	return ""
}

// dlls lists the .dll files directly in dir, by name.
func (f *assemblyFinder) dlls(dir string) []string {
	var out []string
	for _, e := range f.dirs.list(dir) {
		p := joinPath(dir, e.Name())
		if strings.EqualFold(filepath.Ext(e.Name()), ".dll") && f.dirs.kind(p, e) == 0 {
			out = append(out, p)
		}
	}
	return out
}

// subdirs lists the names of the folders in dir.
func (f *assemblyFinder) subdirs(dir string) []string {
	var out []string
	for _, e := range f.dirs.list(dir) {
		if f.dirs.kind(joinPath(dir, e.Name()), e) == fs.ModeDir {
			out = append(out, e.Name())
		}
	}
	return out
}

// members is a JSON object's members in document order, which NuGet's
// files give meaning to (package folders are searched in it).
type members []member

type member struct {
	Key   string
	Value json.RawMessage
}

func (m *members) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil || tok == nil {
		return err // null: no members
	}
	if tok != json.Delim('{') {
		return fmt.Errorf("expected an object, found %v", tok)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return err
		}
		*m = append(*m, member{key.(string), v})
	}
	return nil
}

// assetsFile is the part of project.assets.json the lookup reads; encoding/json
// matches its field names case-insensitively.
type assetsFile struct {
	Targets members // target framework (and runtime) → library → assetsTarget
	// Libraries are by "Name/Version".
	Libraries      map[string]struct{ Type, Path string }
	PackageFolders members
	Project        struct {
		Frameworks members // target framework → struct{ FrameworkReferences }
	}
}

type assetsTarget struct {
	Type    string
	Compile members // file in the package → its properties
	// FrameworkAssemblies are the .NET Framework assemblies the package
	// adds to the compile by name (its nuspec's frameworkAssemblies:
	// System.Net.Http.Json's System.Net.Http).
	FrameworkAssemblies []string
}

// assetsFrameworkMatches reports whether a framework key of the assets file,
// the alias (net8.0) or the long form (.NETCoreApp,Version=v8.0), is tfm.
func assetsFrameworkMatches(key, tfm string) bool {
	if strings.EqualFold(key, tfm) {
		return true
	}
	if strings.Contains(key, "/") { // a runtime-specific target
		return false
	}
	k := parseFramework(key)
	if id, rest, ok := strings.Cut(key, ",Version=v"); ok {
		version, _, _ := strings.Cut(rest, ",")
		parts, _ := parseVersion(version)
		k = framework{Identifier: id, Version: formatVersion(parts, 2)}
	}
	t := parseFramework(tfm)
	return k.Identifier != "" && k.Identifier == t.Identifier && k.Version == t.Version && k.Platform == t.Platform
}

// fromAssets adds the compile assemblies the restore output names for the
// target framework. It returns the packages it settled (lower-case ids) and
// the framework references restore recorded.
func (r *projectAssemblies) fromAssets() (packages map[string]bool, frameworkRefs []string) {
	packages = map[string]bool{}
	if r.tfm == "" {
		return packages, nil
	}
	dir := r.pathProp("MSBuildProjectExtensionsPath")
	if dir == "" {
		dir = r.pathProp("BaseIntermediateOutputPath")
	}
	if dir == "" {
		dir = filepath.Join(r.p.Dir, "obj")
	}
	path := filepath.Join(dir, "project.assets.json")
	if p := r.pathProp("ProjectAssetsFile"); p != "" {
		path = p
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return packages, nil
	}
	var assets assetsFile
	if err == nil {
		err = json.Unmarshal(data, &assets)
	}
	if err != nil {
		r.diag("warning", "cannot read the restore output %s: %v", path, err)
		return packages, nil
	}
	for _, fr := range assets.Project.Frameworks {
		if assetsFrameworkMatches(fr.Key, r.tfm) {
			var v struct{ FrameworkReferences members }
			if json.Unmarshal(fr.Value, &v) == nil {
				for _, ref := range v.FrameworkReferences {
					frameworkRefs = append(frameworkRefs, ref.Key)
				}
			}
		}
	}
	i := slices.IndexFunc(assets.Targets, func(m member) bool { return assetsFrameworkMatches(m.Key, r.tfm) })
	if i < 0 {
		r.diag("warning", "the restore output %s has no target for %s; restore the project again", path, r.tfm)
		return packages, frameworkRefs
	}
	var libs members
	if err := json.Unmarshal(assets.Targets[i].Value, &libs); err != nil {
		r.diag("warning", "cannot read the restore output %s: %v", path, err)
		return packages, frameworkRefs
	}
	var missing []string
	for _, lib := range libs {
		var t assetsTarget
		if json.Unmarshal(lib.Value, &t) != nil || t.Type != "package" {
			continue // projects are source in the workspace
		}
		id, version, _ := strings.Cut(lib.Key, "/")
		r.packageFrameworkAssemblies = append(r.packageFrameworkAssemblies, t.FrameworkAssemblies...)
		found := true
		for _, c := range t.Compile {
			if strings.HasSuffix(c.Key, "_._") { // "nothing to compile against" placeholder
				continue
			}
			if p := r.packageFile(assets, lib.Key, c.Key); p != "" {
				r.add(p, OriginAssets)
			} else {
				found = false
				missing = append(missing, fmt.Sprintf("%s %s (%s)", id, version, c.Key))
				break
			}
		}
		if found {
			packages[strings.ToLower(id)] = true
		}
	}
	if len(missing) > 0 {
		r.p.MissingReferences = append(r.p.MissingReferences, missing...)
		var folders []string
		for _, m := range assets.PackageFolders {
			folders = append(folders, m.Key)
		}
		r.diag("warning", "%d package(s) named by the restore output %s are not in its package folders (%s); restore the project again: %s",
			len(missing), path, strings.Join(folders, ", "), listSome(missing))
	}
	return packages, frameworkRefs
}

// packageFile finds a file of a package library in the first package
// folder that holds it; "" if none does.
func (r *projectAssemblies) packageFile(assets assetsFile, library, file string) string {
	lib, ok := assets.Libraries[library]
	if !ok {
		return ""
	}
	for _, folder := range assets.PackageFolders {
		p := filepath.Join(toOSPath(folder.Key), toOSPath(lib.Path), toOSPath(file))
		if r.f.dirs.isFile(p) {
			return p
		}
	}
	return ""
}

// listSome joins the first few items of a list and counts the rest.
func listSome(items []string) string {
	const shown = 5
	if len(items) <= shown {
		return strings.Join(items, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(items[:shown], ", "), len(items)-shown)
}

// fromOutput adds what the last build left in the output folders: the
// copied dependencies in bin/, and in obj/ the COM interop assemblies that
// are embedded and so never copied. The project's own assembly and those of
// its project references are excluded by add.
func (r *projectAssemblies) fromOutput() {
	config := r.p.Property("Configuration")
	if config == "" {
		config = "Debug"
	}
	bin := r.pathProp("OutputPath")
	if bin == "" {
		bin = filepath.Join(r.p.Dir, "bin", config)
	}
	obj := r.pathProp("IntermediateOutputPath")
	if obj == "" {
		base := r.pathProp("BaseIntermediateOutputPath")
		if base == "" {
			base = filepath.Join(r.p.Dir, "obj")
		}
		obj = filepath.Join(base, config)
		if r.p.SDK != "" && r.tfm != "" && !strings.EqualFold(r.p.Property("AppendTargetFrameworkToOutputPath"), "false") {
			obj = filepath.Join(obj, strings.ToLower(r.tfm))
		}
	}
	r.addAll(r.f.dlls(bin), OriginOutput)
	r.addAll(r.f.dlls(obj), OriginOutput)
}

// projectStandsIn makes a project of the workspace that builds an
// assembly not found a reference of the project in the assembly's place:
// the same types, from source instead of nothing. The assembly is a
// missing package's (a solution that ships a package it also uses, as
// MediatR's does with MediatR.Contracts) or a <Reference> whose HintPath
// is where another project's output goes, not built yet (AForge.NET's
// ..\..\Release\AForge.dll). Of several projects that build it (one
// for .NET Framework, one for .NET: DevExpress.Mvvm's), the one of the
// same project style stands in, else the first by path, so that every
// load makes the same choice. It returns the project, or nil.
func (r *projectAssemblies) projectStandsIn(assembly string) *Project {
	var paths []string
	for path, q := range r.f.projects {
		if q != r.p && strings.EqualFold(q.AssemblyName, assembly) {
			paths = append(paths, path)
		}
	}
	if len(paths) == 0 {
		return nil
	}
	slices.Sort(paths)
	path := paths[0]
	if i := slices.IndexFunc(paths, func(p string) bool { return (r.f.projects[p].SDK == "") == (r.p.SDK == "") }); i >= 0 {
		path = paths[i]
	}
	if !slices.Contains(r.p.ProjectReferences, path) {
		r.p.ProjectReferences = append(r.p.ProjectReferences, path)
	}
	q := r.f.projects[path]
	r.markSource(q)
	return q
}

// fromNuGet looks the package references the restore output did not settle
// up in the NuGet package cache.
func (r *projectAssemblies) fromNuGet(restored map[string]bool) {
	var missing []string
	for _, ref := range r.p.PackageReferences {
		if restored[strings.ToLower(ref.Name)] {
			continue
		}
		dir, version, exact := r.cachedPackage(ref.Name, ref.Version)
		switch {
		case version == "":
			if q := r.projectStandsIn(ref.Name); q != nil {
				r.diag("info", "package %s is not in the NuGet cache %s: the workspace's project %s, which builds that assembly, stands in for it", ref.Name, r.nuget, q.Name)
				continue
			}
			missing = append(missing, strings.TrimSpace(ref.Name+" "+ref.Version))
			continue
		case ref.Version == "":
			r.diag("info", "package %s names no version; using %s, the highest in the NuGet cache %s", ref.Name, version, r.nuget)
		case !exact:
			r.diag("info", "package %s %s is not in the NuGet cache %s; using %s, the highest there", ref.Name, ref.Version, r.nuget, version)
		}
		pkg := filepath.Join(dir, version)
		if lib := r.packageAssemblies(pkg); lib != "" {
			r.addAll(r.f.dlls(lib), OriginNuGet)
		} else if len(r.f.subdirs(filepath.Join(pkg, "lib")))+len(r.f.subdirs(filepath.Join(pkg, "ref"))) > 0 {
			r.diag("warning", "package %s %s in the NuGet cache has no ref/ or lib/ folder compatible with %s", ref.Name, version, r.tfm)
		}
	}
	if len(missing) > 0 {
		r.p.MissingReferences = append(r.p.MissingReferences, missing...)
		r.diag("warning", "%d package(s) are neither in a restore output nor in the NuGet cache %s: %s", len(missing), r.nuget, listSome(missing))
	}
}

// pickVersion chooses among a package's cached versions the one asked for,
// else the highest; exact tells which happened.
func pickVersion(versions []string, want string) (version string, exact bool) {
	for _, v := range versions {
		if want != "" && compareNuGetVersions(v, want) == 0 {
			return v, true
		}
		if version == "" || compareNuGetVersions(v, version) > 0 {
			version = v
		}
	}
	return version, false
}

// packageAssemblies returns the folder of a package's compile assemblies
// for the target framework, as NuGet picks it: ref/ if it has a compatible
// folder, else lib/; "" if neither has one.
func (r *projectAssemblies) packageAssemblies(pkg string) string {
	for _, sub := range []string{"ref", "lib"} {
		dir := filepath.Join(pkg, sub)
		if tfm := nearestFramework(r.tfm, r.f.subdirs(dir)); tfm != "" {
			return filepath.Join(dir, tfm)
		}
	}
	return ""
}

// nearestFramework picks among folder names the one NuGet would for target:
// a compatible one, the same framework family first (net472 takes net45
// before netstandard2.0), then the highest version, then a platform-specific
// one over a plain one. "" if none is compatible.
func nearestFramework(target string, names []string) string {
	t := parseFramework(target)
	var best string
	var bf framework
	for _, n := range names {
		if !frameworkCompatible(target, n) {
			continue
		}
		f := parseFramework(n)
		if best == "" || betterFramework(f, bf, t) {
			best, bf = n, f
		}
	}
	return best
}

func betterFramework(a, b, target framework) bool {
	if sa, sb := a.Identifier == target.Identifier, b.Identifier == target.Identifier; sa != sb {
		return sa
	}
	if c := compareVersionStrings(a.Version, b.Version); c != 0 {
		return c > 0
	}
	return a.Platform != "" && b.Platform == ""
}

// laterFramework says whether target framework a comes after b: .NET
// (Core) after .NET Standard after .NET Framework, then by version.
func laterFramework(a, b string) bool {
	order := map[string]int{".NETFramework": 1, ".NETStandard": 2, ".NETCoreApp": 3}
	fa, fb := parseFramework(a), parseFramework(b)
	if oa, ob := order[fa.Identifier], order[fb.Identifier]; oa != ob {
		return oa > ob
	}
	return compareVersionStrings(fa.Version, fb.Version) > 0
}

// newestFramework is the folder name with the highest framework version,
// for a pack that does not target the project's framework.
func newestFramework(names []string) string {
	var best string
	for _, n := range names {
		if f := parseFramework(n); f.Identifier != "" && (best == "" || compareVersionStrings(f.Version, parseFramework(best).Version) > 0) {
			best = n
		}
	}
	return best
}

// The shared frameworks that have reference packs.
const (
	netCoreApp     = "Microsoft.NETCore.App"
	aspNetCoreApp  = "Microsoft.AspNetCore.App"
	windowsDesktop = "Microsoft.WindowsDesktop.App"
)

// fromRefPacks adds the reference packs of a .NET Core or .NET 5+ project's
// shared frameworks. A missing Microsoft.NETCore.App pack is left to the
// fallback, which reports it.
func (r *projectAssemblies) fromRefPacks(frameworkRefs []string) {
	frameworks := []string{netCoreApp}
	if strings.EqualFold(r.p.SDK, "Microsoft.NET.Sdk.Web") {
		frameworks = append(frameworks, aspNetCoreApp)
	}
	if isTrue(r.p.Property("UseWPF")) || isTrue(r.p.Property("UseWindowsForms")) {
		frameworks = append(frameworks, windowsDesktop)
	}
	frameworks = append(frameworks, frameworkRefs...)
	frameworks = append(frameworks, r.p.FrameworkReferences...)
	var done []string
	for _, name := range frameworks {
		if slices.ContainsFunc(done, func(d string) bool { return strings.EqualFold(d, name) }) {
			continue
		}
		done = append(done, name)
		if dir := r.refPack(name + ".Ref"); dir != "" {
			r.addAll(r.f.dlls(dir), OriginRefPack)
		} else if !strings.EqualFold(name, netCoreApp) {
			r.diag("warning", "no %s.Ref reference pack for %s in %s", name, r.frameworkName(), strings.Join(r.packDirs(name+".Ref"), ", "))
		}
	}
}

func (r *projectAssemblies) frameworkName() string {
	if r.tfm == "" {
		return "a project without a target framework"
	}
	return r.tfm
}

// packDirs are the folders that hold a pack's versions: in the .NET
// installations' packs/, and in the NuGet cache, where restore downloads the
// packs an SDK lacks.
func (r *projectAssemblies) packDirs(pack string) []string {
	var dirs []string
	for _, root := range r.f.dotnetRoots {
		dirs = append(dirs, filepath.Join(root, "packs", pack))
	}
	if r.nuget != "" {
		dirs = append(dirs, filepath.Join(r.nuget, strings.ToLower(pack)))
	}
	return dirs
}

// refPack returns a reference pack's folder of assemblies for the target
// framework: from the version with the framework's major.minor (the highest
// patch), else from the nearest other version, with a diagnostic; the
// newest for a project without a framework. "" if there is none.
func (r *projectAssemblies) refPack(pack string) string {
	type candidate struct{ dir, version string }
	var all []candidate
	for _, dir := range r.packDirs(pack) {
		for _, v := range r.f.subdirs(dir) {
			all = append(all, candidate{filepath.Join(dir, v), v})
		}
	}
	// rank: 0 for the framework's own major.minor, 1 above it, 2 below it.
	want := versionParts(r.fw.Version)
	rank := func(v string) int {
		c := compareVersions(majorMinor(v), want)
		switch {
		case want == nil || c == 0:
			return 0
		case c > 0:
			return 1
		}
		return 2
	}
	// Above the framework the lowest version is the nearest, elsewhere the
	// highest; the first location wins a tie.
	best := -1
	for i, c := range all {
		if best < 0 {
			best = i
			continue
		}
		rc, rb := rank(c.version), rank(all[best].version)
		order := compareNuGetVersions(c.version, all[best].version)
		if rc < rb || rc == rb && (rc == 1 && order < 0 || rc != 1 && order > 0) {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	c := all[best]
	ref := filepath.Join(c.dir, "ref")
	names := r.f.subdirs(ref)
	tfm := nearestFramework(r.tfm, names)
	if tfm == "" {
		tfm = newestFramework(names)
	}
	if tfm == "" {
		return ""
	}
	if rank(c.version) != 0 {
		r.diag("info", "no %s reference pack for %s; using version %s (%s) as an approximation", pack, r.tfm, c.version, c.dir)
	}
	return filepath.Join(ref, tfm)
}

// versionParts parses a version; nil when there is none.
func versionParts(v string) []int {
	parts, _ := parseVersion(v)
	return parts
}

// majorMinor is a package version's first two numbers: 8.0 for 8.0.11 and
// for 9.0.0-rc.1.24431.7.
func majorMinor(v string) []int {
	parts := versionParts(nugetRelease(v))
	return parts[:min(len(parts), 2)]
}

// nugetRelease drops a NuGet version's prerelease label and build metadata.
func nugetRelease(v string) string {
	v, _, _ = strings.Cut(v, "+")
	v, _, _ = strings.Cut(v, "-")
	return v
}

// compareNuGetVersions orders package versions as NuGet does: by number
// (1.0 equals 1.0.0), a release after its prereleases, prerelease labels
// part by part with numbers before words; build metadata does not count.
func compareNuGetVersions(a, b string) int {
	if c := compareVersions(versionParts(nugetRelease(a)), versionParts(nugetRelease(b))); c != 0 {
		return c
	}
	label := func(v string) string {
		v, _, _ = strings.Cut(v, "+")
		_, l, _ := strings.Cut(v, "-")
		return strings.ToLower(l)
	}
	la, lb := label(a), label(b)
	switch {
	case la == lb:
		return 0
	case la == "":
		return 1
	case lb == "":
		return -1
	}
	pa, pb := strings.Split(la, "."), strings.Split(lb, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		na, errA := strconv.Atoi(pa[i])
		nb, errB := strconv.Atoi(pb[i])
		var c int
		switch {
		case errA == nil && errB == nil:
			c = cmp.Compare(na, nb)
		case errA == nil:
			c = -1
		case errB == nil:
			c = 1
		default:
			c = strings.Compare(pa[i], pb[i])
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(pa), len(pb))
}

// fromNetStandard adds a .NET Standard project's reference assemblies: the
// NETStandard.Library.Ref pack for 2.1, the NETStandard.Library package's
// build/netstandard2.0/ref for the earlier versions, each standing in for
// the other when it is missing.
func (r *projectAssemblies) fromNetStandard() {
	const pack = "NETStandard.Library.Ref"
	std21 := compareVersionStrings(r.fw.Version, "2.1") >= 0
	dir := ""
	if std21 {
		dir = r.refPack(pack)
	}
	if dir == "" {
		if dir = r.netStandardLibrary(); dir != "" && r.fw.Version != "2.0" {
			r.diag("info", "no reference assemblies for %s; using NETStandard.Library's .NET Standard 2.0 ones (%s) as an approximation", r.tfm, dir)
		}
	}
	if dir == "" && !std21 {
		dir = r.refPack(pack)
	}
	r.addAll(r.f.dlls(dir), OriginRefPack)
}

// netStandardLibrary is the reference assemblies folder of the newest
// NETStandard.Library package in the NuGet cache; "" if there is none.
func (r *projectAssemblies) netStandardLibrary() string {
	dir, version, _ := r.cachedPackage("NETStandard.Library", "")
	if version == "" {
		return ""
	}
	ref := filepath.Join(dir, version, "build", "netstandard2.0", "ref")
	if len(r.f.dlls(ref)) == 0 {
		return ""
	}
	return ref
}

// cachedPackage returns a package's folder in the NuGet cache and the
// version to take there (see pickVersion); "" when it is not there.
func (r *projectAssemblies) cachedPackage(id, want string) (dir, version string, exact bool) {
	if r.nuget == "" {
		return "", "", false
	}
	dir = filepath.Join(r.nuget, strings.ToLower(id))
	version, exact = pickVersion(r.f.subdirs(dir), want)
	return dir, version, exact
}

// The .NET Framework assemblies every project gets: mscorlib always,
// System.Core by AdditionalExplicitAssemblyReferences, System nearly always
// by the project templates.
var netFxDefaults = []string{"mscorlib", "System", "System.Core"}

// sdkNetFxReferences are the implicit references the .NET SDK adds to a
// .NET Framework project (Microsoft.NET.Sdk.BeforeCommon.targets).
var sdkNetFxReferences = []string{
	"System.Data", "System.Drawing", "System.Xml", "System.Runtime.Serialization",
	"System.Xml.Linq", "System.Numerics", "System.IO.Compression.FileSystem",
}

// sdkDesktopReferences are the references the .NET SDK's Windows desktop
// targets add to a .NET Framework project that sets UseWindowsForms or
// UseWPF (Microsoft.NET.Sdk.WindowsDesktop.targets: _WinFormsNetFxReference,
// _WpfCommonNetFxReference).
var sdkDesktopReferences = map[string][]string{
	"UseWindowsForms": {"System.Windows.Forms"},
	"UseWPF": {"WindowsBase", "PresentationCore", "PresentationFramework", "System.Xaml", "UIAutomationClient",
		"UIAutomationClientSideProviders", "UIAutomationProvider", "UIAutomationTypes", "System.Windows.Controls.Ribbon"},
}

// fromNetFramework adds a .NET Framework project's framework assemblies:
// the default ones, the <Reference>s and its packages' framework
// assemblies by name, and the facades (the type
// forwarders that let it use .NET Standard packages). They come from the
// Microsoft.NETFramework.ReferenceAssemblies package restore downloads where
// the framework is not installed, else from Mono.
func (r *projectAssemblies) fromNetFramework() {
	pkg := "Microsoft.NETFramework.ReferenceAssemblies." + strings.ToLower(r.tfm)
	dir, origin := "", OriginRefPack
	if cache, version, _ := r.cachedPackage(pkg, ""); version != "" {
		dir = filepath.Join(cache, version, "build", ".NETFramework", "v"+r.fw.Version)
	}
	if len(r.f.dlls(dir)) == 0 {
		dir, origin = r.monoFramework(), OriginMono
	}
	if dir == "" {
		r.diag("warning", "no reference assemblies for .NET Framework %s: no %s package in the NuGet cache %s and no Mono reference assemblies in %s",
			r.fw.Version, pkg, r.nuget, r.f.monoRoot)
		return
	}
	r.frameworkDir = dir
	byName := map[string]string{}
	for _, layer := range r.monoLayers(dir) {
		for _, p := range r.f.dlls(layer) {
			byName[simpleName(p)] = p // a later version's copy wins
		}
	}
	names := slices.Clone(netFxDefaults)
	if r.p.SDK != "" && !isTrue(r.p.Property("DisableImplicitFrameworkReferences")) {
		names = append(names, sdkNetFxReferences...)
		for _, use := range slices.Sorted(maps.Keys(sdkDesktopReferences)) {
			if isTrue(r.p.Property(use)) {
				names = append(names, sdkDesktopReferences[use]...)
			}
		}
	}
	for _, ref := range r.p.References {
		names = append(names, ref.Name)
	}
	names = append(names, r.packageFrameworkAssemblies...)
	for _, n := range names {
		if p, ok := byName[strings.ToLower(n)]; ok {
			r.add(p, origin)
		}
	}
	r.addAll(r.f.dlls(filepath.Join(dir, "Facades")), origin)
}

type monoAPI struct{ dir, version string }

// monoAPIs lists Mono's reference assembly folders (4.7.2-api ...), oldest first.
func (r *projectAssemblies) monoAPIs() []monoAPI {
	var out []monoAPI
	for _, name := range r.f.subdirs(r.f.monoRoot) {
		if v, ok := strings.CutSuffix(name, "-api"); ok && versionParts(v) != nil {
			out = append(out, monoAPI{filepath.Join(r.f.monoRoot, name), v})
		}
	}
	slices.SortFunc(out, func(a, b monoAPI) int { return compareVersionStrings(a.version, b.version) })
	return out
}

// monoFramework is Mono's folder for the target .NET Framework version: its
// own -api folder, else the closest lower one, else the 4.5 profile.
func (r *projectAssemblies) monoFramework() string {
	apis := r.monoAPIs()
	for i := len(apis) - 1; i >= 0; i-- {
		if compareVersionStrings(apis[i].version, r.fw.Version) <= 0 {
			return apis[i].dir
		}
	}
	if dir := filepath.Join(r.f.monoRoot, "4.5"); len(r.f.dlls(dir)) > 0 {
		return dir
	}
	return ""
}

// monoLayers lists the folders a framework folder's assemblies come from,
// oldest first. .NET Framework 3.0 and 3.5 only added assemblies to 2.0
// (on the same runtime), so Mono's 3.5-api holds only those it added and
// 2.0-api holds mscorlib and the rest, System.Core 3.5 among them: a
// version under 4.0 reads every -api folder from 2.0 up to its own. Any
// other folder is read alone.
func (r *projectAssemblies) monoLayers(dir string) []string {
	var layers []string
	for _, api := range r.monoAPIs() {
		if compareVersionStrings(api.version, "2.0") >= 0 && compareVersionStrings(api.version, "4.0") < 0 &&
			compareVersionStrings(api.version, r.fw.Version) <= 0 {
			layers = append(layers, api.dir)
		}
	}
	if !slices.Contains(layers, dir) {
		return []string{dir}
	}
	return layers
}

// fromReferences adds the <Reference>s not found yet from their HintPath,
// or as the workspace's project that builds them, then every assembly in
// the user's extra folders.
func (r *projectAssemblies) fromReferences() {
	for _, ref := range r.p.References {
		switch {
		case r.settled(ref.Name):
		case ref.HintPath != "" && r.f.dirs.isFile(ref.HintPath):
			r.add(ref.HintPath, OriginHintPath)
		default:
			if q := r.projectStandsIn(ref.Name); q != nil {
				r.diag("info", "reference \"%s\" was not found: the workspace's project %s, which builds that assembly, stands in for it", ref.Name, q.Name)
			}
		}
	}
	for _, dir := range r.f.extraDirs {
		r.addAll(r.f.dlls(dir), OriginExtra)
	}
}

// settled reports whether an assembly name was found or is built from source.
func (r *projectAssemblies) settled(name string) bool {
	name = strings.ToLower(name)
	return r.taken[name] || r.source[name]
}

// reportMissingReferences reports the <Reference>s no step found, saying
// where they were looked for. One whose HintPath exists was found, even
// when its file is named otherwise.
func (r *projectAssemblies) reportMissingReferences() {
	for _, ref := range r.p.References {
		if r.settled(ref.Name) || ref.HintPath != "" && r.f.dirs.isFile(ref.HintPath) {
			continue
		}
		var looked []string
		if ref.HintPath != "" {
			looked = append(looked, fmt.Sprintf("its HintPath %s does not exist", ref.HintPath))
		}
		if r.frameworkDir != "" {
			looked = append(looked, "not in "+r.frameworkDir)
		}
		if len(r.f.extraDirs) > 0 {
			looked = append(looked, "not in the extra folders "+strings.Join(r.f.extraDirs, ", "))
		}
		if len(looked) == 0 {
			looked = append(looked, "it has no HintPath")
		}
		r.p.MissingReferences = append(r.p.MissingReferences, ref.Name)
		r.diag("warning", "reference \"%s\" was not found: %s", ref.Name, strings.Join(looked, "; "))
	}
}

// fallback stands Mono's assemblies in for the missing reference pack of a
// .NET Core, .NET 5+ or .NET Standard project: its runtime library (closer
// to .NET Core's) for the former and for .NET Standard 2.1 (Span<T>,
// string.Contains(char)), its newest .NET Framework reference assemblies
// for the earlier .NET Standards. Most of the types a project names are
// there, under the same names, which beats binding none of them.
func (r *projectAssemblies) fallback() {
	var pack, missing string
	switch r.fw.Identifier {
	case ".NETStandard":
		pack = "NETStandard.Library.Ref"
		missing = fmt.Sprintf("no NETStandard.Library.Ref reference pack in %s and no NETStandard.Library package in %s",
			strings.Join(r.packDirs("NETStandard.Library.Ref"), ", "), r.nuget)
	default:
		pack = netCoreApp + ".Ref"
		missing = fmt.Sprintf("no %s.Ref reference pack in %s", netCoreApp, strings.Join(r.packDirs(netCoreApp+".Ref"), ", "))
	}
	apis := r.monoAPIs()
	if len(apis) == 0 {
		r.p.MissingReferences = append(r.p.MissingReferences, pack)
		r.diag("warning", "no reference assemblies for %s: %s, and no Mono reference assemblies in %s to approximate them",
			r.frameworkName(), missing, r.f.monoRoot)
		return
	}
	dir := apis[len(apis)-1].dir
	// Mono's own runtime library (the 4.5 folder) has much of what .NET
	// Core added that its .NET Framework reference assemblies lack: Span<T>,
	// ValueTask, HashCode, string.Split(char, StringSplitOptions).
	runtime := map[string]string{} // by lower-case simple name
	if v, _ := parseVersion(r.fw.Version); r.fw.Identifier != ".NETStandard" || slices.Compare(v, []int{2, 1}) >= 0 {
		for _, p := range r.f.dlls(filepath.Join(r.f.monoRoot, "4.5")) {
			runtime[simpleName(p)] = p
		}
	}
	// Mono's Windows Forms, and WPF's WindowsBase and System.Xaml, stand in
	// for Microsoft.WindowsDesktop.App's.
	forms, wpf := isTrue(r.p.Property("UseWindowsForms")), isTrue(r.p.Property("UseWPF"))
	for _, p := range r.f.dlls(dir) {
		name := simpleName(p)
		if !isFrameworkName(name) && !(forms && name == "system.windows.forms") && !(wpf && (name == "windowsbase" || name == "system.xaml")) {
			continue
		}
		if impl, ok := runtime[name]; ok {
			p = impl
		}
		r.add(p, OriginFallback)
	}
	r.diag("warning", "no reference assemblies for %s: %s; using Mono's .NET Framework assemblies in %s as an approximation",
		r.frameworkName(), missing, dir)
}

// isFrameworkName reports whether a lower-case assembly name is one of the
// Mono assemblies whose API .NET's own reference pack carries too (the base
// library, collections, LINQ, XML, data and its DataTable extensions, HTTP,
// numerics, serialization, annotations, transactions, zip archives,
// Lazy<T, TMetadata>): Mono's own libraries and the .NET Framework ones
// .NET left behind (System.Web, Windows Forms, WCF ...) are left out of
// the fallback.
func isFrameworkName(name string) bool {
	return coreFrameworkNames[name]
}

var coreFrameworkNames = map[string]bool{
	"mscorlib": true, "system": true, "system.core": true, "system.data": true, "system.xml": true,
	"system.xml.linq": true, "system.numerics": true, "system.net.http": true, "system.runtime.serialization": true,
	"system.componentmodel.dataannotations": true, "system.transactions": true, "system.drawing": true,
	"system.net": true, "microsoft.csharp": true, "system.io.compression": true, "system.io.compression.filesystem": true,
	"system.componentmodel.composition": true, // Lazy<T, TMetadata>, which .NET's System.Runtime has (and MEF's attributes, a package there)
	"system.data.datasetextensions":     true, // DataTableExtensions' CopyToDataTable, Field<T> (SqlSugar)
}
