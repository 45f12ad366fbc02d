namespace Lib;

public class Greeter { public string Hello() => "hello"; }
