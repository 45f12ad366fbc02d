package backend

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
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
		"M:Res.Shapes.Shape.Area(System.Int32)",
		"M:Res.Shapes.Shape.Area``1(``0,System.String)",
		"M:Res.Shapes.ShapeExtensions.Measure(Res.Shapes.Shape,System.Int32)",
		"M:Res.Shapes.Shape.#ctor(System.Int32,System.String[])",
		"M:Res.Shapes.Shape.#ctor(System.Int32,System.String,System.Boolean)",
		"M:Res.Shapes.LabelAttribute.#ctor(System.String)",
		"M:Res.Shapes.Box`1.#ctor(`0)",
		"P:Res.Mvvm.OrderViewModel.CustomerName",
		"P:Res.Mvvm.OrderViewModel.Note",
		"P:Res.Mvvm.OrderViewModel.SaveCommand",
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

// TestPartialParsesAgree resolves every identifier of the sample and of
// the resolver's fixture twice: in the whole tree, and in the partial tree
// find_references and a file's first question parse (members without the
// names left out, and the statements those names cannot need). Both must
// give the same answer.
//
// GLIDER_AGREE_WS=PATH runs it on some files of another workspace as well
// (GLIDER_AGREE_FILES of them, 40 by default, drawn with a fixed seed).
func TestPartialParsesAgree(t *testing.T) {
	dirs := []string{"../testdata/sample", "testdata/resolve"}
	files := 0
	if ws := os.Getenv("GLIDER_AGREE_WS"); ws != "" {
		dirs = append(dirs, ws)
		files = 40
		if n, err := strconv.Atoi(os.Getenv("GLIDER_AGREE_FILES")); err == nil {
			files = n
		}
	}
	for i, dir := range dirs {
		e, err := Open(context.Background(), dir, testOptions)
		if err != nil {
			t.Fatal(err)
		}
		var ids []index.FileID
		for fi, f := range e.View().snap.Files {
			if !f.External && f.Syntax != nil {
				ids = append(ids, index.FileID(fi))
			}
		}
		if i >= 2 {
			r := rand.New(rand.NewPCG(1, 2))
			r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			ids = ids[:min(files, len(ids))]
		}
		if cut := checkPartialParses(t, e.View(), ids); cut == 0 {
			t.Errorf("%s: no statement was left out: the test tests nothing", dir)
		}
		e.Close()
	}
}

// checkPartialParses compares the answers of whole and partial trees in
// the files, each name's mentions parsed together as find_references does.
// It returns how many statements the partial trees left out.
func checkPartialParses(t *testing.T, v *View, files []index.FileID) (cut int) {
	p := syntax.NewParser()
	defer p.Close()
	for _, id := range files {
		src, err := v.snap.Source(id)
		if err != nil {
			t.Fatal(err)
		}
		lines := syntax.NewLineIndex(src)
		whole := v.binder.NewBody(id, p.ParseTree(src), lines)
		byName := map[string][]int{}
		lx := syntax.NewLexer(src)
		for tok, ok := lx.Next(); ok; tok, ok = lx.Next() {
			if tok.Kind == syntax.TokIdent {
				name := string(src[tok.Start:tok.End])
				byName[name] = append(byName[name], tok.Start)
			}
		}
		for name, offsets := range byName {
			if skip, statements := v.leftOut(id, src, lines, offsets, true); statements {
				cut += len(skip)
			}
			partial := v.partialBody(p, id, src, lines, offsets)
			for _, off := range offsets {
				want, wantErr := v.binder.ResolveAt(whole, off)
				got, gotErr := v.binder.ResolveAt(partial, off)
				// Node indexes differ between the trees: compare offsets.
				want.Token, got.Token = 0, 0
				if want.Kind == bind.TargetLocal && got.Kind == bind.TargetLocal && want.Local.Node >= 0 && got.Local.Node >= 0 {
					want.Local.Node, got.Local.Node = int32(whole.Tree.Nodes[want.Local.Node].Start), int32(partial.Tree.Nodes[got.Local.Node].Start)
				}
				if want.Local.Tuple != nil && got.Local.Tuple != nil && want.Local.Tuple.DocID == got.Local.Tuple.DocID {
					// A part of a file may not hold where a tuple element is
					// named (the engine then reads the whole file).
					want.Local.Node, want.Local.Tuple = got.Local.Node, got.Local.Tuple
				}
				if fmt.Sprint(want, wantErr) != fmt.Sprint(got, gotErr) {
					t.Errorf("%s:%v %s: whole tree %v %v, partial %v %v", v.snap.Files[id].RelPath, lines.Position(off), name, want, wantErr, got, gotErr)
				}
			}
		}
	}
	return cut
}

// TestUsesFoundOnce: find_references and find_callers of one symbol in one
// view search once; what a caller adds to its answer (the declarations)
// does not reach the next one.
func TestUsesFoundOnce(t *testing.T) {
	e, err := Open(context.Background(), "testdata/resolve", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	ids := v.binder.SymbolsByDocID("M:Res.Model.Order.Add(Res.Model.Line)")
	if len(ids) != 1 {
		t.Fatalf("%d symbols", len(ids))
	}
	key := v.snap.Sym(ids[0]).Key
	ctx := context.Background()
	with, err := v.FindReferences(ctx, ReferencesRequest{SymbolKey: key, IncludeDeclaration: true, Take: DefaultTake})
	if err != nil {
		t.Fatal(err)
	}
	without, err := v.FindReferences(ctx, ReferencesRequest{SymbolKey: key, Take: DefaultTake})
	if err != nil {
		t.Fatal(err)
	}
	callers, err := v.FindCallers(ctx, CallersRequest{SymbolKey: key, Take: DefaultTake})
	if err != nil {
		t.Fatal(err)
	}
	if with.Total != without.Total+1 || without.Total == 0 || len(callers.Callers) == 0 {
		t.Errorf("with the declaration %d, without %d, callers %d", with.Total, without.Total, len(callers.Callers))
	}
	if n := len(v.found.found); n != 1 {
		t.Errorf("%d searches kept, want 1", n)
	}
	if _, err := v.FindReferences(ctx, ReferencesRequest{SymbolKey: key, Scope: "namespace: Res.Model", Take: DefaultTake}); err != nil {
		t.Fatal(err)
	}
	if n := len(v.found.found); n != 2 {
		t.Errorf("%d searches kept after another scope, want 2", n)
	}
}
