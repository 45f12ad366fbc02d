namespace App;

public readonly partial struct Color
{
    public static Color Background => Black;
}
