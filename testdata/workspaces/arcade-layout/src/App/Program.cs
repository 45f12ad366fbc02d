class Program
{
    static object Make() => new Widget();
}
