internal static class VersionInfo { public const string Value = "1.0.0"; }
