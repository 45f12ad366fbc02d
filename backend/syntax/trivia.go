package syntax

import "sort"

// LeavableTrivia lists the comments and directive lines between the tokens
// of src[start:end] that a parse may leave out: documentation comments
// and the like are most of what a partial parse of well-documented code
// would otherwise read. A span that holds one of the offsets in keep (a
// cref to resolve) stays. Each span leaves one whitespace byte beside a
// token, so that no two tokens join; a comment written between two tokens
// with no whitespace stays. The spans are sorted and do not overlap.
func LeavableTrivia(src []byte, start, end int, keep []int) [][2]int {
	if start < 0 || end > len(src) || start >= end {
		return nil
	}
	var out [][2]int
	gap := func(from, to int) {
		if !hasTrivia(src[from:to]) {
			return
		}
		switch {
		case isSpace(src[from]):
			from++
		case isSpace(src[to-1]):
			to--
		default:
			return
		}
		if k := sort.SearchInts(keep, from); from < to && (k == len(keep) || keep[k] >= to) {
			out = append(out, [2]int{from, to})
		}
	}
	lx := NewLexer(src[:end])
	lx.pos = start
	at := start
	for {
		t, ok := lx.Next()
		if !ok {
			break
		}
		gap(at, t.Start)
		at = t.End
	}
	gap(at, end)
	return out
}

// hasTrivia says whether text between two tokens holds more than
// whitespace: a comment or a directive.
func hasTrivia(text []byte) bool {
	for _, c := range text {
		if c == '/' || c == '#' {
			return true
		}
	}
	return false
}
