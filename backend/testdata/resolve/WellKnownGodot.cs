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

// Godot's lookups, scenes and variants give the type written
// (forge-godot's GetTree().Root.GetNode<Main>("Main").ChangeScene(...),
// Goose2's SlotScene.Instantiate<ItemSlot>() and d["slot"].As<ItemSlot>()).
public partial class Slot : Node
{
    public PackedScene Scene { get; set; } = null!;
    public int Number { get; set; }
    public int Use(Variant data) => Scene.Instantiate<Slot>()./*$*/Number + data.As<Slot>()./*$*/Number + GetNode<Slot>("x")./*$*/Number;
    public int Loaded() => GD.Load<Slot>("res://slot.tscn")./*$*/Number;
}

// A static class of Godot is the type before a dot in a class whose base,
// Godot's, is not read: no class of Godot has a member of that name
// (Goose2's Input.IsActionPressed("MoveUp") in a Node2D).
public partial class Mover : Node2D
{
    public bool Up() => /*$*/Input.IsActionPressed("MoveUp") && /*$*/GodotObject.IsInstanceValid(this);

    // A struct of Godot's, by a member not named as values' are, is the type
    // too (GameDemo's Basis.Identity beside node.Basis, Vector3.Forward * 10).
    public object Turn(Node3D node) => node.Basis.X == default ? /*$*/Basis.Identity : /*$*/Vector3.Forward * 10;
}
