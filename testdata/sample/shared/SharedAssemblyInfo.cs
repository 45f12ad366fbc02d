// Linked into Shop.Core and Shop.Data (see the <Compile Link="..."> items in their project files),
// so everything below is compiled into both assemblies. Attributes the SDK already generates from
// Directory.Build.props (company, version, copyright, ...) must not be repeated here.
using System.Resources;
using System.Runtime.CompilerServices;

[assembly: CLSCompliant(false)]
[assembly: NeutralResourcesLanguage("en")]
[assembly: InternalsVisibleTo("Shop.Tests")]

namespace Shop;

/// <summary>Names shared by every assembly that links this file.</summary>
internal static class ShopAssemblyInfo
{
    public const string Product = "Shop";

    public const string TelemetryPrefix = Product + ".";
}
