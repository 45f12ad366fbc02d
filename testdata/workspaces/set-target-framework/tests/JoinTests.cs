namespace Tests;

public class JoinTests
{
    public string Both() => Lib.Joins.Join(",", "a", "b");
}
