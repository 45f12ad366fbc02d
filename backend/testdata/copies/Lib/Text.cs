using System.Collections.Generic;

namespace Copies
{
    public static class Text
    {
        public static string Tidy(string s) => s.Trim().ToUpper();

        public static List<string> Words(string s) => new List<string>(s.Split(' '));
    }
}
