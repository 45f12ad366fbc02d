using System.Windows;
using System.Windows.Controls;
using System.Windows.Input;

namespace Res.Wpf;

// WPF's types are not on this machine, and Mono has System.Windows and
// System.Windows.Input (ICommand): a documentation ID still names them in
// their namespaces (MahApps.Metro's ComboBoxHelper), not in the one
// namespace imported that nothing read declares.
public static class ComboBoxHelper
{
    public static int /*$*/GetMaxLength(UIElement element) => 0;
    public static void /*$*/OnWheel(object sender, MouseWheelEventArgs e) { }
    public static void /*$*/SetCasing(ComboBox box, CharacterCasing casing) { }
}

// Drag and drop's and touch's types too (gong-wpf-dragdrop's SetDataFormat,
// SetDragDropCopyKeyState and its handlers).
public static class DragDropProperties
{
    public static void /*$*/SetDataFormat(DependencyObject element, DataFormat value) { }
    public static void /*$*/SetCopyKeyState(DependencyObject element, DragDropKeyStates value) { }
    static void /*$*/OnTouchDown(object sender, TouchEventArgs e) { }
    static void /*$*/OnGiveFeedback(object sender, GiveFeedbackEventArgs e) { }
    static object /*$*/Focused(IInputElement element) => element;
}
