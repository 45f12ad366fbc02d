namespace Agent.Shapes;

/// <summary>The second part.</summary>
public partial class Widget
{
    // été 😀 WidgetFeature: a comment with a surrogate pair before the hit
    public string Café() => "😀 WidgetFeature";
}
