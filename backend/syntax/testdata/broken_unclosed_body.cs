namespace Editing
{
    public class Editor : IEnumerable<int>
    {
        public void Typing(int a)
        {
            if (a > 0) {
                int Local(int y) => y;
            var s = $"{a}";

        /// <summary>Still a member.</summary>
        public int Count { get; private set; }

        [Obsolete("old", DiagnosticId = "X1")]
        protected internal static string Name(string first, int n = 2) => first;

        private sealed class Nested { public int Value; }

        public static Editor operator +(Editor a, Editor b) => a;
        public static explicit operator int(Editor e) => 0;
        public string this[int i, string key = "k"] => key;
        IEnumerator<int> IEnumerable<int>.GetEnumerator() => null!;
        public event EventHandler? Changed, Closed;
        public T Get<T>(Dictionary<string, List<T>> map) where T : class, new() => default!;
        public (int X, int Y) Point { get; } = (1, 2);
        private const int A = 1, B = A + 1;
        public delegate void Handler(object sender);
        public enum Mode : byte { [Description("off")] Off, On = 2 }
        public record Pair(int Left, int Right) : Base(Left);
        ~Editor() { }
    }
}
