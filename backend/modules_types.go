package backend

import (
	"cmp"
	"context"
	"encoding/base64"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
)

// ModuleType is a type as the modules tools describe it.
type ModuleType struct {
	FullName   string // as C# displays it, with its type parameters: Shop.Core.Common.Result<T>
	Name       string
	Namespace  string
	Kind       string // class, struct, interface, enum, delegate, record, recordStruct
	Visibility string // public, internal, protected, private, protected internal, private protected
	IsAbstract bool   // an abstract class or an interface
	IsSealed   bool   // a sealed class, a struct, an enum or a delegate
	IsStatic   bool
	// BaseType is the base class the declaration names, or the one C#
	// implies (object, System.ValueType ...); "" for an interface.
	BaseType string
	// Interfaces are those the declaration names (get_type_hierarchy has
	// the inherited ones).
	Interfaces []string
	ModuleName string
	SymbolKey  string // "" for a type read from metadata only
}

// ModuleMember is a member as the modules tools describe it.
type ModuleMember struct {
	Name string
	// Kind is method, constructor, destructor, operator,
	// conversionOperator, property, indexer, field, constant, enumMember or event.
	Kind string
	// Signature is get_symbol_info's for an indexed member; for one read
	// from metadata, its accessibility and static before its C# declaration.
	Signature  string
	ReturnType string // of methods, operators and conversions
	Type       string // of properties, indexers, fields, constants and events
	Parameters []ModuleParameter
	Visibility string
	// IsStatic: a static member, or a constant or enum member (which C#
	// reaches through the type, as it does static members).
	IsStatic      bool
	DeclaringType string
	ModuleName    string // the declaring type's module
	Inherited     bool
	SymbolKey     string // "" for a member read from metadata only
}

// ModuleParameter is one parameter of a method or an indexer.
type ModuleParameter struct {
	Name, Type string
	Modifier   string // ref, out, in, params, this ...
	Default    string // as written in source; metadata's are not shown
}

// typeItem is a type found while browsing, from the index (id) or from
// metadata (def).
type typeItem struct {
	ModuleType
	id  index.SymbolID
	def *metadata.TypeDef
}

// kindName is how the modules tools name a kind of symbol: class,
// recordStruct, conversionOperator ...
func kindName(k syntax.Kind) string {
	s := k.String()
	return lower(s[:1]) + s[1:]
}

func (v *View) indexType(id index.SymbolID, m *module) typeItem {
	sym := v.snap.Sym(id)
	k, mods := sym.Kind, sym.Modifiers
	return typeItem{id: id, ModuleType: ModuleType{FullName: sym.FullName, Name: sym.Name, Namespace: sym.Namespace,
		Kind: kindName(k), Visibility: bind.AccessibilityKeyword(sym.Access), ModuleName: m.Name, SymbolKey: sym.Key,
		IsStatic:   mods&syntax.ModStatic != 0,
		IsAbstract: mods&syntax.ModAbstract != 0 || k == syntax.KindInterface,
		IsSealed: mods&syntax.ModSealed != 0 || k == syntax.KindStruct || k == syntax.KindRecordStruct ||
			k == syntax.KindEnum || k == syntax.KindDelegate,
	}}
}

// metadataTypes lists the types of an assembly C# code could name (not
// those the compiler generates), in table order.
func metadataTypes(f *metadata.File, m *module) []typeItem {
	var out []typeItem
	generated := map[uint32]bool{}
	for _, t := range f.Types() {
		// Table order puts an enclosing type first.
		if !metadata.Speakable(t.Name) || generated[t.Enclosing] {
			generated[t.Row] = true
			continue
		}
		out = append(out, metadataType(t, m))
	}
	return out
}

func metadataType(def *metadata.TypeDef, m *module) typeItem {
	return typeItem{id: index.NoSymbol, def: def, ModuleType: ModuleType{FullName: def.FullName(), Name: def.Name,
		Namespace: def.Namespace, Kind: string(def.Kind), Visibility: def.Access, ModuleName: m.Name,
		IsAbstract: def.Abstract && !def.Static, IsSealed: def.Sealed && !def.Static, IsStatic: def.Static}}
}

// moduleTypes lists a module's types by full name.
func (v *View) moduleTypes(ms *moduleSet, m *module) ([]typeItem, error) {
	var out []typeItem
	if m.Indexed {
		for i := range v.snap.SymbolCount() {
			if sym := v.snap.Sym(index.SymbolID(i)); sym.Project == m.project && sym.Kind.IsType() {
				out = append(out, v.indexType(index.SymbolID(i), m))
			}
		}
	} else {
		f, err := ms.open(m)
		if err != nil {
			return nil, err
		}
		out = metadataTypes(f, m)
	}
	slices.SortStableFunc(out, func(a, b typeItem) int { return cmp.Compare(a.FullName, b.FullName) })
	return out, nil
}

// implicitBase is the base class C# gives a type whose declaration names none.
var implicitBase = map[syntax.Kind]string{
	syntax.KindClass: "object", syntax.KindRecord: "object", syntax.KindStruct: "System.ValueType",
	syntax.KindRecordStruct: "System.ValueType", syntax.KindEnum: "System.Enum", syntax.KindDelegate: "System.MulticastDelegate",
}

// expand adds what costs binding or decoding: the base type and interfaces.
func (v *View) expand(t *typeItem) {
	if d := t.def; d != nil {
		if d.Base != nil && d.Kind != metadata.Interface {
			t.BaseType = metadata.CSharpName(d.Base)
		}
		for _, i := range d.Interfaces() {
			t.Interfaces = append(t.Interfaces, metadata.CSharpName(i))
		}
		return
	}
	k := v.snap.Sym(t.id).Kind
	if k != syntax.KindEnum { // an enum's base list is its underlying type
		for _, e := range v.binder.DirectBases(t.id) {
			if e.Interface || k == syntax.KindInterface {
				t.Interfaces = append(t.Interfaces, e.Display)
			} else {
				t.BaseType = e.Display
			}
		}
	}
	if t.BaseType == "" {
		t.BaseType = implicitBase[k]
	}
}

// TypesRequest asks for the types of one module (types_get).
type TypesRequest struct {
	ModuleName        string
	NamespaceFilter   string // a namespace (with those inside it), or a pattern with * and ?
	Kind              []string
	Visibility        []string
	MaxResults        int
	ContinuationToken string
	PID               *int
}

// TypesResult is one page of a module's types, by full name.
type TypesResult struct {
	ModuleName string
	Types      []ModuleType
	// Namespaces counts the types that match in each namespace, over
	// every page.
	Namespaces        []NamespaceCount
	Total             int
	HasMore           bool
	ContinuationToken string // "" on the last page
	Notes             []string
	NextSteps         []string
}

// NamespaceCount is how many of the types asked for a namespace holds.
type NamespaceCount struct {
	Name      string
	TypeCount int
}

// MaxTypesResults bounds a page of types_get.
const MaxTypesResults = MaxTake

// TypesGet answers types_get.
func (v *View) TypesGet(ctx context.Context, req TypesRequest) (*TypesResult, error) {
	if req.MaxResults < 1 || req.MaxResults > MaxTypesResults {
		return nil, errorf(CodeInvalidArgument, "max_results is %d; it must be between 1 and %d", req.MaxResults, MaxTypesResults)
	}
	kinds, err := parseTypeKinds(req.Kind)
	if err != nil {
		return nil, err
	}
	vis, err := parseVisibilities(req.Visibility)
	if err != nil {
		return nil, err
	}
	ms, err := v.moduleSet(req.PID)
	if err != nil {
		return nil, err
	}
	m, err := v.findModule(ms, req.ModuleName)
	if err != nil {
		return nil, err
	}
	ns := strings.TrimSpace(req.NamespaceFilter)
	query := queryHash(strconv.Itoa(ms.pid), strconv.Itoa(slices.Index(ms.modules, m)), m.Name, lower(ns), fmt.Sprint(kinds), fmt.Sprint(vis))
	offset, err := decodeToken(req.ContinuationToken, query)
	if err != nil {
		return nil, err
	}
	all, err := v.moduleTypes(ms, m)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "types_get was cancelled")
	}
	res := &TypesResult{ModuleName: m.Name, Types: []ModuleType{}}
	var matched []typeItem
	counts := map[string]int{}
	for _, t := range all {
		if (ns == "" || namespaceFilterMatches(t.Namespace, ns)) && (kinds == nil || kinds[t.Kind]) && (vis == nil || vis[t.Visibility]) {
			matched = append(matched, t)
			counts[t.Namespace]++
		}
	}
	for name, n := range counts {
		res.Namespaces = append(res.Namespaces, NamespaceCount{Name: name, TypeCount: n})
	}
	slices.SortFunc(res.Namespaces, func(a, b NamespaceCount) int { return cmp.Compare(a.Name, b.Name) })
	res.Total = len(matched)
	for i := offset; i < len(matched) && i < offset+req.MaxResults; i++ {
		t := matched[i]
		v.expand(&t)
		res.Types = append(res.Types, t.ModuleType)
	}
	if end := offset + req.MaxResults; end < len(matched) {
		res.HasMore, res.ContinuationToken = true, encodeToken(query, end)
	}
	if m.Indexed && m.Origin != OriginSource {
		res.Notes = append(res.Notes, "the index holds the types a referenced assembly shows other assemblies (public, and protected ones nested in them)")
	}
	res.NextSteps = []string{"members_get with a type's fullName (and module_name) for its members"}
	if res.HasMore {
		res.NextSteps = append(res.NextSteps, "types_get with the same arguments and continuation_token for the next page")
	}
	if m.Indexed {
		res.NextSteps = append(res.NextSteps, "get_type_hierarchy with a type's symbolKey for its whole base chain and derived types")
	}
	return res, nil
}

// typeKinds maps the kind names types_get accepts to the kinds they select:
// a record is a class, a record struct a struct.
var typeKinds = map[string][]string{
	"class": {"class", "record"}, "struct": {"struct", "recordStruct"}, "interface": {"interface"}, "enum": {"enum"},
	"delegate": {"delegate"}, "record": {"record"}, "recordstruct": {"recordStruct"},
}

func parseTypeKinds(list []string) (map[string]bool, error) {
	var set map[string]bool
	for _, entry := range list {
		for _, name := range splitList(entry) {
			kinds, ok := typeKinds[squash(name)]
			if !ok {
				return nil, errorf(CodeInvalidArgument, "unknown kind %q; use class, interface, struct, enum, delegate, record or recordStruct", name)
			}
			if set == nil {
				set = map[string]bool{}
			}
			for _, k := range kinds {
				set[k] = true
			}
		}
	}
	return set, nil
}

var visibilities = map[string]string{
	"public": "public", "internal": "internal", "protected": "protected", "private": "private",
	"protectedinternal": "protected internal", "privateprotected": "private protected",
}

// parseVisibilities reads visibility names as C# writes them; nil selects any.
func parseVisibilities(list []string) (map[string]bool, error) {
	var set map[string]bool
	for _, entry := range list {
		for _, name := range splitList(entry) {
			kw, ok := visibilities[squash(name)]
			if !ok {
				return nil, errorf(CodeInvalidArgument, "unknown visibility %q; use public, internal, protected, private, protected internal or private protected", name)
			}
			if set == nil {
				set = map[string]bool{}
			}
			set[kw] = true
		}
	}
	return set, nil
}

// squash lower-cases a name and drops its spaces, dashes and underscores:
// "Protected Internal", "protected_internal" and "protectedInternal" are one.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '_' || r == '-' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// namespaceFilterMatches: a namespace (with those inside it), a prefix
// ending in *, or a pattern with * and ? over the whole namespace.
func namespaceFilterMatches(ns, filter string) bool {
	if strings.ContainsAny(strings.TrimSuffix(filter, "*"), "*?") {
		return globFold(filter, ns)
	}
	return namespaceMatches(ns, filter)
}

// queryHash fingerprints a types_get query, so a continuation token is
// only taken back for the query it was given for. The token does not pin
// the workspace's state: expectedSnapshot does, as for every tool.
func queryHash(parts ...string) uint64 {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// encodeToken makes the opaque token of the page starting at offset.
func encodeToken(query uint64, offset int) string {
	return base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "t1|%x|%d", query, offset))
}

// decodeToken returns where the page a token names starts (0 without a
// token), if the token was given for this query.
func decodeToken(token string, query uint64) (int, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return 0, nil
	}
	restart := func(msg string) error {
		return &Error{Code: CodeInvalidArgument, Message: msg,
			Continuation: &Continuation{Kind: ContinueReviseRequest, Instruction: "Call again without continuation_token to start from the first page."}}
	}
	raw, err := base64.RawURLEncoding.DecodeString(token)
	parts := strings.Split(string(raw), "|")
	if err != nil || len(parts) != 3 || parts[0] != "t1" {
		return 0, restart("continuation_token is not one types_get gave")
	}
	q, qerr := strconv.ParseUint(parts[1], 16, 64)
	offset, oerr := strconv.Atoi(parts[2])
	switch {
	case qerr != nil || oerr != nil || offset < 0:
		return 0, restart("continuation_token is not one types_get gave")
	case q != query:
		return 0, restart("continuation_token was given for another query: keep module_name, namespace_filter, kind, visibility and pid as they were")
	}
	return offset, nil
}
