using Linked;

namespace App;

public class UseLean
{
    public int Get(/*$*/Widget w) => w./*$*/Twice();
}
