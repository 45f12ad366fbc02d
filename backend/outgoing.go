package backend

import (
	"context"
	"strings"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/syntax"
)

// OutgoingRequest asks what a member calls.
type OutgoingRequest struct {
	SymbolKey string
	PathStyle string
}

// OutgoingResult lists the calls written in a member's declarations, one
// entry per callee, in the order first called.
type OutgoingResult struct {
	Symbol SymbolInfo
	Calls  []OutgoingCall
}

// OutgoingCall is one callee and where the member calls it.
type OutgoingCall struct {
	Callee   *SymbolInfo // a method or constructor of the workspace or of an assembly read
	External string      // a callee declared in neither, by name
	Sites    []Reference
}

// OutgoingCalls answers get_outgoing_calls: the methods and constructors a
// member's body calls (invocations and `new`), resolved as
// get_symbol_at_position resolves them.
func (v *View) OutgoingCalls(ctx context.Context, req OutgoingRequest) (*OutgoingResult, error) {
	id, style, err := v.symbolArg(req.SymbolKey, req.PathStyle)
	if err != nil {
		return nil, err
	}
	sym := v.snap.Sym(id)
	if sym.Kind.IsType() || sym.Kind == syntax.KindNamespace {
		return nil, errorf(CodeInvalidArgument, "%s %s has no body of its own; pass the key of one of its members", sym.Kind, sym.FullName)
	}
	if v.snap.External(id) {
		return nil, errorf(CodeInvalidArgument, "%s is read from the metadata of assembly %s, which holds no method bodies", sym.FullName, v.snap.Projects[sym.Project].Name)
	}
	res := &OutgoingResult{Symbol: v.symbolInfo(id, style)}
	byCallee := map[string]int{} // callee -> its place in res.Calls
	for _, ref := range sym.Decls {
		if ctx.Err() != nil {
			return nil, errorf(CodeCancelled, "get_outgoing_calls was cancelled")
		}
		body, err := v.body(ref.File)
		if err != nil {
			return nil, err
		}
		for _, tok := range calleeTokens(body, v.snap.Decl(ref).FullSpan) {
			r, err := v.binder.ResolveAt(body, int(body.Tree.Nodes[tok].Start))
			if err != nil || r.Role != bind.RoleInvocation && r.Role != bind.RoleConstructorCall {
				continue
			}
			key, call := v.callee(r, style)
			if key == "" {
				continue
			}
			i, seen := byCallee[key]
			if !seen {
				i = len(res.Calls)
				byCallee[key] = i
				res.Calls = append(res.Calls, call)
			}
			n := body.Tree.Nodes[tok]
			at, end := body.Lines.Position(int(n.Start)), body.Lines.Position(int(n.End))
			res.Calls[i].Sites = append(res.Calls[i].Sites, Reference{
				Location: v.location(ref.File, at, end, style),
				LineText: strings.TrimSpace(string(body.Lines.Line(at.Line))), Kind: r.Role.String()})
		}
	}
	return res, nil
}

// callee describes what a call resolved to, with a key to group its sites.
func (v *View) callee(r bind.Resolution, style PathStyle) (string, OutgoingCall) {
	switch r.Kind {
	case bind.TargetSymbol:
		info := v.symbolInfo(r.Symbol, style)
		return info.SymbolKey, OutgoingCall{Callee: &info}
	case bind.TargetExternal:
		return "external:" + r.External, OutgoingCall{External: r.External}
	}
	return "", OutgoingCall{}
}

// calleeTokens lists the names called in a declaration's text: the last
// name of each invocation's function and of each created type.
func calleeTokens(body *bind.Body, span syntax.Span) []int32 {
	t := body.Tree
	start, ok1 := body.Lines.Offset(span.Start)
	end, ok2 := body.Lines.Offset(span.End)
	if !ok1 || !ok2 {
		return nil
	}
	var out []int32
	for i := range t.Nodes {
		n := &t.Nodes[i]
		if int(n.Start) < start || int(n.End) > end {
			continue
		}
		var name int32 = -1
		switch t.Kind(int32(i)) {
		case "invocation_expression":
			name = lastIdentifier(t, t.Child(int32(i), "function"))
		case "object_creation_expression":
			name = lastIdentifier(t, t.Child(int32(i), "type"))
		}
		if name >= 0 {
			out = append(out, name)
		}
	}
	return out
}

// lastIdentifier is the identifier a callee expression ends with: M in
// a.b.M, M in M<T>, Inner in Outer.Inner.
func lastIdentifier(t *syntax.Tree, n int32) int32 {
	for n >= 0 {
		switch t.Kind(n) {
		case "identifier":
			return n
		case "member_access_expression", "qualified_name":
			n = t.Child(n, "name")
		case "generic_name":
			n = t.FirstChild(n)
		default:
			return -1
		}
	}
	return -1
}
