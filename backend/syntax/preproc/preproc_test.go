package preproc

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/glider-dev/glider/backend/internal/golden"
)

// Each testdata/NAME.cs starts with "// defines: A;B"; NAME.golden is the expected output and
// NAME.diags the expected diagnostics, absent when there are none.
func TestGolden(t *testing.T) {
	inputs, err := filepath.Glob("testdata/*.cs")
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no test cases: %v", err)
	}
	for _, in := range inputs {
		base := strings.TrimSuffix(in, ".cs")
		t.Run(filepath.Base(base), func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			out, diags := Apply(src, definesOf(src))
			var gotDiags strings.Builder
			for _, d := range diags {
				fmt.Fprintf(&gotDiags, "%d: %s\n", d.Line, d.Message)
			}
			if golden.Update() {
				writeGolden(t, base+".golden", out)
				writeGolden(t, base+".diags", []byte(gotDiags.String()))
				return
			}
			want, err := os.ReadFile(base + ".golden")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out, want) {
				t.Errorf("output differs from %s.golden (-want +got):\n%s", base, lineDiff(want, out))
			}
			wantDiags, err := os.ReadFile(base + ".diags")
			if err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			if gotDiags.String() != string(wantDiags) {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", gotDiags.String(), wantDiags)
			}
			checkInvariants(t, src, definesOf(src))
		})
	}
}

func definesOf(src []byte) []string {
	first, _, _ := bytes.Cut(src, []byte("\n"))
	list, ok := strings.CutPrefix(strings.TrimSpace(string(first)), "// defines:")
	if !ok {
		panic("test case without a // defines: line")
	}
	var defines []string
	for d := range strings.SplitSeq(list, ";") {
		if d = strings.TrimSpace(d); d != "" {
			defines = append(defines, d)
		}
	}
	return defines
}

// writeGolden writes data to path, or removes path when data is empty.
func writeGolden(t *testing.T, path string, data []byte) {
	var err error
	if len(data) == 0 {
		err = os.Remove(path)
		if os.IsNotExist(err) {
			err = nil
		}
	} else {
		err = os.WriteFile(path, data, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// lineDiff lists the lines that differ, quoted so that blanked text and '\r' show.
func lineDiff(want, got []byte) string {
	w, g := strings.Split(string(want), "\n"), strings.Split(string(got), "\n")
	var b strings.Builder
	for i := range max(len(w), len(g)) {
		wl, gl := "(none)", "(none)"
		if i < len(w) {
			wl = fmt.Sprintf("%q", w[i])
		}
		if i < len(g) {
			gl = fmt.Sprintf("%q", g[i])
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n-%s\n+%s\n", i+1, wl, gl)
		}
	}
	return b.String()
}

func TestUnchangedIsSrc(t *testing.T) {
	defines := []string{"A"}
	for _, src := range []string{
		"",
		"class C { string s = \"#if A\"; }\n",
		"#region R\n#nullable enable\nclass C {}\n#endregion",
		"var s = @\"\n#if A\n\";\n/*\n#endif\n*/", // candidates that are not directives
	} {
		b := []byte(src)
		if HasConditionals(b) {
			t.Errorf("HasConditionals(%q) = true", src)
		}
		out, diags := Apply(b, defines)
		if unsafe.SliceData(out) != unsafe.SliceData(b) || len(out) != len(b) || diags != nil {
			t.Errorf("Apply(%q) did not return src itself", src)
		}
		if n := testing.AllocsPerRun(10, func() { Apply(b, defines) }); n != 0 {
			t.Errorf("Apply(%q) allocates %v times", src, n)
		}
	}
}

func TestBOM(t *testing.T) {
	src := "\xEF\xBB\xBF#if A\nx\n#endif"
	want := "\xEF\xBB\xBF     \n \n      "
	if out, _ := Apply([]byte(src), nil); string(out) != want {
		t.Errorf("Apply(%q) = %q, want %q", src, out, want)
	}
}

// A hostile expression must neither exhaust the stack nor take long.
func TestDeepExpression(t *testing.T) {
	for _, c := range []struct {
		expr   string
		active bool
		diags  int
	}{
		{strings.Repeat("(", 1e6) + "A", false, 1},
		{strings.Repeat("(", maxDepth) + "A" + strings.Repeat(")", maxDepth), true, 0},
		{strings.Repeat("!", 1e6) + "A", true, 0},
	} {
		out, diags := Apply([]byte("#if "+c.expr+"\nx\n#endif"), []string{"A"})
		if active := bytes.Contains(out, []byte("\nx\n")); active != c.active || len(diags) != c.diags {
			t.Errorf("#if %.20q...: active %v with %d diagnostics, want %v with %d", c.expr, active, len(diags), c.active, c.diags)
		}
	}
}

// pieces are the fragments random inputs are made of: directives, the openers and closers of
// every lexical state, line breaks and multi-byte text.
var pieces = []string{
	"\n#if A", "\n#if !B && (A || C)", "\n#elif B", "\n#else", "\n#endif", "\n#define C", "\n#undef A",
	"\n  # if A // c", "\n#region x", "\n#if (", "#if A", "\n", "\r\n", "\r", "x", " ", "\"", "@\"", "$@\"",
	"\"\"\"", "$$\"\"\"", "'", "\\", "/*", "*/", "//", "é", "日", "\xff", "(", "&&", "||", "!", "==",
}

func TestRandomInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range r.IntN(40) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		checkInvariants(t, []byte(b.String()), []string{"A", "B"})
	}
}

func FuzzApply(f *testing.F) {
	inputs, _ := filepath.Glob("testdata/*.cs")
	for _, in := range inputs {
		src, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src, strings.Join(definesOf(src), ";"))
	}
	f.Fuzz(func(t *testing.T, src []byte, defines string) {
		checkInvariants(t, src, strings.Split(defines, ";"))
	})
}

// checkInvariants checks that Apply only blanks bytes other than line breaks, that it returns
// src itself exactly when HasConditionals says so, and that its output has no conditional left.
func checkInvariants(t *testing.T, src []byte, defines []string) {
	t.Helper()
	out, diags := Apply(src, defines)
	if len(out) != len(src) {
		t.Fatalf("Apply(%q): len %d, want %d", src, len(out), len(src))
	}
	for i := range src {
		if out[i] != src[i] && (out[i] != ' ' || src[i] == '\n' || src[i] == '\r') {
			t.Fatalf("Apply(%q): byte %d %q became %q", src, i, src[i], out[i])
		}
	}
	// C#'s lines: each '\n', and each '\r' no '\n' follows, ends one
	lines := 1 + bytes.Count(src, []byte("\n")) + bytes.Count(src, []byte("\r")) - bytes.Count(src, []byte("\r\n"))
	for _, d := range diags {
		if d.Line < 1 || d.Line > lines {
			t.Fatalf("Apply(%q): diagnostic %+v out of the %d lines", src, d, lines)
		}
	}
	same := unsafe.SliceData(out) == unsafe.SliceData(src)
	if HasConditionals(src) == same {
		t.Fatalf("HasConditionals(%q) = %v, yet Apply returned src itself: %v", src, !same, same)
	}
	if HasConditionals(out) {
		t.Fatalf("Apply(%q) = %q still has conditionals", src, out)
	}
}

func BenchmarkApply(b *testing.B) {
	for _, bc := range []struct {
		name       string
		directives bool
	}{{"directives", true}, {"plain", false}} {
		src := synthetic(1<<20, bc.directives)
		defines := []string{"NET", "NET8_0_OR_GREATER", "TRACE"}
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				Apply(src, defines)
			}
		})
	}
}

// synthetic returns about size bytes of C# with strings, comments and regions, and with
// conditional directives if asked.
func synthetic(size int, directives bool) []byte {
	var b bytes.Buffer
	b.WriteString("using System;\n#nullable enable\n\nnamespace Bench;\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "#region Type%d\n/// <summary>Type number %d.</summary>\npublic sealed class Type%d\n{\n", i, i, i)
		if directives {
			fmt.Fprintf(&b, "#if NET\n    public static int Run%d(ReadOnlySpan<char> s)\n#else\n    public static int Run%d(string s)\n#endif\n", i, i)
		} else {
			fmt.Fprintf(&b, "    public static int Run%d(string s)\n", i)
		}
		b.WriteString("    {\n        var path = @\"C:\\temp\\\" + \"a \\\"quoted\\\" #hash\";\n")
		b.WriteString("        /* block */ var c = '\\'';\n        return s.Length + path.Length; // done\n    }\n")
		if directives {
			b.WriteString("#if DEBUG && !TRACE\n    private static void Log(string message) => Console.WriteLine(message);\n#endif\n")
		} else {
			b.WriteString("    private static void Log(string message) => Console.WriteLine(message);\n")
		}
		b.WriteString("}\n#endregion\n\n")
	}
	return b.Bytes()
}
