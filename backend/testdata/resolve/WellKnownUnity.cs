using UnityEngine;

namespace Res.WellKnownUnity;

// Unity's static classes are the types before a dot in a class whose base,
// Unity's, is not read: Unity's members are camel-cased (unity-common's
// Debug.LogError(...) in a MonoBehaviour). Another name may still be the
// base's member (Zenject's MonoInstaller has a Container).
public class Spawner : Zenject.MonoInstaller
{
    public void Spawn()
    {
        /*$*/Debug.LogError("x");
        /*$*/Container.Bind();
        var speed = /*$*/Mathf.Abs(-1f);
    }
}

// Unity's scripts' bases have camel-cased values only (transform,
// gameObject): a capitalized name before a dot is a type, there and in a
// class deriving from a script, beside an interface (dotnow's
// GameObject.CreatePrimitive(...), Vector3.one * 2f and Shader.Find(...)).
public class Orbit : MonoBehaviour, IPointerClickHandler
{
    public void Start()
    {
        var sphere = /*$*/GameObject.CreatePrimitive(PrimitiveType.Sphere);
        var scale = /*$*/Vector3.one * 2f;
    }
}
public class FastOrbit : Orbit
{
    public void Go() => /*$*/Shader.Find("Lit");
}

// An attribute's named argument, name: value, names its constructor's
// parameter, referred to; Name = value sets a member, written.
public class Cursor : MonoBehaviour
{
    [ColorUsage(/*$*/showAlpha: true, /*$*/Hdr = false)] public int tint;
}

// Unity's Color is a struct: Color? is a Nullable<Color>, with nullable
// reference types too (Heck's Chroma: ObjectColorizer.Colorize(Color? color)).
public class Colorizer
{
    public void /*$*/Colorize(Color? color, GameObject? target) { }
    public void Use() => /*$*/Colorize(null, null);
}
