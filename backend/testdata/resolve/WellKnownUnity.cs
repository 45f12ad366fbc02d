using UnityEngine;

namespace Res.WellKnownUnity;

// Unity's static classes are the types before a dot in a class whose base,
// Unity's, is not read: Unity's members are camel-cased (unity-common's
// Debug.LogError(...) in a MonoBehaviour). Another name may still be the
// base's member (Zenject's MonoInstaller has a Container).
public class Spawner : MonoBehaviour
{
    public void Spawn()
    {
        /*$*/Debug.LogError("x");
        /*$*/Container.Bind();
        var speed = /*$*/Mathf.Abs(-1f);
    }
}

// An attribute's named argument, name: value, names its constructor's
// parameter, referred to; Name = value sets a member, written.
public class Cursor : MonoBehaviour
{
    [ColorUsage(/*$*/showAlpha: true, /*$*/Hdr = false)] public int tint;
}
