using Friends.LibA;

namespace Friends.App;

public class Markup
{
    private Missing.IElement element = null!;
    public string Show(string indent) => element./*$*/ToMarkup(indent);
}
