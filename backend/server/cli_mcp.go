package server

import (
	"context"
	"crypto/rand"
	"flag"
	"io"
	"log"
	"os"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/index"
)

// cliMCP runs glider mcp [PATH]: the MCP door over stdio, or over HTTP
// with --http.
func cliMCP(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	addr := fs.String("http", "", "serve streamable HTTP on this address (loopback unless it names a host) instead of stdio")
	token := fs.String("token", "", "the bearer token HTTP clients must send (default: $GLIDER_MCP_TOKEN, else a random one printed on stderr)")
	timeout := fs.Duration("call-timeout", 30*time.Second, "the longest a tool call may take, waiting for the index included (0: no limit)")
	pos, err := parseInterleaved(fs, args, 0, 1)
	if err != nil {
		return err
	}
	logger := log.New(stderr, "glider mcp: ", log.LstdFlags)
	b, closeBackend := mcpBackend(ctx, pos, backend.Options{Index: index.Options{Workers: o.workers,
		MaxFileSize: int64(o.maxFileSize) << 20}, Assemblies: o.assemblies, NoAssemblies: o.noAssemblies}, logger)
	defer closeBackend()
	door := newMCPDoor(b, *timeout, logger)
	if len(pos) == 1 {
		door.open(pos[0])
	}
	s := door.server()

	if *addr != "" {
		tok := *token
		if tok == "" {
			tok = os.Getenv("GLIDER_MCP_TOKEN")
		}
		if tok == "" {
			tok = rand.Text()
			logger.Printf("clients must send Authorization: Bearer %s", tok)
		}
		return serveMCPHTTP(ctx, mcpHTTPHandler(s, tok, logger), *addr, logger)
	}
	// Stdout is the protocol's alone: anything else that prints goes to stderr.
	if f, ok := stdout.(*os.File); ok && f == os.Stdout {
		os.Stdout = os.Stderr
		defer func() { os.Stdout = f }()
	}
	if err := serveMCPStdio(ctx, s, os.Stdin, stdout, logger); ctx.Err() == nil {
		return err
	}
	return nil // interrupted: a normal end
}

// mcpBackend is what glider mcp serves: the backend an editor runs for the
// workspace, attached through its socket, so that the agent sees the same
// index and the unsaved edits (and, once it goes, a Host of its own); else
// a Host of its own.
func mcpBackend(ctx context.Context, pos []string, opts backend.Options, logger *log.Logger) (Backend, func()) {
	if len(pos) == 1 {
		if r, err := Dial(ctx, pos[0]); err == nil {
			logger.Printf("attached to the glider backend serving %s", pos[0])
			f := newFailover(r, pos[0], opts, logger)
			return f, f.Close
		}
	}
	h := NewHost(opts)
	return h, h.Close
}
