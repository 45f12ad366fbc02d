package bind

import (
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// newerOverloads lists, by type, instance methods whose overloads .NET
// (Core) added after the .NET Framework that Mono's stand-in assemblies
// follow: each overload as its parameter types (qualified names without
// type arguments; "*" any type, "Span" and "Memory" a span or memory of
// any element, read-only or not, "handler" an interpolated string
// handler). Where a project targets .NET (or .NET Standard 2.1) and a
// call the stand-in's methods cannot take may be one of these, C# binds
// .NET's instance method and an extension method of the same shape is a
// polyfill for older targets (string.Contains(char)); where none can take
// it, C# looks at the extension methods (Quartz's GetString(this
// IDataReader, string)).
var newerOverloads = map[string]map[string][][]string{
	"System.String": {
		"Contains":    {{"System.Char"}, {"System.Char", "System.StringComparison"}, {"System.String", "System.StringComparison"}},
		"Split":       {{"System.Char"}, {"System.Char", "System.StringSplitOptions"}, {"System.Char", "System.Int32", "System.StringSplitOptions"}, {"System.String"}, {"System.String", "System.StringSplitOptions"}, {"System.String", "System.Int32", "System.StringSplitOptions"}},
		"StartsWith":  {{"System.Char"}},
		"EndsWith":    {{"System.Char"}},
		"Trim":        {{"System.Char"}},
		"TrimStart":   {{"System.Char"}},
		"TrimEnd":     {{"System.Char"}},
		"Replace":     {{"System.String", "System.String", "System.StringComparison"}, {"System.String", "System.String", "System.Boolean", "System.Globalization.CultureInfo"}},
		"IndexOf":     {{"System.Char", "System.StringComparison"}},
		"GetHashCode": {{"System.StringComparison"}},
		"CopyTo":      {{"Span"}},
	},
	"System.Text.StringBuilder": {
		"Append":     {{"Span"}, {"Memory"}, {"System.Text.StringBuilder"}, {"System.Text.StringBuilder", "System.Int32", "System.Int32"}, {"handler"}, {"System.IFormatProvider", "handler"}},
		"AppendLine": {{"handler"}, {"System.IFormatProvider", "handler"}},
		"Insert":     {{"System.Int32", "Span"}},
		"CopyTo":     {{"System.Int32", "Span", "System.Int32"}},
		"Equals":     {{"Span"}},
		"Replace":    {{"Span", "Span"}, {"Span", "Span", "System.Int32", "System.Int32"}},
	},
	"System.IO.Stream": {
		"Read":        {{"Span"}},
		"Write":       {{"Span"}},
		"ReadAsync":   {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}},
		"WriteAsync":  {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}},
		"CopyToAsync": {{"System.IO.Stream", "System.Threading.CancellationToken"}},
	},
	"System.IO.TextWriter": {
		"Write":          {{"Span"}, {"System.Text.StringBuilder"}},
		"WriteLine":      {{"Span"}, {"System.Text.StringBuilder"}},
		"WriteAsync":     {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}, {"System.Text.StringBuilder"}, {"System.Text.StringBuilder", "System.Threading.CancellationToken"}},
		"WriteLineAsync": {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}, {"System.Text.StringBuilder"}, {"System.Text.StringBuilder", "System.Threading.CancellationToken"}},
		"FlushAsync":     {{"System.Threading.CancellationToken"}},
	},
	"System.IO.TextReader": {
		"Read":           {{"Span"}},
		"ReadBlock":      {{"Span"}},
		"ReadAsync":      {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}},
		"ReadBlockAsync": {{"Memory"}, {"Memory", "System.Threading.CancellationToken"}},
		"ReadLineAsync":  {{"System.Threading.CancellationToken"}},
		"ReadToEndAsync": {{"System.Threading.CancellationToken"}},
	},
	"System.IO.BinaryWriter": {"Write": {{"Span"}, {"System.Half"}}},
	"System.IO.BinaryReader": {"Read": {{"Span"}}},
	"System.Text.Encoding": {
		"GetBytes":     {{"Span", "Span"}, {"System.String", "System.Int32", "System.Int32"}},
		"GetString":    {{"Span"}},
		"GetByteCount": {{"Span"}, {"System.String", "System.Int32", "System.Int32"}},
		"GetCharCount": {{"Span"}},
		"GetChars":     {{"Span", "Span"}},
	},
	"System.Collections.Generic.Dictionary": {"Remove": {{"*", "*"}}},
	"System.Collections.Generic.HashSet":    {"TryGetValue": {{"*", "*"}}},
	"System.Collections.Concurrent.ConcurrentDictionary": {
		"GetOrAdd":    {{"*", "*", "*"}},
		"AddOrUpdate": {{"*", "*", "*", "*"}},
		"TryRemove":   {{"*"}},
	},
	"System.Random": {"NextBytes": {{"Span"}}},
	"System.Type": {
		"GetMethod":      {{"System.String", "System.Int32", "System.Type[]"}, {"System.String", "System.Reflection.BindingFlags", "System.Type[]"}, {"System.String", "System.Int32", "System.Type[]", "System.Reflection.ParameterModifier[]"}},
		"GetConstructor": {{"System.Reflection.BindingFlags", "System.Type[]"}},
	},
	"System.Threading.Tasks.Task": {
		"ConfigureAwait": {{"System.Threading.Tasks.ConfigureAwaitOptions"}},
		"WaitAsync":      {{"System.Threading.CancellationToken"}, {"System.TimeSpan"}, {"System.TimeSpan", "System.Threading.CancellationToken"}},
	},
	"System.Threading.CancellationToken": {"Register": {{"*", "System.Object"}}},
	"System.Net.Http.HttpClient": {
		"GetStringAsync":    {{"*", "System.Threading.CancellationToken"}},
		"GetByteArrayAsync": {{"*", "System.Threading.CancellationToken"}},
		"GetStreamAsync":    {{"*", "System.Threading.CancellationToken"}},
	},
	"System.Net.Http.HttpContent": {
		"ReadAsStringAsync":    {{"System.Threading.CancellationToken"}},
		"ReadAsStreamAsync":    {{"System.Threading.CancellationToken"}},
		"ReadAsByteArrayAsync": {{"System.Threading.CancellationToken"}},
		"CopyToAsync":          {{"System.IO.Stream", "System.Threading.CancellationToken"}},
	},
	"System.Diagnostics.Process":                         {"Kill": {{"System.Boolean"}}, "WaitForExit": {{"System.TimeSpan"}}},
	"System.Text.RegularExpressions.Regex":               {"IsMatch": {{"Span"}, {"Span", "System.Int32"}}},
	"System.Security.Cryptography.RandomNumberGenerator": {"GetBytes": {{"Span"}}, "GetNonZeroBytes": {{"Span"}}},
}

// newerListed says whether newerOverloads lists overloads of a method of
// the name for recv's type or one of its bases.
func (r *resolver) newerListed(recv exprType, name string) bool {
	return slices.ContainsFunc(r.typeAndBases(recv), func(t string) bool { return len(newerOverloads[t][name]) > 0 })
}

// typeAndBases are the qualified names of recv's type and of its bases
// and interfaces, none where it is not known.
func (r *resolver) typeAndBases(recv exprType) []string {
	if recv.sym == index.NoSymbol {
		return nil
	}
	out := []string{r.b.qualifiedName(recv.sym)}
	for t := range r.b.ancestors(recv.sym) {
		out = append(out, r.b.qualifiedName(t))
	}
	return out
}

// newerReturningReceiver are methods of newerOverloads, by type, that
// return a value of their receiver's type (Task<T>.WaitAsync a Task<T>).
var newerReturningReceiver = map[string]string{"System.Threading.Tasks.Task": "WaitAsync"}

// newerReturnsReceiver says whether the call fn, which no method read
// takes, is of one of newerReturningReceiver on a value of recv's type.
func (r *resolver) newerReturnsReceiver(recv exprType, fn int32) bool {
	if recv.static || !r.coreAPI() {
		return false
	}
	name := r.t.Text(r.nameToken(r.calledName(fn)))
	return slices.ContainsFunc(r.typeAndBases(recv), func(t string) bool { return newerReturningReceiver[t] == name })
}

// newerOverloadType is the type of a call answered as a newer overload
// than the stand-in has, of the stand-in's type: StringBuilder's Append of
// an interpolated string handler gives the builder, TimeSpan.FromMinutes(2)
// a TimeSpan.
func (r *resolver) newerOverloadType(recv exprType, fn int32) (exprType, bool) {
	nameNode := r.calledName(fn)
	name := r.t.Text(r.nameToken(nameNode))
	switch {
	case recv.sym == index.NoSymbol:
	case !recv.static && r.handlerOverloadTakes(recv, name, nameNode):
		return recv, true
	case recv.static && r.integralOverloadTakes(recv, name, nameNode):
		return exprType{sym: recv.sym}, true
	}
	return unknownType, false
}

// newerMayTake says whether the call at nameNode, to name on a value of
// type recv that the stand-in's methods cannot take, may be to an
// overload .NET has and the stand-in lacks: the project targets a
// framework with .NET (Core)'s API, and an overload newerOverloads lists
// for the type or one of its bases takes as many arguments, each of a
// type that may go to its parameter.
func (r *resolver) newerMayTake(recv exprType, name string, nameNode int32) bool {
	if recv.sym == index.NoSymbol || !r.coreAPI() {
		return false
	}
	args, _ := r.callArguments(nameNode)
	takes := func(params []string) bool {
		if len(params) != len(args) {
			return false
		}
		for i, a := range args {
			if !r.mayGoTo(r.argumentValue(a), params[i]) {
				return false
			}
		}
		return true
	}
	return slices.ContainsFunc(r.typeAndBases(recv), func(t string) bool { return slices.ContainsFunc(newerOverloads[t][name], takes) })
}

// integralOverloads are static methods, by type, whose overloads taking
// integers .NET added in a version (the key's number) after Mono's
// stand-in, which has only those taking a double: C# converts an integer
// better to long or int than to double (TimeSpan.FromMinutes(2) on .NET 9
// is FromMinutes(long)). By the parameter's type.
var integralOverloads = map[string]map[string]string{
	"System.TimeSpan": {"FromDays": "System.Int32", "FromHours": "System.Int32", "FromMinutes": "System.Int64",
		"FromSeconds": "System.Int64", "FromMilliseconds": "System.Int64", "FromMicroseconds": "System.Int64"},
}

// integralOverloadTakes says whether the call at nameNode, to a static
// method name of type recv, passes one integer that one of
// integralOverloads takes, in a project on .NET 9 or later.
func (r *resolver) integralOverloadTakes(recv exprType, name string, nameNode int32) bool {
	param, ok := integralOverloads[r.fullName(recv)][name]
	if info := r.fileProject(); !ok || info == nil || info.NETMajor() < 9 {
		return false
	}
	args, _ := r.callArguments(nameNode)
	if len(args) != 1 {
		return false
	}
	at := r.fullName(r.typeOf(r.argumentValue(args[0])))
	return at == param || slices.Contains(implicitNumeric[at], param) // no float converts to an integer
}

// handlerOverloadTakes says whether the call at nameNode, on a value of
// type recv, is to an overload newerOverloads lists that takes an
// interpolated string handler: the project has .NET 6's handlers, the
// overload takes the arguments, and the one it takes as the handler is an
// interpolated string that is not constant, which C# 10 converts better
// to the handler than to string (sb.Append($"<b>{name}</b>") is
// Append(ref AppendInterpolatedStringHandler), not Append(string)).
func (r *resolver) handlerOverloadTakes(recv exprType, name string, nameNode int32) bool {
	args, _ := r.callArguments(nameNode)
	if !slices.ContainsFunc(args, func(a int32) bool { return r.kind(r.argumentValue(a)) == "interpolated_string_expression" }) {
		return false // most calls: asked before anything costlier
	}
	if info := r.fileProject(); info == nil || !info.InterpolationHandlers() {
		return false
	}
	takes := func(params []string) bool {
		if len(params) != len(args) || !slices.Contains(params, "handler") {
			return false
		}
		for i, a := range args {
			val := r.argumentValue(a)
			if params[i] == "handler" && (r.kind(val) != "interpolated_string_expression" || r.constantString(val)) || !r.mayGoTo(val, params[i]) {
				return false // a value of a type not known goes to string as well
			}
		}
		return true
	}
	return slices.ContainsFunc(r.typeAndBases(recv), func(t string) bool { return slices.ContainsFunc(newerOverloads[t][name], takes) })
}

// constantString says whether an expression is a constant string: a
// string literal, a nameof, a const string field or local, or an
// interpolated string or + of such, without alignment or format (C# 10).
func (r *resolver) constantString(val int32) bool {
	switch r.kind(val) {
	case "string_literal", "verbatim_string_literal", "raw_string_literal":
		return true
	case "parenthesized_expression":
		return r.constantString(r.firstNamed(val))
	case "binary_expression":
		return r.t.Text(r.t.Child(val, "operator")) == "+" && r.constantString(r.t.Child(val, "left")) && r.constantString(r.t.Child(val, "right"))
	case "interpolated_string_expression":
		for c := r.t.FirstChild(val); c >= 0; c = r.t.Nodes[c].Next {
			if r.kind(c) != "interpolation" {
				continue
			}
			for part := r.t.FirstChild(c); part >= 0; part = r.t.Nodes[part].Next {
				if k := r.kind(part); k != "interpolation_brace" && (!r.isOperand(part) || !r.constantString(part)) {
					return false // an alignment or a format, or a value not constant
				}
			}
		}
		return true
	case "invocation_expression":
		fn := r.t.Child(val, "function")
		return r.kind(fn) == "identifier" && r.t.Text(fn) == "nameof"
	case "identifier", "member_access_expression":
		if r.fullName(r.typeOf(val)) != "System.String" {
			return false
		}
		name := val
		if r.kind(val) == "member_access_expression" {
			name = r.t.Child(val, "name")
		}
		res := r.identifier(r.nameToken(name))
		return res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind == syntax.KindConstant ||
			res.Kind == TargetLocal && r.constLocal(res.Local) && r.kind(val) == "identifier"
	}
	return false
}

// mayGoTo says whether the argument value may go to a parameter
// newerOverloads describes: its type is not known, is the parameter's or
// derives from it, converts to it by a numeric conversion, or is an array,
// string or span for a span or memory parameter.
func (r *resolver) mayGoTo(val int32, param string) bool {
	at := r.typeOf(val)
	if param == "*" || param == "System.Object" || !at.known() || at.sym == index.NoSymbol && !r.isArray(at) || r.isTypeParameter(at) || isDynamic(at) {
		return true
	}
	switch param {
	case "handler":
		return r.kind(val) == "interpolated_string_expression"
	case "Span", "Memory":
		name, _ := r.namedShape(at)
		return r.isArray(at) || r.fullName(at) == "System.String" || strings.HasSuffix(name, param) || name == "ArraySegment"
	}
	if elem, ok := strings.CutSuffix(param, "[]"); ok {
		e := r.arrayElement(at)
		return r.isArray(at) && (!e.known() || e.sym != index.NoSymbol && r.b.qualifiedName(e.sym) == elem)
	}
	if r.isArray(at) {
		return false
	}
	full := r.b.qualifiedName(at.sym)
	if full == param || slices.Contains(implicitNumeric[full], param) {
		return true
	}
	for a := range r.b.ancestors(at.sym) {
		if r.b.qualifiedName(a) == param {
			return true
		}
	}
	return false
}

// coreAPI says whether the file's project targets a framework with .NET
// (Core)'s API (workspace.Project.CoreAPI).
func (r *resolver) coreAPI() bool {
	info := r.fileProject()
	return info != nil && info.CoreAPI()
}
