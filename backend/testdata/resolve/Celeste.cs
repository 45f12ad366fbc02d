using Microsoft.Xna.Framework;
using Monocle;

namespace Res.Celeste;

public enum Directions { Left, Right }

public static class Extensions
{
    public static float Angle(this Directions direction) => 0f;
}

// Monocle's Entity gives Scene, whose type is named so: Scene.OnInterval
// reads the property (CommunalHelper). A difference of two vectors of
// the package is no workspace enum: not Angle(this Directions).
public class Mover : Entity
{
    public Vector2 from, to;

    public override void Added(Scene scene) { }

    public void Update()
    {
        if (/*$*/Scene.OnInterval(0.1f)) { }
        /*$*/Scene.Add(this);
        var tracker = /*$*/Scene.Tracker;
        float angle = (from - to)./*$*/Angle();
    }
}
