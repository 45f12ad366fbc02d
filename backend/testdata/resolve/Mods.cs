using System.Collections.Generic;
using System.Linq;
using Newtonsoft.Json.Linq;
using Terraria;
using Terraria.ID;
using Terraria.ModLoader;
using UnityEngine;

namespace Res.Mods;

// Game mods' code reads packages this machine has not: Unity's, Terraria's
// (tModLoader), Newtonsoft.Json. What their declarations would say is
// known of the few members most mods use.

public class Unlockable { public int price; }
public enum LevelTypes { None, All }

public class Loader
{
    // Unity's AssetBundle.LoadAsset<T>(name) is a T (LethalLib's content loader).
    public int Price(AssetBundle bundle)
    {
        var asset = bundle.LoadAsset<Unlockable>("x");
        return asset./*$*/price;
    }

    // An enum's member is never called: the unread list's All is LINQ's (LethalLib's enemies).
    public static bool Empty(QuickMenuManager self)
    {
        var level = self.testAllEnemiesLevel;
        var inside = level.Enemies;
        return inside./*$*/All(x => x != null);
    }

    // A method group whose parameter is of the package's type the array
    // gives (BSIPA's config provider): Enumerable.Select, whose result picks
    // the overload.
    static Unlockable Visit(JToken token) => new Unlockable();
    static int From(string text) => 0;
    static int From(IEnumerable<Unlockable> values) => 1;
    public int Visited(JToken token) => /*$*/From((token as JArray)!./*$*/Select(Visit));
}

public class CalamityGlobalNPC : GlobalNPC { public float[] newAI = new float[4]; public bool VulnerableToHeat; }

public static class CalamityUtils
{
    public static CalamityGlobalNPC Calamity(this NPC npc) => npc.GetGlobalNPC<CalamityGlobalNPC>();
    public static CalamityGlobalNPC Calamity(this Projectile projectile) => new CalamityGlobalNPC();
}

// tModLoader's bases give capitalized values only of a few names (Item,
// NPC, Projectile, Mod...): another name before a dot is a type (Main,
// ItemID), and a value named as its type is the type before its static
// members (Calamity's bosses and weapons).
public class Oarfish : ModNPC
{
    public override void SetDefaults()
    {
        /*$*/Main.buffNoTimeDisplay[0] = true;
        NPC./*$*/Calamity()./*$*/VulnerableToHeat = false;
        /*$*/NPC.damage = 10;
        /*$*/Projectile.NewProjectile(null, 0, 0, 0, 0, ProjectileID.Bullet, 0, 0);
        if (Main.npc[0]./*$*/Calamity()./*$*/newAI[0] == 1f) { }
        /*$*/ItemID.Sets.Deprecated[0] = true;
    }
}
