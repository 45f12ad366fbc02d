package backend

import (
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/syntax"
)

// TestTypePattern checks the matching rules typePattern documents against
// bound types as the binder displays them (complete: every name bound).
func TestTypePattern(t *testing.T) {
	type cand struct {
		display  string
		complete bool
		want     bool
	}
	for _, c := range []struct {
		pattern   string
		attribute bool
		cands     []cand
	}{
		{"CancellationToken", false, []cand{
			{"CancellationToken", false, true},
			{"System.Threading.CancellationToken", true, true},
			{"CancellationToken?", false, true},
			{"CancellationTokenSource", false, false},
			{"IEnumerable<CancellationToken>", false, false},
		}},
		{"System.Threading.CancellationToken", false, []cand{
			{"CancellationToken", false, true}, // written under a using: the namespace is not known
			{"Threading.CancellationToken", false, true},
			{"Shop.CancellationToken", true, false}, // a workspace type of that name
			{"Shop.Threading.CancellationToken", true, false},
		}},
		{"Task", false, []cand{
			{"Task", false, true},
			{"System.Threading.Tasks.Task", true, true},
			{"Task<int>", false, false},
			{"ValueTask", false, false},
		}},
		{"Task<*>", false, []cand{
			{"Task<int>", false, true},
			{"Task<Shop.Core.Orders.Order?>", false, true},
			{"Task", false, false},
			{"Task<int, string>", false, false},
		}},
		{"Task<>", false, []cand{{"Task<IReadOnlyList<T>>", false, true}, {"Task", false, false}}},
		{"Task<Order>", false, []cand{
			{"Task<Shop.Core.Orders.Order>", false, true},
			{"Task<Shop.Core.Orders.Order?>", false, true},
			{"Task<Shop.Core.Orders.OrderLine>", false, false},
			{"Task<Result<Shop.Core.Orders.Order>>", false, false},
		}},
		{"Dictionary<string, *>", false, []cand{
			{"Dictionary<string, Shop.Core.Orders.Order>", false, true},
			{"Dictionary<String, int>", false, true}, // String as written is string
			{"Dictionary<int, string>", false, false},
		}},
		{"int", false, []cand{
			{"int", true, true},
			{"Int32", false, true},
			{"int?", true, false}, // Nullable<int> is another type
			{"uint", true, false},
			{"int[]", true, false},
		}},
		{"Int32", false, []cand{{"int", true, true}, {"System.Int32", false, true}}},
		{"System.Int32", false, []cand{{"int", true, true}, {"Int32", false, true}, {"Other.Int32", false, false}}},
		{"int?", false, []cand{{"int?", true, true}, {"int", true, false}}},
		{"Order", false, []cand{
			{"Shop.Core.Orders.Order", true, true},
			{"Shop.Core.Orders.Order?", true, true},
			{"Shop.Core.Orders.Order[]", true, false},
			{"Shop.Core.Orders.OrderLine", true, false},
		}},
		{"Orders.Order", false, []cand{{"Shop.Core.Orders.Order", true, true}, {"Shop.Billing.Order", true, false}}},
		{"Shop.Core.Orders.Order", false, []cand{{"Order", false, true}, {"Shop.Core.Orders.Order", true, true}, {"Core.Orders.Order", true, false}}},
		{"string[]", false, []cand{{"string[]", true, true}, {"string[]?", true, true}, {"string?[]", true, true}, {"string[,]", true, false}}},
		{"I*Repository", false, []cand{
			{"Shop.Core.Orders.IOrderRepository", true, true},
			{"Shop.Core.Common.IRepository<T>", true, false},
			{"Shop.Core.Orders.OrderRepository", true, false},
		}},
		{"I*Repository<*>", false, []cand{{"Shop.Core.Common.IRepository<T>", true, true}}},
		{"(int, string)", false, []cand{{"(int Count, string Name)", true, true}, {"(int, string, int)", true, false}}},
		{"*", false, []cand{{"int", true, true}, {"List<T>[]", false, true}}},
		{"Obsolete", true, []cand{
			{"Obsolete", false, true},
			{"ObsoleteAttribute", false, true},
			{"System.ObsoleteAttribute", false, true},
			{"ObsoleteWarning", false, false},
		}},
		{"System.ObsoleteAttribute", true, []cand{{"Obsolete", false, true}, {"Shop.ObsoleteAttribute", true, false}}},
		{"Audited", true, []cand{{"Shop.Core.Common.AuditedAttribute", true, true}}},
		{"Other.Audited", true, []cand{{"Shop.Core.Common.AuditedAttribute", true, false}}},
	} {
		p, err := compileTypePattern("test", c.pattern, c.attribute, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.pattern, err)
		}
		for _, k := range c.cands {
			if got := p.matches(bind.Type{Display: k.display, Resolved: k.complete}); got != k.want {
				t.Errorf("%q against %q (complete %v) = %v, want %v", c.pattern, k.display, k.complete, got, k.want)
			}
		}
	}
}

// TestTypePatternText checks what is read before anything is bound: the
// text test never rejects a type the pattern would match.
func TestTypePatternText(t *testing.T) {
	aliases := []*syntax.Using{
		{Alias: "Token", Target: "System.Threading.CancellationToken"},
		{Alias: "Tok", Target: "Token"},
		{Alias: "Other", Target: "System.String"},
	}
	for _, c := range []struct {
		pattern string
		text    string
		want    bool
	}{
		{"CancellationToken", "CancellationToken", true},
		{"CancellationToken", "System.Threading.CancellationToken", true},
		{"CancellationToken", "Token", true}, // an alias of it
		{"CancellationToken", "Tok", true},   // an alias of the alias
		{"CancellationToken", "Other", false},
		{"CancellationToken", "Guid", false},
		{"Int32", "int", true},
		{"int", "Int32", true},
		{"string", "String", true},
		{"I*Repository", "IOrderRepository", true},
		{"I*Repository", "IRepo", false},
		{"*", "anything", true},
		{"(int, string)", "(int A, string B)", true},
	} {
		p, err := compileTypePattern("test", c.pattern, false, aliases)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.mayMatch(c.text); got != c.want {
			t.Errorf("%q may match %q = %v, want %v", c.pattern, c.text, got, c.want)
		}
	}
	for _, c := range []struct {
		pattern, text string
		match, sure   bool
	}{
		{"CancellationToken", "CancellationToken", true, true},
		{"CancellationToken", "System.Threading.CancellationToken", true, true},
		{"CancellationToken", "CancellationTokenSource", false, true},
		{"System.Threading.CancellationToken", "CancellationToken", false, false}, // binding says where it is
		{"System.Threading.CancellationToken", "global::System.Threading.CancellationToken", true, true},
		{"CancellationToken", "Token", false, false}, // an alias: binding says what it stands for
		{"Task<*>", "Task<Token>", false, false},
		{"Task<*>", "Task<int>", true, true},
		{"Task", "Task<int>", false, true},
		{"int", "int", true, true},
		{"Int32", "int", true, true},
		{"int", "Int32", false, false}, // a workspace type may be named Int32
		{"int", "ref readonly int", true, true},
		{"Obsolete", "ObsoleteAttribute", false, true}, // a type pattern, not an attribute one
	} {
		p, err := compileTypePattern("test", c.pattern, false, aliases)
		if err != nil {
			t.Fatal(err)
		}
		match, sure := p.matchText(c.text)
		if sure != c.sure || sure && match != c.match {
			t.Errorf("%q as written %q: match %v sure %v, want %v %v", c.pattern, c.text, match, sure, c.match, c.sure)
		}
	}
	for _, bad := range []string{"Task<", "List<int", "a-b", "Foo(", "Task<int>>"} {
		if _, err := compileTypePattern("returnType", bad, false, nil); errorCode(err) != CodeInvalidArgument {
			t.Errorf("%q: %v, want InvalidArgument", bad, err)
		}
	}
}

func semanticNames(t *testing.T, v *View, req SemanticRequest) []string {
	t.Helper()
	if req.Take == 0 {
		req.Take = MaxTake
	}
	res, err := v.SemanticQuery(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if res.Total != len(res.Matches) {
		t.Fatalf("%d matches, %d returned", res.Total, len(res.Matches))
	}
	var out []string
	for _, m := range res.Matches {
		out = append(out, m.FullName)
	}
	return out
}

// TestSemanticSample: the async methods without a CancellationToken and
// those with one make up all the async methods.
func TestSemanticSample(t *testing.T) {
	v := sample(t).View()
	without := semanticNames(t, v, SemanticRequest{Kinds: []string{"Method"}, Modifiers: []string{"async"}, MustNotHaveParameterType: "CancellationToken"})
	with := semanticNames(t, v, SemanticRequest{Kinds: []string{"Method"}, Modifiers: []string{"async"}, MustHaveParameterType: "CancellationToken"})
	all := semanticNames(t, v, SemanticRequest{Kinds: []string{"Method"}, Modifiers: []string{"async"}})
	if len(without) == 0 || len(with) == 0 || len(without)+len(with) != len(all) {
		t.Fatalf("without %v\nwith %v\nall %v", without, with, all)
	}
	if !contains(without, "Shop.Core.Orders.OrderService.GetHistoryAsync") || contains(without, "Shop.Core.Orders.OrderService.PlaceAsync") {
		t.Errorf("without a CancellationToken: %v", without)
	}
	// Modifiers must all be there.
	for _, name := range semanticNames(t, v, SemanticRequest{Modifiers: []string{"static, async"}}) {
		if name != "Shop.Core.Common.RepositoryExtensions.GetRequiredAsync<T>" {
			t.Errorf("static async: %s", name)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestSemanticAliases: types and attributes written through using aliases
// are found, attributes with another target are not the symbol's.
func TestSemanticAliases(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "S.cs"), []byte(`using System.Threading.Tasks;
using Token = System.Threading.CancellationToken;
using Obs = System.ObsoleteAttribute;

namespace A;

public sealed class MarkAttribute : System.Attribute { }

public class S
{
    public async Task RunAsync(Token t) { }
    public async Task WalkAsync() { }
    [Obs] public void Old() { }
    [Mark] public void Marked() { }
    [return: Mark] public int Returns() => 0;
    [method: A.MarkAttribute] public void Targeted() { }
}
`))
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	for _, c := range []struct {
		req  SemanticRequest
		want string
	}{
		{SemanticRequest{Modifiers: []string{"async"}, MustNotHaveParameterType: "CancellationToken"}, "A.S.WalkAsync"},
		{SemanticRequest{MustHaveParameterType: "System.Threading.CancellationToken"}, "A.S.RunAsync"},
		{SemanticRequest{MustHaveAttribute: "Obsolete"}, "A.S.Old"},
		{SemanticRequest{MustHaveAttribute: "System.ObsoleteAttribute"}, "A.S.Old"},
		{SemanticRequest{MustHaveAttribute: "A.Mark"}, "A.S.Marked A.S.Targeted"},
		{SemanticRequest{MustHaveAttribute: "MarkAttribute", Kinds: []string{"Method"}, NamePattern: "Ta*"}, "A.S.Targeted"},
		{SemanticRequest{MustNotHaveAttribute: "Mark", Kinds: []string{"Method"}, NamePattern: "*e*"}, "A.S.Returns"},
		{SemanticRequest{ReturnType: "int"}, "A.S.Returns"},
		{SemanticRequest{ReturnType: "void", Scope: "namespace:A", NamePattern: "M*"}, "A.S.Marked"},
	} {
		got := strings.Join(semanticNames(t, v, c.req), " ")
		if got != c.want {
			t.Errorf("%+v: %s, want %s", c.req, got, c.want)
		}
	}
}

// TestSemanticErrors: bad arguments are InvalidArgument errors naming them.
func TestSemanticErrors(t *testing.T) {
	v := sample(t).View()
	for _, req := range []SemanticRequest{
		{Modifiers: []string{"public"}},
		{Modifiers: []string{"asyn"}},
		{Kinds: []string{"Lambda"}},
		{Accessibility: []string{"Friend"}},
		{ReturnType: "List<"},
		{MustHaveAttribute: "[Obsolete("},
		{Scope: "shop"},
		{ProjectName: "Nope"},
		{NamePattern: "a(b"},
		{SortBy: "size"},
		{PathStyle: "dos"},
		{Skip: -1},
	} {
		if _, err := v.SemanticQuery(context.Background(), req); errorCode(err) != CodeInvalidArgument {
			t.Errorf("%+v: %v, want InvalidArgument", req, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := v.SemanticQuery(ctx, SemanticRequest{Take: 10}); errorCode(err) != CodeCancelled {
		t.Errorf("cancelled: %v", err)
	}
}

// TestSemanticSourceOrder: matches come project by project, file by file,
// in declaration order, records' generated properties after their record.
func TestSemanticSourceOrder(t *testing.T) {
	v := sample(t).View()
	res, err := v.SemanticQuery(context.Background(), SemanticRequest{Take: MaxTake, Scope: "project:Shop.Core"})
	if err != nil {
		t.Fatal(err)
	}
	s := v.snap
	if !sort.SliceIsSorted(res.Matches, func(i, j int) bool {
		a, b := &res.Matches[i], &res.Matches[j]
		if a.FilePath != b.FilePath {
			return false // checked below, file by file
		}
		return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
	}) {
		t.Error("not in declaration order within a file")
	}
	seen := map[string]bool{}
	last := ""
	for _, m := range res.Matches {
		id, err := s.Lookup(m.SymbolKey)
		if err != nil {
			t.Fatal(err)
		}
		path := s.Files[s.Sym(id).Decls[0].File].RelPath
		if path != last && seen[path] {
			t.Errorf("%s comes back after another file", path)
		}
		seen[path], last = true, path
	}
}
