using Friends.LibA;

namespace Friends.App;

public class Overloads
{
    public Num Small() => Num./*$*/Create(0);
    public Num Parts() => new /*$*/Num(new object[] { 1 });
}
