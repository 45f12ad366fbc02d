using Xunit;

namespace Friends.App;

public class EnsureTests
{
    public void Holds() => /*$*/Ensure.True(true);
}
