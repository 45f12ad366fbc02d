package preproc

import "bytes"

var bom = []byte("\xEF\xBB\xBF")

// hasCandidate reports whether some line starts, after spaces, with '#' and the name of a
// conditional directive. bytes.IndexByte makes this run at memory speed on the many files
// without any '#', and files with only #region or #nullable lines stay on this fast path.
func hasCandidate(src []byte) bool {
	for i := 0; ; {
		j := bytes.IndexByte(src[i:], '#')
		if j < 0 {
			return false
		}
		j += i
		k := j
		for k > 0 && isSpace(src[k-1]) {
			k--
		}
		lineStart := k == 0 || src[k-1] == '\n' || src[k-1] == '\r' || k == len(bom) && bytes.HasPrefix(src, bom)
		if lineStart {
			if name, _ := splitDirective(src[j+1:]); name != "" {
				return true
			}
		}
		i = j + 1
	}
}

// mode is the lexical state at the start of a line. Only constructs that can span lines matter:
// regular strings and char literals cannot contain a newline, so they end with their line.
type mode uint8

const (
	inCode mode = iota
	inBlockComment
	inVerbatim // @"..." and $@"..."
	inRaw      // """...""", with scanner.quotes quotes
)

// scanner walks src line by line, telling directive lines apart. It lexes active lines just
// enough to know when a line starts inside a block comment, a verbatim or a raw string, where a
// '#' does not start a directive. Inactive lines are not lexed: C# does not tokenise skipped
// sections, it only looks for directives in them.
//
// Interpolation holes are lexed as string content: quotes inside them come in pairs, except in
// rare cases such as a '"' char literal in a hole of a multi-line string.
type scanner struct {
	src    []byte
	pos    int // start of the next line
	line   int // 1-based number of the line last returned by next
	mode   mode
	quotes int // length of the quote run closing the current raw string
}

func newScanner(src []byte) scanner {
	s := scanner{src: src}
	if bytes.HasPrefix(src, bom) {
		// tree-sitter skips a byte order mark too; it must stay, and not hide a directive.
		s.pos = len(bom)
	}
	return s
}

func (s *scanner) more() bool { return s.pos < len(s.src) }

// next returns the bounds of the next line, without its line break, and whether it is a
// directive, with dir the text after its '#'. active says whether the line is in an active
// region.
func (s *scanner) next(active bool) (start, end int, dir []byte, isDir bool) {
	start = s.pos
	end, s.pos = LineEnd(s.src, start)
	s.line++
	line := s.src[start:end]
	if s.mode == inCode {
		i := 0
		for i < len(line) && isSpace(line[i]) {
			i++
		}
		if i < len(line) && line[i] == '#' {
			// The rest of a directive line is not code: "#region Don't" opens no char literal.
			return start, end, line[i+1:], true
		}
	}
	if active {
		s.lex(line)
	}
	return start, end, nil, false
}

// special marks the bytes that may start a string, a char literal or a comment.
var special = [256]bool{'"': true, '\'': true, '/': true}

// lex advances the lexical state over a line of active code.
func (s *scanner) lex(line []byte) {
	for i := 0; i < len(line); {
		switch s.mode {
		case inBlockComment:
			j := bytes.Index(line[i:], []byte("*/"))
			if j < 0 {
				return
			}
			i += j + 2
			s.mode = inCode
		case inVerbatim:
			j := bytes.IndexByte(line[i:], '"')
			if j < 0 {
				return
			}
			i += j + 1
			if i < len(line) && line[i] == '"' {
				i++ // "" is an escaped quote
			} else {
				s.mode = inCode
			}
		case inRaw:
			j := bytes.IndexByte(line[i:], '"')
			if j < 0 {
				return
			}
			n := quoteRun(line[i+j:])
			i += j + n
			if n >= s.quotes {
				s.mode = inCode
			}
		default:
			for i < len(line) && !special[line[i]] {
				i++
			}
			if i == len(line) {
				return
			}
			switch line[i] {
			case '/':
				switch {
				case bytes.HasPrefix(line[i:], []byte("//")):
					return
				case bytes.HasPrefix(line[i:], []byte("/*")):
					s.mode = inBlockComment
					i += 2
				default:
					i++
				}
			case '\'':
				i = skipQuoted(line, i+1, '\'')
			case '"':
				switch n := quoteRun(line[i:]); {
				case verbatimPrefix(line[:i]):
					s.mode = inVerbatim
					i++
				case n >= 3:
					s.mode = inRaw
					s.quotes = n
					i += n
				case n == 2:
					i += 2 // ""
				default:
					i = skipQuoted(line, i+1, '"')
				}
			}
		}
	}
}

// quoteRun returns the number of quotes b starts with.
func quoteRun(b []byte) int {
	n := 0
	for n < len(b) && b[n] == '"' {
		n++
	}
	return n
}

// verbatimPrefix reports whether the '"' that follows code makes a verbatim string: it is
// preceded by a run of '$' and '@' holding an '@'. Strings and comments end in other bytes, so
// the run is code.
func verbatimPrefix(code []byte) bool {
	for i := len(code) - 1; i >= 0 && (code[i] == '$' || code[i] == '@'); i-- {
		if code[i] == '@' {
			return true
		}
	}
	return false
}

// skipQuoted returns the index after the quote q closing the literal whose content starts at
// line[i], honouring backslash escapes, or len(line) if the literal is not closed.
func skipQuoted(line []byte, i int, q byte) int {
	for i < len(line) {
		switch line[i] {
		case '\\':
			i += 2
		case q:
			return i + 1
		default:
			i++
		}
	}
	return len(line)
}

// LineEnd returns where the line that starts at start ends (where its line break begins) and
// where the next one starts. A line ends at "\n", "\r\n" or a lone "\r", as C# and the LSP
// clients end lines (a file of mixed line ends may have all three).
func LineEnd(src []byte, start int) (end, next int) {
	line := src[start:]
	i := bytes.IndexByte(line, '\n')
	if i >= 0 {
		line = line[:i] // a '\r' is looked for up to the line feed only, not through the file
	}
	if r := bytes.IndexByte(line, '\r'); r >= 0 && (i < 0 || r+1 < i) {
		return start + r, start + r + 1 // a lone '\r' before the next '\n'
	}
	if i < 0 {
		return len(src), len(src)
	}
	end = start + i
	if end > start && src[end-1] == '\r' {
		end--
	}
	return end, start + i + 1
}

// HasLoneCarriageReturn says whether src has a '\r' that no '\n' follows: a line break for C#
// that tree-sitter and a count of '\n' do not see.
func HasLoneCarriageReturn(src []byte) bool {
	return nextLoneCarriageReturn(src, 0) >= 0
}

// WithLineFeeds returns src with each lone '\r' made a '\n' (a copy), or src itself when it has
// none: text whose lines a reader that ends lines at '\n' only (tree-sitter) counts as C# does.
func WithLineFeeds(src []byte) []byte {
	i := nextLoneCarriageReturn(src, 0)
	if i < 0 {
		return src
	}
	out := bytes.Clone(src)
	for ; i >= 0; i = nextLoneCarriageReturn(src, i+1) {
		out[i] = '\n'
	}
	return out
}

// nextLoneCarriageReturn is the offset of the first '\r' at or after from that no '\n'
// follows, or -1.
func nextLoneCarriageReturn(src []byte, from int) int {
	for i := from; i < len(src); {
		j := bytes.IndexByte(src[i:], '\r')
		if j < 0 {
			return -1
		}
		if i += j; i+1 == len(src) || src[i+1] != '\n' {
			return i
		}
		i++
	}
	return -1
}
