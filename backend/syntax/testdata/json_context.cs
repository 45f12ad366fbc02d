using System.Text.Json.Serialization;

namespace Json;

[JsonSourceGenerationOptions(WriteIndented = true)]
[JsonSerializable(typeof(Order))]
[JsonSerializable(typeof(List<Order>))]
[JsonSerializable(typeof(Dictionary<string, Order?>))]
[JsonSerializable(typeof(int?))]
[JsonSerializable(typeof(Dictionary<string, DateTime?>))]
[JsonSerializable(typeof(List<int?>))]
[JsonSerializable(typeof(string[]))]
[JsonSerializable(typeof(int[,]))]
[JsonSerializable(typeof(global::Shop.Line))]
[JsonSerializable(typeof(Outer<int>.Inner))]
[JsonSerializable(typeof((int, string)))]
[JsonSerializable(typeof(Order), TypeInfoPropertyName = "Purchase")]
[JsonSerializable(typeof(Shop.Order))] // refused: a second Order
internal partial class ShopContext : JsonSerializerContext
{
    public ShopContext(JsonSerializerOptions options, bool strict) : base(options) { }
}

[JsonSerializable(typeof(Order))]
public partial class OwnOptions : System.Text.Json.Serialization.JsonSerializerContext
{
    public OwnOptions(JsonSerializerOptions options) : base(options) { } // the code's own: not generated
}

[JsonSerializable(typeof(Order))]
public class NotPartial : JsonSerializerContext { } // refused: not partial
