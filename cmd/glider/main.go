// Command glider is the Glider binary: the CLI and, later, the servers.
package main

import (
	"context"
	"os"
	"os/signal"

	"github.com/glider-dev/glider/backend/server"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := server.RunCLI(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
