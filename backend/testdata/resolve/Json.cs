using System.Text.Json;
using System.Text.Json.Serialization;
using Res.Model;

namespace Res.Json;

// System.Text.Json's source generator declares, for a partial class
// deriving from JsonSerializerContext, Default, the constructors and a
// JsonTypeInfo<T> property for each type it names (Aspire, Semantic
// Kernel, Orleans ...). Glider writes what it declares.
[JsonSerializable(typeof(Order))]
[JsonSerializable(typeof(List<Order>))]
[JsonSerializable(typeof(Dictionary<string, string?>))]
internal partial class ShopJsonContext : JsonSerializerContext;

public static class Storage
{
    public static string Save(Order order) => JsonSerializer.Serialize(order, ShopJsonContext./*$*/Default./*$*/Order);
    public static decimal First(string json) => JsonSerializer.Deserialize(json, ShopJsonContext.Default./*$*/ListOrder)![0].Total;
    public static int Count(string json) => JsonSerializer.Deserialize(json, ShopJsonContext.Default./*$*/DictionaryStringString)!.Count;
    public static object Make(JsonSerializerOptions options) => new /*$*/ShopJsonContext(options);
    public static object MakeDefault() => new /*$*/ShopJsonContext();
}
