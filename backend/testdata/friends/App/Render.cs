using Friends.LibA;

namespace Friends.App;

// A value an assembly not read gives is none of the workspace's types: of
// overloads taking a workspace type or an object, the object's (Scriban's
// tests' template.Render(JObject.Parse(json)), Template in another project).
public class Rendering
{
    public void Check()
    {
        var model = Newtonsoft.Json.Linq.JObject.Parse("{}");
        var template = Template.Parse("Hi");
        System.Action render = () => template./*$*/Render(model);
    }
}
