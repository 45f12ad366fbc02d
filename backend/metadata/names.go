package metadata

// TypeName is a type's name and place, read from the TypeDef and
// NestedClass tables alone: enough to know which names an assembly defines
// before decoding any of them with TypeDef.
type TypeName struct {
	Row       uint32 // TypeDef row
	Flags     uint32 // TypeAttributes: visibility, interface (0x20), abstract, sealed ...
	Namespace string // of the outermost enclosing type for a nested type
	Name      string // without the `N suffix
	Arity     int    // generic parameters declared at this level
	Enclosing uint32 // TypeDef row of the enclosing type, 0 if none
	Access    string // as TypeDef.Access
	// Public: the type and every enclosing type are public. Visible: code
	// in another assembly can name it, from a derived type when a level is
	// protected or protected internal.
	Public, Visible bool
}

// TypeNames lists every type but <Module>, in table order, without decoding
// bases, generic parameters or members.
func (f *File) TypeNames() []TypeName {
	n := f.rows(tTypeDef)
	if n < 2 {
		return nil
	}
	out := make([]TypeName, n-1) // out[r-2] is row r
	for r := uint32(2); r <= n; r++ {
		t := &out[r-2]
		t.Row, t.Flags = r, f.col(tTypeDef, r, 0)
		t.Name, t.Arity = splitArity(f.str(f.col(tTypeDef, r, 1)))
		t.Access = typeAccess(t.Flags)
		if e := f.enclosing(r); e != r && e >= 2 && e <= n {
			t.Enclosing = e
		}
	}
	// Enclosing types usually come first, but nothing in a malformed file
	// guarantees it: walk up each chain, bounded as signatures are.
	for i := range out {
		t := &out[i]
		t.Public, t.Visible = true, true
		root := t
		for d := 0; d < maxSigDepth; d++ {
			switch root.Flags & 7 {
			case 1, 2: // public, nested public
			case 4, 7: // nested protected, nested protected internal
				t.Public = false
			default:
				t.Public, t.Visible = false, false
			}
			if root.Enclosing == 0 {
				break
			}
			root = &out[root.Enclosing-2]
		}
		t.Namespace = f.str(f.col(tTypeDef, root.Row, 2))
	}
	return out
}
