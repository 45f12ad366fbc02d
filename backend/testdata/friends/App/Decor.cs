namespace Friends.App;

// A member of LibA.FancyExtensions' name, in a project LibA does not reference.
public class Decor
{
    public bool IsFancy => true;
}
