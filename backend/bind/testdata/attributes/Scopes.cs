using System;
using Fix.Attributes;
using Fix.Other;
using Ob = System.ObsoleteAttribute;

namespace Fix.Model
{
    // A type's attributes are bound in its body, as its members' are: Marker
    // is the nested MarkerAttribute here too, not Fix.Other's.
    [Marker("outside")]
    [Generic<int>]
    [TagAttribute("suffix written")]
    public class Shadow
    {
        public sealed class MarkerAttribute : Attribute
        {
            public MarkerAttribute(string why)
            {
            }
        }

        [Marker("inside")]
        public void Member()
        {
        }

        [Marker("nested type")]
        public class Nested
        {
        }
    }

    [More.Marker(3)]
    [Fix.Other.Marker("qualified")]
    public class Qualified
    {
    }

    [Ob("alias")]
    public class Aliased
    {
    }

    [Obsolete]
    public class Plain
    {
    }
}
