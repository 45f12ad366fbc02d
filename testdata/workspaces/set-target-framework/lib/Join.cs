namespace Lib;

public static class Joins
{
    public static string Join<T>(string separator, params T[] values) => "";
#if NETSTANDARD2_1
    public static string Join(string separator, params string[] values) => "";
#endif
}
