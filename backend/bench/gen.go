// Package bench holds Glider's benchmarks that run on whole workspaces: a
// generator of synthetic C# workspaces and the measurements behind
// `glider bench` (figures go to BENCHMARKS.md).
package bench

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// GenOptions shape a synthetic workspace.
type GenOptions struct {
	Projects       int
	FilesPerProj   int
	TypesPerFile   int
	MembersPerType int
	BodyLines      int // statements per method body: the bytes per declaration
	Seed           uint64
}

// Presets are the two workspaces BENCHMARKS.md measures: one the size of
// dotnet/efcore (80 MB, 1.7 M lines) and one with about 500 k symbols.
var Presets = map[string]GenOptions{
	"large":   {Projects: 40, FilesPerProj: 150, TypesPerFile: 2, MembersPerType: 12, BodyLines: 17, Seed: 1},
	"symbols": {Projects: 40, FilesPerProj: 250, TypesPerFile: 4, MembersPerType: 12, BodyLines: 2, Seed: 2},
	"small":   {Projects: 3, FilesPerProj: 20, TypesPerFile: 2, MembersPerType: 6, BodyLines: 4, Seed: 3},
}

var words = strings.Fields(`Order Customer Invoice Product Price Stock Cart Payment Shipment Address
Account User Role Permission Token Session Cache Query Command Event Message Queue Topic Channel Stream
Buffer Reader Writer Parser Builder Factory Provider Service Handler Manager Controller Repository Store
Context Options Settings Config Logger Metric Trace Span Batch Job Task Worker Scheduler Timer Clock Date
Range Index Key Value Entry Table Column Row Schema Model Entity Record Item Line Total Amount Currency
Tax Discount Coupon Rule Policy Filter Sort Page Result Error Status State Phase Step Node Edge Graph Tree
Path File Folder Blob Image Document Report Template Render View Layout Style Theme Color Font Icon Menu
Button Dialog Window Screen Device Sensor Signal Network Socket Client Server Request Response Header Body
Route Endpoint Gateway Proxy Balancer Cluster Shard Replica Backup Snapshot Migration Version Release
Feature Flag Experiment Audit History Change Diff Patch Merge Branch Commit Tag Label Comment Review
Notification Email Sms Push Webhook Callback Retry Timeout Circuit Limit Quota Usage Billing Plan Tier`)

var verbs = strings.Fields(`Get Set Create Update Delete Find Load Save Apply Build Parse Validate
Compute Calculate Resolve Register Handle Process Send Receive Open Close Start Stop Reset Flush Merge
Split Map Reduce Convert Format Render Publish Subscribe Dispatch Schedule Cancel Retry Try Ensure Check`)

type gen struct {
	r    *rand.Rand
	opts GenOptions
	sb   strings.Builder
}

func (g *gen) word() string { return words[g.r.IntN(len(words))] }
func (g *gen) verb() string { return verbs[g.r.IntN(len(verbs))] }
func (g *gen) name(parts int) string {
	var sb strings.Builder
	for range parts {
		sb.WriteString(g.word())
	}
	return sb.String()
}

func (g *gen) line(indent int, format string, args ...any) {
	g.sb.WriteString(strings.Repeat("    ", indent))
	fmt.Fprintf(&g.sb, format, args...)
	g.sb.WriteByte('\n')
}

// Generate writes a synthetic solution under dir: a .sln, SDK-style projects
// that reference their predecessor, and C# files with namespaces, classes,
// interfaces, records, enums, members with doc comments and method bodies.
func Generate(dir string, opts GenOptions) error {
	g := &gen{r: rand.New(rand.NewPCG(opts.Seed, opts.Seed^0x9e3779b97f4a7c15)), opts: opts}
	var sln strings.Builder
	sln.WriteString("Microsoft Visual Studio Solution File, Format Version 12.00\n")
	var names []string
	for p := range opts.Projects {
		proj := fmt.Sprintf("Synthetic.%s%d", g.word(), p)
		names = append(names, proj)
		pdir := filepath.Join(dir, "src", proj)
		if err := os.MkdirAll(pdir, 0o755); err != nil {
			return err
		}
		ref := ""
		if p > 0 {
			ref = fmt.Sprintf("  <ItemGroup>\n    <ProjectReference Include=\"..\\%s\\%s.csproj\" />\n  </ItemGroup>\n", names[p-1], names[p-1])
		}
		csproj := fmt.Sprintf("<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <Nullable>enable</Nullable>\n  </PropertyGroup>\n%s</Project>\n", ref)
		if err := os.WriteFile(filepath.Join(pdir, proj+".csproj"), []byte(csproj), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(&sln, "Project(\"{9A19103F-16F7-4668-BE54-9A1E7A4F7556}\") = \"%s\", \"src\\%s\\%s.csproj\", \"{%08X-0000-0000-0000-%012X}\"\nEndProject\n", proj, proj, proj, p, p)
		for f := range opts.FilesPerProj {
			g.sb.Reset()
			g.file(proj, f)
			sub := filepath.Join(pdir, g.word())
			if err := os.MkdirAll(sub, 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(sub, fmt.Sprintf("%s%d.cs", g.name(2), f)), []byte(g.sb.String()), 0o644); err != nil {
				return err
			}
		}
	}
	return os.WriteFile(filepath.Join(dir, "Synthetic.sln"), []byte(sln.String()), 0o644)
}

func (g *gen) file(proj string, f int) {
	g.line(0, "using System;")
	g.line(0, "using System.Collections.Generic;")
	g.line(0, "using System.Linq;")
	g.line(0, "using System.Threading.Tasks;")
	g.line(0, "")
	g.line(0, "namespace %s.%s;", proj, g.word())
	g.line(0, "")
	for t := range g.opts.TypesPerFile {
		switch g.r.IntN(10) {
		case 0:
			g.enum()
		case 1, 2:
			g.iface()
		case 3:
			g.record()
		default:
			g.class(t)
		}
		g.line(0, "")
	}
}

func (g *gen) doc(indent int) {
	g.line(indent, "/// <summary>")
	g.line(indent, "/// %s the %s of the %s, keeping the %s in step with the %s.", g.verb(), strings.ToLower(g.word()), strings.ToLower(g.word()), strings.ToLower(g.word()), strings.ToLower(g.word()))
	g.line(indent, "/// </summary>")
}

func (g *gen) enum() {
	g.doc(0)
	g.line(0, "public enum %s%s", g.name(2), "Kind")
	g.line(0, "{")
	for i := range g.opts.MembersPerType {
		g.line(1, "%s%d = %d,", g.word(), i, i)
	}
	g.line(0, "}")
}

func (g *gen) iface() {
	g.doc(0)
	g.line(0, "public interface I%s", g.name(2))
	g.line(0, "{")
	for range g.opts.MembersPerType / 2 {
		g.doc(1)
		g.line(1, "Task<%s?> %s%sAsync(%s %s, int count);", g.word(), g.verb(), g.word(), g.word(), strings.ToLower(g.word()))
		g.line(1, "%s %s { get; }", g.word(), g.name(2))
	}
	g.line(0, "}")
}

func (g *gen) record() {
	g.doc(0)
	g.line(0, "public sealed record %s(string %s, decimal %s, DateTime %s)", g.name(2), g.word(), g.word(), g.word())
	g.line(0, "{")
	for range g.opts.MembersPerType / 3 {
		g.doc(1)
		g.line(1, "public bool %s%s() => %s.Length > %d;", g.verb(), g.word(), "ToString()", g.r.IntN(100))
	}
	g.line(0, "}")
}

func (g *gen) class(t int) {
	name := g.name(2)
	g.doc(0)
	generic := ""
	if g.r.IntN(4) == 0 {
		generic = "<TItem>"
	}
	g.line(0, "public partial class %s%s : %sBase", name, generic, g.word())
	g.line(0, "{")
	g.line(1, "private readonly Dictionary<string, %s> _%s = new();", g.word(), strings.ToLower(g.word()))
	g.line(1, "private int _count, _version;")
	for m := range g.opts.MembersPerType {
		g.doc(1)
		switch m % 6 {
		case 0:
			g.line(1, "public %s %s { get; set; } = default!;", g.word(), g.name(2))
		case 1:
			g.line(1, "public event EventHandler? %sChanged;", g.name(1))
		case 2:
			g.line(1, "public const int %sLimit = %d;", g.name(2), g.r.IntN(1000))
		default:
			g.method(name)
		}
	}
	if t%2 == 0 {
		g.line(1, "public sealed class %sOptions", g.word())
		g.line(1, "{")
		g.line(2, "public int %s { get; init; }", g.name(1))
		g.line(1, "}")
	}
	g.line(0, "}")
}

func (g *gen) method(owner string) {
	async := g.r.IntN(2) == 0
	ret, prefix, suffix := g.word(), "", ""
	if async {
		ret, prefix, suffix = "Task<"+ret+">", "async ", "Async"
	}
	local := strings.ToLower(g.word())
	g.line(1, "public %s%s %s%s%s(%s %s, int count, string? %s = null)", prefix, ret, g.verb(), g.word(), suffix, g.word(), local, strings.ToLower(g.word()))
	g.line(1, "{")
	for i := range g.opts.BodyLines {
		switch i % 5 {
		case 0:
			g.line(2, "var %s%d = _%s.Values.Where(x => x is not null).Take(count).ToList();", strings.ToLower(g.word()), i, strings.ToLower(g.word()))
		case 1:
			g.line(2, "if (%s is null) throw new ArgumentNullException(nameof(%s));", local, local)
		case 2:
			g.line(2, "foreach (var item in %s%s(count))", g.verb(), g.word())
			g.line(2, "{")
			g.line(3, "_count += item.GetHashCode() %% %d;", g.r.IntN(97)+1)
			g.line(2, "}")
		case 3:
			g.line(2, "_version++; // %s %s", strings.ToLower(g.verb()), strings.ToLower(g.word()))
		default:
			g.line(2, "Log($\"%s {%s} in %s\");", g.verb(), local, owner)
		}
	}
	if async {
		g.line(2, "await Task.Yield();")
	}
	g.line(2, "return default!;")
	g.line(1, "}")
}
