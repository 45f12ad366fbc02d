using System;
using Res.Globals;

// Attributes of the assembly and the module are bound at the top of the
// file, with its usings.
[assembly: /*$*/CLSCompliant(true)]
[module: /*$*/Marker(/*$*/Name = "m")]

namespace Res.Globals
{
    [AttributeUsage(AttributeTargets.All)]
    public class MarkerAttribute : Attribute { public string Name { get; set; } = ""; }
}
