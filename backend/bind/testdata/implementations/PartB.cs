namespace Fix.Partial;

/// <summary>This part implements Fetch.</summary>
public partial class Store
{
    public string Fetch(string key) => key;
}

public partial class Kennel
{
    public override string Sound() => "woof woof";
}
