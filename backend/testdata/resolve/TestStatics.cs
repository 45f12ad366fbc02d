using Moq;
using Xunit;

namespace Res.TestStatics;

// The static classes of test doubles and assertions are types before a dot
// in a test class whose base is not read (GameDemo's It.IsAny<int>() in a
// TestClass of GoDotTest).
public class PlayerTest : Missing.GoDotTest.TestClass
{
    public void Moves(Mock<System.IServiceProvider> provider)
    {
        provider.Setup(p => p.GetService(/*$*/It.IsAny<System.Type>()));
        /*$*/Assert.True(true);
        var any = It./*$*/Ref<int>.IsAny; // a nested generic type: no property takes type arguments
    }
}
