package bind_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/syntax"
)

// TestAttributes lists, for every symbol of testdata/attributes that has
// any, the attributes Attributes reports with inherited ones, what an
// override overrides, and the usage of each attribute class:
//
//	DocID
//	  Name -> AttributeType[?] (args) {Named = value} [target=T] [param=P] [from DocID] @File:line:column
//	  overrides DocID
//	  usage Inherited=B AllowMultiple=B declared|default
//
// ? marks an attribute class the workspace does not declare. The expected
// file was written by hand from what the C# compiler reports (Roslyn's
// AttributeData, TypedConstant.ToCSharpString for the values) and, for the
// inherited attributes, which Roslyn does not list, from what reflection's
// GetCustomAttributes(inherit: true) returns; not from this code's output.
// Where it knowingly differs from Roslyn:
//   - a class the workspace does not declare stays as written: Obsolete?,
//     not System.ObsoleteAttribute; so do its enum members and types in
//     values (AttributeTargets.Class, typeof(List<int>)), and its
//     [AttributeUsage] is unknown: the defaults (Inherited, not AllowMultiple);
//   - Roslyn lists a method's return: and parameters' attributes apart
//     (GetReturnTypeAttributes, each parameter's GetAttributes): here they
//     follow the method's own, with their targets.
func TestAttributes(t *testing.T) {
	dir := filepath.Join("testdata", "attributes")
	s, b := loadWorkspace(t, dir)
	var sb strings.Builder
	var write func(id index.SymbolID)
	write = func(id index.SymbolID) {
		sym := s.Sym(id)
		var lines []string
		own := b.Attributes(id, false)
		all := b.Attributes(id, true)
		for i, a := range all {
			if i < len(own) && (a.From != id || own[i].Syntax != a.Syntax) || i >= len(own) && a.From == id {
				t.Errorf("%s: the attributes without inherited ones are not the first ones with them", b.DocID(id))
			}
			lines = append(lines, formatAttribute(s, b, id, a))
		}
		if over := b.Overridden(id); over != index.NoSymbol {
			lines = append(lines, "overrides "+b.DocID(over))
		} else if sym.Modifiers&syntax.ModOverride != 0 {
			lines = append(lines, "overrides ?")
		}
		if sym.Kind == syntax.KindClass && strings.HasSuffix(sym.Name, "Attribute") {
			u := b.AttributeUsage(id)
			declared := "default"
			if u.Declared {
				declared = "declared"
			}
			lines = append(lines, fmt.Sprintf("usage Inherited=%t AllowMultiple=%t %s", u.Inherited, u.AllowMultiple, declared))
		}
		if len(lines) > 0 {
			sb.WriteString(b.DocID(id) + "\n")
			for _, l := range lines {
				sb.WriteString("  " + l + "\n")
			}
		}
		for _, m := range sym.Members {
			write(m)
		}
	}
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).Container == index.NoSymbol && !s.External(index.SymbolID(i)) {
			write(index.SymbolID(i))
		}
	}
	golden.Check(t, filepath.Join(dir, "attributes.expected.txt"), sb.String())
}

func formatAttribute(s *index.Snapshot, b *bind.Binder, id index.SymbolID, a bind.Attribute) string {
	var sb strings.Builder
	sb.WriteString(a.Type.Text + " -> " + a.Type.Display)
	if a.Type.Symbol == index.NoSymbol {
		sb.WriteByte('?')
	}
	sb.WriteString(" (" + formatArgs(a.Args, ": ") + ")")
	if len(a.Named) > 0 {
		sb.WriteString(" {" + formatArgs(a.Named, " = ") + "}")
	}
	if a.Target != "" {
		sb.WriteString(" target=" + a.Target)
	}
	if a.Parameter != "" {
		sb.WriteString(" param=" + a.Parameter)
	}
	if a.From != id {
		sb.WriteString(" from " + b.DocID(a.From))
	}
	if f := &s.Files[a.File]; f.External {
		fmt.Fprintf(&sb, " @%s", filepath.Base(f.Path))
	} else {
		sp := a.Syntax.Span.Start
		fmt.Fprintf(&sb, " @%s:%d:%d", f.RelPath, sp.Line, sp.Col)
	}
	return sb.String()
}

func formatArgs(args []bind.Argument, sep string) string {
	out := make([]string, len(args))
	for i, a := range args {
		if a.Name != "" {
			out[i] = a.Name + sep
		}
		out[i] += a.Value
	}
	return strings.Join(out, ", ")
}

// TestSymbolsByDocID: every symbol is found by its documentation ID, also
// when the first look-ups come at once (run with -race).
func TestSymbolsByDocID(t *testing.T) {
	s, b := loadWorkspace(t, filepath.Join("testdata", "attributes"))
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b.SymbolsByDocID("T:Fix.Model.Leaf")
			b.SymbolsByDocID("M:Fix.Model.Nowhere(System.Int32)")
		}()
	}
	wg.Wait()
	for i := range s.SymbolCount() {
		id := index.SymbolID(i)
		found := false
		for _, got := range b.SymbolsByDocID(b.DocID(id)) {
			found = found || got == id
		}
		if !found {
			t.Errorf("SymbolsByDocID(%s) = %v, want %d among them", b.DocID(id), b.SymbolsByDocID(b.DocID(id)), id)
		}
	}
	if got := b.SymbolsByDocID("T:Fix.Model.Nowhere"); len(got) != 0 {
		t.Errorf("an unknown ID finds %v", got)
	}
}

// TestSymbolsByDocIDQualified: without the framework's assemblies, the
// compiler's IDs qualify framework types (System.Guid) the binder writes
// as written (Guid) where two namespaces imported are not read; they still
// find the symbol, unless only the qualifier tells two overloads apart.
func TestSymbolsByDocIDQualified(t *testing.T) {
	dir := t.TempDir()
	src := `using System;
using System.Text;

namespace Other { public struct Guid { } }

namespace NS
{
    public class C
    {
        public void M(Guid id, int n) { }
        public void N(Guid id) { }
        public void N(Other.Guid id) { }
    }
}
`
	if err := os.WriteFile(filepath.Join(dir, "C.cs"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, b := loadSources(t, dir)
	for doc, want := range map[string]string{
		"M:NS.C.M(System.Guid,System.Int32)": "M:NS.C.M(Guid,System.Int32)",
		"M:NS.C.M(Guid,System.Int32)":        "M:NS.C.M(Guid,System.Int32)",
		"M:NS.C.N(Other.Guid)":               "M:NS.C.N(Other.Guid)",
		"M:NS.C.N(System.Guid)":              "",
		"M:NS.C.M(System.Guid)":              "",
	} {
		got := ""
		if ids := b.SymbolsByDocID(doc); len(ids) == 1 {
			got = b.DocID(ids[0])
		} else if len(ids) > 1 {
			got = fmt.Sprint(ids)
		}
		if got != want {
			t.Errorf("SymbolsByDocID(%s) finds %q, want %q", doc, got, want)
		}
	}
}

// TestDocIDUnreadNamespace: a type that binds to nothing read, written
// where the using directives import one namespace nothing read declares,
// is of that namespace in documentation IDs, as the compiler writes them;
// with two such namespaces imported it stays as written, unless it is a
// well-known type of one of them.
func TestDocIDUnreadNamespace(t *testing.T) {
	checkDocIDs(t, map[string]string{
		"One.cs": `using Microsoft.AspNetCore.Http;
namespace NS { public class One { public void M(HttpContext context, RequestDelegate next) { } } }
`,
		"Two.cs": `using Microsoft.AspNetCore.Http;
using Moq;
namespace NS { public class Two { public void M(HttpFeatures features, HttpContext context) { } } }
`,
		"Inner.cs": `namespace NS.Inner
{
    using Microsoft.AspNetCore.Http;
    public class Three { public void M(HttpContext context, NS.One one) { } }
}
`,
	}, []string{
		"M:NS.One.M(Microsoft.AspNetCore.Http.HttpContext,Microsoft.AspNetCore.Http.RequestDelegate)",
		"M:NS.Two.M(HttpFeatures,Microsoft.AspNetCore.Http.HttpContext)", // well known, wherever it is imported
		"M:NS.Inner.Three.M(Microsoft.AspNetCore.Http.HttpContext,NS.One)",
	})
}

// TestDocIDUnreadNamespaceOwn: in a project, an enclosing namespace
// outside the project's own may hold such a type too (EF Core declares
// extensions in Microsoft.Extensions.DependencyInjection, whose types it
// does not read): the type then stays as written, unless it is a
// well-known type of that namespace (IServiceCollection).
func TestDocIDUnreadNamespaceOwn(t *testing.T) {
	checkDocIDs(t, map[string]string{
		"App.csproj": `<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`,
		"Web.cs": `using Microsoft.AspNetCore.Http;
namespace App.Web { public class Handler { public void M(HttpContext context) { } } }
`,
		"Extensions.cs": `using Microsoft.Extensions.Logging;
namespace Microsoft.Extensions.DependencyInjection { public static class AppExtensions { public static void Add(this IServiceCollection services) { } public static void Use(this ServiceThing thing) { } } }
`,
	}, []string{
		"M:App.Web.Handler.M(Microsoft.AspNetCore.Http.HttpContext)",
		"M:Microsoft.Extensions.DependencyInjection.AppExtensions.Add(Microsoft.Extensions.DependencyInjection.IServiceCollection)",
		"M:Microsoft.Extensions.DependencyInjection.AppExtensions.Use(ServiceThing)",
	})
}

// checkDocIDs writes files into a folder, opens it, and checks that
// each of want is the documentation ID of one symbol.
func checkDocIDs(t *testing.T, files map[string]string, want []string) {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, b := loadSources(t, dir)
	for _, id := range want {
		if ids := b.SymbolsByDocID(id); len(ids) != 1 || b.DocID(ids[0]) != id {
			t.Errorf("no symbol has the ID %s", id)
		}
	}
}

// TestArgumentValues renders more constants than the fixture shows, each
// expected as Roslyn's TypedConstant.ToCSharpString writes it.
func TestArgumentValues(t *testing.T) {
	cases := []struct{ arg, want string }{
		{`"a\u0001b"`, `"a\u0001b"`},
		{`"\u2028"`, `"\u2028"`},
		{`"\uD83D\uDE00 \uD800"`, `"😀 \ud800"`},
		{`"\U0001F600"`, `"😀"`},
		{`"\x41\x0042"`, `"AB"`},
		{`'\n'`, `'\n'`},
		{`'"'`, `'"'`},
		{`"it's"`, `"it's"`},
		{`""`, `""`},
		{`"""raw "quoted" text"""`, `"raw \"quoted\" text"`},
		{`$"no holes"`, `"no holes"`},
		{`$"{C.Text} and more"`, `$"{C.Text} and more"`},
		{`"a" + "b" + C.Text`, `"abtext"`},
		{`"n" + 1`, `"n" + 1`},
		{`1e15`, `1E+15`},
		{`123456789012345.0`, `123456789012345`},
		{`0.0001`, `0.0001`},
		{`0.00001`, `1E-05`},
		{`1e7f`, `1E+07`},
		{`0.1f`, `0.1`},
		{`1.0 / 3`, `0.3333333333333333`},
		{`9.99m`, `9.99`},
		{`0xFFFF_FFFF_FFFF_FFFFUL`, `18446744073709551615`},
		{`0b1010`, `10`},
		{`-C.Number`, `-7`},
		{`(byte)300`, `44`},
		{`(char)65`, `'A'`},
		{`(double)C.Number / 2`, `3.5`},
		{`1 << 4 | 1`, `17`},
		{`~0`, `-1`},
		{`!true`, `false`},
		{`C.Number > 3`, `C.Number > 3`},
		{`E.A | E.B`, `NS.E.None | NS.E.A | NS.E.B`}, // zero-valued members always "match"
		{`E.A | E.B | E.C`, `NS.E.All`},
		{`(E)8`, `8`},
		{`E.None`, `NS.E.None`},
		{`(E)0`, `NS.E.None`},
		{`C.Flag`, `NS.E.B`},
		{`E.B - E.A`, `1`},
		{`typeof(C)`, `typeof(NS.C)`},
		{`typeof(G<C>)`, `typeof(NS.G<NS.C>)`},
		{`typeof(G<>)`, `typeof(NS.G<>)`},
		{`typeof(int?)`, `typeof(int?)`},
		{`typeof(Dictionary<string, int>)`, `typeof(Dictionary<string, int>)`},
		{`new object[] { 1, "a", null, typeof(C), E.A, Unknown.Value }`, `{1, "a", null, typeof(NS.C), NS.E.A, Unknown.Value}`},
		{`new[] { new[] { 1 }, new int[0] }`, `{{1}, {}}`},
		{`nameof(G<int>.Inner)`, `"Inner"`},
		{`nameof(@class)`, `"class"`},
		{`default`, `default`},
		{`C.Method()`, `C.Method()`},
		{`Unknown`, `Unknown`},
	}
	var src strings.Builder
	src.WriteString(`namespace NS;

[System.Flags]
public enum E { None = 0, A = 1, B = 2, C = 4, All = A | B | C }

public static class C
{
    public const string Text = "text";
    public const int Number = 7;
    public const E Flag = E.B;
}

public class G<T> { public class Inner { } }

[System.AttributeUsage(System.AttributeTargets.All, AllowMultiple = true)]
public sealed class VAttribute(object value) : System.Attribute { }

public class Uses
{
`)
	for _, c := range cases {
		fmt.Fprintf(&src, "    [V(%s)]\n", c.arg)
	}
	src.WriteString("    public void M() { }\n}\n")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "Values.cs"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, b := loadWorkspace(t, dir)
	ids := b.SymbolsByDocID("M:NS.Uses.M")
	if len(ids) != 1 {
		t.Fatalf("M:NS.Uses.M: %v", ids)
	}
	attrs := b.Attributes(ids[0], false)
	if len(attrs) != len(cases) {
		t.Fatalf("%d attributes, want %d", len(attrs), len(cases))
	}
	for i, c := range cases {
		a := attrs[i]
		if a.Type.Display != "NS.VAttribute" || len(a.Args) != 1 {
			t.Errorf("[V(%s)]: %+v", c.arg, a)
			continue
		}
		if got := a.Args[0].Value; got != c.want {
			t.Errorf("[V(%s)] = %s, want %s", c.arg, got, c.want)
		}
	}
}
