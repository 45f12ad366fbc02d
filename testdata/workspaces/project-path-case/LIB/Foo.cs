namespace Shop.Lib; public class Foo { public int X; }
