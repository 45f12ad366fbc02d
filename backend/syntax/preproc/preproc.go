// Package preproc applies C#'s conditional compilation (ECMA-334 §6.5) to a source file before
// it is parsed. tree-sitter-c-sharp keeps both branches of an #if in its tree, and a branch that
// splits a declaration turns it into ERROR nodes; the compiler only sees the active branches, so
// we blank out everything else. Blanking instead of deleting keeps every byte offset, line and
// column valid for the original file.
package preproc

import (
	"bytes"
	"fmt"
)

// Diagnostic reports a malformed directive.
type Diagnostic struct {
	Line    int // 1-based
	Message string
}

// Apply returns src with the directive lines of conditional compilation (#if, #elif, #else,
// #endif, #define, #undef) and every line of an inactive branch replaced by spaces, keeping
// every byte offset, line and column unchanged: each byte that is not '\n' or '\r' becomes ' ',
// so a multi-byte UTF-8 character becomes as many spaces as it has bytes. Other directives
// (#region, #pragma, #nullable, ...) are kept in active regions.
//
// defines are the project's preprocessor symbols (case-sensitive, as in C#). Apply returns src
// itself, untouched and without allocating, when the file has no conditional directive.
//
// Malformed directives are reported and recovered from as the compiler would go on: an
// unterminated #if runs to the end of the file, a stray #elif/#else/#endif is blanked and
// ignored, and an invalid expression counts as false.
//
// Lines end at "\n", "\r\n" or a lone "\r" (see LineEnd).
func Apply(src []byte, defines []string) (out []byte, diags []Diagnostic) {
	if !hasCandidate(src) {
		return src, nil
	}
	p := proc{src: src, defines: defines, active: true}
	s := newScanner(src)
	for s.more() {
		start, end, dir, isDir := s.next(p.active)
		blank := !p.active
		if isDir && p.directive(s.line, dir) {
			blank = true
		}
		if blank {
			p.blank(start, end)
		}
	}
	for _, f := range p.stack {
		p.report(f.line, "#if without #endif")
	}
	if p.out == nil {
		return src, p.diags
	}
	return p.out, p.diags
}

// HasConditionals reports whether src contains a conditional-compilation directive, that is
// whether Apply would change it. A quick search for '#' at the start of a line settles most
// files; only when one names a conditional directive are the lines lexed, since a '#' line
// inside a multi-line string or comment is not a directive.
func HasConditionals(src []byte) bool {
	if !hasCandidate(src) {
		return false
	}
	s := newScanner(src)
	for s.more() {
		// Everything before the first conditional directive is active.
		if _, _, dir, isDir := s.next(true); isDir {
			if name, _ := splitDirective(dir); name != "" {
				return true
			}
		}
	}
	return false
}

// frame is an #if being processed.
type frame struct {
	line         int  // of the #if, for the missing #endif diagnostic
	parentActive bool // whether the region around the #if is active
	taken        bool // whether no further branch may be active: one was, or the parent is not
	sawElse      bool
}

type proc struct {
	src     []byte
	out     []byte // a copy of src, made at the first blanked line
	defines []string
	syms    map[string]bool // defines plus #define minus #undef; built at first use
	stack   []frame
	active  bool
	diags   []Diagnostic
}

func (p *proc) report(line int, msg string) {
	p.diags = append(p.diags, Diagnostic{Line: line, Message: msg})
}

func (p *proc) blank(start, end int) {
	if p.out == nil {
		p.out = bytes.Clone(p.src)
	}
	line := p.out[start:end]
	for i, c := range line {
		if c != '\r' {
			line[i] = ' '
		}
	}
}

func (p *proc) symbols() map[string]bool {
	if p.syms == nil {
		p.syms = make(map[string]bool, len(p.defines))
		for _, d := range p.defines {
			p.syms[d] = true
		}
	}
	return p.syms
}

// directive handles the directive whose text after '#' is text, on the given line, and reports
// whether it was one of conditional compilation.
func (p *proc) directive(line int, text []byte) bool {
	name, rest := splitDirective(text)
	rest = trimComment(rest)
	top := len(p.stack) - 1
	switch name {
	case "":
		return false
	case "if":
		// Nested in an inactive region, an #if is only tracked, not evaluated.
		v := p.active && p.eval(line, name, rest)
		p.stack = append(p.stack, frame{line: line, parentActive: p.active, taken: v || !p.active})
		p.active = v
	case "elif", "else":
		if top < 0 {
			p.report(line, "#"+name+" without #if")
			return true
		}
		f := &p.stack[top]
		// After an #else, taken is set, so a misplaced branch stays inactive.
		if f.sawElse {
			p.report(line, "#"+name+" after #else")
		}
		v := !f.taken
		if name == "elif" {
			v = v && p.eval(line, name, rest)
		} else {
			f.sawElse = true
			p.expectEnd(line, name, rest)
		}
		f.taken = f.taken || v
		p.active = v
	case "endif":
		if top < 0 {
			p.report(line, "#endif without #if")
			return true
		}
		p.expectEnd(line, name, rest)
		p.active = p.stack[top].parentActive
		p.stack = p.stack[:top]
	case "define", "undef":
		if !p.active {
			break
		}
		if !isSymbol(rest) {
			p.report(line, fmt.Sprintf("#%s: invalid symbol %q", name, rest))
			break
		}
		// The compiler rejects these after the first token (CS1032); that error is its own
		// to report, the symbol change is applied regardless.
		if name == "define" {
			p.symbols()[string(rest)] = true
		} else {
			delete(p.symbols(), string(rest))
		}
	}
	return true
}

func (p *proc) eval(line int, name string, expr []byte) bool {
	v, ok := eval(expr, p.symbols())
	if !ok {
		p.report(line, fmt.Sprintf("#%s: invalid expression %q", name, expr))
	}
	return v
}

func (p *proc) expectEnd(line int, name string, rest []byte) {
	if len(rest) > 0 {
		p.report(line, fmt.Sprintf("#%s: unexpected %q", name, rest))
	}
}

var conditionals = []string{"if", "elif", "else", "endif", "define", "undef"}

// splitDirective splits the text after a directive's '#' into the name of a conditional
// directive ("" for any other) and the rest of the line.
func splitDirective(text []byte) (name string, rest []byte) {
	i := 0
	for i < len(text) && isSpace(text[i]) {
		i++
	}
	j := i
	for j < len(text) && isIdent(text[j]) {
		j++
	}
	for _, c := range conditionals {
		if string(text[i:j]) == c {
			return c, text[j:]
		}
	}
	return "", nil
}

// trimComment drops the single-line comment a directive may end with, and surrounding spaces.
func trimComment(b []byte) []byte {
	if i := bytes.Index(b, []byte("//")); i >= 0 {
		b = b[:i]
	}
	return bytes.TrimSpace(b)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'
}

// isIdent reports whether c may be part of a symbol; any non-ASCII byte is taken as part of a
// Unicode letter, which is enough to delimit symbols.
func isIdent(c byte) bool {
	return c == '_' || 'a' <= c|0x20 && c|0x20 <= 'z' || isDigit(c) || c >= 0x80
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isSymbol(b []byte) bool {
	if len(b) == 0 || isDigit(b[0]) || string(b) == "true" || string(b) == "false" {
		return false
	}
	for _, c := range b {
		if !isIdent(c) {
			return false
		}
	}
	return true
}
