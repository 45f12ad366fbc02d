namespace Tests;

public class Suite
{
    [Fact]
    public void Broken()
        =>
#error No expression: the grammar closes the class early
    private void Helper()
    {
        using var connection = new SqliteConnection("Data Source=:memory:");
        var raised = false;
        connection.StateChange += (sender, e) => raised = true;

        var ex = Assert.Throws<InvalidOperationException>(connection.Open);

        Assert.False(raised);
    }

    [Fact]
    public void Later()
    {
        int Local() => 1;
    }

    [Theory, InlineData(1)]
    public int Count(int n) => n;
}
