using System;

namespace Res.Valheim;

// Valheim's game declares a global Console, which its assembly, not read
// here, holds: Console.instance is no System.Console's, no framework type
// having a camel-cased member (ValheimPlus).
public static class FirstPerson
{
    public static void Changed(float fov)
    {
        /*$*/Console.instance.AddString($"fov {fov}");
        /*$*/Console.WriteLine(fov);
    }
}
