package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"path/filepath"
	"strings"

	"github.com/neovim/go-client/nvim"

	"github.com/glider-dev/glider/backend"
)

// luaNotify hands a notification to the plugin when it is loaded: the
// backend may run in a Neovim without it (or before it loads). The
// channel says which backend it comes from: a Neovim may run several.
const luaNotify = `local method, params, channel = ...
local ok, glider = pcall(require, 'glider')
if ok and type(glider) == 'table' and type(glider._on_notify) == 'function' then
  glider._on_notify(method, params, channel)
end`

// ServeNvim serves Neovim's msgpack-RPC on rwc, the stdio of a job the
// plugin starts with jobstart({'glider', 'nvim'}, {rpc = true}), until
// Neovim closes the channel or ctx ends. The plugin calls, with
// rpcrequest (answers are plain tables, errors Lua errors):
//
//	glider_open(path)             the workspace/open result
//	glider_call(tool, args)       the tool's envelope; args a table or a JSON string
//	glider_status()               the glider/status result
//	glider_did_open(path, text)   also glider_did_change(path, text), glider_did_close(path):
//	                              rpcnotify applies them in the order sent
//
// and the backend's notifications come as
// require('glider')._on_notify(method, params, channel), channel being
// the job's channel id (what jobstart returned).
func ServeNvim(ctx context.Context, b Backend, rwc io.ReadWriteCloser, logf func(string, ...any)) error {
	v, err := nvim.New(rwc, rwc, rwc, logf)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	d := nvimDoor{ctx: ctx, b: b}
	// go-client runs each request in a goroutine of its own (a long call
	// holds up nothing) and the notifications in one, in order.
	for name, fn := range map[string]any{
		"glider_open":       d.open,
		"glider_call":       d.call,
		"glider_status":     d.status,
		"glider_did_open":   d.didOpen,
		"glider_did_change": d.didChange,
		"glider_did_close":  d.didClose,
	} {
		if err := v.RegisterHandler(name, fn); err != nil {
			return err
		}
	}
	out := newOutbox()
	defer b.Subscribe(out.push)()
	// nvim_exec_lua waits for Neovim; the outbox keeps that wait off the backend.
	go out.run(ctx, func(method string, params any) {
		if err := v.ExecLua(luaNotify, nil, method, plain(params), v.ChannelID()); err != nil {
			logf("nvim: %s: %v", method, err)
		}
	})
	served := make(chan error, 1)
	go func() { served <- v.Serve() }()
	select {
	case err = <-served:
	case <-ctx.Done():
		v.Close()
	}
	return err
}

// nvimDoor turns the plugin's calls into the Backend's.
type nvimDoor struct {
	ctx context.Context
	b   Backend
}

func (d nvimDoor) open(path string) (any, error) {
	res, err := d.b.Open(d.ctx, path)
	if err != nil {
		return nil, err
	}
	return plain(res), nil
}

func (d nvimDoor) call(tool string, args any) (any, error) {
	raw, err := nvimArgs(args)
	if err != nil {
		return plain(failure(backend.AsError(err))), nil
	}
	return plain(d.b.Call(d.ctx, tool, raw)), nil
}

func (d nvimDoor) status() (any, error) {
	res, err := d.b.Status(d.ctx)
	if err != nil {
		return nil, err
	}
	return plain(res), nil
}

func (d nvimDoor) didOpen(path, text string) error   { return d.b.DidOpen(bufferPath(path), text) }
func (d nvimDoor) didChange(path, text string) error { return d.b.DidChange(bufferPath(path), text) }
func (d nvimDoor) didClose(path string) error        { return d.b.DidClose(bufferPath(path)) }

// bufferPath makes a buffer's name absolute (Neovim may give it relative to
// its working folder, which the job shares); a URI stays as it is.
func bufferPath(path string) string {
	if strings.Contains(path, "://") || filepath.IsAbs(path) {
		return path
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// nvimArgs reads a tool's arguments as Lua sends them: a table of named
// arguments (a msgpack map; an empty table comes as an empty list), nil,
// or a JSON string.
func nvimArgs(args any) (json.RawMessage, error) {
	switch a := args.(type) {
	case nil:
		return nil, nil
	case string:
		return json.RawMessage(a), nil
	case []byte:
		return json.RawMessage(a), nil
	case []any:
		if len(a) == 0 {
			return nil, nil
		}
	case map[string]any:
		return json.Marshal(fromLua(a))
	}
	return nil, &backend.Error{Code: backend.CodeInvalidArgument,
		Message: "arguments: a table of named arguments ({query = 'Order'}) or a JSON string"}
}

// fromLua turns the byte strings older Neovims send into strings, which
// JSON would otherwise write in base64.
func fromLua(v any) any {
	switch v := v.(type) {
	case []byte:
		return string(v)
	case map[string]any:
		for k, e := range v {
			v[k] = fromLua(e)
		}
	case []any:
		for i, e := range v {
			v[i] = fromLua(e)
		}
	}
	return v
}

// plain is v as its JSON reads: maps with string keys, lists, strings,
// booleans and numbers, integers where JSON has whole numbers (Vimscript
// tells a Number from a Float). Lua gets plain tables.
func plain(v any) any {
	data, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var x any
	if err := dec.Decode(&x); err != nil {
		return nil
	}
	return numbers(x)
}

func numbers(v any) any {
	switch v := v.(type) {
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i
		}
		f, _ := v.Float64()
		return f
	case map[string]any:
		for k, e := range v {
			v[k] = numbers(e)
		}
	case []any:
		for i, e := range v {
			v[i] = numbers(e)
		}
	}
	return v
}
