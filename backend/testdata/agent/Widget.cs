using System;

namespace Agent.Shapes
{
    /// <summary>A widget: the fixture of get_symbol_source.</summary>
    /// <remarks>Two parts: see Widget.Parts.cs.</remarks>
    [Serializable]
    public partial class Widget : IShape
    {
        private readonly int _size = 3, _weight;
        private const string Filler = "lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum lorem ipsum needle dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit dolor sit";

        /// <summary>Raised when the size changes.</summary>
        public event EventHandler? Resized;

        public Widget(int size) : base()
        {
            _size = size;
        }

        /// <summary>The widget's name.</summary>
        public string Name { get; private set; } = "widget";

        public int Size
        {
            get { return _size; }
        }

        public double Area => _size * _size;

        [Obsolete("use Grow")]
        public void Resize(int by)
        {
            Resized?.Invoke(this, EventArgs.Empty);
#if WIDGETS
            if (by > 0) {
#else
            if (by < 0) {
#endif
                Console.WriteLine("WidgetFeature");
            }
        }

        public abstract int Weight();

        public override string ToString() => $"Widget {Name} {{size}}";

        public enum Shade { Light, Dark = 2 }

        private sealed class Cache
        {
            public int Hits { get; set; }
            public void Clear() { Hits = 0; }
        }
    }

    public interface IShape
    {
        double Area { get; }
    }

    public delegate void Painter(Widget w);
}
