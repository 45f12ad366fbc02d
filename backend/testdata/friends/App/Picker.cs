using Friends.Streams;

namespace Friends.App;

// Picker's base class, Widget, is a package's, not read: its own bases are
// not known, so an extension method on another of the package's types may
// take a Picker (MaterialDesign's TimePicker : Control given WPF's
// FindVisualChild(this DependencyObject)).
public class Picker : Widget { }
public static class VisualTree
{
    public static T? Find<T>(this Element source, string name) where T : class => null;
}
public class PickerUse
{
    public object? Use(Picker picker) => picker./*$*/Find<object>("part");
}
