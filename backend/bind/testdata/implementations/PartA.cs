namespace Fix.Partial;

public interface IStore
{
    void Put(string key);
    string Fetch(string key);
}

/// <summary>This part names the interface and implements Put.</summary>
public partial class Store : IStore
{
    public void Put(string key) { }
}

public partial class Kennel : Fix.Animals.Dog
{
}
