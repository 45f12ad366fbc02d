namespace Demo;

public class Keys
{
    // Attribute targets used as names, and slice patterns, which the grammar
    // misreads in brackets.
    [property: Obsolete]
    public int Find(object property, Type type)
    {
        var k = FindKey([property]);
        var m = new Dictionary<Type, int> { [type] = 0 };
        return k is [..] or [_, .. var rest] ? 1 : m.Count;
    }

    public static int Match(string[] args) => args switch
    {
        ["a", .. var rest] => rest.Length,
        [.. var all] => all.Length,
    };

    public int After;
}
