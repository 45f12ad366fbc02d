using System;
using System.Linq.Expressions;

namespace Res.Patterns;

public class Member
{
    public string Name { get; set; }
    public Member Parent { get; set; }
}

public class Call
{
    public Member Method { get; set; }
    public Member[] Arguments { get; set; }
}

public class Walker
{
    // A namesake of the subpattern's member, which must not be taken for it.
    public string Method => "walker";

    public string Describe(object node) => node switch
    {
        Call { /*$*/Method: var /*$*/m } when /*$*/m./*$*/Name != null => m.Name,
        Call { Method: { } /*$*/method } => /*$*/method./*$*/Parent.Name,
        _ => "",
    };

    public void Switch(object node, bool flag, Member[] members)
    {
        switch (node)
        {
            case Call { Method: { Parent: var /*$*/parent } }:
                _ = /*$*/parent./*$*/Name;
                break;
        }
        var chosen = node switch { Call c => c.Method, _ => null };
        _ = /*$*/chosen./*$*/Parent;
        var either = flag ? null : members[0];
        _ = /*$*/either./*$*/Name;
        _ = members?[^1]./*$*/Parent;
        Func<Member, string> read = x => x.Name;
        read = /*$*/y => /*$*/y./*$*/Name;
    }
}
