namespace Unit.Specs;

public class Fixture { }
