namespace Friends.LibA;

// Internal to LibA, which shows App no internals (vs-mef's library's
// generated Strings beside VSMefx's own).
internal static class Texts { public static string Title = ""; }
