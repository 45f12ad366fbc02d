package backend

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
)

// ModulesSearchRequest asks for types and methods by name across modules
// (modules_search).
type ModulesSearchRequest struct {
	// Pattern is a glob (* any run, ? one character) over a type's or
	// method's name, or over its full name when it has a dot.
	Pattern       string
	SearchType    string // types, methods or both
	ModuleFilter  string // a glob over module names
	CaseSensitive bool
	MaxResults    int
	PID           *int
}

// ModulesSearchResult is what matched, by module then full name: the types
// first, then the methods, MaxResults in all.
type ModulesSearchResult struct {
	Query, SearchType string
	Types             []ModuleType
	Methods           []ModuleMember
	Total             int
	Truncated         bool
	Notes             []string
	NextSteps         []string
}

// MaxSearchResults bounds modules_search's answer.
const MaxSearchResults = 100

// ModulesSearch answers modules_search.
func (v *View) ModulesSearch(ctx context.Context, req ModulesSearchRequest) (*ModulesSearchResult, error) {
	pattern := strings.ReplaceAll(strings.TrimSpace(req.Pattern), "+", ".")
	if err := checkPattern(pattern); err != nil {
		return nil, err
	}
	var wantTypes, wantMethods bool
	switch lower(strings.TrimSpace(req.SearchType)) {
	case "", "both":
		wantTypes, wantMethods = true, true
	case "types", "type":
		wantTypes = true
	case "methods", "method":
		wantMethods = true
	default:
		return nil, errorf(CodeInvalidArgument, "search_type %q is not one of types, methods, both", req.SearchType)
	}
	if req.MaxResults < 1 || req.MaxResults > MaxSearchResults {
		return nil, errorf(CodeInvalidArgument, "max_results is %d; it must be between 1 and %d", req.MaxResults, MaxSearchResults)
	}
	ms, err := v.moduleSet(req.PID)
	if err != nil {
		return nil, err
	}
	if err := ms.empty(); err != nil {
		return nil, err
	}
	filter := strings.TrimSpace(req.ModuleFilter)
	order := map[*module]int{} // the modules searched, in list order
	byProject := map[index.ProjectID]*module{}
	var unindexed []*module
	for _, m := range ms.modules {
		if filter != "" && !globFold(filter, m.Name) {
			continue
		}
		order[m] = len(order)
		if m.Indexed {
			byProject[m.project] = m
		} else if m.file != "" {
			unindexed = append(unindexed, m)
		}
	}
	if len(order) == 0 {
		return nil, &Error{Code: CodeModuleNotFound, Message: fmt.Sprintf("no module is named like module_filter %q", filter),
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "modules_list", Instruction: "List the modules with modules_list and give a module_filter that matches some."}}
	}
	dotted := strings.Contains(pattern, ".")
	if !req.CaseSensitive {
		pattern = lower(pattern)
	}
	match := func(name, fullName string) bool {
		if dotted {
			name = withoutTypeParams(fullName)
		}
		if !req.CaseSensitive {
			name = lower(name)
		}
		return index.GlobMatch(pattern, name)
	}
	// A hit of the index is described once it is on the page.
	type hit struct {
		m   *module
		key string // the full name, to sort by
		id  index.SymbolID
		t   typeItem     // a type read from metadata
		mem ModuleMember // a method read from metadata
	}
	var types, methods []hit
	s := v.snap
	visit := func(id index.SymbolID) {
		sym := s.Sym(id)
		m := byProject[sym.Project]
		switch {
		case m == nil:
		case wantTypes && sym.Kind.IsType() && match(sym.Name, sym.FullName):
			types = append(types, hit{m: m, key: sym.FullName, id: id})
		case wantMethods && sym.Kind == syntax.KindMethod && match(sym.Name, sym.FullName):
			methods = append(methods, hit{m: m, key: sym.FullName, id: id})
		}
	}
	if len(byProject) > 0 {
		if dotted {
			for i := range s.SymbolCount() {
				visit(index.SymbolID(i))
			}
		} else {
			s.MatchNames(index.CompileNamePattern(pattern), func(g index.NameGroup, t index.Tier) bool {
				if t == index.TierExact || t == index.TierGlob {
					for _, id := range s.GroupSymbols(g) {
						visit(id)
					}
				}
				return ctx.Err() == nil
			})
		}
	}
	res := &ModulesSearchResult{Query: req.Pattern, SearchType: "both", Types: []ModuleType{}, Methods: []ModuleMember{}}
	for _, m := range unindexed {
		if ctx.Err() != nil {
			break
		}
		f, err := ms.open(m)
		if err != nil {
			res.Notes = append(res.Notes, err.Error())
			continue
		}
		for _, t := range metadataTypes(f, m) {
			if wantTypes && match(t.Name, t.FullName) {
				types = append(types, hit{m: m, key: t.FullName, id: index.NoSymbol, t: t})
			}
			if !wantMethods {
				continue
			}
			for _, mm := range t.def.Methods() {
				if !mm.SpecialName && metadata.Speakable(mm.Name) && match(mm.Name, t.FullName+"."+mm.Name) {
					mem := metadata.Member{Kind: "method", Name: mm.Name, Signature: t.def.MethodSignature(mm),
						Access: mm.Access, Static: mm.Static, Type: returnTypeOf(mm), Params: mm.Params}
					methods = append(methods, hit{m: m, key: t.FullName + "." + mm.Name, id: index.NoSymbol,
						mem: metadataMember(t.def, mem, "method", mm.Static, m.Name, false)})
				}
			}
		}
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "modules_search was cancelled")
	}
	byOrder := func(a, b hit) int { return cmp.Or(cmp.Compare(order[a.m], order[b.m]), cmp.Compare(a.key, b.key)) }
	slices.SortStableFunc(types, byOrder)
	slices.SortStableFunc(methods, byOrder)
	if wantTypes != wantMethods {
		res.SearchType = map[bool]string{true: "types", false: "methods"}[wantTypes]
	}
	res.Total = len(types) + len(methods)
	for _, h := range types[:min(len(types), req.MaxResults)] {
		if h.id != index.NoSymbol {
			h.t = v.indexType(h.id, h.m)
		}
		res.Types = append(res.Types, h.t.ModuleType)
	}
	for _, h := range methods[:min(len(methods), req.MaxResults-len(res.Types))] {
		if h.id != index.NoSymbol {
			h.mem = v.indexMember(h.id, s.Sym(h.id).Modifiers&syntax.ModStatic != 0, false)
		}
		res.Methods = append(res.Methods, h.mem)
	}
	res.Truncated = len(res.Types)+len(res.Methods) < res.Total
	if res.Truncated {
		first := ""
		if wantTypes && wantMethods {
			first = " (types first)"
		}
		res.Notes = append(res.Notes, fmt.Sprintf("%d of %d matches shown%s; narrow the pattern or module_filter", len(res.Types)+len(res.Methods), res.Total, first))
	}
	res.NextSteps = []string{"members_get with a type's fullName and moduleName for its members"}
	if ms.pid == 0 {
		res.NextSteps = append(res.NextSteps, "get_symbol_info with a symbolKey for the symbol's details")
	}
	return res, nil
}

func returnTypeOf(m *metadata.Method) string {
	if m.Sig == nil {
		return "?"
	}
	return metadata.CSharpName(m.Sig.Return)
}

// checkPattern accepts a name pattern: the characters of C# names, dots,
// type argument lists and the wildcards * and ?.
func checkPattern(p string) error {
	if p == "" {
		return errorf(CodeInvalidArgument, "pattern is empty; give a name or a pattern with * and ? (*Order*, Get?, Shop.Core.*)")
	}
	if len(p) > maxQueryLen {
		return errorf(CodeInvalidArgument, "pattern is %d bytes long; the limit is %d", len(p), maxQueryLen)
	}
	for _, r := range p {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_*?.<>,` ", r)) {
			return errorf(CodeInvalidArgument, "pattern %q has %q, which cannot be part of a C# name; use letters, digits, _, . and the wildcards * and ?", p, r)
		}
	}
	return nil
}

// withoutTypeParams drops the type parameter lists of a full name:
// Shop.Core.Result<T>.Map<U> is Shop.Core.Result.Map.
func withoutTypeParams(s string) string {
	if !strings.Contains(s, "<") {
		return s
	}
	var sb strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '<':
			depth++
		case r == '>':
			depth--
		case depth == 0:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}
