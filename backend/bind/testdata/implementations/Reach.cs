namespace Fix.Reach;

public interface IBase
{
    void Ping();
}

/// <summary>A sub-interface: not an implementation of IBase.</summary>
public interface IDerived : IBase
{
    void Pong();
}

/// <summary>Implements IBase through the base interface IDerived.</summary>
public class ViaInterface : IDerived
{
    public void Ping() { }
    public void Pong() { }
}

public class Root : IBase
{
    public virtual void Ping() { }
}

/// <summary>Implements IBase through its base class; its Ping overrides Root's, which stays the implementation.</summary>
public class ViaBaseClass : Root
{
    public override void Ping() { }
}

public class Inherits : Root
{
}

public class Plain
{
    public void Ping() { }
}

/// <summary>Plain.Ping, inherited, implements IBase.Ping for Borrower and for Borrower2.</summary>
public class Borrower : Plain, IBase
{
}

public class Borrower2 : Plain, IBase
{
}

public struct Point : IBase
{
    public void Ping() { }
}

public record Rec : IBase
{
    public void Ping() { }
}

public record struct Pair(int X, int Y) : IBase
{
    public void Ping() { }
}

/// <summary>Greet has a default implementation.</summary>
public interface IGreeter
{
    string Greet() => "hi";
    string Name { get; }
}

/// <summary>Relies on the default Greet.</summary>
public class Quiet : IGreeter
{
    public string Name => "quiet";
}

public class Loud : IGreeter
{
    public string Name => "loud";
    public string Greet() => "HI";
}

/// <summary>A derived interface overrides the default implementation.</summary>
public interface IPolite : IGreeter
{
    string IGreeter.Greet() => "hello";
}

public class Polite : IPolite
{
    public string Name => "polite";
}
