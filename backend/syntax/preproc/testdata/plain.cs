// defines: A
#region Plain
using System;

class Plain
{
    string s = "#if A";
    string v = @"
#if A
";
}
#endregion
