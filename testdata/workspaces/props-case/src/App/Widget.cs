namespace App; public class Widget { public string? Name { get; set; } }
