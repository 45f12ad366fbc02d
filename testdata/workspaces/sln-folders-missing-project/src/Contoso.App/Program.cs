Console.WriteLine(new Contoso.Core.Greeter().Greet("world"));
