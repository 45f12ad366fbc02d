using Fixture;

public static class Use
{
    public static void Check(bool ok)
    {
        Checks.Assert(ok);
        Checks.Assert(ok, "message");
    }
}
