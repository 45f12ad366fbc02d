// Top-level statements: args is the parameter of the entry point the
// compiler makes of them.
var first = /*$*/args.Length > 0 ? args[0] : "none";
Console.WriteLine(args./*$*/Length + first);
// The compiler puts them in a class Program of the global namespace.
Console.WriteLine(typeof(/*$*/Program).Name);
