package syntax

import (
	"strings"
	"testing"
)

// TestLineIndex converts positions both ways on the text shapes editors
// disagree about: tabs (one column), CRLF (the \r is no column), non-ASCII
// letters (one UTF-16 unit), characters outside the BMP (two units) and
// invalid bytes (one unit each, as U+FFFD).
func TestLineIndex(t *testing.T) {
	src := "class A {\r\n\tint Größe;\r\n  string s = \"😀x\"; // é\n\xff\xfey\nlast"
	x := NewLineIndex([]byte(src))
	if x.LineCount() != 5 {
		t.Fatalf("LineCount = %d, want 5", x.LineCount())
	}
	for _, c := range []struct {
		needle  string // the first occurrence is looked up
		pos     Pos
		byteCol int
	}{
		{"class", Pos{1, 1}, 1},
		{"{", Pos{1, 9}, 9},
		{"int", Pos{2, 2}, 2},   // after a tab
		{"Größe", Pos{2, 6}, 6}, // ö and ß are one unit each
		{";\r\n  string", Pos{2, 11}, 13},
		{"x\"", Pos{3, 17}, 19}, // 😀 is two units and four bytes
		{"é", Pos{3, 24}, 26},
		{"y", Pos{4, 3}, 3}, // two invalid bytes, one unit each
		{"last", Pos{5, 1}, 1},
	} {
		off := strings.Index(src, c.needle)
		if got := x.Position(off); got != c.pos {
			t.Errorf("Position(%q) = %v, want %v", c.needle, got, c.pos)
		}
		if back, ok := x.Offset(c.pos); !ok || back != off {
			t.Errorf("Offset(%v) = %d, %v, want %d", c.pos, back, ok, off)
		}
		if bc, ok := x.ByteColumn(c.pos); !ok || bc != c.byteCol {
			t.Errorf("ByteColumn(%v) = %d, %v, want %d", c.pos, bc, ok, c.byteCol)
		}
		if p, ok := x.FromByteColumn(c.pos.Line, c.byteCol); !ok || p != c.pos {
			t.Errorf("FromByteColumn(%d, %d) = %v, %v, want %v", c.pos.Line, c.byteCol, p, ok, c.pos)
		}
	}
	if got := string(x.Line(2)); got != "\tint Größe;" {
		t.Errorf("Line(2) = %q: the \\r must not be part of the line", got)
	}
	for _, bad := range []Pos{{0, 1}, {6, 1}, {1, 0}, {1, 30}, {3, 16}} { // {3,16} splits 😀
		if _, ok := x.Offset(bad); ok {
			t.Errorf("Offset(%v) accepted a position outside the text", bad)
		}
	}
}

// TestLineIndexLoneCarriageReturns ends a line at a lone \r as C# and the LSP
// clients do, in a file of mixed line ends (SharpVectors' ScriptObject.cs).
func TestLineIndexLoneCarriageReturns(t *testing.T) {
	src := "a\rbb\r\nc\nd\r"
	x := NewLineIndex([]byte(src))
	if x.LineCount() != 5 || lineCount([]byte(src)) != 5 {
		t.Fatalf("LineCount = %d, lineCount = %d, want 5", x.LineCount(), lineCount([]byte(src)))
	}
	for i, want := range []string{"a", "bb", "c", "d", ""} {
		if got := string(x.Line(i + 1)); got != want {
			t.Errorf("Line(%d) = %q, want %q", i+1, got, want)
		}
	}
	if got := x.Position(strings.Index(src, "c")); got != (Pos{3, 1}) {
		t.Errorf("Position(c) = %v, want 3:1", got)
	}
	if off, ok := x.Offset(Pos{2, 2}); !ok || off != 3 {
		t.Errorf("Offset(2:2) = %d, %v, want 3", off, ok)
	}
}

// TestPositionsThroughTheParser checks that declarations are located the same
// way: a byte order mark is not a column, a tab is one, CRLF counts one line.
func TestPositionsThroughTheParser(t *testing.T) {
	p := NewParser()
	defer p.Close()
	for _, src := range []string{
		"\xEF\xBB\xBFclass Café {\r\n\tvoid 😀M() {}\r\n}\r\n",
		"class Café {\n\tvoid 😀M() {}\n}\n",
	} {
		f := p.Parse([]byte(src))
		if len(f.Decls) < 1 || f.Decls[0].NameSpan != (Span{Pos{1, 7}, Pos{1, 11}}) {
			t.Fatalf("%q: class at %+v", src, f.Decls)
		}
	}
	// A lone \r ends a line, and the // comment before it.
	f := p.Parse([]byte("class A {\r\t// c\r\tvoid M() {}\r}"))
	if len(f.Decls) < 2 || f.Decls[1].Name != "M" || f.Decls[1].NameSpan != (Span{Pos{3, 7}, Pos{3, 8}}) || f.Lines != 4 {
		t.Fatalf("lone \\r: %d lines, %+v", f.Lines, f.Decls)
	}
}
