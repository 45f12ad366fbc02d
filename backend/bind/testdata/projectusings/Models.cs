namespace App.Models
{
    public class Order { }
    public class Holder { public class Nested { } }
}

namespace System.Threading.Tasks
{
    // A workspace type in a namespace the SDK imports implicitly.
    public class Chore { }
}
