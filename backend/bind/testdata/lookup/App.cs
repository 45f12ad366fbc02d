using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Lib.Models;
using Lib.Other;
using static Lib.Statics.Holder;
using static Lib.Models.Box<int>;
using M = Lib.Models;
using IntBox = Lib.Models.Box<int>;
using OrderList = System.Collections.Generic.List<Lib.Models.Order>;
using Col = System.Collections.Generic;
using Num = int;
using Pair = (int Left, Lib.Models.Order Right);

namespace App
{
    using Lib.Models.Sub;

    public class Service
    {
        public void Ambiguous(Item item) { }
        public void Clear(Order o, Only x, Deep d, Nested n, Lid l) { }
        public void Aliased(M.Order o, M.Box<string> b, IntBox ib, IntBox.Lid lid) { }
        public void Generic(OrderList list, Num n, Pair p, Num? maybe, Col.List<Num> nums) { }
        public void Global(global::Lib.Models.Order o, global::Root r, Root r2) { }
        public void Framework(Task t, CancellationToken c, List<Order> l, Dictionary<string, Item> d) { }
    }

    public class Tree
    {
        public class Node { }
        public void Add(Node n, Order o) { }
    }

    public class Node { }
}
