namespace Shop.Wpf.Views;

public partial class MainWindow
{
    public MainWindow()
    {
        InitializeComponent();
        QueryBox.Focus();
        Fancy.Glow = Shell.Fancy.Glow;
    }
}
