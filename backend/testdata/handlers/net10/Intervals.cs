using System;

namespace Handlers.Net10;

// On .NET 9 and later an integer goes to TimeSpan's overloads taking an
// int or a long, which Mono's stand-in lacks: an overload of a newer
// framework; a double still goes to FromMinutes(double).
public static class Intervals
{
    public static TimeSpan Minutes() => TimeSpan./*$*/FromMinutes(2);
    public static TimeSpan Hours(short hours) => TimeSpan./*$*/FromHours(hours);
    public static TimeSpan Fraction() => TimeSpan./*$*/FromMinutes(2.5);
    public static TimeSpan LongHours(long hours) => TimeSpan./*$*/FromHours(hours);
}

// Nor does it lose the type: FromSeconds(61) is still a TimeSpan.
public static class Ticking
{
    public static long Ticks() => TimeSpan.FromSeconds(61)./*$*/Ticks;
}
