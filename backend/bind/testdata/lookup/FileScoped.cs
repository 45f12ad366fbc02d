using Lib.Other;

namespace App.FileScoped;

using Lib.Models;

// The using after the file-scoped namespace belongs to it, so it is looked
// at first: Item is Lib.Models.Item, not ambiguous with Lib.Other.Item.
public class F
{
    public void M(Item i, Only o) { }
}
