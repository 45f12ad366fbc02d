package bind

import (
	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/workspace"
)

// C# 14's implicit span conversions: T[] to Span<T> and ReadOnlySpan<T>
// (and to ReadOnlySpan<U> for a T that converts to U by reference),
// Span<T> to ReadOnlySpan<T>, string to ReadOnlySpan<char>. Unlike the
// user-defined conversions Span declares, they apply to an extension
// method's receiver, and C# prefers them to the array's interfaces:
// array.Contains(x) is MemoryExtensions.Contains(ReadOnlySpan<T>, T) from
// C# 14 on, Enumerable.Contains before.

// spanConversions says whether the code is compiled as C# 14 or later.
func (r *resolver) spanConversions() bool {
	return r.csharpVersion() >= 14
}

// csharpVersion is the major version of C# the file is compiled as (see
// workspace.Project.CSharpVersion), -1 where no project is known.
func (r *resolver) csharpVersion() int {
	if r.csharp == 0 {
		r.csharp = -1
		if info := r.fileProject(); info != nil {
			r.csharp = info.CSharpVersion()
		}
	}
	return r.csharp
}

// fileProject is the project the file being resolved is compiled in (its
// first), nil when none is known.
func (r *resolver) fileProject() *workspace.Project {
	if f := &r.b.s.Files[r.body.File]; len(f.Projects) > 0 {
		return r.b.s.Projects[f.Projects[0]].Info
	}
	return nil
}

// spanRank ranks a type as C# 14 compares conversion targets: 2 for
// ReadOnlySpan<T>, 1 for Span<T>, 0 for an array or an interface of
// arrays (IEnumerable<T> ...), -1 for any other.
func (r *resolver) spanRank(t exprType) int {
	name, arity := r.namedShape(t)
	if t.sym != index.NoSymbol && r.b.s.Sym(t.sym).Namespace != "System" && name != "" && !r.arrayInterface(t.sym) {
		return -1
	}
	switch {
	case arity == 1 && name == "ReadOnlySpan":
		return 2
	case arity == 1 && name == "Span":
		return 1
	case r.isArray(t), arity == 1 && arrayInterfaces[name]:
		return 0
	}
	return -1
}

// spanConverts says whether a value of type from has an implicit span
// conversion to type to, whose element type, when written, it gives.
func (r *resolver) spanConverts(from, to exprType) bool {
	rank := r.spanRank(to)
	if rank < 1 || !r.spanConversions() {
		return false
	}
	var elem exprType
	switch {
	case r.isArray(from) || from.elemOf != nil && from.array:
		elem = r.elementOf(from)
	case r.fullName(from) == "System.String" && rank == 2:
		elem = exprType{sym: r.b.systemType(r.fileScope().project, "Char", 0)}
	case r.spanRank(from) == 1 && rank == 2:
		elem = r.elementOf(from)
	default:
		return false
	}
	want := r.elementOf(to)
	return !elem.known() || !want.known() || r.isTypeParameter(want) || r.sameType(elem, want)
}

// spanNames are the span and memory types of System, whose conversions
// are known without reading them (Mono's stand-in may lack them).
var spanNames = map[string]bool{"Span": true, "ReadOnlySpan": true, "Memory": true, "ReadOnlyMemory": true}

// spanCannotTake says whether a value of type at cannot go to pt, a span or
// memory type: they convert from arrays of their element type (and
// ArraySegment, string, each other of the same element type), so only a
// conversion at's own type declares could take another (Neo's
// BinaryWriter.Write(UInt160[]) is no Write(ReadOnlySpan<byte>)).
func (r *resolver) spanCannotTake(at, pt exprType) bool {
	name, arity := r.namedShape(pt)
	if arity != 1 || !spanNames[name] || pt.sym != index.NoSymbol && r.b.s.Sym(pt.sym).Namespace != "System" || !at.known() || r.isTypeParameter(at) {
		return false
	}
	fromName, fromArity := r.namedShape(at)
	if fromSpan := spanNames[fromName] && fromArity == 1; r.isArray(at) || fromSpan {
		// of an array or another span: only of its element type (a
		// Span<Token> is no ReadOnlySpan<float>: LLamaSharp's Prompt(span))
		want, elem := r.spanElement(pt), r.elementOf(at)
		if fromSpan {
			elem = r.spanElement(at)
		}
		return elem.known() && want.known() && !r.isTypeParameter(want) && !r.isTypeParameter(elem) && !r.sameType(elem, want) &&
			!(fromSpan && r.fits(elem, want, 0)) // ReadOnlySpan<Derived> to ReadOnlySpan<Base> where C# 14 converts it
	}
	if at.sym == index.NoSymbol {
		return false // a type not read, a tuple
	}
	switch sym := r.b.s.Sym(at.sym); {
	case sym.FullName == "System.String":
		// text is a ReadOnlySpan<char>, no span of bytes (win-acme's
		// ImportEncryptedPkcs8PrivateKey(password, ...)) nor a memory
		want := r.spanElement(pt)
		return name != "ReadOnlySpan" || want.known() && !r.isTypeParameter(want) && r.fullName(want) != "System.Char"
	case sym.Name == "ArraySegment":
		return false
	}
	return len(r.members(at.sym, "op_Implicit")) == 0
}

// spanElement is the element type of a span or memory type: its type
// argument, read or not.
func (r *resolver) spanElement(t exprType) exprType {
	if t.sym == index.NoSymbol || t.sub == nil {
		return r.elementOf(t)
	}
	arg, sc := t.sub.arg(0)
	if arg == nil {
		return unknownType
	}
	return r.b.fromTypeRef(sc, arg)
}
