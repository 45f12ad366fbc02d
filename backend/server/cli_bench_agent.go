package server

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/protocol"
)

// textQueries are what bench text times by default: literals common and
// absent, with and without case, and regular expressions.
var textQueries = []backend.TextSearchRequest{
	{Query: "SaveChanges", CaseSensitive: true},
	{Query: "savechanges"},
	{Query: "NoSuchTextAnywhere", CaseSensitive: true},
	{Query: `\bclass \w+Convention\b`, Regex: true, CaseSensitive: true},
	{Query: `todo|hack`, Regex: true},
}

func benchText(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench text", flag.ContinueOnError)
	runs := fs.Int("runs", 7, "times each search runs")
	query := fs.String("query", "", "time this query instead of the default ones")
	regex := fs.Bool("regex", false, "--query is a regular expression")
	caseSensitive := fs.Bool("case-sensitive", false, "--query matches case")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	reqs := textQueries
	if *query != "" {
		reqs = []backend.TextSearchRequest{{Query: *query, Regex: *regex, CaseSensitive: *caseSensitive}}
	}
	cases, read, err := bench.TextSearchTimes(ctx, e, reqs, *runs)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %d files, %.1f MB; medians of %d runs\n", path, read.Files, float64(read.Bytes)/1e6, *runs)
	fmt.Fprintf(stdout, "%-40s %10s %10s %8s\n", "", "time", "hits", "x read")
	fmt.Fprintf(stdout, "%-40s %10s %10s %8s\n", "read the files, search nothing", round(read.Median), "", "1.0")
	for _, c := range cases {
		kind := "literal"
		if c.Request.Regex {
			kind = "regex"
		}
		if !c.Request.CaseSensitive {
			kind += ", any case"
		}
		fmt.Fprintf(stdout, "%-40s %10s %10d %8.1f\n", fmt.Sprintf("%s (%s)", c.Request.Query, kind), round(c.Median), c.Hits,
			float64(c.Median)/float64(read.Median))
	}
	return nil
}

// benchAgentBytes compares what an agent receives with the tools to what
// reading the files they point into costs, for three common questions.
func benchAgentBytes(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench agent-bytes", flag.ContinueOnError)
	typeName := fs.String("type", "Microsoft.EntityFrameworkCore.DbContext", "the class to show")
	iface := fs.String("interface", "Microsoft.EntityFrameworkCore.Metadata.IReadOnlyEntityType", "the interface whose implementations to find")
	method := fs.String("method", "DbContext.SaveChanges", "the method whose callers to find")
	e, path, err := benchOpen(ctx, fs, args, stderr)
	if err != nil {
		return err
	}
	defer e.Close()
	e.Warm(ctx)
	call := func(tool string, args any) (protocol.Envelope, int, error) {
		raw, _ := json.Marshal(args)
		env := Call(ctx, e, tool, raw)
		if !env.Success {
			return env, 0, fmt.Errorf("%s %s: %s", tool, raw, env.Error.Message)
		}
		return env, len(envelopeText(env)), nil // what the MCP door sends
	}
	// key resolves a name to its first candidate, named by its documentation ID.
	key := func(name, kinds string) (key, doc string, err error) {
		env, _, err := call(protocol.ToolResolveSymbol, protocol.ResolveSymbolArgs{Query: name, Kinds: protocol.StringList{kinds}})
		if err != nil {
			return "", "", err
		}
		candidates := env.Data.(protocol.ResolveSymbolResult).Candidates
		if len(candidates) == 0 {
			return "", "", fmt.Errorf("resolve_symbol %s: no candidate", name)
		}
		return candidates[0].SymbolKey, candidates[0].DocumentationCommentID, nil
	}
	fmt.Fprintf(stdout, "%s: bytes of the JSON answer against the bytes of the files it points into\n", path)
	fmt.Fprintf(stdout, "%-90s %10s %10s %8s %7s\n", "question", "answer", "files", "ratio", "files")
	row := func(question string, answer int, files map[string]bool) {
		var size int64
		for f := range files {
			if st, err := os.Stat(f); err == nil {
				size += st.Size()
			}
		}
		fmt.Fprintf(stdout, "%-90s %10d %10d %7.1f%% %7d\n", question, answer, size, 100*float64(answer)/float64(size), len(files))
	}

	typeKey, typeDoc, err := key(*typeName, "Class")
	if err != nil {
		return err
	}
	for _, body := range []bool{false, true} {
		env, n, err := call(protocol.ToolGetSymbolSource, protocol.GetSymbolSourceArgs{SymbolKey: typeKey, IncludeBody: body})
		if err != nil {
			return err
		}
		files := map[string]bool{}
		for _, p := range env.Data.(protocol.GetSymbolSourceResult).Parts {
			files[p.FilePath] = true
		}
		row(fmt.Sprintf("get_symbol_source %s, includeBody %v", typeDoc, body), n, files)
	}

	ifaceKey, ifaceDoc, err := key(*iface, "Interface")
	if err != nil {
		return err
	}
	env, n, err := call(protocol.ToolFindImplementations, protocol.FindImplementationsArgs{SymbolKey: ifaceKey})
	if err != nil {
		return err
	}
	impls := env.Data.(protocol.FindImplementationsResult)
	files := map[string]bool{}
	for _, m := range impls.Implementations {
		files[m.FilePath] = true
	}
	row(fmt.Sprintf("find_implementations %s (%d of %d)", ifaceDoc, impls.Paging.Returned, impls.Paging.Total), n, files)

	methodKey, methodDoc, err := key(*method, "Method")
	if err != nil {
		return err
	}
	env, n, err = call(protocol.ToolFindCallers, protocol.FindCallersArgs{SymbolKey: methodKey})
	if err != nil {
		return err
	}
	callers := env.Data.(protocol.FindCallersResult)
	files = map[string]bool{}
	for _, c := range callers.Callers {
		for _, site := range c.Calls {
			files[site.FilePath] = true
		}
	}
	row(fmt.Sprintf("find_callers %s (%d of %d callers)", methodDoc, callers.Paging.Returned, callers.Paging.Total), n, files)
	return nil
}
