package backend

import (
	"context"
	"sort"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
)

// HierarchyRequest asks for the bases, interfaces and derived types of a type.
type HierarchyRequest struct {
	SymbolKey         string
	IncludeBaseTypes  bool
	IncludeInterfaces bool
	IncludeDerived    bool
	Scope             string // limits the derived types (see parseScope)
	DerivedSkip       int
	DerivedTake       int
	PathStyle         string
}

// HierarchyResult is a type's place in the hierarchy.
type HierarchyResult struct {
	Type SymbolInfo
	// BaseTypes: the base class chain, nearest first, ending at the root.
	BaseTypes []TypeRef
	// BaseChainComplete is false when the chain reaches a class outside
	// the workspace: what lies above it is not known until assemblies are read.
	BaseChainComplete bool
	Interfaces        []InterfaceRef
	Derived           *DerivedResult // nil unless asked for
	NextSteps         []string
}

// TypeRef is a type named in a hierarchy: a workspace type with its symbol,
// or a type outside the workspace by name.
type TypeRef struct {
	Name     string      // as C# displays it, with the type arguments used
	Symbol   *SymbolInfo // nil outside the workspace
	Resolved bool        // false: the name did not bind (outside the workspace or wrong)
	Implicit bool        // not written: a root C# implies (object, System.ValueType ...)
}

// InterfaceRef is an interface a type implements, directly or through a base.
type InterfaceRef struct {
	TypeRef
	Direct bool   // named in the type's own base list
	Via    string // the base class or interface it comes through, when not direct
}

// DerivedRequest asks for the types deriving from a type.
type DerivedRequest struct {
	SymbolKey string
	Scope     string
	Skip      int
	Take      int
	PathStyle string
}

// DerivedResult is one page of the types deriving from a type, transitively.
type DerivedResult struct {
	Total, Skip, Take int
	Types             []DerivedType
	Notes             []string
}

// DerivedType is a type deriving from the requested one.
type DerivedType struct {
	SymbolInfo
	Depth      int    // 1: names the type in its base list
	DirectBase string // full name of the type it names, on the way to the requested one
}

// TypeHierarchy answers get_type_hierarchy.
func (v *View) TypeHierarchy(ctx context.Context, req HierarchyRequest) (*HierarchyResult, error) {
	t, style, err := v.typeArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	res := &HierarchyResult{Type: v.symbolInfo(t, style), BaseChainComplete: true}
	b := v.binder
	if req.IncludeBaseTypes {
		chain, complete := b.BaseChain(t)
		res.BaseChainComplete = complete
		for _, r := range chain {
			res.BaseTypes = append(res.BaseTypes, v.typeRef(r, style))
		}
	}
	if req.IncludeInterfaces {
		for _, r := range b.Interfaces(t) {
			ir := InterfaceRef{TypeRef: v.typeRef(r, style), Direct: r.Via == t}
			if !ir.Direct && r.Via != index.NoSymbol {
				ir.Via = v.snap.Sym(r.Via).FullName
			}
			res.Interfaces = append(res.Interfaces, ir)
		}
	}
	if req.IncludeDerived {
		d, err := v.derived(ctx, t, req.Scope, req.DerivedSkip, req.DerivedTake, style)
		if err != nil {
			return nil, err
		}
		res.Derived = d
	}
	res.NextSteps = []string{
		"get_symbol_info on a symbolKey above for its members and signature",
		"get_derived_types with derivedSkip/skip to page through more derived types",
	}
	return res, nil
}

// DerivedTypes answers get_derived_types.
func (v *View) DerivedTypes(ctx context.Context, req DerivedRequest) (*DerivedResult, error) {
	t, style, err := v.typeArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	return v.derived(ctx, t, req.Scope, req.Skip, req.Take, style)
}

// typeArg reads the arguments every hierarchy question has.
func (v *View) typeArg(key, pathStyle string) (index.SymbolID, PathStyle, error) {
	t, style, err := v.symbolArg(key, pathStyle)
	if err != nil {
		return 0, 0, err
	}
	if k := v.snap.Sym(t).Kind; !k.IsType() {
		return 0, 0, errorf(CodeInvalidArgument, "symbolKey names the %s %s, not a type; pass the key of its containing type",
			k, v.snap.Sym(t).FullName)
	}
	return t, style, nil
}

func (v *View) typeRef(r bind.BaseRef, style PathStyle) TypeRef {
	out := TypeRef{Name: r.Display, Resolved: r.Resolved, Implicit: r.Implicit}
	if r.Symbol != index.NoSymbol {
		info := v.symbolInfo(r.Symbol, style)
		out.Symbol = &info
	}
	return out
}

// derived walks the types deriving from t breadth first, so each is listed
// at its smallest depth, and returns one page of those in scope, ordered by
// depth then full name.
func (v *View) derived(ctx context.Context, t index.SymbolID, scopeText string, skip, take int, style PathStyle) (*DerivedResult, error) {
	scope, err := v.parseScope(scopeText)
	if err != nil {
		return nil, err
	}
	res := &DerivedResult{Skip: skip, Take: take}
	if err := checkPage(skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	type found struct {
		id, base index.SymbolID
		depth    int
	}
	var all []found
	seen := map[index.SymbolID]bool{t: true}
	frontier := []index.SymbolID{t}
	for depth := 1; len(frontier) > 0; depth++ {
		if ctx.Err() != nil {
			return nil, errorf(CodeCancelled, "get_derived_types was cancelled")
		}
		var next []index.SymbolID
		for _, base := range frontier {
			for _, d := range v.binder.DirectlyDerived(base) {
				if seen[d] {
					continue
				}
				seen[d] = true
				next = append(next, d)
				if v.contains(scope, d) {
					all = append(all, found{d, base, depth})
				}
			}
		}
		frontier = next
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].depth != all[j].depth {
			return all[i].depth < all[j].depth
		}
		if a, b := v.snap.Sym(all[i].id).FullName, v.snap.Sym(all[j].id).FullName; a != b {
			return a < b
		}
		return all[i].id < all[j].id
	})
	res.Total = len(all)
	for i := skip; i < len(all) && i < skip+res.Take; i++ {
		f := all[i]
		res.Types = append(res.Types, DerivedType{SymbolInfo: v.symbolInfo(f.id, style), Depth: f.depth,
			DirectBase: v.snap.Sym(f.base).FullName})
	}
	return res, nil
}
