using System;
using Copies;

namespace App
{
    class Program
    {
        static int Main(string[] args)
        {
            var words = Text.Words(" a b ".Trim());
            words.Add(Text.Tidy(args[0]));
            Console.WriteLine(words.Count);
            Console.WriteLine(Text.Tidy(args[0]).ToLower());
            return words.Count + args.Length;
        }
    }
}
