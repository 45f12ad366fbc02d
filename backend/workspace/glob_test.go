package workspace

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestPatternMatch(t *testing.T) {
	dir := filepath.FromSlash("/p/App")
	tests := []struct {
		spec, path string
		want       bool
	}{
		{"**/*.cs", "/p/App/a.cs", true},
		{"**/*.cs", "/p/App/x/y/a.cs", true},
		{"**/*.cs", "/p/Other/a.cs", false},
		{"**\\*.cs", "/p/App/x/a.cs", true},
		{"*.cs", "/p/App/x/a.cs", false},
		{"src/*/*.cs", "/p/App/src/x/a.cs", true},
		{"Draft?.cs", "/p/App/Draft1.cs", true},
		{"Draft?.cs", "/p/App/Draft10.cs", false},
		{"[gen]/*.cs", "/p/App/[gen]/a.cs", true},
		{"[gen]/*.cs", "/p/App/g/a.cs", false},
		{"{a,b}*.cs", "/p/App/{a,b}x.cs", true},
		{"..\\Shared\\**\\*.cs", "/p/Shared/x/a.cs", true},
		{"/abs/**/*.cs", "/abs/a.cs", true},
		{"Program.cs", "/p/App/Program.cs", true},
		{".\\sub\\..\\Program.cs", "/p/App/Program.cs", true},
		{"program.cs", "/p/App/Program.cs", false},
		{"bin/**", "/p/App/bin/Debug/a.cs", true},
		{"**/.*/**", "/p/App/x/.git/a.cs", true},
		{"**/.*/**", "/p/App/x/a.cs", false},
	}
	for _, tt := range tests {
		if got := newPattern(dir, tt.spec).match(filepath.FromSlash(tt.path)); got != tt.want {
			t.Errorf("pattern %q match %q = %v, want %v", tt.spec, tt.path, got, tt.want)
		}
	}
	if p := newPattern(dir, "**/.*/**"); p.under == nil || !p.under.match(filepath.FromSlash("/p/App/x/.vs")) {
		t.Error("**/.*/** should prune dot-folders")
	}
}

func TestGlob(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a.cs", "b.txt", "sub/c.cs", "sub/deep/d.cs", "bin/e.cs", "sub/.hidden/f.cs", "sub/g.Designer.cs"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ex := excludes{newPattern(dir, "bin/**"), newPattern(dir, "**/.*/**"), newPattern(dir, "**/*.Designer.cs")}
	rel := func(files []string) []string {
		out := []string{}
		for _, f := range files {
			r, _ := filepath.Rel(dir, f)
			out = append(out, filepath.ToSlash(r))
		}
		return out
	}
	c := newDirCache()
	if got, want := rel(c.glob(newPattern(dir, "**/*.cs"), ex)), []string{"a.cs", "sub/c.cs", "sub/deep/d.cs"}; !reflect.DeepEqual(got, want) {
		t.Errorf("**/*.cs: got %v, want %v", got, want)
	}
	if got, want := rel(c.glob(newPattern(dir, "sub/*.cs"), nil)), []string{"sub/c.cs", "sub/g.Designer.cs"}; !reflect.DeepEqual(got, want) {
		t.Errorf("sub/*.cs: got %v, want %v", got, want)
	}
	if got := c.glob(newPattern(dir, "bin/**/*.cs"), ex); len(got) != 0 {
		t.Errorf("a walk inside an excluded folder should find nothing, got %v", got)
	}
	if _, read := c.lists[filepath.Join(dir, "bin")]; read {
		t.Error("the excluded bin folder should never be read")
	}
}
