package backend

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/internal/golden"
)

// TestSearchText writes what search_text finds in testdata/agent: C#,
// project, MSBuild and config files; UTF-16 columns after surrogate pairs
// and on a CRLF file; a long line cut around its hit; scopes, patterns and
// pages; a regular expression with a text every match holds (only the
// lines with it are read), one without, one spanning lines.
func TestSearchText(t *testing.T) {
	v := agentFixture(t)
	var sb strings.Builder
	for _, req := range []TextSearchRequest{
		{Query: "widgetfeature"},
		{Query: "WidgetFeature", CaseSensitive: true, FilePattern: "*.cs"},
		{Query: "widgetFEATURE", CaseSensitive: true},
		{Query: `^\s*public (int|double) \w+`, Regex: true},
		{Query: `Widget\.\w+`, Regex: true, CaseSensitive: true},
		{Query: `(?s)class Cache.*?Hits`, Regex: true},
		{Query: `needle|café|WIDGETS`, Regex: true}, // lines holding one of the alternatives, in any case
		{Query: `Needle|WidgetFeature`, Regex: true, CaseSensitive: true},
		{Query: "café", FilePattern: "**/*.Parts.cs"},
		{Query: "needle"},
		{Query: "WIDGETS", Scope: "project:Agent", FilePattern: "*.props"},
		{Query: "widget", Skip: 3, Take: 2, FilePattern: "Widget.cs"},
		{Query: "widget", Scope: "folder:nowhere"},
	} {
		req.PathStyle = "relative"
		if req.Take == 0 {
			req.Take = DefaultTake
		}
		res, err := v.SearchText(context.Background(), req)
		if err != nil {
			t.Fatalf("%+v: %v", req, err)
		}
		fmt.Fprintf(&sb, "=== %q regex=%v case=%v scope=%q pattern=%q skip=%d take=%d: %d of %d files, truncated=%v\n", req.Query, req.Regex,
			req.CaseSensitive, req.Scope, req.FilePattern, req.Skip, req.Take, res.Total, res.FilesSearched, res.Truncated)
		for _, h := range res.Hits {
			fmt.Fprintf(&sb, "%s:%d:%d-%d:%d [%s] %s\n", h.FilePath, h.Line, h.Column, h.EndLine, h.EndColumn, h.Container, h.LineText)
		}
	}
	golden.Check(t, "testdata/agent/search.txt", sb.String())
}

func TestSearchTextErrors(t *testing.T) {
	v := agentFixture(t)
	for _, req := range []TextSearchRequest{
		{},
		{Query: "a(b", Regex: true},
		{Query: "x*", Regex: true},
		{Query: "x", FilePattern: "[a"},
		{Query: "x", Scope: "namespace:Agent"},
		{Query: "x", Scope: "project:Nope"},
		{Query: "x", Skip: -1},
	} {
		if _, err := v.SearchText(context.Background(), req); err == nil || AsError(err).Code != CodeInvalidArgument {
			t.Errorf("%+v: %v, want InvalidArgument", req, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := v.SearchText(ctx, TextSearchRequest{Query: "x"}); err == nil || AsError(err).Code != CodeCancelled {
		t.Errorf("cancelled: %v", err)
	}
}
