namespace Shared.Common;

// Left out by App's Exclude="**\Excluded.cs".
public static class Excluded { }
