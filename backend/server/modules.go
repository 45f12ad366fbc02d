package server

import (
	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// Conversions of the modules tools, with the defaults a debugger's Modules
// tools document.

func modulesListRequest(a protocol.ModulesListArgs) backend.ModulesRequest {
	return backend.ModulesRequest{IncludeSystem: orDefault(a.IncludeSystem, true), NameFilter: a.NameFilter, PID: a.PID, PathStyle: a.PathStyle}
}

func modulesListResult(r *backend.ModulesResult) protocol.ModulesListResult {
	out := protocol.ModulesListResult{PID: r.PID, Modules: make([]protocol.Module, len(r.Modules)), Count: len(r.Modules),
		Notes: r.Notes, Hints: protocol.Hints{NextSteps: r.NextSteps}}
	for i, m := range r.Modules {
		pm := protocol.Module{Name: m.Name, Path: m.Path, Origin: m.Origin, Version: m.Version, IsSystem: m.System,
			Indexed: m.Indexed, ReferencedBy: m.ReferencedBy, Error: m.Error}
		if m.Metadata {
			pm.HasSymbols, pm.ModuleID = &m.HasSymbols, m.ModuleID
			if m.OptimizedKnown {
				pm.IsOptimized = &m.Optimized
			}
		}
		out.Modules[i] = pm
	}
	return out
}

func modulesSearchRequest(a protocol.ModulesSearchArgs) backend.ModulesSearchRequest {
	return backend.ModulesSearchRequest{Pattern: a.Pattern, SearchType: a.SearchType, ModuleFilter: a.ModuleFilter,
		CaseSensitive: orDefault(a.CaseSensitive, false), MaxResults: orDefault(a.MaxResults, 50), PID: a.PID}
}

func modulesSearchResult(r *backend.ModulesSearchResult) protocol.ModulesSearchResult {
	out := protocol.ModulesSearchResult{Query: r.Query, SearchType: r.SearchType, Types: moduleTypes(r.Types),
		Methods: make([]protocol.ModuleMethod, len(r.Methods)), TotalMatches: r.Total, ReturnedMatches: len(r.Types) + len(r.Methods),
		Truncated: r.Truncated, Notes: r.Notes, Hints: protocol.Hints{NextSteps: r.NextSteps}}
	for i, m := range r.Methods {
		method := moduleMember(m)
		method.DeclaringType, method.ModuleName = "", "" // said once, beside it
		out.Methods[i] = protocol.ModuleMethod{DeclaringType: m.DeclaringType, ModuleName: m.ModuleName, Method: method}
	}
	return out
}

func typesGetRequest(a protocol.TypesGetArgs) backend.TypesRequest {
	return backend.TypesRequest{ModuleName: a.ModuleName, NamespaceFilter: a.NamespaceFilter, Kind: a.Kind, Visibility: a.Visibility,
		MaxResults: orDefault(a.MaxResults, 100), ContinuationToken: a.ContinuationToken, PID: a.PID}
}

func typesGetResult(r *backend.TypesResult) protocol.TypesGetResult {
	out := protocol.TypesGetResult{ModuleName: r.ModuleName, Types: moduleTypes(r.Types), Namespaces: []protocol.NamespaceCount{},
		TotalTypes: r.Total, ReturnedTypes: len(r.Types), HasMore: r.HasMore, ContinuationToken: r.ContinuationToken,
		Notes: r.Notes, Hints: protocol.Hints{NextSteps: r.NextSteps}}
	for _, n := range r.Namespaces {
		out.Namespaces = append(out.Namespaces, protocol.NamespaceCount{Name: n.Name, TypeCount: n.TypeCount})
	}
	return out
}

func membersGetRequest(a protocol.MembersGetArgs) backend.MembersRequest {
	return backend.MembersRequest{TypeName: a.TypeName, ModuleName: a.ModuleName, IncludeInherited: orDefault(a.IncludeInherited, false),
		MemberKinds: a.MemberKinds, Visibility: a.Visibility, IncludeStatic: orDefault(a.IncludeStatic, true),
		IncludeInstance: orDefault(a.IncludeInstance, true), PID: a.PID}
}

func membersGetResult(r *backend.MembersResult) protocol.MembersGetResult {
	return protocol.MembersGetResult{TypeName: r.Type.FullName, ModuleName: r.Type.ModuleName, Kind: r.Type.Kind, SymbolKey: r.Type.SymbolKey,
		Methods: moduleMembers(r.Methods), Properties: moduleMembers(r.Properties), Fields: moduleMembers(r.Fields), Events: moduleMembers(r.Events),
		TotalMembers: r.Total, Notes: r.Notes, Hints: protocol.Hints{NextSteps: r.NextSteps}}
}

func moduleTypes(in []backend.ModuleType) []protocol.ModuleType {
	out := make([]protocol.ModuleType, len(in))
	for i, t := range in {
		out[i] = protocol.ModuleType{FullName: t.FullName, Name: t.Name, Namespace: t.Namespace, Kind: t.Kind, Visibility: t.Visibility,
			IsAbstract: t.IsAbstract, IsSealed: t.IsSealed, IsStatic: t.IsStatic, BaseType: t.BaseType, Interfaces: t.Interfaces,
			ModuleName: t.ModuleName, SymbolKey: t.SymbolKey}
	}
	return out
}

func moduleMembers(in []backend.ModuleMember) []protocol.ModuleMember {
	var out []protocol.ModuleMember
	for _, m := range in {
		out = append(out, moduleMember(m))
	}
	return out
}

func moduleMember(m backend.ModuleMember) protocol.ModuleMember {
	out := protocol.ModuleMember{Name: m.Name, Kind: m.Kind, Signature: m.Signature, ReturnType: m.ReturnType, Type: m.Type,
		Visibility: m.Visibility, IsStatic: m.IsStatic, DeclaringType: m.DeclaringType, ModuleName: m.ModuleName,
		Inherited: m.Inherited, SymbolKey: m.SymbolKey}
	for _, p := range m.Parameters {
		out.Parameters = append(out.Parameters, protocol.ModuleParameter{Name: p.Name, Type: p.Type, Modifier: p.Modifier, Default: p.Default})
	}
	return out
}
