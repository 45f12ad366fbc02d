namespace P
{
    // The constraint is written on this part only; it holds for the whole type.
    partial class Order<T> where T : struct
    {
        public partial void Validate(T? value) { }
        partial void OnCreated() { }
        public partial int Count => 0;
        partial void Log(string message, Order<T> self) { }

        public void AddLine(T item, T? maybe) { }

        partial class Line
        {
            public int Number;
        }
    }

    internal partial class Helper { }
}
