package backend

import (
	"context"
	"sort"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// ImplementationsRequest asks what implements an interface or an interface
// member, derives from a class, or overrides a member.
type ImplementationsRequest struct {
	SymbolKey string
	Scope     string // limits the implementations (see parseScope)
	Skip      int
	Take      int
	PathStyle string
}

// ImplementationsResult is one page of what implements a symbol, ordered by
// full name.
type ImplementationsResult struct {
	Symbol            SymbolInfo
	Total, Skip, Take int
	Implementations   []Implementation
	Notes             []string
}

// Implementation is one symbol implementing the requested one.
type Implementation struct {
	SymbolInfo
	// Relation says how: implements (a type implementing the interface),
	// derives (a class deriving from the class), explicit, implicit or
	// inherited (a member implementing the interface member: an explicit
	// implementation, a public member of the implementing type, or one it
	// inherits from a base class), override (overrides the member, or a
	// member implementing it).
	Relation string
	// ImplementingType is, for a member, the full name of the type it
	// implements the interface member for (a type deriving from its own
	// when inherited), or its own type for an override.
	ImplementingType string
	// Interface is, for explicit, implicit and inherited, the interface as
	// the implementing type constructs it: Shop.IRepo<Shop.Order>.
	Interface string
	// Via is, for a type, the full name of the base class or interface it
	// reaches the requested type through; "" when it names it itself.
	Via string
	// Overrides and OverridesKey name, for an override, the member it
	// overrides directly.
	Overrides, OverridesKey string
}

// OverridesRequest asks for the members overriding a member.
type OverridesRequest struct {
	SymbolKey string
	Skip      int
	Take      int
	PathStyle string
}

// OverridesResult is one page of the members overriding a member, directly
// or further down, ordered by depth then full name.
type OverridesResult struct {
	Symbol            SymbolInfo
	Total, Skip, Take int
	Overrides         []OverrideInfo
	Notes             []string
}

// OverrideInfo is one member overriding the requested one.
type OverrideInfo struct {
	SymbolInfo
	Depth int // 1: overrides the requested member itself
	// Overrides and OverridesKey name the member it overrides directly.
	Overrides, OverridesKey string
	Sealed                  bool // a sealed override: nothing overrides it further
}

// FindImplementations answers find_implementations.
func (v *View) FindImplementations(ctx context.Context, req ImplementationsRequest) (*ImplementationsResult, error) {
	id, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	if err := v.implementable(id); err != nil {
		return nil, err
	}
	scope, err := v.parseScope(req.Scope)
	if err != nil {
		return nil, err
	}
	res := &ImplementationsResult{Symbol: v.symbolInfo(id, style), Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	all := v.binder.Implementations(id)
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "find_implementations was cancelled")
	}
	var kept []bind.Implementation
	for _, im := range all {
		if v.contains(scope, im.Symbol) {
			kept = append(kept, im)
		}
	}
	res.Total = len(kept)
	for i := req.Skip; i < len(kept) && i < req.Skip+res.Take; i++ {
		res.Implementations = append(res.Implementations, v.implementation(id, kept[i], style))
	}
	return res, nil
}

func (v *View) implementation(asked index.SymbolID, im bind.Implementation, style PathStyle) Implementation {
	out := Implementation{SymbolInfo: v.symbolInfo(im.Symbol, style), Relation: im.Kind.String(), Interface: im.Interface}
	switch im.Kind {
	case bind.ImplementsInterface, bind.DerivesFrom:
		if im.For != asked {
			out.Via = v.snap.Sym(im.For).FullName
		}
	default:
		out.ImplementingType = v.snap.Sym(im.For).FullName
	}
	if im.Overridden != index.NoSymbol {
		out.Overrides, out.OverridesKey = v.snap.Sym(im.Overridden).FullName, v.snap.Sym(im.Overridden).Key
	}
	return out
}

// FindOverrides answers find_overrides.
func (v *View) FindOverrides(ctx context.Context, req OverridesRequest) (*OverridesResult, error) {
	id, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	if err := v.overridable(id); err != nil {
		return nil, err
	}
	res := &OverridesResult{Symbol: v.symbolInfo(id, style), Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	var all []bind.Override
	for _, o := range v.binder.Overrides(id) {
		if !v.snap.External(o.Member) { // the workspace's overrides, as Roslyn's finder searches a solution
			all = append(all, o)
		}
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "find_overrides was cancelled")
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Depth < all[j].Depth })
	res.Total = len(all)
	for i := req.Skip; i < len(all) && i < req.Skip+res.Take; i++ {
		o := all[i]
		over := v.snap.Sym(o.Overridden)
		res.Overrides = append(res.Overrides, OverrideInfo{SymbolInfo: v.symbolInfo(o.Member, style), Depth: o.Depth,
			Overrides: over.FullName, OverridesKey: over.Key, Sealed: v.snap.Sym(o.Member).Modifiers&syntax.ModSealed != 0})
	}
	return res, nil
}

// implementable explains, as an InvalidArgument error, why nothing can
// implement, derive from or override a symbol; nil when something can.
func (v *View) implementable(id index.SymbolID) error {
	sym := v.snap.Sym(id)
	b := v.binder
	switch {
	case sym.Kind == syntax.KindInterface:
		return nil
	case sym.Kind == syntax.KindClass || sym.Kind == syntax.KindRecord:
		switch {
		case sym.Modifiers&syntax.ModStatic != 0:
			return refuse("%s is a static class: no class can derive from it", "", sym.FullName)
		case sym.Modifiers&syntax.ModSealed != 0:
			return refuse("%s is sealed: no class can derive from it; find_references finds where it is used", "", sym.FullName)
		}
		return nil
	case sym.Kind.IsType():
		return refuse("%s is a %s: nothing can implement or derive from it, only from interfaces and classes; find_references finds where it is used",
			"", sym.FullName, kindText(sym.Kind))
	case sym.Kind == syntax.KindNamespace:
		return refuse("%s is a namespace: pass the symbolKey of an interface, a class, or an interface, abstract or virtual member (search_symbols finds them)",
			"search_symbols", sym.FullName)
	case b.Implementable(id), b.Overridable(id):
		return nil
	}
	return v.notVirtual(id, "find_implementations")
}

// overridable explains, as an InvalidArgument error, why nothing can
// override a symbol; nil when something can.
func (v *View) overridable(id index.SymbolID) error {
	sym := v.snap.Sym(id)
	switch {
	case v.binder.Overridable(id):
		return nil
	case sym.Kind.IsType():
		return refuse("%s is a type, find_overrides takes a member: get_derived_types (or get_type_hierarchy) lists the types deriving from a type, find_implementations those implementing an interface",
			"get_derived_types", sym.FullName)
	case sym.Kind == syntax.KindNamespace:
		return refuse("%s is a namespace, find_overrides takes a virtual, abstract or override member (search_symbols finds them)",
			"search_symbols", sym.FullName)
	case v.binder.Implementable(id):
		return refuse("%s is an interface member: types implement it, nothing overrides it; call find_implementations with this symbolKey",
			"find_implementations", sym.FullName)
	}
	return v.notVirtual(id, "find_overrides")
}

// notVirtual is the error for a member nothing can implement or override.
func (v *View) notVirtual(id index.SymbolID, tool string) error {
	sym := v.snap.Sym(id)
	what := kindText(sym.Kind)
	switch {
	case sym.Kind != syntax.KindMethod && sym.Kind != syntax.KindProperty && sym.Kind != syntax.KindIndexer && sym.Kind != syntax.KindEvent:
		return refuse("%s is a %s, which nothing can implement or override: %s takes an interface member or a virtual, abstract or override method, property, indexer or event; find_references finds where it is used",
			"", sym.FullName, what, tool)
	case sym.Modifiers&syntax.ModOverride != 0 && sym.Modifiers&syntax.ModSealed != 0:
		if over := v.binder.Overridden(id); over != index.NoSymbol {
			return refuse("%s is a sealed override: nothing can override it; call %s on the member it overrides, %s (symbolKey %s)",
				tool, sym.FullName, tool, v.snap.Sym(over).FullName, v.snap.Sym(over).Key)
		}
		return refuse("%s is a sealed override: nothing can override it", "", sym.FullName)
	case v.snap.Decl(sym.Decls[0]).ExplicitInterface != "":
		return refuse("%s is an explicit interface implementation: nothing can override it; find_implementations on the interface member lists the other implementations",
			"", sym.FullName)
	case sym.Container != index.NoSymbol && v.snap.Sym(sym.Container).Kind == syntax.KindInterface:
		return refuse("%s is a %s interface member, not virtual: nothing can implement or override it; find_references finds where it is used",
			"", sym.FullName, modifierText(sym.Modifiers))
	}
	return refuse("%s is a %s that is not virtual, abstract or override, nor an interface member: nothing can implement or override it; find_references finds its callers",
		"", sym.FullName, what)
}

// refuse makes the InvalidArgument error of a symbol that has no
// implementations or overrides; with tool, it names the tool to call instead.
func refuse(format, tool string, args ...any) error {
	e := errorf(CodeInvalidArgument, format, args...)
	if tool != "" {
		e.Continuation = &Continuation{Kind: ContinueCallTool, Tool: tool,
			Instruction: "Call " + tool + " as the message says, or pass another symbolKey."}
	} else {
		e.Continuation = &Continuation{Kind: ContinueReviseRequest,
			Instruction: "Pass the symbolKey of an interface, a class, or an interface, abstract, virtual or override member."}
	}
	return e
}

// kindText is a kind as a message writes it: record struct, method, enum member.
func kindText(k syntax.Kind) string {
	switch k {
	case syntax.KindRecordStruct:
		return "record struct"
	case syntax.KindEnumMember:
		return "enum member"
	case syntax.KindConversion:
		return "conversion operator"
	}
	return lower(k.String())
}

// modifierText names the modifiers that keep an interface member from being
// implemented: private, sealed, static.
func modifierText(m syntax.Modifiers) string {
	switch {
	case m&syntax.ModPrivate != 0:
		return "private"
	case m&syntax.ModSealed != 0:
		return "sealed"
	case m&syntax.ModStatic != 0:
		return "static"
	}
	return "non-virtual"
}
