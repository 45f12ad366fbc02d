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

// Where the arguments' types are not all known, the call's target and
// the known ones still rule overloads out.
public static class Picks
{
    static void Make(System.ActivationContext context, string[] names) { }
    static void Make(System.Type type, params object[] args) { }
    static void Make(System.Type type, bool flag) { }

    public static float Longest(Beatmap data, GameScenes[] scenes)
    {
        float highest = 0;
        highest = data.colorNotes./*$*/Max(x => x.beat);
        /*$*/Make(typeof(string), scenes);
        return System.Math./*$*/Sign(data.velocity.x) + highest;
    }

    // A package's value given to a delegate's parameter: no delegate
    // (Calamity's DefineConditionalDropSet(new Conditions.IsExpert())).
    public static LeadingRule DefineSet(this ILoot loot, IItemDropRuleCondition condition) => new LeadingRule();
    public static LeadingRule DefineSet(this ILoot loot, System.Func<bool> lambda) => new LeadingRule();
    public static int Rules(ILoot itemLoot) => itemLoot./*$*/DefineSet(new Conditions.IsExpert()).Count;

    // Concat given a sequence is LINQ's (BecksStardew's content packs);
    // ToLower() of a package's value gives a string (LethalLevelLoader).
    public static int Packs(IContentPackHelper helper, IEnumerable<IContentPack> fake) => helper.GetOwned()./*$*/Concat(fake).Count();
    public static bool Named(EnemyType enemy, string name) => enemy.enemyName.ToLower()./*$*/Contains(name);
    public static bool Contains(this TerminalKeyword keyword, TerminalKeyword other) => true;

    // A package's collection named as collections are gives its type
    // argument to foreach (Bannerlord's MBBindingList<T>).
    public static void Show(TaleWorlds.Library.MBBindingList<Unlockable> items)
    {
        foreach (var item in items)
            item./*$*/price = 0;
    }

    // A generic method called through a pointer is a native struct's, not
    // a package's T (FFXIVClientStructs' space->Create<T>() is a T*).
    public static unsafe void Native(IMemorySpace* space)
    {
        var /*$*/node = space->Create<Unlockable>();
    }
}

public class LeadingRule { public int Count; }

// A value's part names its type where the value's is not known: a
// conditional's branches, an enum's member plus a number (RimWorld
// Multiplayer's MpStyle.Set(b ? Color.yellow : Color.white),
// RuntimeUnityEditor's GetControl(KeyCode.Mouse0 + button)).
public static class Styles
{
    static int Set(LevelTypes wrap) => 0;
    static int Set(Color color) => 1;
    static int Control(string name) => 0;
    static int Control(KeyCode key, bool silent = false) => 1;

    public static int Use(bool b, int button) => /*$*/Set(b ? Color.yellow : Color.white) + /*$*/Control(KeyCode.Mouse0 + button);
}

