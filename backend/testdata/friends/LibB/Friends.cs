using System.Runtime.CompilerServices;

[assembly: InternalsVisibleTo("App, PublicKey=0024000004800000")]

namespace Friends.LibB;

public class B { }
