package backend

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
)

// TestDocumentOutline writes the outlines of testdata/agent's files: the
// declarations as a tree, with lines, signatures and keys.
func TestDocumentOutline(t *testing.T) {
	v := agentFixture(t)
	var sb strings.Builder
	var write func(items []OutlineItem, indent string)
	write = func(items []OutlineItem, indent string) {
		for _, it := range items {
			key := "no key"
			if it.SymbolKey != "" {
				key = keyName(t, v, it.SymbolKey)
			}
			fmt.Fprintf(&sb, "%s%s %s %d-%d %s %v | %s | %s\n", indent, it.Kind, it.Name, it.StartLine, it.EndLine,
				it.Accessibility, it.Modifiers, it.Signature, key)
			write(it.Children, indent+"  ")
		}
	}
	for _, file := range []string{"Widget.cs", "Widget.Parts.cs"} {
		res, err := v.DocumentOutline(context.Background(), OutlineRequest{FilePath: file, PathStyle: "relative"})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		fmt.Fprintf(&sb, "=== %s (%d lines)\n", res.FilePath, res.Lines)
		write(res.Items, "")
	}
	golden.Check(t, "testdata/agent/outline.txt", sb.String())
}

func TestDocumentOutlineErrors(t *testing.T) {
	v := agentFixture(t)
	for path, want := range map[string]ErrorCode{"": CodeInvalidArgument, "Nope.cs": CodeFileNotInWorkspace, "Agent.csproj": CodeFileNotInWorkspace} {
		if _, err := v.DocumentOutline(context.Background(), OutlineRequest{FilePath: path}); err == nil || AsError(err).Code != want {
			t.Errorf("%q: %v, want %s", path, err, want)
		}
	}
}
