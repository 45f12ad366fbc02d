// A type the project cannot access, imported by a using directive inside a
// namespace, is not found when one further out is accessible (vs-mef's
// VSMefx.Commands, importing the library's namespace, names VSMefx.Strings).
namespace Friends.App
{
    public static class Texts { public static string Title = ""; }
}

namespace Friends.App.Commands
{
    using Friends.LibA;

    public class Describe
    {
        public string Text() => /*$*/Texts./*$*/Title;
    }
}
