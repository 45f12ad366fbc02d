package backend

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
)

// TestHierarchy lists, for every type of testdata/hierarchy, what
// get_type_hierarchy answers: the base chain, the interfaces (direct or
// through what) and the derived types with depth and direct base. The
// expected file was checked by hand against the C# rules it names.
func TestHierarchy(t *testing.T) {
	e, err := Open(context.Background(), "testdata/hierarchy", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	var types []index.SymbolID
	for i, sym := range v.snap.AllSymbols() {
		if sym.Kind.IsType() && !v.snap.External(index.SymbolID(i)) {
			types = append(types, index.SymbolID(i))
		}
	}
	sort.Slice(types, func(i, j int) bool { return v.snap.Sym(types[i]).FullName < v.snap.Sym(types[j]).FullName })
	var sb strings.Builder
	for _, id := range types {
		sym := v.snap.Sym(id)
		res, err := v.TypeHierarchy(context.Background(), HierarchyRequest{SymbolKey: sym.Key,
			IncludeBaseTypes: true, IncludeInterfaces: true, IncludeDerived: true, DerivedTake: DefaultTake})
		if err != nil {
			t.Fatalf("%s: %v", sym.FullName, err)
		}
		fmt.Fprintf(&sb, "%s %s\n", sym.Kind, res.Type.DocumentationCommentID)
		var bases []string
		for _, b := range res.BaseTypes {
			bases = append(bases, describeRef(b))
		}
		if !res.BaseChainComplete {
			bases = append(bases, "...")
		}
		if len(bases) > 0 {
			fmt.Fprintf(&sb, "  bases: %s\n", strings.Join(bases, " -> "))
		}
		for _, i := range res.Interfaces {
			how := "direct"
			if !i.Direct {
				how = "via " + i.Via
			}
			fmt.Fprintf(&sb, "  interface: %s (%s)\n", describeRef(i.TypeRef), how)
		}
		for _, d := range res.Derived.Types {
			fmt.Fprintf(&sb, "  derived: %s depth %d from %s\n", d.FullName, d.Depth, d.DirectBase)
		}
	}
	golden.Check(t, "testdata/hierarchy/expected.txt", sb.String())
}

// describeRef writes a hierarchy entry: its name, [src] when it is a
// workspace type, [ext] when it is read from an assembly, [?] when it did
// not bind, [implicit] when not written.
func describeRef(r TypeRef) string {
	s := r.Name
	switch {
	case r.Symbol != nil && r.Symbol.External:
		s += " [ext]"
	case r.Symbol != nil:
		s += " [src]"
	case r.Implicit:
		s += " [implicit]"
	case !r.Resolved:
		s += " [?]"
	}
	return s
}
