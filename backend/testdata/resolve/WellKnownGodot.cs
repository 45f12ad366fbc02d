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
}
