package backend

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
	"github.com/glider-dev/glider/backend/syntax"
)

// TestFindReferences lists the uses find_references and find_callers
// report for symbols of testdata/resolve, checked by hand against the C#
// rules: exactly the symbol (not the other overload, not a namesake), `new
// T()` counted for the type, overrides apart from what they override.
func TestFindReferences(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	var sb strings.Builder
	for _, doc := range []string{
		"T:Res.Model.Order",
		"M:Res.Model.Order.Add(Res.Model.Line)",
		"M:Res.Model.Order.Add(System.String,System.Int32)",
		"P:Res.Model.Order.Total",
		"F:Res.Model.Address.City",
		"M:Res.Model.Line.#ctor(System.String,System.Int32)",
		"M:Res.Model.Order.Describe",
		"M:Res.Model.Entity.Describe",
		"M:Res.Model.OrderExtensions.Discounted(Res.Model.Order,System.Decimal)",
		"M:Res.Model.Customer.#ctor(System.String)",
		"P:Res.Model.Order.Item(System.Int32)",
		"M:Res.Patterns.Money.op_Multiply(Res.Patterns.Money,System.Decimal)",
		"T:Res.Model.TrackedAttribute",
		"M:Res.Model.TrackedAttribute.#ctor",
	} {
		ids := v.binder.SymbolsByDocID(doc)
		if len(ids) != 1 {
			t.Fatalf("%s: %d symbols", doc, len(ids))
		}
		key := v.snap.Sym(ids[0]).Key
		res, err := v.FindReferences(context.Background(), ReferencesRequest{SymbolKey: key, IncludeDeclaration: true, Take: DefaultTake, PathStyle: "relative"})
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		fmt.Fprintf(&sb, "%s: %d (files searched %d)\n", doc, res.Total, res.FilesSearched)
		for _, r := range res.References {
			in := "-"
			if r.Container != nil {
				in = r.Container.DocumentationCommentID
			}
			fmt.Fprintf(&sb, "  %s:%d:%d %s in %s\n", filepath.Base(r.FilePath), r.Line, r.Column, r.Kind, in)
		}
		if callers, err := v.FindCallers(context.Background(), CallersRequest{SymbolKey: key, Take: DefaultTake}); err == nil {
			for _, c := range callers.Callers {
				fmt.Fprintf(&sb, "  caller %s: %d call(s)\n", c.Caller.DocumentationCommentID, len(c.Calls))
			}
		}
	}
	golden.Check(t, "testdata/resolve/references.txt", sb.String())
}

// TestFindReferencesOfEverySymbol asks find_references about every symbol
// of the sample: each call answers (operators and indexers through their
// tokens), except for a symbol applied without a token of its own (a
// conversion, true, false), refused with InvalidArgument. A finalizer has
// no references, only its declaration.
func TestFindReferencesOfEverySymbol(t *testing.T) {
	e := sample(t)
	v := e.View()
	finalizers := 0
	for _, sym := range v.snap.AllSymbols() {
		res, err := v.FindReferences(context.Background(), ReferencesRequest{SymbolKey: sym.Key, IncludeDeclaration: true, Take: DefaultTake})
		tokenless := sym.Kind == syntax.KindConversion || sym.Name == "op_True" || sym.Name == "op_False"
		if err != nil && (!tokenless || AsError(err).Code != CodeInvalidArgument) {
			t.Errorf("%s: %v", sym.FullName, err)
		}
		if sym.Kind == syntax.KindDestructor {
			finalizers++
			if err != nil || res.Total != 1 || res.References[0].Kind != "declaration" {
				t.Errorf("finalizer %s: %+v %v", sym.FullName, res, err)
			}
		}
	}
	if finalizers == 0 {
		t.Error("the sample declares no finalizer to ask about")
	}
}
