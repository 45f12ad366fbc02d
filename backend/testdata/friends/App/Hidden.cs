using Friends.LibA;
using LibGit2Sharp;

namespace Friends.App;

public class Refs
{
    public object Make(string sha) => new /*$*/ObjectId(sha);
}
