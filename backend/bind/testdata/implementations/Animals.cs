namespace Fix.Animals;

public abstract class Animal
{
    public abstract string Sound();
    public virtual int Legs => 4;
    public virtual string this[int index] => "";
    public virtual event System.Action? Moved;
    public virtual void Feed(int grams) { }
    public virtual void Feed(string food) { }
    public void Sleep() { }
    public int Age;
}

/// <summary>An abstract class deriving from one.</summary>
public abstract class Bird : Animal
{
    public override int Legs => 2;
    public abstract override string Sound();
}

public class Parrot : Bird
{
    public override string Sound() => "hello";
    public override void Feed(string food) { }
}

public sealed class Macaw : Parrot
{
    public sealed override string Sound() => "squawk";
}

public class Dog : Animal
{
    public override string Sound() => "woof";
    public override string this[int index] => "paw";
    public override event System.Action? Moved;
    public new void Feed(int grams) { }
}

public class Puppy : Dog
{
    public sealed override string Sound() => "yip";
    public new virtual int Legs => 4;
}

/// <summary>Legs overrides Puppy's new virtual Legs, not Animal's.</summary>
public class Toy : Puppy
{
    public override int Legs => 0;
}
