package workspace

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/syntax"
)

// razorSources writes the C# the Razor compiler makes of a web project's
// components, one text for each .razor file (a RazorComponent item of
// Microsoft.NET.Sdk.Razor, .Web and .BlazorWebAssembly), keyed like
// resxSources: the partial class it declares, in the namespace @namespace
// or the folder gives it, with the base @inherits names, the interfaces
// of @implements, the type parameters of @typeparam, a property for each
// @inject, the members its @code and @functions blocks write and the
// attributes of @attribute, @page and @layout, under the
// usings of the file, of the _Imports.razor files above it and the
// compiler's own. Markup is not read: what matters is what C# code can
// name. _Imports.razor makes a class _Imports too.
func (e *evaluator) razorSources(p *Project) map[string][]byte {
	items := e.items["razorcomponent"]
	if len(items) == 0 {
		return nil
	}
	files := map[string]*razorFile{}
	for _, it := range items {
		if !strings.EqualFold(filepath.Ext(it.path), ".razor") {
			continue
		}
		if data, err := os.ReadFile(it.path); err == nil {
			files[it.path] = parseRazor(data)
		}
	}
	out := map[string][]byte{}
	for path, f := range files {
		rel := e.projectRelative(path)
		out[e.generatedPath(path)] = e.razorClass(path, rel, f, razorImports(e.dir, path, files))
	}
	return out
}

// razorImports are the _Imports.razor files that apply to a component, the
// project's outermost first.
func razorImports(projectDir, path string, files map[string]*razorFile) []razorImport {
	var out []razorImport
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		imports := filepath.Join(dir, "_Imports.razor")
		if f := files[imports]; f != nil && imports != path {
			out = append(out, razorImport{dir: dir, file: f})
		}
		if dir == projectDir || !isUnder(dir, projectDir) || filepath.Dir(dir) == dir {
			break
		}
	}
	slices.Reverse(out)
	return out
}

type razorImport struct {
	dir  string
	file *razorFile
}

// razorFile is what a .razor file declares for C#.
type razorFile struct {
	usings, implements, typeParams, attributes []string
	namespace, inherits                        string
	injects                                    []razorInject
	code                                       []razorCode // the insides of @code and @functions blocks
}

type razorInject struct {
	typ, name string
	line      int
}

type razorCode struct {
	text []byte
	line int // of the block's {
}

// parseRazor reads the directives of a .razor file: those that start a
// line, as the Razor compiler's are written.
func parseRazor(src []byte) *razorFile {
	src = bytes.TrimPrefix(src, []byte{0xEF, 0xBB, 0xBF})
	f := &razorFile{}
	for at := 0; at < len(src); {
		end := bytes.IndexByte(src[at:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += at
		}
		line := strings.TrimSpace(string(src[at:end]))
		next := end + 1
		if strings.HasPrefix(line, "@*") { // a comment, to *@
			if close := bytes.Index(src[at:], []byte("*@")); close >= 0 {
				next = at + close + 2
			}
		} else if word, rest, ok := razorDirective(line); ok {
			rest = strings.TrimSuffix(strings.TrimSpace(rest), ";")
			switch word {
			case "using":
				f.usings = append(f.usings, rest)
			case "namespace":
				f.namespace = rest
			case "inherits":
				f.inherits = rest
			case "implements":
				f.implements = append(f.implements, rest)
			case "typeparam":
				f.typeParams = append(f.typeParams, rest)
			case "attribute":
				f.attributes = append(f.attributes, rest)
			case "page":
				f.attributes = append(f.attributes, "[global::Microsoft.AspNetCore.Components.RouteAttribute("+rest+")]")
			case "layout":
				f.attributes = append(f.attributes, "[global::Microsoft.AspNetCore.Components.LayoutAttribute(typeof("+rest+"))]")
			case "inject":
				if i := strings.LastIndexAny(rest, " \t"); i > 0 {
					f.injects = append(f.injects, razorInject{strings.TrimSpace(rest[:i]), rest[i+1:], lineOf(src, at)})
				}
			case "code", "functions":
				open := bytes.IndexByte(src[at:], '{')
				if open < 0 {
					break
				}
				open += at
				if close := closingBrace(src, open); close > open {
					f.code = append(f.code, razorCode{src[open+1 : close], lineOf(src, open)})
					next = close + 1
				}
			}
		}
		at = next
	}
	return f
}

// razorDirective splits a line that starts with a directive into its
// keyword and the rest.
func razorDirective(line string) (word, rest string, ok bool) {
	line, ok = strings.CutPrefix(line, "@")
	if !ok {
		return "", "", false
	}
	i := strings.IndexFunc(line, func(r rune) bool { return !unicode.IsLetter(r) })
	if i < 0 {
		i = len(line)
	}
	switch word = line[:i]; word {
	case "using", "namespace", "inherits", "implements", "typeparam", "attribute", "inject", "page", "layout":
		return word, line[i:], i < len(line) && (line[i] == ' ' || line[i] == '\t')
	case "code", "functions":
		return word, line[i:], true
	}
	return "", "", false
}

// closingBrace is the offset of the brace that closes the one at open,
// -1 if none: braces in strings, characters and comments do not count.
func closingBrace(src []byte, open int) int {
	depth := 0
	lx := syntax.NewLexer(src[open:])
	for tok, ok := lx.Next(); ok; tok, ok = lx.Next() {
		if tok.Kind != syntax.TokPunct {
			continue
		}
		switch src[open+tok.Start] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return open + tok.Start
			}
		}
	}
	return -1
}

// razorDefaultUsings are the namespaces every component's class imports.
var razorDefaultUsings = []string{"System", "System.Collections.Generic", "System.Linq", "System.Threading.Tasks",
	"Microsoft.AspNetCore.Components"}

// razorClass is the C# of one component (path, rel relative to the project).
func (e *evaluator) razorClass(path, rel string, f *razorFile, imports []razorImport) []byte {
	name := identifier(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
	namespace, inherits := f.namespace, f.inherits
	usings := slices.Clone(razorDefaultUsings)
	for _, imp := range imports {
		usings = append(usings, imp.file.usings...)
		if imp.file.namespace != "" && f.namespace == "" {
			namespace = imp.file.namespace + razorNamespaceSuffix(imp.dir, filepath.Dir(path))
		}
		if imp.file.inherits != "" && f.inherits == "" {
			inherits = imp.file.inherits
		}
	}
	usings = append(usings, f.usings...)
	if namespace == "" {
		namespace = e.prop("RootNamespace") + razorNamespaceSuffix(e.dir, filepath.Dir(path))
	}
	var b strings.Builder
	b.WriteString("// Glider's stand-in for the class the Razor compiler makes of " + filepath.ToSlash(rel) + "\n")
	if namespace = strings.Trim(namespace, "."); namespace != "" {
		b.WriteString("namespace " + namespace + "\n{\n")
	}
	for _, u := range usings {
		b.WriteString("using " + u + ";\n")
	}
	for _, a := range f.attributes {
		b.WriteString(a + "\n")
	}
	if name == "_Imports" {
		b.WriteString("public partial class _Imports\n{\n    protected void Execute() { }\n}\n")
	} else {
		var params, constraints []string
		for _, tp := range f.typeParams {
			param, where, _ := strings.Cut(tp, " where ")
			params = append(params, strings.TrimSpace(param))
			if where != "" {
				constraints = append(constraints, "where "+where)
			}
		}
		if inherits == "" {
			inherits = "global::Microsoft.AspNetCore.Components.ComponentBase"
		}
		b.WriteString("public partial class " + name)
		if len(params) > 0 {
			b.WriteString("<" + strings.Join(params, ", ") + ">")
		}
		b.WriteString(" : " + strings.Join(append([]string{inherits}, f.implements...), ", "))
		for _, c := range constraints {
			b.WriteString(" " + c)
		}
		b.WriteString("\n{\n")
		for _, inj := range f.injects {
			b.WriteString(lineDirective(inj.line, path))
			b.WriteString("    [global::Microsoft.AspNetCore.Components.InjectAttribute] private " + inj.typ + " " + inj.name + " { get; set; } = default!;\n")
		}
		b.WriteString("#line default\n")
		b.WriteString("    protected override void BuildRenderTree(global::Microsoft.AspNetCore.Components.Rendering.RenderTreeBuilder __builder) { }\n")
		for _, code := range f.code {
			b.WriteString(lineDirective(code.line, path))
			b.Write(code.text)
			b.WriteString("\n#line default\n")
		}
		b.WriteString("}\n")
	}
	if namespace != "" {
		b.WriteString("}\n")
	}
	return []byte(b.String())
}

// razorNamespaceSuffix is what the folders from base down to dir add to a
// component's namespace: ".A.B", each name made an identifier.
func razorNamespaceSuffix(base, dir string) string {
	rel, err := filepath.Rel(base, dir)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return ""
	}
	var out string
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		out += "." + identifier(part)
	}
	return out
}

// lineOf is the line (from 1) of an offset.
func lineOf(src []byte, offset int) int {
	return bytes.Count(src[:offset], []byte{'\n'}) + 1
}

// lineDirective is the #line directive that says the next line is a line
// of a file (as the Razor compiler writes them): where a definition
// there is shown.
func lineDirective(line int, path string) string {
	return "#line " + strconv.Itoa(line) + " \"" + path + "\"\n"
}
