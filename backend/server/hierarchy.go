package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of the hierarchy tools.

func hierarchyRequest(a protocol.GetTypeHierarchyArgs) backend.HierarchyRequest {
	return backend.HierarchyRequest{
		SymbolKey:         a.SymbolKey,
		IncludeBaseTypes:  orDefault(a.IncludeBaseTypes, true),
		IncludeInterfaces: orDefault(a.IncludeInterfaces, true),
		IncludeDerived:    orDefault(a.IncludeDerivedTypes, true),
		Scope:             a.Scope,
		DerivedSkip:       orDefault(a.DerivedSkip, 0),
		DerivedTake:       orDefault(a.DerivedTake, backend.DefaultTake),
		PathStyle:         a.PathStyle,
	}
}

func derivedRequest(a protocol.GetDerivedTypesArgs) backend.DerivedRequest {
	return backend.DerivedRequest{SymbolKey: a.SymbolKey, Scope: a.Scope, Skip: orDefault(a.Skip, 0),
		Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func hierarchyResult(r *backend.HierarchyResult) protocol.GetTypeHierarchyResult {
	out := protocol.GetTypeHierarchyResult{
		Type:              symbolMatch(r.Type),
		BaseChainComplete: r.BaseChainComplete,
		Hints:             protocol.Hints{NextSteps: r.NextSteps},
	}
	for _, t := range r.BaseTypes {
		out.BaseTypes = append(out.BaseTypes, hierarchyType(t))
	}
	for _, i := range r.Interfaces {
		out.Interfaces = append(out.Interfaces, protocol.HierarchyIface{HierarchyType: hierarchyType(i.TypeRef), Direct: i.Direct, Via: i.Via})
	}
	if d := r.Derived; d != nil {
		paging := derivedPaging(d)
		out.DerivedPaging = &paging
		out.DerivedTypes = derivedTypes(d)
		out.Notes = d.Notes
	}
	return out
}

func derivedResult(d *backend.DerivedResult) protocol.GetDerivedTypesResult {
	return protocol.GetDerivedTypesResult{Paging: derivedPaging(d), DerivedTypes: derivedTypes(d), Notes: d.Notes}
}

func derivedPaging(d *backend.DerivedResult) protocol.Paging {
	return protocol.Paging{Skip: d.Skip, Take: d.Take, Returned: len(d.Types), Total: d.Total}
}

func derivedTypes(d *backend.DerivedResult) []protocol.DerivedType {
	out := make([]protocol.DerivedType, len(d.Types))
	for i, t := range d.Types {
		out[i] = protocol.DerivedType{SymbolMatch: symbolMatch(t.SymbolInfo), Depth: t.Depth, DirectBase: t.DirectBase}
	}
	return out
}

func hierarchyType(t backend.TypeRef) protocol.HierarchyType {
	out := protocol.HierarchyType{Name: t.Name, Resolved: t.Resolved, Implicit: t.Implicit}
	if t.Symbol != nil {
		m := symbolMatch(*t.Symbol)
		out.Symbol = &m
	}
	return out
}
