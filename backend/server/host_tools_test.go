package server

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	mcpsdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
)

// TestMCPWithoutWorkspace drives `glider mcp` started without a path, as
// an agent does through the official SDK's client: server_status says
// nothing is loaded, other tools answer NoWorkspace pointing at load, load
// opens the sample (or says why it cannot), batch answers each operation on
// its own, reload starts over and unload closes.
func TestMCPWithoutWorkspace(t *testing.T) {
	h := NewHost(backend.Options{Assemblies: testenv.Assemblies()})
	t.Cleanup(h.Close)
	cs := connectStdio(t, newMCPDoor(h, 0, quiet), nil)
	call := func(tool, args string, into any) *protocol.Error {
		t.Helper()
		res, err := cs.CallTool(context.Background(), &mcpsdk.CallToolParams{Name: tool, Arguments: json.RawMessage(args)})
		if err != nil {
			t.Fatalf("%s(%s): %v", tool, args, err)
		}
		raw, _ := json.Marshal(res.StructuredContent)
		var env struct {
			Success bool            `json:"success"`
			Data    json.RawMessage `json:"data"`
			Error   *protocol.Error `json:"error"`
		}
		if err := json.Unmarshal(raw, &env); err != nil {
			t.Fatal(err)
		}
		if env.Success == res.IsError {
			t.Errorf("%s(%s): isError %v, success %v", tool, args, res.IsError, env.Success)
		}
		if env.Success && into != nil {
			if err := json.Unmarshal(env.Data, into); err != nil {
				t.Fatalf("%s: %v: %s", tool, err, env.Data)
			}
		}
		return env.Error
	}
	wantError := func(e *protocol.Error, code string) {
		t.Helper()
		if e == nil || e.Code != code {
			t.Errorf("error %+v, want %s", e, code)
		}
	}

	var status protocol.ServerStatusResult
	if e := call(protocol.ToolServerStatus, `{}`, &status); e != nil || status.State != "noWorkspace" || status.Workspace != nil {
		t.Errorf("server_status before load: %+v %+v", e, status)
	}
	e := call(protocol.ToolSearchSymbols, `{"query": "Order"}`, nil)
	wantError(e, string(CodeNoWorkspace))
	if e != nil && (e.Continuation == nil || e.Continuation.Kind != string(backend.ContinueCallTool) || e.Continuation.Tool != protocol.ToolLoad) {
		t.Errorf("NoWorkspace continuation: %+v", e.Continuation)
	}
	wantError(call(protocol.ToolLoad, `{"path": "/no/such/place"}`, nil), string(backend.CodeWorkspaceNotFound))
	wantError(call(protocol.ToolLoad, `{}`, nil), string(backend.CodeInvalidArgument))

	var loaded protocol.LoadResult
	if e := call(protocol.ToolLoad, fmt.Sprintf(`{"path": %q}`, samplePath), &loaded); e != nil {
		t.Fatalf("load: %+v", e)
	}
	root, _ := filepath.Abs(samplePath)
	if w := loaded.Workspace; loaded.State != "ready" || loaded.Snapshot == nil || w == nil || w.Root != root || w.Kind != "sln" ||
		w.ProjectCount != 4 || len(w.Projects) != 4 || w.Projects[0].Name != "Shop.Core" || len(w.Projects[0].TargetFrameworks) == 0 {
		t.Errorf("load: %+v %+v", loaded, loaded.Workspace)
	}
	if e := call(protocol.ToolServerStatus, `{}`, &status); e != nil || status.State != "ready" || status.Workspace == nil ||
		status.Workspace.Files == 0 || status.Workspace.Projects != nil {
		t.Errorf("server_status after load: %+v %+v", e, status)
	}

	var batch protocol.BatchResult
	ops := fmt.Sprintf(`{"operations": [
		{"tool": %q, "id": "order", "args": {"query": "Order", "kinds": "Class"}},
		{"tool": "no_such_tool"},
		{"tool": %q, "args": {"path": %q}},
		{"tool": %q, "args": {"symbolKey": "no such key"}},
		{"tool": %q, "args": {"operations": []}}]}`,
		protocol.ToolResolveSymbol, protocol.ToolLoad, samplePath, protocol.ToolGetSymbolInfo, protocol.ToolBatch)
	if e := call(protocol.ToolBatch, ops, &batch); e != nil {
		t.Fatalf("batch: %+v", e)
	}
	wantCodes := []string{"", string(CodeUnknownTool), string(backend.CodeInvalidArgument), string(backend.CodeInvalidSymbolKey), string(backend.CodeInvalidArgument)}
	if len(batch.Results) != len(wantCodes) || batch.Succeeded != 1 || batch.Failed != 4 {
		t.Fatalf("batch: %+v", batch)
	}
	for i, r := range batch.Results {
		code := ""
		if r.Error != nil {
			code = r.Error.Code
		}
		if code != wantCodes[i] || r.Success != (code == "") {
			t.Errorf("batch operation %d: %+v, want error %q", i, r, wantCodes[i])
		}
	}
	if batch.Results[0].ID != "order" || batch.Results[1].ID != "1" {
		t.Errorf("batch ids: %q %q", batch.Results[0].ID, batch.Results[1].ID)
	}
	wantError(call(protocol.ToolBatch, `{"operations": []}`, nil), string(backend.CodeInvalidArgument))

	var reloaded protocol.LoadResult
	if e := call(protocol.ToolReload, `{}`, &reloaded); e != nil || reloaded.Snapshot == nil ||
		reloaded.Snapshot.SnapshotID == loaded.Snapshot.SnapshotID {
		t.Errorf("reload: %+v %+v (loaded %+v)", e, reloaded.Snapshot, loaded.Snapshot)
	}
	var unloaded protocol.UnloadResult
	if e := call(protocol.ToolUnload, `{}`, &unloaded); e != nil || unloaded.Unloaded != root {
		t.Errorf("unload: %+v %+v", e, unloaded)
	}
	wantError(call(protocol.ToolSearchSymbols, `{"query": "Order"}`, nil), string(CodeNoWorkspace))
	wantError(call(protocol.ToolReload, `{}`, nil), string(CodeNoWorkspace))
}

func codeOf(env protocol.Envelope) string {
	if env.Error == nil {
		return ""
	}
	return env.Error.Code
}
