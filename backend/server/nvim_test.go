package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/neovim/go-client/nvim"

	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/protocol"
)

// TestNvim runs the Neovim door as the plugin does: a headless Neovim
// starts `glider nvim` with jobstart(..., {rpc = true}) and talks to it
// with rpcrequest and rpcnotify from Lua; the answers are checked as Lua
// (and Vimscript) see them.
func TestNvim(t *testing.T) {
	nvimPath, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (apt-get install neovim): the Neovim door is not tested")
	}
	out, _ := exec.Command(nvimPath, "--version").Output()
	var major, minor int
	if _, err := fmt.Sscanf(string(out), "NVIM v%d.%d", &major, &minor); err != nil || major == 0 && minor < 7 {
		t.Fatalf("%s is not Neovim 0.7 or later, which the plugin needs: %.40q", nvimPath, out)
	}
	bin := buildGlider(t)
	runtime := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", runtime)
	repo := testenv.RepoRoot()
	root := filepath.Join(repo, "testdata", "sample")
	if root, err = filepath.EvalSymlinks(root); err != nil {
		t.Fatal(err)
	}
	v, err := nvim.NewChildProcess(
		nvim.ChildProcessCommand(nvimPath),
		nvim.ChildProcessArgs("-u", "NONE", "-i", "NONE", "-n", "--embed", "--headless"),
		nvim.ChildProcessDir(root),
		nvim.ChildProcessEnv(append(os.Environ(), "XDG_RUNTIME_DIR="+runtime)),
		nvim.ChildProcessLogf(testLogf(t)),
	)
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	lua := func(result any, code string, args ...any) {
		t.Helper()
		if err := v.ExecLua(code, result, args...); err != nil {
			t.Fatalf("%v\nin\n%s", err, code)
		}
	}
	// Lua polls until the chunk returns true (notifications come when they come).
	waitLua := func(what, code string, args ...any) {
		t.Helper()
		for deadline := time.Now().Add(hangGuard); ; time.Sleep(20 * time.Millisecond) {
			var ok bool
			lua(&ok, code, args...)
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("waited in vain for %s", what)
			}
		}
	}

	var ch int
	lua(&ch, `_G.stderr = {}
vim.g.glider = vim.fn.jobstart({...}, {rpc = true, on_stderr = function(_, data) vim.list_extend(_G.stderr, data) end})
return vim.g.glider`, bin, "nvim", "--no-assemblies")
	if ch <= 0 {
		t.Fatalf("jobstart answered %d", ch)
	}

	var status map[string]any
	lua(&status, `return vim.fn.rpcrequest(vim.g.glider, 'glider_status')`)
	if status["state"] != "noWorkspace" {
		t.Errorf("glider_status before anything is open: %v", status)
	}
	var failed struct {
		OK  bool   `msgpack:"ok"`
		Err string `msgpack:"err"`
	}
	lua(&failed, `local ok, err = pcall(vim.fn.rpcrequest, vim.g.glider, 'glider_open', 'no/such/folder')
return {ok = ok, err = err}`)
	if failed.OK || !strings.Contains(failed.Err, "WorkspaceNotFound") {
		t.Errorf("glider_open of a missing folder: %+v", failed)
	}

	// The plugin's module is not loaded yet: notifications must not fail.
	var opened map[string]any
	lua(&opened, `return vim.fn.rpcrequest(vim.g.glider, 'glider_open', '.')`)
	if opened["root"] != root {
		t.Errorf("glider_open answered %v, want the root %s", opened, root)
	}
	lua(nil, `_G.notes = {}
package.loaded.glider = {_on_notify = function(method, params) table.insert(_G.notes, {method = method, params = params}) end}`)

	// Arguments as a Lua table, as a JSON string, an empty table; answers as tables.
	var found struct {
		Success  bool     `msgpack:"success"`
		Names    []string `msgpack:"names"`
		Snapshot string   `msgpack:"snapshot"`
	}
	search := `local res = vim.fn.rpcrequest(vim.g.glider, 'glider_call', 'search_symbols', ...)
local names = {}
for _, m in ipairs(res.data.matches) do table.insert(names, m.fullName) end
return {success = res.success, names = names, snapshot = res.snapshot.snapshotId}`
	lua(&found, search, map[string]any{"query": "OrderService"})
	if !found.Success || len(found.Names) == 0 || found.Names[0] != "Shop.Core.Orders.OrderService" || found.Snapshot == "" {
		t.Errorf("glider_call search_symbols {query = 'OrderService'}: %+v", found)
	}
	lua(&found, search, `{"query": "OrderService", "take": 1}`)
	if !found.Success || len(found.Names) != 1 {
		t.Errorf("glider_call search_symbols with a JSON string: %+v", found)
	}
	var codes []string
	lua(&codes, `local codes = {}
for _, args in ipairs({{}, {1, 2}, '{"symbolKey": 5}', 'not json'}) do
  local res = vim.fn.rpcrequest(vim.g.glider, 'glider_call', 'get_symbol_info', args)
  table.insert(codes, res.success and 'success' or res.error.code)
end
return codes`)
	if strings.Join(codes, " ") != "InvalidArgument InvalidArgument InvalidArgument InvalidArgument" {
		t.Errorf("glider_call with wrong arguments answered %v, want InvalidArgument envelopes", codes)
	}
	// Vimscript tells integers from floats: counts must be Numbers.
	var kind int
	lua(&kind, `return vim.fn.type(vim.fn.rpcrequest(vim.g.glider, 'glider_call', 'search_symbols', {query = 'Order'}).data.matchCount)`)
	if kind != 0 {
		t.Errorf("matchCount has Vimscript type %d, want 0 (Number)", kind)
	}

	controller, probe := probeText(t, "NvimProbe")
	var symbol string
	lua(&symbol, `local res = vim.fn.rpcrequest(vim.g.glider, 'glider_call', 'get_symbol_at_position', {filePath = ..., line = 15, column = 7})
return res.data.symbol.fullName`, controller)
	if symbol != "Shop.Core.Orders.OrderService" {
		t.Errorf("get_symbol_at_position: %q", symbol)
	}

	// Buffers by rpcnotify, named relative to Neovim's working folder;
	// glider/indexChanged reaches the plugin's _on_notify.
	rel, err := filepath.Rel(root, controller)
	if err != nil {
		t.Fatal(err)
	}
	changed := `for _, n in ipairs(_G.notes) do
  if n.method == 'glider/indexChanged' and vim.tbl_contains(n.params.changedFiles or {}, ...) then return true end
end
return false`
	lua(nil, `_G.notes = {}; vim.fn.rpcnotify(vim.g.glider, 'glider_did_open', ...)`, rel, probe)
	waitLua("glider/indexChanged after glider_did_open", changed, controller)
	lua(&found, search, map[string]any{"query": "NvimProbe"})
	if len(found.Names) != 1 || found.Names[0] != "Shop.Api.Controllers.NvimProbe" {
		t.Errorf("after glider_did_open, search_symbols NvimProbe found %v", found.Names)
	}
	_, renamed := probeText(t, "NvimProbeRenamed")
	lua(nil, `_G.notes = {}; vim.fn.rpcnotify(vim.g.glider, 'glider_did_change', ...)`, controller, renamed)
	waitLua("glider/indexChanged after glider_did_change", changed, controller)
	lua(&found, search, map[string]any{"query": "NvimProbe"})
	if len(found.Names) != 1 || found.Names[0] != "Shop.Api.Controllers.NvimProbeRenamed" {
		t.Errorf("after glider_did_change, search_symbols NvimProbe found %v", found.Names)
	}

	// The workspace is shared on its socket: a client attached there sees
	// Neovim's buffer.
	r := dial(t, root)
	if got := remoteSearch(t, r, "NvimProbe"); len(got.names()) != 1 {
		t.Errorf("through the socket, search_symbols NvimProbe found %v", got.names())
	}
	if st, err := r.Status(context.Background()); err != nil || st.OpenFiles != 1 {
		t.Errorf("through the socket, glider/status: %+v %v", st, err)
	}

	lua(nil, `_G.notes = {}; vim.fn.rpcnotify(vim.g.glider, 'glider_did_close', ...)`, controller)
	waitLua("glider/indexChanged after glider_did_close", changed, controller)
	lua(&found, search, map[string]any{"query": "NvimProbe"})
	if len(found.Names) != 0 {
		t.Errorf("after glider_did_close, search_symbols NvimProbe found %v", found.Names)
	}
	var progress bool
	lua(&progress, `for _, n in ipairs(_G.notes) do if n.method == 'glider/progress' and n.params.phase == 'ready' then return true end end
return false`)
	if !progress {
		t.Error("no glider/progress reached the plugin")
	}

	var stderr []string
	lua(&stderr, `return _G.stderr`)
	for _, line := range stderr {
		if strings.Contains(line, "nvim: glider/") {
			t.Errorf("a notification failed: %s", line)
		}
	}

	// The job ends with Neovim, and its socket with it.
	sock, err := SocketPath(root)
	if err != nil {
		t.Fatal(err)
	}
	if err := v.Close(); err != nil {
		t.Logf("closing nvim: %v", err)
	}
	for deadline := time.Now().Add(hangGuard); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(sock); os.IsNotExist(err) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the socket outlived Neovim")
		}
	}
}

// TestNvimValues: what Lua sends becomes the tool's JSON arguments, and
// answers become plain values with integers where JSON has whole numbers.
func TestNvimValues(t *testing.T) {
	raw, err := nvimArgs(map[string]any{"query": []byte("Order"), "take": int64(5), "kinds": []any{"Class"}})
	if err != nil || string(raw) != `{"kinds":["Class"],"query":"Order","take":5}` {
		t.Errorf("a Lua table: %s %v", raw, err)
	}
	for _, args := range []any{nil, []any{}} {
		if raw, err := nvimArgs(args); err != nil || raw != nil {
			t.Errorf("%#v: %s %v, want no arguments", args, raw, err)
		}
	}
	if raw, err := nvimArgs(`{"query":"x"}`); err != nil || string(raw) != `{"query":"x"}` {
		t.Errorf("a JSON string: %s %v", raw, err)
	}
	if _, err := nvimArgs([]any{1}); err == nil {
		t.Error("a list was taken for arguments")
	}
	got := plain(protocol.ProgressParams{Phase: "indexing", Done: 3, Total: 10})
	want := map[string]any{"phase": "indexing", "done": int64(3), "total": int64(10)}
	gotJSON, _ := json.Marshal(got)
	wantJSON, _ := json.Marshal(want)
	if string(gotJSON) != string(wantJSON) || got.(map[string]any)["done"] != int64(3) {
		t.Errorf("plain: %#v, want %#v", got, want)
	}
	if f := plain(1.5); f != 1.5 {
		t.Errorf("plain(1.5) = %#v", f)
	}
}
