namespace Shop.Maui;

public partial class DetailPage
{
    public DetailPage() => InitializeComponent();
    void Show(string text) => Heading.Text = text;
}
