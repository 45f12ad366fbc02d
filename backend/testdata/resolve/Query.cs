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

public abstract class Validator<T>
{
    protected void RuleFor<TProperty>(System.Linq.Expressions.Expression<System.Func<T, TProperty>> property) { }
    protected void RuleSet(string name, System.Action rules) => rules();
}

public class Person { public string Name = ""; }

public class PersonValidator : Validator<Person>
{
    public PersonValidator()
    {
        RuleFor(/*$*/x => x./*$*/Name);
        RuleSet("names", () => RuleFor(p => /*$*/p./*$*/Name));
    }
}
