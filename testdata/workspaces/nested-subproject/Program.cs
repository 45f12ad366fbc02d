System.Console.WriteLine(new Inner.Lib());
