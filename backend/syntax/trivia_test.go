package syntax

import (
	"strings"
	"testing"
)

// TestLeavableTrivia: comments and directives between tokens may be left
// out, but for one whitespace byte that keeps tokens apart, a comment
// between two tokens with no whitespace, and one that holds an offset to
// keep.
func TestLeavableTrivia(t *testing.T) {
	src := "int a; /// <summary>doc</summary>\n  #region R\n  int b;/*glued*/int c; // see <see cref=\"Keep\"/>\n  x/**/y"
	keep := []int{strings.Index(src, "Keep")}
	var got []string
	for _, s := range LeavableTrivia([]byte(src), 0, len(src), keep) {
		got = append(got, src[s[0]:s[1]])
	}
	want := []string{"/// <summary>doc</summary>\n  #region R\n  "}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	p := NewParser()
	defer p.Close()
	class := []byte("class C { /* c */ int/* d */ x; // e\n}")
	if tree := p.ParseTreeExcluding(class, LeavableTrivia(class, 0, len(class), nil)); tree.HasError() {
		t.Errorf("a parse without the comments has errors")
	}
}
