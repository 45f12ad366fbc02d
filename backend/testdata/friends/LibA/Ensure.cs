namespace Friends;

// Internal to LibA, which shows App no internals, in a namespace around
// App's: App's tests importing a package not read name its Ensure
// (SuperLinq's internal Assert beside xunit's).
internal static class Ensure { public static void True(bool b) { } }
