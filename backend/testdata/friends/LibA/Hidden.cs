namespace Friends.LibA;

// Internal to LibA, which shows App no internals: where a using directive
// also imports a namespace of a package not read, the package's type of
// that name is the one App names (GitVersion's ObjectId and LibGit2Sharp's).
internal sealed class ObjectId { public ObjectId(string sha) { } }
