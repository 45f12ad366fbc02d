namespace Extra; public static class Plugin { public const int Value = 1; }
