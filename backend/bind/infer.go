package bind

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// inferTypeArgs infers the type arguments of a call to a generic method the
// call does not write, as C#'s type inference does in the cases that decide
// nearly every real call: a parameter of type T, T[] or T?, or of a generic
// type the argument's type is or implements (IEnumerable<T> from a
// List<Order>), first from the values (an extension method's receiver
// among them), then from the results of lambdas whose parameter types are
// known by then (Select(o => o.Total)). The argument skip (-1 for none) is
// left out: typing a lambda's parameters needs this inference itself (the
// other lambdas' results may fix what its parameters are). Arguments it
// cannot infer stay nil.
func (r *resolver) inferTypeArgs(m index.SymbolID, call int32, recv exprType, skip int32) *substitution {
	inf := r.newInference(m)
	if inf == nil {
		return nil
	}
	inf.msc.sub = r.subFor(recv, r.b.s.Sym(m).Container) // the receiver's type arguments (TMat of a Source<int, TMat>)
	return inf.fromCall(call, recv, skip)
}

// inferLocalTypeArgs infers the type arguments of a call to the generic
// local function fn (a local_function_statement), as inferTypeArgs does
// for methods (without the argument skip, -1 for none).
func (r *resolver) inferLocalTypeArgs(fn, call, skip int32) *substitution {
	d := &syntax.Decl{TypeParams: r.localTypeParams(fn)}
	for _, p := range r.localFunctionParams(r.t.Child(fn, "name")) {
		param := syntax.Param{Type: r.codeText(r.t.Child(p, "type"))}
		for c := r.t.FirstChild(p); c >= 0; c = r.t.Nodes[c].Next {
			if r.kind(c) == "params" {
				param.Modifier = "params"
			}
		}
		d.Params = append(d.Params, param)
	}
	if len(d.TypeParams) == 0 {
		return nil
	}
	return r.inferenceOf(d, r.scopeAt(fn)).fromCall(call, unknownType, skip)
}

// fromCall infers the type arguments from a call's arguments.
func (inf *inference) fromCall(call int32, recv exprType, skip int32) *substitution {
	r, d := inf.r, inf.d
	args := r.argumentsIn(r.t.Child(call, "arguments"))
	extension := r.extensionCall(d.Params, r.t.Child(call, "function"))
	// argumentOf is the argument node given for parameter i (-1 for the
	// receiver of an extension method, -2 for none).
	argumentOf := func(i int) int32 {
		switch {
		case extension && i == 0:
			return -1
		case extension:
			i--
		}
		if i < len(args) {
			return r.argumentValue(args[i])
		}
		return -2
	}
	pts := make([]*syntax.TypeRef, len(d.Params)) // each parameter's written type
	for i, p := range d.Params {
		pts[i] = syntax.ParseTypeRef(strings.TrimSpace(p.Type))
	}
	fns := inf.functionArguments(d.Params, pts, argumentOf)
	for i, p := range d.Params {
		a, pt := argumentOf(i), pts[i]
		if a == -2 || a >= 0 && isLambda(r.kind(a)) {
			continue
		}
		if pt == nil {
			continue
		}
		if a >= 0 && r.kind(a) == "collection_expression" {
			inf.collectionElements(pt, a)
			continue
		}
		at := recv
		if a >= 0 {
			at = r.typeOf(a)
		}
		if strings.Contains(p.Modifier, "params") && pt.Kind == syntax.TypeArray && a >= 0 && (!r.isArray(at) || argumentOf(i+1) >= 0) {
			// The expanded form, P(1, 2) for params T[]: each value is an
			// element, an array too where more follow (P(new[] { 1 }, "x")).
			for j := i; argumentOf(j) >= 0; j++ {
				if e := argumentOf(j); !isLambda(r.kind(e)) {
					inf.unify(pt.Elem, r.typeOf(e), 0)
				}
			}
			continue
		}
		if slices.ContainsFunc(fns, func(f functionArgument) bool { return f.isGroup && f.a == a }) {
			continue // with the lambdas, once the delegate's inputs are fixed
		}
		inf.unify(pt, at, 0)
	}
	// A lambda that writes its parameters' types gives them first (C#'s
	// explicit parameter type inference: LINQKit's Linq.Expr((object o) =>
	// ...) of an Expression<Func<T, TResult>> fixes T).
	for _, f := range fns {
		if !f.isGroup && r.typedLambda(f.a) && (skip < 0 || r.parent(f.a) != skip) {
			inf.explicitParameters(f.pt, f.a)
		}
	}
	// A lambda's result is read once its parameters' types are fixed (or
	// written), in rounds: Chain(i => i.ToString(), s => s.Length) fixes A
	// from the first, then R from the second.
	done := make([]bool, len(fns))
	for progress := true; progress; {
		progress = false
		for i, f := range fns {
			if done[i] || skip >= 0 && r.parent(f.a) == skip {
				continue
			}
			if (f.isGroup || !r.typedLambda(f.a)) && inf.inputsUnfixed(f.pt) {
				continue
			}
			done[i] = true
			before := inf.fixed()
			if f.isGroup {
				inf.groupResult(f.pt, f.group, f.local, f.a)
			} else {
				inf.lambdaResult(f.pt, f.a)
			}
			progress = progress || inf.fixed() > before
		}
	}
	// Then the others, whose parameters stay unknown: C# would fail, but
	// what is unknown here may be known to it, and x => 42 still says int;
	// a method group, what its methods all return. While typing a lambda's
	// parameters (skip), only lambdas that do not read their own: typing
	// the others' parameters may need this one's.
	for i, f := range fns {
		switch {
		case done[i]:
		case f.group != nil:
			inf.groupResult(f.pt, f.group, f.local, f.a)
		case !f.isGroup && (skip < 0 || r.parent(f.a) != skip && !r.readsParameters(f.a)):
			inf.lambdaResult(f.pt, f.a)
		}
	}
	return inf.sub
}

// functionArgument is a lambda or a method group (isGroup, also a local
// function's name: local) given for a parameter of type pt.
type functionArgument struct {
	a       int32
	pt      *syntax.TypeRef
	group   []index.SymbolID
	local   int32
	isGroup bool
}

// functionArguments lists a call's lambdas and method groups with the
// parameter types they go to: of the params in the expanded form, the
// element type (From(() => "x", () => "y") of From<T>(params Func<T>[])).
func (inf *inference) functionArguments(params []syntax.Param, pts []*syntax.TypeRef, argumentOf func(int) int32) []functionArgument {
	r := inf.r
	var fns []functionArgument
	add := func(a int32, pt *syntax.TypeRef) {
		if pt == nil {
			return
		}
		if isLambda(r.kind(a)) {
			fns = append(fns, functionArgument{a: a, pt: pt, local: -1})
		} else if group, local, ok := r.methodGroup(a); ok {
			fns = append(fns, functionArgument{a: a, pt: pt, group: group, local: local, isGroup: true})
		}
	}
	for i, p := range params {
		a, pt := argumentOf(i), pts[i]
		if a < 0 {
			continue
		}
		if strings.Contains(p.Modifier, "params") && pt != nil && pt.Kind == syntax.TypeArray {
			// Each lambda or group there is one of the params (neither is
			// the array itself).
			for j := i; argumentOf(j) >= 0; j++ {
				add(argumentOf(j), pt.Elem)
			}
			break
		}
		add(a, pt)
	}
	return fns
}

// explicitParameters infers from the parameter types a lambda writes to
// the inputs of the delegate (or expression tree) type pt it is passed for.
func (inf *inference) explicitParameters(pt *syntax.TypeRef, lambda int32) {
	r := inf.r
	dt := delegateType(pt)
	if dt == nil {
		return
	}
	inputs, _, ok := inf.delegateShape(dt)
	if !ok {
		return
	}
	j := 0
	for c := r.t.FirstChild(r.t.Child(lambda, "parameters")); c >= 0 && j < len(inputs); c = r.t.Nodes[c].Next {
		if r.kind(c) != "parameter" {
			continue
		}
		if ty := r.t.Child(c, "type"); ty >= 0 {
			inf.unify(inputs[j], r.written(r.scopeAt(ty), r.codeText(ty)), 0)
		}
		j++
	}
}

// collectionElements infers from the elements of a collection expression
// to the element type of the parameter it is passed to, T of T[] or of
// IEnumerable<T> (C# 12): [xs1, xs2] for IObservable<TSource>[] gives
// TSource from xs1 and xs2, [.. ys] from the elements of ys.
func (inf *inference) collectionElements(pt *syntax.TypeRef, collection int32) {
	r := inf.r
	var elem *syntax.TypeRef
	switch last := pt.Parts; {
	case pt.Kind == syntax.TypeArray:
		elem = pt.Elem
	case pt.Kind == syntax.TypeNamed && len(last) > 0 && len(last[len(last)-1].Args) == 1 && enumerableNames[lastName(pt)]:
		elem = last[len(last)-1].Args[0]
	default:
		return
	}
	for c := r.t.FirstChild(collection); c >= 0; c = r.t.Nodes[c].Next {
		if r.kind(c) != "collection_element" {
			continue
		}
		switch e := r.firstNamed(c); r.kind(e) {
		case "expression_element":
			if v := r.firstNamed(e); !isLambda(r.kind(v)) {
				inf.unify(elem, r.typeOf(v), 0)
			}
		case "spread_element":
			inf.unify(elem, r.elementOf(r.typeOf(r.firstNamed(e))), 0)
		}
	}
}

// groupResult fixes the type parameters a delegate parameter returns from
// the method a method group passed for it converts with: the one whose
// parameters take the delegate's inputs as fixed so far (Zip(ys,
// ValueTuple.Create) with ints and strings is Create<int, string>), its
// own type arguments inferred from them.
func (inf *inference) groupResult(pt *syntax.TypeRef, group []index.SymbolID, local, arg int32) {
	dt := delegateType(pt)
	if dt == nil {
		return
	}
	inputs, ret, ok := inf.delegateShape(dt)
	if !ok || ret == nil || !inf.mentionsUnfixed(ret, 0) {
		return
	}
	r := inf.r
	sc := *inf.msc
	sc.methodArgs = inf.sub
	sig := delegateSig{result: unknownType}
	for _, in := range inputs {
		sig.inputs = append(sig.inputs, r.b.fromTypeRef(&sc, in))
	}
	recv := exprType{} // factory.Create of a Factory<Order>: T is Order
	rx := r.receiverExpr(arg)
	if rx >= 0 {
		recv = r.typeOf(rx)
	}
	extension := r.throughValue(arg)
	written := r.writtenTypeArgs(arg)
	result := unknownType
	if local >= 0 && r.groupTakes(index.NoSymbol, local, sig, false) {
		result = r.localFunctionResult(local) // Task<string> Local() for a Func<Task<T>>: T is string
	}
	for _, m := range group {
		if !r.groupTakes(m, -1, sig, extension) {
			continue
		}
		on := r.receiverOf(recv, Resolution{Kind: TargetSymbol, Symbol: m}) // Fixture.Create of a TFixture: through its constraint
		methodArgs := written                                               // PtrToStructure<Item> returns an Item
		if methodArgs == nil || len(methodArgs.args) != r.b.callArity(m) {
			methodArgs = r.inferFromInputs(m, sig.inputs, extension)
		}
		t := r.memberTypeCalled(m, on, methodArgs)
		if result.known() && !r.identical(result, t) {
			return // overloads that return different types
		}
		result = t
	}
	if result.known() {
		inf.unify(ret, result, 0)
	}
}

// inferenceFails says whether the types of a call's arguments (and an
// extension method's receiver, recv) give a type parameter of m two types
// neither of which converts to the other: C# then rules m out. The
// parameter types are read in msc (the member scope of the type m is a
// member of, with its type arguments), or m's declaration scope if nil.
func (r *resolver) inferenceFails(m index.SymbolID, args []int32, recv *exprType, msc *scope) bool {
	inf := r.newInference(m)
	if inf == nil {
		return false
	}
	if msc != nil {
		inf.msc = msc // with the receiver's type arguments: Plan<Target>.Set(x => x.Gateway, v) types x
	}
	ps := r.b.callParams(m)
	if recv != nil && len(ps) > 0 {
		if pt := syntax.ParseTypeRef(strings.TrimSpace(ps[0].Type)); pt != nil {
			inf.unify(pt, *recv, 0)
		}
		ps = ps[1:]
	}
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		val := r.argumentValue(a)
		if p >= 0 && isLambda(r.kind(val)) && r.typedLambda(val) {
			inf.explicitParameters(syntax.ParseTypeRef(strings.TrimSpace(ps[p].Type)), val) // (Caller c, int a) => ...
		}
		if p < 0 || isLambda(r.kind(val)) {
			continue
		}
		if _, _, ok := r.methodGroup(val); ok {
			continue
		}
		typ, at := ps[p].Type, r.typeOf(val)
		if elem, params := paramsElement(ps[p]); params {
			alone := true // no other argument goes to the params
			for j, o := range args {
				alone = alone && (j == i || r.argumentParameter(ps, j, o) != p)
			}
			if alone && (r.isArray(at) || r.kind(val) == "collection_expression" || r.sameCollection(at, ps[p].Type)) {
				continue // the params array itself, or one of the params
			}
			typ = elem // one of the params (Concat<T>(this IEnumerable<T>, params T[]) given an IEnumerable<string> fails; F<T>(params T[]) given an int[] and a string too)
		}
		if pt := syntax.ParseTypeRef(strings.TrimSpace(typ)); pt != nil {
			inf.unify(pt, at, 0)
		}
	}
	// A type parameter that only null or default literals go to, which
	// have no type, is not inferred (MediatR's Send(default!) is
	// Send(object, ...), no Send<T>(IRequest<T>, ...)).
	untyped, typed := map[int]bool{}, map[int]bool{}
	for i, a := range args {
		p := r.argumentParameter(ps, i, a)
		if p < 0 {
			continue
		}
		in := typed
		if val := r.argumentValue(a); r.isNull(val) || r.isDefaultLiteral(val) {
			in = untyped
		}
		inf.typeParamsIn(syntax.ParseTypeRef(strings.TrimSpace(ps[p].Type)), 0, in)
	}
	for k := range untyped {
		if !typed[k] && inf.sub.args[k] == nil {
			return true
		}
	}
	// Then what the lambdas return, those whose parameters this method
	// types as they are typed here: Func<T, P> given x => x.NullableInt,
	// P an int from the receiver, fails (FluentValidation's GreaterThan
	// takes the overload of Func<T, P?> there).
	for i, a := range args {
		p, lambda := r.argumentParameter(ps, i, a), r.argumentValue(a)
		if p < 0 || !isLambda(r.kind(lambda)) || r.typedLambda(lambda) || r.isAsync(lambda) {
			continue
		}
		if dt := delegateType(syntax.ParseTypeRef(strings.TrimSpace(ps[p].Type))); dt != nil {
			// Only a result made of type parameters fixed already can fail
			// (typing the lambda costs: the others are left to inferTypeArgs).
			if inputs, ret, ok := inf.delegateShape(dt); ok && ret != nil && inf.mentions(ret, 0, true) && !inf.mentionsUnfixed(ret, 0) {
				r.whileTargeting(lambda, func(lambda int32) {
					if inf.typesLikeHere(inputs, lambda) {
						if result := r.lambdaResultType(lambda); result.known() {
							inf.unify(ret, result, 0)
						}
					}
				})
			}
		}
	}
	return inf.failed() || inf.breaksConstraints()
}

// typesLikeHere says whether a delegate's input types, with the type
// arguments fixed so far, are the types the lambda's parameters have where
// it is written.
func (inf *inference) typesLikeHere(inputs []*syntax.TypeRef, lambda int32) bool {
	nodes, _ := inf.r.lambdaParameterNodes(lambda)
	if len(nodes) != len(inputs) {
		return false
	}
	sc := *inf.msc
	sc.methodArgs = inf.sub
	for i, in := range inputs {
		if inf.mentionsUnfixed(in, 0) {
			return false
		}
		want, got := inf.r.b.fromTypeRef(&sc, in), inf.r.lambdaParameterType(nodes[i])
		if !want.known() || !got.known() || !inf.r.identical(want, got) {
			return false
		}
	}
	return true
}

// breaksConstraints says whether a type argument inferred breaks its type
// parameter's constraints the way C# checks first: a class or a Nullable<T>
// for `struct` (TP = int? from an IRuleBuilder<T, int?> for
// IRuleBuilder<T, TP>), and a Nullable<T> for any interface (CS0313:
// int? is no IComparable<int?>); then, for a type of the workspace or a
// type parameter, each type the constraints name, with the type arguments
// inferred (Garnet's GET<TObjectContext> given a caller's type parameter
// constrained to another construction of the same generic interface).
// C# then rules the method out, and one that infers a ref struct for a
// type parameter that does not allow ref structs (Wasmtime's Caller for
// FromCallback<T1, T2, T3>(Action<T1, T2, T3>), constrained or not.
func (inf *inference) breaksConstraints() bool {
	for i, tp := range inf.d.TypeParams {
		if arg, asc := inf.sub.arg(i); arg != nil && inf.r.isRefStruct(inf.r.b.fromTypeRef(asc, arg)) && !inf.allowsRefStruct(tp.Name) {
			return true
		}
	}
	for tp, at := range inf.r.constrainedArguments(inf.d, inf.sub) {
		if at.sym != index.NoSymbol && !inf.r.isTypeParameter(at) {
			nullable := inf.r.underlying(at).sym != at.sym
			if valueConstrained(inf.d.Constraints, tp.Name) && (nullable || !inf.r.isValueType(at)) {
				return true
			}
			if nullable && inf.namesInterface(tp.Name) {
				return true
			}
		}
		// Not a type of an assembly: a stand-in for the framework (Mono's)
		// may lack the interfaces it has (IBinaryInteger<T> of int); nor one
		// whose base not read may implement what the constraints name; nor
		// an array or a tuple.
		switch {
		case at.array, at.sym != index.NoSymbol && (inf.r.b.s.External(at.sym) || inf.r.unreadBaseWhere(at.sym, anyBase)),
			at.sym == index.NoSymbol && (at.tr == nil || at.tr.Kind != syntax.TypeNamed):
			continue
		}
		if !inf.r.meetsConstraints(inf.r.written(inf.msc, tp.Name), at, inf.sub) {
			return true
		}
	}
	return false
}

// constrainedArguments yields each type parameter of a method that has
// constraints with the type argument sub gives it.
func (r *resolver) constrainedArguments(d *syntax.Decl, sub *substitution) iter.Seq2[syntax.TypeParam, exprType] {
	return func(yield func(syntax.TypeParam, exprType) bool) {
		for i, tp := range d.TypeParams {
			arg, asc := sub.arg(i)
			if arg == nil || !slices.ContainsFunc(d.Constraints, func(c syntax.Constraint) bool { return c.Param == tp.Name }) {
				continue
			}
			if !yield(tp, r.b.fromTypeRef(asc, arg)) {
				return
			}
		}
	}
}

// sameCollection says whether a value's type is of the generic type a
// params collection parameter is written with: a ReadOnlySpan<Stream> for
// params ReadOnlySpan<T> is the collection itself (dotNext's
// Disposable.Dispose(Streams)), not one of its elements.
func (r *resolver) sameCollection(at exprType, param string) bool {
	pt := syntax.ParseTypeRef(strings.TrimSpace(param))
	if pt == nil || pt.Kind != syntax.TypeNamed {
		return false
	}
	name, arg := r.genericParts(at)
	first, _ := arg(0)
	return name != "" && first != nil && name == lastName(pt)
}

// allowsRefStruct says whether a type parameter's constraints allow ref
// structs.
func (inf *inference) allowsRefStruct(param string) bool {
	return slices.ContainsFunc(inf.d.Constraints, func(c syntax.Constraint) bool {
		return c.Param == param && slices.Contains(c.Items, "allows ref struct")
	})
}

// namesInterface says whether a type parameter's constraints name an
// interface.
func (inf *inference) namesInterface(param string) bool {
	for _, c := range inf.d.Constraints {
		if c.Param != param {
			continue
		}
		for _, item := range c.Items {
			if constraintKeyword(item) {
				continue
			}
			if ct := inf.r.written(inf.msc, item); ct.sym != index.NoSymbol && inf.r.b.s.Sym(ct.sym).Kind == syntax.KindInterface {
				return true
			}
		}
	}
	return false
}

// inferFromInputs infers a generic method's type arguments from the types
// its parameters are given (a method group converted to a delegate).
func (r *resolver) inferFromInputs(m index.SymbolID, inputs []exprType, extension bool) *substitution {
	inf := r.newInference(m)
	if inf == nil {
		return nil
	}
	ps := r.b.callParams(m)
	if extension && isExtension(ps) {
		ps = ps[1:] // list.Method: the list is the receiver
	}
	for i, p := range ps {
		if pt := syntax.ParseTypeRef(strings.TrimSpace(p.Type)); pt != nil && i < len(inputs) {
			inf.unify(pt, inputs[i], 0)
		}
	}
	return inf.sub
}

// inputsUnfixed says whether the parameter types of a delegate type (Func
// or Action) use a type parameter not fixed yet.
func (inf *inference) inputsUnfixed(pt *syntax.TypeRef) bool {
	dt := delegateType(pt)
	if dt == nil {
		return false
	}
	inputs, _, ok := inf.delegateShape(dt)
	return ok && slices.ContainsFunc(inputs, func(t *syntax.TypeRef) bool { return inf.mentionsUnfixed(t, 0) })
}

// fixed counts the type parameters fixed so far.
func (inf *inference) fixed() int {
	n := 0
	for _, a := range inf.sub.args {
		if a != nil {
			n++
		}
	}
	return n
}

// newInference starts inferring the type arguments of a generic method;
// nil for a method with none.
func (r *resolver) newInference(m index.SymbolID) *inference {
	d := r.b.callDecl(m)
	if len(d.TypeParams) == 0 {
		return nil
	}
	return r.inferenceOf(d, r.b.declScope(m, r.b.s.Sym(m).Decls[0]))
}

// inferenceOf starts inferring the type arguments of a generic method d
// whose types are written in scope msc.
func (r *resolver) inferenceOf(d *syntax.Decl, msc *scope) *inference {
	n := len(d.TypeParams)
	return &inference{r: r, d: d, msc: msc, exact: make([]bool, n),
		sub: &substitution{args: make([]*syntax.TypeRef, n), scs: make([]*scope, n)}}
}

type inference struct {
	r   *resolver
	d   *syntax.Decl
	msc *scope // the method's declaration scope: its parameter types are written there
	sub *substitution
	// conflict is set when a type parameter is given two types neither of
	// which converts to the other: C#'s inference fails.
	conflict bool
	// viaConstraints counts the constraints of a type parameter argument
	// being unified: one that is not the parameter's type is no failure.
	viaConstraints int
	// invariant counts the invariant type arguments being unified, whose
	// bounds are exact: the type argument is that type and no other.
	invariant int
	// exact says which type arguments have an exact bound.
	exact []bool
	// apart are, by type argument, the lower bounds that neither convert
	// to its type so far nor it to them: a later bound they all convert to
	// still fixes it (an int[], a List<int> and an IEnumerable<int> give
	// IEnumerable<int>); left at the end, inference fails.
	apart map[int][]exprType
}

// keepApart records a lower bound of type argument i that neither
// converts to its type so far nor it to the bound.
func (inf *inference) keepApart(i int, at exprType) {
	if inf.apart == nil {
		inf.apart = map[int][]exprType{}
	}
	inf.apart[i] = append(inf.apart[i], at)
}

// failed says whether inference failed: two bounds of a type argument
// neither of which converts to the other, with none after them that
// both convert to.
func (inf *inference) failed() bool {
	return inf.conflict || len(inf.apart) > 0
}

// lambdaBody is a lambda's body: its body field, or an anonymous
// method's block, which the grammar gives no field.
func (r *resolver) lambdaBody(lambda int32) int32 {
	if body := r.t.Child(lambda, "body"); body >= 0 || r.kind(lambda) != "anonymous_method_expression" {
		return body
	}
	return r.firstNamedOfKind(lambda, "block")
}

func isLambda(kind string) bool {
	return kind == "lambda_expression" || kind == "parenthesized_lambda_expression" || kind == "anonymous_method_expression"
}

// typeParam is the index of the method type parameter a written type is, or -1.
func (inf *inference) typeParam(pt *syntax.TypeRef) int {
	if pt.Kind != syntax.TypeNamed || pt.Alias != "" || len(pt.Parts) != 1 || len(pt.Parts[0].Args) > 0 {
		return -1
	}
	for i, tp := range inf.d.TypeParams {
		if tp.Name == pt.Parts[0].Name {
			return i
		}
	}
	return -1
}

// unify matches a parameter's type against an argument's, fixing the type
// parameters it finds there (the first fit wins).
func (inf *inference) unify(pt *syntax.TypeRef, at exprType, depth int) {
	if depth > maxChain || !at.known() {
		return
	}
	if i := inf.typeParam(pt); i >= 0 {
		exact := inf.invariant > 0
		if inf.sub.args[i] == nil {
			inf.sub.args[i], inf.sub.scs[i] = inf.r.typeRefOf(at)
			inf.exact[i] = exact
		} else if had := inf.r.b.fromTypeRef(inf.sub.scs[i], inf.sub.args[i]); inf.r.callerTypeParameter(had) != inf.r.callerTypeParameter(at) &&
			(had.sym != index.NoSymbol || at.sym != index.NoSymbol) && !inf.r.identical(had, at) {
			// A type parameter of the caller and another type: only the type
			// parameter may convert to it, through its constraints (Then<T>
			// given an IEnumerable<U> and a U fails).
			tp, other := had, at
			if inf.r.callerTypeParameter(at) {
				tp, other = at, had
			}
			switch {
			case !inf.r.constraintGoesTo(tp, other):
				inf.conflict = true
			case inf.r.callerTypeParameter(had) && inf.exact[i], inf.r.callerTypeParameter(at) && exact:
				// Exactly the type parameter, and a type that does not convert to
				// it (SubmitJob<T>(IRequestClient<SubmitJob<T>>, T) given an object).
				inf.conflict = true
			case inf.r.callerTypeParameter(had):
				inf.sub.args[i], inf.sub.scs[i] = inf.r.typeRefOf(at)
				inf.exact[i] = exact
			}
		} else if inf.r.callerTypeParameter(had) && inf.r.callerTypeParameter(at) && had.tr.Parts[0].Name != at.tr.Parts[0].Name {
			// Two type parameters of the caller: only one constrained to the
			// other fixes T (Moq's DoReturn<T>(T, T) given a T and a T2 fails,
			// DoReturn<T, T2>(T, T2) is called).
			switch {
			case inf.r.constraintGoesTo(at, had):
			case inf.r.constraintGoesTo(had, at):
				inf.sub.args[i], inf.sub.scs[i] = inf.r.typeRefOf(at)
			default:
				inf.keepApart(i, at)
			}
		} else if isObject := func(t exprType) bool { return t.sym != index.NoSymbol && inf.r.b.isObject(t.sym) }; (had.anon > 0 || at.anon > 0) && had.anon != at.anon &&
			!isObject(had) && !isObject(at) && had.known() && at.known() && inf.r.display(had) != inf.r.display(at) {
			// An anonymous type converts to object only, and is another's only
			// with the same members: with another bound (an IEnumerable of it:
			// CommandLineParser's shortOptions.Concat(longOptions) is no
			// Concat<T>(this T, IEnumerable<T>)) they stand apart.
			inf.keepApart(i, at)
		} else if inf.exact[i] && exact && had.sym == index.NoSymbol && at.sym == index.NoSymbol && had.tr != nil && at.tr != nil &&
			!inf.r.isTypeParameter(had) && !inf.r.isTypeParameter(at) && !inf.r.sameUnread(had, at, 0) {
			// Exactly two types of assemblies not read, of other names:
			// WhenAny<T>(params Task<T>[]) given a Task<IClient> and a
			// Task<Client> infers no T (PowerShell Editor Services).
			inf.conflict = true
		} else if unread := func(t, other exprType) bool {
			return inf.r.unreadNamed(t) && other.sym != index.NoSymbol && !inf.r.isTypeParameter(other) && lastName(t.tr) != inf.r.b.s.Sym(other.sym).Name
		}; inf.exact[i] && exact && (unread(had, at) || unread(at, had)) {
			// Exactly a type not read and a type read of another name, never
			// the same (RabbitMQ's Task.WhenAll(Task<ResetPeerToxic>,
			// Task<bool>) is WhenAll(params Task[])).
			inf.conflict = true
		} else if had.sym != index.NoSymbol && at.sym != index.NoSymbol &&
			!inf.r.isTypeParameter(had) && !inf.r.isTypeParameter(at) && !inf.r.identical(had, at) {
			// Another bound: T becomes the type the others convert to
			// (Pick(1, 2L) is Pick<long>); none is a failure.
			toAt := inf.r.sameType(had, at) || inf.r.numericConverts(had, at) || inf.r.implicitOperator(had, at)
			toHad := inf.r.sameType(at, had) || inf.r.numericConverts(at, had) || inf.r.implicitOperator(at, had)
			switch {
			case inf.exact[i] && exact, inf.exact[i] && !toHad, exact && !toAt:
				inf.conflict = true // exactly one type, and another that does not convert to it
			case inf.exact[i]:
			case exact || toAt && !toHad:
				inf.sub.args[i], inf.sub.scs[i] = inf.r.typeRefOf(at)
				inf.exact[i] = exact
				if apart := slices.DeleteFunc(inf.apart[i], func(b exprType) bool { return inf.r.sameType(b, at) }); len(apart) > 0 {
					inf.apart[i] = apart
				} else {
					delete(inf.apart, i)
				}
			case toAt == toHad:
				// R<T>(this T, T) given a Task<string> and a string fails,
				// unless a later bound takes both; so does one given two types
				// that convert to each other (LiteDB's ExpectValue<T>(this T,
				// T) given a BsonValue and an int: C# fixes T only to the one
				// type all others convert to).
				inf.keepApart(i, at)
			}
		}
		return
	}
	if inf.r.isTypeParameter(at) { // TM where TM : StateMachine<TInstance>, for a StateMachine<T>: from its constraints
		inf.viaConstraints++
		for _, ct := range inf.r.constraintTypes(at) {
			if ct.sym != index.NoSymbol && !inf.r.isTypeParameter(ct) {
				inf.unify(pt, ct, depth+1)
			}
		}
		inf.viaConstraints--
		return
	}
	switch pt.Kind {
	case syntax.TypeNullable:
		// T? of a T constrained to structs is Nullable<T>: an int? gives T =
		// int, an int nothing (linq2db's NullIf<T>(T?, T?) where T : struct
		// given two ints infers no T), nor does a type not read, never
		// Nullable<X> (OpenAI's AssertNotNull<T>(T?) given a BinaryContent).
		if _, structOnly := inf.r.b.scopeTypeParameter(inf.msc, pt.Elem); structOnly {
			if inf.r.unreadNamed(at) && lastName(at.tr) != "Nullable" {
				inf.conflict = true
				return
			}
			u := inf.r.underlying(at)
			if inf.r.identical(u, at) {
				return
			}
			at = u
		}
		inf.unify(pt.Elem, at, depth+1)
	case syntax.TypeTuple: // (T, string) from an (int, string): element by element
		if elems, _, ok := inf.r.tupleElements(at); ok && len(elems) == len(pt.Elems) {
			for i, e := range pt.Elems {
				inf.unify(e, elems[i], depth+1)
			}
		}
	case syntax.TypeArray:
		if elem := inf.r.elementOf(at); at.array || at.tr != nil && at.tr.Kind == syntax.TypeArray {
			// An array of a value type fixes T exactly (array covariance is
			// for references): Fill<T>(T[], T) given a byte[] and an int fails
			// (BouncyCastle's Arrays.Fill(iv, 0x00) is Fill(byte[], byte)).
			exact := inf.r.isValueType(elem)
			if exact {
				inf.invariant++
			}
			inf.unify(pt.Elem, elem, depth+1)
			if exact {
				inf.invariant--
			}
		}
	case syntax.TypeNamed:
		last := pt.Parts[len(pt.Parts)-1]
		if elems, _, ok := inf.r.tupleElements(at); ok && last.Name == "ValueTuple" && len(elems) == len(last.Args) {
			for i, a := range last.Args { // ValueTuple<T1, T2> from an (int, int): the same type (Trill, Wasmtime's FromCallback)
				inf.unify(a, elems[i], depth+1)
			}
			return
		}
		if len(last.Args) == 0 {
			if len(pt.Parts) > 1 && at.outer != nil {
				// A type nested in a generic one (UniTask<T>.Awaiter given a
				// UniTask<int>.Awaiter): from the types around.
				outer := *pt
				outer.Parts = pt.Parts[:len(pt.Parts)-1]
				inf.unify(&outer, *at.outer, depth+1)
			}
			return
		}
		if at.sym == index.NoSymbol && at.tr != nil && at.tr.Kind == syntax.TypeNamed && len(at.tr.Parts) > 0 {
			// A type of an assembly not read (ValueTask<string> for ValueTask<T>): by name and arity.
			if al := at.tr.Parts[len(at.tr.Parts)-1]; al.Name == last.Name && len(al.Args) == len(last.Args) {
				for i, a := range last.Args {
					inf.unify(a, inf.r.b.fromTypeRef(at.sc, al.Args[i]), depth+1)
				}
			} else if ri, ok := inf.r.asReadInterface(at); ok {
				inf.unify(pt, ri, depth+1) // a DbSet<Product> for an IQueryable<TSource>
			}
			return
		}
		if inf.r.isArray(at) && len(last.Args) == 1 && (last.Name == "Span" || last.Name == "ReadOnlySpan") && inf.r.spanConversions() {
			inf.unify(last.Args[0], inf.r.elementOf(at), depth+1) // C# 14: ReadOnlySpan<T> from an int[]
			return
		}
		bound := inf.r.b.resolveName(inf.msc, pt)
		if bound.kind != typeTarget {
			if at.sym != index.NoSymbol && !inf.r.isArray(at) {
				inf.unreadBase(last, at, depth)
			}
			return
		}
		if at.elemOf != nil && len(last.Args) == 1 && enumerableNames[last.Name] ||
			inf.r.isArray(at) && len(last.Args) == 1 && inf.r.arrayInterface(bound.symbol) {
			inf.unify(last.Args[0], inf.r.elementOf(at), depth+1)
			return
		}
		s := inf.r.subFor(at, bound.symbol)
		if s == nil {
			if elem, ok := inf.r.unreadSequenceElement(at, bound.symbol); ok {
				inf.unify(last.Args[0], elem, depth+1) // a collection of the code through a base not read
				return
			}
		}
		if s == nil && inf.viaConstraints == 0 && at.sym != index.NoSymbol && !inf.r.isArray(at) && !inf.r.b.sameIdentity(at.sym, bound.symbol) && !inf.r.unreadBaseClass(at.sym) {
			// A Task for a Task<T>: no conversion gives T a bound, so
			// inference fails (Task.WhenAny(dictionary.Values) of Tasks is
			// WhenAny(IEnumerable<Task>), not WhenAny<T>). A type with
			// conversions of its own gives no bound but may convert once
			// T is fixed by the others (NetMQ's Msg, an implicit
			// Span<byte>, for CopyTo<T>(this T[], Span<T>)).
			if len(inf.r.members(at.sym, "op_Implicit")) == 0 {
				inf.conflict = true
			}
			return
		}
		tps := inf.r.b.s.Primary(bound.symbol).TypeParams
		for i, a := range last.Args {
			if arg, asc := s.arg(i); arg != nil {
				invariant := i < len(tps) && tps[i].Variance == ""
				if invariant {
					inf.invariant++
				}
				inf.unify(a, inf.r.b.fromTypeRef(asc, arg), depth+1)
				if invariant {
					inf.invariant--
				}
			}
		}
	}
}

// unreadBase infers from the base of at's type that a generic type not
// read, last, names, as at's declaration writes it: MediatR's
// SendAsync<TResponse>(IRequest<TResponse>) given a record GetTodosQuery :
// IRequest<TodosVm> has TResponse TodosVm (Clean Architecture's tests).
func (inf *inference) unreadBase(last syntax.NamePart, at exprType, depth int) {
	r := inf.r
	for x, tr := range r.unreadBases(at.sym) {
		if el := tr.Parts[len(tr.Parts)-1]; el.Name == last.Name && len(el.Args) == len(last.Args) && len(r.b.s.Sym(x).Decls) > 0 {
			// With at's type arguments: a Custom<string, string> :
			// ProducerBuilder<TKey, TValue> is a ProducerBuilder<string, string>
			// (OpenTelemetry's Kafka tests).
			sc := r.b.declScope(x, r.b.s.Sym(x).Decls[0])
			if sub := at.sub; x == at.sym && sub != nil && sub.t == x {
				sc.sub = sub
			} else if sub := r.subFor(at, x); x != at.sym && sub != nil {
				sc.sub = sub
			}
			for i, a := range last.Args {
				inf.unify(a, r.b.fromTypeRef(sc, el.Args[i]), depth+1)
			}
			return
		}
	}
}

// callerTypeParameter says whether a type is a type parameter written in
// the file being resolved (its method's or its type's), not one that
// another method leaves uninferred (the TResult of a Select whose lambda's
// type is not known).
func (r *resolver) callerTypeParameter(t exprType) bool {
	return r.isTypeParameter(t) && t.sc.file == r.body.File
}

// lambdaResult fixes the type parameter a delegate parameter returns
// (TResult of Func<TSource, TResult>) from the type of the lambda's result.
func (inf *inference) lambdaResult(pt *syntax.TypeRef, lambda int32) {
	dt := delegateType(pt)
	if dt == nil {
		return
	}
	_, ret, ok := inf.delegateShape(dt)
	if !ok || ret == nil || !inf.mentionsUnfixed(ret, 0) {
		return // typing the lambda would teach nothing
	}

	if result := inf.r.lambdaResultType(lambda); result.known() {
		inf.unify(ret, result, 0)
	}
}

// typeParamsIn adds the type parameters a written type uses to in.
func (inf *inference) typeParamsIn(t *syntax.TypeRef, depth int, in map[int]bool) {
	if t == nil || depth > maxChain {
		return
	}
	if i := inf.typeParam(t); i >= 0 {
		in[i] = true
	}
	for _, p := range t.Parts {
		for _, a := range p.Args {
			inf.typeParamsIn(a, depth+1, in)
		}
	}
	for _, e := range t.Elems {
		inf.typeParamsIn(e, depth+1, in)
	}
	inf.typeParamsIn(t.Elem, depth+1, in)
}

// mentionsUnfixed says whether a written type uses a type parameter not
// fixed yet.
func (inf *inference) mentionsUnfixed(t *syntax.TypeRef, depth int) bool {
	return inf.mentions(t, depth, false)
}

// mentions says whether a written type uses a type parameter fixed so far
// (fixed), or one not fixed yet.
func (inf *inference) mentions(t *syntax.TypeRef, depth int, fixed bool) bool {
	if t == nil || depth > maxChain {
		return false
	}
	if i := inf.typeParam(t); i >= 0 {
		return (inf.sub.args[i] != nil) == fixed
	}
	for _, p := range t.Parts {
		for _, a := range p.Args {
			if inf.mentions(a, depth+1, fixed) {
				return true
			}
		}
	}
	for _, e := range t.Elems {
		if inf.mentions(e, depth+1, fixed) {
			return true
		}
	}
	return inf.mentions(t.Elem, depth+1, fixed)
}

// writtenResult is the return type a lambda writes (C# 10's long () =>
// 1); false for one that writes none.
func (r *resolver) writtenResult(lambda int32) (exprType, bool) {
	ty := r.t.Child(lambda, "type")
	if ty < 0 || r.kind(lambda) != "lambda_expression" {
		return unknownType, false
	}
	return r.written(r.scopeAt(ty), r.codeText(ty)), true
}

// lambdaResultType is the type of what a lambda returns: its written
// return type, else its expression body, or the first return statement of
// its block; for an async lambda, a Task of it (a Task when it returns no value).
func (r *resolver) lambdaResultType(lambda int32) exprType {
	if t, ok := r.writtenResult(lambda); ok {
		return t // ICollection<Error> (t) => []: as written
	}
	body := r.lambdaBody(lambda)
	if body < 0 {
		return unknownType
	}
	async := r.isAsync(lambda)
	result := r.lambdaValueType(lambda)
	switch {
	case r.kind(body) != "block":
		if !result.known() && async && r.kind(body) == "await_expression" {
			if _, arity := r.namedShape(r.typeOf(r.firstNamed(body))); arity == 0 {
				return r.taskOf(lambda, unknownType) // async () => await Work(): a Task
			}
		}
	case r.returnedValue(body) >= 0:
	case async:
		return r.taskOf(lambda, unknownType)
	default:
		return unknownType
	}
	if async && r.fullName(result) == "System.Void" {
		return r.taskOf(lambda, unknownType) // async () => Work(): a Task
	}
	if async && result.known() {
		return r.taskOf(lambda, result)
	}
	return result
}

// lambdaValueType is the type of the value a lambda's body gives, async
// or not: its expression body's, or the first value its block returns.
func (r *resolver) lambdaValueType(lambda int32) exprType {
	switch body := r.lambdaBody(lambda); {
	case body < 0:
		return unknownType
	case r.kind(body) != "block":
		return r.typeOf(body)
	case r.returnedValue(body) >= 0:
		return r.typeOf(r.returnedValue(body))
	}
	return unknownType
}

// taskOf is Task<result>, or Task when result is unknown (no value), as
// seen from node n's project; unknown when the framework has no Task.
func (r *resolver) taskOf(n int32, result exprType) exprType {
	sc := r.scopeAt(n)
	if sc == nil {
		return unknownType
	}
	if !result.known() {
		if task := r.b.frameworkType(sc.project, "System.Threading.Tasks", "Task", 0); task != index.NoSymbol {
			return exprType{sym: task}
		}
		return unknownType
	}
	t, ok := r.constructedOf(r.b.frameworkType(sc.project, "System.Threading.Tasks", "Task", 1), result)
	if !ok {
		return exprType{sym: index.NoSymbol, task: &result}
	}
	// Written out too, so that a type argument can be inferred from it.
	t.tr = syntax.ParseTypeRef("global::System.Threading.Tasks.Task<T>")
	t.tr.Parts[len(t.tr.Parts)-1].Args = t.sub.args
	t.sc = t.sub.scs[0]
	return t
}

// returnedValue is the value the first `return value;` of a block gives
// whose type is its own (not null nor default, which take the others':
// `if (b) return null; return Make();` returns what Make does), else the
// first; the returns of the lambdas and local functions in it aside; -1
// for none.
func (r *resolver) returnedValue(block int32) int32 {
	first, typed := int32(-1), int32(-1)
	r.walk(block, func(n int32) bool {
		if typed >= 0 || isLambda(r.kind(n)) || r.kind(n) == "local_function_statement" {
			return false
		}
		if r.kind(n) == "return_statement" {
			if v := r.firstNamed(n); v >= 0 {
				if first < 0 {
					first = v
				}
				if k := r.kind(v); k != "null_literal" && !r.isDefaultLiteral(v) {
					typed = v
				}
			}
			return false
		}
		return true
	})
	if typed >= 0 {
		return typed
	}
	return first
}

// walk visits the nodes under n in order, going into a node's children
// while visit returns true.
func (r *resolver) walk(n int32, visit func(int32) bool) {
	for c := r.t.FirstChild(n); c >= 0; c = r.t.Nodes[c].Next {
		if visit(c) {
			r.walk(c, visit)
		}
	}
}

// typeRefOf writes a known type as a type reference with the scope it
// binds in, for a type argument inferred from it.
func (r *resolver) typeRefOf(at exprType) (*syntax.TypeRef, *scope) {
	switch {
	case at.anon > 0:
		return anonymousTypeRef(at.anon), r.scopeAt(at.anon)
	case at.tr != nil && !at.static:
		return at.tr, at.sc
	case at.array && at.elemOf != nil: // new[] { a, b }: an array of their type, not System.Array
		if elem, sc := r.typeRefOf(*at.elemOf); elem != nil {
			return &syntax.TypeRef{Kind: syntax.TypeArray, Elem: elem, Rank: 1}, sc
		}
		return nil, nil
	case at.sym != index.NoSymbol && !at.static && r.b.s.Sym(at.sym).Arity == 0:
		sym := r.b.s.Sym(at.sym)
		return syntax.ParseTypeRef("global::" + sym.FullName), r.b.declScope(at.sym, sym.Decls[0])
	case at.tuple != nil:
		return r.tupleTypeRef(at.tuple)
	case at.sym != index.NoSymbol && !at.static && at.sub != nil && at.sub.t == at.sym:
		return r.constructedTypeRef(at.sym, at.sub)
	}
	return nil, nil
}

// constructedTypeRef writes generic type g with the type arguments of sub
// (IGrouping<int, Item>), when they can be written in one scope and g is
// not nested in a generic type.
func (r *resolver) constructedTypeRef(g index.SymbolID, sub *substitution) (*syntax.TypeRef, *scope) {
	sym := r.b.s.Sym(g)
	out := syntax.ParseTypeRef("global::" + sym.FullName)
	last := len(out.Parts) - 1
	if out.Kind != syntax.TypeNamed || last < 0 || out.Parts[last].Arity != len(sub.args) {
		return nil, nil
	}
	for _, p := range out.Parts[:last] {
		if p.Arity > 0 {
			return nil, nil
		}
	}
	args := make([]*syntax.TypeRef, len(sub.args))
	scs := make([]*scope, len(sub.args))
	for i := range sub.args {
		if args[i], scs[i] = sub.arg(i); args[i] == nil {
			return nil, nil
		}
		if !scopeFree(args[i]) { // T inferred for a method: the type it stands for, by its full name
			if full, fsc := r.fullTypeRef(r.b.fromTypeRef(scs[i], args[i])); full != nil {
				args[i], scs[i] = full, fsc
			}
		}
	}
	sc, ok := r.b.oneScope(args, scs)
	gsc := r.b.declScope(g, sym.Decls[0])
	if !ok || sc != nil && !r.b.visible[sc.project][gsc.project] {
		return nil, nil
	}
	if sc == nil {
		sc = gsc
	}
	out.Parts[last].Args = args
	return out, sc
}

// oneScope is the scope type references written in the given scopes can
// all be read in: the one scope of those not written by a keyword or a
// full name, else one of the given scopes. A type written by its full name
// comes with its own declaration's scope, whose project the scope chosen
// must see: a workspace type next to a type parameter of Enumerable's has
// none. False when there is no such scope.
func (b *Binder) oneScope(refs []*syntax.TypeRef, scopes []*scope) (*scope, bool) {
	var sc *scope
	for i, tr := range refs {
		if !scopeFree(tr) {
			if sc != nil && !sameScope(scopes[i], sc) {
				return nil, false
			}
			sc = scopes[i]
		}
	}
	seesAll := func(from *scope) bool {
		for i, tr := range refs {
			if tr.Keyword() == "" && scopeFree(tr) && scopes[i] != nil && !b.visible[from.project][scopes[i].project] {
				return false
			}
		}
		return true
	}
	if sc != nil {
		return sc, seesAll(sc)
	}
	found := false
	for _, s := range scopes {
		if s != nil {
			if seesAll(s) {
				return s, true
			}
			found = true
		}
	}
	return nil, !found
}

// scopeFree says whether a type reference reads the same in every scope
// (of a project that sees its types): keywords, and full names whose type
// arguments are too (global::System.Collections.Generic.IEnumerable<T> is
// not: T is of the scope it was written in).
func scopeFree(tr *syntax.TypeRef) bool {
	switch {
	case tr == nil:
		return false
	case tr.Kind == syntax.TypeNamed:
		if tr.Keyword() != "" {
			return true
		}
		if tr.Alias != "global" {
			return false
		}
		for _, p := range tr.Parts {
			for _, a := range p.Args {
				if !scopeFree(a) {
					return false
				}
			}
		}
		return true
	case tr.Kind == syntax.TypeTuple:
		for _, e := range tr.Elems {
			if !scopeFree(e) {
				return false
			}
		}
		return true
	}
	return scopeFree(tr.Elem)
}

// sameScope says whether two scopes look names up alike: the types of two
// parameters of one method are written in scopes made separately.
func sameScope(a, b *scope) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	sameLevels := len(a.levels) == len(b.levels) && (len(a.levels) == 0 || &a.levels[0] == &b.levels[0])
	return a.project == b.project && a.file == b.file && a.method == b.method && slices.Equal(a.types, b.types) &&
		a.paramsOnly == b.paramsOnly && a.noBases == b.noBases && a.outerBases == b.outerBases && a.baseDepth == b.baseDepth &&
		a.sub == b.sub && a.methodArgs == b.methodArgs && sameLevels
}

// tupleTypeRef writes the type of a tuple expression ((byte)1, s.Length)
// as a tuple type, when its elements can be written in one scope: those
// written by their full names bind anywhere.
func (r *resolver) tupleTypeRef(tt *tupleType) (*syntax.TypeRef, *scope) {
	out := &syntax.TypeRef{Kind: syntax.TypeTuple, Names: tt.names}
	scs := make([]*scope, len(tt.elems))
	known := false
	for i, el := range tt.elems {
		tr, esc := r.typeRefOf(el)
		if tr == nil {
			out.Elems = append(out.Elems, unknownElement)
			continue
		}
		known = true
		if !scopeFree(tr) {
			if full, fsc := r.fullTypeRef(el); full != nil {
				tr, esc = full, fsc
			}
		}
		out.Elems, scs[i] = append(out.Elems, tr), esc
	}
	sc, ok := r.b.oneScope(out.Elems, scs)
	if !ok || !known {
		return nil, nil
	}
	return out, sc
}

// unknownElement stands, in a tuple type written for inference, for an
// element whose type is not known: it binds back to no type, where the
// other elements keep theirs (ExcelMapper's cells.Select(c => (Index:
// c.ColumnIndex, Columns: Columns(c))) over a package's cells is a
// sequence of tuples whose Columns are known).
var unknownElement = &syntax.TypeRef{Kind: syntax.TypeNamed, Alias: "global", Parts: []syntax.NamePart{{Name: "?"}}}

// fullTypeRef writes a type by its full name, which reads the same from
// every scope of a project that sees it (the scope of its declaration is
// given), when it is a named type (no array, no nullable, not nested in a
// generic type) whose type arguments can be written so too; nil
// otherwise. Elements of one tuple may come from declarations far apart:
// (LambdaExpression, Expression).
func (r *resolver) fullTypeRef(at exprType) (*syntax.TypeRef, *scope) {
	if at.sym == index.NoSymbol || at.static || at.tr != nil && at.tr.Kind != syntax.TypeNamed || r.isArray(at) {
		return nil, nil
	}
	sym := r.b.s.Sym(at.sym)
	switch {
	case !sym.Kind.IsType():
		return nil, nil
	case sym.Arity > 0 && at.sub != nil && at.sub.t == at.sym: // IEnumerable<T> of a T inferred: IEnumerable<Mark>
		if tr, sc := r.constructedTypeRef(at.sym, at.sub); tr != nil && scopeFree(tr) {
			return tr, sc
		}
		return nil, nil
	case sym.Arity > 0 || strings.Contains(sym.FullName, "<"):
		return nil, nil
	}
	return syntax.ParseTypeRef("global::" + sym.FullName), r.b.declScope(at.sym, sym.Decls[0])
}

// anonymousAlias marks the written form of an anonymous type, which C#
// cannot write: type arguments inferred inside one body may be one (Select
// to new { ... }). Its one name part is the node that makes the type.
const anonymousAlias = "<anonymous>"

func anonymousTypeRef(creation int32) *syntax.TypeRef {
	return &syntax.TypeRef{Kind: syntax.TypeNamed, Alias: anonymousAlias, Parts: []syntax.NamePart{{Name: strconv.Itoa(int(creation))}}}
}

// delegateShape is funcOrAction for any delegate type the method's
// parameter names: Func and Action by their type arguments, another
// delegate (Converter<TInput, TOutput> of Array.ConvertAll, a delegate of
// the code) by its declaration, its type parameters replaced by the type
// arguments written.
func (inf *inference) delegateShape(dt *syntax.TypeRef) (inputs []*syntax.TypeRef, result *syntax.TypeRef, ok bool) {
	if inputs, result, ok := funcOrAction(dt); ok {
		return inputs, result, true
	}
	bound := inf.r.b.resolveName(inf.msc, dt)
	if bound.kind != typeTarget || inf.r.b.s.Sym(bound.symbol).Kind != syntax.KindDelegate {
		return nil, nil, false
	}
	d := inf.r.b.s.Primary(bound.symbol)
	args := dt.Parts[len(dt.Parts)-1].Args
	if len(args) != len(d.TypeParams) {
		return nil, nil, false
	}
	named := make(map[string]*syntax.TypeRef, len(args))
	for i, tp := range d.TypeParams {
		named[tp.Name] = args[i]
	}
	// The delegate's types are written where it is declared (SepReader's
	// RowFunc<T>(Row row) names its sibling SepReader.Row), and bound in
	// the method's scope once its type parameters are replaced.
	dsc := inf.r.b.declScope(bound.symbol, inf.r.b.s.Sym(bound.symbol).Decls[0])
	for _, p := range d.Params {
		in := syntax.ParseTypeRef(p.Type)
		if in == nil {
			return nil, nil, false
		}
		inputs = append(inputs, replaceNames(inf.r.b.qualifiedIn(dsc, in, named), named))
	}
	if text := strings.TrimSpace(d.Type); text != "void" {
		if result = syntax.ParseTypeRef(text); result == nil {
			return nil, nil, false
		}
		result = replaceNames(inf.r.b.qualifiedIn(dsc, result, named), named)
	}
	return inputs, result, true
}

// inGeneric says whether a type is generic or nested in a generic type.
func (b *Binder) inGeneric(t index.SymbolID) bool {
	for ; t != index.NoSymbol && b.s.Sym(t).Kind.IsType(); t = b.s.Sym(t).Container {
		if b.s.Sym(t).Arity > 0 {
			return true
		}
	}
	return false
}

// qualifiedIn copies a written type with the names of types it binds to
// in sc written out from global::, so that it binds the same anywhere:
// the names in keep (type parameters) and keywords are left as they are,
// and so are generic types but for their type arguments.
func (b *Binder) qualifiedIn(sc *scope, t *syntax.TypeRef, keep map[string]*syntax.TypeRef) *syntax.TypeRef {
	return rewriteNames(t, func(n *syntax.TypeRef) *syntax.TypeRef {
		if _, kept := keep[n.Parts[0].Name]; n.Keyword() != "" || kept && len(n.Parts) == 1 ||
			slices.ContainsFunc(n.Parts, func(p syntax.NamePart) bool { return p.Arity > 0 }) {
			return nil
		}
		if bound := b.resolveName(sc, n); bound.kind == typeTarget && bound.whole == nil && !b.inGeneric(bound.symbol) {
			return syntax.ParseTypeRef("global::" + b.qualifiedName(bound.symbol))
		}
		return nil
	})
}

// replaceNames copies a written type with the simple names of named
// replaced by what they stand for.
func replaceNames(t *syntax.TypeRef, named map[string]*syntax.TypeRef) *syntax.TypeRef {
	return rewriteNames(t, func(n *syntax.TypeRef) *syntax.TypeRef {
		if len(n.Parts) == 1 && len(n.Parts[0].Args) == 0 {
			return named[n.Parts[0].Name]
		}
		return nil
	})
}

// rewriteNames copies a written type with each name of a type (no alias)
// replaced by what by gives for it, nil to keep it and go on into its
// type arguments.
func rewriteNames(t *syntax.TypeRef, by func(*syntax.TypeRef) *syntax.TypeRef) *syntax.TypeRef {
	if t == nil {
		return nil
	}
	if t.Kind == syntax.TypeNamed && t.Alias == "" && len(t.Parts) > 0 {
		if to := by(t); to != nil {
			return to
		}
	}
	out := *t
	out.Parts = slices.Clone(t.Parts)
	for i := range out.Parts {
		out.Parts[i].Args = slices.Clone(t.Parts[i].Args)
		for j, a := range out.Parts[i].Args {
			out.Parts[i].Args[j] = rewriteNames(a, by)
		}
	}
	out.Elem = rewriteNames(t.Elem, by)
	out.Elems = slices.Clone(t.Elems)
	for i, e := range out.Elems {
		out.Elems[i] = rewriteNames(e, by)
	}
	return &out
}
