namespace Parts;

public interface IA { }
public interface IB { }
public class Seed { }

public partial class Split : Seed { }
public partial class Split : IA, IB { }
public class MoreSplit : Split, IA { }

// The base class may be written in any part, first in that part's list.
public partial class Late : IA { }
public partial class Late : Seed, IB { }

// A struct's entries are all interfaces, even those that do not bind.
public struct Measured : Comparable { }

// An enum's base list names its underlying type, not a base.
public enum Small : byte { One }
