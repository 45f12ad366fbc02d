using System.Collections.Generic;

namespace Res.AliasOuter
{
    public class Bar { public string Key = ""; }
}

namespace Res.AliasOuter.Inner
{
    // An alias's target sees the usings around its namespace body and the
    // namespaces it is in.
    using Alias = /*$*/List<(int Id, List</*$*/Bar> Nodes)>;

    public static class Uses
    {
        public static int Count(Alias a) => a./*$*/Count;
    }
}
