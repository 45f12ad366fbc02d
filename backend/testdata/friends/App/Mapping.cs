using Friends.Streams.Mapping;

namespace Friends.App;

// LibI names App its friend in a target, batching over FriendAssembly
// items: seen although a package read nowhere may have the namespace.
public class Mapper
{
    internal int Map() => new /*$*/TemplateMapping(1)./*$*/Variable;
}
