package syntax

import "slices"

// SameDeclarations says whether two parses of a file declare the same
// things: the same declarations, usings and assembly attributes, written
// the same way, wherever they now stand and whatever their doc comments
// say. An edit inside member bodies keeps them the same; the symbols built
// from the first parse then hold for the second.
func SameDeclarations(a, b *File) bool {
	if a == nil || b == nil {
		return a == b
	}
	return slices.EqualFunc(a.Decls, b.Decls, sameDecl) &&
		slices.EqualFunc(a.Usings, b.Usings, func(x, y Using) bool { x.Span, y.Span = Span{}, Span{}; return x == y }) &&
		slices.EqualFunc(a.GlobalAttributes, b.GlobalAttributes, sameAttribute)
}

func sameDecl(x, y Decl) bool {
	return x.Kind == y.Kind && x.Name == y.Name && x.Parent == y.Parent && x.Modifiers == y.Modifiers &&
		slices.Equal(x.TypeParams, y.TypeParams) && slices.EqualFunc(x.Constraints, y.Constraints, sameConstraint) &&
		slices.EqualFunc(x.Params, y.Params, sameParam) && x.Type == y.Type && x.ExplicitInterface == y.ExplicitInterface &&
		x.Operator == y.Operator && slices.Equal(x.Bases, y.Bases) && slices.EqualFunc(x.Attributes, y.Attributes, sameAttribute) &&
		slices.Equal(x.Accessors, y.Accessors) && x.Value == y.Value && len(x.Segments) == len(y.Segments) &&
		x.FileScoped == y.FileScoped && x.Synthesized == y.Synthesized && x.Implicit == y.Implicit && x.Generated == y.Generated && x.HasBody == y.HasBody && sameExtension(x.Extension, y.Extension)
}

func sameConstraint(x, y Constraint) bool {
	return x.Param == y.Param && slices.Equal(x.Items, y.Items)
}

func sameParam(x, y Param) bool {
	return x.Name == y.Name && x.Type == y.Type && x.Modifier == y.Modifier && x.Default == y.Default &&
		slices.EqualFunc(x.Attributes, y.Attributes, sameAttribute)
}

func sameAttribute(x, y Attribute) bool {
	return x.Name == y.Name && x.Target == y.Target && slices.Equal(x.Args, y.Args)
}

func sameExtension(x, y *Extension) bool {
	if x == nil || y == nil {
		return x == y
	}
	return sameParam(x.Receiver, y.Receiver) && slices.Equal(x.TypeParams, y.TypeParams) &&
		slices.EqualFunc(x.Constraints, y.Constraints, sameConstraint)
}
