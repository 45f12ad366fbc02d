package server

import (
	"context"
	"encoding/json"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// hostTool is a tool of the Host itself rather than of one snapshot: it
// describes the server or changes which workspace it holds.
type hostTool func(ctx context.Context, h *Host, args json.RawMessage) (any, error)

var hostTools = map[string]hostTool{
	protocol.ToolServerStatus: hostCall(func(ctx context.Context, h *Host, a protocol.ServerStatusArgs) (protocol.ServerStatusResult, error) {
		return h.serverStatus(ctx, a.IncludeProjects)
	}),
	protocol.ToolLoad: hostCall(func(ctx context.Context, h *Host, a protocol.LoadArgs) (protocol.LoadResult, error) {
		if a.Path == "" {
			return protocol.LoadResult{}, backend.InvalidArgument("path is required: a folder, .sln, .slnx or .csproj")
		}
		done, err := h.Start(a.Path)
		if err != nil {
			return protocol.LoadResult{}, err
		}
		return h.loadResult(ctx, done, waits(a.Common))
	}),
	protocol.ToolReload: hostCall(func(ctx context.Context, h *Host, a protocol.ReloadArgs) (protocol.LoadResult, error) {
		done, err := h.reload()
		if err != nil {
			return protocol.LoadResult{}, err
		}
		return h.loadResult(ctx, done, waits(a.Common))
	}),
	protocol.ToolUnload: hostCall(func(ctx context.Context, h *Host, a protocol.UnloadArgs) (protocol.UnloadResult, error) {
		return protocol.UnloadResult{Unloaded: h.unload()}, nil
	}),
}

// hostCall makes a host tool of a function of decoded arguments.
func hostCall[Args, Res any](run func(context.Context, *Host, Args) (Res, error)) hostTool {
	return func(ctx context.Context, h *Host, raw json.RawMessage) (any, error) {
		var args Args
		if err := decodeArgs(raw, &args); err != nil {
			return nil, err
		}
		return run(ctx, h, args)
	}
}

// waits says whether a call waits for the index (the default).
func waits(c protocol.Common) bool { return c.WaitForIndex == nil || *c.WaitForIndex }

// callHostTool runs a host tool; its envelope names the snapshot open after it.
func (h *Host) callHostTool(ctx context.Context, name string, t hostTool, args json.RawMessage) (env protocol.Envelope) {
	defer recordCall(ctx, name, time.Now(), &env)
	var common struct{ protocol.Common }
	if json.Unmarshal(nonEmpty(args), &common) == nil && common.ExpectedSnapshot != nil {
		if e := h.current(); e != nil {
			if v, err := e.ViewAt(common.ExpectedSnapshot.SnapshotID); err != nil {
				env = failure(backend.AsError(err))
				env.Snapshot = snapshotOf(v.Ref())
				return env
			}
		}
	}
	data, err := t(ctx, h, args)
	if err != nil {
		env = failure(backend.AsError(err))
	} else {
		env = protocol.Envelope{Success: true, Data: data}
	}
	if e := h.current(); e != nil {
		env.Snapshot = snapshotOf(e.View().Ref())
	}
	return env
}

// serverStatus is server_status's answer: what Status says, with the
// workspace and the cache described once the index is ready.
func (h *Host) serverStatus(ctx context.Context, includeProjects bool) (protocol.ServerStatusResult, error) {
	st, err := h.Status(ctx)
	if err != nil {
		return protocol.ServerStatusResult{}, err
	}
	res := protocol.ServerStatusResult{StatusResult: st, UptimeSeconds: time.Since(h.started).Seconds()}
	if e := h.current(); e != nil {
		res.Workspace = workspaceStatus(e.View().Status(), includeProjects)
		if c, ok := e.CacheStatus(); ok {
			res.Cache = &protocol.CacheStatus{Path: c.Path, Loaded: c.Loaded, Hits: c.Hits, Added: c.Added, Problem: c.Problem}
		}
	}
	return res, nil
}

// loadResult waits (when asked to) for the workspace being opened and
// describes it.
func (h *Host) loadResult(ctx context.Context, done <-chan struct{}, wait bool) (protocol.LoadResult, error) {
	if wait {
		if _, err := h.waitOpen(ctx, done); err != nil {
			return protocol.LoadResult{}, err
		}
	}
	st, err := h.Status(ctx)
	if err != nil {
		return protocol.LoadResult{}, err
	}
	res := protocol.LoadResult{State: st.State, Progress: st.Progress, Snapshot: st.Snapshot}
	if e := h.current(); e != nil {
		res.Workspace = workspaceStatus(e.View().Status(), true)
	}
	return res, nil
}

func workspaceStatus(s backend.WorkspaceStatus, includeProjects bool) *protocol.WorkspaceStatus {
	w := &protocol.WorkspaceStatus{Path: s.Path, Root: s.Root, Kind: s.Kind, ProjectCount: len(s.Projects),
		Files: s.Files, Bytes: s.Bytes, Symbols: s.Symbols, Assemblies: s.Assemblies, AssembliesRead: s.AssembliesRead,
		FilesWithParseErrors: s.FilesWithParseErrors, Diagnostics: s.Diagnostics}
	for _, d := range s.ParseErrors {
		w.ParseErrors = append(w.ParseErrors, protocol.Diagnostic{Path: d.Path, Line: d.Line, Column: d.Column, Severity: d.Severity, Message: d.Message})
	}
	if includeProjects {
		for _, p := range s.Projects {
			w.Projects = append(w.Projects, protocol.ProjectStatus{Name: p.Name, Path: p.RelPath, TargetFrameworks: p.TargetFrameworks,
				Files: p.Files, ProjectReferences: p.ProjectReferences, AssembliesFound: p.AssembliesFound, MissingReferences: p.MissingReferences})
		}
	}
	return w
}
