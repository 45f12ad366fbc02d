namespace Friends.LibA;

public class A { }
