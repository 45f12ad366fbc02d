namespace Friends.Codes;

public static class Code
{
    public const int Max = 127;
}
