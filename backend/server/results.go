package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Engine answers to wire results.

func searchResult(r *backend.SearchResult) protocol.SearchSymbolsResult {
	return protocol.SearchSymbolsResult{
		Query:      r.Query,
		MatchCount: r.Total,
		Paging:     protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Matches), Total: r.Total},
		Matches:    symbolMatches(r.Matches),
		Notes:      r.Notes,
	}
}

func resolveResult(r *backend.ResolveResult) protocol.ResolveSymbolResult {
	return protocol.ResolveSymbolResult{
		Query:             r.Query,
		MatchTier:         r.MatchTier,
		Candidates:        symbolMatches(r.Candidates),
		TotalCandidates:   r.TotalCandidates,
		SuppressedMatches: r.SuppressedMatches,
		Hints:             protocol.Hints{NextSteps: r.NextSteps},
	}
}

func symbolMatches(in []backend.SymbolInfo) []protocol.SymbolMatch {
	out := make([]protocol.SymbolMatch, len(in))
	for i, s := range in {
		out[i] = symbolMatch(s)
	}
	return out
}

func symbolMatch(s backend.SymbolInfo) protocol.SymbolMatch {
	return protocol.SymbolMatch{
		Name:                   s.Name,
		FullName:               s.FullName,
		Kind:                   s.Kind,
		ContainingType:         s.ContainingType,
		Namespace:              s.Namespace,
		FilePath:               s.FilePath,
		LineNumber:             s.Line,
		Column:                 s.Column,
		SymbolKey:              s.SymbolKey,
		ProjectName:            s.ProjectName,
		Accessibility:          s.Accessibility,
		DocumentationCommentID: s.DocumentationCommentID,
		External:               s.External,
		AssemblyPath:           s.AssemblyPath,
	}
}
