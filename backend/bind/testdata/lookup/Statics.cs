using static Lib.Models.Box<int>;
using static Lib.Models.Box<string>;

namespace App.Statics
{
    public class S
    {
        // Box<int>.Lid or Box<string>.Lid: ambiguous, left as written.
        public void M(Lid l) { }
    }
}
