namespace Inner; public class Lib { }
