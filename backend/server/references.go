package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of find_references and find_callers.

func referencesRequest(a protocol.FindReferencesArgs) backend.ReferencesRequest {
	return backend.ReferencesRequest{SymbolKey: a.SymbolKey, IncludeDeclaration: a.IncludeDeclaration, Scope: a.Scope,
		Skip: orDefault(a.Skip, 0), Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func referencesResult(r *backend.ReferencesResult) protocol.FindReferencesResult {
	return protocol.FindReferencesResult{Symbol: symbolMatch(r.Symbol),
		Paging:     protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.References), Total: r.Total},
		References: references(r.References), FilesSearched: r.FilesSearched, Notes: r.Notes}
}

func callersRequest(a protocol.FindCallersArgs) backend.CallersRequest {
	return backend.CallersRequest{SymbolKey: a.SymbolKey, Scope: a.Scope, Skip: orDefault(a.Skip, 0),
		Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func callersResult(r *backend.CallersResult) protocol.FindCallersResult {
	out := protocol.FindCallersResult{Symbol: symbolMatch(r.Symbol),
		Paging: protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Callers), Total: r.Total}, Notes: r.Notes,
		Callers: []protocol.Caller{}}
	for _, c := range r.Callers {
		pc := protocol.Caller{Calls: references(c.Calls)}
		if c.Caller != nil {
			m := symbolMatch(*c.Caller)
			pc.Caller = &m
		}
		out.Callers = append(out.Callers, pc)
	}
	return out
}

func references(in []backend.Reference) []protocol.Reference {
	out := make([]protocol.Reference, len(in))
	for i, r := range in {
		out[i] = protocol.Reference{Location: location(r.Location), LineText: r.LineText, Kind: r.Kind}
		if r.Container != nil {
			m := symbolMatch(*r.Container)
			out[i].Container = &m
		}
	}
	return out
}

func outgoingRequest(a protocol.GetOutgoingCallsArgs) backend.OutgoingRequest {
	return backend.OutgoingRequest{SymbolKey: a.SymbolKey, PathStyle: a.PathStyle}
}

func outgoingResult(r *backend.OutgoingResult) protocol.GetOutgoingCallsResult {
	out := protocol.GetOutgoingCallsResult{Symbol: symbolMatch(r.Symbol), Calls: []protocol.OutgoingCall{}}
	for _, c := range r.Calls {
		oc := protocol.OutgoingCall{External: c.External, Sites: references(c.Sites)}
		if c.Callee != nil {
			m := symbolMatch(*c.Callee)
			oc.Callee = &m
		}
		out.Calls = append(out.Calls, oc)
	}
	return out
}
