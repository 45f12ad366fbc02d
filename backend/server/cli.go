package server

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"

	"strings"
	"text/tabwriter"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/backend/cache"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/workspace"
	"github.com/glider-dev/glider/protocol"
)

// Version is the version the binary reports.
var Version = "0.1.0-dev"

const usage = `glider: C# code intelligence

Usage:
  glider index PATH [--json] [--workers N] [--max-file-size MB]
  glider search PATH QUERY [--kinds K,..] [--namespace NS] [--project P] [--access A,..]
                [--sort-by name|kind|filePath|projectName|namespace] [--sort-order asc|desc]
                [--skip N] [--take N] [--relative] [--json]
  glider resolve PATH QUERY [--kinds K,..] [--project P] [--max N] [--relative] [--json]
  glider call PATH TOOL [ARGS]   run any tool with ARGS as JSON ({"symbolKey": "..."}),
                                 print its answer envelope; glider call PATH lists the tools
  glider assembly PATH.dll [--json] [--all]   an assembly's identity, references,
                                 types and members with documentation IDs
  glider serve --stdio [PATH] [--workers N] [--no-assemblies] ...   JSON-RPC 2.0 with
                                 LSP framing on stdin/stdout (VS Code); PATH opens at once
  glider nvim [PATH] [--workers N] [--no-assemblies] ...   Neovim's msgpack-RPC on
                                 stdin/stdout, for jobstart({'glider', 'nvim'}, {rpc = true})
  glider mcp [PATH] [--http ADDR] [--token T] [--call-timeout D]   serve the tools to
                                 AI agents over MCP (stdio; streamable HTTP with --http);
                                 without PATH the agent calls load
  glider cache info|clean        the cache of parsed files (in the user cache directory):
                                 what it holds per workspace, or remove it all
  glider bench index|search|gen|parse|hierarchy ...   (glider bench for details)
  glider version

PATH is a folder, a .sln, a .slnx or a .csproj. QUERY is a name, part of one,
a qualified name (Order.Total, Shop.Core.Order) or a pattern with * and ?.
--json prints the tool's answer envelope exactly as the servers send it.
serve and nvim also share the open workspace with other glider clients on a
Unix socket in $XDG_RUNTIME_DIR/glider (else $TMPDIR/glider-UID).
`

// RunCLI runs one command line and returns the process exit code.
func RunCLI(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	var err error
	switch args[0] {
	case "index":
		err = cliIndex(ctx, args[1:], stdout, stderr)
	case "search":
		err = cliTool(ctx, protocol.ToolSearchSymbols, args[1:], stdout, stderr)
	case "resolve":
		err = cliTool(ctx, protocol.ToolResolveSymbol, args[1:], stdout, stderr)
	case "call":
		err = cliCall(ctx, args[1:], stdout, stderr)
	case "assembly":
		err = cliAssembly(ctx, args[1:], stdout, stderr)
	case "bench":
		err = cliBench(ctx, args[1:], stdout, stderr)
	case "cache":
		err = cliCache(ctx, args[1:], stdout)
	case "mcp":
		err = cliMCP(ctx, args[1:], stdout, stderr)
	case "serve":
		err = cliServe(ctx, args[1:], stdout, stderr)
	case "nvim":
		err = cliNvim(ctx, args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintln(stdout, "glider", Version)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		fmt.Fprintf(stderr, "glider: unknown command %q\n\n%s", args[0], usage)
		return 2
	}
	var uerr usageError
	switch {
	case errors.As(err, &uerr):
		fmt.Fprintf(stderr, "glider %s: %v\n\n%s", args[0], err, usage)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "glider %s: %v\n", args[0], err)
		return 1
	}
	return 0
}

type usageError struct{ error }

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, and checks that there are between least and most.
func parseInterleaved(fs *flag.FlagSet, args []string, least, most int) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, usageError{err}
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
	if len(pos) < least || len(pos) > most {
		if least == most {
			return nil, usageError{fmt.Errorf("want %d argument(s), got %d", least, len(pos))}
		}
		return nil, usageError{fmt.Errorf("want %d to %d arguments, got %d", least, most, len(pos))}
	}
	return pos, nil
}

type openFlags struct {
	workers      int
	maxFileSize  int
	assemblies   workspace.AssemblyOptions
	noAssemblies bool
	noCache      bool
}

func (o *openFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&o.workers, "workers", 0, "parallel parsers (default: one per CPU)")
	fs.IntVar(&o.maxFileSize, "max-file-size", index.DefaultMaxFileSize>>20, "skip C# files larger than this many MB")
	fs.Func("assembly-dir", "also reference every .dll of this folder (repeatable)", func(dir string) error {
		o.assemblies.ExtraDirs = append(o.assemblies.ExtraDirs, dir)
		return nil
	})
	fs.Func("dotnet-root", "look for .NET reference packs here instead of DOTNET_ROOT, /usr/share/dotnet, /usr/lib/dotnet and ~/.dotnet (repeatable)", func(dir string) error {
		o.assemblies.DotnetRoots = append(o.assemblies.DotnetRoots, dir)
		return nil
	})
	fs.BoolVar(&o.noAssemblies, "no-assemblies", false, "index the sources only, without the assemblies projects reference")
	fs.BoolVar(&o.noCache, "no-cache", false, "parse every file, neither reading nor writing the cache (glider cache info)")
}

// options are the engine's options the flags ask for.
func (o *openFlags) options() backend.Options {
	opts := backend.Options{Index: index.Options{Workers: o.workers, MaxFileSize: int64(o.maxFileSize) << 20},
		Assemblies: o.assemblies, NoAssemblies: o.noAssemblies}
	if !o.noCache {
		opts.CacheDir, _ = cache.Dir() // no cache directory: no cache
	}
	return opts
}

// open indexes a workspace with a progress bar on stderr when it is a terminal.
func (o *openFlags) open(ctx context.Context, path string, stderr io.Writer) (*backend.Engine, error) {
	opts := o.options()
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		var bar *progressbar.ProgressBar
		start := time.Now()
		opts.Index.Progress = func(done, total int) {
			// Small workspaces finish before a bar would help.
			if bar == nil && time.Since(start) > 300*time.Millisecond {
				bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(stderr),
					progressbar.OptionSetDescription("indexing"), progressbar.OptionShowCount(),
					progressbar.OptionThrottle(100*time.Millisecond), progressbar.OptionClearOnFinish())
			}
			if bar != nil {
				_ = bar.Set(done)
			}
		}
		defer func() {
			if bar != nil {
				_ = bar.Finish()
			}
		}()
	}
	return backend.Open(ctx, path, opts)
}

func cliIndex(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("index", flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	asJSON := fs.Bool("json", false, "print the statistics as JSON")
	showAll := fs.Bool("diagnostics", false, "print every diagnostic, not only the first 10")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the indexing to this file")
	memProfile := fs.String("memprofile", "", "write a heap profile after indexing to this file")
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	stop, err := startCPUProfile(*cpuProfile)
	if err != nil {
		return err
	}
	defer stop()
	start := time.Now()
	e, err := o.open(ctx, pos[0], stderr)
	if err != nil {
		return err
	}
	defer e.Close() // keeps in the cache what was parsed
	secs := time.Since(start).Seconds()
	if *memProfile != "" {
		f, err := os.Create(*memProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		runtime.GC()
		if err := pprof.WriteHeapProfile(f); err != nil {
			return err
		}
	}
	s := e.Snapshot()
	mbps := float64(s.Stats.Bytes) / 1e6 / secs
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{
			"root": s.Workspace.Root, "kind": s.Workspace.Kind, "projects": len(s.Projects) - s.Stats.Assemblies,
			"assemblies": s.Stats.Assemblies, "assembliesRead": s.Stats.AssembliesRead, "externalSymbols": s.Stats.ExternalSymbols,
			"files": s.Stats.Files, "parsedFiles": s.Stats.ParsedFiles, "symbols": s.SourceSymbols(),
			"filesWithParseErrors": s.Stats.FilesWithErrors, "bytes": s.Stats.Bytes, "lines": s.Stats.Lines,
			"seconds": secs, "mbPerSecond": mbps, "diagnostics": len(s.Diagnostics), "cpuSeconds": bench.CPUSeconds(), "peakRssMB": bench.PeakRSSMB(),
		})
	}
	fmt.Fprintf(stdout, "workspace  %s (%s)\n", s.Workspace.Root, s.Workspace.Kind)
	fmt.Fprintf(stdout, "projects   %d\n", len(s.Projects)-s.Stats.Assemblies)
	fmt.Fprintf(stdout, "files      %d (%d lines, %.1f MB)\n", s.Stats.Files, s.Stats.Lines, float64(s.Stats.Bytes)/1e6)
	fmt.Fprintf(stdout, "symbols    %d\n", s.SourceSymbols())
	fmt.Fprintf(stdout, "assemblies %d referenced, %d read (%d symbols); the others declare no namespace the sources name\n",
		s.Stats.Assemblies, s.Stats.AssembliesRead, s.Stats.ExternalSymbols)
	fmt.Fprintf(stdout, "parse errors in %d file(s)\n", s.Stats.FilesWithErrors)
	fmt.Fprintf(stdout, "indexed in %.2f s (%.1f MB/s)\n", secs, mbps)
	diags := s.Diagnostics
	if len(diags) > 0 {
		fmt.Fprintf(stdout, "\n%d diagnostic(s):\n", len(diags))
		if !*showAll && len(diags) > 10 {
			diags = diags[:10]
		}
		for _, d := range diags {
			loc := d.Path
			if d.Line > 0 {
				loc = fmt.Sprintf("%s:%d:%d", d.Path, d.Line, max(d.Column, 1))
			}
			fmt.Fprintf(stdout, "  %s: %s: %s\n", loc, d.Severity, d.Message)
		}
		if len(diags) < len(s.Diagnostics) {
			fmt.Fprintf(stdout, "  ... %d more (--diagnostics shows all)\n", len(s.Diagnostics)-len(diags))
		}
	}
	return nil
}

// cliTool runs search or resolve through the same Call the servers use.
func cliTool(ctx context.Context, name string, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	asJSON := fs.Bool("json", false, "print the answer envelope as JSON")
	relative := fs.Bool("relative", false, "print paths relative to the workspace root")
	kinds := fs.String("kinds", "", "comma-separated kinds (Type, Method, Class ...)")
	project := fs.String("project", "", "only this project")
	var toolArgs any
	var namespace, access, sortBy, sortOrder *string
	var skip, take, maxCandidates *int
	if name == protocol.ToolSearchSymbols {
		namespace = fs.String("namespace", "", "namespace prefix")
		access = fs.String("access", "", "comma-separated accessibilities")
		sortBy = fs.String("sort-by", "", "name, kind, filePath, projectName or namespace")
		sortOrder = fs.String("sort-order", "", "asc or desc")
		skip = fs.Int("skip", 0, "matches to skip")
		take = fs.Int("take", backend.DefaultTake, "matches to return")
	} else {
		maxCandidates = fs.Int("max", backend.DefaultMaxCandidates, "most candidates to return")
	}
	pos, err := parseInterleaved(fs, args, 2, 2)
	if err != nil {
		return err
	}
	style := "absolute"
	if *relative || !*asJSON {
		style = "relative"
	}
	if name == protocol.ToolSearchSymbols {
		toolArgs = protocol.SearchSymbolsArgs{Query: pos[1], Kinds: splitFlag(*kinds), NamespaceFilter: *namespace,
			ProjectName: *project, Accessibility: splitFlag(*access), PathStyle: style, SortBy: *sortBy,
			SortOrder: *sortOrder, Skip: skip, Take: take}
	} else {
		toolArgs = protocol.ResolveSymbolArgs{Query: pos[1], Kinds: splitFlag(*kinds), ProjectName: *project,
			MaxCandidates: maxCandidates, PathStyle: style}
	}
	e, err := o.open(ctx, pos[0], stderr)
	if err != nil {
		return err
	}
	defer e.Close() // keeps in the cache what was parsed
	raw, err := json.Marshal(toolArgs)
	if err != nil {
		return err
	}
	env := Call(ctx, e, name, raw)
	if *asJSON {
		if err := writeEnvelope(stdout, env); err != nil {
			return err
		}
	}
	if env.Error != nil {
		return fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
	}
	if *asJSON {
		return nil
	}
	switch data := env.Data.(type) {
	case protocol.SearchSymbolsResult:
		printMatches(stdout, data.Matches)
		fmt.Fprintf(stdout, "%d of %d match(es) for %q\n", data.Paging.Returned, data.MatchCount, data.Query)
		for _, n := range data.Notes {
			fmt.Fprintln(stdout, "note:", n)
		}
	case protocol.ResolveSymbolResult:
		printMatches(stdout, data.Candidates)
		fmt.Fprintf(stdout, "tier %s: %d candidate(s), %d weaker match(es) suppressed\n", data.MatchTier, data.TotalCandidates, data.SuppressedMatches)
		for _, n := range data.Hints.NextSteps {
			fmt.Fprintln(stdout, "next:", n)
		}
	}
	return nil
}

func splitFlag(s string) protocol.StringList {
	if s == "" {
		return nil
	}
	return protocol.StringList(strings.Split(s, ","))
}

// printMatches writes symbols as an aligned table.
func printMatches(w io.Writer, matches []protocol.SymbolMatch) {
	if len(matches) == 0 {
		return
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "KIND\tNAME\tIN\tLOCATION\tPROJECT")
	for _, m := range matches {
		in := m.ContainingType
		if in == "" {
			in = m.Namespace
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s:%d:%d\t%s\n", m.Kind, displayName(m), in, m.FilePath, m.LineNumber, m.Column, m.ProjectName)
	}
	tw.Flush()
}

// displayName is the last segment of the full name (it carries type parameters).
func displayName(m protocol.SymbolMatch) string {
	prefix := m.ContainingType
	if prefix == "" {
		prefix = m.Namespace
	}
	if rest, ok := strings.CutPrefix(m.FullName, prefix+"."); ok && prefix != "" {
		return rest
	}
	return m.FullName
}

// startCPUProfile writes a CPU profile to path ("" for none) until stop.
func startCPUProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// startAllocProfile writes the allocations profile as it is now to
// path+".base" and as it is when stop is called to path: `go tool pprof
// -sample_index=alloc_space -diff_base path.base path` shows what was
// allocated in between.
func startAllocProfile(path string) (stop func() error, err error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	if err := writeAllocProfile(path + ".base"); err != nil {
		return nil, err
	}
	return func() error { return writeAllocProfile(path) }, nil
}

func writeAllocProfile(path string) error {
	runtime.GC() // the profile counts the allocations up to the last collection
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return pprof.Lookup("allocs").WriteTo(f, 0)
}

// cliCall runs any tool with JSON arguments and prints its envelope.
func cliCall(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("call", flag.ContinueOnError)
	var o openFlags
	o.register(fs)
	// The workspace flags may come before or after PATH TOOL [ARGS], as for
	// the other commands.
	pos, err := parseInterleaved(fs, args, 1, 3)
	if err != nil {
		return usageError{fmt.Errorf("call takes PATH TOOL [ARGS]: %v", err)}
	}
	if len(pos) == 1 {
		fmt.Fprintln(stdout, strings.Join(ToolNames(), "\n"))
		return nil
	}
	raw := json.RawMessage("{}")
	if len(pos) == 3 {
		raw = json.RawMessage(pos[2])
	}
	e, err := o.open(ctx, pos[0], stderr)
	if err != nil {
		return err
	}
	h := hostOf(e, o.options())
	defer h.Close() // keeps in the cache what was parsed
	env := h.Call(ctx, pos[1], raw)
	if err := writeEnvelope(stdout, env); err != nil {
		return err
	}
	if env.Error != nil {
		return fmt.Errorf("%s: %s", env.Error.Code, env.Error.Message)
	}
	return nil
}

// writeEnvelope prints an answer as the servers send it, indented.
func writeEnvelope(w io.Writer, env protocol.Envelope) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // List<T>, not List\u003cT\u003e
	return enc.Encode(env)
}
