namespace Shop.Wpf.Ui;

public class Fancy
{
    public int Glow { get; set; }
}
