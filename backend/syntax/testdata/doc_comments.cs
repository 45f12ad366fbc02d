namespace Demo;

/// <summary>A regular comment after the doc comment does not hide it.</summary>
// ReSharper disable once UnusedType.Global
public class Documented
{
    /// <summary>Nor does a directive.</summary>
#pragma warning disable CS0649
    public int Field;
#pragma warning restore CS0649

    /// <summary>Ignored: another comment comes after it.</summary>
    // a plain comment
    /// <summary>The last run is the doc comment.</summary>
    public int Second;

    //// <summary>Four slashes: not a doc comment.</summary>
    public int NotDoc;

    /** <summary>A delimited doc comment.</summary> */
    public int Delimited;

    /**
     * <summary>
     * Over several lines.
     * </summary>
     */
    public int Multiline;

    /// <summary>Blank lines

    /// do not break a run.</summary>
    public int Blank;

    public enum Kind
    {
        /// <summary>First.</summary>
#pragma warning disable CS0618
        A,
        // not doc
        B,
    }
}
