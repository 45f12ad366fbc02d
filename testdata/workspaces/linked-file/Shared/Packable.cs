namespace Shared;

// Linked by Directory.Build.targets into packable projects: every project
// is, unless it says otherwise.
internal static class Packable { }
