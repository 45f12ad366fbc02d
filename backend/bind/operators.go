package bind

import (
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// numericRank orders the built-in numeric types for C#'s binary numeric
// promotion; the smaller integers all promote to int.
var numericRank = map[string]int{
	"System.SByte": 1, "System.Byte": 1, "System.Int16": 1, "System.UInt16": 1, "System.Char": 1, "System.Int32": 1,
	"System.UInt32": 2, "System.Int64": 3, "System.UInt64": 4, "System.Single": 5, "System.Double": 6, "System.Decimal": 7,
}

var rankType = map[int]string{1: "int", 2: "uint", 3: "long", 4: "ulong", 5: "float", 6: "double", 7: "decimal"}

// binaryType is the type of a binary expression: a user-defined operator's
// result where an operand's type declares one for the operator, bool for
// comparisons and logic, string for a concatenation, the promoted type of
// numeric operands, the enum of enum flags.
func (r *resolver) binaryType(n int32) exprType {
	op := r.t.Text(r.t.Child(n, "operator"))
	left, right := r.typeOf(r.t.Child(n, "left")), r.typeOf(r.t.Child(n, "right"))
	sc := r.scopeAt(n)
	if sc == nil {
		return unknownType
	}
	named := func(t exprType) string {
		if t.sym == index.NoSymbol {
			return ""
		}
		return r.b.s.Symbols[t.sym].FullName
	}
	switch op {
	case "&&", "||":
		return r.written(sc, "bool")
	case "??":
		if left.known() {
			return r.underlying(left)
		}
		return right
	}
	if name, ok := syntax.BinaryOperatorName(op); ok {
		for _, side := range []exprType{left, right} {
			if side.sym == index.NoSymbol || numericRank[named(side)] > 0 {
				continue
			}
			for _, m := range r.members(side.sym, name) {
				if r.b.s.Symbols[m].Kind == syntax.KindOperator {
					return r.memberType(m, side)
				}
			}
		}
	}
	switch op {
	case "==", "!=", "<", ">", "<=", ">=":
		return r.written(sc, "bool")
	case "+":
		if named(left) == "System.String" || named(right) == "System.String" {
			return r.written(sc, "string")
		}
	}
	l, rr := numericRank[named(left)], numericRank[named(right)]
	switch {
	case op == "<<" || op == ">>" || op == ">>>":
		if l > 0 {
			return r.written(sc, rankType[max(l, 1)])
		}
	case l > 0 && rr > 0:
		rank := max(l, rr)
		if rank == 2 && (named(left) == "System.UInt32") != (named(right) == "System.UInt32") && min(l, rr) == 1 && !unsignedSmall(named(left)) && !unsignedSmall(named(right)) {
			rank = 3 // uint with a signed int: long
		}
		return r.written(sc, rankType[rank])
	case left.sym != index.NoSymbol && r.b.s.Symbols[left.sym].Kind == syntax.KindEnum && (op == "&" || op == "|" || op == "^" || op == "+" || op == "-" && rr > 0):
		return left
	case named(left) == "System.Boolean" && named(right) == "System.Boolean":
		return left
	}
	return unknownType
}

// unsignedSmall says whether a type promotes to int without a sign to lose.
func unsignedSmall(name string) bool {
	return name == "System.Byte" || name == "System.UInt16" || name == "System.Char"
}

// underlying is T for a Nullable<T>, else the type itself.
func (r *resolver) underlying(t exprType) exprType {
	if t.sym != index.NoSymbol && r.b.s.Symbols[t.sym].FullName == "System.Nullable<T>" {
		if arg, asc := t.sub.arg(0); arg != nil {
			return r.b.fromTypeRef(asc, arg)
		}
	}
	return t
}
