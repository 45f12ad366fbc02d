package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Wire arguments to engine requests, with the documented defaults.

func searchRequest(a protocol.SearchSymbolsArgs) backend.SearchRequest {
	return backend.SearchRequest{
		Query:           a.Query,
		Kinds:           a.Kinds,
		NamespaceFilter: a.NamespaceFilter,
		ProjectName:     a.ProjectName,
		SourceOnly:      orDefault(a.SourceOnly, true),
		Accessibility:   a.Accessibility,
		PathStyle:       a.PathStyle,
		SortBy:          a.SortBy,
		SortOrder:       a.SortOrder,
		Skip:            orDefault(a.Skip, 0),
		Take:            orDefault(a.Take, backend.DefaultTake),
	}
}

func resolveRequest(a protocol.ResolveSymbolArgs) backend.ResolveRequest {
	return backend.ResolveRequest{
		Query:         a.Query,
		Kinds:         a.Kinds,
		ProjectName:   a.ProjectName,
		MaxCandidates: orDefault(a.MaxCandidates, backend.DefaultMaxCandidates),
		PathStyle:     a.PathStyle,
	}
}

func orDefault[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}
