package bind

import (
	"iter"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// Member lookup and overload resolution: which member a name after a dot
// (or a simple name inside a type) denotes, and which overload a call's
// arguments select.

// members finds the members of a type named name, looking up the base
// types as C# does: the nearest type that declares the name hides those
// above it, except that methods gather overloads from every level (an
// override counts once, at the most derived level).
func (r *resolver) members(t index.SymbolID, name string) []index.SymbolID {
	return r.lookupMembers(t, name, nil)
}

// membersSeenFrom is members as code in scope sc finds them: C# drops the
// members it cannot access there before any hides another (FluentFTP's
// stream.Dispose() from outside FtpSocketStream, whose protected new
// Dispose() hides nothing there, is Stream.Dispose()). Where none is
// accessible, those the compiler would report as inaccessible, and
// accessible false.
func (r *resolver) membersSeenFrom(t index.SymbolID, name string, sc *scope) (found []index.SymbolID, accessible bool) {
	return r.membersSeenBy(t, name, sc, false)
}

// membersSeenBy is membersSeenFrom, for a call with invoked: C# drops the
// members that cannot be invoked, nested types, before hiding (a nested
// class Input hides no base's method Input<T>: LogicBlocks'
// heater.Input(new Heater.Input.TurnOn())).
func (r *resolver) membersSeenBy(t index.SymbolID, name string, sc *scope, invoked bool) (found []index.SymbolID, accessible bool) {
	nested := func(m index.SymbolID) bool { return invoked && r.b.s.Sym(m).Kind.IsType() }
	if sc != nil {
		if found := r.lookupMembers(t, name, func(m index.SymbolID) bool { return nested(m) || r.unreachable(m, sc) }); len(found) > 0 {
			return found, true
		}
	}
	found = r.lookupMembers(t, name, nested)
	return found, sc == nil || len(found) == 0
}

// lookupMembers is members, skipping those skip names.
func (r *resolver) lookupMembers(t index.SymbolID, name string, skip func(index.SymbolID) bool) []index.SymbolID {
	out, _ := r.lookupMembersHiding(t, name, skip)
	return out
}

// lookupMembersHiding is lookupMembers, with the methods of base types
// that methods of more derived ones hide by signature (new). C# drops
// those only where a more derived one is applicable: a derived
// Clone(Col, bool, long) hides the base's Clone(Col, bool = false, long =
// 0) but for a call that only the base's defaults can take (ML.NET's
// stringColumn.Clone(mapIndices), see hiddenApplicable).
func (r *resolver) lookupMembersHiding(t index.SymbolID, name string, skip func(index.SymbolID) bool) (out, hidden []index.SymbolID) {
	overridden := map[index.SymbolID]bool{}
	seen := map[index.SymbolID]bool{}
	hiding := map[string]bool{} // the signatures of the methods found on more derived types
	// Each type with its type arguments as t sees them: a method of a base
	// Base<string> taking a U takes a string.
	type level struct {
		t   index.SymbolID
		sub *substitution
	}
	queue := []level{{t, nil}}
	subs := map[index.SymbolID]*substitution{}
	keyed := 0 // out[:keyed] have their signatures in hiding
	for len(queue) > 0 && len(seen) < 4*maxChain {
		lv := queue[0]
		cur := lv.t
		queue = queue[1:]
		if seen[cur] {
			continue
		}
		seen[cur] = true
		methodsOnly, found := len(out) > 0, len(out)
		for _, m := range r.b.s.Sym(cur).Members {
			ms := r.b.s.Sym(m)
			// An explicit interface implementation is reached only through the
			// interface; name lookup never finds constructors or finalizers
			// (Object in Object.ReferenceEquals is the type, not its constructor).
			if ms.Name != name || overridden[m] || ms.Kind == syntax.KindConstructor || ms.Kind == syntax.KindDestructor ||
				r.b.s.Primary(m).ExplicitInterface != "" || skip != nil && skip(m) {
				continue
			}
			if methodsOnly && !hidesBySignature(ms.Kind) {
				continue
			}
			if methodsOnly {
				// The signatures of the methods of the more derived levels,
				// worked out only when a level below has one of the name.
				for ; keyed < found; keyed++ {
					hiding[r.hidingSignature(out[keyed], subs[out[keyed]])] = true
				}
				if hiding[r.hidingSignature(m, lv.sub)] {
					hidden = append(hidden, m) // a method of a derived type with the same signature hides it
					continue
				}
			}
			out = append(out, m)
			subs[m] = lv.sub
			if o := r.b.Overridden(m); o != index.NoSymbol {
				overridden[o] = true
			}
		}
		if len(out) > 0 && !hidesBySignature(r.b.s.Sym(out[0]).Kind) {
			return out, hidden
		}
		// A class's or struct's members are its own and its base classes';
		// the interfaces it implements add none. An interface's are its own
		// and its base interfaces'.
		onlyClasses := r.b.s.Sym(t).Kind != syntax.KindInterface
		for _, e := range r.b.baseEntries(cur, lv.sub) {
			if e.Symbol != index.NoSymbol && !(onlyClasses && e.Interface) {
				queue = append(queue, level{e.Symbol, r.b.substitutionOf(e.bind)})
			}
		}
	}
	if r.b.s.Sym(t).Kind == syntax.KindInterface && (len(out) == 0 || r.b.s.Sym(out[0]).Kind.IsMethodLike()) {
		// A value of an interface type is an object: x.GetType(), x.ToString(),
		// also where the interface has a ToString(IFormatProvider) of its own.
		if obj := r.b.systemType(r.b.s.Sym(t).Project, "Object", 0); obj != index.NoSymbol {
			for _, m := range out {
				hiding[r.signatureOf(m)] = true
			}
			for _, m := range r.lookupMembers(obj, name, skip) {
				if len(out) == 0 || r.b.s.Sym(m).Kind.IsMethodLike() && !hiding[r.signatureOf(m)] {
					out = append(out, m)
				}
			}
		}
	}
	return out, hidden
}

// hiddenApplicable are the methods of on's base types that on's own hide by
// signature and that the call at nameNode may take where none of found
// can: Roslyn drops a hidden method only for an applicable
// one of a more derived type.
func (r *resolver) hiddenApplicable(found []index.SymbolID, on exprType, name string, nameNode int32) []index.SymbolID {
	// The hidden ones first, once per type and name: seldom any, and the
	// arguments are weighed only then.
	key := hiddenKey{on.sym, name}
	cached, ok := r.b.hiddenBy.Load(key)
	if !ok {
		_, hidden := r.lookupMembersHiding(on.sym, name, nil)
		cached, _ = r.b.hiddenBy.LoadOrStore(key, hidden)
	}
	hidden := cached.([]index.SymbolID)
	sc := r.scopeAt(nameNode)
	if len(hidden) == 0 || sc == nil || r.typesAllow(found, nameNode, nil, on) {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(hidden), func(m index.SymbolID) bool {
		return r.unreachable(m, sc) || !r.typesAllow([]index.SymbolID{m}, nameNode, nil, on)
	})
}

// hiddenKey keys Binder.hiddenBy: a type and a member name.
type hiddenKey struct {
	t    index.SymbolID
	name string
}

// hidesBySignature says whether members of a kind hide by signature, as
// methods and indexers do, not by name: a derived class's this[K1, K2]
// leaves its base Dictionary's this[K] (CalcBinding's two-key dictionary).
func hidesBySignature(k syntax.Kind) bool { return k.IsMethodLike() || k == syntax.KindIndexer }

// membersOf is members for a type that may not be known.
func (r *resolver) membersOf(t index.SymbolID, name string) []index.SymbolID {
	if t == index.NoSymbol {
		return nil
	}
	return r.members(t, name)
}

// memberOf resolves the name of a member access on a receiver's type.
func (r *resolver) memberOf(recv exprType, nameNode int32) Resolution {
	if nameNode < 0 {
		return Resolution{}
	}
	tok := r.nameToken(nameNode)
	name := r.t.Text(tok)
	if _, _, ok := r.tupleElements(recv); ok {
		return r.tupleMember(recv, nameNode, name)
	}
	if isDynamic(recv) {
		return Resolution{Reason: "a member of a dynamic value is bound at run time"}
	}
	if u := r.underlying(recv); u.sym == index.NoSymbol && u.tr != nil && u.sym != recv.sym && len(r.members(recv.sym, name)) == 0 {
		// T? of a type not read, taken for a Nullable<T> where annotations
		// are off, whose member Nullable has not: T is a class, the member
		// its (Stryker's file.SyntaxTree.FilePath).
		recv = u
	}
	if recv.maybeNullable && nullableOwn(name, r.arity(nameNode), r.invokedName(nameNode)) {
		// S? of a type not read, taken for S where annotations are on: the
		// members only Nullable<S> has say S is a struct (StardewUI's
		// Vector2? position, position.HasValue).
		recv = r.asNullable(recv)
	}
	switch {
	case recv.anon > 0:
		if decl, ok := r.anonymousMember(recv.anon, name); ok {
			return Resolution{Kind: TargetLocal, Local: r.anonymousProperty(decl)}
		}
		// Otherwise what every type has: object's members.
		if sc := r.scopeAt(nameNode); sc != nil {
			if obj := r.b.systemType(sc.project, "Object", 0); obj != index.NoSymbol {
				return r.memberOf(exprType{sym: obj}, nameNode)
			}
		}
		return Resolution{Reason: "an anonymous type has no member " + name}
	case recv.isNS:
		sc := r.scopeAt(nameNode)
		if sc == nil {
			return Resolution{}
		}
		switch tg := r.b.namespaceMember(sc, target{kind: namespaceTarget, namespace: recv.ns}, name, r.arity(nameNode)); tg.kind {
		case typeTarget:
			return Resolution{Kind: TargetSymbol, Symbol: tg.symbol}
		case namespaceTarget:
			return Resolution{Kind: TargetNamespace, Namespace: tg.namespace}
		}
		return Resolution{Kind: TargetExternal, External: recv.ns + "." + name, Reason: "declared neither in the workspace nor in an assembly read"}
	case recv.sym != index.NoSymbol:
		recv = r.callersCopy(recv, nameNode)
		invoked := r.invokedName(nameNode)
		found, accessible := r.membersSeenBy(recv.sym, name, r.scopeAt(nameNode), invoked)
		if invoked && len(found) > 0 {
			if hidden := r.hiddenApplicable(found, recv, name, nameNode); len(hidden) > 0 {
				found = hidden
			}
		}
		if !accessible && invoked {
			// A method the code cannot access leaves the call to an
			// extension method (Neo's tests' NativeContract.GAS.CreateStorageKey(...),
			// private protected, is TestUtils.CreateStorageKey(this NativeContract, ...)).
			if ext := r.extensionMethods(recv, name, nameNode); len(ext) > 0 && r.anyApplicable(ext, nameNode, true) {
				return r.pickExtension(ext, nameNode, recv)
			}
			if r.unreadBaseClass(recv.sym) {
				// Nor a base not read: its public method is called (Pomelo's
				// Mapper.FindMapping(storeType), the class overriding only a
				// protected FindMapping(in RelationalTypeMappingInfo)).
				return unreadBaseOverload(name, found)
			}
		}
		if !recv.static {
			if instance, methods := methodsOf(r.b.s, found, false); methods {
				found = instance
			}
		} else if invoked && r.standIns(found) && r.integralOverloadTakes(recv, name, nameNode) {
			return Resolution{Kind: TargetExternal, External: r.b.s.Sym(recv.sym).FullName + "." + name,
				Reason: "a method of a newer framework than the assembly read: .NET 9's overload taking an integer"}
		} else if statics, methods := methodsOf(r.b.s, found, true); methods && invoked && (len(statics) > 0 || r.allExternal(found)) {
			// Called through a type's name, only its static methods (nameof
			// names any): .NET 6's static RandomNumberGenerator.GetBytes(int)
			// is none of Mono's instance ones.
			if len(statics) == 0 {
				return r.newerOverload(found)
			}
			found = statics
		}
		members := found
		if invoked {
			found = r.invocable(found, recv)
		}
		if len(found) == 0 {
			// A type is no member of an invocation: an extension method of
			// the name comes first (language-ext's either.Right(f) of an
			// Either<L, R> that nests a type Right).
			nested := r.b.nested(recv.sym, name, r.arity(nameNode))
			if nested != index.NoSymbol && !invoked {
				return Resolution{Kind: TargetSymbol, Symbol: nested}
			}
			ext := r.extensionMethods(recv, name, nameNode)
			// Not called nor converted to a delegate: a property or field the
			// base not read declares, not a method group (LibreAutomate's var v =
			// t.Text of a WPF TextBox is no Text(this HttpResponseMessage)).
			baseProperty := !invoked && r.unreadBaseClass(recv.sym) && !r.delegateTarget(r.calleeExpr(nameNode))
			if baseProperty {
				ext = nil
			}
			if r.standIns([]index.SymbolID{recv.sym}) && r.newerMayTake(recv, name, nameNode) && !r.workspaceArgument(nameNode) {
				// A method .NET added that Mono's stand-in lacks (Task.WaitAsync):
				// the code's extension methods of that name on .NET's types are
				// polyfills for older targets.
				if ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool { return !r.onWorkspaceType(m) }); len(ext) == 0 {
					return Resolution{Kind: TargetExternal, External: r.b.s.Sym(recv.sym).FullName + "." + name,
						Reason: "a method of a newer framework than the assembly read"}
				}
			}
			// Those a base not read may take, when none that takes the value
			// surely takes the arguments (MahApps' this.BeginInvoke(() => ...)
			// is BeginInvoke(this DispatcherObject, Action), not BeginInvoke<T>(this T, Action<T>)).
			typesFit := len(ext) > 0 && r.typesAllow(ext, nameNode, &recv, unknownType)
			if !baseProperty && (len(ext) == 0 || !r.anyApplicable(ext, nameNode, true) || !typesFit) {
				if unread := r.unreadReceiverExtensions(recv, name, nameNode); len(unread) > 0 {
					return r.pickExtension(unread, nameNode, recv)
				}
			}
			if len(ext) > 0 && !typesFit && r.importsUnread(nameNode) && !slices.ContainsFunc(ext, func(m index.SymbolID) bool { return len(r.b.callDecl(m).Constraints) > 0 }) {
				// ctx.LogDebug("{0}", x) where the code's one LogDebug takes an
				// IDocument first: Microsoft.Extensions.Logging's, not read
				// (Statiq); a Type[]'s ShouldContain(typeof(X)) where the
				// code's take a string or a Func<T, bool>: Shouldly's (Lamar).
				// Not said of generic methods with constraints, which may name
				// what the assemblies read lack (INumber<T>).
				return Resolution{Kind: TargetExternal, External: name, Candidates: ext,
					Reason: "no extension method read takes these arguments: one of a namespace not read does"}
			}
			if len(ext) > 0 {
				return r.pickExtension(ext, nameNode, recv)
			}
			if res, ok := r.extensionBlockMember(recv, name, nameNode); ok {
				return res
			}
			if m := r.ofUnreadType(members, recv); m != index.NoSymbol {
				return Resolution{Kind: TargetSymbol, Symbol: m} // Log.GetLog(...) through a field of a package's delegate type
			}
			if nested != index.NoSymbol {
				return Resolution{Kind: TargetSymbol, Symbol: nested}
			}
			if r.generatorMayDerive(recv.sym) {
				// Pinta's [GObject.Subclass<Gtk.Dialog>] partial class
				// NewImageDialog, whose this.AddCancelOkButtons() is the code's
				// extension on Gtk.Dialog.
				if res, ok := r.workspaceExtension(name, nameNode, unknownType, true, "a source generator not run may give this partial type a base of an assembly not read"); ok {
					return res
				}
			}
			if res, ok := r.objectNonVirtual(name, nameNode); ok {
				return res // this.GetType() in a class whose base is not read
			}
			return Resolution{Kind: TargetExternal, External: r.b.s.Sym(recv.sym).FullName + "." + name,
				Reason: "not found in the type or its bases (a base may come from an assembly not read)"}
		}
		if invoked && !recv.static && r.standIns(found) && r.handlerOverloadTakes(recv, name, nameNode) {
			return Resolution{Kind: TargetExternal, External: r.b.s.Sym(recv.sym).FullName + "." + name,
				Reason: "a method of a newer framework than the assembly read: .NET's overload taking an interpolated string handler"}
		}
		if !recv.static && (!r.anyApplicable(found, nameNode, false) ||
			r.b.s.Sym(found[0]).Kind.IsMethodLike() && !r.typesAllow(r.ofWrittenArity(found, nameNode), nameNode, nil, recv) ||
			r.extensionForUnreadParameter(found, nameNode, recv)) {
			// No instance method takes the arguments: C# then looks at the
			// extension methods. Where the methods are those of Mono's
			// assemblies standing in for .NET's, and .NET has an overload
			// that may take the arguments (string.Contains(char)), only at
			// the code's own extension methods on its own types: .NET has
			// none on a type of the code (Add(this List<Func<Context,
			// Item>>, params string[])), nor one taking a value of a type
			// of the code (Neo's BinaryWriter.Write(this BinaryWriter,
			// ISerializable)).
			ext := r.extensionMethods(recv, name, nameNode)
			if r.standIns(found) && r.newerMayTake(recv, name, nameNode) && !r.workspaceArgument(nameNode) && !r.lambdaNoneTakes(found, nameNode, recv) {
				ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool { return !r.onWorkspaceType(m) })
			}
			if len(ext) > 0 && r.typesAllow(ext, nameNode, &recv, unknownType) {
				return r.pickExtension(ext, nameNode, recv)
			}
			// No extension method read takes the arguments either (C# 14's
			// MemoryExtensions.ToUpper(this ReadOnlySpan<char>, Span<char>,
			// CultureInfo) for MudBlazor.Extensions' s.ToUpper(true) of
			// Nextended's, not read).
			if args, _ := r.callArguments(nameNode); r.importsUnread(nameNode) &&
				((!r.b.s.External(found[0]) || !r.newerMayTake(recv, name, nameNode)) && (!r.anyApplicable(found, nameNode, false) || r.allOfReadTypes(args)) ||
					r.unreadArgumentRulesOut(found, args) || r.delegateArgumentRulesOut(found, args)) {
				// NSubstitute's tracker.Received(1) on an interface that
				// declares Received(Envelope); DynamicData's Remove(this
				// IList<T>, IEnumerable<T>) on an ObservableCollection, whose
				// Remove(T) takes no List<T> (SteamTools); System.Reactive's
				// Subscribe(onNext, onError, onCompleted) on a class that
				// declares Subscribe(IObserver<T>) (Akavache); Reflectify's
				// type.GetProperties(MemberKind) (FluentAssertions), no
				// Type.GetProperties(BindingFlags).
				return Resolution{Kind: TargetExternal, External: name, Candidates: found,
					Reason: "no method of this name the type declares takes these arguments: an extension method of a namespace not read does"}
			}
		}
		if invoked && r.baseMayTake(recv.sym, found, nameNode) {
			// Jellyfin's context.SaveChangesAsync(token) on a DbContext that
			// overrides only SaveChangesAsync(bool, CancellationToken).
			return unreadBaseOverload(name, found)
		}
		return r.pickOn(found, nameNode, recv)
	case recv.elemOf != nil || recv.task != nil:
		if ext := r.extensionMethods(recv, name, nameNode); recv.elemOf != nil && len(ext) > 0 {
			return r.pickExtension(ext, nameNode, recv) // a sequence: LINQ's methods
		}
		return Resolution{Kind: TargetExternal, External: r.display(recv) + "." + name,
			Reason: "a member of a type declared neither in the workspace nor in an assembly read"}
	case recv.tr != nil:
		// A type parameter has the members of its constraints (and object's).
		// A constraint that declares the name itself comes before one
		// that has it as object's (T : IComparable, IEquatable<T>:
		// a.Equals(b) is IEquatable<T>.Equals(T)).
		cts := r.constraintTypes(recv)
		var inapplicable *Resolution // a constraint's methods of the name, none of which takes the arguments
		for _, objects := range []bool{false, true} {
			var picks []Resolution
			var ons []exprType
			for _, ct := range cts {
				found := r.members(ct.sym, name)
				if len(found) == 0 || !objects && !slices.ContainsFunc(found, func(m index.SymbolID) bool { return !r.b.isObject(r.b.s.Sym(m).Container) }) {
					continue
				}
				if r.b.s.Sym(ct.sym).Kind == syntax.KindInterface {
					found = r.withBaseMembers(found, cts[len(cts)-1].sym, name)
				}
				if !r.anyApplicable(found, nameNode, false) {
					if inapplicable == nil {
						pick := r.pickOn(found, nameNode, ct)
						inapplicable = &pick
					}
					continue
				}
				picks, ons = append(picks, r.pickOn(found, nameNode, ct)), append(ons, ct) // T : IEquatable<T>: Equals(T)
			}
			if len(picks) > 0 {
				return picks[r.exactPick(picks, ons, nameNode)]
			}
		}
		if inapplicable != nil {
			// value.Format() of a T : IBinaryFormattable<T>, whose Format
			// takes a span: C# looks at the extension methods (dotNext's
			// extension<T>(T value) block's Format(allocator = null)).
			if ext := r.extensionMethods(recv, name, nameNode); len(ext) > 0 && r.anyApplicable(ext, nameNode, true) && r.typesAllow(ext, nameNode, &recv, unknownType) {
				return r.pickExtension(ext, nameNode, recv)
			}
			return *inapplicable
		}
		if uc, ok := r.unreadConstraint(recv); ok {
			// T : Gtk.Widget, not read: Widget's members, and the extension
			// methods on it (Eto's Control.GetWindow() of a TControl).
			return r.memberOf(uc, nameNode)
		}
		if found, base := r.packageBaseMembers(recv, name, nameNode); len(found) > 0 {
			return r.pickOn(found, nameNode, base)
		}
		if ri, ok := r.asReadInterface(recv); ok && interfaceOnly[unreadKey(recv)] {
			// Not a call they cannot take: services.Add(descriptors) is the
			// package's Add(this IServiceCollection, IEnumerable<ServiceDescriptor>).
			if found := r.members(ri.sym, name); len(found) > 0 && r.anyApplicable(found, nameNode, false) && r.typesAllow(found, nameNode, nil, ri) {
				return r.pickOn(found, nameNode, ri)
			}
		}
		// A method group only where it is called or converted to a delegate:
		// Roslyn's fieldSymbol.HasConstantValue in an if is the property.
		// Asked only where an extension method of the name is in scope: the
		// target type may need the call around resolved again.
		methodGroup := func() bool {
			return r.invokedName(nameNode) || r.valuePosition(r.calleeExpr(nameNode)) && r.groupMayGo(r.calleeExpr(nameNode))
		}
		if ext := r.unreadMayOwn(r.extensionMethods(recv, name, nameNode), nameNode); len(ext) > 0 && methodGroup() && !r.listMember(recv, name, nameNode) &&
			r.anyApplicable(ext, nameNode, true) && r.typesAllow(ext, nameNode, &recv, unknownType) {
			return r.pickExtension(ext, nameNode, recv)
		}
		// C# 14 extension blocks on a type not read: its properties and
		// static members (MagicOnion's factory.Logs on a
		// WebApplicationFactory<Program>, Bitwarden's Assert.SuccessResponseAsync).
		if res, ok := r.extensionBlockMember(recv, name, nameNode); ok {
			return res
		}
		if rx := r.receiverExpr(r.calleeExpr(nameNode)); r.kind(rx) == "identifier" && !startsUpper(r.t.Text(rx)) {
			// A name written as values are, taken for a type not read: a
			// value of a base not read (Parabolic's _configurationService).
			if res, ok := r.workspaceExtensionProperty(name, nameNode, true); ok {
				return res
			}
		}
		// Not on a name nothing declares where no base not read may declare
		// it: a type's name, whose members are its static ones (NUnit's
		// Is.EqualTo("") is no EqualTo(this ReadOnlySpan<char>, string)).
		if rx := r.receiverExpr(r.calleeExpr(nameNode)); !r.isTypeParameter(recv) && !recv.array && !(r.kind(rx) == "identifier" && recv.static && !r.unreadBase(rx)) {
			if res, ok := r.workspaceExtension(name, nameNode, recv, true, "the type before the dot is declared neither in the workspace nor in an assembly read"); ok {
				return res
			}
		}
		if res, ok := r.unreadSequenceOperator(recv, name, nameNode); ok {
			return res
		}
		if !r.queryLike(recv) {
			if res, ok := r.pairedSequenceOperator(name, nameNode); ok {
				return res
			}
			if res, ok := r.pluralSequenceOperator(r.receiverExpr(r.calleeExpr(nameNode)), name, nameNode); ok {
				return res
			}
		}
		// A type parameter has object's members (item.ToString() on a T
		// whose declaration the scope does not hold; named as C# names them).
		if sc := r.scopeAt(nameNode); sc != nil && looksLikeTypeParameter(recv.tr) {
			if obj := r.b.systemType(sc.project, "Object", 0); obj != index.NoSymbol {
				if found := r.members(obj, name); len(found) > 0 {
					return r.pick(found, nameNode)
				}
			}
		}
		if r.isTypeParameter(recv) && !r.openHere(recv, nameNode) {
			break // a method's type argument not inferred (Select(x => x.Unread)'s TResult): a type not known
		}
		if res, ok := r.objectNonVirtual(name, nameNode); ok {
			return res
		}
		if res, ok := r.baseArgumentGuess(r.receiverExpr(r.calleeExpr(nameNode)), nameNode); ok {
			return res
		}
		return Resolution{Kind: TargetExternal, External: r.display(recv) + "." + name,
			Reason: "a member of a type declared neither in the workspace nor in an assembly read"}
	}
	// A value an assembly not read gives is none of the workspace's types
	// either (UniTask's channel.Reader.ReadAllAsync().ToArrayAsync() is no
	// ToArrayAsync(this IUniTaskAsyncEnumerable<T>)).
	rx := r.receiverExpr(r.calleeExpr(nameNode))
	outside := r.unreadValue(rx)
	if res, ok := r.workspaceExtension(name, nameNode, unknownType, outside, "the type of the expression before the dot is not known"); ok {
		return res
	}
	if res, ok := r.workspaceExtensionProperty(name, nameNode, outside); ok {
		return res
	}
	if res, ok := r.awaitedConfigureAwait(name, nameNode); ok {
		return res
	}
	if res, ok := r.objectNonVirtual(name, nameNode); ok {
		return res
	}
	if res, ok := r.typeArgumentGuess(rx, nameNode); ok {
		return res
	}
	if res, ok := r.pluralSequenceOperator(rx, name, nameNode); ok {
		return res
	}
	if res, ok := r.pairedSequenceOperator(name, nameNode); ok {
		return res
	}
	// A name no workspace type declares most likely belongs to an
	// assembly's type; otherwise say which workspace members it may be:
	// for a value an assembly not read gives, only extension methods on a
	// type not the workspace's (AssetStudio's baseType.Resolve() of a
	// Cecil value is no TypeResolver.Resolve).
	var candidates []index.SymbolID
	invoked := r.invokedName(nameNode)
	ofUnreadType := func(m index.SymbolID) bool {
		this, _ := r.extensionReceiver(m)
		return invoked && isExtension(r.b.callParams(m)) && (this.sym == index.NoSymbol || r.b.s.External(this.sym))
	}
	// A value (what a call gives) reaches no type and no static method but
	// an extension method (Superpower's benchmarks' Sprache
	// Parse.String(op).Token().Return(x) is no Superpower.Parse.Return).
	value := outside || r.kind(rx) == "invocation_expression"
	reachable := func(m index.SymbolID) bool {
		ms := r.b.s.Sym(m)
		return !ms.Kind.IsType() && ms.Kind != syntax.KindConstructor && (ms.Modifiers&syntax.ModStatic == 0 || isExtension(r.b.callParams(m)))
	}
	var inScope []index.SymbolID // the extension methods the call may reach: not those of namespaces neither imported nor around
	if invoked {
		inScope = r.extensionMethodsInScope(name, nameNode)
	}
	for _, m := range r.reachableMembers(name, nameNode) {
		if invoked && r.notInvocable(m, r.b.s.Sym(m).Container) {
			continue // called, no bool property (EF Core's b.Property<string>("X").IsRequired(): vc-platform)
		}
		if invoked && r.b.s.Sym(m).Kind == syntax.KindMethod && isExtension(r.b.callParams(m)) && !slices.Contains(inScope, m) {
			continue // DotVVM's x.ScrollTo() where the namespace of the one ScrollTo extension is not imported
		}
		if invoked && r.b.s.Sym(m).Kind.IsMethodLike() && !r.anyApplicable([]index.SymbolID{m}, nameNode, isExtension(r.b.callParams(m))) {
			continue // nor a method the arguments cannot go to (Intersect's IsRequired(ParserContext) for EF's IsRequired())
		}
		if !r.b.s.External(m) && (!outside || ofUnreadType(m)) && (!value || reachable(m)) {
			candidates = append(candidates, m)
		}
	}
	if len(candidates) == 0 && r.anonymousDeclares(name) {
		// EntityFramework.Exceptions' arg.constraint of a
		// SelectMany(..., (x, c) => new { constraint, ... }) of EF's values.
		return Resolution{Reason: "the type of the expression before the dot is not known; an anonymous type of the code has a member of this name"}
	}
	if len(candidates) == 0 {
		why := "the type of the expression before the dot is not known, and no workspace type has a member of this name"
		if outside {
			why = "the expression before the dot is a value of an assembly not read, whose type has none of the workspace's members"
		}
		return Resolution{Kind: TargetExternal, External: name, Reason: why}
	}
	if len(candidates) > maxCandidates {
		candidates = candidates[:maxCandidates]
	}
	return Resolution{Candidates: candidates, Reason: "the type of the expression before the dot is not known; workspace members of this name are in candidates"}
}

// awaitedConfigureAwait answers x.ConfigureAwait(b), awaited, where the
// type of x is not known (a package's FooAsync(...)): most likely a task,
// whose ConfigureAwait it is, Task<TResult>'s first where the await gives
// a value, Task's where it does not, then ValueTask's, marked uncertain
// (Cosmos' await container.CreateContainerIfNotExistsAsync(...).ConfigureAwait(false)).
func (r *resolver) awaitedConfigureAwait(name string, nameNode int32) (Resolution, bool) {
	call := r.parent(r.calleeExpr(nameNode))
	sc := r.scopeAt(nameNode)
	if name != "ConfigureAwait" || sc == nil || r.kind(call) != "invocation_expression" || r.kind(r.parent(call)) != "await_expression" ||
		len(r.argumentsIn(r.t.Child(call, "arguments"))) != 1 {
		return Resolution{}, false
	}
	arities := []int{1, 0}
	if r.kind(r.parent(r.parent(call))) == "expression_statement" && !resultTaskCalls[r.calledNameBefore(call)] {
		arities = []int{0, 1}
	}
	var found []index.SymbolID
	for _, typeName := range []string{"Task", "ValueTask"} {
		for _, arity := range arities {
			task := r.b.frameworkType(sc.project, "System.Threading.Tasks", typeName, arity)
			if task == index.NoSymbol {
				continue
			}
			for _, m := range r.members(task, name) {
				if ps := r.b.callParams(m); len(ps) == 1 && r.fullName(r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[0].Type)) == "System.Boolean" {
					found = append(found, m)
				}
			}
		}
	}
	if len(found) == 0 {
		return Resolution{}, false
	}
	return Resolution{Kind: TargetSymbol, Symbol: found[0], Candidates: found,
		Reason: "the type of the expression before the dot is not known; awaited, it is most likely a task, whose ConfigureAwait this is"}, true
}

// resultTaskCalls are asynchronous methods of packages most code calls
// whose task gives a value, awaited or not for it: EF Core's
// SaveChangesAsync, ADO.NET's ExecuteNonQueryAsync (a Task<int>).
var resultTaskCalls = map[string]bool{"SaveChangesAsync": true, "ExecuteNonQueryAsync": true, "ExecuteScalarAsync": true, "ExecuteReaderAsync": true}

// calledNameBefore is the name of the method called on the receiver of the
// call call, x.Foo(...).ConfigureAwait(false)'s Foo; "" for none.
func (r *resolver) calledNameBefore(call int32) string {
	inner := r.receiverExpr(r.t.Child(call, "function"))
	if r.kind(inner) != "invocation_expression" {
		return ""
	}
	return r.t.Text(r.nameToken(r.calledName(r.t.Child(inner, "function"))))
}

// linqOperators are the operators of System.Linq.Enumerable that types
// of packages do not declare themselves (their Contains, ToArray and
// Count properties aside).
var linqOperators = map[string]bool{"Where": true, "Select": true, "SelectMany": true, "First": true, "FirstOrDefault": true,
	"Last": true, "LastOrDefault": true, "Single": true, "SingleOrDefault": true, "Any": true, "All": true, "Sum": true,
	"Min": true, "Max": true, "Average": true, "OrderBy": true, "OrderByDescending": true, "GroupBy": true, "Skip": true,
	"Take": true, "Distinct": true, "OfType": true, "Cast": true, "ToDictionary": true, "ToHashSet": true, "ToLookup": true,
	"Aggregate": true, "SkipWhile": true, "TakeWhile": true, "ElementAt": true}

// pairOperators are the operators of System.Linq.Enumerable that take a
// second sequence, which a value given one is taken for (pairedSequenceOperator).
var pairOperators = setOf("Concat Union Intersect Except SequenceEqual Zip")

// notSequenceLike are parts of names of types likelier to have LINQ
// operators of their own kind (IQueryable's, IObservable's, a task's or a
// span's) than to be sequences.
var notSequenceLike = []string{"Queryable", "Query", "DbSet", "Observable", "Subject", "Task", "Span", "Memory", "Async"}

// unreadSequenceOperator answers a LINQ operator called on a value of a
// package's type not read (sequenceOperator): such a value is most often
// a sequence that declares no method of the name (Garnet's
// EndPointCollection.Select(...)).
func (r *resolver) unreadSequenceOperator(recv exprType, name string, nameNode int32) (Resolution, bool) {
	if recv.sym != index.NoSymbol || recv.static || recv.tr == nil || recv.tr.Kind != syntax.TypeNamed || r.isTypeParameter(recv) || r.queryLike(recv) {
		return Resolution{}, false
	}
	return r.sequenceOperator(name, nameNode, "the type before the dot, of an assembly not read, is taken for a sequence that declares no method of this name: LINQ's operator")
}

// queryLike says whether a type written but not read is generic (its
// type argument may give a lambda's parameters where the call stays the
// package's: ImmutableArray<T>'s Where is ImmutableArrayExtensions') or
// named as notSequenceLike.
func (r *resolver) queryLike(recv exprType) bool {
	if recv.tr == nil || recv.tr.Kind != syntax.TypeNamed {
		return false
	}
	return len(recv.tr.Parts[len(recv.tr.Parts)-1].Args) > 0 ||
		slices.ContainsFunc(notSequenceLike, func(part string) bool { return strings.Contains(lastName(recv.tr), part) })
}

// pluralSequenceOperator answers a LINQ operator called on a value of a
// type not known named in the plural (sequenceOperator), as sequences are:
// Avalonia's control.GetVisualDescendants().OfType<Border>(),
// dataGrid.Columns.FirstOrDefault(...) (ClassicAssist). Not where EF Core
// is imported, whose sets are queries, nor Roslyn or the immutable
// collections, whose ImmutableArray<T>'s First is ImmutableArrayExtensions'
// (Roslynator's method.Parameters.SingleOrDefault()).
func (r *resolver) pluralSequenceOperator(rx int32, name string, nameNode int32) (Resolution, bool) {
	named := rx
	if r.kind(named) == "invocation_expression" {
		named = r.t.Child(named, "function")
	}
	if !r.pluralName(named) && r.lastNameWord(named) != "children" || r.importsNamespace(nameNode, "Microsoft.EntityFrameworkCore") ||
		r.importsNamespace(nameNode, "Microsoft.CodeAnalysis") || r.importsNamespace(nameNode, "System.Collections.Immutable") ||
		slices.ContainsFunc(notSequenceLike, func(part string) bool { return strings.Contains(r.t.Text(r.nameToken(named)), part) }) {
		return Resolution{}, false
	}
	return r.sequenceOperator(name, nameNode, "the type of the expression before the dot is not known: named in the plural, it is taken for a sequence that declares no method of this name: LINQ's operator")
}

// pairedSequenceOperator answers one of pairOperators called on a value
// whose type is not known or not read, given a known sequence: the value
// is one too (BecksStardew's helper.GetOwned().Concat(this._fakePacks) of
// SMAPI's content packs).
func (r *resolver) pairedSequenceOperator(name string, nameNode int32) (Resolution, bool) {
	args, _ := r.callArguments(nameNode)
	if !pairOperators[name] || len(args) == 0 || !r.elementOf(r.typeOf(r.argumentValue(args[0]))).known() {
		return Resolution{}, false
	}
	return r.sequenceOperator(name, nameNode, "the type before the dot is not known or not read, and the argument is a sequence: LINQ's operator on two sequences")
}

// lambdaGiven says whether the call at nameNode is given a lambda alone.
func (r *resolver) lambdaGiven(nameNode int32) bool {
	args, _ := r.callArguments(nameNode)
	return len(args) == 1 && r.isLambdaArg(args[0])
}

// sequenceOperator is Enumerable's operator of a LINQ operator's name
// called on a value taken for a sequence, chosen by the arguments, with
// the candidates, where System.Linq is imported and no package namespace
// that may add operators of its own is (System.Reactive.Linq, MoreLinq).
func (r *resolver) sequenceOperator(name string, nameNode int32, why string) (Resolution, bool) {
	if !linqOperators[name] && !pairOperators[name] && !(name == "Count" && r.lambdaGiven(nameNode)) || !r.invokedName(nameNode) {
		return Resolution{}, false // (Count(x => ...) is no package's Count property: VanillaExpanded's AllFactions.Count(f => ...))
	}
	for u, unread := range r.namespaceUsings(nameNode) {
		// (Newtonsoft.Json.Linq's extension methods are no operator's namesakes.)
		if target := strings.TrimPrefix(u.Target, "global::"); (strings.Contains(target, "Linq") && target != "Newtonsoft.Json.Linq" || strings.Contains(target, "Reactive")) && unread() {
			return Resolution{}, false
		}
	}
	var ops []index.SymbolID
	for _, m := range r.extensionMethodsInScope(name, nameNode) {
		if r.fullName(exprType{sym: r.b.s.Sym(m).Container}) == "System.Linq.Enumerable" {
			ops = append(ops, m)
		}
	}
	if len(ops) == 0 || !r.typesAllow(ops, nameNode, &unknownType, unknownType) {
		return Resolution{}, false // browser.First("table tbody") of a package's browser: no Func<T, bool> (DotVVM's tests)
	}
	res := r.pickExtension(ops, nameNode, unknownType)
	if res.Kind != TargetSymbol {
		return Resolution{}, false
	}
	if len(res.Candidates) == 0 {
		res.Candidates = []index.SymbolID{res.Symbol}
	}
	res.Reason = why
	return res, true
}

// objectNonVirtual answers x.GetType() on a value whose type is not read
// or not known, or GetType() and MemberwiseClone() in a class whose base is
// not read: object's, which no type overrides (YamlDotNet's
// argument.GetType().FullName on a Roslyn symbol; VirtoCommerce's
// MemberwiseClone() in a Role : IdentityRole).
func (r *resolver) objectNonVirtual(name string, nameNode int32) (Resolution, bool) {
	if name != "GetType" && name != "MemberwiseClone" || !r.invokedName(nameNode) && r.role(nameNode) != RoleInvocation {
		return Resolution{}, false
	}
	if args, _ := r.callArguments(nameNode); len(args) > 0 {
		return Resolution{}, false
	}
	sc := r.scopeAt(nameNode)
	if sc == nil {
		return Resolution{}, false
	}
	obj := r.b.systemType(sc.project, "Object", 0)
	if obj == index.NoSymbol {
		return Resolution{}, false
	}
	found := r.members(obj, name)
	if len(found) == 0 {
		return Resolution{}, false
	}
	return r.pick(found, nameNode), true
}

// looksLikeTypeParameter says whether a written type is named as C# names
// type parameters: T, or T and a capitalized word (TSource).
func looksLikeTypeParameter(tr *syntax.TypeRef) bool {
	if tr == nil || tr.Kind != syntax.TypeNamed || len(tr.Parts) != 1 || len(tr.Parts[0].Args) > 0 {
		return false
	}
	return typeParameterLike(tr.Parts[0].Name)
}

// typeParameterLike says whether a name is named as C# names type
// parameters: T, or T and a capitalized word (TSource).
func typeParameterLike(name string) bool {
	return name == "T" || len(name) > 1 && name[0] == 'T' && 'A' <= name[1] && name[1] <= 'Z'
}

// workspaceExtension answers a member access on a value whose type is not
// known (why says so), called, when every member of that name it can reach is an
// extension method the workspace declares, in scope: the call is most
// likely to one of them (an assembly not read declares the value's type),
// when the arguments choose one, marked uncertain. A static method that is
// not an extension cannot be reached through a value; when the type is
// written but declared nowhere the index reads (outside, the workspace's
// own types are not among its bases), neither can a workspace type's
// instance member. Not so when an assembly declares a member of the name
// that may take the arguments: the one meant may be in an assembly not read
// (ParallelEnumerable.WithCancellation for IAsyncEnumerable's). recv is
// the receiver's type where it is written but not read, else unknown.
func (r *resolver) workspaceExtension(name string, nameNode int32, recv exprType, outside bool, why string) (Resolution, bool) {
	if !r.invokedName(nameNode) {
		return Resolution{}, false // a name not called is a field or property (new Renderer { FontSize = 16 })
	}
	// A method of an assembly read that cannot take the arguments, by
	// their count or a known type, is not the one meant (RepoDb's
	// connection.Delete("x", where) of a SqlConnection not read is no
	// DataRow.Delete(), nor its Average(e => e.Column, where) Enumerable's
	// Average; Weasel's conn.ExecuteReaderAsync(builder, ct) no
	// DbCommand.ExecuteReaderAsync(CommandBehavior, CancellationToken)).
	args, _ := r.callArguments(nameNode)
	mayTake := func(m index.SymbolID, extension bool) bool {
		var recv *exprType // an extension method's receiver, not known
		if extension {
			unknown := unknownType
			recv = &unknown
		}
		return r.typesAllow([]index.SymbolID{m}, nameNode, recv, unknownType)
	}
	ext := r.extensionMethodsInScope(name, nameNode)
	if len(ext) == 0 || slices.ContainsFunc(ext, func(m index.SymbolID) bool { return r.b.s.External(m) && mayTake(m, true) }) || r.packageMayExtend(name, nameNode) {
		return Resolution{}, false
	}
	// Nor one on the receiver's generic type with other type arguments: a
	// Mock<IWorker> is no Mock<ILogger<T>> (Stryker's tests); nor one
	// taking its receiver by reference (a struct, passed as it is) of
	// another type than the one written (StreamJsonRpc's GetFormatter(this
	// in SerializationContext) of MessagePack's IFormatterResolver).
	rn, ra := r.namedShape(recv)
	if ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool {
		if r.b.s.External(m) {
			return true
		}
		this, _ := r.extensionReceiver(m)
		tn, ta := r.namedShape(this)
		receiver := r.b.callParams(m)[0]
		if rn != "" && tn != "" && (rn != tn || ra != ta) && syntax.RefKind(receiver.Modifier) != "" && !r.ownTypeParameter(m, this) {
			return true
		}
		if rn != "" && tn != "" && rn != tn && !r.ownTypeParameter(m, this) && r.interfaceNeverConverts(rn, this, nameNode) {
			return true
		}
		return ra > 0 && rn == tn && ra == ta && !r.receiverFits(recv, m, receiver.Type, nameNode)
	}); len(ext) == 0 {
		return Resolution{}, false
	}
	if ext = r.unreadMayOwn(ext, nameNode); len(ext) == 0 {
		return Resolution{}, false
	}
	// Not the method the call is in: an extension method of a name that
	// calls that name on a value not known more often calls a package's
	// member than itself (Roslynator's GetSyntax(this ISymbol) calling
	// SyntaxReference.GetSyntax).
	if self, _, ok := r.enclosingDecl(nameNode); ok {
		if ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool { return m == self }); len(ext) == 0 {
			return Resolution{}, false
		}
	}
	written := r.writtenTypeArgs(r.calleeExpr(nameNode))
	if written != nil {
		// Type arguments written rule out a method of another count of type
		// parameters (StreamJsonRpc's GetFormatter(this in
		// SerializationContext) for MessagePack's resolver.GetFormatter<T>())
		// or whose constraints they break (Jint's
		// body.As<Acornima.Ast.Literal>() of a package's value is no
		// As<T>(this JsValue) where T : ObjectInstance).
		if ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool {
			return r.b.callArity(m) != len(written.args) || r.writtenArgsBreakConstraints(m, written)
		}); len(ext) == 0 {
			return Resolution{}, false
		}
	} else if ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool { return !r.inferable(m, args, true) }); len(ext) == 0 {
		// No argument gives a generic method its type arguments: not the
		// one meant (Carter's MapPut<T>(pattern, Delegate) for the
		// package's app.MapPut("/", (HttpContext ctx) => ...)).
		return Resolution{}, false
	}
	if outside {
		// A type of an assembly not read is none of the workspace's types
		// (nor derives from one): their extension methods do not apply; nor,
		// where a variable's declaration writes it, is it a struct or a
		// sealed class read, such as string (the Syncfusion toolkit's
		// Measure(this string, ...) is no MAUI View field's Measure; a
		// package value's message.Content may be a string).
		rx := r.receiverExpr(r.calleeExpr(nameNode))
		declared := r.declaredVariable(rx) && !r.inheritedUnread(rx)
		ext = slices.DeleteFunc(ext, func(m index.SymbolID) bool {
			this, ok := r.extensionReceiver(m)
			return !ok || this.sym != index.NoSymbol && (!r.b.s.External(this.sym) || declared && !r.isArray(this) &&
				(r.isValueType(this) || r.b.s.Sym(this.sym).Modifiers&syntax.ModSealed != 0)) ||
				// a package's struct is a receiver of its own type only (or
				// object's, an interface's): MonoGame's Vector2 is no
				// MoveBlock.Directions (CommunalHelper's (from - to).Angle())
				this.sym == index.NoSymbol && this.tr != nil && r.packageStruct(recv) && !r.sameUnreadShape(this, recv) && !looksLikeInterface(this.tr)
		})
		if len(ext) == 0 {
			return Resolution{}, false
		}
	}
	for _, m := range r.reachableMembers(name, nameNode) {
		ms := r.b.s.Sym(m)
		static := ms.Modifiers&syntax.ModStatic != 0
		if rn != "" && r.b.s.External(m) && r.noBaseOf(ms.Container, rn) {
			continue // Int32.ToString(string) is no member of templating's JsonObject: jObject.ToString("key") is its JExtensions'
		}
		if r.notInvocable(m, ms.Container) || r.b.s.External(m) && r.ofOwnTypeParameter(m) || ms.Kind == syntax.KindEvent && r.b.s.External(m) ||
			written != nil && ms.Kind == syntax.KindMethod && r.b.callArity(m) != len(written.args) {
			// a property no call invokes (MethodBase.IsPrivate is not Vogen's
			// method.IsPrivate()), or seldom does: of its type's type
			// parameter, a delegate only there (Nullable<T>.Value is not
			// Revit's element.Id.Value() of the code's Value(this ElementId)),
			// an enum member, an assembly's event (only
			// its own type invokes it: AppDomain.UnhandledException is not
			// Hellang's Logger.UnhandledException(error)), a method of other
			// type parameters than the call writes (AuthenticationSchemes.Negotiate
			// and XmlDocument.Validate(handler) are not Carter's
			// response.Negotiate(x) and request.Validate<T>(x))
			continue
		}
		if r.b.s.External(m) && static && ms.Kind == syntax.KindMethod && !isExtension(r.b.callParams(m)) || ms.Kind == syntax.KindConstructor {
			// no value calls string.IsNullOrWhiteSpace(s) (blazork8s's
			// name.IsNullOrWhiteSpace() is its own extension), nor a
			// constructor (BlazorWebAdmin's builder.Span() is no new Span<T>())
			continue
		}
		// (A static member but a method, only where the receiver may be a
		// type: not a value of an assembly not read.)
		if !slices.Contains(ext, m) && (r.b.s.External(m) && (!ms.Kind.IsMethodLike() || mayTake(m, static)) || !r.b.s.External(m) && !static && !outside || static && ms.Kind != syntax.KindMethod && !outside) {
			return Resolution{}, false
		}
	}
	if unknown := unknownType; !r.typesAllow(ext, nameNode, &unknown, unknownType) {
		return Resolution{}, false
	}
	// C# looks no further out than the innermost namespace level that has
	// one the arguments may go to (Roslynator's GetSymbol of its own
	// namespace Roslynator before Roslynator.CSharp's, which a using imports).
	ext = r.innermostApplicable(ext, nameNode, unknownType)
	res := r.pickExtension(ext, nameNode, unknownType)
	if res.Kind != TargetSymbol {
		return Resolution{}, false
	}
	// The arguments may not choose one, or one for another receiver takes
	// them too and only a tie-break the receiver comes before chose
	// (Wolverine's UseWolverine on an IHostBuilder, and on an
	// IHostApplicationBuilder without optional parameters): the
	// receiver's type would, among these (ClosedXML's SaveRound(this
	// DoubleValue) and SaveRound(this double) of a package's value).
	chosen, _ := r.extensionReceiver(res.Symbol)
	decided := len(res.Candidates) == 0 && !slices.ContainsFunc(ext, func(m index.SymbolID) bool {
		other, _ := r.extensionReceiver(m)
		same := r.identical(other, chosen) || other.sym == index.NoSymbol && chosen.sym == index.NoSymbol && r.sameUnread(other, chosen, 0)
		unknown := unknownType
		return m != res.Symbol && !same && r.typesAllow([]index.SymbolID{m}, nameNode, &unknown, unknownType)
	})
	if !decided {
		m, hint := r.receiverNamed(ext, nameNode), "its name suggests this one"
		if m == index.NoSymbol {
			m, hint = r.receiverOfBaseArgument(ext, nameNode), "a base not read of the class takes this one's receiver type as its type argument"
		}
		if m == index.NoSymbol {
			m, hint = r.objectReceiver(ext, recv), "the receiver's type, not read, is named as none of the others' receiver types: this one takes any object"
		}
		if m != index.NoSymbol {
			// The receiver is named as one's receiver type is, and most
			// likely is one (MvvmDialogs' var result = await
			// folder.CreateFileAsync(name); result?.ToDialog() of
			// Avalonia's IStorageFile, not IStorageFolder).
			return Resolution{Kind: TargetSymbol, Symbol: m, Candidates: append([]index.SymbolID{m}, slices.DeleteFunc(slices.Clone(ext), func(o index.SymbolID) bool { return o == m })...),
				Reason: why + "; every member of this name it can reach is an extension method in scope: the receiver's type chooses among them, and " + hint}, true
		}
		return Resolution{Kind: TargetNone, Candidates: ext,
			Reason: why + "; every member of this name it can reach is an extension method in scope: the receiver's type chooses among them"}, true
	}
	res.Candidates = ext
	res.Reason = why + "; every member of this name it can reach is an extension method in scope, and the arguments chose this one"
	return res, true
}

// receiverOfBaseArgument is the one of extension methods whose receiver
// type is the type argument of a base not read of the class the call is
// in, where the receiver is a name declared nowhere read or this.Name: a
// member such a base declares, most often of that type (fmbot's
// this.Context.SendResponse(...) in a CommandModule<CommandContext>, an
// extension block's of CommandContext, not of IInteractionContext);
// NoSymbol when there is not exactly one.
func (r *resolver) receiverOfBaseArgument(ext []index.SymbolID, nameNode int32) index.SymbolID {
	rx := r.receiverExpr(r.calleeExpr(nameNode))
	if t := r.typeOf(rx); !r.declaredVariable(rx) || t.sym != index.NoSymbol || r.isTypeParameter(t) {
		return index.NoSymbol
	}
	class := r.enclosingType(rx)
	if class == index.NoSymbol {
		return index.NoSymbol
	}
	args := slices.Collect(r.unreadBaseArguments(class))
	found := index.NoSymbol
	for _, m := range ext {
		this, ok := r.extensionReceiver(m)
		if !ok || !slices.ContainsFunc(args, func(a exprType) bool { return r.identical(a, this) || r.sameUnread(a, this, 0) }) {
			continue
		}
		if found != index.NoSymbol {
			return index.NoSymbol
		}
		found = m
	}
	return found
}

// declaredVariable says whether an expression is a variable's name (a
// local, parameter or field, also this.f and v!), whose type its
// declaration writes.
func (r *resolver) declaredVariable(n int32) bool {
	if r.kind(n) == "postfix_unary_expression" && strings.HasSuffix(r.t.Text(n), "!") {
		n = r.firstNamed(n)
	}
	if r.kind(n) == "member_access_expression" && r.kind(r.t.Child(n, "expression")) == "this" {
		n = r.t.Child(n, "name")
	}
	return r.kind(n) == "identifier"
}

// inheritedUnread says whether a variable's name (see declaredVariable) is
// a member of a base not read, whose declaration the code does not see
// (Snoop's this.ActualWidth in an Adorner, a double).
func (r *resolver) inheritedUnread(n int32) bool {
	if r.kind(n) == "postfix_unary_expression" {
		n = r.firstNamed(n)
	}
	if r.kind(n) == "member_access_expression" {
		n = r.t.Child(n, "name")
	}
	return r.identifier(r.nameToken(n)).Kind == TargetExternal
}

// receiverNamed is the one of extension methods whose receiver type the
// call's receiver, of a type not known, is named as more than as any
// other's (namesType); NoSymbol when none is.
func (r *resolver) receiverNamed(ext []index.SymbolID, nameNode int32) index.SymbolID {
	rx := r.receiverExpr(r.calleeExpr(nameNode))
	if rx < 0 {
		return index.NoSymbol
	}
	best, most := index.NoSymbol, 0
	for _, m := range ext {
		this, ok := r.extensionReceiver(m)
		if !ok || r.isTypeParameter(this) {
			continue
		}
		switch words := r.namesType(rx, unknownType, this); {
		case words < ownNames:
			// named by what it is reached through only: a folder's
			// OpenAsync(name) may give anything
		case words > most:
			best, most = m, words
		case words == most:
			best = index.NoSymbol
		}
	}
	return best
}

// objectReceiver is the one of extension methods taking any object as
// its receiver (this object) where the receiver's type, written but not
// read, is named as none of the others' receiver types (Jotunn's
// recipe.FixReferences() of Valheim's Recipe: FixReferences(this object),
// not FixReferences(this GameObject)).
func (r *resolver) objectReceiver(ext []index.SymbolID, recv exprType) index.SymbolID {
	rn, _ := r.namedShape(recv)
	if rn == "" || r.isTypeParameter(recv) {
		return index.NoSymbol
	}
	found := index.NoSymbol
	for _, m := range ext {
		this, ok := r.extensionReceiver(m)
		if !ok {
			return index.NoSymbol
		}
		if tn, _ := r.namedShape(this); tn == rn || r.isTypeParameter(this) {
			return index.NoSymbol
		}
		if r.fullName(this) == "System.Object" {
			if found != index.NoSymbol {
				return index.NoSymbol
			}
			found = m
		}
	}
	return found
}

// typeArgumentGuess answers a member reached through a lambda's parameter
// whose type is not known, as the member of that name of a workspace type
// written as a type argument around the lambda: on a call it is an
// argument of (at any depth), on a cast or on the variable it initializes.
// A generic method of a package most often hands its lambdas values of the
// type it is given (bUnit's Render<Card>(p => p.Add(c => c.Title, "x")),
// EF Core's Entity<Order>(b => b.Property(o => o.Total)), Blazor's
// EventCallback.Factory.Create<ChangeArgs>(this, args => args.Open),
// (RenderFragment<Person>)(item => ...)). For the call the lambda is given
// to, the elements of the sequence it is called on, and the type argument
// of a base not read whose method it is, as well. A guess: uncertain, the
// member its one candidate.
func (r *resolver) typeArgumentGuess(rx int32, nameNode int32) (Resolution, bool) {
	if r.kind(rx) != "identifier" {
		return Resolution{}, false
	}
	param := r.identifier(r.nameToken(rx))
	if param.Kind != TargetLocal || param.Local.Kind != "parameter" || param.Local.Node < 0 || r.localType(param.Local).known() {
		return Resolution{}, false
	}
	lambda := r.parent(param.Local.Node)
	for lambda >= 0 && !isLambda(r.kind(lambda)) {
		if k := r.kind(lambda); k != "parameter" && k != "parameter_list" {
			return Resolution{}, false // a method's parameter, not a lambda's
		}
		lambda = r.parent(lambda)
	}
	if lambda < 0 {
		return Resolution{}, false
	}
	for n, p := lambda, r.parent(lambda); p >= 0 && !memberDecls[r.kind(p)]; n, p = p, r.parent(p) {
		var written []int32 // the type arguments written there
		switch r.kind(p) {
		case "invocation_expression":
			if r.t.Child(p, "arguments") == n {
				written = r.typeArguments(r.calledName(r.t.Child(p, "function")))
			}
		case "cast_expression":
			written = r.typeArguments(r.lastTypeName(r.t.Child(p, "type")))
		case "variable_declarator":
			if decl := r.parent(p); r.kind(decl) == "variable_declaration" {
				written = r.typeArguments(r.lastTypeName(r.t.Child(decl, "type")))
			}
		}
		if r.kind(p) == "invocation_expression" && r.t.Child(p, "arguments") == n && r.parent(r.parent(lambda)) != n {
			// A type argument of the type of a local or parameter a call
			// around is on, of a package's generic type: bUnit's
			// cut.SetParametersAndRender(ps => ps.Add(p => p.Echo, v)) of an
			// IRenderedComponent<TestNavigation> (Blazing.Mvvm); else an
			// element of the sequence it is on (EF Core's
			// users.Where(...).ExecuteUpdate(e => e.SetProperty(f => f.Name,
			// v)): jellyfin). Not for a lambda given to that call, which is as
			// often given a builder (EF Core's OwnsOne(o => o.Address, owned => ...)).
			if rx := r.receiverExpr(r.t.Child(p, "function")); rx >= 0 {
				on := r.typeOf(rx)
				if r.kind(rx) == "identifier" && on.sym == index.NoSymbol && on.tr != nil && on.tr.Kind == syntax.TypeNamed && !on.static {
					for _, a := range on.tr.Parts[len(on.tr.Parts)-1].Args {
						if res, ok := r.guessedOn(r.b.fromTypeRef(on.sc, a), nameNode, "a lambda's parameter, taken to be the type argument %s of what a call around is on"); ok {
							return res, true
						}
					}
				} else if res, ok := r.guessedOn(r.elementOf(on), nameNode, "a lambda's parameter, taken to be an element %s of the sequence a call around is on"); ok {
					return res, true
				}
			}
		}
		// Their own type arguments after them: Action<Builder<Card>> casts
		// a lambda whose lambdas take a Card (BlazOrbit's bUnit parameters).
		for i := 0; i < len(written) && i < 8; i++ {
			a := written[i]
			if res, ok := r.guessedOn(r.written(r.scopeAt(a), r.codeText(a)), nameNode, "a lambda's parameter, taken to be the type argument %s written around it"); ok {
				return res, true
			}
			written = append(written, r.typeArguments(r.lastTypeName(a))...)
		}
		if r.kind(p) == "invocation_expression" && r.t.Child(p, "arguments") == n && r.parent(r.parent(lambda)) == n {
			// the call the lambda is given to: what it is called on
			fn := r.t.Child(p, "function")
			if elem := r.assertedElement(fn); elem.sym != index.NoSymbol {
				// an element of a type read too: nomnomzbot's
				// query.Should().Contain(q => q.Key == "name") of KeyValuePairs
				if res, ok := r.guessedMember(elem, nameNode, "a lambda's parameter, taken to be an element %s of the sequence the call is on"); ok {
					return res, true
				}
			}
			if t := r.enclosingType(p); t != index.NoSymbol && r.inheritedCall(fn) {
				// RuleFor(p => p.Person) in a Faker<Participant> (Bogus), and
				// RuleFor(...).When(x => x.Range) in an AbstractValidator<T>.
				if res, ok := r.guessedOnBaseArgument(t, nameNode, "a lambda's parameter given to a method of a base not read, taken to be its type argument %s"); ok {
					return res, true
				}
			}
			// Only for its first argument: the second is as often given a
			// builder (EF Core's OwnsOne(o => o.Address, owned => ...)).
			if r.firstArgumentOf(lambda) == p {
				if res, ok := r.guessedOn(r.relatedEnd(fn), nameNode, "a lambda's parameter, taken to be of %s, the entity the relationship is with"); ok {
					return res, true
				}
				for _, arg := range r.chainTypeArguments(fn) {
					if res, ok := r.guessedOn(arg, nameNode, "a lambda's parameter, taken to be of %s, what the calls it is given to start from are of"); ok {
						return res, true
					}
				}
			}
		}
	}
	return Resolution{}, false
}

// firstArgumentOf is the call whose first argument a value is, -1 for none.
func (r *resolver) firstArgumentOf(val int32) int32 {
	arg := r.parent(val)
	list := r.parent(arg)
	call := r.parent(list)
	if r.kind(arg) != "argument" || r.kind(call) != "invocation_expression" || r.t.Child(call, "arguments") != list {
		return -1
	}
	if args := r.argumentsIn(list); len(args) == 0 || args[0] != arg {
		return -1
	}
	return call
}

// chainTypeArguments are the type arguments a chain of calls of packages
// not read starts from, for a lambda given to the called fn, the first
// the more likely: the one written on a call before (SqlSugar's
// db.Queryable<T>().Includes(a => ...), MongoDB's GetCollection<T>("x").Find(x
// => ...)), those of the package's generic type of the value the first is
// called on (FlexLabs' context.Users.Upsert(u).On(m => ...) of a
// DbSet<User>, moongate's store.Query().FirstOrDefault(s => ...) of an
// IEntityStore<AccountEntity, Serial>), or an element of the sequence that
// value is. None past a call that projects the elements to others
// (Select), nor where a call's type is known.
func (r *resolver) chainTypeArguments(fn int32) []exprType {
	for range maxChain {
		rx := r.receiverExpr(fn)
		switch {
		case rx < 0:
			return nil
		case r.kind(rx) != "invocation_expression":
			on := r.typeOf(rx)
			if elem := r.elementOf(on); elem.known() {
				return []exprType{elem} // a sequence read: its elements
			}
			if on.sym != index.NoSymbol || on.tr == nil || on.tr.Kind != syntax.TypeNamed || on.static {
				return nil
			}
			var out []exprType
			for _, a := range on.tr.Parts[len(on.tr.Parts)-1].Args {
				out = append(out, r.b.fromTypeRef(on.sc, a))
			}
			return out
		case r.typeOf(rx).known():
			return nil
		}
		fn = r.t.Child(rx, "function")
		name := r.calledName(fn)
		if projections[r.t.Text(r.nameToken(name))] {
			return nil
		}
		if args := r.typeArguments(name); len(args) == 1 {
			return []exprType{r.written(r.scopeAt(args[0]), r.codeText(args[0]))}
		}
	}
	return nil
}

// relatedEnd is the type of the entity a called WithMany or WithOne
// relates to, which its lambda takes: the one HasOne before it names (in
// HasOne(d => d.Owner).WithMany(p => p.Pets), an Owner), or an element of
// the collection HasMany names (ACE's ShardDbContext); the same of Entity
// Framework 6's HasRequired and HasOptional, WithRequired and WithOptional
// (SmartStoreNET's HasRequired(f => f.BundleItem).WithMany(i =>
// i.AttributeFilters)); not known for another call.
func (r *resolver) relatedEnd(fn int32) exprType {
	if !relationshipEnds[r.t.Text(r.nameToken(r.calledName(fn)))] {
		return unknownType
	}
	rx := r.receiverExpr(fn)
	if r.kind(rx) != "invocation_expression" {
		return unknownType
	}
	name := r.calledName(r.t.Child(rx, "function"))
	has := r.t.Text(r.nameToken(name))
	if has != "HasOne" && has != "HasMany" && has != "HasRequired" && has != "HasOptional" {
		return unknownType
	}
	if written := r.typeArguments(name); len(written) == 1 {
		return r.written(r.scopeAt(written[0]), r.codeText(written[0])) // HasMany<Pet>(): a Pet
	}
	args := r.argumentsIn(r.t.Child(rx, "arguments"))
	if len(args) == 0 || !isLambda(r.kind(r.argumentValue(args[0]))) {
		return unknownType
	}
	related := r.typeOf(r.t.Child(r.argumentValue(args[0]), "body"))
	if has == "HasMany" {
		return r.elementOf(related)
	}
	return related
}

// relationshipEnds are EF Core's and Entity Framework 6's calls naming the
// other end of a relationship.
var relationshipEnds = map[string]bool{"WithMany": true, "WithOne": true, "WithRequired": true, "WithOptional": true,
	"WithRequiredPrincipal": true, "WithRequiredDependent": true, "WithOptionalPrincipal": true, "WithOptionalDependent": true}

// projections are the query operators whose results are of other elements
// than their receivers', and EF Core's relationship builders, whose later
// lambdas take either end (HasOne(c => c.User).WithMany().HasPrincipalKey(u
// => u.Id) of a User: cpike5-discordbot).
var projections = map[string]bool{"Select": true, "SelectMany": true, "GroupBy": true, "Join": true, "GroupJoin": true,
	"Zip": true, "Map": true, "ProjectTo": true, "Aggregate": true, "ToDictionary": true, "ToLookup": true,
	"HasOne": true, "HasMany": true, "WithOne": true, "WithMany": true, "OwnsOne": true, "OwnsMany": true}

// inheritedCall says whether a called method is reached through the type
// the code is in: called by its simple name or through this, or on what
// such a call gives (RuleFor(x => x.Name).NotEmpty().When(x => ...)).
func (r *resolver) inheritedCall(fn int32) bool {
	for range maxChain {
		rx := r.receiverExpr(fn)
		switch {
		case rx < 0 || r.kind(rx) == "this":
			return true
		case r.kind(rx) != "invocation_expression":
			return false
		}
		fn = r.t.Child(rx, "function")
	}
	return false
}

// assertedElement is the element type of the sequence a called method is
// reached through, also through an assertion library's Should() (Shouldly's
// items.ShouldAllBe(t => ...), FluentAssertions' trains.Should().OnlyContain(train
// => ...)); not known where there is none.
func (r *resolver) assertedElement(fn int32) exprType {
	rx := r.receiverExpr(fn)
	if rx < 0 {
		return unknownType
	}
	if inner := r.t.Child(rx, "function"); r.kind(rx) == "invocation_expression" && r.t.Text(r.nameToken(r.calledName(inner))) == "Should" &&
		len(r.argumentsIn(r.t.Child(rx, "arguments"))) == 0 {
		if rx = r.receiverExpr(inner); rx < 0 {
			return unknownType
		}
	}
	return r.elementOf(r.typeOf(rx))
}

// baseArgumentGuess answers a member reached through a name declared
// nowhere the code sees, in a type whose base not read takes one type
// argument, as the member of that name of the argument (a workspace
// type): such a base's members are most often of that type (Codeer's
// QrCodeField : FieldBase<QrCodeFieldDesign>, whose Design.Text is
// QrCodeFieldDesign.Text). A guess, as typeArgumentGuess's.
func (r *resolver) baseArgumentGuess(rx int32, nameNode int32) (Resolution, bool) {
	if r.kind(rx) != "identifier" {
		return Resolution{}, false
	}
	t := r.enclosingType(rx)
	hasArgument := func() bool {
		for range r.unreadBaseArguments(t) {
			return true
		}
		return false
	}
	// The bases first: the name's own resolution costs more.
	if t == index.NoSymbol || !hasArgument() || r.identifier(r.nameToken(rx)).Kind != TargetExternal {
		return Resolution{}, false
	}
	return r.guessedOnBaseArgument(t, nameNode, "a member of a base not read, taken to be of its type argument %s")
}

// guessedOnBaseArgument is guessedOn for the type argument of each base
// not read of t that takes one, the first that has the member.
func (r *resolver) guessedOnBaseArgument(t index.SymbolID, nameNode int32, why string) (Resolution, bool) {
	for arg := range r.unreadBaseArguments(t) {
		if res, ok := r.guessedOn(arg, nameNode, why); ok {
			return res, true
		}
	}
	return Resolution{}, false
}

// unreadBaseArguments yields the one type argument, as t sees it, of each
// base not read of t (or of its bases) that takes one.
func (r *resolver) unreadBaseArguments(t index.SymbolID) iter.Seq[exprType] {
	return func(yield func(exprType) bool) {
		for _, base := range r.unreadBases(t) {
			if arg, ok := r.unreadBaseArgument(t, lastName(base)); ok && !yield(arg) {
				return
			}
		}
	}
}

// guessedOn is the member at nameNode of t, a workspace type the value
// before the dot is guessed to be of, as an uncertain answer whose one
// candidate it is; why says why, with %s for t.
func (r *resolver) guessedOn(t exprType, nameNode int32, why string) (Resolution, bool) {
	if t.sym == index.NoSymbol || r.b.s.External(t.sym) {
		return Resolution{}, false
	}
	return r.guessedMember(t, nameNode, why)
}

// guessedMember is guessedOn for a type of the workspace or of an assembly read.
func (r *resolver) guessedMember(t exprType, nameNode int32, why string) (Resolution, bool) {
	res := r.memberOf(t, nameNode)
	if res.Kind != TargetSymbol || len(res.Candidates) > 0 {
		return Resolution{}, false
	}
	res.Candidates = []index.SymbolID{res.Symbol}
	res.Reason = "the type of the expression before the dot is not known: " + strings.Replace(why, "%s", r.display(t), 1)
	return res, true
}

// unreadArrayMayGoTo says whether a value of type at, an array of a type
// not read, may go to pt (Blazor.BrowserAPI's children.DisposeAsync() of
// generated IHTMLElement[] to DisposeAsync(this IEnumerable<IAsyncDisposable>)).
func (r *resolver) unreadArrayMayGoTo(at, pt exprType) bool {
	if !r.isArray(at) {
		return false
	}
	elem := r.arrayElement(at)
	return elem.sym == index.NoSymbol && !r.isTypeParameter(elem) && r.arrayMayGoTo(pt)
}

// tupleReceiverFits says, where at and pt are tuple types of as many
// elements, whether each element of at converts to pt's (fit), or may
// (an array of a type not read); ok false where neither holds, or they
// are no such tuples. (a, b).Dispose() goes to Dispose(this
// (IEnumerable<IDisposable>, IEnumerable<IDisposable>)).
func (r *resolver) tupleReceiverFits(at, pt exprType) (fit, ok bool) {
	from, isTuple := r.receiverTupleElements(at)
	to, _, toTuple := r.tupleElements(pt)
	if !isTuple || !toTuple || len(from) != len(to) {
		return false, false
	}
	fit = true
	for i := range from {
		switch {
		case r.identical(from[i], to[i]) || r.sameType(from[i], to[i]):
		case r.unreadArrayMayGoTo(from[i], to[i]) || !from[i].known():
			fit = false
		default:
			return false, false
		}
	}
	return fit, true
}

// lastTypeName is the last name of a written type: Fragment<T> of
// Package.Fragment<T>.
func (r *resolver) lastTypeName(typ int32) int32 {
	for r.kind(typ) == "qualified_name" {
		typ = r.t.Child(typ, "name")
	}
	return typ
}

// noBaseOf says whether type t cannot be a type named name nor one it
// derives from: t is named otherwise and is a struct, an enum, a sealed
// or static class, or System.Enum (whose only subtypes are enums).
func (r *resolver) noBaseOf(t index.SymbolID, name string) bool {
	ts := r.b.s.Sym(t)
	if ts.Name == name {
		return false
	}
	switch ts.Kind {
	case syntax.KindStruct, syntax.KindRecordStruct, syntax.KindEnum:
		return true
	}
	return ts.Modifiers&(syntax.ModSealed|syntax.ModStatic) != 0 || ts.FullName == "System.Enum"
}

// methodsOf is the static (or instance) methods of a method group;
// methods is false when found is no method group (a field, a nested type,
// nothing). Through a value C# (7.3 on) takes only instance methods:
// array.Reverse() is not the static Array.Reverse but the extension
// Enumerable.Reverse; through a type's name, only static ones.
func methodsOf(s *index.Snapshot, found []index.SymbolID, static bool) (out []index.SymbolID, methods bool) {
	for _, m := range found {
		switch {
		case s.Sym(m).Kind != syntax.KindMethod:
			return nil, false
		case (s.Sym(m).Modifiers&syntax.ModStatic != 0) == static:
			out = append(out, m)
		}
	}
	return out, len(found) > 0
}

// invokedName says whether a member's name is called: x.Name(...) or x?.Name(...).
func (r *resolver) invokedName(nameNode int32) bool {
	access := r.parent(nameNode)
	if r.kind(access) == "generic_name" {
		access = r.parent(access)
	}
	k := r.kind(access)
	return (k == "member_access_expression" || k == "member_binding_expression") && r.role(access) == RoleInvocation
}

// invocable keeps the members a call can mean: methods, and fields,
// properties and events of a delegate type (read through the receiver's
// type arguments: Value of a Lazy<Func<T>>). C# looks no further than those
// when a name is called, so type.Assembly() is an extension method even
// where Type has an Assembly property.
func (r *resolver) invocable(found []index.SymbolID, recv exprType) []index.SymbolID {
	out := found[:0:0]
	for _, m := range found {
		switch k := r.b.s.Sym(m).Kind; {
		case k == syntax.KindMethod:
			out = append(out, m)
		case k == syntax.KindField || k == syntax.KindProperty || k == syntax.KindEvent:
			if t := r.memberType(m, recv); t.sym != index.NoSymbol && r.b.s.Sym(t.sym).Kind == syntax.KindDelegate {
				out = append(out, m)
			}
		case k.IsType():
			// a nested type: the caller falls back on it when nothing else is called
		default:
			out = append(out, m) // what else C# would report as an error: kept, not guessed away
		}
	}
	return out
}

// refKindsMatch says whether a lambda's parameters are passed as the
// delegate type dt's are (by value, ref, out or in), where dt's parameters
// are known: a lambda that writes none passes each by value (Handlebars'
// RegisterHelper(name, (writer, options, context, arguments) => ...) is
// not the one taking a delegate of in parameters).
func (r *resolver) refKindsMatch(lambda int32, dt exprType) bool {
	if dt.sym == index.NoSymbol || r.b.s.Sym(dt.sym).Kind != syntax.KindDelegate {
		return true
	}
	nodes, _ := r.lambdaParameterNodes(lambda)
	ps := r.b.s.Primary(dt.sym).Params
	if len(nodes) != len(ps) {
		return true // left to the count of parameters
	}
	for i, n := range nodes {
		written := ""
		if p := r.parent(n); r.kind(p) == "parameter" {
			written = r.parameterRefKind(p)
			if list := r.parent(p); i == 0 && written == "" && r.kind(list) == "parameter_list" {
				// The in or out of (in T x, int y) =>, which the parser was
				// not shown (see syntax's disarmer), is in the text before.
				written = syntax.RefKind(string(r.t.Src[r.t.Nodes[list].Start+1 : r.t.Nodes[p].Start]))
			}
		}
		if written != syntax.RefKind(ps[i].Modifier) {
			return false
		}
	}
	return true
}

// parameterRefKind is the ref, out or in a parameter node writes, "" for
// none.
func (r *resolver) parameterRefKind(p int32) string {
	written := ""
	if ty := r.t.Child(p, "type"); r.kind(ty) == "ref_type" {
		written = "ref"
	}
	for c := r.t.FirstChild(p); c >= 0; c = r.t.Nodes[c].Next {
		if k := r.kind(c); k == "out" || k == "ref" || k == "in" || k == "modifier" && syntax.RefKind(r.t.Text(c)) != "" {
			written = syntax.RefKind(r.t.Text(c))
		}
	}
	return written
}

// notInvocable says whether a member of type t surely cannot be called: an
// enum's member, a field or property whose type is known and is neither a
// delegate nor dynamic (C# then looks no further for a method of the name
// in t).
func (r *resolver) notInvocable(m, t index.SymbolID) bool {
	switch k := r.b.s.Sym(m).Kind; {
	case k == syntax.KindEnumMember:
		return true // LethalLib's inside.All(x => ...) is no LevelTypes.All
	case k != syntax.KindField && k != syntax.KindProperty:
		return false
	}
	mt := r.memberType(m, exprType{sym: t})
	return mt.sym != index.NoSymbol && !isDynamic(mt) && r.b.s.Sym(mt.sym).Kind != syntax.KindDelegate
}

// ofOwnTypeParameter says whether a field or property is of a type
// parameter of its type (Nullable<T>.Value, Lazy<T>.Value).
func (r *resolver) ofOwnTypeParameter(m index.SymbolID) bool {
	if k := r.b.s.Sym(m).Kind; k != syntax.KindField && k != syntax.KindProperty {
		return false
	}
	return r.isTypeParameter(r.memberType(m, exprType{sym: r.b.s.Sym(m).Container}))
}

// callersCopy is a framework type as the code at nameNode sees it: a value
// typed by another project's declaration (a string a netstandard2.0
// library returns) has the members of the calling project's framework
// (.NET 10's TrimEnd(char)), which the compiler unifies it with.
func (r *resolver) callersCopy(t exprType, nameNode int32) exprType {
	sym := r.b.s.Sym(t.sym)
	sc := r.scopeAt(nameNode)
	// A generic type (its arguments are bound to its own copy's
	// parameters) and a nested one are left as they are.
	if sc == nil || !r.b.s.External(t.sym) || r.b.visible[sc.project][sym.Project] || sym.Arity > 0 ||
		sym.Container != index.NoSymbol && r.b.s.Sym(sym.Container).Kind != syntax.KindNamespace {
		return t
	}
	if own := r.b.frameworkType(sc.project, sym.Namespace, sym.Name, sym.Arity); own != index.NoSymbol {
		t.sym = own
	}
	return t
}

// ofUnreadType is the field, property or event among members whose type is
// not read: a call through it may be a delegate's invocation, and is where
// no method or extension method read takes the name.
func (r *resolver) ofUnreadType(members []index.SymbolID, recv exprType) index.SymbolID {
	for _, m := range members {
		if k := r.b.s.Sym(m).Kind; (k == syntax.KindField || k == syntax.KindProperty || k == syntax.KindEvent) && r.memberType(m, recv).sym == index.NoSymbol {
			return m
		}
	}
	return index.NoSymbol
}

// maxCandidates bounds the candidates an uncertain answer lists.
const maxCandidates = 10

// membersNamed lists the workspace's members (not types) by name, built
// once.
func (b *Binder) membersNamed(name string) []index.SymbolID {
	b.memberOnce.Do(func() {
		b.memberNames = map[string][]index.SymbolID{}
		for i := range b.s.SymbolCount() {
			if k := b.s.Sym(index.SymbolID(i)).Kind; !k.IsType() && k != syntax.KindNamespace && k != syntax.KindNone {
				b.memberNames[b.s.Sym(index.SymbolID(i)).Name] = append(b.memberNames[b.s.Sym(index.SymbolID(i)).Name], index.SymbolID(i))
			}
		}
	})
	return b.memberNames[name]
}

// reachableMembers are the members named name of the projects the code at
// nameNode can see (its own and those it references): a project it does
// not reference declares none of what it calls (MudBlazor's analyzers).
func (r *resolver) reachableMembers(name string, nameNode int32) []index.SymbolID {
	sc := r.scopeAt(nameNode)
	if sc == nil {
		return r.b.membersNamed(name)
	}
	return slices.DeleteFunc(slices.Clone(r.b.membersNamed(name)), func(m index.SymbolID) bool {
		return !r.b.visible[sc.project][r.b.s.Sym(m).Project]
	})
}

// extensionMethods finds the workspace extension methods named name that
// are in scope where nameNode is written (declared in a static class of an
// enclosing or imported namespace) and take the receiver as their `this`
// parameter.
func (r *resolver) extensionMethods(recv exprType, name string, nameNode int32) []index.SymbolID {
	if recv.static || recv.isNS {
		return nil
	}
	recvs := []exprType{recv}
	if r.isTypeParameter(recv) { // a T value is a value of its constraints' types
		recvs = append(recvs, r.constraintTypes(recv)...)
	}
	var out []index.SymbolID
	for _, m := range r.extensionMethodsInScope(name, nameNode) {
		if slices.ContainsFunc(recvs, func(rt exprType) bool { return r.receiverFits(rt, m, r.b.callParams(m)[0].Type, nameNode) }) {
			out = append(out, m)
		}
	}
	return r.innermostApplicable(out, nameNode, recv)
}

// innermostApplicable keeps, of extension methods, those of the innermost
// namespace level (its namespace, then its using directives) that has one the
// call's arguments fit: C# looks no further out (a project's own
// StartsWith(this IList<T>) before System's MemoryExtensions.StartsWith).
// All of them when no level has one that fits.
func (r *resolver) innermostApplicable(ext []index.SymbolID, nameNode int32, recv exprType) []index.SymbolID {
	sc := r.scopeAt(nameNode)
	if sc == nil || len(ext) < 2 {
		return ext
	}
	byLevel := map[int][]index.SymbolID{}
	for _, m := range ext {
		li := r.b.namespaceLevel(sc, r.b.s.Sym(m).Namespace)
		byLevel[li] = append(byLevel[li], m)
	}
	if len(byLevel) < 2 {
		return ext
	}
	levels := slices.Sorted(maps.Keys(byLevel))
	for k, li := range levels {
		last := k == len(levels)-1
		if li >= 0 && r.anyApplicable(byLevel[li], nameNode, true) && r.typesAllow(byLevel[li], nameNode, &recv, unknownType) &&
			(last || r.levelLambdasBind(byLevel[li], ext, nameNode, recv)) {
			return byLevel[li]
		}
	}
	return ext
}

// levelLambdasBind says whether the call's lambdas can bind as arguments
// to one of the methods of a level, where the methods of all levels (ext)
// give them parameters of different types: where they cannot, the level
// applies not and C# looks further out (OrmLite's legacy tests'
// db.SelectAsync<Person>(q => q.Where(...)): the Func<SqlExpression<T>,
// SqlExpression<T>> one of a using directive, not the Expression<Func<T,
// bool>> one of the namespace around).
func (r *resolver) levelLambdasBind(level, ext []index.SymbolID, nameNode int32, recv exprType) bool {
	args, call := r.callArguments(nameNode)
	if !call || !slices.Contains(r.lambdaTypesDiffer(ext, args, true), true) {
		return true
	}
	inv := r.parent(r.parent(args[0]))
	return slices.ContainsFunc(level, func(m index.SymbolID) bool {
		if ok, _ := r.applicable(m, args, true); !ok {
			return false
		}
		for pos, a := range args {
			lambda := r.argumentValue(a)
			if !isLambda(r.kind(lambda)) {
				continue
			}
			// A lambda goes to a delegate or an expression tree only, and
			// binds there (a method of the level taking a string is none).
			pt, _ := r.parameterTypeIn(m, inv, a, pos, recv)
			sig, isDelegate := r.delegateOf(pt)
			if pt.known() && !isDelegate && !r.isTypeParameter(pt) || isDelegate && !r.lambdaBodyFits(lambda, sig.inputs) {
				return false
			}
		}
		return true
	})
}

// listMethods are the methods of IList<T> and ICollection<T>, by the
// number of arguments they take.
var listMethods = map[string]int{"Add": 1, "Insert": 2, "Remove": 1, "Contains": 1, "IndexOf": 1, "RemoveAt": 1, "Clear": 0, "CopyTo": 2}

// listMember says whether a call on a value of a generic type not read,
// named as a list or a collection, is likely of a method IList<T> gives
// it (Mono.Cecil's Collection<Instruction>.Insert(index, instruction), not
// PropertyChanged.Fody's Insert(this Collection<Instruction>, int, params
// Instruction[]), which adds an overload beside it).
func (r *resolver) listMember(recv exprType, name string, nameNode int32) bool {
	count, ok := listMethods[name]
	typeName, arity := r.namedShape(recv)
	if !ok || arity != 1 || !strings.HasSuffix(typeName, "Collection") && !strings.HasSuffix(typeName, "List") {
		return false
	}
	args, _ := r.callArguments(nameNode)
	return len(args) == count
}

// unreadMayOwn drops the extension methods a call on a value of a type
// not read or not known likelier does not call than a method of that
// type: those internal to another project (bUnit's generator tests'
// WrappedElement.ToHtml(w, f) of AngleSharp's IElement is not Bunit's
// internal ToHtml(this IEnumerable<INode>, ...)), and those taking an
// int, a string or the like as a type not read, which only a conversion
// that type declares would let (MonoGame's ContentWriter.Write(int), a
// BinaryWriter's, is no Write(this ContentWriter, Color) of
// MonoGame.Extended).
func (r *resolver) unreadMayOwn(ext []index.SymbolID, nameNode int32) []index.SymbolID {
	sc := r.scopeAt(nameNode)
	args, _ := r.callArguments(nameNode)
	return slices.DeleteFunc(slices.Clone(ext), func(m index.SymbolID) bool {
		return sc == nil || !r.b.accessibleFrom(m, sc.project) || r.predefinedToUnread(m, args)
	})
}

// predefinedToUnread says whether a call of extension method m gives one
// of its parameters of a type not read a value of a predefined type (an
// int, a string).
func (r *resolver) predefinedToUnread(m index.SymbolID, args []int32) bool {
	ps := r.b.argumentParams(m, true)
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		if p < 0 || strings.Contains(ps[p].Modifier, "params") {
			continue
		}
		at := r.typeOf(r.argumentValue(a))
		if full := r.fullName(at); at.sym == index.NoSymbol || at.static || at.array || numericRank[full] == 0 && full != "System.String" && full != "System.Boolean" {
			continue
		}
		if pt := r.written(sc, ps[p].Type); pt.sym == index.NoSymbol && pt.tr != nil && !r.isTypeParameter(pt) && !isDynamic(pt) && !r.isArray(pt) {
			return true
		}
	}
	return false
}

// extensionMethodsInScope lists the extension methods of a name that a
// call at nameNode can reach, whatever their receiver.
func (r *resolver) extensionMethodsInScope(name string, nameNode int32) []index.SymbolID {
	sc := r.scopeAt(nameNode)
	if sc == nil {
		return nil
	}
	var out, hidden []index.SymbolID // hidden: internal to a project that does not show the caller its internals
	for _, m := range r.b.membersNamed(name) {
		ms := r.b.s.Sym(m)
		if ms.Kind != syntax.KindMethod {
			continue
		}
		ps := r.b.callParams(m)
		if !isExtension(ps) ||
			!r.b.visible[sc.project][ms.Project] || !r.b.namespaceInScope(sc, ms.Namespace) {
			continue
		}
		if r.b.accessibleFrom(m, sc.project) {
			out = append(out, m)
		} else {
			hidden = append(hidden, m)
		}
	}
	// A class a using static directive imports brings its extension
	// methods too (dotNext's using static DataTransferObject: entry.ToStringAsync(...)).
	imported, _ := r.staticImports(sc, name)
	for _, m := range imported {
		if r.b.s.Sym(m).Kind == syntax.KindMethod && isExtension(r.b.callParams(m)) && !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return hidden // friends declared where this reader does not look: still the methods meant
	}
	return out
}

// extensionBlockMember resolves a member of a C# 14 extension block in scope that
// a value of type recv (a property), or recv itself (a static member), has.
func (r *resolver) extensionBlockMember(recv exprType, name string, nameNode int32) (Resolution, bool) {
	if !recv.static {
		if p := r.extensionProperty(recv, name, nameNode); p != index.NoSymbol {
			return Resolution{Kind: TargetSymbol, Symbol: p}, true
		}
	} else if statics := r.extensionStatics(recv, name, nameNode); len(statics) > 0 {
		if recv.sym == index.NoSymbol && !r.typesAllow(statics, nameNode, nil, unknownType) {
			// None takes the arguments: the type not read has its own
			// (the Functions worker's ImmutableDictionary.CreateRange(dictionary)
			// beside the code's CreateRange(ReadOnlySpan<...>)).
			return Resolution{Kind: TargetExternal, External: r.display(recv) + "." + name, Candidates: statics,
				Reason: "no extension member of the code takes these arguments: the type not read has one that does"}, true
		}
		return r.pick(statics, nameNode), true
	}
	return Resolution{}, false
}

// workspaceExtensionProperty answers a member read on a value whose type
// is not known where every member of that name the code can reach is a C#
// 14 extension property of the code in scope, for a value an assembly not
// read gives (outside) one on a type not the workspace's: most likely one
// of them (Parabolic's _configurationService.LimitCharacters, a field of a
// base not read, under extension(IConfigurationService)).
func (r *resolver) workspaceExtensionProperty(name string, nameNode int32, outside bool) (Resolution, bool) {
	if r.invokedName(nameNode) {
		return Resolution{}, false
	}
	var props []index.SymbolID
	for m, receiver := range r.extensionBlockMembers(name, nameNode, false) {
		if r.b.s.Sym(m).Kind == syntax.KindProperty && (!outside || receiver.sym == index.NoSymbol || r.b.s.External(receiver.sym)) {
			props = append(props, m)
		}
	}
	// For a value of an assembly not read, no member of the workspace's
	// types is another choice (Parabolic's own view controller's
	// LimitCharacters); an assembly's may be.
	if len(props) == 0 || slices.ContainsFunc(r.reachableMembers(name, nameNode), func(m index.SymbolID) bool {
		return !slices.Contains(props, m) && (!outside || r.b.s.External(m))
	}) {
		return Resolution{}, false
	}
	res := Resolution{Kind: TargetSymbol, Symbol: props[0],
		Reason: "the type of the expression before the dot is not known: every member of this name it can reach is an extension property of the code"}
	if len(props) > 1 {
		res.Candidates = props
	}
	return res, true
}

// extensionProperty finds the C# 14 extension property of a name that a
// value of type recv has: one declared in an extension block
// (extension(Arg a) { public bool IsDynamic { get; set; } }) in scope, whose
// receiver the value's type is or derives from, or fits with the block's
// type arguments inferred (NUnit's extension<T>(ExactTypeConstraint<T>
// value) { ParamName } for an ExactTypeConstraint<ArgumentNullException>).
func (r *resolver) extensionProperty(recv exprType, name string, nameNode int32) index.SymbolID {
	for m, receiver := range r.extensionBlockMembers(name, nameNode, false) {
		d := r.b.s.Primary(m)
		if r.b.s.Sym(m).Kind != syntax.KindProperty || d.Extension.Receiver.Name == "" {
			continue
		}
		if len(d.Extension.TypeParams) > 0 {
			if _, ok := r.blockArguments(m, recv); ok {
				return m
			}
		} else if receiver.known() && r.sameType(recv, receiver) {
			return m
		}
	}
	return index.NoSymbol
}

// blockArguments infers the type arguments of the generic extension block
// that declares property m from a receiver of type recv (extension<T>(Box<T>
// b) given a Box<string>: T is string); false when the receiver does not
// fit.
func (r *resolver) blockArguments(m index.SymbolID, recv exprType) (*substitution, bool) {
	ext := r.b.s.Primary(m).Extension
	if ext == nil || len(ext.TypeParams) == 0 || ext.Receiver.Name == "" || !recv.known() {
		return nil, false
	}
	pt := syntax.ParseTypeRef(strings.TrimSpace(ext.Receiver.Type))
	if pt == nil {
		return nil, false
	}
	inf := r.inferenceOf(r.b.callDecl(m), r.b.declScope(m, r.b.s.Sym(m).Decls[0]))
	inf.unify(pt, recv, 0)
	if inf.failed() || slices.Contains(inf.sub.args, nil) || inf.breaksConstraints() {
		return nil, false
	}
	return inf.sub, true
}

// extensionStatics finds the static members of a name that C# 14
// extension blocks in scope add to a type (extension(C) { public static
// int Make(int x) ... } for C.Make(1)).
func (r *resolver) extensionStatics(t exprType, name string, nameNode int32) []index.SymbolID {
	var out []index.SymbolID
	for m, receiver := range r.extensionBlockMembers(name, nameNode, true) {
		// A generic block's receiver: its own type parameter takes any type
		// (dotNext's extension<T>(T) where T : unmanaged { ZeroBytes } for
		// int.ZeroBytes), a construction of a generic type that type's.
		if r.b.sameIdentity(receiver.sym, t.sym) || r.isTypeParameter(receiver) && len(r.b.s.Primary(m).Extension.TypeParams) > 0 {
			out = append(out, m)
		}
	}
	return out
}

// extensionBlockMembers yields the static (or instance) members of a name
// declared in C# 14 extension blocks that code at nameNode sees, each with
// the block's receiver type.
func (r *resolver) extensionBlockMembers(name string, nameNode int32, static bool) iter.Seq2[index.SymbolID, exprType] {
	return func(yield func(index.SymbolID, exprType) bool) {
		sc := r.scopeAt(nameNode)
		if sc == nil {
			return
		}
		for _, m := range r.b.membersNamed(name) {
			ms, d := r.b.s.Sym(m), r.b.s.Primary(m)
			ext := d.Extension
			if ext == nil || (d.Modifiers&syntax.ModStatic != 0) != static ||
				!r.b.visible[sc.project][ms.Project] || !r.b.namespaceInScope(sc, ms.Namespace) {
				continue
			}
			if !yield(m, r.written(r.b.declScope(m, ms.Decls[0]), ext.Receiver.Type)) {
				return
			}
		}
	}
}

// namespaceInScope says whether the types of a namespace are found from a
// scope: an enclosing namespace, or one a using directive imports.
func (b *Binder) namespaceInScope(sc *scope, ns string) bool {
	return b.namespaceLevel(sc, ns) >= 0
}

// namespaceLevel orders where the innermost of a scope's levels brings in
// a namespace's types: 2i for level i's own namespace, 2i+1 for one its
// using directives import (C# looks for extension methods in a namespace's
// own types before those its usings import); -1 for none.
func (b *Binder) namespaceLevel(sc *scope, ns string) int {
	for li, lv := range sc.levels {
		if lv.ns == ns {
			return 2 * li
		}
		for _, u := range b.levelUsings(sc, lv) {
			if u.Static || u.Alias != "" {
				continue
			}
			if strings.TrimPrefix(u.Target, "global::") == ns { // also one nothing read declares
				return 2*li + 1
			}
			if imp := b.imported(u, sc.project, b.usingScope(sc, li)); imp.bound.kind == namespaceTarget && imp.bound.namespace == ns {
				return 2*li + 1
			}
		}
	}
	return -1
}

// tupleFits says whether a value of type recv is a tuple whose elements
// fit those of a tuple type, a type parameter taking any (language-ext's
// (fa, fb).Apply(f) of extension<A, B>((Memo<AF, A>, Memo<AF, B>) items)).
func (r *resolver) tupleFits(recv exprType, want []exprType) bool {
	elems, ok := r.receiverTupleElements(recv)
	if !ok || len(elems) != len(want) {
		return false
	}
	for i, w := range want {
		if elems[i].known() && !r.isTypeParameter(w) && (w.sym == index.NoSymbol || !r.fits(elems[i], w, 0)) && !r.unreadArrayMayGoTo(elems[i], w) {
			return false
		}
	}
	return true
}

// receiverTupleElements are the element types of a tuple receiver, also
// where its members were looked up on its ValueTuple (tupleMember).
func (r *resolver) receiverTupleElements(recv exprType) ([]exprType, bool) {
	if elems, _, ok := r.tupleElements(recv); ok {
		return elems, true
	}
	if recv.sym == index.NoSymbol || recv.sub == nil || recv.sub.t != recv.sym || r.b.s.Sym(recv.sym).Name != "ValueTuple" {
		return nil, false
	}
	elems := make([]exprType, len(recv.sub.args))
	for i, a := range recv.sub.args {
		elems[i] = r.b.fromTypeRef(recv.sub.scs[i], a)
	}
	return elems, true
}

// receiverFits says whether a value of type recv can be the `this`
// argument of extension method m, whose first parameter is written text.
func (r *resolver) receiverFits(recv exprType, m index.SymbolID, text string, nameNode int32) bool {
	if r.receiverFitsAs(recv, m, text, nameNode) {
		return true
	}
	// A type not read that the code uses most, as the read interface it
	// implements (EF Core's DbSet<Product> is an IQueryable<Product>:
	// db.Products.Where(p => ...) is Queryable.Where), but for its own
	// methods of the name.
	ri, ok := r.asReadInterface(recv)
	return ok && !slices.Contains(unreadOwn[unreadKey(recv)], r.b.s.Sym(m).Name) && r.receiverFitsAs(ri, m, text, nameNode)
}

// boxesTo says whether a value of a nullable value type t converts to
// reference type want by boxing: a T? boxes to what T boxes to (Octokit's
// SortField.ToParameter() of this Enum on a Sort?).
func (r *resolver) boxesTo(t, want exprType) bool {
	u := r.underlying(t)
	return u.sym != t.sym && !r.isValueType(want) && r.fits(u, want, 0)
}

// receiverFitsAs is receiverFits for recv as it is.
func (r *resolver) receiverFitsAs(recv exprType, m index.SymbolID, text string, nameNode int32) bool {
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	tr := syntax.ParseTypeRef(text)
	if tr == nil {
		return false
	}
	named, nullable := tr, false
	if tr.Kind == syntax.TypeNullable && tr.Elem != nil {
		named, nullable = tr.Elem, true
	}
	if named.Kind == syntax.TypeNamed && len(named.Parts) == 1 && named.Parts[0].Arity == 0 {
		// this T value, or this T? of a T not constrained to structs (a
		// nullable reference): any receiver (constraints are not checked).
		if tg := r.b.lookupSimple(sc, named.Parts[0].Name, 0); tg.kind == typeParamTarget && !(nullable && tg.valueType) {
			return true
		}
	}
	want := r.b.fromTypeRef(sc, tr)
	if wantElems, _, ok := r.tupleElements(want); ok {
		return r.tupleFits(recv, wantElems)
	}
	switch {
	case r.spanConverts(recv, want):
		return true
	case want.sym != index.NoSymbol && (r.isArray(recv) || recv.elemOf != nil) && r.arrayInterface(want.sym):
		return true
	case want.sym != index.NoSymbol:
		// IEnumerable<T> takes a List<string>, IEnumerable<string> no
		// string; an I<M> of a type parameter M of the code here is no
		// I<int> of an invariant I.
		if r.boxesTo(recv, want) {
			return true
		}
		// The method called inside itself infers its own type arguments
		// anew: its T is no type parameter of the code there (Kiota's
		// recursive GetPrimaryMessageCodePath<TKind, TDeclaration>).
		return r.fits(recv, want, 0) && !(r.invariant(want.sym) && r.apartAt(r.asConstructionOf(recv, want.sym), want, nameNode, 0) && !r.insideDecl(m, nameNode))
	}
	// The receiver's type or one of its bases is a type not read: the same
	// by name and arity (ValueTask<T> is no ValueTask).
	wn, wa := r.namedShape(want)
	if recv.sym == index.NoSymbol {
		// By name and arity, and type arguments where they are known: a
		// Mock<IService> is no Mock<ILogger<T>> (Stryker's tests).
		rn, ra := r.namedShape(recv)
		return rn != "" && rn == wn && ra == wa && (ra == 0 || r.fits(recv, want, 0))
	}
	return wn != "" && r.unreadBaseNamed(recv.sym, wn, wa)
}

// unreadInterfaces names, for generic types of packages not read that
// code uses most and that own no method of the name of a read extension
// method but those in unreadOwn, a read interface they implement, with
// their type parameters written T0, T1.
var unreadInterfaces = map[string]string{
	"DbSet`1":                "global::System.Linq.IQueryable<T0>",
	"IIncludableQueryable`2": "global::System.Linq.IQueryable<T0>",
	"IServiceCollection`0":   "global::System.Collections.Generic.IList<global::Microsoft.Extensions.DependencyInjection.ServiceDescriptor>",
	"ServiceCollection`0":    "global::System.Collections.Generic.IList<global::Microsoft.Extensions.DependencyInjection.ServiceDescriptor>",
	// Microsoft.Extensions.Primitives' StringValues (ASP.NET's headers and
	// query values), Google.Protobuf's repeated and map fields, Mono.Cecil's
	// collections: values.First() is Enumerable.First<string>.
	"StringValues`0":  "global::System.Collections.Generic.IList<string>",
	"RepeatedField`1": "global::System.Collections.Generic.IList<T0>",
	"MapField`2":      "global::System.Collections.Generic.IDictionary<T0, T1>",
	"Collection`1":    "global::System.Collections.Generic.IList<T0>",
	// System.Collections.Immutable's, a package before .NET Core (and not
	// on Mono): set.Any(...) is Enumerable.Any<T>. Not ImmutableArray<T>,
	// whose LINQ operators are ImmutableArrayExtensions'.
	"ImmutableList`1":             "global::System.Collections.Generic.IList<T0>",
	"IImmutableList`1":            "global::System.Collections.Generic.IReadOnlyList<T0>",
	"ImmutableHashSet`1":          "global::System.Collections.Generic.ISet<T0>",
	"ImmutableSortedSet`1":        "global::System.Collections.Generic.ISet<T0>",
	"IImmutableSet`1":             "global::System.Collections.Generic.IReadOnlyCollection<T0>",
	"ImmutableDictionary`2":       "global::System.Collections.Generic.IDictionary<T0, T1>",
	"ImmutableSortedDictionary`2": "global::System.Collections.Generic.IDictionary<T0, T1>",
	"IImmutableDictionary`2":      "global::System.Collections.Generic.IReadOnlyDictionary<T0, T1>",
	"ImmutableQueue`1":            "global::System.Collections.Generic.IEnumerable<T0>",
	"ImmutableStack`1":            "global::System.Collections.Generic.IEnumerable<T0>",
	// Newtonsoft.Json.Linq's tokens: array.Select(...) is Enumerable's
	// (Sleet's feed settings).
	"JArray`0":     "global::System.Collections.Generic.IList<global::Newtonsoft.Json.Linq.JToken>",
	"JContainer`0": "global::System.Collections.Generic.IList<global::Newtonsoft.Json.Linq.JToken>",
	"JObject`0":    "global::System.Collections.Generic.IDictionary<string, global::Newtonsoft.Json.Linq.JToken>",
	"JProperty`0":  "global::System.Collections.Generic.IEnumerable<global::Newtonsoft.Json.Linq.JToken>",
	"JToken`0":     "global::System.Collections.Generic.IEnumerable<global::Newtonsoft.Json.Linq.JToken>",
}

// interfaceOnly are the unreadInterfaces' types that declare no member of
// their own: their members are the read interface's (services.Count of
// an IServiceCollection is ICollection<ServiceDescriptor>.Count).
var interfaceOnly = map[string]bool{"IServiceCollection`0": true}

// unreadOwn are the methods of unreadInterfaces' types that hide read
// extension methods of the name (DbSet<T>.AsQueryable()).
var unreadOwn = map[string][]string{"DbSet`1": {"AsQueryable", "AsAsyncEnumerable"}, "ServiceCollection`0": {"Contains", "Count"},
	"StringValues`0": {"ToArray"}, "RepeatedField`1": {"Contains"}, "MapField`2": {"Contains"}, "Collection`1": {"ToArray", "Contains"},
	"ImmutableList`1": {"Count", "Contains", "Reverse"}, "IImmutableList`1": {"Count", "Contains"}, "ImmutableHashSet`1": {"Count", "Contains"},
	"ImmutableSortedSet`1": {"Count", "Contains", "Reverse"}, "IImmutableSet`1": {"Count", "Contains"}, "ImmutableDictionary`2": {"Count", "Contains"},
	"ImmutableSortedDictionary`2": {"Count", "Contains"}, "IImmutableDictionary`2": {"Count", "Contains"},
	"JArray`0": {"Count", "Contains", "First", "Last"}, "JContainer`0": {"Count", "First", "Last"}, "JObject`0": {"Count", "First", "Last"},
	"JProperty`0": {"Count", "First", "Last"}, "JToken`0": {"First", "Last"}}

// unreadKey is a type not read's name with its arity, as unreadInterfaces
// keys it.
func unreadKey(t exprType) string {
	if t.sym != index.NoSymbol || t.tr == nil || t.tr.Kind != syntax.TypeNamed || len(t.tr.Parts) == 0 || t.static {
		return ""
	}
	last := t.tr.Parts[len(t.tr.Parts)-1]
	return last.Name + "`" + strconv.Itoa(len(last.Args))
}

// asReadInterface is a value of one of unreadInterfaces' types seen as the
// read interface it implements, its type arguments put in.
func (r *resolver) asReadInterface(t exprType) (exprType, bool) {
	text := unreadInterfaces[unreadKey(t)]
	if text == "" {
		return unknownType, false
	}
	iface := syntax.ParseTypeRef(text)
	if iface == nil {
		return unknownType, false
	}
	last := t.tr.Parts[len(t.tr.Parts)-1]
	params := map[string]*syntax.TypeRef{}
	for i, a := range last.Args {
		params["T"+strconv.Itoa(i)] = a
	}
	et := r.b.fromTypeRef(t.sc, replaceNames(iface, params))
	return et, et.sym != index.NoSymbol
}

// insideDecl says whether node n is in member m's own declaration: a call
// of m in m, the field's name in its own initializer.
func (r *resolver) insideDecl(m index.SymbolID, n int32) bool {
	self, _, _ := r.enclosingDecl(n)
	return self == m
}

// unreadReceiverExtensions are, for a value of a workspace type whose base
// class is not read, the extension methods in scope on types no assembly
// read declares that the arguments fit: that base's own bases are not
// known (MaterialDesign's TimePicker : Control takes WPF's
// FindVisualChild(this DependencyObject)).
func (r *resolver) unreadReceiverExtensions(recv exprType, name string, nameNode int32) []index.SymbolID {
	if recv.static || recv.sym == index.NoSymbol || !r.unreadBaseClass(recv.sym) {
		return nil
	}
	var out []index.SymbolID
	for _, m := range r.extensionMethodsInScope(name, nameNode) {
		// Of a type not read, or one read the chain not read may reach (the
		// Extended WPF Toolkit's FindVisualAncestor<T>(this DependencyObject)
		// on a control whose base is WPF's Control).
		want, _ := r.extensionReceiver(m)
		if name, _ := r.namedShape(want); want.sym == index.NoSymbol && name != "" || r.unreadBaseMayReach(recv, want) {
			out = append(out, m)
		}
	}
	unknown := unknownType // the receiver is taken as it may convert; the arguments must
	if len(out) == 0 || !r.anyApplicable(out, nameNode, true) || !r.typesAllow(out, nameNode, &unknown, unknownType) {
		return nil
	}
	return out
}

// unreadBaseClass says whether a type's base classes end in one no
// assembly read declares: its members are not all known.
func (r *resolver) unreadBaseClass(t index.SymbolID) bool {
	_, complete := r.b.BaseChain(t)
	return !complete
}

// unreadBaseMayReach says whether a value of at, a type with a base not
// read, may convert to pt, a class or interface of an assembly read: that
// base may derive from it or implement it (an interface not read may
// extend an interface read).
func (r *resolver) unreadBaseMayReach(at, pt exprType) bool {
	if at.sym == index.NoSymbol || pt.sym == index.NoSymbol || !r.b.s.External(pt.sym) {
		return false // nothing read derives from a type of the workspace
	}
	switch sym := r.b.s.Sym(pt.sym); sym.Kind {
	case syntax.KindInterface:
		return r.unreadBaseWhere(at.sym, anyBase)
	case syntax.KindClass:
		return sym.Modifiers&(syntax.ModSealed|syntax.ModStatic) == 0 && r.unreadBaseClass(at.sym)
	}
	return false
}

// unreadArgumentRulesOut says whether an argument that is a value of a
// type of an assembly not read surely goes to none of the methods (see
// unreadCannotReach): each takes it where such a value cannot go.
func (r *resolver) unreadArgumentRulesOut(methods []index.SymbolID, args []int32) bool {
	return r.argumentGoesToNone(methods, args, false, func(a int32) (func(pt exprType) bool, bool) {
		at := r.typeOf(r.argumentValue(a))
		if at.sym != index.NoSymbol || at.tr == nil || at.static || r.isTypeParameter(at) || isDynamic(at) {
			return nil, false
		}
		return func(pt exprType) bool { return pt.sym == index.NoSymbol || !r.unreadCannotReach(at, pt) }, true
	})
}

// delegateArgumentRulesOut says whether an argument that is a lambda, a
// method group or a value of a delegate type goes, in each of the methods,
// to an interface no delegate implements: none of them applies
// (ReactiveProperty's source.Subscribe(list.Add) and Subscribe(onNext) on
// an IObservable<T>, whose one Subscribe takes an IObserver<T>: it calls
// System.Reactive's extension method).
func (r *resolver) delegateArgumentRulesOut(methods []index.SymbolID, args []int32) bool {
	return r.argumentGoesToNone(methods, args, true, func(a int32) (func(pt exprType) bool, bool) {
		if !r.delegateValue(r.argumentValue(a)) {
			return nil, false
		}
		return func(pt exprType) bool {
			return pt.sym == index.NoSymbol || r.b.s.Sym(pt.sym).Kind != syntax.KindInterface || delegateInterfaces[r.fullName(pt)]
		}, true
	})
}

// argumentGoesToNone says whether one of the arguments goes, in each of the
// methods, to a parameter it cannot go to. goesTo gives, for an argument
// that matters, whether it may go to a parameter's type; a method without a
// parameter for it counts as unmatched says.
func (r *resolver) argumentGoesToNone(methods []index.SymbolID, args []int32, unmatched bool, goesTo func(a int32) (func(pt exprType) bool, bool)) bool {
	for i, a := range args {
		mayGo, matters := goesTo(a)
		if !matters {
			continue
		}
		if !slices.ContainsFunc(methods, func(m index.SymbolID) bool {
			ps := r.b.argumentParams(m, false)
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				return unmatched
			}
			return mayGo(r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[p].Type))
		}) {
			return true
		}
	}
	return false
}

// delegateInterfaces are the interfaces System.Delegate implements.
var delegateInterfaces = map[string]bool{"System.ICloneable": true, "System.Runtime.Serialization.ISerializable": true}

// delegateValue says whether an argument's value is a lambda, a method
// group or a value of a delegate type.
func (r *resolver) delegateValue(val int32) bool {
	if isLambda(r.kind(val)) {
		return true
	}
	if _, _, ok := r.methodGroup(val); ok {
		return true
	}
	t := r.typeOf(val)
	return t.sym != index.NoSymbol && !t.static && r.b.s.Sym(t.sym).Kind == syntax.KindDelegate
}

// unreadCannotReach says whether a value of at, a type of an assembly not
// read, surely does not convert to pt: pt is an enum (FileStreamOptions is
// no FileMode), bool or char, or a type the workspace declares (an
// assembly cannot derive from a workspace's type nor implement its
// interfaces: Semantic Kernel's new KernelArguments(aiFunctionArguments)
// is no KernelArguments(PromptExecutionSettings)), of another name, that
// declares no implicit conversion (EFCore.PG's
// Activator.CreateInstance(type, mapping) is no CreateInstance(Type, bool)),
// or an array, which only arrays convert to (MassTransit's
// DbContextOptionsBuilder<T> is no string[]). Nor does a struct of a
// package known to declare no conversion to the library's types reach a
// struct or string of the library (Godot's Rect2I is no int: Betauer's
// random.Next(rect) is the code's extension, not Random.Next(int)).
// Nor does a value of another name reach a delegate type, another
// delegate type as little (Calamity's DefineConditionalDropSet(new
// Conditions.IsExpert()) is no DefineConditionalDropSet(Func<bool>)).
func (r *resolver) unreadCannotReach(at, pt exprType) bool {
	if r.isArray(pt) {
		return at.tr.Kind == syntax.TypeNamed
	}
	sym := r.b.s.Sym(pt.sym)
	if name, _ := r.namedShape(at); sym.Kind == syntax.KindDelegate && !at.static && name != "" && name != sym.Name {
		return true
	}
	if r.b.s.External(pt.sym) && (sym.Kind == syntax.KindStruct || r.fullName(pt) == "System.String") && r.closedPackageStruct(at) {
		return true
	}
	own := !r.b.s.External(pt.sym) && !at.static // a name nothing declares (a generated property) is no value of a type not read
	boolOrChar := sym.Namespace == "System" && (sym.Name == "Boolean" || sym.Name == "Char")
	if sym.Kind != syntax.KindEnum && !own && !boolOrChar {
		return false
	}
	if name, _ := r.namedShape(at); name == "" || name == sym.Name {
		return false // perhaps the workspace's own type, not found
	}
	return !r.declaresImplicit(pt.sym)
}

// declaresImplicit says whether a type declares an implicit conversion to
// itself (from anything: the other type may not be read); not one from it
// to another type (Pipelines.Sockets' Sequence<T> to Sequence).
func (r *resolver) declaresImplicit(t index.SymbolID) bool {
	sym := r.b.s.Sym(t)
	return slices.ContainsFunc(sym.Members, func(op index.SymbolID) bool {
		if r.b.s.Sym(op).Name != "op_Implicit" || len(r.b.s.Sym(op).Decls) == 0 {
			return false
		}
		to := syntax.ParseTypeRef(strings.TrimSpace(r.b.s.Primary(op).Type))
		return to == nil || to.Kind != syntax.TypeNamed || lastName(to) == sym.Name && len(to.Parts[len(to.Parts)-1].Args) == sym.Arity
	})
}

// unreadLambdaParameter says whether the parameter of a lambda (its
// declaring identifier) is of a type an assembly not read gives: the
// lambda is an argument of a call on a value of such a type, with no type
// arguments written nor another argument of a workspace type
// (ImageSharp's image.Mutate(ctx => ctx.Paint(...)): ctx is its
// IImageProcessingContext, none of the workspace's types).
func (r *resolver) unreadLambdaParameter(param int32) bool {
	lambda := r.parent(param)
	if r.kind(lambda) == "parameter" {
		lambda = r.parent(r.parent(lambda))
	}
	arg := r.parent(lambda)
	if !isLambda(r.kind(lambda)) || r.kind(arg) != "argument" || r.kind(r.parent(arg)) != "argument_list" {
		return false
	}
	call := r.parent(r.parent(arg))
	if r.kind(call) != "invocation_expression" {
		return false
	}
	for _, a := range r.argumentsIn(r.t.Child(call, "arguments")) {
		if t := r.typeOf(r.argumentValue(a)); a != arg && (r.mentionsWorkspaceType(t, 0) || r.unreadOfWorkspaceType(t)) {
			return false
		}
	}
	if head := syntax.ChainHead(r.t.Nodes, call); r.kind(head) == "identifier" && r.workspaceBaseArgument(head) {
		return false // Ardalis' Query.Where(p => ...) of a Specification<Document>: a base's member of the workspace's type arguments
	}
	return r.unreadValue(call)
}

// workspaceBaseArgument says whether a type around a token has a base
// not read with a type argument of the workspace's: what its members
// give may be of that type.
func (r *resolver) workspaceBaseArgument(tok int32) bool {
	for t := r.enclosingType(tok); t != index.NoSymbol && r.b.s.Sym(t).Kind.IsType(); t = r.b.s.Sym(t).Container {
		for x, tr := range r.unreadBases(t) {
			sc := r.b.declScope(x, r.b.s.Sym(x).Decls[0])
			if slices.ContainsFunc(tr.Parts[len(tr.Parts)-1].Args, func(a *syntax.TypeRef) bool { return r.mentionsWorkspaceType(r.b.fromTypeRef(sc, a), 0) }) {
				return true
			}
		}
	}
	return false
}

// unreadOfWorkspaceType says whether a type not read has one of the
// workspace's among its type arguments: a lambda the method it goes to
// takes beside it may be given values of that type (Roslyn's
// RegisterSourceOutput(IncrementalValuesProvider<ResourceData>, (sc, data)
// => ...) of Havit's generator).
func (r *resolver) unreadOfWorkspaceType(t exprType) bool {
	if t.sym != index.NoSymbol || t.tr == nil || t.tr.Kind != syntax.TypeNamed || len(t.tr.Parts) == 0 {
		return false
	}
	return slices.ContainsFunc(t.tr.Parts[len(t.tr.Parts)-1].Args, func(a *syntax.TypeRef) bool {
		return r.mentionsWorkspaceType(r.b.fromTypeRef(t.sc, a), 0)
	})
}

// unreadValue says whether a value is a property or field of a value
// whose type is of an assembly not read and takes no type arguments
// (array.ElementType of a Roslyn IArrayTypeSymbol): its type is that
// assembly's or one it references. So is what a method of such a type,
// or of such a value, returns, called with no type argument nor argument
// of a workspace type (Newtonsoft's JObject.Parse(json)), arithmetic on
// such values, and a local var holds one of those.
func (r *resolver) unreadValue(val int32) bool {
	switch r.kind(val) {
	case "parenthesized_expression": // (from - to).Angle() of MonoGame's vectors (CommunalHelper)
		return r.unreadValue(r.firstNamed(val))
	case "identifier":
		l, ok := r.findLocal(val, r.t.Text(val))
		if ok && l.Kind == "parameter" && l.Type == "" && l.Node >= 0 {
			return r.unreadLambdaParameter(l.Node)
		}
		if ok && l.Kind == "rangeVariable" && l.Node >= 0 && r.kind(r.parent(l.Node)) == "let_clause" {
			// let x = e, as var x = e (Skybrud's let content = _contentService.GetById(id))
			c := r.lastOperand(r.parent(l.Node))
			return c >= 0 && r.kind(c) != "identifier" && r.unreadValue(c)
		}
		if !ok || l.Kind != "local" || l.Type != "var" || l.Node < 0 {
			return false
		}
		if c := r.localInitializer(l); c >= 0 {
			return r.kind(c) != "identifier" && r.unreadValue(c)
		}
		return false
	case "invocation_expression":
		fn := r.t.Child(val, "function")
		// Type arguments of the workspace's may make the result one of
		// them (x.Get<Order>()); a package's may not (DotNetty's
		// Channel<TcpSocketChannel>(), a Bootstrap).
		if r.kind(fn) != "member_access_expression" ||
			slices.ContainsFunc(r.typeArguments(r.t.Child(fn, "name")), func(a int32) bool {
				t := r.written(r.scopeAt(a), r.codeText(a))
				return !t.known() || r.isTypeParameter(t) || r.mentionsWorkspaceType(t, 0)
			}) ||
			slices.ContainsFunc(r.argumentsIn(r.t.Child(val, "arguments")), func(a int32) bool {
				return r.mentionsWorkspaceType(r.typeOf(r.argumentValue(a)), 0)
			}) {
			return false
		}
		val = fn
	case "member_access_expression":
	case "binary_expression":
		// Arithmetic on a value of a type not read and none of the
		// workspace's is an operator that type declares (Nez's
		// LocalAnchorA - _localCenterA of MonoGame's Vector2).
		if op := r.t.Text(r.t.Child(val, "operator")); len(op) != 1 || !strings.Contains("+-*/%", op) {
			return false
		}
		unread := false
		for _, o := range []int32{r.t.Child(val, "left"), r.t.Child(val, "right")} {
			switch t := r.typeOf(o); {
			case r.unreadNamed(t) && !t.static:
				unread = true
			case t.sym == index.NoSymbol || r.mentionsWorkspaceType(t, 0):
				return false
			}
		}
		return unread
	default:
		return false
	}
	rx := r.t.Child(val, "expression")
	recv := r.typeOf(rx)
	if !recv.known() && r.kind(rx) == "invocation_expression" {
		return r.unreadValue(rx) // the next link of a chain of them (DotNetty's new Bootstrap().Group(g).Channel<T>().Option(...))
	}
	if recv.sym != index.NoSymbol || recv.tr == nil || recv.tr.Kind != syntax.TypeNamed {
		return false
	}
	// Its type arguments, if any, none of the workspace's (a Channel<int>).
	return !slices.ContainsFunc(recv.tr.Parts, func(p syntax.NamePart) bool {
		return slices.ContainsFunc(p.Args, func(a *syntax.TypeRef) bool {
			at := r.b.fromTypeRef(recv.sc, a)
			return !at.known() || r.mentionsWorkspaceType(at, 0)
		})
	})
}

// ownClassOf says whether pt is a type the project of the code in sc (the
// call) declares, with no implicit conversion: no assembly it references
// knows it.
func (r *resolver) ownClassOf(pt exprType, sc *scope) bool {
	if pt.sym == index.NoSymbol || sc == nil || r.b.s.Sym(pt.sym).Project != sc.project || r.b.s.External(pt.sym) {
		return false
	}
	return !r.declaresImplicit(pt.sym)
}

// ownTypeIn says whether pt is, or has as a type argument, a type the
// project of the code in sc declares (ownClassOf): no value of an assembly
// not read is one (Verify's Verify(IEnumerable<Target>) given a JObject).
func (r *resolver) ownTypeIn(pt exprType, sc *scope, depth int) bool {
	if r.ownClassOf(pt, sc) {
		return true
	}
	for i := range pt.sub.len() {
		if arg, asc := pt.sub.arg(i); arg != nil && depth < 3 && r.ownTypeIn(r.b.fromTypeRef(asc, arg), sc, depth+1) {
			return true
		}
	}
	return false
}

// invariant says whether no type parameter of a generic type is declared
// in or out.
func (r *resolver) invariant(t index.SymbolID) bool {
	sym := r.b.s.Sym(t)
	return len(sym.Decls) == 0 || !slices.ContainsFunc(r.b.s.Primary(t).TypeParams, func(tp syntax.TypeParam) bool { return tp.Variance != "" })
}

// asConstructionOf is a value's type seen as the construction of a base g
// it has (a List<M> as an IList<M>); the type itself when that is g or
// the base's type arguments are not known.
func (r *resolver) asConstructionOf(t exprType, g index.SymbolID) exprType {
	if t.sym == index.NoSymbol || r.b.sameIdentity(t.sym, g) {
		return t
	}
	if sub := r.subFor(t, g); sub != nil {
		return exprType{sym: g, sub: sub}
	}
	return t
}

// unreadBaseNamed says whether a workspace type or one of its bases names a
// base of that name and arity that the index does not read (class MyTree :
// TreeView, where Windows Forms is not read).
func (r *resolver) unreadBaseNamed(t index.SymbolID, name string, arity int) bool {
	return r.unreadBaseWhere(t, func(tr *syntax.TypeRef) bool {
		return lastName(tr) == name && len(tr.Parts[len(tr.Parts)-1].Args) == arity
	})
}

// unreadBaseWhere says whether a workspace type or one of its bases names
// a base, class or interface, the index does not read and match accepts.
func (r *resolver) unreadBaseWhere(t index.SymbolID, match func(*syntax.TypeRef) bool) bool {
	for _, tr := range r.unreadBases(t) {
		if match(tr) {
			return true
		}
	}
	return false
}

// unreadBases yields the bases, classes and interfaces, the index does
// not read that a workspace type or one of its bases names, each with the
// type whose declaration writes it.
func (r *resolver) unreadBases(t index.SymbolID) iter.Seq2[index.SymbolID, *syntax.TypeRef] {
	return func(yield func(index.SymbolID, *syntax.TypeRef) bool) {
		types := []index.SymbolID{t}
		for a := range r.b.ancestors(t) {
			types = append(types, a)
		}
		for _, x := range types {
			if r.b.s.External(x) {
				continue
			}
			for _, e := range r.b.baseEntries(x, nil) {
				if tr := syntax.ParseTypeRef(e.Text); e.Symbol == index.NoSymbol && tr != nil && tr.Kind == syntax.TypeNamed && len(tr.Parts) > 0 && !yield(x, tr) {
					return
				}
			}
		}
	}
}

// unreadBaseArgument is the one type argument, as t sees it, of a base
// class of that name the index does not read that t or one of its base
// classes names (class OrderValidator : AbstractValidator<Order>: Order;
// through class BaseValidator<T> : AbstractValidator<T> as well).
func (r *resolver) unreadBaseArgument(t index.SymbolID, name string) (exprType, bool) {
	cur, sub := t, (*substitution)(nil)
	for range maxChain {
		if r.b.s.External(cur) {
			break
		}
		var next *baseEntry
		entries := r.b.baseEntries(cur, sub)
		for i, e := range entries {
			tr := syntax.ParseTypeRef(e.Text)
			if e.Symbol == index.NoSymbol && tr != nil && tr.Kind == syntax.TypeNamed && lastName(tr) == name && len(tr.Parts[len(tr.Parts)-1].Args) == 1 {
				return r.b.fromTypeRef(r.b.baseScope(cur, e.decl, sub), tr.Parts[len(tr.Parts)-1].Args[0]), true
			}
			if next == nil && !e.Interface && e.Symbol != index.NoSymbol {
				next = &entries[i]
			}
		}
		if next == nil {
			break
		}
		cur, sub = next.Symbol, r.b.substitutionOf(next.bind)
	}
	return unknownType, false
}

// anyBase accepts every base for unreadBaseWhere.
func anyBase(*syntax.TypeRef) bool { return true }

// lastName is the last simple name of a named type (List of System.Collections.Generic.List<T>).
func lastName(t *syntax.TypeRef) string {
	if t == nil || t.Kind != syntax.TypeNamed || len(t.Parts) == 0 {
		return ""
	}
	return t.Parts[len(t.Parts)-1].Name
}

// arity counts the type arguments written on a generic name.
func (r *resolver) arity(n int32) int {
	if lt := r.parent(n); r.field(n) == "left" && r.misreadForeachType(r.parent(lt)) != "" {
		return 1 // foreach (Box<D> b in xs), misread
	}
	if r.kind(n) != "generic_name" {
		return 0
	}
	args, commas := 0, 0
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "type_argument_list" {
			for a := r.t.FirstChild(c); a >= 0; a = r.t.Nodes[a].Next {
				if r.isOperand(a) {
					args++
				} else if r.kind(a) == "," {
					commas++
				}
			}
		}
	}
	if args == 0 {
		return commas + 1 // nameof(Pair<,>), typeof(Box<>): unbound
	}
	return args
}

// resolveCallee resolves what an invocation calls.
func (r *resolver) resolveCallee(fn int32) Resolution {
	if recv := r.receiverExpr(fn); recv >= 0 {
		return r.memberOf(r.receiverType(fn, recv), r.calledName(fn))
	}
	switch r.kind(fn) {
	case "identifier", "generic_name":
		return r.simpleName(r.nameToken(fn))
	}
	return Resolution{}
}

// receiverExpr is the receiver written before a called member's name: a
// in a.M(...) and in a?.M(...); -1 when the function is a simple name.
func (r *resolver) receiverExpr(fn int32) int32 {
	switch r.kind(fn) {
	case "member_access_expression":
		return r.t.Child(fn, "expression")
	case "conditional_access_expression":
		if r.kind(r.lastOperand(fn)) == "member_binding_expression" {
			return r.chainStart(r.t.Child(fn, "condition"))
		}
	}
	return -1
}

// throughValue says whether a method group is reached through a value
// (list.Contains), whose extension methods take it as their first
// argument, rather than through a type's name (Colors.ToName).
func (r *resolver) throughValue(group int32) bool {
	rx := r.receiverExpr(group)
	return rx >= 0 && !r.typeOf(rx).static
}

// receiverType is the type a member is looked up on: the receiver's, for
// a?.M on a Nullable<S>, S's (a?.M reads a.Value), and for p->M the type p
// points to. access is the member access or the null-conditional access.
func (r *resolver) receiverType(access, recv int32) exprType {
	switch {
	case r.kind(access) == "conditional_access_expression":
		return r.underlying(r.typeOf(recv))
	case r.kind(access) == "member_access_expression" && r.arrow(access):
		return r.pointee(r.typeOf(recv))
	}
	return r.typeOf(recv)
}

// arrow says whether a member access is p->M.
func (r *resolver) arrow(access int32) bool {
	for c := r.t.FirstChild(access); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "->" {
			return true
		}
	}
	return false
}

// chainStart is the value a null-conditional chain starts from. The
// grammar binds ?. more loosely than C# does: it reads (T)a?.M() as
// ((T)a)?.M(), b && a?.M() as (b && a)?.M(), !a?.M() as (!a)?.M() and
// await a?.M() as (await a)?.M(). In C# each chain starts at a, and the
// cast or operator applies to its result (see endsNullConditional).
func (r *resolver) chainStart(condition int32) int32 {
	for {
		switch r.kind(condition) {
		case "cast_expression":
			condition = r.t.Child(condition, "value")
		case "binary_expression":
			condition = r.t.Child(condition, "right")
		case "prefix_unary_expression", "await_expression":
			condition = r.lastOperand(condition)
		default:
			return condition
		}
	}
}

// calledName is the name of the member or method a call's function names
// (M in a.M, a?.M and M).
func (r *resolver) calledName(fn int32) int32 {
	switch r.kind(fn) {
	case "member_access_expression":
		return r.t.Child(fn, "name")
	case "conditional_access_expression":
		return r.t.Child(r.lastOperand(fn), "name")
	}
	return fn
}

// pick chooses among members found by name: one non-method, or the
// overload the call's arguments select.
func (r *resolver) pick(found []index.SymbolID, nameNode int32) Resolution {
	return r.pickCall(found, nameNode, nil, unknownType)
}

// exactPick chooses among the methods several constraints of a type
// parameter give a call the one every argument goes to by identity, which
// C# finds better than a conversion (T : IComparable, IComparable<T>:
// a.CompareTo(b) is IComparable<T>.CompareTo(T), not CompareTo(object));
// the first when none or several are.
func (r *resolver) exactPick(picks []Resolution, ons []exprType, nameNode int32) int {
	args, call := r.callArguments(nameNode)
	if len(picks) < 2 || !call || len(args) == 0 {
		return 0
	}
	inv := r.parent(r.calleeExpr(nameNode))
	exact := -1
	for i, res := range picks {
		if res.Kind != TargetSymbol || len(res.Candidates) > 0 || !r.b.s.Sym(res.Symbol).Kind.IsMethodLike() {
			continue
		}
		identity := true
		for pos, arg := range args {
			at := r.typeOf(r.argumentValue(arg))
			pt, ok := r.parameterTypeIn(res.Symbol, inv, arg, pos, ons[i])
			identity = identity && ok && at.known() && (r.identical(at, pt) || r.sameOwnTypeParameter(at, pt))
		}
		switch {
		case identity && exact >= 0:
			return 0
		case identity:
			exact = i
		}
	}
	return max(exact, 0)
}

// pickOn is pick for members of a receiver of type on, through whose type
// arguments the parameter types are read (HasData(params TEntity[]) of an
// EntityTypeBuilder<Blog> takes Blogs).
func (r *resolver) pickOn(found []index.SymbolID, nameNode int32, on exprType) Resolution {
	return r.pickCall(found, nameNode, nil, on)
}

// pickExtension is pick for extension methods called on a receiver: the
// receiver is their first argument.
func (r *resolver) pickExtension(found []index.SymbolID, nameNode int32, recv exprType) Resolution {
	res := r.pickCall(found, nameNode, &recv, unknownType)
	if res.Kind == TargetSymbol && r.spanOperatorFirst(res.Symbol, nameNode, recv) {
		return Resolution{Kind: TargetExternal, External: "System.MemoryExtensions." + r.b.s.Sym(res.Symbol).Name, Candidates: []index.SymbolID{res.Symbol},
			Reason: "C# 14 converts the array to a span, whose MemoryExtensions method it prefers: of a newer framework than the assembly read"}
	}
	return res
}

// spanOperatorFirst says whether a call of LINQ's Contains(value) or
// SequenceEqual(other array) on an array of equatable elements is, from
// C# 14 on and where the project targets .NET's API, MemoryExtensions' on
// a ReadOnlySpan<T> instead, which the framework read lacks (.NET 10's
// breaking change: RevitTemplates' args.Contains("pack")).
func (r *resolver) spanOperatorFirst(m index.SymbolID, nameNode int32, recv exprType) bool {
	sym := r.b.s.Sym(m)
	if !r.b.s.External(m) || r.fullName(exprType{sym: sym.Container}) != "System.Linq.Enumerable" || !r.isArray(recv) || !r.spanConversions() || !r.coreAPI() {
		return false
	}
	args, _ := r.callArguments(nameNode)
	switch {
	case len(args) != 1:
		return false
	case sym.Name == "SequenceEqual":
		if !r.isArray(r.typeOf(r.argumentValue(args[0]))) {
			return false
		}
	case sym.Name != "Contains":
		return false
	}
	sc := r.scopeAt(nameNode)
	elem := r.elementOf(recv)
	if sc == nil || elem.sym == index.NoSymbol || !r.b.namespaceInScope(sc, "System") {
		return false
	}
	for a := range r.b.ancestors(elem.sym) {
		if s := r.b.s.Sym(a); s.Name == "IEquatable" && s.Arity == 1 && s.Namespace == "System" {
			return true // MemoryExtensions' T : IEquatable<T>
		}
	}
	return false
}

func (r *resolver) pickCall(found []index.SymbolID, nameNode int32, recv *exprType, on exprType) Resolution {
	if !r.b.s.Sym(found[0]).Kind.IsMethodLike() {
		return Resolution{Kind: TargetSymbol, Symbol: found[0]}
	}
	if args, call := r.callArguments(nameNode); recv != nil && call && !slices.ContainsFunc(found, func(m index.SymbolID) bool { return r.takesCount(m, len(args)) }) {
		// No extension method read takes as many arguments: the one
		// called is of an assembly not read (FluentAssertions' Should()).
		return Resolution{Kind: TargetExternal, External: r.b.s.Sym(found[0]).Name, Candidates: found,
			Reason: "no extension method read takes this many arguments: the one called is likely of an assembly not read"}
	}
	if sc := r.scopeAt(nameNode); sc != nil && len(found) > 1 {
		// A private overload is no candidate outside its type, an internal
		// one outside its project (and its friends).
		if seen := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return r.inaccessible(m, sc) }); len(seen) > 0 {
			found = seen
		}
	}
	// M<A>(...) calls a method with as many type parameters.
	arity := r.arity(nameNode)
	if arity > 0 {
		var generic []index.SymbolID
		for _, m := range found {
			if r.b.callArity(m) == arity {
				generic = append(generic, m)
			}
		}
		switch {
		case len(generic) > 0:
			found = generic
		case r.allExternal(found):
			return r.newerOverload(found) // Enum.GetNames<T>() of a newer framework than the one read
		}
		// C# drops a method whose type arguments break its constraints
		// (Descendants<Inline>() is not Descendants<T>(this ContainerBlock) where T : Block).
		if written := r.writtenTypeArgs(r.calleeExpr(nameNode)); written != nil {
			if meet := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return r.writtenArgsBreakConstraints(m, written) }); len(meet) > 0 {
				found = meet
			}
			// Nor does an extension method take a receiver its this parameter,
			// of the type arguments written, cannot (ErrorOr's
			// error.ToErrorOr<int>() is no ToErrorOr<T>(this T) of an int).
			if recv != nil {
				if take := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return !r.receiverTakesWritten(m, *recv, written) }); len(take) > 0 {
					found = take
				}
			}
		}
	}
	found = r.distinctSignatures(found)
	args, call := r.callArguments(nameNode)
	if len(found) == 1 && !r.b.s.External(found[0]) {
		if call {
			if ok, _ := r.applicable(found[0], args, recv != nil); !ok {
				// M(x, x, 1) of the one M(uint, uint): no method takes the
				// arguments (Vortice's PresentBuffer(a, b, c), whose
				// three-argument overload SharpGen generates).
				return r.noOverloadTakes(found, args, on)
			}
		}
		if call && r.generatedOverload(found[0], args, recv, on) {
			return generatedElsewhere(found)
		}
		return Resolution{Kind: TargetSymbol, Symbol: found[0]}
	}
	if !call && len(found) == 1 {
		return Resolution{Kind: TargetSymbol, Symbol: found[0]}
	}
	if slices.ContainsFunc(args, func(a int32) bool { return isDynamic(r.typeOf(r.argumentValue(a))) }) {
		// C# binds the call at run time; the compiler still names the one
		// overload that can take the arguments, when only one can.
		fit := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool {
			ok, _ := r.applicable(m, args, recv != nil)
			return !ok || !r.typesAllowCall([]index.SymbolID{m}, args, recv, on)
		})
		if len(fit) == 1 {
			return Resolution{Kind: TargetSymbol, Symbol: fit[0]}
		}
		return Resolution{Candidates: found, Reason: "an argument is dynamic: C# binds the call at run time"}
	}
	if !call {
		if byTarget := r.groupForTarget(found, nameNode, recv != nil); len(byTarget) == 1 {
			return Resolution{Kind: TargetSymbol, Symbol: byTarget[0]}
		}
		return Resolution{Kind: TargetSymbol, Symbol: found[0], Candidates: found, Reason: "a method group: the overload depends on where it is used"}
	}
	if arity == 0 {
		// Type arguments not written must be inferred: a method whose
		// arguments cannot give one of them is no candidate.
		inferable := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return !r.inferable(m, args, recv != nil) })
		if len(inferable) > 0 {
			found = inferable
		}
	}
	return r.chooseCall(found, args, recv, on)
}

// onWorkspaceType says whether an extension method's receiver type is or
// is built of a type the workspace declares (List<Func<Context, Item>>).
func (r *resolver) onWorkspaceType(m index.SymbolID) bool {
	this, ok := r.extensionReceiver(m)
	return ok && r.mentionsWorkspaceType(this, 0)
}

// isExtension says whether parameters are an extension method's: the
// first written this.
func isExtension(ps []syntax.Param) bool {
	return len(ps) > 0 && strings.Contains(ps[0].Modifier, "this")
}

// extensionReceiver is the type of an extension method's receiver, its
// first parameter (as its declaration writes it); false when it has none.
func (r *resolver) extensionReceiver(m index.SymbolID) (exprType, bool) {
	ps := r.b.callParams(m)
	if len(ps) == 0 {
		return unknownType, false
	}
	return r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[0].Type), true
}

// workspaceArgument says whether an argument of the call at nameNode is of
// a type that is or is built of a type the workspace declares (Item[]).
func (r *resolver) workspaceArgument(nameNode int32) bool {
	args, _ := r.callArguments(nameNode)
	return slices.ContainsFunc(args, func(a int32) bool { return r.mentionsWorkspaceType(r.typeOf(r.argumentValue(a)), 0) })
}

// lambdaNoneTakes says whether a lambda argument of the call at nameNode
// goes, in each of methods (members of on), to a parameter of a type no
// lambda converts to: a class, struct or interface that is no delegate nor
// expression tree (List<W>.IndexOf(W) for w => w.A == 1). A newer .NET is
// no likelier to take it than the code's own extension method.
func (r *resolver) lambdaNoneTakes(methods []index.SymbolID, nameNode int32, on exprType) bool {
	args, _ := r.callArguments(nameNode)
	for i, a := range args {
		if !isLambda(r.kind(r.argumentValue(a))) {
			continue
		}
		takes := slices.ContainsFunc(methods, func(m index.SymbolID) bool {
			ps := r.b.callParams(m)
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				return false
			}
			pt := r.written(r.memberScope(m, on), ps[p].Type)
			_, ok := r.delegateOf(pt)
			return ok || !r.noLambdaTarget(pt) || strings.HasPrefix(r.fullName(pt), "System.Linq.Expressions.")
		})
		if !takes {
			return true
		}
	}
	return false
}

// mentionsWorkspaceType says whether a type is or is built of a type the
// workspace declares, as an array's element or a type argument.
func (r *resolver) mentionsWorkspaceType(t exprType, depth int) bool {
	if depth > 3 {
		return false
	}
	if r.isArray(t) {
		return r.mentionsWorkspaceType(r.elementOf(t), depth+1)
	}
	if t.sym == index.NoSymbol {
		return false
	}
	if !r.b.s.External(t.sym) {
		return true
	}
	for i := range t.sub.len() {
		if arg, sc := t.sub.arg(i); arg != nil && r.mentionsWorkspaceType(r.b.fromTypeRef(sc, arg), depth+1) {
			return true
		}
	}
	return false
}

// callParams are the parameters a call of m fills: a C# 14 extension
// block's instance member takes the block's receiver first, as an extension
// method does (extension(Request r) { Request AddIt(int x) } is called r.AddIt(1)).
func (b *Binder) callParams(m index.SymbolID) []syntax.Param {
	return b.callDecl(m).Params
}

// argumentParams are the parameters a call's arguments fill: callParams,
// without the receiver of an extension method called on one.
func (b *Binder) argumentParams(m index.SymbolID, extension bool) []syntax.Param {
	ps := b.callParams(m)
	if extension && len(ps) > 0 {
		return ps[1:]
	}
	return ps
}

// callDecl is how a call sees method m: its declaration, but for an
// instance method of a C# 14 extension block, an extension method whose
// first parameter is the block's receiver and whose type parameters are
// the block's, then its own (extension<T>(Box<T> box) { T Get(Ctx c) } is
// called as Get<T>(this Box<T> box, Ctx c)); a static one (an operator
// too) of a generic block has the block's type parameters too. Made once
// per method. An override takes params as the method it overrides does,
// written or not (Roslyn reads the least overridden method's: Mono's
// IndentedTextWriter.Write(string, object[]) lacks the ParamArray of
// TextWriter's Write(string, params object[]), which ML.NET's tests call
// with five values).
func (b *Binder) callDecl(m index.SymbolID) *syntax.Decl {
	d := b.s.Primary(m)
	ext := d.Extension
	if ext == nil || d.Kind != syntax.KindMethod && d.Kind != syntax.KindOperator && d.Kind != syntax.KindProperty {
		return b.overriddenParams(m, d)
	}
	instance := blockInstanceMethod(d)
	if !instance && len(ext.TypeParams) == 0 {
		return d
	}
	if made, ok := b.callDecls.Load(m); ok {
		return made.(*syntax.Decl)
	}
	call := *d
	if instance {
		receiver := ext.Receiver
		receiver.Modifier = strings.TrimSpace("this " + receiver.Modifier)
		call.Params = append([]syntax.Param{receiver}, d.Params...)
	}
	call.TypeParams = append(slices.Clip(ext.TypeParams), d.TypeParams...)
	call.Constraints = append(slices.Clip(ext.Constraints), d.Constraints...)
	made, _ := b.callDecls.LoadOrStore(m, &call)
	return made.(*syntax.Decl)
}

// overriddenParams is d, the declaration of m, with the params modifier of
// the method m overrides on its last parameter where d lacks it.
func (b *Binder) overriddenParams(m index.SymbolID, d *syntax.Decl) *syntax.Decl {
	n := len(d.Params)
	if n == 0 || d.Modifiers&syntax.ModOverride == 0 || strings.Contains(d.Params[n-1].Modifier, "params") || !strings.HasSuffix(strings.TrimSpace(d.Params[n-1].Type), "]") {
		return d
	}
	if made, ok := b.callDecls.Load(m); ok {
		return made.(*syntax.Decl)
	}
	call := d
	if o := b.Overridden(m); o != index.NoSymbol {
		if od := b.callDecl(o); len(od.Params) == n && strings.Contains(od.Params[n-1].Modifier, "params") {
			withParams := *d
			withParams.Params = slices.Clone(d.Params)
			withParams.Params[n-1].Modifier = strings.TrimSpace("params " + withParams.Params[n-1].Modifier)
			call = &withParams
		}
	}
	made, _ := b.callDecls.LoadOrStore(m, call)
	return made.(*syntax.Decl)
}

// memberScope is the scope member m is declared in, the type parameters
// of its type standing for what they are in a value of type on.
func (r *resolver) memberScope(m index.SymbolID, on exprType) *scope {
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	sc.sub = r.subFor(on, r.b.s.Sym(m).Container)
	if sc.sub == nil && on.sym == index.NoSymbol && r.isTypeParameter(on) {
		// A member of a type parameter's constraint, through it
		// (dictionary.TryGetValue(key, out var v) of a T :
		// IReadOnlyDictionary<TK, TV>: v is a TV)
		for _, ct := range r.constraintTypes(on) {
			if sc.sub = r.subFor(ct, r.b.s.Sym(m).Container); sc.sub != nil {
				break
			}
		}
	}
	switch {
	case sc.sub == nil && on.outer != nil:
		// T of Triple<T>, read on a Triple<Node>.Buffer's member (in T[],
		// in Action<Item> of Outer<T>.Item too)
		sc.sub = on.outer.sub
	case sc.sub != nil && sc.sub.outer == nil && on.outer != nil && on.outer.sub != nil && r.b.s.Sym(sc.sub.t).Container == on.outer.sym:
		// of a base nested in the same generic type: its own type
		// arguments, and the outer type's (Eventuous' UpdateBuilder<TBuilder>'s
		// Update(BuildUpdateFromEvent<TEvent, T>), both nested in
		// MongoOperationBuilder<TEvent, T>)
		withOuter := *sc.sub
		withOuter.outer = on.outer.sub
		sc.sub = &withOuter
	}
	return sc
}

// callArity is how many type arguments a call of method m writes: for an
// instance method of a C# 14 extension block, the block's and then its own
// (see callDecl: ReactiveUI's sender.ObservableForProperty<TSender, T1>(...)
// of extension<TSender>(TSender? item) { ObservableForProperty<TValue>(...) }).
func (b *Binder) callArity(m index.SymbolID) int {
	if d := b.s.Primary(m); blockInstanceMethod(d) {
		return len(d.Extension.TypeParams) + len(d.TypeParams)
	}
	return b.s.Sym(m).Arity
}

// blockInstanceMethod says whether a declaration is an instance method of
// a C# 14 extension block (one called on a value).
func blockInstanceMethod(d *syntax.Decl) bool {
	return d.Extension != nil && d.Kind == syntax.KindMethod && d.Extension.Receiver.Name != "" && d.Modifiers&syntax.ModStatic == 0
}

// inaccessible says whether m cannot be reached from the scope: private
// to a type the scope is not in, or internal to a project that does not
// show the scope's project its internals.
func (r *resolver) inaccessible(m index.SymbolID, sc *scope) bool {
	if !r.b.accessibleFrom(m, sc.project) {
		return true
	}
	ms := r.b.s.Sym(m)
	if ms.Access != index.Private || ms.Container == index.NoSymbol || !r.b.s.Sym(ms.Container).Kind.IsType() {
		return false
	}
	return !slices.ContainsFunc(sc.types, func(t index.SymbolID) bool { return r.b.sameIdentity(t, ms.Container) })
}

// unreachable is inaccessible, and also a protected member outside the
// types that derive from its type (a protected internal one only outside
// its project and the projects it shows its internals to).
func (r *resolver) unreachable(m index.SymbolID, sc *scope) bool {
	if r.inaccessible(m, sc) {
		return true
	}
	ms := r.b.s.Sym(m)
	switch ms.Access {
	case index.Protected, index.PrivateProtected:
	case index.ProtectedInternal:
		if ms.Project == sc.project || r.b.friends[ms.Project][sc.project] {
			return false // Audit.NET's tests call a filter's protected internal IsAuditDisabled
		}
	default:
		return false
	}
	if ms.Container == index.NoSymbol || !r.b.s.Sym(ms.Container).Kind.IsType() {
		return false
	}
	return !slices.ContainsFunc(sc.types, func(t index.SymbolID) bool {
		return r.b.sameIdentity(t, ms.Container) || r.derivesFrom(t, ms.Container)
	})
}

// groupMayGo says whether a method group may be the value of expr, by
// the type it goes to: not a type known that is no delegate type, nor one
// that takes a method group through its natural type (Alba's `return
// headers.ContentLength;` of a long? is the unread IHeaderDictionary's
// property, not the code's ContentLength(this IHeaderDictionary)).
func (r *resolver) groupMayGo(expr int32) bool {
	target := unknownType
	if !r.whileTargeting(expr, func(expr int32) { target = r.targetType(expr) }) || !target.known() {
		return true
	}
	if _, ok := r.delegateOf(target); ok {
		return true
	}
	name := r.fullName(target)
	return target.sym == index.NoSymbol || naturalDelegateTargets[name] || expressionTargets[name] || r.isTypeParameter(target)
}

// delegateTarget says whether an expression stands where a delegate is
// known to go: its target type is one.
func (r *resolver) delegateTarget(expr int32) bool {
	target := unknownType
	r.whileTargeting(expr, func(expr int32) { target = r.targetType(expr) })
	_, ok := r.delegateOf(target)
	return ok
}

// groupForTarget keeps the methods of a group that take as many
// parameters as the delegate it is converted to where it stands (Func<T,
// T, bool> f = comparer.Equals; xs.Select(Parse)); none when that delegate
// is not known. An extension method reached through its receiver takes
// one parameter more.
func (r *resolver) groupForTarget(found []index.SymbolID, nameNode int32, extension bool) []index.SymbolID {
	var target exprType
	// Not while the call the group is passed to is being resolved: its overload needs this.
	if !r.whileTargeting(r.calleeExpr(nameNode), func(expr int32) { target = r.targetType(expr) }) {
		return nil
	}
	sig, ok := r.delegateOf(target)
	if !ok {
		return nil
	}
	written := r.arity(nameNode) > 0
	fit := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool {
		return !written && !r.groupInferable(m) || !r.groupTakes(m, -1, sig, extension)
	})
	if len(fit) > 1 && !slices.ContainsFunc(sig.inputs, func(in exprType) bool { return !in.known() }) {
		// As a call with the delegate's parameter types: the better
		// conversions win (Func<string, string, bool> f = comparer.Equals is
		// Equals(string, string)), then the method that is not generic
		// (string.Concat as a Func<IEnumerable<string>, string>).
		targets := map[index.SymbolID][]exprType{}
		for _, m := range fit {
			targets[m], _ = r.groupParams(m, -1, extension)
		}
		if best := r.betterMember(fit, sig.inputs, targets, false); best != index.NoSymbol {
			return []index.SymbolID{best}
		}
	}
	return fit
}

// whileTargeting runs find on node n, a method group or a lambda, unless
// n's target type is being found already (a cycle: false, and what is typed
// meanwhile depends on the cut).
func (r *resolver) whileTargeting(n int32, find func(n int32)) bool {
	if depth, ok := r.targeting[n]; ok {
		r.low = min(r.low, depth)
		return false
	}
	if r.targeting == nil {
		r.targeting = map[int32]int{}
	}
	// What is typed inside depends on the cut only as far out as the node
	// being typed where the search began, whose type is final once worked
	// out and can be remembered (else each question about a chain of
	// forty calls given lambdas worked out the whole chain again:
	// StardewMods' GMCM settings, 33 s a file, 5 s with this).
	r.targeting[n] = len(r.stack) - 1
	find(n)
	delete(r.targeting, n)
	return true
}

// groupInferable says whether a generic method of a group, named without
// type arguments, has them all given by its parameters: C# infers them from
// the delegate's parameter types only (new Action(M) is no M<T>()).
func (r *resolver) groupInferable(m index.SymbolID) bool {
	given := map[string]bool{}
	for _, p := range r.b.callParams(m) {
		namesIn(syntax.ParseTypeRef(strings.TrimSpace(p.Type)), given)
	}
	return !slices.ContainsFunc(r.b.callDecl(m).TypeParams, func(tp syntax.TypeParam) bool { return !given[tp.Name] })
}

// groupParams are the parameter types of a method of a group (or of the
// local function declared at local), without an extension method's
// receiver, and the ref, out or in of each.
func (r *resolver) groupParams(m index.SymbolID, local int32, extension bool) (params []exprType, refs []string) {
	if m == index.NoSymbol {
		for _, p := range r.localFunctionParams(local) {
			params, refs = append(params, r.parameterNodeType(p)), append(refs, r.parameterRefKind(p))
		}
		return params, refs
	}
	ps := r.b.callParams(m)
	if extension && isExtension(ps) {
		ps = ps[1:]
	}
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	for _, p := range ps {
		params, refs = append(params, r.written(sc, p.Type)), append(refs, syntax.RefKind(p.Modifier))
	}
	return params, refs
}

// delegateSig is what a delegate type takes and returns; result is
// unknown when it returns nothing.
type delegateSig struct {
	inputs []exprType
	refs   []string // the inputs' ref, out or in; nil where all go by value
	result exprType
	void   bool // it returns nothing (an Action)
}

// delegateOf is what a delegate type takes and returns: a Func's or an
// Action's type arguments (through an Expression<> around them), or a
// declared delegate's parameters and result seen through its type
// arguments (FromText<int> returns int); ok is false for a type that is no
// delegate the resolver knows.
func (r *resolver) delegateOf(t exprType) (sig delegateSig, ok bool) {
	sig.result = unknownType
	name, arg := r.genericParts(t)
	if name == "Expression" {
		if tr, sc := arg(0); tr != nil {
			t = r.b.fromTypeRef(sc, tr)
			name, arg = r.genericParts(t)
		}
	}
	if name == "Func" || name == "Action" {
		for i := 0; ; i++ {
			tr, sc := arg(i)
			if tr == nil {
				break
			}
			sig.inputs = append(sig.inputs, r.b.fromTypeRef(sc, tr))
		}
		if n := len(sig.inputs); name == "Func" && n > 0 {
			sig.inputs, sig.result = sig.inputs[:n-1], sig.inputs[n-1]
		}
		sig.void = name == "Action"
		return sig, true
	}
	if t.sym == index.NoSymbol || r.b.s.Sym(t.sym).Kind != syntax.KindDelegate {
		return sig, false
	}
	d := r.b.s.Primary(t.sym)
	sc := r.b.declScope(t.sym, r.b.s.Sym(t.sym).Decls[0])
	if t.sub != nil && t.sub.t == t.sym {
		sc.sub = t.sub
	}
	for _, p := range d.Params {
		sig.inputs = append(sig.inputs, r.written(sc, p.Type))
		sig.refs = append(sig.refs, syntax.RefKind(p.Modifier))
	}
	if sig.void = strings.TrimSpace(d.Type) == "void"; !sig.void {
		sig.result = r.written(sc, d.Type)
	}
	return sig, true
}

// methodGroup lists the methods an argument names without calling them
// (Assert.That(ok, GetMessage), new Timer(OnTick, ...)), or the local
// function it names (its name node in local); false when it names none.
func (r *resolver) methodGroup(val int32) (group []index.SymbolID, local int32, ok bool) {
	switch r.kind(val) {
	case "identifier", "generic_name", "member_access_expression":
	default:
		return nil, -1, false
	}
	res := r.resolveCallee(val)
	if res.Kind == TargetLocal && res.Local.Kind == "localFunction" {
		return nil, res.Local.Node, true
	}
	if res.Kind != TargetSymbol || r.b.s.Sym(res.Symbol).Kind != syntax.KindMethod {
		return nil, -1, false
	}
	if len(res.Candidates) > 0 {
		return res.Candidates, -1, true
	}
	return []index.SymbolID{res.Symbol}, -1, true
}

// unreadGenericGroup says whether an expression is a generic name not
// called, M<T> or x.M<T>, that names no method read: a method group of
// methods not read.
func (r *resolver) unreadGenericGroup(val int32) bool {
	name := val
	if r.kind(val) == "member_access_expression" {
		name = r.t.Child(val, "name")
	}
	if r.kind(name) != "generic_name" {
		return false
	}
	res := r.resolveCallee(val)
	return res.Kind != TargetSymbol && res.Kind != TargetLocal
}

// groupTakes says whether a method of a group (or the local function
// whose name is local, when m is NoSymbol) converts to a delegate of
// signature sig: as many parameters (an extension method reached through
// its receiver, with extension, has one more), each taking its input where
// both are known (Assembly.Load(AssemblyName) for a Func<AssemblyName,
// Assembly>), and a result that converts to the delegate's.
func (r *resolver) groupTakes(m index.SymbolID, local int32, sig delegateSig, extension bool) bool {
	inputs := sig.inputs
	params, refs := r.groupParams(m, local, extension)
	if len(params) != len(inputs) {
		return false
	}
	for i, ref := range refs {
		// Each parameter passed as the delegate's is: H(int, string) is no
		// handler of (int, ref string) (RobustToolbox's
		// SubscribeLocalEvent(HandleGridEmpty) of ComponentEventRefHandler).
		want := ""
		if i < len(sig.refs) {
			want = sig.refs[i]
		}
		if ref != want {
			return false
		}
	}
	inferred := map[string]exprType{} // the method's own type parameters, by the inputs given them
	for i, in := range inputs {
		p := params[i]
		if in.known() && m != index.NoSymbol && r.ownTypeParameter(m, p) { // not a local function's
			// Eq<T>(T, T) takes no Func<TItem, string, bool>: T cannot be both
			// (Playnite's GameFieldComparer.FieldEquals).
			if prev, ok := inferred[p.tr.Parts[0].Name]; ok && !r.sameType(prev, in) {
				return false
			}
			inferred[p.tr.Parts[0].Name] = in
			continue
		}
		if in.known() && p.known() && !r.isTypeParameter(in) && !r.isTypeParameter(p) && !r.sameType(in, p) && !r.sameUnreadShape(in, p) {
			return false // not Visit(JToken) for a Func<JToken, V> either, JToken not read (BSIPA's array.Select(Visit))
		}
	}
	// A delegate that returns nothing takes a method that returns nothing
	// (a Task method is no Action); one that returns a value, a method whose
	// result converts to it (a Task<int> method is no Func<string[], int>).
	returnText, returnType := r.groupReturn(m, local)
	returnsVoid := returnText == "void"
	switch {
	case returnText == "":
		return true
	case sig.void:
		return returnsVoid
	case !sig.result.known() || r.isTypeParameter(sig.result):
		return true
	case returnsVoid:
		return false
	}
	ret := returnType()
	if !ret.known() {
		return true // Make<U>'s U[]: the method's own type arguments are given or inferred where it is used
	}
	if r.isTuple(ret) {
		// Only an identity: a method group's result converts by reference,
		// and a tuple is a struct ((bool, string) Resume is no Func<Task>).
		return !sig.result.known() || r.isTuple(sig.result)
	}
	if ret.known() && ret.sym != index.NoSymbol && sig.result.sym != index.NoSymbol && !r.isTypeParameter(ret) {
		return r.sameType(ret, sig.result)
	}
	return true
}

// groupReturn is the return type a method of a group (or the local
// function whose name is local) writes, and a function giving its type:
// unknown when it is the method's own type parameters', which are given
// or inferred where it is used.
func (r *resolver) groupReturn(m index.SymbolID, local int32) (string, func() exprType) {
	if m == index.NoSymbol {
		fn := r.parent(local)
		ty := r.t.Child(fn, "type")
		if ty < 0 {
			return "", nil
		}
		return r.codeText(ty), func() exprType {
			if len(r.localTypeParams(fn)) > 0 {
				return unknownType
			}
			return r.written(r.scopeAt(ty), r.codeText(ty))
		}
	}
	text := strings.TrimSpace(r.b.s.Primary(m).Type)
	return text, func() exprType {
		if inf := r.newInference(m); inf != nil && inf.mentionsUnfixed(syntax.ParseTypeRef(text), 0) {
			return unknownType
		}
		return r.memberType(m, unknownType)
	}
}

// inferable says whether the arguments of a call (an extension method's
// receiver among them, with extension) can give each type parameter of a
// method: one written nowhere but among the parameter types of a delegate
// that an implicitly typed lambda is passed for cannot (the lambda takes
// its parameters' types from the delegate, it does not give them), nor one
// only in parameters the call leaves to their defaults, passes null or
// out var.
func (r *resolver) inferable(m index.SymbolID, args []int32, extension bool) bool {
	d := r.b.callDecl(m) // an extension block's type parameters too
	if len(d.TypeParams) == 0 {
		return true
	}
	given := map[string]bool{}
	mark := func(t *syntax.TypeRef) { namesIn(t, given) }
	ps := r.b.callParams(m)
	if extension && len(ps) > 0 {
		mark(syntax.ParseTypeRef(strings.TrimSpace(ps[0].Type)))
		ps = ps[1:]
	}
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		if p < 0 {
			continue
		}
		if val := r.argumentValue(a); r.isNull(val) || r.implicitOutVariable(val) {
			continue // null and out var give no type to infer from
		}
		pt := syntax.ParseTypeRef(strings.TrimSpace(ps[p].Type))
		if lambda := r.argumentValue(a); isLambda(r.kind(lambda)) && !r.isAsync(lambda) && r.typelessResult(lambda) {
			// A lambda that only throws, or returns null, gives its result
			// no type: a Func's TResult is inferred from nothing
			// (Wasmtime's FromCallback(store, () => throw ...) is the Action's).
			if dt := delegateType(pt); dt != nil {
				if inputs, _, ok := funcOrAction(dt); ok {
					if r.typedLambda(lambda) {
						for _, in := range inputs {
							mark(in)
						}
					}
					continue
				}
			}
		}
		if lambda := r.argumentValue(a); isLambda(r.kind(lambda)) && !r.typedLambda(lambda) {
			if dt := delegateType(pt); dt != nil {
				if _, result, ok := funcOrAction(dt); ok {
					mark(result) // Action's and Func's inputs come from the call, not the lambda
					continue
				}
				if results, ok := r.delegateResultArgs(m, dt); ok {
					for _, t := range results {
						mark(t)
					}
					continue
				}
			}
		}
		mark(pt)
	}
	for _, tp := range d.TypeParams {
		if !given[tp.Name] {
			return false
		}
	}
	return true
}

// implicitOutVariable says whether an argument's value declares a variable
// typed var (out var member), which takes its type from the parameter.
func (r *resolver) implicitOutVariable(val int32) bool {
	return r.kind(val) == "declaration_expression" && r.kind(r.t.Child(val, "type")) == "implicit_type"
}

// namesIn adds the names a type writes, its type arguments' too, to names.
func namesIn(t *syntax.TypeRef, names map[string]bool) {
	if t == nil {
		return
	}
	for _, part := range t.Parts {
		names[part.Name] = true
		for _, a := range part.Args {
			namesIn(a, names)
		}
	}
	namesIn(t.Elem, names)
	for _, e := range t.Elems {
		namesIn(e, names)
	}
}

// delegateResultArgs lists the type arguments of dt, a declared delegate
// type written in method m's parameters, that the delegate's result is
// made of: all a lambda without written parameter types lets C# infer
// (FilterDelegate<IMessage<T>>, whose result is bool, infers no T); false
// when dt is no declared delegate.
func (r *resolver) delegateResultArgs(m index.SymbolID, dt *syntax.TypeRef) ([]*syntax.TypeRef, bool) {
	bound := r.b.resolveName(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), dt)
	if bound.kind != typeTarget || bound.whole != nil || r.b.s.Sym(bound.symbol).Kind != syntax.KindDelegate {
		return nil, false
	}
	d := r.b.s.Primary(bound.symbol)
	inResult := map[string]bool{}
	namesIn(syntax.ParseTypeRef(strings.TrimSpace(d.Type)), inResult)
	args := dt.Parts[len(dt.Parts)-1].Args
	var out []*syntax.TypeRef
	for i, tp := range d.TypeParams {
		if i < len(args) && inResult[tp.Name] {
			out = append(out, args[i])
		}
	}
	return out, true
}

// typedLambda says whether a lambda writes its parameters' types.
func (r *resolver) typedLambda(lambda int32) bool {
	list := r.t.Child(lambda, "parameters")
	if r.kind(list) != "parameter_list" {
		return false // x => ...
	}
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "parameter" && r.t.Child(c, "type") >= 0 {
			return true
		}
	}
	return false
}

// hasNaturalType says whether a lambda has a delegate type of its own,
// so that it converts to object: one that writes the types of all its
// parameters, or has none (() => 1, (int x) => x, not x => x).
func (r *resolver) hasNaturalType(lambda int32) bool {
	if v := r.csharpVersion(); v >= 0 && v < 10 {
		return false // natural function types came with C# 10 (mvvmlight's Xamarin projects, C# 7)
	}
	list := r.t.Child(lambda, "parameters")
	if r.kind(list) != "parameter_list" {
		return false
	}
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "parameter" && r.t.Child(c, "type") < 0 {
			return false
		}
	}
	return true
}

// choose is overload resolution as far as argument counts and the known
// argument types decide it; otherwise the candidates, with the reason.
func (r *resolver) choose(found []index.SymbolID, args []int32) Resolution {
	return r.chooseCall(found, args, nil, unknownType)
}

// chooseCall is choose with an extension method's receiver (nil for other
// calls) and the type the methods are members of (on, for their type
// arguments; zero when not known). Candidates are kept when each argument can go to its parameter
// (by count, name, and for a lambda, a delegate taking as many
// parameters); of those, the ones that need no params expansion win, then
// the ones whose parameter types match the known argument types.
func (r *resolver) chooseCall(found []index.SymbolID, args []int32, recv *exprType, on exprType) Resolution {
	found = r.distinctSignatures(found)
	if len(found) == 1 && !r.b.s.External(found[0]) {
		if ok, _ := r.applicable(found[0], args, recv != nil); ok {
			if r.generatedOverload(found[0], args, recv, on) {
				return generatedElsewhere(found)
			}
			return Resolution{Kind: TargetSymbol, Symbol: found[0]}
		}
		// Not by the number or names of the arguments: broken code, or a
		// source generator's overload (the MVVM Toolkit's constructors).
	}
	var fit, normal []index.SymbolID
	for _, m := range found {
		if ok, expanded := r.applicable(m, args, recv != nil); ok {
			fit = append(fit, m)
			if !expanded && !r.paramsTakeLast(m, args, recv != nil, on) {
				normal = append(normal, m)
			}
		}
	}
	if recv != nil {
		fit, normal = r.constrainedToReceiver(fit, *recv), r.constrainedToReceiver(normal, *recv)
	}
	// C# prefers a method applicable in its normal form to one applicable
	// only with its params expanded when their arguments' conversions do
	// not decide: unless the argument types rule out every one of the
	// former (SetValidator(validator) goes to SetValidator(IValidator<T>,
	// params string[]) when the validator is no IPropertyValidator), or,
	// every argument's type known, one of the latter converts them better
	// (Count("a") goes to Count(string, params object[]) over Count(Expr)
	// and its user-defined conversion from string).
	var best index.SymbolID
	var tied []index.SymbolID
	decided := false // best and tied are what the argument types say of fit
	if len(normal) > 0 && len(normal) < len(fit) {
		if nBest, nTied := r.byArgumentTypes(normal, args, recv, on); nBest != index.NoSymbol || len(nTied) > 0 {
			best, tied = r.byArgumentTypes(fit, args, recv, on)
			if best == index.NoSymbol || slices.Contains(normal, best) || !r.argumentTypesKnown(args) {
				fit, best, tied = normal, nBest, nTied
			}
			decided = true
		}
	}
	switch len(fit) {
	case 0:
		return r.noOverloadTakes(found, args, on)
	case 1:
		return Resolution{Kind: TargetSymbol, Symbol: fit[0]}
	}
	if !decided {
		best, tied = r.byArgumentTypes(fit, args, recv, on)
		if best != index.NoSymbol && r.b.callArity(best) > 0 && slices.ContainsFunc(args, r.isLambdaArg) && !r.lambdasBind(best, args, recv, on) {
			// Its lambda's body does not bind with the parameter types the
			// generic method infers (EF Core's ThenInclude(e => e.Product)
			// on an IIncludableQueryable<Order, ICollection<Detail>> is not
			// the ThenInclude<TPrev> whose TPrev is the collection).
			if rest := slices.DeleteFunc(slices.Clone(fit), func(m index.SymbolID) bool { return m == best || !r.lambdasBind(m, args, recv, on) }); len(rest) > 0 {
				fit = rest
				best, tied = r.byArgumentTypes(fit, args, recv, on)
			}
		}
	}
	if m := r.valueOverIn(append([]index.SymbolID{best}, tied...), args, recv != nil); best != index.NoSymbol && m != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: m}
	}
	if best != index.NoSymbol && len(tied) > 0 {
		return Resolution{Kind: TargetSymbol, Symbol: best, Candidates: append([]index.SymbolID{best}, tied...),
			Reason: "the best for the argument types known; a value of a type not known may go to another better"}
	}
	if best != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: best}
	}
	if len(tied) > 0 {
		fit = tied // the ones the argument types leave
	}
	if m := r.valueOverIn(fit, args, recv != nil); m != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: m}
	}
	if m := r.betterParamsCollection(fit, normal); m != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: m}
	}
	if bound := slices.DeleteFunc(slices.Clone(fit), func(m index.SymbolID) bool { return !r.lambdasBind(m, args, recv, on) }); len(bound) == 1 {
		return Resolution{Kind: TargetSymbol, Symbol: bound[0]}
	} else if len(bound) > 1 {
		fit = bound
	}
	if m := r.betterLambdaTarget(fit, args, recv != nil); m != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: m}
	}
	if m := r.contravariantTarget(fit, args, recv != nil); m != index.NoSymbol {
		return Resolution{Kind: TargetSymbol, Symbol: m}
	}
	// Then C# prefers the one whose every parameter has an argument (no
	// default filled in; a params array may take none: MASA.Blazor's
	// T(key) is T(string, params object[]), not T(string, bool = true,
	// string = null, params object[])), among those the argument types
	// leave tied: not when a value's type is not known, which may decide
	// for another, unless the arguments go to parameters of the same
	// types in each.
	given := len(args)
	if recv != nil {
		given++ // an extension method's receiver fills its first parameter
	}
	if whole := slices.DeleteFunc(slices.Clone(fit), func(m index.SymbolID) bool { return r.defaultsFilled(m, given) }); len(whole) == 1 && len(tied) > 0 &&
		(!r.valueOfUnknownType(args) || r.sameLeadingParams(fit, given)) {
		return Resolution{Kind: TargetSymbol, Symbol: whole[0]}
	}
	fit = r.plausibleFirst(fit, args, recv != nil)
	if recv != nil && len(args) > 0 {
		fit = r.enumerableFirst(fit, *recv, args[0])
	}
	return Resolution{Kind: TargetSymbol, Symbol: fit[0], Candidates: fit, Reason: "several overloads take this many arguments"}
}

// enumerableFirst puts first, of extension methods tied, those on an
// IEnumerable<T> where the receiver is a workspace type with a base not
// read, a sequence through it: a collection's base is seldom an
// IQueryable<T> or a ParallelQuery<T> too (enterspeed's
// _jobHandlers.FirstOrDefault(f => ...) of an Umbraco
// BuilderCollectionBase<IEnterspeedJobHandler>; N.I.N.A.'s
// _notifications.OrderBy(x => x.Key) of a ToastNotifications
// NotificationsList, a ConcurrentDictionary).
func (r *resolver) enumerableFirst(fit []index.SymbolID, recv exprType, at int32) []index.SymbolID {
	sc := r.scopeAt(at)
	if sc == nil || recv.sym == index.NoSymbol || r.b.s.External(recv.sym) || r.isArray(recv) || !r.unreadBaseClass(recv.sym) {
		return fit
	}
	enumerable := r.b.frameworkType(sc.project, "System.Collections.Generic", "IEnumerable", 1)
	onEnumerable := func(m index.SymbolID) bool {
		this, ok := r.extensionReceiver(m)
		return ok && this.sym != index.NoSymbol && r.b.sameIdentity(this.sym, enumerable)
	}
	return append(slices.DeleteFunc(slices.Clone(fit), func(m index.SymbolID) bool { return !onEnumerable(m) }),
		slices.DeleteFunc(slices.Clone(fit), onEnumerable)...)
}

// unreadSequenceElement is the element of a workspace type that is a
// sequence only through a base not read, for target, IEnumerable<T>: that
// base's one type argument, as iterated takes it.
func (r *resolver) unreadSequenceElement(t exprType, target index.SymbolID) (exprType, bool) {
	if t.sym == index.NoSymbol || r.b.s.External(t.sym) || r.isArray(t) || target == index.NoSymbol ||
		r.fullName(exprType{sym: target}) != "System.Collections.Generic.IEnumerable<T>" {
		return unknownType, false
	}
	return r.unreadBaseElement(t.sym)
}

// unreadBaseElement is the element of a workspace type that is a sequence
// through a base not read: the one type argument of its bases not read,
// where exactly one takes one.
func (r *resolver) unreadBaseElement(t index.SymbolID) (exprType, bool) {
	args := slices.Collect(r.unreadBaseArguments(t))
	if len(args) != 1 {
		return unknownType, false
	}
	return args[0], true
}

// constrainedToReceiver drops, of extension methods on a type parameter
// constrained to a type not read (Text<T>(this T, string) where T :
// Button), or on a generic type of one (Padding<T>(this SettersContext<T>,
// ...)), those whose constraint names another type than the receiver's (or
// its type argument's), a type not read or a workspace type deriving from
// one, where another of the same parameters names the receiver's: C# drops
// a method whose constraint the receiver breaks, and both kept would be
// ambiguous (FmgLib.MauiMarkup's ButtonExtension and LabelExtension for
// new Label().Text("x")).
func (r *resolver) constrainedToReceiver(fit []index.SymbolID, recv exprType) []index.SymbolID {
	if len(fit) < 2 {
		return fit
	}
	// Each one's constraint's name, where it is one type not read, and
	// whether the receiver meets it by name.
	named := make([]string, len(fit))
	receives := make([]bool, len(fit))
	anyReceives := false
	for i, m := range fit {
		param, arg, ok := r.constrainedSlot(m, recv)
		if !ok {
			continue
		}
		items := slices.DeleteFunc(r.constraintItems(param), constraintKeyword)
		if len(items) != 1 {
			continue
		}
		if ct := r.written(param.sc, items[0]); r.unreadNamed(ct) {
			named[i] = lastName(ct.tr)
			if r.unreadNamed(arg) {
				receives[i] = lastName(arg.tr) == named[i]
			} else {
				receives[i] = r.unreadBaseNamed(arg.sym, named[i], 0)
			}
			anyReceives = anyReceives || receives[i]
		}
	}
	if !anyReceives {
		return fit
	}
	// The parameters, as the documentation IDs write them (each type by
	// its full name, however the code wrote it), of those with a
	// constraint named.
	params := make([]string, len(fit))
	for i, m := range fit {
		if named[i] != "" {
			params[i] = r.b.paramsID(m)
		}
	}
	var kept []index.SymbolID
	for i, m := range fit {
		drop := false
		for j := range fit {
			if named[i] != "" && !receives[i] && receives[j] && params[j] == params[i] {
				drop = true
				break
			}
		}
		if !drop {
			kept = append(kept, m)
		}
	}
	return kept
}

// constrainedSlot finds, for the extension method m called on recv, the
// type parameter its receiver is or has as its one type argument, and what
// stands for it: recv itself, or recv's one type argument where recv is of
// the same generic type. The stand-in is a type not read or a workspace type.
func (r *resolver) constrainedSlot(m index.SymbolID, recv exprType) (param, arg exprType, ok bool) {
	this, ok := r.extensionReceiver(m)
	if !ok {
		return unknownType, unknownType, false
	}
	param, arg = this, recv
	if this.sym != index.NoSymbol && this.sym == recv.sym && this.sub.len() == 1 && recv.sub.len() == 1 {
		ptr, psc := this.sub.arg(0)
		atr, asc := recv.sub.arg(0)
		if ptr == nil || atr == nil {
			return unknownType, unknownType, false
		}
		param, arg = r.b.fromTypeRef(psc, ptr), r.b.fromTypeRef(asc, atr)
	}
	if !r.isTypeParameter(param) || !r.unreadNamed(arg) && (arg.sym == index.NoSymbol || r.b.s.External(arg.sym)) {
		return unknownType, unknownType, false
	}
	return param, arg, true
}

// valueOverIn is, of overloads with the same parameter types but for in
// (by reference, read only), the one taking the most arguments passed by
// value as values: C# prefers a value parameter to an in parameter where
// nothing else decides (Pathoschild's DrawLine(this SpriteBatch, float,
// float, Vector2, Color?) over CommonHelper's DrawLine(..., in Vector2, in Color?)).
func (r *resolver) valueOverIn(ms []index.SymbolID, args []int32, extension bool) index.SymbolID {
	if len(ms) < 2 || slices.Contains(ms, index.NoSymbol) || !slices.ContainsFunc(ms, func(m index.SymbolID) bool {
		return slices.ContainsFunc(r.b.callParams(m), func(p syntax.Param) bool { return syntax.RefKind(p.Modifier) == "in" })
	}) {
		return index.NoSymbol
	}
	params := func(m index.SymbolID) string { return strings.ReplaceAll(r.b.paramsID(m), "@", "") }
	first := params(ms[0])
	best, fewest, tie := index.NoSymbol, -1, false
	for _, m := range ms {
		if params(m) != first {
			return index.NoSymbol
		}
		ps := r.b.argumentParams(m, extension)
		in := 0
		for i, a := range args {
			if p := r.argumentParameter(ps, i, a); p >= 0 && syntax.RefKind(ps[p].Modifier) == "in" && r.refKind(a) == "" {
				in++
			}
		}
		switch {
		case fewest < 0 || in < fewest:
			best, fewest, tie = m, in, false
		case in == fewest:
			tie = true
		}
	}
	if tie {
		return index.NoSymbol
	}
	return best
}

// plausibleFirst orders overloads the argument types leave tied so that
// the likeliest comes first (the first candidate is what a client shows):
// last those that would take a value of a type of an assembly not read as
// a struct, a string or another sealed type (only a user-defined
// conversion would let them), a value of a type not known as a pointer
// or a delegate, a ref to a variable of a type not read as no type
// parameter, an array as no array, and the method the call is in (an
// overload given a value of a type not known more often delegates than
// recurses).
func (r *resolver) plausibleFirst(fit []index.SymbolID, args []int32, extension bool) []index.SymbolID {
	if len(args) == 0 {
		return fit
	}
	self, _, _ := r.enclosingDecl(args[0])
	unlikely := map[index.SymbolID]int{}
	named := r.namedBy(fit, args, extension)
	generic := slices.ContainsFunc(fit, func(m index.SymbolID) bool { return r.b.callArity(m) > 0 })
	awaited := r.kind(r.parent(r.parent(r.parent(args[0])))) == "await_expression"
	target := r.numericTarget(r.parent(r.parent(args[0])))
	for _, m := range fit {
		if rt := r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), r.b.s.Primary(m).Type); target.known() && numericRank[r.fullName(rt)] > 0 {
			// What the call gives goes to a number of a known type: of that
			// type most likely, never of one that does not convert to it
			// (SongCore's float highestTime = notes.Max(x => x.beat) of the
			// game's notes: Max(Func<T, float>), not Max(Func<T, double>)).
			switch {
			case r.identical(rt, target):
				unlikely[m] -= 2
			case !r.numericConverts(rt, target):
				unlikely[m] += 2
			}
		}
		if awaited && strings.TrimSpace(r.b.s.Primary(m).Type) == "void" {
			// an awaited call gives a task: not the overload that gives
			// nothing (discord-masz's await translator.SetContext(guild.Id)
			// of a package's guild: SetContext(ulong), a Task, not
			// SetContext(GuildConfig))
			unlikely[m] += 2
		}
		if m == self {
			unlikely[m]++
		}
		ps := r.b.argumentParams(m, extension)
		sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
		for i, a := range args {
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				continue
			}
			val := r.argumentValue(a)
			at, pt := r.typeOf(val), r.written(sc, ps[p].Type)
			_, isDelegate := r.delegateOf(pt)
			_, _, group := r.methodGroup(val)
			if at.sym != index.NoSymbol && pt.sym != index.NoSymbol && !at.static && !r.isTypeParameter(at) && !r.isTypeParameter(pt) &&
				!strings.Contains(ps[p].Modifier, "params") && !isLambda(r.kind(val)) && !group && r.implicitConversion(val, at, pt) == 0 {
				// a known argument its parameter cannot take, where another's
				// type is not known (MechJeb's Activator.CreateInstance(type,
				// scenes) of the game's enum array: not (ActivationContext, string[]))
				unlikely[m] += 2
			}
			if generic && r.b.callArity(m) == 0 && !r.isArray(pt) && r.fullName(r.elementOf(pt)) == "System.String" && r.textLikeSequence(at) {
				// A sequence not known or of a type not read is most often of
				// text: string.Join(", ",
				// names) is Join(string, IEnumerable<string>), which C#
				// prefers to the generic Join<T> where both fit (discord-masz,
				// fmbot, MobileBlazorBindings).
				unlikely[m]--
			}
			switch {
			case at.sym != index.NoSymbol && pt.sym != index.NoSymbol && r.b.s.Sym(at.sym).Arity > 0 && r.b.sameIdentity(at.sym, pt.sym):
				// A value of a generic type goes to a parameter of that
				// generic type rather than of another, where its type
				// arguments left the choice open (sourcelink's
				// AssertEx.Equal(expected, items.Select(...)) of values not
				// read: the IEnumerable<T> overload, not ImmutableArray<T>'s).
				unlikely[m]--
			case r.sameUnreadShape(at, pt):
				// A value of a type not read goes to a parameter of that type
				// rather than of another not read (security-code-scan's
				// Combine(ImmutableHashSet<T>) for an ImmutableHashSet, not
				// Combine(ImmutableStack<T>)).
				unlikely[m]--
			case named[i] == m:
				// A value whose name ends as the type's does is most likely one
				// (MessagePack's new MessagePackReader(sequence.AsReadOnlySequence)
				// takes the ReadOnlySequence<byte>, the MVVM Toolkit's
				// pool.GetOrAdd(x.AsSpan()) the ReadOnlySpan<char>).
				unlikely[m]--
			case isLambda(r.kind(val)) && isDelegate && r.resultTypeNotKnown(val) && r.asyncCallBody(val):
				// A lambda whose body calls a method named as asynchronous
				// ones are most likely gives its task: Task.Run(() =>
				// message.AddReactionAsync(x)) is Run(Func<Task>), not Run(Action) (fmbot).
				if sig, _ := r.delegateOf(pt); sig.void {
					unlikely[m]++
				} else if n := r.fullName(sig.result); n == "System.Threading.Tasks.Task" || n == "System.Threading.Tasks.ValueTask" {
					unlikely[m]--
				}
			case isLambda(r.kind(val)) && isDelegate && r.resultTypeNotKnown(val) && r.rareResult(pt):
				// nor does a lambda whose result is not known likely give
				// a decimal, a small number or a nullable one (Sum and
				// Average of a package's values: Func<T, int>, Func<T, double>)
				unlikely[m]++
			case !at.known() && pt.sym != index.NoSymbol && !r.b.s.External(pt.sym) && r.unreadValue(val):
				// nor is a value an assembly not read gives of a workspace
				// type (Scriban's tests' template.Render(obj) of a
				// JObject.Parse(json) is Render(object), not
				// Render(TemplateContext))
				unlikely[m]++
			case !at.known() && r.madeSequence(val):
				// nor is what ToArray() or ToList() gives anything but a
				// sequence (Tye's headers.TryAddWithoutValidation(key,
				// header.Value.ToArray()) of a StringValues not read takes
				// the IEnumerable<string>, not the string)
				if r.fullName(pt) == "System.String" || !r.isArray(pt) && !r.elementOf(pt).known() {
					unlikely[m]++
				}
			case (!at.known() || at.static && at.sym == index.NoSymbol) && r.fullName(pt) != "" && r.fullName(pt) == r.componentType(val):
				// a vector's coordinate, of the number the package's vectors
				// have (Calamity's Math.Sign(Projectile.velocity.X) of XNA's
				// Vector2: Sign(float); Revit's Math.Abs(normal.X): Abs(double))
				unlikely[m]--
			case !at.known() && r.fullName(pt) != "" && r.fullName(pt) == r.arithmeticNumber(val):
				// x - 4f of an x not known is a float, unless x is a double
				// (MonoGame.Extended's Math.Abs(actor.Position.Y - 4f) of
				// MonoGame's Vector2, not read: Abs(float), never Abs(int));
				// start + 1 an int, seldom text (FlaxEngine's il.Emit(OpCodes.Ldloc, start + 1)).
				unlikely[m]--
			case (!at.known() || at.static && at.sym == index.NoSymbol) && r.countName(val) && (r.fullName(pt) == "System.Int32" || r.fullName(pt) == "System.Int64"):
				// nor is one named as a count or a place in a sequence
				// other than an int or a long (RestEase's
				// builder.Append(symbol.Arity) of Roslyn, not read;
				// Docker.DotNet's buffer.Slice(reader.BytesConsumed))
				unlikely[m]--
			case !at.known() && r.b.callArity(m) == 0 && r.fullName(pt) == "System.Object" && r.takesOwnTypeParameter(fit, args, i, extension):
				// nor an object where another overload takes it as its type
				// parameter: T inferred as the value's type converts better,
				// unless the value is an object (CrystalJson's
				// Serialize(now) of NodaTime's Instant is Serialize<T>(T),
				// not Serialize(object)).
				unlikely[m]++
			case !at.known() && !at.static && r.spanRank(pt) > 0:
				unlikely[m]++ // nor a span (NetMQ's Encoding.UTF8.GetString(frame) of a byte[] is GetString(byte[]))
			case !at.known() && r.isPointer(pt):
				unlikely[m]++ // a value not known is rarely a pointer: String(char[], ...) before String(char*, ...)
			case (!at.known() || at.static && at.sym == index.NoSymbol) && r.pluralName(val) && numericRank[r.fullName(pt)] > 0:
				// nor is one named in the plural: new Dictionary<string,
				// string>(pod.Metadata.Labels) takes the labels, not a capacity
				// nor a comparer (the Kubernetes client's tests).
				unlikely[m]++
			case (!at.known() || at.static && at.sym == index.NoSymbol) && r.pluralName(val) && r.elementOf(pt).known() && named[i] == index.NoSymbol:
				unlikely[m]--
			case (!at.known() || at.static && at.sym == index.NoSymbol) && rareNumbers[r.fullName(pt)]:
				// nor a decimal or a small or unsigned integer: Math.Round(x, 2)
				// of a package's value is Round(double, int) more often than
				// Round(decimal, int), Math.Abs(x) Abs(double) than Abs(short)
				// (CommunityToolkit.Maui's color components, floats: 29 answers).
				unlikely[m]++
			case (!at.known() && !at.static || at.static && at.sym == index.NoSymbol) && r.fullName(pt) == "System.String" && !isLambda(r.kind(val)) && !group &&
				named[i] == index.NoSymbol && !r.countName(val) && r.arithmeticNumber(val) == "":
				// A value of no type known at all, or typed only by its name,
				// most often text (GitVersion's Console.WriteLine(e.Message) of
				// an event not read, MemoryPack's
				// Encoding.UTF8.GetBytes(JsonSerializer.Serialize(v)),
				// Nerdbank.GitVersioning's GitObjectId.Parse(commit.Sha) among
				// Parse(ReadOnlySpan<byte>), Parse(ReadOnlySpan<char>) and Parse(string)),
				// unless it is named as another's type (HtmlSanitizer's
				// SanitizeFragment(html, document.CreateElement("tr")) takes the IElement).
				unlikely[m]--
			case at.sym == index.NoSymbol && !r.isTypeParameter(at) && isDelegate && !isLambda(r.kind(val)) && !group:
				unlikely[m]++ // nor a delegate: NUnit's That(result.Success, Is.False) before That(Func<T>, ...)
			case at.sym == index.NoSymbol && (r.refKind(a) == "ref" || r.refKind(a) == "out") && !r.ownTypeParameter(m, pt):
				unlikely[m]++ // a ref to a variable of a type not read is of exactly T's type, rarely object's (Interlocked.Exchange<T>)
			case at.static && at.sym == index.NoSymbol && r.isArray(pt):
				unlikely[m]++ // a value whose type is guessed from its name is rarely an array (TUnit's Assert.That(x.Size))
			case r.isArray(at) && !r.isArray(pt) && !r.isTypeParameter(pt):
				unlikely[m]++ // an array of elements not known goes to an array (WhenAll(Task[]) before WhenAll(IEnumerable<Task>))
			case at.sym != index.NoSymbol || at.tr == nil || at.static || r.isTypeParameter(at) || isDynamic(at):
				// not a value of a type of an assembly not read (x.Count of such a value is not known)
			case pt.sym != index.NoSymbol && !r.isArray(pt) && (r.isValueType(pt) || r.b.s.Sym(pt.sym).Modifiers&syntax.ModSealed != 0):
				unlikely[m]++
			}
		}
	}
	out := slices.Clone(fit)
	slices.SortStableFunc(out, func(a, b index.SymbolID) int { return unlikely[a] - unlikely[b] })
	return out
}

// numericTarget is the built-in numeric type a call's value goes to where
// it is assigned, initializes a variable or is returned; unknown
// elsewhere.
func (r *resolver) numericTarget(call int32) exprType {
	if r.kind(call) != "invocation_expression" {
		return unknownType
	}
	switch r.kind(r.parent(call)) {
	case "assignment_expression", "variable_declarator", "return_statement", "arrow_expression_clause":
		if t := r.targetType(call); numericRank[r.fullName(t)] > 0 {
			return t
		}
	}
	return unknownType
}

// takesOwnTypeParameter says whether one of the generic methods of fit
// takes its i-th argument as one of its own type parameters (Serialize<T>(T value)).
func (r *resolver) takesOwnTypeParameter(fit []index.SymbolID, args []int32, i int, extension bool) bool {
	return slices.ContainsFunc(fit, func(m index.SymbolID) bool {
		if r.b.callArity(m) == 0 {
			return false
		}
		ps := r.b.argumentParams(m, extension)
		p := r.argumentParameter(ps, i, args[i])
		return p >= 0 && r.ownTypeParameter(m, r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[p].Type))
	})
}

// textLikeSequence says whether a value may well be a sequence of text as
// far as its type says: a type not known, or not read and not generic, or
// a sequence whose elements are not known (names.Select(n => n.Label) of
// names not read).
func (r *resolver) textLikeSequence(at exprType) bool {
	if at.sym == index.NoSymbol {
		return !r.isTypeParameter(at) && !r.queryLike(at) && !at.array && at.elemOf == nil
	}
	elem := r.elementOf(at)
	return !elem.known() || r.isTypeParameter(elem)
}

// sameUnreadShape says whether a value's type and a parameter's, neither
// read, have the same name and arity: their type arguments may be the
// method's to infer.
func (r *resolver) sameUnreadShape(at, pt exprType) bool {
	if at.sym != index.NoSymbol || pt.sym != index.NoSymbol || at.tr == nil || pt.tr == nil || at.static ||
		r.isTypeParameter(at) || r.isTypeParameter(pt) || at.tr.Kind != syntax.TypeNamed || pt.tr.Kind != syntax.TypeNamed {
		return false
	}
	an, aa := r.namedShape(at)
	pn, pa := r.namedShape(pt)
	return an != "" && an == pn && aa == pa && !r.unreadNamesDiffer(at, pt)
}

// asyncCallBody says whether a lambda's body is an expression calling a
// method whose name ends in Async.
func (r *resolver) asyncCallBody(lambda int32) bool {
	body := r.t.Child(lambda, "body")
	if r.kind(body) != "invocation_expression" {
		return false
	}
	return strings.HasSuffix(r.t.Text(r.nameToken(r.calledName(r.t.Child(body, "function")))), "Async")
}

// rareResult says whether a delegate type returns a decimal, a small or
// unsigned number, or a nullable value.
func (r *resolver) rareResult(dt exprType) bool {
	sig, ok := r.delegateOf(dt)
	return ok && !sig.void && (rareNumbers[r.fullName(sig.result)] || r.underlying(sig.result).sym != sig.result.sym)
}

// madeSequence says whether a value is what a call of ToArray or ToList
// gives.
func (r *resolver) madeSequence(val int32) bool {
	if r.kind(val) != "invocation_expression" {
		return false
	}
	name := r.t.Text(r.nameToken(r.calledName(r.t.Child(val, "function"))))
	return name == "ToArray" || name == "ToList"
}

// componentPackages are the namespaces of packages whose vectors' and
// points' coordinates (X, Y, Z, W; Unity's x, y, z, w) are of one
// numeric type.
var componentPackages = []struct{ namespace, number string }{
	{"UnityEngine", "System.Single"}, {"Microsoft.Xna.Framework", "System.Single"}, {"Godot", "System.Single"},
	{"Stride.Core.Mathematics", "System.Single"}, {"Autodesk.Revit.DB", "System.Double"}, {"System.Windows", "System.Double"},
	{"Avalonia", "System.Double"},
}

// componentType is the numeric type a coordinate of a value not known
// (a.X, a.b.y) is of where the scope imports one of componentPackages;
// "" elsewhere.
func (r *resolver) componentType(val int32) string {
	if r.kind(val) != "member_access_expression" {
		return ""
	}
	switch r.t.Text(r.nameToken(r.t.Child(val, "name"))) {
	case "X", "Y", "Z", "W", "x", "y", "z", "w":
	default:
		return ""
	}
	sc := r.scopeAt(val)
	for _, p := range componentPackages {
		if r.b.namespaceInScope(sc, p.namespace) {
			return p.number
		}
	}
	return ""
}

// arithmeticNumber is, for arithmetic on a value not known, the widest
// number type of its operands known, an int's or a float's ("" for
// another value): what the value most likely is (x - 4f a float, unless
// x is a double; start + 1 an int, seldom text).
func (r *resolver) arithmeticNumber(val int32) string {
	if r.kind(val) == "parenthesized_expression" {
		return r.arithmeticNumber(r.firstNamed(val))
	}
	if r.kind(val) != "binary_expression" || !strings.Contains("+-*/%", r.t.Text(r.t.Child(val, "operator"))) {
		return ""
	}
	widest := ""
	for _, side := range []string{"left", "right"} {
		operand := r.t.Child(val, side)
		num := r.fullName(r.typeOf(operand))
		if numericRank[num] == 0 {
			num = r.arithmeticNumber(operand)
		}
		if numericRank[num] > numericRank[widest] {
			widest = num
		}
	}
	return widest
}

// countName says whether a value is a member or a name whose last word
// names a count or a place in a sequence (Count, Length, Arity, Offset,
// Index, Capacity, BytesConsumed).
func (r *resolver) countName(val int32) bool {
	switch r.lastNameWord(val) {
	case "count", "length", "arity", "offset", "index", "capacity", "consumed":
		return true
	}
	return false
}

// lastNameWord is the last word, in lower case, of the name a value is
// written with when it is a simple name or a member ("" otherwise).
func (r *resolver) lastNameWord(val int32) string {
	if r.kind(val) != "identifier" && r.kind(val) != "member_access_expression" {
		return ""
	}
	words := camelWords(r.t.Text(r.nameToken(val)))
	if len(words) == 0 {
		return ""
	}
	return strings.ToLower(words[len(words)-1])
}

// pluralName says whether a value is a member or a name written in the
// plural (Labels, Items, Entries), which counts of time and size are not
// taken as (Seconds, Bytes).
func (r *resolver) pluralName(val int32) bool {
	last := r.lastNameWord(val)
	if !pluralWord(last) {
		return false
	}
	switch last {
	case "seconds", "minutes", "hours", "days", "milliseconds", "ticks", "bytes", "bits", "times", "retries", "attempts", "pixels", "points", "units", "steps", "levels":
		return false
	}
	return true
}

// pluralWord says whether a word is written in the plural: an s that
// ends no class, status or axis.
func pluralWord(word string) bool {
	return len(word) >= 4 && strings.HasSuffix(word, "s") && !strings.HasSuffix(word, "ss") && !strings.HasSuffix(word, "us") && !strings.HasSuffix(word, "is")
}

// singularOf is the singular of a name whose last word is in the plural
// as type names are (OpCodes, Brushes, Properties).
func singularOf(name string) (string, bool) {
	words := camelWords(name)
	if len(words) == 0 {
		return "", false
	}
	last := words[len(words)-1]
	switch {
	case !pluralWord(last):
		return "", false
	case strings.HasSuffix(last, "ies"):
		return strings.TrimSuffix(name, "ies") + "y", true
	case strings.HasSuffix(last, "shes") || strings.HasSuffix(last, "ches") || strings.HasSuffix(last, "xes") || strings.HasSuffix(last, "sses"):
		return strings.TrimSuffix(name, "es"), true
	}
	return strings.TrimSuffix(name, "s"), true
}

// rareNumbers are the numeric types a value whose type is not known is
// seldom of (see plausibleFirst).
var rareNumbers = map[string]bool{"System.Decimal": true, "System.SByte": true, "System.Byte": true, "System.Int16": true,
	"System.UInt16": true, "System.UInt32": true, "System.UInt64": true, "System.IntPtr": true, "System.UIntPtr": true}

// namedBy is, for each argument of a type not known, the one overload
// whose parameter's type it is named as best (namesType: most words);
// NoSymbol where none is, or several are as well.
func (r *resolver) namedBy(fit []index.SymbolID, args []int32, extension bool) []index.SymbolID {
	named := make([]index.SymbolID, len(args))
	for i, a := range args {
		named[i] = index.NoSymbol
		val := r.namingOperand(r.argumentValue(a))
		at := r.typeOf(val)
		if at.sym != index.NoSymbol || r.isTypeParameter(at) {
			continue
		}
		best := 0
		for _, m := range fit {
			ps := r.b.argumentParams(m, extension)
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				continue
			}
			pt := r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[p].Type)
			if r.isTypeParameter(pt) {
				continue
			}
			switch words := r.namesType(val, at, pt); {
			case words > best:
				best, named[i] = words, m
			case words == best && words > 0:
				named[i] = index.NoSymbol
			}
		}
	}
	return named
}

// namingOperand is the part of a value that names its type where the
// value's own type is not known: a branch of b ? Color.yellow :
// Color.white (RimWorld Multiplayer's MpStyle.Set(...)), the enum of
// KeyCode.Mouse0 + button (RuntimeUnityEditor's GetControl(...)).
func (r *resolver) namingOperand(val int32) int32 {
	switch val = r.unparenthesized(val); r.kind(val) {
	case "conditional_expression":
		yes, no := r.unparenthesized(r.t.Child(val, "consequence")), r.unparenthesized(r.t.Child(val, "alternative"))
		if r.kind(yes) == "member_access_expression" && r.kind(no) == "member_access_expression" &&
			r.t.Text(r.t.Child(yes, "expression")) == r.t.Text(r.t.Child(no, "expression")) {
			return yes
		}
	case "binary_expression":
		left, right := r.unparenthesized(r.t.Child(val, "left")), r.t.Child(val, "right")
		if op := r.t.Text(r.t.Child(val, "operator")); (op == "+" || op == "-") && r.kind(left) == "member_access_expression" &&
			r.typeOf(left).static && r.fullName(r.typeOf(right)) == "System.Int32" {
			return left
		}
	}
	return val
}

// namesType counts the last words of type pt's name that a value of a type
// not known is named with: the last words of its type's name, of its own
// name (a local's, a member's, a method's it is the result of) or of the
// type it is a static member of (SymbolEqualityComparer.Default), four
// times; else of the value its method or member is reached through
// (Godot's item.GetParent() names a TreeItem, less than MvvmDialogs'
// folder.CreateFileAsync(name) names an IStorageFile); 0 unless the last
// word, of at least 4 letters, is one (MimeKit's
// Import(generator.GenerateSecretKeyRing()) names a PgpSecretKeyRing with
// 3, a PgpPublicKeyRing with 2), or Id (Revit's element.Id names an
// ElementId, no string); never an object.
func (r *resolver) namesType(val int32, at, pt exprType) int {
	if elem := r.elementOf(pt); elem.known() && !r.isTypeParameter(elem) && r.pluralName(val) {
		// Elements names a sequence of BsonElement (WorkflowCore's
		// AddTypeInformation(doc.Elements, ...) of MongoDB's BsonDocument)
		name, _ := r.namedShape(elem)
		if want := camelWords(name); len(want) > 0 && len(want[len(want)-1]) >= 4 {
			last, singular := r.lastNameWord(val), strings.ToLower(want[len(want)-1])
			if last == singular+"s" || last == singular+"es" || strings.HasSuffix(singular, "y") && last == singular[:len(singular)-1]+"ies" {
				return ownNames
			}
		}
	}
	name, _ := r.namedShape(pt)
	want := camelWords(name)
	if len(want) == 0 || len(want[len(want)-1]) < 4 && want[len(want)-1] != "Id" || r.fullName(pt) == "System.Object" {
		// Every value is an object: JsonConvert.SerializeObject(o) names none
		return 0
	}
	hints, through := []string{}, []string{}
	if n, _ := r.namedShape(at); n != "" {
		hints = append(hints, n)
	}
	names, receivers := r.valueNames(val)
	hints, through = append(hints, names...), append(through, receivers...)
	if r.kind(val) == "identifier" {
		// A local is named by what it was given too (HtmlSanitizer's var
		// context = document.CreateElement("tr"), an IElement).
		if l, ok := r.findLocal(val, r.t.Text(val)); ok {
			if c := r.localInitializer(l); c >= 0 {
				names, receivers := r.valueNames(c)
				hints, through = append(hints, names...), append(through, receivers...)
			}
		}
	}
	if n := lastWordsNaming(hints, want); n > 0 {
		return ownNames * n
	}
	return lastWordsNaming(through, want)
}

// ownNames weighs the words a value's own names name a type with in
// namesType against its receiver's.
const ownNames = 4

// lastWordsNaming is the most last words of want that one of names ends
// with, a method's Async aside.
func lastWordsNaming(names, want []string) int {
	most := 0
	for _, h := range names {
		words := camelWords(h)
		if len(words) > 1 && words[len(words)-1] == "Async" {
			words = words[:len(words)-1] // CreateFileAsync names a File
		}
		n := 0
		for n < len(words) && n < len(want) && strings.EqualFold(words[len(words)-1-n], want[len(want)-1-n]) {
			n++
		}
		most = max(most, n)
	}
	return most
}

// valueNames are the names a value is written with: of a call, awaited
// or not, the method's, and of a member, its own, with the type's they are
// static members of (CloudStorageAccount.Parse(s) names a
// CloudStorageAccount); receivers, the name of the value they are reached
// through.
func (r *resolver) valueNames(val int32) (names, receivers []string) {
	if r.kind(val) == "await_expression" {
		val = r.firstNamed(val)
	}
	if r.kind(val) == "invocation_expression" {
		val = r.t.Child(val, "function")
	}
	if r.kind(val) == "member_access_expression" {
		if rx := r.t.Child(val, "expression"); r.kind(rx) == "identifier" || r.kind(rx) == "member_access_expression" {
			if t := r.typeOf(rx); t.static || !t.known() {
				name := r.t.Text(r.nameToken(r.calledName(rx)))
				names = append(names, name)
				if one, ok := singularOf(name); ok && t.static {
					// A static member of a type named in the plural is most
					// often one of the singular (Cecil's OpCodes.Nop an OpCode,
					// WPF's Brushes.Black a Brush: FlaxEngine's il.Emit(OpCodes.Nop)).
					names = append(names, one)
				}
			} else {
				receivers = append(receivers, r.t.Text(r.nameToken(r.calledName(rx))))
			}
		}
	}
	if n := r.calledName(val); n >= 0 {
		names = append(names, r.t.Text(r.nameToken(n)))
	}
	return names, receivers
}

// interfaceNeverConverts says whether a value of an interface not read,
// named rn (as C# names interfaces: IFixture), cannot be an extension
// method's receiver of type this: a class (an interface converts to no
// class but object); or, where the call is one of packageCalls (a
// package's well-known generic method), an interface not read whose name
// shares no word with rn's (UiPath.Caching's fixture.Create<T>() of
// AutoFixture's IFixture is no Create<T>(this ILoggerFactory)). Not any
// interface: AngleSharp's IElement is an INode.
func (r *resolver) interfaceNeverConverts(rn string, this exprType, nameNode int32) bool {
	if !interfaceName(rn) || r.isTypeParameter(this) || r.isArray(this) {
		return false
	}
	if this.sym != index.NoSymbol {
		return r.b.s.External(this.sym) && r.b.s.Sym(this.sym).Kind == syntax.KindClass && r.fullName(this) != "System.Object"
	}
	tn := lastName(this.tr)
	if tn == "" {
		return false
	}
	if !interfaceName(tn) {
		return true
	}
	if _, known := packageCalls[r.t.Text(r.nameToken(nameNode))]; !known || r.kind(nameNode) != "generic_name" {
		return false
	}
	theirs := camelWords(tn[1:])
	return !slices.ContainsFunc(camelWords(rn[1:]), func(w string) bool { return slices.Contains(theirs, w) })
}

// camelWords splits a name written in camel or Pascal case into its words
// (As, Read, Only, Sequence of AsReadOnlySequence; sequence of sequence).
func camelWords(name string) []string {
	var words []string
	start := 0
	for i := 1; i < len(name); i++ {
		if 'A' <= name[i] && name[i] <= 'Z' {
			words = append(words, name[start:i])
			start = i
		}
	}
	if start < len(name) {
		words = append(words, name[start:])
	}
	return words
}

// betterLambdaTarget is the one of tied methods whose delegate for a lambda
// argument returns a number that is the better conversion target
// (betterTarget) than each of the others' (Sum(b => b) of bytes takes
// Func<T, int> over long, decimal and int?). NoSymbol when there is none.
func (r *resolver) betterLambdaTarget(tied []index.SymbolID, args []int32, extension bool) index.SymbolID {
	for i, a := range args {
		lambda := r.argumentValue(a)
		typeless := isLambda(r.kind(lambda)) && r.typelessResult(lambda)
		if !isLambda(r.kind(lambda)) || !typeless && r.resultTypeNotKnown(lambda) {
			// a result not known may be a double, which only Func<T,
			// double> takes (Fluent.Ribbon's tabs.Average(x =>
			// x.HeaderPadding.Left + ...) of WPF's Thickness, not read)
			continue
		}
		results := make([]exprType, len(tied))
		numeric, known := true, true
		for j, m := range tied {
			ps := r.b.argumentParams(m, extension)
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				return index.NoSymbol
			}
			sig, ok := r.delegateOf(r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[p].Type))
			results[j] = sig.result
			numeric = numeric && ok && numericRank[r.fullName(r.underlying(sig.result))] > 0
			known = known && ok && sig.result.known()
		}
		// A result of no type (null) matches no delegate exactly: the one
		// whose result converts to the others' is better (Humanizer's
		// Humanize(_ => null!) takes Func<T, string> over Func<T, object>).
		if !numeric && !(typeless && known) {
			continue
		}
		best := index.NoSymbol
		for j := range tied {
			betterThanAll := true
			for k := range tied {
				betterThanAll = betterThanAll && (k == j || r.betterTarget(results[j], results[k]))
			}
			if betterThanAll {
				if best != index.NoSymbol {
					return index.NoSymbol
				}
				best = tied[j]
			}
		}
		if best != index.NoSymbol {
			return best
		}
	}
	return index.NoSymbol
}

// contravariantTarget is the one of tied methods whose delegate type for a
// lambda argument converts to each of the others' and not back, the better
// conversion target, where the delegates differ only in the types of their
// parameters (the lambda matches each as exactly by what it gives back):
// Action<XmlNode> over Action<XmlDocument>, which it converts to by
// contravariance (UIExtenderEx's RegisterPatch(movie, type, node => ...)).
// NoSymbol when there is none.
func (r *resolver) contravariantTarget(tied []index.SymbolID, args []int32, extension bool) index.SymbolID {
	for i, a := range args {
		if !isLambda(r.kind(r.argumentValue(a))) {
			continue
		}
		targets := make([]exprType, len(tied))
		alike := true // one generic delegate, giving back one type
		var first delegateSig
		for j, m := range tied {
			ps := r.b.argumentParams(m, extension)
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				return index.NoSymbol
			}
			targets[j] = r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), ps[p].Type)
			sig, ok := r.delegateOf(targets[j])
			if j == 0 {
				first = sig
			}
			alike = alike && ok && targets[j].sym != index.NoSymbol && targets[j].sym == targets[0].sym &&
				(!sig.result.known() && !first.result.known() || r.identical(sig.result, first.result)) // Action's give nothing back
		}
		if !alike {
			continue
		}
		for j := range tied {
			better := true
			for k := range tied {
				better = better && (k == j || r.fits(targets[j], targets[k], 0) && !r.fits(targets[k], targets[j], 0))
			}
			if better {
				return tied[j]
			}
		}
	}
	return index.NoSymbol
}

// typelessResult says whether what a lambda gives back has no type of its
// own: null or default, or nothing where it never returns (neverReturns:
// System.CommandLine's SetAction((_, __) => throw e) takes Func<..., Task<int>>
// over Func<..., Task>).
func (r *resolver) typelessResult(lambda int32) bool {
	if r.neverReturns(lambda) {
		return true
	}
	v := r.resultValue(lambda)
	return v >= 0 && (r.isNull(v) || r.isDefaultLiteral(v))
}

// betterParamsCollection is the one of methods applicable only with their
// params expanded, the same arguments going to the params, whose params
// collection C# 13 finds better than each other's: params
// ReadOnlySpan<string> over params Span<string> over params string[]
// (Path.Combine(a, b, c, d, e)), and an array or a class over an interface
// it converts to (CliWrap's Merge(params PipeTarget[]) over
// Merge(params IEnumerable<PipeTarget>)). NoSymbol when there is none.
func (r *resolver) betterParamsCollection(tied, normal []index.SymbolID) index.SymbolID {
	best, bestRank, elem, fixed := index.NoSymbol, -1, "", -1
	for _, m := range tied {
		ps := r.b.callParams(m)
		if slices.Contains(normal, m) || len(ps) == 0 {
			return index.NoSymbol
		}
		e, ok := paramsElement(ps[len(ps)-1])
		if !ok || fixed >= 0 && (len(ps)-1 != fixed || e != elem) {
			return index.NoSymbol
		}
		fixed, elem = len(ps)-1, e
		rank := 1 // an array or a class
		switch tr := syntax.ParseTypeRef(strings.TrimSuffix(ps[len(ps)-1].Type, "?")); {
		case lastName(tr) == "ReadOnlySpan":
			rank = 3
		case lastName(tr) == "Span":
			rank = 2
		case tr != nil && tr.Kind != syntax.TypeArray && collectionInterface(tr):
			rank = 0
		}
		switch {
		case rank > bestRank:
			best, bestRank = m, rank
		case rank == bestRank:
			best = index.NoSymbol
		}
	}
	if bestRank == 0 {
		return index.NoSymbol
	}
	return best
}

// sameLeadingParams says whether methods have the same types for their
// first n parameters.
func (r *resolver) sameLeadingParams(ms []index.SymbolID, n int) bool {
	first := r.b.callParams(ms[0])
	for _, m := range ms[1:] {
		ps := r.b.callParams(m)
		for i := 0; i < n; i++ {
			if i >= len(ps) || i >= len(first) || ps[i].Type != first[i].Type {
				return false
			}
		}
	}
	return true
}

// valueOfUnknownType says whether an argument is a value whose type is not
// known or not read (named, of an assembly not here): not a lambda, a
// method group or null, which take the type they go to.
func (r *resolver) valueOfUnknownType(args []int32) bool {
	return slices.ContainsFunc(args, func(a int32) bool {
		v := r.argumentValue(a)
		if isLambda(r.kind(v)) {
			return r.resultNotKnown(v)
		}
		if _, _, group := r.methodGroup(v); group || r.isNull(v) || r.isDefaultLiteral(v) {
			return false // no value of a type: what it converts to the parameters say
		}
		t := r.typeOf(v)
		return !t.known() || r.unreadNamed(t) && !isDynamic(t) || r.mentionsUninferred(t, v, 0)
	})
}

// resultNotKnown says whether a lambda returns a value of a type not
// known that reads none of its parameters (nor what its body declares from
// them): a Func<T, Task<U>> may take it as
// well as a Func<T, Task> (project-system's RunAsync(..., context =>
// renamer.UpdateSolutionAsync(...)) of Roslyn's, not read).
func (r *resolver) resultNotKnown(lambda int32) bool {
	if r.isAsync(lambda) {
		return false
	}
	v := r.resultValue(lambda)
	if v < 0 || r.isNull(v) || r.isDefaultLiteral(v) || r.kind(v) == "throw_expression" || r.readsLambdaNames(lambda, v) {
		return false
	}
	t := r.typeOf(v)
	return !t.known() || r.unreadNamed(t) && !isDynamic(t)
}

// readValues are the arguments that are values read from somewhere (a
// name, a member, a call, an element, or an operation on them), passed by
// value: no literal, default or lambda, whose type is the literal's own or
// the parameter's, and no ref or out variable, which goes to its own type
// only. (Perfolizer's Min(Min(p.PValue, q.PValue) * 2, 1) of a package's
// Probability is no Min(int, int).)
func (r *resolver) readValues(args []int32) []int32 {
	return slices.DeleteFunc(slices.Clone(args), func(a int32) bool {
		switch r.kind(r.argumentValue(a)) {
		case "identifier", "member_access_expression", "invocation_expression", "element_access_expression",
			"conditional_access_expression", "await_expression", "binary_expression", "parenthesized_expression":
			return r.refKind(a) != "" // ref and out go to their own type only
		}
		return true
	})
}

// argumentTypesKnown says whether the type of every argument is known.
// allOfReadTypes says whether every argument is a value of a type read,
// its type arguments too (no lambda, method group nor null), whose
// conversions are known.
func (r *resolver) allOfReadTypes(args []int32) bool {
	var read func(t exprType, depth int) bool
	read = func(t exprType, depth int) bool {
		if t.sym == index.NoSymbol || t.static || depth > 3 {
			return false
		}
		for i := range t.sub.len() {
			if arg, sc := t.sub.arg(i); arg == nil || !read(r.b.fromTypeRef(sc, arg), depth+1) {
				return false
			}
		}
		return true
	}
	return !slices.ContainsFunc(args, func(a int32) bool { return !read(r.typeOf(r.argumentValue(a)), 0) })
}

func (r *resolver) argumentTypesKnown(args []int32) bool {
	return !slices.ContainsFunc(args, func(a int32) bool { return !r.typeOf(r.argumentValue(a)).known() })
}

// standIns says whether methods all come from assemblies standing in for
// the framework a project targets (Mono's for a missing .NET reference
// pack), which may lack overloads the code calls.
func (r *resolver) standIns(ms []index.SymbolID) bool {
	return !slices.ContainsFunc(ms, func(m index.SymbolID) bool {
		a := r.b.s.Projects[r.b.s.Sym(m).Project].Assembly
		return a == nil || a.Origin != workspace.OriginFallback
	})
}

func (r *resolver) allExternal(ms []index.SymbolID) bool {
	return !slices.ContainsFunc(ms, func(m index.SymbolID) bool { return !r.b.s.External(m) })
}

// newerOverload answers a call that no overload of an assembly's method
// takes by its arguments: the code is built against a
// newer version of the assembly than the one read (string.Contains(string,
// StringComparison) is .NET Core's), so the method called is outside what
// the index holds; the overloads read are the candidates.
func (r *resolver) newerOverload(found []index.SymbolID) Resolution {
	return Resolution{Kind: TargetExternal, External: r.b.s.Sym(found[0]).FullName, Candidates: found,
		Reason: "no overload in the assembly read takes these arguments: the code is likely built against a newer version of it"}
}

// lambdasBind says whether the lambdas among a call's arguments can bind
// their bodies with the parameter types method m gives them, as far as
// lambdaBodyFits tells: C# finds an overload that gives a lambda's
// parameter a type without the members its body reads inapplicable
// (ss => ss.Set<T>() cannot take an entity for ss).
func (r *resolver) lambdasBind(m index.SymbolID, args []int32, recv *exprType, on exprType) bool {
	callRecv := callReceiver(recv, on)
	for pos, arg := range args {
		lambda := r.argumentValue(arg)
		if !isLambda(r.kind(lambda)) {
			continue
		}
		pt, ok := r.parameterTypeIn(m, r.parent(r.parent(arg)), arg, pos, callRecv)
		if !ok {
			continue
		}
		if sig, ok := r.delegateOf(pt); ok && !r.lambdaBodyFits(lambda, sig.inputs) {
			return false
		}
	}
	return true
}

// callReceiver is the value a call's methods are reached through: an
// extension method's receiver, else the type they are members of.
func callReceiver(recv *exprType, on exprType) exprType {
	if recv != nil {
		return *recv
	}
	return on
}

// hidingSignature is signatureOf for hiding between the levels of a
// lookup: where the signature names a type parameter of its type, its
// parameter types as C# shows them once the type arguments of the level
// (sub) stand in (Base<string>.M(U) is M(string), no M(T) of the derived
// Derived<T>).
func (r *resolver) hidingSignature(m index.SymbolID, sub *substitution) string {
	sig := r.signatureOf(m)
	if !strings.Contains(strings.ReplaceAll(sig, "``", ""), "`") {
		return sig
	}
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	sc.sub = sub
	// The method's own type parameters by position, as documentation IDs
	// write them: M<A>(A) and M<B>(B) have one signature.
	positional := &substitution{t: m, sc: sc}
	for i := range r.b.callDecl(m).TypeParams {
		positional.args = append(positional.args, &syntax.TypeRef{Kind: syntax.TypeNamed, Parts: []syntax.NamePart{{Name: "``" + strconv.Itoa(i)}}})
	}
	sc.methodArgs = positional
	var parts []string
	for _, p := range r.b.callParams(m) {
		ok := true
		parts = append(parts, p.Modifier+" "+r.b.csharpType(sc, syntax.ParseTypeRef(strings.TrimSpace(p.Type)), &ok))
	}
	return r.b.s.Sym(m).Name + "|" + strconv.Itoa(r.b.s.Sym(m).Arity) + "|" + strings.Join(parts, ",")
}

// signatureOf is a method's name and parameter types as its documentation
// ID writes them (FindEntityType(System.String)), the part a method of a
// derived type hides by having too.
func (r *resolver) signatureOf(m index.SymbolID) string {
	id := r.b.signatureID(m)
	if open := strings.IndexByte(id, '('); open >= 0 {
		return id[strings.LastIndexByte(id[:open], '.')+1:]
	}
	return id[strings.LastIndexByte(id, '.')+1:]
}

// typesAllow says whether one of the methods can take the call at
// nameNode by the count and names of its arguments and without a known
// argument of a type its parameter cannot take; extension methods are
// called on the receiver recv, others (recv nil) on a value of type on.
// s.Contains("x", StringComparison.Ordinal) on a string is not
// Enumerable.Contains(IEnumerable<char>, char, IEqualityComparer<char>).
func (r *resolver) typesAllow(ms []index.SymbolID, nameNode int32, recv *exprType, on exprType) bool {
	args, call := r.callArguments(nameNode)
	if !call {
		return true
	}
	fit := slices.DeleteFunc(slices.Clone(ms), func(m index.SymbolID) bool { ok, _ := r.applicable(m, args, recv != nil); return !ok })
	return r.typesAllowCall(fit, args, recv, on)
}

// typesAllowCall says whether the argument types allow a call with args
// to one of methods applicable by their count.
func (r *resolver) typesAllowCall(ms []index.SymbolID, args []int32, recv *exprType, on exprType) bool {
	if len(ms) == 0 {
		return false
	}
	best, tied := r.byArgumentTypes(ms, args, recv, on)
	return best != index.NoSymbol || len(tied) > 0
}

// anyApplicable says whether a call at nameNode can go to one of these
// methods (extension methods called on a receiver, with extension) by its
// arguments; true when it is no call, or they are no methods.
func (r *resolver) anyApplicable(found []index.SymbolID, nameNode int32, extension bool) bool {
	args, call := r.callArguments(nameNode)
	if !call || !r.b.s.Sym(found[0]).Kind.IsMethodLike() {
		return true
	}
	arity := r.arity(nameNode) // M<T>(...) calls a method with as many type parameters
	return slices.ContainsFunc(found, func(m index.SymbolID) bool {
		ok, _ := r.applicable(m, args, extension)
		return ok && (arity == 0 && r.inferable(m, args, extension) || arity > 0 && r.b.callArity(m) == arity)
	})
}

// ofWrittenArity are the methods found of as many type parameters as the
// call writes type arguments (d.Get<int>("x") calls no Get(string)), all
// of them when it writes none.
func (r *resolver) ofWrittenArity(found []index.SymbolID, nameNode int32) []index.SymbolID {
	arity := r.arity(nameNode)
	if arity == 0 {
		return found
	}
	return slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool { return r.b.callArity(m) != arity })
}

// extensionForUnreadParameter says whether the instance methods found take
// a call's argument only where a parameter's type is not read, and the
// code's own extension method takes the argument's very type there: the
// code would not declare the extension if the instance method took the
// type (LazyCache's AppCacheExtensions.Add<T>(this IAppCache, string, T,
// DateTimeOffset) beside IAppCache.Add<T>(string, T,
// MemoryCacheEntryOptions); aspect-injector's Write(this in Cut, OpCode)
// beside Cut.Write(Instruction)). C# then looks at the extension methods.
func (r *resolver) extensionForUnreadParameter(found []index.SymbolID, nameNode int32, recv exprType) bool {
	args, call := r.callArguments(nameNode)
	if !call || len(args) == 0 || !r.b.s.Sym(found[0]).Kind.IsMethodLike() {
		return false
	}
	name := r.t.Text(r.nameToken(nameNode))
	if !slices.ContainsFunc(r.b.membersNamed(name), func(m index.SymbolID) bool {
		return !r.b.s.External(m) && r.b.s.Sym(m).Kind == syntax.KindMethod && isExtension(r.b.callParams(m))
	}) {
		return false // no extension method of the code has the name: spare the parameter types (this runs for every instance call)
	}
	// Per argument, the types not read the applicable instance methods
	// take it as; nil where one takes it as a type read.
	taken := make([][]exprType, len(args))
	for i := range taken {
		taken[i] = []exprType{}
	}
	applicable := false
	for _, m := range found {
		if ok, _ := r.applicable(m, args, false); !ok {
			continue
		}
		applicable = true
		ps, sc := r.b.callParams(m), r.memberScope(m, recv)
		for i, a := range args {
			if taken[i] == nil {
				continue
			}
			if pt := r.written(sc, ps[r.argumentParameter(ps, i, a)].Type); r.unreadNamed(pt) {
				taken[i] = append(taken[i], pt)
			} else {
				taken[i] = nil
			}
		}
	}
	if !applicable || !slices.ContainsFunc(taken, func(ts []exprType) bool { return ts != nil }) {
		return false
	}
	argTypes := make([]exprType, len(args))
	for i, a := range args {
		if argTypes[i] = unknownType; taken[i] != nil {
			argTypes[i] = r.typeOf(r.argumentValue(a))
		}
	}
	// The argument's own type, where no instance method takes it as that.
	own := func(i int, et exprType) bool {
		at := argTypes[i]
		if at.sym != index.NoSymbol {
			return r.identical(at, et)
		}
		return r.unreadNamed(at) && r.sameUnread(at, et, 0) &&
			!slices.ContainsFunc(taken[i], func(pt exprType) bool { return r.sameUnread(at, pt, 0) })
	}
	return slices.ContainsFunc(r.extensionMethods(recv, name, nameNode), func(e index.SymbolID) bool {
		if r.b.s.External(e) {
			return false
		}
		if ok, _ := r.applicable(e, args, true); !ok {
			return false
		}
		ps, sc := r.b.argumentParams(e, true), r.memberScope(e, recv)
		for i, a := range args {
			if taken[i] != nil && argTypes[i].known() && own(i, r.written(sc, ps[r.argumentParameter(ps, i, a)].Type)) {
				return true
			}
		}
		return false
	})
}

// callArguments lists the argument expressions of the call a name is the
// callee of.
func (r *resolver) callArguments(nameNode int32) ([]int32, bool) {
	n := r.calleeExpr(nameNode)
	inv := r.parent(n)
	if r.kind(inv) != "invocation_expression" || r.t.Child(inv, "function") != n {
		return nil, false
	}
	return r.argumentsIn(r.t.Child(inv, "arguments")), true
}

// calleeExpr is the expression a member's name stands for: the member
// access it ends (a.M, and a?.M as a whole), else the name itself.
func (r *resolver) calleeExpr(nameNode int32) int32 {
	switch p := r.parent(nameNode); r.kind(p) {
	case "member_access_expression":
		if r.field(nameNode) == "name" {
			return p
		}
	case "member_binding_expression": // a?.M(...): the call's function is the whole a?.M
		if access := r.parent(p); r.kind(access) == "conditional_access_expression" && r.lastOperand(access) == p {
			return access
		}
	}
	return nameNode
}

// argumentsIn lists the argument nodes of an argument list (or of a
// bracketed one, a tuple, or an attribute's list, without the members it
// sets); none for -1.
func (r *resolver) argumentsIn(list int32) []int32 {
	var out []int32
	if list < 0 {
		return out
	}
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		if k := r.kind(c); k == "argument" || k == "attribute_argument" && !r.setsMember(c) {
			out = append(out, c)
		}
	}
	return out
}

// setsMember says whether an attribute's argument is `Name = value`, which
// sets a property or field rather than passing a constructor argument.
func (r *resolver) setsMember(arg int32) bool {
	for c := r.t.FirstChild(arg); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) == "=" {
			return true
		}
	}
	return false
}

// applicable says whether a method can take these arguments, and whether
// only in its expanded form (a params parameter taking the extra ones).
// An extension method called on a receiver takes it as its first
// parameter.
func (r *resolver) applicable(m index.SymbolID, args []int32, extension bool) (ok, expanded bool) {
	ps := r.b.argumentParams(m, extension)
	filled := make([]bool, len(ps))
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		if p < 0 {
			return false, false
		}
		isParams := strings.Contains(ps[p].Modifier, "params")
		if filled[p] && !isParams {
			return false, false // given twice: by position and by name
		}
		if isParams && (i != p || i < len(args)-1 || r.isLambdaArg(a)) {
			expanded = true
		}
		filled[p] = true
		// An interpolated string goes to a ref handler parameter without ref,
		// one without holes too (ZLogger's logger.ZLogInformation($"HELLO!")).
		if val := r.argumentValue(a); !refKindFits(r.refKind(a), ps[p].Modifier) &&
			!(r.refKind(a) == "" && (r.kind(val) == "interpolated_string_expression" || r.interpolatedWithHoles(val))) {
			return false, false
		}
		if lambda := r.argumentValue(a); isLambda(r.kind(lambda)) && !expanded && !r.lambdaFits(m, ps[p].Type, lambda) {
			return false, false
		}
		if !r.elementLambdasFit(m, ps[p], r.argumentValue(a), expanded) {
			return false, false
		}
		if !r.addressFits(ps[p].Type, r.argumentValue(a)) {
			return false, false
		}
	}
	for i, p := range ps {
		if !filled[i] && p.Default == "" && !strings.Contains(p.Modifier, "params") {
			return false, false
		}
		if !filled[i] && strings.Contains(p.Modifier, "params") {
			expanded = true
		}
	}
	return true, expanded
}

// MayTake says whether a call written with between lo and hi arguments
// can call m (a method or constructor): its parameters without defaults
// to all of them, or more with params; an extension method's receiver
// may be written before the dot or as the first argument.
func (b *Binder) MayTake(m index.SymbolID, lo, hi int) bool {
	ps := b.callParams(m)
	extension := isExtension(ps)
	for n := lo; n <= hi; n++ {
		if takesArguments(ps, n) || extension && takesArguments(ps, n+1) {
			return true
		}
	}
	return false
}

// takesArguments says whether parameters take n arguments: those without
// a default and up to all of them, or any number more with params (or
// __arglist).
func takesArguments(ps []syntax.Param, n int) bool {
	required := 0
	for _, p := range ps {
		if strings.Contains(p.Modifier, "params") || p.Type == "__arglist" {
			return n >= required
		}
		if p.Default == "" {
			required++
		}
	}
	return n >= required && n <= len(ps)
}

// takesCount says whether an extension method can be called on a receiver
// with n arguments: as many as its parameters after the receiver, fewer
// when the others have defaults, more with params.
func (r *resolver) takesCount(m index.SymbolID, n int) bool {
	ps := r.b.callParams(m)
	if len(ps) > 0 {
		ps = ps[1:]
	}
	return takesArguments(ps, n)
}

// refKind is the ref, out or in an argument is passed with, or "".
func (r *resolver) refKind(arg int32) string {
	for c := r.t.FirstChild(arg); c >= 0; c = r.t.Nodes[c].Next {
		if k := r.kind(c); k == "ref" || k == "out" || k == "in" {
			return k
		}
	}
	return ""
}

// refKindFits says whether an argument passed with a ref kind ("" for a
// value) goes to a parameter with these modifiers: out to out, ref to ref,
// a value to a value parameter, and anything but out to an in or ref
// readonly one.
func refKindFits(kind, modifier string) bool {
	words := strings.Fields(modifier)
	switch {
	case slices.Contains(words, "out"):
		return kind == "out"
	case slices.Contains(words, "in"), slices.Contains(words, "readonly"):
		return kind != "out"
	case slices.Contains(words, "ref"):
		return kind == "ref"
	}
	return kind == ""
}

// argumentParameter is the parameter the i-th argument goes to: the one it
// names, else the one at its position (or the params parameter past the
// end); -1 for none.
func (r *resolver) argumentParameter(ps []syntax.Param, i int, arg int32) int {
	if name := r.argumentName(arg); name != "" {
		return slices.IndexFunc(ps, func(p syntax.Param) bool { return strings.TrimPrefix(p.Name, "@") == name })
	}
	if i < len(ps) {
		return i
	}
	if len(ps) > 0 && strings.Contains(ps[len(ps)-1].Modifier, "params") {
		return len(ps) - 1
	}
	return -1
}

func (r *resolver) isLambdaArg(arg int32) bool { return isLambda(r.kind(r.argumentValue(arg))) }

// callReceiverType is the type of the receiver of the call an argument's
// value is given to (a in a.M(x => ...)); unknown for a call of no receiver.
func (r *resolver) callReceiverType(val int32) exprType {
	if call := r.parent(r.parent(r.parent(val))); r.kind(call) == "invocation_expression" {
		if rx := r.receiverExpr(r.t.Child(call, "function")); rx >= 0 {
			return r.typeOf(rx)
		}
	}
	return unknownType
}

// addressFits says whether an argument that may be a method's address,
// &M, can be converted to a parameter's type: to a function pointer only
// from a method taking as many parameters (ClangSharp's
// LazyList.Create<T>(this, n, &Factory) with overloads taking
// delegate*<object, int, T> and delegate*<object, int, T?, T>).
func (r *resolver) addressFits(text string, val int32) bool {
	if r.kind(val) != "prefix_unary_expression" || r.t.Text(r.t.FirstChild(val)) != "&" {
		return true
	}
	want, isPointer := functionPointerParams(text)
	group, _, isGroup := r.methodGroup(r.firstNamed(val))
	if !isPointer || !isGroup || len(group) == 0 {
		return true
	}
	return slices.ContainsFunc(group, func(m index.SymbolID) bool { return len(r.b.callParams(m)) == want })
}

// functionPointerParams is how many parameters a function pointer type
// written delegate* [calling convention] <P1, ..., R> takes; false for
// any other type.
func functionPointerParams(text string) (int, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(text), "delegate*")
	open := strings.IndexByte(rest, '<')
	if !ok || open < 0 {
		return 0, false
	}
	depth, types := 0, 1
	for _, c := range rest[open:] {
		switch c {
		case '<', '(', '[':
			depth++
		case '>', ')', ']':
			depth--
		case ',':
			if depth == 1 {
				types++
			}
		}
	}
	return types - 1, true
}

// lambdaFits says whether a lambda can be converted to a parameter's type:
// a delegate (or an expression tree of one) taking as many parameters.
// A type parameter or a type that is not bound takes any lambda.
func (r *resolver) lambdaFits(m index.SymbolID, text string, lambda int32) bool {
	return r.lambdaFitsType(m, syntax.ParseTypeRef(strings.TrimSpace(text)), lambda)
}

// elementLambdasFit says whether the lambdas an argument holds as one of a
// params array's elements or as elements of a tuple fit the delegate
// types there, by lambdaFits (Parlot's Unary((minus, x => ...)) is no
// Unary(params (Parser, Func<ParseContext, T, T>)[])).
func (r *resolver) elementLambdasFit(m index.SymbolID, param syntax.Param, val int32, expanded bool) bool {
	pt := syntax.ParseTypeRef(strings.TrimSpace(param.Type))
	if pt == nil {
		return true
	}
	if strings.Contains(param.Modifier, "params") && pt.Kind == syntax.TypeArray && pt.Elem != nil && (expanded || r.kind(val) == "tuple_expression") {
		// One of the params: a tuple literal is never the array itself.
		if pt = pt.Elem; isLambda(r.kind(val)) {
			return r.lambdaFitsType(m, pt, val)
		}
	}
	if r.kind(val) != "tuple_expression" || pt.Kind != syntax.TypeTuple {
		return true
	}
	elems := r.argumentsIn(val)
	if len(elems) != len(pt.Elems) {
		return true
	}
	for i, e := range elems {
		if v := r.argumentValue(e); isLambda(r.kind(v)) && !r.lambdaFitsType(m, pt.Elems[i], v) {
			return false
		}
	}
	return true
}

func (r *resolver) lambdaFitsType(m index.SymbolID, tr *syntax.TypeRef, lambda int32) bool {
	if tr != nil && tr.Kind == syntax.TypeNullable {
		tr = tr.Elem
	}
	if tr == nil || tr.Kind != syntax.TypeNamed || len(tr.Parts) == 0 || tr.Keyword() != "" {
		// string, int, arrays ... take no lambda; object one with a natural type
		return tr == nil || tr.Keyword() == "object" && r.hasNaturalType(lambda)
	}
	if tps := r.b.callDecl(m).TypeParams; len(tr.Parts) == 1 && len(tr.Parts[0].Args) == 0 && tr.Alias == "" &&
		slices.ContainsFunc(tps, func(tp syntax.TypeParam) bool { return tp.Name == tr.Parts[0].Name }) {
		// A method's own type parameter: the delegate type the call writes
		// for it (Task.FromResult<Action>(() => { })); otherwise only a
		// lambda that writes its parameters' types, or has none, has a type
		// to give it (SetProperty(x => x.A, x => x.B) is not
		// SetProperty<T>(Expression<Func<E, T>>, T); HarmonyX's
		// CallClosure(() => { ... }) is CallClosure<T>(T) where T : Delegate).
		var written *substitution
		if call := r.parent(r.parent(r.parent(lambda))); r.kind(call) == "invocation_expression" {
			written = r.writtenTypeArgs(r.t.Child(call, "function"))
		}
		if written != nil && len(written.args) == len(tps) {
			arg, asc := written.arg(slices.IndexFunc(tps, func(tp syntax.TypeParam) bool { return tp.Name == tr.Parts[0].Name }))
			t := r.b.fromTypeRef(asc, arg)
			return t.sym != index.NoSymbol && r.b.s.Sym(t.sym).Kind == syntax.KindDelegate
		}
		return r.typedLambda(lambda) || r.hasNaturalType(lambda)
	}
	dt := delegateType(tr)
	if dt == nil {
		return true
	}
	want := -1
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	bound := r.b.resolveName(sc, dt)
	inputs, result, isFunc := funcOrAction(dt)
	returns := result != nil // the delegate returns a value
	switch {
	case bound.kind == typeTarget && r.b.s.Sym(bound.symbol).Kind == syntax.KindDelegate:
		d := r.b.s.Primary(bound.symbol)
		want, returns = len(d.Params), strings.TrimSpace(d.Type) != "void"
		if !isFunc {
			result = syntax.ParseTypeRef(strings.TrimSpace(d.Type))
			// The parameter types it declares, in its own scope: a lambda
			// writing others is not for it (Wasmtime's (Function f) => ...
			// is no CallerAction(Caller c)).
			inputs, sc = nil, r.b.declScope(bound.symbol, r.b.s.Sym(bound.symbol).Decls[0])
			for _, p := range d.Params {
				inputs = append(inputs, syntax.ParseTypeRef(strings.TrimSpace(p.Type)))
			}
		}
	case bound.kind == typeTarget:
		// A class, struct or interface takes no lambda; Delegate, object
		// and the expression tree types one of a natural type (C# 10:
		// Dispatcher.BeginInvoke(() => { }, priority)).
		name := r.b.s.Sym(bound.symbol).FullName
		return (naturalDelegateTargets[name] || expressionTargets[name]) && r.hasNaturalType(lambda)
	case isFunc:
		want = len(inputs)
	case bound.kind == typeParamTarget:
		// A type parameter of the method's type: the delegate the receiver's
		// type gives it (Nancy's pipeline.AddItemToEndOfPipeline(r => { })
		// of a PipelineBase<Func<C, T, Task>, Action<C>> is the Action's).
		sig, ok := r.delegateOf(r.b.fromTypeRef(r.memberScope(m, r.callReceiverType(lambda)), tr))
		if !ok {
			return true
		}
		want, returns = len(sig.inputs), !sig.void
	default:
		return true
	}
	if result != nil && r.returnsLambda(lambda) {
		// x => () => { } returns a delegate: no Func<int, IDisposable> (Rx's
		// Observable.Create(observer => { ...; return () => ...; }) takes
		// the Func<IObserver<T>, Action>).
		if rb := r.b.resolveName(sc, result); rb.kind == typeTarget && r.b.s.Sym(rb.symbol).Kind != syntax.KindDelegate {
			return false
		}
	}
	if returns && result != nil && result.Keyword() != "" && r.isAsync(lambda) {
		return false // an async lambda returns a task, no bool (LogicLooper's RegisterActionAsync(async ctx => ...) takes the ValueTask<bool> delegate)
	}
	// `delegate { }` has no parameter list: it converts to a delegate taking any.
	names, listed := r.lambdaParameterNames(lambda)
	return (!listed || len(names) == want) && r.lambdaReturnFits(lambda, returns) && r.typedParametersFit(lambda, inputs, sc)
}

// returnsLambda says whether a lambda's result is a lambda.
func (r *resolver) returnsLambda(lambda int32) bool {
	v := r.resultValue(lambda)
	return v >= 0 && isLambda(r.kind(v))
}

// resultValue is what a lambda gives back: its body, or the value its
// block returns (-1 for none).
func (r *resolver) resultValue(lambda int32) int32 {
	body := r.lambdaBody(lambda)
	if r.kind(body) == "block" {
		return r.returnedValue(body)
	}
	return body
}

// typedParametersFit says whether the parameter types a lambda writes are
// those of the delegate's inputs (written in sc): (object a) => ... is no
// Action<string>. Inputs that are type parameters, or not known, fit.
func (r *resolver) typedParametersFit(lambda int32, inputs []*syntax.TypeRef, sc *scope) bool {
	list := r.t.Child(lambda, "parameters")
	if r.kind(list) != "parameter_list" {
		return true
	}
	i := 0
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "parameter" {
			continue
		}
		if ty := r.t.Child(c, "type"); ty >= 0 && i < len(inputs) && inputs[i] != nil {
			got, want := r.written(r.scopeAt(ty), r.codeText(ty)), r.b.fromTypeRef(sc, inputs[i])
			if got.sym != index.NoSymbol && want.sym != index.NoSymbol && !r.isTypeParameter(want) && !r.identical(got, want) {
				return false
			}
		}
		i++
	}
	return true
}

// lambdaReturnFits says whether a lambda's body suits a delegate that
// returns a value (returns) or not: a block that returns no value (and
// does return: see neverReturns) gives a Func nothing; one that returns a
// value, or an expression that is no statement (x => x.Name), cannot be
// an Action. An async lambda returns its task either way.
func (r *resolver) lambdaReturnFits(lambda int32, returns bool) bool {
	if r.isAsync(lambda) {
		return true
	}
	body := r.lambdaBody(lambda)
	switch k := r.kind(body); {
	case k == "block":
		value := r.returnedValue(body) >= 0
		if returns {
			return value || r.neverReturns(lambda)
		}
		return !value
	case returns, k == "throw_expression":
		return true
	default: // an Action's expression body must be a statement
		return statementExpressions[k] || k == "prefix_unary_expression" || k == "postfix_unary_expression" || k == "conditional_access_expression"
	}
}

// generatedOverload says whether a call in method m, of a partial type,
// to m itself gives it arguments of types known it cannot take: the
// overload called is one a source generator declares in another part of
// the type (WireMock's WithDelay(TimeSpan value) => WithDelay((int)
// value.TotalMilliseconds), FluentBuilder's WithDelay(int?) not generated here).
func (r *resolver) generatedOverload(m index.SymbolID, args []int32, recv *exprType, on exprType) bool {
	if len(args) == 0 || r.b.callArity(m) > 0 || !r.partialOwner([]index.SymbolID{m}) {
		return false
	}
	if self, _, ok := r.enclosingDecl(args[0]); !ok || self != m || !r.argumentTypesKnown(args) {
		return false
	}
	best, tied := r.byArgumentTypes([]index.SymbolID{m}, args, recv, on)
	return best == index.NoSymbol && len(tied) == 0
}

// noOverloadTakes answers a call none of the methods found takes: one of
// an assembly not read may, else C#'s overload resolution fails and they
// are the candidates.
func (r *resolver) noOverloadTakes(found []index.SymbolID, args []int32, on exprType) Resolution {
	if r.allExternal(found) {
		return r.newerOverload(found)
	}
	if c := r.b.s.Sym(found[0]).Container; r.unreadBaseClass(c) || on.sym != index.NoSymbol && r.unreadBaseClass(on.sym) {
		// EFCore.PG's Mapper.FindMapping(type, storeType), where the
		// class overrides only FindMapping(in RelationalTypeMappingInfo).
		return unreadBaseOverload(r.b.s.Sym(found[0]).Name, found)
	} else if r.partialOwner(found) && len(args) > 0 && r.enclosingType(args[0]) == r.b.s.Sym(found[0]).Container {
		// WireMock's partial ResponseModelBuilder, whose other part
		// FluentBuilder generates, calling WithStatusCode(() => value).
		return generatedElsewhere(found)
	}
	return Resolution{Kind: TargetSymbol, Symbol: found[0], Candidates: found, Reason: "no overload takes these arguments"}
}

// generatedElsewhere answers a call no overload read takes in a partial
// type (see generatedOverload).
func generatedElsewhere(found []index.SymbolID) Resolution {
	return Resolution{Kind: TargetNone, Candidates: found,
		Reason: "no overload read takes these arguments: a source generator not run here may declare the one called in another part of the type"}
}

// generatorMayDerive says whether a source generator may give class t the
// base it declares none of: t is partial and its base is object.
func (r *resolver) generatorMayDerive(t index.SymbolID) bool {
	sym := r.b.s.Sym(t)
	if r.b.s.External(t) || sym.Kind != syntax.KindClass || r.b.s.Primary(t).Modifiers&syntax.ModPartial == 0 {
		return false
	}
	base, _ := r.b.baseClassOf(t, nil)
	return base == index.NoSymbol || base == r.b.implicitBase(t)
}

// partialOwner says whether methods (no constructors) are all declared in
// one partial type of the code.
func (r *resolver) partialOwner(found []index.SymbolID) bool {
	c := r.b.s.Sym(found[0]).Container
	return !r.b.s.External(found[0]) && r.b.s.Sym(found[0]).Kind == syntax.KindMethod && r.b.s.Sym(c).Kind.IsType() && r.b.s.Primary(c).Modifiers&syntax.ModPartial != 0 &&
		!slices.ContainsFunc(found, func(m index.SymbolID) bool { return r.b.s.Sym(m).Container != c })
}

// byArgumentTypes picks the one overload whose parameter types match the
// types of the arguments where both are known (an extension method's
// receiver, recv, among them); when several match as well, it returns
// them instead (tied). When an argument's type is not known, it returns
// the best with the others that may still apply (tied).
func (r *resolver) byArgumentTypes(fit []index.SymbolID, args []int32, recv *exprType, on exprType) (best index.SymbolID, tied []index.SymbolID) {
	scores := map[index.SymbolID]int{}
	unsure := map[index.SymbolID]bool{}       // an argument's fit is not known
	expandedForm := map[index.SymbolID]bool{} // applicable with its params expanded only
	argTypes := make([]exprType, len(args))
	for i := range argTypes {
		argTypes[i] = unknownType
	}
	unknownTargets := slices.Clone(argTypes)
	targetScopes := map[index.SymbolID]*scope{}  // each method's parameter types are written there
	targetTexts := map[index.SymbolID][]string{} // the parameter type each argument's target is written as
	targets := map[index.SymbolID][]exprType{}   // the parameter type each argument with a type converts to
	callRecv := callReceiver(recv, on)
	bodyDecides := r.lambdaTypesDiffer(fit, args, recv != nil)
	handlers := map[int]exprType{} // interpolated strings that go to an interpolated string handler
	var written *substitution      // M<Msg>(...): the method's T is Msg, not inferred
	call := int32(-1)
	if len(args) > 0 && r.kind(r.parent(args[0])) == "argument_list" {
		call = r.parent(r.parent(args[0]))
		written = r.writtenTypeArgs(r.t.Child(call, "function"))
	}
	// Where a generic method competes with another, an argument goes to its
	// T as to the type inferred for T, which may be another argument's
	// (Eq<T>(T, T) given an int and a long is Eq<long>: it ties with
	// Eq(long, long), which C# then prefers as not generic; Pair<T>(IList<T>,
	// T) given an IList<object> and a string ties with Pair<T>(IList<T>,
	// object), which C# prefers as more specific).
	genericCompetes := len(args) > 1 && call >= 0 && len(fit) > 1 && slices.ContainsFunc(fit, func(m index.SymbolID) bool { return r.b.callArity(m) > 0 })
	for _, m := range fit {
		targets[m] = slices.Clone(unknownTargets)
		ps := r.b.callParams(m)
		sc := r.memberScope(m, on)
		score := 0
		if written != nil && len(written.args) == r.b.callArity(m) {
			sc.methodArgs = written
		}
		if sc.methodArgs == nil && r.inferenceFails(m, args, recv, sc) {
			score -= 10 // R<T>(this T, T) for a Task<string> and a string
		}
		var inferredArgs *substitution // from all the arguments, once per method, where a generic method competes
		if genericCompetes && written == nil && r.b.callArity(m) > 0 {
			inferredArgs = r.inferTypeArgs(m, call, callRecv, -1)
		}
		targetScopes[m] = sc
		targetTexts[m] = make([]string, len(args))
		expanded := false // the call needs the params parameter's expanded form
		if recv != nil && len(ps) > 0 {
			switch pt := r.written(sc, ps[0].Type); {
			case !recv.known():
			case r.ownTypeParameter(m, pt) && !r.meetsConstraints(pt, *recv, nil):
				score -= 10 // this T where T : struct, Enum for a List<int>
			case r.ownTypeParameter(m, pt):
				score += 3 // this T: inferred to be the receiver's type, an identity
			case r.isArray(*recv) && r.isArray(pt) && arrayRank(*recv) == arrayRank(pt) && r.ownTypeParameter(m, r.arrayElement(pt)) &&
				r.meetsConstraints(r.arrayElement(pt), r.arrayElement(*recv), nil):
				score += 3 // this T[] of an array: an identity too, better than C# 14's span conversion (NeoLemmixSharp's items.At(i))
			case pt.known() && !r.isTypeParameter(pt):
				rv := *recv
				if ri, ok := r.asReadInterface(rv); ok && pt.sym != index.NoSymbol {
					rv = ri // a DbSet<Product> to an IQueryable<TSource>
				}
				switch {
				case r.spanConverts(rv, pt):
					score += 2
				case rv.sym == index.NoSymbol && pt.sym == index.NoSymbol && rv.tr != nil && pt.tr != nil:
					if r.sameUnread(rv, pt, 0) {
						score += 3 // as much an identity as this T's: C# then prefers the method that is not generic
					} else {
						unsure[m] = true // types of assemblies not read
					}
				case r.identical(rv, pt):
					score += 3 // an identity conversion is better than any other (IB<Derived> over IB<Base>)
				case r.sameType(rv, pt), r.isTypeParameter(rv) && r.constraintGoesTo(rv, pt):
					score += 2
				case recv.elemOf != nil && !recv.array && r.isEnumerableOfOne(pt) &&
					(r.ownTypeParameter(m, r.elementOf(pt)) || r.identical(*recv.elemOf, r.elementOf(pt))):
					// A sequence of a type not read whose elements are known
					// (an ImmutableArray<T>'s Where(...)) is an IEnumerable<T>.
					score += 2
				case r.boxesTo(rv, pt):
					score++ // an E? boxes to what E does (Braintree's value.GetDescription() of this Enum)
				case r.unreadArrayMayGoTo(rv, pt):
					unsure[m] = true // an array of a type not read may be one of the elements pt takes
				default:
					if fit, ok := r.tupleReceiverFits(rv, pt); ok {
						if score += 2; !fit {
							unsure[m] = true
						}
						break
					}
					score -= 10
				}
			}
			ps = ps[1:]
		}
		// One argument that cannot go to its parameter (-10) rules the
		// method out, however well the others fit.
		inapplicable, before := score <= -10, score
		for i, a := range args {
			inapplicable = inapplicable || score-before <= -10
			before = score
			p := r.argumentParameter(ps, i, a)
			if p < 0 {
				break
			}
			val := r.argumentValue(a)
			if l := r.conditionalLambda(val); l >= 0 {
				val = l // b ? (x, y) => ... : (x, y) => ...: a lambda's target too (coverlet's list.Sort(descending ? ... : ...))
			}
			// An argument goes to the params array itself only as its one argument.
			alone := i == len(args)-1 && (i == 0 || r.argumentParameter(ps, i-1, args[i-1]) != p)
			if r.kind(val) == "collection_expression" {
				// [a, b] converts to arrays and collections (a params
				// array itself), never to a workspace class or struct
				// that is not one.
				typ := ps[p].Type
				if elem, params := paramsElement(ps[p]); params && !alone {
					typ, expanded = elem, true // one of the params: Block([a, b], e1, e2) gives none to Block(params E[])
				}
				score += r.collectionScore(val, r.written(sc, typ))
				continue
			}
			elem, params := paramsElement(ps[p])
			if yes, no, ok := r.untypedConditional(val); ok {
				// b ? 'x' : s goes where both branches go (Terminal.Gui's
				// sb.Append(r.Value == 0 ? ' ' : r.ToString()) is Append(object)).
				goes := func(branch int32, pt exprType) bool {
					if r.kind(branch) == "collection_expression" {
						return r.collectionScore(branch, pt) >= 0
					}
					return r.implicitConversion(branch, r.typeOf(branch), pt) > 0
				}
				bothGo := func(pt exprType) bool { return goes(yes, pt) && goes(no, pt) }
				pt := r.written(sc, ps[p].Type)
				if params && (!alone || !bothGo(pt)) { // one of the params (EF Core's new FixupContext(copy ? a : b))
					pt, expanded = r.written(sc, elem), true
				}
				switch {
				case !pt.known() || r.isTypeParameter(pt):
					unsure[m] = true
				case bothGo(pt):
					score += 2
				default:
					score -= 10
				}
				continue
			}
			if isLambda(r.kind(val)) { // typed by the delegate, never an array
				typ := ps[p].Type
				if params {
					typ, expanded = elem, true
				}
				score += r.lambdaResultScore(sc, typ, val)
				dt := r.written(sc, typ)
				sig, isDelegate := r.delegateOf(dt)
				if isDelegate {
					score++ // known to take a lambda: a type not read (Channel<T>) is likely no delegate
				}
				if isDelegate && !r.refKindsMatch(val, dt) {
					score -= 10 // (ref T x) => ... goes to a delegate taking a ref T only (Harmony's StructFieldRef<T, F>)
				}
				// A body that cannot bind with the delegate's parameter types
				// rules it out (MassTransit's Any(message => filter.Any(message))
				// takes the base's FilterDelegate<T>, not Action<MessageFilter>),
				// looked at where the candidates differ there.
				if isDelegate && bodyDecides[i] && !slices.ContainsFunc(sig.inputs, r.isTypeParameter) && !r.lambdaBodyFits(val, sig.inputs) {
					score -= 10
				}
				continue
			}
			if group, local, ok := r.methodGroup(val); ok {
				pt := r.written(sc, ps[p].Type)
				if len(r.b.callDecl(m).TypeParams) > 0 { // the delegate's inputs as the call infers them
					pt, _ = r.parameterTypeIn(m, r.parent(r.parent(a)), a, i, callRecv)
				}
				sig, isDelegate := r.delegateOf(pt)
				extension := r.throughValue(val)
				switch {
				case isDelegate && (local >= 0 && r.groupTakes(index.NoSymbol, local, sig, false) ||
					slices.ContainsFunc(group, func(g index.SymbolID) bool { return r.groupTakes(g, -1, sig, extension) })):
					score += 2
					// A delegate that returns exactly what the method returns is
					// the better target: Task.Run(F) of a Task<bool> F is
					// Run<TResult>(Func<Task<TResult>>), not Run(Func<Task>).
					returns := unknownType
					switch {
					case local >= 0:
						returns = r.localFunctionResult(local)
					case len(group) == 1:
						returns = r.memberType(group[0], unknownType)
					}
					if sig.result.known() && returns.known() && (r.identical(returns, sig.result) || returns.sym == index.NoSymbol && sig.result.sym == index.NoSymbol && r.sameUnread(returns, sig.result, 0)) {
						score++ // also of a type not read (Exceptionless's ReplaceSingleton<IFileStorage>(Create) is the Func<IServiceProvider, T> one)
					}
				case !pt.known() || r.isTypeParameter(pt) || pt.sym == index.NoSymbol && pt.tr.Kind == syntax.TypeNamed:
					unsure[m] = true // of a type not read, maybe a delegate (ASP.NET's RequestDelegate)
				case isDelegate || !naturalDelegateTargets[r.fullName(pt)]:
					score -= 10 // a method group converts to a delegate of its inputs only
				}
				continue
			}
			if r.unreadGenericGroup(val) {
				// x.M<T> not called is a method group (no other member takes
				// type arguments), of methods not read: it goes to delegates
				// only (LazyCache's new Lazy<ICacheProvider>(serviceProvider.GetRequiredService<ICacheProvider>)).
				pt := r.written(sc, ps[p].Type)
				if _, isDelegate := r.delegateOf(pt); isDelegate || !pt.known() || r.isTypeParameter(pt) || pt.sym == index.NoSymbol && pt.tr.Kind == syntax.TypeNamed {
					unsure[m] = true // what it takes and returns is not known
				} else {
					score -= 10
				}
				continue
			}
			if r.kind(val) == "implicit_object_creation_expression" {
				// new(...) converts to every type (its constructor is bound
				// once the overload is chosen), the more derived the better:
				// Add(new(name, type)) is Add(MySqlParameter), not Add(object).
				switch pt := r.written(sc, ps[p].Type); {
				case pt.sym == index.NoSymbol || r.isTypeParameter(pt):
					unsure[m] = true
				case !r.constructible(pt.sym, val):
					score -= 10 // no constructor of the type takes its arguments: new(name, null) is no string
				default:
					targets[m][i], targetTexts[m][i] = pt, ps[p].Type
					score += 2
				}
				continue
			}
			if null := r.isNull(val); null || r.isDefaultLiteral(val) {
				switch pt := r.written(sc, ps[p].Type); {
				case !pt.known() || r.isTypeParameter(pt):
					unsure[m] = true
				case null && r.isValueType(pt) && !r.convertsFromNull(pt):
					score -= 10 // null is no int, no struct (a Nullable<T> is none of them)
				default:
					// It goes (default to any type); the more derived target is
					// the better (Pick(default) is Pick(string), not Pick(object)).
					targets[m][i], targetTexts[m][i] = pt, ps[p].Type
				}
				continue
			}
			at := r.typeOf(val)
			if isDynamic(at) || r.mentionsUninferred(at, val, 0) { // it goes to any parameter, at run time; or its type is not known
				unsure[m] = true
				continue
			}
			if !at.known() && (r.kind(val) == "implicit_array_creation_expression" || r.kind(val) == "array_creation_expression") {
				// An array of elements of a type not known is still an array.
				if params || r.arrayMayGoTo(r.written(sc, ps[p].Type)) {
					unsure[m] = true
				} else {
					score -= 10
				}
				continue
			}
			typ := ps[p].Type
			// Alone, what ToArray() gives of a type not known may be the
			// params array itself (TensorFlow.NET's new
			// Shape(dims.Select(...).ToArray()) of a package's dims is
			// Shape(params long[]), not Shape(Proto)); another value of a
			// type not known is rarely an array (Akka's new
			// PruningInitialized(owner, seen.Add(node)) of an unread
			// IImmutableSet takes it, not params Address[]).
			if params && !(alone && (!at.known() && r.madeSequence(val) || r.normalFormTakes(val, at, r.written(sc, typ), r.written(sc, elem)))) {
				typ, expanded = elem, true // one of the params
			}
			pt := r.written(sc, typ)
			if r.interpolationHandler(val, pt) {
				handlers[i] = pt // the argument is taken as of the handler's type: an identity there, a conversion to string
				targets[m][i], targetTexts[m][i] = pt, typ
				score += 3
				continue
			}
			if r.kind(val) == "interpolated_string_expression" && r.handlerType(pt) {
				score++ // without holes: it converts, a string is the better target
				continue
			}
			argTypes[i] = at
			if at.sym != index.NoSymbol || r.isTypeParameter(at) || r.isArray(at) { // of a type not read, it converts no better to one than to another
				targets[m][i], targetTexts[m][i] = pt, typ
			}
			if k := r.refKind(a); (k == "ref" || k == "out") && at.sym != index.NoSymbol && pt.sym != index.NoSymbol &&
				!r.isTypeParameter(pt) && !r.ownTypeParameter(m, pt) && !(r.isArray(pt) && r.ownTypeParameter(m, r.arrayElement(pt))) && !r.identical(at, pt) {
				score -= 10 // a ref or out argument is of exactly its parameter's type: no ulong for a ref float
				continue
			}
			if k := r.refKind(a); (k == "ref" || k == "out") && at.sym != index.NoSymbol && !r.isArray(at) && pt.sym == index.NoSymbol && pt.tr != nil &&
				pt.tr.Kind == syntax.TypeNamed && !r.isTypeParameter(pt) && !r.ownTypeParameter(m, pt) && lastName(pt.tr) != r.b.s.Sym(at.sym).Name {
				// Nor is a type read a type of an assembly not read of another
				// name: dotnet-monitor's state.TryGetValue("x", out bool b) is no
				// Dictionary<string, JsonElement>.TryGetValue.
				score -= 10
				continue
			}
			switch {
			case at.known() && r.ownTypeParameter(m, pt) && !r.meetsConstraints(pt, at, nil):
				score -= 10 // the method's T, whose constraints the argument's type does not meet
			case at.static && at.sym == index.NoSymbol && r.ownTypeParameter(m, pt):
				unsure[m] = true // a value's type guessed from its name (Newtonsoft's j.Count): no identity
			case at.known() && r.ownTypeParameter(m, pt):
				score += r.toInferred(m, pt, val, at, callRecv, inferredArgs) // the method's T: inferred to be the argument's type
			case at.known() && pt.sym != index.NoSymbol && r.ownTypeParameter(m, r.underlying(pt)):
				// T? of the method's T where T : struct: an int? is its
				// identity, an int converts to it (linq2db's NullIf<T>(T?, T)
				// given two ints).
				switch boxed := r.underlying(at); {
				case !r.meetsConstraints(r.underlying(pt), boxed, nil):
					score -= 10
				case r.identical(boxed, at):
					score += 2
				default:
					score += 3
				}
			case r.isArray(at) && r.isArray(pt) && arrayRank(at) == arrayRank(pt) && r.ownTypeParameter(m, r.arrayElement(pt)) &&
				r.arrayElement(at).known():
				if !r.meetsConstraints(r.arrayElement(pt), r.arrayElement(at), nil) {
					score -= 10 // From<T>(T[]) where T : struct, Enum given an int[] (OPC UA's Variant.From)
					break
				}
				score += 3 // T[] given an array: T is its element type, an identity too (C# then prefers T[] to T as more specific)
			case r.sameTypeParameter(at, pt):
				score += 3 // the T of C<T> given a T: an identity, better than to object
			case r.isPointer(at) || r.isPointer(pt):
				if s, unclear := r.pointerConversion(at, pt); unclear {
					unsure[m] = true
				} else {
					score += s
				}
			case r.isFunctionPointer(at) || r.isFunctionPointer(pt):
				// A function pointer converts to no delegate, class or
				// interface, and nothing but null converts to one (Sep's
				// ColsSelect<T>(indices, delegate*<Col, T>) beside the
				// ColFunc<T> overload).
				switch {
				case !at.known() || !pt.known() || r.isTypeParameter(pt):
					unsure[m] = true
				case r.isFunctionPointer(at) != r.isFunctionPointer(pt):
					score -= 10
				case r.fits(at, pt, 0):
					score += 3
				default:
					unsure[m] = true // another method's type parameters, say
				}
			case at.known() && !r.isTypeParameter(at) && !isDynamic(at) && r.openHere(pt, a):
				if r.implicitOperator(at, pt) {
					score += 2 // by the operator T of the argument's Box<T> (MudList<T>'s ParameterState<T?> to T)
				} else {
					score -= 10 // a string is no TId of the code that calls: nothing else converts to it
				}
			case r.isTypeParameter(at) && r.openHere(pt, a):
				// A TU goes to the T of the code here only when constrained
				// to it (where TU : T), and then not as an identity.
				switch name := pt.tr.Parts[0].Name; {
				case r.openHere(at, a) && at.tr.Parts[0].Name == name:
					score += 3 // the same type parameter
				case r.dependsOn(at, name):
					score += 2
				default:
					score -= 10
				}
			case at.sym == index.NoSymbol && (at.tr == nil || at.static) && r.unreadValue(val) && r.ownTypeIn(pt, r.scopeAt(val), 0):
				score -= 10 // an assembly not read gives no type the calling project declares
			case at.static && at.sym == index.NoSymbol && pt.sym == index.NoSymbol && pt.tr != nil && r.otherUnreadOwner(at, pt):
				// X.Member of a type X not read, to a parameter of another X the
				// code names: an enum's member is none of it (CodeConverter's
				// IsKind(VBasic.SyntaxKind.X) is not the C# SyntaxKind's).
				score -= 10
			case at.static && at.sym == index.NoSymbol:
				// A value's type guessed from its name (Stripe's paymentMethod.Card,
				// a PaymentMethodCard; StyleCop's DiagnosticResult.EmptyDiagnosticResults,
				// an array): it may go to any parameter.
				unsure[m] = true
			case !at.known() || !pt.known() || r.isTypeParameter(pt):
				unsure[m] = true
			case r.spanConverts(at, pt):
				score += 2 // C# 14: a standard conversion, better than a user-defined one
			case r.spanCannotTake(at, pt):
				score -= 10
			case r.isTuple(at) && r.isTuple(pt): // element by element
				if r.fits(at, pt, 0) || r.tupleConverts(val, at, pt) {
					score += 2
				} else {
					score -= 10
				}
			case at.sym == index.NoSymbol && pt.sym == index.NoSymbol && at.tr != nil && pt.tr != nil:
				// Types of assemblies not read (ReadOnlySpan<byte> where
				// .NET Core's are not here): by their names and arities.
				// A derived type or a variant interface may still convert.
				if r.sameUnread(at, pt, 0) {
					score += 3
				} else {
					unsure[m] = true
				}
			default:
				if grade := r.implicitConversion(val, at, pt); grade > 0 {
					if r.fixedApart(at, pt, a, 0) {
						score -= 10
						break
					}
					if grade == 3 && r.apartAt(at, pt, a, 0) {
						if r.cannotVary(at, pt, a) {
							score -= 10
							break
						}
						grade = 2 // Action<T> is no identity of Action<object>: at best a variant conversion
					}
					score += grade
					break
				}
				switch {
				case pt.sym == index.NoSymbol && pt.tr != nil && r.closedToInterfaces(at) && looksLikeInterface(pt.tr):
					// A sealed class or a struct read implements no interface
					// not read, and no conversion leads to an interface (the
					// Npgsql EF Core provider's FindMapping(storeType) of a
					// string is no FindMapping(IProperty)).
					score -= 10
				case pt.sym == index.NoSymbol && pt.tr != nil && pt.tr.Kind == syntax.TypeNamed && r.closedToUnread(at):
					// A workspace type every base of which is read reaches a
					// type not read only by an operator it declares (Nez's
					// BitmapFont is no SpriteFont; its Matrix2D converts to
					// MonoGame's Matrix, no Effect).
					if r.operatorToUnread(at, pt) {
						score++
					} else {
						score -= 10
					}
				case pt.sym == index.NoSymbol && pt.tr != nil && pt.tr.Kind == syntax.TypeNamed && at.sym != index.NoSymbol && r.b.s.External(at.sym) && r.b.s.Sym(at.sym).Kind == syntax.KindInterface:
					// An interface read reaches only its bases, all read, and
					// no conversion is declared from an interface: an
					// IEnumerable<ServiceDescriptor> is no ServiceDescriptor.
					score -= 10
				case pt.sym == index.NoSymbol && pt.tr != nil && pt.tr.Kind == syntax.TypeNamed:
					unsure[m] = true // a type not read may declare a conversion from the argument's (Memory<byte> from a byte[])
				case r.isTypeParameter(at): // T goes where one of its constraints (or object) goes, nowhere else
					if !r.constraintGoesTo(at, pt) {
						score -= 10
					}
				case at.sym == index.NoSymbol && at.tr != nil && pt.sym != index.NoSymbol && r.unreadCannotReach(at, pt):
					score -= 10 // an assembly not read knows no type of the workspace: Argument<string> is no OptionWithLegacy<T>
				case at.sym == index.NoSymbol && at.tr != nil && pt.sym != index.NoSymbol:
					unsure[m] = true // a type of an assembly not read may convert to it
				case r.unreadBaseMayReach(at, pt):
					unsure[m] = true // a base not read may derive from it (a WPF control is a DependencyObject)
				default:
					score -= 10
				}
			}
		}
		inapplicable = inapplicable || score-before <= -10
		expandedForm[m] = expanded
		if inapplicable {
			score = min(score, -1)
		}
		scores[m] = score
	}
	for i, h := range handlers {
		argTypes[i] = h
	}
	// C# drops the methods of a base type when a method of a type deriving
	// from it applies (JArray.Add(JToken) over JContainer.Add(object)): one
	// whose every argument is known to fit (not merely not known not to).
	var fitting []index.SymbolID
	for _, m := range fit {
		if scores[m] >= 0 && !unsure[m] {
			fitting = append(fitting, m)
		}
	}
	// C# 13: of the applicable methods of one type, those of a lower
	// [OverloadResolutionPriority] than another's drop out.
	// Only those surely applicable set the bar: one that may not apply (an
	// argument's type not known) rules out no other (TUnit's Assert.That(x)
	// of an x not known is no That<T>(T[]) of priority 5).
	priority, top := map[index.SymbolID]int{}, map[index.SymbolID]int{}
	for _, m := range fit {
		if scores[m] >= 0 {
			p, c := r.overloadPriority(m), r.b.s.Sym(m).Container
			if cur, ok := top[c]; !unsure[m] && (!ok || p > cur) {
				top[c] = p
			}
			priority[m] = p
		}
	}
	var declaring map[index.SymbolID]index.SymbolID // each fitting method's declaring type, once
	if recv == nil {
		declaring = map[index.SymbolID]index.SymbolID{}
		for _, m := range fit {
			if scores[m] >= 0 {
				declaring[m] = r.declaringType(m)
			}
		}
	}
	bestScore := -1
	for _, m := range fit {
		if bar, ok := top[r.b.s.Sym(m).Container]; scores[m] < 0 || recv == nil && r.inBaseOfAnother(m, fitting, declaring) || ok && priority[m] < bar {
			continue
		}
		switch score := scores[m]; {
		case score > bestScore:
			tied, bestScore = []index.SymbolID{m}, score
		case score == bestScore:
			tied = append(tied, m)
		}
	}
	// The parameter types betterMember compares, with a generic method's
	// type arguments inferred (One<T>(T[]) is One<string>(string[]) for a
	// string[], an identity, better than One(Array)); inferred only when
	// asked, for the methods tied.
	inferred := false
	inferTargets := func() {
		if inferred || len(args) == 0 || r.kind(r.parent(r.parent(args[0]))) != "invocation_expression" {
			return
		}
		inferred = true
		call := r.parent(r.parent(args[0]))
		for _, m := range tied {
			if sc := targetScopes[m]; sc.methodArgs == nil && r.b.s.Sym(m).Arity > 0 {
				withArgs := *sc
				withArgs.methodArgs = r.inferTypeArgs(m, call, callRecv, -1)
				for i, text := range targetTexts[m] {
					if text != "" {
						targets[m][i] = r.written(&withArgs, text)
					}
				}
			}
		}
	}
	switch {
	case bestScore < 0:
		return index.NoSymbol, nil
	case len(tied) == 1 && unsure[tied[0]] && r.valueOfUnknownType(r.readValues(args)):
		// An argument of a type not known may go to another better
		// (ModernWPF's Math.Max(1, ActualHeight) of a WPF double is no
		// Max(int, int)): the best, with the others that may apply.
		others := slices.DeleteFunc(slices.Clone(fit), func(m index.SymbolID) bool { return m == tied[0] || scores[m] < 0 })
		return tied[0], others
	case len(tied) == 1:
		return tied[0], nil
	case recv != nil:
		// The receiver is the first argument: where a method's receiver beats
		// a generic one's only as not generic, the other arguments decide
		// first (Merge<K, V>(this IDictionary<K, V>, IDictionary<K, V>) over
		// Merge(this IDictionary<string, object>, object) for a
		// Dictionary<string, object>).
		m := r.mostSpecificReceiver(*recv, tied)
		generic := func(o index.SymbolID) bool { return r.b.s.Sym(o).Arity > 0 }
		if m != index.NoSymbol && !generic(m) && slices.ContainsFunc(tied, generic) {
			inferTargets()
			if slices.ContainsFunc(tied, func(o index.SymbolID) bool { return generic(o) && r.convertsBetter(o, m, argTypes, targets) }) {
				m = index.NoSymbol
			}
		}
		if m != index.NoSymbol {
			return m, nil
		}
	}
	if used, awaited := r.valueUsed(call); call >= 0 && len(tied) > 1 && used {
		// A call whose value is used is to no method that returns nothing
		// (var model = RunSync(() => x.OpenAsync()) is RunSync<T>(Func<Task<T>>),
		// not RunSync(Func<Task>): Nuke's, where OpenAsync is a package's),
		// awaited or not (var results = await Task.WhenAll(...) is
		// WhenAll<T>, whose task gives a value).
		valued := slices.DeleteFunc(slices.Clone(tied), func(m index.SymbolID) bool {
			returned := strings.TrimPrefix(strings.TrimSpace(r.b.s.Primary(m).Type), "global::")
			return returned == "void" || awaited && valuelessTask[returned]
		})
		if len(valued) == 1 {
			return valued[0], nil
		}
		if len(valued) > 0 {
			tied = valued
		}
	}
	inferTargets()
	if r.resultUndecided(tied, args, targetScopes, recv != nil) {
		return index.NoSymbol, tied
	}
	if m := r.betterMember(tied, argTypes, targets, r.valueOfUnknownType(args)); m != index.NoSymbol {
		return m, nil
	}
	// Then C# prefers a method applicable in its normal form; only after
	// the method that is not generic (Error(string, params object[]) over
	// Error<T>(string, T) for an object, in betterMember).
	if normal := slices.DeleteFunc(slices.Clone(tied), func(m index.SymbolID) bool { return expandedForm[m] }); len(normal) == 1 {
		return normal[0], nil
	} else if len(normal) > 1 {
		tied = normal
	}
	if m := r.mostSpecific(tied, args, callRecv, recv != nil); m != index.NoSymbol {
		return m, nil
	}
	return index.NoSymbol, tied
}

// resultUndecided says whether a lambda among the arguments returns a
// value of a type not known where the methods tied take delegates that
// return different types: only that type would choose (Zafiro's
// rows.Sum(row => row.Max(c => c.Control.DesiredSize.Height)) of an
// Avalonia double is Sum(Func<T, double>), no Sum(Func<T, int>)).
func (r *resolver) resultUndecided(tied []index.SymbolID, args []int32, scopes map[index.SymbolID]*scope, extension bool) bool {
	for i, a := range args {
		val := r.argumentValue(a)
		if !isLambda(r.kind(val)) || r.isAsync(val) || !r.resultTypeNotKnown(val) {
			continue
		}
		results := map[string]bool{}
		for _, m := range tied {
			ps := r.b.argumentParams(m, extension)
			p := r.argumentParameter(ps, i, a)
			if p < 0 || scopes[m] == nil {
				continue
			}
			if sig, ok := r.delegateOf(r.written(scopes[m], ps[p].Type)); ok && !sig.void {
				results[r.display(sig.result)] = true
			}
		}
		if len(results) > 1 {
			return true
		}
	}
	return false
}

// resultTypeNotKnown says whether the type of what a lambda gives back is
// not known, or a type parameter of a call inference did not find
// (row.Max(c => c.Unread)'s TResult).
func (r *resolver) resultTypeNotKnown(lambda int32) bool {
	t := r.lambdaResultType(lambda)
	return valueNotKnown(t) || r.uninferred(t, lambda)
}

// conditionalLambda is the lambda a conditional expression gives in both
// branches, or in one with a throw in the other (DefaultEcs's
// this(map is null ? throw ... : _ => map, ...)); -1 for none.
func (r *resolver) conditionalLambda(n int32) int32 {
	if r.kind(n) != "conditional_expression" {
		return -1
	}
	a, b := r.unparenthesized(r.t.Child(n, "consequence")), r.unparenthesized(r.t.Child(n, "alternative"))
	switch ka, kb := r.kind(a), r.kind(b); {
	case isLambda(ka) && (isLambda(kb) || kb == "throw_expression"):
		return a
	case isLambda(kb) && ka == "throw_expression":
		return b
	}
	return -1
}

// valueUsed says whether the value of an invocation is used: it
// initializes a variable, is an argument, is returned, assigned, or its
// member is accessed; and whether it is the value of awaiting it.
func (r *resolver) valueUsed(inv int32) (used, awaited bool) {
	n, p := inv, r.parent(inv)
	for r.kind(p) == "parenthesized_expression" || r.kind(p) == "await_expression" {
		awaited = awaited || r.kind(p) == "await_expression"
		n, p = p, r.parent(p)
	}
	switch r.kind(p) {
	case "variable_declarator", "equals_value_clause", "argument", "return_statement":
		used = true
	case "member_access_expression":
		used = r.t.Child(p, "expression") == n
	case "assignment_expression":
		used = r.t.Child(p, "right") == n
	}
	return used, awaited
}

// valuelessTask are the return types written for tasks that give no
// value when awaited.
var valuelessTask = map[string]bool{"Task": true, "ValueTask": true, "System.Threading.Tasks.Task": true, "System.Threading.Tasks.ValueTask": true}

// lambdaTypesDiffer says, for each argument, whether it is a lambda that
// methods give parameters of different written types (delegates, maybe, of
// different inputs): only there can its body tell them apart.
func (r *resolver) lambdaTypesDiffer(methods []index.SymbolID, args []int32, extension bool) []bool {
	out := make([]bool, len(args))
	for i, a := range args {
		if !isLambda(r.kind(r.argumentValue(a))) {
			continue
		}
		var first string
		for _, m := range methods {
			ps := r.b.callParams(m)
			if extension && len(ps) > 0 {
				ps = ps[1:]
			}
			if p := r.argumentParameter(ps, i, a); p >= 0 {
				if text := strings.TrimSpace(ps[p].Type); first == "" {
					first = text
				} else if text != first {
					out[i] = true
					break
				}
			}
		}
	}
	return out
}

// collectionScore grades a collection expression going to a parameter of
// type pt: it converts to arrays, spans and collections, never to a
// workspace class or struct that is not one (-10).
func (r *resolver) collectionScore(list int32, pt exprType) int {
	isInterface := pt.sym != index.NoSymbol && r.b.s.Sym(pt.sym).Kind == syntax.KindInterface
	switch {
	case pt.tr != nil && isInterface && !collectionInterface(pt.tr):
		return -10 // IEnumerable, ISet<T>: no collection expression converts to them
	case r.isArray(pt) && arrayRank(pt) > 1:
		return -10 // nor to a T[,] (L5Sharp's new ArrayData<DINT>([1, 2]) beside ArrayData(TData[,]))
	case r.elementsCannotGo(list, r.elementOf(pt)):
		return -10 // [" "] is no char[]
	case pt.tr != nil && pt.tr.Kind != syntax.TypeArray && (lastName(pt.tr) == "ReadOnlySpan" || lastName(pt.tr) == "Span"):
		// A span is better than an array or its interfaces, a
		// ReadOnlySpan than a Span (C# 12: NJsonSchema's
		// Convert.ToBase64String([1, 2, 3]) takes the ReadOnlySpan<byte>).
		if lastName(pt.tr) == "ReadOnlySpan" {
			return 5
		}
		return 4
	case pt.tr != nil && (pt.tr.Kind == syntax.TypeArray || enumerableNames[lastName(pt.tr)] && !isInterface):
		// an array or a collection converts to the interfaces: the better
		// target (C# 13), and a Type[] to an object[] (Harmony's
		// Method("M", [typeof(string)]) takes Method(string, Type[], object[]))
		if elem := r.elementOf(pt); elem.sym != index.NoSymbol && !r.b.isObject(elem.sym) {
			return 4
		}
		return 3
	case pt.tr != nil && enumerableNames[lastName(pt.tr)]:
		return 2
	case pt.sym != index.NoSymbol && !isInterface && r.sequenceArg(pt, "IEnumerable").known():
		// A class or struct that is a sequence takes a collection
		// initializer (Polly's Context), the better target than the
		// interfaces it converts to (SharpTS's new SharpTSArray([]) of
		// SharpTSArray(Deque<object?>) and SharpTSArray(IEnumerable<object?>)).
		return 3
	case pt.sym != index.NoSymbol && !isInterface && !r.b.s.External(pt.sym) && r.unreadBaseClass(pt.sym):
		return 0 // may be a sequence through its base class not read (Semantic Kernel's KernelArguments : AIFunctionArguments)
	case pt.sym != index.NoSymbol:
		return -10
	}
	return 0
}

// defaultsFilled says whether a call with given arguments leaves a
// parameter of m but a params array to its default value.
func (r *resolver) defaultsFilled(m index.SymbolID, given int) bool {
	ps := r.b.callParams(m)
	if len(ps) > 0 && strings.Contains(ps[len(ps)-1].Modifier, "params") {
		ps = ps[:len(ps)-1]
	}
	return len(ps) > given
}

// betterMember is the method of those tied that C# finds better than
// each other one: no argument converts better to the other's parameter,
// and one converts better to its own (L(long) over L(decimal) for an int;
// an argument of exactly the parameter's type over a conversion).
// NoSymbol when none is. unknownValue says an argument is a value of a
// type not known.
func (r *resolver) betterMember(tied []index.SymbolID, argTypes []exprType, targets map[index.SymbolID][]exprType, unknownValue bool) index.SymbolID {
	better := func(a, b index.SymbolID) bool {
		same := true
		for i := range argTypes {
			same = same && targets[a][i].known() && r.identical(targets[a][i], targets[b][i])
		}
		// Of the same parameter types, C# prefers the method that is not
		// generic (Concat(IEnumerable<string>) over Concat<string>(IEnumerable<T>)).
		return r.convertsBetter(a, b, argTypes, targets) || same && r.b.s.Sym(a).Arity == 0 && r.b.s.Sym(b).Arity > 0
	}
	for _, m := range tied {
		if !slices.ContainsFunc(tied, func(o index.SymbolID) bool { return o != m && !better(m, o) }) {
			return m
		}
	}
	// Equally good: C# prefers the method that is not generic; not where
	// an argument's type is not known, which may rule out the one or the
	// other (Polly's AssertStrategy(builder, ...) of a lambda's builder
	// not known, B or B<T>).
	if plain := slices.DeleteFunc(slices.Clone(tied), func(m index.SymbolID) bool { return r.b.s.Sym(m).Arity > 0 }); len(plain) == 1 && !unknownValue {
		return plain[0]
	}
	return index.NoSymbol
}

// convertsBetter says whether a's arguments convert better than b's: no
// argument converts better to b's parameter, and one to a's.
func (r *resolver) convertsBetter(a, b index.SymbolID, argTypes []exprType, targets map[index.SymbolID][]exprType) bool {
	some := false
	for i, at := range argTypes {
		p1, p2 := targets[a][i], targets[b][i]
		exact1, exact2 := r.identical(at, p1), r.identical(at, p2)
		switch {
		case exact1 && !exact2 || !exact2 && r.betterTarget(p1, p2):
			some = true
		case exact2 && !exact1 || !exact1 && r.betterTarget(p2, p1):
			return false
		}
	}
	return some
}

// mostSpecific is the method of those tied whose declared parameter types
// are more specific than each other one's, where their parameter types
// are the same once their type arguments are inferred (a generic method
// tie-break of C#); NoSymbol when none is.
func (r *resolver) mostSpecific(tied []index.SymbolID, args []int32, recv exprType, extension bool) index.SymbolID {
	extension = extension && recv.known() // a receiver not known cannot be compared: the arguments decide alone
	if len(args) == 0 && !extension {
		return index.NoSymbol
	}
	// Each one's receiver parameter type, once inferred from the receiver.
	receivers := map[index.SymbolID]exprType{}
	fixed := map[index.SymbolID]bool{}
	if extension {
		for _, m := range tied {
			receivers[m], fixed[m] = r.receiverTypeInferred(m, recv)
		}
	}
	sameOnceInferred := func(m, o index.SymbolID) bool {
		if extension {
			// Where the receiver fixes neither's type arguments (a base not
			// read between), the arguments decide alone.
			pm, po, both := receivers[m], receivers[o], fixed[m] && fixed[o]
			if both && (!pm.known() || !po.known() || r.display(pm) != r.display(po)) || !both && len(args) == 0 {
				return false
			}
		}
		for i, a := range args {
			inv := r.parent(r.parent(a))
			pm, ok1 := r.parameterTypeInferring(m, inv, a, i, recv, -1)
			po, ok2 := r.parameterTypeInferring(o, inv, a, i, recv, -1)
			if !ok1 || !ok2 || !pm.known() || !po.known() || withoutAnnotations(r.display(pm)) != withoutAnnotations(r.display(po)) {
				return false
			}
		}
		return true
	}
	for _, m := range tied {
		if !slices.ContainsFunc(tied, func(o index.SymbolID) bool {
			return o != m && !(r.moreSpecific(m, o) && sameOnceInferred(m, o))
		}) {
			return m
		}
	}
	return index.NoSymbol
}

// withoutAnnotations is a type's display without its ? marks, which
// overload resolution does not look at where they annotate reference
// types (a type argument inferred from a lambda's Task<string?> keeps
// no annotation of its own type argument).
func withoutAnnotations(display string) string {
	return strings.ReplaceAll(display, "?", "")
}

// receiverTypeInferred is the type of extension method m's receiver
// parameter once the receiver's type gives its type arguments
// (ToMaybe<T>(this IEnumerable<T>) on an IEnumerable<Error> takes an
// IEnumerable<Error>); false where it gives not all of them.
func (r *resolver) receiverTypeInferred(m index.SymbolID, recv exprType) (exprType, bool) {
	ps := r.b.callParams(m)
	inf := r.newInference(m)
	if len(ps) == 0 || inf == nil {
		return unknownType, false
	}
	pt := syntax.ParseTypeRef(strings.TrimSpace(ps[0].Type))
	if pt == nil {
		return unknownType, false
	}
	inf.unify(pt, recv, 0)
	if inf.conflict || inf.mentionsUnfixed(pt, 0) {
		return unknownType, false
	}
	sc := r.memberScope(m, unknownType)
	sc.methodArgs = inf.sub
	return r.written(sc, ps[0].Type), true
}

// moreSpecific says whether method m's declared parameter types are more
// specific than o's: a type parameter is less specific than any other
// type, and a constructed type is more specific than another of the same
// generic type when one of its type arguments is and none is less
// (Wrap<Box<T>> over Wrap<T>).
func (r *resolver) moreSpecific(m, o index.SymbolID) bool {
	mp, op := r.b.callParams(m), r.b.callParams(o)
	if len(mp) != len(op) {
		return false
	}
	mt, ot := r.typeParameterNames(m), r.typeParameterNames(o)
	some := false
	for i := range mp {
		switch specificity(r.nullableMeant(m, mp[i].Type), mt, r.nullableMeant(o, op[i].Type), ot) {
		case 1:
			some = true
		case -1:
			return false
		}
	}
	return some
}

// nullableMeant parses a parameter type of method m as C# means it: T?
// of a type parameter not constrained to a value type is T annotated, no
// Nullable<T> (GuardClauses' Null<T>(T? input) is less specific than
// Null<T>(T? input) where T : struct).
func (r *resolver) nullableMeant(m index.SymbolID, text string) *syntax.TypeRef {
	t := syntax.ParseTypeRef(text)
	d := r.b.callDecl(m)
	if t == nil || t.Kind != syntax.TypeNullable || t.Elem == nil || t.Elem.Kind != syntax.TypeNamed || len(t.Elem.Parts) != 1 ||
		!slices.ContainsFunc(d.TypeParams, func(p syntax.TypeParam) bool { return p.Name == t.Elem.Parts[0].Name }) {
		return t // of the method's own type parameters only: the constraints are its
	}
	for _, c := range d.Constraints {
		if c.Param == t.Elem.Parts[0].Name && (slices.Contains(c.Items, "struct") || slices.Contains(c.Items, "unmanaged")) {
			return t
		}
	}
	return t.Elem
}

// typeParameterNames are the names of the type parameters a member's
// declaration can use: its own and those of the types around it.
func (r *resolver) typeParameterNames(m index.SymbolID) map[string]bool {
	names := map[string]bool{}
	for id := m; id != index.NoSymbol; id = r.b.s.Sym(id).Container {
		if len(r.b.s.Sym(id).Decls) == 0 {
			break
		}
		for _, tp := range r.b.s.Primary(id).TypeParams {
			names[tp.Name] = true
		}
	}
	return names
}

// specificity compares two declared types: 1 when a is the more specific,
// -1 when b is, 0 when neither is.
func specificity(a *syntax.TypeRef, aParams map[string]bool, b *syntax.TypeRef, bParams map[string]bool) int {
	if a == nil || b == nil {
		return 0
	}
	isParam := func(t *syntax.TypeRef, params map[string]bool) bool {
		return t.Kind == syntax.TypeNamed && len(t.Parts) == 1 && len(t.Parts[0].Args) == 0 && params[t.Parts[0].Name]
	}
	switch ap, bp := isParam(a, aParams), isParam(b, bParams); {
	case ap && bp:
		return 0
	case bp:
		return 1
	case ap:
		return -1
	}
	var as, bs []*syntax.TypeRef
	switch {
	case a.Kind != b.Kind:
		return 0
	case a.Kind == syntax.TypeTuple:
		as, bs = a.Elems, b.Elems
	case a.Kind == syntax.TypeNamed:
		if len(a.Parts) == 0 || len(b.Parts) == 0 {
			return 0
		}
		al, bl := a.Parts[len(a.Parts)-1], b.Parts[len(b.Parts)-1]
		if al.Name != bl.Name {
			return 0
		}
		as, bs = al.Args, bl.Args
	default: // arrays, pointers, nullables: by their elements
		as, bs = []*syntax.TypeRef{a.Elem}, []*syntax.TypeRef{b.Elem}
	}
	if len(as) != len(bs) {
		return 0
	}
	result := 0
	for i := range as {
		switch c := specificity(as[i], aParams, bs[i], bParams); {
		case c == 0:
		case result == 0:
			result = c
		case result != c:
			return 0
		}
	}
	return result
}

// convertsFromNull says whether the struct t declares an implicit
// conversion from a reference type or a Nullable<T>, which the null
// literal goes through (Loyc's FieldId from string?: sm.Sync(null, 0L)).
func (r *resolver) convertsFromNull(t exprType) bool {
	if t.sym == index.NoSymbol {
		return false
	}
	for _, op := range r.b.s.Sym(t.sym).Members {
		if r.b.s.Sym(op).Kind != syntax.KindConversion || r.b.s.Sym(op).Name != "op_Implicit" {
			continue
		}
		if d := r.b.s.Primary(op); len(d.Params) == 1 {
			from := r.written(r.memberScope(op, t), d.Params[0].Type)
			if from.sym != index.NoSymbol && (!r.isValueType(from) || r.underlying(from).sym != from.sym) {
				return true
			}
		}
	}
	return false
}

// isNull says whether an argument is the null literal (null! too).
func (r *resolver) isNull(val int32) bool {
	for r.kind(val) == "postfix_unary_expression" || r.kind(val) == "parenthesized_expression" {
		val = r.firstNamed(val)
	}
	return r.kind(val) == "null_literal"
}

// isDefaultLiteral says whether a value is the literal default, which
// takes the type it goes to (default! too).
func (r *resolver) isDefaultLiteral(val int32) bool {
	for r.kind(val) == "postfix_unary_expression" || r.kind(val) == "parenthesized_expression" {
		val = r.firstNamed(val)
	}
	return r.kind(val) == "default_expression" && r.t.Child(val, "type") < 0
}

// isValueType says whether a type is a struct, an enum or a built-in
// value type, other than Nullable<T>: no null converts to one.
func (r *resolver) isValueType(t exprType) bool {
	if t.sym == index.NoSymbol {
		return t.tr != nil && syntax.IsValueKeyword(t.tr.Keyword())
	}
	return isValueKind(r.b.s.Sym(t.sym).Kind) && r.fullName(t) != "System.Nullable<T>"
}

// noLambdaTarget says whether no lambda converts to pt, a type in which
// delegateOf finds no delegate: one read (the workspace's or an assembly's)
// that is no delegate type, no expression tree, nor what a lambda's natural
// type converts to (Delegate, object).
func (r *resolver) noLambdaTarget(pt exprType) bool {
	if pt.sym == index.NoSymbol || r.isTypeParameter(pt) {
		return false
	}
	name := r.fullName(pt)
	return r.b.s.Sym(pt.sym).Kind != syntax.KindDelegate && !naturalDelegateTargets[name] && !expressionTargets[name]
}

// naturalDelegateTargets take a method group through its natural delegate
// type (C# 10), less well than a delegate type does.
var naturalDelegateTargets = map[string]bool{"System.Delegate": true, "System.MulticastDelegate": true, "System.Object": true}

// expressionTargets take a lambda as an expression tree of its natural
// type (C# 10).
var expressionTargets = map[string]bool{"System.Linq.Expressions.LambdaExpression": true, "System.Linq.Expressions.Expression": true}

// paramsElement is the type a params parameter gives each argument of its
// expanded form: an array's element type, or a params collection's type
// argument (C# 13: params ReadOnlySpan<string>); ok is false for any other
// parameter.
func paramsElement(p syntax.Param) (elem string, ok bool) {
	if !strings.Contains(p.Modifier, "params") {
		return "", false
	}
	typ := strings.TrimSuffix(p.Type, "?") // params object?[]? args
	if elem, ok := strings.CutSuffix(typ, "[]"); ok {
		return elem, true
	}
	open, end := strings.IndexByte(typ, '<'), strings.LastIndexByte(typ, '>')
	if open < 0 || end < open {
		return "", false
	}
	return typ[open+1 : end], true
}

// overloadPriority is what [OverloadResolutionPriority(n)] on a method
// says, declared in the workspace or read from an assembly; 0 without it.
func (r *resolver) overloadPriority(m index.SymbolID) int {
	for _, a := range r.b.s.Primary(m).Attributes {
		name := strings.TrimSuffix(a.Name[strings.LastIndexByte(a.Name, '.')+1:], "Attribute")
		if name != "OverloadResolutionPriority" || len(a.Args) != 1 {
			continue
		}
		if n, err := strconv.Atoi(strings.ReplaceAll(a.Args[0].Value, " ", "")); err == nil {
			return n
		}
	}
	return 0
}

// inBaseOfAnother says whether method m is declared in a base type of the
// type declaring another of the methods (declaring: see declaringType).
func (r *resolver) inBaseOfAnother(m index.SymbolID, methods []index.SymbolID, declaring map[index.SymbolID]index.SymbolID) bool {
	c := declaring[m]
	return slices.ContainsFunc(methods, func(o index.SymbolID) bool {
		oc := declaring[o]
		return oc != c && r.derivesFrom(oc, c)
	})
}

// declaringType is the type that declares a method, or for an override,
// the method it overrides first: C# leaves overrides out of member lookup,
// so D : B overriding M(object) keeps B's M(string) a candidate.
func (r *resolver) declaringType(m index.SymbolID) index.SymbolID {
	for range maxChain {
		o := r.b.Overridden(m)
		if o == index.NoSymbol {
			break
		}
		m = o
	}
	return r.b.s.Sym(m).Container
}

// implicitOperator says whether a user-defined implicit conversion from
// type a to type b is declared in either or in their base classes (JToken's
// from int; Vanara's SafeNativeArray<T> to IntPtr, by its base
// SafeAllocatedMemoryHandleBase's operator).
func (r *resolver) implicitOperator(a, b exprType) bool {
	return r.implicitOperatorOf(-1, a, b)
}

// implicitOperatorOf is implicitOperator for the value val, a constant
// maybe, which converts to the operator's parameter type where it fits
// (L5Sharp's new ArrayData<DINT>(100) of Dimensions' operator from ushort);
// -1 for a value of type a alone.
func (r *resolver) implicitOperatorOf(val int32, a, b exprType) bool {
	toTypeParameter := r.isTypeParameter(withoutNullable(b))
	tuple := a.sym == index.NoSymbol && r.isTuple(a) // (u, sp) to RobustToolbox's Entity<T> by its operator from (EntityUid, T)
	if a.sym == index.NoSymbol && !tuple || b.sym == index.NoSymbol && !toTypeParameter {
		return false
	}
	for owner := range r.operatorOwners(a, b) {
		for _, op := range r.b.s.Sym(owner.sym).Members {
			if r.b.s.Sym(op).Kind != syntax.KindConversion || r.b.s.Sym(op).Name != "op_Implicit" {
				continue
			}
			d := r.b.s.Primary(op)
			sc := r.memberScope(op, owner) // with owner's type arguments: Box<int>'s operator T is to int
			// From a type the value's converts to by a standard conversion
			// (Blazorise's IndexableOption<object> from a string, through
			// its operator from T, an object).
			if len(d.Params) != 1 {
				continue
			}
			// To a type parameter of the code, through one of the owner's
			// (MudList<T>'s ParameterState<T?> to T? by its operator T?).
			// To b, or to a type deriving from it other than object, with b's
			// type arguments: a standard conversion may follow (LINQKit's
			// ExpressionStarter<T> to Expression<TDelegate>, an Expression;
			// a string is an IEnumerable<char>, no IEnumerable<string>:
			// TreeDataGrid's Zip(path, params string[]) of a path that
			// converts to string).
			if to := r.written(sc, d.Type); !(toTypeParameter && r.sameTypeParameter(withoutNullable(to), withoutNullable(b)) || r.b.sameIdentity(to.sym, b.sym) ||
				to.sym != index.NoSymbol && b.sym != index.NoSymbol && !r.b.isObject(b.sym) && r.derivesFrom(to.sym, b.sym) && r.fits(to, b, 1)) {
				continue
			}
			from := r.written(sc, d.Params[0].Type)
			if tuple {
				if r.isTuple(from) && r.fits(a, from, 0) {
					return true
				}
				continue
			}
			if from.sym == index.NoSymbol && from.tr != nil && from.tr.Kind == syntax.TypeNamed && !r.isTypeParameter(from) &&
				a.sym != index.NoSymbol && !r.b.s.External(a.sym) && r.unreadBaseClass(a.sym) {
				return true // from a type not read the value's base not read may derive from (LibreAutomate's AnyWnd from a WPF DependencyObject, given a Window)
			}
			if r.isArray(from) || r.isArray(a) { // an array's type is its element's: an int[] is no byte[] (StackExchange.Redis's RedisKey)
				if r.isArray(from) && r.isArray(a) && r.fits(a, from, 0) {
					return true
				}
				continue
			}
			if r.b.sameIdentity(from.sym, a.sym) || r.derivesFrom(a.sym, from.sym) || r.numericConverts(a, from) || val >= 0 && r.constantConverts(val, from) {
				return true // also after a numeric conversion (Squidex's AddInvariant(1) of JsonValue's operator from double)
			}
			if u := r.underlying(from); u.sym != from.sym && (r.b.sameIdentity(u.sym, a.sym) || r.numericConverts(a, u)) {
				return true // or a nullable one: a TimeSpan to the MongoDB driver's Optional<TimeSpan?>
			}
		}
	}
	return false
}

// operatorOwners are the types whose user-defined conversions convert a
// value of type a to type b: each and its base classes but object (C#
// spec, user-defined implicit conversions), with their type arguments.
func (r *resolver) operatorOwners(a, b exprType) iter.Seq[exprType] {
	return func(yield func(exprType) bool) {
		for _, start := range []exprType{a, b} {
			if start.sym == index.NoSymbol || !r.chainConverts(start.sym) {
				continue
			}
			owner := start
			for depth := 0; owner.sym != index.NoSymbol && !r.b.isObject(owner.sym) && depth < maxBaseDepth; depth++ {
				if !yield(owner) {
					return
				}
				base, sub := r.b.baseClassOf(owner.sym, owner.sub)
				owner = exprType{sym: base, sub: sub}
			}
		}
	}
}

// chainConverts says whether type t or one of its bases declares an
// implicit conversion; remembered, as most declare none and looking costs
// (overload choice asks for each argument).
func (r *resolver) chainConverts(t index.SymbolID) bool {
	if v, ok := r.b.convertible.Load(t); ok {
		return v.(bool)
	}
	found := len(r.members(t, "op_Implicit")) > 0
	r.b.convertible.Store(t, found)
	return found
}

// mostSpecificReceiver breaks a tie between extension methods the receiver
// converts to equally well as C# does: the one no other beats (see beats:
// Queryable.Where's IQueryable<T> over Enumerable.Where's IEnumerable<T>),
// when there is one. NoSymbol otherwise.
func (r *resolver) mostSpecificReceiver(recv exprType, tied []index.SymbolID) index.SymbolID {
	receiverTypes := make([]exprType, len(tied))
	for i, m := range tied {
		receiverTypes[i], _ = r.extensionReceiver(m)
	}
	// genericReceiver says whether a method's receiver is written with its
	// type parameters (this IEnumerable<T>): of Obs(this O, P) and
	// Obs<T>(this O, P<T>) the receivers are the same, the second generic
	// only in what the arguments decide (Avalonia's GetObservable).
	genericReceiver := func(m index.SymbolID) bool {
		words := identifierWords(r.b.callParams(m)[0].Type)
		return slices.ContainsFunc(r.b.callDecl(m).TypeParams, func(p syntax.TypeParam) bool { return slices.Contains(words, p.Name) })
	}
	// beats says whether tied[a]'s receiver is the better one: of a type
	// that converts to tied[b]'s and not back (IEnumerable<string> over
	// object), or the same type where b's is generic and a's is not
	// (IEnumerable<string> over IEnumerable<T>).
	beats := func(a, b int) bool {
		ta, tb := receiverTypes[a], receiverTypes[b]
		if ra, rb := r.spanRank(ta), r.spanRank(tb); ra > rb && rb >= 0 && r.spanConverts(recv, ta) {
			return true // C# 14: array.Contains(x) takes ReadOnlySpan<T> over Span<T> over IEnumerable<T>
		}
		if ta.sym == index.NoSymbol || tb.sym == index.NoSymbol {
			return false
		}
		ab, ba := r.sameType(ta, tb), r.sameType(tb, ta)
		return ab && !ba || ab && ba && !genericReceiver(tied[a]) && genericReceiver(tied[b])
	}
	beaten := func(i int) bool {
		for j := range tied {
			if j != i && beats(j, i) {
				return true
			}
		}
		return false
	}
	best := index.NoSymbol
	for i, m := range tied {
		if beaten(i) {
			continue
		}
		if best != index.NoSymbol {
			return index.NoSymbol // two that nothing beats
		}
		best = m
	}
	return best
}

// neverReturns says whether a lambda's body never returns, and so
// converts to any delegate: () => throw e, or a block with no return
// statement whose end cannot be reached, its last statement a throw or a
// while (true) without a break (Sentry's Task.Run(() => { ...; throw e; })
// is Run(Func<Task>)).
func (r *resolver) neverReturns(lambda int32) bool {
	body := r.lambdaBody(lambda)
	switch r.kind(body) {
	case "throw_expression":
		return true
	case "block":
		last := int32(-1)
		for c := r.t.FirstChild(body); c >= 0; c = r.t.Nodes[c].Next {
			if k := r.kind(c); k != "{" && k != "}" && r.t.Nodes[c].Flags&syntax.Extra == 0 {
				last = c
			}
		}
		return last >= 0 && (r.kind(last) == "throw_statement" || r.endlessLoop(last)) && !r.containsOwn(body, "return_statement")
	}
	return false
}

// endlessLoop says whether a statement is while (true) or for (;;) with
// no break in it.
func (r *resolver) endlessLoop(stmt int32) bool {
	switch r.kind(stmt) {
	case "while_statement":
		if r.t.Text(r.t.Child(stmt, "condition")) != "true" {
			return false
		}
	case "for_statement":
		if cond := r.t.Child(stmt, "condition"); cond >= 0 && r.t.Text(cond) != "true" {
			return false
		}
	default:
		return false
	}
	return !r.containsOwn(stmt, "break_statement")
}

// containsOwn says whether a node holds a node of the kind outside the
// lambdas and local functions in it.
func (r *resolver) containsOwn(n int32, kind string) bool {
	found := false
	r.walk(n, func(c int32) bool {
		switch k := r.kind(c); {
		case k == kind:
			found = true
		case isLambda(k), k == "local_function_statement":
			return false
		}
		return !found
	})
	return found
}

// lambdaResultScore compares what a lambda returns with what the delegate
// type of a parameter returns: the same type is the better conversion (Sum
// of ints takes Func<T, int>, not Func<T, decimal>), a conversion next, a
// returned type inferred (Func<TResult>) before none (Action); a type the
// value cannot convert to rules the delegate out.
func (r *resolver) lambdaResultScore(sc *scope, paramType string, lambda int32) int {
	pt := r.written(sc, paramType)
	sig, ok := r.delegateOf(pt)
	want := sig.result
	if !ok && naturalDelegateTargets[r.fullName(pt)] {
		if !r.hasNaturalType(lambda) {
			return -10 // x => x has no natural type: it converts to delegate types only
		}
		return 0 // through the lambda's natural type: a delegate type (scored one more) is the better target
	}
	if !ok && r.noLambdaTarget(pt) {
		return -10 // a lambda converts to delegates and expression trees only: IList<string>.IndexOf(T) takes none
	}
	if !ok || !want.known() {
		return 0
	}
	if s, written := r.writtenResultScore(want, lambda); written {
		return s
	}
	if dt := delegateType(pt.tr); (dt == nil || !isFuncOrAction(dt)) && r.readsParameters(lambda) && !r.typedAs(lambda, sig.inputs) {
		// What the body gives depends on the parameters, typed here by one
		// of the overloads: only a Func's result is compared that way, and
		// another delegate's where it takes the parameters as typed here
		// (Hellang's Allow(name, ctx => ctx.User.IsInRole(...)) is no
		// AsyncSelector<bool>, whose result is a ValueTask<bool>).
		return 0
	}
	if r.isAsync(lambda) {
		if r.isTypeParameter(want) {
			return 1 // T is the Task it returns: better than a delegate that returns nothing
		}
		score := r.asyncResultScore(want, lambda)
		if inner, got := r.awaited(want), r.lambdaValueType(lambda); score == asyncValueScore && inner.known() && got.known() && !r.isTypeParameter(inner) {
			// The value it returns goes to the T of the Task<T> as a
			// lambda's value goes to what a delegate returns (Ardalis.Result's
			// BindAsync(async v => ... return Result<string>...) takes the
			// Func<S, Task<Result<D>>>, not the Func<S, Task<Result>>).
			if s := r.valueScore(inner, got, lambda); s != 0 {
				return s
			}
		}
		return score
	}
	if body := r.lambdaBody(lambda); r.kind(body) == "collection_expression" && !r.isTypeParameter(want) {
		return r.collectionScore(body, want) // x => [x] returns a collection: no Func<T, Error> of a struct that is none (ErrorOr's Else)
	}
	return r.valueScore(want, r.lambdaResultType(lambda), lambda)
}

// writtenResultScore weighs a lambda with a written return type (C# 10's
// async ValueTask<T> () => ...) for a delegate returning want: it converts
// only where want is that type, its type arguments maybe the method's
// own to infer (IceRpc's CallAsync(..., async ValueTask<IStream> () =>
// ...) takes the Func<ValueTask<TResult>>, not the Func<Task<TResult>>);
// false for a lambda that writes none.
func (r *resolver) writtenResultScore(want exprType, lambda int32) (int, bool) {
	written, ok := r.writtenResult(lambda)
	if !ok {
		return 0, false
	}
	switch {
	case !written.known() || r.isTypeParameter(want):
		return 0, true
	case r.identical(written, want):
		return 3, true
	case written.sym != index.NoSymbol && want.sym != index.NoSymbol && !r.b.sameIdentity(written.sym, want.sym):
		return -10, true // a ValueTask<T> is no Task<T>
	}
	if wn, wa := r.namedShape(written); wn != "" {
		if pn, pa := r.namedShape(want); pn != "" && (pn != wn || pa != wa) {
			return -10, true // nor where one is of an assembly not read, by its name
		}
	}
	return 0, true
}

// typedAs says whether a lambda's parameters are typed here as the
// inputs are, each known (false while the call around is being resolved
// for them).
func (r *resolver) typedAs(lambda int32, inputs []exprType) bool {
	nodes, _ := r.lambdaParameterNodes(lambda)
	if len(nodes) != len(inputs) || slices.ContainsFunc(inputs, func(in exprType) bool { return !in.known() }) {
		return false
	}
	same := false
	r.whileTargeting(lambda, func(int32) {
		same = true
		for i, n := range nodes {
			if got := r.lambdaParameterType(n); !got.known() || !r.identical(inputs[i], got) {
				same = false
				return
			}
		}
	})
	return same
}

// valueScore compares the type of what a lambda returns, got, with the
// type want its delegate returns.
func (r *resolver) valueScore(want, got exprType, lambda int32) int {
	if r.openHere(want, lambda) {
		// A type parameter of the code around the lambda is a type of its
		// own: only itself converts to it (GraphQL's new
		// FuncFieldResolver<TReturnType>(context => new ValueTask<TReturnType?>(...))
		// takes the Func<..., ValueTask<TReturnType?>>).
		switch name := want.tr.Parts[0].Name; {
		case !got.known() || isDynamic(got):
			return 0
		case r.openHere(got, lambda) && got.tr.Parts[0].Name == name:
			return 3
		case r.isTypeParameter(got) && r.dependsOn(got, name):
			return 2
		}
		return -10
	}
	if r.isTypeParameter(want) {
		switch {
		case r.fullName(got) == "System.Void" || r.kind(r.lambdaBody(lambda)) == "throw_expression":
			return -10 // no type to infer the type parameter from
		case !valueNotKnown(got):
			// Inferred to be what the body gives: an identity, as good as
			// a delegate that returns exactly that (more specific wins a tie:
			// Max(x => x.Int) takes Func<T, int>, Max(x => x.Byte) Max<T, TResult>).
			return 3
		}
		return 0
	}
	if r.neverReturns(lambda) && r.fullName(want) != "System.Void" {
		return 1 // () => throw ...: a delegate with a result is the better target than a void one
	}
	if r.isArray(want) && r.isArray(got) && arrayRank(want) == arrayRank(got) && r.isTypeParameter(r.arrayElement(want)) &&
		!r.openHere(r.arrayElement(want), lambda) && r.arrayElement(got).known() {
		// T[] given an int[]: T is inferred to be int, an identity as for T
		// (more specific wins the tie: Snapshooter's IsType(o => o.Fields<X>(...))
		// takes the Func<FieldOption, T[]>).
		return 3
	}
	if !got.known() {
		return 0
	}
	if _, _, ok := r.tupleElements(want); !ok {
		got = r.asValueTuple(got) // () => (1, 2) goes to a Func<object>
	}
	if got.sym == index.NoSymbol || want.sym == index.NoSymbol {
		// Types of an assembly not read (ValueTask<T>): by their names.
		gn, ga := r.namedShape(got)
		wn, wa := r.namedShape(want)
		switch {
		case gn == "" || gn != wn:
			return 0
		case ga == wa && r.sameUnread(got, want, 0):
			return 3 // the same type arguments too: ValueTask<Summary[]> is better for one than ValueTask<Summary>
		case ga == wa:
			return 2
		}
		return -10
	}
	switch inner := r.underlying(want); {
	case r.fullName(got) == "System.Void":
		return -10 // () => Do() of a void Do gives no value: no Func<object>
	case r.identical(got, want):
		return 3
	case r.sameType(got, want), r.numericConverts(got, want),
		inner.sym != want.sym && (r.sameType(got, inner) || r.numericConverts(got, inner)):
		return 2
	case inner.sym != want.sym && r.underlying(got).sym != got.sym && r.numericConverts(r.underlying(got), inner):
		return 2 // a lifted conversion: an int? to a double? (RepoDb's AverageAsync<T, double?>(e => e.ColumnInt, ...))
	case r.implicitOperator(got, want):
		return 1
	}
	return -10 // () => 42 is no Func<Task>
}

// readsParameters says whether a lambda's body writes one of its
// parameters' names.
func (r *resolver) readsParameters(lambda int32) bool {
	names, _ := r.lambdaParameterNames(lambda)
	return r.readsNames(r.lambdaBody(lambda), names)
}

// readsNames says whether n is, or holds, an identifier of one of names.
func (r *resolver) readsNames(n int32, names []string) bool {
	isName := func(c int32) bool { return r.kind(c) == "identifier" && slices.Contains(names, r.t.Text(c)) }
	reads := isName(n)
	r.walk(n, func(c int32) bool {
		reads = reads || isName(c)
		return !reads
	})
	return reads
}

// readsLambdaNames says whether n reads a lambda's parameters or the
// variables its body declares, whose types the parameters' may decide (a
// block that makes an agent of its parameters and returns
// ValueTask.FromResult(agent) of a captured one does not: AutoGen).
func (r *resolver) readsLambdaNames(lambda, n int32) bool {
	names, _ := r.lambdaParameterNames(lambda)
	r.walk(r.lambdaBody(lambda), func(c int32) bool {
		if f := r.t.FieldName(c); r.kind(c) == "identifier" && (f == "name" || f == "left") {
			switch r.kind(r.parent(c)) {
			case "variable_declarator", "declaration_expression", "declaration_pattern", "foreach_statement":
				names = append(names, r.t.Text(c))
			}
		}
		return true
	})
	return r.readsNames(n, names)
}

// isAsync says whether a lambda is written async.
func (r *resolver) isAsync(lambda int32) bool {
	body := r.lambdaBody(lambda)
	for c := r.t.FirstChild(lambda); c >= 0 && c != body; c = r.t.Nodes[c].Next {
		if r.t.Text(c) == "async" {
			return true
		}
	}
	return false
}

// asyncValueScore is asyncResultScore's for a Task<T> given a lambda
// that returns a value.
const asyncValueScore = 2

// taskLike says whether a workspace type is one an async method may
// return, by its [AsyncMethodBuilder] (LogicLooper's LogicLooperCoroutine
// and LogicLooperCoroutine<T>, as Task and Task<T>).
func (r *resolver) taskLike(t exprType) bool {
	if t.sym == index.NoSymbol || r.b.s.External(t.sym) {
		return false
	}
	return slices.ContainsFunc(r.b.s.Sym(t.sym).Decls, func(ref index.DeclRef) bool {
		return syntax.HasAttribute(r.b.s.Decl(ref).Attributes, "AsyncMethodBuilder")
	})
}

// asyncResultScore scores an async lambda for a delegate returning want:
// a task, Task for a block that returns no value, Task<T> (or
// ValueTask<T>) for one that does.
func (r *resolver) asyncResultScore(want exprType, lambda int32) int {
	name, arity := r.namedShape(want)
	if name != "Task" && name != "ValueTask" && !r.taskLike(want) {
		switch {
		case r.fullName(want) == "System.Void":
			return 0 // async void: it converts, but a delegate returning a task is the better target
		case want.sym != index.NoSymbol:
			return -10 // an async lambda returns a task
		}
		return 0
	}
	body := r.lambdaBody(lambda)
	value := r.returnedValue(body) >= 0
	if r.kind(body) != "block" {
		// An expression: a value unless it awaits a task that gives none.
		value = true
		if r.kind(body) == "await_expression" {
			_, awaited := r.namedShape(r.typeOf(r.firstNamed(body)))
			value = awaited != 0
		}
	}
	switch {
	case arity == 0 && !value:
		return 3
	case arity == 1 && value:
		return asyncValueScore
	case arity == 0 && statementExpressions[r.kind(body)]:
		// A statement's value is dropped: async c => log = await c.Get()
		// is a Func<Call, Task> (Flurl's AfterCall), below a Func<Call,
		// Task<T>> that takes the value.
		return 1
	}
	return -10
}

// statementExpressions are expressions that may stand as statements, the
// body of a lambda whose delegate returns nothing (or a bare Task); an
// Action's body is taken more loosely (lambdaFits: ++x, whose kind !x
// shares, and a?.M()).
var statementExpressions = map[string]bool{"assignment_expression": true, "invocation_expression": true, "await_expression": true,
	"object_creation_expression": true}

// collectionInterface says whether a collection expression converts to an
// interface written so: only IEnumerable<T>, IReadOnlyCollection<T>,
// IReadOnlyList<T>, ICollection<T> and IList<T> (C# 12).
func collectionInterface(tr *syntax.TypeRef) bool {
	if tr.Kind != syntax.TypeNamed || len(tr.Parts) == 0 || len(tr.Parts[len(tr.Parts)-1].Args) != 1 {
		return false
	}
	switch lastName(tr) {
	case "IEnumerable", "IReadOnlyCollection", "IReadOnlyList", "ICollection", "IList":
		return true
	}
	return false
}

// sameUnread says whether two types of assemblies not read are the same
// by their names and type arguments (Span<byte> is no Span<char>).
func (r *resolver) sameUnread(a, b exprType, depth int) bool {
	an, aa := r.namedShape(a)
	bn, ba := r.namedShape(b)
	switch {
	case an == "" || an != bn || aa != ba || r.unreadNamesDiffer(a, b):
		return false
	case aa == 0:
		return true
	case a.sc == nil || b.sc == nil || depth > 3:
		return false
	}
	as, bs := a.tr.Parts[len(a.tr.Parts)-1].Args, b.tr.Parts[len(b.tr.Parts)-1].Args
	for i := range as {
		x, y := r.b.fromTypeRef(a.sc, as[i]), r.b.fromTypeRef(b.sc, bs[i])
		switch {
		case x.sym != index.NoSymbol && y.sym != index.NoSymbol:
			if !r.identical(x, y) {
				return false
			}
		case x.sym != index.NoSymbol || y.sym != index.NoSymbol || !r.sameUnread(x, y, depth+1):
			return false
		}
	}
	return true
}

// unreadNamesDiffer says whether two types no assembly read declares are
// surely two: their names as the code writes them (aliases replaced)
// differ where neither ends the other (Roslyn's VB SyntaxKind, written
// VBasic.SyntaxKind, is no C# SyntaxKind: CodeConverter's IsKind overloads).
// A name written alone says nothing: the namespace a docid guesses for it
// from the usings may be wrong (a global using may hold it).
func (r *resolver) unreadNamesDiffer(a, b exprType) bool {
	x, ok1 := r.unreadFullName(a)
	y, ok2 := r.unreadFullName(b)
	return ok1 && ok2 && x != y && !strings.HasSuffix(x, "."+y) && !strings.HasSuffix(y, "."+x)
}

// otherUnreadOwner says whether a value written X.Member, X a type not
// read, has its X of pt's name but surely not pt.
func (r *resolver) otherUnreadOwner(value, pt exprType) bool {
	if value.tr == nil || value.tr.Kind != syntax.TypeNamed || len(value.tr.Parts) < 2 {
		return false
	}
	owner := value
	owner.tr = &syntax.TypeRef{Kind: syntax.TypeNamed, Parts: value.tr.Parts[:len(value.tr.Parts)-1], Alias: value.tr.Alias}
	return lastName(owner.tr) == lastName(pt.tr) && r.unreadNamesDiffer(owner, pt)
}

// unreadFullName is the name, of two parts or more, a type no assembly
// read declares is written with (aliases replaced).
func (r *resolver) unreadFullName(t exprType) (string, bool) {
	if t.sym != index.NoSymbol || t.tr == nil || t.sc == nil || t.tr.Kind != syntax.TypeNamed {
		return "", false
	}
	bt := r.b.resolveName(t.sc, t.tr)
	if bt.kind != unresolved || len(bt.parts) < 2 {
		return "", false
	}
	names := make([]string, len(bt.parts))
	for i, p := range bt.parts {
		names[i] = p.Name
	}
	return strings.Join(names, "."), true
}

// namedShape is the name and arity of a named type, by its symbol or as
// written: ValueTask<int> is ("ValueTask", 1); ("", -1) when not known.
func (r *resolver) namedShape(t exprType) (string, int) {
	if t.sym != index.NoSymbol {
		return r.b.s.Sym(t.sym).Name, r.b.s.Sym(t.sym).Arity
	}
	if name := lastName(t.tr); name != "" {
		return name, len(t.tr.Parts[len(t.tr.Parts)-1].Args)
	}
	return "", -1
}

// ownTypeParameter says whether a type is one of method m's own type
// parameters, which a call infers from the value it is given.
func (r *resolver) ownTypeParameter(m index.SymbolID, t exprType) bool {
	return r.isTypeParameter(t) && slices.ContainsFunc(r.b.callDecl(m).TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == t.tr.Parts[0].Name })
}

// constraintGoesTo says whether a value of type parameter t goes to type
// pt through one of its constraints (or object).
func (r *resolver) constraintGoesTo(t, pt exprType) bool {
	return slices.ContainsFunc(r.constraintTypes(t), func(ct exprType) bool { return r.sameType(ct, pt) })
}

// isTuple says whether a type is a tuple type or a tuple expression's.
func (r *resolver) isTuple(t exprType) bool {
	_, _, ok := r.tupleElements(t)
	return ok
}

// argumentName is the parameter name an argument writes (name: value),
// without its @, or "".
func (r *resolver) argumentName(arg int32) string {
	if nc := r.t.Child(arg, "name"); nc >= 0 {
		return strings.TrimPrefix(r.t.Text(nc), "@")
	}
	return ""
}

func (r *resolver) argumentValue(arg int32) int32 {
	v := int32(-1)
	for c := r.t.FirstChild(arg); c >= 0; c = r.t.Nodes[c].Next {
		if r.isOperand(c) {
			v = c
		}
	}
	return v
}

// sameType says whether a value of type a goes to a parameter of type b
// by identity or a reference conversion, as far as the types are known:
// bound types by symbol and (each side seen as b's type) type arguments,
// others as C# displays them. A type parameter left open matches anything.
func (r *resolver) sameType(a, b exprType) bool {
	return r.fits(a, b, 0)
}

// closedToUnread says whether a value's type is the workspace's and every
// base and interface of it is read: an assembly not read knows no such
// type, so declares no conversion from it.
func (r *resolver) closedToUnread(t exprType) bool {
	if t.sym == index.NoSymbol || r.isArray(t) || r.isTypeParameter(t) || r.b.s.External(t.sym) || !r.b.s.Sym(t.sym).Kind.IsType() {
		return false
	}
	return !r.unreadBaseWhere(t.sym, func(*syntax.TypeRef) bool { return true })
}

// operatorToUnread says whether type t or a base declares an implicit
// conversion to pt, a type not read, by its name and arity.
func (r *resolver) operatorToUnread(t, pt exprType) bool {
	types := []index.SymbolID{t.sym}
	for a := range r.b.ancestors(t.sym) {
		types = append(types, a)
	}
	for _, x := range types {
		for _, op := range r.b.s.Sym(x).Members {
			if sym := r.b.s.Sym(op); sym.Kind == syntax.KindConversion && sym.Name == "op_Implicit" {
				if to := r.written(r.memberScope(op, t), r.b.s.Primary(op).Type); to.sym == index.NoSymbol && r.sameUnread(to, pt, 0) {
					return true
				}
			}
		}
	}
	return false
}

// closedToInterfaces says whether every interface of a value's type is
// known: a class, struct or enum of an assembly read (string, int,
// System.Type), whose interfaces are all read.
func (r *resolver) closedToInterfaces(t exprType) bool {
	if t.sym == index.NoSymbol || r.isArray(t) || r.isTypeParameter(t) || !r.b.s.External(t.sym) {
		return false
	}
	k := r.b.s.Sym(t.sym).Kind
	return k == syntax.KindStruct || k == syntax.KindEnum || k == syntax.KindClass
}

// isRefStruct says whether a value's type is a ref struct: a Span or
// ReadOnlySpan also where the runtime read has none.
func (r *resolver) isRefStruct(t exprType) bool {
	if t.sym != index.NoSymbol {
		return !r.isArray(t) && r.refStruct(t.sym)
	}
	return t.tr != nil && t.tr.Kind == syntax.TypeNamed && (lastName(t.tr) == "Span" || lastName(t.tr) == "ReadOnlySpan")
}

// refStruct says whether a type is a ref struct.
func (r *resolver) refStruct(t index.SymbolID) bool {
	sym := r.b.s.Sym(t)
	return sym.Kind == syntax.KindStruct && sym.Modifiers&syntax.ModRef != 0
}

// elementsCannotGo says whether an element of a collection expression
// clearly does not convert to the collection's element type: both types
// known and no identity, reference, numeric, constant, nullable or
// user-defined conversion between them.
func (r *resolver) elementsCannotGo(list int32, elem exprType) bool {
	if elem.sym == index.NoSymbol || r.isTypeParameter(elem) || isDynamic(elem) {
		return false
	}
	for c := r.t.FirstChild(list); c >= 0; c = r.t.Nodes[c].Next {
		el := r.firstNamed(c)
		if r.kind(c) != "collection_element" || r.kind(el) != "expression_element" {
			continue // a spread's elements are not read here
		}
		e := r.firstNamed(el)
		switch k := r.kind(e); {
		case isLambda(k), k == "implicit_object_creation_expression", k == "collection_expression",
			k == "conditional_expression", k == "switch_expression":
			continue // typed by the element type
		}
		at := r.typeOf(e)
		if at.sym == index.NoSymbol || r.isTypeParameter(at) || isDynamic(at) {
			continue
		}
		if r.implicitConversion(e, at, elem) == 0 {
			return true
		}
	}
	return false
}

// implicitConversion grades the implicit conversion of val, of type at,
// to type pt the way overload resolution ranks them: 3 an identity, 2
// another (reference, numeric, constant, interpolated string, to T?, or a
// user-defined one, to S or S?), 0 none that is known. C# ranks no kind of
// conversion above another but the identity: between two others, the
// better target decides (CompareTo(UInt256) over CompareTo(object) for a
// byte[] UInt256 converts from, Neo).
func (r *resolver) implicitConversion(val int32, at, pt exprType) int {
	inner := r.underlying(pt) // int converts to long? through long
	boxed := r.underlying(at) // a T? boxes to what T does (a PackageVisibility? to System.Enum)
	switch {
	case r.identical(at, pt):
		return 3
	case r.sameType(at, pt), r.numericConverts(at, pt), r.constantConverts(val, pt), r.interpolationConverts(val, pt),
		inner.sym != pt.sym && (r.sameType(at, inner) || r.numericConverts(at, inner) || r.constantConverts(val, inner)),
		boxed.sym != at.sym && pt.sym != index.NoSymbol && !r.isValueType(pt) && r.sameType(boxed, pt),
		r.implicitOperatorOf(val, at, pt), inner.sym != pt.sym && r.implicitOperatorOf(val, at, inner):
		return 2
	}
	return 0
}

// toInferred grades an argument of type at going to the method's type
// parameter pt: an identity (3) where pt is inferred to be at, or where
// no inference is looked at (inferredArgs nil), else the conversion to
// the type inferred from the other arguments too.
func (r *resolver) toInferred(m index.SymbolID, pt exprType, val int32, at exprType, recv exprType, inferredArgs *substitution) int {
	if inferredArgs == nil {
		return 3
	}
	tr, tsc := r.typeRefOf(pt)
	if tr == nil {
		return 3
	}
	if tsc == nil {
		tsc = r.memberScope(m, recv)
	}
	inner := *tsc
	inner.methodArgs = inferredArgs
	inferred := r.b.fromTypeRef(&inner, tr)
	if !inferred.known() || r.isTypeParameter(inferred) || r.identical(at, inferred) {
		return 3
	}
	if grade := r.implicitConversion(val, at, inferred); grade > 0 {
		return grade
	}
	return 3
}

// paramsTakeLast says whether a call's last argument, alone where the
// params parameter goes, is by its type one of the params, not the
// collection (BeginInvoke(d, DispatcherPriority.Normal) is no
// BeginInvoke(Delegate, object[]) in its normal form).
func (r *resolver) paramsTakeLast(m index.SymbolID, args []int32, extension bool, on exprType) bool {
	if len(args) == 0 {
		return false
	}
	ps := r.b.argumentParams(m, extension)
	last := args[len(args)-1]
	p := r.argumentParameter(ps, len(args)-1, last)
	if p < 0 {
		return false
	}
	elem, params := paramsElement(ps[p])
	val := r.argumentValue(last)
	at := r.typeOf(val)
	if !params || !at.known() {
		return false
	}
	sc := r.memberScope(m, on)
	return !r.normalFormTakes(val, at, r.written(sc, ps[p].Type), r.written(sc, elem))
}

// normalFormTakes says whether an argument alone where a params
// parameter goes is the params collection itself, not one of the params.
// An array is unless it converts to the element type and not to the
// array's (a byte[] for params byte[][], an int[] for params object[]); a
// value of another collection type (C# 13: params ReadOnlySpan<T>,
// params List<T>) is where it converts to the collection's type.
func (r *resolver) normalFormTakes(val int32, at, collection, elem exprType) bool {
	if !at.array {
		return at.sym != index.NoSymbol && !r.isArray(collection) && collection.known() && !r.spanCannotTake(at, collection) &&
			(r.implicitConversion(val, at, collection) > 0 || r.spanConverts(at, collection))
	}
	if e := r.arrayElement(at); !e.known() || e.sym == index.NoSymbol && !r.isArray(e) {
		return true // elements of a type not known or not read may still convert
	}
	return !collection.known() || !elem.known() || r.implicitConversion(val, at, collection) > 0 || r.implicitConversion(val, at, elem) == 0
}

// tupleConverts says whether a tuple converts to a tuple type of its
// arity by an implicit conversion of each element ((i, 1) to (int JointIndex,
// float Weight), SharpGLTF's params bindings), the elements of a tuple
// literal as written (a constant 1 to a byte).
func (r *resolver) tupleConverts(val int32, at, pt exprType) bool {
	ae, _, ok := r.tupleElements(at)
	pe, _, ok2 := r.tupleElements(pt)
	if !ok || !ok2 || len(ae) != len(pe) {
		return false
	}
	var written []int32
	if r.kind(val) == "tuple_expression" {
		for c := r.t.FirstChild(val); c >= 0; c = r.t.Nodes[c].Next {
			if r.kind(c) == "argument" {
				written = append(written, r.argumentValue(c))
			}
		}
	}
	for i := range ae {
		if !ae[i].known() || !pe[i].known() || r.isTypeParameter(pe[i]) || r.fits(ae[i], pe[i], 1) {
			continue
		}
		v := int32(-1)
		if len(written) == len(ae) {
			v = written[i]
		}
		if r.implicitConversion(v, ae[i], pe[i]) == 0 {
			return false
		}
	}
	return true
}

func (r *resolver) fits(a, b exprType, depth int) bool {
	if ae, _, ok := r.tupleElements(a); ok {
		if be, _, ok := r.tupleElements(b); ok { // element by element, whatever their names
			if len(ae) != len(be) {
				return false
			}
			for i := range ae {
				unread := ae[i].sym == index.NoSymbol && ae[i].tr != nil // of an assembly not read: it may convert
				if ae[i].known() && !unread && be[i].known() && !r.isTypeParameter(ae[i]) && !r.isTypeParameter(be[i]) && depth <= 3 && !r.fits(ae[i], be[i], depth+1) {
					return false
				}
			}
			return true
		}
	}
	if b.sym != index.NoSymbol {
		a = r.asValueTuple(a) // (int, int) goes to object
	}
	if a.anon > 0 && b.sym != index.NoSymbol { // an anonymous type's only base is object
		return r.b.qualifiedName(b.sym) == "System.Object"
	}
	if r.isArray(a) && r.isArray(b) && arrayRank(a) != arrayRank(b) {
		return false // a double[,] is no double[]
	}
	if b.sym != index.NoSymbol && r.isArray(a) && r.arrayInterface(b.sym) {
		if arrayRank(a) > 1 {
			return false // only T[] is an IEnumerable<T>
		}
		// T[] is an IEnumerable<T>, an IList<T> ... of its element type.
		elem, want := r.arrayElement(a), unknownType
		if arg, sc := b.sub.arg(0); arg != nil {
			want = r.b.fromTypeRef(sc, arg)
		}
		return !elem.known() || !want.known() || r.isTypeParameter(want) || depth > 3 || r.fits(elem, want, depth+1)
	}
	if r.isArray(a) && r.isArray(b) { // array covariance: a string[] is an object[], an int[] no long[] or object[]
		ea, eb := r.arrayElement(a), r.arrayElement(b)
		if r.isValueType(ea) && ea.known() && eb.known() && !r.isTypeParameter(eb) {
			return r.identical(ea, eb)
		}
		return !ea.known() || !eb.known() || r.isTypeParameter(eb) || depth > 3 || r.fits(ea, eb, depth+1)
	}
	if a.sym != index.NoSymbol && b.sym != index.NoSymbol && r.refStruct(a.sym) && !r.b.sameIdentity(a.sym, b.sym) {
		return false // a ref struct (Span<T>) is boxed to no object or interface
	}
	if a.sym != index.NoSymbol || b.sym != index.NoSymbol {
		if a.sym != index.NoSymbol && b.sym == index.NoSymbol && !r.b.s.External(a.sym) {
			// A workspace type goes to a type not read that it names among
			// its bases (FakeDataAttribute : DataAttribute, xunit's).
			name, arity := r.namedShape(b)
			return name != "" && r.unreadBaseNamed(a.sym, name, arity)
		}
		if a.sym == index.NoSymbol || b.sym == index.NoSymbol {
			return false
		}
		sub := a.sub
		if !r.b.sameIdentity(a.sym, b.sym) {
			if !r.derivesFrom(a.sym, b.sym) {
				return false
			}
			sub = r.subFor(a, b.sym)
		}
		if depth > 3 || r.argumentsAgree(b.sym, sub, b.sub, depth) {
			return true
		}
		// Another construction of it among the bases (class Two : I<string>, I<int> is an I<int>).
		return !r.b.sameIdentity(a.sym, b.sym) && slices.ContainsFunc(r.subsFor(a, b.sym), func(s *substitution) bool {
			return r.argumentsAgree(b.sym, s, b.sub, depth)
		})
	}
	if a.tr == nil || b.tr == nil {
		return false
	}
	if an, aa := r.namedShape(a); aa > 0 && a.sc != nil && b.sc != nil && depth <= 3 {
		// Generic types not read, by name and type arguments, a type
		// parameter standing for any (ISeq<ValueTask<int>> is an
		// ISeq<ValueTask<R>> of a method's R: Moq's ReturnsAsync).
		if bn, ba := r.namedShape(b); bn != an || ba != aa {
			return false
		}
		as, bs := a.tr.Parts[len(a.tr.Parts)-1].Args, b.tr.Parts[len(b.tr.Parts)-1].Args
		for i := range as {
			x, y := r.b.fromTypeRef(a.sc, as[i]), r.b.fromTypeRef(b.sc, bs[i])
			if x.known() && y.known() && !r.isTypeParameter(x) && !r.isTypeParameter(y) && !r.fits(x, y, depth+1) {
				return false
			}
		}
		return true
	}
	ok := true
	return r.b.csharpType(a.sc, a.tr, &ok) == r.b.csharpType(b.sc, b.tr, &ok)
}

// argumentsAgree says whether a construction x of a generic type converts
// to the construction y of it: type arguments are invariant unless the
// type parameter is declared out (covariant: IEnumerable<Derived> is an
// IEnumerable<Base>) or in (contravariant). What is not known does not object.
func (r *resolver) argumentsAgree(generic index.SymbolID, x, y *substitution, depth int) bool {
	if x == nil || y == nil {
		return true
	}
	var params []syntax.TypeParam
	if len(r.b.s.Sym(generic).Decls) > 0 {
		params = r.b.s.Primary(generic).TypeParams
	}
	for i := range min(len(x.args), len(y.args)) {
		xa, xsc := x.arg(i)
		ya, ysc := y.arg(i)
		if xa == nil || ya == nil {
			continue
		}
		xt, yt := r.b.fromTypeRef(xsc, xa), r.b.fromTypeRef(ysc, ya)
		if !xt.known() || !yt.known() || r.isTypeParameter(xt) || r.isTypeParameter(yt) {
			continue
		}
		variance := ""
		if i < len(params) {
			variance = params[i].Variance
		}
		if variance != "" && (r.isValueType(xt) || r.isValueType(yt)) && !r.identical(xt, yt) {
			return false // variance converts references only: an IEnumerable<char> is no IEnumerable<object>
		}
		if variance != "in" && !r.fits(xt, yt, depth+1) || variance != "out" && !r.fits(yt, xt, depth+1) {
			return false
		}
	}
	return true
}

// unreadConstraint is the first type a type parameter is constrained to
// that no assembly read declares.
func (r *resolver) unreadConstraint(t exprType) (exprType, bool) {
	if !r.isTypeParameter(t) {
		return unknownType, false
	}
	for _, item := range r.constraintItems(t) {
		if constraintKeyword(item) {
			continue
		}
		if ct := r.written(t.sc, item); r.unreadNamed(ct) {
			return ct, true
		}
	}
	return unknownType, false
}

// constraintTypes lists the types a type parameter is constrained to
// (where T : Base, IFace), then System.Object (System.ValueType for a
// struct); nil when t is no type parameter.
func (r *resolver) constraintTypes(t exprType) []exprType {
	if !r.isTypeParameter(t) {
		return nil
	}
	var out []exprType
	seen := map[string]bool{t.tr.Parts[0].Name: true}
	var collect func(t exprType)
	collect = func(t exprType) {
		for _, item := range r.constraintItems(t) {
			if constraintKeyword(item) {
				continue
			}
			switch ct := r.written(t.sc, item); {
			case ct.sym != index.NoSymbol:
				out = append(out, ct)
			case r.isTypeParameter(ct) && !seen[item]: // where V : U: U's constraints are V's too
				seen[item] = true
				collect(ct)
			}
		}
	}
	collect(t)
	// The effective base class: ValueType for a struct (its Equals,
	// GetHashCode and ToString override object's).
	base := "Object"
	if items := r.constraintItems(t); slices.Contains(items, "struct") || slices.Contains(items, "unmanaged") {
		base = "ValueType"
	}
	if b := r.b.systemType(t.sc.project, base, 0); b != index.NoSymbol {
		out = append(out, exprType{sym: b})
	}
	return out
}

// withBaseMembers puts, in an interface's members of a name, those of a
// type parameter's effective base class (base) in place of object's: a T
// : struct, IEquatable<T> has ValueType's Equals(object).
func (r *resolver) withBaseMembers(found []index.SymbolID, base index.SymbolID, name string) []index.SymbolID {
	if r.b.qualifiedName(base) == "System.Object" {
		return found
	}
	out := slices.DeleteFunc(slices.Clone(found), func(m index.SymbolID) bool {
		return r.b.qualifiedName(r.b.s.Sym(m).Container) == "System.Object"
	})
	return append(out, r.members(base, name)...)
}

// dependsOn says whether type parameter t is constrained, directly or
// through other type parameters, to the type parameter named param.
func (r *resolver) dependsOn(t exprType, param string) bool {
	seen := map[string]bool{}
	var walk func(t exprType) bool
	walk = func(t exprType) bool {
		for _, item := range r.constraintItems(t) {
			if ct := r.written(t.sc, item); !seen[item] && r.isTypeParameter(ct) {
				seen[item] = true
				if item == param || walk(ct) {
					return true
				}
			}
		}
		return false
	}
	return walk(t)
}

// constraintItems lists what the constraint clauses of a type parameter
// (a method's or a type's, where t was written) require of it: "struct",
// "class", "new()", types as written; nil when t is no type parameter.
func (r *resolver) constraintItems(t exprType) []string {
	if !r.isTypeParameter(t) {
		return nil
	}
	name := t.tr.Parts[0].Name
	var clauses []syntax.Constraint
	if m := t.sc.method; m != nil && slices.ContainsFunc(m.TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == name }) {
		clauses = m.Constraints
		from := index.NoSymbol // the method whose clauses they are, when another's
		if m.Modifiers&syntax.ModOverride != 0 && len(t.sc.types) > 0 {
			name, clauses, from = r.overriddenConstraints(t.sc.types[0], m, name)
		}
		if m.ExplicitInterface != "" {
			name, clauses, from = r.implementedConstraints(t.sc, m, name)
		}
		if from != index.NoSymbol {
			return r.qualifiedItems(from, name, clauses)
		}
	} else {
		for _, ty := range t.sc.types {
			if _, ok := r.b.typeParamOrdinal(ty, name); ok {
				for _, ref := range r.b.s.Sym(ty).Decls {
					clauses = append(clauses, r.b.s.Decl(ref).Constraints...)
				}
				break
			}
		}
	}
	var out []string
	for _, c := range clauses {
		if c.Param == name {
			out = append(out, c.Items...)
		}
	}
	return out
}

// overriddenConstraints are the constraint clauses of an override's type
// parameter: those of the method it overrides, which C# gives it (it may
// not restate them), with the name the type parameter has there.
func (r *resolver) overriddenConstraints(t index.SymbolID, decl *syntax.Decl, name string) (string, []syntax.Constraint, index.SymbolID) {
	at := slices.IndexFunc(decl.TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == name })
	m := index.NoSymbol
	for _, c := range r.b.s.Sym(t).Members {
		if r.b.s.Primary(c) == decl {
			m = c
			break
		}
	}
	for i := 0; i < maxChain && m != index.NoSymbol; i++ {
		if m = r.b.Overridden(m); m == index.NoSymbol {
			break
		}
		base := r.b.s.Primary(m)
		if at < 0 || at >= len(base.TypeParams) {
			break
		}
		if base.Modifiers&syntax.ModOverride == 0 {
			return base.TypeParams[at].Name, base.Constraints, m
		}
	}
	return name, decl.Constraints, index.NoSymbol
}

// implementedConstraints are the constraint clauses of a type parameter
// of an explicit interface implementation: those of the interface's
// method, which C# gives it (it may not restate them: dotNext's
// IDataTransferObject.WriteToAsync<TWriter>(TWriter writer) where TWriter :
// IAsyncBinaryWriter), with the name the type parameter has there.
func (r *resolver) implementedConstraints(sc *scope, decl *syntax.Decl, name string) (string, []syntax.Constraint, index.SymbolID) {
	at := slices.IndexFunc(decl.TypeParams, func(tp syntax.TypeParam) bool { return tp.Name == name })
	iface := r.written(sc, decl.ExplicitInterface)
	if at < 0 || iface.sym == index.NoSymbol {
		return name, decl.Constraints, index.NoSymbol
	}
	for _, c := range r.b.s.Sym(iface.sym).Members {
		if r.b.s.Sym(c).Name != decl.Name || len(r.b.s.Sym(c).Decls) == 0 {
			continue
		}
		if d := r.b.s.Primary(c); len(d.TypeParams) == len(decl.TypeParams) && len(d.Params) == len(decl.Params) {
			return d.TypeParams[at].Name, d.Constraints, c
		}
	}
	return name, decl.Constraints, index.NoSymbol
}

// qualifiedItems are the constraints of type parameter name that
// another method's clauses give (an overridden or implemented one's), each
// type they name that takes no type arguments written as it binds where
// they are written, global::-qualified: the code taking them over may not
// import its namespace (Automatonymous' SlimActivity, without using System,
// implementing Faulted<TException>() where TException : Exception).
func (r *resolver) qualifiedItems(from index.SymbolID, name string, clauses []syntax.Constraint) []string {
	sc := r.memberScope(from, unknownType)
	var out []string
	for _, c := range clauses {
		if c.Param != name {
			continue
		}
		for _, item := range c.Items {
			base := strings.TrimSuffix(item, "?") // IDisposable?: an annotation
			if t := r.written(sc, base); !constraintKeyword(item) && t.sym != index.NoSymbol && !r.isTypeParameter(t) && r.b.s.Sym(t.sym).Arity == 0 {
				item = "global::" + r.b.qualifiedName(t.sym) + item[len(base):]
			}
			out = append(out, item)
		}
	}
	return out
}

// meetsConstraints says whether a type at can be the type argument of pt,
// one of a method's own type parameters: a struct (not a Nullable) for
// `struct`, no struct for `class`, and one that converts to each type the
// constraints name (those that name no type parameter, unless given holds
// all the method's type arguments, written on the call).
func (r *resolver) meetsConstraints(pt, at exprType, given *substitution) bool {
	if r.isRefStruct(at) && !slices.Contains(r.constraintItems(pt), "allows ref struct") {
		return false // a ReadOnlySpan<char> is no type argument but where ref structs are allowed (Shouldly's ShouldBe<T>(this T))
	}
	if r.unreadNamed(at) {
		// A type of an assembly not read, whose kind and bases are not known
		// (SteamKit2's enums for TryParse<TEnum>), but which derives from no
		// type of the workspace (Jint's As<T>(this JsValue) where T :
		// ObjectInstance takes no As<Acornima.Ast.Literal>()).
		return !slices.ContainsFunc(r.constraintItems(pt), func(item string) bool {
			ct := r.written(pt.sc, strings.TrimSuffix(item, "?"))
			return !constraintKeyword(item) && ct.sym != index.NoSymbol && !r.b.s.External(ct.sym) && r.unreadCannotReach(at, ct)
		})
	}
	ownItems := r.constraintItems(at) // at's own, when it is a type parameter too
	isStruct := r.isValueType(at) || slices.Contains(ownItems, "struct") || slices.Contains(ownItems, "unmanaged")
	for _, item := range r.constraintItems(pt) {
		switch item {
		case "struct", "unmanaged":
			if !isStruct {
				return false
			}
		case "class", "class?":
			if r.isValueType(at) || r.underlying(at).sym != at.sym { // an int? is a struct too (xunit's ValidateNullablePropertyValue)
				return false
			}
		case "new()":
			if !r.creatable(at, ownItems) {
				return false // an interface (Splat's RegisterAnd<IViewModelOne>(contract) where TService : new())
			}
		default:
			if constraintKeyword(item) {
				continue
			}
			sc := pt.sc
			if given != nil && sc != nil { // the method's type arguments, all written: IP<Lch, Lab> of IP<TFrom, Lab>
				withArgs := *sc
				withArgs.methodArgs = given
				sc = &withArgs
			}
			ct := r.written(sc, strings.TrimSuffix(item, "?")) // IDisposable?: a nullable annotation, no Nullable<T>
			if ct.sub != nil && given == nil && r.outsideWorkspaceGeneric(at, ct) {
				return false // IBinaryFormattable<T> of the workspace, which a byte[] implements in no construction (dotNext's AppendAsync<T>)
			}
			if !ct.known() || ct.sub != nil && given == nil || r.isTypeParameter(ct) {
				continue // IComparable<T>: what T is decides
			}
			if ct.sym == index.NoSymbol && ct.tr != nil && !r.closedToUnread(at) {
				continue // a type not read: an int may be an INumber<int> where .NET's is (NCalc's ValidateFactorialInput<T>)
			}
			if r.isTypeParameter(at) {
				if !r.constraintGoesTo(at, ct) {
					return false
				}
			} else if !r.sameType(at, ct) {
				return false
			}
		}
	}
	return true
}

// creatable says whether new T() may make a value of type at, as the
// new() constraint asks: no interface, abstract or static class, nor a
// type parameter that is not itself new() or a struct.
func (r *resolver) creatable(at exprType, ownItems []string) bool {
	if r.isTypeParameter(at) {
		return slices.Contains(ownItems, "new()") || slices.Contains(ownItems, "struct") || slices.Contains(ownItems, "unmanaged")
	}
	if at.sym == index.NoSymbol {
		return true
	}
	sym := r.b.s.Sym(at.sym)
	return sym.Kind != syntax.KindInterface && sym.Modifiers&(syntax.ModAbstract|syntax.ModStatic) == 0
}

// outsideWorkspaceGeneric says whether a type at surely derives from no
// construction of ct, a generic type the workspace declares: none of at's
// bases is ct's generic type, and a base not read derives from no type of
// the workspace either (UnitsNet's ForceChangeRate, an
// ILinearQuantity<T> : IAdditiveIdentity<T, T> not read, is no
// IAffineQuantity<T, TOffset>).
func (r *resolver) outsideWorkspaceGeneric(at, ct exprType) bool {
	if ct.sym == index.NoSymbol || r.b.s.External(ct.sym) || at.sym == index.NoSymbol || r.isTypeParameter(at) {
		return false
	}
	return !r.b.sameIdentity(at.sym, ct.sym) && !r.derivesFrom(at.sym, ct.sym)
}

// arrayMayGoTo says whether an array may convert to a type, its element
// type not known: not to a class or struct (not object or System.Array)
// that declares no implicit conversion, nor to one of an assembly not read
// unless its name is an interface's or a collection's (Span<T>).
func (r *resolver) arrayMayGoTo(pt exprType) bool {
	switch {
	case !pt.known() || r.isTypeParameter(pt) || pt.tr != nil && pt.tr.Kind != syntax.TypeNamed:
		return true
	case pt.sym == index.NoSymbol:
		name := lastName(pt.tr)
		return enumerableNames[name] || name == "ArraySegment" || name == "Object" || name == "Array" || looksLikeInterface(pt.tr)
	}
	sym := r.b.s.Sym(pt.sym)
	if sym.Kind == syntax.KindInterface || enumerableNames[sym.Name] || sym.FullName == "System.Object" || sym.FullName == "System.Array" {
		return true
	}
	// A user-defined conversion from an array (or from anything: its T),
	// not one from the type itself (string's to ReadOnlySpan<char>).
	return slices.ContainsFunc(sym.Members, func(op index.SymbolID) bool {
		if r.b.s.Sym(op).Name != "op_Implicit" {
			return false
		}
		ps := r.b.callParams(op)
		if len(ps) != 1 {
			return false
		}
		from := r.written(r.b.declScope(op, r.b.s.Sym(op).Decls[0]), ps[0].Type)
		return !from.known() || r.isArray(from) || r.isTypeParameter(from)
	})
}

// writtenArgsBreakConstraints says whether a type argument written for a
// method (M<string>(...)) breaks its type parameter's constraints: C#
// drops such a method from the candidates.
func (r *resolver) writtenArgsBreakConstraints(m index.SymbolID, written *substitution) bool {
	for tp, at := range r.constrainedArguments(r.b.callDecl(m), written) {
		if (at.sym != index.NoSymbol || at.tr != nil && at.tr.Kind == syntax.TypeNamed) && !r.isTypeParameter(at) &&
			!r.meetsConstraints(r.written(r.b.declScope(m, r.b.s.Sym(m).Decls[0]), tp.Name), at, written) {
			return true
		}
	}
	return false
}

// receiverTakesWritten says whether extension method m, given the type
// arguments written, may take the receiver: by an identity, a reference or
// boxing conversion or C# 14's span conversions, where both are known.
func (r *resolver) receiverTakesWritten(m index.SymbolID, recv exprType, written *substitution) bool {
	ps := r.b.callParams(m)
	if len(ps) == 0 || r.b.callArity(m) != written.len() {
		return true
	}
	sc := r.memberScope(m, unknownType)
	sc.methodArgs = written
	pt := r.written(sc, ps[0].Type)
	if recv.sym == index.NoSymbol || pt.sym == index.NoSymbol || r.isTypeParameter(pt) || r.isTypeParameter(recv) {
		return true
	}
	return r.sameType(recv, pt) || r.spanConverts(recv, pt)
}

// unreadNamed says whether a type is a named one no assembly read
// declares, no type parameter.
func (r *resolver) unreadNamed(t exprType) bool {
	return t.sym == index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypeNamed && !r.isTypeParameter(t)
}

// isTypeParameter says whether a type is a type parameter not substituted.
func (r *resolver) isTypeParameter(t exprType) bool {
	if t.sym != index.NoSymbol || t.tr == nil || t.sc == nil || t.tr.Kind != syntax.TypeNamed || len(t.tr.Parts) != 1 || t.tr.Alias != "" {
		return false
	}
	return r.b.lookupSimple(t.sc, t.tr.Parts[0].Name, 0).kind == typeParamTarget
}

// openHere says whether t is a type parameter of the code at n (of its
// method or of a type around it), which stays open in what is done there.
func (r *resolver) openHere(t exprType, n int32) bool {
	here := r.scopeAt(n)
	if !r.isTypeParameter(t) || here == nil {
		return false
	}
	name := t.tr.Parts[0].Name
	owner, method, ok := r.b.typeParameterOwner(t.sc, name)
	hereOwner, hereMethod, hereOK := r.b.typeParameterOwner(here, name)
	if !ok || !hereOK || method != hereMethod {
		return false
	}
	if method {
		return t.sc.method == here.method
	}
	return owner == hereOwner
}

// fixedApart says whether a value of type at, whose type arguments name
// type parameters of the code at n (types of their own there), does not
// convert to pt for one of them, which the conversion leaves facing another
// type: a T there is no other type, but through its constraints where the
// argument is covariant (UniRx's WhenAll(array) of an IObservable<T>[] is
// no WhenAll(params IObservable<Unit>[]); a List<T> is no IEnumerable<string>).
func (r *resolver) fixedApart(at, pt exprType, n int32, depth int) bool {
	if depth > 3 || pt.sym == index.NoSymbol || r.isTypeParameter(pt) {
		return false
	}
	if r.isArray(at) && r.isArray(pt) {
		return r.fixedApart(r.arrayElement(at), r.arrayElement(pt), n, depth+1)
	}
	if at.sym == index.NoSymbol || r.isArray(at) || pt.sub == nil {
		return false
	}
	seen := r.subFor(at, pt.sym) // at's type arguments as pt's generic type has them
	var params []syntax.TypeParam
	if len(r.b.s.Sym(pt.sym).Decls) > 0 {
		params = r.b.s.Primary(pt.sym).TypeParams
	}
	for i := range min(seen.len(), pt.sub.len()) {
		xa, xsc := seen.arg(i)
		ya, ysc := pt.sub.arg(i)
		if xa == nil || ya == nil {
			continue
		}
		xt, yt := r.b.fromTypeRef(xsc, xa), r.b.fromTypeRef(ysc, ya)
		if !r.openHere(xt, n) {
			if r.fixedApart(xt, yt, n, depth+1) {
				return true
			}
			continue
		}
		if yt.sym == index.NoSymbol || r.isTypeParameter(yt) || r.identical(xt, yt) {
			continue
		}
		covariant := i < len(params) && params[i].Variance == "out"
		if !covariant || !slices.ContainsFunc(r.constraintTypes(xt), func(ct exprType) bool { return r.fits(ct, yt, depth+1) }) {
			return true
		}
	}
	return false
}

// apartAt says whether two constructions of one generic type differ in a
// type argument that is a type parameter of the code at n on one side (a
// type of its own there, not one still to be inferred) and another type
// on the other: identity then fails, however open the parameter looks.
func (r *resolver) apartAt(a, b exprType, n int32, depth int) bool {
	if a.sym == index.NoSymbol || !r.b.sameIdentity(a.sym, b.sym) || depth > 3 {
		return false
	}
	for i := range min(a.sub.len(), b.sub.len()) {
		xa, xsc := a.sub.arg(i)
		ya, ysc := b.sub.arg(i)
		if xa == nil || ya == nil {
			continue
		}
		xt, yt := r.b.fromTypeRef(xsc, xa), r.b.fromTypeRef(ysc, ya)
		switch xo, yo := r.openHere(xt, n), r.openHere(yt, n); {
		case xo && yo:
			if xt.tr.Parts[0].Name != yt.tr.Parts[0].Name {
				return true
			}
		case xo:
			if yt.sym != index.NoSymbol {
				return true
			}
		case yo:
			if xt.sym != index.NoSymbol {
				return true
			}
		case r.apartAt(xt, yt, n, depth+1):
			return true
		}
	}
	return false
}

// cannotVary says whether a construction of a generic type fails to
// convert to another construction of it because a type argument is a type
// parameter of the code at n (a type of its own there) where the other
// has a type read: an invariant argument needs identity, a covariant one
// a constraint that goes to the other type, and no type read converts to
// the type parameter a contravariant one would need (csharp-functional-
// extensions' Func<T, T> is no Func<T, ValueTask<T>>).
func (r *resolver) cannotVary(a, b exprType, n int32) bool {
	if a.sym == index.NoSymbol || !r.b.sameIdentity(a.sym, b.sym) || len(r.b.s.Sym(a.sym).Decls) == 0 {
		return false
	}
	params := r.b.s.Primary(a.sym).TypeParams
	for i := range min(a.sub.len(), b.sub.len(), len(params)) {
		xa, xsc := a.sub.arg(i)
		ya, ysc := b.sub.arg(i)
		if xa == nil || ya == nil {
			continue
		}
		xt, yt := r.b.fromTypeRef(xsc, xa), r.b.fromTypeRef(ysc, ya)
		if !r.openHere(xt, n) || yt.sym == index.NoSymbol || r.isTypeParameter(yt) {
			continue
		}
		switch params[i].Variance {
		case "out":
			if !r.constraintGoesTo(xt, yt) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// sameTypeParameter says whether two types are one type parameter of a
// type: the T of C<T> an argument has inside C, and the T a parameter of
// C's method is written with. A method's type parameter is another
// method's another type: only a type's are compared.
func (r *resolver) sameTypeParameter(a, b exprType) bool {
	if !r.sameOwnTypeParameter(a, b) {
		return false
	}
	_, method, _ := r.b.typeParameterOwner(a.sc, a.tr.Parts[0].Name)
	return !method
}

// sameOwnTypeParameter says whether two types are one type parameter of
// one type or method (the T of Lt<T>(T a, T b) where T : IComparable<T>,
// and IComparable<T>'s parameter on that constraint).
func (r *resolver) sameOwnTypeParameter(a, b exprType) bool {
	if !r.isTypeParameter(a) || !r.isTypeParameter(b) || a.tr.Parts[0].Name != b.tr.Parts[0].Name {
		return false
	}
	ao, aMethod, aOK := r.b.typeParameterOwner(a.sc, a.tr.Parts[0].Name)
	bo, bMethod, bOK := r.b.typeParameterOwner(b.sc, b.tr.Parts[0].Name)
	return aOK && bOK && aMethod == bMethod && ao == bo
}

// identical says whether two bound types are the same type (string[] is
// no object[], int[] no Array, List<int> no List<long>).
func (r *resolver) identical(a, b exprType) bool {
	// Arrays carry System.Array's symbol: an int[] is no Array.
	return a.sym != index.NoSymbol && r.b.sameIdentity(a.sym, b.sym) && r.isArray(a) == r.isArray(b) && r.sameType(a, b) && r.sameType(b, a)
}

// withoutNullable is T for a T? written, t itself otherwise.
func withoutNullable(t exprType) exprType {
	if t.tr != nil && t.tr.Kind == syntax.TypeNullable && t.tr.Elem != nil {
		t.tr = t.tr.Elem
	}
	return t
}

// arrayElement is the element type of an array type; unknown for others.
func (r *resolver) arrayElement(t exprType) exprType {
	switch {
	case t.elemOf != nil && t.array:
		return *t.elemOf
	case t.tr != nil && t.tr.Kind == syntax.TypeArray && t.tr.Elem != nil:
		return r.b.fromTypeRef(t.sc, t.tr.Elem)
	}
	return unknownType
}

// isArray says whether a type is an array.
func (r *resolver) isArray(t exprType) bool {
	return t.array || t.tr != nil && t.tr.Kind == syntax.TypeArray
}

// arrayRank is an array type's rank as written (2 for double[,]); 1 when
// it is not written.
func arrayRank(t exprType) int {
	if t.tr != nil && t.tr.Kind == syntax.TypeArray && t.tr.Rank > 0 {
		return t.tr.Rank
	}
	return 1
}

// arrayInterfaces are the generic interfaces of T[] (the runtime gives
// arrays them; System.Array declares none).
var arrayInterfaces = map[string]bool{"IEnumerable": true, "ICollection": true, "IList": true,
	"IReadOnlyCollection": true, "IReadOnlyList": true}

// arrayInterface says whether t is one of the generic interfaces of T[].
func (r *resolver) arrayInterface(t index.SymbolID) bool {
	sym := r.b.s.Sym(t)
	return sym.Arity == 1 && sym.Namespace == "System.Collections.Generic" && arrayInterfaces[sym.Name]
}

// derivesFrom says whether t derives from or implements base.
func (r *resolver) derivesFrom(t, base index.SymbolID) bool {
	if t == index.NoSymbol || base == index.NoSymbol {
		return false
	}
	ancestors := r.b.ancestors(t)
	if ancestors[base] {
		return true
	}
	if !r.b.s.External(base) {
		return false
	}
	if b := r.b.s.Sym(base); b.Name == "Object" && b.Namespace == "System" && b.Arity == 0 {
		return true // every type converts to object, interfaces too (they list no base class)
	}
	want := r.b.canonical(base)
	for a := range ancestors { // another copy of the base's assembly
		if r.b.canonical(a) == want {
			return true
		}
	}
	return false
}

// isEnumerableOfOne says whether a type is IEnumerable<T>.
func (r *resolver) isEnumerableOfOne(t exprType) bool {
	name, arity := r.namedShape(t)
	return name == "IEnumerable" && arity == 1
}

// constructible says whether a class or struct has an instance
// constructor that a new(...) can call with its arguments (one that
// declares none, with none).
func (r *resolver) constructible(t index.SymbolID, creation int32) bool {
	args := r.argumentsIn(r.firstNamedOfKind(creation, "argument_list"))
	switch r.b.s.Sym(t).Kind {
	case syntax.KindClass, syntax.KindStruct, syntax.KindRecord, syntax.KindRecordStruct:
	default:
		return true
	}
	ctors := r.instanceConstructors(t)
	if len(ctors) == 0 {
		return len(args) == 0
	}
	fit := slices.DeleteFunc(ctors, func(m index.SymbolID) bool { ok, _ := r.applicable(m, args, false); return !ok })
	if len(fit) == 0 {
		return false
	}
	best, tied := r.byArgumentTypes(fit, args, nil, exprType{sym: t})
	return best != index.NoSymbol || len(tied) > 0
}

// distinctSignatures keeps the first of methods that share a
// documentation ID: declarations of one member in files no build compiles
// together (WCF's netstandard.cs, compiled for netstandard2.0 alone,
// repeats the public API its other files declare), which would otherwise
// tie every overload with itself.
func (r *resolver) distinctSignatures(found []index.SymbolID) []index.SymbolID {
	if len(found) < 2 {
		return found
	}
	seen := make(map[string]bool, len(found))
	out := found[:0:0]
	for _, m := range found {
		if id := r.b.signatureID(m); !seen[id] {
			seen[id] = true
			out = append(out, m)
		}
	}
	return out
}

// nullableOwn says whether a member name is one Nullable<T> declares and a
// class seldom does: HasValue, the property Value, GetValueOrDefault.
func nullableOwn(name string, arity int, invoked bool) bool {
	switch name {
	case "HasValue", "Value":
		return !invoked && arity == 0
	case "GetValueOrDefault":
		return invoked && arity == 0
	}
	return false
}
