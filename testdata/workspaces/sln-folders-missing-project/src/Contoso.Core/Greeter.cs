namespace Contoso.Core; public class Greeter { public string Greet(string name) => $"Hello, {name}"; }
