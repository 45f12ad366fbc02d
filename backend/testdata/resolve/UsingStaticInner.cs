namespace Res.UsingStaticInner
{
    using static Location;

    // A using static directive of a namespace declaration comes before the
    // namespaces and directives around it: Path is Location.Path, not the
    // System.IO.Path of the project's global usings (Asp.Versioning's
    // new DescriptionContext(Path)).
    public enum Location { Path, Query }
    public static class Describe
    {
        public static Location Where() => /*$*/Path;
    }
}
