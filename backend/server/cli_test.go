package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/glider-dev/glider/protocol"
)

// TestCLI runs command lines as a user types them and checks the exit code
// and what they print.
func TestCLI(t *testing.T) {
	for _, c := range []struct {
		args     []string
		code     int
		contains string // in stdout when the code is 0, else in stderr
	}{
		{[]string{"search", samplePath, "Order"}, 0, "Shop.Core.Orders.Order"},
		{[]string{"resolve", samplePath, "Money.Amount"}, 0, "src/Shop.Core/Pricing/Money.cs:8:36"},
		{[]string{"call", samplePath}, 0, "get_type_hierarchy"},
		{[]string{"call", samplePath, "semantic_query", `{"kinds": "Method", "modifiers": "async", "mustNotHaveParameterType": "CancellationToken", "take": 1}`}, 0, `"success": true`},
		{[]string{"call", samplePath, "get_symbol_info", `{"symbolKey": "nonsense"}`}, 1, "InvalidSymbolKey"},
		{[]string{"call", samplePath, "resolve_symbol", `{"query": "IEntity"}`, "--no-assemblies"}, 0, `"success": true`},
		{[]string{"call", samplePath, "no_such_tool"}, 1, "UnknownTool"},
		{[]string{"call", samplePath, "search_symbols", `{"query": `}, 1, "InvalidArgument"},
		{[]string{"call"}, 2, "PATH TOOL"},
		{[]string{"search", "/no/such/place", "Order"}, 1, "WorkspaceNotFound"},
		{[]string{"frobnicate"}, 2, "unknown command"},
	} {
		var stdout, stderr bytes.Buffer
		code := RunCLI(context.Background(), c.args, &stdout, &stderr)
		out := stdout.String()
		if code != 0 {
			out = stderr.String()
		}
		if code != c.code || !strings.Contains(out, c.contains) {
			t.Errorf("glider %s: exit %d, want %d with %q in:\n%s", strings.Join(c.args, " "), code, c.code, c.contains, out)
		}
	}
}

// TestCLICallPrintsTheEnvelope: glider call prints exactly what the
// servers send, so a script can read it.
func TestCLICallPrintsTheEnvelope(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := RunCLI(context.Background(), []string{"call", samplePath, "resolve_symbol", `{"query": "IEntity"}`}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var env protocol.Envelope
	if err := json.Unmarshal(stdout.Bytes(), &env); err != nil || !env.Success || env.Snapshot == nil {
		t.Fatalf("not an envelope (%v): %s", err, stdout.String())
	}
}
