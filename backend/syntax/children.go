package syntax

/*
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

// The few tree-sitter types and functions the batch below needs, as
// tree_sitter/api.h (v0.25) declares them.
typedef struct TSTree TSTree;
typedef struct { uint32_t row; uint32_t column; } TSPoint;
typedef struct { uint32_t context[4]; const void *id; const TSTree *tree; } TSNode;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;
void ts_tree_cursor_reset(TSTreeCursor *, TSNode);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *);
uint16_t ts_tree_cursor_current_field_id(const TSTreeCursor *);
uint16_t ts_node_symbol(TSNode);
uint32_t ts_node_start_byte(TSNode);
uint32_t ts_node_end_byte(TSNode);
TSPoint ts_node_start_point(TSNode);
TSPoint ts_node_end_point(TSNode);

typedef struct {
	TSNode node;
	uint32_t start, end;
	TSPoint sp, ep;
	uint16_t symbol, field;
} glider_child;

// glider_children writes up to cap children of parent into out and returns
// how many there are: one cgo call per node instead of a dozen per child.
static uint32_t glider_children(TSTreeCursor *c, TSNode parent, glider_child *out, uint32_t cap) {
	uint32_t n = 0;
	ts_tree_cursor_reset(c, parent);
	if (!ts_tree_cursor_goto_first_child(c)) return 0;
	do {
		if (n < cap) {
			TSNode x = ts_tree_cursor_current_node(c);
			glider_child *o = &out[n];
			o->node = x;
			o->start = ts_node_start_byte(x);
			o->end = ts_node_end_byte(x);
			o->sp = ts_node_start_point(x);
			o->ep = ts_node_end_point(x);
			o->symbol = ts_node_symbol(x);
			o->field = ts_tree_cursor_current_field_id(c);
		}
		n++;
	} while (ts_tree_cursor_goto_next_sibling(c));
	return n;
}
*/
import "C"

import (
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// child is one child node with what the extractor reads of it, fetched in
// one batch so reading a span or a text costs no cgo call.
type child struct {
	node       sitter.Node
	kind       nodeKind
	field      fieldKind
	start, end int
	sp, ep     sitter.Point
}

// nodeChild describes a node the walk did not get from children (the root).
func nodeChild(n *sitter.Node) child {
	start, end := n.ByteRange()
	return child{node: *n, kind: csGrammar.kind(n.KindId()), start: int(start), end: int(end),
		sp: n.StartPosition(), ep: n.EndPosition()}
}

// childArena holds the child lists of the file being walked.
type childArena struct{ c []child }

// childBuf is where the batch writes: C memory, so that passing it to C
// costs no pointer check (cgo scans Go memory it is given, all of it, on
// every call). A Parser keeps one for all its files and frees it on Close.
type childBuf struct {
	p *C.glider_child
	n int
}

func (b *childBuf) grow(n int) {
	b.free()
	b.p = (*C.glider_child)(C.calloc(C.size_t(n), C.size_t(unsafe.Sizeof(C.glider_child{}))))
	b.n = n
}

func (b *childBuf) free() {
	if b.p != nil {
		C.free(unsafe.Pointer(b.p))
		b.p, b.n = nil, 0
	}
}

// children lists the direct children of n. Only declaration levels are
// ever listed, never member bodies.
func (x *extractor) children(n *child) []child {
	buf := x.buf
	if buf.n == 0 {
		buf.grow(64)
	}
	cur := (*C.TSTreeCursor)(unsafe.Pointer(x.cur))
	node := *(*C.TSNode)(unsafe.Pointer(&n.node))
	count := int(C.glider_children(cur, node, buf.p, C.uint32_t(buf.n)))
	if count > buf.n {
		buf.grow(count)
		C.glider_children(cur, node, buf.p, C.uint32_t(buf.n))
	}
	// The lists come from one arena per parser, reset for each file: a list
	// is only read while the walk is below its node, and growing the arena
	// leaves the lists already handed out where they are.
	start := len(x.arena.c)
	if cap(x.arena.c)-start < count {
		x.arena.c = make([]child, 0, max(2*cap(x.arena.c), count+1024))
		start = 0
	}
	out := x.arena.c[start : start+count]
	x.arena.c = x.arena.c[:start+count]
	for i, b := range unsafe.Slice(buf.p, count) {
		out[i] = child{
			node:  *(*sitter.Node)(unsafe.Pointer(&b.node)),
			kind:  csGrammar.kind(uint16(b.symbol)),
			field: csGrammar.fields[b.field],
			start: int(b.start), end: int(b.end),
			sp: sitter.Point{Row: uint(b.sp.row), Column: uint(b.sp.column)},
			ep: sitter.Point{Row: uint(b.ep.row), Column: uint(b.ep.column)},
		}
	}
	return out
}
