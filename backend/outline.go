package backend

import (
	"context"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// OutlineRequest asks for the declarations of one file.
type OutlineRequest struct {
	FilePath  string
	PathStyle string
}

// OutlineResult is what get_document_outline answers.
type OutlineResult struct {
	FilePath string
	Lines    int
	Items    []OutlineItem // the top-level declarations; nested ones are their Children
	Notes    []string
}

// OutlineItem is one declaration of the file.
type OutlineItem struct {
	Name               string
	Kind               string
	Signature          string // as get_symbol_info displays it (bind.Binder.Signature)
	SymbolKey          string
	Accessibility      string   // with C#'s defaults applied; "" for a namespace
	Modifiers          []string // as written, without the accessibility
	StartLine, EndLine int      // 1-based, attributes included, the doc comment not
	Children           []OutlineItem
}

// DocumentOutline answers get_document_outline.
func (v *View) DocumentOutline(ctx context.Context, req OutlineRequest) (*OutlineResult, error) {
	f, style, err := v.fileArg(req.FilePath, req.PathStyle)
	if err != nil {
		return nil, err
	}
	file := &v.snap.Files[f]
	if file.External {
		return nil, errorf(CodeNoSource, "%s is an assembly: it has no source; types_get lists its types", req.FilePath)
	}
	res := &OutlineResult{FilePath: v.path(f, style)}
	if file.Syntax == nil {
		for _, d := range file.Diagnostics {
			res.Notes = append(res.Notes, d.Message)
		}
		return res, nil
	}
	decls := file.Syntax.Decls
	res.Lines = file.Syntax.Lines
	children := make([][]int32, len(decls)+1) // the last holds the top level
	for i, d := range decls {
		if d.Implicit || d.Generated {
			continue // the compiler's or a generator's, written nowhere
		}
		parent := int(d.Parent)
		if parent < 0 {
			parent = len(decls)
		}
		children[parent] = append(children[parent], int32(i))
	}
	var items func(ids []int32) []OutlineItem
	items = func(ids []int32) []OutlineItem {
		var out []OutlineItem
		for _, i := range ids {
			out = append(out, v.outlineItem(f, i, items(children[i])))
		}
		return out
	}
	res.Items = items(children[len(decls)])
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "get_document_outline was cancelled")
	}
	return res, nil
}

func (v *View) outlineItem(f index.FileID, decl int32, children []OutlineItem) OutlineItem {
	d := &v.snap.Files[f].Syntax.Decls[decl]
	item := OutlineItem{Name: d.Name, Kind: d.Kind.String(), Modifiers: writtenModifiers(d.Modifiers),
		StartLine: d.FullSpan.Start.Line, EndLine: d.FullSpan.End.Line, Children: children}
	if id := v.binder.SymbolOfDecl(f, decl); id != index.NoSymbol {
		sym := v.snap.Sym(id)
		item.Signature, item.SymbolKey = v.binder.Signature(id), sym.Key
		if sym.Kind != syntax.KindNamespace {
			item.Accessibility = sym.Access.String()
		}
	}
	return item
}

// writtenModifiers are the modifiers of a declaration but its accessibility
// (which SymbolInfo.Accessibility gives with C#'s defaults applied).
func writtenModifiers(m syntax.Modifiers) []string {
	return (m &^ (syntax.AccessMask &^ syntax.ModFile)).Names()
}
