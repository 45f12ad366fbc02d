namespace Friends.LibC;

public class C { }
