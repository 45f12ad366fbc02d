namespace App;

public static class Program
{
    public static string Main() => new Lib.Greeter().Hello();
}
