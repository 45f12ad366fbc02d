namespace P
{
    public partial class Order<T>
    {
        public partial void Validate(T? value);
        partial void OnCreated();
        public partial int Count { get; }
        partial void Log(System.String message, global::P.Order<T> self);

        public partial class Line { }
    }

    partial class Helper { }
}
