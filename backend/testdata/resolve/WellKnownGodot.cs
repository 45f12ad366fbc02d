using Godot;

namespace Res.WellKnownGodot;

// Godot's types, not read, known by name where the file imports Godot:
// its structs' T? is a Nullable<T> (BetauerGodotTools' Rect2I? Rect2I:
// node.Rect2I!.Value), and documentation IDs write them in Godot
// (GameFrameX's NTexture(Texture2D texture, Rect region):
// Godot.Texture2D, not the namespace of the class that takes it).
public class BspNode
{
    public Rect2I? Area { get; set; }
    public Rect2I Take() => Area!./*$*/Value;
    public void Load(Texture2D texture) { }
    public void Use() => /*$*/Load(null!);

    // A Rect2I converts to no int: Random.Next(int) cannot take it, and
    // C# goes on to the code's extension method (BetauerGodotTools).
    public Vector2I Pick(System.Random random, Rect2I rect) => random./*$*/Next(rect);
}

public static class RandomExtensions
{
    public static Vector2I Next(this System.Random random, Rect2I rect) => rect.Position;
}
