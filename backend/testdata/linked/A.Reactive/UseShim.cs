using Linked.Shim;

namespace App;

public class UseShim
{
    public int Get(/*$*/Widget w) => w./*$*/Size;
}
