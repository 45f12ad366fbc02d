namespace Friends.LibA;

public partial class TemplateContext { }
public delegate string MemberRenamer(string name);
public partial class Template
{
    public static Template Parse(string text) => new();
    public string Render(TemplateContext context) => "";
    public string Render(object? model = null, MemberRenamer? renamer = null) => "";
}
