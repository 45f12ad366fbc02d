using Rhino.Mocks;
using Res.Model;

namespace Res.Mocks;

// Rhino Mocks' Expect, Stub and AssertWasCalled give their lambda the mock
// they are called on (SmartStoreNET's tests'
// _storeContext.Expect(x => x.CurrentStore).Return(_store)); not the
// options lambda after it, whose parameter is named otherwise.
public class Arranging
{
    public void Arrange(Order order, Customer customer)
    {
        order.Expect(x => x./*$*/Total).Return(1m);
        customer.Stub(c => c./*$*/Home);
        customer.AssertWasCalled(c => c./*$*/Name, options => options./*$*/Repeat.Once());
    }
}
