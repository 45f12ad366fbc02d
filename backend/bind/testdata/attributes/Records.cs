using Fix.Attributes;

namespace Fix.Model;

public record Point([property: Tag("x property")] int X, [Tag("y parameter")] int Y);

public enum Mode
{
    [Tag("first member")]
    First,

    [System.Obsolete("use First")]
    Second,
}

public abstract class Repo<T>
{
    [Tag("save T")]
    public virtual void Save(T item)
    {
    }

    [Tag("save string")]
    public virtual void Save(string text)
    {
    }
}

public class NumberRepo : Repo<int>
{
    public override void Save(int item)
    {
    }
}
