package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// get_symbol_attributes: wire arguments to the engine request, the engine's
// answer to the wire.

func attributesRequest(a protocol.GetSymbolAttributesArgs) backend.AttributesRequest {
	return backend.AttributesRequest{
		SymbolKey:              a.SymbolKey,
		DocumentationCommentID: a.DocumentationCommentID,
		FilePath:               a.FilePath,
		Line:                   orDefault(a.Line, 0),
		Column:                 orDefault(a.Column, 0),
		EndLine:                orDefault(a.EndLine, 0),
		EndColumn:              orDefault(a.EndColumn, 0),
		SelectedText:           a.SelectedText,
		ContextBefore:          a.ContextBefore,
		ContextAfter:           a.ContextAfter,
		IncludeInherited:       orDefault(a.IncludeInherited, false),
		AttributesLimit:        orDefault(a.AttributesLimit, backend.DefaultAttributesLimit),
		PathStyle:              a.PathStyle,
	}
}

func attributesResult(r *backend.AttributesResult) protocol.GetSymbolAttributesResult {
	out := protocol.GetSymbolAttributesResult{
		Symbol:     symbolMatches([]backend.SymbolInfo{r.Symbol})[0],
		Attributes: make([]protocol.AttributeEntry, len(r.Attributes)),
		TotalCount: r.TotalCount,
		HasMore:    r.HasMore,
	}
	for i, a := range r.Attributes {
		e := protocol.AttributeEntry{
			Name:                 a.Name,
			AttributeType:        a.AttributeType,
			Resolved:             a.Resolved,
			SymbolKey:            a.SymbolKey,
			Target:               a.Target,
			Parameter:            a.Parameter,
			Inherited:            a.Inherited,
			ConstructorArguments: attributeArguments(a.ConstructorArguments),
			NamedArguments:       attributeArguments(a.NamedArguments),
			FilePath:             a.FilePath,
			Line:                 a.Line,
			Column:               a.Column,
		}
		if a.InheritedFrom != nil {
			e.InheritedFrom = &symbolMatches([]backend.SymbolInfo{*a.InheritedFrom})[0]
		}
		out.Attributes[i] = e
	}
	return out
}

func attributeArguments(in []backend.AttributeArgument) []protocol.AttributeArgument {
	out := make([]protocol.AttributeArgument, len(in))
	for i, a := range in {
		out[i] = protocol.AttributeArgument{Name: a.Name, Value: a.Value}
	}
	return out
}
