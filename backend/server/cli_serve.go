package server

import (
	"context"
	"errors"
	"flag"
	"io"
	"log"
	"os"
	"os/signal"
	"syscall"
)

// cliServe is `glider serve --stdio [PATH]`: JSON-RPC on stdin and stdout,
// for VS Code and other LSP-style clients.
func cliServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	stdio := fs.Bool("stdio", false, "speak JSON-RPC on stdin and stdout")
	pos, err := parseInterleaved(fs, args, 0, 1)
	if err != nil {
		return err
	}
	if !*stdio {
		return usageError{errors.New("serve needs --stdio (its only transport)")}
	}
	return serveStdio(ctx, &o, pos, stdout, stderr,
		func(ctx context.Context, b Backend, rwc io.ReadWriteCloser, logf func(string, ...any)) error {
			ServeJSONRPC(ctx, b, rwc, logf)
			return nil
		})
}

// serveStdio runs a door on stdin and stdout for an editor's backend: a
// Host that shares its workspace on the socket, opened at once (in the
// background) when the command line names PATH, or, when another backend
// serves PATH already, that backend attached through its socket. Stdout is the protocol's
// alone: os.Stdout becomes stderr for anything else that would print.
// SIGINT, SIGTERM and SIGHUP end it cleanly, the socket removed.
func serveStdio(ctx context.Context, o *openFlags, pos []string, stdout, stderr io.Writer,
	door func(context.Context, Backend, io.ReadWriteCloser, func(string, ...any)) error) error {
	if stdout == os.Stdout {
		os.Stdout = os.Stderr
		defer func() { os.Stdout = stdout.(*os.File) }()
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	logf := log.New(stderr, "", log.LstdFlags).Printf
	if len(pos) == 1 {
		// Another editor's backend serves the workspace: share its index.
		if r, err := Dial(ctx, pos[0]); err == nil {
			logf("glider: attached to the backend serving %s", pos[0])
			defer r.Close()
			return door(ctx, r, stdioConn{os.Stdin, stdout}, logf)
		}
	}
	h := newSharedHost(NewHost(o.options()), logf)
	defer h.Close()
	if len(pos) == 1 {
		h.start(pos[0])
	}
	return door(ctx, h, stdioConn{os.Stdin, stdout}, logf)
}

// stdioConn is stdin and stdout as one connection.
type stdioConn struct {
	io.ReadCloser
	w io.Writer
}

func (c stdioConn) Write(p []byte) (int, error) { return c.w.Write(p) }

func (c stdioConn) Close() error {
	err := c.ReadCloser.Close()
	if wc, ok := c.w.(io.Closer); ok {
		if werr := wc.Close(); err == nil {
			err = werr
		}
	}
	return err
}
