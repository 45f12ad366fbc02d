package workspace

import (
	"bytes"
	"cmp"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// resxGenerator is the package whose source generator turns a project's
// .resx files into classes (Microsoft.CodeAnalysis.ResxSourceGenerator:
// ArchiSteamFarm's Strings, MudBlazor's LanguageResource).
const resxGenerator = "Microsoft.CodeAnalysis.ResxSourceGenerator"

// resxSources writes the C# the resx source generator adds to a project
// that references it, one text for each .resx embedded resource (not the
// translations, Strings.de-DE.resx, nor those marked GenerateSource=false),
// keyed by the path Glider gives it: obj/Glider/<the .resx's path>.g.cs in
// the project's folder, which nothing writes. Glider runs no generator: it
// writes what this one declares, the class and its members, for the index
// to read as the compiler would see them.
//
// The Arcade SDK's GenerateResxSource makes the same class of the ones
// marked GenerateSource="true", without the package (System.CommandLine's
// Resources.Strings), named by their Namespace metadata where they have
// one; its constants and Format methods are asked for by other names.
func (e *evaluator) resxSources(p *Project) map[string][]byte {
	generator := slices.ContainsFunc(p.PackageReferences, func(r PackageReference) bool { return strings.EqualFold(r.Name, resxGenerator) })
	return e.resxClasses("the resx source generator's class", func(it *item, base string) (string, resxOptions, bool) {
		arcade := strings.EqualFold(it.meta["generatesource"], "true")
		if !generator && !arcade || strings.EqualFold(it.meta["generatesource"], "false") {
			return "", resxOptions{}, false
		}
		name := it.meta["classname"]
		if ns := it.meta["namespace"]; name == "" && arcade && ns != "" {
			name = ns + "." + base
		}
		if name == "" {
			parts := []string{p.RootNamespace}
			if dir := filepath.Dir(e.projectRelative(it.path)); dir != "." {
				parts = append(parts, strings.ReplaceAll(filepath.ToSlash(dir), "/", "."))
			}
			name = strings.Join(append(parts, base), ".")
		}
		opts := resxOptions{public: isTrue(it.meta["public"]),
			formatMethods: isTrue(it.meta["emitformatmethods"]), constants: isTrue(it.meta["asconstants"])}
		if !generator {
			// Arcade's task takes these from other names (its
			// GenerateResxSource.targets): OpenIddict's SR.ID0288 is a
			// constant and SR.FormatID8000 a method.
			opts.formatMethods = isTrue(e.prop("GenerateResxSourceEmitFormatMethods"))
			opts.constants = isTrue(it.meta["generateresourcescodeasconstants"])
		}
		return strings.Trim(name, "."), opts, true
	})
}

// stronglyTypedSources writes the classes MSBuild's GenerateResource task
// makes of the .resx embedded resources with a StronglyTypedLanguage of C#
// (StronglyTypedResourceBuilder: Autofac's, set for all of them by an
// ItemDefinitionGroup), in StronglyTypedNamespace, named
// StronglyTypedClassName or as the file, public with PublicClass. Keyed
// like resxSources.
func (e *evaluator) stronglyTypedSources() map[string][]byte {
	return e.resxClasses("the class GenerateResource makes of this file", func(it *item, base string) (string, resxOptions, bool) {
		switch strings.ToLower(it.meta["stronglytypedlanguage"]) {
		case "csharp", "c#", "cs":
		default:
			return "", resxOptions{}, false
		}
		if strings.EqualFold(it.meta["generateresource"], "false") {
			return "", resxOptions{}, false
		}
		name := cmp.Or(it.meta["stronglytypedclassname"], base)
		if ns := it.meta["stronglytypednamespace"]; ns != "" {
			name = ns + "." + name
		}
		return name, resxOptions{public: isTrue(it.meta["publicclass"]), msbuild: true}, true
	})
}

// resxClasses writes resxClass's text for each .resx embedded resource
// that is no translation and of which class says a class is made (its
// full name and options), keyed like resxSources; what names that class
// in the warning a broken file gets.
func (e *evaluator) resxClasses(what string, class func(it *item, base string) (string, resxOptions, bool)) map[string][]byte {
	out := map[string][]byte{}
	for _, it := range e.items["embeddedresource"] {
		base := strings.TrimSuffix(filepath.Base(it.path), filepath.Ext(it.path))
		if !strings.EqualFold(filepath.Ext(it.path), ".resx") || isCultureName(filepath.Ext(base)) {
			continue
		}
		name, opts, ok := class(it, base)
		if !ok {
			continue
		}
		data, err := os.ReadFile(it.path)
		if err != nil {
			continue
		}
		text, err := resxClass(data, name, opts)
		if err != nil {
			e.diag("warning", it.path, 0, what+" is left out: "+err.Error())
			continue
		}
		out[e.generatedPath(it.path)] = text
	}
	return out
}

// projectRelative is a path relative to the project's folder, or its file
// name when it is outside.
func (e *evaluator) projectRelative(path string) string {
	rel, err := filepath.Rel(e.dir, path)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.Base(path)
	}
	return rel
}

// generatedPath is the path Glider gives the C# a generator makes of a
// file of the project, source: obj/Glider/<its path relative to the
// project's folder>.g.cs, which nothing writes on disk. It remembers what
// the path is made of (Project.GeneratedFrom).
func (e *evaluator) generatedPath(source string) string {
	path := filepath.Join(e.dir, "obj", "Glider", e.projectRelative(source)+".g.cs")
	if e.generatedFrom == nil {
		e.generatedFrom = map[string]string{}
	}
	e.generatedFrom[path] = source
	return path
}

// isCultureName says whether a file name's last part (".de-DE") names a
// culture: the file holds a translation, which generates nothing.
var cultureName = regexp.MustCompile(`^\.[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$`)

func isCultureName(ext string) bool { return cultureName.MatchString(ext) }

// resxOptions are the metadata of a .resx item that change the class.
type resxOptions struct {
	public        bool // a public class, else internal
	formatMethods bool // EmitFormatMethods
	constants     bool // AsConstants: each resource's name as a constant
	msbuild       bool // StronglyTypedResourceBuilder's class, not the source generator's
}

// resxClass writes the class the generator makes of a .resx file: a
// string property for each resource (a constant holding its name, with
// AsConstants), and with EmitFormatMethods a FormatName method for each
// one with placeholders, taking one object? for each.
func resxClass(data []byte, fullName string, opts resxOptions) ([]byte, error) {
	var doc struct {
		Data []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value"`
		} `xml:"data"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	ns, class := "", fullName
	if i := strings.LastIndexByte(fullName, '.'); i >= 0 {
		ns, class = fullName[:i], fullName[i+1:]
	}
	access := "internal"
	if opts.public {
		access = "public"
	}
	var b bytes.Buffer
	if opts.msbuild {
		b.WriteString("// <auto-generated/> by Glider: what MSBuild's StronglyTypedResourceBuilder declares.\n#nullable enable\n")
	} else {
		b.WriteString("// <auto-generated/> by Glider: what Microsoft.CodeAnalysis.ResxSourceGenerator declares.\n#nullable enable\n")
	}
	if ns != "" {
		fmt.Fprintf(&b, "namespace %s;\n", ns)
	}
	member := "public"
	if opts.msbuild {
		member = access
		fmt.Fprintf(&b, "%s class %s\n{\n    internal %s() { }\n", access, class, class)
		fmt.Fprintf(&b, "    %s static global::System.Resources.ResourceManager ResourceManager => null!;\n", access)
		fmt.Fprintf(&b, "    %s static global::System.Globalization.CultureInfo Culture { get; set; } = null!;\n", access)
	} else {
		fmt.Fprintf(&b, "%s static partial class %s\n{\n", access, class)
		b.WriteString("    public static global::System.Resources.ResourceManager ResourceManager => null!;\n")
		b.WriteString("    public static global::System.Globalization.CultureInfo? Culture { get; set; }\n")
		b.WriteString("    internal static string? GetResourceString(string resourceKey, string? defaultValue = null) => defaultValue;\n")
	}
	for _, d := range doc.Data {
		if d.Name == "" {
			continue
		}
		value := strings.TrimSpace(d.Value)
		summary := value
		if len(summary) > 256 {
			summary = summary[:256] + " ..."
		}
		var escaped bytes.Buffer
		xml.EscapeText(&escaped, []byte(summary))
		comment := "    /// <summary>" + strings.ReplaceAll(escaped.String(), "\n", "\n    /// ") + "</summary>\n"
		if opts.constants {
			fmt.Fprintf(&b, "%s    public const string @%s = %q;\n", comment, identifier(d.Name), d.Name)
		} else {
			getter := "GetResourceString"
			if opts.msbuild {
				getter = "ResourceManager.GetString"
			}
			fmt.Fprintf(&b, "%s    %s static string @%s => %s(%q)!;\n", comment, member, identifier(d.Name), getter, d.Name)
		}
		if args := placeholders(value); opts.formatMethods && len(args) > 0 {
			fmt.Fprintf(&b, "%s    internal static string Format%s(object? %s) => \"\";\n", comment, d.Name, strings.Join(args, ", object? "))
		}
	}
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// identifier makes a name a C# identifier as the generators do (Roslyn's
// resx generator for a resource's property, the Razor compiler for a
// file's or folder's name, CSharpIdentifier.SanitizeIdentifier):
// characters no identifier has become _, and one that cannot start an
// identifier gets a _ before it; "" is _.
func identifier(name string) string {
	letter := func(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) }
	part := func(r rune) bool {
		return letter(r) || unicode.In(r, unicode.Nd, unicode.Pc, unicode.Cf, unicode.Mn, unicode.Mc)
	}
	if name == "" {
		return "_"
	}
	var b strings.Builder
	if first, _ := utf8.DecodeRuneInString(name); part(first) && !letter(first) && first != '_' {
		b.WriteByte('_')
	}
	for _, r := range name {
		if !part(r) {
			r = '_'
		}
		b.WriteRune(r)
	}
	return b.String()
}

var (
	namedPlaceholder    = regexp.MustCompile(`(?i)\{([a-z]\w*)\}`)
	numberedPlaceholder = regexp.MustCompile(`\{(\d+)\}`)
)

// placeholders are the parameters of a resource's Format method: its named
// placeholders ({count}) in order, else p0, p1 ... for its numbered ones,
// each once, by number.
func placeholders(value string) []string {
	var names []string
	for _, m := range namedPlaceholder.FindAllStringSubmatch(value, -1) {
		if !slices.Contains(names, m[1]) {
			names = append(names, m[1])
		}
	}
	if len(names) > 0 {
		return names
	}
	var numbers []int
	for _, m := range numberedPlaceholder.FindAllStringSubmatch(value, -1) {
		if n, err := strconv.Atoi(m[1]); err == nil && !slices.Contains(numbers, n) {
			numbers = append(numbers, n)
		}
	}
	slices.Sort(numbers)
	for _, n := range numbers {
		names = append(names, "p"+strconv.Itoa(n))
	}
	return names
}
