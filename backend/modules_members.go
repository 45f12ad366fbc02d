package backend

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/bind"
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/metadata"
	"github.com/glider-dev/glider/backend/syntax"
)

// MembersRequest asks for the members of one type (members_get).
type MembersRequest struct {
	TypeName         string // its full name, or as much of it as makes it unique
	ModuleName       string
	IncludeInherited bool
	MemberKinds      []string // methods, constructors, properties, fields, events
	Visibility       []string
	IncludeStatic    bool
	IncludeInstance  bool
	PID              *int
}

// MembersResult is a type's members, grouped, in declaration order; with
// IncludeInherited, those of its bases follow, nearest base first.
type MembersResult struct {
	Type       ModuleType
	Methods    []ModuleMember // and constructors, destructors, operators, conversions
	Properties []ModuleMember // and indexers
	Fields     []ModuleMember // and constants, enum members
	Events     []ModuleMember
	Total      int
	Notes      []string
	NextSteps  []string
}

// memberKinds maps the names member_kinds accepts (singular or plural) to
// the kinds they select.
var memberKinds = map[string][]string{
	"method":      {"method", "constructor", "destructor", "operator", "conversionOperator"},
	"constructor": {"constructor"},
	"property":    {"property", "indexer"},
	"field":       {"field", "constant", "enumMember"},
	"event":       {"event"},
}

// memberFilter is members_get's filters, parsed.
type memberFilter struct {
	kinds, vis              map[string]bool // nil: any
	static, instance, bases bool
}

func (f *memberFilter) keep(kind, visibility string, static bool) bool {
	return (f.kinds == nil || f.kinds[kind]) && (f.vis == nil || f.vis[visibility]) && (static && f.static || !static && f.instance)
}

func parseMemberKinds(list []string) (map[string]bool, error) {
	var set map[string]bool
	for _, entry := range list {
		for _, name := range splitList(entry) {
			n := squash(name)
			if stem, ok := strings.CutSuffix(n, "ies"); ok {
				n = stem + "y"
			}
			kinds, ok := memberKinds[strings.TrimSuffix(n, "s")]
			if !ok {
				return nil, errorf(CodeInvalidArgument, "unknown member kind %q; use methods, constructors, properties, fields or events", name)
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

// MembersGet answers members_get.
func (v *View) MembersGet(ctx context.Context, req MembersRequest) (*MembersResult, error) {
	f := &memberFilter{static: req.IncludeStatic, instance: req.IncludeInstance, bases: req.IncludeInherited}
	var err error
	if f.kinds, err = parseMemberKinds(req.MemberKinds); err != nil {
		return nil, err
	}
	if f.vis, err = parseVisibilities(req.Visibility); err != nil {
		return nil, err
	}
	if !f.static && !f.instance {
		return nil, errorf(CodeInvalidArgument, "include_static and include_instance are both false: nothing would be listed")
	}
	ms, err := v.moduleSet(req.PID)
	if err != nil {
		return nil, err
	}
	t, file, err := v.findType(ms, req.TypeName, req.ModuleName)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "members_get was cancelled")
	}
	v.expand(&t)
	res := &MembersResult{Type: t.ModuleType}
	var members []ModuleMember
	var notes []string
	if t.def != nil {
		members, notes = v.metadataMembers(ms, file, t.def, f, t.ModuleName)
	} else {
		members, notes = v.indexMembers(t.id, f)
	}
	res.Notes = notes
	for _, m := range members {
		switch m.Kind {
		case "property", "indexer":
			res.Properties = append(res.Properties, m)
		case "field", "constant", "enumMember":
			res.Fields = append(res.Fields, m)
		case "event":
			res.Events = append(res.Events, m)
		default:
			res.Methods = append(res.Methods, m)
		}
	}
	res.Total = len(members)
	if t.def == nil {
		res.NextSteps = []string{"get_symbol_info with a member's symbolKey for its documentation and bound types",
			"find_references or find_callers with a member's symbolKey for where it is used"}
	} else {
		res.NextSteps = []string{"types_get with module_name for the other types of the module"}
	}
	return res, nil
}

// findType finds the one type a name denotes, in one module or in all.
func (v *View) findType(ms *moduleSet, typeName, moduleName string) (typeItem, *metadata.File, error) {
	name := strings.ReplaceAll(strings.TrimSpace(typeName), "+", ".") // Outer+Inner as reflection writes it
	if name == "" {
		return typeItem{}, nil, &Error{Code: CodeInvalidArgument, Message: "type_name is required",
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "modules_search", Instruction: "Find the type with modules_search or types_get and call again with its fullName."}}
	}
	if strings.ContainsAny(name, "*?") {
		return typeItem{}, nil, errorf(CodeInvalidArgument, "type_name %q is a pattern; give one type's name (modules_search takes patterns)", typeName)
	}
	q, err := parseQuery(name)
	if err != nil {
		return typeItem{}, nil, err
	}
	modules := ms.modules
	if strings.TrimSpace(moduleName) != "" {
		m, err := v.findModule(ms, moduleName)
		if err != nil {
			return typeItem{}, nil, err
		}
		modules = []*module{m}
	}
	type found struct {
		t typeItem
		f *metadata.File
	}
	var hits []found
	byProject := map[index.ProjectID]*module{}
	for _, m := range modules {
		if m.Indexed {
			byProject[m.project] = m
		}
	}
	if len(byProject) > 0 {
		flt, _ := v.newFilter([]string{"type"}, nil, "", "", false)
		if len(modules) == 1 {
			flt.project = modules[0].project
		}
		tiers := v.collect(&q, flt)
		exact := &tiers[index.TierExact]
		for _, id := range v.symbols(exact, &q, flt, 0, exact.total) {
			if m := byProject[v.snap.Sym(id).Project]; m != nil {
				hits = append(hits, found{t: v.indexType(id, m)})
			}
		}
	}
	for _, m := range modules {
		if m.Indexed || m.file == "" {
			continue
		}
		f, err := ms.open(m)
		if err != nil {
			if len(modules) == 1 {
				return typeItem{}, nil, err
			}
			continue
		}
		for _, def := range findTypeDefsByName(f, &q) {
			hits = append(hits, found{t: metadataType(def, m), f: f})
		}
	}
	switch len(hits) {
	case 1:
		return hits[0].t, hits[0].f, nil
	case 0:
		where := "the workspace's modules"
		switch {
		case len(modules) == 1:
			where = "module " + modules[0].Name
		case ms.pid != 0:
			where = fmt.Sprintf("the modules of process %d", ms.pid)
		}
		return typeItem{}, nil, &Error{Code: CodeSymbolNotFound, Message: fmt.Sprintf("no type named %q in %s", typeName, where),
			Continuation: &Continuation{Kind: ContinueCallTool, Tool: "modules_search",
				Instruction: "Find the type with modules_search (search_type types, a pattern such as *Name*) and call again with its fullName and moduleName."}}
	}
	var names []string
	for _, h := range hits[:min(len(hits), 10)] {
		names = append(names, h.t.FullName+" ("+h.t.ModuleName+")")
	}
	return typeItem{}, nil, errorf(CodeInvalidArgument, "type_name %q names %d types: %s; give the full name, and module_name",
		typeName, len(hits), strings.Join(names, ", "))
}

// findTypeDefsByName finds the types a parsed name denotes: its last
// part, with the qualifier naming the enclosing types and namespaces
// nearest last (Orders.Order, Shop.Core.Orders.Order).
func findTypeDefsByName(f *metadata.File, q *nameQuery) []*metadata.TypeDef {
	names := f.TypeNames()
	var out []*metadata.TypeDef
	for i := range names {
		n := &names[i]
		if !strings.EqualFold(n.Name, q.text) || q.arity >= 0 && n.Arity != q.arity || !metadata.Speakable(n.Name) {
			continue
		}
		var outer []string // enclosing types, nearest first
		for e, d := n.Enclosing, 0; e >= 2 && int(e-2) < len(names) && d < maxChain; e, d = names[e-2].Enclosing, d+1 {
			outer = append(outer, lower(names[e-2].Name))
		}
		containers := strings.Split(lower(n.Namespace), ".")
		if n.Namespace == "" {
			containers = nil
		}
		for j := len(outer) - 1; j >= 0; j-- {
			containers = append(containers, outer[j])
		}
		if len(q.qualifier) <= len(containers) && slices.Equal(q.qualifier, containers[len(containers)-len(q.qualifier):]) {
			out = append(out, f.TypeDef(n.Row))
		}
	}
	return out
}

const maxChain = 64

// indexMembers lists a type's members from the index and, when asked,
// those it inherits: from its base classes (up to System.Object), or for
// an interface from the interfaces it extends. A member hidden or
// overridden by one listed before is left out.
func (v *View) indexMembers(t index.SymbolID, f *memberFilter) ([]ModuleMember, []string) {
	s, b := v.snap, v.binder
	var out []ModuleMember
	var notes []string
	hidden := map[string]bool{}
	overridden := map[index.SymbolID]bool{}
	add := func(owner index.SymbolID, inherited bool) {
		for _, id := range s.Sym(owner).Members {
			sym := s.Sym(id)
			k := sym.Kind
			if k.IsType() || k == syntax.KindNamespace || sym.Implicit {
				continue // an implicit constructor is the compiler's, as the outline says
			}
			if f.bases {
				key := v.memberKey(owner, id)
				if inherited && (sym.Access == index.Private || k == syntax.KindConstructor || k == syntax.KindDestructor || hidden[key] || overridden[id]) {
					continue
				}
				hidden[key] = true
				for o, n := b.Overridden(id), 0; o != index.NoSymbol && n < maxChain; o, n = b.Overridden(o), n+1 {
					overridden[o] = true
				}
			}
			static := sym.Modifiers&syntax.ModStatic != 0 || k == syntax.KindConstant || k == syntax.KindEnumMember
			if f.keep(kindName(k), bind.AccessibilityKeyword(sym.Access), static) {
				out = append(out, v.indexMember(id, static, inherited))
			}
		}
	}
	add(t, false)
	if !f.bases {
		return out, notes
	}
	if s.Sym(t).Kind == syntax.KindInterface {
		for _, r := range b.Interfaces(t) {
			if r.Symbol == index.NoSymbol {
				notes = append(notes, "members of "+r.Display+" are not listed: it is not in the index")
				continue
			}
			add(r.Symbol, true)
		}
		return out, notes
	}
	// The chain ends with the implicit root (System.Object ...) as a symbol
	// when an assembly the project sees declares it.
	chain, _ := b.BaseChain(t)
	for _, r := range chain {
		base := r.Symbol
		if base == index.NoSymbol {
			notes = append(notes, "members inherited from "+r.Display+" and above are not listed: it is not in the index")
			break
		}
		add(base, true)
	}
	return out, notes
}

// memberKey names a member within its type by its documentation ID's
// kind and tail (M:Name(System.Int32)), so a derived type's member hides a
// base's with the same signature.
func (v *View) memberKey(owner, id index.SymbolID) string {
	d, o := v.binder.DocID(id), v.binder.DocID(owner)
	if len(d) > 2 && len(o) > 2 && strings.HasPrefix(d[2:], o[2:]+".") {
		return d[:1] + d[len(o)+1:]
	}
	return d
}

func (v *View) indexMember(id index.SymbolID, static, inherited bool) ModuleMember {
	s := v.snap
	sym := s.Sym(id)
	m := ModuleMember{Name: sym.Name, Kind: kindName(sym.Kind), Signature: v.binder.Signature(id),
		Visibility: bind.AccessibilityKeyword(sym.Access), IsStatic: static,
		ModuleName: v.moduleNameOf(sym.Project), Inherited: inherited, SymbolKey: sym.Key}
	if sym.Container != index.NoSymbol { // broken code can leave a method outside any type
		m.DeclaringType = s.Sym(sym.Container).FullName
	}
	if sym.Kind == syntax.KindEnumMember { // typed by its enum, as metadata types it
		m.Type = m.DeclaringType
	}
	ret, typ, params := v.declaredTypes(id)
	if ret != nil {
		m.ReturnType = ret.Name
	}
	if typ != nil {
		m.Type = typ.Name
	}
	for _, p := range params {
		m.Parameters = append(m.Parameters, ModuleParameter{Name: p.Name, Type: p.Type.Name, Modifier: p.Modifier, Default: p.Default})
	}
	return m
}

// moduleNameOf is the name of the module a project builds or is.
func (v *View) moduleNameOf(p index.ProjectID) string {
	for _, m := range v.workspaceModules() {
		if m.project == p {
			return m.Name
		}
	}
	return v.snap.Projects[p].Name
}

// metadataMembers lists a type's members from metadata and, when asked,
// those of its base classes (or, for an interface, of the interfaces it
// extends) in the modules of the set.
func (v *View) metadataMembers(ms *moduleSet, f *metadata.File, def *metadata.TypeDef, flt *memberFilter, moduleName string) ([]ModuleMember, []string) {
	var out []ModuleMember
	var notes []string
	hidden := map[string]bool{}
	add := func(def *metadata.TypeDef, moduleName string, inherited bool) {
		prefix := def.DocID()[2:] + "."
		for _, mem := range def.Members() {
			if !metadata.Speakable(mem.Name) {
				continue
			}
			kind := metadataMemberKind(mem, def.Kind == metadata.Enum)
			key := mem.DocID[:1] + strings.TrimPrefix(mem.DocID[min(2, len(mem.DocID)):], prefix)
			if inherited && (mem.Access == "private" || kind == "constructor" || kind == "destructor" || hidden[key]) {
				continue
			}
			hidden[key] = true
			static := mem.Static || mem.Const
			if flt.keep(kind, mem.Access, static) {
				out = append(out, metadataMember(def, mem, kind, static, moduleName, inherited))
			}
		}
	}
	add(def, moduleName, false)
	if !flt.bases {
		return out, notes
	}
	var bases []*metadata.Type
	if def.Kind == metadata.Interface {
		bases = def.Interfaces() // the compiler lists every interface an interface extends
	} else if def.Base != nil {
		bases = []*metadata.Type{def.Base}
	}
	for depth := 0; len(bases) > 0 && depth < maxChain; depth++ {
		b := bases[0]
		bases = bases[1:]
		bf, bdef, bm := v.resolveType(ms, f, b)
		if bdef == nil {
			notes = append(notes, "members inherited from "+metadata.CSharpName(b)+" are not listed: its assembly is not among the modules")
			continue
		}
		add(bdef, bm, true)
		if def.Kind != metadata.Interface && bdef.Base != nil {
			f, bases = bf, append(bases, bdef.Base)
		}
	}
	return out, notes
}

func metadataMemberKind(mem metadata.Member, enum bool) string {
	switch {
	case mem.Kind == "field" && mem.Const && enum:
		return "enumMember"
	case mem.Kind == "field" && mem.Const:
		return "constant"
	case mem.Kind == "property" && len(mem.Params) > 0:
		return "indexer"
	case mem.Kind == "method" && mem.Name == "Finalize" && len(mem.Params) == 0:
		return "destructor"
	case mem.Kind == "method" && (mem.Name == "op_Implicit" || mem.Name == "op_Explicit" || mem.Name == "op_CheckedExplicit"):
		return "conversionOperator"
	case mem.Kind == "method" && strings.HasPrefix(mem.Name, "op_"):
		return "operator"
	}
	return mem.Kind
}

func metadataMember(def *metadata.TypeDef, mem metadata.Member, kind string, static bool, moduleName string, inherited bool) ModuleMember {
	sig := mem.Access + " "
	if mem.Static && !mem.Const {
		sig += "static "
	}
	m := ModuleMember{Name: mem.Name, Kind: kind, Signature: sig + mem.Signature, Visibility: mem.Access, IsStatic: static,
		DeclaringType: def.FullName(), ModuleName: moduleName, Inherited: inherited}
	switch kind {
	case "constructor":
		m.Name = def.Name
	case "destructor": // named and written as C# declares it, not Finalize
		m.Name = "~" + def.Name
		m.Signature = m.Name + "()"
	case "indexer":
		m.Name, m.Type = "this[]", mem.Type // named as the index names indexers, not Item
	case "method", "operator", "conversionOperator":
		m.ReturnType = mem.Type
	default:
		m.Type = mem.Type
	}
	for _, p := range mem.Params {
		mod, ty := metadata.ParamParts(p)
		m.Parameters = append(m.Parameters, ModuleParameter{Name: p.Name, Type: metadata.CSharpName(ty), Modifier: mod})
	}
	return m
}

// resolveType finds the definition of a type a signature names: in this
// file, or in the module its assembly reference names, following type
// forwarders. It returns the file, the type and the module's name.
func (v *View) resolveType(ms *moduleSet, f *metadata.File, t *metadata.Type) (*metadata.File, *metadata.TypeDef, string) {
	if t != nil && t.Kind == metadata.KindGenericInst {
		t = t.Elem
	}
	if t == nil || t.Kind != metadata.KindNamed {
		return nil, nil, ""
	}
	name := ""
	for _, m := range ms.modules {
		if m.file == f.Path {
			name = m.Name
		}
	}
	if t.Scope == "" && t.TypeDefRow != 0 {
		return f, f.TypeDef(t.TypeDefRow), name
	}
	root := t
	for i := 0; root.Outer != nil && i < maxChain; i++ {
		root = root.Outer
	}
	scope := t.Scope
	for hop := 0; hop < 8; hop++ { // a facade forwards once; a chain of them is bounded anyway
		if scope != "" {
			i := slices.IndexFunc(ms.modules, func(m *module) bool { return strings.EqualFold(m.Name, scope) && m.file != "" })
			if i < 0 {
				return nil, nil, ""
			}
			var err error
			if f, err = ms.open(ms.modules[i]); err != nil {
				return nil, nil, ""
			}
			name = ms.modules[i].Name
		}
		if to, ok := f.ForwardedTo(root.Namespace, root.Name, root.Arity); ok {
			scope = to.Name
			continue
		}
		return f, findTypeDef(f, t), name
	}
	return nil, nil, ""
}

// findTypeDef finds the definition of a named type in f by its namespace,
// names and arities, enclosing types included.
func findTypeDef(f *metadata.File, t *metadata.Type) *metadata.TypeDef {
	var levels []*metadata.Type // outermost first
	for l := t; l != nil && len(levels) < maxChain; l = l.Outer {
		levels = append([]*metadata.Type{l}, levels...)
	}
	names := f.TypeNames()
candidates:
	for i := range names {
		n := &names[i]
		if n.Name != t.Name || n.Arity != t.Arity || n.Namespace != levels[0].Namespace {
			continue
		}
		e := n.Enclosing
		for j := len(levels) - 2; j >= 0; j-- {
			if e < 2 || int(e-2) >= len(names) || names[e-2].Name != levels[j].Name || names[e-2].Arity != levels[j].Arity {
				continue candidates
			}
			e = names[e-2].Enclosing
		}
		if e == 0 {
			return f.TypeDef(n.Row)
		}
	}
	return nil
}
