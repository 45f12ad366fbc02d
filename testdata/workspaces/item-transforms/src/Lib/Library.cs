namespace Lib; public static class Library { public const int Answer = 42; }
