namespace Res.ViewEngines.Markdown
{
    using HeyRed.MarkdownSharp;

    // new Markdown() creates no namespace: the type is one of the using's
    // package, not read (Nancy's MarkdownViewengineRender).
    public static class Render
    {
        public static object Make() => new /*$*/Markdown();
    }
}

namespace Res.ViewEngines.Hosting
{
    using HeyRed.MarkdownSharp;

    // Nor is a namespace a parameter's type or a type argument: Markdown is
    // the package's type here too (PowerShell Editor Services' PowerShell
    // pwsh under using System.Management.Automation, beside its namespace
    // ...Services.PowerShell).
    public static class Host
    {
        public static System.Type Of(/*$*/Markdown markdown) => typeof(/*$*/Markdown);
        public static System.Func</*$*/Markdown, int>? Count;
    }
}
