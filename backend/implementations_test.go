package backend

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// implementationsView opens the fixture of the binder's implementation tests.
func implementationsView(t *testing.T) *View {
	t.Helper()
	e, err := Open(context.Background(), "bind/testdata/implementations", testOptions)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.Close)
	return e.View()
}

// keyOf finds the symbolKey of the one symbol with a documentation ID.
func keyOf(t *testing.T, v *View, doc string) string {
	t.Helper()
	ids := v.binder.SymbolsByDocID(doc)
	if len(ids) != 1 {
		t.Fatalf("%s: %v", doc, ids)
	}
	return v.snap.Sym(ids[0]).Key
}

func TestFindImplementations(t *testing.T) {
	v := implementationsView(t)
	ctx := context.Background()
	describe := func(res *ImplementationsResult) string {
		var lines []string
		for _, im := range res.Implementations {
			l := im.Relation + " " + im.FullName
			for _, extra := range []struct{ name, value string }{
				{"for", im.ImplementingType}, {"as", im.Interface}, {"via", im.Via}, {"overrides", im.Overrides}} {
				if extra.value != "" {
					l += " " + extra.name + " " + extra.value
				}
			}
			lines = append(lines, l)
		}
		return strings.Join(lines, "\n")
	}
	for _, c := range []struct {
		doc, scope string
		skip, take int
		total      int
		want       string
	}{
		{doc: "M:Fix.Generic.IRepo`1.Save(`0)", take: DefaultTake, total: 5, want: `implicit Fix.Generic.Both.Save for Fix.Generic.Both as Fix.Generic.IRepo<Fix.Generic.Order>
implicit Fix.Generic.Both.Save for Fix.Generic.Both as Fix.Generic.IRepo<Fix.Generic.Customer>
inherited Fix.Generic.CustomerRepo.Save for Fix.Generic.CachedCustomerRepo as Fix.Generic.IRepo<Fix.Generic.Customer>
implicit Fix.Generic.OrderRepo.Save for Fix.Generic.OrderRepo as Fix.Generic.IRepo<Fix.Generic.Order>
implicit Fix.Generic.Repo<TEntity>.Save for Fix.Generic.Repo<TEntity> as Fix.Generic.IRepo<TEntity>`},
		{doc: "M:Fix.Reach.IBase.Ping", take: 3, skip: 4, total: 7, want: `implicit Fix.Reach.Root.Ping for Fix.Reach.Root as Fix.Reach.IBase
override Fix.Reach.ViaBaseClass.Ping for Fix.Reach.ViaBaseClass overrides Fix.Reach.Root.Ping
implicit Fix.Reach.ViaInterface.Ping for Fix.Reach.ViaInterface as Fix.Reach.IBase`},
		{doc: "T:Fix.Reach.IBase", take: 2, total: 9, want: `implements Fix.Reach.Borrower
implements Fix.Reach.Borrower2`},
		{doc: "T:Fix.Reach.IBase", skip: 7, take: 5, total: 9, want: `implements Fix.Reach.ViaBaseClass via Fix.Reach.Root
implements Fix.Reach.ViaInterface via Fix.Reach.IDerived`},
		{doc: "T:Fix.Animals.Animal", scope: "namespace:Fix.Partial", take: DefaultTake, total: 1, want: `derives Fix.Partial.Kennel via Fix.Animals.Dog`},
		{doc: "T:Fix.Animals.Bird", take: DefaultTake, total: 2, want: `derives Fix.Animals.Macaw via Fix.Animals.Parrot
derives Fix.Animals.Parrot`},
		{doc: "M:Fix.Animals.Dog.Sound", take: DefaultTake, total: 2, want: `override Fix.Animals.Puppy.Sound for Fix.Animals.Puppy overrides Fix.Animals.Dog.Sound
override Fix.Partial.Kennel.Sound for Fix.Partial.Kennel overrides Fix.Animals.Dog.Sound`},
		{doc: "M:Fix.Animals.Animal.Feed(System.Int32)", take: DefaultTake, total: 0, want: ``},
		{doc: "T:Fix.Generic.Order", take: DefaultTake, total: 0, want: ``},
	} {
		res, err := v.FindImplementations(ctx, ImplementationsRequest{SymbolKey: keyOf(t, v, c.doc), Scope: c.scope, Skip: c.skip, Take: c.take, PathStyle: "relative"})
		if err != nil {
			t.Errorf("%s: %v", c.doc, err)
			continue
		}
		if got := describe(res); got != c.want || res.Total != c.total {
			t.Errorf("%s skip %d take %d: total %d\n%s\nwant total %d\n%s", c.doc, c.skip, c.take, res.Total, got, c.total, c.want)
		}
		if res.Symbol.DocumentationCommentID != c.doc {
			t.Errorf("%s: the answer is about %s", c.doc, res.Symbol.DocumentationCommentID)
		}
	}
	res, err := v.FindImplementations(ctx, ImplementationsRequest{SymbolKey: keyOf(t, v, "T:Fix.Reach.IBase"), Take: MaxTake + 1})
	if err != nil || res.Take != MaxTake || len(res.Notes) != 1 || len(res.Implementations) != 9 {
		t.Errorf("a take over the maximum: %+v, %v", res, err)
	}
	if im := res.Implementations[0]; !strings.HasSuffix(im.FilePath, "Reach.cs") || !strings.HasPrefix(im.FilePath, "/") {
		t.Errorf("absolute path by default: %s", im.FilePath)
	}
}

func TestFindOverrides(t *testing.T) {
	v := implementationsView(t)
	res, err := v.FindOverrides(context.Background(), OverridesRequest{SymbolKey: keyOf(t, v, "M:Fix.Animals.Animal.Sound"), Take: DefaultTake})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, o := range res.Overrides {
		if o.OverridesKey != keyOf(t, v, "M:"+o.Overrides) {
			t.Errorf("%s: overridesKey %s is not %s's", o.FullName, o.OverridesKey, o.Overrides)
		}
		got = append(got, fmt.Sprintf("%d %s of %s sealed=%t", o.Depth, o.FullName, o.Overrides, o.Sealed))
	}
	want := `1 Fix.Animals.Bird.Sound of Fix.Animals.Animal.Sound sealed=false
1 Fix.Animals.Dog.Sound of Fix.Animals.Animal.Sound sealed=false
2 Fix.Animals.Parrot.Sound of Fix.Animals.Bird.Sound sealed=false
2 Fix.Animals.Puppy.Sound of Fix.Animals.Dog.Sound sealed=true
2 Fix.Partial.Kennel.Sound of Fix.Animals.Dog.Sound sealed=false
3 Fix.Animals.Macaw.Sound of Fix.Animals.Parrot.Sound sealed=true`
	if strings.Join(got, "\n") != want || res.Total != 6 {
		t.Errorf("overrides of Animal.Sound (total %d):\n%s\nwant\n%s", res.Total, strings.Join(got, "\n"), want)
	}
	res, err = v.FindOverrides(context.Background(), OverridesRequest{SymbolKey: keyOf(t, v, "M:Fix.Animals.Animal.Sound"), Skip: 5, Take: 10})
	if err != nil || res.Total != 6 || len(res.Overrides) != 1 || res.Overrides[0].FullName != "Fix.Animals.Macaw.Sound" {
		t.Errorf("second page: %+v, %v", res, err)
	}
}

// TestImplementationErrors: a symbol nothing implements or overrides is an
// InvalidArgument saying why, with the tool to call instead where one helps.
func TestImplementationErrors(t *testing.T) {
	v := implementationsView(t)
	ctx := context.Background()
	for _, c := range []struct {
		tool, doc string
		message   string // a part of the message
		next      string // the tool of the continuation, if any
	}{
		{"find_implementations", "N:Fix.Reach", "is a namespace", "search_symbols"},
		{"find_implementations", "T:Fix.Generic.Number", "is a struct: nothing can implement or derive from it", ""},
		{"find_implementations", "T:Fix.Reach.Pair", "is a record struct", ""},
		{"find_implementations", "T:Fix.Animals.Macaw", "is sealed: no class can derive from it", ""},
		{"find_implementations", "F:Fix.Animals.Animal.Age", "is a field, which nothing can implement or override", ""},
		{"find_implementations", "M:Fix.Reach.Pair.#ctor(System.Int32,System.Int32)", "is a constructor", ""},
		{"find_implementations", "M:Fix.Animals.Animal.Sleep", "is a method that is not virtual, abstract or override, nor an interface member", ""},
		{"find_implementations", "M:Fix.Animals.Puppy.Sound", "is a sealed override: nothing can override it; call find_implementations on the member it overrides, Fix.Animals.Dog.Sound", "find_implementations"},
		{"find_implementations", "M:Fix.Explicit.Square.Fix#Explicit#IShape#Area", "is an explicit interface implementation", ""},
		{"find_implementations", "M:Fix.Reach.IPolite.Fix#Reach#IGreeter#Greet", "is an explicit interface implementation", ""},
		{"find_overrides", "T:Fix.Animals.Animal", "is a type, find_overrides takes a member", "get_derived_types"},
		{"find_overrides", "M:Fix.Reach.IBase.Ping", "is an interface member: types implement it", "find_implementations"},
		{"find_overrides", "M:Fix.Animals.Macaw.Sound", "is a sealed override: nothing can override it; call find_overrides on the member it overrides, Fix.Animals.Parrot.Sound", "find_overrides"},
		{"find_overrides", "M:Fix.Animals.Dog.Feed(System.Int32)", "is a method that is not virtual", ""},
		{"find_overrides", "N:Fix", "is a namespace", "search_symbols"},
	} {
		key := keyOf(t, v, c.doc)
		var err error
		if c.tool == "find_overrides" {
			_, err = v.FindOverrides(ctx, OverridesRequest{SymbolKey: key, Take: DefaultTake})
		} else {
			_, err = v.FindImplementations(ctx, ImplementationsRequest{SymbolKey: key, Take: DefaultTake})
		}
		e := AsError(err)
		if err == nil || e.Code != CodeInvalidArgument || !strings.Contains(e.Message, c.message) || e.Continuation == nil || e.Continuation.Tool != c.next {
			t.Errorf("%s(%s) = %v (continuation %+v), want InvalidArgument with %q and tool %q", c.tool, c.doc, err, e.Continuation, c.message, c.next)
		}
	}
	key := keyOf(t, v, "T:Fix.Reach.IBase")
	for name, req := range map[string]ImplementationsRequest{
		"bad scope":      {SymbolKey: key, Scope: "assembly:X", Take: 1},
		"bad path style": {SymbolKey: key, PathStyle: "short", Take: 1},
		"negative skip":  {SymbolKey: key, Skip: -1, Take: 1},
		"negative take":  {SymbolKey: key, Take: -1},
	} {
		if _, err := v.FindImplementations(ctx, req); errorCode(err) != CodeInvalidArgument {
			t.Errorf("%s: %v, want InvalidArgument", name, err)
		}
	}
	if _, err := v.FindImplementations(ctx, ImplementationsRequest{SymbolKey: "g1.bm9wZQ", Take: 1}); errorCode(err) == "" || errorCode(err) == CodeInvalidArgument {
		t.Errorf("an unknown key: %v", err)
	}
	if _, err := v.FindOverrides(ctx, OverridesRequest{Take: 1}); errorCode(err) != CodeInvalidArgument {
		t.Errorf("no key: %v", err)
	}
}
