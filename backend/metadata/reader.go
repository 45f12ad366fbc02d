// Package metadata reads .NET assemblies: PE files carrying ECMA-335
// metadata. Opening an assembly parses only the headers and the table row
// counts and offsets; rows, names and signatures are decoded when asked for.
// A malformed file is an error (or an empty or partial answer), never a
// panic.
package metadata

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
)

// File is one assembly (or module) opened for reading. Its methods are safe
// for concurrent use.
type File struct {
	Path string
	data []byte

	strings            string // the #Strings heap, copied once so names slice it without allocating
	blob, guid         []byte
	defTypes, refTypes []atomic.Pointer[Type] // resolved TypeDef and TypeRef rows
	tables             [numTables]table
	heapSizes          uint8
	sorted             uint64
	uncompressed       bool   // #- stream: Ptr tables may redirect lists
	debugDir           []byte // the PE debug directory's entries, decoded by DebugInfo

	nestOnce sync.Once
	nest     nestMaps
	lazyOnce sync.Once
	lazy     lazyMaps
	fwdOnce  sync.Once
	fwd      forwardIndex
}

// table is one metadata table: where its rows start, their size, and the
// offset and width of each column.
type table struct {
	rows    uint32
	rowSize uint32
	data    []byte
	offs    []uint8
	widths  []uint8
}

var le = binary.LittleEndian

// ErrNotAssembly is returned for a PE file without CLI metadata.
var ErrNotAssembly = errors.New("not a .NET assembly (no CLI header)")

// Open reads the file at path.
func Open(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f.Path = path
	return f, nil
}

// Parse reads an assembly held in memory. data must not change afterwards.
func Parse(data []byte) (f *File, err error) {
	defer func() {
		// debug/pe is robust, but a reader of untrusted files guards anyway.
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("malformed assembly: %v", r)
		}
	}()
	pf, err := pe.NewFile(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	defer pf.Close()
	var dirs []pe.DataDirectory
	switch oh := pf.OptionalHeader.(type) {
	case *pe.OptionalHeader32:
		dirs = oh.DataDirectory[:min(int(oh.NumberOfRvaAndSizes), len(oh.DataDirectory))]
	case *pe.OptionalHeader64:
		dirs = oh.DataDirectory[:min(int(oh.NumberOfRvaAndSizes), len(oh.DataDirectory))]
	}
	if len(dirs) <= pe.IMAGE_DIRECTORY_ENTRY_COM_DESCRIPTOR || dirs[pe.IMAGE_DIRECTORY_ENTRY_COM_DESCRIPTOR].VirtualAddress == 0 {
		return nil, ErrNotAssembly
	}
	rva := func(addr, size uint32) ([]byte, error) {
		for _, s := range pf.Sections {
			if addr >= s.VirtualAddress && addr-s.VirtualAddress < max(s.VirtualSize, s.Size) {
				off := uint64(s.Offset) + uint64(addr-s.VirtualAddress)
				end := off + uint64(size)
				if end > uint64(len(data)) || end > uint64(s.Offset)+uint64(s.Size) {
					return nil, fmt.Errorf("RVA %#x+%d outside the file", addr, size)
				}
				return data[off:end], nil
			}
		}
		return nil, fmt.Errorf("RVA %#x in no section", addr)
	}
	cli := dirs[pe.IMAGE_DIRECTORY_ENTRY_COM_DESCRIPTOR]
	hdr, err := rva(cli.VirtualAddress, 72)
	if err != nil {
		return nil, fmt.Errorf("CLI header: %w", err)
	}
	md, err := rva(le.Uint32(hdr[8:]), le.Uint32(hdr[12:]))
	if err != nil {
		return nil, fmt.Errorf("metadata: %w", err)
	}
	f = &File{data: data}
	if len(dirs) > pe.IMAGE_DIRECTORY_ENTRY_DEBUG {
		// A bad debug directory costs the debug information, not the
		// metadata.
		if d := dirs[pe.IMAGE_DIRECTORY_ENTRY_DEBUG]; d.VirtualAddress != 0 {
			f.debugDir, _ = rva(d.VirtualAddress, d.Size)
		}
	}
	if err := f.parseRoot(md); err != nil {
		return nil, err
	}
	return f, nil
}

// streamHeader is one stream of a metadata root: its name and where it lies
// from the root's start.
type streamHeader struct {
	name      string
	off, size uint64
}

// streamHeaders reads the stream headers of a metadata root (§II.24.2.1);
// md needs to hold only the headers.
func streamHeaders(md []byte) ([]streamHeader, error) {
	if len(md) < 16 || le.Uint32(md) != 0x424A5342 {
		return nil, errors.New("bad metadata signature")
	}
	vlen := uint64(le.Uint32(md[12:]))
	p := 16 + vlen
	if p+4 > uint64(len(md)) {
		return nil, errors.New("truncated metadata root")
	}
	n := int(le.Uint16(md[p+2:]))
	p += 4
	var hs []streamHeader
	for range n {
		if p+8 > uint64(len(md)) {
			return nil, errors.New("truncated stream header")
		}
		h := streamHeader{off: uint64(le.Uint32(md[p:])), size: uint64(le.Uint32(md[p+4:]))}
		p += 8
		end := bytes.IndexByte(md[p:min(p+32, uint64(len(md)))], 0)
		if end < 0 {
			return nil, errors.New("bad stream name")
		}
		h.name = string(md[p : p+uint64(end)])
		p += (uint64(end) + 4) &^ 3
		hs = append(hs, h)
	}
	return hs, nil
}

func (f *File) parseRoot(md []byte) error {
	hs, err := streamHeaders(md)
	if err != nil {
		return err
	}
	var tilde []byte
	for _, h := range hs {
		if h.off+h.size > uint64(len(md)) {
			return fmt.Errorf("stream %s outside the metadata", h.name)
		}
		s := md[h.off : h.off+h.size]
		switch h.name {
		case "#Strings":
			f.strings = string(s)
		case "#Blob":
			f.blob = s
		case "#GUID":
			f.guid = s
		case "#~":
			tilde = s
		case "#-":
			tilde, f.uncompressed = s, true
		}
	}
	if tilde == nil {
		return errors.New("no #~ stream")
	}
	return f.parseTables(tilde)
}

func (f *File) parseTables(s []byte) error {
	if len(s) < 24 {
		return errors.New("truncated #~ stream")
	}
	f.heapSizes = s[6]
	valid := le.Uint64(s[8:])
	f.sorted = le.Uint64(s[16:])
	p := 24
	for i := range 64 {
		if valid&(1<<i) == 0 {
			continue
		}
		if p+4 > len(s) {
			return errors.New("truncated table row counts")
		}
		if i < numTables {
			f.tables[i].rows = le.Uint32(s[p:])
		} else {
			return fmt.Errorf("unknown metadata table %#x", i)
		}
		p += 4
	}
	if f.heapSizes&0x40 != 0 { // extra data in #- streams
		p += 4
	}
	for i := range numTables {
		t := &f.tables[i]
		for _, c := range schema[i] {
			w := f.colWidth(c)
			t.offs = append(t.offs, uint8(t.rowSize))
			t.widths = append(t.widths, w)
			t.rowSize += uint32(w)
		}
		size := uint64(t.rows) * uint64(t.rowSize)
		if uint64(p)+size > uint64(len(s)) {
			return fmt.Errorf("metadata table %#x outside the #~ stream", i)
		}
		t.data = s[p : uint64(p)+size]
		p += int(size)
	}
	f.defTypes = make([]atomic.Pointer[Type], f.rows(tTypeDef)+1)
	f.refTypes = make([]atomic.Pointer[Type], f.rows(tTypeRef)+1)
	return nil
}

func (f *File) colWidth(c colSpec) uint8 {
	switch c.kind {
	case cU16:
		return 2
	case cU32:
		return 4
	case cString:
		return 2 + 2*(f.heapSizes&1)
	case cGUID:
		return 2 + (f.heapSizes & 2)
	case cBlob:
		return 2 + (f.heapSizes&4)>>1
	case cTable:
		if f.tables[c.ref].rows >= 1<<16 {
			return 4
		}
		return 2
	default:
		limit := uint32(1) << (16 - codedBits[c.ref])
		for _, t := range codedTables[c.ref] {
			if t >= 0 && f.tables[t].rows >= limit {
				return 4
			}
		}
		return 2
	}
}

// rows returns the number of rows of table t.
func (f *File) rows(t int) uint32 { return f.tables[t].rows }

// col reads column c of row (1-based) of table t; 0 for a row out of range.
func (f *File) col(t int, row uint32, c int) uint32 {
	tb := &f.tables[t]
	if row == 0 || row > tb.rows {
		return 0
	}
	p := (row-1)*tb.rowSize + uint32(tb.offs[c])
	if tb.widths[c] == 2 {
		return uint32(le.Uint16(tb.data[p:]))
	}
	return le.Uint32(tb.data[p:])
}

// decodeCoded splits a coded index into its table and row; table -1 when the
// tag is unused.
func decodeCoded(kind int, v uint32) (int, uint32) {
	bits := codedBits[kind]
	tag := int(v & (1<<bits - 1))
	if tag >= len(codedTables[kind]) {
		return -1, 0
	}
	return codedTables[kind][tag], v >> bits
}

// encodeCoded is the inverse of decodeCoded.
func encodeCoded(kind, t int, row uint32) uint32 {
	for tag, x := range codedTables[kind] {
		if x == t {
			return row<<codedBits[kind] | uint32(tag)
		}
	}
	return 0
}

// str reads a #Strings entry.
func (f *File) str(off uint32) string {
	if off >= uint32(len(f.strings)) {
		return ""
	}
	s := f.strings[off:]
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	return s
}

// blobAt reads a #Blob entry.
func (f *File) blobAt(off uint32) []byte {
	if off >= uint32(len(f.blob)) {
		return nil
	}
	b := f.blob[off:]
	n, k, ok := uncompress(b)
	if !ok || uint64(k)+uint64(n) > uint64(len(b)) {
		return nil
	}
	return b[k : k+int(n)]
}

// guidAt reads a #GUID entry (1-based).
func (f *File) guidAt(i uint32) []byte {
	if i == 0 || uint64(i)*16 > uint64(len(f.guid)) {
		return nil
	}
	return f.guid[(i-1)*16 : i*16]
}

// uncompress reads a compressed unsigned integer (§II.23.2): its value and
// length.
func uncompress(b []byte) (uint32, int, bool) {
	if len(b) == 0 {
		return 0, 0, false
	}
	switch {
	case b[0]&0x80 == 0:
		return uint32(b[0]), 1, true
	case b[0]&0xC0 == 0x80:
		if len(b) < 2 {
			return 0, 0, false
		}
		return uint32(b[0]&0x3F)<<8 | uint32(b[1]), 2, true
	case b[0]&0xE0 == 0xC0:
		if len(b) < 4 {
			return 0, 0, false
		}
		return uint32(b[0]&0x1F)<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3]), 4, true
	}
	return 0, 0, false
}

// listRange gives the rows [lo, hi) of child table child that row of table
// parent owns through its list column (TypeDef.FieldList, MethodDef.ParamList
// ...): up to the next row's list start.
func (f *File) listRange(parent int, row uint32, c int, child int) (uint32, uint32) {
	n := f.rows(child)
	lo := f.col(parent, row, c)
	hi := n + 1
	if row < f.rows(parent) {
		hi = f.col(parent, row+1, c)
	}
	lo, hi = max(lo, 1), min(hi, n+1)
	if lo > hi {
		return hi, hi
	}
	return lo, hi
}

// deref follows a Ptr table (only in #- streams).
func (f *File) deref(ptr int, row uint32) uint32 {
	if f.uncompressed && f.rows(ptr) > 0 {
		return f.col(ptr, row, 0)
	}
	return row
}

// equalRange returns the rows [lo, hi) of table t whose column c equals key,
// by binary search when the table is marked sorted, else by a scan that
// returns the first run.
func (f *File) equalRange(t int, c int, key uint32) (uint32, uint32) {
	n := f.rows(t)
	if f.sorted&(1<<t) != 0 {
		lo, hi := uint32(1), n+1
		for lo < hi {
			m := lo + (hi-lo)/2
			if f.col(t, m, c) < key {
				lo = m + 1
			} else {
				hi = m
			}
		}
		end := lo
		for end <= n && f.col(t, end, c) == key {
			end++
		}
		return lo, end
	}
	for r := uint32(1); r <= n; r++ {
		if f.col(t, r, c) == key {
			end := r
			for end <= n && f.col(t, end, c) == key {
				end++
			}
			return r, end
		}
	}
	return 1, 1
}
