package bind_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestExternalDocIDs reads real reference assemblies into a snapshot and
// checks that the binder gives every symbol read from them the
// documentation ID the metadata reader computes from the metadata itself,
// and that every type and member other assemblies can use became a symbol.
// Both directions fail on a declaration the conversion wrote wrongly.
func TestExternalDocIDs(t *testing.T) {
	ws, err := workspace.Load("testdata/lookup", workspace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"mscorlib", "System", "System.Core"}
	s, b, err := bind.Build(context.Background(), ws, index.Options{Assemblies: framework})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, n := range names {
		f, err := metadata.Open(filepath.Join(frameworkDir, n+".dll"))
		if err != nil {
			t.Fatal(err)
		}
		for _, td := range f.Types() {
			if !visibleType(f, td) {
				continue
			}
			want[td.DocID()] = true
			for _, m := range td.Members() {
				// A delegate is declared by its signature, as in source: of its
				// methods Invoke, BeginInvoke and EndInvoke are symbols.
				if td.Kind == metadata.Delegate && m.Name == ".ctor" {
					continue
				}
				if visible(m.Access) && m.Name != ".cctor" && m.Name != "Finalize" {
					want[m.DocID] = true
				}
			}
		}
	}
	got := map[string]bool{}
	for i := range s.SymbolCount() {
		id := index.SymbolID(i)
		if !s.External(id) || s.Sym(id).Kind == syntax.KindNamespace || s.Sym(id).Implicit {
			continue // a struct's parameterless constructor is the compiler's
		}
		doc := b.DocID(id)
		got[doc] = true
		if !want[doc] {
			t.Errorf("%s was given %s, which the metadata does not have", s.Sym(index.SymbolID(i)).FullName, doc)
		}
	}
	var missing []string
	for doc := range want {
		if !got[doc] {
			missing = append(missing, doc)
		}
	}
	slices.Sort(missing)
	for _, doc := range missing[:min(len(missing), 20)] {
		t.Errorf("no symbol has %s", doc)
	}
	if len(got) < 20000 {
		t.Errorf("only %d external symbols: the assemblies were not read", len(got))
	}
}

func visible(access string) bool {
	return access == "public" || access == "protected" || access == "protected internal"
}

func visibleType(f *metadata.File, td *metadata.TypeDef) bool {
	for ; td != nil; td = f.TypeDef(td.Enclosing) {
		if !visible(td.Access) || !metadata.Speakable(td.Name) {
			return false
		}
		if td.Enclosing == 0 {
			return true
		}
	}
	return false
}
