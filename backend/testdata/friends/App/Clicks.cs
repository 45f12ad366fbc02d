using System.Windows.Input;
using Vendor.Web;

namespace Friends.App;

// App does not use WPF: a name of WPF's, with System.Windows.Input imported
// (for ICommand), is no WPF type in a documentation ID (Blazorise's
// ClickHandler(MouseEventArgs) takes ASP.NET's).
public class Clicker
{
    public void Click(MouseEventArgs e) { }
    public void Use() => /*$*/Click(null!);
}
