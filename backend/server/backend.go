package server

import (
	"context"
	"encoding/json"

	"github.com/glider-dev/glider/protocol"
)

// Backend is what a door serves: a Host in this process, or the Host of
// another process reached through its socket. Every method is safe for
// concurrent use.
type Backend interface {
	// Open opens a workspace and waits until it is indexed.
	Open(ctx context.Context, path string) (protocol.WorkspaceOpenResult, error)
	// Call runs one tool; failures are in the envelope.
	Call(ctx context.Context, tool string, args json.RawMessage) protocol.Envelope
	// Status says what is open and how far indexing is.
	Status(ctx context.Context) (protocol.StatusResult, error)
	// DidOpen, DidChange and DidClose follow an editor's buffer (a file URI
	// or an absolute path, and its whole text).
	DidOpen(uri, text string) error
	DidChange(uri, text string) error
	DidClose(uri string) error
	// Subscribe calls notify with each notification (protocol.NotifyProgress,
	// protocol.NotifyIndexChanged) until cancel is called.
	Subscribe(notify func(method string, params any)) (cancel func())
}

var _ Backend = (*Host)(nil)
