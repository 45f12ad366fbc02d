package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of find_implementations and find_overrides.

func implementationsRequest(a protocol.FindImplementationsArgs) backend.ImplementationsRequest {
	return backend.ImplementationsRequest{SymbolKey: a.SymbolKey, Scope: a.Scope, Skip: orDefault(a.Skip, 0),
		Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func implementationsResult(r *backend.ImplementationsResult) protocol.FindImplementationsResult {
	out := protocol.FindImplementationsResult{
		Symbol:          symbolMatch(r.Symbol),
		Paging:          protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Implementations), Total: r.Total},
		Implementations: make([]protocol.Implementation, len(r.Implementations)),
		Notes:           r.Notes,
	}
	for i, im := range r.Implementations {
		out.Implementations[i] = protocol.Implementation{
			SymbolMatch:        symbolMatch(im.SymbolInfo),
			Relation:           im.Relation,
			ImplementingType:   im.ImplementingType,
			Interface:          im.Interface,
			Via:                im.Via,
			Overrides:          im.Overrides,
			OverridesSymbolKey: im.OverridesKey,
		}
	}
	return out
}

func overridesRequest(a protocol.FindOverridesArgs) backend.OverridesRequest {
	return backend.OverridesRequest{SymbolKey: a.SymbolKey, Skip: orDefault(a.Skip, 0),
		Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func overridesResult(r *backend.OverridesResult) protocol.FindOverridesResult {
	out := protocol.FindOverridesResult{
		Symbol:    symbolMatch(r.Symbol),
		Paging:    protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Overrides), Total: r.Total},
		Overrides: make([]protocol.Override, len(r.Overrides)),
		Notes:     r.Notes,
	}
	for i, o := range r.Overrides {
		out.Overrides[i] = protocol.Override{
			SymbolMatch:        symbolMatch(o.SymbolInfo),
			Depth:              o.Depth,
			Overrides:          o.Overrides,
			OverridesSymbolKey: o.OverridesKey,
			Sealed:             o.Sealed,
		}
	}
	return out
}
