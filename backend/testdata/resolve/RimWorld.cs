using System.Collections.Generic;
using System.Linq;
using Verse;

namespace Res.RimWorld;

public class HeavyWeapon : DefModExtension { public float hitPointsDeduction; }

// Verse's Def.GetModExtension<T>() is a T; Scribe_Values and CellFinder
// are types, as names of that shape are, not a base's values; a Count
// given a lambda is LINQ's (Vanilla Expanded).
public class WeaponComp : ThingComp
{
    public float Deduction(Def def)
    {
        var options = def.GetModExtension<HeavyWeapon>();
        /*$*/Scribe_Values.Look(ref options.hitPointsDeduction, "x");
        /*$*/CellFinder.TryFindRandomCell(null, null, out var cell);
        return options./*$*/hitPointsDeduction + Find.FactionManager.AllFactions./*$*/Count(f => f != null);
    }
}
