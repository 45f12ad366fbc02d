// Package server holds the doors to the engine. tools.go is the one code path
// every door uses: a tool name and JSON arguments in, an envelope out.
package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"sort"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// tool decodes its arguments, calls the engine once and encodes the answer.
// It reads the one view of the workspace Call chose for the whole call.
type tool func(ctx context.Context, v *backend.View, args json.RawMessage) (any, error)

var tools = map[string]tool{
	protocol.ToolSearchSymbols:       engineCall(searchRequest, (*backend.View).SearchSymbols, searchResult),
	protocol.ToolResolveSymbol:       engineCall(resolveRequest, (*backend.View).ResolveSymbol, resolveResult),
	protocol.ToolGetSymbolInfo:       engineCall(infoRequest, (*backend.View).GetSymbolInfo, infoResult),
	protocol.ToolGetSymbolAttributes: engineCall(attributesRequest, (*backend.View).SymbolAttributes, attributesResult),
	protocol.ToolGetTypeHierarchy:    engineCall(hierarchyRequest, (*backend.View).TypeHierarchy, hierarchyResult),
	protocol.ToolGetDerivedTypes:     engineCall(derivedRequest, (*backend.View).DerivedTypes, derivedResult),
	protocol.ToolSemanticQuery:       engineCall(semanticRequest, (*backend.View).SemanticQuery, semanticResult),
	protocol.ToolGetSymbolAtPosition: engineCall(positionRequest, (*backend.View).SymbolAtPosition, positionResult),
	protocol.ToolFindReferences:      engineCall(referencesRequest, (*backend.View).FindReferences, referencesResult),
	protocol.ToolFindCallers:         engineCall(callersRequest, (*backend.View).FindCallers, callersResult),
	protocol.ToolGetOutgoingCalls:    engineCall(outgoingRequest, (*backend.View).OutgoingCalls, outgoingResult),
	protocol.ToolFindImplementations: engineCall(implementationsRequest, (*backend.View).FindImplementations, implementationsResult),
	protocol.ToolFindOverrides:       engineCall(overridesRequest, (*backend.View).FindOverrides, overridesResult),
	protocol.ToolGetSymbolSource:     engineCall(sourceRequest, (*backend.View).SymbolSource, sourceResult),
	protocol.ToolGetDocumentOutline:  engineCall(outlineRequest, (*backend.View).DocumentOutline, outlineResult),
	protocol.ToolSearchText:          engineCall(textSearchRequest, (*backend.View).SearchText, textSearchResult),
	protocol.ToolModulesList:         engineCall(modulesListRequest, (*backend.View).ModulesList, modulesListResult),
	protocol.ToolModulesSearch:       engineCall(modulesSearchRequest, (*backend.View).ModulesSearch, modulesSearchResult),
	protocol.ToolTypesGet:            engineCall(typesGetRequest, (*backend.View).TypesGet, typesGetResult),
	protocol.ToolMembersGet:          engineCall(membersGetRequest, (*backend.View).MembersGet, membersGetResult),
}

// engineCall makes a tool of one engine method: the wire arguments decoded
// strictly and turned into the engine's request, the engine's answer into
// the wire result.
func engineCall[Args, Req, Res, Out any](toRequest func(Args) Req,
	method func(*backend.View, context.Context, Req) (Res, error), toResult func(Res) Out) tool {
	return func(ctx context.Context, v *backend.View, raw json.RawMessage) (any, error) {
		var args Args
		if err := decodeArgs(raw, &args); err != nil {
			return nil, err
		}
		res, err := method(v, ctx, toRequest(args))
		if err != nil {
			return nil, err
		}
		return toResult(res), nil
	}
}

// ToolNames lists the tools, the Host's included, sorted.
func ToolNames() []string {
	names := make([]string, 0, len(tools)+len(hostTools))
	for name := range tools {
		names = append(names, name)
	}
	for name := range hostTools {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// isTool says whether a tool of that name exists.
func isTool(name string) bool {
	_, ok := tools[name]
	_, host := hostTools[name]
	return ok || host
}

// Call runs one tool and always answers with an envelope: a bad request, a
// failure or even a panic inside the engine becomes an error in it.
func Call(ctx context.Context, e *backend.Engine, name string, args json.RawMessage) protocol.Envelope {
	return callView(ctx, e.View(), name, args)
}

// callView runs one tool on one view.
func callView(ctx context.Context, v *backend.View, name string, args json.RawMessage) (env protocol.Envelope) {
	defer recordCall(ctx, name, time.Now(), &env)
	t, err := lookupTool(name)
	if err != nil {
		return failure(err)
	}
	var common struct{ protocol.Common }
	if err := json.Unmarshal(nonEmpty(args), &common); err != nil {
		return failure(backend.InvalidArgument("arguments: %v", err))
	}
	if common.ExpectedSnapshot != nil {
		if err := v.Expect(common.ExpectedSnapshot.SnapshotID); err != nil {
			env = failure(backend.AsError(err))
			env.Snapshot = snapshotOf(v.Ref())
			return env
		}
	}
	return onView(ctx, v, t, args)
}

// lookupTool finds the tool of a name among those answering from one view.
func lookupTool(name string) (tool, *backend.Error) {
	if _, host := hostTools[name]; host {
		return nil, &backend.Error{Code: CodeUnknownTool, Message: name + " is a tool of a server (glider serve, nvim or mcp), which holds a workspace; this call has a workspace only"}
	}
	t, ok := tools[name]
	if !ok {
		return nil, &backend.Error{Code: CodeUnknownTool, Message: fmt.Sprintf("no tool named %q; the tools are %v", name, ToolNames())}
	}
	return t, nil
}

// onView runs a tool on one view.
func onView(ctx context.Context, v *backend.View, t tool, args json.RawMessage) protocol.Envelope {
	data, err := t(ctx, v, args)
	env := protocol.Envelope{Success: true, Data: data}
	if err != nil {
		env = failure(backend.AsError(err))
	}
	env.Snapshot = snapshotOf(v.Ref())
	return env
}

// recordCall, deferred, turns a panic in a call into an error in its
// envelope and says in meta how long the call took and how it ended.
func recordCall(ctx context.Context, name string, start time.Time, env *protocol.Envelope) {
	if r := recover(); r != nil {
		*env = failure(&backend.Error{Code: backend.CodeInternal, Message: fmt.Sprintf("%s failed: %v\n%s", name, r, debug.Stack())})
	}
	env.Meta.DurationMs = float64(time.Since(start).Microseconds()) / 1000
	env.Meta.Cancelled = ctx.Err() == context.Canceled
	env.Meta.TimedOut = ctx.Err() == context.DeadlineExceeded
}

// CodeUnknownTool is the error for a tool name no tool has.
const CodeUnknownTool backend.ErrorCode = "UnknownTool"

func failure(err *backend.Error) protocol.Envelope {
	e := &protocol.Error{Code: string(err.Code), Message: err.Message}
	if c := err.Continuation; c != nil {
		e.Continuation = &protocol.Continuation{Kind: string(c.Kind), Tool: c.Tool, Instruction: c.Instruction}
	}
	return protocol.Envelope{Error: e}
}

func snapshotOf(r backend.SnapshotRef) *protocol.Snapshot {
	return &protocol.Snapshot{WorkspaceID: r.WorkspaceID, WorkspaceEpoch: r.WorkspaceEpoch,
		SnapshotID: r.SnapshotID, TransactionRevision: r.TransactionRevision}
}

// nonEmpty treats missing arguments as an empty object.
func nonEmpty(raw json.RawMessage) json.RawMessage {
	if t := bytes.TrimSpace(raw); len(t) == 0 || bytes.Equal(t, []byte("null")) {
		return json.RawMessage("{}")
	}
	return raw
}

// decodeArgs reads a tool's arguments strictly: an unknown or mistyped
// argument is an error naming it, not something silently ignored.
func decodeArgs(raw json.RawMessage, into any) error {
	dec := json.NewDecoder(bytes.NewReader(nonEmpty(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		return backend.InvalidArgument("arguments: %v", err)
	}
	return nil
}
