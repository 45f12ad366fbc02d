using Microsoft.Xna.Framework;
using Monocle;

namespace Res.Celeste;

public static class Extensions
{
    public static float Angle(this MoveBlock.Directions direction) => 0f;
    public static float Spin(this MoveBlock.Directions direction) => 0f;
    public static float Spin(this Vector2 vector) => 1f;
}

// Monocle's Entity gives Scene, whose type is named so: Scene.OnInterval
// reads the property (CommunalHelper). A difference of two vectors of
// the package is one too, which is no Celeste enum: not Angle(this
// MoveBlock.Directions).
public class Mover : Entity
{
    public Vector2 from, to;

    public override void Added(Scene scene) { }

    public void Update()
    {
        if (/*$*/Scene.OnInterval(0.1f)) { }
        /*$*/Scene.Add(this);
        var tracker = /*$*/Scene.Tracker;
        float angle = (from - to)./*$*/Angle() + (from * 2f)./*$*/Spin();
        // Engine is a type; its Graphics, in the plural as classes of
        // constants are named, is still its property.
        int width = /*$*/Engine./*$*/Graphics.PreferredBackBufferWidth;
    }
}
