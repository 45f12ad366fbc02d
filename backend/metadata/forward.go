package metadata

// Forwarder is a type this assembly forwards to another one
// ([assembly: TypeForwardedTo], an ExportedType row whose implementation is
// an AssemblyRef), or a type nested in one, forwarded along with it.
type Forwarder struct {
	Row       uint32 // ExportedType row
	Namespace string // of the outermost type for a nested type
	Name      string // without the `N suffix
	Arity     int    // generic parameters declared at this level
	Enclosing uint32 // ExportedType row of the enclosing type, 0 if none
	DocID     string // the type's documentation ID: T:N.Outer`1.Inner
	Assembly  AssemblyName
}

// forwardIndex is the ExportedType table's forwarders, decoded on first use.
type forwardIndex struct {
	list []Forwarder
	top  map[forwardKey]AssemblyName // top-level forwarders by name
}

type forwardKey struct {
	ns, name string
	arity    int
}

func (f *File) forwarders() *forwardIndex {
	f.fwdOnce.Do(func() {
		fw := &f.fwd
		fw.top = map[forwardKey]AssemblyName{}
		refs := map[uint32]AssemblyName{} // a facade forwards hundreds of types to one reference
		for r := uint32(1); r <= f.rows(tExportedType); r++ {
			fd := Forwarder{Row: r}
			id := f.str(f.col(tExportedType, r, 2)) // the metadata name, `N included, as IDs write it
			fd.Name, fd.Arity = splitArity(id)
			// Up to the outermost type, which names the namespace and the
			// assembly. The loader follows an AssemblyRef implementation
			// whether or not IsTypeForwarder (0x00200000) is set, and so do we.
			root := r
			it, irow := decodeCoded(ciImplementation, f.col(tExportedType, r, 4))
			if it == tExportedType {
				fd.Enclosing = irow
			}
			for i := 0; it == tExportedType && irow != 0 && irow <= f.rows(tExportedType) && i < maxSigDepth; i++ {
				root = irow
				id = f.str(f.col(tExportedType, root, 2)) + "." + id
				it, irow = decodeCoded(ciImplementation, f.col(tExportedType, root, 4))
			}
			if it != tAssemblyRef || irow == 0 || irow > f.rows(tAssemblyRef) {
				continue // exported from another module of this assembly, or malformed
			}
			a, ok := refs[irow]
			if !ok {
				a = f.assemblyRef(irow)
				refs[irow] = a
			}
			fd.Assembly = a
			fd.Namespace = f.str(f.col(tExportedType, root, 3))
			if fd.Namespace != "" {
				id = fd.Namespace + "." + id
			}
			fd.DocID = "T:" + id
			if fd.Enclosing == 0 {
				k := forwardKey{fd.Namespace, fd.Name, fd.Arity}
				if _, dup := fw.top[k]; !dup {
					fw.top[k] = a
				}
			}
			fw.list = append(fw.list, fd)
		}
	})
	return &f.fwd
}

// Forwarders lists the types this assembly forwards, in table order (an
// enclosing type before its nested types).
func (f *File) Forwarders() []Forwarder {
	return append([]Forwarder(nil), f.forwarders().list...)
}

// ForwardedTo returns the assembly a top-level type is forwarded to (name
// without the `N suffix). A nested type goes where its outermost type goes.
// The index is built once; a lookup does not allocate.
func (f *File) ForwardedTo(ns, name string, arity int) (AssemblyName, bool) {
	a, ok := f.forwarders().top[forwardKey{ns, name, arity}]
	return a, ok
}
