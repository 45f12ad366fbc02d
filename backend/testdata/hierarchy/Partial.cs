namespace Parts;

public interface IA { }
public interface IB { }
public class Seed { }

public partial class Split : Seed { }
public partial class Split : IA, IB { }
public class MoreSplit : Split, IA { }
