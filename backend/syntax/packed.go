package syntax

import (
	"encoding/binary"
	"hash/maphash"
	"slices"
)

// A packed tree is a whole syntax tree kept in about 5 bytes a node
// instead of a Node's 24: find_references and the first question about a
// file then need no parse (tree-sitter's parse is most of what they cost),
// for a fifth of the memory the source trees would take.
//
// Nodes follow in preorder, each written as varints: its flags and child
// count (one byte for up to 15 children), its symbol, its field, its start
// (zigzag, from the previous node's) and its length. Parent and Next follow
// from the order and the child counts.
type packedTree struct {
	size  int    // the text's length
	sum   uint64 // and its hash: a tree is read back only with the text it was parsed from
	nodes int
	data  []byte
}

var textSeed = maphash.MakeSeed()

// KeepTree keeps a packed copy of the tree a file was parsed into, for
// Tree. The tree must be the file's whole tree, from the same text as its
// declarations; the first tree kept stays.
func (f *File) KeepTree(t *Tree) {
	f.keep(t.Nodes, t.Src, &packScratch{})
}

// keep keeps the tree of nodes parsed from src.
func (f *File) keep(nodes []Node, src []byte, scratch *packScratch) {
	if f.packed.Load() == nil {
		f.packed.CompareAndSwap(nil, pack(nodes, src, scratch))
	}
}

// packScratch is what packing reuses from tree to tree: the child counts
// and the bytes (copied out at their final size).
type packScratch struct {
	counts []uint32
	data   []byte
}

// Tree returns the file's whole tree for src, unpacked from the copy kept,
// or nil when none is kept or it was parsed from another text.
func (f *File) Tree(src []byte) *Tree {
	if p := f.keptFor(src); p != nil {
		return p.unpack(src, make([]Node, p.nodes))
	}
	return nil
}

// KeptTree is File.Tree unpacked into the parser's buffer, for a tree
// used and dropped at once: it is good until the parser's next KeptTree.
// A search through hundreds of files allocates no nodes.
func (p *Parser) KeptTree(f *File, src []byte) *Tree {
	packed := f.keptFor(src)
	if packed == nil {
		return nil
	}
	if cap(p.nodes) < packed.nodes {
		p.nodes = make([]Node, packed.nodes+packed.nodes/4)
	}
	return packed.unpack(src, p.nodes[:packed.nodes])
}

func (f *File) keptFor(src []byte) *packedTree {
	p := f.packed.Load()
	if p == nil || p.size != len(src) || p.sum != maphash.Bytes(textSeed, src) {
		return nil
	}
	return p
}

// TreeBytes is the memory the file's kept tree takes, 0 for none.
func (f *File) TreeBytes() int {
	if p := f.packed.Load(); p != nil {
		return cap(p.data)
	}
	return 0
}

func pack(nodes []Node, src []byte, scratch *packScratch) *packedTree {
	data := scratch.data[:0]
	children := slices.Grow(scratch.counts[:0], len(nodes))[:len(nodes)]
	clear(children)
	scratch.counts = children
	for i := range nodes {
		if p := nodes[i].Parent; p >= 0 {
			children[p]++
		}
	}
	prevStart := int64(0)
	for i := range nodes {
		n := &nodes[i]
		head := byte(n.Flags) & 0x0f
		if children[i] < 15 {
			data = append(data, head|byte(children[i])<<4)
		} else {
			data = append(data, head|15<<4)
			data = binary.AppendUvarint(data, uint64(children[i]))
		}
		data = binary.AppendUvarint(data, uint64(n.Symbol))
		data = binary.AppendUvarint(data, uint64(n.Field))
		data = binary.AppendVarint(data, int64(n.Start)-prevStart)
		data = binary.AppendUvarint(data, uint64(n.End-n.Start))
		prevStart = int64(n.Start)
	}
	scratch.data = data
	return &packedTree{size: len(src), sum: maphash.Bytes(textSeed, src), nodes: len(nodes), data: slices.Clone(data)}
}

// unpack reads the tree into nodes, which holds p.nodes of them.
func (p *packedTree) unpack(src []byte, nodes []Node) *Tree {
	// open holds the nodes whose children are still being read, with how
	// many are left and the last one read.
	type open struct {
		node, last int32
		left       uint32
	}
	stack := make([]open, 0, 64)
	data, at := p.data, 0
	start := int64(0)
	for i := range nodes {
		head := data[at]
		at++
		children := uint32(head >> 4)
		if children == 15 {
			var v uint64
			v, at = uvarintAt(data, at)
			children = uint32(v)
		}
		n := &nodes[i]
		n.Flags = NodeFlags(head & 0x0f)
		var symbol, field, delta, length uint64
		symbol, at = uvarintAt(data, at)
		field, at = uvarintAt(data, at)
		delta, at = uvarintAt(data, at)
		start += int64(delta>>1) ^ -int64(delta&1) // zigzag, as binary.AppendVarint writes
		length, at = uvarintAt(data, at)
		n.Symbol, n.Field = uint16(symbol), uint16(field)
		n.Start = uint32(start)
		n.End = n.Start + uint32(length)
		n.Parent, n.Next = -1, -1
		if len(stack) > 0 {
			top := &stack[len(stack)-1]
			n.Parent = top.node
			if top.last >= 0 {
				nodes[top.last].Next = int32(i)
			}
			top.last = int32(i)
			if top.left--; top.left == 0 {
				stack = stack[:len(stack)-1]
			}
		}
		if children > 0 {
			stack = append(stack, open{node: int32(i), last: -1, left: children})
		}
	}
	return &Tree{Src: src, Nodes: nodes}
}

// uvarintAt reads the varint at data[at:], and where the next one starts.
func uvarintAt(data []byte, at int) (uint64, int) {
	if b := data[at]; b < 0x80 {
		return uint64(b), at + 1
	}
	v, k := binary.Uvarint(data[at:])
	return v, at + k
}
