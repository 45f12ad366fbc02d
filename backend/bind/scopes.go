package bind

import (
	"bytes"
	"iter"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// simpleName resolves a name written alone, through the scopes C# looks in:
// locals and parameters from the innermost block out, then the members of
// the enclosing types and their bases, then types and namespaces (with
// using directives), then the members `using static` imports.
func (r *resolver) simpleName(tok int32) Resolution {
	if owner, ok := r.subpatternOwner(tok); ok { // { A.B: pattern }
		res := r.memberOf(owner, tok)
		res.Role = RoleRead
		return res
	}
	name := r.t.Text(tok)
	role := r.role(r.nameNode(tok))
	if r.kind(r.parent(tok)) == "goto_statement" && r.prevKind(tok) == "goto" { // not goto case C
		if label := r.label(tok, name); label >= 0 {
			return Resolution{Kind: TargetLocal, Local: Local{Name: name, Kind: "label", Node: label}, Role: role}
		}
		return Resolution{Reason: "no label " + name + " around the goto"}
	}
	if r.typeTest(tok) {
		// x is Name binds Name as a type first, where C# looks at types
		// and namespaces only (Roslyn's BindIsOperator): DOLSharp's
		// AttackBehaviour is PassiveBehaviour beside a property of that
		// name and another type.
		if sc := r.scopeAt(tok); sc != nil {
			if tg := r.b.lookupSimple(sc, name, 0); tg.kind == typeTarget {
				return Resolution{Kind: TargetSymbol, Symbol: tg.symbol, Role: RoleReference}
			}
		}
	}
	if l, ok := r.findLocal(tok, name); ok && !r.discardParameter(l, tok) {
		res := Resolution{Kind: TargetLocal, Local: l, Role: role}
		if typ, ok := r.colorColor(tok, res); ok {
			return typ // const BindingFlags BindingFlags = BindingFlags.Instance | ... (ReactiveUI)
		}
		return res
	}
	nameNode := r.nameNode(tok)
	arity := r.arity(nameNode)
	sc := r.scopeAt(tok)
	innerUnread := false // a type nested deeper, passed, has a base not read
	for t := r.enclosingType(tok); t != index.NoSymbol; t = r.b.s.Sym(t).Container {
		if !r.b.s.Sym(t).Kind.IsType() {
			break
		}
		if innerUnread && role != RoleNameof {
			// An outer type's instance members are not reached from a nested
			// type by a simple name (CS0038): the nested type's base not read
			// has the member (xwt's TooltipText in a class nested in a
			// backend, deriving from gtk-sharp's TextView). nameof names
			// them (templating's nameof(Name) in a JsonConverter nested in
			// the type it writes).
			if found := r.lookupMembers(t, name, nil); len(found) > 0 && !slices.ContainsFunc(found, r.staticallyReached) {
				return unreadBaseMember(name, role, tok)
			}
		}
		innerUnread = innerUnread || r.unreadBaseClass(t)
		// A base's private member (or one internal to another project) is
		// not found, nor does it hide one of a base further up: the lookup
		// goes on up, then out (Proto.Actor's System.Text.Json... in a
		// class whose base has a private ActorSystem System).
		// Called, a nested type is no member either, and hides none
		// (C# drops members that cannot be invoked before hiding):
		// LogicBlocks' Output(new Output.Done()) calls the base's Output<T>
		// beside the state's nested class Output.
		skip := func(m index.SymbolID) bool {
			return sc != nil && r.inaccessible(m, sc) || role == RoleInvocation && r.b.s.Sym(m).Kind.IsType()
		}
		found := r.lookupMembers(t, name, skip)
		if arity > 0 { // M<T>(...): a generic method of that arity, else a type
			found = slices.DeleteFunc(found, func(m index.SymbolID) bool {
				return !r.b.s.Sym(m).Kind.IsMethodLike() || r.b.s.Sym(m).Arity != arity
			})
		}
		if role == RoleInvocation {
			// Called, a field or property of a type known to be no delegate is
			// not found: the lookup goes on out (the MVVM Toolkit's
			// TypeInfo<T>.IsReferenceOrContainsReferences =
			// IsReferenceOrContainsReferences(typeof(T)) calls the outer method).
			found = slices.DeleteFunc(found, func(m index.SymbolID) bool { return r.notInvocable(m, t) })
		}
		if r.kind(r.parent(nameNode)) == "constant_pattern" {
			// x is Commit: a method is no pattern, the type of that name is
			// (LibGit2Sharp's RepositoryExtensions, which declares Commit()).
			found = slices.DeleteFunc(found, func(m index.SymbolID) bool { return r.b.s.Sym(m).Kind.IsMethodLike() })
		}
		if sc != nil && r.objectStaticCall(name, nameNode, role) && r.unreadBaseClass(t) && (len(found) == 0 || !r.anyApplicable(found, nameNode, false)) {
			// Equals(a, b) in a WPF window, or beside the class's own
			// Equals(C): a base not read ends at object, whose static Equals
			// and ReferenceEquals no class hides.
			if object := r.b.systemType(sc.project, "Object", 0); object != index.NoSymbol {
				found = append(found, r.members(object, name)...)
			}
		}
		if len(found) == 0 {
			// (The name first: the base chain is looked up for no other.)
			if res, ok := r.objectNonVirtual(name, nameNode); ok && r.unreadBaseClass(t) {
				res.Role = role
				return res // GetType() in a class whose base is not read
			}
		}
		if len(found) > 0 && r.baseMayTake(t, found, nameNode) {
			// Sonarr's Accepted(resource) in RestController<T> : Controller,
			// which declares Accepted(int) only: ASP.NET's Accepted(object).
			res := unreadBaseOverload(name, found)
			res.Role = role
			return res
		}
		if len(found) > 0 {
			res := r.pickOn(found, nameNode, exprType{sym: t}) // on this: a base Base<string>'s U is a string
			res.Role = r.typeUse(res, role)
			if typ, ok := r.colorColor(tok, res); ok {
				return typ
			}
			return res
		}
	}
	if sc == nil {
		return Resolution{Reason: "outside any declaration"}
	}
	typeRole := RoleReference // a type or namespace is referred to, not read
	if role == RoleNameof {
		typeRole = role
	}
	tg := r.b.lookupSimple(sc, name, arity)
	if p := r.parent(nameNode); arity == 0 && r.kind(p) == "member_access_expression" && r.t.Child(p, "expression") == nameNode {
		member := r.t.Child(p, "name")
		tg = r.b.qualifier(sc, tg, name, r.t.Text(r.nameToken(member)), r.arity(member))
	}
	switch tg.kind {
	case typeTarget, prefixedTarget:
		if tg.kind == typeTarget && r.staticImportFirst(sc, name, arity, tg.symbol) {
			if res, ok := r.staticImport(sc, name, nameNode, role); ok {
				return res
			}
		}
		// A type is never called: Convert(v) with `using System;` and
		// `using static Utilities;` calls Utilities.Convert (MessagePack's tests).
		if role == RoleInvocation {
			if res, ok := r.staticImport(sc, name, nameNode, role); ok {
				return res
			}
			if r.unreadStaticImport(sc) {
				// Attribute(...) under using static SyntaxFactory, not read,
				// beside System.Attribute: the method (the LSP library's generators).
				return Resolution{Kind: TargetExternal, External: name, Role: role,
					Reason: "a type is never called: likely a method of a type not read that a using static directive imports"}
			}
		}
		if role != RoleNameof && (role == RoleInvocation || role == RoleWrite || r.valuePosition(nameNode) || r.memberMissing(nameNode, tg.symbol)) && r.unreadBase(tok) {
			// GetUserId(User), User.Identity or File(bytes, type) in an
			// ASP.NET controller, MainWindow = window in a WPF App: a type
			// is no value, is not called nor written and has no such
			// member, so the name is a member the base type not read declares.
			return unreadBaseMember(name, role, tok)
		}
		if role != RoleNameof && r.camelCasedMissing(nameNode, tg.symbol) {
			// Console.instance in a Valheim mod: no type of the framework
			// has a camel-cased member, the game's global Console, not read, does.
			return Resolution{Kind: TargetExternal, External: name, Role: typeRole, Token: tok,
				Reason: "the framework's type of this name has no member of that camel-cased name: a type of an assembly not read, in a nearer namespace (the global one)"}
		}
		if role != RoleNameof && r.valueOnly(nameNode) && r.partialAround(tok) {
			// CacheMode?.Unsubscribe(this) and CacheMode is X x in a
			// partial class: a type is neither, so the name is a member
			// of a part a source generator writes (Avalonia's composition
			// visuals), which the index does not read.
			return Resolution{Kind: TargetNone, Role: role, Token: tok,
				Reason: "a type is no value here: likely a member of a part of the class a source generator writes"}
		}
		return Resolution{Kind: TargetSymbol, Symbol: tg.symbol, Role: typeRole}
	case namespaceTarget:
		if role != RoleNameof && (r.valuePosition(nameNode) || role == RoleWrite || r.namespaceMemberMissing(sc, nameNode, tg.namespace)) && r.unreadBase(tok) {
			return unreadBaseMember(name, role, tok) // Data = Data.Keys beside a namespace N.Data
		}
		return Resolution{Kind: TargetNamespace, Namespace: tg.namespace, Role: typeRole}
	case typeParamTarget:
		return Resolution{Kind: TargetLocal, Local: Local{Name: name, Kind: "typeParameter", Node: -1}, Role: typeRole}
	case aliasTarget:
		if res, ok := r.aliased(tg, typeRole, tok); ok {
			return res
		}
	}
	if res, ok := r.staticImport(sc, name, nameNode, role); ok {
		return res
	}
	if prop, ok := r.backingField(tok, name); ok {
		return Resolution{Kind: TargetSymbol, Symbol: prop, Role: role,
			Reason: "the property's backing field, which the compiler declares (C# 14 field keyword)"}
	}
	res := notDeclared(name)
	res.Role, res.Token = role, tok
	if p := r.parent(nameNode); role == RoleRead {
		// Assert.True(b) under using Xunit, or x is IdentifierNameSyntax: before
		// a dot or after is, a name declared nowhere the code sees is a type
		// or a namespace of an assembly not read, referred to (see
		// typeBeforeDot for the types whose bases are not all read). After
		// is, under a using static of a type not read, only a name written as
		// interfaces are, which no such type's constant is (LogicBlocks'
		// metadata is IIdentifiableTypeMetadata under using static Types).
		access := r.kind(p) == "member_access_expression" && r.t.Child(p, "expression") == nameNode
		unreadStatic := r.unreadStaticImport(sc)
		// In a case, so where no base not read may have a constant of the
		// name either (RevitLookup's IDescriptorEnumerator => ...).
		if r.typeTest(nameNode) && (!unreadStatic || interfaceName(name)) || access && r.typeBeforeDot(name, tok, p) ||
			r.casePattern(nameNode) && (interfaceName(name) || !unreadStatic && !r.unreadBase(tok)) ||
			unreadStatic && access && r.typeBesideStaticImport(sc, name) {
			res.Role = RoleReference
		}
	}
	return res
}

// aliased is what a using alias names, in role: a type or a namespace.
func (r *resolver) aliased(tg target, role Role, tok int32) (Resolution, bool) {
	bound := r.b.resolveName(tg.aliasScope, tg.alias)
	switch whole := r.wholeType(bound); {
	case bound.kind == typeTarget && bound.whole == nil:
		return Resolution{Kind: TargetSymbol, Symbol: bound.symbol, Role: role}, true
	case bound.kind == namespaceTarget: // using MD = N.Metadata; ... MD.ElementType.Class
		return Resolution{Kind: TargetNamespace, Namespace: bound.namespace, Role: role}, true
	case whole != index.NoSymbol:
		return Resolution{Kind: TargetSymbol, Symbol: whole, Role: role}, true
	case bound.kind == unresolved && tg.alias.Kind == syntax.TypeNamed:
		// using LuaState = KeraLua.Lua, not read: the type it names, as
		// in a type's place (NLua's LuaState.FromIntPtr(state)).
		res := notDeclared(r.b.displayType(tg.aliasScope, tg.alias))
		res.Role, res.Token = role, tok
		return res, true
	}
	return Resolution{}, false
}

// wholeType is the type an alias names whole, a keyword's (using float_ =
// double: PDFsharp's charting's (float_)angle is a System.Double); NoSymbol
// for an array, a tuple or a type not read.
func (r *resolver) wholeType(bound binding) index.SymbolID {
	if bound.whole == nil {
		return index.NoSymbol
	}
	if et := r.b.fromTypeRef(bound.wholeScope, bound.whole); !r.isArray(et) {
		return et.sym
	}
	return index.NoSymbol
}

// objectStaticCall says whether a name is called as one of object's static
// methods: Equals or ReferenceEquals with two arguments.
func (r *resolver) objectStaticCall(name string, nameNode int32, role Role) bool {
	if role != RoleInvocation || name != "Equals" && name != "ReferenceEquals" {
		return false
	}
	args, _ := r.callArguments(nameNode)
	return len(args) == 2
}

// valuePosition says whether a name stands where only a value can: a whole
// argument, an initializer's value, what is returned or assigned, and
// before ! or ++.
func (r *resolver) valuePosition(name int32) bool {
	switch p := r.parent(name); r.kind(p) {
	case "argument", "equals_value_clause", "return_statement", "arrow_expression_clause":
		return true
	case "postfix_unary_expression": // x!, x++: a type is never either (contentment's Attribute! in a DataEditor)
		return true
	case "assignment_expression":
		return r.t.Child(p, "right") == name
	}
	return false
}

// valueOnly says whether a name is where a value goes and a type never
// does: before ?. or on the left of is and as.
func (r *resolver) valueOnly(name int32) bool {
	switch p := r.parent(name); r.kind(p) {
	case "conditional_access_expression", "is_pattern_expression", "as_expression", "is_expression":
		return r.t.FirstChild(p) == name
	}
	return false
}

// partialAround says whether a type around tok is partial: a part the
// index does not read (a source generator's) may declare members.
func (r *resolver) partialAround(tok int32) bool {
	for t := r.enclosingType(tok); t != index.NoSymbol && r.b.s.Sym(t).Kind.IsType(); t = r.b.s.Sym(t).Container {
		if r.b.s.Sym(t).Modifiers&syntax.ModPartial != 0 {
			return true
		}
	}
	return false
}

// memberMissing says whether the name is the receiver of a member access
// (User.Identity) whose member the workspace type t neither declares nor
// nests (an assembly read may lack members the real one has: Math.Clamp
// on Mono's; a source generator may add members to a partial type; a
// base class not read may declare it: Playnite's
// TopPanelItem.ContentTemplateProperty of a WPF Button).
func (r *resolver) memberMissing(name int32, t index.SymbolID) bool {
	p := r.parent(name)
	if r.kind(p) != "member_access_expression" || r.t.Child(p, "expression") != name {
		return false
	}
	member := r.t.Child(p, "name")
	text := r.t.Text(r.nameToken(member))
	found := r.members(t, text)
	if r.unreadBaseClass(t) {
		// The base may declare a static member of the name, but a static
		// property is seldom set through a type deriving from its own:
		// X.M = v with no M read is a value's (Wabbajack's ViewModel.HasTags
		// = ... in a ReactiveUserControl<VM>, whose ViewModel is inherited).
		a := r.parent(p)
		return r.kind(a) == "assignment_expression" && r.t.Child(a, "left") == p &&
			len(found) == 0 && r.b.nested(t, text, r.arity(member)) == index.NoSymbol
	}
	if len(found) > 0 && !slices.ContainsFunc(found, r.staticallyReached) {
		// Only instance members of the name: through the type there is
		// none (ModernWPF's Dispatcher.BeginInvoke in a WPF Control is the
		// Dispatcher property's, not the type's), whatever assembly it is of.
		return true
	}
	if r.b.s.External(t) && r.b.s.Sym(t).FullName != "System.Object" || r.b.s.Sym(t).Modifiers&syntax.ModPartial != 0 {
		// A framework read may lack members (but object's are the same in
		// every one: Object.Debug(...) in chocolatey's MockLogger :
		// Mock<ILog> is Moq's Object), a generator may add them.
		return false
	}
	return len(found) == 0 && r.b.nested(t, text, r.arity(member)) == index.NoSymbol
}

// camelCasedMissing says whether X in X.m is a framework's type (System's)
// that has no member m, a camel-cased name, which no framework type's
// member is.
func (r *resolver) camelCasedMissing(name int32, t index.SymbolID) bool {
	p := r.parent(name)
	if r.kind(p) != "member_access_expression" || r.t.Child(p, "expression") != name || !r.b.s.External(t) {
		return false
	}
	if ns := r.b.s.Sym(t).Namespace; ns != "System" && !strings.HasPrefix(ns, "System.") {
		return false
	}
	member := r.t.Child(p, "name")
	text := r.t.Text(r.nameToken(member))
	return text != "" && !startsUpper(text) && text[0] != '_' && len(r.members(t, text)) == 0 && r.b.nested(t, text, r.arity(member)) == index.NoSymbol
}

// staticallyReached says whether a member is reached through its type's
// name: a static member, a constant, an enum member or a nested type.
func (r *resolver) staticallyReached(m index.SymbolID) bool {
	ms := r.b.s.Sym(m)
	return ms.Modifiers&syntax.ModStatic != 0 || ms.Kind == syntax.KindConstant || ms.Kind == syntax.KindEnumMember || ms.Kind.IsType()
}

// unreadBaseMember answers a simple name that can only be a member of a
// base type the index did not read.
func unreadBaseMember(name string, role Role, tok int32) Resolution {
	return Resolution{Kind: TargetExternal, External: name, Role: role, Token: tok,
		Reason: "a member of a base type not read (the type or namespace of that name cannot be meant here)"}
}

// namespaceMemberMissing says whether the name is the receiver of a member
// access (Data.Keys) whose member namespace ns has no type or namespace of.
func (r *resolver) namespaceMemberMissing(sc *scope, name int32, ns string) bool {
	p := r.parent(name)
	if r.kind(p) != "member_access_expression" || r.t.Child(p, "expression") != name || ns == "System" || ns == "Microsoft" {
		// System and Microsoft hold namespaces of packages not read
		// (Microsoft.Data.Sqlite): no member a base declares is named so.
		return false
	}
	member := r.t.Child(p, "name")
	memberName := r.t.Text(r.nameToken(member))
	found := r.b.namespaceMember(sc, target{kind: namespaceTarget, namespace: ns}, memberName, r.arity(member))
	if found.kind == unresolved && r.b.importedNamespace(ns+"."+memberName) {
		// a namespace a package adds to, which using directives import
		// (Umbraco.Cms.Core beside the code's Umbraco.Cms.Integrations)
		return false
	}
	return found.kind == unresolved || found.kind == typeTarget && r.instanceOnly(found.symbol, p)
}

// instanceOnly says whether the type t is the receiver of a member access
// (access, T.M) whose member the type declares only as instance members: no
// type's name reaches them, so the name before T is no namespace (Codeer's
// Services.UIService.NotifyError(...) in a class whose base not read has a
// Services property, beside a namespace Services holding a UIService).
func (r *resolver) instanceOnly(t index.SymbolID, access int32) bool {
	p := r.parent(access)
	if r.kind(p) != "member_access_expression" || r.t.Child(p, "expression") != access {
		return false
	}
	found := r.members(t, r.t.Text(r.nameToken(r.t.Child(p, "name"))))
	return len(found) > 0 && !slices.ContainsFunc(found, func(m index.SymbolID) bool {
		ms := r.b.s.Sym(m)
		return ms.Kind.IsType() || ms.Modifiers&(syntax.ModStatic|syntax.ModConst) != 0 || ms.Kind == syntax.KindEnumMember
	})
}

// baseMayTake says whether a call at nameNode goes to none of methods, the
// members of type t of its name, by its arguments' types, where t derives
// from a type not read, which may declare the overload that takes them.
// Where the methods all override the base's, an argument of a type read
// going to a parameter of a type not read rules a method out: the base
// declares the overloads and its own for that type (EFCore.PG's
// FindMapping(type) in a class that overrides FindMapping(in
// RelationalTypeMappingInfo) is RelationalTypeMappingSource.FindMapping(Type)).
func (r *resolver) baseMayTake(t index.SymbolID, methods []index.SymbolID, nameNode int32) bool {
	if !r.b.s.Sym(methods[0]).Kind.IsMethodLike() {
		return false
	}
	if !r.unreadBaseClass(t) {
		return false
	}
	on := exprType{sym: t}
	if !r.anyApplicable(methods, nameNode, false) || !r.typesAllow(methods, nameNode, nil, on) {
		return true // GetChild(name) beside T GetChild<T>(string): no T is inferred
	}
	args, _ := r.callArguments(nameNode)
	return !slices.ContainsFunc(methods, func(m index.SymbolID) bool {
		return r.b.s.Sym(m).Modifiers&syntax.ModOverride == 0 || !r.readToUnread(m, args, on)
	})
}

// readToUnread says whether a call of method m gives an argument of a type
// of an assembly read (whose bases are read too; not object, string nor a
// struct of System, which types not read often convert from) to a
// parameter whose type is not read.
func (r *resolver) readToUnread(m index.SymbolID, args []int32, on exprType) bool {
	ps := r.b.callParams(m)
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		if p < 0 {
			continue
		}
		at := r.typeOf(r.argumentValue(a))
		pt := r.written(r.memberScope(m, on), ps[p].Type)
		if at.sym == index.NoSymbol || !r.b.s.External(at.sym) || r.isArray(at) || r.isTypeParameter(pt) || pt.sym != index.NoSymbol || pt.tr == nil || pt.tr.Keyword() != "" {
			continue
		}
		if as := r.b.s.Sym(at.sym); !(as.Namespace == "System" && (isValueKind(as.Kind) || as.Name == "String" || as.Name == "Object")) {
			return true
		}
	}
	return false
}

// unreadBaseOverload answers a call that no method of its name read takes:
// the one called is of a base type not read.
func unreadBaseOverload(name string, found []index.SymbolID) Resolution {
	return Resolution{Kind: TargetExternal, External: name, Candidates: found,
		Reason: "no method of this name read takes these arguments: one of a base not read (an assembly's) does"}
}

// unreadBase says whether a type around a token derives from a type the
// index did not read (a package's): its members are not known.
func (r *resolver) unreadBase(tok int32) bool {
	for t := r.enclosingType(tok); t != index.NoSymbol && r.b.s.Sym(t).Kind.IsType(); t = r.b.s.Sym(t).Container {
		if r.unreadBaseClass(t) {
			return true
		}
	}
	return false
}

// colorColor applies C#'s "Color Color" rule: in Status.Active, where the
// property (field, local, parameter) Status has the type Status, the name
// means the type when what follows the dot is static (a constant, an enum
// member, a static member or a nested type).
func (r *resolver) colorColor(tok int32, member Resolution) (Resolution, bool) {
	access := r.parent(tok)
	pattern := r.patternStart(tok) // x is Spinner: a type first, as C# 6's is Type was
	if !pattern && (r.kind(access) != "member_access_expression" || r.t.Child(access, "expression") != tok) {
		return member, false
	}
	var t exprType
	switch {
	case member.Kind == TargetLocal && member.Local.Type != "": // a local or parameter
		sc := r.scopeAt(tok)
		if sc == nil {
			return member, false
		}
		t = r.written(sc, member.Local.Type)
	case member.Kind == TargetSymbol:
		if k := r.b.s.Sym(member.Symbol).Kind; k != syntax.KindProperty && k != syntax.KindField {
			return member, false
		}
		// As the type around sees it: a generic base's TJustify Justify is
		// a Justify in BSForm : BSFormBase<TValue, Justify> (BlazorStrap).
		t = r.memberType(member.Symbol, exprType{sym: r.enclosingType(tok)})
	default:
		return member, false
	}
	if t.sym == index.NoSymbol && member.Kind == TargetSymbol && lastName(t.tr) == r.t.Text(tok) &&
		(r.b.s.Sym(member.Symbol).Modifiers&syntax.ModStatic == 0 &&
			(pattern || r.staticContext(tok) || r.staticLooking(access) || r.kind(r.parent(access)) == "constant_pattern") ||
			r.insideDecl(member.Symbol, tok)) {
		// Of a type not read, what follows the dot is not known to be
		// static, but where there is no instance the name is the type
		// (ServiceLifetime lifetime = ServiceLifetime.Transient: MediatR),
		// and so it is where the member is one types declare static, or a
		// constant a pattern matches (Flow Launcher's case Visibility.Collapsed:),
		// or in the field's own initializer (IDisposableAnalyzers'
		// static readonly ExpectedDiagnostic ExpectedDiagnostic = ExpectedDiagnostic.Create(...)).
		res := notDeclared(r.t.Text(tok))
		res.Role, res.Token = RoleReference, tok
		return res, true
	}
	if t.sym == index.NoSymbol || r.b.s.Sym(t.sym).Name != r.t.Text(tok) {
		return member, false
	}
	if pattern {
		return Resolution{Kind: TargetSymbol, Symbol: t.sym, Role: RoleReference}, true
	}
	memberName := r.t.Child(access, "name")
	next := r.memberOf(exprType{sym: t.sym, static: true}, memberName)
	if next.Kind != TargetSymbol {
		return member, false
	}
	ns := r.b.s.Sym(next.Symbol)
	if args, call := r.callArguments(memberName); call && ns.Kind.IsMethodLike() {
		// The static method does not take the arguments: an instance one
		// that does makes the name the value (Friflo's Editor.Init() of a
		// property Editor whose type's base declares a static Init(b, x)).
		if ok, _ := r.applicable(next.Symbol, args, false); !ok {
			if inst := r.memberOf(t, memberName); inst.Kind == TargetSymbol && r.b.s.Sym(inst.Symbol).Modifiers&syntax.ModStatic == 0 {
				if ok, _ := r.applicable(inst.Symbol, args, false); ok {
					return member, false
				}
			}
		}
	}
	if ns.Kind.IsType() || ns.Kind == syntax.KindEnumMember || ns.Kind == syntax.KindConstant || ns.Modifiers&syntax.ModStatic != 0 {
		return Resolution{Kind: TargetSymbol, Symbol: t.sym, Role: RoleReference}, true
	}
	return member, false
}

// typeTest says whether a name is the whole right operand of x is Name or
// x is not Name, which the grammar reads as a constant pattern (also in
// x is Name && ok, which it reads as x is (Name && ok), and in x is A or
// B), or the whole pattern of a property pattern's member (x is W {
// Inner: Name }).
func (r *resolver) typeTest(tok int32) bool {
	child, p := tok, r.parent(tok)
	for r.kind(p) == "binary_expression" && r.t.Child(p, "left") == child && (r.t.Text(r.t.Child(p, "operator")) == "&&" || r.t.Text(r.t.Child(p, "operator")) == "||") {
		child, p = p, r.parent(p) // the grammar reads x is T && ok as x is (T && ok)
	}
	if r.kind(p) != "constant_pattern" || r.firstNamed(p) != child {
		return false
	}
	pattern := r.patternTop(p)
	outer := r.parent(pattern)
	return r.kind(outer) == "is_pattern_expression" && r.t.Child(outer, "pattern") == pattern || r.kind(outer) == "subpattern"
}

// casePattern says whether a name is a switch arm's or a case label's
// constant pattern, whole or in not, and, or (IDescriptorEnumerator =>
// ..., case IFoo or IBar:), which a type pattern is read as too.
func (r *resolver) casePattern(tok int32) bool {
	p := r.parent(tok)
	if r.kind(p) != "constant_pattern" || r.firstNamed(p) != tok {
		return false
	}
	switch r.kind(r.parent(r.patternTop(p))) {
	case "switch_expression_arm", "switch_section":
		return true
	}
	return false
}

// patternTop is the outermost pattern a pattern is part of, through not,
// and, or and parentheses.
func (r *resolver) patternTop(p int32) int32 {
	for {
		switch r.kind(r.parent(p)) {
		case "negated_pattern", "and_pattern", "or_pattern", "parenthesized_pattern":
			p = r.parent(p)
		default:
			return p
		}
	}
}

// patternStart says whether a name is a constant pattern or the first
// operand of one: the grammar reads x is Spinner && ok as x is (Spinner &&
// ok), where C# reads (x is Spinner) && ok.
func (r *resolver) patternStart(tok int32) bool {
	child, p := tok, r.parent(tok)
	for r.kind(p) == "binary_expression" && r.t.Child(p, "left") == child {
		child, p = p, r.parent(p)
	}
	return r.kind(p) == "constant_pattern"
}

// staticMembers are the names of members that types (of packages not
// read) declare static by convention: factories, parsers and the
// instance a type keeps of itself (Avalonia's Application.Current,
// FieldIdentifier.Create).
var staticMembers = map[string]bool{"Create": true, "Parse": true, "TryParse": true, "Current": true, "Instance": true, "Empty": true}

// staticLooking says whether the member a member access X.M names is
// likely static: its name is one of staticMembers or a dependency
// property's (TextElement.FontFamilyProperty), or the file writes
// X.M in a static member or a field's initializer, where X can only be the
// type (NBitcoin's Network.RegTest in a static method of the class whose
// Network property is read elsewhere). Read from the text and the
// declarations, not the tree, which may hold the one member asked about.
func (r *resolver) staticLooking(access int32) bool {
	member := r.t.Text(r.nameToken(r.t.Child(access, "name")))
	if staticMembers[member] || len(member) > len("Property") && strings.HasSuffix(member, "Property") || r.goesWhereItsTypeGoes(access) {
		return true
	}
	syn := r.b.s.Files[r.body.File].Syntax
	if syn == nil {
		return false
	}
	written := []byte(r.t.Text(r.t.Child(access, "expression")) + "." + member)
	for off := 0; ; off++ {
		i := bytes.Index(r.t.Src[off:], written)
		if i < 0 {
			return false
		}
		off += i
		if off > 0 && (identByte(r.t.Src[off-1]) || r.t.Src[off-1] == '.') || off+len(written) < len(r.t.Src) && identByte(r.t.Src[off+len(written)]) {
			continue
		}
		if inner := innermostDecl(syn, r.body.Lines.Position(off)); inner >= 0 {
			if d := &syn.Decls[inner]; !d.Kind.IsType() && (d.Modifiers&syntax.ModStatic != 0 || d.Kind == syntax.KindField || d.Kind == syntax.KindConstant) {
				return true
			}
		}
	}
}

// typeLikeNameWords are the last words of the names packages give their
// enums and classes of constants, and seldom their members: JsonTokenType,
// DragDropEffects, ServiceLifetime, StatusCodes.
var typeLikeNameWords = map[string]bool{"Type": true, "Types": true, "Kind": true, "Kinds": true, "Mode": true, "Modes": true,
	"Options": true, "Flags": true, "Effects": true, "Behavior": true, "Behaviors": true, "Lifetime": true, "Codes": true,
	"Names": true, "Level": true, "Levels": true, "Category": true, "Format": true, "Formats": true, "Style": true,
	"Styles": true, "State": true, "Status": true, "Alignment": true, "Direction": true, "Reason": true, "Policy": true,
	"Enum": true}

// typeBeforeDot says whether X in X.M, a name declared nowhere the code
// sees, is a type rather than a member of a base not read. It is where
// the bases are all read; else where there is no instance (Blazing.Mvvm's
// [ViewModelDefinition(Lifetime = ServiceLifetime.Transient)] on a view
// model, Avalonia's AvaloniaProperty.RegisterDirect(...) in a field's
// initializer) or M looks static, but for a static property's field,
// which the base has (Avalonia's BoundsProperty.Changed in a static
// constructor); and where X.M goes where constants go, X capitalized and
// named as enums are or M not as members of a base's property values are,
// and the file writes X after no dot (WPF's
// FrameworkPropertyMetadataOptions.AffectsRender in a Shape, MAUI's
// Colors.White; not Avalonia's Bounds.Width, nor WPF's Dispatcher.Invoke(...)).
//
// It is also where X is a static class of a package the scope imports,
// which names no member of the package's classes (Godot's
// Input.IsActionPressed(...) in a Node2D); where X is a package's struct
// and M is named as no value's member is (Godot's Basis.Identity); and
// where X.M is a nested type, its name M of two words or more ending as
// enums' do, whose member goes where constants go (Godot's
// Control.SizeFlags.ExpandFill): a value of a base's property has no
// static member.
func (r *resolver) typeBeforeDot(name string, tok, access int32) bool {
	if !r.unreadBase(tok) {
		return true
	}
	if !dependencyField(name) && (r.staticContext(tok) || r.staticLooking(access)) {
		return true
	}
	if r.staticPackageClass(tok, name) {
		return true
	}
	if 'A' > name[0] || name[0] > 'Z' {
		return false
	}
	if value, ok := r.packageBaseValue(tok, access, name); ok {
		return !value
	}
	if constantsClass(name) || helpersClass(name) || r.inAttributeArgument(access) || r.writtenAsType(name) {
		return true
	}
	member := r.t.Text(r.nameToken(r.t.Child(access, "name")))
	if len(member) > 1 && !instanceLikeMember[member] {
		if known, ok := r.b.wellKnownType(r.scopeAt(tok), syntax.NamePart{Name: name}); ok && known.valueType {
			// A package's struct, by a member not named as its values' are: a
			// static one (Godot's Basis.Identity, Vector3.Forward * 10), which
			// a base's property of the struct's name would give too.
			return true
		}
	}
	if outer := r.parent(access); typeLikeName(member) && r.kind(outer) == "member_access_expression" && r.t.Child(outer, "expression") == access {
		inner := r.t.Text(r.nameToken(r.t.Child(outer, "name")))
		return startsUpper(inner) && !instanceLikeMember[inner] && r.constantPosition(outer)
	}
	return (typeLikeName(name) || !instanceLikeMember[member]) && r.constantLooking(access)
}

// helpersClass says whether a name is named as static classes of helpers
// are (Npgsql's NpgsqlModelBuilderExtensions in an EF Core migration,
// Revit's PartUtils, RimWorld's CellFinder, ThingMaker, Scribe_Values):
// no base of a class has a value of such a name.
func helpersClass(name string) bool {
	if strings.Contains(name, "_") && strings.ToUpper(name) != name {
		return true // Scribe_Values; not a constant's MAX_SIZE
	}
	for _, suffix := range []string{"Extensions", "Utils", "Utilities", "Helpers", "Utility", "Finder", "Maker", "Database"} {
		if strings.HasSuffix(name, suffix) && name != suffix {
			return true
		}
	}
	return false
}

// writtenAsType says whether the file writes a name, alone, where a type
// goes (a declaration's type, a type argument, a base, typeof(X)), or
// before a dot where no base not read can give it (in a static context,
// in a class without such a base): then X.M is the type's member, not
// that of a member of a base not read named as it (Valheim mods' private
// Harmony? _harmony beside Harmony.CreateAndPatchAll(...) in a
// BaseUnityPlugin; Stardew Valley mods' Game1.player in a static method
// beside Game1.playSound(...) in a Tool).
func (r *resolver) writtenAsType(name string) bool {
	if r.body == nil {
		return false
	}
	r.body.typeNamesOnce.Do(func() {
		names := map[string]bool{}
		for i := range r.t.Nodes {
			n := int32(i)
			if r.kind(n) != "identifier" {
				continue
			}
			if p := r.parent(n); r.kind(p) == "member_access_expression" && r.t.Child(p, "expression") == n {
				// X.M where no base not read can give X: in a class
				// without one, or in a static context, but for a static
				// property's field (Avalonia's BoundsProperty)
				if text := r.t.Text(n); startsUpper(text) && !dependencyField(text) && (r.staticContext(n) || !r.unreadBase(n)) {
					names[text] = true
				}
				continue
			}
			if p := r.parent(n); r.kind(p) == "generic_name" {
				n = p
			}
			switch r.kind(r.parent(n)) {
			case "type_argument_list", "base_list", "nullable_type", "array_type", "typeof_expression":
				names[r.t.Text(r.nameToken(n))] = true
				continue
			}
			if r.field(n) == "type" {
				names[r.t.Text(r.nameToken(n))] = true
			}
		}
		r.body.typeNames = names
	})
	return r.body.typeNames[name]
}

// packageBaseFamilies are the classes of packages that code derives from
// whose members it writes before a dot capitalized are few and known
// (values): another capitalized name there is no inherited member but a
// type. Unity's are all camel-cased (transform, gameObject): dotnow's
// GameObject.CreatePrimitive(...) and Vector3.one * 2f in a MonoBehaviour.
// tModLoader's (Terraria mods') ModItem, ModNPC, GlobalNPC, Mod... give
// Item, NPC, Mod, Logger: Calamity's Main.npc[i] and ItemID.Wood in a
// ModItem are types'. Of the values, those named as their type
// (ModNPC.NPC is an NPC) are the type before its static members (statics):
// Projectile.NewProjectile(...) beside Projectile.velocity.
var packageBaseFamilies = []packageBaseFamily{
	{namespaces: []string{"UnityEngine", "UnityEditor"}, isBase: func(name string) bool { return unityBaseClasses[name] }},
	{namespaces: []string{"Terraria.ModLoader"},
		isBase: func(name string) bool {
			return name == "Mod" || strings.HasPrefix(name, "Mod") && startsUpper(name[3:]) || strings.HasPrefix(name, "Global")
		},
		values: setOf("Item NPC Projectile Player Mod Entity Name FullName DisplayName Tooltip Description Texture Type Logger AIType " +
			"AnimationType DrawOffsetX DrawOffsetY DrawOriginOffsetX DrawOriginOffsetY Banner BannerItem Music SceneEffectPriority " +
			"SpawnModBiomes AdjTiles DustType HitSound MineResist MinPick AnimationFrameHeight MountData Mode Version File Code Side"),
		typeNamed: setOf("Item NPC Projectile Player Mod"),
		statics: setOf("NewProjectile NewProjectileDirect NewNPC NewNPCDirect NewItem sellPrice buyPrice AnyNPCs AnyDanger " +
			"CountNPCS FindFirstNPC SpawnOnPlayer GetByUUID FindBuffIndex"),
	},
	// Monocle's (Celeste mods'): an Entity's Scene and a Component's Entity
	// (CommunalHelper's Scene.OnInterval(0.1f) in an Entity)
	{namespaces: []string{"Monocle"},
		isBase: func(name string) bool { return monocleBaseClasses[name] },
		values: setOf("Scene Entity Position Collider Depth Visible Active Collidable Components Tag X Y Width Height Center " +
			"CenterX CenterY Left Right Top Bottom TopLeft TopRight BottomLeft BottomRight TopCenter BottomCenter CenterLeft " +
			"CenterRight ExactPosition Speed Sprite Hitbox"),
		typeNamed: setOf("Scene Entity"),
	},
}

// monocleBaseClasses are Monocle's and Celeste's classes mods derive
// from.
var monocleBaseClasses = setOf("Entity Component Solid Actor Trigger JumpThru Platform Backdrop Renderer Scene " +
	"DreamBlock MoveBlock ZipMover Booster Refill Spring Strawberry CrushBlock FallingBlock Spikes")

type packageBaseFamily struct {
	namespaces []string
	isBase     func(name string) bool
	values     map[string]bool // the bases' capitalized members
	typeNamed  map[string]bool // the values of the type of their own name
	statics    map[string]bool // the static members of those types
}

// unityBaseClasses are Unity's classes that scripts derive from.
var unityBaseClasses = setOf("MonoBehaviour ScriptableObject StateMachineBehaviour Editor EditorWindow PropertyDrawer " +
	"DecoratorDrawer ScriptableWizard AssetPostprocessor")

// packageBaseFamilyAt is the one of packageBaseFamilies all the bases not
// read of the types around a token are of (or interfaces, which declare
// no value before a dot in practice: IPointerClickHandler), where the
// scope imports its namespace.
func (r *resolver) packageBaseFamilyAt(tok int32) (*packageBaseFamily, bool) {
	sc := r.scopeAt(tok)
	for i := range packageBaseFamilies {
		family := &packageBaseFamilies[i]
		if !slices.ContainsFunc(family.namespaces, func(ns string) bool { return r.b.namespaceInScope(sc, ns) }) {
			continue
		}
		found, other := false, false
		for t := r.enclosingType(tok); t != index.NoSymbol && r.b.s.Sym(t).Kind.IsType(); t = r.b.s.Sym(t).Container {
			for _, tr := range r.unreadBases(t) {
				switch base := lastName(tr); {
				case family.isBase(base):
					found = true
				case !interfaceName(base):
					other = true
				}
			}
		}
		if found && !other {
			return family, true
		}
	}
	return nil, false
}

// packageBaseValue says whether X in X.M, in a class of packageBaseFamilyAt,
// is one of its values (not its type's static member M); ok is false
// where no family is known.
func (r *resolver) packageBaseValue(tok, access int32, name string) (value, ok bool) {
	family, ok := r.packageBaseFamilyAt(tok)
	if !ok {
		return false, false
	}
	member := r.t.Text(r.nameToken(r.t.Child(access, "name")))
	return family.values[name] && !(family.typeNamed[name] && family.statics[member]), true
}

// typedAsNamed is the type of a value a base of packageBaseFamilies gives
// that is named as its type (ModNPC's NPC), before a dot: NPC.Calamity()
// is Calamity's Calamity(this NPC).
func (r *resolver) typedAsNamed(n int32) (exprType, bool) {
	name := r.t.Text(n)
	if p := r.parent(n); r.kind(p) != "member_access_expression" || r.t.Child(p, "expression") != n ||
		!slices.ContainsFunc(packageBaseFamilies, func(f packageBaseFamily) bool { return f.typeNamed[name] }) {
		return unknownType, false // (the name first: this runs for every name not read before a dot)
	}
	if family, ok := r.packageBaseFamilyAt(n); !ok || !family.typeNamed[name] {
		return unknownType, false
	}
	et := r.written(r.scopeAt(n), name)
	et.static = false
	return et, et.tr != nil
}

// staticPackageClasses are static classes (and singletons' classes) of
// packages, by namespace, that no class of the package has a member
// named as: in a class whose base is the package's, not read, the name
// is still the type (Goose2's Input.IsActionPressed(...) in a Node2D,
// unity-common's EditorGUI.indentLevel in a PropertyDrawer).
var staticPackageClasses = map[string]map[string]bool{
	"Godot": setOf("GD Mathf Input Time Engine OS DisplayServer ResourceLoader ResourceSaver ProjectSettings EditorInterface " +
		"Performance AudioServer PhysicsServer2D PhysicsServer3D RenderingServer NavigationServer2D NavigationServer3D " +
		"TranslationServer ClassDB InputMap Geometry2D Geometry3D ThemeDB Colors GodotObject Variant Callable FileAccess DirAccess"),
	// test doubles' and assertions', in test classes of bases not read
	"Moq":             setOf("It Times"),
	"NSubstitute":     setOf("Arg Substitute"),
	"NUnit.Framework": setOf("Assert Is Has Does Throws Assume CollectionAssert StringAssert TestContext"),
	"Xunit":           setOf("Assert Record"),
	"Shouldly":        setOf("Should"),
	// serializers' static entry points (BililiveRecorder's
	// JsonConvert.DeserializeObject<T>(...) in a JsonConverter<T>), and
	// guards' (DevToys' Guard.IsNotNull(x) in a ComponentBase)
	"Newtonsoft.Json":               setOf("JsonConvert"),
	"System.Text.Json":              setOf("JsonSerializer"),
	"CommunityToolkit.Diagnostics":  setOf("Guard ThrowHelper"),
	"Microsoft.Toolkit.Diagnostics": setOf("Guard ThrowHelper"),
	"Ardalis.GuardClauses":          setOf("Guard"),
	// Unity's members are camel-cased: Debug.Log(...) in a MonoBehaviour
	"UnityEngine": setOf("Debug Object Mathf GUI GUILayout GUIUtility Physics Physics2D Input Time Application Screen Random " +
		"Resources Gizmos Graphics QualitySettings PlayerPrefs JsonUtility LayerMask Quaternion"),
	// and DOTS': math.abs(x) in a system, SystemAPI.Query<...>()
	"Unity.Mathematics": setOf("math noise"),
	"Unity.Entities":    setOf("SystemAPI"),
	"UnityEditor": setOf("EditorGUI EditorGUILayout EditorGUIUtility EditorUtility EditorStyles AssetDatabase Handles Undo " +
		"Selection EditorApplication PrefabUtility EditorPrefs"),
}

func setOf(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// staticPackageClass says whether name, written at tok, is one of
// staticPackageClasses of a namespace the scope imports.
func (r *resolver) staticPackageClass(tok int32, name string) bool {
	for ns, names := range staticPackageClasses {
		if names[name] && r.b.namespaceInScope(r.scopeAt(tok), ns) {
			return true
		}
	}
	return false
}

// instanceLikeMember are names of members that values of a base's
// properties have, and seldom enums and classes of constants: Avalonia's
// Bounds.Width, a behavior's AssociatedObject.Command.
var instanceLikeMember = map[string]bool{"Width": true, "Height": true, "Size": true, "X": true, "Y": true, "Command": true,
	"CommandParameter": true, "Text": true, "Value": true, "Name": true, "Content": true, "Parent": true, "DataContext": true,
	"Source": true, "Tag": true, "Margin": true, "Padding": true, "IsEnabled": true, "IsVisible": true, "IsFocused": true,
	"Opacity": true, "Bounds": true, "Position": true, "Location": true, "Handle": true, "Id": true, "Key": true, "Title": true,
	"Owner": true, "Document": true, "Context": true, "Length": true, "Count": true}

// typeLikeName says whether a name of at least two words ends in one of
// typeLikeNameWords (one word alone, State or Style, is as often a
// base's property).
func typeLikeName(name string) bool {
	words := camelWords(name)
	return len(words) > 1 && typeLikeNameWords[words[len(words)-1]]
}

// dependencyField says whether a name is one WPF's, Avalonia's and MAUI's
// classes give the static fields of their properties and events
// (BoundsProperty, ClickEvent), not one of the types those are of
// (AvaloniaProperty, DependencyProperty, RoutedEvent).
func dependencyField(name string) bool {
	switch name {
	case "DependencyProperty", "AvaloniaProperty", "BindableProperty", "StyledProperty", "DirectProperty", "AttachedProperty", "RoutedEvent":
		return false
	}
	return strings.HasSuffix(name, "Property") || strings.HasSuffix(name, "Event")
}

// constantLooking says whether a member access X.M goes where constants
// and enum members go (constantPosition); M names no count nor several
// things (a base's ViewControllers.Length is read); and the file writes X
// after no dot, as the name of no value's member, nor X?.M, X.M.N or
// X.M(...), as a value's.
func (r *resolver) constantLooking(access int32) bool {
	if r.countName(access) || r.pluralName(access) || !r.constantPosition(access) {
		return false
	}
	x := []byte(r.t.Text(r.t.Child(access, "expression")))
	src := r.t.Src
	for off := 0; ; off++ {
		i := bytes.Index(src[off:], x)
		if i < 0 {
			return true
		}
		off += i
		end := off + len(x)
		if end < len(src) && identByte(src[end]) || off > 0 && identByte(src[off-1]) {
			continue // part of another name
		}
		if off > 0 && src[off-1] == '.' {
			return false // a value's member X
		}
		if end+1 < len(src) && src[end] == '?' && src[end+1] == '.' {
			return false // X?.M: X is a value
		}
		if end < len(src) && src[end] == '.' {
			// X.M.N or X.M(...) elsewhere: what X.M gives is used, as a
			// base's property's members are (discord-masz's Context.User
			// beside Context.Interaction.RespondAsync(...)); an enum's
			// members are seldom
			m := end + 1
			for m < len(src) && identByte(src[m]) {
				m++
			}
			if m > end+1 && m < len(src) && (src[m] == '.' || src[m] == '(') {
				return false
			}
		}
	}
}

// constantPosition says whether an expression goes where constants and
// enum members go: given as an argument (not by reference), assigned,
// compared for equality with something other than null, combined as
// flags, matched, returned, chosen by ?:, initializing a variable, or an
// element of a collection expression or an array or collection initializer.
func (r *resolver) constantPosition(n int32) bool {
	switch p := r.parent(n); r.kind(p) {
	case "argument":
		return r.refKind(p) == ""
	case "assignment_expression":
		return r.t.Child(p, "right") == n
	case "binary_expression":
		switch op := r.t.Text(r.t.Child(p, "operator")); op {
		case "==", "!=":
			other := r.t.Child(p, "left")
			if other == n {
				other = r.t.Child(p, "right")
			}
			return r.kind(other) != "null_literal"
		case "|", "&", "^":
			return true
		}
		return false
	case "variable_declarator", "return_statement", "arrow_expression_clause", "constant_pattern", "attribute_argument",
		"switch_expression_arm", "expression_element", "initializer_expression":
		return true
	case "conditional_expression":
		return r.t.Child(p, "condition") != n
	}
	return false
}

// goesWhereItsTypeGoes says whether the value of X.M (or of a call
// X.M(...)), with X both a member and its type, goes where a value of X's
// type does: compared with X, assigned to it, or given by a member of that
// type (BTCPayServer's ChainName == ChainName.Mainnet, MahApps.Metro's
// this.Orientation == Orientation.Vertical, AvalonDock's _model.Orientation
// == Orientation.Horizontal, Aspire's ServiceLifetime
// ServiceLifetime => ServiceLifetime.Singleton, .NET IoT's Temperature
// Temperature => Temperature.FromDegreesCelsius(...)): a value of a type
// that the type itself holds, as its static members (and an enum's) do.
// In X's own getter it is the type too: the property read there would be
// the getter calling itself.
func (r *resolver) goesWhereItsTypeGoes(access int32) bool {
	x := r.t.Text(r.t.Child(access, "expression"))
	isX := func(n int32) bool {
		// X itself, or another value's X (AvalonDock's _model.Orientation ==
		// Orientation.Horizontal)
		t := r.t.Text(n)
		return t == x || r.kind(n) == "member_access_expression" && r.t.Text(r.t.Child(n, "name")) == x
	}
	value := access
	if p := r.parent(access); r.kind(p) == "invocation_expression" && r.t.Child(p, "function") == access {
		value = p
	}
	switch p := r.parent(value); r.kind(p) {
	case "binary_expression":
		if op := r.t.Text(r.t.Child(p, "operator")); op == "==" || op == "!=" {
			other := r.t.Child(p, "left")
			if other == value {
				other = r.t.Child(p, "right")
			}
			return isX(other)
		}
	case "assignment_expression":
		return r.t.Child(p, "right") == value && isX(r.t.Child(p, "left"))
	case "arrow_expression_clause", "return_statement":
		owner := r.enclosingMember(p)
		ty := r.t.Child(owner, "type")
		if ty < 0 {
			ty = r.t.Child(owner, "returns")
		}
		if ty >= 0 && r.t.Text(ty) == x {
			return true
		}
	}
	return r.inOwnGetter(access, x)
}

// enclosingMember is the member declaration around n (the property,
// method or local function whose body it is in), -1 when there is none
// or a lambda is nearer.
func (r *resolver) enclosingMember(n int32) int32 {
	for ; n >= 0; n = r.parent(n) {
		switch k := r.kind(n); {
		case memberDecls[k] || k == "local_function_statement":
			return n
		case isLambda(k):
			return -1
		}
	}
	return -1
}

// inOwnGetter says whether n is in the getter of a property named name.
func (r *resolver) inOwnGetter(n int32, name string) bool {
	for child, p := n, r.parent(n); p >= 0; child, p = p, r.parent(p) {
		switch r.kind(p) {
		case "accessor_declaration":
			if r.firstNamedOfKind(p, "get") < 0 {
				return false
			}
		case "property_declaration":
			return r.t.Text(r.t.Child(p, "name")) == name && (r.kind(child) == "arrow_expression_clause" || r.kind(child) == "accessor_list")
		}
		if memberDecls[r.kind(p)] || r.kind(p) == "local_function_statement" || isLambda(r.kind(p)) {
			return false
		}
	}
	return false
}

// staticContext says whether code at tok has no instance of its type to
// reach members through: a static member's body, a field's or property's
// initializer, a parameter's default value, an attribute's arguments, a
// constructor initializer's (C# allows no `this` in any of them).
func (r *resolver) staticContext(tok int32) bool {
	for child, n := tok, r.parent(tok); n >= 0; child, n = n, r.parent(n) {
		switch k := r.kind(n); {
		case k == "attribute", k == "constructor_initializer", k == "field_declaration", k == "enum_member_declaration":
			return true
		case k == "parameter" && r.field(child) != "type": // its default value
			return true
		case k == "property_declaration" && r.field(child) == "value" && r.kind(child) != "arrow_expression_clause": // its initializer
			return true
		case k == "local_function_statement" && r.hasModifier(n, "static"):
			return true
		case k == "operator_declaration", k == "conversion_operator_declaration":
			return true
		case memberDecls[k]:
			return r.hasModifier(n, "static")
		}
	}
	return false
}

// hasModifier says whether a declaration node writes the modifier word.
func (r *resolver) hasModifier(decl int32, word string) bool {
	for c := r.t.FirstChild(decl); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "modifier" && r.t.Text(c) == word {
			return true
		}
	}
	return false
}

// nameNode is the expression a name token stands for: itself, or the
// generic name it begins.
func (r *resolver) nameNode(tok int32) int32 {
	if p := r.parent(tok); r.kind(p) == "generic_name" {
		return p
	}
	return tok
}

// staticImport resolves a name to the members `using static` brings in, if any.
func (r *resolver) staticImport(sc *scope, name string, nameNode int32, role Role) (Resolution, bool) {
	found, unread := r.staticImports(sc, name)
	if len(found) == 0 {
		return Resolution{}, false
	}
	if args, call := r.callArguments(nameNode); call && unread && !slices.ContainsFunc(found, func(m index.SymbolID) bool { return takesArguments(r.b.callParams(m), len(args)) }) {
		// None read takes as many arguments: the method called is the type
		// not read's (Roslynator's Argument(expression) under using static
		// SyntaxFactory, beside its own CSharpFactory.Argument(nameColon, expression)).
		return Resolution{Kind: TargetExternal, External: name, Candidates: found, Role: role,
			Reason: "no method read takes this many arguments: the one called is likely of a type not read that a using static directive imports"}, true
	}
	res := r.pick(found, nameNode)
	res.Role = role
	return res, true
}

// unreadStaticImport says whether a using static directive in scope
// imports a type the index does not read.
func (r *resolver) unreadStaticImport(sc *scope) bool {
	for range r.unreadStaticUsings(sc) {
		return true
	}
	return false
}

// unreadStaticUsings yields the using static directives around a scope
// that import a type not read.
func (r *resolver) unreadStaticUsings(sc *scope) iter.Seq[*syntax.Using] {
	return func(yield func(*syntax.Using) bool) {
		for li, lv := range sc.levels {
			for _, u := range r.b.levelUsings(sc, lv) {
				if u.Static && u.Alias == "" && r.b.imported(u, sc.project, r.b.usingScope(sc, li)).bound.kind == unresolved && !yield(u) {
					return
				}
			}
		}
	}
}

// typeBesideStaticImport says whether a name is, under a using static of
// a type not read, a type nonetheless: that type itself, or a package's
// well-known type in a namespace the scope imports; neither is a member
// the directive imports (MaterialButton's Button.TextProperty and
// BindableProperty.Create(...) under using static Microsoft.Maui.Controls.Button).
func (r *resolver) typeBesideStaticImport(sc *scope, name string) bool {
	if _, ok := r.b.wellKnownType(sc, syntax.NamePart{Name: name}); ok {
		return true
	}
	for u := range r.unreadStaticUsings(sc) {
		if lastSegment(u.Target) == name {
			return true
		}
	}
	return false
}

// staticImports finds the members `using static` brings in with a name,
// and says whether a directive where they were found imports a type not
// read, which may have members of the name too.
func (r *resolver) staticImports(sc *scope, name string) (found []index.SymbolID, unread bool) {
	found, unread, _ = r.staticImportsLevel(sc, name)
	return found, unread
}

// staticImportsLevel is staticImports with the index of the level whose
// directives import the members found.
func (r *resolver) staticImportsLevel(sc *scope, name string) (found []index.SymbolID, unread bool, level int) {
	for li, lv := range sc.levels {
		for _, u := range r.b.levelUsings(sc, lv) {
			if !u.Static || u.Alias != "" {
				continue
			}
			imp := r.b.imported(u, sc.project, r.b.usingScope(sc, li))
			if imp.bound.kind != typeTarget {
				unread = unread || imp.bound.kind == unresolved
				continue
			}
			for _, m := range r.b.s.Sym(imp.bound.symbol).Members {
				// A member the code cannot reach is no import: the lookup goes on
				// outward (Asp.Versioning's analyzers' Diagnostic.Create beside
				// a private Descriptor.Diagnostic(...) under using static Descriptor).
				if ms := r.b.s.Sym(m); ms.Name == name && !ms.Kind.IsType() && !r.unreachable(m, sc) {
					found = append(found, m)
				}
			}
		}
		if len(found) > 0 {
			return found, unread, li
		}
	}
	return nil, false, -1
}

// staticImportFirst says whether the members a using static directive
// brings in with a name come before the type found of that name, t: the
// directive is in a namespace declaration inside the one whose namespace
// or directives give the type (Asp.Versioning's Path under using static
// ApiVersionParameterLocation in namespace Asp.Versioning, System.IO a
// global using).
func (r *resolver) staticImportFirst(sc *scope, name string, arity int, t index.SymbolID) bool {
	found, _, li := r.staticImportsLevel(sc, name)
	if len(found) == 0 || arity > 0 || r.b.s.Sym(r.b.s.Sym(t).Container).Kind.IsType() {
		return false
	}
	inner := *sc
	inner.levels, inner.levelsOf = sc.levels[:li+1], nil
	return r.b.lookupLevels(&inner, name, arity).kind == unresolved
}

// entryPointArgs is the parameter of the entry point the compiler makes of
// top-level statements.
var entryPointArgs = Local{Name: "args", Kind: "parameter", Node: -1, Type: "string[]"}

// findLocal looks for a local, parameter or range variable named name in
// the scopes around tok, innermost first.
func (r *resolver) findLocal(tok int32, name string) (Local, bool) {
	t := r.t
	for child, n := tok, r.parent(tok); n >= 0; child, n = n, r.parent(n) {
		switch r.kind(n) {
		case "block", "switch_section":
			for c := t.FirstChild(n); c >= 0; c = t.Nodes[c].Next {
				if ownScope[r.kind(c)] {
					continue // what it declares is seen in it only: reached above when tok is inside
				}
				if l, ok := r.declaredIn(c, name, tok); ok {
					return l, true
				}
			}
		case "compilation_unit": // top-level statements
			for c := t.FirstChild(n); c >= 0; c = t.Nodes[c].Next {
				if r.kind(c) != "global_statement" {
					continue
				}
				if l, ok := r.declaredIn(c, name, tok); ok {
					return l, true
				}
			}
			if name == entryPointArgs.Name && r.kind(child) == "global_statement" {
				return entryPointArgs, true
			}
		case "for_statement", "using_statement", "fixed_statement", "foreach_statement", "catch_clause",
			"if_statement", "while_statement", "switch_expression_arm", "switch_statement", "expression_statement",
			"return_statement", "lambda_expression", "anonymous_method_expression", "local_function_statement",
			"parenthesized_lambda_expression", "arrow_expression_clause":
			if l, ok := r.declaredIn(n, name, tok); ok && l.Node != child {
				return l, true
			}
		case "method_declaration", "constructor_declaration", "operator_declaration", "conversion_operator_declaration",
			"indexer_declaration", "delegate_declaration", "destructor_declaration":
			if l, ok := r.parameterOf(n, name); ok {
				return l, true
			}
			// An out variable of a constructor initializer is in scope in it
			// and in the body (Pipelines.Sockets' : base(Map(out void* origin), ...)).
			if init := r.firstNamedOfKind(n, "constructor_initializer"); init >= 0 {
				if l, ok := r.declaredIn(init, name, tok); ok {
					return l, true
				}
			}
		case "class_declaration", "struct_declaration", "record_declaration", "record_struct_declaration":
			// A primary constructor's parameter: in the initializers and the base
			// list; elsewhere only where no member of the type has its name (a
			// record's positional property always has).
			l, ok := r.parameterOf(n, name)
			if !ok {
				l, ok = r.otherPartParameter(n, name)
			}
			if ok && (r.inInitializer(n, tok) || !r.typeHasMember(n, name)) {
				return l, true
			}
			if !ok && r.typeHasMember(n, name) {
				// A member of a nested type comes before a primary
				// constructor parameter of the type around it (R3's
				// _Chunk.timeProvider inside ChunkTime<T>(..., timeProvider)).
				return Local{}, false
			}
		case "property_declaration": // out var and pattern variables of a property's initializer
			if r.field(child) == "value" {
				if l, ok := r.declaredIn(child, name, tok); ok {
					return l, true
				}
			}
		case "variable_declarator": // out var and pattern variables of a field's initializer
			afterEquals := false
			for c := t.FirstChild(n); c >= 0; c = t.Nodes[c].Next {
				if afterEquals {
					if l, ok := r.declaredIn(c, name, tok); ok {
						return l, true
					}
				}
				afterEquals = afterEquals || r.kind(c) == "="
			}
		case "accessor_declaration":
			// Not in the accessor's attributes: nameof(value) there is a
			// member's (Roslyn leaves a setter's value out of their scope).
			if name == "value" && r.kind(child) != "attribute_list" {
				if k := r.firstToken(n); k == "set" || k == "init" || k == "add" || k == "remove" {
					l := Local{Name: "value", Kind: "parameter", Node: n}
					if ty := r.t.Child(r.parent(r.parent(n)), "type"); ty >= 0 {
						l.Type = r.codeText(ty) // the property's type as written, string? with its ?
					}
					return l, true
				}
			}
		case "query_expression":
			if l, ok := r.rangeVariable(n, name, tok); ok {
				return l, true
			}
		}
	}
	return Local{}, false
}

// inInitializer says whether tok is in the base list of the type declared
// at decl, or in an initializer of one of its fields, properties or events:
// where primary constructor parameters shadow its members.
func (r *resolver) inInitializer(decl, tok int32) bool {
	child := tok
	for p := r.parent(child); p >= 0 && p != decl; child, p = p, r.parent(p) {
		switch r.kind(p) {
		case "base_list", "field_declaration", "event_field_declaration":
			return true
		case "property_declaration":
			return r.field(child) == "value" && r.kind(child) != "arrow_expression_clause"
		}
		if memberDecls[r.kind(p)] {
			return false
		}
	}
	return false
}

// typeHasMember says whether the type declared at decl has (or inherits) a
// member or nested type of that name.
func (r *resolver) typeHasMember(decl int32, name string) bool {
	t, _, ok := r.enclosingDecl(decl)
	return ok && t != index.NoSymbol && (len(r.members(t, name)) > 0 || r.b.nested(t, name, 0) != index.NoSymbol)
}

// firstToken is the text of an accessor's keyword (get, set, init ...).
func (r *resolver) firstToken(n int32) string {
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if k := r.kind(c); k == "get" || k == "set" || k == "init" || k == "add" || k == "remove" {
			return k
		}
	}
	return ""
}

// parameterOf finds a parameter of a member (or of a primary constructor).
func (r *resolver) parameterOf(decl int32, name string) (Local, bool) {
	list := r.t.Child(decl, "parameters")
	if list < 0 {
		for c := r.t.FirstChild(decl); c >= 0; c = r.t.Nodes[c].Next {
			if k := r.kind(c); k == "parameter_list" || k == "bracketed_parameter_list" {
				list = c
			}
		}
	}
	if list < 0 {
		return Local{}, false
	}
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		id := c // a params parameter's name is a child of the list itself
		if r.kind(c) == "parameter" {
			id = r.t.Child(c, "name")
			if r.t.Child(c, "type") < 0 && extensionBlock(r.t, decl) {
				continue // extension(Environment): a receiver type, no parameter (CliWrap's EnvironmentExtensions)
			}
		}
		if id >= 0 && r.kind(id) == "identifier" && r.field(id) == "name" && r.t.Text(id) == name {
			l, _ := r.localDeclaration(id)
			return l, true
		}
	}
	return Local{}, false
}

// discardParameter says whether local l, found for a _ at tok other than
// its own declaration, is one of several _ parameters of a lambda: those
// are discards, which declare no name (C# 9: (_, _) => _ = F()).
func (r *resolver) discardParameter(l Local, tok int32) bool {
	if l.Name != "_" || l.Kind != "parameter" || l.Node < 0 || l.Node == tok {
		return false
	}
	list := r.parent(r.parent(l.Node))
	if !isLambda(r.kind(r.parent(list))) {
		return false
	}
	n := 0
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "parameter" && r.t.Text(r.t.Child(c, "name")) == "_" {
			n++
		}
	}
	return n > 1
}

// otherPartParameter finds a parameter of the primary constructor another
// part of the partial type declared at decl writes: its parameters are in
// scope in every part (v2rayN's CoreConfigSingboxService).
func (r *resolver) otherPartParameter(decl int32, name string) (Local, bool) {
	t, part, ok := r.enclosingDecl(decl)
	if !ok || t == index.NoSymbol || len(r.b.s.Sym(t).Decls) < 2 {
		return Local{}, false
	}
	for _, m := range r.b.s.Sym(t).Members {
		ms := r.b.s.Sym(m)
		if ms.Kind != syntax.KindConstructor || len(ms.Decls) == 0 {
			continue
		}
		ref := ms.Decls[0]
		d := r.b.s.Decl(ref)
		if !d.Synthesized || ref.File == part.File && d.Parent == part.Decl {
			continue // not a primary constructor, or this part's (parameterOf's)
		}
		for _, p := range d.Params {
			if p.Name == name {
				return Local{Name: name, Kind: "parameter", Node: -1, Type: p.Type, InOtherPart: true, Ctor: m}, true
			}
		}
	}
	return Local{}, false
}

// declaredIn searches one statement or construct for the declaration of a
// local named name: variables, pattern and out variables, foreach and catch
// variables, lambda and local function parameters, local functions. It
// does not enter nested blocks, lambdas or local functions, whose locals are
// not in scope outside them, unless tok is inside them (then the walk up
// reaches them itself).
func (r *resolver) declaredIn(n int32, name string, tok int32) (Local, bool) {
	t := r.t
	var found Local
	ok := false
	var visit func(x int32, top bool)
	visit = func(x int32, top bool) {
		if ok {
			return
		}
		k := r.kind(x)
		// (The suffix tests first: this walk meets every node of a body, and
		// map lookups cost.)
		if strings.HasSuffix(k, "_declaration") && (memberDecls[k] || k == "field_declaration" || k == "event_field_declaration" || k == "namespace_declaration") {
			return // members are not locals
		}
		if !top {
			switch k {
			case "block", "lambda_expression", "anonymous_method_expression", "parenthesized_lambda_expression":
				return
			case "local_function_statement":
				if id := t.Child(x, "name"); id >= 0 && t.Text(id) == name {
					found, ok = Local{Name: name, Kind: "localFunction", Node: id}, true
				}
				return
			}
			if strings.HasSuffix(k, "_statement") && ownScope[k] {
				return // a statement embedded in another (if (a) foreach (var x ...)): its variables are its own
			}
		}
		if k == "identifier" && t.Text(x) == name {
			if l, isDecl := r.localDeclaration(x); isDecl && l.Kind != "localFunction" && l.Kind != "typeParameter" && l.Kind != "label" && l.Kind != "anonymousProperty" {
				found, ok = l, true
				return
			}
		}
		if k == "implicit_parameter" && t.Text(x) == name {
			found, ok = Local{Name: name, Kind: "parameter", Node: x}, true
			return
		}
		if k == "local_function_statement" && top {
			// Its parameters first: int f(int f) => f reads the parameter.
			if l, isParam := r.parameterOf(x, name); isParam && inside(t, tok, x) {
				found, ok = l, true
				return
			}
			if id := t.Child(x, "name"); id >= 0 && t.Text(id) == name {
				found, ok = Local{Name: name, Kind: "localFunction", Node: id}, true
			}
			return
		}
		for c := t.FirstChild(x); c >= 0; c = t.Nodes[c].Next {
			visit(c, false)
		}
	}
	visit(n, true)
	return found, ok
}

// ownScope are the statements whose variables (a foreach's, a for's,
// a using's, the pattern variables of a while's condition) are in scope in
// the statement only, not in the block around it.
var ownScope = map[string]bool{"for_statement": true, "foreach_statement": true, "using_statement": true,
	"fixed_statement": true, "while_statement": true, "do_statement": true, "lock_statement": true}

// inside says whether node a lies within node b.
func inside(t *syntax.Tree, a, b int32) bool {
	return t.Nodes[b].Start <= t.Nodes[a].Start && t.Nodes[a].End <= t.Nodes[b].End
}

// rangeVariable finds a LINQ range variable declared by a query's clauses
// and in scope at tok: a continuation (select ... into c, group ... into
// g) starts a new query, after which only its variable and those declared
// after it are (linq2db's select new { c, ID } into c).
func (r *resolver) rangeVariable(q int32, name string, tok int32) (Local, bool) {
	var found Local
	ok := false
	var visit func(first int32)
	visit = func(first int32) {
		for c := first; c >= 0 && !ok; c = r.t.Nodes[c].Next {
			if r.kind(c) == "identifier" && r.t.Text(c) == name {
				if l, isDecl := r.localDeclaration(c); isDecl && l.Kind == "rangeVariable" {
					found, ok = l, true
					return
				}
			}
			switch r.kind(c) {
			case "from_clause", "let_clause", "join_clause", "query_body", "query_continuation", "group_clause", "join_into_clause":
				visit(r.t.FirstChild(c))
			}
		}
	}
	from := r.t.FirstChild(q)
	for c := from; c >= 0 && r.t.Nodes[c].Start < r.t.Nodes[tok].Start; c = r.t.Nodes[c].Next {
		if r.kind(c) == "into" {
			from = c
		}
	}
	visit(from)
	return found, ok
}

// label finds the label a goto names: a labeled statement of that name in
// a block around it (a label's scope is its block, nested blocks included),
// searching out from the goto; -1 when there is none.
func (r *resolver) label(tok int32, name string) int32 {
	for b := r.parent(tok); b >= 0 && !isLambda(r.kind(b)) && r.kind(b) != "local_function_statement"; b = r.parent(b) {
		if r.kind(b) != "block" && r.kind(b) != "switch_section" {
			continue
		}
		for c := r.t.FirstChild(b); c >= 0; c = r.t.Nodes[c].Next {
			// A labeled statement labels a statement, which may be labeled too
			// (the grammar names neither part).
			for s := c; r.kind(s) == "labeled_statement"; s = r.firstNamedOfKind(s, "labeled_statement") {
				if id := r.firstNamedOfKind(s, "identifier"); id >= 0 && r.t.Text(id) == name {
					return id
				}
			}
		}
	}
	return -1
}

// backingField answers `field` in a property's accessor, where C# 14 makes
// it a keyword for the backing field the compiler declares (the property's
// Implicit <P>k__BackingField; the property itself where none was
// declared). Earlier code with a member or local named field has found it
// before this.
func (r *resolver) backingField(tok int32, name string) (index.SymbolID, bool) {
	if name != "field" {
		return index.NoSymbol, false
	}
	for n := r.parent(tok); n >= 0; n = r.parent(n) {
		// An accessor, or the arrow of a property's get alone (=> field ??= x).
		if r.kind(n) == "accessor_declaration" || r.kind(n) == "arrow_expression_clause" && r.kind(r.parent(n)) == "property_declaration" {
			id, _, ok := r.enclosingDecl(tok)
			if !ok || r.b.s.Sym(id).Kind != syntax.KindProperty {
				return index.NoSymbol, false
			}
			backing := syntax.BackingFieldName(r.b.s.Sym(id).Name)
			for _, m := range r.b.s.Sym(r.b.s.Sym(id).Container).Members {
				if r.b.s.Sym(m).Name == backing {
					return m, true
				}
			}
			return id, true
		}
	}
	return index.NoSymbol, false
}

// subpatternOwner is the type whose member the first name of an extended
// property pattern reads: A in { A.B: pattern } (C# 10). A plain { A: p }
// is resolved where it stands.
func (r *resolver) subpatternOwner(tok int32) (exprType, bool) {
	n := tok
	for r.kind(r.parent(n)) == "member_access_expression" && r.field(n) == "expression" {
		n = r.parent(n)
	}
	if p := r.parent(n); n != tok && r.kind(p) == "subpattern" && r.firstNamed(p) == n {
		return r.patternType(r.parent(r.parent(p))), true
	}
	return unknownType, false
}
