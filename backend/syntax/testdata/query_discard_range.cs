namespace Demo;

public class Queries
{
    public void Run(int[] xs)
    {
        // `_` as a range variable turned the whole file into one ERROR node.
        var a = (from _ in xs select _).ToList();
        var b = from x in xs join _ in xs on x equals _ select x;
    }

    private class Inner
    {
        public int Id { get; set; }
    }

    public int After;
}
