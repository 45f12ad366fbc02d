namespace Demo;

/// <summary>C# 14 extension blocks: the grammar reads them as constructors.</summary>
public static class Extensions
{
    /// <summary>Members for strings.</summary>
    extension(string s)
    {
        /// <summary>The length, as a property.</summary>
        public int Length2 => s.Length;

        public bool IsBlank() => string.IsNullOrWhiteSpace(s);

        public static string Empty2 => "";
    }

    extension<T>(List<T> list) where T : class
    {
        public T? FirstOrNull() { T? Local() => default; return Local(); }
    }

    extension(ref int x)
    {
        public void Increment() => x++;
    }

    extension(EF)
    {
        public static int Count() => 0;
    }

    extension(string)
    {
        public static string Make() => "";
    }

    public static void Classic(this string s) { }

    public static int extension(int a) => a;
}
