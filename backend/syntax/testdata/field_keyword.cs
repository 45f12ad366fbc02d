namespace Fields;

// C# 14: a property whose accessors use the field keyword gets the backing
// field the compiler declares; one that reads another object's field does not.
public class Paged
{
    private Paged other;
    public int Skip { get; set { field = value < 0 ? 0 : value; } }
    public static string Name { get => field ?? ""; set => field = value; }
    public string Label => field ??= "";
    public int Other => other.field;
    public int Plain { get; set; }
    public int field;
}
