namespace Demo;

public struct Counter
{
    public int Value;

    // C# 14 user-defined compound assignment and instance increment.
    public void operator +=(Counter other) => Value += other.Value;
    public void operator checked -=(Counter other) => Value -= other.Value;
    public void operator <<=(int n) => Value <<= n;
    public void operator ++() => Value++;
    public void operator checked --() => Value--;

    public static Counter operator +(Counter a, Counter b) => a;
    public static Counter operator ++(Counter a) => a;
    public static bool operator ==(Counter a, Counter b) => true;
    public static bool operator !=(Counter a, Counter b) => false;
    public static bool operator <=(Counter a, Counter b) => true;
    public static bool operator >=(Counter a, Counter b) => true;
}
