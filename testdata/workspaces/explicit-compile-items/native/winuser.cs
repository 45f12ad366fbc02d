namespace Explicit.Native;

static class Winuser { public const int WM_HOTKEY = 0x0312; }
