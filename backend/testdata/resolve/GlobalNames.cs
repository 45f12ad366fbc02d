// The name after global:: is looked up in the global namespace only, not in
// the namespaces around (SharpCompress's SharpCompress.Providers.System).
namespace Glob.Providers.System
{
    public class Provider
    {
        private global::/*$*/System.IO.Stream? stream;
        public string Name() => global::/*$*/System./*$*/IO.Path.GetFileName("a") + /*$*/stream;
    }
}
