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
type tool func(ctx context.Context, e *backend.Engine, args json.RawMessage) (any, error)

var tools = map[string]tool{
	protocol.ToolSearchSymbols: func(ctx context.Context, e *backend.Engine, raw json.RawMessage) (any, error) {
		var args protocol.SearchSymbolsArgs
		if err := decodeArgs(raw, &args); err != nil {
			return nil, err
		}
		res, err := e.SearchSymbols(ctx, searchRequest(args))
		if err != nil {
			return nil, err
		}
		return searchResult(res), nil
	},
	protocol.ToolResolveSymbol: func(ctx context.Context, e *backend.Engine, raw json.RawMessage) (any, error) {
		var args protocol.ResolveSymbolArgs
		if err := decodeArgs(raw, &args); err != nil {
			return nil, err
		}
		res, err := e.ResolveSymbol(ctx, resolveRequest(args))
		if err != nil {
			return nil, err
		}
		return resolveResult(res), nil
	},
}

// ToolNames lists the tools, sorted.
func ToolNames() []string {
	names := make([]string, 0, len(tools))
	for name := range tools {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// Call runs one tool and always answers with an envelope: a bad request, a
// failure or even a panic inside the engine becomes an error in it.
func Call(ctx context.Context, e *backend.Engine, name string, args json.RawMessage) (env protocol.Envelope) {
	start := time.Now()
	defer func() {
		if r := recover(); r != nil {
			env = failure(&backend.Error{Code: backend.CodeInternal, Message: fmt.Sprintf("%s failed: %v\n%s", name, r, debug.Stack())})
		}
		env.Meta.DurationMs = float64(time.Since(start).Microseconds()) / 1000
		env.Meta.Cancelled = ctx.Err() == context.Canceled
		env.Meta.TimedOut = ctx.Err() == context.DeadlineExceeded
	}()
	t, ok := tools[name]
	if !ok {
		return failure(&backend.Error{Code: CodeUnknownTool, Message: fmt.Sprintf("no tool named %q; the tools are %v", name, ToolNames())})
	}
	data, err := t(ctx, e, args)
	if err != nil {
		return failure(backend.AsError(err))
	}
	return protocol.Envelope{Success: true, Data: data}
}

// CodeUnknownTool is the error for a tool name no tool has.
const CodeUnknownTool backend.ErrorCode = "UnknownTool"

func failure(err *backend.Error) protocol.Envelope {
	return protocol.Envelope{Error: &protocol.Error{Code: string(err.Code), Message: err.Message}}
}

// decodeArgs reads a tool's arguments strictly: an unknown or mistyped
// argument is an error naming it, not something silently ignored.
func decodeArgs(raw json.RawMessage, into any) error {
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		raw = json.RawMessage("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		return &backend.Error{Code: backend.CodeInvalidArgument, Message: "arguments: " + err.Error()}
	}
	return nil
}
