package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/protocol"
)

// find_code is the front door: it routes a question to the tool that
// answers it, as an agent would have, and says which. It calls the other
// tools, so it joins the table in init (see batch).
func init() { tools[protocol.ToolFindCode] = findCode }

// The intents find_code knows.
const (
	intentAuto            = "auto"
	intentSymbol          = "symbol"
	intentReferences      = "references"
	intentImplementations = "implementations"
	intentCallers         = "callers"
	intentHierarchy       = "hierarchy"
)

// navigation is what each intent about one symbol calls, and the kinds of
// symbol it is about when the query names one.
var navigation = map[string]struct {
	tool  string
	kinds string
}{
	intentReferences:      {protocol.ToolFindReferences, ""},
	intentImplementations: {protocol.ToolFindImplementations, "Type,Method,Property,Event"},
	intentCallers:         {protocol.ToolFindCallers, "Method,Property,Event"},
	intentHierarchy:       {protocol.ToolGetTypeHierarchy, "Type"},
}

// questions are the phrasings a query may start with, and what they ask.
var questions = []struct{ prefix, intent string }{
	{"callers of ", intentCallers}, {"who calls ", intentCallers}, {"what calls ", intentCallers},
	{"calls to ", intentCallers}, {"call sites of ", intentCallers},
	{"references to ", intentReferences}, {"references of ", intentReferences}, {"usages of ", intentReferences},
	{"uses of ", intentReferences}, {"where is ", ""}, // "where is X used", "where is X defined"
	{"implementations of ", intentImplementations}, {"implementers of ", intentImplementations},
	{"what implements ", intentImplementations}, {"who implements ", intentImplementations},
	{"overrides of ", intentImplementations},
	{"type hierarchy of ", intentHierarchy}, {"hierarchy of ", intentHierarchy}, {"base types of ", intentHierarchy},
	{"bases of ", intentHierarchy}, {"derived types of ", intentHierarchy}, {"subclasses of ", intentHierarchy},
	{"subtypes of ", intentHierarchy}, {"what derives from ", intentHierarchy},
	{"definition of ", intentSymbol}, {"show me ", intentSymbol}, {"find ", intentSymbol},
}

func findCode(ctx context.Context, v *backend.View, raw json.RawMessage) (any, error) {
	var a protocol.FindCodeArgs
	if err := decodeArgs(raw, &a); err != nil {
		return nil, err
	}
	subject := strings.TrimSpace(a.Query)
	if subject == "" {
		return nil, backend.InvalidArgument("query is required: a name, a symbolKey, or a question such as \"callers of PlaceAsync\"")
	}
	intent := a.Intent
	if intent == "" || intent == intentAuto {
		intent, subject = readQuery(subject)
	}
	if intent == intentSymbol {
		return findSymbol(ctx, v, a, subject)
	}
	nav, ok := navigation[intent]
	if !ok {
		return nil, backend.InvalidArgument("unknown intent %q; use auto, symbol, references, implementations, callers or hierarchy", intent)
	}
	key := subject
	if _, err := index.DecodeKey(subject); err != nil {
		kinds := a.Kinds
		if len(kinds) == 0 && nav.kinds != "" {
			kinds = protocol.StringList{nav.kinds}
		}
		found, err := resolveFor(ctx, v, a, subject, kinds)
		if err != nil {
			return nil, err
		}
		if len(found.Candidates) != 1 {
			res := routed(intent, protocol.ToolResolveSymbol, found.args, found.ResolveSymbolResult)
			res.Hints = found.Hints
			if len(found.Candidates) > 1 {
				res.Hints.NextSteps = []string{fmt.Sprintf("%d symbols match %q: call find_code again with intent %s and the symbolKey of the one meant as query.",
					len(found.Candidates), subject, intent)}
			}
			return res, nil
		}
		key = found.Candidates[0].SymbolKey
	}
	args := navigationArgs(intent, key, a)
	data, err := callTool(ctx, v, nav.tool, args)
	if err != nil {
		return nil, err
	}
	res := routed(intent, nav.tool, args, data)
	res.Hints.NextSteps = []string{fmt.Sprintf("get_symbol_info with symbolKey %s describes the symbol; page on by calling %s with routedArgs and skip/take.", key, nav.tool)}
	return res, nil
}

// readQuery reads the intent from a query's phrasing ("callers of X") or
// shape, and returns the subject it is about.
func readQuery(q string) (intent, subject string) {
	lower := strings.ToLower(q)
	for _, p := range questions {
		if !strings.HasPrefix(lower, p.prefix) {
			continue
		}
		intent, subject = p.intent, strings.TrimSuffix(strings.TrimSpace(q[len(p.prefix):]), "?")
		if s, ok := strings.CutSuffix(subject, " used"); ok {
			intent, subject = intentReferences, s
		} else if s, ok := strings.CutSuffix(subject, " defined"); ok {
			intent, subject = intentSymbol, s
		}
		if intent == "" {
			intent = intentSymbol
		}
		return intent, strings.TrimSpace(strings.TrimPrefix(subject, "the "))
	}
	return intentSymbol, q
}

// findSymbol answers a symbol query: the symbol a symbolKey names, or the
// best matches of a name.
func findSymbol(ctx context.Context, v *backend.View, a protocol.FindCodeArgs, subject string) (any, error) {
	if _, err := index.DecodeKey(subject); err == nil {
		args := map[string]any{"symbolKey": subject, "pathStyle": a.PathStyle}
		data, err := callTool(ctx, v, protocol.ToolGetSymbolInfo, args)
		if err != nil {
			return nil, err
		}
		res := routed(intentSymbol, protocol.ToolGetSymbolInfo, args, data)
		res.Hints.NextSteps = []string{"find_code with intent references, callers, implementations or hierarchy and this symbolKey as query navigates from it."}
		return res, nil
	}
	kinds, subject := kindWord(subject, a.Kinds)
	found, err := resolveFor(ctx, v, a, subject, kinds)
	if err != nil {
		return nil, err
	}
	res := routed(intentSymbol, protocol.ToolResolveSymbol, found.args, found.ResolveSymbolResult)
	res.Hints = found.Hints
	return res, nil
}

// kindWord reads a leading kind ("class Order", "the interface IEntity")
// as a kind filter, unless kinds were given.
func kindWord(subject string, kinds protocol.StringList) (protocol.StringList, string) {
	subject = strings.TrimPrefix(subject, "the ")
	word, rest, ok := strings.Cut(subject, " ")
	if !ok || len(kinds) > 0 {
		return kinds, subject
	}
	switch k := strings.ToLower(word); k {
	case "class", "interface", "struct", "enum", "record", "delegate", "method", "property", "field", "event", "constructor", "namespace", "type":
		return protocol.StringList{k}, strings.TrimSpace(rest)
	}
	return kinds, subject
}

// resolved is what resolve_symbol answered, with the arguments it was given.
type resolved struct {
	args map[string]any
	protocol.ResolveSymbolResult
}

// resolveFor resolves the name a find_code query gives, in the project its
// scope names.
func resolveFor(ctx context.Context, v *backend.View, a protocol.FindCodeArgs, name string, kinds protocol.StringList) (resolved, error) {
	args := map[string]any{"query": name, "pathStyle": a.PathStyle}
	if len(kinds) > 0 {
		args["kinds"] = kinds
	}
	if project, ok := strings.CutPrefix(a.Scope, "project:"); ok {
		args["projectName"] = project
	}
	if a.Take != nil {
		args["maxCandidates"] = *a.Take
	}
	data, err := callTool(ctx, v, protocol.ToolResolveSymbol, args)
	if err != nil {
		return resolved{}, err
	}
	return resolved{args: args, ResolveSymbolResult: data.(protocol.ResolveSymbolResult)}, nil
}

// navigationArgs are the arguments of the tool an intent calls.
func navigationArgs(intent, key string, a protocol.FindCodeArgs) map[string]any {
	args := map[string]any{"symbolKey": key, "pathStyle": a.PathStyle}
	if a.Scope != "" {
		args["scope"] = a.Scope
	}
	skip, take := "skip", "take"
	if intent == intentHierarchy {
		skip, take = "derivedSkip", "derivedTake"
	}
	if a.Skip != nil {
		args[skip] = *a.Skip
	}
	if a.Take != nil {
		args[take] = *a.Take
	}
	return args
}

// callTool calls another tool on the same view.
func callTool(ctx context.Context, v *backend.View, name string, args map[string]any) (any, error) {
	for k, val := range args {
		if val == "" {
			delete(args, k)
		}
	}
	raw, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	return tools[name](ctx, v, raw)
}

func routed(intent, tool string, args map[string]any, result any) protocol.FindCodeResult {
	return protocol.FindCodeResult{Intent: intent, RoutedTool: tool, RoutedArgs: args, Result: result}
}
