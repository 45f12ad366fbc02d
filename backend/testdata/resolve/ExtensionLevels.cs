using System;
using System.Linq.Expressions;
using Res.ExtensionLevels.Legacy;

// An extension method applies only where the call's lambdas bind with the
// parameter types it gives them: where none of the innermost level's
// does, C# looks at the next level out (OrmLite's legacy tests'
// db.SelectAsync<Person>(q => q.Where(x => x.Age > 40)) is the legacy
// Func<SqlExpression<T>, SqlExpression<T>> one a using directive brings,
// not the Expression<Func<T, bool>> one of the namespace around).
namespace Res.ExtensionLevels
{
    public class SqlExpression<T> { public SqlExpression<T> Where(Expression<Func<T, bool>> predicate) => this; }

    public static class ReadApi
    {
        public static int SelectRows<T>(this object db, Expression<Func<T, bool>> predicate, int token = 0) => 0;
    }
}

namespace Res.ExtensionLevels.Legacy
{
    public static class LegacyReadApi
    {
        public static int SelectRows<T>(this object db, Func<SqlExpression<T>, SqlExpression<T>> expression, int token = 0) => 0;
    }
}

namespace Res.ExtensionLevels.Tests
{
    public class Person { public int Age { get; set; } }

    class Queries
    {
        void Run(object db)
        {
            db./*$*/SelectRows<Person>(q => q./*$*/Where(x => x./*$*/Age > 40));
            db./*$*/SelectRows<Person>(p => p./*$*/Age > 40);
        }
    }
}
