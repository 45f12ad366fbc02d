System.Console.WriteLine("fmt");
