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
        public static int SelectRows<T>(this object db, string sql, object? parameters = null) => 0;
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

// Where no method of a type parameter's constraints of the name takes the
// arguments, C# looks at the extension methods (dotNext's value.Format()
// of a T : IBinaryFormattable<T>, whose Format takes a span: its extension
// block's Format(allocator = null)).
namespace Res.ExtensionLevels.Constraints
{
    public interface IBinaryFormattable<T> where T : IBinaryFormattable<T> { void Format(byte[] destination); }

    public static class BinaryTransformations
    {
        public static byte[] Format<T>(this T value, int size = 0) where T : IBinaryFormattable<T> => new byte[size];
    }

    public class Writer
    {
        byte[] Write<T>(T value) where T : IBinaryFormattable<T> => value./*$*/Format();
        void Into<T>(T value, byte[] buffer) where T : IBinaryFormattable<T> => value./*$*/Format(buffer);
    }
}

// Type arguments written leave out the instance methods of other counts of
// type parameters: none of the generic ones taking the arguments, C# goes on
// to the extension methods (JWT's decoder.DecodeHeader<T>(token) beside
// DecodeHeader(string) and DecodeHeader<T>(JwtParts)).
public class TokenParts { }
public class TokenDecoder
{
    public string DecodeHead(string token) => "";
    public T DecodeHead<T>(TokenParts parts) => default!;
}
public static class TokenDecoderExtensions
{
    public static T DecodeHead<T>(this TokenDecoder decoder, string token) => default!;
    public static int Use(TokenDecoder d) => d./*$*/DecodeHead<int>("x");
}

// Of extension methods alike but for in parameters, C# prefers the one
// taking values as values (Pathoschild's DrawHelper.DrawLine(this
// SpriteBatch, float, float, Vector2, Color?) over CommonHelper's, whose
// Vector2 and Color? are in).
public struct Extent { public float X; }
public static class InHelper
{
    public static string Draw(this string s, float x, in Extent size, in int? color = null) => "A";
}
public static class ValueHelper
{
    public static string Draw(this string s, float x, Extent size, int? color = null) => "B";
}
public static class Drawing
{
    public static string Run(Missing.Brush brush) => "x"./*$*/Draw(1f, new Extent(), brush.Color);
}
