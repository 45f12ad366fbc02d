namespace Bad;
public class Broken {
  public void Half( { int x = ; }
  public int Still { get; }
