namespace Lib.Models
{
    public class Order { }
    public class Item { }
    public class Box<T>
    {
        public class Lid { }
    }
}

namespace Lib.Other
{
    public class Item { }
    public class Only { }
}

namespace Lib.Models.Sub
{
    public class Deep
    {
        public void Up(Order o, Sub.Deep d) { }
    }
}

namespace Lib.Threading
{
    // Named like framework types: must never be picked for code that does not import Lib.Threading.
    public class Task { }
    public struct CancellationToken { }
    public class List<T> { }
}

namespace Lib.Statics
{
    public static class Holder
    {
        public class Nested { }
    }
}

namespace Lib
{
    using Models;

    public class Consumer
    {
        public void Use(Order o, Models.Item i) { }
    }
}

public class Root { }
