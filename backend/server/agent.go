package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of get_symbol_source, get_document_outline and search_text.

func sourceRequest(a protocol.GetSymbolSourceArgs) backend.SourceRequest {
	return backend.SourceRequest{SymbolKey: a.SymbolKey, IncludeDocComments: a.IncludeDocComments,
		IncludeBody: a.IncludeBody, PathStyle: a.PathStyle}
}

func sourceResult(r *backend.SourceResult) protocol.GetSymbolSourceResult {
	out := protocol.GetSymbolSourceResult{Symbol: symbolMatch(r.Symbol), Parts: []protocol.SourcePart{}}
	for _, p := range r.Parts {
		out.Parts = append(out.Parts, protocol.SourcePart{FilePath: p.FilePath, StartLine: p.StartLine, EndLine: p.EndLine, Text: p.Text})
	}
	return out
}

func outlineRequest(a protocol.GetDocumentOutlineArgs) backend.OutlineRequest {
	return backend.OutlineRequest{FilePath: a.FilePath, PathStyle: a.PathStyle}
}

func outlineResult(r *backend.OutlineResult) protocol.GetDocumentOutlineResult {
	return protocol.GetDocumentOutlineResult{FilePath: r.FilePath, Lines: r.Lines, Items: outlineItems(r.Items), Notes: r.Notes}
}

func outlineItems(in []backend.OutlineItem) []protocol.OutlineItem {
	out := []protocol.OutlineItem{}
	for _, it := range in {
		item := protocol.OutlineItem{Name: it.Name, Kind: it.Kind, Signature: it.Signature, SymbolKey: it.SymbolKey,
			Accessibility: it.Accessibility, Modifiers: it.Modifiers, StartLine: it.StartLine, EndLine: it.EndLine}
		if len(it.Children) > 0 {
			item.Children = outlineItems(it.Children)
		}
		out = append(out, item)
	}
	return out
}

func textSearchRequest(a protocol.SearchTextArgs) backend.TextSearchRequest {
	return backend.TextSearchRequest{Query: a.Query, Regex: a.Regex, CaseSensitive: a.CaseSensitive, Scope: a.Scope,
		FilePattern: a.FilePattern, Skip: orDefault(a.Skip, 0), Take: orDefault(a.Take, backend.DefaultTake), PathStyle: a.PathStyle}
}

func textSearchResult(r *backend.TextSearchResult) protocol.SearchTextResult {
	out := protocol.SearchTextResult{Paging: protocol.Paging{Skip: r.Skip, Take: r.Take, Returned: len(r.Hits), Total: r.Total},
		Truncated: r.Truncated, FilesSearched: r.FilesSearched, Hits: []protocol.TextHit{}, Notes: r.Notes}
	for _, h := range r.Hits {
		out.Hits = append(out.Hits, protocol.TextHit{Location: location(h.Location), LineText: h.LineText, Container: h.Container})
	}
	return out
}
