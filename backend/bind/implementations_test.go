package bind_test

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/internal/golden"
)

// TestImplementations lists, for every symbol of testdata/implementations
// that has any, what Implementations reports, or for a member that can be
// overridden what Overrides reports, one line each, sorted:
//
//	T:Type (direct) | T:Type (via T:Base)            an interface's implementing types, a class's derived classes
//	explicit|implicit|inherited M:Member for T:Type as Interface<Args>
//	override M:Member for T:Type of M:Overridden      an override of an implementing member
//	override M:Member depth N of M:Overridden         the overrides of a virtual, abstract or override member
//
// The expected file was written by hand from what Roslyn reports
// (SymbolFinder.FindImplementationsAsync, FindDerivedClassesAsync,
// FindOverridesAsync and the compiler's interface mapping,
// FindImplementationForInterfaceMember), not from this code's output.
// Where it knowingly differs from FindImplementationsAsync, it follows
// Visual Studio's Go To Implementation: the overrides of an implementing
// member are listed with it, and an abstract class's derived classes are
// only the non-abstract ones.
func TestImplementations(t *testing.T) {
	dir := filepath.Join("testdata", "implementations")
	s, b := loadWorkspace(t, dir)
	var sb strings.Builder
	var write func(id index.SymbolID)
	write = func(id index.SymbolID) {
		sym := s.Sym(id)
		var lines []string
		impls := b.Implementations(id)
		if b.Overridable(id) {
			overrides := b.Overrides(id)
			if len(overrides) != len(impls) {
				t.Errorf("%s: %d implementations, %d overrides", b.DocID(id), len(impls), len(overrides))
			}
			for i, o := range overrides {
				if i < len(impls) && (impls[i].Symbol != o.Member || impls[i].Overridden != o.Overridden || impls[i].Kind != bind.OverrideImpl) {
					t.Errorf("%s: implementation %d is %+v, override %+v", b.DocID(id), i, impls[i], o)
				}
				lines = append(lines, fmt.Sprintf("override %s depth %d of %s", b.DocID(o.Member), o.Depth, b.DocID(o.Overridden)))
			}
		} else {
			for _, im := range impls {
				lines = append(lines, formatImplementation(b, id, im))
			}
		}
		if len(impls) > 0 && !sym.Kind.IsType() && !b.Implementable(id) && !b.Overridable(id) {
			t.Errorf("%s has implementations but is neither implementable nor overridable", b.DocID(id))
		}
		for i := 1; i < len(impls); i++ {
			if s.Sym(impls[i-1].Symbol).FullName > s.Sym(impls[i].Symbol).FullName {
				t.Errorf("%s: implementations not ordered by full name", b.DocID(id))
			}
		}
		if len(lines) > 0 {
			sort.Strings(lines)
			sb.WriteString(b.DocID(id) + "\n")
			for _, l := range lines {
				sb.WriteString("  " + l + "\n")
			}
		}
		for _, m := range sym.Members {
			write(m)
		}
	}
	for i := range s.SymbolCount() {
		if s.Sym(index.SymbolID(i)).Container == index.NoSymbol && !s.External(index.SymbolID(i)) {
			write(index.SymbolID(i))
		}
	}
	golden.Check(t, filepath.Join(dir, "implementations.expected.txt"), sb.String())
}

func formatImplementation(b *bind.Binder, asked index.SymbolID, im bind.Implementation) string {
	switch im.Kind {
	case bind.ImplementsInterface, bind.DerivesFrom:
		if im.For == asked {
			return b.DocID(im.Symbol) + " (direct)"
		}
		return fmt.Sprintf("%s (via %s)", b.DocID(im.Symbol), b.DocID(im.For))
	case bind.OverrideImpl:
		return fmt.Sprintf("override %s for %s of %s", b.DocID(im.Symbol), b.DocID(im.For), b.DocID(im.Overridden))
	}
	return fmt.Sprintf("%s %s for %s as %s", im.Kind, b.DocID(im.Symbol), b.DocID(im.For), im.Interface)
}

// TestImplementingMembersPerType checks ImplementingMembers type by type,
// where Implementations keeps each member once: a member inherited by
// several types implements for each, and a type relying on a default
// implementation has none.
func TestImplementingMembersPerType(t *testing.T) {
	_, b := loadWorkspace(t, filepath.Join("testdata", "implementations"))
	one := func(doc string) index.SymbolID {
		t.Helper()
		ids := b.SymbolsByDocID(doc)
		if len(ids) != 1 {
			t.Fatalf("%s: %v", doc, ids)
		}
		return ids[0]
	}
	for _, c := range []struct {
		typ, member string
		want        []string
	}{
		{"T:Fix.Reach.Borrower2", "M:Fix.Reach.IBase.Ping", []string{"inherited M:Fix.Reach.Plain.Ping"}},
		{"T:Fix.Reach.Inherits", "M:Fix.Reach.IBase.Ping", []string{"inherited M:Fix.Reach.Root.Ping"}},
		{"T:Fix.Reach.ViaBaseClass", "M:Fix.Reach.IBase.Ping", []string{"inherited M:Fix.Reach.Root.Ping"}},
		{"T:Fix.Reach.Quiet", "M:Fix.Reach.IGreeter.Greet", nil},
		{"T:Fix.Reach.Polite", "M:Fix.Reach.IGreeter.Greet", nil},
		{"T:Fix.Generic.CustomerRepo", "M:Fix.Generic.IRepo`1.Save(`0)", []string{"inherited M:Fix.Generic.Repo`1.Save(`0)"}},
		{"T:Fix.Generic.Both", "M:Fix.Generic.IRepo`1.Save(`0,System.Boolean)", []string{
			"explicit M:Fix.Generic.Both.Fix#Generic#IRepo{Fix#Generic#Order}#Save(Fix.Generic.Order,System.Boolean)",
			"implicit M:Fix.Generic.Both.Save(Fix.Generic.Customer,System.Boolean)"}},
		{"T:Fix.Explicit.Square", "M:Fix.Explicit.IShape.Area", []string{"explicit M:Fix.Explicit.Square.Fix#Explicit#IShape#Area"}},
		{"T:Fix.Explicit.Square", "M:Fix.Reach.IBase.Ping", nil},
	} {
		var got []string
		for _, im := range b.ImplementingMembers(one(c.typ), one(c.member)) {
			if im.For != one(c.typ) {
				t.Errorf("%s in %s: For is %s", c.member, c.typ, b.DocID(im.For))
			}
			got = append(got, im.Kind.String()+" "+b.DocID(im.Symbol))
		}
		sort.Strings(got)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("ImplementingMembers(%s, %s) = %q, want %q", c.typ, c.member, got, c.want)
		}
	}
}
