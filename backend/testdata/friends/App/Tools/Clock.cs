namespace Friends.App.Tools;

public static class Clock { public static int Now() => 1; }
