namespace Res.Implicit.Sub;

public class Thing { }
