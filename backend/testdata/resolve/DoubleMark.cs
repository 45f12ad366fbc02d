﻿namespace Res.DoubleMark;

// A file written with two byte order marks: the second is text, and the
// positions count it as the tree does (blazor-toolkit's renderers).
public class Twice
{
    public int Count;
    public int Next() => /*$*/Count + /*$*/Step();
    int Step() => 1;
}
