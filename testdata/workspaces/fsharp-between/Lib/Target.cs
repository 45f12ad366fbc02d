namespace Lib; public class Target { public string Name { get; set; } = ""; }
