namespace Res.Stores.Data
{
    public class Entry { }
}

namespace Res.Stores.Sources
{
    // A simple name in a class whose base is not read may be a member of
    // that base, which C# finds before the namespaces around: Data = Data.Keys
    // is ConfigurationProvider's Data, not the namespace Res.Stores.Data
    // (EventStore); Data.Entry is the namespace's type.
    public class Provider : Missing.Package.ConfigurationProvider
    {
        public object Load()
        {
            /*$*/Data = /*$*/Data.Keys;
            return new /*$*/Data.Entry();
        }
    }
}
