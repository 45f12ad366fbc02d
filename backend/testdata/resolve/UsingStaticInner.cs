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

namespace Res.UsingStaticInner
{
    public class Report { public static Report Create(int id) => new Report(); }
}

namespace Res.UsingStaticInner.Reach
{
    using static Rules;

    // A member a using static directive brings in that the code cannot
    // reach is no import: the lookup goes on outward (Asp.Versioning's
    // analyzers call Diagnostic.Create beside a private Descriptor.Diagnostic).
    internal static class Rules
    {
        private static int Report(string id) => 0;
        public static readonly int First = /*$*/Report("x");
    }
    public class Analyzer
    {
        public object Run() => /*$*/Report./*$*/Create(First);
    }
}
