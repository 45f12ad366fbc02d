package server

import (
	"context"
	"flag"
	"io"
)

// cliNvim is `glider nvim [PATH]`: Neovim's msgpack-RPC on stdin and
// stdout, for the plugin's jobstart({'glider', 'nvim'}, {rpc = true}).
func cliNvim(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("nvim", flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	pos, err := parseInterleaved(fs, args, 0, 1)
	if err != nil {
		return err
	}
	return serveStdio(ctx, &o, pos, stdout, stderr, ServeNvim)
}
