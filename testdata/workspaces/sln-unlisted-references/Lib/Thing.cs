namespace Lib; public class Thing { public Deep.Core Core = new(); }
