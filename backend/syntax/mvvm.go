package syntax

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// mvvmToolkitMembers are the members the MVVM Toolkit's source generators
// (CommunityToolkit.Mvvm) declare for a member d, as its
// ObservablePropertyGenerator and RelayCommandGenerator name them: a
// public property for a field marked [ObservableProperty] (name, _name and
// m_name give Name; the field's `property:` attributes go to the
// property), an I(Async)RelayCommand property for a method marked
// [RelayCommand] (Save, SaveAsync and OnSave give SaveCommand;
// IncludeCancelCommand adds SaveCancelCommand). A [ObservableProperty]
// partial property is written by the code and needs nothing.
func mvvmToolkitMembers(d *Decl) []Decl {
	if d.Parent < 0 || d.Modifiers&ModStatic != 0 {
		return nil
	}
	switch {
	case d.Kind == KindField && HasAttribute(d.Attributes, "ObservableProperty"):
		return observableProperty(d)
	case d.Kind == KindMethod && len(d.TypeParams) == 0 && HasAttribute(d.Attributes, "RelayCommand"):
		return relayCommand(d)
	}
	return nil
}

// observableProperty is the property ObservablePropertyGenerator makes of a field.
func observableProperty(field *Decl) []Decl {
	name := field.Name
	if rest, ok := strings.CutPrefix(name, "m_"); ok {
		name = rest
	} else {
		name = strings.TrimLeft(name, "_")
	}
	r, size := utf8.DecodeRuneInString(name)
	if name == "" || r == utf8.RuneError {
		return nil
	}
	name = string(unicode.ToUpper(r)) + name[size:]
	if name == field.Name {
		return nil // the generator refuses a field named as its property would be
	}
	var attrs []Attribute
	for _, a := range field.Attributes {
		if a.Target == "property" {
			a.Target = ""
			attrs = append(attrs, a)
		}
	}
	return []Decl{{Kind: KindProperty, Name: name, Modifiers: ModPublic, Type: field.Type, Attributes: attrs, Doc: field.Doc,
		Accessors: []Accessor{{Kind: "get"}, {Kind: "set"}}}}
}

// relayCommand is the command property (and the cancel command)
// RelayCommandGenerator makes of a method, none for a signature it refuses.
func relayCommand(method *Decl) []Decl {
	const input = "global::CommunityToolkit.Mvvm.Input."
	params := method.Params
	for _, p := range params {
		if p.Modifier != "" {
			return nil
		}
	}
	cancellable := len(params) > 0 && isCancellationToken(params[len(params)-1].Type)
	var command string
	switch isTask := isTaskType(method.Type); {
	case method.Type == "void" && len(params) == 0:
		command = input + "IRelayCommand"
	case method.Type == "void" && len(params) == 1:
		command = input + "IRelayCommand<" + params[0].Type + ">"
	case isTask && (len(params) == 0 || len(params) == 1 && cancellable):
		command = input + "IAsyncRelayCommand"
	case isTask && (len(params) == 1 || len(params) == 2 && cancellable):
		command = input + "IAsyncRelayCommand<" + params[0].Type + ">"
	default:
		return nil
	}
	name := method.Name
	if rest, ok := strings.CutPrefix(name, "On"); ok && rest != "" {
		if r, _ := utf8.DecodeRuneInString(rest); !unicode.IsLower(r) {
			name = rest
		}
	}
	if isTaskType(method.Type) {
		name = strings.TrimSuffix(name, "Async")
	}
	doc := "Gets an " + strings.TrimPrefix(command, input) + " instance wrapping " + method.Name + "."
	out := []Decl{{Kind: KindProperty, Name: name + "Command", Modifiers: ModPublic, Type: command, Doc: doc,
		Accessors: []Accessor{{Kind: "get"}}}}
	if cancellable && attributeArg(method.Attributes, "RelayCommand", "IncludeCancelCommand") == "true" {
		out = append(out, Decl{Kind: KindProperty, Name: name + "CancelCommand", Modifiers: ModPublic,
			Type: "global::System.Windows.Input.ICommand", Doc: "Gets an ICommand instance that can be used to cancel " + name + "Command.",
			Accessors: []Accessor{{Kind: "get"}}})
	}
	return out
}

// isTaskType says whether a written return type is Task or Task<T>, the
// types (of those a method can be written to return) RelayCommandGenerator
// takes for asynchronous.
func isTaskType(t string) bool {
	t = strings.TrimPrefix(t, "global::")
	t = strings.TrimPrefix(t, "System.Threading.Tasks.")
	return t == "Task" || strings.HasPrefix(t, "Task<")
}

func isCancellationToken(t string) bool {
	t = strings.TrimPrefix(t, "global::")
	return t == "CancellationToken" || t == "System.Threading.CancellationToken"
}

// notifyMembers are the members the MVVM Toolkit's
// INotifyPropertyChangedGenerator and ObservableObjectGenerator declare
// for a class marked [INotifyPropertyChanged] or [ObservableObject]: the
// events, OnPropertyChanged(ing) and the SetProperty overloads
// ObservableObject declares (not those of TaskNotifier); it adds the
// interfaces to t's bases.
func notifyMembers(t *Decl) []Decl {
	changing := HasAttribute(t.Attributes, "ObservableObject")
	if t.Kind != KindClass || !changing && !HasAttribute(t.Attributes, "INotifyPropertyChanged") {
		return nil
	}
	const cm = "global::System.ComponentModel."
	name := Param{Name: "propertyName", Type: "string?", Default: "null",
		Attributes: []Attribute{{Name: "global::System.Runtime.CompilerServices.CallerMemberName"}}}
	events := []string{"Changed"}
	if changing {
		events = append(events, "Changing")
	}
	var out []Decl
	for _, e := range events {
		out = append(out,
			Decl{Kind: KindEvent, Name: "Property" + e, Modifiers: ModPublic, Type: cm + "Property" + e + "EventHandler?"},
			Decl{Kind: KindMethod, Name: "OnProperty" + e, Modifiers: ModProtected | ModVirtual, Type: "void",
				Params: []Param{{Name: "e", Type: cm + "Property" + e + "EventArgs"}}, HasBody: true},
			Decl{Kind: KindMethod, Name: "OnProperty" + e, Modifiers: ModProtected, Type: "void", Params: []Param{name}, HasBody: true})
		t.Bases = append(t.Bases, cm+"INotifyProperty"+e)
	}
	if attributeArg(t.Attributes, "INotifyPropertyChanged", "IncludeAdditionalHelperMethods") == "false" {
		return out
	}
	const comparer, action = "global::System.Collections.Generic.IEqualityComparer<T>", "global::System.Action"
	model := []Constraint{{Param: "TModel", Items: []string{"class"}}}
	for _, params := range [][]Param{
		{{Name: "field", Type: "T", Modifier: "ref"}, {Name: "newValue", Type: "T"}},
		{{Name: "field", Type: "T", Modifier: "ref"}, {Name: "newValue", Type: "T"}, {Name: "comparer", Type: comparer}},
		{{Name: "oldValue", Type: "T"}, {Name: "newValue", Type: "T"}, {Name: "callback", Type: action + "<T>"}},
		{{Name: "oldValue", Type: "T"}, {Name: "newValue", Type: "T"}, {Name: "comparer", Type: comparer}, {Name: "callback", Type: action + "<T>"}},
		{{Name: "oldValue", Type: "T"}, {Name: "newValue", Type: "T"}, {Name: "model", Type: "TModel"}, {Name: "callback", Type: action + "<TModel, T>"}},
		{{Name: "oldValue", Type: "T"}, {Name: "newValue", Type: "T"}, {Name: "comparer", Type: comparer}, {Name: "model", Type: "TModel"},
			{Name: "callback", Type: action + "<TModel, T>"}},
	} {
		d := Decl{Kind: KindMethod, Name: "SetProperty", Modifiers: ModProtected, Type: "bool", TypeParams: []TypeParam{{Name: "T"}},
			Params: append(params, name), HasBody: true}
		if slices.ContainsFunc(params, func(p Param) bool { return p.Type == "TModel" }) {
			d.TypeParams, d.Constraints = []TypeParam{{Name: "TModel"}, {Name: "T"}}, model
		}
		out = append(out, d)
	}
	return out
}
