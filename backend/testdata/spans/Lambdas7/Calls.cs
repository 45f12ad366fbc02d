using System;
using System.Linq.Expressions;

namespace Lambdas7
{
    // Before C# 10 a lambda has no type of its own: it converts to a
    // delegate or an expression tree only, never to object (mvvmlight's
    // Xamarin tests, C# 7: new Binding<bool, bool>(c1, () => c1.Checked, c2,
    // () => c2.Checked) is not the internal constructor that takes
    // (object, Expression, bool?, object, ...), whatever c2's type).
    public class Binding<TS, TT>
    {
        public Binding(object source, Expression<Func<TS>> s, object target = null, Expression<Func<TT>> t = null) { }
        internal Binding(object source, Expression<Func<TS>> s, bool? flag, object target = null, Expression<Func<TT>> t = null) { }
    }

    public class Use
    {
        object Make(Missing.Widgets.CheckBox c1, Missing.Widgets.CheckBox c2) =>
            new /*$*/Binding<bool, bool>(c1, () => c1.Checked, c2, () => c2.Checked);
    }
}
