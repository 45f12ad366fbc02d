static class Shared { public const string Name = "shared"; }
