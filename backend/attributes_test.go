package backend

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

func attributesRequest() AttributesRequest {
	return AttributesRequest{AttributesLimit: DefaultAttributesLimit, PathStyle: "relative"}
}

// TestSymbolAttributesSelectors: a symbolKey, a documentation ID, the
// name's position, a position inside the declaration, a range and a
// selected text all select the same symbol.
func TestSymbolAttributesSelectors(t *testing.T) {
	v := sample(t).View()
	ctx := context.Background()
	req := attributesRequest()
	req.DocumentationCommentID = "M:Shop.Core.Orders.OrderService.SubmitAsync(System.Guid)"
	res, err := v.SymbolAttributes(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Attributes) != 1 || res.TotalCount != 1 || res.HasMore {
		t.Fatalf("SubmitAsync: %+v", res)
	}
	a := res.Attributes[0]
	if a.Name != "Obsolete" || a.AttributeType != "System.ObsoleteAttribute" || !a.Resolved || a.Inherited ||
		len(a.ConstructorArguments) != 1 || a.ConstructorArguments[0].Value != `"Use PlaceAsync; it reserves stock before placing the order."` ||
		len(a.NamedArguments) != 1 || a.NamedArguments[0] != (AttributeArgument{Name: "DiagnosticId", Value: `"SHOP001"`}) ||
		a.FilePath != "src/Shop.Core/Orders/OrderService.cs" || a.Line != res.Symbol.Line-1 || a.Column != 6 {
		t.Errorf("SubmitAsync's attribute: %+v", a)
	}

	sym := res.Symbol
	key := func(r AttributesRequest) string {
		t.Helper()
		res, err := v.SymbolAttributes(ctx, r)
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		return res.Symbol.SymbolKey
	}
	var byKey, atName, inside, rng, selected, absolute AttributesRequest
	byKey = attributesRequest()
	byKey.SymbolKey = sym.SymbolKey
	atName = attributesRequest()
	atName.FilePath, atName.Line, atName.Column = sym.FilePath, sym.Line, sym.Column+3
	inside = atName
	inside.Line, inside.Column = a.Line, a.Column+2 // in the attribute, before the name
	rng = atName
	rng.Column, rng.EndColumn = sym.Column, sym.Column+len("SubmitAsync")
	selected = attributesRequest()
	selected.FilePath = sym.FilePath
	selected.SelectedText, selected.ContextBefore, selected.ContextAfter = "SubmitAsync", "Result<Order>> ", "(Guid"
	absolute = atName
	absolute.FilePath = filepath.Join(v.snap.Workspace.Root, filepath.FromSlash(sym.FilePath))
	for name, r := range map[string]AttributesRequest{"symbolKey": byKey, "name": atName, "inside": inside, "range": rng, "selectedText": selected, "absolute path": absolute} {
		if got := key(r); got != sym.SymbolKey {
			t.Errorf("by %s: %s, want %s", name, got, sym.SymbolKey)
		}
	}

	// Between members, the innermost declaration around is the class.
	between := atName
	between.Line, between.Column = sym.Line+1, 1
	res, err = v.SymbolAttributes(ctx, between)
	if err != nil || res.Symbol.FullName != "Shop.Core.Orders.OrderService" {
		t.Errorf("between members: %+v, %v", res, err)
	}
}

func TestSymbolAttributesLimit(t *testing.T) {
	v := sample(t).View()
	req := attributesRequest()
	req.DocumentationCommentID = "M:Shop.Api.Controllers.OrdersController.Create(Shop.Api.Contracts.CreateOrderRequest,CancellationToken)"
	req.AttributesLimit = 2
	res, err := v.SymbolAttributes(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if res.TotalCount != 5 || !res.HasMore || len(res.Attributes) != 2 ||
		res.Attributes[0].Name != "HttpPost" || res.Attributes[1].AttributeType != "Shop.Core.Common.AuditedAttribute" ||
		!res.Attributes[1].Resolved || res.Attributes[1].SymbolKey == "" ||
		res.Attributes[1].NamedArguments[0].Value != "Shop.Core.Common.AuditLevel.Summary" {
		t.Errorf("limit 2: %+v", res)
	}
}

func TestSymbolAttributesErrors(t *testing.T) {
	v := sample(t).View()
	with := func(edit func(*AttributesRequest)) AttributesRequest {
		r := attributesRequest()
		edit(&r)
		return r
	}
	const order = "src/Shop.Core/Orders/Order.cs"
	for name, c := range map[string]struct {
		req  AttributesRequest
		code ErrorCode
		want string
	}{
		"nothing":           {with(func(r *AttributesRequest) {}), CodeInvalidArgument, "no symbol selected"},
		"two selectors":     {with(func(r *AttributesRequest) { r.SymbolKey, r.DocumentationCommentID = "x", "T:A" }), CodeInvalidArgument, "symbolKey and documentationCommentId"},
		"key and location":  {with(func(r *AttributesRequest) { r.DocumentationCommentID, r.FilePath = "T:A", order }), CodeInvalidArgument, "one way only"},
		"malformed key":     {with(func(r *AttributesRequest) { r.SymbolKey = "nope" }), CodeInvalidSymbolKey, ""},
		"unknown doc ID":    {with(func(r *AttributesRequest) { r.DocumentationCommentID = "T:Shop.Core.Nowhere" }), CodeSymbolNotFound, "T:Shop.Core.Nowhere"},
		"not a doc ID":      {with(func(r *AttributesRequest) { r.DocumentationCommentID = "Order" }), CodeInvalidArgument, "not a documentation comment ID"},
		"unknown file":      {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column = "src/Nowhere.cs", 1, 1 }), CodeFileNotInWorkspace, "not a source file"},
		"file only":         {with(func(r *AttributesRequest) { r.FilePath = order }), CodeInvalidArgument, "needs line and column"},
		"line only":         {with(func(r *AttributesRequest) { r.FilePath, r.Line = order, 3 }), CodeInvalidArgument, "1-based"},
		"past the end":      {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column = order, 10000, 1 }), CodeInvalidArgument, "past the end"},
		"backwards range":   {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column, r.EndLine, r.EndColumn = order, 9, 5, 8, 1 }), CodeInvalidArgument, "before it starts"},
		"nothing there":     {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column = order, 1, 1 }), CodeInvalidArgument, "nothing is declared"},
		"text and position": {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column, r.SelectedText = order, 1, 1, "Place" }), CodeInvalidArgument, "not both"},
		"context alone":     {with(func(r *AttributesRequest) { r.FilePath, r.Line, r.Column, r.ContextBefore = order, 1, 1, "x" }), CodeInvalidArgument, "go with selectedText"},
		"absent text":       {with(func(r *AttributesRequest) { r.FilePath, r.SelectedText = order, "NoSuchText" }), CodeInvalidArgument, "does not occur"},
		"ambiguous text":    {with(func(r *AttributesRequest) { r.FilePath, r.SelectedText = order, "Status" }), CodeInvalidArgument, "add contextBefore or contextAfter"},
		"limit": {with(func(r *AttributesRequest) {
			r.DocumentationCommentID, r.AttributesLimit = "T:Shop.Core.Orders.Order", 0
		}), CodeInvalidArgument, "attributesLimit"},
		"path style": {with(func(r *AttributesRequest) { r.DocumentationCommentID, r.PathStyle = "T:Shop.Core.Orders.Order", "url" }), CodeInvalidArgument, "pathStyle"},
	} {
		_, err := v.SymbolAttributes(context.Background(), c.req)
		e := AsError(err)
		if err == nil || e.Code != c.code || !strings.Contains(e.Message, c.want) || e.Continuation == nil {
			t.Errorf("%s: %v, want %s containing %q with a continuation", name, err, c.code, c.want)
		}
		if c.code == CodeSymbolNotFound && (e.Continuation.Kind != ContinueCallTool || e.Continuation.Tool != "resolve_symbol") {
			t.Errorf("%s: continuation %+v", name, e.Continuation)
		}
	}
}

// TestSymbolAttributesInherited: inherited attributes name where they come from.
func TestSymbolAttributesInherited(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "App.csproj"), []byte(`<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>`))
	writeFile(t, filepath.Join(dir, "Shapes.cs"), []byte(`namespace App;

public sealed class NoteAttribute(string text) : System.Attribute { }

[Note("base")]
public class Shape { [Note("area")] public virtual double Area() => 0; }

[System.Serializable]
public class Circle : Shape { public override double Area() => 1; }
`))
	e, err := Open(context.Background(), dir, testOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	v := e.View()
	for doc, want := range map[string][]string{
		"T:App.Circle":      {"System.SerializableAttribute -", "App.NoteAttribute App.Shape"},
		"M:App.Circle.Area": {"App.NoteAttribute App.Shape.Area"},
	} {
		for _, inherited := range []bool{false, true} {
			req := attributesRequest()
			req.DocumentationCommentID, req.IncludeInherited = doc, inherited
			res, err := v.SymbolAttributes(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, a := range res.Attributes {
				from := "-"
				if a.InheritedFrom != nil {
					from = a.InheritedFrom.FullName
				}
				if a.Inherited != (a.InheritedFrom != nil) {
					t.Errorf("%s: Inherited %t with InheritedFrom %v", doc, a.Inherited, a.InheritedFrom)
				}
				got = append(got, a.AttributeType+" "+from)
			}
			var wanted []string
			for _, w := range want {
				if inherited || strings.HasSuffix(w, " -") {
					wanted = append(wanted, w)
				}
			}
			if strings.Join(got, "; ") != strings.Join(wanted, "; ") || res.TotalCount != len(wanted) {
				t.Errorf("%s inherited=%t: %q, want %q", doc, inherited, got, wanted)
			}
		}
	}
}
