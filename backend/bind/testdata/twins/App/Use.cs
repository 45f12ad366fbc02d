using System.IO;
using Twins;

namespace App;

public static class Use
{
    public static int Run() => new MemoryStream().Twice();
}
