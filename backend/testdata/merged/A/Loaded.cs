namespace A;

public static class Loaded { }
