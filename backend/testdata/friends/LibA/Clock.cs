namespace Friends;

// Internal to LibA, in a namespace around App's code: App's own Clock,
// which a using directive imports, is the one App names.
internal static class Clock { internal static int Now() => 0; }
