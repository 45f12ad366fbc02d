public class MainPage : ContentPage
{
    public MainPage() => Content = new Label { TextColor = Colors.Red };
}
