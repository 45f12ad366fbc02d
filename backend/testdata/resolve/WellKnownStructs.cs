using Microsoft.AspNetCore.Components;
using Microsoft.Maui.Graphics;

namespace Res.WellKnownStructs;

// Structs of packages not read, known by name in the namespace a using
// imports: their T? is a Nullable<T> where nullable reference types are
// on too (MauiReactor's PointF? StartPoint: StartPoint.Value is
// Nullable's, not the code's Value extension method; shadcn's
// ElementReference?).
public interface IChecked { }
public static class CheckedExtensions
{
    public static T Value<T>(this T x, object v) where T : IChecked => x;
}
public class Animation
{
    public PointF? StartPoint { get; set; }
    public ElementReference? Anchor { get; set; }
    public PointF Start() => StartPoint!./*$*/Value;
    public bool Anchored() => Anchor./*$*/HasValue;
}
