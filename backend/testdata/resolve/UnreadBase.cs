namespace Res.Stores.Data
{
    public class Entry { }
}

namespace Res.Stores.Sources
{
    // A simple name in a class whose base is not read may be a member of
    // that base, which C# finds before the namespaces around: Data = Data.Keys
    // is ConfigurationProvider's Data, not the namespace Res.Stores.Data
    // (EventStore); Data.Entry is the namespace's type.
    public class Provider : Missing.Package.ConfigurationProvider
    {
        public object Load()
        {
            /*$*/Data = /*$*/Data.Keys;
            return new /*$*/Data.Entry();
        }
    }
}

namespace Res.Stores.Web
{
    // A method the class declares that cannot take the arguments: the
    // overload called is its base's, not read (Sonarr's Accepted(resource)
    // in RestController<T> : Controller, which declares Accepted(int id)).
    public class Resource { }
    public class RestController<T> : Missing.Package.Controller
    {
        protected object Accepted(int id) => id;
    }
    public class EpisodeController : RestController<Resource>
    {
        public object Update(Resource resource) => /*$*/Accepted(resource);
        public object Created(int id) => /*$*/Accepted(id);
    }
}

namespace Res.Stores.Dispatching
{
    // An extension method on a type not read may take a value of a class
    // whose base is not read when no other that takes the value takes the
    // arguments: this.Go(() => { }) is Go(this DispatcherObject, Action),
    // not Go<T>(this T, Action<T>) (MahApps.Metro's BeginInvoke).
    public static class Dispatching
    {
        public static int Go(this Missing.Package.DispatcherObject target, System.Action action) => 1;
        public static int Go<T>(this T target, System.Action<T> action) => 2;
    }
    public class Panel : Missing.Package.ContentControl
    {
        public int Use() => this./*$*/Go(() => { }) + this./*$*/Go(p => { });
    }
}

// A workspace type before a member its base not read declares
// (Playnite's TopPanelItem : Button, TopPanelItem.ContentTemplateProperty,
// written in a control whose own base is not read either): the type, not a
// member of the enclosing type's base named like it.
public class PanelItem : Missing.Button { }
public class Panel : Missing.Control
{
    public object Template => /*$*/PanelItem.ContentTemplateProperty;
}

// Equals(a, b) and ReferenceEquals(a, b) in a class whose base is not read
// (MaterialDesignInXaml's pickers in a WPF UserControl): object's static
// methods, which the base's chain ends at and no class hides.
public class Pickers : Missing.UserControl
{
    public bool Same(object a, object b) => /*$*/Equals(a, b) || /*$*/ReferenceEquals(a, b);
    public bool Like(object a) => /*$*/Equals(a);
}
