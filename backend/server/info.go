package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of get_symbol_info and semantic_query.

func infoRequest(a protocol.GetSymbolInfoArgs) backend.InfoRequest {
	return backend.InfoRequest{SymbolKey: a.SymbolKey, PathStyle: a.PathStyle}
}

func infoResult(r *backend.SymbolDetail) protocol.GetSymbolInfoResult {
	out := protocol.GetSymbolInfoResult{
		SymbolMatch:       symbolMatch(r.SymbolInfo),
		Modifiers:         r.Modifiers,
		Signature:         r.Signature,
		Summary:           r.Summary,
		ContainingTypeKey: r.ContainingTypeKey,
		ReturnType:        boundTypePtr(r.ReturnType),
		Type:              boundTypePtr(r.Type),
		BaseType:          boundTypePtr(r.BaseType),
		MemberCounts:      r.MemberCounts,
		Hints:             protocol.Hints{NextSteps: r.NextSteps},
	}
	if out.Modifiers == nil {
		out.Modifiers = []string{}
	}
	for _, p := range r.Parameters {
		out.Parameters = append(out.Parameters, protocol.Parameter{Name: p.Name, Type: boundType(p.Type), Modifier: p.Modifier, Default: p.Default})
	}
	for _, t := range r.Interfaces {
		out.Interfaces = append(out.Interfaces, boundType(t))
	}
	out.Locations = locations(r.Locations)
	return out
}

func locations(in []backend.Location) []protocol.Location {
	var out []protocol.Location
	for _, l := range in {
		out = append(out, location(l))
	}
	return out
}

func location(l backend.Location) protocol.Location {
	return protocol.Location{FilePath: l.FilePath, LineNumber: l.Line, Column: l.Column, EndLine: l.EndLine, EndColumn: l.EndColumn}
}

func boundType(t backend.BoundType) protocol.BoundType {
	return protocol.BoundType{Name: t.Name, SymbolKey: t.SymbolKey, Resolved: t.Resolved}
}

func boundTypePtr(t *backend.BoundType) *protocol.BoundType {
	if t == nil {
		return nil
	}
	out := boundType(*t)
	return &out
}

func semanticRequest(a protocol.SemanticQueryArgs) backend.SemanticRequest {
	return backend.SemanticRequest{
		Kinds:                    a.Kinds,
		NamePattern:              a.NamePattern,
		Modifiers:                a.Modifiers,
		MustHaveParameterType:    a.MustHaveParameterType,
		MustNotHaveParameterType: a.MustNotHaveParameterType,
		ReturnType:               a.ReturnType,
		MustHaveAttribute:        a.MustHaveAttribute,
		MustNotHaveAttribute:     a.MustNotHaveAttribute,
		Accessibility:            a.Accessibility,
		Scope:                    a.Scope,
		NamespaceFilter:          a.NamespaceFilter,
		ProjectName:              a.ProjectName,
		PathStyle:                a.PathStyle,
		SortBy:                   a.SortBy,
		SortOrder:                a.SortOrder,
		Skip:                     orDefault(a.Skip, 0),
		Take:                     orDefault(a.Take, backend.DefaultTake),
	}
}

func semanticResult(r *backend.SemanticResult) protocol.SemanticQueryResult {
	out := protocol.SemanticQueryResult{
		MatchCount: r.Total,
		Paging:     protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Matches), Total: r.Total},
		Matches:    make([]protocol.SemanticMatch, len(r.Matches)),
		Notes:      r.Notes,
		Hints:      protocol.Hints{NextSteps: r.NextSteps},
	}
	for i, m := range r.Matches {
		out.Matches[i] = protocol.SemanticMatch{SymbolMatch: symbolMatch(m.SymbolInfo), Signature: m.Signature}
	}
	return out
}
