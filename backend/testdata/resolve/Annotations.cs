namespace Res.Annotations;

// The workspace's own copy of attributes a package also has (NodaTime's
// JetBrains.Annotations): see Guessed.cs.
[System.AttributeUsage(System.AttributeTargets.All)]
public sealed class PureAttribute : System.Attribute { }

// An attribute class whose base is not read is one when its base or its
// own name is named like one (winforms' [BoolData] of
// BoolDataAttribute : xunit's MemberDataAttributeBase).
public sealed class FlagDataAttribute : Missing.Package.MemberDataAttributeBase { }
public sealed class RowsAttribute : Missing.Package.DataSource { }
public class FlagTests
{
    [/*$*/FlagData, /*$*/Rows]
    public void Check(bool flag) { }
}
