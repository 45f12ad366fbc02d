namespace R
{
    public record Person(string Name, int Age);

    public record Employee(string Company, Person Boss) : Person("x", 0)
    {
        // Declared here, so the compiler does not generate it from the parameter.
        public string Company { get; init; } = Company;
    }

    public record Tagged(int Id)
    {
        public readonly int Id = Id;
    }

    public readonly record struct Point(int X, int Y);

    public record struct Mutable(double Value);

    public abstract record Shape(double Area);

    public class Service(ILogger logger, int retries)
    {
        public int Retries => retries;
    }

    public struct Vec(double x, double y)
    {
        public double X => x;
    }

    public abstract class Base(int id);

    public partial class Split(int id);

    abstract partial class Split;
}

namespace R
{
    public abstract record Animal(string Name, int Legs)
    {
        public abstract string Sound { get; }
    }

    // Name comes from Animal; Sound overrides Animal's abstract property.
    public record Dog(string Name, string Sound) : Animal(Name, 4);
}

namespace R.Zoo
{
    public record Cat(string Name, bool Indoor) : R.Animal(Name, 4)
    {
        public override string Sound => "meow";
    }
}
