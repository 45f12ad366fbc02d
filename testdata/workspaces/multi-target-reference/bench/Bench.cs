namespace Bench;

public static class Runs
{
    public static string Run() => new Lib.Modern().ToString();
}
