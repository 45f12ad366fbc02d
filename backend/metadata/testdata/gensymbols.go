//go:build ignore

// gensymbols gives Symbols.dll the debug directory that a deterministic
// Roslyn build with an embedded portable PDB has (CodeView, PdbChecksum,
// Reproducible, EmbeddedPortablePdb entries) and writes the portable PDB
// they name as Symbols.pdb: mcs writes neither. Run it from this folder on
// a fresh mcs build (see Symbols.cs): go run gensymbols.go
package main

import (
	"bytes"
	"compress/flate"
	"crypto/sha256"
	"debug/pe"
	"encoding/binary"
	"log"
	"os"
)

var le = binary.LittleEndian

// The PDB id: Roslyn derives it from a hash of the build; fixed here so a
// rebuild changes nothing but the MVID.
var (
	guid  = []byte{0x5e, 0xed, 0x1d, 0x5b, 0x01, 0x02, 0x4c, 0x4d, 0x8e, 0x9f, 0xa0, 0xb1, 0xc2, 0xd3, 0xe4, 0xf5}
	stamp = uint32(0x5eed5eed)
)

func main() {
	dll, err := os.ReadFile("Symbols.dll")
	if err != nil {
		log.Fatal(err)
	}
	pf, err := pe.NewFile(bytes.NewReader(dll))
	if err != nil {
		log.Fatal(err)
	}
	oh, ok := pf.OptionalHeader.(*pe.OptionalHeader32)
	if !ok || oh.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_DEBUG].VirtualAddress != 0 {
		log.Fatal("want a fresh PE32 build from mcs, without a debug directory")
	}
	text := pf.Section(".text")

	pdb := portablePDB(append(append([]byte(nil), guid...), le.AppendUint32(nil, stamp)...))
	if err := os.WriteFile("Symbols.pdb", pdb, 0o644); err != nil {
		log.Fatal(err)
	}
	// The checksum covers the PDB with its id zeroed (the id is derived
	// from it in a deterministic build).
	zeroed := bytes.Clone(pdb)
	copy(zeroed[bytes.Index(zeroed, guid):], make([]byte, 20))
	sum := sha256.Sum256(zeroed)
	var deflated bytes.Buffer
	w, _ := flate.NewWriter(&deflated, flate.BestCompression)
	w.Write(pdb)
	w.Close()

	type entry struct {
		stamp        uint32
		major, minor uint16
		typ          uint32
		data         []byte
	}
	entries := []entry{
		{stamp, 0x0100, 0x504d, 2, append(append(append([]byte("RSDS"), guid...), le.AppendUint32(nil, 1)...), "/_/obj/Release/Symbols.pdb\x00"...)},
		{0, 1, 0, 19, append([]byte("SHA256\x00"), sum[:]...)},
		{0, 0, 0, 16, nil},
		{0, 0x0100, 0x0100, 17, append(le.AppendUint32([]byte("MPDB"), uint32(len(pdb))), deflated.Bytes()...)},
	}

	// The directory goes into the slack at the end of .text; the entries'
	// data after the last section, found by PointerToRawData (not mapped:
	// AddressOfRawData 0).
	dirOff := (text.VirtualSize + 3) &^ 3
	dirSize := uint32(28 * len(entries))
	if dirOff+dirSize > text.Size {
		log.Fatal("no room for the debug directory in .text")
	}
	out := bytes.Clone(dll)
	for i, e := range entries {
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		d := make([]byte, 28)
		le.PutUint32(d[4:], e.stamp)
		le.PutUint16(d[8:], e.major)
		le.PutUint16(d[10:], e.minor)
		le.PutUint32(d[12:], e.typ)
		le.PutUint32(d[16:], uint32(len(e.data)))
		if len(e.data) > 0 {
			le.PutUint32(d[24:], uint32(len(out)))
			out = append(out, e.data...)
		}
		copy(out[text.Offset+dirOff+uint32(28*i):], d)
	}
	peOff := le.Uint32(dll[0x3c:])
	optOff := peOff + 4 + 20
	dd := optOff + 96 + 8*pe.IMAGE_DIRECTORY_ENTRY_DEBUG
	le.PutUint32(out[dd:], text.VirtualAddress+dirOff)
	le.PutUint32(out[dd+4:], dirSize)
	// Stretch .text's VirtualSize (8 bytes into its section header) over
	// the directory.
	for i, s := range pf.Sections {
		if s == text {
			le.PutUint32(out[optOff+uint32(pf.SizeOfOptionalHeader)+uint32(40*i)+8:], dirOff+dirSize)
		}
	}
	if err := os.WriteFile("Symbols.dll", out, 0o755); err != nil {
		log.Fatal(err)
	}
}

// portablePDB writes a portable PDB with the given id and no documents or
// methods: a metadata root with a #Pdb stream and an empty #~ stream.
func portablePDB(id []byte) []byte {
	pdbStream := append(bytes.Clone(id), make([]byte, 4+8)...) // entry point, referenced type system tables
	tables := []byte{0, 0, 0, 0, 2, 0, 0, 1}                   // reserved, version 2.0, heap sizes, reserved
	tables = append(tables, make([]byte, 16)...)               // valid and sorted: no tables
	streams := []struct {
		name string
		data []byte
	}{{"#Pdb", pdbStream}, {"#~", tables}}

	version := []byte("PDB v1.0\x00\x00\x00\x00")
	hdr := le.AppendUint32(nil, 0x424A5342)
	hdr = le.AppendUint16(hdr, 1)
	hdr = le.AppendUint16(hdr, 1)
	hdr = le.AppendUint32(hdr, 0)
	hdr = le.AppendUint32(hdr, uint32(len(version)))
	hdr = append(hdr, version...)
	hdr = le.AppendUint16(hdr, 0)
	hdr = le.AppendUint16(hdr, uint16(len(streams)))
	size := len(hdr)
	for _, s := range streams {
		size += 8 + (len(s.name)+4)&^3
	}
	var body []byte
	for _, s := range streams {
		hdr = le.AppendUint32(hdr, uint32(size+len(body)))
		hdr = le.AppendUint32(hdr, uint32(len(s.data)))
		hdr = append(hdr, s.name...)
		hdr = append(hdr, make([]byte, (len(s.name)+4)&^3-len(s.name))...)
		body = append(body, s.data...)
	}
	return append(hdr, body...)
}
