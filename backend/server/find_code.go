package server

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"

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
	intentFileOutline     = "fileOutline"
	intentLiteralText     = "literalText"
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
	{"outline of ", intentFileOutline}, {"declarations in ", intentFileOutline},
	{"text ", intentLiteralText}, {"grep ", intentLiteralText},
	{"definition of ", intentSymbol},
}

// politeWords open a query without saying what it asks: "find callers of
// X", "show me the class Y".
var politeWords = []string{"find ", "show me ", "the "}

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
	switch intent {
	case intentSymbol:
		return findSymbol(ctx, v, a, subject)
	case intentFileOutline:
		args := map[string]any{"filePath": subject, "pathStyle": a.PathStyle}
		return route(ctx, v, intent, protocol.ToolGetDocumentOutline, args,
			"get_symbol_source with an item's symbolKey reads that declaration; find_code with intent callers or references navigates from it.")
	case intentLiteralText:
		return searchText(ctx, v, a, subject)
	}
	nav, ok := navigation[intent]
	if !ok {
		return nil, backend.InvalidArgument("unknown intent %q; use auto, symbol, references, implementations, callers, hierarchy, fileOutline or literalText", intent)
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
	return route(ctx, v, intent, nav.tool, navigationArgs(intent, key, a),
		fmt.Sprintf("get_symbol_source with symbolKey %s reads the symbol's declaration; page on by calling %s with routedArgs and skip/take.", key, nav.tool))
}

// route calls the tool an intent goes to and wraps its answer.
func route(ctx context.Context, v *backend.View, intent, tool string, args map[string]any, next string) (any, error) {
	data, err := callTool(ctx, v, tool, args)
	if err != nil {
		return nil, err
	}
	res := routed(intent, tool, args, data)
	res.Hints.NextSteps = []string{next}
	return res, nil
}

// searchText looks for the text itself.
func searchText(ctx context.Context, v *backend.View, a protocol.FindCodeArgs, text string) (any, error) {
	args := map[string]any{"query": text, "scope": a.Scope, "pathStyle": a.PathStyle}
	if a.Skip != nil {
		args["skip"] = *a.Skip
	}
	if a.Take != nil {
		args["take"] = *a.Take
	}
	return route(ctx, v, intentLiteralText, protocol.ToolSearchText, args,
		"get_symbol_at_position on a hit's line and column says which symbol a name there is; search_text with regex true takes a regular expression.")
}

// readQuery reads the intent from a query's phrasing ("callers of X") or
// shape, and returns the subject it is about.
func readQuery(q string) (intent, subject string) {
	polite := false
	for _, w := range politeWords {
		if len(q) > len(w) && strings.EqualFold(q[:len(w)], w) {
			q, polite = strings.TrimSpace(q[len(w):]), true
		}
	}
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
	if polite { // "show me the class Order": a symbol, perhaps with its kind
		return intentSymbol, q
	}
	return intentOfShape(q)
}

// intentOfShape reads what a query is from its shape: text in quotes, a
// file's path, or a name (else text to look for).
func intentOfShape(q string) (intent, subject string) {
	if len(q) >= 2 && (q[0] == '"' || q[0] == '\'') && q[len(q)-1] == q[0] {
		return intentLiteralText, q[1 : len(q)-1]
	}
	if !strings.Contains(q, " ") && (strings.Contains(q, "/") || strings.HasSuffix(strings.ToLower(q), ".cs")) {
		return intentFileOutline, q
	}
	if _, err := index.DecodeKey(q); err == nil || isName(q) {
		return intentSymbol, q
	}
	return intentLiteralText, q
}

// isName says whether a query can be a symbol's name as resolve_symbol
// reads it: identifiers with dots, type arguments and wildcards.
func isName(q string) bool {
	depth := 0
	for i, c := range q {
		switch {
		case c == '_' || c == '@' || c == '*' || c == '?' || unicode.IsLetter(c):
		case i == 0:
			return false
		case unicode.IsDigit(c) || c == '.' || c == '`':
		case c == '<':
			depth++
		case c == '>' && depth > 0:
			depth--
		case (c == ',' || c == ' ') && depth > 0:
		default:
			return false
		}
	}
	return q != ""
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
	if len(found.Candidates) == 0 && len(kinds) == 0 {
		return searchText(ctx, v, a, subject) // no symbol of that name: where the text is
	}
	res := routed(intentSymbol, protocol.ToolResolveSymbol, found.args, found.ResolveSymbolResult)
	res.Hints = found.Hints
	if len(found.Candidates) == 1 {
		res.Hints.NextSteps = append(res.Hints.NextSteps, "get_symbol_source with the candidate's symbolKey reads its declaration.")
	}
	return res, nil
}

// kindWord reads a leading kind ("class Order", "the interface IEntity")
// as a kind filter, unless kinds were given.
func kindWord(subject string, kinds protocol.StringList) (protocol.StringList, string) {
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
