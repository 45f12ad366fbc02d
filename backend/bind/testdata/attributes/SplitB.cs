using Fix.Attributes;
using Fix.More;

namespace Fix.Model;

[Tag("part B")]
[Marker(2)]
public partial class Split
{
}
