package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of get_symbol_at_position.

func positionRequest(a protocol.GetSymbolAtPositionArgs) backend.PositionRequest {
	return backend.PositionRequest{FilePath: a.FilePath, Line: a.Line, Column: a.Column, PathStyle: a.PathStyle}
}

func positionResult(r *backend.PositionResult) protocol.GetSymbolAtPositionResult {
	out := protocol.GetSymbolAtPositionResult{Token: r.Token, Role: r.Role, TargetKind: r.TargetKind,
		Namespace: r.Namespace, External: r.External, Definitions: locations(r.Definitions),
		Candidates: symbolMatches(r.Candidates), Reason: r.Reason}
	if r.Symbol != nil {
		m := symbolMatch(*r.Symbol)
		out.Symbol = &m
	}
	if r.Local != nil {
		out.Local = &protocol.LocalSymbol{Name: r.Local.Name, Kind: r.Local.Kind, Type: r.Local.Type,
			DocumentationCommentID: r.Local.DocumentationCommentID}
	}
	return out
}
