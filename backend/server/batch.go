package server

import (
	"context"
	"encoding/json"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/protocol"
)

// batch runs the other tools, so it joins the table here: in the table's
// own literal it would make an initialization cycle.
func init() { tools[protocol.ToolBatch] = batch }

// maxBatch bounds a batch: enough for one question's look-ups, not a way
// around the per-call time-out.
const maxBatch = 50

// batch answers several calls from the one view the batch was given, a
// few at a time; each answer stands alone, failures included.
func batch(ctx context.Context, v *backend.View, raw json.RawMessage) (any, error) {
	var args protocol.BatchArgs
	if err := decodeArgs(raw, &args); err != nil {
		return nil, err
	}
	switch n := len(args.Operations); {
	case n == 0:
		return nil, backend.InvalidArgument("operations is empty: give at least one {tool, args}")
	case n > maxBatch:
		return nil, backend.InvalidArgument("%d operations: a batch holds at most %d", n, maxBatch)
	}
	res := protocol.BatchResult{Results: make([]protocol.BatchAnswer, len(args.Operations))}
	slots := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, op := range args.Operations {
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			env := operation(ctx, v, op)
			id := op.ID
			if id == "" {
				id = strconv.Itoa(i)
			}
			res.Results[i] = protocol.BatchAnswer{ID: id, Tool: op.Tool, Success: env.Success, Data: env.Data,
				Error: env.Error, DurationMs: env.Meta.DurationMs}
		})
	}
	wg.Wait()
	for _, r := range res.Results {
		if r.Success {
			res.Succeeded++
		} else {
			res.Failed++
		}
	}
	return res, nil
}

// operation runs one call of a batch.
func operation(ctx context.Context, v *backend.View, op protocol.BatchOperation) (env protocol.Envelope) {
	defer recordCall(ctx, op.Tool, time.Now(), &env)
	if _, host := hostTools[op.Tool]; host || op.Tool == protocol.ToolBatch {
		return failure(backend.InvalidArgument("%s cannot run in a batch, whose calls all read one snapshot: call it on its own", op.Tool))
	}
	t, err := lookupTool(op.Tool)
	if err != nil {
		return failure(err)
	}
	args, jsonErr := json.Marshal(op.Args)
	if jsonErr != nil {
		return failure(backend.InvalidArgument("args: %v", jsonErr))
	}
	return onView(ctx, v, t, args)
}
