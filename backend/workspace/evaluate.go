package workspace

import (
	"embed"
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// evaluator evaluates one project file the way MSBuild does, in two passes:
// properties and imports in document order, then items with the final
// property values. It never runs targets.
type evaluator struct {
	l          *loader
	path, dir  string
	props      map[string]*property // by lower-case name: MSBuild names are case-insensitive
	imported   map[string]bool
	itemGroups []deferredGroup
	// definitions are the ItemDefinitionGroups: metadata every item of a
	// type has unless it sets its own (applyDefinitions).
	definitions []deferredGroup
	// generatedFrom maps the paths of the C# Glider writes for generators
	// to the files it is made of (generatedPath).
	generatedFrom map[string]string
	targets       []deferredGroup    // <Target> elements, for the friend assemblies they name (targetFriends)
	items         map[string][]*item // by lower-case item type
	sdks          []string           // SDKs the project file names
	netSDK        bool               // the .NET SDK emulation was imported
	issues        int                // expressions that could not be evaluated
	firstIssue    string
	diags         []Diagnostic
}

type propertyKind int

const (
	normalProperty   propertyKind = iota
	envProperty                   // from the environment; the project may override it
	globalProperty                // set for the whole build; the project cannot change it
	reservedProperty              // MSBuildProjectName and friends
)

type property struct {
	name, value string // value keeps MSBuild's %XX escapes
	kind        propertyKind
}

type deferredGroup struct {
	el   *element
	file string
}

type item struct {
	spec string            // the evaluated item specification
	path string            // spec as a cleaned absolute path
	meta map[string]string // by lower-case name
	glob bool              // found by a wildcard, so it exists
	file string            // where the item was included, for diagnostics
	line int
}

// trackedItems are the item types the loader needs; others are skipped.
var trackedItems = map[string]bool{
	"compile": true, "projectreference": true, "packagereference": true,
	"packageversion": true, "globalpackagereference": true, "using": true,
	"reference": true, "frameworkreference": true, "internalsvisibleto": true, "assemblyattribute": true,
	"embeddedresource": true, "protobuf": true, "razorcomponent": true,
	"page": true, "applicationdefinition": true, "mauixaml": true, "avaloniaxaml": true,
}

// toolsetDir is where MSBuildExtensionsPath and friends point. Imports below
// it resolve to the embedded stand-ins in toolset/ or are skipped silently, as
// they would exist in a real MSBuild installation. '<' and '>' keep it from
// ever naming a real folder on Windows, and in practice elsewhere.
var toolsetDir = func() string {
	if runtime.GOOS == "windows" {
		return `C:\<msbuild-toolset>`
	}
	return "/<msbuild-toolset>"
}()

//go:embed toolset
var toolsetFS embed.FS

// toolsetNames maps the toolset files MSBuild projects import to the
// stand-ins that emulate them.
var toolsetNames = map[string]string{
	"microsoft.common.props":                  "Microsoft.Common.props",
	"microsoft.csharp.targets":                "Microsoft.CSharp.targets",
	"microsoft.csharp.currentversion.targets": "Microsoft.CSharp.targets",
	"microsoft.common.targets":                "Microsoft.CSharp.targets",
	"microsoft.common.currentversion.targets": "Microsoft.CSharp.targets",
	"sdk.props":         "Sdk.props",
	"sdk.targets":       "Sdk.targets",
	"sdk.web.props":     "Sdk.Web.props",
	"godot.sdk.props":   "Godot.Sdk.props",
	"dalamud.sdk.props": "Dalamud.Sdk.props",

	"sdk.web.usings.props":               "Sdk.Web.Usings.props",
	"sdk.worker.usings.props":            "Sdk.Worker.Usings.props",
	"sdk.blazorwebassembly.usings.props": "Sdk.BlazorWebAssembly.Usings.props",
	"arcade.sdk.props":                   "Arcade.Sdk.props",
}

// sdkProps names the stand-ins for what an SDK adds to Microsoft.NET.Sdk's
// props: implicit usings, Godot.NET.Sdk's preprocessor symbols, or
// Dalamud.NET.Sdk's target framework.
var sdkProps = map[string]string{
	"microsoft.net.sdk.web":               "Sdk.Web.Usings.props",
	"microsoft.net.sdk.worker":            "Sdk.Worker.Usings.props",
	"microsoft.net.sdk.blazorwebassembly": "Sdk.BlazorWebAssembly.Usings.props",
	"godot.net.sdk":                       "Godot.Sdk.props",
	"dalamud.net.sdk":                     "Dalamud.Sdk.props",
}

var toolsetCache sync.Map // stand-in name -> *element

func isToolsetPath(p string) bool {
	return isUnder(p, toolsetDir)
}

// toolsetFile returns the stand-in for a path below toolsetDir, or nil.
func toolsetFile(p string) *element {
	name, ok := toolsetNames[strings.ToLower(filepath.Base(p))]
	if !ok {
		return nil
	}
	if el, ok := toolsetCache.Load(name); ok {
		return el.(*element)
	}
	data, err := toolsetFS.ReadFile("toolset/" + name)
	if err != nil {
		panic(err) // toolsetNames and toolset/ disagree
	}
	el, err := parseXML(data)
	if err != nil {
		panic(fmt.Sprintf("toolset/%s: %v", name, err))
	}
	toolsetCache.Store(name, el)
	return el
}

// Project SDKs that build no C# of their own; all other SDKs named by a
// project are taken to build on Microsoft.NET.Sdk, as nearly all do.
var nonCompilingSDKs = map[string]bool{
	"microsoft.build.traversal": true, "microsoft.build.notargets": true,
	"microsoft.build.centralpackageversions": true,
}

// webSDKs get the static web assets defaults too.
var webSDKs = map[string]bool{
	"microsoft.net.sdk.web": true, "microsoft.net.sdk.razor": true, "microsoft.net.sdk.blazorwebassembly": true,
}

func newEvaluator(l *loader, path string, globals map[string]string) *evaluator {
	e := &evaluator{
		l: l, path: path, dir: filepath.Dir(path),
		props:    map[string]*property{},
		imported: map[string]bool{},
		items:    map[string][]*item{},
	}
	for name, value := range l.env {
		e.define(name, value, envProperty)
	}
	if runtime.GOOS == "windows" {
		e.define("OS", "Windows_NT", envProperty)
	} else {
		e.define("OS", "Unix", envProperty)
	}
	for _, name := range []string{"MSBuildExtensionsPath", "MSBuildExtensionsPath32", "MSBuildExtensionsPath64", "MSBuildSDKsPath"} {
		e.define(name, toolsetDir, normalProperty)
	}
	file := filepath.Base(path)
	ext := filepath.Ext(path)
	for name, value := range map[string]string{
		"MSBuildProjectName":      strings.TrimSuffix(file, ext),
		"MSBuildProjectFile":      file,
		"MSBuildProjectExtension": ext,
		"MSBuildProjectFullPath":  path,
		"MSBuildProjectDirectory": e.dir,
		"MSBuildStartupDirectory": l.cwd,
		"MSBuildToolsVersion":     "Current",
		"MSBuildToolsPath":        toolsetDir,
		"MSBuildBinPath":          toolsetDir,
		"MSBuildRuntimeType":      "Core",
		"MSBuildVersion":          "17.14.0",
		"MSBuildAssemblyVersion":  "17.0",
	} {
		e.define(name, value, reservedProperty)
	}
	// The SDK's version, which some projects test to choose their target
	// frameworks (sharpsnmplib's net8.0 where $(NETCoreSdkVersion) >= 8.0):
	// the one global.json pins, else the newest Glider knows.
	sdk := readGlobalJSON(l.dirs.fileAbove(e.dir, "global.json", true)).SDK.Version
	if sdk == "" {
		sdk = newestSDK
	}
	e.define("NETCoreSdkVersion", sdk, normalProperty)
	for name, value := range globals {
		e.define(name, value, globalProperty)
	}
	return e
}

// newestSDK is the version of the newest .NET SDK Glider follows.
const newestSDK = "10.0.100"

func (e *evaluator) define(name, value string, kind propertyKind) {
	e.props[strings.ToLower(name)] = &property{name: name, value: value, kind: kind}
}

// set assigns a property from a project file; global and reserved
// properties keep their values.
func (e *evaluator) set(name, value string, file string, line int) {
	p := e.props[strings.ToLower(name)]
	switch {
	case p == nil:
		e.define(name, value, normalProperty)
	case p.kind == globalProperty:
	case p.kind == reservedProperty:
		e.diag("warning", file, line, fmt.Sprintf("the \"%s\" property is reserved and cannot be modified", name))
	default:
		p.value, p.kind = value, normalProperty
	}
}

// lookup returns a property's (escaped) value as seen from file.
func (e *evaluator) lookup(name, file string) string {
	switch strings.ToLower(name) {
	case "msbuildthisfile":
		return filepath.Base(file)
	case "msbuildthisfilename":
		return strings.TrimSuffix(filepath.Base(file), filepath.Ext(file))
	case "msbuildthisfileextension":
		return filepath.Ext(file)
	case "msbuildthisfilefullpath":
		return file
	case "msbuildthisfiledirectory":
		return ensureTrailingSlash(filepath.Dir(file))
	}
	if p := e.props[strings.ToLower(name)]; p != nil {
		return p.value
	}
	return ""
}

// prop returns a property's final value, unescaped and trimmed.
func (e *evaluator) prop(name string) string {
	return strings.TrimSpace(unescape(e.lookup(name, e.path)))
}

func (e *evaluator) diag(severity, file string, line int, msg string) {
	e.diags = append(e.diags, Diagnostic{Path: file, Line: line, Severity: severity, Message: msg})
}

// unsupported notes an expression that could not be evaluated; the loader
// reports the first one only, to avoid a flood of diagnostics.
func (e *evaluator) unsupported(what string) {
	e.issues++
	if e.firstIssue == "" {
		e.firstIssue = what
	}
}

// evaluateProperties runs the first pass. It returns false when the project
// file itself cannot be read, which skips the project.
func (e *evaluator) evaluateProperties() bool {
	root, err := e.l.parse(e.path)
	if err == nil && root.Name != "Project" {
		err = &xmlError{Line: root.Line, Msg: fmt.Sprintf("the root element is <%s>, not <Project>", root.Name)}
	}
	if err != nil {
		e.fileError(e.path, err)
		return false
	}
	e.imported[e.path] = true
	e.evalProject(root, e.path)
	return true
}

func (e *evaluator) fileError(file string, err error) {
	line := 0
	if xe, ok := err.(*xmlError); ok {
		line = xe.Line
	}
	e.diag("error", file, line, "cannot load "+filepath.Base(file)+": "+err.Error())
}

// evalProject evaluates a project or imported file, including the implicit
// imports of the SDKs its Project element names.
func (e *evaluator) evalProject(root *element, file string) {
	sdks := strings.Split(root.attr("Sdk"), ";")
	for _, c := range root.Children {
		if c.Name == "Sdk" {
			sdks = append(sdks, c.attr("Name"))
		}
	}
	var names []string
	for _, s := range sdks {
		if name := sdkName(s); name != "" {
			names = append(names, name)
			e.importSDK(name, "Sdk.props", file)
		}
	}
	e.evalBody(root.Children, file)
	for _, name := range names {
		e.importSDK(name, "Sdk.targets", file)
	}
}

func (e *evaluator) evalBody(children []*element, file string) {
	for _, c := range children {
		switch c.Name {
		case "PropertyGroup":
			if !e.condition(c.attr("Condition"), file) {
				continue
			}
			for _, p := range c.Children {
				if e.condition(p.attr("Condition"), file) {
					e.set(p.Name, e.expand(strings.TrimSpace(p.Text), file), file, p.Line)
				}
			}
		case "ItemGroup":
			e.itemGroups = append(e.itemGroups, deferredGroup{c, file})
		case "ItemDefinitionGroup":
			if e.condition(c.attr("Condition"), file) {
				e.definitions = append(e.definitions, deferredGroup{c, file})
			}
		case "Target":
			e.targets = append(e.targets, deferredGroup{c, file})
		case "Import":
			e.importElement(c, file)
		case "ImportGroup":
			if e.condition(c.attr("Condition"), file) {
				for _, i := range c.Children {
					if i.Name == "Import" {
						e.importElement(i, file)
					}
				}
			}
		case "Choose":
			e.choose(c, file)
		}
	}
}

// choose takes the first When whose condition holds, else the Otherwise.
// MSBuild decides this in the property pass, for items too.
func (e *evaluator) choose(c *element, file string) {
	for _, w := range c.Children {
		if w.Name == "When" && e.condition(w.attr("Condition"), file) || w.Name == "Otherwise" {
			e.evalBody(w.Children, file)
			return
		}
	}
}

// sdkName drops the version an SDK reference may carry: Microsoft.Build.NoTargets/3.7.0.
func sdkName(ref string) string {
	name, _, _ := strings.Cut(ref, "/")
	return strings.TrimSpace(name)
}

// importSDK imports one of an SDK's Sdk.props or Sdk.targets.
func (e *evaluator) importSDK(name, which, file string) {
	lower := strings.ToLower(name)
	// SDKs named by imported files, such as Microsoft.Build.CentralPackageVersions
	// in a Directory.Build.targets, do not make a project SDK-style unless
	// they are .NET SDKs.
	emulated := !nonCompilingSDKs[lower] && (file == e.path || strings.HasPrefix(lower, "microsoft.net.sdk"))
	if (file == e.path || emulated) && !slices.ContainsFunc(e.sdks, func(s string) bool { return strings.EqualFold(s, name) }) {
		e.sdks = append(e.sdks, name)
	}
	if lower == "microsoft.dotnet.arcade.sdk" && which == "Sdk.props" {
		e.importFile(filepath.Join(toolsetDir, "Arcade.Sdk.props"), file, 0) // its RepoRoot and friends
		if major := arcadeMajor(e.lookup("RepoRoot", file)); major > 0 {
			for name, value := range arcadeFrameworks(major) {
				e.set(name, value, file, 0)
			}
		}
	}
	if !emulated {
		return
	}
	e.netSDK = true
	e.importFile(filepath.Join(toolsetDir, which), file, 0)
	if webSDKs[lower] && which == "Sdk.props" {
		e.importFile(filepath.Join(toolsetDir, "Sdk.Web.props"), file, 0)
	}
	if u := sdkProps[lower]; u != "" && which == "Sdk.props" {
		e.importFile(filepath.Join(toolsetDir, u), file, 0)
	}
}

func (e *evaluator) importElement(el *element, file string) {
	cond := el.attr("Condition")
	if !e.condition(cond, file) {
		return
	}
	project := el.attr("Project")
	if sdk := el.attr("Sdk"); sdk != "" {
		e.importSDK(sdkName(sdk), filepath.Base(toOSPath(project)), file)
		return
	}
	// Without an Exists() guard a missing import is an error for MSBuild;
	// here it is a warning and the project still loads.
	guarded := strings.Contains(strings.ToLower(cond), "exists(")
	specs := splitList(unescape(e.expand(project, file)))
	if len(specs) == 0 {
		if !guarded {
			e.diag("warning", file, el.Line, fmt.Sprintf("import of \"%s\": the path is empty", project))
		}
		return
	}
	for _, spec := range specs { // Project may list several files
		e.importSpec(spec, guarded, file, el.Line)
	}
}

// importSpec imports one file an Import element names (a wildcard imports
// every match).
func (e *evaluator) importSpec(spec string, guarded bool, file string, line int) {
	p := resolvePath(spec, filepath.Dir(file))
	if strings.ContainsAny(p, "*?") {
		// A wildcard import imports every match, in order; none is fine.
		for _, m := range e.l.dirs.glob(newPattern(filepath.Dir(file), p), nil) {
			e.importFile(m, file, line)
		}
		return
	}
	if !isToolsetPath(p) && !e.l.dirs.isFile(p) {
		if !guarded {
			e.diag("warning", file, line, fmt.Sprintf("imported project \"%s\" was not found", spec))
		}
		return
	}
	e.importFile(p, file, line)
}

func (e *evaluator) importFile(p, from string, line int) {
	if e.imported[p] {
		// MSBuild ignores repeated imports too (warning MSB4011), which
		// also breaks cycles.
		if !isToolsetPath(p) {
			e.diag("warning", from, line, fmt.Sprintf("%s is imported more than once; the later import is ignored", filepath.Base(p)))
		}
		return
	}
	e.imported[p] = true
	var root *element
	if isToolsetPath(p) {
		if root = toolsetFile(p); root == nil {
			return // a toolset file that does not matter here
		}
	} else {
		var err error
		if root, err = e.l.parse(p); err != nil {
			e.fileError(p, err)
			return
		}
	}
	e.evalProject(root, p)
}

// evaluateItems runs the item pass over the item groups the property pass
// collected, in document order: the tracked items, and the items they are
// made of (@(AspireProjectOrPackageReference -> '...') in a
// ProjectReference's Include); then the item definitions.
func (e *evaluator) evaluateItems() {
	e.packageProperties()
	kinds := e.itemsNeeded()
	for _, g := range e.itemGroups {
		if !e.condition(g.el.attr("Condition"), g.file) {
			continue
		}
		for _, it := range g.el.Children {
			kind := strings.ToLower(it.Name)
			if kinds[kind] && e.condition(it.attr("Condition"), g.file) {
				e.evalItem(kind, it, g.file)
			}
		}
	}
	e.applyDefinitions()
}

// packageProperties sets what the props of a package the project
// references would, where no restore has made them part of the project:
// Microsoft.NET.Test.Sdk's IsTestProject, which item conditions (evaluated
// after every property, as MSBuild does) ask for (docfx's
// test/Directory.Build.props references the tests' helper project then).
func (e *evaluator) packageProperties() {
	if e.prop("IsTestProject") != "" {
		return
	}
	for _, g := range e.itemGroups {
		for _, it := range g.el.Children {
			// The conditions are evaluated for that reference only (a failed
			// one is reported once, by the items' own evaluation).
			if strings.EqualFold(it.Name, "PackageReference") && strings.EqualFold(strings.TrimSpace(it.attr("Include")), "Microsoft.NET.Test.Sdk") &&
				e.condition(g.el.attr("Condition"), g.file) && e.condition(it.attr("Condition"), g.file) {
				e.set("IsTestProject", "true", g.file, it.Line)
				return
			}
		}
	}
}

// itemsNeeded is the tracked item types and those whose lists the items
// of the needed types name (@(Type) or @(Type -> ...), and %(Type.Identity)
// in a target), lower-case.
func (e *evaluator) itemsNeeded() map[string]bool {
	needed := maps.Clone(trackedItems)
	var items []*element
	for _, g := range e.itemGroups {
		items = append(items, g.el.Children...)
	}
	need := func(text string) (grew bool) {
		for _, ref := range itemListRefs.FindAllStringSubmatch(text, -1) {
			if kind := strings.ToLower(ref[1] + ref[2]); !needed[kind] {
				needed[kind], grew = true, true
			}
		}
		return grew
	}
	for _, t := range e.targets {
		for _, g := range t.el.Children {
			if g.Name == "ItemGroup" && slices.ContainsFunc(g.Children, friendItem) {
				items = append(items, slices.DeleteFunc(slices.Clone(g.Children), func(it *element) bool { return !friendItem(it) })...)
				need(g.attr("Condition")) // @(InternalsVisibleToSuffix->Count()) > 0
			}
		}
	}
	need(e.prop("DefineConstants")) // expanded where the compiler gets it: expandItemLists
	for grew := true; grew; {
		grew = false
		for _, it := range items {
			if !needed[strings.ToLower(it.Name)] {
				continue
			}
			for _, attr := range []string{"Include", "Remove", "Update"} {
				grew = need(it.attr(attr)) || grew
			}
			for _, meta := range it.Children { // a target's batching: <_Parameter1>%(Suffix.Identity)</_Parameter1>
				grew = need(meta.Text) || grew
			}
		}
	}
	return needed
}

// itemListRefs finds the item types an attribute names: @(Type...) or
// %(Type.Metadata).
var itemListRefs = regexp.MustCompile(`@\(\s*([A-Za-z_][A-Za-z0-9_]*(?:[-.][A-Za-z0-9_]+)*)|%\(\s*([A-Za-z_][A-Za-z0-9_]*)\.`)

// targetFriends adds the friend assemblies targets name. The evaluator
// runs no target, but a project's InternalsVisibleTo decide what another
// project sees, and some are made in a target from other items:
// dotnet/extensions' InternalsVisibleToTest become InternalsVisibleTo
// items in a BeforeCompile target (<InternalsVisibleTo
// Include="%(InternalsVisibleToTest.Identity)" />). Item group conditions
// may count items (@(Type->Count())).
// Only the conditions around such items are evaluated: a target's others
// may use what the evaluator does not know.
func (e *evaluator) targetFriends() {
	for _, t := range e.targets {
		for _, g := range t.el.Children {
			if g.Name != "ItemGroup" || !slices.ContainsFunc(g.Children, friendItem) ||
				!e.condition(t.el.attr("Condition"), t.file) || !e.condition(e.itemCounts(g.attr("Condition")), t.file) {
				continue
			}
			for _, it := range g.Children {
				if friendItem(it) && e.condition(it.attr("Condition"), t.file) {
					for _, batch := range e.batches(it) {
						e.evalItem(strings.ToLower(it.Name), batch, t.file)
					}
				}
			}
		}
	}
}

// batches are the items a target's item element makes: where it names
// the metadata of another item type, %(Type.Name) in its Include or its
// metadata, one per item of that type with that item's metadata written
// in (MSBuild's batching: dotnet/extensions' Include=
// "%(InternalsVisibleToTest.Identity)", dotNetRdf's <_Parameter1>
// $(AssemblyName)%(InternalsVisibleToSuffix.Identity), PublicKey=...),
// else the element itself.
func (e *evaluator) batches(el *element) []*element {
	texts := []string{el.attr("Include")}
	for _, c := range el.Children {
		texts = append(texts, c.Text)
	}
	kind := ""
	for _, ref := range itemMetadataRefs.FindAllStringSubmatch(strings.Join(texts, ";"), -1) {
		if ref[1] != "" && !strings.EqualFold(ref[1], el.Name) {
			kind = ref[1]
			break
		}
	}
	if kind == "" {
		return []*element{el}
	}
	var out []*element
	for _, it := range e.items[strings.ToLower(kind)] {
		fill := func(text string) string {
			return itemMetadataRefs.ReplaceAllStringFunc(text, func(ref string) string {
				m := itemMetadataRefs.FindStringSubmatch(ref)
				if !strings.EqualFold(m[1], kind) {
					return ref
				}
				return it.metadata(m[2])
			})
		}
		batch := &element{Name: el.Name, Line: el.Line}
		for _, a := range el.Attrs {
			a.Value = fill(a.Value)
			batch.Attrs = append(batch.Attrs, a)
		}
		for _, c := range el.Children {
			filled := *c
			filled.Text = fill(c.Text)
			batch.Children = append(batch.Children, &filled)
		}
		out = append(out, batch)
	}
	return out
}

// friendItem says whether an item names a friend assembly: an
// InternalsVisibleTo item, or the attribute written as an AssemblyAttribute.
func friendItem(it *element) bool {
	return strings.EqualFold(it.Name, "InternalsVisibleTo") ||
		strings.EqualFold(it.Name, "AssemblyAttribute") && strings.Contains(it.attr("Include"), "InternalsVisibleTo")
}

// itemCounts replaces the @(Type->Count()) in a condition by the number of
// those items.
func (e *evaluator) itemCounts(cond string) string {
	return itemCountRefs.ReplaceAllStringFunc(cond, func(ref string) string {
		kind := itemCountRefs.FindStringSubmatch(ref)[1]
		return strconv.Itoa(len(e.items[strings.ToLower(kind)]))
	})
}

var itemCountRefs = regexp.MustCompile(`@\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*->\s*Count\(\)\s*\)`)

func (e *evaluator) evalItem(kind string, el *element, file string) {
	switch {
	case el.hasAttr("Include"):
		meta := e.metadata(el, file)
		excludeSpecs := e.specs(el.attr("Exclude"), file)
		for _, spec := range e.specs(el.attr("Include"), file) {
			for _, it := range e.resolveInclude(spec, e.excludes(spec, excludeSpecs)) {
				it.file, it.line = file, el.Line
				for k, v := range meta {
					it.meta[k] = v
				}
				e.items[kind] = append(e.items[kind], it)
			}
		}
	case el.hasAttr("Remove"):
		match := e.matcher(el.attr("Remove"), file)
		e.items[kind] = slices.DeleteFunc(e.items[kind], func(it *item) bool { return match(it.path) })
	case el.hasAttr("Update"):
		match := e.matcher(el.attr("Update"), file)
		meta := e.metadata(el, file)
		for _, it := range e.items[kind] {
			if match(it.path) {
				for k, v := range meta {
					it.meta[k] = v
				}
			}
		}
	}
}

// excludes are an item's Exclude patterns for one of its Include
// specifications: relative to the project's folder and, for an Include
// outside it, those starting with ** relative to the Include's folder too,
// as MSBuild matches them against the paths the Include finds, ../ and all
// (Exclude="**/obj/**;**/Only.cs" of Include="../Other/**/*.cs" leaves out
// ../Other/Only.cs: VContainer's Roslyn 3 source generator project).
func (e *evaluator) excludes(include string, specs []string) excludes {
	inc := newPattern(e.dir, unescape(include))
	outside := inc.base
	if !inc.wild {
		outside = filepath.Dir(inc.path)
	}
	if outside == e.dir || isUnder(outside, e.dir) {
		outside = ""
	}
	ex := excludes{}
	for _, spec := range specs {
		ex = append(ex, newPattern(e.dir, spec))
		if outside != "" && strings.HasPrefix(spec, "**") {
			ex = append(ex, newPattern(outside, spec))
		}
	}
	return ex
}

// specs expands an item attribute and splits it into specifications. An
// @(Type) reference becomes the specifications of those items, @(Type ->
// 'template') each item's template with its %(Identity) and other
// metadata filled in, @(Type -> Exists()) those that exist on disk.
func (e *evaluator) specs(attr, file string) []string {
	var out []string
	for _, s := range strings.Split(e.expand(attr, file), ";") {
		s = strings.TrimSpace(s)
		switch {
		case s == "":
		case strings.HasPrefix(s, "@("):
			list, ok := e.itemList(s)
			if !ok {
				e.unsupported(s)
				continue
			}
			out = append(out, list...)
		default:
			out = append(out, s)
		}
	}
	return out
}

// itemList evaluates one item list reference, @(Type), @(Type -> 'template')
// or @(Type -> Exists()).
func (e *evaluator) itemList(ref string) ([]string, bool) {
	body, ok := strings.CutSuffix(strings.TrimPrefix(ref, "@("), ")")
	if !ok {
		return nil, false
	}
	kind, transform, _ := strings.Cut(body, "->")
	items := e.items[strings.ToLower(strings.TrimSpace(kind))]
	var out []string
	switch transform = strings.TrimSpace(transform); {
	case transform == "":
		for _, it := range items {
			out = append(out, it.spec)
		}
	case transform == "Exists()":
		for _, it := range items {
			if e.exists(it.path, e.path) {
				out = append(out, it.spec)
			}
		}
	case len(transform) >= 2 && transform[0] == '\'' && transform[len(transform)-1] == '\'':
		for _, it := range items {
			out = append(out, itemMetadataRefs.ReplaceAllStringFunc(transform[1:len(transform)-1], func(m string) string {
				return it.metadata(itemMetadataRefs.FindStringSubmatch(m)[2])
			}))
		}
	default:
		return nil, false
	}
	return out, true
}

// expandItemLists replaces the item list references in a property's value
// by their items, joined by the reference's separator (; unless it names
// another: @(Type, ',')), as MSBuild does where a target passes the
// property to a task (KhloeLeclair's Stardew mods' DefineConstants of
// $(DefineConstants);@(_UseCommonList, ';')). A reference it cannot
// evaluate stays as it is.
func (e *evaluator) expandItemLists(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "@(")
		end := -1
		if i >= 0 {
			end = matchParen(s, i+1)
		}
		if end < 0 {
			break
		}
		b.WriteString(s[:i])
		ref, body, sep := s[i:end+1], strings.TrimSpace(s[i+2:end]), ";"
		if j := lastUnquotedComma(body); j >= 0 {
			if rest := strings.TrimSpace(body[j+1:]); len(rest) >= 2 && rest[0] == '\'' && rest[len(rest)-1] == '\'' {
				body, sep = body[:j], rest[1:len(rest)-1]
			}
		}
		if list, ok := e.itemList("@(" + body + ")"); ok {
			b.WriteString(strings.Join(list, sep))
		} else {
			b.WriteString(ref)
		}
		s = s[end+1:]
	}
	b.WriteString(s)
	return b.String()
}

// lastUnquotedComma is the index of the last comma of s outside '...', -1
// when none.
func lastUnquotedComma(s string) int {
	last, quoted := -1, false
	for i := range len(s) {
		switch {
		case s[i] == '\'':
			quoted = !quoted
		case s[i] == ',' && !quoted:
			last = i
		}
	}
	return last
}

// applyDefinitions gives the items the metadata their type's item
// definitions set and they do not (Autofac's StronglyTypedClassName of
// every EmbeddedResource): %(Filename) and the like are each item's.
func (e *evaluator) applyDefinitions() {
	for _, g := range e.definitions {
		for _, def := range g.el.Children {
			if !e.condition(def.attr("Condition"), g.file) {
				continue
			}
			meta := e.metadata(def, g.file)
			for _, it := range e.items[strings.ToLower(def.Name)] {
				for k, v := range meta {
					if _, set := it.meta[k]; !set {
						it.meta[k] = itemMetadataRefs.ReplaceAllStringFunc(v, func(ref string) string {
							return it.metadata(itemMetadataRefs.FindStringSubmatch(ref)[2])
						})
					}
				}
			}
		}
	}
}

// itemMetadataRefs finds the metadata a transform writes: %(Name) or
// %(Type.Name), the type (maybe "") and the name.
var itemMetadataRefs = regexp.MustCompile(`%\(\s*(?:([A-Za-z_][A-Za-z0-9_-]*)\.)?([A-Za-z_][A-Za-z0-9_-]*)\s*\)`)

// metadata is one of an item's metadata: custom, or well-known.
func (it *item) metadata(name string) string {
	switch strings.ToLower(name) {
	case "identity":
		return it.spec
	case "filename":
		return strings.TrimSuffix(filepath.Base(it.path), filepath.Ext(it.path))
	case "extension":
		return filepath.Ext(it.path)
	case "fullpath":
		return it.path
	}
	return it.meta[strings.ToLower(name)]
}

// resolveInclude turns one Include specification into items: a wildcard
// matches files on disk; anything else is an item whether or not it exists.
func (e *evaluator) resolveInclude(spec string, ex excludes) []*item {
	if !strings.ContainsAny(spec, "*?") {
		spec = unescape(spec)
		p := newPattern(e.dir, spec)
		if ex.excludesFile(p.path, false) {
			return nil
		}
		return []*item{{spec: spec, path: p.path, meta: map[string]string{}}}
	}
	var items []*item
	for _, f := range e.l.dirs.glob(newPattern(e.dir, unescape(spec)), ex) {
		items = append(items, &item{spec: f, path: f, meta: map[string]string{}, glob: true})
	}
	return items
}

// matcher returns a function reporting whether an item path matches a
// Remove or Update attribute.
func (e *evaluator) matcher(attr, file string) func(string) bool {
	var patterns []*pattern
	for _, spec := range e.specs(attr, file) {
		patterns = append(patterns, newPattern(e.dir, unescape(spec)))
	}
	return func(p string) bool {
		return slices.ContainsFunc(patterns, func(pat *pattern) bool { return pat.match(p) })
	}
}

// itemAttributes are the attributes of an item element that are not metadata.
var itemAttributes = map[string]bool{
	"Include": true, "Exclude": true, "Remove": true, "Update": true, "Condition": true,
	"KeepMetadata": true, "RemoveMetadata": true, "KeepDuplicates": true,
	"MatchOnMetadata": true, "MatchOnMetadataOptions": true, "Label": true,
}

func (e *evaluator) metadata(el *element, file string) map[string]string {
	meta := map[string]string{}
	for _, a := range el.Attrs {
		if !itemAttributes[a.Name.Local] {
			meta[strings.ToLower(a.Name.Local)] = unescape(e.expand(a.Value, file))
		}
	}
	for _, c := range el.Children {
		if e.condition(c.attr("Condition"), file) {
			meta[strings.ToLower(c.Name)] = unescape(e.expand(strings.TrimSpace(c.Text), file))
		}
	}
	return meta
}
