namespace Bad;
public class Broken : Base {
  [Obsolete] public void Half( { int x = ; }
  public int Still { get; }
  private List<int> _items = new();
  public Broken(int a) { }
  public void Fine() { }
}
