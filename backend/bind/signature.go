package bind

import (
	"strconv"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// Signature writes a symbol's declaration on one line as C# displays it.
// The format is Roslyn's SymbolDisplayFormat.CSharpErrorMessageFormat (types
// qualified with their namespace and containing types, keywords for
// predefined types, nullable annotations, explicit interfaces) with the
// member options Quick Info adds:
//
//	public static async Task<T> Shop.Core.Common.RepositoryExtensions.GetRequiredAsync<T>(this Shop.Core.Common.IRepository<T> repository, Guid id, CancellationToken cancellationToken = default) where T : class, Shop.Core.Common.IEntity
//	public string? Shop.Core.Orders.Order.PaymentReference { get; private set; }
//	public sealed class Shop.Core.Orders.Order : Shop.Core.Common.AuditableEntity
//
// Members: accessibility and modifiers (none for interface and enum
// members, as Roslyn), `event`, the return or value type, the containing
// type, the name with its type parameters, the parameters (ref, out, in,
// params, this, scoped; names; defaults), constraints, accessors, and the
// value of constants and enum members. Types: accessibility, modifiers, the
// kind keyword, the name with type parameters and their variance, a
// delegate's return type and parameters, the written base list, constraints.
//
// Where it knowingly differs from Roslyn:
//   - modifiers come in C#'s conventional order (static extern virtual
//     abstract sealed override readonly required volatile async; const
//     first) and include async, which Roslyn leaves out; new, unsafe and
//     partial are left out, as Roslyn does;
//   - Roslyn shows neither the modifiers nor the base list of a type;
//   - default values and constant values are shown as written (Roslyn
//     prints the value: "EUR" where the source says Currencies.Eur); an
//     enum member without a value gets the previous literal value plus one;
//   - types the workspace does not declare are shown as written until
//     assemblies are read (Task, not System.Threading.Tasks.Task);
//   - a member of a C# 14 extension block shows its block between the
//     containing type and its name: E.extension(string s).IsBlank.
func (b *Binder) Signature(id index.SymbolID) string {
	b.init()
	sym := b.s.Sym(id)
	if sym.Kind == syntax.KindNamespace {
		return "namespace " + sym.FullName
	}
	w := &sigWriter{b: b, id: id, sym: sym, ref: sym.Decls[0]}
	w.d = b.s.Decl(w.ref)
	if sym.Kind.IsType() {
		w.typeDecl()
	} else {
		w.member()
	}
	return w.sb.String()
}

// AccessibilityKeyword is how C# writes an accessibility ("protected internal").
func AccessibilityKeyword(a index.Accessibility) string { return accessKeywords[a] }

var accessKeywords = map[index.Accessibility]string{
	index.Public: "public", index.Internal: "internal", index.Protected: "protected",
	index.ProtectedInternal: "protected internal", index.PrivateProtected: "private protected", index.Private: "private",
}

// memberModifiers are the modifiers a member's signature shows, in the
// order C# code conventionally writes them.
var memberModifiers = []syntax.Modifiers{
	syntax.ModConst, syntax.ModStatic, syntax.ModExtern, syntax.ModVirtual, syntax.ModAbstract, syntax.ModSealed,
	syntax.ModOverride, syntax.ModReadonly, syntax.ModRequired, syntax.ModVolatile, syntax.ModAsync,
}

// typeModifiers are those a type's signature shows (readonly and ref only
// apply to structs, the others only to classes).
var typeModifiers = []syntax.Modifiers{syntax.ModStatic, syntax.ModAbstract, syntax.ModSealed, syntax.ModReadonly, syntax.ModRef}

var typeKeywords = map[syntax.Kind]string{
	syntax.KindClass: "class", syntax.KindStruct: "struct", syntax.KindInterface: "interface", syntax.KindEnum: "enum",
	syntax.KindRecord: "record", syntax.KindRecordStruct: "record struct", syntax.KindDelegate: "delegate",
}

// constraintKeywords are the constraints that are not types.
var constraintKeywords = map[string]bool{
	"class": true, "class?": true, "struct": true, "unmanaged": true, "notnull": true, "default": true, "new()": true,
}

type sigWriter struct {
	b   *Binder
	id  index.SymbolID
	sym *index.Symbol
	ref index.DeclRef
	d   *syntax.Decl
	sc  *scope
	sb  strings.Builder
}

// word writes s and a space, unless s is empty.
func (w *sigWriter) word(s string) {
	if s != "" {
		w.sb.WriteString(s)
		w.sb.WriteByte(' ')
	}
}

func (w *sigWriter) display(text string) string { return w.b.bindIn(w.sc, text).Display }

func (w *sigWriter) modifiers(order []syntax.Modifiers) {
	for _, m := range order {
		if w.sym.Modifiers&m != 0 {
			w.word(m.Names()[0])
		}
	}
}

func (w *sigWriter) accessibility() {
	if w.sym.Modifiers&syntax.ModFile != 0 {
		w.word("file")
		return
	}
	w.word(accessKeywords[w.sym.Access])
}

func (w *sigWriter) typeDecl() {
	s, sym, d := w.b.s, w.sym, w.d
	// Base lists, constraints and a delegate's signature are bound outside
	// the type's body.
	w.sc = w.b.baseScope(w.id, w.ref, nil)
	w.accessibility()
	w.modifiers(typeModifiers)
	w.word(typeKeywords[sym.Kind])
	if sym.Kind == syntax.KindDelegate {
		w.word(w.returnType(d.Type))
	}
	if sym.Container != index.NoSymbol {
		w.sb.WriteString(s.Sym(sym.Container).FullName + ".")
	}
	w.sb.WriteString(sym.Name)
	w.typeParams(d.TypeParams)
	if sym.Kind == syntax.KindDelegate {
		w.params("(", d.Params, ")")
	}
	var bases []string
	if sym.Kind == syntax.KindEnum {
		bases = d.Bases // the underlying type, a keyword
	} else {
		// The base class comes first, whichever part of a partial class names it.
		for _, e := range w.b.DirectBases(w.id) {
			switch {
			case e.Implicit: // declarations do not write it
			case !e.Interface:
				bases = append([]string{e.Display}, bases...)
			default:
				bases = append(bases, e.Display)
			}
		}
	}
	if len(bases) > 0 {
		w.sb.WriteString(" : " + strings.Join(bases, ", "))
	}
	// A partial type may write its constraints on any one part.
	var constraints []syntax.Constraint
	seen := map[string]bool{}
	for _, ref := range sym.Decls {
		for _, c := range s.Decl(ref).Constraints {
			if !seen[c.Param] {
				seen[c.Param] = true
				constraints = append(constraints, c)
			}
		}
	}
	w.constraints(constraints)
}

func (w *sigWriter) member() {
	s, sym, d := w.b.s, w.sym, w.d
	w.sc = w.b.declScope(w.id, w.ref)
	container := sym.Container
	inInterface := container != index.NoSymbol && s.Sym(container).Kind == syntax.KindInterface
	if !inInterface && sym.Kind != syntax.KindEnumMember {
		w.accessibility()
		w.modifiers(memberModifiers)
	}
	switch sym.Kind {
	case syntax.KindEvent:
		w.word("event")
		w.word(w.display(d.Type))
	case syntax.KindMethod, syntax.KindOperator, syntax.KindProperty, syntax.KindIndexer, syntax.KindField, syntax.KindConstant:
		w.word(w.returnType(d.Type))
	}
	if container != index.NoSymbol {
		w.sb.WriteString(s.Sym(container).FullName + ".")
	}
	if ext := d.Extension; ext != nil {
		w.sb.WriteString("extension")
		w.typeParams(ext.TypeParams)
		w.params("(", []syntax.Param{ext.Receiver}, ")")
		w.sb.WriteByte('.')
	}
	if d.ExplicitInterface != "" {
		w.sb.WriteString(w.display(d.ExplicitInterface) + ".")
	}
	switch sym.Kind {
	case syntax.KindOperator:
		w.sb.WriteString("operator " + d.Operator)
	case syntax.KindConversion:
		// d.Operator is "implicit", "explicit" or "explicit checked".
		kind, checked := strings.CutSuffix(d.Operator, " checked")
		w.sb.WriteString(kind + " operator ")
		if checked {
			w.sb.WriteString("checked ")
		}
		w.sb.WriteString(w.returnType(d.Type))
	case syntax.KindIndexer:
		w.sb.WriteString("this")
	default:
		w.sb.WriteString(sym.Name)
	}
	if sym.Kind.IsMethodLike() {
		w.typeParams(d.TypeParams)
		w.params("(", d.Params, ")")
		w.constraints(d.Constraints)
	}
	switch sym.Kind {
	case syntax.KindIndexer:
		w.params("[", d.Params, "]")
		w.accessors()
	case syntax.KindProperty:
		w.accessors()
	case syntax.KindConstant:
		w.value(d.Value)
	case syntax.KindEnumMember:
		w.value(w.b.enumValue(w.id))
	}
}

// returnType writes a return or value type, with ref or ref readonly.
func (w *sigWriter) returnType(text string) string {
	if text == "" {
		return ""
	}
	prefix := ""
	switch {
	case strings.HasPrefix(text, "ref readonly "):
		prefix = "ref readonly "
	case strings.HasPrefix(text, "ref "):
		prefix = "ref "
	}
	return prefix + w.display(text)
}

func (w *sigWriter) typeParams(tps []syntax.TypeParam) {
	if len(tps) == 0 {
		return
	}
	names := make([]string, len(tps))
	for i, tp := range tps {
		names[i] = strings.TrimSpace(tp.Variance + " " + tp.Name)
	}
	w.sb.WriteString("<" + strings.Join(names, ", ") + ">")
}

func (w *sigWriter) params(open string, ps []syntax.Param, close string) {
	w.sb.WriteString(open)
	for i, p := range ps {
		if i > 0 {
			w.sb.WriteString(", ")
		}
		w.word(p.Modifier)
		if p.Type != "" {
			w.sb.WriteString(w.display(p.Type))
			if p.Name != "" {
				w.sb.WriteByte(' ')
			}
		}
		w.sb.WriteString(p.Name)
		if p.Default != "" {
			w.sb.WriteString(" = " + p.Default)
		}
	}
	w.sb.WriteString(close)
}

func (w *sigWriter) constraints(cs []syntax.Constraint) {
	for _, c := range cs {
		items := make([]string, len(c.Items))
		for i, item := range c.Items {
			items[i] = item
			if !constraintKeywords[item] && !strings.HasPrefix(item, "allows ") {
				items[i] = w.display(item)
			}
		}
		w.sb.WriteString(" where " + c.Param + " : " + strings.Join(items, ", "))
	}
}

// accessors writes a property's or indexer's accessors as Roslyn does: get
// before set or init, each with the accessibility it writes. An
// expression-bodied property has a get accessor only.
func (w *sigWriter) accessors() {
	accs := w.d.Accessors
	if len(accs) == 0 {
		accs = []syntax.Accessor{{Kind: "get"}}
	}
	w.sb.WriteString(" {")
	for _, kind := range []string{"get", "set", "init"} {
		for _, a := range accs {
			if a.Kind == kind {
				w.sb.WriteByte(' ')
				w.word(strings.Join(a.Modifiers.Names(), " "))
				w.sb.WriteString(kind + ";")
			}
		}
	}
	w.sb.WriteString(" }")
}

func (w *sigWriter) value(v string) {
	if v != "" {
		w.sb.WriteString(" = " + v)
	}
}

// enumValue is an enum member's value, computed as the compiler does (as
// written where it cannot be).
func (b *Binder) enumValue(id index.SymbolID) string {
	if v := newEvaluator(b).memberValue(id); v.kind == vEnum {
		return strconv.FormatInt(v.i, 10)
	}
	return b.s.Primary(id).Value
}
