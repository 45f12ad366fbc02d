using Fix.Attributes;

namespace Fix.Model;

[Tag("part A")]
public partial class Split
{
}
