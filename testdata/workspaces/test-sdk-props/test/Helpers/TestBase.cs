namespace Helpers;

public class TestBase { }
