package bind_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
)

// TestSignatures checks the signature of every symbol of
// testdata/signatures against signatures.txt: each documentation ID
// followed by the signature, indented. The signatures were written by hand
// from what Roslyn displays with the options Signature lists, and the
// differences it names (async shown, values as written, types outside the
// workspace as written, base lists of types).
func TestSignatures(t *testing.T) {
	s, b := loadWorkspace(t, "testdata/signatures")
	var sb strings.Builder
	var write func(id index.SymbolID)
	write = func(id index.SymbolID) {
		sb.WriteString(b.DocID(id) + "\n\t" + b.Signature(id) + "\n")
		for _, m := range s.Sym(id).Members {
			write(m)
		}
	}
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).Container == index.NoSymbol && !s.External(index.SymbolID(i)) {
			write(index.SymbolID(i))
		}
	}
	golden.Check(t, "testdata/signatures/signatures.txt", sb.String())
}

// TestSignatureExtensionBlock: a C# 14 extension block's members show their
// block between the static class and their name; file-local types say file.
func TestSignatureExtensionBlock(t *testing.T) {
	dir := t.TempDir()
	src := `namespace X;

public static class Text
{
    extension(string s)
    {
        public bool IsBlank => s.Length == 0;
        public string Repeat(int count) => s;
    }

    extension<T>(IEnumerable<T> items) where T : class
    {
        public static T? FirstOrNull(IEnumerable<T> more) => null;
    }
}

file sealed class Local { }
`
	if err := os.WriteFile(filepath.Join(dir, "Text.cs"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	s, b := loadWorkspace(t, dir)
	want := map[string]string{
		"X.Text.IsBlank":     "public bool X.Text.extension(string s).IsBlank { get; }",
		"X.Text.Repeat":      "public string X.Text.extension(string s).Repeat(int count)",
		"X.Text.FirstOrNull": "public static T? X.Text.extension<T>(IEnumerable<T> items).FirstOrNull(IEnumerable<T> more)",
		"X.Local":            "file sealed class X.Local",
	}
	for i := range s.SymbolCount() {
		sym := s.Sym(index.SymbolID(i))
		if w, ok := want[sym.FullName]; ok {
			if got := b.Signature(index.SymbolID(i)); got != w {
				t.Errorf("%s:\n got  %s\n want %s", sym.FullName, got, w)
			}
			delete(want, sym.FullName)
		}
	}
	for name := range want {
		t.Errorf("no symbol %s", name)
	}
}
