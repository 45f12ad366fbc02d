package backend

import (
	"context"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// InfoRequest asks for what is known of one symbol.
type InfoRequest struct {
	SymbolKey string
	PathStyle string
}

// SymbolDetail is what get_symbol_info tells of a symbol.
type SymbolDetail struct {
	SymbolInfo
	// Modifiers as written on any part, without the accessibility (see
	// SymbolInfo.Accessibility): static, sealed, partial, async ...
	Modifiers []string
	Signature string // as C# displays it (bind.Binder.Signature)
	Summary   string // the XML doc comment's <summary>, as plain text
	// ContainingTypeKey is the symbolKey of ContainingType.
	ContainingTypeKey string
	// ReturnType: of methods, operators and delegates; a conversion's target.
	ReturnType *BoundType
	// Type: of properties, indexers, fields, constants and events.
	Type *BoundType
	// Parameters of methods, constructors, operators, delegates and indexers.
	Parameters []Parameter
	// BaseType and Interfaces come from a type's own base lists (every part
	// of a partial type); get_type_hierarchy has the whole chain.
	BaseType   *BoundType
	Interfaces []BoundType
	// MemberCounts counts a type's or namespace's members by kind.
	MemberCounts map[string]int
	// Locations holds every declaration: each part of a partial type or
	// method, each block of a namespace.
	Locations []Location
	NextSteps []string
}

// BoundType is a type written in a declaration, bound where it is written.
type BoundType struct {
	Name      string // as C# displays it: qualified workspace types, keywords, unbound names as written
	SymbolKey string // the workspace type the name denotes, "" for others
	// Resolved is false when some name in it did not bind (a type from a
	// referenced assembly, until assemblies are read, or an error). For a
	// base list entry that did not bind, whether it is an interface was
	// guessed from its name (IName).
	Resolved bool
}

// Parameter is one parameter with its type bound.
type Parameter struct {
	Name     string
	Type     BoundType
	Modifier string // ref, out, in, params, this, scoped ... as written
	Default  string // the default value as written, "" when none
}

// Location is where one declaration is, from its first to its last
// character (attributes included, the doc comment not).
type Location struct {
	FilePath           string
	Line, Column       int
	EndLine, EndColumn int
}

// GetSymbolInfo answers get_symbol_info.
func (v *View) GetSymbolInfo(ctx context.Context, req InfoRequest) (*SymbolDetail, error) {
	id, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	s, b := v.snap, v.binder
	sym := s.Sym(id)
	res := &SymbolDetail{SymbolInfo: v.symbolInfo(id, style), Signature: b.Signature(id), Modifiers: writtenModifiers(sym.Modifiers)}
	if c := sym.Container; c != index.NoSymbol && s.Sym(c).Kind.IsType() {
		res.ContainingTypeKey = s.Sym(c).Key
	}
	for _, r := range sym.Decls {
		dr := s.Decl(r)
		if res.Summary == "" {
			res.Summary = dr.Doc
		}
		if s.Files[r.File].External {
			continue
		}
		res.Locations = append(res.Locations, v.location(r.File, dr.FullSpan.Start, dr.FullSpan.End, style))
	}
	res.ReturnType, res.Type, res.Parameters = v.declaredTypes(id)
	if sym.Kind.IsType() && sym.Kind != syntax.KindEnum {
		for _, e := range b.DirectBases(id) {
			t := v.boundType(e.Type)
			if !e.Interface {
				res.BaseType = &t
			} else {
				res.Interfaces = append(res.Interfaces, t)
			}
		}
	}
	if sym.Kind.IsType() || sym.Kind == syntax.KindNamespace {
		res.MemberCounts = map[string]int{}
		for _, m := range sym.Members {
			res.MemberCounts[s.Sym(m).Kind.String()]++
		}
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "get_symbol_info was cancelled")
	}
	res.NextSteps = infoNextSteps(sym.Kind)
	return res, nil
}

// declaredTypes binds the types a symbol's declaration writes: the return
// type of methods, operators and delegates (a conversion's target), the
// type of properties, indexers, fields, constants and events, and the
// parameters.
func (v *View) declaredTypes(id index.SymbolID) (ret, typ *BoundType, params []Parameter) {
	sym := v.snap.Sym(id)
	ref := sym.Decls[0]
	d := v.snap.Decl(ref)
	bound := func(text string) *BoundType {
		if text == "" { // broken code
			return nil
		}
		t := v.boundType(v.binder.BindType(id, ref, text))
		return &t
	}
	switch k := sym.Kind; {
	case k.IsMethodLike() || k == syntax.KindDelegate:
		if k != syntax.KindConstructor && k != syntax.KindDestructor {
			ret = bound(d.Type)
		}
	case k == syntax.KindProperty || k == syntax.KindIndexer || k == syntax.KindField || k == syntax.KindConstant || k == syntax.KindEvent:
		typ = bound(d.Type)
	}
	if hasParameterList(sym.Kind) {
		for _, p := range d.Params {
			param := Parameter{Name: p.Name, Modifier: p.Modifier, Default: p.Default}
			if t := bound(p.Type); t != nil {
				param.Type = *t
			}
			params = append(params, param)
		}
	}
	return ret, typ, params
}

// hasParameterList tells whether a kind of symbol declares parameters.
func hasParameterList(k syntax.Kind) bool {
	return k.IsMethodLike() || k == syntax.KindDelegate || k == syntax.KindIndexer
}

func (v *View) boundType(t bind.Type) BoundType {
	out := BoundType{Name: t.Display, Resolved: t.Resolved}
	if t.Symbol != index.NoSymbol {
		out.SymbolKey = v.snap.Sym(t.Symbol).Key
	}
	return out
}

func infoNextSteps(k syntax.Kind) []string {
	switch {
	case k.IsType():
		return []string{"get_type_hierarchy with this symbolKey for the whole base chain and the derived types",
			`semantic_query with namePattern "TypeName.*" to list its members by kind, modifiers or signature`}
	case k == syntax.KindNamespace:
		return []string{"search_symbols with namespaceFilter to list what the namespace declares"}
	}
	return []string{"get_symbol_info with containingTypeKey for the containing type",
		"semantic_query to find members with a similar signature (mustHaveParameterType, returnType, modifiers)"}
}
