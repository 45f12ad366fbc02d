package backend

import (
	"strings"
	"testing"
)

// TestShapeAfter: what the tokens after a name (marked by the first @@)
// say of its use.
func TestShapeAfter(t *testing.T) {
	for _, c := range []struct {
		code string
		want callShape
	}{
		{"x.@@Area(1);", callShape{call: true, lo: 1, hi: 1}},
		{"x.@@Area();", callShape{call: true, lo: 0, hi: 0}},
		{"x.@@Area(1, f(2, 3), new[] { 4, 5 });", callShape{call: true, lo: 3, hi: 3}},
		{"x.@@Area<int, List<string>>(1);", callShape{angle: true, typeArgs: 2, call: true, lo: 1, hi: 1}},
		{"x.@@Area<(int, string), int[,]>();", callShape{angle: true, typeArgs: 2, call: true, lo: 0, hi: 0}},
		{"x.@@Area < y;", callShape{angle: true, lo: -1}},
		{"x.@@Area <= y;", callShape{angle: true, lo: -1}},
		{"x.@@Area<A, B> y;", callShape{angle: true, lo: -1}},
		{"x.@@Area(G<A, B>(7), 1);", callShape{call: true, lo: 2, hi: 2}},
		{"x.@@Area(a < b, c > d);", callShape{call: true, lo: -1}},
		{"x.@@Area(n < 3);", callShape{call: true, lo: -1}},
		{"x.@@Area(a <= b, 2);", callShape{call: true, lo: 2, hi: 2}},
		{"[@@Label(\"b\", Rank = 2, Note = \"n\")]", callShape{call: true, lo: 1, hi: 3}},
		{"x.@@Area(a == 4, b => b);", callShape{call: true, lo: 2, hi: 2}},
		{"x.@@Area(\"(,\" + $\"{y},{z}\", /* , */ 1);", callShape{call: true, lo: 2, hi: 2}},
		{"x.@@Area(1, 2;", callShape{call: true, lo: -1}},
		{"x.@@Area(1, 2", callShape{call: true, lo: -1}},
		{"x.@@Area.Count", callShape{noGroup: true, lo: -1}},
		{"x.@@Area[0]", callShape{noGroup: true, lo: -1}},
		{"x.@@Area = 1;", callShape{noGroup: true, lo: -1}},
		{"x.@@Area == y", callShape{lo: -1}},
		{"@@Area => Area", callShape{lo: -1}},
		{"F(x.@@Area);", callShape{lo: -1}},
	} {
		off := strings.Index(c.code, "@@")
		src := []byte(c.code[:off] + c.code[off+2:])
		if got := shapeAfter(src, off); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.code, got, c.want)
		}
	}
}
