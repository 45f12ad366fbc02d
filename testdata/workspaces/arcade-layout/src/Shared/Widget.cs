namespace Shared.Model;

public class Widget { }
