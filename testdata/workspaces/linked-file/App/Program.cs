System.Console.WriteLine(Shared.Name);
