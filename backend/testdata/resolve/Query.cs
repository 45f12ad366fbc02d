using System.Linq;

namespace Res.Query;

public class Scanner
{
    public string[] Names(System.Type[] types) =>
        (from type in types
         where !type.IsAbstract
         let /*$*/interfaces = type.GetInterfaces()
         let /*$*/generic = /*$*/interfaces./*$*/Where(i => i.IsGenericType)
         let first = /*$*/generic./*$*/FirstOrDefault()
         where /*$*/first != null
         select /*$*/first./*$*/Name).ToArray();
}
