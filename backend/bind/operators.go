package bind

import (
	"slices"
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// numericRank orders the built-in numeric types for C#'s binary numeric
// promotion; the smaller integers all promote to int.
var numericRank = map[string]int{
	"System.SByte": 1, "System.Byte": 1, "System.Int16": 1, "System.UInt16": 1, "System.Char": 1, "System.Int32": 1,
	"System.UInt32": 2, "System.Int64": 3, "System.UInt64": 4, "System.Single": 5, "System.Double": 6, "System.Decimal": 7,
}

// arithmeticRank is the numericRank of a type, or for a type of the code
// without operators of its own, that of the narrowest numeric type it
// converts to implicitly: C# then applies the predefined operator of that
// type (svg-net's StrokeWidth / 2 of an SvgUnit with an implicit operator
// float is a float).
func (r *resolver) arithmeticRank(t exprType) int {
	if rank := numericRank[r.fullName(t)]; rank > 0 || t.sym == index.NoSymbol || t.static {
		return rank
	}
	best := 0
	for _, op := range r.b.s.Sym(t.sym).Members {
		if r.b.s.Sym(op).Kind != syntax.KindConversion || r.b.s.Sym(op).Name != "op_Implicit" {
			continue
		}
		d := r.b.s.Primary(op)
		if len(d.Params) != 1 {
			continue
		}
		sc := r.memberScope(op, t)
		if from := r.written(sc, d.Params[0].Type); !r.b.sameIdentity(from.sym, t.sym) {
			continue // a conversion to the type, not from it
		}
		if rank := numericRank[r.fullName(r.written(sc, d.Type))]; rank > 0 && (best == 0 || rank < best) {
			best = rank
		}
	}
	return best
}

var rankType = map[int]string{1: "int", 2: "uint", 3: "long", 4: "ulong", 5: "float", 6: "double", 7: "decimal"}

// implicitNumeric lists the built-in numeric types each converts to
// implicitly (C# spec, implicit numeric conversions): never to a smaller
// type, a float never to decimal.
var implicitNumeric = map[string][]string{
	"System.SByte":   {"System.Int16", "System.Int32", "System.Int64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr"},
	"System.Byte":    {"System.Int16", "System.UInt16", "System.Int32", "System.UInt32", "System.Int64", "System.UInt64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr", "System.UIntPtr"},
	"System.Int16":   {"System.Int32", "System.Int64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr"},
	"System.UInt16":  {"System.Int32", "System.UInt32", "System.Int64", "System.UInt64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr", "System.UIntPtr"},
	"System.Char":    {"System.UInt16", "System.Int32", "System.UInt32", "System.Int64", "System.UInt64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr", "System.UIntPtr"},
	"System.Int32":   {"System.Int64", "System.Single", "System.Double", "System.Decimal", "System.IntPtr"},
	"System.UInt32":  {"System.Int64", "System.UInt64", "System.Single", "System.Double", "System.Decimal", "System.UIntPtr"},
	"System.Int64":   {"System.Single", "System.Double", "System.Decimal"},
	"System.UInt64":  {"System.Single", "System.Double", "System.Decimal"},
	"System.IntPtr":  {"System.Int64", "System.Single", "System.Double", "System.Decimal"},
	"System.UIntPtr": {"System.UInt64", "System.Single", "System.Double", "System.Decimal"},
	"System.Single":  {"System.Double"},
}

// fullName is the full name of a bound type; "" when it is not bound.
func (r *resolver) fullName(t exprType) string {
	if t.sym == index.NoSymbol {
		return ""
	}
	return r.b.s.Sym(t.sym).FullName
}

// numericConverts says whether a value of built-in numeric type from
// converts implicitly to the numeric type to (int to long, not to short).
func (r *resolver) numericConverts(from, to exprType) bool {
	return slices.Contains(implicitNumeric[r.fullName(from)], r.fullName(to))
}

// constantConverts says whether an integer constant (a literal, or a
// named int constant: LibreHardwareMonitor's Math.Min(count, MAX_DEVICES)
// of a uint count is Min(uint, uint)) converts to a smaller integral type,
// as a constant whose value fits does (byte b = 1).
func (r *resolver) constantConverts(val int32, to exprType) bool {
	enum := to.sym != index.NoSymbol && r.b.s.Sym(to.sym).Kind == syntax.KindEnum
	limits, narrower := map[string][2]int64{"System.SByte": {-128, 127}, "System.Byte": {0, 255}, "System.Int16": {-32768, 32767},
		"System.UInt16": {0, 65535}, "System.UInt32": {0, 1<<32 - 1}, "System.UInt64": {0, 1<<63 - 1}}[r.fullName(to)]
	if !enum && !narrower {
		return false
	}
	v, ok := r.integerConstant(val)
	switch {
	case !ok:
		return false
	case enum:
		return v == 0 // a constant 0 converts to every enum type, and to no reference type
	}
	return v >= limits[0] && v <= limits[1]
}

// constLocal says whether a local is declared const.
func (r *resolver) constLocal(l Local) bool {
	if l.Kind != "local" || l.Node < 0 {
		return false
	}
	stmt := r.parent(r.parent(r.parent(l.Node))) // the name, its declarator, the declaration, the statement
	if r.kind(stmt) != "local_declaration_statement" {
		return false
	}
	for c := r.t.FirstChild(stmt); c >= 0; c = r.t.Nodes[c].Next {
		if r.t.Text(c) == "const" {
			return true
		}
	}
	return false
}

// integerConstant is the value of an integer literal, of a name bound to
// an int constant whose value the declarations give, or of such values
// combined by operators.
func (r *resolver) integerConstant(val int32) (int64, bool) {
	switch r.kind(val) {
	case "integer_literal":
		v, err := strconv.ParseInt(strings.ReplaceAll(r.t.Text(val), "_", ""), 0, 64)
		return v, err == nil
	case "identifier", "member_access_expression":
		if r.fullName(r.typeOf(val)) != "System.Int32" {
			return 0, false
		}
		name := val
		if r.kind(val) == "member_access_expression" {
			name = r.t.Child(val, "name") // int.MaxValue, Limits.Max
		}
		switch res := r.identifier(r.nameToken(name)); {
		case res.Kind == TargetSymbol && r.b.s.Sym(res.Symbol).Kind == syntax.KindConstant:
			return integral(newEvaluator(r.b).memberValue(res.Symbol))
		case res.Kind == TargetLocal && r.constLocal(res.Local) && r.kind(val) == "identifier":
			// const int testValue = 255; then WriteByte(testValue)
			// (RecyclableMemoryStream's tests), its value a literal's.
			if init := r.localInitializer(res.Local); init >= 0 && r.kind(init) == "integer_literal" {
				return r.integerConstant(init)
			}
		}
	case "parenthesized_expression":
		return r.integerConstant(r.firstNamed(val))
	case "sizeof_expression": // of a predefined type, a constant (QuickLook's dataSize - sizeof(uint) is a uint)
		size, ok := predefinedSizes[strings.TrimSpace(r.t.Text(r.t.Child(val, "type")))]
		return size, ok
	case "prefix_unary_expression":
		if v, ok := r.integerConstant(r.lastOperand(val)); ok {
			switch r.t.Text(r.t.FirstChild(val)) {
			case "-":
				return -v, true
			case "+":
				return v, true
			}
		}
	case "binary_expression":
		// Constants of int combined: an int constant too (SSH.NET's 2 * ChunkLength for a ulong).
		a, okA := r.integerConstant(r.t.Child(val, "left"))
		b, okB := r.integerConstant(r.t.Child(val, "right"))
		if !okA || !okB {
			return 0, false
		}
		if op, ok := intOperators[r.t.Text(r.t.Child(val, "operator"))]; ok {
			if op == '<' || op == '>' {
				b &= 31 // an int's shift count
			}
			return intBinary(op, a, b)
		}
	}
	return 0, false
}

// predefinedSizes are the constant values of sizeof of the predefined types.
var predefinedSizes = map[string]int64{"sbyte": 1, "byte": 1, "bool": 1, "short": 2, "ushort": 2, "char": 2,
	"int": 4, "uint": 4, "float": 4, "long": 8, "ulong": 8, "double": 8, "decimal": 16}

// intOperators are the binary operators of integer constants, by the
// codes intBinary takes.
var intOperators = map[string]byte{"+": '+', "-": '-', "*": '*', "/": '/', "%": '%', "<<": '<', ">>": '>', "&": '&', "|": '|', "^": '^'}

// interpolationConverts says whether an expression is an interpolated
// string going to FormattableString or IFormattable, which C# converts it
// to (a string does not).
func (r *resolver) interpolationConverts(val int32, to exprType) bool {
	name := r.fullName(to)
	return r.kind(val) == "interpolated_string_expression" && (name == "System.FormattableString" || name == "System.IFormattable")
}

// interpolationHandler says whether an interpolated string with holes (or
// a + of such) goes to an interpolated string handler type the workspace
// declares ([InterpolatedStringHandler]): C# 10 prefers that conversion to
// the one to string (MSTest's Assert.IsTrue(x, $"...{p}") takes its
// AssertIsTrueInterpolatedStringHandler overload).
func (r *resolver) interpolationHandler(val int32, to exprType) bool {
	return r.interpolatedWithHoles(val) && r.handlerType(to)
}

// handlerType says whether a type is an interpolated string handler the
// workspace declares: an interpolated string without holes converts to it
// too, though to string better (ZLogger's logger.ZLogInformation($"HELLO!")
// has no string overload).
func (r *resolver) handlerType(to exprType) bool {
	if to.sym == index.NoSymbol || r.b.s.External(to.sym) {
		return false
	}
	for _, ref := range r.b.s.Sym(to.sym).Decls {
		for _, a := range r.b.s.Decl(ref).Attributes {
			if n := lastName(syntax.ParseTypeRef(a.Name)); n == "InterpolatedStringHandler" || n == "InterpolatedStringHandlerAttribute" {
				return true
			}
		}
	}
	return false
}

// interpolatedWithHoles says whether an expression is an interpolated
// string with a hole, or a + of such strings.
func (r *resolver) interpolatedWithHoles(val int32) bool {
	switch r.kind(val) {
	case "interpolated_string_expression":
		return r.firstNamedOfKind(val, "interpolation") >= 0
	case "binary_expression":
		return r.t.Text(r.t.Child(val, "operator")) == "+" &&
			r.interpolatedWithHoles(r.t.Child(val, "left")) && r.interpolatedWithHoles(r.t.Child(val, "right"))
	case "parenthesized_expression":
		return r.interpolatedWithHoles(r.firstNamed(val))
	}
	return false
}

// betterTarget says whether t1 is a better conversion target than t2 for
// an argument both take (C# spec, better conversion target): t1 converts
// implicitly to t2 and not back (long over decimal for an int, a derived
// class over its base), or t1 is a signed integer and t2 an unsigned one.
func (r *resolver) betterTarget(t1, t2 exprType) bool {
	if !t1.known() || !t2.known() || r.sameType(t1, t2) && r.sameType(t2, t1) {
		return false
	}
	converts := func(a, b exprType) bool { // a user-defined implicit conversion counts too; a T to its constraints and object
		return r.numericConverts(a, b) || a.sym != index.NoSymbol && (r.sameType(a, b) || r.implicitOperator(a, b)) ||
			r.isTypeParameter(a) && r.constraintGoesTo(a, b)
	}
	switch u1, u2 := r.underlying(t1), r.underlying(t2); {
	case u1.sym != t1.sym && u2.sym != t2.sym:
		return r.betterTarget(u1, u2) // int? over long?, as int over long
	case u1.sym == t1.sym && u2.sym != t2.sym:
		return converts(t1, u2) // double over double?: a T? converts back to nothing
	case u1.sym != t1.sym && u2.sym == t2.sym:
		return !r.isValueType(t2) && r.sameType(u1, t2) // uint? over object: a T? boxes
	}
	if converts(t1, t2) != converts(t2, t1) {
		return converts(t1, t2)
	}
	signed := map[string]bool{"System.SByte": true, "System.Int16": true, "System.Int32": true, "System.Int64": true}
	unsigned := map[string]bool{"System.Byte": true, "System.UInt16": true, "System.UInt32": true, "System.UInt64": true}
	return signed[r.fullName(t1)] && unsigned[r.fullName(t2)]
}

// binaryType is the type of a binary expression: a user-defined operator's
// result where an operand's type declares one for the operator, bool for
// comparisons and logic, string for a concatenation, the promoted type of
// numeric operands, the enum of enum flags.
func (r *resolver) binaryType(n int32) exprType {
	op, left, right := r.t.Text(r.t.Child(n, "operator")), r.t.Child(n, "left"), r.t.Child(n, "right")
	if op == ">" && r.kind(left) == "binary_expression" && r.t.Text(r.t.Child(left, "operator")) == "<" && strings.HasPrefix(r.t.Text(right), "(") {
		// a < B > (x) is no comparison in C# but the grammar's misreading of
		// a generic call after a cast that syntax's repair leaves as it is
		// (a member after the call: (Model)Assert.IsType<ViewResult>(r).Model):
		// the cast's type, which applies to the whole; no bool.
		if cast := r.t.Child(left, "left"); r.kind(cast) == "cast_expression" {
			return r.written(r.scopeAt(n), r.codeText(r.t.Child(cast, "type")))
		}
		return unknownType
	}
	return r.operationType(op, left, right)
}

// comparison are the operators whose result is a bool whichever operand's
// type declares them.
var comparison = map[string]bool{"==": true, "!=": true, "<": true, ">": true, "<=": true, ">=": true}

// operationType is the type of leftNode op rightNode (see binaryType).
func (r *resolver) operationType(op string, leftNode, rightNode int32) exprType {
	left, right := r.typeOf(leftNode), r.typeOf(rightNode)
	sc := r.scopeAt(leftNode)
	if sc == nil {
		return unknownType
	}
	switch op {
	case "&&", "||":
		return r.written(sc, "bool")
	case "??":
		if r.fullName(right) == "System.Object" && left.known() && r.fullName(left) != "System.Object" && r.display(left) != "dynamic" {
			return right // an object converts to nothing else, whatever the left type is, read or not (PSRule's PSObject ?? object)
		}
		if left.known() {
			// int? ?? int is an int, int? ?? int? (or null) an int?: what b converts to.
			if u := r.underlying(left); u.sym != left.sym && (r.underlying(right).sym != right.sym || r.kind(rightNode) == "null_literal") {
				return left
			}
			if right.sym != index.NoSymbol && left.sym != index.NoSymbol && !r.isValueType(left) && !r.fits(right, left, 0) &&
				(r.fits(left, right, 0) || r.spanConverts(left, right) || r.implicitOperator(left, right)) {
				return right // a Task<string> ?? Task.CompletedTask is a Task; a string ?? a ReadOnlySpan<char> a span (Npgsql)
			}
			return r.underlying(left)
		}
		return right
	}
	// int? + int is lifted: an int?.
	lifted := ""
	ul, ur := r.underlying(left), r.underlying(right)
	if ul.sym != left.sym || ur.sym != right.sym {
		lifted = "?"
	}
	if t := r.nativeIntegerType(op, ul, ur, leftNode, rightNode); t != "" {
		return r.written(sc, t+lifted) // IntPtr's own operators, where Mono's assembly has them, give the same
	}
	userDefined := func(t exprType) bool { return t.sym != index.NoSymbol && numericRank[r.fullName(t)] == 0 }
	if name, ok := syntax.BinaryOperatorName(op); ok && (userDefined(left) || userDefined(right)) {
		operands := []int32{leftNode, rightNode}
		if found := r.operatorsOf(name, operands); len(found) > 0 && !r.concatenates(name, operands, found) {
			m := r.pickOperator(found, operands).Symbol
			if r.b.s.External(m) && !comparison[op] && (valueNotKnown(left) || valueNotKnown(right) || left.sym == index.NoSymbol || right.sym == index.NoSymbol) {
				// The other operand's type, not read, may declare the operator:
				// a package's DateTimeOffset + TimeSpan is no TimeSpan (Exceptionless).
				return unknownType
			}
			declaring := left // the operand of the operator's type or of one deriving from it, for its type arguments
			if !r.ofTypeOrDerived(left, r.b.s.Sym(m).Container) {
				declaring = right
			}
			return r.memberType(m, r.underlying(declaring))
		}
	}
	switch op {
	case "<", ">", "<=", ">=":
		if r.operatorOfUnread(left, right) || r.operatorOfUnread(right, left) {
			return unknownType // Medallion.Shell's Command > Stream is a Command
		}
		return r.written(sc, "bool")
	case "==", "!=":
		return r.written(sc, "bool")
	case "+":
		if r.fullName(left) == "System.String" || r.fullName(right) == "System.String" {
			return r.written(sc, "string")
		}
	}
	if pt, ok := r.pointerArithmetic(op, left, right); ok {
		return pt
	}
	if vt, ok := r.vectorArithmetic(op, left, right); ok {
		return vt
	}
	if lifted != "" {
		left, right = ul, ur
	}
	l, rr := r.arithmeticRank(left), r.arithmeticRank(right)
	switch {
	case op == "<<" || op == ">>" || op == ">>>":
		if l > 0 {
			return r.written(sc, rankType[max(l, 1)]+lifted)
		}
	case l > 0 && rr > 0:
		rank := max(l, rr)
		if rank == 2 && (r.fullName(left) == "System.UInt32") != (r.fullName(right) == "System.UInt32") && min(l, rr) == 1 && !unsignedSmall(r.fullName(left)) && !unsignedSmall(r.fullName(right)) {
			signed := rightNode
			if l == 1 {
				signed = leftNode
			}
			if v := newEvaluator(r.b).eval(sc, r.codeText(signed)); v.kind != vInt || v.i < 0 {
				rank = 3 // uint with a signed int: long; with a constant that fits, as u & 0xFF, uint
			}
		}
		return r.written(sc, rankType[rank]+lifted)
	case op == "-" && left.sym != index.NoSymbol && left.sym == right.sym && r.b.s.Sym(left.sym).Kind == syntax.KindEnum:
		// E - E is of E's underlying type (C# spec, enumeration
		// subtraction): dayOfWeek - other.DayOfWeek is an int.
		underlying := "int"
		if bases := r.b.s.Primary(left.sym).Bases; len(bases) > 0 {
			underlying = bases[0]
		}
		return r.written(r.b.declScope(left.sym, r.b.s.Sym(left.sym).Decls[0]), underlying+lifted)
	case left.sym != index.NoSymbol && r.b.s.Sym(left.sym).Kind == syntax.KindEnum && (op == "&" || op == "|" || op == "^" || op == "+" || op == "-" && rr > 0):
		return left
	case r.fullName(left) == "System.Boolean" && r.fullName(right) == "System.Boolean":
		return left
	case len(op) == 1 && strings.Contains("+-*/%", op) && (r.fullName(left) == "System.Double" && valueNotKnown(right) || r.fullName(right) == "System.Double" && valueNotKnown(left)):
		// A double with a value of a type not known (a package's): no
		// numeric type promotes past double (dnSpy's Math.Max(view.Left,
		// right - width + ExtraWidth) of a const double ExtraWidth;
		// v2rayN's SystemParameters.WorkArea.Height * 0.20, whose
		// SystemParameters nothing read declares).
		return r.written(sc, "double"+lifted)
	case (op == "+" || op == "-") && (r.fullName(left) == "System.Single" && valueNotKnown(right) || r.fullName(right) == "System.Single" && valueNotKnown(left)):
		// A float plus or minus a value of a type not known: a float, or a
		// double if the value is one (Nitrox's Math.Max(0,
		// metadata.GrazingEndTime - DayNightCycle.main.timePassedAsFloat) of
		// a float is Max(float, float)); not times or over, which a
		// package's vector declares (2f * transform.position).
		return r.written(sc, "float"+lifted)
	}
	return unknownType
}

// vectorArithmetic is the type of a sum or difference of two vectors of
// one type not read, or of the product or quotient of one by a number:
// that vector type, as every package's vectors declare (MonoGame's,
// Unity's, Godot's, KSP's Vector3d: CommunalHelper's (from - to).Angle()
// is Monocle's Angle(this Vector2)).
func (r *resolver) vectorArithmetic(op string, left, right exprType) (exprType, bool) {
	switch {
	case (op == "+" || op == "-") && r.unreadVector(left) && r.unreadVector(right) && r.sameUnread(left, right, 0):
		return left, true
	case (op == "*" || op == "/") && r.unreadVector(left) && r.arithmeticRank(right) > 0:
		return left, true
	case op == "*" && r.unreadVector(right) && r.arithmeticRank(left) > 0:
		return right, true
	}
	return unknownType, false
}

// unreadVector says whether a value is of a type not read named as
// vectors are (Vector2, Vector3d), which every package's are, structs.
func (r *resolver) unreadVector(t exprType) bool {
	name, _ := r.namedShape(t)
	return t.sym == index.NoSymbol && !t.static && strings.HasPrefix(name, "Vector") && !r.isTypeParameter(t)
}

// nativeIntegerType is the type of a built-in operation on a native
// integer (C# 9's nint and nuint, System.IntPtr and UIntPtr since C# 11),
// "" where neither operand is one: a shift is of the left operand's type;
// otherwise nint takes in the smaller signed integers, nuint the smaller
// unsigned ones and constants that are not negative, and a long or ulong
// (or a uint with nint) makes the operation a long or ulong (Sep's
// separatorsLineEndingsMask & ~separatorsMask, of nuints).
func (r *resolver) nativeIntegerType(op string, left, right exprType, leftNode, rightNode int32) string {
	shift := op == "<<" || op == ">>" || op == ">>>"
	if len(op) > 1 && !shift || comparison[op] {
		return "" // && and the comparisons
	}
	ln, rn := r.fullName(left), r.fullName(right)
	if shift {
		return nativeIntegers[ln]
	}
	nl, nr := nativeIntegers[ln], nativeIntegers[rn]
	if nl == "" && nr == "" || !left.known() || !right.known() {
		return ""
	}
	if nl == nr {
		return nl
	}
	t, other, otherNode := nl, rn, rightNode
	if nl == "" {
		t, other, otherNode = nr, ln, leftNode
	}
	switch {
	case other == "System.Int64" || t == "nint" && other == "System.UInt32":
		return "long"
	case other == "System.UInt64":
		if t == "nuint" {
			return "ulong"
		}
	case t == "nint" && numericRank[other] == 1:
		return "nint"
	case t == "nuint" && (other == "System.UInt32" || unsignedSmall(other)):
		return "nuint"
	case t == "nuint" && numericRank[other] == 1:
		if v := newEvaluator(r.b).eval(r.scopeAt(otherNode), r.codeText(otherNode)); v.kind == vInt && v.i >= 0 {
			return "nuint" // u & 0xFF
		}
	}
	return ""
}

// nativeIntegers are the keywords of the native integer types.
var nativeIntegers = map[string]string{"System.IntPtr": "nint", "System.UIntPtr": "nuint"}

// valueNotKnown says whether an operand's type is not known: nothing is,
// or only a name nothing read declares, which may be a type as well as a
// value (Screen.X of a Screen not read).
func valueNotKnown(t exprType) bool {
	return !t.known() || t.static && t.sym == index.NoSymbol
}

// operatorOfUnread says whether a relational operator between values of
// types a and b can only be one a type not read declares: a is not known
// or not read, b is read and neither numeric nor an enum (a Stream, which
// declares no operator >).
func (r *resolver) operatorOfUnread(a, b exprType) bool {
	unread := !a.known() || a.sym == index.NoSymbol && a.tr != nil && !r.isTypeParameter(a)
	b = r.underlying(b) // int? compares as int
	return unread && b.sym != index.NoSymbol && numericRank[r.fullName(b)] == 0 && r.b.s.Sym(b.sym).Kind != syntax.KindEnum && r.fullName(b) != "System.Char"
}

// prefixType is the type of -x, +x, ~x, !x, ++x, --x and ^x: what a
// user-defined operator returns, else bool for !, System.Index for ^,
// and the operand's type, promoted, for the numeric ones.
func (r *resolver) prefixType(n int32) exprType {
	op, operand := r.t.Text(r.t.FirstChild(n)), r.firstNamed(n)
	sc := r.scopeAt(n)
	if sc == nil {
		return unknownType
	}
	switch op {
	case "^":
		return r.written(sc, "global::System.Index")
	case "*": // *p: what p points to
		return r.pointee(r.typeOf(operand))
	case "&": // &x: a pointer to x's type
		if tr, tsc := r.typeRefOf(r.typeOf(operand)); tr != nil {
			return exprType{sym: index.NoSymbol, tr: &syntax.TypeRef{Kind: syntax.TypePointer, Elem: tr}, sc: tsc}
		}
		return unknownType
	}
	if name, ok := syntax.UnaryOperatorName(op); ok {
		if found := r.operatorsOf(name, []int32{operand}); len(found) > 0 {
			return r.memberType(r.pickOperator(found, []int32{operand}).Symbol, r.underlying(r.typeOf(operand)))
		}
	}
	if op == "!" {
		return r.written(sc, "bool")
	}
	t := r.typeOf(operand)
	if t.sym == index.NoSymbol {
		return t
	}
	switch name := r.b.s.Sym(t.sym).FullName; {
	case op == "++" || op == "--":
		return t
	case op == "-" && name == "System.UInt32":
		return r.written(sc, "long")
	case numericRank[name] == 1: // the small integers promote to int
		return r.written(sc, "int")
	}
	return t
}

// ofTypeOrDerived says whether a value's type (or, for a T?, T) is type c
// or derives from it.
func (r *resolver) ofTypeOrDerived(t exprType, c index.SymbolID) bool {
	u := r.underlying(t).sym
	return u != index.NoSymbol && (r.b.sameIdentity(u, c) || r.derivesFrom(u, c))
}

// pointee is the type a pointer type points to; unknown for other types.
func (r *resolver) pointee(t exprType) exprType {
	if t.sym == index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypePointer && t.tr.Elem != nil {
		return r.b.fromTypeRef(t.sc, t.tr.Elem)
	}
	return unknownType
}

// isFunctionPointer says whether a type is a function pointer type
// (delegate*<int, T>).
func (r *resolver) isFunctionPointer(t exprType) bool {
	return t.sym == index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypeFunctionPointer
}

// isPointer says whether a type is a pointer type (byte*, void*).
func (r *resolver) isPointer(t exprType) bool {
	return t.sym == index.NoSymbol && t.tr != nil && t.tr.Kind == syntax.TypePointer
}

// pointerConversion scores an argument going to a parameter, one of them a
// pointer: a pointer goes to a pointer to the same type (identity) or to
// void* (C# spec, pointer conversions), and to nothing else implicitly;
// unsure when a type is not known.
func (r *resolver) pointerConversion(arg, param exprType) (score int, unsure bool) {
	switch {
	case !arg.known() || r.isTypeParameter(param):
		return 0, true
	case !r.isPointer(arg) || !r.isPointer(param):
		return -10, false
	}
	if e := param.tr.Elem; e != nil && e.Kind == syntax.TypeNamed && len(e.Parts) == 1 && e.Parts[0].Name == "void" {
		return 2, false
	}
	to, from := r.pointee(param), r.pointee(arg)
	for r.isPointer(to) && r.isPointer(from) { // S** to S**: their pointees alike (Vanara's AVISaveOptionsFree(1, &popts))
		to, from = r.pointee(to), r.pointee(from)
	}
	switch {
	case !to.known() || !from.known():
		return 0, true
	case r.identical(from, to):
		return 3, false
	}
	return -10, false
}

// integral says whether a type is one of the integer types (sbyte to
// ulong, char).
func (r *resolver) integral(t exprType) bool {
	rank := numericRank[r.fullName(t)]
	return rank >= 1 && rank <= 4
}

// pointerArithmetic is the type of a pointer operation (C# spec, pointer
// arithmetic): p + n, n + p and p - n are pointers of p's type, p - q a
// long; ok is false when no operand is a pointer. A sum with a pointer is
// one whatever the other operand's type (NativeMemoryArray's buffer +
// offset * Unsafe.SizeOf<T>() of an Unsafe not read): no pointers add.
func (r *resolver) pointerArithmetic(op string, left, right exprType) (exprType, bool) {
	switch {
	case r.isPointer(left) && r.isPointer(right) && op == "-":
		return r.written(left.sc, "long"), true
	case r.isPointer(left) && (r.integral(right) || !right.known() && op == "+") && (op == "+" || op == "-"):
		return left, true
	case r.isPointer(right) && (r.integral(left) || !left.known()) && op == "+":
		return right, true
	}
	return unknownType, false
}

// unsignedSmall says whether a type promotes to int without a sign to lose.
func unsignedSmall(name string) bool {
	return name == "System.Byte" || name == "System.UInt16" || name == "System.Char"
}

// underlying is T for a Nullable<T>, else the type itself.
func (r *resolver) underlying(t exprType) exprType {
	if t.sym != index.NoSymbol && r.b.s.Sym(t.sym).FullName == "System.Nullable<T>" {
		if arg, asc := t.sub.arg(0); arg != nil {
			return r.b.fromTypeRef(asc, arg)
		}
	}
	return t
}

// operatorAt resolves an operator token to the user-defined operator it
// calls (a + b, a += b, -a, a++) or a bracket to the indexer (a[i],
// a?[i]); false when the token calls none the index knows (a built-in
// operator, an array's element).
func (r *resolver) operatorAt(tok int32) (Resolution, bool) {
	p := r.parent(tok)
	op := r.t.Text(tok)
	var found []index.SymbolID
	var operands []int32
	switch r.kind(p) {
	case "binary_expression", "assignment_expression":
		if r.t.Child(p, "operator") != tok {
			return Resolution{}, false
		}
		if r.kind(p) == "assignment_expression" { // a += b calls +
			var ok bool
			if op, ok = strings.CutSuffix(op, "="); !ok || op == "" {
				return Resolution{}, false
			}
		}
		name, ok := syntax.BinaryOperatorName(op)
		if !ok {
			return Resolution{}, false
		}
		operands = []int32{r.t.Child(p, "left"), r.t.Child(p, "right")}
		if found = r.operatorsOf(name, operands); r.concatenates(name, operands, found) {
			return Resolution{}, false
		}
	case "prefix_unary_expression", "postfix_unary_expression":
		name, ok := syntax.UnaryOperatorName(op)
		if !ok {
			return Resolution{}, false
		}
		for c := r.t.FirstChild(p); c >= 0; c = r.t.Nodes[c].Next {
			if c != tok && r.isOperand(c) {
				operands = append(operands, c)
			}
		}
		found = r.operatorsOf(name, operands)
	case "bracketed_argument_list":
		access := r.parent(p)
		if op != "[" || r.kind(access) != "element_access_expression" && r.kind(access) != "element_binding_expression" {
			return Resolution{}, false
		}
		var recv exprType
		if r.kind(access) == "element_access_expression" {
			recv = r.typeOf(r.t.Child(access, "expression"))
		} else if cond := r.parent(access); r.kind(cond) == "conditional_access_expression" {
			recv = r.typeOf(r.t.Child(cond, "condition"))
		}
		if recv.sym == index.NoSymbol {
			return Resolution{}, false
		}
		indexers := r.membersOf(recv.sym, "this[]")
		if len(indexers) == 0 {
			return Resolution{}, false
		}
		res := r.chooseCall(indexers, r.argumentsIn(p), nil, recv)
		res.Role, res.Token, res.Name = r.role(access), tok, "this[]"
		return res, true
	default:
		return Resolution{}, false
	}
	if len(found) == 0 {
		return Resolution{}, false
	}
	res := r.pickOperator(found, operands)
	res.Role, res.Token, res.Name = RoleInvocation, tok, op
	return res, true
}

// operatorsOf lists the user-defined operators of a name declared by the
// operands' types (C# looks in both).
func (r *resolver) operatorsOf(name string, operands []int32) []index.SymbolID {
	var out []index.SymbolID
	for _, o := range operands {
		t := r.underlying(r.typeOf(o))
		if t.sym == index.NoSymbol {
			continue
		}
		for _, m := range r.members(t.sym, name) {
			if r.b.s.Sym(m).Kind == syntax.KindOperator && !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	return out
}

// pickOperator chooses among the operators of a name the one whose
// parameters the operands convert to (identity, a base, a numeric or a
// user-defined implicit conversion), the most of them by identity, else
// the first, uncertain.
func (r *resolver) pickOperator(found []index.SymbolID, operands []int32) Resolution {
	if len(found) == 1 {
		return Resolution{Kind: TargetSymbol, Symbol: found[0]}
	}
	var fit []index.SymbolID
	best := -1
	for _, m := range found {
		exact := r.operatorFit(m, operands)
		switch {
		case exact > best:
			fit, best = []index.SymbolID{m}, exact
		case exact == best && exact >= 0:
			fit = append(fit, m)
		}
	}
	if len(fit) == 1 {
		return Resolution{Kind: TargetSymbol, Symbol: fit[0]}
	}
	if len(fit) == 0 {
		fit = found
	}
	return Resolution{Kind: TargetSymbol, Symbol: fit[0], Candidates: fit, Reason: "several operators take operands of these types"}
}

// operatorFit counts the operands an operator takes by identity; -1 when
// it cannot take them (a parameter count apart, an operand that does not
// convert). Operands of unknown type fit.
func (r *resolver) operatorFit(m index.SymbolID, operands []int32) int {
	ps := r.b.s.Primary(m).Params
	if len(ps) != len(operands) {
		return -1
	}
	sc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
	exact := 0
	for i, o := range operands {
		at, pt := r.typeOf(o), r.written(sc, ps[i].Type)
		switch {
		case !at.known():
		case r.identical(at, pt):
			exact++
		case !r.sameType(at, pt) && !r.numericConverts(at, pt) && !r.implicitOperator(at, pt):
			return -1
		}
	}
	return exact
}

// concatenates says whether a + of a string is C#'s string concatenation:
// none of the user-defined operators found takes the operands ("at " + a
// DateTimeOffset, whose + takes a TimeSpan).
func (r *resolver) concatenates(name string, operands []int32, found []index.SymbolID) bool {
	if name != "op_Addition" || len(operands) != 2 ||
		r.fullName(r.typeOf(operands[0])) != "System.String" && r.fullName(r.typeOf(operands[1])) != "System.String" {
		return false
	}
	return !slices.ContainsFunc(found, func(m index.SymbolID) bool { return r.operatorFit(m, operands) >= 0 })
}
