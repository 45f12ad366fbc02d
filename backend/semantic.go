package backend

import (
	"cmp"
	"context"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// SemanticRequest asks for the symbols of a given shape. Every filter given
// must hold.
type SemanticRequest struct {
	Kinds       []string
	NamePattern string // as search_symbols' query: wildcards, or a substring; may be qualified (Order.*)
	// Modifiers must all be written on the symbol (any part of it).
	Modifiers []string
	// The type filters: see typePattern for how a type matches.
	MustHaveParameterType    string
	MustNotHaveParameterType string
	ReturnType               string
	MustHaveAttribute        string
	MustNotHaveAttribute     string
	Accessibility            []string
	Scope                    string // project:NAME, namespace:PREFIX or folder:PATH
	NamespaceFilter          string
	ProjectName              string
	PathStyle                string
	SortBy, SortOrder        string
	Skip, Take               int
}

// SemanticResult is one page of the symbols that match, in source order
// (project, file, declaration) unless SortBy says otherwise.
type SemanticResult struct {
	Total, Skip, Take int
	Matches           []SemanticMatch
	Notes             []string
	NextSteps         []string
}

// SemanticMatch is a symbol that matched, with its signature.
type SemanticMatch struct {
	SymbolInfo
	Signature string
}

// SemanticQuery answers semantic_query. It visits every symbol the name
// pattern leaves (all of them without one) and applies the cheap tests
// first: kind, accessibility, project, namespace, scope, modifiers. A type
// or attribute must then contain the name asked for in its text, and is
// compared as written; it is bound only when the text cannot settle it (an
// alias, or a query naming a namespace the text leaves out).
func (v *View) SemanticQuery(ctx context.Context, req SemanticRequest) (*SemanticResult, error) {
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	f, err := v.newFilter(req.Kinds, req.Accessibility, req.NamespaceFilter, req.ProjectName, true)
	if err != nil {
		return nil, err
	}
	scope, err := v.parseScope(req.Scope)
	if err != nil {
		return nil, err
	}
	less, err := sortOrder(v, req.SortBy, req.SortOrder)
	if err != nil {
		return nil, err
	}
	sq, err := v.compileSemantic(req)
	if err != nil {
		return nil, err
	}
	res := &SemanticResult{Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	var matched []index.SymbolID
	test := func(id index.SymbolID) {
		if v.keep(f, &sq.name, id) && v.contains(scope, id) && sq.matches(v, id) {
			matched = append(matched, id)
		}
	}
	cancelled := func(i int) bool { return i%4096 == 0 && ctx.Err() != nil }
	if sq.hasName {
		i := 0
		v.snap.MatchNames(sq.name.name, func(g index.NameGroup, _ index.Tier) bool {
			for _, id := range v.snap.GroupSymbols(g) {
				if i++; cancelled(i) {
					return false
				}
				test(id)
			}
			return true
		})
	} else {
		for i := range v.snap.SymbolCount() {
			if cancelled(i) {
				break
			}
			if sym := v.snap.Sym(index.SymbolID(i)); !v.snap.Dead(index.SymbolID(i)) && !sym.Implicit { // as the name index lists them
				test(index.SymbolID(i))
			}
		}
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "semantic_query was cancelled")
	}
	v.sortBySource(matched)
	if less != nil {
		sort.SliceStable(matched, func(i, j int) bool { return less(matched[i], matched[j]) })
	}
	res.Total = len(matched)
	for _, id := range page(matched, req.Skip, res.Take) {
		res.Matches = append(res.Matches, SemanticMatch{SymbolInfo: v.symbolInfo(id, style), Signature: v.binder.Signature(id)})
	}
	res.NextSteps = semanticNextSteps(res)
	return res, nil
}

// sortBySource orders symbols by project, then file, then declaration.
// The symbols' own order is nearly that (the properties records generate
// come last), so the keys are laid out flat for a sort that touches little
// memory, and the sort is skipped when they are in order already.
func (v *View) sortBySource(ids []index.SymbolID) {
	type sourceKey struct {
		place uint64 // project, file
		decl  uint64 // declaration, then the symbol: namespaces opened by one declaration share it
	}
	keys := make([]sourceKey, len(ids))
	sorted := true
	for i, id := range ids {
		sym := v.snap.Sym(id)
		ref := sym.Decls[0]
		keys[i] = sourceKey{uint64(sym.Project)<<32 | uint64(ref.File), uint64(ref.Decl)<<32 | uint64(id)}
		if i > 0 && sorted {
			prev := keys[i-1]
			sorted = prev.place < keys[i].place || prev.place == keys[i].place && prev.decl < keys[i].decl
		}
	}
	if sorted {
		return
	}
	slices.SortFunc(keys, func(a, b sourceKey) int {
		if c := cmp.Compare(a.place, b.place); c != 0 {
			return c
		}
		return cmp.Compare(a.decl, b.decl)
	})
	for i, k := range keys {
		ids[i] = index.SymbolID(uint32(k.decl))
	}
}

func semanticNextSteps(res *SemanticResult) []string {
	if res.Total == 0 {
		return []string{"Nothing matched: drop a filter, or check names with search_symbols; types outside the workspace match by the name the code writes (CancellationToken, Task<*>)."}
	}
	return []string{"get_symbol_info with a match's symbolKey for its parameters, documentation and every declaration"}
}

// semanticQuery is a parsed SemanticRequest.
type semanticQuery struct {
	hasName   bool
	name      nameQuery // arity -1 and no qualifier without a name pattern
	modifiers syntax.Modifiers
	// Each nil when not asked for.
	hasParam, lacksParam, returns *typePattern
	hasAttr, lacksAttr            *typePattern
}

const modifierHelp = "abstract, async, const, extern, file, fixed, new, override, partial, readonly, ref, required, sealed, static, unsafe, virtual, volatile"

func (v *View) compileSemantic(req SemanticRequest) (*semanticQuery, error) {
	sq := &semanticQuery{name: nameQuery{arity: -1}}
	if strings.TrimSpace(req.NamePattern) != "" {
		q, err := parseQuery(req.NamePattern)
		if err != nil {
			return nil, err
		}
		sq.hasName, sq.name = true, q
	}
	for _, entry := range req.Modifiers {
		for _, name := range splitList(entry) {
			m := syntax.ModifierFromString(lower(name))
			switch {
			case m&(syntax.AccessMask&^syntax.ModFile) != 0:
				return nil, errorf(CodeInvalidArgument, "%s is an accessibility, not a modifier: use accessibility", name)
			case m == 0:
				return nil, errorf(CodeInvalidArgument, "unknown modifier %q; use %s", name, modifierHelp)
			}
			sq.modifiers |= m
		}
	}
	aliases := v.aliases()
	for _, p := range []struct {
		arg, text string
		attribute bool
		into      **typePattern
	}{
		{"mustHaveParameterType", req.MustHaveParameterType, false, &sq.hasParam},
		{"mustNotHaveParameterType", req.MustNotHaveParameterType, false, &sq.lacksParam},
		{"returnType", req.ReturnType, false, &sq.returns},
		{"mustHaveAttribute", req.MustHaveAttribute, true, &sq.hasAttr},
		{"mustNotHaveAttribute", req.MustNotHaveAttribute, true, &sq.lacksAttr},
	} {
		tp, err := compileTypePattern(p.arg, p.text, p.attribute, aliases)
		if err != nil {
			return nil, err
		}
		*p.into = tp
	}
	return sq, nil
}

// matches applies the tests that need more than the symbol's own fields.
func (sq *semanticQuery) matches(v *View, id index.SymbolID) bool {
	sym := v.snap.Sym(id)
	if sym.Modifiers&sq.modifiers != sq.modifiers {
		return false
	}
	if (sq.hasParam != nil || sq.lacksParam != nil) && !hasParameterList(sym.Kind) {
		return false
	}
	if sq.returns != nil && !hasValueType(sym.Kind) {
		return false
	}
	return (sq.hasParam == nil || v.anyParameter(id, sq.hasParam)) &&
		(sq.lacksParam == nil || !v.anyParameter(id, sq.lacksParam)) &&
		(sq.returns == nil || v.returnsType(id, sq.returns)) &&
		(sq.hasAttr == nil || v.anyAttribute(id, sq.hasAttr)) &&
		(sq.lacksAttr == nil || !v.anyAttribute(id, sq.lacksAttr))
}

// hasValueType tells whether a kind of symbol has a return or value type:
// what returnType is compared with.
func hasValueType(k syntax.Kind) bool {
	switch k {
	case syntax.KindMethod, syntax.KindOperator, syntax.KindConversion, syntax.KindDelegate,
		syntax.KindProperty, syntax.KindIndexer, syntax.KindField, syntax.KindConstant, syntax.KindEvent:
		return true
	}
	return false
}

func (v *View) anyParameter(id index.SymbolID, p *typePattern) bool {
	ref := v.snap.Sym(id).Decls[0]
	for _, prm := range v.snap.Decl(ref).Params {
		if v.typeMatches(id, ref, prm.Type, p) {
			return true
		}
	}
	return false
}

func (v *View) returnsType(id index.SymbolID, p *typePattern) bool {
	ref := v.snap.Sym(id).Decls[0]
	return v.typeMatches(id, ref, v.snap.Decl(ref).Type, p)
}

// typeMatches compares a pattern with a type written in a declaration: the
// cheapest test that settles it, text first, binding last.
func (v *View) typeMatches(id index.SymbolID, ref index.DeclRef, text string, p *typePattern) bool {
	if text == "" || !p.mayMatch(text) {
		return false
	}
	if match, sure := p.matchText(text); sure {
		return match
	}
	return p.matches(v.binder.BindType(id, ref, text))
}

// anyAttribute looks at the attributes every part of the symbol applies to
// the symbol itself: not those with another target (return:, field: on a
// property ...).
func (v *View) anyAttribute(id index.SymbolID, p *typePattern) bool {
	sym := v.snap.Sym(id)
	for _, ref := range sym.Decls {
		for _, a := range v.snap.Decl(ref).Attributes {
			if !bind.AppliesToSymbol(sym.Kind, a.Target) || !p.mayMatch(a.Name) {
				continue
			}
			if match, sure := p.matchText(a.Name); sure && match || !sure && p.matches(v.binder.BindAttribute(id, ref, a.Name)) {
				return true
			}
		}
	}
	return false
}

// aliases lists the using aliases of the workspace: a type may be written
// by an alias that does not contain its name.
func (v *View) aliases() []*syntax.Using {
	var out []*syntax.Using
	for fi := range v.snap.Files {
		if f := v.snap.Files[fi].Syntax; f != nil {
			for ui := range f.Usings {
				if f.Usings[ui].Alias != "" {
					out = append(out, &f.Usings[ui])
				}
			}
		}
	}
	return out
}

// typePattern is a type named in a query, matched against a type written in
// a declaration as the binder displays it (as written where that gives the
// same answer, see matchText):
//
//   - names compare without case, from the right: the query may leave out
//     the namespace and containing types (CancellationToken matches
//     System.Threading.CancellationToken); a type that did not bind (one
//     from a referenced assembly) is shown as written, so then the
//     declaration may leave them out instead (System.Threading.CancellationToken
//     matches a CancellationToken written under `using System.Threading;`);
//   - keywords are the types they stand for (int is Int32 is System.Int32);
//   - type arguments count: Task matches Task only, not Task<int>; Task<*>
//     or Task<> matches any Task of one type argument, Dictionary<string, *>
//     any Dictionary keyed by string; `*` also matches any run of characters
//     in a name (I*Repository) and any type on its own, so pointer types
//     cannot be asked for;
//   - a `?` in the query must be in the declaration; a query without one
//     also matches the annotated reference type (Order matches Order?), but
//     int does not match int?, which is Nullable<int>; tuple element names
//     are ignored;
//   - attributes compare without their Attribute suffix, bound as C# binds
//     them (Obsolete, ObsoleteAttribute and System.ObsoleteAttribute are one).
type typePattern struct {
	ref        *syntax.TypeRef
	attribute  bool
	aliasNames map[string]bool // the names using aliases declare, workspace-wide
	// verdicts remembers matchText's answers for one query (a pattern is
	// compiled per query and read by one goroutine).
	verdicts map[string]verdict
	// needles: the lower-case names of which a declaration's text must
	// contain one for the type to possibly match (its last name, the
	// keyword it stands for, aliases of it); nil when the pattern has no
	// name to look for.
	needles []string
}

// wildcard stands for `*` while a pattern is parsed: a rune the parser
// reads as part of an identifier.
const wildcard = "\u2217"

func compileTypePattern(arg, text string, attribute bool, aliases []*syntax.Using) (*typePattern, error) {
	text = strings.TrimSpace(text)
	if attribute {
		text = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(text, "["), "]"))
	}
	if text == "" {
		return nil, nil
	}
	if len(text) > maxQueryLen {
		return nil, errorf(CodeInvalidArgument, "%s is %d bytes long; the limit is %d", arg, len(text), maxQueryLen)
	}
	for _, r := range text {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_.<>,[]()?* :@", r)) {
			return nil, errorf(CodeInvalidArgument, "%s %q has %q, which cannot be part of a C# type", arg, text, r)
		}
	}
	ref := syntax.ParseTypeRef(strings.ReplaceAll(text, "*", wildcard))
	if ref.Kind == syntax.TypeNamed && len(ref.Parts) == 1 && strings.ContainsAny(ref.Parts[0].Name, "<>,[]() :?") {
		return nil, errorf(CodeInvalidArgument, "%s %q is not a C# type: write it as C# does (CancellationToken, Task<*>, List<Order>, int[])", arg, text)
	}
	p := &typePattern{ref: ref, attribute: attribute, aliasNames: map[string]bool{}, verdicts: map[string]verdict{}}
	for _, u := range aliases {
		p.aliasNames[u.Alias] = true
	}
	if name := lastName(ref); name != "" {
		if p.needles = nameNeedles(name, attribute); p.needles != nil {
			p.addAliases(aliases)
		}
	}
	return p, nil
}

// lastName is the last name of a pattern's outermost named type (the
// element type of an array, nullable or pointer); "" for tuples.
func lastName(t *syntax.TypeRef) string {
	for t.Elem != nil {
		t = t.Elem
	}
	if t.Kind != syntax.TypeNamed || len(t.Parts) == 0 {
		return ""
	}
	return t.Parts[len(t.Parts)-1].Name
}

// nameNeedles lists the texts one of which a type written for name must
// contain: the longest run without wildcards, and the keyword a System
// name is written as (or the name a keyword stands for).
func nameNeedles(name string, attribute bool) []string {
	if attribute {
		name = trimAttributeSuffix(name)
	}
	literal := ""
	for _, part := range strings.Split(name, wildcard) {
		if len(part) > len(literal) {
			literal = part
		}
	}
	if literal == "" {
		return nil
	}
	out := []string{lower(literal)}
	if full, ok := syntax.PredefinedTypeName(name); ok {
		out = append(out, lower(full[len("System."):]))
	}
	return append(out, keywordsOf[name]...)
}

// addAliases adds the aliases whose target contains a needle, and then
// those that name these aliases, and so on.
func (p *typePattern) addAliases(aliases []*syntax.Using) {
	added := map[string]bool{}
	for grew := true; grew; {
		grew = false
		for _, u := range aliases {
			name := lower(u.Alias)
			if !added[name] && p.mayMatch(u.Target) {
				added[name] = true
				p.needles = append(p.needles, name)
				grew = true
			}
		}
	}
}

// mayMatch tells whether a type as written could match: it contains one of
// the needles.
func (p *typePattern) mayMatch(text string) bool {
	if p.needles == nil {
		return true
	}
	for _, n := range p.needles {
		if containsFold(text, n) {
			return true
		}
	}
	return false
}

// containsFold reports whether s contains the lower-case needle, ignoring case.
func containsFold(s, needle string) bool {
	if len(needle) == 0 {
		return true
	}
	first := needle[0]
	for i := 0; i+len(needle) <= len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c == first && strings.EqualFold(s[i:i+len(needle)], needle) {
			return true
		}
	}
	return false
}

// matches compares the pattern with a bound type.
func (p *typePattern) matches(t bind.Type) bool {
	cmp := comparison{complete: t.Resolved}
	return p.match(p.ref, syntax.ParseTypeRef(t.Display), &cmp)
}

// matchText compares the pattern with a type as written, which settles the
// match (sure) unless it depends on what binding makes of the names: an
// alias stands for another type, and a query naming more qualifiers than
// the text needs the namespace binding finds. Otherwise binding only puts
// namespaces and containing types before the names written, which the
// comparison from the right does not see.
func (p *typePattern) matchText(text string) (match, sure bool) {
	// A workspace writes the same few types again and again.
	if v, ok := p.verdicts[text]; ok {
		return v.match, v.sure
	}
	c := syntax.ParseTypeRef(text)
	if c.Kind == syntax.TypeRefOf {
		c = c.Elem
	}
	if !p.aliased(c) {
		cmp := comparison{}
		match = p.match(p.ref, c, &cmp)
		sure = !cmp.needsQualifiers
	}
	p.verdicts[text] = verdict{match, sure}
	return match, sure
}

type verdict struct{ match, sure bool }

// aliased tells whether a type as written uses a name some using alias of
// the workspace declares.
func (p *typePattern) aliased(t *syntax.TypeRef) bool {
	if t.Elem != nil && p.aliased(t.Elem) {
		return true
	}
	for _, e := range t.Elems {
		if p.aliased(e) {
			return true
		}
	}
	for i, part := range t.Parts {
		if i == 0 && p.aliasNames[part.Name] {
			return true
		}
		for _, a := range part.Args {
			if p.aliased(a) {
				return true
			}
		}
	}
	return false
}

// comparison is the state of one match.
type comparison struct {
	// complete: every name in the type is fully qualified (it bound).
	complete bool
	// needsQualifiers: the query named more qualifiers than the type.
	needsQualifiers bool
}

// match compares a pattern with a type as displayed or written.
func (p *typePattern) match(q, c *syntax.TypeRef, cmp *comparison) bool {
	if isWildcard(q) {
		return true
	}
	if c.Kind == syntax.TypeNullable && q.Kind != syntax.TypeNullable && !isValueTypeSyntax(c.Elem) {
		c = c.Elem // a nullable reference type is the same type
	}
	if q.Kind != c.Kind {
		return false
	}
	switch q.Kind {
	case syntax.TypeArray:
		return q.Rank == c.Rank && p.match(q.Elem, c.Elem, cmp)
	case syntax.TypeNullable, syntax.TypePointer, syntax.TypeRefOf:
		return p.match(q.Elem, c.Elem, cmp)
	case syntax.TypeTuple:
		if len(q.Elems) != len(c.Elems) {
			return false
		}
		for i := range q.Elems {
			if !p.match(q.Elems[i], c.Elems[i], cmp) {
				return false
			}
		}
		return true
	case syntax.TypeFunctionPointer:
		return strings.EqualFold(q.Parts[0].Name, c.Parts[0].Name)
	}
	qp, cp := qualifiedParts(q), qualifiedParts(c)
	if len(qp) > len(cp) {
		if cmp.complete {
			return false
		}
		cmp.needsQualifiers = true
	}
	for i := 1; i <= min(len(qp), len(cp)); i++ {
		a, b := qp[len(qp)-i], cp[len(cp)-i]
		an, bn := a.Name, b.Name
		if i == 1 && p.attribute {
			an, bn = trimAttributeSuffix(an), trimAttributeSuffix(bn)
		}
		if !nameMatches(an, bn) {
			return false
		}
		// The last name's type arguments always count; a qualifier's only
		// when the query writes them.
		if i == 1 || a.Arity > 0 {
			if a.Arity != b.Arity {
				return false
			}
			for j, arg := range a.Args {
				if j < len(b.Args) && !p.match(arg, b.Args[j], cmp) {
					return false
				}
			}
		}
	}
	return true
}

// qualifiedParts gives a named type's names, a keyword as the System type
// it stands for.
func qualifiedParts(t *syntax.TypeRef) []syntax.NamePart {
	if kw := t.Keyword(); kw != "" {
		return keywordParts[kw]
	}
	return t.Parts
}

// keywordParts holds the System type each keyword stands for, as names;
// keywordsOf maps the name back.
var keywordParts, keywordsOf = func() (map[string][]syntax.NamePart, map[string][]string) {
	parts, keywords := map[string][]syntax.NamePart{}, map[string][]string{}
	for _, kw := range []string{"bool", "byte", "sbyte", "char", "decimal", "double", "float", "int", "uint", "long",
		"ulong", "short", "ushort", "object", "string", "void", "nint", "nuint", "dynamic"} {
		full, _ := syntax.PredefinedTypeName(kw)
		name := full[len("System."):]
		parts[kw] = []syntax.NamePart{{Name: "System"}, {Name: name}}
		keywords[name] = append(keywords[name], kw)
	}
	return parts, keywords
}()

func isWildcard(t *syntax.TypeRef) bool {
	return t.Kind == syntax.TypeNamed && len(t.Parts) == 1 && t.Parts[0].Name == wildcard && t.Parts[0].Arity == 0
}

// isValueTypeSyntax tells the types whose `?` makes a Nullable<T> that the
// display shows by itself: value type keywords and tuples.
func isValueTypeSyntax(t *syntax.TypeRef) bool {
	return t.Kind == syntax.TypeTuple || t.Kind == syntax.TypeNamed && syntax.IsValueKeyword(t.Keyword())
}

func nameMatches(pattern, name string) bool {
	if strings.Contains(pattern, wildcard) {
		return index.GlobMatch(lower(strings.ReplaceAll(pattern, wildcard, "*")), lower(name))
	}
	return strings.EqualFold(pattern, name)
}

func trimAttributeSuffix(name string) string {
	if len(name) > len("Attribute") && strings.HasSuffix(name, "Attribute") {
		return name[:len(name)-len("Attribute")]
	}
	return name
}
