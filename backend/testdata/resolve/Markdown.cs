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
