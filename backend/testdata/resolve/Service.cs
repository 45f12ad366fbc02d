using Res.Model;

namespace Res.Services;

public class OrderService(IRepository<Order> repository)
{
    private readonly IRepository<Order> _repository = repository;
    private int _calls;

    public async Task<decimal> /*$*/TotalAsync(Guid id)
    {
        /*$*/_calls++;
        var order = await /*$*/_repository./*$*/FindAsync(/*$*/id);
        if (/*$*/order is null) return 0;
        foreach (var line in order./*$*/Lines)
        {
            Console.WriteLine(/*$*/line./*$*/Sku);
        }
        var first = order[0];
        var city = order./*$*/Customer?./*$*/Home./*$*/City;
        return order./*$*/Total + /*$*/first./*$*/Price;
    }

    public void Build()
    {
        /*$*/var order = /*$*/Order./*$*/Empty();
        order./*$*/Add("a", 1);
        order./*$*/Add(new /*$*/Line("b", 2));
        Order o2 = new /*$*/Order();
        /*$*/o2 = order;
        string text = o2./*$*/Describe();
        Func<Line, int> q = /*$*/l => /*$*/l./*$*/Quantity;
        var got = _repository./*$*/Get(Guid.NewGuid())./*$*/Total;
        var names = from c in new[] { order.Customer! } select /*$*/c./*$*/Name;
        int /*$*/Local(int x) => /*$*/x + 1;
        /*$*/Local(2);
        string nm = nameof(/*$*/Order);
        var r = /*$*/repository;
        /* a comment */ var s = "a string";
    }
}
