package syntax

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct TSTree TSTree;
typedef struct TSParser TSParser;
typedef struct { uint32_t context[4]; const void *id; const TSTree *tree; } TSNode;
TSTree *ts_parser_parse_string(TSParser *, const TSTree *, const char *, uint32_t);
TSNode ts_tree_root_node(const TSTree *);
void ts_tree_delete(TSTree *);
typedef struct { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;
void ts_tree_cursor_reset(TSTreeCursor *, TSNode);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *);
bool ts_tree_cursor_goto_parent(TSTreeCursor *);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *);
uint16_t ts_tree_cursor_current_field_id(const TSTreeCursor *);
uint16_t ts_node_symbol(TSNode);
uint32_t ts_node_start_byte(TSNode);
uint32_t ts_node_end_byte(TSNode);
bool ts_node_is_named(TSNode);
bool ts_node_is_missing(TSNode);
bool ts_node_is_extra(TSNode);
bool ts_node_is_error(TSNode);

typedef struct {
	uint32_t start, end;
	int32_t parent, next;
	uint16_t symbol, field;
	uint8_t flags;
} glider_node;

enum { GLIDER_NAMED = 1, GLIDER_MISSING = 2, GLIDER_EXTRA = 4, GLIDER_ERROR = 8 };

// glider_flatten writes the whole tree below root in preorder, each node
// with its parent and next sibling, and returns the number of nodes. When
// that is more than cap, only the first cap are written (the caller grows
// its buffer and calls again).
static uint32_t glider_flatten(TSTreeCursor *c, TSNode root, glider_node *out, uint32_t cap) {
	uint32_t n = 0;
	int32_t parent = -1, prev = -1;
	ts_tree_cursor_reset(c, root);
	for (;;) {
		TSNode x = ts_tree_cursor_current_node(c);
		int32_t i = (int32_t)n++;
		if ((uint32_t)i < cap) {
			glider_node *o = &out[i];
			o->start = ts_node_start_byte(x);
			o->end = ts_node_end_byte(x);
			o->parent = parent;
			o->next = -1;
			o->symbol = ts_node_symbol(x);
			o->field = ts_tree_cursor_current_field_id(c);
			o->flags = (ts_node_is_named(x) ? GLIDER_NAMED : 0) | (ts_node_is_missing(x) ? GLIDER_MISSING : 0) |
				(ts_node_is_extra(x) ? GLIDER_EXTRA : 0) | (ts_node_is_error(x) ? GLIDER_ERROR : 0);
			if (prev >= 0) out[prev].next = i;
		}
		if (ts_tree_cursor_goto_first_child(c)) {
			parent = i;
			prev = -1;
			continue;
		}
		prev = i;
		while (!ts_tree_cursor_goto_next_sibling(c)) {
			if (!ts_tree_cursor_goto_parent(c)) return n;
			prev = parent;
			parent = ((uint32_t)parent < cap) ? out[parent].parent : -1;
		}
	}
}
*/
import "C"

import (
	"slices"
	"sort"
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// Tree is the whole syntax tree of one file, member bodies included, copied
// into Go memory in one cgo call: reading it afterwards costs none. It is
// what resolving names inside method bodies walks; the index never builds
// one (declarations are extracted from a shallow walk instead).
type Tree struct {
	// Src is the text the offsets count in: the file after conditional
	// compilation, without a UTF-8 byte order mark.
	Src   []byte
	Nodes []Node // in preorder: a node's descendants follow it; Nodes[0] is the root
}

// Node is one node of a Tree.
type Node struct {
	Start, End uint32 // byte offsets in Src
	Parent     int32  // -1 for the root
	Next       int32  // the next sibling, -1 for the last child
	Symbol     uint16 // the grammar's symbol: see Kind
	Field      uint16 // the grammar's field this node fills in its parent, 0 for none
	Flags      NodeFlags
}

// NodeFlags are what tree-sitter says of a node besides its kind.
type NodeFlags uint8

// The node flags.
const (
	Named   NodeFlags = C.GLIDER_NAMED
	Missing NodeFlags = C.GLIDER_MISSING // inserted by error recovery, no text
	Extra   NodeFlags = C.GLIDER_EXTRA   // comments and directives
	Error   NodeFlags = C.GLIDER_ERROR
)

// ParseTree parses src (conditional compilation already applied, and
// without its byte order mark, as index.Snapshot.Source gives it) into a
// whole Tree. Like Parse, it reads the grammar's blind spots through the
// same rewrites; offsets are those of src. A second mark at the start is
// text (a file written with two: blazor-toolkit's), as Parse reads it once
// its one mark is skipped.
func (p *Parser) ParseTree(src []byte) *Tree {
	return p.ParseTreeExcluding(src, nil)
}

// ParseTreeExcluding parses src as ParseTree does but leaves out the byte
// spans in skip (sorted, not overlapping): the parser reads the rest as if
// they were not there, and the tree keeps the offsets of src. Leaving out
// the members that do not matter to a question parses a file in a fraction
// of the time.
func (p *Parser) ParseTreeExcluding(src []byte, skip [][2]int) *Tree {
	if len(skip) > 0 {
		if err := p.p.SetIncludedRanges(includedRanges(src, skip)); err == nil {
			defer p.p.SetIncludedRanges(nil)
		}
	}
	tree := p.parseString(p.dis.apply(src, skip))
	if tree == nil {
		return &Tree{Src: src}
	}
	defer C.ts_tree_delete(tree)
	return p.flatten(C.ts_tree_root_node(tree), src)
}

// flatten copies the tree under node into a Tree over src.
func (p *Parser) flatten(node C.TSNode, src []byte) *Tree {
	return &Tree{Src: src, Nodes: slices.Clone(p.flatNodes(node, len(src)))}
}

// flatNodes writes the tree under node (parsed from n bytes) into the
// parser's C buffer and returns it seen as Nodes, which have the same
// layout: good until the parser's next call. A tree with a form the
// grammar misreads is put right in a new slice.
func (p *Parser) flatNodes(node C.TSNode, n int) []Node {
	if p.cur == nil {
		// A go-tree-sitter Node is a TSNode and nothing else.
		p.cur = (*sitter.Node)(unsafe.Pointer(&node)).Walk()
	}
	cur := (*C.TSTreeCursor)(unsafe.Pointer(p.cur))
	size := n/4 + 64 // about one node per 4 bytes of C#; grown once when that is short
	for {
		if p.flat.size < size {
			p.flat.free()
			p.flat.buf = (*C.glider_node)(C.malloc(C.size_t(size) * C.size_t(unsafe.Sizeof(C.glider_node{}))))
			p.flat.size = size
		}
		if n := int(C.glider_flatten(cur, node, p.flat.buf, C.uint32_t(p.flat.size))); n <= p.flat.size {
			return repairMisreads(unsafe.Slice((*Node)(unsafe.Pointer(p.flat.buf)), n))
		} else {
			size = n
		}
	}
}

// flatBuf is the C memory trees are flattened into.
type flatBuf struct {
	buf  *C.glider_node
	size int
}

func (b *flatBuf) free() {
	if b.buf != nil {
		C.free(unsafe.Pointer(b.buf))
		b.buf, b.size = nil, 0
	}
}

// A Node is a glider_node seen from Go: the same size and field offsets
// (each line fails to compile when they differ).
var (
	_ = [1]struct{}{}[unsafe.Sizeof(Node{})-unsafe.Sizeof(C.glider_node{})]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.End)-unsafe.Offsetof(C.glider_node{}.end)]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.Parent)-unsafe.Offsetof(C.glider_node{}.parent)]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.Next)-unsafe.Offsetof(C.glider_node{}.next)]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.Symbol)-unsafe.Offsetof(C.glider_node{}.symbol)]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.Field)-unsafe.Offsetof(C.glider_node{}.field)]
	_ = [1]struct{}{}[unsafe.Offsetof(Node{}.Flags)-unsafe.Offsetof(C.glider_node{}.flags)]
)

// keepTreeOf keeps, packed with the declarations f, the tree under a
// go-tree-sitter node (a TSNode and nothing else) parsed from src.
func (p *Parser) keepTreeOf(f *File, node *sitter.Node, src []byte) {
	f.keep(p.flatNodes(*(*C.TSNode)(unsafe.Pointer(node)), len(src)), src, &p.pack)
}

// parseString parses text with tree-sitter's own ts_parser_parse_string.
// go-tree-sitter's Parse hands the text over through a read callback that
// copies the rest of the file on every call, and with included ranges the
// parser calls it at every range: a file with many left-out members cost
// quadratic time. The C parser is the one field of go-tree-sitter's Parser.
func (p *Parser) parseString(text []byte) *C.TSTree {
	parser := *(**C.TSParser)(unsafe.Pointer(p.p))
	var data *C.char
	if len(text) > 0 {
		data = (*C.char)(unsafe.Pointer(&text[0]))
	}
	return C.ts_parser_parse_string(parser, nil, data, C.uint32_t(len(text)))
}

// includedRanges is the complement of skip in src, with the row and byte
// column tree-sitter wants for each end.
func includedRanges(src []byte, skip [][2]int) []sitter.Range {
	lineStarts := NewLineIndex(src).lineStarts // C#'s lines, as the parser reads them (see disarmer.apply)
	point := func(off int) sitter.Point {
		row := sort.SearchInts(lineStarts, off+1) - 1
		return sitter.Point{Row: uint(row), Column: uint(off - lineStarts[row])}
	}
	var out []sitter.Range
	at := 0
	for _, s := range append(skip, [2]int{len(src), len(src)}) {
		if s[0] > at {
			out = append(out, sitter.Range{StartByte: uint(at), EndByte: uint(s[0]), StartPoint: point(at), EndPoint: point(s[0])})
		}
		at = max(at, s[1])
	}
	if len(out) == 0 {
		out = append(out, sitter.Range{StartByte: 0, EndByte: 0})
	}
	return out
}

// The accessors below take -1 (a node broken code lacks) and answer with
// nothing: "" or -1.

// Kind is the grammar's name for a node: "invocation_expression",
// "identifier", or for an anonymous token its text ("(", "var").
func (t *Tree) Kind(i int32) string {
	if i < 0 {
		return ""
	}
	if s := int(t.Nodes[i].Symbol); s < len(csGrammar.names) {
		return csGrammar.names[s]
	}
	return "ERROR" // tree-sitter's error symbol, 0xFFFF
}

// FieldName is the grammar field a node fills in its parent ("name",
// "type", "body" ...), "" for none.
func (t *Tree) FieldName(i int32) string {
	if i < 0 {
		return ""
	}
	return csGrammar.fieldNames[t.Nodes[i].Field]
}

// Text is a node's source text; an identifier's is its name, without the
// @ of a verbatim identifier (C# reads @count and count as one name).
func (t *Tree) Text(i int32) string {
	if i < 0 {
		return ""
	}
	start, end := t.Nodes[i].Start, t.Nodes[i].End
	if k := t.Kind(i); start < end && t.Src[start] == '@' && (k == "identifier" || k == "implicit_parameter") {
		start++
	}
	return string(t.Src[start:end])
}

// FirstChild returns a node's first child, or -1.
func (t *Tree) FirstChild(i int32) int32 {
	if j := i + 1; i >= 0 && int(j) < len(t.Nodes) && t.Nodes[j].Parent == i {
		return j
	}
	return -1
}

// Child returns the first child filling a field ("name", "body" ...), or -1.
func (t *Tree) Child(i int32, field string) int32 {
	for c := t.FirstChild(i); c >= 0; c = t.Nodes[c].Next {
		if t.FieldName(c) == field {
			return c
		}
	}
	return -1
}

// NameAt reports whether a name starts at offset: an identifier (written
// @name too), or this or base.
func (t *Tree) NameAt(offset int) bool {
	tok := t.At(offset)
	if tok < 0 {
		return false
	}
	if p := t.Nodes[tok].Parent; p >= 0 && (t.Kind(p) == "identifier" || t.Kind(p) == "implicit_parameter") {
		tok = p // a contextual keyword used as a name
	}
	start := int(t.Nodes[tok].Start)
	if start == offset-1 && t.Src[start] == '@' {
		start++
	}
	k := t.Kind(tok)
	return start == offset && (k == "identifier" || k == "implicit_parameter" || k == "this" || k == "base")
}

// At returns the innermost node whose text holds offset: the token under a
// cursor placed before the character at offset, else the node around it.
func (t *Tree) At(offset int) int32 {
	if len(t.Nodes) == 0 {
		return -1
	}
	at := int32(0)
	for {
		next := int32(-1)
		for c := t.FirstChild(at); c >= 0; c = t.Nodes[c].Next {
			n := &t.Nodes[c]
			if int(n.Start) <= offset && offset < int(n.End) {
				next = c
				break
			}
		}
		if next < 0 {
			return at
		}
		at = next
	}
}

// HasError reports whether the parse met an error: a node of its own or
// one the parser inserted.
func (t *Tree) HasError() bool {
	for i := range t.Nodes {
		if t.Nodes[i].Flags&(Error|Missing) != 0 {
			return true
		}
	}
	return false
}
