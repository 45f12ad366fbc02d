namespace App;

static class Program
{
    static int Main() => Lib.Library.Answer + Extra.Plugin.Value;
}
