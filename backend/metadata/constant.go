package metadata

import (
	"strconv"
	"unicode/utf16"
)

// Constant returns the value the Constant table gives a field (a const or
// an enum member), a parameter (its default) or a property, as C# writes
// it; false when there is none or it does not decode. table is one of
// ParentField, ParentParam, ParentProperty.
func (f *File) Constant(table int, row uint32) (Value, bool) {
	key := encodeCoded(ciHasConstant, table, row)
	if key == 0 {
		return Value{}, false
	}
	lo, hi := f.equalRange(tConstant, 1, key)
	if lo >= hi {
		return Value{}, false
	}
	et := byte(f.col(tConstant, lo, 0))
	blob := f.blobAt(f.col(tConstant, lo, 2))
	switch et {
	case etString:
		if len(blob)%2 != 0 {
			return Value{}, false
		}
		units := make([]uint16, len(blob)/2)
		for i := range units {
			units[i] = uint16(blob[2*i]) | uint16(blob[2*i+1])<<8
		}
		s := string(utf16.Decode(units))
		return Value{Type: "string", Value: s, Text: strconv.Quote(s)}, true
	case 0x12: // class: a null reference
		return Value{Type: "object", Text: "null"}, true
	}
	v, err := f.readArg(&blobReader{b: blob}, &argType{et: et}, 0)
	return v, err == nil
}
