// defines:
#nullable enable
#pragma warning disable CS0168
class Regions
{
    #region Don't "lex /* this
    int a;
    #endregion
#if A
    #region Inactive
    int b;
    #endregion
#pragma warning restore CS0168
#error not compiled
#endif
#warning kept
#line 200 "Other.cs"
#line default
}
