using CommunityToolkit.Diagnostics;
using Newtonsoft.Json;

namespace Res.Serializers;

// A serializer's static entry point, or a guard's, is the type before a
// dot, even in a class whose base is not read (BililiveRecorder's
// JsonConvert.DeserializeObject<T>(...) in a JsonConverter<T>; DevToys'
// Guard.IsNotNull(x) in a ComponentBase).
public class TicksConverter : JsonConverter<long>
{
    public long Parse(string json)
    {
        /*$*/Guard.IsNotNullOrWhiteSpace(json);
        return /*$*/JsonConvert.DeserializeObject<long>(json);
    }
}
