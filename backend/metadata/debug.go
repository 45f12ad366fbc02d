package metadata

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
)

// DebugInfo is what an assembly says about its debug symbols and where they
// are.
type DebugInfo struct {
	// HasSymbols: a debugger could read symbols, embedded in the assembly
	// or in a file beside it. A CodeView entry alone only says that the
	// build wrote a PDB somewhere.
	HasSymbols bool

	// From the PE debug directory.
	PDBPath           string // the PDB the CodeView entry names, as the compiler wrote it; "" without one
	PDBID             string // the CodeView entry's GUID
	PDBAge            uint32
	Portable          bool   // the CodeView entry names a portable PDB
	Embedded          bool   // a portable PDB is embedded in the assembly
	Deterministic     bool   // built deterministically (a Reproducible entry)
	ChecksumAlgorithm string // the PdbChecksum entry's algorithm ("SHA256"), "" without one

	// From the disk, for a File that Open read: Name.pdb, then
	// Name.dll.mdb (Mono's symbols), beside the assembly.
	Adjacent     string // the symbol file found, "" if none
	AdjacentKind string // "portable", "windows" (MSF) or "mdb"
	Verified     bool   // Adjacent's id matches the assembly's (a Windows PDB's is not read)
	Mismatched   string // a symbol file beside the assembly whose id is another build's
}

// Debug directory entry types (PE/COFF; the portable PDB specification).
const (
	debugCodeView     = 2
	debugReproducible = 16
	debugEmbeddedPDB  = 17
	debugPDBChecksum  = 19
)

var (
	msfMagic = []byte("Microsoft C/C++ MSF 7.00\r\n\x1aDS")
	// Mono's symbol files start with 0x45e82623fd7fa614; the module's MVID
	// follows at offset 16.
	mdbMagic = []byte{0x14, 0xa6, 0x7f, 0xfd, 0x23, 0x26, 0xe8, 0x45}
)

// portableMinor ("PM") is the minor version of a CodeView entry for a
// portable PDB.
const portableMinor = 0x504D

// DebugInfo decodes the PE debug directory and, for a File read by Open,
// looks for a symbol file beside the assembly (on every call: one may
// appear later).
func (f *File) DebugInfo() DebugInfo {
	var d DebugInfo
	var pdbID []byte // the #Pdb id a portable PDB of this build carries: the GUID, then the entry's stamp
	for p := 0; p+28 <= len(f.debugDir); p += 28 {
		e := f.debugDir[p : p+28]
		data := f.fileRange(le.Uint32(e[24:]), le.Uint32(e[16:]))
		switch le.Uint32(e[12:]) {
		case debugCodeView:
			if d.PDBID != "" || len(data) < 24 || string(data[:4]) != "RSDS" { // the first one counts
				continue
			}
			d.PDBID, d.PDBAge = guidString(data[4:20]), le.Uint32(data[20:])
			d.PDBPath = string(untilNUL(data[24:]))
			d.Portable = le.Uint16(e[10:]) == portableMinor
			if d.Portable {
				pdbID = append(append([]byte(nil), data[4:20]...), e[4:8]...)
			}
		case debugReproducible:
			d.Deterministic = true
		case debugEmbeddedPDB:
			d.Embedded = len(data) >= 8 && string(data[:4]) == "MPDB"
		case debugPDBChecksum:
			d.ChecksumAlgorithm = string(untilNUL(data))
		}
	}
	if f.Path != "" {
		stem := f.Path[:len(f.Path)-len(filepath.Ext(f.Path))]
		mvid := f.guidAt(f.col(tModule, 1, 2))
	candidates:
		for _, c := range []struct {
			path string
			want []byte
		}{{stem + ".pdb", pdbID}, {f.Path + ".mdb", mvid}} {
			kind, id := symbolFileID(c.path)
			switch {
			case kind == "":
			case id == nil || c.want == nil: // taken unchecked unless a later one matches
				if d.Adjacent == "" {
					d.Adjacent, d.AdjacentKind = c.path, kind
				}
			case bytes.Equal(id, c.want):
				d.Adjacent, d.AdjacentKind, d.Verified = c.path, kind, true
				break candidates
			default:
				d.Mismatched = c.path
			}
		}
	}
	d.HasSymbols = d.Embedded || d.Adjacent != ""
	return d
}

// fileRange returns size bytes at offset off of the file, nil when outside.
func (f *File) fileRange(off, size uint32) []byte {
	if uint64(off)+uint64(size) > uint64(len(f.data)) {
		return nil
	}
	return f.data[off : off+size]
}

// untilNUL cuts b at its first NUL.
func untilNUL(b []byte) []byte {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return b[:i]
	}
	return b
}

// symbolFileID tells what kind of symbol file path is ("" when none or
// none that we know) and the id that ties it to one build: a portable PDB's
// #Pdb id, an MDB's module version ID; nil when it cannot be read (always
// for a Windows PDB). Only the headers are read.
func symbolFileID(path string) (kind string, id []byte) {
	fh, err := os.Open(path)
	if err != nil {
		return "", nil
	}
	defer fh.Close()
	// Room for a metadata root's headers: a 255-byte version and a few
	// streams.
	head := make([]byte, 1024)
	n, _ := io.ReadFull(fh, head)
	head = head[:n]
	switch {
	case bytes.HasPrefix(head, msfMagic):
		return "windows", nil
	case bytes.HasPrefix(head, mdbMagic) && len(head) >= 32:
		return "mdb", head[16:32]
	}
	hs, err := streamHeaders(head)
	if err != nil {
		return "", nil
	}
	for _, h := range hs {
		if h.name == "#Pdb" && h.size >= 20 {
			id := make([]byte, 20)
			if _, err := fh.ReadAt(id, int64(h.off)); err != nil {
				return "portable", nil
			}
			return "portable", id
		}
	}
	return "", nil
}

// Optimized reports whether the JIT optimizes the assembly's code, from its
// DebuggableAttribute: a debug build sets DisableOptimizations (0x100), or
// isJITOptimizerDisabled through the (bool, bool) constructor; without the
// attribute the code is optimized. known is false for a module without an
// Assembly row or an attribute whose value does not decode.
func (f *File) Optimized() (optimized, known bool) {
	if f.rows(tAssembly) == 0 {
		return false, false
	}
	r := f.findAttribute(tAssembly, 1, "System.Diagnostics", "DebuggableAttribute")
	if r == 0 {
		return true, true
	}
	a := f.attribute(r)
	if a.Err != nil {
		return false, false
	}
	switch len(a.Fixed) {
	case 1: // DebuggingModes
		if v, ok := a.Fixed[0].Value.(int64); ok {
			return v&0x100 == 0, true
		}
	case 2: // isJITTrackingEnabled, isJITOptimizerDisabled
		if v, ok := a.Fixed[1].Value.(bool); ok {
			return !v, true
		}
	}
	return false, false
}
