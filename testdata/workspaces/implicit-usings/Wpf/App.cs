namespace Wpf;

public class App
{
}
