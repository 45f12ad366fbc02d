package backend

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

// SnapshotRef names the immutable state of the index an answer comes from.
// A client passes SnapshotID back as expectedSnapshot to make sure a
// follow-up question is answered from the same state.
type SnapshotRef struct {
	// WorkspaceID is derived from the workspace's path: the same for every
	// server that opens it.
	WorkspaceID string
	// WorkspaceEpoch changes each time the workspace is loaded, so a
	// snapshot of a previous server (or of an unloaded workspace) never
	// matches the current one.
	WorkspaceEpoch int64
	// TransactionRevision counts the changes applied since the load.
	TransactionRevision int64
	SnapshotID          string
}

func newSnapshotRef(workspacePath string, revision int64) SnapshotRef {
	sum := sha256.Sum256([]byte(workspacePath))
	id := hex.EncodeToString(sum[:6])
	epoch := time.Now().UnixMilli()
	return SnapshotRef{WorkspaceID: id, WorkspaceEpoch: epoch, TransactionRevision: revision - 1}.next()
}

// Ref names the state the view holds.
func (v *View) Ref() SnapshotRef { return v.ref }

// partial names the nth partial state of a workspace being indexed for
// the first time, before r (its first full state).
func (r SnapshotRef) partial(n int) SnapshotRef {
	r.TransactionRevision = 0
	r.SnapshotID = fmt.Sprintf("%s-%d-0.%d", r.WorkspaceID, r.WorkspaceEpoch, n)
	return r
}

// next names the state after this one: same workspace and epoch, one more change.
func (r SnapshotRef) next() SnapshotRef {
	r.TransactionRevision++
	r.SnapshotID = fmt.Sprintf("%s-%d-%d", r.WorkspaceID, r.WorkspaceEpoch, r.TransactionRevision)
	return r
}
