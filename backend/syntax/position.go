package syntax

import (
	"bytes"
	"sort"
	"unicode/utf8"

	"github.com/glider-dev/glider/backend/syntax/preproc"
)

// Pos is a position as the tools report it: a 1-based line and a 1-based
// column counted in UTF-16 code units (what VS Code and the JSON tools use).
type Pos struct{ Line, Col int }

// Before says whether p comes before q.
func (p Pos) Before(q Pos) bool { return p.Line < q.Line || p.Line == q.Line && p.Col < q.Col }

// Span is a half-open range of positions.
type Span struct{ Start, End Pos }

// LineIndex converts between byte offsets, UTF-16 positions and byte columns
// for one file's text. It is the only place that knows about the three ways
// of counting columns; a line ends at "\n", "\r\n" or a lone "\r", as C#
// and the LSP clients end lines, and its break is not part of any column a
// caller can ask for.
type LineIndex struct {
	src        []byte
	lineStarts []int
}

// NewLineIndex indexes the line starts of src.
func NewLineIndex(src []byte) *LineIndex {
	if preproc.HasLoneCarriageReturn(src) {
		starts := []int{0}
		for pos := 0; pos < len(src); {
			end, next := preproc.LineEnd(src, pos)
			if next == end {
				break // the last line, without a break
			}
			starts, pos = append(starts, next), next
		}
		return &LineIndex{src: src, lineStarts: starts}
	}
	starts := make([]int, 1, bytes.Count(src, []byte{'\n'})+1)
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
		starts = append(starts, i)
	}
	return &LineIndex{src: src, lineStarts: starts}
}

// LineCount is the number of lines (a final line without '\n' counts).
func (x *LineIndex) LineCount() int { return len(x.lineStarts) }

// Position returns the 1-based line and UTF-16 column of byte offset off.
func (x *LineIndex) Position(off int) Pos {
	off = min(max(off, 0), len(x.src))
	line := sort.Search(len(x.lineStarts), func(i int) bool { return x.lineStarts[i] > off }) - 1
	return Pos{Line: line + 1, Col: utf16Len(x.src[x.lineStarts[line]:off]) + 1}
}

// Offset returns the byte offset of a 1-based line and UTF-16 column. A column
// past the end of the line, or one that falls inside a surrogate pair, is
// reported with ok=false (off is then clamped to the line's end).
func (x *LineIndex) Offset(p Pos) (off int, ok bool) {
	if p.Line < 1 || p.Line > len(x.lineStarts) || p.Col < 1 {
		return 0, false
	}
	line := x.Line(p.Line)
	start := x.lineStarts[p.Line-1]
	units := 0
	for i := 0; i < len(line); {
		if units == p.Col-1 {
			return start + i, true
		}
		r, size := utf8.DecodeRune(line[i:])
		units += utf16Units(r)
		i += size
		if units > p.Col-1 {
			return start + i - size, false
		}
	}
	return start + len(line), units == p.Col-1
}

// lineCount is the number of lines of src, a final line without a break
// counted.
func lineCount(src []byte) int {
	return 1 + bytes.Count(src, []byte{'\n'}) + bytes.Count(src, []byte{'\r'}) - bytes.Count(src, []byte("\r\n"))
}

// Line returns the bytes of a 1-based line without its line break.
func (x *LineIndex) Line(line int) []byte {
	if line < 1 || line > len(x.lineStarts) {
		return nil
	}
	start, end := x.lineStarts[line-1], len(x.src)
	if line < len(x.lineStarts) {
		end = x.lineStarts[line] - 1
	}
	if end > start && x.src[end-1] == '\r' {
		end--
	}
	return x.src[start:end]
}

// ByteColumn converts a UTF-16 position to a 1-based byte column (Neovim's count).
func (x *LineIndex) ByteColumn(p Pos) (int, bool) {
	off, ok := x.Offset(p)
	return off - x.lineStarts[max(p.Line, 1)-1] + 1, ok
}

// FromByteColumn converts a 1-based line and 1-based byte column to a UTF-16 position.
func (x *LineIndex) FromByteColumn(line, byteCol int) (Pos, bool) {
	l := x.Line(line)
	if l == nil && line != len(x.lineStarts) || byteCol < 1 || byteCol-1 > len(l) {
		return Pos{}, false
	}
	return Pos{Line: line, Col: utf16Len(l[:byteCol-1]) + 1}, true
}

// utf16Len counts the UTF-16 code units of b; an invalid byte counts as one
// unit, as it becomes U+FFFD when an editor decodes it.
func utf16Len(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		n += utf16Units(r)
		i += size
	}
	return n
}

func utf16Units(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// posAt is the fast path used while extracting: tree-sitter already gives the
// row and the byte column, so only the line's prefix needs counting.
func posAt(src []byte, off, row, byteCol int) Pos {
	lineStart := off - byteCol
	if lineStart < 0 || off > len(src) {
		return Pos{Line: row + 1, Col: byteCol + 1}
	}
	return Pos{Line: row + 1, Col: utf16Len(src[lineStart:off]) + 1}
}
